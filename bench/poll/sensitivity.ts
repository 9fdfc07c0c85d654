// Owns the sensitivity run (issue 36): each constant of the pace moved down and up by a share,
// every mix judged again on every goal, so that no goal rests on one exact value.
import type { Pace, PollState } from '../targets.js'
import { judgeMix, mixFigures } from './figures.js'
import type { SimRevision } from './mix.js'

/** How far each constant moves, down and up. */
export const SENSITIVITY_SHARE = 0.2

/** One constant moved once, and the goals it missed on any mix. */
export interface SensitivityRow {
  readonly constant: string
  readonly factor: number
  readonly value: number
  /** Goals missed, by mix: none when every goal held on every mix. */
  readonly misses: readonly {
    readonly mix: string
    readonly goal: string
    readonly shown: string
  }[]
}

type Policy = (state: PollState, options: { readonly pace: Pace }) => number

/** Every numeric constant of `pace` moved by ±{@link SENSITIVITY_SHARE}, every mix judged. */
export function measureSensitivity(
  mixes: readonly { readonly name: string; readonly mix: readonly SimRevision[] }[],
  pace: Pace,
  policy: Policy,
  log: (line: string) => void
): SensitivityRow[] {
  const rows: SensitivityRow[] = []
  for (const constant of Object.keys(pace) as (keyof Pace)[]) {
    for (const factor of [1 - SENSITIVITY_SHARE, 1 + SENSITIVITY_SHARE]) {
      const moved: Pace = { ...pace, [constant]: pace[constant] * factor }
      const misses = mixes.flatMap(({ name, mix }) =>
        judgeMix(mixFigures(mix, knowledge => policy(knowledge, { pace: moved })))
          .filter(v => !v.met)
          .map(v => ({ mix: name, goal: v.goal, shown: v.shown }))
      )
      log(`poll: sensitivity: ${constant} × ${factor}: ${misses.length} goals missed`)
      rows.push({ constant, factor, value: moved[constant], misses })
    }
  }
  return rows
}
