// Tests of judging the eval section (bench/goals.ts): the ratio, with 'eval-repeat' too, and the
// memory excess on each Node.
import { describe, expect, it } from '@jest/globals'
import type { EvalNodeResult, EvalResult } from '../../bench/eval/eval.js'
import { judge } from '../../bench/goals.js'
import { summarize } from '../../bench/stats.js'

function evalResult(ratios: number[], excess: number[], repeatedRatios?: number[]): EvalResult {
  const any = summarize([1])
  const node: EvalNodeResult = {
    major: 24,
    version: 'v24.0.0',
    oneExampleMs: any,
    oneLoggedMs: any,
    gateMs: any,
    examplesMs: any,
    largeLoggedMs: any,
    ratio: summarize(ratios),
    smallRssKb: any,
    largeRssKb: any,
    rssExcess: summarize(excess),
    smallTableBytes: any,
    largeTableBytes: any,
    ...(repeatedRatios === undefined
      ? {}
      : { repeated: { gateMs: any, ratio: summarize(repeatedRatios), loggedMs: any } })
  }
  return {
    examples: 200,
    smallExamples: 50,
    concurrency: 4,
    ...(repeatedRatios === undefined ? {} : { repeat: 3 }),
    rounds: ratios.length,
    nodes: [node],
    quiet: {
      available: false,
      idleShare: 0,
      windowMs: 0,
      maxWaitMs: 0,
      budgetMs: 0,
      checks: 0,
      waited: 0,
      startedBusy: 0,
      waitedMs: 0
    }
  }
}

const verdicts = (result: EvalResult): Record<string, boolean> =>
  Object.fromEntries(
    judge({ start: undefined, stream: undefined, poll: undefined, eval: result }).map(v => [
      v.id,
      v.met
    ])
  )

describe('the eval goals', () => {
  it('judge the median of the rounds: ≤ 1.3× the ideal, ≤ 10 % beyond the table', () => {
    expect(verdicts(evalResult([1.1, 1.2, 1.9], [0.02, 0.05, 0.3]))).toEqual({
      'eval-ratio-node24': true,
      'eval-rss-node24': true
    })
    expect(verdicts(evalResult([1.1, 1.35, 1.4], [0.02, 0.12, 0.3]))).toEqual({
      'eval-ratio-node24': false,
      'eval-rss-node24': false
    })
  })

  it('judge the repeated gate against the same bar, repeat × the ideal, when it ran', () => {
    const judged = judge({
      start: undefined,
      stream: undefined,
      poll: undefined,
      eval: evalResult([1.1], [0.02], [1.25, 1.29, 1.5])
    })
    expect(judged.find(v => v.id === 'eval-repeat-ratio-node24')).toMatchObject({
      met: true,
      goal: "Eval gate: 200 examples, eval-repeat 3, ≤ 1.3× 3 × (200 ÷ 4) × one example's time"
    })
    expect(verdicts(evalResult([1.1], [0.02], [1.2, 1.31, 1.4]))).toMatchObject({
      'eval-repeat-ratio-node24': false
    })
  })

  it('judge nothing when the section did not run', () => {
    expect(judge({ start: undefined, stream: undefined, poll: undefined })).toEqual([])
  })
})
