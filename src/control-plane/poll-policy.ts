// Owns the pace of the wait: how long to sleep between two polls of a revision, from the wait's
// own state and what this deployment's earlier revisions took. No figure in it describes a service.

/**
 * With no history, a plain schedule: every {@link PLAIN_POLL_MS} while a final status can come,
 * every {@link QUIET_POLL_MS} in a status before the build or the deploy. A final status is seen
 * at most 9 s late (18 s right after a quiet status), about 4.5 s on the mean, for about a third
 * of the requests of a 3 s pace.
 *
 * With this deployment's earlier revisions ({@link PastRevision}: creation to `DEPLOYED`, as the
 * revision list tells), the same requests are spent where its revisions went live before. Of its
 * last {@link HISTORY_DEPTH} revisions, the n ≥ 2 that went live bound a window: their quickest
 * and slowest time, widened by the spread and the drift they show ({@link historyWindow}). The
 * next time falls within the range of n earlier ones with a chance of (n - 1)/(n + 1), and
 * outside it with 2/(n + 1). Gaps ∝ √(chance still to come / chance per ms) spend a number of
 * requests for the least mean lag; the number is what the plain schedule spends up to the
 * window's end. So a deployment whose revisions take the same time is polled densely where they
 * end; one that varies, or has few revisions, stays near the plain pace; past the window the plain
 * pace resumes. A status that waits (before the build or the deploy) is polled no closer than the
 * plain gap even inside the window: the window tells when `DEPLOYED` comes, and it comes from a
 * deploy, not from a queue; the requests go to the deploy and the build instead.
 *
 * A build ends in a failure or goes on to a deploy, never in `DEPLOYED`: its pace is the
 * failure's, and the window does not reach it. A build fails most often as it begins (a dependency
 * that does not resolve, a file that is missing), so for its first {@link Pace.watchMs} the gap
 * grows from {@link Pace.watchStartMs} to the plain gap as the root of the time spent building
 * (gaps ∝ 1/√(chance per ms), as in the window, for a chance that falls as the build goes on),
 * and the plain gap after. Every gap stays within {@link MIN_POLL_MS} and {@link MAX_POLL_MS}. A
 * user who sets `poll-interval-seconds` gets exactly that interval.
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
  /**
   * The run deploys a prebuilt image (its `image-uri`). The pace does not need it: an image's
   * earlier revisions already tell how long its revisions take.
   */
  readonly prebuilt?: boolean
}

/** Options of {@link nextPollDelayMs}. */
export interface PollPolicyOptions {
  /**
   * A fixed interval in milliseconds, from the user's `poll-interval-seconds`: when given, every
   * delay is this, so the setting means what it says.
   */
  readonly intervalMs?: number
  /** The pace's constants; {@link PACE} unless given (the bench moves them ±20 %). */
  readonly pace?: Pace
}

/** The constants of the default pace: none describes a service, each is a choice stated below. */
export interface Pace {
  /** Shortest gap. */
  readonly minMs: number
  /** Longest gap. */
  readonly maxMs: number
  /** The plain gap, while a final status can come. */
  readonly plainMs: number
  /** The gap in a quiet status, in plain gaps. */
  readonly quietGaps: number
  /** How far a window reaches past the slowest earlier time, in margins. */
  readonly lateMargins: number
  /** How long the start of a build is watched more closely than the plain pace. */
  readonly watchMs: number
  /** The gap as a build begins. */
  readonly watchStartMs: number
}

/** Shortest gap: never more often than this (the official CLI polls every 1–3 s). */
export const MIN_POLL_MS = 2_000

/** Longest gap: a final status is never seen more than 20 s after it came. */
export const MAX_POLL_MS = 20_000

/**
 * The plain gap, while a final status can come: a third of the requests of the CLI's 3 s pace,
 * so that the default spends well under half of what a tight poller would.
 */
export const PLAIN_POLL_MS = 9_000

/** Before the build or the deploy no final status comes: twice the plain gap. */
export const QUIET_POLL_MS = 2 * PLAIN_POLL_MS

/**
 * The default pace. A window reaches past the slowest earlier time by 1.5 margins (one before the
 * quickest): a slow step (a queue, a build cache missed) adds time far more often than anything
 * saves it. A build is watched closely for its first 30 s, from a 3 s gap (the CLI's pace): the
 * span in which a build that cannot resolve its dependencies or find its files fails.
 */
export const PACE: Pace = {
  minMs: MIN_POLL_MS,
  maxMs: MAX_POLL_MS,
  plainMs: PLAIN_POLL_MS,
  quietGaps: QUIET_POLL_MS / PLAIN_POLL_MS,
  lateMargins: 1.5,
  watchMs: 30_000,
  watchStartMs: 3_000
}

/**
 * Earlier revisions looked at, newest first: the deployment's recent character (and so how many
 * an update reads before its write).
 */
export const HISTORY_DEPTH = 20

