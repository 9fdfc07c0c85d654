// Owns the sensitivity run (issue 36, as the owner decided in issue 45): each constant of the pace
// but the request budget's moved down and up by a share, the lag goals judged again on every mix,
// so that no lag goal rests on one exact value.
import type { Pace, PollState } from '../targets.js'
import { type MixVerdict, judgeMix } from './figures.js'
import { type Redraw, figuresWithDraws } from './failure-draws.js'
import type { SimRevision } from './mix.js'
import type { PollPolicy } from './simulator.js'

/** How far each constant moves, down and up. */
export const SENSITIVITY_SHARE = 0.2

/**
 * The constant that sets the request budget, not moved: the plain gap, whose schedule's requests
 * the window spends too. Moving it moves the budget the lags are bought with, not the pace.
 */
export const BUDGET_CONSTANT: keyof Pace = 'plainMs'

/** The goals the moved pace is judged on: the lag goals, not the request goal. */
export const judgedWhenMoved = (verdict: MixVerdict): boolean => verdict.kind !== 'requests'

/** One constant moved once, and the lag goals it missed on any mix. */
export interface SensitivityRow {
  readonly constant: string
  readonly factor: number
  readonly value: number
  /** The largest share of the fixed 3 s poller's requests over the mixes: shown, not judged. */
  readonly largestRequestShare: number
  /** Lag goals missed, by mix: none when every one held on every mix. */
  readonly misses: readonly {
    readonly mix: string
    readonly goal: string
    readonly shown: string
  }[]
}

type Policy = (state: PollState, options: { readonly pace: Pace }) => number

/**
 * Every numeric constant of `pace` but {@link BUDGET_CONSTANT} moved by ±{@link SENSITIVITY_SHARE},
 * every mix judged on the lag goals.
 */
export function measureSensitivity(
  mixes: readonly {
    readonly name: string
    readonly mix: readonly SimRevision[]
    readonly redraw?: Redraw
  }[],
  pace: Pace,
  policy: Policy,
  log: (line: string) => void
): SensitivityRow[] {
  const rows: SensitivityRow[] = []
  const moved = (Object.keys(pace) as (keyof Pace)[]).filter(k => k !== BUDGET_CONSTANT)
  for (const constant of moved) {
    for (const factor of [1 - SENSITIVITY_SHARE, 1 + SENSITIVITY_SHARE]) {
      const movedPace: Pace = { ...pace, [constant]: pace[constant] * factor }
      let largestRequestShare = 0
      const misses = mixes.flatMap(({ name, mix, redraw }) => {
        const movedPolicy: PollPolicy = knowledge => policy(knowledge, { pace: movedPace })
        const figures = figuresWithDraws(mix, movedPolicy, redraw)
        largestRequestShare = Math.max(
          largestRequestShare,
          figures.requests / figures.fixed3sRequests
        )
        return judgeMix(figures)
          .filter(v => judgedWhenMoved(v) && !v.met)
          .map(v => ({ mix: name, goal: v.goal, shown: v.shown }))
      })
      log(`poll: sensitivity: ${constant} × ${factor}: ${misses.length} lag goals missed`)
      rows.push({ constant, factor, value: movedPace[constant], largestRequestShare, misses })
    }
  }
  return rows
}
