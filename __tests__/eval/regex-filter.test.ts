/**
 * The quick "cannot match" before RE2 runs: the literals re2js's prefilter says every match holds
 * (read from its internals, so a re2js that changes them fails here, not silently), sought in the
 * lower-cased output only when it is all ASCII.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { loadRe2 } from '../../src/eval/re2.js'
import { isAscii, literalNeeds, mayMatch } from '../../src/eval/regex-filter.js'
import { score } from '../../src/eval/scoring.js'

// Scoring compiles regex references with RE2's port, which the gate loads as it reads the dataset.
beforeAll(loadRe2)

describe('literalNeeds', () => {
  it.each([
    ['Capital of\\s+\\w+ is Lyon', { all: ['capital of', ' is lyon'] }],
    ['\\b(nice|lyon)\\b', { any: ['nice', 'lyon'] }],
    ['x(yz)+w', { all: ['x', 'yz', 'w'] }],
    ['^(\\w+\\s?)*$', undefined],
    ['(nice|\\d+)', undefined],
    ['(?i)abc', undefined],
    ['café', undefined]
  ])('%s needs %j', (pattern, needs) => {
    expect(literalNeeds(pattern)).toEqual(needs)
  })
})

describe('mayMatch', () => {
  const needs = { all: ['capital of', { any: ['nice', 'lyon'] }] }
  it('holds only when every needed literal is there', () => {
    expect(mayMatch(needs, 'the capital of france is lyon', true)).toBe(true)
    expect(mayMatch(needs, 'the capital of france is paris', true)).toBe(false)
  })
  it('never rules out an output beyond ASCII, where case folding is wider than lower-casing', () => {
    expect(isAscii('ſtop')).toBe(false)
    expect(mayMatch('stop', 'ſtop', false)).toBe(true)
    // RE2 folds ſ (U+017F) with s: the filter must not have hidden the match.
    expect(score(['ſtop now'], ['STOP now'], 'regex').passed).toBe(true)
    expect(score(['stop NOW'], ['Stop\\s+now'], 'regex').passed).toBe(true)
    expect(score(['halt now'], ['Stop\\s+now'], 'regex').passed).toBe(false)
  })
})
