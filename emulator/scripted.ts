/**
 * Owns what can be scripted while the emulator runs: how a deployment's revisions end (all of
 * them, or its Nth: `--fail NAME@2=BUILD_FAILED`) and the commit a branch's head is (`--head`), on
 * the command line or through the control route `POST /_emulator/...`, without a restart.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { headerValue, readBody, sendJson } from './base/http-util.js'
import type { RevisionOutcome } from './control-plane/lifecycle.js'
import { fakeCommitSha } from './control-plane/plans.js'
import type { DeploymentScenario } from './types.js'

/** Path prefix of the control route. */
export const CONTROL_PREFIX = '/_emulator'

const OUTCOMES: readonly RevisionOutcome[] = ['BUILD_FAILED', 'DEPLOY_FAILED', 'DEPLOYED']

/** One `--fail`: the deployment, which of its revisions (all when undefined), how it ends. */
export interface FailSpec {
  readonly name: string
  /** 1 is the revision its create made (or the seeded one), 2 the next, ... */
  readonly revision: number | undefined
  readonly outcome: RevisionOutcome
}

/** A script the emulator cannot run, with the form it takes. */
export class ScriptError extends Error {
  override readonly name = 'ScriptError'
}

/** Parses `NAME=STATUS` or `NAME@N=STATUS` (STATUS: BUILD_FAILED, DEPLOY_FAILED or DEPLOYED). */
export function parseFailSpec(raw: string): FailSpec {
  const match = /^(.+?)(?:@(\d+))?=([A-Z_]+)$/.exec(raw)
  const outcome = OUTCOMES.find(status => status === match?.[3])
  const revision = match?.[2] === undefined ? undefined : Number.parseInt(match[2], 10)
  if (match?.[1] === undefined || outcome === undefined || revision === 0) {
    throw new ScriptError(
      `a failure must look like <name>=BUILD_FAILED or <name>@<n>=DEPLOY_FAILED (the deployment's nth revision, 1 being its first; DEPLOYED clears), got "${raw}"`
    )
  }
  return { name: match[1], revision, outcome }
}

/** Adds a failure to the scenarios: the next plan of a revision it names follows it. */
export function applyFailSpec(scenarios: Map<string, DeploymentScenario>, spec: FailSpec): void {
  const scenario = scenarios.get(spec.name) ?? {}
  if (spec.revision === undefined) {
    scenarios.set(spec.name, { ...scenario, outcome: spec.outcome })
    return
  }
  const outcomes = { ...scenario.outcomes, [spec.revision]: spec.outcome }
  scenarios.set(spec.name, { ...scenario, outcomes })
}

/** The failure as the command prints it. */
export function describeFailSpec(spec: FailSpec): string {
  const which = spec.revision === undefined ? 'every revision' : `revision ${spec.revision}`
  return `${spec.name} (${which}) -> ${spec.outcome}`
}

/**
 * The commits branch heads point at, as pushes set them: a `github` revision of a ref builds its
 * head. Keys are `<ref>` (any repository) or `<owner>/<repo>@<ref>`.
 */
export class BranchHeads {
  readonly #heads = new Map<string, string>()

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [key, sha] of Object.entries(initial)) this.set(key, sha)
  }

  /** Sets a head from `[<owner>/<repo>@]<ref>` and a 40-hex commit. */
  set(key: string, sha: string): void {
    if (!/^[0-9a-f]{40}$/i.test(sha) || key === '' || key.endsWith('@')) {
      throw new ScriptError(
        `a branch head must look like [<owner>/<repo>@]<ref>=<40-hex commit>, got "${key}=${sha}"`
      )
    }
    this.#heads.set(headKey(key), sha.toLowerCase())
  }

  /**
   * The commit a revision of `ref` builds: the ref itself when it is a commit, else the head set
   * for this repository's ref, else for the ref, else a fake derived from both.
   */
  readonly commitSha = (repoUrl: string, ref: string): string => {
    if (/^[0-9a-f]{40}$/i.test(ref)) return ref.toLowerCase()
    const repo = repoPath(repoUrl)
    return (
      this.#heads.get(headKey(`${repo}@${ref}`)) ??
      this.#heads.get(headKey(ref)) ??
      fakeCommitSha(repoUrl, ref)
    )
  }
}

/** Parses `[<owner>/<repo>@]<ref>=<sha>`. */
export function parseHeadSpec(raw: string): [string, string] {
  const at = raw.lastIndexOf('=')
  return [raw.slice(0, Math.max(0, at)), at === -1 ? '' : raw.slice(at + 1)]
}

function headKey(key: string): string {
  const at = key.lastIndexOf('@')
  if (at === -1) return stripRef(key)
  return `${repoPath(key.slice(0, at))}@${stripRef(key.slice(at + 1))}`
}

function stripRef(ref: string): string {
  return ref.replace(/^refs\/heads\//, '')
}

/** `owner/repo`, lowercase, from a repository URL or path. */
function repoPath(url: string): string {
  return url
    .replace(/^https?:\/\/[^/]+\//i, '')
    .replace(/\.git$/i, '')
    .replace(/\/+$/, '')
    .toLowerCase()
}

/** What the control route changes. */
export interface ControlTargets {
  readonly apiKey: string
  readonly scenarios: Map<string, DeploymentScenario>
  readonly heads: BranchHeads
}

/**
 * Serves `POST /_emulator/fail` (`{"fail": "NAME@2=BUILD_FAILED"}`) and `POST /_emulator/head`
 * (`{"head": "main=<sha>"}`), each with the emulator's API key in `x-api-key`.
 */
export async function serveControl(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  targets: ControlTargets
): Promise<void> {
  const raw = await readBody(req).catch(() => Buffer.alloc(0))
  if (headerValue(req.headers['x-api-key']) !== targets.apiKey) {
    sendJson(res, 401, { detail: 'Invalid API key.' })
    return
  }
  const route = pathname.slice(CONTROL_PREFIX.length)
  if (req.method !== 'POST' || (route !== '/fail' && route !== '/head')) {
    sendJson(res, 404, { detail: 'Control routes: POST /_emulator/fail, POST /_emulator/head.' })
    return
  }
  const field = route.slice(1)
  let value: unknown
  try {
    value = (JSON.parse(raw.toString('utf8')) as Record<string, unknown> | null)?.[field]
  } catch {
    value = undefined
  }
  try {
    if (typeof value !== 'string') throw new ScriptError(`send a JSON body {"${field}": "..."}`)
    if (field === 'fail') {
      const spec = parseFailSpec(value)
      applyFailSpec(targets.scenarios, spec)
      sendJson(res, 200, { fail: describeFailSpec(spec) })
    } else {
      const [key, sha] = parseHeadSpec(value)
      targets.heads.set(key, sha)
      sendJson(res, 200, { head: `${key} -> ${sha.toLowerCase()}` })
    }
  } catch (error) {
    if (!(error instanceof ScriptError)) throw error
    sendJson(res, 422, { detail: error.message })
  }
}
