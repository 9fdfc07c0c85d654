// Owns repeating the eval gate's examples ('eval-repeat', 'eval-min-pass'): the rule by which an
// example passes over its runs, the runs as units of one pool, and their outcomes per example.
import type { Inputs } from '../inputs/read.js'

/** How often each example runs, and how many of its runs must pass. */
export interface Repetition {
  readonly repeat: number
  readonly minPass: number
}

/** The inputs' repetition: 'eval-min-pass' defaults to every run ('eval-repeat'). */
export function repetitionOf(inputs: Pick<Inputs, 'evalRepeat' | 'evalMinPass'>): Repetition {
  return { repeat: inputs.evalRepeat, minPass: inputs.evalMinPass ?? inputs.evalRepeat }
}

/**
 * Whether an example passed: at least `minPass` of its `runs` runs passed (`passes` of them).
 * The one rule, for this gate's runs and for any other experiment's counted the same way. Throws
 * on counts that cannot be (a minimum of none or above the runs, more passes than runs).
 */
export function examplePassed(passes: number, runs: number, minPass: number): boolean {
  const whole = [passes, runs, minPass].every(Number.isSafeInteger)
  if (!whole || runs < 1 || passes < 0 || passes > runs || minPass < 1 || minPass > runs) {
    throw new RangeError(
      `examplePassed: ${passes} passes of ${runs} runs with ${minPass} to pass cannot be counted`
    )
  }
  return passes >= minPass
}

/** One run of one example: the pool's unit. */
export interface Unit<T> {
  readonly item: T
  /** The item's place in the list. */
  readonly index: number
  /** 1 to `repeat`. */
  readonly repetition: number
}

/**
 * Each item `repeat` times, an item's runs side by side (its verdict comes as soon as they end),
 * for one pool: 3 repetitions of 200 examples keep 'eval-concurrency' runs in flight throughout.
 */
export function unitsOf<T>(items: readonly T[], repeat: number): Unit<T>[] {
  return items.flatMap((item, index) =>
    Array.from({ length: repeat }, (_, i) => ({ item, index, repetition: i + 1 }))
  )
}

/** What one run gave, as the gate keeps it. */
export interface RunOutcome {
  readonly passed: boolean
  readonly comment: string
  readonly durationMs: number
}

/** An example's runs taken together. */
export interface ExampleVerdict {
  readonly passed: boolean
  readonly passes: number
  readonly runs: number
  /** The first failed run's (its first difference), even of an example that passed; else the first run's. */
  readonly comment: string
  /** The median run's time. */
  readonly durationMs: number
}

/** The verdict on an example over all its runs, in repetition order. */
export function verdictOf(runs: readonly RunOutcome[], minPass: number): ExampleVerdict {
  const passes = runs.filter(r => r.passed).length
  const passed = examplePassed(passes, runs.length, minPass)
  const shown = runs.find(r => !r.passed) ?? runs[0]
  const times = runs.map(r => r.durationMs).sort((a, b) => a - b)
  return {
    passed,
    passes,
    runs: runs.length,
    comment: shown?.comment ?? '',
    durationMs: times[Math.floor((times.length - 1) / 2)] ?? 0
  }
}

/**
 * Gathers the runs of each item as they end, in any order: `add` gives the item's runs, in
 * repetition order, once the last of them is in.
 */
export class RunTally<R> {
  private readonly runs = new Map<number, R[]>()

  constructor(private readonly repeat: number) {}

  /** Adds the run of `repetition` (1-based) of the item at `index`; its runs when complete. */
  add(index: number, repetition: number, run: R): R[] | undefined {
    const runs = this.runs.get(index) ?? []
    runs[repetition - 1] = run
    this.runs.set(index, runs)
    if (runs.filter(r => r !== undefined).length < this.repeat) return undefined
    this.runs.delete(index)
    return runs
  }
}
