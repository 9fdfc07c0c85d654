/**
 * End to end, issue 45 item 6, through dist/index.js against the emulator: `mode: smoke` with
 * `eval-dataset` runs the eval gate on the live deployment without a write (a failed verdict
 * fails the step, nothing rolls back; `eval-baseline: serving` compares with the live revision's
 * own latest earlier experiment); eval inputs in a mode that does not read them, and a misspelt
 * gate input (`eval_dataset`), are refused before any request.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { Client } from 'langsmith'
import {
  type DatasetSpec,
  DEFAULT_INTEGRATION_ID,
  type RunningEmulator,
  startEmulator
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_eval_live_0123456789ab'
const WORKSPACE = '2c4e6a8b-1d3f-4a5c-9e7b-0f1e2d3c4b5a'

/** Twenty questions the `agent` graph echoes; `wrong` of them get a reference it never says. */
function dataset(name: string, wrong: number): DatasetSpec {
  return {
    name,
    examples: Array.from({ length: 20 }, (_, i) => ({
      inputs: { messages: [{ role: 'user', content: `Question ${i}: say word${i} please` }] },
      outputs: { answer: i < wrong ? `never-said-${i}` : `WORD${i}  Please` }
    }))
  }
}

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({
    apiKey: KEY,
    workspaceId: WORKSPACE,
    stepMs: 30,
    datasets: [dataset('live-one-wrong', 1), dataset('live-three-wrong', 3)]
  })
})

afterAll(async () => {
  await emulator.close()
})

beforeEach(() => {
  emulator.clearRequests()
})

function act(extra: Record<string, string>): Promise<ActionRun> {
  return runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    { 'integration-id': DEFAULT_INTEGRATION_ID, ...extra }
  )
}

/**
 * The requests that changed something on the control plane (paths /v2/...): not LangSmith's
 * reads under /api/v2, whose run query is a POST.
 */
function controlPlaneWrites(): string[] {
  return emulator.requests
    .filter(r => r.method !== 'GET' && r.path.startsWith('/v2/'))
    .map(r => `${r.method} ${r.path}`)
}

function sdk(): Client {
  return new Client({
    apiUrl: `${new URL(emulator.url).origin}/api/v1`,
    apiKey: KEY,
    workspaceId: WORKSPACE,
    autoBatchTracing: false
  })
}

interface EvalResults {
  total: number
  passed: number
  score: number
  experiment_id: string
}

/** Deploys `name` without a gate; the revision that serves and its agent URL. */
async function live(name: string): Promise<{ revision: string; url: string }> {
  const run = await act({ 'deployment-name': name })
  expect(failure(run)).toBe('')
  emulator.clearRequests()
  return { revision: run.outputs['revision-id'] ?? '', url: run.outputs['deployment-url'] ?? '' }
}

