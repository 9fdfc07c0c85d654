// Owns what this run knows of a deployment's revisions before its write: the baseline its new
// revision is told apart from (with the newest revisions, for the wait's pace), and what served.
import { errorMessage } from '../../base/errors.js'
import { HISTORY_DEPTH, type PastRevision } from '../poll-policy.js'
import { describeSource } from '../revisions.js'
import type { Deployment, Revision } from '../schemas.js'
import type { WriteDeps } from './settle.js'

/** The read of those revisions is sent once and given this long: the run does without them. */
const HISTORY_TIMEOUT_MS = 10_000

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

/**
 * What shows a write to the deployment since `before` was read: `now` names a latest revision not
 * known then, or its `updated_at` moved. Undefined when neither shows (the write may not have
 * been applied, or reads lag behind it).
 */
export function changeSince(
  before: Deployment,
  baseline: RevisionBaseline,
  now: Deployment
): string | undefined {
  const latest = now.latest_revision_id || undefined
  if (latest !== undefined && !baseline.oldIds.has(latest)) {
    return `it names revision ${latest} as its latest, new since the write`
  }
  const [was, is] = [before.updated_at, now.updated_at]
  return was && is && was !== is ? `its updated_at moved from ${was} to ${is}` : undefined
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

/**
 * The deployment as it is just before the write, for the revisions it names as latest and
 * serving; `before`'s other fields (as the preflight judged them) stand.
 */
export async function readAgain(
  deps: Pick<WriteDeps, 'controlPlane'>,
  before: Deployment
): Promise<Deployment> {
  const now = await deps.controlPlane.getDeployment({ id: before.id })
  const { latest_revision_id, active_revision_id } = now
  return { ...before, latest_revision_id, active_revision_id }
}

/**
 * What this run knows of an existing deployment's revisions before it writes: its
 * `latest_revision_id` and, with `history`, its newest revisions (one page: the poll policy
 * learns from their times, and every one of them is old); when the deployment does not name its
 * latest revision, every revision listed, which the new one must be told apart from.
 */
export async function readBaseline(
  deps: WriteDeps,
  before: Deployment,
  options: { readonly history: boolean }
): Promise<RevisionBaseline> {
  if (before.latest_revision_id) {
    return baselineOf(before, options.history ? await readHistory(deps, before) : [])
  }
  deps.logger.info(
    `Deployment "${before.name}" does not name its latest revision: listing its revisions before the update, to tell the new one apart.`
  )
  return baselineOf(before, await deps.controlPlane.listRevisions({ deploymentId: before.id }))
}

/**
 * The deployment's newest revisions, read once; none when the read fails (a 5xx, a timeout, a
 * page that does not parse): they only set the pace of the wait, never whether the run goes on.
 */
async function readHistory(deps: WriteDeps, before: Deployment): Promise<readonly Revision[]> {
  try {
    return await deps.controlPlane.listRecentRevisions({
      deploymentId: before.id,
      limit: HISTORY_DEPTH,
      timeoutMs: HISTORY_TIMEOUT_MS
    })
  } catch (error) {
    if (deps.signal?.aborted) throw error
    deps.logger.info(
      `Could not read the earlier revisions of deployment "${before.name}" (${errorMessage(error)}); the wait keeps its pace for a deployment with no history.`
    )
    return []
  }
}

/** The revision that served before the write (`active_revision_id`), and its status then. */
export interface ServingBefore {
  readonly id: string
  /** Its status as read before the write; undefined when it could not be read. */
  readonly status: string | undefined
  /** What it was built from (its commit, image or archive), when it could be read. */
  readonly source?: string
}

/**
 * The revision serving before the write, as the baseline names it, with its status read now
 * (before the write); undefined when none served. A failed read is no reason to stop the deploy:
 * the status is then unknown, and nothing will be rolled back to it.
 */
export async function readServingBefore(
  deps: WriteDeps,
  before: Deployment,
  baseline: RevisionBaseline
): Promise<ServingBefore | undefined> {
  const id = baseline.activeId
  if (id === undefined) return undefined
  try {
    const revision = await deps.controlPlane.getRevision({
      deploymentId: before.id,
      revisionId: id
    })
    return { id, status: revision.status, source: describeSource(revision) }
  } catch (error) {
    deps.logger.warning(
      `Could not read revision ${id}, which serves deployment "${before.name}" now (${errorMessage(error)}); a failed smoke test will not roll back to it.`
    )
    return { id, status: undefined }
  }
}
