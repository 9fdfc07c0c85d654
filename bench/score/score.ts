// Owns the score section (issue 45): scoring OUTPUTS outputs of 100 kB (a third each by regex,
// exact and contains) in a child per Node, timed around the scoring calls alone.
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

import { type ChildRunner, checkChild } from '../child.js'
import type { NodeBinary } from '../nodes.js'
import type { QuietGate, QuietSummary } from '../quiet.js'
import { type Summary, summarize } from '../stats.js'
import type { ScoreChildReport } from './child.js'
import { SHAPE_NAMES, type ShapeName } from './shapes.js'

/** What the score section needs. */
export interface ScoreOptions {
  readonly rounds: number
  readonly outputs: number
  readonly outputChars: number
  readonly nodes: readonly NodeBinary[]
  readonly runner: ChildRunner
  readonly gate: QuietGate
  readonly log: (line: string) => void
}

/** One Node's figures over the rounds, on one shape of outputs (shapes.ts). */
export interface ScoreNodeResult {
  readonly shape?: ShapeName | undefined
  readonly major: number
  readonly version: string
  readonly totalMs: Summary
  readonly regexMs: Summary
  readonly exactMs: Summary
  readonly containsMs: Summary
  /** Outputs that passed (the same every round: the workload is seeded). */
  readonly passed: number
}

/** What the score section found. */
export interface ScoreResult {
  readonly outputs: number
  readonly outputChars: number
  readonly rounds: number
  /** On the seeded words: what the goal is judged on. */
  readonly nodes: readonly ScoreNodeResult[]
  /** On the shapes the scoring was not designed on (absent from earlier runs). */
  readonly heldOut?: readonly ScoreNodeResult[] | undefined
  readonly quiet: QuietSummary
}

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'child.js')

export async function measureScore(options: ScoreOptions): Promise<ScoreResult> {
  const results: ScoreNodeResult[] = []
  for (const shape of SHAPE_NAMES) {
    for (const node of options.nodes) results.push(await measureShape(options, node, shape))
  }
  return {
    outputs: options.outputs,
    outputChars: options.outputChars,
    rounds: options.rounds,
    nodes: results.filter(result => result.shape === 'words'),
    heldOut: results.filter(result => result.shape !== 'words'),
    quiet: options.gate.summary()
  }
}

async function measureShape(
  options: ScoreOptions,
  node: NodeBinary,
  shape: ShapeName
): Promise<ScoreNodeResult> {
  const reports: ScoreChildReport[] = []
  for (let round = 0; round < options.rounds; round++) {
    options.log(`score (${shape}), Node ${node.major}: round ${round + 1} of ${options.rounds}`)
    await options.gate.wait()
    const run = await options.runner.run({
      node: node.path,
      args: [CHILD, String(options.outputs), String(options.outputChars), shape]
    })
    checkChild('the scoring child', run)
    reports.push(JSON.parse(run.stdout) as ScoreChildReport)
  }
  return {
    shape,
    major: node.major,
    version: node.version,
    totalMs: summarize(reports.map(r => r.totalMs)),
    regexMs: summarize(reports.map(r => r.byRuleMs.regex)),
    exactMs: summarize(reports.map(r => r.byRuleMs.exact)),
    containsMs: summarize(reports.map(r => r.byRuleMs.contains)),
    passed: reports[0]?.passed ?? 0
  }
}
