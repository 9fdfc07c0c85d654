// Owns the eval section of BENCHMARKS.md: the action's eval gate on a generated dataset, its wall
// time against examples ÷ concurrency × one example's time, and what it keeps on a quarter of it.
import { KEPT_EVERY_MS } from '../child.js'
import type { EvalNodeResult, EvalResult } from '../eval/eval.js'
import { TARGETS } from '../results.js'
import {
  count,
  fineKilobytes,
  fixed,
  kilobytes,
  medianRange,
  mib,
  ms,
  percent,
  plural,
  quietLine,
  table,
  times
} from './format.js'

/** The eval section. */
export function renderEval(result: EvalResult): string {
  const { examples: n, smallExamples: small, concurrency: c } = result
  return [
    '## 5. The eval gate: a dataset through the new revision (issue 35)',
    `Each gate run is the action as users run it: \`dist/index.js\` as a child process with \`INPUT_*\` variables (the defaults of \`action.yml\`, so \`eval-concurrency\` ${c}), deploying a new deployment to the emulator in the benchmark's process (\`stepMs: 0\`: \`DEPLOYED\` at once) with \`eval-dataset\` set, then running each example as a stateless run of the emulator's \`agent\` graph (it echoes the question token by token, 5 ms a tick), scoring it, and recording it in the emulator's LangSmith API through the \`langsmith\` SDK (a run and a feedback per example, the experiment opened and closed). The datasets are generated (bench/eval/spans.ts): ${count(n)}, ${count(small)} and 1 examples whose reference is a phrase of the question in another case and spacing, so every example passes; each run is checked to end \`DEPLOYED\` with every example passed and run once. A child process, not the gate's function in-process: the child's start-up and deploy fall outside the window timed, so they do not swamp it.`,
    `Times are the emulator's (the requests as it served them, so what the child does before and after the gate is left out): the gate's window runs from the experiment's creation arriving to the end of the answer that closed it (waiting for the agent, every example, closing), and one example's time is the span of the 1-example gate's only example, from its run arriving to the end of its feedback's answer (its run, scoring and recording; none of the gate's fixed cost). The ratio is the gate's window ÷ (${count(n)} ÷ ${c}) × one example's time of the same round: 1.00× is a pool that never waits, and the gate's own fixed cost (opening, the readiness probe, closing) counts against it. The times the gate logged per example (the run alone) are shown to tell a slower agent under load from waiting in the gate.`,
    memoryLine(result),
    `${plural(result.rounds, 'round')} after a warm-up of a 1-example and a ${count(n)}-example gate; each round runs a 1-example gate, then the ${count(small)}/${count(n)} pair.`,
    quietLine(result.quiet),
    table(
      [
        'Node',
        'One example, ms (logged: run only)',
        `Gate, ${count(n)} examples, s`,
        `Ideal: ${count(n)} ÷ ${c} × one, s`,
        'Gate ÷ ideal',
        `Logged per example at ${c} at a time, ms`
      ],
      result.nodes.map(node => [
        node.version,
        `${medianRange(node.oneExampleMs, ms)} (${ms(node.oneLoggedMs.median)})`,
        medianRange(node.gateMs, sec),
        sec((n / c) * node.oneExampleMs.median),
        medianRange(node.ratio, times),
        medianRange(node.largeLoggedMs, ms)
      ])
    ),
    ...repeatedLines(result),
    ...memoryTables(result)
  ].join('\n\n')
}

const sec = (valueMs: number): string => fixed(valueMs / 1000, 2)

/**
 * How memory is judged (the owner's decision in issue 45): on what the process keeps, the runs
 * that collect; the runs as Node collects are shown.
 */
