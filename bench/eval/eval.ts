// Owns the eval section (issue 35, point 9): the action's eval gate on a generated dataset of the
// emulator's `agent` graph, on every Node: its wall time on many examples against the ideal
// (examples ÷ concurrency × one example's time), once and with 'eval-repeat' (issue 45, point 5:
// repeat × the ideal), and its memory on a quarter of them and all: collecting every 200 ms, what
// the process keeps (judged, issue 45), and as Node collects (shown).
import type { ChildRunner } from '../child.js'
import type { NodeBinary } from '../nodes.js'
import type { QuietGate, QuietSummary } from '../quiet.js'
import { type Summary, pairOrder, pairedRatios, summarize } from '../stats.js'
import { type GateRun, GateBench } from './gate-run.js'
import { keptPerExample, rssExcess } from './spans.js'

/** The 'eval-repeat' of the repeated gate: each example of the large dataset run 3 times. */
const REPEAT = 3

/** What the eval section needs. */
export interface EvalOptions {
  /** Rounds after a warm-up run; each runs a 1-example gate, then the small and large pair. */
  readonly rounds: number
  /** Examples of the large dataset (the small one has a quarter of them). */
  readonly examples: number
  /** The bundle to run, dist/index.js. */
  readonly entry: string
  readonly nodes: readonly NodeBinary[]
  readonly runner: ChildRunner
  /** Waited on before each gate run. */
  readonly gate: QuietGate
  readonly log: (line: string) => void
}

/** Everything measured on one Node. */
export interface EvalNodeResult {
  readonly major: number
  readonly version: string
  /** One example's span in a 1-example gate: its run arriving to its feedback's answer ending. */
  readonly oneExampleMs: Summary
  /** The time the 1-example gate logged for its example (the run alone, without recording). */
  readonly oneLoggedMs: Summary
  /** The whole large gate: the experiment created to the experiment closed. */
  readonly gateMs: Summary
  /** The large gate's examples alone: the first run arriving to the last feedback's end. */
  readonly examplesMs: Summary
  /** The median time the large gate logged per example, round by round. */
  readonly largeLoggedMs: Summary
  /** The large gate ÷ (examples ÷ concurrency × one example's span), pair by pair. */
  readonly ratio: Summary
  readonly smallRssKb: Summary
  readonly largeRssKb: Summary
  /**
   * The large run's peak RSS growth over the small's, less the table's, ÷ the small's peak, as
   * Node collects (lazily): shown, not judged, for it counts garbage not yet collected.
   */
  readonly rssExcess: Summary
  /**
   * The judged pair (issue 45): the same runs with a full collection every 200 ms
   * (`KEPT_EVERY_MS`, `--expose-gc`). Absent in results of older runs.
   */
  readonly collected?: {
    /** The most the heap held after a collection, KiB, on the small and the large dataset. */
    readonly smallKeptKb: Summary
    readonly largeKeptKb: Summary
    /** Bytes kept per example added, pair by pair. */
    readonly keptPerExampleBytes: Summary
    /** The peak RSS excess of these runs, as {@link EvalNodeResult.rssExcess}. */
    readonly rssExcess: Summary
    /** The peak RSS of these runs, KiB (absent in results of older runs). */
    readonly smallRssKb?: Summary
    readonly largeRssKb?: Summary
  }
  readonly smallTableBytes: Summary
  readonly largeTableBytes: Summary
  /**
   * The large gate with each example run `repeat` times (`EvalResult.repeat`), once a round.
   * Absent in results of older runs.
   */
  readonly repeated?: {
    readonly gateMs: Summary
    /** The repeated gate ÷ (repeat × examples ÷ concurrency × one example's span), pair by pair. */
    readonly ratio: Summary
    /** The median time the repeated gate logged per example (its median run's), round by round. */
    readonly loggedMs: Summary
  }
}

/** What the eval section found. */
export interface EvalResult {
  readonly examples: number
  readonly smallExamples: number
  readonly concurrency: number
  /** 'eval-repeat' of the repeated gate; absent in results of older runs. */
  readonly repeat?: number
  readonly rounds: number
  readonly nodes: readonly EvalNodeResult[]
  readonly quiet: QuietSummary
}

/** Starts the emulator with the three datasets and measures every Node in turn. */
export async function measureEval(options: EvalOptions): Promise<EvalResult> {
  const small = Math.max(1, Math.round(options.examples / 4))
  const bench = await GateBench.start(options.runner, options.entry, [1, small, options.examples])
  try {
    const nodes: EvalNodeResult[] = []
    for (const node of options.nodes) nodes.push(await measureNode(options, bench, node, small))
    return {
      examples: options.examples,
      smallExamples: small,
      concurrency: bench.concurrency,
      repeat: REPEAT,
      rounds: options.rounds,
      nodes,
      quiet: options.gate.summary()
    }
  } finally {
    await bench.close()
  }
}

