/**
 * End to end, issue 45 point 5, through dist/index.js: `eval-repeat: 3` in mode smoke against a
 * flaky agent on loopback (the 2nd of every 3 runs of an input fails). `eval-min-pass: 2` passes
 * and `eval-min-pass: 3` fails; the experiment in the emulator's LangSmith holds 3 runs of each
 * example, read back with the `langsmith` SDK, each naming its repetition; eval-results, the
 * summary, the log and plan's line say it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from 'langsmith'
import {
  type DatasetSpec,
  DEFAULT_INTEGRATION_ID,
  type RunningEmulator,
  startEmulator
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { type FlakyAgent, startFlakyAgent } from '../fixtures/flaky-agent.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_eval_repeat_0123456789'
const WORKSPACE = '4b6d8f0a-2c4e-4a6b-8d0f-1a3c5e7f9b2d'
const EXAMPLES = 4

/** Questions the flaky agent echoes, each reference a phrase of it: every run it ends passes. */
const dataset: DatasetSpec = {
  name: 'flaky-four',
  examples: Array.from({ length: EXAMPLES }, (_, i) => ({
    inputs: { messages: [{ role: 'user', content: `Question ${i}: say word${i} please` }] },
    outputs: { answer: `WORD${i}  Please` }
  }))
}

let emulator: RunningEmulator
let flaky: FlakyAgent

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, datasets: [dataset] })
  flaky = await startFlakyAgent({ delayMs: 20 })
})

afterAll(async () => {
  await flaky.close()
  await emulator.close()
})

function act(extra: Record<string, string>): Promise<ActionRun> {
  return runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    { 'integration-id': DEFAULT_INTEGRATION_ID, ...extra }
  )
}

/** The gate in mode smoke on the flaky agent, each example 3 times, `minPass` to pass. */
function gate(minPass: string): Promise<ActionRun> {
  return act({
    mode: 'smoke',
    'deployment-url': flaky.url,
    'eval-dataset': 'flaky-four',
    'eval-repeat': '3',
    'eval-min-pass': minPass
  })
}

interface EvalResults {
  total: number
  passed: number
  failed: number
  score: number
  repeat: number
  min_pass: number
  experiment_id: string
  failing_example_ids: string[]
}

/** The experiment's runs as LangSmith's SDK reads them: example and repetition of each. */
async function recordedRuns(experimentId: string): Promise<{ example: string; rep: unknown }[]> {
  const client = new Client({
    apiUrl: `${new URL(emulator.url).origin}/api/v1`,
    apiKey: KEY,
    workspaceId: WORKSPACE,
    autoBatchTracing: false
  })
  const runs = []
  const query = client.runs.query({
    project_ids: [experimentId],
    selects: ['REFERENCE_EXAMPLE_ID', 'METADATA'],
    page_size: 5
  })
  for await (const r of query) {
    const metadata = (r as { metadata?: Record<string, unknown> }).metadata
    runs.push({ example: r.reference_example_id ?? '', rep: metadata?.repetition })
  }
  return runs
}

describe('eval-repeat 3 against an agent that fails 1 run in 3', () => {
  it('passes at eval-min-pass 2, every example run 3 times and recorded 3 times', async () => {
    const before = flaky.runs()
    const run = await gate('2')
    expect(failure(run)).toBe('')
    const results = JSON.parse(run.outputs['eval-results'] ?? '{}') as EvalResults
    expect(results).toMatchObject({
      total: EXAMPLES,
      passed: EXAMPLES,
      failed: 0,
      score: 1,
      repeat: 3,
      min_pass: 2
    })
    // The smoke step's one run, and 3 of each example.
    expect(flaky.runs() - before).toBe(1 + 3 * EXAMPLES)
    const runs = await recordedRuns(results.experiment_id)
    expect(runs).toHaveLength(3 * EXAMPLES)
    const byExample = new Map<string, unknown[]>()
    for (const r of runs) byExample.set(r.example, [...(byExample.get(r.example) ?? []), r.rep])
    expect(byExample.size).toBe(EXAMPLES)
    for (const reps of byExample.values()) expect([...reps].sort()).toEqual([1, 2, 3])
    expect(run.summary).toContain(
      `${EXAMPLES} of ${EXAMPLES} examples of dataset flaky-four passed, each run 3 times, 2 to pass`
    )
    expect(run.summary).toMatch(/\| ✅ 2 of 3 runs passed \| .* \| the run failed: .*flaky/)
    expect(run.stdout).toMatch(/✅ example \S+ \(2 of 3 runs passed, \d+ ms\): the run failed/)
  }, 120_000)

  it('fails at eval-min-pass 3, naming the runs that passed', async () => {
    const run = await gate('3')
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(
      /^eval gate failed: 0 of 4 examples of dataset "flaky-four" passed, each 3 times \(3 must pass\) .*failed: example \S+ \(2 of 3 runs passed: the run failed: /
    )
    const results = JSON.parse(run.outputs['eval-results'] ?? '{}') as EvalResults
    expect(results).toMatchObject({ total: EXAMPLES, passed: 0, repeat: 3, min_pass: 3 })
    expect(results.failing_example_ids).toHaveLength(EXAMPLES)
    expect(await recordedRuns(results.experiment_id)).toHaveLength(3 * EXAMPLES)
  }, 120_000)

  it("says in plan's line how often each example would run", async () => {
    const run = await act({
      mode: 'plan',
      'deployment-name': 'repeat-plan',
      'eval-dataset': 'flaky-four',
      'eval-repeat': '3',
      'eval-min-pass': '2'
    })
    expect(failure(run)).toBe('')
    expect(run.summary).toContain('deploy would run them each 3 times, 2 must pass, 4 at a time')
  }, 60_000)

  it('refuses more passes than runs before any request', async () => {
    const before = flaky.runs()
    emulator.clearRequests()
    const run = await gate('4')
    expect(failure(run)).toMatch(/Inputs 'eval-min-pass' \(4\) and 'eval-repeat' \(3\) conflict/)
    expect(flaky.runs()).toBe(before)
    expect(emulator.requests).toHaveLength(0)
  }, 60_000)
})
