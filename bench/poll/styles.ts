// Owns the generated mixes beside the built-in one: early failures and queues of random length,
// each drawn from a seed, so that a mix can be made again or made fresh (a held-out check).
import { seededRandom, uniform } from '../stats.js'
import { type MixOptions, type Phase, type SimRevision, drawMix } from './mix.js'

/** The mixes `--write-mix` can draw. */
export const STYLES = ['built-in', 'early-failures', 'random-queues'] as const
export type MixStyle = (typeof STYLES)[number]

const S = 1000
const MINUTE = 60 * S

/** One revision of a style, before its deployment's place is set. */
type Drawn = Pick<SimRevision, 'kind' | 'phases' | 'final'>

/** A deployment's usual build and deploy. */
interface Usual {
  readonly buildMs: number
  readonly deployMs: number
}

/** Log-uniform between `low` and `high`: as many short ones as long ones per factor. */
function logUniform(random: () => number, low: number, high: number): number {
  return low * (high / low) ** random()
}

/** Exponential with mean `mean`: most short, a few long. */
function exponential(random: () => number, mean: number): number {
  return -mean * Math.log(1 - random())
}

/**
 * Early failures: a third of the revisions fail, most of them in the first half minute of the
 * build (an exponential time with a mean of 15 s), a few at any point of it.
 */
function earlyFailure(random: () => number, usual: Usual): Drawn {
  const build = usual.buildMs * uniform(random, 0.85, 1.15)
  const roll = random()
  const queued: Phase[] = [
    { status: 'CREATING', ms: uniform(random, 2, 10) * S },
    { status: 'AWAITING_BUILD', ms: uniform(random, 3, 40) * S }
  ]
  if (roll < 0.34) {
    const at = roll < 0.28 ? Math.min(exponential(random, 15 * S), build) : build * random()
    return {
      kind: roll < 0.28 ? 'early-failure' : 'failure',
      final: 'BUILD_FAILED',
      phases: [...queued, { status: 'BUILDING', ms: Math.max(S, at) }]
    }
  }
  return {
    kind: 'build',
    final: 'DEPLOYED',
    phases: [
      ...queued,
      { status: 'BUILDING', ms: build },
      { status: 'AWAITING_DEPLOY', ms: uniform(random, 3, 30) * S },
      { status: 'DEPLOYING', ms: usual.deployMs * uniform(random, 0.85, 1.15) }
    ]
  }
}

/**
 * Queues of random length: each revision waits an exponential time (mean 90 s, unbounded) before
 * its build and another (mean 30 s) before its deploy, so its time to DEPLOYED varies with the
 * queue even where the build does not; 10 % fail early in the build, 5 % late.
 */
function randomQueues(random: () => number, usual: Usual, prebuilt: boolean): Drawn {
  const creating: Phase = { status: 'CREATING', ms: uniform(random, 2, 10) * S }
  const deploy: Phase[] = [
    { status: 'AWAITING_DEPLOY', ms: S + exponential(random, 30 * S) },
    { status: 'DEPLOYING', ms: usual.deployMs * uniform(random, 0.85, 1.15) }
  ]
  if (prebuilt) return { kind: 'prebuilt', final: 'DEPLOYED', phases: [creating, ...deploy] }
  const awaiting: Phase = { status: 'AWAITING_BUILD', ms: S + exponential(random, 90 * S) }
  const build = usual.buildMs * uniform(random, 0.85, 1.15)
  const roll = random()
  if (roll < 0.15) {
    const at = roll < 0.1 ? uniform(random, 5, 60) * S : build * uniform(random, 0.7, 1)
    const phases: Phase[] = [creating, awaiting, { status: 'BUILDING', ms: at }]
    return { kind: roll < 0.1 ? 'early-failure' : 'late-failure', final: 'BUILD_FAILED', phases }
  }
  const phases = [creating, awaiting, { status: 'BUILDING' as const, ms: build }, ...deploy]
  return { kind: 'build', final: 'DEPLOYED', phases }
}

/** A mix of `style`, deployment after deployment, each one's revisions oldest first, 4 h apart. */
export function drawStyledMix(style: MixStyle, options: MixOptions): SimRevision[] {
  if (style === 'built-in') return drawMix(options)
  const random = seededRandom(options.seed)
  const mix: SimRevision[] = []
  for (let deployment = 0; deployment < options.deployments; deployment++) {
    const prebuilt = style === 'random-queues' && random() < 0.25
    const usual: Usual = {
      buildMs: logUniform(random, 1, 10) * MINUTE,
      deployMs: logUniform(random, 20, 120) * S
    }
    const firstAt = Date.UTC(2025, 0, 1) + deployment * 30 * 24 * 60 * MINUTE
    for (let index = 0; index < options.revisionsPerDeployment; index++) {
      const drawn =
        style === 'early-failures'
          ? earlyFailure(random, usual)
          : randomQueues(random, usual, prebuilt)
      const phases = drawn.phases.map(p => ({ status: p.status, ms: Math.round(p.ms) }))
      const createdAt = firstAt + index * 4 * 60 * MINUTE
      mix.push({ deployment, index, prebuilt, createdAt, ...drawn, phases })
    }
  }
  return mix
}
