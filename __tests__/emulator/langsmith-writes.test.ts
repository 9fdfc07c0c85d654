/**
 * The emulator's LangSmith API takes the writes the `langsmith` clients send (issue 45, point 7):
 * datasets created (409 on a taken name), examples uploaded multipart by the JS SDK and in bulk as
 * a Python client without multipart sends them, read by ID, splits listed; the refusals the
 * service makes; large examples read by the gate's own reader in pages that fit; the banner.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from 'langsmith'
import nock from 'nock'

import { LANGSMITH_API_PREFIX, type RunningEmulator } from '../../emulator/index.js'
import { runCli } from '../../emulator/cli-command.js'
import { systemClock } from '../../src/base/clock.js'
import { silentLogger } from '../../src/base/log.js'
import { LangSmithDatasets } from '../../src/langsmith/datasets.js'
import { call, emulatorPerTest } from './emulator-helpers.js'

const start = emulatorPerTest()

beforeAll(() => {
  process.env.LANGSMITH_TRACING = 'false'
  nock.disableNetConnect()
  nock.enableNetConnect(host => host.startsWith('127.0.0.1:'))
})

afterAll(() => {
  nock.enableNetConnect()
  nock.restore()
  delete process.env.LANGSMITH_TRACING
})

function clientOf(emu: RunningEmulator): Client {
  return new Client({
    apiUrl: `${emu.url}${LANGSMITH_API_PREFIX}`,
    apiKey: emu.apiKey,
    workspaceId: emu.workspaceId,
    callerOptions: { maxRetries: 0 }
  })
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = []
  for await (const item of items) all.push(item)
  return all
}

/** The LangSmith requests that wrote something, as `METHOD path` without the query. */
function writes(emu: RunningEmulator): string[] {
  return emu.requests
    .filter(entry => entry.method !== 'GET' && entry.path.startsWith('/api/'))
    .map(entry => `${entry.method} ${entry.path.split('?')[0] ?? ''}`)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('the JS SDK keeps a dataset in code', () => {
  it('creates a dataset, adds examples (multipart), reads one by ID, lists splits and examples', async () => {
    const emu = await start()
    const client = clientOf(emu)
    const dataset = await client.createDataset('qa', {
      description: 'questions',
      metadata: { owner: 'team' }
    })
    expect(dataset).toMatchObject({
      name: 'qa',
      description: 'questions',
      data_type: 'kv',
      example_count: 0,
      tenant_id: emu.workspaceId,
      metadata: { owner: 'team' }
    })
    expect(dataset.id).toMatch(UUID)
    await expect(client.createDataset('qa')).rejects.toMatchObject({
      name: 'LangSmithConflictError'
    })
    // The parallel-lists form is deprecated in the SDK but still what LangSmith's docs show.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    const legacy = await client.createExamples({
      datasetId: dataset.id,
      inputs: [{ q: 'one' }, { q: 'two' }],
      referenceOutputs: [{ a: '1' }, { a: '2' }],
      metadata: [{ n: 1 }, { n: 2 }],
      splits: ['train', ['train', 'hard']]
    })
    expect(legacy.map(e => [e.inputs, e.outputs, e.metadata?.dataset_split] as unknown)).toEqual([
      [{ q: 'one' }, { a: '1' }, ['train']],
      [{ q: 'two' }, { a: '2' }, ['train', 'hard']]
    ])
    const id = crypto.randomUUID()
    const uploads = await client.createExamples([
      {
        dataset_name: 'qa',
        id,
        inputs: { q: 'three' },
        reference_outputs: { a: '3' },
        split: 'test'
      },
      { dataset_id: dataset.id, inputs: { q: 'four' }, metadata: { source: 'chat' } }
    ])
    expect(uploads.map(e => e.id)[0]).toBe(id)
    const single = await client.createExample({
      dataset_id: dataset.id,
      inputs: { q: 'five' },
      reference_outputs: { a: '5' },
      metadata: { n: 5 }
    })
    const read = await client.readExample(id)
    expect(read).toMatchObject({
      id,
      dataset_id: dataset.id,
      inputs: { q: 'three' },
      outputs: { a: '3' },
      metadata: { dataset_split: ['test'] }
    })
    expect((await client.readExample(single.id)).metadata).toEqual({
      n: 5,
      dataset_split: ['base']
    })
    expect(await client.listDatasetSplits({ datasetId: dataset.id })).toEqual([
      'base',
      'hard',
      'test',
      'train'
    ])
    const train = await collect(client.listExamples({ datasetName: 'qa', splits: ['train'] }))
    expect(train.map(e => e.inputs.q as unknown)).toEqual(['one', 'two'])
    const all = await collect(client.listExamples({ datasetId: dataset.id }))
    expect(all).toHaveLength(5)
    expect(uploads[1]?.outputs).toBeNull()
    const again = await client.readDataset({ datasetName: 'qa' })
    expect(again).toMatchObject({ id: dataset.id, example_count: 5 })
    expect(Date.parse(again.modified_at)).toBeGreaterThanOrEqual(Date.parse(dataset.created_at))
    const listed = await collect(client.listDatasets())
    expect(listed.map(d => d.name).sort()).toEqual(['agent-smoke', 'qa'])
    const examplesPath = `/api/v1/platform/datasets/${dataset.id}/examples`
    expect(writes(emu)).toEqual([
      'POST /api/v1/datasets',
      'POST /api/v1/datasets',
      ...Array<string>(3).fill(`POST ${examplesPath}`)
    ])
    const multipart = emu.requests.find(entry => entry.path === examplesPath)
    expect(multipart?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(emu.state.datasets().map(d => [d.name, d.exampleCount])).toEqual([
      ['agent-smoke', 24],
      ['qa', 5]
    ])
  })
})