async function measureNode(
  options: EvalOptions,
  bench: GateBench,
  node: NodeBinary,
  small: number
): Promise<EvalNodeResult> {
  const large = options.examples
  const run = async (size: number, rss: boolean, more: Partial<GateOptions> = {}) => {
    await options.gate.wait()
    return bench.run(node.path, size, { rss, ...more })
  }
  options.log(`eval, Node ${node.major}: warm-up, 1 and ${large} examples`)
  await run(1, false)
  await run(large, false)
  const runs: Rounds = { ones: [], smalls: [], larges: [], repeated: [], collected: [[], []] }
  for (let round = 0; round < options.rounds; round++) {
    options.log(
      `eval, Node ${node.major}: 1, ${small} and ${large} examples, and ${large} × ${REPEAT}, round ${round + 1} of ${options.rounds}`
    )
    runs.ones.push(await run(1, false))
    for (const size of pairOrder(round, small, large)) {
      ;(size === small ? runs.smalls : runs.larges).push(await run(size, true))
    }
    for (const size of pairOrder(round, small, large)) {
      runs.collected[size === small ? 0 : 1].push(await run(size, true, { keptHeap: true }))
    }
    runs.repeated.push(await run(large, false, { repeat: REPEAT }))
  }
  return { major: node.major, version: node.version, ...summarizeRounds(runs, large, bench) }
}

/** What {@link GateBench.run} is told beyond the Node and the size. */
type GateOptions = Parameters<GateBench['run']>[2]

/** Every round's gate runs, by kind. */
interface Rounds {
  readonly ones: GateRun[]
  readonly smalls: GateRun[]
  readonly larges: GateRun[]
  readonly repeated: GateRun[]
  /** The judged pair, collecting every 200 ms: small, large. */
  readonly collected: readonly [GateRun[], GateRun[]]
}

/** The figures of one Node's rounds. */
function summarizeRounds(
  runs: Rounds,
  large: number,
  bench: GateBench
): Omit<EvalNodeResult, 'major' | 'version'> {
  const { ones, smalls, larges, repeated, collected } = runs
  const ideal = ones.map(one => (large / bench.concurrency) * one.examplesMs)
  const rss = (list: readonly GateRun[]): number[] => list.map(r => r.rssKb ?? Number.NaN)
  return {
    oneExampleMs: summarize(ones.map(r => r.examplesMs)),
    oneLoggedMs: summarize(ones.flatMap(r => r.loggedMs)),
    gateMs: summarize(larges.map(r => r.gateMs)),
    examplesMs: summarize(larges.map(r => r.examplesMs)),
    largeLoggedMs: summarize(larges.map(r => summarize(r.loggedMs).median)),
    ratio: summarize(
      pairedRatios(
        larges.map(r => r.gateMs),
        ideal
      )
    ),
    smallRssKb: summarize(rss(smalls)),
    largeRssKb: summarize(rss(larges)),
    rssExcess: excessOf(smalls, larges),
    collected: {
      smallKeptKb: summarize(collected[0].map(keptOf)),
      largeKeptKb: summarize(collected[1].map(keptOf)),
      keptPerExampleBytes: pairwise(collected[0], collected[1], keptPerExample),
      rssExcess: excessOf(collected[0], collected[1]),
      smallRssKb: summarize(rss(collected[0])),
      largeRssKb: summarize(rss(collected[1]))
    },
    smallTableBytes: summarize(smalls.map(r => r.tableBytes)),
    largeTableBytes: summarize(larges.map(r => r.tableBytes)),
    repeated: {
      gateMs: summarize(repeated.map(r => r.gateMs)),
      ratio: summarize(
        pairedRatios(
          repeated.map(r => r.gateMs),
          ideal.map(one => REPEAT * one)
        )
      ),
      loggedMs: summarize(repeated.map(r => summarize(r.loggedMs).median))
    }
  }
}

/** The excess of each large run over the small run of its round. */
function excessOf(smalls: readonly GateRun[], larges: readonly GateRun[]): Summary {
  return pairwise(smalls, larges, (s, l) => rssExcess(rssOf(s), rssOf(l)))
}

/** `measure` of each small run and the large run of its round. */
function pairwise(
  smalls: readonly GateRun[],
  larges: readonly GateRun[],
  measure: (small: GateRun, large: GateRun) => number
): Summary {
  return summarize(smalls.map((s, i) => measure(s, larges[i] as GateRun)))
}

function rssOf(run: GateRun): { rssKb: number; tableBytes: number } {
  return { rssKb: run.rssKb ?? Number.NaN, tableBytes: run.tableBytes }
}

function keptOf(run: GateRun): number {
  return run.keptKb ?? Number.NaN
}
