// Tests of judging the eval section (bench/goals.ts): the ratio and the memory excess on each Node.
import { describe, expect, it } from '@jest/globals'
import type { EvalNodeResult, EvalResult } from '../../bench/eval/eval.js'
import { judge } from '../../bench/goals.js'
import { summarize } from '../../bench/stats.js'

function evalResult(ratios: number[], excess: number[]): EvalResult {
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
    largeTableBytes: any
  }
  return {
    examples: 200,
    smallExamples: 50,
    concurrency: 4,
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

  it('judge nothing when the section did not run', () => {
    expect(judge({ start: undefined, stream: undefined, poll: undefined })).toEqual([])
  })
})
