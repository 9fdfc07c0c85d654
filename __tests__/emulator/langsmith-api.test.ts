/**
 * The emulator's LangSmith API (issue 35) as the `langsmith` SDK itself meets it over loopback:
 * datasets by name and id, examples by split, experiments, runs and feedback written and read
 * back, `evaluate()` end to end, and the refusals the service makes (401, 404, 422).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client as AgentClient } from '@langchain/langgraph-sdk'
import { Client } from 'langsmith'
import nock from 'nock'

import {
  AGENT_SMOKE_DATASET,
  LANGSMITH_API_PREFIX,
  type RunningEmulator
} from '../../emulator/index.js'
import { CliUsageError, parseCliArgs, runCli } from '../../emulator/cli-command.js'
import { hostAgentServer } from '../fixtures/agent-server-host.js'
import { call, emulatorPerTest } from './emulator-helpers.js'

const start = emulatorPerTest()

beforeAll(() => {
  // The SDK must reach nothing but the emulator: no tracing of its own, no other host.
  process.env.LANGSMITH_TRACING = 'false'
  nock.disableNetConnect()
  nock.enableNetConnect(host => host.startsWith('127.0.0.1:'))
})

afterAll(() => {
  // Unpatch node's http too: the next test file in this worker must reach the network as it is.
  nock.enableNetConnect()
  nock.restore()
  delete process.env.LANGSMITH_TRACING
})

/** A client of the SDK pointed at the emulator, as a user would configure it. */
function clientOf(emu: RunningEmulator, apiKey = emu.apiKey): Client {
  return new Client({
    apiUrl: `${emu.url}${LANGSMITH_API_PREFIX}`,
    apiKey,
    workspaceId: emu.workspaceId,
    // Batches fail at once (reads still retry a 5xx: the SDK fixes their maxRetries at 4).
    callerOptions: { maxRetries: 0 }
  })
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = []
  for await (const item of items) all.push(item)
  return all
}

describe('the test itself', () => {
  it('refuses every connection off loopback, so the SDK can reach nothing but the emulator', async () => {
    const refusal = await fetch('https://api.smith.langchain.com/api/v1/info').catch(
      (error: unknown) => error
    )
    expect(String((refusal as { cause?: unknown }).cause ?? refusal)).toMatch(
      /Disallowed net connect/
    )
  })
})

