// Owns the pace of the wait: how long to sleep between two polls of a revision, from the wait's
// own state, whether it deploys an image, and what the deployment's earlier revisions took.
import { type Stretch, worthwhileDelayMs } from './poll-odds.js'

/**
 * Polls are spent where a final status is likely, and saved where none can come. For the
 * status the revision is in, the policy draws the stretches of time in which `DEPLOYED` or
 * `BUILD_FAILED` may come ({@link Stretch}), and polls again once the delay since the last poll,
 * times the chance of a final status within it, is worth a request ({@link worthwhileDelayMs}):
 * where a status is twice as likely, a poll comes about 1/√2 as late, the pace that spends the
 * fewest polls for a given mean lag. What it takes of the service:
 *
 * - `BUILDING`: a build that fails early (a missing dependency, a bad config) does so
 *   {@link EARLY_FAILURE_MS} into it, about one build in eight; one that fails late does so in
 *   the last {@link LATE_FAILURE_FROM} of its usual build, about one in twelve. The usual build
 *   is what this deployment's last revisions that went `DEPLOYED` took (`updated_at -
 *   created_at`), less {@link BESIDE_BUILD_MS}, known within {@link BUILD_SLACK_MS}; with no
 *   such revision, builds take {@link USUAL_BUILD_MS}.
 * - `DEPLOYING`: a deploy takes {@link DEPLOY_AFTER_BUILD_MS} after a build, and
 *   {@link IMAGE_DEPLOY_MS} for a prebuilt image (`prebuilt`); one in ten is a slow one
 *   ({@link SLOW_DEPLOY_MS}). For an image, whose revisions are all but their deploy, the
 *   history tells more: this deployment's revisions went live after about the same time
 *   (within {@link IMAGE_SPREAD}), so its polls gather where theirs ended, counted from the
 *   start of the wait.
 * - A revision whose time went more than {@link SLOW_EXCESS_MS} past its deployment's quickest
 *   had a slow deploy: it tells nothing of the usual time.
 * - Nothing final comes before the build or in `AWAITING_DEPLOY`: those are polled to see the
 *   next status begin, every {@link PRE_BUILD_MIN_POLL_MS} or half their age, and every
 *   {@link AWAITING_DEPLOY_POLL_MS} ({@link IMAGE_PRE_DEPLOY_POLL_MS} for an image); a status the
 *   action does not know, every half its age from {@link MIN_AGED_POLL_MS}.
 *
 * These shares and times are the picture of the service that the bench's mix of revisions
 * (bench/poll/mix.ts) is drawn from. A poll costs {@link DEPLOYED_PRICE_MS} against the lag to
 * `DEPLOYED` and {@link BUILD_FAILED_PRICE_MS} against the lag to `BUILD_FAILED`: set so that,
 * on large mixes drawn like it (other seeds), each is seen under 3 s after it came, on the
 * mean; a failure's price is the lower as failures are the rarer, each weighing more in its own
 * mean. Delays stay within {@link MIN_POLL_MS} and {@link MAX_POLL_MS}. A user who sets
 * `poll-interval-seconds` gets exactly that interval instead.
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

/** A time span from `from` to `to` milliseconds. */
interface Span {
  readonly from: number
  readonly to: number
}

/** Shortest delay: never more often than this (the official CLI polls every 1–3 s). */
export const MIN_POLL_MS = 2_000

/** Longest delay: how late, at most, any status is seen. */
export const MAX_POLL_MS = 30_000

/** What a poll costs against the lag to `DEPLOYED`... */
export const DEPLOYED_PRICE_MS = 700
/** ...and against the lag to `BUILD_FAILED`. */
export const BUILD_FAILED_PRICE_MS = 31

/** Where, in a build, an early failure comes... */
export const EARLY_FAILURE_MS: Span = { from: 20_000, to: 90_000 }
/** ...and how often. */
const EARLY_FAILURE_CHANCE = 0.12

/** A late failure comes from this share of the usual build to its end... */
export const LATE_FAILURE_FROM = 0.7
/** ...this often. */
const LATE_FAILURE_CHANCE = 0.08

