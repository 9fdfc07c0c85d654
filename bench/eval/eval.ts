// Owns the eval section (issue 35, point 9): the action's eval gate on a generated dataset of the
// emulator's `agent` graph, on every Node: its wall time on many examples against the ideal
// (examples ÷ concurrency × one example's time), and its peak RSS on a quarter of them and all
// (and again with V8's young generation held small, to tell what the gate keeps from V8's warm-up).
import type { ChildRunner } from '../child.js'
import type { NodeBinary } from '../nodes.js'
import type { QuietGate, QuietSummary } from '../quiet.js'
import { type Summary, pairOrder, pairedRatios, summarize } from '../stats.js'
import { type GateRun, GateBench } from './gate-run.js'
import { rssExcess } from './spans.js'

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
  /** The large run's peak RSS growth over the small's, less the table's, ÷ the small's peak. */
  readonly rssExcess: Summary
  /**
   * The same excess with V8's young generation held at its smallest ({@link YOUNG_HELD}): a
   * diagnosis, not judged. What is left is what the gate keeps; the rest is V8 writing for the
   * first time the young generation it committed early (absent in results of older runs).
   */
  readonly youngHeldRssExcess?: Summary
  readonly smallTableBytes: Summary
  readonly largeTableBytes: Summary
}

/** What the eval section found. */
export interface EvalResult {
  readonly examples: number
  readonly smallExamples: number
  readonly concurrency: number
  readonly rounds: number
  readonly nodes: readonly EvalNodeResult[]
  readonly quiet: QuietSummary
}

/**
 * Node's flag for the diagnosis pair: semi-spaces of 1 MiB, so that a short run writes all of the
 * young generation as a long one does, and only what the process keeps can differ.
 */
export const YOUNG_HELD = ['--max-semi-space-size=1']

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
  const run = async (
    size: number,
    rss: boolean,
    flags: readonly string[] = []
  ): Promise<GateRun> => {
    await options.gate.wait()
    return bench.run(node.path, size, rss, flags)
  }
  options.log(`eval, Node ${node.major}: warm-up, 1 and ${large} examples`)
  await run(1, false)
  await run(large, false)
  const ones: GateRun[] = []
  const smalls: GateRun[] = []
  const larges: GateRun[] = []
  const youngHeld: { small: GateRun[]; large: GateRun[] } = { small: [], large: [] }
  for (let round = 0; round < options.rounds; round++) {
    options.log(
      `eval, Node ${node.major}: 1, ${small} and ${large} examples, round ${round + 1} of ${options.rounds}`
    )
    ones.push(await run(1, false))
    for (const size of pairOrder(round, small, large)) {
      ;(size === small ? smalls : larges).push(await run(size, true))
    }
    for (const size of pairOrder(round, small, large)) {
      youngHeld[size === small ? 'small' : 'large'].push(await run(size, true, YOUNG_HELD))
    }
  }
  const ideal = ones.map(one => (large / bench.concurrency) * one.examplesMs)
  const rss = (list: readonly GateRun[]): number[] => list.map(r => r.rssKb ?? Number.NaN)
  return {
    major: node.major,
    version: node.version,
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
    youngHeldRssExcess: excessOf(youngHeld.small, youngHeld.large),
    smallTableBytes: summarize(smalls.map(r => r.tableBytes)),
    largeTableBytes: summarize(larges.map(r => r.tableBytes))
  }
}

/** The excess of each large run over the small run of its round. */
function excessOf(smalls: readonly GateRun[], larges: readonly GateRun[]): Summary {
  return summarize(smalls.map((s, i) => rssExcess(rssOf(s), rssOf(larges[i] as GateRun))))
}

function rssOf(run: GateRun): { rssKb: number; tableBytes: number } {
  return { rssKb: run.rssKb ?? Number.NaN, tableBytes: run.tableBytes }
}