describe('the JS SDK updates an example', () => {
  it('replaces what the update gives (multipart PATCH), keeps the rest, and refuses an example of another dataset', async () => {
    const emu = await start()
    const client = clientOf(emu)
    const qa = await client.createDataset('qa-update')
    const other = await client.createDataset('other')
    const [made] = await client.createExamples([
      {
        dataset_id: qa.id,
        inputs: { q: 'one' },
        reference_outputs: { a: '1' },
        metadata: { case: 1 },
        split: 'test'
      }
    ])
    const id = made?.id ?? ''
    await client.updateExample({ id: id, dataset_id: qa.id, outputs: { a: 'uno' } })
    const read = await client.readExample(id)
    expect(read).toMatchObject({ inputs: { q: 'one' }, outputs: { a: 'uno' } })
    expect(read.metadata).toMatchObject({ case: 1, dataset_split: ['test'] })
    await client.updateExample({
      id: id,
      dataset_id: qa.id,
      inputs: { q: 'eins' },
      metadata: { case: 2 }
    })
    expect(await client.readExample(id)).toMatchObject({
      inputs: { q: 'eins' },
      outputs: { a: 'uno' },
      metadata: { case: 2 }
    })
    expect(writes(emu).filter(w => w.startsWith('PATCH'))).toEqual([
      `PATCH /api/v1/platform/datasets/${qa.id}/examples`,
      `PATCH /api/v1/platform/datasets/${qa.id}/examples`
    ])
    await expect(
      client.updateExample({ id: id, dataset_id: other.id, outputs: { a: 'x' } })
    ).rejects.toThrow(/404/)
    expect((await client.readExample(id)).outputs).toEqual({ a: 'uno' })
  })
})

