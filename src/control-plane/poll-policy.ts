// Owns the pace of the wait: how long to sleep between two polls of a revision, from the wait's
// own state and, when known, how long this deployment's earlier revisions took. It sends nothing.
/**
 * Polls are spent where a final status may come, and saved where it cannot:
 *
 * - `AWAITING_DEPLOY` and `DEPLOYING`: every {@link DEPLOY_PHASE_POLL_MS}, so `DEPLOYED` is seen
 *   on average half that late; a deploy still going after {@link SLOW_DEPLOY_AFTER_MS} is a slow
 *   one, whose end is as likely at any moment of minutes: every {@link SLOW_DEPLOY_POLL_MS}.
 * - `BUILDING`: a build that fails early (a missing dependency, a bad config) fails in its first
 *   minute and a half, so that stretch is polled every {@link EARLY_FAILURE_POLL_MS}. A build
 *   that fails late fails near the time its builds usually take; with the deployment's earlier
 *   revisions known ({@link PastRevision}), the stretch where its builds end is polled every
 *   {@link LATE_FAILURE_POLL_MS}. Elsewhere, as any other status.
 * - `CREATING`, `QUEUED`, `AWAITING_BUILD`: nothing final comes from them; half their age, from
 *   {@link PRE_BUILD_MIN_POLL_MS} up (the start of a build is still seen soon enough to time it).
 * - any other status (one a newer server adds, or none yet): half the time it has been seen, between
 *   {@link MIN_POLL_MS} and {@link MAX_POLL_MS}.
 *
 * A user who sets `poll-interval-seconds` gets exactly that interval instead.
 */

/** One of the deployment's earlier revisions, as its revision list tells. */
export interface PastRevision {
  readonly status: string
  /** `created_at` and `updated_at` in epoch ms: for a finished revision, how long it took. */
  readonly createdAt: number
  readonly updatedAt: number
}

/** What the wait loop knows when it picks the next delay. */
export interface PollState {
  /** The status the last poll saw; '' while no poll has answered. */
  readonly status: string
  /** Milliseconds since the wait began. */
  readonly elapsedMs: number
  /** Milliseconds since `status` was first seen (since the wait began while there is none). */
  readonly sinceStatusMs: number
  /** The deployment's earlier revisions, read before the write (none when not read). */
  readonly history?: readonly PastRevision[]
  /** The run deploys a prebuilt image (its `image-uri`): no build comes before the deploy. */
  readonly prebuilt?: boolean
}

/** Options of {@link nextPollDelayMs}. */
export interface PollPolicyOptions {
  /**
   * A fixed interval in milliseconds, from the user's `poll-interval-seconds`: when given, every
   * delay is this, so the setting means what it says.
   */
  readonly intervalMs?: number
}

/** Delay while the revision is being deployed, when `DEPLOYED` may come at any poll. */
export const DEPLOY_PHASE_POLL_MS = 5_000

/** Past this long in `DEPLOYING`, the deploy is a slow one... */
export const SLOW_DEPLOY_AFTER_MS = 120_000
/** ...polled this often. */
export const SLOW_DEPLOY_POLL_MS = 12_000

/** Shortest delay in the other statuses: a status just seen may be a short one. */
export const MIN_POLL_MS = 5_000

/** Shortest delay before the build: long enough to save polls, short enough to time the build. */
export const PRE_BUILD_MIN_POLL_MS = 10_000

/** Longest delay: how late, at most, the end of a long status is seen. */
export const MAX_POLL_MS = 30_000

/** The stretch of `BUILDING` (time since it was seen) where early failures come... */
export const EARLY_FAILURE_WINDOW_MS = { from: 10_000, to: 90_000 } as const
/** ...polled this often. */
export const EARLY_FAILURE_POLL_MS = 7_500

/** Delay in the stretch where this deployment's builds usually end (from its history). */
export const LATE_FAILURE_POLL_MS = 8_000

/**
 * A finished revision's time holds more than its build: creation, the queue, the deploy. Its
 * build is taken to end between {@link AROUND_BUILD_MS} `.most` and `.least` before its end; late
 * failures from {@link LATE_FAILURE_FROM} of the shortest build on.
 */
const AROUND_BUILD_MS = { most: 140_000, least: 110_000 } as const
const LATE_FAILURE_FROM = 0.8

/** Earlier revisions looked at, newest first: the deployment's recent character. */
const HISTORY_DEPTH = 20

/** Outside the windows, the delay is this fraction of the time spent in the status. */
const AGE_FRACTION = 0.5

/** Statuses after which `DEPLOYED` may follow at any moment. */
const DEPLOY_PHASE: ReadonlySet<string> = new Set(['AWAITING_DEPLOY', 'DEPLOYING'])

/** Statuses before the build, from which no final status comes. */
const PRE_BUILD: ReadonlySet<string> = new Set(['CREATING', 'QUEUED', 'AWAITING_BUILD'])

/**
 * Milliseconds to sleep before the next poll of a revision: the user's fixed interval when they
 * gave one, else the adaptive default described above.
 */
export function nextPollDelayMs(state: PollState, options: PollPolicyOptions = {}): number {
  if (options.intervalMs !== undefined) return options.intervalMs
  const { status } = state
  const age = Math.max(0, state.sinceStatusMs)
  if (DEPLOY_PHASE.has(status)) {
    const slow = status === 'DEPLOYING' && age >= SLOW_DEPLOY_AFTER_MS
    return slow ? SLOW_DEPLOY_POLL_MS : DEPLOY_PHASE_POLL_MS
  }
  const floor = PRE_BUILD.has(status) ? PRE_BUILD_MIN_POLL_MS : MIN_POLL_MS
  const byAge = Math.min(MAX_POLL_MS, Math.max(floor, Math.round(age * AGE_FRACTION)))
  if (status !== 'BUILDING') return byAge
  if (age >= EARLY_FAILURE_WINDOW_MS.from && age < EARLY_FAILURE_WINDOW_MS.to) {
    return EARLY_FAILURE_POLL_MS
  }
  const window = buildEndWindow(state.history ?? [])
  if (window !== undefined && age >= window.from && age < window.to) {
    return Math.min(byAge, LATE_FAILURE_POLL_MS)
  }
  return byAge
}

/**
 * Where, in time since `BUILDING` was seen, this deployment's builds end, from its recent
 * revisions that went `DEPLOYED`; undefined when none did (or their times make no sense).
 */
export function buildEndWindow(
  history: readonly PastRevision[]
): { readonly from: number; readonly to: number } | undefined {
  const took = history
    .slice(0, HISTORY_DEPTH)
    .filter(revision => revision.status === 'DEPLOYED')
    .map(revision => revision.updatedAt - revision.createdAt)
    .filter(ms => Number.isFinite(ms) && ms > 0)
  if (took.length === 0) return undefined
  const from = Math.max(0, LATE_FAILURE_FROM * (Math.min(...took) - AROUND_BUILD_MS.most))
  const to = Math.max(...took) - AROUND_BUILD_MS.least
  return to > from ? { from, to } : undefined
}
