// Owns the score section (issue 45): scoring OUTPUTS outputs of 100 kB (a third each by regex,
// exact and contains) in a child per Node, timed around the scoring calls alone.
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

import { type ChildRunner, checkChild } from '../child.js'
import type { NodeBinary } from '../nodes.js'
import type { QuietGate, QuietSummary } from '../quiet.js'
import { type Summary, summarize } from '../stats.js'
import type { ScoreChildReport } from './child.js'

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

/** One Node's figures over the rounds. */
export interface ScoreNodeResult {
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
  readonly nodes: readonly ScoreNodeResult[]
  readonly quiet: QuietSummary
}

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'child.js')

export async function measureScore(options: ScoreOptions): Promise<ScoreResult> {
  const nodes: ScoreNodeResult[] = []
  for (const node of options.nodes) {
    const reports: ScoreChildReport[] = []
    for (let round = 0; round < options.rounds; round++) {
      options.log(`score, Node ${node.major}: round ${round + 1} of ${options.rounds}`)
      await options.gate.wait()
      const run = await options.runner.run({
        node: node.path,
        args: [CHILD, String(options.outputs), String(options.outputChars)]
      })
      checkChild('the scoring child', run)
      reports.push(JSON.parse(run.stdout) as ScoreChildReport)
    }
    nodes.push({
      major: node.major,
      version: node.version,
      totalMs: summarize(reports.map(r => r.totalMs)),
      regexMs: summarize(reports.map(r => r.byRuleMs.regex)),
      exactMs: summarize(reports.map(r => r.byRuleMs.exact)),
      containsMs: summarize(reports.map(r => r.byRuleMs.contains)),
      passed: reports[0]?.passed ?? 0
    })
  }
  return {
    outputs: options.outputs,
    outputChars: options.outputChars,
    rounds: options.rounds,
    nodes,
    quiet: options.gate.summary()
  }
}
