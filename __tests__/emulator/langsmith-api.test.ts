/**
 * The emulator's LangSmith API (issue 35) as the `langsmith` SDK itself meets it over loopback:
 * datasets by name and id, examples by split, experiments, runs and feedback written and read
 * back, `evaluate()` end to end, and the refusals the service makes (401, 404, 422).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from 'langsmith'
import nock from 'nock'

import {
  AGENT_SMOKE_DATASET,
  LANGSMITH_API_PREFIX,
  type RunningEmulator
} from '../../emulator/index.js'
import { call, emulatorPerTest } from './emulator-helpers.js'

const start = emulatorPerTest()

beforeAll(() => {
  // The SDK must reach nothing but the emulator: no tracing of its own, no other host.
  process.env.LANGSMITH_TRACING = 'false'
  nock.disableNetConnect()
  nock.enableNetConnect(host => host.startsWith('127.0.0.1:'))
})

afterAll(() => {
  nock.enableNetConnect()
  delete process.env.LANGSMITH_TRACING
})

/** A client of the SDK pointed at the emulator, as a user would configure it. */
function clientOf(emu: RunningEmulator, apiKey = emu.apiKey): Client {
  return new Client({
    apiUrl: `${emu.url}${LANGSMITH_API_PREFIX}`,
    apiKey,
    workspaceId: emu.workspaceId,
    callerOptions: { maxRetries: 0 }
  })
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = []
  for await (const item of items) all.push(item)
  return all
}

describe('datasets and examples', () => {
  it('reads the seeded dataset by name and by id, and its examples by split', async () => {
    const emu = await start()
    const client = clientOf(emu)
    const dataset = await client.readDataset({ datasetName: AGENT_SMOKE_DATASET })
    expect(dataset).toMatchObject({
      name: 'agent-smoke',
      example_count: 20,
      tenant_id: emu.workspaceId
    })
    expect(await client.readDataset({ datasetId: dataset.id })).toEqual(dataset)
    const all = await collect(client.listExamples({ datasetId: dataset.id }))
    expect(all).toHaveLength(20)
    const base = await collect(
      client.listExamples({ datasetName: 'agent-smoke', splits: ['base'] })
    )
    expect(base).toHaveLength(10)
    for (const example of base) {
      expect(example.dataset_id).toBe(dataset.id)
      expect(example.metadata?.dataset_split).toEqual(['base'])
      const { content } = (example.inputs.messages as { content: string }[])[0] ?? { content: '' }
      const answer = String(example.outputs?.answer).toLowerCase()
      expect(content.toLowerCase().replace(/\s+/g, ' ')).toContain(answer)
    }
  })

  it('pages examples as the SDK asks (limit and offset)', async () => {
    const emu = await start()
    const client = clientOf(emu)
    const first = await collect(client.listExamples({ datasetName: 'agent-smoke', limit: 7 }))
    expect(first).toHaveLength(7)
    const page = await call<unknown[]>(
      emu,
      'GET',
      `/api/v1/examples?dataset=${first[0]?.dataset_id}&offset=15&limit=10`
    )
    expect(page.body).toHaveLength(5)
  })

  it('refuses a wrong key (401), an unknown dataset (404) and a malformed id (422)', async () => {
    const emu = await start()
    await expect(
      clientOf(emu, 'lsv2_wrong').readDataset({ datasetName: 'agent-smoke' })
    ).rejects.toThrow(/401/)
    const unknown = '6f1f2a3b-0000-4000-8000-000000000000'
    await expect(clientOf(emu).readDataset({ datasetId: unknown })).rejects.toThrow(/404/)
    await expect(clientOf(emu).readDataset({ datasetName: 'no-such' })).rejects.toThrow(/not found/)
    expect((await call(emu, 'GET', `/api/v1/examples?dataset=${unknown}`)).status).toBe(404)
    expect((await call(emu, 'GET', '/api/v1/datasets/not-a-uuid')).status).toBe(422)
    const noKey = await call(emu, 'GET', '/api/v1/datasets', { headers: { 'x-api-key': null } })
    expect(noKey.status).toBe(401)
    const otherTenant = await call(emu, 'GET', '/api/v1/datasets', {
      headers: { 'x-tenant-id': '6f1f2a3b-0000-4000-8000-000000000001' }
    })
    expect(otherTenant.status).toBe(403)
  })

  it('serves datasets given as an option beside the seeded one', async () => {
    const emu = await start({
      datasets: [
        { name: 'mine', examples: [{ inputs: { q: 1 }, outputs: { a: 'x' }, split: ['s1', 's2'] }] }
      ]
    })
    const examples = await collect(
      clientOf(emu).listExamples({ datasetName: 'mine', splits: ['s2'] })
    )
    expect(examples).toHaveLength(1)
    expect(examples[0]).toMatchObject({
      inputs: { q: 1 },
      outputs: { a: 'x' },
      metadata: { dataset_split: ['s1', 's2'] }
    })
  })
})
