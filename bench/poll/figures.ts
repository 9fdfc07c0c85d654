// Owns what a mix says of a policy: its requests and lags, the blind poller given the same
// requests, and the goals of issues 26 and 36 (as decided in issue 45) judged on them.
import { normalTail } from '../stats.js'
import type { FinalStatus, SimRevision } from './mix.js'
import { type MixWait, type PollPolicy, simulateMix } from './simulator.js'

/** Lag to one final status over the revisions that ended in it. */
export interface LagFigures {
  readonly n: number
  readonly meanLagMs: number
  readonly p95LagMs: number
  readonly maxLagMs: number
}

/** One mix through the policy: the JSON `--mix FILE --json` prints. */
export interface MixFigures {
  readonly revisions: number
  readonly requests: number
  readonly fixed3sRequests: number
  readonly deployed: LagFigures
  readonly failed: LagFigures
  /** Waits that reached the default timeout without seeing the final status. */
  readonly timeouts: number
  /** A fixed-interval poller given as many requests as the policy, interval found by search. */
  readonly blind: {
    readonly intervalMs: number
    readonly requests: number
    /**
     * Its lag to any final status over where its ticks fall, the reference of the lag goals: half
     * its interval. The lags below are those of the one grid that ticks at each revision's
     * creation; over a few dozen revisions they stray from it by a quarter either way as the
     * interval moves by a few per cent, so they are shown, not judged.
     */
    readonly expectedLagMs: number
    readonly deployedMeanLagMs: number
    readonly failedMeanLagMs: number
  }
  /**
   * Revisions of steady deployments with three or more earlier ones: their lag to DEPLOYED, and
   * the blind poller's expected lag.
   */
  readonly steady: {
    readonly n: number
    readonly meanLagMs: number
    readonly blindMeanLagMs: number
  }
  /**
   * The failures the failure-lag goal is judged on when more draws of the mix's generator join its
   * own (bench/poll/failure-draws.ts): how many draws, the failures over them, their mean lag and
   * the mean of each failure's blind expected lag (half the interval of its draw's blind poller).
   */
  readonly failedDraws?: {
    readonly draws: number
    readonly n: number
    readonly meanLagMs: number
    readonly expectedLagMs: number
  }
}

/**
 * The goals of issues 26 and 36 as the owner decided them in issue 45, the same on every mix and
 * judged at the pace's nominal constants. Each lag is judged against the blind poller's expected
 * lag at the same requests: half its interval.
 */
export const MIX_GOALS = {
  /** Requests over the fixed 3 s poller's, at most. */
  requestShare: 0.4,
  /** Mean lag to DEPLOYED over the blind poller's expected lag, at most. */
  deployedOverBlind: 1.05,
  /**
   * Mean lag to a failure over the blind poller's expected lag, at most: wider than DEPLOYED's
   * for its sampling band (a mix alone has a few dozen failures, where the blind poller itself
   * exceeds 1.05× on a sixth to a third of draws; it is judged over more draws, failure-draws) and
   * for its trade with the steady goal, as measured.
   */
  failedOverBlind: 1.15,
  /** Steady deployments: mean lag to DEPLOYED over the blind poller's expected lag, at most... */
  steadyOverBlind: 0.75,
  /** ...and at most this. */
  steadyLagMs: 3500,
  /**
   * Any lag, at most: issue 26's goal, the bench's own. poll-policy.ts's MAX_POLL_MS (also 20 s)
   * is set to meet it, so it is not imported here: a longer longest gap must miss this goal.
   */
  maxLagMs: 20_000,
  /** A deployment is steady when its revisions' times to DEPLOYED lie within this share of one centre. */
  steadySpread: 0.1,
  /** Earlier revisions a steady deployment's revision has, at least, to be judged. */
  steadyHistory: 3
} as const

/**
 * The fixed poller every request share is judged against (the "3 s poller"), the bench's
 * own; the pace's 3 s first gap of a build (PACE.watchStartMs) is the policy's, read through
 * targets.ts.
 */
export const FIXED_3S = 3000

