// Owns the pace of the wait: how long to sleep between two polls of a revision.
/**
 * A revision spends most of its life building, which takes minutes and ends in a status that
 * needs no haste (`AWAITING_DEPLOY`); the moment that matters, `DEPLOYED`, comes at the end of
 * the deploy phase, with no warning. So the default policy polls slowly while a status is old
 * and far from live, and briskly once the revision is being deployed:
 *
 * - `AWAITING_DEPLOY` and `DEPLOYING`: every {@link DEPLOY_PHASE_POLL_MS}, so `DEPLOYED` is
 *   seen on average half that late.
 * - any other status (`CREATING`, `QUEUED`, `AWAITING_BUILD`, `BUILDING`, one a newer server
 *   adds, or none yet): half the time the status has been seen so far, between
 *   {@link MIN_POLL_MS} and {@link MAX_POLL_MS}. A short status is left as fast as it came; a
 *   long build costs a poll every half minute, and its failure is seen at most that late.
 *
 * Over a ten-minute deploy this makes fewer requests than a fixed 10 s interval and sees
 * `DEPLOYED` twice as soon (BENCHMARKS.md, "Polling economy"). A user who sets
 * `poll-interval-seconds` gets exactly that interval instead.
 */

/** What the wait loop knows when it picks the next delay. */
export interface PollState {
  /** The status the last poll saw; '' while no poll has answered. */
  readonly status: string
  /** Milliseconds since the wait began. */
  readonly elapsedMs: number
  /** Milliseconds since `status` was first seen (since the wait began while there is none). */
  readonly sinceStatusMs: number
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

/** Shortest delay in the other statuses: a status just seen may be a short one. */
export const MIN_POLL_MS = 5_000

/** Longest delay: how late, at most, the end of a long status (a build's failure) is seen. */
export const MAX_POLL_MS = 30_000

/** Outside the deploy phase, the delay is this fraction of the time spent in the status. */
const AGE_FRACTION = 0.5

/** Statuses after which `DEPLOYED` may follow at any moment. */
const DEPLOY_PHASE: ReadonlySet<string> = new Set(['AWAITING_DEPLOY', 'DEPLOYING'])

/**
 * Milliseconds to sleep before the next poll of a revision: the user's fixed interval when they
 * gave one, else the adaptive default described above.
 */
export function nextPollDelayMs(state: PollState, options: PollPolicyOptions = {}): number {
  if (options.intervalMs !== undefined) return options.intervalMs
  if (DEPLOY_PHASE.has(state.status)) return DEPLOY_PHASE_POLL_MS
  const byAge = Math.round(Math.max(0, state.sinceStatusMs) * AGE_FRACTION)
  return Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, byAge))
}
