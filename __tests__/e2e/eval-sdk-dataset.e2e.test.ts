/**
 * End to end, a dataset kept in code (issue 45, point 7): the `langsmith` SDK creates it and its
 * examples against the emulator, the bundled action (dist/index.js) gates a deployment on one of
 * its splits, and the SDK reads the experiment back. The same with the Python client where
 * `python3 -c 'import langsmith'` works; elsewhere that test is skipped, saying why.
 */
import { spawnSync } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from 'langsmith'

import {
  DEFAULT_INTEGRATION_ID,
  type RunningEmulator,
  startEmulator
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_sdk_dataset_0123456789ab'
const WORKSPACE = '5b2d3e4f-6a7b-4c8d-9e0f-a1b2c3d4e5f6'

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 30 })
})

afterAll(async () => {
  await emulator.close()
})

const apiUrl = (): string => `${emulator.url}/api/v1`

async function gate(deployment: string, dataset: string): Promise<ActionRun> {
  return runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    {
      'integration-id': DEFAULT_INTEGRATION_ID,
      'deployment-name': deployment,
      'eval-dataset': dataset,
      'eval-split': 'release',
      'eval-threshold': '0.8'
    }
  )
}

interface EvalResults {
  total: number
  passed: number
  experiment_id: string
  failing_example_ids: string[]
}

/** Ten questions of split `release` the agent answers (one with a reference it never says), three of `hard`. */
function examples(): {
  inputs: Record<string, unknown>
  reference: { answer: string }
  split: string
}[] {
  const ask = (i: number) => ({
    messages: [{ role: 'user', content: `Question ${i}: say word${i} please` }]
  })
  return [
    ...Array.from({ length: 10 }, (_, i) => ({
      inputs: ask(i),
      reference: { answer: i === 0 ? 'never-said' : `word${i} please` },
      split: 'release'
    })),
    ...Array.from({ length: 3 }, (_, i) => ({
      inputs: ask(10 + i),
      reference: { answer: 'never-said' },
      split: 'hard'
    }))
  ]
}

describe('a dataset made with the JS SDK', () => {
  it('gates a deployment on its release split, and the SDK reads the experiment back', async () => {
    const client = new Client({
      apiUrl: apiUrl(),
      apiKey: KEY,
      workspaceId: WORKSPACE,
      autoBatchTracing: false
    })
    const dataset = await client.createDataset('made-in-js', { description: 'kept in code' })
    const made = await client.createExamples(
      examples().map(one => ({
        dataset_id: dataset.id,
        inputs: one.inputs,
        reference_outputs: one.reference,
        split: one.split,
        metadata: { split_was: one.split }
      }))
    )
    expect(await client.listDatasetSplits({ datasetId: dataset.id })).toEqual(['hard', 'release'])
    const release = made.filter(one => one.metadata?.split_was === 'release').map(one => one.id)

    const run = await gate('from-js', 'made-in-js')
    expect(failure(run)).toBe('')
    const results = JSON.parse(run.outputs['eval-results'] ?? '{}') as EvalResults
    expect(results).toMatchObject({ total: 10, passed: 9 })
    const wrong = made.find(one => one.outputs?.answer === 'never-said' && release.includes(one.id))
    expect(results.failing_example_ids).toEqual([wrong?.id])

    const project = await client.readProject({ projectId: results.experiment_id })
    expect(project.reference_dataset_id).toBe(dataset.id)
    const runs = []
    for await (const one of client.runs.query({
      project_ids: [results.experiment_id],
      selects: ['REFERENCE_EXAMPLE_ID'],
      page_size: 4
    })) {
      runs.push(one)
    }
    expect(new Set(runs.map(one => one.reference_example_id))).toEqual(new Set(release))
    const feedback = []
    for await (const one of client.listFeedback({ runIds: runs.map(r => r.id ?? '') }))
      feedback.push(one)
    expect(feedback.map(one => one.score).sort()).toEqual([0, ...Array<number>(9).fill(1)])
    expect(emulator.state.datasets().find(one => one.name === 'made-in-js')).toMatchObject({
      exampleCount: 13,
      splits: ['hard', 'release']
    })
  }, 120_000)
})

/** Whether the Python client is installed, and if not, why not (the first line of the error). */
function pythonClient(): { ok: true } | { ok: false; why: string } {
  const probe = spawnSync('python3', ['-c', 'import langsmith'], {
    encoding: 'utf8',
    timeout: 30_000
  })
  if (probe.status === 0) return { ok: true }
  const lines = `${probe.error?.message ?? ''}\n${probe.stderr}`.trim().split('\n')
  return { ok: false, why: lines[lines.length - 1] ?? 'no output' }
}

const PYTHON = pythonClient()

/** Runs `script` with the Python client (tracing off, loopback only) and parses its JSON line. */
function python(script: string, ...args: string[]): unknown {
  const env = { ...process.env, LANGSMITH_TRACING: 'false', LANGCHAIN_TRACING_V2: 'false' }
  const done = spawnSync('python3', ['-c', script, apiUrl(), KEY, ...args], {
    encoding: 'utf8',
    env,
    timeout: 60_000
  })
  if (done.status !== 0) throw new Error(`python3 exited ${String(done.status)}: ${done.stderr}`)
  return JSON.parse(done.stdout.trim().split('\n').pop() ?? '')
}

const CREATE = `
import json, sys
from langsmith import Client
api_url, api_key, name, examples = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
client = Client(api_url=api_url, api_key=api_key)
dataset = client.create_dataset(name, description="kept in code")
client.create_examples(dataset_id=dataset.id, examples=examples)
release = [str(e.id) for e in client.list_examples(dataset_id=dataset.id, splits=["release"])]
splits = sorted(client.list_dataset_splits(dataset_id=dataset.id))
print(json.dumps({"dataset_id": str(dataset.id), "release": release, "splits": splits}))
`

const READ_BACK = `
import json, sys
from langsmith import Client
client = Client(api_url=sys.argv[1], api_key=sys.argv[2])
project = client.read_project(project_id=sys.argv[3])
runs = list(client.list_runs(project_id=project.id, is_root=True))
print(json.dumps({"dataset_id": str(project.reference_dataset_id), "examples": sorted(str(r.reference_example_id) for r in runs)}))
`

const describePython = PYTHON.ok ? describe : describe.skip
const skipped = PYTHON.ok ? '' : ` (skipped: python3 -c 'import langsmith' failed: ${PYTHON.why})`

describePython(`a dataset made with the Python client${skipped}`, () => {
  it('gates a deployment on its release split, and the client reads the experiment back', async () => {
    const given = examples().map(one => ({
      inputs: one.inputs,
      outputs: one.reference,
      split: one.split
    }))
    const made = python(CREATE, 'made-in-python', JSON.stringify(given)) as {
      dataset_id: string
      release: string[]
      splits: string[]
    }
    expect(made.splits).toEqual(['hard', 'release'])
    expect(made.release).toHaveLength(10)
    const run = await gate('from-python', 'made-in-python')
    expect(failure(run)).toBe('')
    const results = JSON.parse(run.outputs['eval-results'] ?? '{}') as EvalResults
    expect(results).toMatchObject({ total: 10, passed: 9 })
    const read = python(READ_BACK, results.experiment_id)
    expect(read).toEqual({ dataset_id: made.dataset_id, examples: [...made.release].sort() })
  }, 120_000)
})