/** The mix through `policy`, beside the 3 s poller and the blind poller of the same budget. */
export function mixFigures(mix: readonly SimRevision[], policy: PollPolicy): MixFigures {
  const waits = simulateMix(mix, policy)
  const requests = total(waits)
  const blind = blindSearch(mix, requests)
  const steady = steadyRevisions(mix)
  const lagIn = (list: readonly MixWait[], pick: (w: MixWait) => boolean): number =>
    meanOf(list.filter(w => pick(w) && w.final === 'DEPLOYED').map(w => w.lagMs ?? Number.NaN))
  return {
    revisions: mix.length,
    requests,
    fixed3sRequests: total(simulateMix(mix, () => FIXED_3S)),
    deployed: lagFigures(waits, 'DEPLOYED'),
    failed: lagFigures(waits, 'BUILD_FAILED'),
    timeouts: waits.filter(w => w.lagMs === undefined).length,
    blind: {
      intervalMs: blind.intervalMs,
      requests: total(blind.waits),
      expectedLagMs: blind.intervalMs / 2,
      deployedMeanLagMs: lagFigures(blind.waits, 'DEPLOYED').meanLagMs,
      failedMeanLagMs: lagFigures(blind.waits, 'BUILD_FAILED').meanLagMs
    },
    steady: {
      n: waits.filter(w => steady.has(w.revision) && w.final === 'DEPLOYED').length,
      meanLagMs: lagIn(waits, w => steady.has(w.revision)),
      blindMeanLagMs: blind.intervalMs / 2
    }
  }
}

/** Which goal a verdict judges: the request budget, or one of the lag goals. */
export type MixGoal = 'requests' | 'deployed' | 'failed' | 'max-lag' | 'steady'

/** One goal on one mix. */
export interface MixVerdict {
  readonly kind: MixGoal
  readonly goal: string
  /** The figure judged: a share, a ratio, or milliseconds. */
  readonly figure: number
  readonly shown: string
  readonly met: boolean
}

const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`

/**
 * The lag goal for one final status (issue 36): judged apart, so that the statuses seen early
 * cannot carry those seen late, against the blind poller's expected lag (half its interval).
 * None when no revision of the mix ended in it.
 */
function lagVerdict(f: MixFigures, final: 'DEPLOYED' | 'a failure'): MixVerdict[] {
  const [kind, lag, grid, limit] =
    final === 'DEPLOYED'
      ? (['deployed', f.deployed, f.blind.deployedMeanLagMs, MIX_GOALS.deployedOverBlind] as const)
      : (['failed', f.failed, f.blind.failedMeanLagMs, MIX_GOALS.failedOverBlind] as const)
  if (lag.n === 0) return []
  const blind = f.blind.expectedLagMs
  const ratio = lag.meanLagMs / blind
  const goal = `mean lag to ${final} ≤ ${limit}× the blind poller's expected lag (half its interval) at the same requests`
  const chance = (n: number, digits = 0): string =>
    (100 * blindOwnMissChance(n, limit)).toFixed(digits)
  const own = `${s(lag.meanLagMs)} against ${s(blind)} (every ${s(f.blind.intervalMs)}; ${s(grid)} on the grid from creation): ${ratio.toFixed(2)}× (${lag.n} revisions; the blind poller itself, at a random phase, over ${limit}× on ${chance(lag.n)} % of such draws)`
  const pooled = kind === 'failed' ? f.failedDraws : undefined
  if (pooled === undefined) {
    return [{ kind, goal, figure: ratio, shown: own, met: lag.meanLagMs <= limit * blind }]
  }
  // Judged over the draws of its generator; the mix's own figure is shown beside.
  const pooledRatio = pooled.meanLagMs / pooled.expectedLagMs
  return [
    {
      kind,
      goal,
      figure: pooledRatio,
      shown: `${s(pooled.meanLagMs)} against ${s(pooled.expectedLagMs)}: ${pooledRatio.toFixed(2)}× (${pooled.n} failures over this mix and ${pooled.draws - 1} more draws of its generator; the blind poller itself over ${limit}× on ${chance(pooled.n, 1)} % of such draws); this mix alone: ${own}`,
      met: pooledRatio <= limit
    }
  ]
}

/**
 * How often the blind poller itself misses a lag goal of `limit` × its expected lag on `n`
 * revisions from sampling alone: at a random phase each of its lags is uniform over its interval
 * (mean half of it, deviation interval ÷ √12), so the mean of `n` exceeds `limit` × half the
 * interval with the normal tail at (limit − 1) × √(3n). On 17 failures, 36 % at 1.05×, 14 % at
 * 1.15×: a goal judged on so few is met or missed by where the failures fall as much as by the pace.
 */
