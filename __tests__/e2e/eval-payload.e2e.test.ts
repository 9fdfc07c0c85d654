/**
 * End to end: the eval gate on datasets of large examples, through the bundled action
 * (dist/index.js) against the emulator. An example whose run request would pass LangSmith Cloud's
 * 25 MB limit is refused by its ID and size before any write; 100 examples of 100 kB (10 MB, more
 * than one read of 8 MiB) are all read, in smaller pages, and run.
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

const KEY = 'lsv2_sk_e2e_eval_payload_0123456789'
const WORKSPACE = '5b2d3e4f-6a7b-4c8d-9e0f-a1b2c3d4e5f7'

/**
 * Example `i` of `size` characters: a long first message, then a short one that the `agent`
 * graph echoes (it repeats the last message a character at a time) and that its reference matches.
 */
function large(i: number, size: number): DatasetSpec['examples'][number] {
  return {
    inputs: {
      messages: [
        { role: 'user', content: 'x'.repeat(size) },
        { role: 'user', content: `say word${i} please` }
      ]
    },
    outputs: { answer: `word${i} please` }
  }
}

const datasets: DatasetSpec[] = [
  // The request for the second: its 26,000,000 characters and the run's other fields.
  { name: 'one-too-large', examples: [large(0, 10), large(1, 26_000_000)] },
  { name: 'hundred-large', examples: Array.from({ length: 100 }, (_, i) => large(i, 100_000)) }
]

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 30, datasets })
}, 60_000)

afterAll(async () => {
  await emulator.close()
})

beforeEach(() => {
  emulator.clearRequests()
})

async function act(extra: Record<string, string>): Promise<ActionRun> {
  return runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    { 'integration-id': DEFAULT_INTEGRATION_ID, ...extra },
    { timeoutMs: 150_000 }
  )
}

/** The requests that wrote something: to the control plane, or an upload to storage. */
function writes(): string[] {
  return emulator.requests
    .filter(r => r.method !== 'GET' && (r.path.includes('/v2/') || r.listener === 'storage'))
    .map(r => `${r.method} ${r.path}`)
}

/** The ID of the example of dataset `name` whose first message is longer than `length`. */
async function idOfLarge(name: string, length: number): Promise<string> {
  const client = new Client({
    apiUrl: `${new URL(emulator.url).origin}/api/v1`,
    apiKey: KEY,
    workspaceId: WORKSPACE,
    autoBatchTracing: false
  })
  for await (const example of client.listExamples({ datasetName: name })) {
    const messages = example.inputs.messages as { content: string }[]
    if ((messages[0]?.content.length ?? 0) > length) return example.id
  }
  throw new Error(`dataset "${name}" has no example longer than ${length}`)
}

describe('eval gate payload', () => {
  it('refuses an example whose run request would be 26 MB before any write, naming its ID', async () => {
    const id = await idOfLarge('one-too-large', 1_000_000)
    emulator.clearRequests()
    const run = await act({ 'deployment-name': 'payload-big', 'eval-dataset': 'one-too-large' })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(
      new RegExp(
        `^eval gate: example ${id} of dataset "one-too-large" would send a run request of 26\\.0 MB \\(26,000,\\d{3} bytes\\); LangSmith Cloud refuses requests over 25 MB \\(413\\): make its inputs smaller, or remove it from the dataset$`
      )
    )
    expect(writes()).toEqual([])
    // Read, not refused unread: the example came in a page of its own.
    const reads = emulator.requests.filter(r => r.path.startsWith('/api/v1/examples'))
    expect(reads.some(r => r.path.includes('offset=1&limit=1'))).toBe(true)
  }, 180_000)

  it('reads 100 examples of 100 kB (10 MB) in pages under 8 MiB, and runs them all', async () => {
    const run = await act({
      'deployment-name': 'payload-hundred',
      'eval-dataset': 'hundred-large',
      'eval-concurrency': '16'
    })
    expect(failure(run)).toBe('')
    const results = JSON.parse(run.outputs['eval-results'] ?? '{}') as Record<string, unknown>
    expect(results).toMatchObject({ total: 100, passed: 100, failed: 0 })
    const pages = emulator.requests
      .filter(r => r.method === 'GET' && r.path.startsWith('/api/v1/examples'))
      .map(r => new URL(r.path, 'http://x').searchParams)
      .map(query => `${query.get('offset') ?? ''}/${query.get('limit') ?? ''}`)
    expect(pages).toEqual(['0/100', '0/50', '50/50', '100/50'])
  }, 180_000)
})
