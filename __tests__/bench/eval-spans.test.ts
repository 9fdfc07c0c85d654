// Tests of the eval bench's readings (bench/eval/spans.ts): its generated dataset passes the
// gate's own scoring of what the agent echoes, the gate's window and one example's span from
// timed requests, the logged per-example times, and the memory excess beyond the results table.
import { describe, expect, it } from '@jest/globals'
import {
  type TimedRequest,
  benchDataset,
  gateSpans,
  loggedExampleMs,
  keptPerExample,
  rssExcess
} from '../../bench/eval/spans.js'
import { score } from '../../src/eval/scoring.js'

const at = (method: string, path: string, receivedAt: number, endedAt: number): TimedRequest => ({
  method,
  path,
  receivedAt,
  endedAt
})

describe('benchDataset', () => {
  it('makes distinct examples whose references the echoed question contains, and not another', () => {
    const dataset = benchDataset('bench-3', 3)
    expect(dataset.examples).toHaveLength(3)
    const questions = dataset.examples.map(e => {
      const messages = (e.inputs as { messages: { content: string }[] }).messages
      return messages[0]?.content ?? ''
    })
    expect(new Set(questions).size).toBe(3)
    dataset.examples.forEach((example, i) => {
      const references = Object.values(example.outputs ?? {}) as string[]
      expect(score([questions[i] ?? ''], references, 'contains').passed).toBe(true)
      const other = questions[(i + 1) % 3] ?? ''
      expect(score([other], references, 'contains').passed).toBe(false)
    })
  })
})

describe('gateSpans', () => {
  const requests = [
    at('GET', '/api/v1/datasets?name=bench-2', 0, 5),
    at('POST', '/v2/deployments', 10, 20),
    at('POST', '/api/v1/sessions', 100, 110),
    at('GET', '/agents/d1/ok', 111, 112),
    at('POST', '/agents/d1/runs/stream', 120, 300),
    at('POST', '/agents/d1/runs/stream', 125, 320),
    at('POST', '/api/v1/runs', 301, 305),
    at('POST', '/api/v1/feedback', 306, 310),
    at('POST', '/api/v1/runs', 321, 330),
    at('POST', '/api/v1/feedback', 331, 340),
    at('PATCH', '/api/v1/sessions/4f3c', 341, 350),
    at('GET', '/v2/deployments/x', 360, 365)
  ]

  it('times the gate from the experiment created to closed, and the examples from run to feedback', () => {
    expect(gateSpans(requests)).toEqual({ runs: 2, gateMs: 250, examplesMs: 220 })
  })

  it('takes the latest end of a feedback, whatever the order the answers ended in', () => {
    const early = [
      ...requests.slice(0, 9),
      at('POST', '/api/v1/feedback', 322, 400),
      ...requests.slice(10)
    ]
    expect(gateSpans(early).examplesMs).toBe(280)
  })

  it('refuses a run whose gate did not open, run, score and close', () => {
    expect(() => gateSpans(requests.filter(r => r.method !== 'PATCH'))).toThrow(
      "the gate's requests lack the experiment closed"
    )
    expect(() => gateSpans(requests.filter(r => !r.path.includes('/runs/stream')))).toThrow(
      "the gate's requests lack a run"
    )
  })
})

describe('loggedExampleMs', () => {
  it("reads an example's median run with eval-repeat", () => {
    const stdout = [
      '✅ example 1b2c (3 of 3 runs passed, 88 ms)',
      '❌ example 9f00 (1 of 3 runs passed, 1500 ms): the run failed: timeout'
    ].join('\n')
    expect(loggedExampleMs(stdout)).toEqual([88, 1500])
  })

  it('reads the time of each example the gate logged, passed or failed, and nothing else', () => {
    const stdout = [
      '::group::Eval gate: 2 examples',
      '✅ example 1b2c (213 ms)',
      '::debug::Stream open after 14 ms',
      '❌ example 9f00 (1200 ms): the run failed: timeout',
      'Eval gate: 1 of 2 examples passed'
    ].join('\n')
    expect(loggedExampleMs(stdout)).toEqual([213, 1200])
  })
})

describe('rssExcess', () => {
  it('is the growth beyond the table as a share of the smaller peak', () => {
    const small = { rssKb: 100_000, tableBytes: 10 * 1024 }
    expect(rssExcess(small, { rssKb: 105_000, tableBytes: 10 * 1024 })).toBeCloseTo(0.05)
    expect(rssExcess(small, { rssKb: 105_000, tableBytes: 5010 * 1024 })).toBeCloseTo(0)
  })
})

describe('keptPerExample', () => {
  it('is the growth of the kept heap per example added, in bytes', () => {
    expect(
      keptPerExample({ keptKb: 11_000, examples: 50 }, { keptKb: 11_300, examples: 200 })
    ).toBe(2048)
    expect(
      keptPerExample({ keptKb: 11_000, examples: 50 }, { keptKb: 11_000, examples: 200 })
    ).toBe(0)
    // A run that did not measure it gives no figure, never a guess.
    expect(
      keptPerExample({ keptKb: undefined, examples: 50 }, { keptKb: 11_000, examples: 200 })
    ).toBeNaN()
  })
})
