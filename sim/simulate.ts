// Owns running many schedules: seeds in order, several runs at once in one process (each with
// its own emulator, clock and @actions/core record), each run checked as it ends.
import { type Violation, check } from './checks.js'
import { type RunAction, type RunRecord, runSchedule } from './run.js'
import { drawSchedule } from './schedule.js'

/** A seed whose run broke an invariant. */
export interface Failure {
  readonly seed: number
  readonly violations: readonly Violation[]
}

/** What a simulation found. */
export interface Simulation {
  readonly runs: number
  readonly failures: readonly Failure[]
  readonly realMs: number
  /** The slowest run, in real time. */
  readonly slowest: { readonly seed: number; readonly realMs: number }
}

export interface SimulationOptions {
  /** The first seed; the runs take every `stride`th seed after it (default every one). */
  readonly from: number
  readonly runs: number
  readonly stride?: number
  /** The action's run(), loaded with `@actions/core` replaced by sim/core.ts. */
  readonly run: RunAction
  /** Runs at once (each mostly waits on loopback). Default 16. */
  readonly concurrency?: number
  /** Real milliseconds a run may go without a request or a sleep before it counts as hung. Default 10 s. */
  readonly watchdogMs?: number
  /** Called with each run as it is checked. */
  readonly onRun?: (record: RunRecord, violations: readonly Violation[]) => void
}

/** The one line that replays a seed. */
export const reproduction = (seed: number): string => `npm run sim -- --seed ${seed}`

/** A failure in one line: its reproduction, then what it broke. */
export function failureLine(failure: Failure): string {
  const broken = failure.violations.map(v => `${v.invariant}: ${v.detail}`).join(' | ')
  return `${reproduction(failure.seed)}  # ${broken}`
}

/** Runs the schedules of `runs` seeds from `from` (every `stride`th) and checks each. */
export async function simulate(options: SimulationOptions): Promise<Simulation> {
  // The action writes its job summary only where the runner names a file; sim/core.ts keeps it.
  process.env.GITHUB_STEP_SUMMARY ??= 'sim'
  const started = performance.now()
  const failures: Failure[] = []
  let slowest = { seed: options.from, realMs: 0 }
  const stride = options.stride ?? 1
  let taken = 0
  const lane = async (): Promise<void> => {
    while (taken < options.runs) {
      const seed = options.from + taken * stride
      taken += 1
      const record = await runSchedule(
        drawSchedule(seed),
        options.run,
        options.watchdogMs ?? 10_000
      )
      const violations = check(record)
      if (violations.length > 0) failures.push({ seed, violations })
      if (record.realMs > slowest.realMs) slowest = { seed, realMs: record.realMs }
      options.onRun?.(record, violations)
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 16 }, lane))
  failures.sort((a, b) => a.seed - b.seed)
  return { runs: options.runs, failures, realMs: performance.now() - started, slowest }
}