describe('mode smoke with eval-dataset', () => {
  it('passes 19 of 20 at 0.9 on the live revision, records its experiment, writes nothing', async () => {
    const { revision } = await live('live-pass')
    const run = await act({
      mode: 'smoke',
      'deployment-name': 'live-pass',
      'eval-dataset': 'live-one-wrong',
      'eval-threshold': '0.9'
    })
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    const results = JSON.parse(run.outputs['eval-results'] ?? '{}') as EvalResults
    expect(results).toMatchObject({ total: 20, passed: 19, score: 0.95 })
    expect(run.outputs['experiment-url']).toContain(results.experiment_id)
    expect(run.summary).toContain('19 of 20')
    expect(controlPlaneWrites()).toEqual([])
    // The experiment names the live revision, so a later deploy's baseline finds it.
    const experiment = await sdk().readProject({ projectId: results.experiment_id })
    const metadata = (experiment.extra as { metadata: Record<string, unknown> }).metadata
    expect(metadata).toMatchObject({ deployment: 'live-pass', revision_id: revision })
  }, 120_000)

  it('fails the step on 17 of 20 at 0.9 and rolls nothing back', async () => {
    await live('live-fail')
    const run = await act({
      mode: 'smoke',
      'deployment-name': 'live-fail',
      'eval-dataset': 'live-three-wrong',
      'eval-threshold': '0.9'
    })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(
      /^eval gate failed: 17 of 20 examples of dataset "live-three-wrong"/
    )
    expect(JSON.parse(run.outputs['eval-results'] ?? '{}')).toMatchObject({ passed: 17 })
    expect(run.outputs['rolled-back-to'] ?? '').toBe('')
    expect(controlPlaneWrites()).toEqual([])
  }, 120_000)

  it("against a bare deployment-url, names the experiment after the URL's host", async () => {
    const { url } = await live('live-url')
    const run = await act({
      mode: 'smoke',
      'deployment-url': url,
      'eval-dataset': 'live-one-wrong',
      'eval-threshold': '0.9'
    })
    expect(failure(run)).toBe('')
    const results = JSON.parse(run.outputs['eval-results'] ?? '{}') as EvalResults
    const experiment = await sdk().readProject({ projectId: results.experiment_id })
    expect((experiment.name ?? '').startsWith(`${new URL(url).host}-`)).toBe(true)
  }, 120_000)

  it("with eval-baseline serving, compares with the live revision's latest earlier experiment, never its own", async () => {
    const { revision } = await live('live-drift')
    const client = sdk()
    const { id: datasetId } = await client.readDataset({ datasetName: 'live-three-wrong' })
    // The score the revision had at its release, as its gate recorded it.
    await client.createProject({
      projectName: 'live-drift-release',
      referenceDatasetId: datasetId,
      metadata: { revision_id: revision, eval_score: 1 }
    })
    const base = {
      mode: 'smoke',
      'deployment-name': 'live-drift',
      'eval-dataset': 'live-three-wrong',
      'eval-threshold': '0.5',
      'eval-baseline': 'serving'
    }
    // 17 of 20 against 20 of 20 at its release: a drop of 0.15.
    const drifted = await act({ ...base, 'eval-max-drop': '0.1' })
    expect(failure(drifted)).toMatch(
      new RegExp(
        `^eval gate failed: 17 of 20 .*, but score 0\\.850 against 1\\.000 of revision ${revision} \\(experiment live-drift-release\\): a drop of 0\\.150`
      )
    )
    expect(controlPlaneWrites()).toEqual([])
    // Run again: the latest earlier experiment is the failed run's (0.85), not this run's own.
    const again = await act({ ...base, 'eval-max-drop': '0' })
    expect(failure(again)).toBe('')
    const ownId = (JSON.parse(again.outputs['eval-results'] ?? '{}') as EvalResults).experiment_id
    const firstId = (JSON.parse(drifted.outputs['eval-results'] ?? '{}') as EvalResults)
      .experiment_id
    const own = await client.readProject({ projectId: ownId })
    const first = await client.readProject({ projectId: firstId })
    expect(again.summary).toContain(`(experiment ${first.name})`)
    expect(again.summary).not.toContain(`(experiment ${own.name})`)
  }, 180_000)
})

describe('refused before any request', () => {
  it('eval_dataset, a typo of a gate: the step fails naming eval-dataset, nothing is sent', async () => {
    const run = await act({ 'deployment-name': 'live-typo', eval_dataset: 'live-one-wrong' })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toBe(
      "Unexpected input 'eval_dataset': did you mean 'eval-dataset'? The action has no input 'eval_dataset', and 'eval-dataset' guards the release, so the step fails rather than go on without it (nothing was sent): rename it to 'eval-dataset' (inputs use hyphens)."
    )
    expect(emulator.requests).toEqual([])
  })

  it('eval inputs in mode delete, which reads none of them', async () => {
    const run = await act({
      mode: 'delete',
      'deployment-name': 'live-delete',
      'eval-dataset': 'live-one-wrong',
      'eval-threshold': '0.9'
    })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toBe(
      "Inputs 'eval-dataset' (read in modes deploy, plan and smoke), 'eval-threshold' (read in modes deploy, plan and smoke) are not read in mode 'delete', so they would be ignored: drop them, or run a mode that reads them."
    )
    expect(emulator.requests).toEqual([])
  })

  it('rollback-on-failure in mode smoke, which rolls nothing back', async () => {
    const run = await act({
      mode: 'smoke',
      'deployment-name': 'live-rollback',
      'eval-dataset': 'live-one-wrong',
      'rollback-on-failure': 'true'
    })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(/^Input 'rollback-on-failure' \(read in modes deploy and plan\)/)
    expect(emulator.requests).toEqual([])
  })
})
