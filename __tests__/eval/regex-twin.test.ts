/**
 * The V8 twin of a regex reference: it matches where RE2 matches (a property test over random
 * patterns and texts, folds and surrogate pairs among them), and stays linear where a
 * backtracking engine would not (V8's fallback, and a capture group around every repeated body).
 */
import v8 from 'node:v8'
import { beforeAll, describe, expect, it } from '@jest/globals'
import { RE2JS } from 're2js'
import { loadRe2 } from '../../src/eval/re2.js'
import { twinOf, twinReads } from '../../src/eval/regex-twin.js'
import { seededRandom as seeded } from '../../bench/stats.js'

// Scoring compiles regex references with RE2's port, which the gate loads as it reads the dataset.
beforeAll(loadRe2)

// Where RE2 and V8 differ: folds (K, ſ, İ), blanks (\v, NBSP, U+2028), \r, pairs, accents.
const CHARS = ['a', 'b', 'A', 'k', 'K', '\u212a', 's', 'S', 'ſ', 'İ', 'i', 'é', 'É', '1', '_']
const ODD = [' ', '\n', '\r', '\v', '\u00a0', '\u2028', '-', '.', '😀', '𐐀', '𐐨', 'x']
const ATOMS = [
  ...CHARS,
  ...ODD.filter(c => c !== '.'),
  '\\.',
  '.',
  '\\w',
  '\\W',
  '\\s',
  '\\S',
  '\\d',
  '\\b',
  '\\B',
  '^',
  '$',
  '[^a]',
  '[a-z]',
  '[^\\s]',
  '[ſk]',
  '\\x{1F600}',
  '[\\x{10000}-\\x{10FFFF}]',
  '\\p{Greek}',
  '\\pN',
  '(?s:.)',
  '(?-i:k)',
  '(?m:^)',
  '\\z'
]
const QUANTIFIERS = ['*', '+', '?', '{2}', '{1,3}', '*?', '+?']

function pattern(random: () => number, depth: number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const roll = random()
  if (depth > 3 || roll < 0.45) return pick(ATOMS)
  if (roll < 0.65) return `${pattern(random, depth + 1)}${pattern(random, depth + 1)}`
  if (roll < 0.8) return `(${pattern(random, depth + 1)}|${pattern(random, depth + 1)})`
  return `(?:${pattern(random, depth + 1)})${pick(QUANTIFIERS)}`
}

function text(random: () => number): string {
  const length = Math.floor(random() * 12)
  const all = [...CHARS, ...ODD]
  return Array.from({ length }, () => all[Math.floor(random() * all.length)]).join('')
}

describe('twinOf', () => {
  it('matches where RE2 matches, on random patterns and texts (seeded)', () => {
    // V8's regexp optimizer spends ~9 ms on each of these random patterns, their folds written
    // out (10 of the test's 11 s), and changes no match: it is off while they run.
    v8.setFlagsFromString('--no-regexp-optimization')
    try {
      compareWithRe2()
    } finally {
      v8.setFlagsFromString('--regexp-optimization')
    }
  })

  function compareWithRe2(): void {
    let compared = 0
    // One expect over the mismatches: an expect per comparison took a quarter of the test's time.
    const mismatches: { seed: number; source: string; subject: string; re2: boolean }[] = []
    for (let seed = 1; seed <= 1500; seed++) {
      const random = seeded(seed)
      const source = pattern(random, 0)
      const twin = twinOf(source)
      if (twin === undefined) continue
      const re2 = RE2JS.compile(source, RE2JS.CASE_INSENSITIVE)
      for (let i = 0; i < 20; i++) {
        const subject = text(random)
        if (!twinReads(twin, subject)) continue
        compared++
        const matched = re2.test(subject)
        if (twin.regexp.test(subject) !== matched)
          mismatches.push({ seed, source, subject, re2: matched })
      }
    }
    expect(mismatches).toEqual([])
    expect(compared).toBeGreaterThan(15_000)
  }

  it('is written for what a dataset holds, and not for a (?m) anchor', () => {
    for (const source of ['capital of\\s+\\w+ is paris', '\\b(nice|lyon)\\b', '\\d{4}-\\d{2}']) {
      expect(twinOf(source)).toBeDefined()
    }
    expect(twinOf('(?m)^yes$')).toBeUndefined()
  })

  it.each([
    ['^(\\w+\\s?)*$', `${'a'.repeat(40)}!`],
    ['\\w*x', 'a'.repeat(100_000)],
    ['\\s+$', `${' '.repeat(100_000)}x`],
    ['(a|aa)*c', 'a'.repeat(100_000)],
    ['.*.*=.*;', 'a'.repeat(100_000)],
    ['[a-z]+@[a-z]+\\.com', 'a'.repeat(100_000)],
    ['(x+x+)+y', 'x'.repeat(5_000)]
  ])('stays linear on %s, where backtracking would not', (source, subject) => {
    const twin = twinOf(source)
    expect(twin).toBeDefined()
    const started = performance.now()
    expect(twin?.regexp.test(subject)).toBe(false)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

describe('twinReads', () => {
  it('leaves to RE2 a text with a lone surrogate, and \\B over a surrogate pair', () => {
    const twin = twinOf('a.b')
    const inner = twinOf('\\B')
    if (twin === undefined || inner === undefined) throw new Error('no twin')
    expect(twinReads(twin, 'a😀b')).toBe(true)
    expect(twinReads(twin, 'a\ud800b')).toBe(false)
    expect(twinReads(inner, 'a b')).toBe(true)
    expect(twinReads(inner, 'a😀b')).toBe(false)
  })
})
