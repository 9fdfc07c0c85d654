// Owns telling which revision this run's write created: what was known before the write (with the
// newest revisions, for the wait's pace), one look after it, and bounded re-checks while reads lag.
import { formatDuration } from '../base/duration.js'
import { DeadlineError, errorMessage } from '../base/errors.js'
import { backoffMs } from '../base/retry-policy.js'
import {
  type NewRevision,
  type RevisionBaseline,
  baselineOf,
  pickNewRevision
} from '../control-plane/revisions.js'
import { HISTORY_DEPTH } from '../control-plane/poll-policy.js'
import type { Deployment, Revision } from '../control-plane/schemas.js'
import type { StepContext } from './context.js'
import type { Inputs } from './inputs/read.js'

/** The identification reads no input: any step's context will do. */
type AnyStep = StepContext<Partial<Inputs>>

/** Looks at the control plane, at most, before giving up telling the new revision apart. */
const MAX_LOOKS = 8

/** Pauses between two looks: full jitter below 0.5 s, 1 s, 2 s, then 4 s. */
const RECHECK_BACKOFF = { baseMs: 500, capMs: 4000 }

/** The read of those revisions is sent once and given this long: the run does without them. */
const HISTORY_TIMEOUT_MS = 10_000

/**
 * What this run knows of an existing deployment's revisions before it writes: its
 * `latest_revision_id` and, with `history`, its newest revisions (one page: the poll policy
 * learns from their times, and every one of them is old); when the deployment does not name its
 * latest revision, every revision listed, which the new one must be told apart from.
 */
export async function readBaseline(
  ctx: AnyStep,
  before: Deployment,
  options: { readonly history: boolean }
): Promise<RevisionBaseline> {
  if (before.latest_revision_id) {
    return baselineOf(before, options.history ? await readHistory(ctx, before) : [])
  }
  ctx.logger.info(
    `Deployment "${before.name}" does not name its latest revision: listing its revisions before the update, to tell the new one apart.`
  )
  return baselineOf(before, await ctx.controlPlane.listRevisions({ deploymentId: before.id }))
}

/**
 * The deployment's newest revisions, read once; none when the read fails (a 5xx, a timeout, a
 * page that does not parse): they only set the pace of the wait, never whether the run goes on.
 */
