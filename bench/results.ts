// Owns the shape of one run's results as bench/results.json keeps them (and bench/baseline.json,
// the "before" of issue 17), and the goals they are judged against.
import type { EvalResult } from './eval/eval.js'
import type { LoadSample, Machine } from './nodes.js'
import type { PackResult } from './pack/pack.js'
import type { PollResult } from './poll/poll.js'
import type { ScoreResult } from './score/score.js'
import type { Summary } from './stats.js'
import type { StartResult } from './start/start.js'
import type { StreamResult } from './stream/stream.js'

/** How, where and when the run happened. */
export interface RunInfo {
  /** ISO date of the start. */
  readonly date: string
  readonly minutes: number
  /** The command as typed, for the report. */
  readonly command: string
  readonly commit: string | undefined
  readonly machine: Machine
  readonly nodes: readonly {
    readonly major: number
    readonly version: string
    readonly source: string
  }[]
  /** Load average before each section and at the end. */
  readonly load: readonly LoadSample[]
}

/** One guard or goal, judged on this run. */
export interface GoalVerdict {
  readonly id: string
  readonly goal: string
  /** The Node it is about, when it is about one. */
  readonly node: number | undefined
  /** The figure judged, and its range over the rounds when it has one. */
  readonly figure: number
  readonly range: Summary | undefined
  /** The figure as the report shows it, with its range. */
  readonly shown: string
  readonly met: boolean
}

/** Everything one run found. */
export interface BenchResults {
  readonly schema: 1
  readonly run: RunInfo
  readonly start: StartResult | undefined
  readonly stream: StreamResult | undefined
  readonly poll: PollResult | undefined
  /** Absent from runs before issue 36. */
  readonly pack?: PackResult | undefined
  /** Absent from runs before the eval section (issue 35). */
  readonly eval?: EvalResult | undefined
  /** Absent from runs before the score section (issue 45). */
  readonly score?: ScoreResult | undefined
  readonly goals: readonly GoalVerdict[]
}

/** The guards of issue 26 on start-up and the stream (no longer targets to push), and the goals of the other sections. */
export const TARGETS = {
  /** Whole create-and-wait ÷ `node -e ""`, at most, by Node major. */
  startRatio: { 24: 5.0 } as Readonly<Record<number, number>>,
  /** Our events/s ÷ the SDK's, at least (Node 24). */
  streamOverSdk: 2.5,
  /** Peak RSS growth for a ten times longer stream, at most (Node 20 and 24). */
  streamRssGrowth: 0.1,
  /** The action's upload path ÷ `tar -cf - . | gzip -6` of the same tree, at most (issue 36). */
  packOverTarGzip: 1.3,
  /** Peak RSS growth of the upload path for a tree three times larger, at most (issue 36). */
  packRssGrowth: 0.1,
  /** The eval gate's wall time ÷ (examples ÷ concurrency × one example's time), at most. */
  evalRatio: 1.3,
  /**
   * The eval gate's heap after a full collection: its growth per example added, from a quarter
   * of the examples to all, at most, bytes (the owner's decision in issue 45).
   */
  evalKeptPerExampleBytes: 10_000,
  /**
   * The eval gate's peak RSS growth from a quarter of the examples to all, less the results
   * table's, at most, in the runs that collect (issue 45; a lazy collector's is shown, not judged).
   */
  evalCollectedRssExcess: 0.1,
  /** Scoring 10,000 outputs of 100 kB by regex, exact and contains, at most, ms (issue 45). */
  scoreMs: 2000
} as const

/** The Node the stream's throughput guard is judged on (GitHub runs the action on it). */
export const STREAM_GOAL_NODE = 24
