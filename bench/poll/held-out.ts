// Owns the held-out sweep (`--held-out N`): every generator drawn afresh from N seeds the pace was
// never shown, every goal judged on each draw, and how often each goal missed and by how much.
import { judgeMix, mixFigures } from './figures.js'
import type { MixOptions } from './mix.js'
import type { PollPolicy } from './simulator.js'
import { STYLES, drawStyledMix } from './styles.js'

/** The first seed of the sweep: far from the committed mixes' (20251121, 36001, 36002). */
export const HELD_OUT_FIRST_SEED = 1001

/** One goal on one generator, over the seeds of the sweep. */
export interface HeldOutRow {
  readonly style: string
  readonly goal: string
  /** Draws the goal was judged on (a draw with no failure has no failure goal). */
  readonly draws: number
  readonly missed: number
  /** The judged figure (a share, a ratio, or ms): its mean and its largest. */
  readonly meanFigure: number
  readonly maxFigure: number
}

/**
 * Every generator of styles.ts from seeds {@link HELD_OUT_FIRST_SEED} on, `seeds` of them, through
 * `policy`; one row per generator and goal, in the order the goals are judged. A pace fitted to
 * the committed mixes shows here what it does on mixes like them that it was never shown.
 */
export function sweepHeldOut(
  seeds: number,
  size: Pick<MixOptions, 'deployments' | 'revisionsPerDeployment'>,
  policy: PollPolicy
): HeldOutRow[] {
  const rows = new Map<string, { style: string; goal: string; figures: number[]; missed: number }>()
  for (const style of STYLES) {
    for (let seed = HELD_OUT_FIRST_SEED; seed < HELD_OUT_FIRST_SEED + seeds; seed++) {
      const mix = drawStyledMix(style, {
        seed,
        deployments: size.deployments,
        revisionsPerDeployment: size.revisionsPerDeployment
      })
      for (const verdict of judgeMix(mixFigures(mix, policy))) {
        const key = `${style}\u0000${verdict.goal}`
        const row = rows.get(key) ?? { style, goal: verdict.goal, figures: [], missed: 0 }
        row.figures.push(verdict.figure)
        if (!verdict.met) row.missed++
        rows.set(key, row)
      }
    }
  }
  return [...rows.values()].map(({ style, goal, figures, missed }) => ({
    style,
    goal,
    draws: figures.length,
    missed,
    meanFigure: figures.reduce((sum, f) => sum + f, 0) / figures.length,
    maxFigure: Math.max(...figures)
  }))
}

/** One line of the log for a row: the goal, how often it missed, and its figure's mean and largest. */
export function heldOutLine(row: HeldOutRow): string {
  const figure = (value: number): string =>
    row.goal.startsWith('max lag') ? `${(value / 1000).toFixed(2)} s` : value.toFixed(3)
  return `poll: held-out ${row.style}: ${row.goal}: missed on ${row.missed} of ${row.draws} seeds (figure mean ${figure(row.meanFigure)}, largest ${figure(row.maxFigure)})`
}
