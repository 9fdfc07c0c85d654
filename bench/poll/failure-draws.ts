// Owns the failures a mix's failure-lag goal is judged on: the mix's own, and where its generator is
// known, those of more draws of that generator, until the blind poller's sampling band is narrow.
import { type MixFigures, mixFigures } from './figures.js'
import type { MixOptions, SimRevision } from './mix.js'
import type { PollPolicy } from './simulator.js'
import { DESIGNED, drawDesignedMix } from './designed.js'
import { STYLES, drawStyledMix } from './styles.js'

/**
 * Failures the failure-lag goal rests on, at least, where the mix's generator is known. One
 * failure's lag over the blind poller's expected lag deviates by 0.42–0.66 (measured over 30 draws
 * of each of the built-in, slow-builds, steady and drifting generators; the blind poller's own,
 * 1/√3 = 0.58): on a mix's own 17 to 117 failures the mean strays by 5–15 %, and a goal of 1.15×
 * is met or missed by where a few failures fall; on 1000 by 1.3–2.1 %.
 */
export const FAILURES_JUDGED = 1000

/** The first seed of the further draws: apart from the committed mixes' and the held-out sweep's. */
export const FAILURE_DRAWS_FIRST_SEED = 2001

/** Draws at most, a generator with few failures notwithstanding. */
const MAX_DRAWS = 80

/** A generator: the mix of the same kind drawn from a seed. */
export type Redraw = (seed: number) => SimRevision[]

/** The generator of a mix of bench/poll/mixes/ or the built-in one, by name; undefined if none. */
export function generatorOf(
  name: string,
  size: Pick<MixOptions, 'deployments' | 'revisionsPerDeployment'>
): Redraw | undefined {
  const designed = DESIGNED.find(d => d === name)
  if (designed !== undefined) return seed => drawDesignedMix(designed, { ...size, seed })
  const style = STYLES.find(s => s === name)
  if (style !== undefined) return seed => drawStyledMix(style, { ...size, seed })
  return undefined
}

/**
 * The mix's figures through `policy`, its failures joined by those of draws of `redraw` from
 * {@link FAILURE_DRAWS_FIRST_SEED} on until {@link FAILURES_JUDGED}: each draw's lags against its
 * own blind poller (the same requests on that draw). Without a generator, the mix's alone.
 */
export function figuresWithDraws(
  mix: readonly SimRevision[],
  policy: PollPolicy,
  redraw: Redraw | undefined
): MixFigures {
  const figures = mixFigures(mix, policy)
  if (redraw === undefined || figures.failed.n === 0) return figures
  let n = figures.failed.n
  let lagMs = n * figures.failed.meanLagMs
  let expectedMs = n * figures.blind.expectedLagMs
  let draws = 1
  for (let seed = FAILURE_DRAWS_FIRST_SEED; n < FAILURES_JUDGED && draws < MAX_DRAWS; seed++) {
    const drawn = mixFigures(redraw(seed), policy)
    n += drawn.failed.n
    lagMs += drawn.failed.n * drawn.failed.meanLagMs
    expectedMs += drawn.failed.n * drawn.blind.expectedLagMs
    draws++
  }
  return {
    ...figures,
    failedDraws: { draws, n, meanLagMs: lagMs / n, expectedLagMs: expectedMs / n }
  }
}
