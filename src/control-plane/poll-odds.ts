// Owns the arithmetic of the poll pace: the chance that a final status has come by a moment, and
// the delay after which a poll is worth its request. It knows no status and sends nothing.

/**
 * A stretch of time in which a final status may come: equally likely anywhere from `fromMs` to
 * `toMs` (on the axis of the caller's choosing), where that stretch is known only within
 * `blurMs` either way.
 */
export interface Stretch {
  /** The chance, from 0 to 1, that the final status comes in this stretch at all. */
  readonly chance: number
  readonly fromMs: number
  readonly toMs: number
  readonly blurMs: number
  /**
   * What a poll costs against this status's lag: a poll is made once the delay since the last
   * one, times the chance of the status within it, reaches this (see {@link worthwhileDelayMs}).
   */
  readonly priceMs: number
}

/** Bounds of {@link worthwhileDelayMs}. */
export interface DelayBounds {
  readonly minMs: number
  readonly maxMs: number
}

/** However late it is in its stretches, a revision still running keeps at least this chance. */
const MIN_STILL_RUNNING = 0.02

/** Halvings of the search for the delay: far finer than a millisecond over any bounds. */
const SEARCH_STEPS = 40

/**
 * The chance, from 0 to 1, that a status coming in `stretch` has come by `atMs`: a uniform
 * stretch blurred by a uniform error, that is the mean of the unblurred chance over
 * `atMs ± blurMs`.
 */
export function reachedBy(stretch: Stretch, atMs: number): number {
  const { fromMs, toMs } = stretch
  const width = Math.max(0, toMs - fromMs)
  const blur = Math.max(0, stretch.blurMs)
  if (blur === 0) {
    if (atMs < fromMs) return 0
    return width === 0 || atMs >= toMs ? 1 : (atMs - fromMs) / width
  }
  // The integral of the unblurred chance up to t.
  const area = (t: number): number => {
    if (t <= fromMs) return 0
    if (t >= toMs) return width / 2 + (t - toMs)
    return (t - fromMs) ** 2 / (2 * width)
  }
  return Math.min(1, Math.max(0, (area(atMs + blur) - area(atMs - blur)) / (2 * blur)))
}

/**
 * Milliseconds until the next poll, `atMs` being now on the stretches' axis: the shortest delay
 * within the bounds for which the delay times the chance of a final status within it (each
 * stretch's chance over its price) reaches the chance that the revision is still running. Where
 * a status is likely, polls come often; where none can come, they wait. `maxMs` when no delay
 * reaches it but a final status may still come within `maxMs`; undefined when none may.
 */
export function worthwhileDelayMs(
  stretches: readonly Stretch[],
  atMs: number,
  bounds: DelayBounds
): number | undefined {
  const gone = stretches.reduce((sum, s) => sum + s.chance * reachedBy(s, atMs), 0)
  const still = Math.max(MIN_STILL_RUNNING, 1 - gone)
  const chanceWithin = (delay: number, priced: boolean): number =>
    stretches.reduce((sum, s) => {
      const chance = s.chance * (reachedBy(s, atMs + delay) - reachedBy(s, atMs))
      return sum + (priced ? chance / s.priceMs : chance)
    }, 0)
  const worth = (delay: number): boolean => delay * chanceWithin(delay, true) >= still
  if (!worth(bounds.maxMs)) return chanceWithin(bounds.maxMs, false) > 0 ? bounds.maxMs : undefined
  if (worth(bounds.minMs)) return bounds.minMs
  let low = bounds.minMs
  let high = bounds.maxMs
  for (let step = 0; step < SEARCH_STEPS; step++) {
    const middle = (low + high) / 2
    if (worth(middle)) high = middle
    else low = middle
  }
  return Math.ceil(high)
}
