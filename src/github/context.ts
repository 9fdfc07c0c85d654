// Owns what the GitHub integration knows of the workflow run, read once from the runner's
// environment: repository, commit, event, pull request (and the fork it comes from), API and run
// URLs, withheld secrets.
import { readFileSync } from 'node:fs'
import { errorMessage } from '../base/errors.js'
import { fieldOf as field } from '../base/objects.js'

/** Public GitHub's REST API, used when the runner does not say otherwise. */
export const DEFAULT_GITHUB_API_URL = 'https://api.github.com'

/** Events whose payload names a pull request whose head is what gets deployed. */
const PULL_REQUEST_EVENTS: ReadonlySet<string> = new Set(['pull_request', 'pull_request_target'])

/**
 * Pull request events that GitHub runs without the repository's secrets when the pull request
 * comes from a fork (pull_request_target runs in the base repository, with them).
 */
const FORK_WITHOUT_SECRETS_EVENTS: ReadonlySet<string> = new Set([
  'pull_request',
  'pull_request_review',
  'pull_request_review_comment'
])

/** The login GitHub gives Dependabot (GITHUB_ACTOR of the runs it starts). */
const DEPENDABOT_ACTOR = 'dependabot[bot]'

/** Why GitHub gave this run none of the repository's secrets. */
export type WithheldSecrets = 'fork' | 'dependabot'

/** The part of the runner's environment that tells whether secrets were withheld. */
export interface SecretsEnv {
  readonly GITHUB_ACTOR?: string
  readonly GITHUB_EVENT_NAME?: string
  readonly GITHUB_EVENT_PATH?: string
  readonly GITHUB_REPOSITORY?: string
}

/**
 * What the GitHub integration needs to know about the workflow run, read once from the runner's
 * environment ({@link githubContextFromEnv}) or given by a test.
 */
export interface GitHubContext {
  /** REST API base URL without a trailing slash: `https://api.github.com`, or `https://HOST/api/v3` on GHES. */
  readonly apiUrl: string
  /** Web UI base URL without a trailing slash, for links to the run. */
  readonly serverUrl: string
  readonly repository: { readonly owner: string; readonly repo: string }
  /** `GITHUB_EVENT_NAME`: `push`, `pull_request`, ... */
  readonly eventName: string
  /**
   * The commit the deployment is for: the pull request's head on pull request events (not the
   * merge commit GitHub checks out, which no one sees on the pull request), else `GITHUB_SHA`.
   */
  readonly sha: string
  /** `GITHUB_REF`, e.g. `refs/heads/main` or `refs/pull/12/merge`. */
  readonly ref: string
  /** The pull request's number on pull request events; only then is a comment written. */
  readonly prNumber?: number
  /** The pull request's head branch, on pull request events. */
  readonly headRef?: string
  readonly runId?: string
  /** The run's page, linked from the deployment statuses and the comment. */
  readonly runUrl?: string
}

/** The runner's environment lacks what the GitHub integration needs. */
export class GitHubContextError extends Error {
  override readonly name = 'GitHubContextError'
}

/**
 * Reads the workflow run's context from the runner's environment (`GITHUB_*` variables and the
 * event payload at `GITHUB_EVENT_PATH`). Throws {@link GitHubContextError} naming what is missing
 * when the repository or the commit cannot be known, or when a pull request event's payload
 * cannot be read (the deployment would otherwise be made for the wrong commit).
 */