function memoryLine(result: EvalResult): string {
  const { examples: n, smallExamples: small } = result
  const every = count(KEPT_EVERY_MS)
  return `Memory is judged on what the process keeps, as the owner decided in issue 45. Each round runs the ${count(small)}/${count(n)} pair with a full collection every ${every} ms (\`--expose-gc\`, and a probe preloaded that calls \`gc()\` before each reading of the heap, the last as the process exits): the most the heap held just after a collection is what the process keeps. Goal: it grows by no more than ${fineKilobytes(TARGETS.evalKeptPerExampleBytes)} per example added from ${count(small)} to ${count(n)} (its example as read, its row, and the code V8 compiled meanwhile, which the heap counts too). Goal: the peak RSS of those runs (\`--require\` probe) grows within ${fixed(TARGETS.evalCollectedRssExcess * 100, 0)} % beyond the results table: (peak at ${count(n)} − peak at ${count(small)} − the table's growth) ÷ the peak at ${count(small)}, pair by pair, where the results table is the bytes of the job summary and the outputs the step leaves (\`eval-results\` lists the failing IDs, the summary a row per example); what is left of it is the runtime's own (compiled code, the pages of its young generation written for the first time, the allocator), not data the gate holds. The same pair also runs as users run it, Node collecting when it likes: its peak RSS excess is shown, not judged, for it counts garbage V8 had not collected yet, which says when V8 chose to collect, not what the gate keeps.`
}

/** The judged runs that collect, then the runs as Node collects (shown). */
function memoryTables(result: EvalResult): string[] {
  const { examples: n, smallExamples: small } = result
  const sizes = `${count(small)} / ${count(n)} examples`
  const judged = table(
    [
      'Node',
      `Collecting every ${count(KEPT_EVERY_MS)} ms: heap kept, ${sizes}, MiB`,
      'Kept per example added',
      `Peak RSS, ${sizes}, MiB`,
      'Results table, small / large',
      'Excess beyond the table'
    ],
    result.nodes.map(node => [node.version, ...collectedCells(node)])
  )
  const lazy = table(
    [
      'Node',
      `As Node collects (not judged): peak RSS, ${count(small)} examples, MiB`,
      `Peak RSS, ${count(n)} examples, MiB`,
      'Excess beyond the table'
    ],
    result.nodes.map(node => [
      node.version,
      medianRange(node.smallRssKb, mib),
      medianRange(node.largeRssKb, mib),
      medianRange(node.rssExcess, percent)
    ])
  )
  return [judged, lazy]
}

/** The gate with 'eval-repeat' (issue 45, point 5): its paragraph and table; none in older results. */
function repeatedLines(result: EvalResult): string[] {
  const { examples: n, concurrency: c, repeat: r } = result
  if (r === undefined) return []
  const rows = result.nodes.flatMap(node => {
    const repeated = node.repeated
    if (repeated === undefined) return []
    return [
      [
        node.version,
        medianRange(repeated.gateMs, sec),
        sec(r * (n / c) * node.oneExampleMs.median),
        medianRange(repeated.ratio, times),
        medianRange(repeated.loggedMs, ms)
      ]
    ]
  })
  return [
    `With \`eval-repeat: ${r}\` (issue 45, point 5), each round also runs the ${count(n)}-example gate with every example run ${r} times (the ${count(r * n)} runs in the one pool of ${c}; each recorded as a run of its example), checked to make ${count(r * n)} runs and pass every example. Its ratio is its window ÷ (${r} × ${count(n)} ÷ ${c}) × one example's time of the same round; goal ≤ ${fixed(TARGETS.evalRatio, 1)}×, the same bar as one pass. The time logged per example is its median run's.`,
    table(
      [
        'Node',
        `Gate, ${count(n)} examples × ${r}, s`,
        `Ideal: ${r} × ${count(n)} ÷ ${c} × one, s`,
        'Gate ÷ ideal',
        `Logged per example (median run), ms`
      ],
      rows
    )
  ]
}

/** The judged pair's cells; dashes for results of runs that had none. */
function collectedCells(node: EvalNodeResult): string[] {
  const c = node.collected
  const tables = `${kilobytes(node.smallTableBytes.median)} / ${kilobytes(node.largeTableBytes.median)}`
  if (c === undefined) return ['—', '—', '—', tables, '—']
  const rss =
    c.smallRssKb === undefined || c.largeRssKb === undefined
      ? '—'
      : `${medianRange(c.smallRssKb, mib)} / ${medianRange(c.largeRssKb, mib)}`
  return [
    `${medianRange(c.smallKeptKb, mib)} / ${medianRange(c.largeKeptKb, mib)}`,
    medianRange(c.keptPerExampleBytes, fineKilobytes),
    rss,
    tables,
    medianRange(c.rssExcess, percent)
  ]
}
