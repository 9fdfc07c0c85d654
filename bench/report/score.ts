// Owns the score section of BENCHMARKS.md: scoring many large outputs by regex, exact and
// contains, against the goal of issue 45.
import type { ScoreResult } from '../score/score.js'
import { TARGETS } from '../results.js'
import { count, medianRange, ms, plural, quietLine, table } from './format.js'

export function renderScore(result: ScoreResult): string {
  const kb = Math.round(result.outputChars / 1000)
  return [
    '## 6. Scoring: many large outputs by regex, exact and contains (issue 45)',
    `A child per Node (bench/score/child.ts) scores ${count(result.outputs)} outputs of ${count(kb)} kB with the gate's own \`score\` (src/eval/scoring.ts), a third each by \`regex\` (RE2, re2js), \`exact\` and \`contains\`; a seeded text of 400 made-up words, the answer planted at a random place in half of the outputs; references that match and references that do not (a miss reads the whole output), one regex with no literal at all (\`\\d{4}-\\d{2}-\\d{2}\`, which RE2 must read to the end). Only the calls to \`score\` are timed, not making the outputs. Goal: all of them within ${count(TARGETS.scoreMs)} ms.`,
    `${plural(result.rounds, 'round')} per Node.`,
    quietLine(result.quiet),
    table(
      ['Node', 'All, ms', 'regex, ms', 'exact, ms', 'contains, ms', 'Passed'],
      result.nodes.map(node => [
        node.version,
        medianRange(node.totalMs, ms),
        medianRange(node.regexMs, ms),
        medianRange(node.exactMs, ms),
        medianRange(node.containsMs, ms),
        count(node.passed)
      ])
    )
  ].join('\n\n')
}
