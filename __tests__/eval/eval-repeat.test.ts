// The rule of repeated runs (eval-repeat.ts): an example passes when at least 'eval-min-pass' of its
// runs passed; the runs as one pool's units; an example's runs taken together as they end.
import { describe, expect, it } from '@jest/globals'
import {
  RunTally,
  examplePassed,
  repetitionOf,
  unitsOf,
  verdictOf
} from '../../src/eval/eval-repeat.js'

describe('examplePassed', () => {
  it.each([
    [1, 1, 1, true],
    [0, 1, 1, false],
    [2, 3, 2, true],
    [3, 3, 2, true],
    [1, 3, 2, false],
    [2, 3, 3, false],
    [3, 3, 3, true],
    [1, 10, 1, true],
    [0, 10, 1, false]
  ])('%i passes of %i runs, %i to pass: %s', (passes, runs, minPass, passed) => {
    expect(examplePassed(passes, runs, minPass)).toBe(passed)
  })

  it.each([
    [4, 3, 2],
    [-1, 3, 2],
    [1, 0, 1],
    [1, 3, 0],
    [1, 3, 4],
    [1.5, 3, 2],
    [Number.NaN, 3, 2]
  ])('refuses %s passes of %s runs with %s to pass', (passes, runs, minPass) => {
    expect(() => examplePassed(passes, runs, minPass)).toThrow(RangeError)
  })
})

describe('repetitionOf', () => {
  it("asks every run to pass unless 'eval-min-pass' says fewer", () => {
    expect(repetitionOf({ evalRepeat: 3, evalMinPass: undefined })).toEqual({
      repeat: 3,
      minPass: 3
    })
    expect(repetitionOf({ evalRepeat: 3, evalMinPass: 2 })).toEqual({ repeat: 3, minPass: 2 })
  })
})

describe('unitsOf', () => {
  it("gives each item's runs side by side, numbered from 1", () => {
    expect(unitsOf(['a', 'b'], 3)).toEqual([
      { item: 'a', index: 0, repetition: 1 },
      { item: 'a', index: 0, repetition: 2 },
      { item: 'a', index: 0, repetition: 3 },
      { item: 'b', index: 1, repetition: 1 },
      { item: 'b', index: 1, repetition: 2 },
      { item: 'b', index: 1, repetition: 3 }
    ])
    expect(unitsOf(['a', 'b'], 1)).toHaveLength(2)
  })
})

describe('verdictOf', () => {
  const pass = (durationMs: number) => ({ passed: true, comment: 'matched', durationMs })
  const fail = (comment: string, durationMs = 10) => ({ passed: false, comment, durationMs })

  it('counts the passes, shows the first failed run and the median time', () => {
    expect(verdictOf([pass(30), fail('first'), fail('second', 50)], 2)).toEqual({
      passed: false,
      passes: 1,
      runs: 3,
      comment: 'first',
      durationMs: 30
    })
  })

  it("shows a failed run's difference in an example that passed", () => {
    expect(verdictOf([pass(1), fail('flaked'), pass(3)], 2)).toMatchObject({
      passed: true,
      passes: 2,
      comment: 'flaked'
    })
  })

  it('shows how the first run matched when every run passed', () => {
    expect(verdictOf([pass(5)], 1)).toEqual({
      passed: true,
      passes: 1,
      runs: 1,
      comment: 'matched',
      durationMs: 5
    })
  })
})

describe('RunTally', () => {
  it("gives an item's runs in repetition order once the last is in, whatever the order", () => {
    const tally = new RunTally<string>(3)
    expect(tally.add(0, 3, 'a3')).toBeUndefined()
    expect(tally.add(1, 1, 'b1')).toBeUndefined()
    expect(tally.add(0, 1, 'a1')).toBeUndefined()
    expect(tally.add(0, 2, 'a2')).toEqual(['a1', 'a2', 'a3'])
    expect(tally.add(1, 2, 'b2')).toBeUndefined()
  })

  it('gives a single run at once', () => {
    expect(new RunTally<string>(1).add(4, 1, 'only')).toEqual(['only'])
  })
})