export function githubContextFromEnv(env: NodeJS.ProcessEnv): GitHubContext {
  const repository = env.GITHUB_REPOSITORY?.trim() ?? ''
  const [owner, repo, ...rest] = repository.split('/')
  if (!owner || !repo || rest.length > 0) {
    throw new GitHubContextError(
      `GITHUB_REPOSITORY must be "owner/repo", got ${JSON.stringify(repository)}`
    )
  }
  const eventName = env.GITHUB_EVENT_NAME?.trim() ?? ''
  const apiUrl = trimSlashes(env.GITHUB_API_URL) || DEFAULT_GITHUB_API_URL
  const serverUrl = trimSlashes(env.GITHUB_SERVER_URL) || 'https://github.com'
  const runId = env.GITHUB_RUN_ID?.trim() || undefined
  const attempt = Number(env.GITHUB_RUN_ATTEMPT)
  const runUrl =
    runId === undefined
      ? undefined
      : `${serverUrl}/${owner}/${repo}/actions/runs/${runId}${attempt > 1 ? `/attempts/${attempt}` : ''}`
  const base = {
    apiUrl,
    serverUrl,
    repository: { owner, repo },
    eventName,
    ref: env.GITHUB_REF?.trim() ?? '',
    runId,
    runUrl
  }

  if (PULL_REQUEST_EVENTS.has(eventName)) {
    const pr = readPullRequest(env.GITHUB_EVENT_PATH)
    return { ...base, sha: pr.headSha, prNumber: pr.number, headRef: pr.headRef }
  }
  const sha = env.GITHUB_SHA?.trim() ?? ''
  if (sha === '') throw new GitHubContextError('GITHUB_SHA is not set')
  return { ...base, sha }
}

/** The workflow run's page, when the runner's environment tells it (else undefined). */
export function workflowRunUrl(env: NodeJS.ProcessEnv): string | undefined {
  try {
    return githubContextFromEnv(env).runUrl
  } catch {
    return undefined
  }
}

/** Events whose payload names a pull request, and so the repository its head branch is in. */
const PULL_REQUEST_PAYLOAD_EVENTS: ReadonlySet<string> = new Set([
  ...PULL_REQUEST_EVENTS,
  ...FORK_WITHOUT_SECRETS_EVENTS
])

/**
 * Whether GitHub withheld the repository's secrets from this run: one started by Dependabot
 * (it gets Dependabot's secrets instead), or one for a pull request from a fork (its head
 * repository is not this one). Undefined when neither, or when the environment cannot tell.
 */
export function secretsWithheld(env: SecretsEnv): WithheldSecrets | undefined {
  if (env.GITHUB_ACTOR?.trim() === DEPENDABOT_ACTOR) return 'dependabot'
  if (!FORK_WITHOUT_SECRETS_EVENTS.has(env.GITHUB_EVENT_NAME?.trim() ?? '')) return undefined
  return pullRequestFork(env) === undefined ? undefined : 'fork'
}

/**
 * The fork (`owner/name`) a pull request event's head branch is in, when it is not this
 * repository: its branch names a branch of the fork, not of GITHUB_REPOSITORY (pull_request_target
 * runs in this repository, with its secrets). Undefined for any other event, for a pull request
 * from this repository, or when the event's payload cannot tell.
 */
export function pullRequestFork(env: SecretsEnv): string | undefined {
  if (!PULL_REQUEST_PAYLOAD_EVENTS.has(env.GITHUB_EVENT_NAME?.trim() ?? '')) return undefined
  const repository = env.GITHUB_REPOSITORY?.trim().toLowerCase()
  let payload: unknown
  try {
    payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8'))
  } catch {
    return undefined
  }
  const head = field(field(field(field(payload, 'pull_request'), 'head'), 'repo'), 'full_name')
  if (typeof head !== 'string' || !repository) return undefined
  return head.toLowerCase() === repository ? undefined : head
}

/** The pull request of a pull request event's payload. */
function readPullRequest(path: string | undefined): {
  number: number
  headSha: string
  headRef?: string
} {
  if (!path) throw new GitHubContextError('GITHUB_EVENT_PATH is not set on a pull request event')
  let payload: unknown
  try {
    payload = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new GitHubContextError(
      `could not read the event payload at GITHUB_EVENT_PATH (${path}): ${errorMessage(error)}`
    )
  }
  const pr = field(payload, 'pull_request')
  const number = field(pr, 'number')
  const head = field(pr, 'head')
  const headSha = field(head, 'sha')
  const headRef = field(head, 'ref')
  if (typeof number !== 'number' || !Number.isInteger(number) || typeof headSha !== 'string') {
    throw new GitHubContextError(
      `the event payload at GITHUB_EVENT_PATH (${path}) has no pull_request.number and pull_request.head.sha`
    )
  }
  return { number, headSha, headRef: typeof headRef === 'string' ? headRef : undefined }
}

function trimSlashes(url: string | undefined): string {
  return (url ?? '').trim().replace(/\/+$/, '')
}