describe('datasets and examples', () => {
  it('reads the seeded dataset by name and by id, and its examples by split', async () => {
    const emu = await start()
    const client = clientOf(emu)
    const dataset = await client.readDataset({ datasetName: AGENT_SMOKE_DATASET })
    expect(dataset).toMatchObject({
      name: 'agent-smoke',
      example_count: 24,
      tenant_id: emu.workspaceId
    })
    expect(await client.readDataset({ datasetId: dataset.id })).toEqual(dataset)
    const all = await collect(client.listExamples({ datasetId: dataset.id }))
    expect(all).toHaveLength(24)
    const base = await collect(
      client.listExamples({ datasetName: 'agent-smoke', splits: ['base'] })
    )
    expect(base).toHaveLength(12)
    for (const example of base) {
      expect(example.dataset_id).toBe(dataset.id)
      expect(example.metadata?.dataset_split).toEqual(['base'])
      // The last message is the question the agent echoes (some examples are conversations).
      const { content } = (example.inputs.messages as { content: string }[]).at(-1) ?? {
        content: ''
      }
      const answer = String(example.outputs?.answer).toLowerCase()
      expect(content.toLowerCase().replace(/\s+/g, ' ')).toContain(answer)
    }
  })

  it("holds reference outputs that the built-in agent graph's answers contain, and silent's do not", async () => {
    const emu = await start()
    const examples = await collect(clientOf(emu).listExamples({ datasetName: 'agent-smoke' }))
    const hosted = await hostAgentServer({ apiKey: 'k', tickMs: 0 })
    try {
      const agent = new AgentClient({ apiUrl: hosted.apiUrl, apiKey: 'k' })
      const loose = (text: string) => text.toLowerCase().replace(/\s+/g, ' ')
      /** The messages the run added after its input's. */
      const added = async (graph: string, inputs: Record<string, unknown>) => {
        const values = await agent.runs.wait(null, graph, { input: inputs })
        const all = (values as { messages: { type: string; content: string }[] }).messages
        return all.slice((inputs.messages as unknown[]).length)
      }
      let traps = 0
      for (const example of examples) {
        const replies = (await added('agent', example.inputs))
          .filter(message => message.type === 'ai')
          .map(message => loose(message.content))
        const answer = loose(String(example.outputs?.answer))
        expect(replies.join('\n')).toContain(answer)
        expect(await added('silent', example.inputs)).toEqual([])
        // Its input holds the reference beyond the question: an echo of the input would pass.
        const { messages, ...rest } = example.inputs as { messages: { content: string }[] }
        const beyond = [...messages.slice(0, -1).map(m => m.content), ...Object.values(rest)]
        if (beyond.some(value => loose(String(value)).includes(answer))) traps++
      }
      expect(traps).toBe(4)
    } finally {
      await hosted.close()
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
    expect(page.body).toHaveLength(9)
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

describe('the API base', () => {
  it('answers under /api as self-hosted installs do, and plays faults like any route', async () => {
    const emu = await start()
    const client = new Client({
      apiUrl: `${emu.url}/api`,
      apiKey: emu.apiKey,
      callerOptions: { maxRetries: 0 }
    })
    const dataset = await client.readDataset({ datasetName: 'agent-smoke' })
    const project = await client.createProject({ projectName: 'p', referenceDatasetId: dataset.id })
    const runs = await collect(client.runs.query({ project_ids: [project.id] }))
    expect(runs).toEqual([])
    emu.faults.add({
      method: 'get',
      path: '/api/v1/datasets',
      times: 1,
      fault: { kind: 'status', status: 403 }
    })
    await expect(clientOf(emu).readDataset({ datasetName: 'agent-smoke' })).rejects.toThrow(/403/)
    // A rewrite plays a LangSmith that serves what it should not: an example's inputs as text.
    emu.faults.add({
      method: 'get',
      path: '/api/v1/examples',
      fault: {
        kind: 'rewrite',
        rewrite: answer => ({
          ...answer,
          body: (answer.body as Record<string, unknown>[]).map((example, index) =>
            index === 2 ? { ...example, inputs: 'not an object' } : example
          )
        })
      }
    })
    const served = await collect(clientOf(emu).listExamples({ datasetId: dataset.id, limit: 5 }))
    expect(served.map(example => typeof example.inputs)).toEqual([
      'object',
      'object',
      'string',
      'object',
      'object'
    ])
    const logged = emu.requests.filter(entry => entry.path.startsWith('/api/'))
    expect(logged.map(entry => entry.status)).toContain(403)
    expect(logged.every(entry => entry.headers['x-api-key'] === emu.apiKey)).toBe(true)
  })
})

describe('an experiment recorded run by run, as the eval gate does', () => {
  it('keeps the session, its runs linked to examples and their feedback, and reads them back', async () => {
    const emu = await start()
    const client = clientOf(emu)
    const dataset = await client.readDataset({ datasetName: 'agent-smoke' })
    const examples = await collect(client.listExamples({ datasetId: dataset.id, splits: ['base'] }))
    const project = await client.createProject({
      projectName: 'gate-abc123',
      referenceDatasetId: dataset.id,
      metadata: { revision_id: 'r1', deployment: 'my-agent' },
      description: 'eval gate'
    })
    expect(project).toMatchObject({ name: 'gate-abc123', reference_dataset_id: dataset.id })
    const runIds: string[] = []
    for (const [index, example] of examples.entries()) {
      const id = crypto.randomUUID()
      runIds.push(id)
      await client.createRun({
        id,
        name: 'agent',
        run_type: 'chain',
        inputs: example.inputs,
        project_name: project.name,
        reference_example_id: example.id,
        start_time: Date.now()
      })
      await client.updateRun(id, {
        outputs: { answer: 'x' },
        end_time: Date.now(),
        ...(index === 0 ? { error: 'timed out' } : {})
      })
      await client.createFeedback({
        runId: id,
        key: 'passed',
        score: index === 0 ? 0 : 1,
        sessionId: project.id,
        comment: index === 0 ? 'timed out' : 'ok'
      })
    }
    await client.updateProject(project.id, { endTime: new Date().toISOString() })
    const runs = await collect(
      client.runs.query({
        project_ids: [project.id],
        selects: ['REFERENCE_EXAMPLE_ID', 'ERROR', 'STATUS', 'PROJECT_ID', 'END_TIME'],
        page_size: 3
      })
    )
    expect(runs).toHaveLength(12)
    expect(new Set(runs.map(run => run.reference_example_id))).toEqual(
      new Set(examples.map(e => e.id))
    )
    const failed = runs.find(run => run.id === runIds[0])
    expect(failed).toMatchObject({ error: 'timed out', status: 'ERROR', project_id: project.id })
    expect(runs.filter(run => run.status === 'SUCCESS')).toHaveLength(11)
    const feedback = await collect(client.listFeedback({ runIds }))
    expect(feedback).toHaveLength(12)
    expect(feedback.filter(one => one.score === 1)).toHaveLength(11)
    const read = await client.readProject({ projectId: project.id })
    expect(read).toMatchObject({ run_count: 12, extra: { metadata: { revision_id: 'r1' } } })
    expect(read.end_time).not.toBeNull()
    const experiments = await collect(client.listProjects({ referenceDatasetId: dataset.id }))
    expect(experiments.map(one => one.id)).toEqual([project.id])
    const ofRevision = (revision_id: string) =>
      collect(client.listProjects({ referenceDatasetId: dataset.id, metadata: { revision_id } }))
    expect((await ofRevision('r1')).map(one => one.id)).toEqual([project.id])
    expect(await ofRevision('r2')).toEqual([])
    expect(await client.readDataset({ datasetId: dataset.id })).toMatchObject({ session_count: 1 })
  })

  it('refuses a second experiment of the same name (409), malformed feedback and runs (422)', async () => {
    const emu = await start()
    const client = clientOf(emu)
    await client.createProject({ projectName: 'twice' })
    await expect(client.createProject({ projectName: 'twice' })).rejects.toMatchObject({
      name: 'LangSmithConflictError'
    })
    const noKey = await call<{ detail: { loc: unknown[] }[] }>(emu, 'POST', '/api/v1/feedback', {
      body: { run_id: crypto.randomUUID(), score: 1 }
    })
    expect(noKey.status).toBe(422)
    expect(noKey.body.detail.map(issue => issue.loc)).toEqual([['body', 'key']])
    const noRun = await call(emu, 'POST', '/api/v1/feedback', { body: { key: 'passed', score: 1 } })
    expect(noRun.status).toBe(422)
    const badScore = await call(emu, 'POST', '/api/v1/feedback', {
      body: { key: 'passed', run_id: crypto.randomUUID(), score: 'high' }
    })
    expect(badScore.status).toBe(422)
    const unknownRun = await call(emu, 'POST', '/api/v1/feedback', {
      body: { key: 'passed', run_id: crypto.randomUUID(), score: 1 }
    })
    expect(unknownRun.status).toBe(404)
    const start_time = new Date().toISOString()
    const noSession = await call(emu, 'POST', '/api/v1/runs', {
      body: { id: crypto.randomUUID(), name: 'x', run_type: 'chain', inputs: {}, start_time }
    })
    expect(noSession.status).toBe(422)
    const noId = await call(emu, 'POST', '/api/v1/runs/batch', {
      body: { post: [{ name: 'x', run_type: 'chain', inputs: {}, start_time, session_name: 'p' }] }
    })
    expect(noId.status).toBe(422)
    expect((await call(emu, 'GET', `/api/v1/sessions/${crypto.randomUUID()}`)).status).toBe(404)
    await expect(
      client.createFeedback({
        runId: '6f1f2a3b-0000-4000-8000-000000000002',
        key: 'k',
        score: 1,
        sessionId: crypto.randomUUID()
      })
    ).rejects.toThrow(/404/)
  })
})

describe("the SDK's evaluate()", () => {
  it('records an experiment on the seeded dataset whose runs and feedback read back', async () => {
    const emu = await start()
    const client = clientOf(emu)
    const { evaluate } = await import('langsmith/evaluation')
    const target = (inputs: Record<string, unknown>) => {
      const message = (inputs.messages as { content: string }[]).at(-1)
      return Promise.resolve({
        answer: message?.content.toUpperCase().startsWith('PING') ? 'nope' : message?.content
      })
    }
    const contains = ({
      outputs,
      referenceOutputs
    }: {
      outputs?: Record<string, unknown>
      referenceOutputs?: Record<string, unknown>
    }) => ({
      key: 'contains',
      score: String(outputs?.answer)
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .includes(String(referenceOutputs?.answer).toLowerCase())
    })
    const results = await evaluate(target, {
      data: 'agent-smoke',
      evaluators: [contains],
      experimentPrefix: 'emulated',
      client,
      maxConcurrency: 4
    })
    await client.awaitPendingTraceBatches()
    const experiment = await client.readProject({ projectName: results.experimentName })
    const dataset = await client.readDataset({ datasetName: 'agent-smoke' })
    expect(experiment.reference_dataset_id).toBe(dataset.id)
    // listRuns (POST /runs/query) is deprecated in the SDK but still what many scripts call.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    const runs = await collect(client.listRuns({ projectId: experiment.id, isRoot: true }))
    expect(runs).toHaveLength(24)
    const examples = new Set(runs.map(run => run.reference_example_id))
    expect(examples.size).toBe(24)
    expect(runs.filter(run => run.end_time === undefined || run.outputs === undefined)).toEqual([])
    const feedback = await collect(
      client.listFeedback({ runIds: runs.map(run => run.id), feedbackKeys: ['contains'] })
    )
    expect(feedback).toHaveLength(24)
    expect(feedback.filter(one => one.score === 1)).toHaveLength(23)
    // The link evaluate() prints, on the emulator's own host: a page, not a dead end.
    const link = `${emu.url}/o/${emu.workspaceId}/datasets/${dataset.id}/compare?selectedSessions=${experiment.id}`
    const page = await fetch(link)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`Experiment ${results.experimentName}`)
    expect(html).toContain('24 runs')
    expect(html.match(/contains=0/g)).toHaveLength(1)
    const elsewhere = await fetch(link.replace(emu.workspaceId, crypto.randomUUID()))
    expect(elsewhere.status).toBe(404)
  })
})

describe('the UI page of a dataset', () => {
  it('escapes what it shows', async () => {
    const emu = await start({ datasets: [{ name: '<img src=x onerror=alert(1)>', examples: [] }] })
    const client = clientOf(emu)
    const dataset = await client.readDataset({ datasetName: '<img src=x onerror=alert(1)>' })
    await client.createProject({ projectName: '<b>exp</b>', referenceDatasetId: dataset.id })
    const page = await fetch(`${emu.url}/o/${emu.workspaceId}/datasets/${dataset.id}`)
    const html = await page.text()
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('Experiment &lt;b&gt;exp&lt;/b&gt;')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<b>')
  })
})

describe('the --dataset FILE flag', () => {
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ls-datasets-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('serves the datasets of each file (one or a list) through the running command', async () => {
    const one = path.join(dir, 'one.json')
    const many = path.join(dir, 'many.json')
    await writeFile(
      one,
      JSON.stringify({ name: 'qa', examples: [{ inputs: { q: 'a' }, outputs: { a: 'b' } }] })
    )
    await writeFile(
      many,
      JSON.stringify([
        {
          name: 'x',
          examples: [
            { inputs: {}, split: 'train' },
            { inputs: { n: 2 }, metadata: { m: 1 } }
          ]
        },
        { name: 'y', description: 'empty', examples: [] }
      ])
    )
    const out: string[] = []
    let stop = (): void => undefined
    const stopped = new Promise<void>(resolve => {
      stop = resolve
    })
    const running = runCli(
      ['--dataset', one, `--dataset=${many}`, '--quiet'],
      { out: line => out.push(line), err: line => out.push(line) },
      stopped
    )
    while (!out.includes('Press Ctrl+C to stop.'))
      await new Promise(resolve => setTimeout(resolve, 5))
    const apiUrl = /langsmith {5}(\S+)/.exec(out.join('\n'))?.[1] ?? ''
    expect(apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/)
    const client = new Client({
      apiUrl,
      apiKey: 'lsv2_emulator_key',
      callerOptions: { maxRetries: 0 }
    })
    const names = (await collect(client.listDatasets())).map(d => [d.name, d.example_count])
    expect(names.sort()).toEqual([
      ['agent-smoke', 24],
      ['qa', 1],
      ['x', 2],
      ['y', 0]
    ])
    const train = await collect(client.listExamples({ datasetName: 'x', splits: ['train'] }))
    expect(train.map(e => e.inputs)).toEqual([{}])
    const base = await collect(client.listExamples({ datasetName: 'x', splits: ['base'] }))
    expect(base).toMatchObject([
      { inputs: { n: 2 }, outputs: null, metadata: { m: 1, dataset_split: ['base'] } }
    ])
    stop()
    expect(await running).toBe(0)
  })

  it.each([
    ['missing.json', null, 'cannot read dataset file'],
    ['bad.json', '{"name": "a", ', 'is not JSON'],
    [
      'inputs.json',
      '{"name": "a", "examples": [{"inputs": "hi"}]}',
      'examples[0].inputs must be an object'
    ],
    ['noname.json', '[{"examples": []}]', '[0].name must be a non-empty string'],
    [
      'split.json',
      '{"name": "a", "examples": [{"inputs": {}, "split": [1]}]}',
      'split must be a split name'
    ]
  ])('refuses %s, naming the problem', async (file, text, message) => {
    const where = path.join(dir, file)
    if (text !== null) await writeFile(where, text)
    expect(() => parseCliArgs(['--dataset', where])).toThrow(CliUsageError)
    expect(() => parseCliArgs(['--dataset', where])).toThrow(message)
  })

  it('refuses two datasets of one name when the emulator starts', async () => {
    const twice = { name: 'same', examples: [] }
    await expect(start({ datasets: [twice, twice] })).rejects.toThrow(
      'a dataset named "same" exists already'
    )
  })
})
