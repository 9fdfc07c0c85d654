// Owns one run of the scoring workload in a child of its own: OUTPUTS outputs of OUTPUT_CHARS
// characters, a third each scored by regex, exact and contains; prints the times as JSON.
// Usage: node child.js [OUTPUTS] [OUTPUT_CHARS]
import { type MatchRule, score } from '../../src/eval/scoring.js'
import { seededRandom } from '../stats.js'

/** What one run prints. */
export interface ScoreChildReport {
  readonly outputs: number
  readonly outputChars: number
  /** Scoring alone (each output is made outside the timed call), by rule and in all. */
  readonly totalMs: number
  readonly byRuleMs: Readonly<Record<MatchRule, number>>
  readonly passed: number
}

const RULES: readonly MatchRule[] = ['regex', 'exact', 'contains']
/** Planted in half of the outputs, at a random place: what the references look for. */
const ANSWER = 'The capital of France is Paris.'
/**
 * References as a dataset holds them, each rule with one that a planted answer satisfies and one
 * that nothing does (a miss reads the whole output). The regexes mix literals, classes and
 * alternation; one has no literal at all, so RE2 reads every output it is given to the end.
 */
const REFERENCES: Readonly<Record<MatchRule, readonly string[]>> = {
  regex: [
    'capital of\\s+\\w+ is paris',
    '\\b(nice|lyon)\\b',
    'capital of\\s+\\w+ is lyon',
    '\\d{4}-\\d{2}-\\d{2}'
  ],
  exact: [ANSWER, 'Paris'],
  contains: ['capital of  France is PARIS', 'capital of France is Lyon']
}

/** A vocabulary of 400 made-up words, and a text of them with blanks, from a seeded generator. */
function corpus(chars: number, random: () => number): string {
  const syllables = ['ka', 'lo', 'mi', 'ne', 'ra', 'su', 'ti', 'vo', 'de', 'ba', 'ge', 'po']
  const pick = (): string => syllables[Math.floor(random() * syllables.length)] ?? ''
  const vocabulary = Array.from(
    { length: 400 },
    () => `${pick()}${pick()}${random() < 0.5 ? pick() : ''}`
  )
  const parts: string[] = []
  let length = 0
  while (length < chars) {
    const word = vocabulary[Math.floor(random() * vocabulary.length)] ?? ''
    const part = `${random() < 0.05 ? word.toUpperCase() : word}${random() < 0.08 ? '.\n' : ' '}`
    parts.push(part)
    length += part.length
  }
  return parts.join('')
}

function main(): void {
  const [outputs = 10_000, chars = 100_000] = process.argv.slice(2).map(Number)
  const random = seededRandom(20_251_129)
  const text = corpus(chars * 4, random)
  const byRuleMs: Record<MatchRule, number> = { regex: 0, exact: 0, contains: 0 }
  let passed = 0
  for (let i = 0; i < outputs; i++) {
    // A fresh, flat string each time (a slice at another offset, the answer planted or not).
    const at = Math.floor(random() * chars * 3)
    const body = text.slice(at, at + chars - ANSWER.length - 1)
    const cut = Math.floor(random() * body.length)
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
  const report: ScoreChildReport = { outputs, outputChars: chars, totalMs, byRuleMs, passed }
  process.stdout.write(`${JSON.stringify(report)}\n`)
}

main()