/** Statuses before the build or the deploy, from which no final status comes. */
const QUIET: ReadonlySet<string> = new Set([
  'CREATING',
  'QUEUED',
  'AWAITING_BUILD',
  'AWAITING_DEPLOY'
])

/**
 * Milliseconds to sleep before the next poll of a revision: the user's fixed interval when they
 * gave one, else the pace described above.
 */
export function nextPollDelayMs(state: PollState, options: PollPolicyOptions = {}): number {
  if (options.intervalMs !== undefined) return options.intervalMs
  const pace = options.pace ?? PACE
  // A build ends in a failure or goes on to a deploy, never in DEPLOYED: its pace is the failure's.
  if (state.status === 'BUILDING') return buildGap(state.sinceStatusMs, pace)
  const gap = windowGap(state, pace, QUIET.has(state.status))
  // A waiting status is not where the window's status comes: it is polled no closer than plain.
  return QUIET.has(state.status) ? Math.max(gap, pace.plainMs) : gap
}

/** A build's gap: from {@link Pace.watchStartMs} as it begins, ∝ √(time building), to the plain gap. */
function buildGap(sinceStatusMs: number, pace: Pace): number {
  const since = Math.max(0, sinceStatusMs)
  if (since >= pace.watchMs) return pace.plainMs
  const grown =
    pace.watchStartMs + (pace.plainMs - pace.watchStartMs) * Math.sqrt(since / pace.watchMs)
  return Math.min(pace.plainMs, bounded(grown, pace))
}

/** The gap the deployment's earlier revisions call for; the plain (or quiet) gap without them. */
function windowGap(state: PollState, pace: Pace, quiet: boolean): number {
  const plain = quiet ? bounded(pace.quietGaps * pace.plainMs, pace) : pace.plainMs
  const window = historyWindow(state.history ?? [], pace)
  const now = Math.max(0, state.elapsedMs)
  // Past the window the history has said what it could: the plain pace again.
  if (window === undefined || now > window.toMs) return plain
  // Sparse only while the next poll still falls before the window: none leaps into it.
  if (now + window.outsideMs < window.fromMs) return window.outsideMs
  // As the window passes, what is left of the chance shrinks, and the gaps with its root.
  const left = Math.min(1, (window.toMs - now) / (window.toMs - window.fromMs))
  const stillToCome = window.afterChance + (1 - 2 * window.afterChance) * left
  return bounded(window.insideMs * Math.sqrt(stillToCome), pace)
}

/** Where this deployment's revisions went live, and the gaps before and inside it. */
export interface HistoryWindow {
  /** From and to, in ms since the wait began. */
  readonly fromMs: number
  readonly toMs: number
  /** The gap at the window's start (unbounded): it shrinks as the window passes. */
  readonly insideMs: number
  /** The gap before the window. */
  readonly outsideMs: number
  /** The chance that the revision goes live after the window (as much as before it). */
  readonly afterChance: number
}

/** The window of {@link nextPollDelayMs}; undefined when fewer than two revisions went live. */
export function historyWindow(
  history: readonly PastRevision[],
  pace: Pace = PACE
): HistoryWindow | undefined {
  const times = liveTimes(history)
  const n = times.length
  if (n < 2) return undefined
  const quickest = Math.min(...times)
  const slowest = Math.max(...times)
  // n times spread evenly over a span leave about 1/(n - 1) of it beyond each end; times that
  // move from one revision to the next (a drifting build) may move as much again.
  const steps = times.slice(1).map((ms, i) => Math.abs(ms - (times[i] as number)))
  const step = steps.reduce((sum, ms) => sum + ms, 0) / steps.length
  const margin = Math.max((slowest - quickest) / (n - 1), step, pace.plainMs)
  const fromMs = Math.max(0, quickest - margin)
  const toMs = slowest + pace.lateMargins * margin
  const width = toMs - fromMs
  const inside = (n - 1) / (n + 1)
  const outside = 1 - inside
  const rest = toMs + fromMs // [0, 2 × toMs] less the window
  // The plain schedule's requests up to the window's end, spent at gaps ∝ 1/√(chance per ms).
  const scale =
    (pace.plainMs * (fromMs * Math.sqrt(outside / rest) + Math.sqrt(inside * width))) / toMs
  return {
    fromMs,
    toMs,
    insideMs: scale * Math.sqrt(width / inside),
    outsideMs: bounded(scale * Math.sqrt(rest / outside), pace),
    afterChance: outside / 2
  }
}

/** How long this deployment's last revisions that went live took, newest first. */
function liveTimes(history: readonly PastRevision[]): number[] {
  return history
    .slice(0, HISTORY_DEPTH)
    .filter(revision => revision.status === 'DEPLOYED')
    .map(revision => revision.updatedAt - revision.createdAt)
    .filter(ms => Number.isFinite(ms) && ms > 0)
}

function bounded(ms: number, pace: Pace): number {
  return Math.round(Math.min(pace.maxMs, Math.max(pace.minMs, ms)))
}
