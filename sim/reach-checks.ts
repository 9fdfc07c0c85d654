// Owns the invariants of what a run reaches past its deployment's revisions, against the world's
// truth: the repository its writes build, the commit it claims, the hosts its key goes to.
import type { RevisionTruth } from '../emulator/faults/adversary-ledger.js'
import type { Facts } from './facts.js'
import { CLOUD_HOSTS } from './net.js'
import type { RunRecord } from './run.js'
import { HEAD_OF } from './workspace.js'

/** `host/owner/name` of a repository URL, lower-cased, without `.git` or a trailing `/`. */
export function repositoryOf(url: string | undefined): string | undefined {
  if (url === undefined || !URL.canParse(url)) return undefined
  const { host, pathname } = new URL(url)
  return `${host}${pathname}`
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
}

/** The workflow's repository, as its runner says (GITHUB_SERVER_URL, GITHUB_REPOSITORY). */
function workflowRepository(env: RunRecord['env']): string | undefined {
  const server = env.GITHUB_SERVER_URL ?? 'https://github.com'
  return repositoryOf(`${server}/${env.GITHUB_REPOSITORY ?? ''}`)
}

/**
 * The run's writes (creates, updates) to a github deployment that builds another repository
 * than the workflow's: they build a tree the workflow never checked out. A `repo-url` given names
 * the repository on purpose.
 */
export function otherRepositoryWrites(facts: Facts): string[] {
  const { record } = facts
  if ((record.inputs['repo-url'] ?? '') !== '') return []
  const ours = workflowRepository(record.env)
  return facts.writes
    .filter(e => e.kind === 'create' || e.kind === 'update')
    .flatMap(e => {
      const truth = record.sourcesAtEnd[e.deploymentId]
      if (truth?.source !== 'github') return []
      const theirs = repositoryOf(truth.repoUrl)
      if (theirs !== undefined && theirs === ours) return []
      const made = e.made === undefined ? '' : ` (revision ${e.made})`
      return [
        `${e.kind === 'create' ? 'created' : 'updated'} deployment ${e.deploymentId}${made}, which builds ${theirs ?? 'an unnamed repository'}, not this workflow's ${ours ?? '(unknown)'}`
      ]
    })
}

/**
 * The commit a revision built: the service's for github; for this run's upload, the commit the
 * world's workspace had checked out (undefined without git), the tree the run packed.
 */
export function builtCommit(
  record: RunRecord,
  revision: RevisionTruth | undefined
): string | undefined {
  if (revision?.commitSha != null) return revision.commitSha
  const uploaded = record.sourcesAtEnd[revision?.deploymentId ?? '']?.source === 'internal_source'
  return revision?.author === 'client' && uploaded ? packedCommit(record) : undefined
}

/** The commit of the tree an upload packs: what the runner's workspace has checked out, if any. */
export function packedCommit(record: RunRecord): string | undefined {
  return HEAD_OF[record.schedule.world.runner.workspace ?? 'at-sha']
}

/**
 * Exit 0 of a deploy that waited, with `require-commit-match` and no `github-token` (nothing to
 * compare with): only when its revision built the workflow's commit, never on an unchecked claim.
 * Not for an image, whose commit no one is told (action.yml: compared only for a repository).
 */
export function unmatchedCommit(facts: Facts, revisionId: string): string[] {
  const { record } = facts
  const { inputs } = record
  if (inputs['require-commit-match'] !== 'true' || (inputs['github-token'] ?? '') !== '') return []
  const { mode, world } = record.schedule
  if (mode !== 'deploy' || world.source === 'image' || inputs.wait === 'false') return []
  const built = builtCommit(record, facts.revision(revisionId))
  const sha = record.env.GITHUB_SHA
  if (built !== undefined && built === sha) return []
  return [
    `exit 0 with require-commit-match, but revision ${revisionId} built ${built ?? 'an unknown commit'}, not the workflow's ${sha ?? '(unknown)'}`
  ]
}

/**
 * The hosts the inputs point the key at: `api-url`'s, the LangSmith API of a cloud control
 * plane's own region, `langsmith-api-url`'s and `deployment-url`'s.
 */
export function keyHostsOf(inputs: RunRecord['inputs']): ReadonlySet<string> {
  const named = ['api-url', 'langsmith-api-url', 'deployment-url'].flatMap(name => {
    const url = inputs[name] ?? ''
    return URL.canParse(url) ? [new URL(url).hostname.toLowerCase()] : []
  })
  const regions = Object.values(CLOUD_HOSTS).filter(r => named.includes(r.controlPlane))
  return new Set([...named, ...regions.map(r => r.langsmith)])
}

/** The cloud's agents are served under this domain, where a cloud control plane names them. */
const CLOUD_AGENTS = '.langgraph.app'

/** Each host past loopback the key went to that no input points at. */
export function strayKeys(record: RunRecord): string[] {
  const allowed = keyHostsOf(record.inputs)
  const cloud = Object.values(CLOUD_HOSTS).some(r => allowed.has(r.controlPlane))
  const strays = new Map<string, { first: string; count: number }>()
  for (const sent of record.sentToHosts) {
    const agent = cloud && sent.host.endsWith(CLOUD_AGENTS)
    if (!sent.keyed || agent || allowed.has(sent.host)) continue
    const seen = strays.get(sent.host)
    if (seen === undefined)
      strays.set(sent.host, { first: `${sent.method} ${sent.path}`, count: 1 })
    else seen.count += 1
  }
  const hosts = [...allowed].join(', ') || 'none'
  return [...strays].map(
    ([host, { first, count }]) =>
      `the API key went to ${host} (${count} request${count === 1 ? '' : 's'}, first ${first}), which no input points at (only ${hosts})`
  )
}
