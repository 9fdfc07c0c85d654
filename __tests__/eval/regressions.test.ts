// The comparison with the baseline, example by example (regressions.ts): what regressed, what
// improved, what was not compared; the repeat rule in one place; an input's first words.
import { describe, expect, it } from '@jest/globals'
import {
  type BaselineRunVerdict,
  compareExamples,
  inputFirstWords,
  passedOnBaseline
} from '../../src/eval/regressions.js'

const run = (
  exampleId: string,
  passed: boolean | undefined,
  comment?: string
): BaselineRunVerdict => ({
  exampleId,
  passed,
  comment
})
const now = (
  exampleId: string,
  passed: boolean,
  comment = passed ? 'matched' : 'expected "x"'
) => ({
  exampleId,
  passed,
  comment
})

describe('compareExamples', () => {
  it('a regression passed on the baseline and fails now; an improvement the reverse; the rest did not change', () => {
    const result = compareExamples(
      [now('a', false, 'expected "a"'), now('b', true), now('c', true), now('d', false)],
      [run('a', true), run('b', false, 'expected "b" then'), run('c', true), run('d', false)],
      { repeat: 1, minPass: 1 }
    )
    expect(result).toEqual({
      regressions: [{ exampleId: 'a', comment: 'expected "a"' }],
      improvements: [{ exampleId: 'b', comment: 'expected "b" then' }],
      compared: 4,
      notCompared: 0
    })
  })

  it('examples on one side only, or unscored on the baseline, are neither, and counted as not compared', () => {
    const result = compareExamples(
      [now('new', false), now('unscored', false), now('kept', false)],
      [run('gone', true), run('unscored', undefined), run('kept', true)],
      { repeat: 1, minPass: 1 }
    )
    expect(result.regressions.map(r => r.exampleId)).toEqual(['kept'])
    expect(result.improvements).toEqual([])
    expect(result.compared).toBe(1)
    // new (now only), unscored (no score there), gone (baseline only)
    expect(result.notCompared).toBe(3)
  })

  it("groups the baseline's runs by example, in the order of now, whatever order the runs came in", () => {
    const result = compareExamples(
      [now('x', false), now('y', false)],
      [run('y', true), run('x', true), run('y', true), run('x', false)],
      { repeat: 1, minPass: 1 }
    )
    // x had one failing run there: it did not pass on the baseline, so it did not regress.
    expect(result.regressions.map(r => r.exampleId)).toEqual(['y'])
    expect(result.compared).toBe(2)
  })
})

describe("passedOnBaseline (the repeat rule, at this run's share)", () => {
  const once = { repeat: 1, minPass: 1 }
  const twoOfThree = { repeat: 3, minPass: 2 }
  it.each<[string, BaselineRunVerdict[], { repeat: number; minPass: number }, boolean | undefined]>(
    [
      ['one run passed', [run('a', true)], once, true],
      ['one run failed', [run('a', false)], once, false],
      ['every run passed', [run('a', true), run('a', true), run('a', true)], once, true],
      [
        'one of three failed, every run needed',
        [run('a', true), run('a', false), run('a', true)],
        once,
        false
      ],
      [
        'one of three failed, 2 of 3 needed',
        [run('a', true), run('a', false), run('a', true)],
        twoOfThree,
        true
      ],
      [
        'two of three failed, 2 of 3 needed',
        [run('a', false), run('a', false), run('a', true)],
        twoOfThree,
        false
      ],
      ['one baseline run, 2 of 3 needed now: its one run', [run('a', true)], twoOfThree, true],
      [
        'six baseline runs, 2 of 3 needed: 4 of 6',
        [...Array.from({ length: 4 }, () => run('a', true)), run('a', false), run('a', false)],
        twoOfThree,
        true
      ],
      [
        'six baseline runs, 2 of 3 needed: 3 of 6 is not',
        [
          ...Array.from({ length: 3 }, () => run('a', true)),
          ...Array.from({ length: 3 }, () => run('a', false))
        ],
        twoOfThree,
        false
      ],
      ['a run unscored', [run('a', true), run('a', undefined)], once, undefined],
      ['no run', [], once, undefined]
    ]
  )('%s', (_what, runs, repetition, expected) => {
    expect(passedOnBaseline(runs, repetition)).toBe(expected)
  })
})

describe('inputFirstWords', () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      'the last human message, eight words at most',
      {
        messages: [
          { role: 'user', content: 'first question' },
          { role: 'assistant', content: 'an answer' },
          {
            role: 'user',
            content: 'What is the\nrefund policy for orders over one hundred dollars?'
          }
        ]
      },
      'What is the refund policy for orders over …'
    ],
    [
      'a human message of LangChain type, its content in text parts',
      { messages: [{ type: 'human', content: [{ type: 'text', text: 'hello' }, 'there'] }] },
      'hello there'
    ],
    [
      'the first string value, else',
      { topic: { name: 'billing  dispute' }, n: 3 },
      'billing dispute'
    ],
    ['nothing to show', { n: 3, flags: [true] }, '']
  ])('%s', (_what, inputs, expected) => {
    expect(inputFirstWords(inputs)).toBe(expected)
  })

  it('cuts one endless word', () => {
    expect(inputFirstWords({ q: 'x'.repeat(10_000) })).toHaveLength(81)
  })
})