describe('a Python client that finds multipart turned off', () => {
  it('creates examples with POST /examples/bulk and POST /examples, in its own shape', async () => {
    const emu = await start()
    const created = await call<{ id: string }>(emu, 'POST', '/api/v1/datasets', {
      body: {
        name: 'py',
        data_type: 'kv',
        transformations: null,
        extra: { metadata: { runtime: { sdk: 'langsmith-py' } }, source: 'sdk' }
      }
    })
    expect(created.status).toBe(200)
    const datasetId = created.body.id
    const id = crypto.randomUUID()
    const bulk = await call<{ id: string; metadata: unknown }[]>(
      emu,
      'POST',
      '/api/v1/examples/bulk',
      {
        body: [
          {
            id,
            created_at: '2030-01-01T00:00:00.000000+00:00',
            inputs: { q: 'a' },
            outputs: { a: 'b' },
            metadata: { k: 1 },
            split: ['dev'],
            use_source_run_io: false,
            dataset_id: datasetId
          },
          {
            created_at: '2030-01-01T00:00:01+00:00',
            inputs: { q: 'c' },
            use_source_run_io: false,
            dataset_id: datasetId
          }
        ]
      }
    )
    expect(bulk.status).toBe(200)
    expect(bulk.body.map(e => e.metadata)).toEqual([
      { k: 1, dataset_split: ['dev'] },
      { dataset_split: ['base'] }
    ])
    expect(bulk.body[0]?.id).toBe(id)
    const one = await call<{ id: string }>(emu, 'POST', '/api/v1/examples', {
      body: { inputs: { q: 'd' }, split: 'dev', dataset_id: datasetId }
    })
    expect(one.status).toBe(200)
    const client = clientOf(emu)
    expect(await client.readExample(id)).toMatchObject({
      inputs: { q: 'a' },
      created_at: '2030-01-01T00:00:00.000Z'
    })
    expect(await client.listDatasetSplits({ datasetName: 'py' })).toEqual(['base', 'dev'])
    expect((await client.readExample(one.body.id)).dataset_id).toBe(datasetId)
  })
})

describe('what LangSmith refuses, the emulator refuses', () => {
  it('answers 422 for a malformed dataset or example, 404 for an unknown one, 409 for a taken ID', async () => {
    const emu = await start()
    const post = (path: string, body: unknown) =>
      call<{ detail: { loc: unknown[] }[] | string }>(emu, 'POST', `/api/v1${path}`, { body })
    const locs = (reply: Awaited<ReturnType<typeof post>>) =>
      Array.isArray(reply.body.detail)
        ? reply.body.detail.map(issue => issue.loc)
        : reply.body.detail
    const noName = await post('/datasets', { description: 'x', data_type: 'table' })
    expect(noName.status).toBe(422)
    expect(locs(noName)).toEqual([
      ['body', 'name'],
      ['body', 'data_type']
    ])
    expect((await post('/datasets', { name: '' })).status).toBe(422)
    const { body } = await call<{ id: string }>(emu, 'POST', '/api/v1/datasets', {
      body: { name: 'd' }
    })
    const badItems = await post('/examples/bulk', [
      { inputs: 'hi', dataset_id: body.id },
      { inputs: {}, outputs: [1], split: [''], dataset_id: body.id },
      { inputs: {} }
    ])
    expect(badItems.status).toBe(422)
    expect(locs(badItems)).toEqual([
      ['body', 0, 'inputs'],
      ['body', 1, 'outputs'],
      ['body', 1, 'split'],
      ['body', 2, 'dataset_id']
    ])
    expect((await post('/examples/bulk', { inputs: {} })).status).toBe(422)
    const unknown = crypto.randomUUID()
    expect((await post('/examples', { inputs: {}, dataset_id: unknown })).status).toBe(404)
    const id = crypto.randomUUID()
    expect((await post('/examples', { id, inputs: {}, dataset_id: body.id })).status).toBe(200)
    const taken = await post('/examples/bulk', [{ id, inputs: {}, dataset_id: body.id }])
    expect(taken.status).toBe(409)
    expect((await call(emu, 'GET', `/api/v1/examples/${unknown}`)).status).toBe(404)
    expect((await call(emu, 'GET', `/api/v1/datasets/${unknown}/splits`)).status).toBe(404)
    expect((await call(emu, 'GET', '/api/v1/examples/nope')).status).toBe(422)
    await expect(clientOf(emu).readDataset({ datasetId: body.id })).resolves.toMatchObject({
      example_count: 1
    })
  })

  it('refuses a multipart upload with inputs that are not an object, or attachments it cannot keep', async () => {
    const emu = await start()
    const client = clientOf(emu)
    const dataset = await client.createDataset('m')
    await expect(
      client.createExamples([{ dataset_id: dataset.id, inputs: ['not', 'an', 'object'] as never }])
    ).rejects.toThrow(/422/)
    await expect(
      client.createExamples([
        {
          dataset_id: dataset.id,
          inputs: { q: 1 },
          attachments: { file: ['text/plain', new TextEncoder().encode('hi')] }
        }
      ])
    ).rejects.toThrow(/400.*attachments/)
    await expect(
      client.createExamples([{ dataset_id: crypto.randomUUID(), inputs: { q: 1 } }])
    ).rejects.toThrow(/404/)
    const path = `/api/v1/platform/datasets/${dataset.id}/examples`
    const notMultipart = await call(emu, 'POST', path, { body: { inputs: {} } })
    expect(notMultipart.status).toBe(422)
    expect((await client.readDataset({ datasetId: dataset.id })).example_count).toBe(0)
  })
})

