// Owns the arithmetic of repeated measurements: median and range, paired ratios, means, and the
// seeded generator that makes the simulations reproduce exactly.

/** The median and the range of one series of measurements. */
export interface Summary {
  readonly median: number
  readonly min: number
  readonly max: number
  /** How many measurements it summarizes. */
  readonly count: number
}

/** Median, min and max of a non-empty series. */
export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('summarize: no measurements')
  for (const value of values) {
    if (!Number.isFinite(value)) throw new Error(`summarize: ${value} is not a measurement`)
  }
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const at = (i: number): number => sorted[i] as number
  const median = sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2
  return { median, min: at(0), max: at(sorted.length - 1), count: sorted.length }
}

/**
 * Ratios of paired measurements, `numerators[i] / denominators[i]`: each pair was taken in the
 * same round, one right after the other, so a slow moment of the machine weighs on both.
 */
export function pairedRatios(
  numerators: readonly number[],
  denominators: readonly number[]
): number[] {
  if (numerators.length !== denominators.length) {
    throw new Error(`pairedRatios: ${numerators.length} against ${denominators.length} values`)
  }
  return numerators.map((value, i) => value / (denominators[i] as number))
}

/** `minuends[i] - subtrahends[i]` for each pair of two series of one length. */
export function pairedDifferences(
  minuends: readonly number[],
  subtrahends: readonly number[]
): number[] {
  if (minuends.length !== subtrahends.length) {
    throw new Error(`pairedDifferences: ${minuends.length} against ${subtrahends.length} values`)
  }
  return minuends.map((value, i) => value - (subtrahends[i] as number))
}

/** The arithmetic mean of a non-empty series. */
export function mean(values: readonly number[]): number {
  if (values.length === 0) throw new Error('mean: no values')
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

/** The order of a pair in round `round`: A first in even rounds, B first in odd ones. */
export function pairOrder<T>(round: number, a: T, b: T): readonly [T, T] {
  return round % 2 === 0 ? [a, b] : [b, a]
}

/** `items` rotated left by `round` places: each item leads in turn. */
export function rotation<T>(items: readonly T[], round: number): T[] {
  const shift = items.length === 0 ? 0 : round % items.length
  return [...items.slice(shift), ...items.slice(0, shift)]
}

/**
 * Math.imul held in the module: in a vm context (a jest test) each read of the global `Math` is
 * slow, ~40 times the draw itself (figures.test.ts's 11 million draws took 24 s, now 0.6 s).
 */
const imul = Math.imul

/** mulberry32: a small seeded generator of numbers in [0, 1), the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = imul(t ^ (t >>> 15), t | 1)
    t ^= t + imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A number drawn uniformly from [low, high) with `random`. */
export function uniform(random: () => number, low: number, high: number): number {
  return low + (high - low) * random()
}

/**
 * The chance that a standard normal variable exceeds `z`: Abramowitz and Stegun's 7.1.26 for the
 * error function (absolute error under 1.5e-7), which is plenty for a share shown in per cent.
 */
export function normalTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * x)
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const upper = (poly * Math.exp(-x * x)) / 2 // P(Z > |z|)
  return z >= 0 ? upper : 1 - upper
}
