// Owns the polling section (goal 3): the mix of revisions through the policies, the figures
// per final status and per kind of revision, and the fidelity check against the real wait loop.
import { loadPolling } from '../targets.js'
import { mean, summarize, type Summary } from '../stats.js'
import { type CheckedPolicy, type FidelityResult, checkFidelity } from './fidelity.js'
import { type FinalStatus, type RevisionClass, CLASSES, drawMix } from './mix.js'
import { type MixWait, simulateMix } from './simulator.js'

/** What the polling section needs. */
export interface PollOptions {
  readonly seed: number
  readonly deployments: number
  readonly revisionsPerDeployment: number
  /** Every how many revisions of the mix one is checked against the real wait loop. */
  readonly fidelityEvery: number
  readonly log: (line: string) => void
}

/** Lag to one final status over the revisions that ended in it. */
export interface LagFigures {
  readonly count: number
  readonly meanMs: number
  readonly ms: Summary
}

/** One kind of revision through one policy. */
export interface ClassFigures {
  readonly kind: RevisionClass
  readonly count: number
  readonly meanRequests: number
  /** Its requests over the 3 s poller's on the same revisions. */
  readonly requestShare: number
  readonly meanLagMs: number
  readonly maxLagMs: number
}

/** One policy over the whole mix. */
export interface PolicyFigures {
  readonly id: 'fixed-3s' | 'fixed-9s' | 'fixed-10s' | 'default'
  readonly title: string
  readonly requests: number
  /** Its requests over the 3 s poller's, on the same mix. */
  readonly requestShare: number
  readonly lag: Readonly<Record<FinalStatus, LagFigures>>
  readonly timeouts: number
  readonly byClass: readonly ClassFigures[]
}

/** What the polling section found. */
export interface PollResult {
  readonly seed: number
  readonly deployments: number
  readonly revisionsPerDeployment: number
  readonly classes: readonly { readonly kind: RevisionClass; readonly count: number }[]
  /** The default policy's constants, as src/control-plane/poll-policy.ts sets them. */
  readonly defaultPolicy: {
    readonly minMs: number
    readonly maxMs: number
    readonly deployedPriceMs: number
    readonly buildFailedPriceMs: number
  }
  readonly policies: readonly PolicyFigures[]
  readonly fidelity: FidelityResult
}

/** Draws the mix, runs every policy through it, and checks the simulator on a sample. */
export async function measurePoll(options: PollOptions): Promise<PollResult> {
  const { nextPollDelayMs, policyConstants } = await loadPolling()
  const fixed = (ms: number): CheckedPolicy => ({
    title: `fixed ${ms / 1000} s`,
    intervalMs: ms,
    policy: () => ms
  })
  const adaptive: CheckedPolicy = {
    title: 'default (src/control-plane/poll-policy.ts, nextPollDelayMs)',
    intervalMs: undefined,
    // Its own state, the image flag and the deployment's earlier revisions, as the wait loop passes them.
    policy: knowledge => nextPollDelayMs(knowledge)
  }
  const runs = [
    { id: 'fixed-3s' as const, checked: fixed(3000) },
    {
      id: 'fixed-9s' as const,
      checked: { ...fixed(9000), title: 'fixed 9 s (⅓ of the 3 s requests, blind)' }
    },
    {
      id: 'fixed-10s' as const,
      checked: { ...fixed(10_000), title: 'fixed 10 s (the default before)' }
    },
    { id: 'default' as const, checked: adaptive }
  ]
  const mix = drawMix(options)
  options.log(`poll: ${mix.length} revisions through ${runs.length} policies`)
  const waits = runs.map(run => simulateMix(mix, run.checked.policy))
  const policies = runs.map((run, i) =>
    figures(run.id, run.checked.title, waits[i] ?? [], waits[0] ?? [])
  )
  options.log(`poll: checking every ${options.fidelityEvery}th revision against the real wait loop`)
  const fidelity = await checkFidelity(mix, options.fidelityEvery, [fixed(3000), adaptive])
  const kinds = Object.keys(CLASSES) as RevisionClass[]
  return {
    seed: options.seed,
    deployments: options.deployments,
    revisionsPerDeployment: options.revisionsPerDeployment,
    classes: kinds.map(kind => ({ kind, count: mix.filter(r => r.kind === kind).length })),
    defaultPolicy: policyConstants,
    policies,
    fidelity
  }
}

function total(waits: readonly MixWait[]): number {
  return waits.reduce((sum, wait) => sum + wait.requests, 0)
}

/** One policy's figures; `yardstick` is the 3 s poller's waits on the same mix. */
function figures(
  id: PolicyFigures['id'],
  title: string,
  waits: readonly MixWait[],
  yardstick: readonly MixWait[]
): PolicyFigures {
  const lagOf = (final: FinalStatus): LagFigures => {
    const lags = waits
      .filter(w => w.final === final && w.lagMs !== undefined)
      .map(w => w.lagMs ?? 0)
    return { count: lags.length, meanMs: mean(lags), ms: summarize(lags) }
  }
  const kinds = Object.keys(CLASSES) as RevisionClass[]
  return {
    id,
    title,
    requests: total(waits),
    requestShare: total(waits) / total(yardstick),
    lag: { DEPLOYED: lagOf('DEPLOYED'), BUILD_FAILED: lagOf('BUILD_FAILED') },
    timeouts: waits.filter(w => w.lagMs === undefined).length,
    byClass: kinds
      .filter(kind => waits.some(w => w.revision.kind === kind))
      .map(kind => {
        const list = waits.filter(w => w.revision.kind === kind)
        const lags = list.map(w => w.lagMs ?? Number.NaN)
        const theirs = yardstick.filter(w => w.revision.kind === kind)
        return {
          kind,
          count: list.length,
          meanRequests: mean(list.map(w => w.requests)),
          requestShare: total(list) / total(theirs),
          meanLagMs: mean(lags),
          maxLagMs: Math.max(...lags)
        }
      })
  }
}