describe('large examples made with the SDK', () => {
  it("are read by the gate's reader in pages under its 8 MiB bound, the emulator honouring limit and offset", async () => {
    const emu = await start()
    const client = clientOf(emu)
    const dataset = await client.createDataset('retrieval')
    const text = 'x'.repeat(300_000)
    const inputs = Array.from({ length: 30 }, (_, i) => ({ i, context: text }))
    await client.createExamples(inputs.map(one => ({ dataset_id: dataset.id, inputs: one })))
    emu.clearRequests()
    const reader = new LangSmithDatasets({
      apiUrl: `${emu.url}${LANGSMITH_API_PREFIX}`,
      apiKey: emu.apiKey,
      workspaceId: emu.workspaceId,
      userAgent: 'test',
      clock: systemClock,
      logger: silentLogger
    })
    const read = await reader.listExamples({ datasetId: dataset.id, atMost: 100 })
    expect(read.map(e => (e.inputs as { i: number }).i)).toEqual(inputs.map(one => one.i))
    const pages = emu.requests.map(entry => {
      const query = new URL(entry.path, emu.url).searchParams
      return `${query.get('offset')}/${query.get('limit')} ${entry.responseBody?.length ?? 0}`
    })
    // 9 MB in one page is over the bound: the reader halves the page until it fits.
    expect(pages.map(page => page.split(' ')[0])).toEqual(['0/100', '0/50', '0/25', '25/25'])
    const sizes = pages.map(page => Number(page.split(' ')[1]))
    expect(sizes.slice(2).every(size => size < 8 * 1024 * 1024)).toBe(true)
  })
})

describe('the banner', () => {
  it('lists the datasets the emulator keeps while it runs', async () => {
    const out: string[] = []
    let stop = (): void => undefined
    const stopped = new Promise<void>(resolve => {
      stop = resolve
    })
    const running = runCli(
      ['--quiet'],
      { out: line => out.push(line), err: line => out.push(line) },
      stopped
    )
    while (!out.includes('Press Ctrl+C to stop.'))
      await new Promise(resolve => setTimeout(resolve, 5))
    expect(out.join('\n')).toMatch(
      /\n {2}dataset {7}agent-smoke {2}\(24 examples, splits base, [a-z, ]+; id [0-9a-f-]{36}\)\n/
    )
    stop()
    expect(await running).toBe(0)
  })
})
