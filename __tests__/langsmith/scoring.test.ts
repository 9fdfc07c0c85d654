/** Scoring an example without a model: each rule, the per-example override, the difference shown. */
import { describe, expect, it } from '@jest/globals'
import { exampleRule, referenceStrings, score } from '../../src/langsmith/scoring.js'

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
  it('fails an invalid regular expression rather than throwing', () => {
    const result = score(pieces, ['(unclosed'], 'regex')
    expect(result.passed).toBe(false)
    expect(result.comment).toMatch(/not a valid regular expression/)
  })
  it('passes an example without references once the run finished', () => {
    expect(score([], [], 'contains')).toEqual({
      passed: true,
      comment: 'no reference outputs: the run finished'
    })
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
