// Owns what a revision status means (live, failed, superseded, on its way), how the revision
// an update created is told apart from the old one, the list's order and the agent's URL.
import type { Deployment, Revision } from './schemas.js'

/** What a revision status means for the wait. */
export type StatusClass = 'deployed' | 'failed' | 'superseded' | 'in-progress'

/** Statuses of a revision on its way, as the API reference lists them. */
const ON_ITS_WAY: ReadonlySet<string> = new Set([
  'CREATING',
  'QUEUED',
  'AWAITING_BUILD',
  'BUILDING',
  'AWAITING_DEPLOY',
  'DEPLOYING',
  'UNKNOWN'
])

/**
 * Classifies a revision status, matched exactly (case-sensitive): only `DEPLOYED` is success;
 * any status containing `FAILED` is a failure (the contract's rule, so new failure kinds are
 * caught too); `SKIPPED` and `INTERRUPTED` mean the revision will never go live; everything else
 * is still on its way, a status the action does not know ({@link isKnownStatus}) included.
 */
export function classifyStatus(status: string): StatusClass {
  if (status === 'DEPLOYED') return 'deployed'
  if (status.includes('FAILED')) return 'failed'
  if (status === 'SKIPPED' || status === 'INTERRUPTED') return 'superseded'
  return 'in-progress'
}

/**
 * Whether the action knows what `status` means; an unknown one (`deployed`, `LIVE`) is reported
 * as unknown, never guessed at: it is not terminal, and certainly not live.
 */
export function isKnownStatus(status: string): boolean {
  return classifyStatus(status) !== 'in-progress' || ON_ITS_WAY.has(status)
}

/** Whether polling stops at this status. */
export function isTerminal(status: string): boolean {
  return classifyStatus(status) !== 'in-progress'
}

/**
 * The revision an update created, or undefined when it cannot be seen yet.
 *
 * The PATCH response names it when its `latest_revision_id` differs from the one before the
 * update. Otherwise the revision list (newest first) must show a revision newer than the old
 * one: anything listed after the old one is older, and waiting on it (or on the old, already
 * deployed revision) would report a false success.
 */
export function pickNewRevision(options: {
  readonly previousId: string | null | undefined
  readonly patchedLatestId: string | null | undefined
  readonly revisions?: readonly Revision[]
}): string | undefined {
  const { previousId, patchedLatestId, revisions } = options
  if (patchedLatestId && patchedLatestId !== previousId) return patchedLatestId
  if (revisions === undefined || revisions.length === 0) return undefined
  if (!previousId) return revisions[0]?.id
  const previousIndex = revisions.findIndex(revision => revision.id === previousId)
  if (previousIndex === -1) {
    // The old revision is not in the list at all: only a revision created after it can be new.
    return undefined
  }
  return previousIndex > 0 ? revisions[0]?.id : undefined
}

/** Where a deployment's agent URL came from: the schema's field, or the top-level one some send. */
export type UrlField = 'source_config.custom_url' | 'url'

/**
 * The agent server's URL as the control plane names it: `source_config.custom_url` (the
 * schema's field, filled by the service), else the top-level `url` some installs send.
 */
export function agentUrlOf(deployment: Deployment): { url: string; field: UrlField } | undefined {
  const custom = deployment.source_config?.custom_url
  if (custom) return { url: custom, field: 'source_config.custom_url' }
  if (deployment.url) return { url: deployment.url, field: 'url' }
  return undefined
}

/** The agent server's URL ('' when the control plane names none). */
export function deploymentUrl(deployment: Deployment): string {
  return agentUrlOf(deployment)?.url ?? ''
}

/** Revisions sorted by `created_at`, newest first; the server's order breaks ties. */
export function newestFirst(revisions: readonly Revision[]): Revision[] {
  const time = (revision: Revision): number => {
    const parsed = revision.created_at ? Date.parse(revision.created_at) : NaN
    return Number.isNaN(parsed) ? -Infinity : parsed
  }
  return revisions
    .map((revision, index) => ({ revision, index }))
    .sort((a, b) => time(b.revision) - time(a.revision) || a.index - b.index)
    .map(({ revision }) => revision)
}
