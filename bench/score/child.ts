// Owns one run of the scoring workload in a child of its own: OUTPUTS outputs of OUTPUT_CHARS
// characters of a SHAPE (shapes.ts), a third each scored by regex, exact and contains; prints
// the times as JSON. Usage: node child.js [OUTPUTS] [OUTPUT_CHARS] [SHAPE]
import { loadRe2 } from '../../src/eval/re2.js'
import { type MatchRule, score } from '../../src/eval/scoring.js'
import { seededRandom } from '../stats.js'
import { SHAPES, SHAPE_NAMES, type ShapeName } from './shapes.js'

/** What one run prints. */
export interface ScoreChildReport {
  readonly shape: ShapeName
  readonly outputs: number
  readonly outputChars: number
  /** Scoring alone (each output is made outside the timed call), by rule and in all. */
  readonly totalMs: number
  readonly byRuleMs: Readonly<Record<MatchRule, number>>
  readonly passed: number
}

const RULES: readonly MatchRule[] = ['regex', 'exact', 'contains']

/** `at`, or the next index where it would split a surrogate pair: outputs stay well-formed. */
function whole(text: string, at: number): number {
  const unit = text.charCodeAt(at)
  return unit >= 0xdc00 && unit <= 0xdfff ? at + 1 : at
}

async function main(): Promise<void> {
  // The gate loads RE2's port as it reads the dataset; loaded here, outside the timed calls.
  await loadRe2()
  const [outputs = 10_000, chars = 100_000] = process.argv.slice(2, 4).map(Number)
  const shape = SHAPE_NAMES.find(name => name === process.argv[4]) ?? 'words'
  const { answer: ANSWER, references: REFERENCES, corpus } = SHAPES[shape]
  const random = seededRandom(20_251_129)
  const text = corpus(chars * 4, random)
  const byRuleMs: Record<MatchRule, number> = { regex: 0, exact: 0, contains: 0 }
  let passed = 0
  for (let i = 0; i < outputs; i++) {
    // A fresh, flat string each time (a slice at another offset, the answer planted or not).
    const at = whole(text, Math.floor(random() * chars * 3))
    const body = text.slice(at, whole(text, at + chars - ANSWER.length - 1))
    const cut = whole(body, Math.floor(random() * body.length))
    const output =
      i % 2 === 0
        ? `${body.slice(0, cut)} ${ANSWER}${body.slice(cut)}`
        : `${body} ${'x'.repeat(ANSWER.length)}`
    output.charCodeAt(output.length >> 1)
    const rule = RULES[i % RULES.length] ?? 'contains'
    const choices = REFERENCES[rule]
    const reference = choices[Math.floor(i / RULES.length) % choices.length] ?? ''
    // exact compares a whole message: the answer alone in one, the rest in another.
    const pieces = rule === 'exact' && i % 2 === 0 ? [body, ANSWER] : [output]
    const started = performance.now()
    if (score(pieces, [reference], rule).passed) passed++
    byRuleMs[rule] += performance.now() - started
  }
  const totalMs = byRuleMs.regex + byRuleMs.exact + byRuleMs.contains
  const report: ScoreChildReport = { shape, outputs, outputChars: chars, totalMs, byRuleMs, passed }
  process.stdout.write(`${JSON.stringify(report)}\n`)
}

await main()