/**
 * A finished revision's time besides its build: about half a minute of creating and queueing
 * before it, and after it about a minute and a half of waiting for and running the deploy.
 */
export const BESIDE_BUILD_MS = 114_000

/** How far off the usual build, so told, may be: what this deployment's deploys take is unknown. */
export const BUILD_SLACK_MS = 40_000

/** Builds, when this deployment's history tells nothing. */
export const USUAL_BUILD_MS: Span = { from: 120_000, to: 480_000 }

/** A deploy after a build: about a minute. */
export const DEPLOY_AFTER_BUILD_MS: Span = { from: 36_000, to: 108_000 }

/** The deploy of a prebuilt image: tens of seconds. */
export const IMAGE_DEPLOY_MS: Span = { from: 12_000, to: 48_000 }

/** A slow deploy: minutes... */
export const SLOW_DEPLOY_MS: Span = { from: 180_000, to: 480_000 }
/** ...about one deploy in ten. */
const SLOW_DEPLOY_CHANCE = 0.1

/** A revision this much slower than its deployment's quickest had a slow deploy. */
export const SLOW_EXCESS_MS = 150_000

/**
 * An image's revisions go live after times that differ by about this share either way: its
 * deploy by a fifth, its creating and queueing by seconds.
 */
const IMAGE_SPREAD = 0.25

/**
 * Earlier revisions looked at, newest first: the deployment's recent character (and so how many
 * an update reads before its write).
 */
export const HISTORY_DEPTH = 20

/** Before the build, from which nothing final comes: at least this long, else half the age. */
export const PRE_BUILD_MIN_POLL_MS = 10_000

/** `AWAITING_DEPLOY` after a build: the deploy's start is seen within this... */
export const AWAITING_DEPLOY_POLL_MS = 16_000
/** ...and before an image's deploy, in every status. */
export const IMAGE_PRE_DEPLOY_POLL_MS = 8_000

/** A status the action does not know (or none yet): half its age, from this. */
export const MIN_AGED_POLL_MS = 5_000

/** Statuses before the build, from which no final status comes. */
const PRE_BUILD: ReadonlySet<string> = new Set(['CREATING', 'QUEUED', 'AWAITING_BUILD'])

/**
 * Milliseconds to sleep before the next poll of a revision: the user's fixed interval when they
 * gave one, else the adaptive default described above.
 */
export function nextPollDelayMs(state: PollState, options: PollPolicyOptions = {}): number {
  if (options.intervalMs !== undefined) return options.intervalMs
  const age = Math.max(0, state.sinceStatusMs)
  const quiet = quietDelayMs(state, age)
  const outlook = outlookOf(state, age)
  if (outlook === undefined) return quiet
  const bounds = { minMs: MIN_POLL_MS, maxMs: MAX_POLL_MS }
  return worthwhileDelayMs(outlook.stretches, outlook.atMs, bounds) ?? quiet
}

/** Where the wait stands on the stretches' axis, and the stretches. */
interface Outlook {
  readonly atMs: number
  readonly stretches: readonly Stretch[]
}

/** The stretches where a final status may come from the revision's state; none known: undefined. */
function outlookOf(state: PollState, age: number): Outlook | undefined {
  const usual = usualTimes(state.history ?? [])
  if (state.prebuilt === true && usual.length > 0) {
    return { atMs: Math.max(0, state.elapsedMs), stretches: imageHistoryStretches(usual) }
  }
  if (state.status === 'BUILDING') return { atMs: age, stretches: buildStretches(usual) }
  if (state.status !== 'DEPLOYING') return undefined
  const deploy = state.prebuilt === true ? IMAGE_DEPLOY_MS : DEPLOY_AFTER_BUILD_MS
  const seenWithin = state.prebuilt === true ? IMAGE_PRE_DEPLOY_POLL_MS : AWAITING_DEPLOY_POLL_MS
  return { atMs: age, stretches: deployStretches(deploy, seenWithin) }
}

