// Owns the workloads of the score section: the seeded words the scoring was tuned on, and two
// shapes it was not designed on (JSON records; text in several scripts with emoji), each with
// references that match and references that do not, by regex, exact and contains.
import type { MatchRule } from '../../src/eval/scoring.js'

/** A workload: a text to slice outputs from, the answer planted in half of them, references. */
export interface Shape {
  readonly answer: string
  readonly references: Readonly<Record<MatchRule, readonly string[]>>
  readonly corpus: (chars: number, random: () => number) => string
}

export const SHAPE_NAMES = ['words', 'json', 'unicode'] as const
export type ShapeName = (typeof SHAPE_NAMES)[number]

/** Text of `pick()` parts until `chars` long. */
function fill(chars: number, part: () => string): string {
  const parts: string[] = []
  let length = 0
  while (length < chars) {
    const next = part()
    parts.push(next)
    length += next.length
  }
  return parts.join('')
}

const oneOf = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T

/** What the goal is judged on: 400 made-up words, blanks; mostly ASCII, literals rare. */
const words: Shape = {
  answer: 'The capital of France is Paris.',
  references: {
    // One has no literal the output holds: RE2 or its twin reads every output to the end.
    regex: [
      'capital of\\s+\\w+ is paris',
      '\\b(nice|lyon)\\b',
      'capital of\\s+\\w+ is lyon',
      '\\d{4}-\\d{2}-\\d{2}'
    ],
    exact: ['The capital of France is Paris.', 'Paris'],
    contains: ['capital of  France is PARIS', 'capital of France is Lyon']
  },
  corpus: (chars, random) => {
    const syllables = ['ka', 'lo', 'mi', 'ne', 'ra', 'su', 'ti', 'vo', 'de', 'ba', 'ge', 'po']
    const pick = (): string => oneOf(syllables, random)
    const vocabulary = Array.from(
      { length: 400 },
      () => `${pick()}${pick()}${random() < 0.5 ? pick() : ''}`
    )
    return fill(chars, () => {
      const word = oneOf(vocabulary, random)
      return `${random() < 0.05 ? word.toUpperCase() : word}${random() < 0.08 ? '.\n' : ' '}`
    })
  }
}

/** Pretty-printed JSON records: every literal of the references is in every output. */
const json: Shape = {
  answer: '{"answer": "Paris", "status": "done"}',
  references: {
    regex: [
      '"status":\\s*"(done|complete)"',
      '"answer":\\s*"[A-Z][a-z]+",\\s*"status"',
      '"status":\\s*"(failed|error)"',
      '"score":\\s*-?\\d+\\.\\d{3,}e[+-]\\d+'
    ],
    exact: ['{"answer": "Paris", "status": "done"}', '"Paris"'],
    contains: ['"answer": "paris"', '"status": "error"']
  },
  corpus: (chars, random) => {
    const cities = ['Lyon', 'Nice', 'Lille', 'Nantes', 'Rennes', 'Brest', 'Dijon', 'Metz']
    const states = ['queued', 'running', 'retrying', 'waiting']
    let id = 10_000
    return fill(chars, () => {
      id += 1 + Math.floor(random() * 9)
      const score = (random() * 100).toFixed(2)
      return `{\n  "id": ${id},\n  "city": "${oneOf(cities, random)}",\n  "status": "${oneOf(states, random)}",\n  "score": ${score},\n  "tags": ["a${id % 7}", "b${id % 5}"]\n},\n`
    })
  }
}

/** Prose in Latin, Greek and Cyrillic scripts with accents, curly quotes and emoji. */
const unicode: Shape = {
  answer: 'La capitale de la France est Paris ✓',
  references: {
    regex: [
      'capitale de la\\s+\\w+ est paris',
      '\\b(été|naïve|résumé)\\b',
      '[\\p{Greek}]+\\s+\\d+\\s+€',
      '(?:🙂|😀)\\s*\\p{Lu}\\p{Ll}+ est lyon'
    ],
    exact: ['La capitale de la France est Paris ✓', 'Paris ✓'],
    contains: ['capitale de la FRANCE est paris', '« Lyon » est la capitale']
  },
  corpus: (chars, random) => {
    const vocabulary = [
      'café',
      'crème',
      'Ärger',
      'straße',
      'δέκα',
      'Αθήνα',
      'москва',
      'Привет',
      '“quoted”',
      '—',
      '🙂',
      '😀',
      'ÉLAN',
      'été',
      'ſtop',
      '42',
      '€'
    ]
    return fill(chars, () => `${oneOf(vocabulary, random)}${random() < 0.08 ? '.\n' : ' '}`)
  }
}

export const SHAPES: Readonly<Record<ShapeName, Shape>> = { words, json, unicode }
