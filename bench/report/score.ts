// Owns the score section of BENCHMARKS.md: scoring many large outputs by regex, exact and
// contains, against the goal of issue 45.
import type { ScoreNodeResult, ScoreResult } from '../score/score.js'
import { TARGETS } from '../results.js'
import { count, medianRange, ms, plural, quietLine, table } from './format.js'

export function renderScore(result: ScoreResult): string {
  const kb = Math.round(result.outputChars / 1000)
  return [
    '## 6. Scoring: many large outputs by regex, exact and contains (issue 45)',
    `A child per Node (bench/score/child.ts) scores ${count(result.outputs)} outputs of ${count(kb)} kB with the gate's own \`score\` (src/eval/scoring.ts), a third each by \`regex\` (RE2's meaning: re2js, or V8 running the pattern's twin, src/eval/regex-twin.ts), \`exact\` and \`contains\`; a seeded text of 400 made-up words, the answer planted at a random place in half of the outputs; references that match and references that do not (a miss reads the whole output), one regex whose only literal (\`-\`) no output holds (\`\\d{4}-\\d{2}-\\d{2}\`: the twin reads every output to the end). Only the calls to \`score\` are timed, not making the outputs. Goal: all of them within ${count(TARGETS.scoreMs)} ms.`,
    `${plural(result.rounds, 'round')} per Node.`,
    quietLine(result.quiet),
    table(HEADINGS, result.nodes.map(row)),
    ...(result.heldOut === undefined || result.heldOut.length === 0
      ? []
      : [
          'On outputs it was not designed on (bench/score/shapes.ts), not judged against the goal: `json`, pretty-printed records holding every literal of the references, so no literal rules an output out; `unicode`, prose in Latin, Greek and Cyrillic with accents, curly quotes and emoji, by references in the same scripts, classes like `\\p{Greek}` and alternations.',
          table(
            ['Shape', ...HEADINGS],
            result.heldOut.map(node => [node.shape ?? '', ...row(node)])
          )
        ])
  ].join('\n\n')
}

const HEADINGS = ['Node', 'All, ms', 'regex, ms', 'exact, ms', 'contains, ms', 'Passed']

function row(node: ScoreNodeResult): string[] {
  return [
    node.version,
    medianRange(node.totalMs, ms),
    medianRange(node.regexMs, ms),
    medianRange(node.exactMs, ms),
    medianRange(node.containsMs, ms),
    count(node.passed)
  ]
}
