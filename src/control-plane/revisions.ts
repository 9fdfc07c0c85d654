// Owns what a revision status means, how the revision a write created is told apart from every
// older one, whether it serves traffic, what it was built from, the list's order, the agent URL.
import type { PastRevision } from './poll-policy.js'
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

/** What this run knew of the deployment's revisions just before its write. */
export interface RevisionBaseline {
  /** The deployment's `latest_revision_id` before the write; undefined when none or not told. */
  readonly latestId: string | undefined
  /** The deployment's `active_revision_id` before the write: the revision serving then. */
  readonly activeId: string | undefined
  /** Every revision known to exist before the write: the latest, the active one, those listed. */
  readonly oldIds: ReadonlySet<string>
  /** The listed revisions' times, newest first, for the poll policy (none when no list was read). */
  readonly history: readonly PastRevision[]
}

/** The baseline of a deployment as read before the write (undefined: it did not exist). */
export function baselineOf(
  before: Pick<Deployment, 'latest_revision_id' | 'active_revision_id'> | undefined,
  listed: readonly Pick<Revision, 'id' | 'status' | 'created_at' | 'updated_at'>[] = []
): RevisionBaseline {
  const ids = [before?.latest_revision_id, before?.active_revision_id, ...listed.map(r => r.id)]
  return {
    latestId: before?.latest_revision_id || undefined,
    activeId: before?.active_revision_id || undefined,
    oldIds: new Set(ids.filter((id): id is string => typeof id === 'string' && id !== '')),
    history: pastRevisions(listed)
  }
}

/** The listed revisions whose `created_at` and `updated_at` both parse, as the poll policy takes them. */
function pastRevisions(
  listed: readonly Pick<Revision, 'status' | 'created_at' | 'updated_at'>[]
): PastRevision[] {
  return listed.flatMap(revision => {
    const createdAt = Date.parse(revision.created_at ?? '')
    const updatedAt = Date.parse(revision.updated_at ?? '')
    if (!Number.isFinite(createdAt) || !Number.isFinite(updatedAt)) return []
    return [{ status: revision.status, createdAt, updatedAt }]
  })
}

/** Which revision the write created, as far as one set of reads tells. */
export type NewRevision =
  | { readonly kind: 'found'; readonly id: string }
  | { readonly kind: 'unseen' }
  | { readonly kind: 'ambiguous'; readonly ids: readonly string[] }

/**
 * The revision this run's write created, told apart from every revision before it; never a
 * guess.
 *
 * - A `latest_revision_id` (of the write's answer or of a read after it) names it when it is
 *   none of the revisions known before.
 * - Otherwise the revision list (newest first) must show it: above the old latest one when that
 *   is known (anything below it is older; a list that does not show it yet lags), else among
 *   the revisions not listed before the write.
 * - One such revision is this run's. Several are ambiguous, unless nothing was known before (a
 *   deployment this run created), whose first revision is the oldest.
 */
export function pickNewRevision(
  baseline: RevisionBaseline,
  seen: { readonly latestId?: string | null; readonly revisions?: readonly Revision[] }
): NewRevision {
  const { latestId, revisions } = seen
  if (latestId && !baseline.oldIds.has(latestId)) return { kind: 'found', id: latestId }
  if (revisions === undefined || revisions.length === 0) return { kind: 'unseen' }
  let above = revisions
  if (baseline.latestId !== undefined) {
    const at = revisions.findIndex(revision => revision.id === baseline.latestId)
    if (at === -1) return { kind: 'unseen' }
    above = revisions.slice(0, at)
  }
  const fresh = above.filter(revision => !baseline.oldIds.has(revision.id)).map(r => r.id)
  const oldest = fresh.at(-1)
  if (oldest === undefined) return { kind: 'unseen' }
  if (fresh.length === 1 || baseline.oldIds.size === 0) return { kind: 'found', id: oldest }
  return { kind: 'ambiguous', ids: fresh }
}

/** Whether a deployment serves this run's revision, as its `active_revision_id` says. */
export type Serving = 'serving' | 'switching' | 'replaced' | 'unreported'

/**
 * What a deployment read after this run's revision went `DEPLOYED` says of the traffic:
 * `serving` it; still `switching` while no revision, an older one (one from before the write,
 * or any while the revision is still the latest) is active; `replaced` when a revision newer
 * than it took over; `unreported` when the install does not send `active_revision_id` at all.
 */
export function servingState(
  deployment: Pick<Deployment, 'active_revision_id' | 'latest_revision_id'>,
  revisionId: string,
  baseline: RevisionBaseline
): Serving {
  const active = deployment.active_revision_id
  if (active === undefined) return 'unreported'
  if (active === revisionId) return 'serving'
  if (!active || baseline.oldIds.has(active)) return 'switching'
  return deployment.latest_revision_id === revisionId ? 'switching' : 'replaced'
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
export function agentUrl(deployment: Deployment): string {
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

/** What a revision was built from, as its record says. */
export interface BuiltFrom {
  readonly ref: string | undefined
  readonly configPath: string | undefined
  /** `repo_commit_sha`, lower-cased, when it is a commit SHA (7 to 64 hex digits); else undefined. */
  readonly commitSha: string | undefined
}

/** What `revision` was built from; a field that is absent, empty or not text is undefined. */
export function builtFrom(revision: Pick<Revision, 'source_revision_config'>): BuiltFrom {
  const config = revision.source_revision_config
  const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined
  const sha = text(config?.repo_commit_sha)
  return {
    ref: text(config?.repo_ref),
    configPath: text(config?.langgraph_config_path) ?? text(config?.graph_config_path),
    commitSha: sha !== undefined && /^[0-9a-f]{7,64}$/i.test(sha) ? sha.toLowerCase() : undefined
  }
}