/** The delay where no final status can come (or nothing is known of when one may). */
function quietDelayMs(state: PollState, age: number): number {
  const { status } = state
  if (state.prebuilt === true && (PRE_BUILD.has(status) || status === 'AWAITING_DEPLOY')) {
    return IMAGE_PRE_DEPLOY_POLL_MS
  }
  if (status === 'AWAITING_DEPLOY') return AWAITING_DEPLOY_POLL_MS
  const floor = PRE_BUILD.has(status) ? PRE_BUILD_MIN_POLL_MS : MIN_AGED_POLL_MS
  return Math.min(MAX_POLL_MS, Math.max(floor, Math.round(age / 2)))
}

/**
 * In `BUILDING`, counted from when it was seen (up to a pre-build poll after it began): early
 * failures, and late ones near the end of the usual build.
 */
function buildStretches(usual: readonly number[]): Stretch[] {
  const seen = PRE_BUILD_MIN_POLL_MS / 2
  const early = failure(EARLY_FAILURE_CHANCE, shifted(EARLY_FAILURE_MS, -seen), seen)
  const build = usualBuildMs(usual)
  const late =
    build === undefined
      ? { from: LATE_FAILURE_FROM * USUAL_BUILD_MS.from, to: USUAL_BUILD_MS.to }
      : { from: LATE_FAILURE_FROM * build, to: build }
  return [early, failure(LATE_FAILURE_CHANCE, late, build === undefined ? 0 : BUILD_SLACK_MS)]
}

/** In `DEPLOYING`, counted from when it was seen (up to `seenWithin` after it began). */
function deployStretches(deploy: Span, seenWithin: number): Stretch[] {
  const seen = seenWithin / 2
  return [
    deployed(1 - SLOW_DEPLOY_CHANCE, shifted(deploy, -seen), seen),
    deployed(SLOW_DEPLOY_CHANCE, shifted(SLOW_DEPLOY_MS, -seen), seen)
  ]
}

/**
 * For an image with history, counted from the start of the wait: where its usual revisions went
 * live, blurred by the spread they show (or {@link IMAGE_SPREAD} of their time, when more), then
 * a slow deploy.
 */
function imageHistoryStretches(usual: readonly number[]): Stretch[] {
  const shortest = Math.min(...usual)
  const longest = Math.max(...usual)
  // n times spread evenly over a span leave about 1/(n-1) of the span outside it on each side.
  const shown = usual.length > 1 ? (longest - shortest) / (usual.length - 1) : 0
  const blur = Math.max(shown, IMAGE_SPREAD * shortest)
  return [
    deployed(1 - SLOW_DEPLOY_CHANCE, { from: shortest, to: longest }, blur),
    deployed(SLOW_DEPLOY_CHANCE, SLOW_DEPLOY_MS, 0)
  ]
}

/**
 * How long this deployment's recent revisions took to go live (`updated_at - created_at`),
 * newest first; those with a slow deploy, or times that make no sense, left out.
 */
export function usualTimes(history: readonly PastRevision[]): number[] {
  const took = history
    .slice(0, HISTORY_DEPTH)
    .filter(revision => revision.status === 'DEPLOYED')
    .map(revision => revision.updatedAt - revision.createdAt)
    .filter(ms => Number.isFinite(ms) && ms > 0)
  const quickest = Math.min(...took)
  return took.filter(ms => ms <= quickest + SLOW_EXCESS_MS)
}

/** The deployment's usual build, from its usual times; undefined when there is none. */
export function usualBuildMs(usual: readonly number[]): number | undefined {
  if (usual.length === 0) return undefined
  const mean = usual.reduce((sum, ms) => sum + ms, 0) / usual.length
  return Math.max(0, mean - BESIDE_BUILD_MS)
}

function shifted(span: Span, byMs: number): Span {
  return { from: span.from + byMs, to: span.to + byMs }
}

function failure(chance: number, span: Span, blurMs: number): Stretch {
  const { from, to } = span
  return { chance, fromMs: from, toMs: to, blurMs, priceMs: BUILD_FAILED_PRICE_MS }
}

function deployed(chance: number, span: Span, blurMs: number): Stretch {
  const { from, to } = span
  return { chance, fromMs: from, toMs: to, blurMs, priceMs: DEPLOYED_PRICE_MS }
}