async function readHistory(ctx: AnyStep, before: Deployment): Promise<readonly Revision[]> {
  try {
    return await ctx.controlPlane.listRecentRevisions({
      deploymentId: before.id,
      limit: HISTORY_DEPTH,
      timeoutMs: HISTORY_TIMEOUT_MS
    })
  } catch (error) {
    if (ctx.signal?.aborted) throw error
    ctx.logger.info(
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
}

/**
 * The revision serving before the write, as the baseline names it, with its status read now
 * (before the write); undefined when none served. A failed read is no reason to stop the deploy:
 * the status is then unknown, and nothing will be rolled back to it.
 */
export async function readServingBefore(
  ctx: AnyStep,
  before: Deployment,
  baseline: RevisionBaseline
): Promise<ServingBefore | undefined> {
  const id = baseline.activeId
  if (id === undefined) return undefined
  try {
    const revision = await ctx.controlPlane.getRevision({ deploymentId: before.id, revisionId: id })
    return { id, status: revision.status }
  } catch (error) {
    ctx.logger.warning(
      `Could not read revision ${id}, which serves deployment "${before.name}" now (${errorMessage(error)}); a failed smoke test will not roll back to it.`
    )
    return { id, status: undefined }
  }
}

/** What one look saw: the new revision (or not yet) and the deployment as read. */
export interface Look {
  readonly result: NewRevision
  readonly deployment: Deployment
}

/**
 * One look after the write: the deployment's `latest_revision_id`, and when it names no new
 * revision, the revision list (every page down to the old latest revision).
 */
export async function lookForNewRevision(
  ctx: AnyStep,
  deploymentId: string,
  baseline: RevisionBaseline
): Promise<Look> {
  const { controlPlane } = ctx
  const deployment = await controlPlane.getDeployment({ id: deploymentId })
  const byLatest = pickNewRevision(baseline, { latestId: deployment.latest_revision_id })
  if (byLatest.kind === 'found') return { result: byLatest, deployment }
  const revisions = await controlPlane.listRevisions({
    deploymentId,
    until: revision => revision.id === baseline.latestId
  })
  return { result: pickNewRevision(baseline, { revisions }), deployment }
}

/** What {@link identifyRevision} is told of the write. */
export interface Written {
  /** The deployment written, as the write's answer (merged with what was known) has it. */
  readonly deployment: Deployment
  readonly baseline: RevisionBaseline
  /** Whether the write created the deployment (its first revision is wanted). */
  readonly created: boolean
}

/**
 * The revision the write created: named by the answer when it is none of the old ones, else by
 * a look at the control plane, repeated with backoff while the reads lag. Throws, naming the
 * deployment and the old latest revision, when it cannot be told apart in {@link MAX_LOOKS}
 * looks or before the deadline; never guesses.
 */
export async function identifyRevision(ctx: AnyStep, written: Written): Promise<string> {
  const { deployment, baseline } = written
  const answered = pickNewRevision(baseline, { latestId: deployment.latest_revision_id })
  if (answered.kind === 'found') return answered.id
  const started = ctx.clock.now()
  let look = 0
  try {
    for (;;) {
      look++
      const { result } = await lookForNewRevision(ctx, deployment.id, baseline)
      if (result.kind === 'found') return result.id
      if (result.kind === 'ambiguous') throw ambiguous(written, result.ids)
      if (look === 1) {
        const still = baseline.latestId ?? 'one from before the write'
        ctx.logger.info(
          `The new revision is not listed yet (the latest is still ${still}); looking again.`
        )
      }
      if (look >= MAX_LOOKS) break
      await recheckPause(ctx, look)
    }
  } catch (error) {
    if (!(error instanceof DeadlineError)) throw error
    const spent = formatDuration(ctx.clock.now() - started)
    throw cannotTell(written, `${look} looks over ${spent}, when timeout-seconds ran out`)
  }
  throw cannotTell(written, `${look} looks over ${formatDuration(ctx.clock.now() - started)}`)
}

/**
 * Waits before look `look + 1` at the control plane (full-jitter backoff); throws a
 * {@link DeadlineError} when no time is left for it.
 */
export async function recheckPause(ctx: AnyStep, look: number): Promise<void> {
  const { deadline } = ctx
  if (deadline.remainingMs() <= 0) {
    throw new DeadlineError(`no time is left to look again (${deadline.label})`)
  }
  const delay = Math.min(backoffMs(look, RECHECK_BACKOFF, ctx.random), deadline.remainingMs())
  await ctx.clock.sleep(delay, ctx.signal)
  if (deadline.expired()) {
    throw new DeadlineError(`no time is left to look again (${deadline.label})`)
  }
}

function what(written: Written): string {
  const { name, id } = written.deployment
  return written.created
    ? `the first revision of deployment "${name}" (${id})`
    : `the revision created by the update of deployment "${name}" (${id})`
}

function cannotTell(written: Written, after: string): Error {
  const old = written.baseline.latestId
  const shows = written.created
    ? 'neither the deployment nor its revision list names a revision'
    : `neither the deployment nor its revision list shows a revision newer than ${old ?? 'those listed before the update'}${old === undefined ? '' : ', the latest before the update'}`
  return new Error(
    `could not tell ${what(written)} apart: after ${after}, ${shows}. The action reports no revision rather than guess`
  )
}

function ambiguous(written: Written, ids: readonly string[]): Error {
  return new Error(
    `could not tell ${what(written)} apart: ${ids.length} revisions are newer than ${written.baseline.latestId ?? 'those listed before the update'} (${ids.join(', ')}), so another write was made meanwhile. The action reports no revision rather than guess`
  )
}