export function blindOwnMissChance(n: number, limit: number): number {
  return normalTail((limit - 1) * Math.sqrt(3 * n))
}

/** The goals of issues 26 and 36 on one mix's figures (the steady one only where the mix has such revisions). */
export function judgeMix(f: MixFigures): MixVerdict[] {
  const share = f.requests / f.fixed3sRequests
  const maxLag = Math.max(f.deployed.maxLagMs, f.failed.maxLagMs)
  const verdicts: MixVerdict[] = [
    {
      kind: 'requests',
      goal: `requests ≤ ${MIX_GOALS.requestShare * 100} % of the fixed 3 s poller's`,
      figure: share,
      shown: `${(share * 100).toFixed(1)} % (${f.requests} of ${f.fixed3sRequests})`,
      met: share <= MIX_GOALS.requestShare
    },
    ...lagVerdict(f, 'DEPLOYED'),
    ...lagVerdict(f, 'a failure'),
    {
      kind: 'max-lag',
      goal: `max lag ≤ ${s(MIX_GOALS.maxLagMs)}, no timeout`,
      figure: maxLag,
      shown: `${s(maxLag)}, ${f.timeouts} timeouts`,
      met: maxLag <= MIX_GOALS.maxLagMs && f.timeouts === 0
    }
  ]
  if (f.steady.n > 0) {
    const ratio = f.steady.meanLagMs / f.steady.blindMeanLagMs
    verdicts.push({
      kind: 'steady',
      goal: `steady deployments, ≥ ${MIX_GOALS.steadyHistory} earlier revisions: mean lag to DEPLOYED ≤ ${MIX_GOALS.steadyOverBlind}× the blind poller's expected lag and ≤ ${s(MIX_GOALS.steadyLagMs)}`,
      figure: ratio,
      shown: `${s(f.steady.meanLagMs)} against ${s(f.steady.blindMeanLagMs)}: ${ratio.toFixed(2)}× (${f.steady.n} revisions)`,
      met: ratio <= MIX_GOALS.steadyOverBlind && f.steady.meanLagMs <= MIX_GOALS.steadyLagMs
    })
  }
  return verdicts
}

function total(waits: readonly MixWait[]): number {
  return waits.reduce((sum, wait) => sum + wait.requests, 0)
}

function meanOf(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length
}

function lagFigures(waits: readonly MixWait[], final: FinalStatus): LagFigures {
  const lags = waits
    .filter(w => w.final === final && w.lagMs !== undefined)
    .map(w => w.lagMs ?? 0)
    .sort((a, b) => a - b)
  const p95 = lags.length === 0 ? 0 : (lags[Math.ceil(0.95 * lags.length) - 1] ?? 0)
  return { n: lags.length, meanLagMs: meanOf(lags), p95LagMs: p95, maxLagMs: lags.at(-1) ?? 0 }
}

/**
 * The shortest fixed interval (whole ms) whose requests do not exceed `budget`: a fixed poller's
 * requests fall as its interval grows, so a halving search finds it.
 */
function blindSearch(
  mix: readonly SimRevision[],
  budget: number
): { intervalMs: number; waits: MixWait[] } {
  const run = (ms: number): MixWait[] => simulateMix(mix, () => ms)
  let low = 1
  let high = 3_600_000
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (total(run(middle)) <= budget) high = middle
    else low = middle
  }
  return { intervalMs: high, waits: run(high) }
}

/** The revisions judged as steady: of a steady deployment, with enough earlier revisions. */
function steadyRevisions(mix: readonly SimRevision[]): Set<SimRevision> {
  const times = new Map<number, number[]>()
  for (const r of mix) {
    if (r.final !== 'DEPLOYED') continue
    const took = r.phases.reduce((sum, p) => sum + p.ms, 0)
    times.set(r.deployment, [...(times.get(r.deployment) ?? []), took])
  }
  const spread = MIX_GOALS.steadySpread
  const steady = (d: number): boolean => {
    const list = times.get(d) ?? []
    return list.length > 0 && Math.max(...list) * (1 - spread) <= Math.min(...list) * (1 + spread)
  }
  const earlier = new Map<number, number>()
  const judged = new Set<SimRevision>()
  for (const r of mix) {
    const before = earlier.get(r.deployment) ?? 0
    if (before >= MIX_GOALS.steadyHistory && steady(r.deployment)) judged.add(r)
    earlier.set(r.deployment, before + 1)
  }
  return judged
}
