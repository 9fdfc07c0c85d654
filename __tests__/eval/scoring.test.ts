/**
 * Scoring an example without a model: each rule, the per-example override, the difference shown;
 * a run that produced nothing fails; a regular expression runs in linear time (RE2) or is refused,
 * named.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { loadRe2 } from '../../src/eval/re2.js'
import { exampleRule, referenceStrings, regexRefusal, score } from '../../src/eval/scoring.js'

// Scoring compiles regex references with RE2's port, which the gate loads as it reads the dataset.
beforeAll(loadRe2)

describe('referenceStrings', () => {
  it('reads every string, number and boolean of the reference outputs, not the keys', () => {
    expect(referenceStrings({ answer: 'Paris', facts: ['capital', { n: 3, ok: true }] })).toEqual([
      'Paris',
      'capital',
      '3',
      'true'
    ])
  })
  it('takes no reference from empty or absent outputs', () => {
    expect(referenceStrings(null)).toEqual([])
    expect(referenceStrings({ answer: '  ' })).toEqual([])
  })
})

describe('score', () => {
  const pieces = ['The capital of   France is Paris.', 'done']
  it.each([
    ['contains', ['capital of france', 'PARIS'], true],
    ['contains', ['Lyon'], false],
    ['exact', ['done'], true],
    ['exact', ['  DONE '], true],
    ['exact', ['Paris'], false],
    ['regex', ['capital of\\s+\\w+ is paris'], true],
    ['regex', ['^lyon'], false]
  ] as const)('%s %j -> passed %s', (rule, references, passed) => {
    expect(score(pieces, references, rule).passed).toBe(passed)
  })
  it('names the first reference that did not match, and what the output was', () => {
    const result = score(pieces, ['paris', 'Lyon', 'Nice'], 'contains')
    expect(result.comment).toBe(
      'expected "Lyon" in the output; the output was "The capital of   France is Paris. done"'
    )
  })
  it('fails an invalid regular expression rather than throwing, naming it', () => {
    const result = score(pieces, ['(unclosed'], 'regex')
    expect(result.passed).toBe(false)
    expect(result.comment).toMatch(
      /^the reference \/\(unclosed\/ is not a regular expression the gate runs/
    )
  })
  it('passes an example without references once the run produced output', () => {
    expect(score(['hi'], [], 'contains')).toEqual({
      passed: true,
      comment: 'no reference outputs: the run produced output'
    })
  })
  it.each(['contains', 'exact', 'regex'] as const)(
    'fails a run that produced no output under %s, with or without references',
    rule => {
      const none = { passed: false, comment: 'the run produced no output' }
      expect(score([], [], rule)).toEqual(none)
      expect(score([], ['.*'], rule)).toEqual(none)
    }
  )
})

describe('exact, read without lower-casing the output', () => {
  it('knows every character that lower-cases to ASCII (A-Z, K, İ), and that none gets shorter', () => {
    const found: number[] = []
    const shorter: number[] = []
    for (let code = 0x80; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue
      const char = String.fromCodePoint(code)
      const lower = char.toLowerCase()
      if (/[\0-\x7f]/.test(lower)) found.push(code)
      if (lower.length < char.length || /\s/.test(lower) !== /\s/.test(char)) shorter.push(code)
    }
    expect(found).toEqual([0x130, 0x212a])
    expect(shorter).toEqual([])
  })
  it('agrees with the plain rule on random messages (lower case, blanks collapsed, trimmed)', () => {
    const chars = [
      'a',
      'K',
      'k',
      '\u212a',
      'i',
      'I',
      'İ',
      's',
      'ſ',
      'Σ',
      'é',
      '✓',
      '.',
      '-',
      ' ',
      '\n',
      '\u00a0'
    ]
    const plain = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim()
    let state = 7
    const pick = (): string => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
      return chars[state % chars.length] ?? ''
    }
    let passed = 0
    // One expect over the disagreements: an expect per message took most of the test's 13 s.
    const disagreements: { reference: string; message: string; passed: boolean }[] = []
    for (let i = 0; i < 20_000; i++) {
      const reference = Array.from({ length: 1 + (i % 4) }, pick).join('')
      const message =
        i % 2 === 0 ? reference.toUpperCase() : Array.from({ length: i % 5 }, pick).join('')
      if (plain(reference) === '') continue // referenceStrings keeps no blank reference
      const result = score([message], [reference], 'exact').passed
      if (result !== (plain(message) === plain(reference)))
        disagreements.push({ reference, message, passed: result })
      if (result) passed++
    }
    expect(disagreements).toEqual([])
    expect(passed).toBeGreaterThan(5_000)
  })
})

describe('regular expressions (RE2)', () => {
  it('answers the catastrophic case of a backtracking engine at once', () => {
    const started = performance.now()
    const result = score([`${'a'.repeat(40)}!`], ['^(\\w+\\s?)*$'], 'regex')
    expect(result.passed).toBe(false)
    expect(score(['a'.repeat(40)], ['^(\\w+\\s?)*$'], 'regex').passed).toBe(true)
    expect(performance.now() - started).toBeLessThan(1000)
  })
  it("takes JavaScript's escapes and named groups, case-insensitively", () => {
    expect(score(['Café 2024'], ['caf\\u00e9 (?<year>\\d{4})'], 'regex').passed).toBe(true)
  })
  it.each([
    [
      '(a)\\1',
      /\/\(a\)\\1\/ is not a regular expression the gate runs .*no backreference.*invalid escape/
    ],
    ['(?=x)y', /\/\(\?=x\)y\/ is not a regular expression the gate runs .*no lookaround/],
    ['(?:\\w{1,100}){1,50}', /invalid repeat count/],
    ['(a|b)*a(a|b){1000}c', /compiles to \d+ instructions, more than the 2000 the gate runs/],
    ['x'.repeat(1001), /longer than 1000 characters/]
  ])('refuses %s, naming it', (reference, expected) => {
    expect(regexRefusal(reference)).toMatch(expected)
    expect(score(['x'], [reference], 'regex')).toMatchObject({ passed: false })
  })
  it('refuses a pattern too costly for the size of the output, naming both', () => {
    const big = `${'ab'.repeat(200_000)}c`
    const result = score([big], ['(a|b)*a(a|b){600}c'], 'regex')
    expect(result.comment).toMatch(
      /^the reference \/\(a\|b\)\*a\(a\|b\)\{600\}c\/ \(\d+ instructions\) against an output of 400001 characters is more than the gate matches for one example/
    )
  })
  it('accepts what a dataset really holds', () => {
    expect(regexRefusal('capital of\\s+\\w+ is paris')).toBeUndefined()
    expect(regexRefusal('^(yes|no)\\b')).toBeUndefined()
  })
})

describe('exampleRule', () => {
  it('takes metadata.match, and refuses a rule it does not know', () => {
    expect(exampleRule({ match: 'exact' })).toBe('exact')
    expect(exampleRule({ other: 1 })).toBeUndefined()
    expect(exampleRule(null)).toBeUndefined()
    expect(exampleRule({ match: 'fuzzy' })).toEqual({
      bad: 'metadata.match is "fuzzy", not one of contains, exact, regex'
    })
  })
})
