/**
 * Conformance of the emulated agent server's thread calls with the official SDK
 * (`@langchain/langgraph-sdk`), as LangChain's server (`@langchain/langgraph-api` 1.5.1) answers
 * them: `runs.wait` on a thread, the history, state updates, deletes, counts, stateless
 * background runs and the `checkpoints` stream mode. __tests__/real-server/real-server.test.ts
 * runs the same calls against the real server and compares the shapes.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '@langchain/langgraph-sdk'

import { hostAgentServer, type HostedAgentServer } from '../fixtures/agent-server-host.js'
import { HI } from '../fixtures/sdk-calls.js'

const API_KEY = 'sdk-threads-key'
const UPDATE = { values: { messages: [{ role: 'user', content: 'noted' }] } }

type Messages = { messages: { content: string; type?: string }[] }

function contents(values: unknown): string[] {
  return (values as Messages).messages.map(message => message.content)
}

describe('the official SDK on threads of the emulated agent server', () => {
  let hosted: HostedAgentServer
  let client: Client

  beforeAll(async () => {
    hosted = await hostAgentServer({ apiKey: API_KEY, tickMs: 2 })
    client = new Client({ apiUrl: hosted.apiUrl, apiKey: API_KEY })
  })

  afterAll(() => hosted.close())

  it('waits for a run on a thread and answers its final values, or raises its error', async () => {
    const thread = await client.threads.create()
    const values = await client.runs.wait(thread.thread_id, 'agent', { input: HI })
    expect(contents(values)).toEqual(['hi', 'hi', 'done'])
    const after = await client.threads.get(thread.thread_id)
    expect(after).toMatchObject({ status: 'idle', values, interrupts: {} })
    expect(after.metadata).toMatchObject({ graph_id: 'agent' })
    // A second wait continues the thread.
    const again = await client.runs.wait(thread.thread_id, 'agent', {
      input: { messages: [{ role: 'user', content: 'again' }] }
    })
    expect(contents(again)).toEqual(['hi', 'hi', 'done', 'again', 'again', 'done'])

    const failing = await client.threads.create()
    await expect(client.runs.wait(failing.thread_id, 'failing', { input: HI })).rejects.toThrow(
      'Error: boom'
    )
    expect((await client.threads.get(failing.thread_id)).status).toBe('error')
  })

  it("carries the thread's and the request's metadata into the run's, as the real server does", async () => {
    const thread = await client.threads.create({ metadata: { owner: 'sdk' } })
    await client.runs.wait(thread.thread_id, 'agent', { input: HI, metadata: { ticket: 7 } })
    const state = await client.threads.getState(thread.thread_id)
    // Key order included: the run's metadata comes between the integration and the server's.
    expect(Object.keys(state.metadata ?? {}).slice(0, 8)).toEqual([
      'user-agent',
      'graph_id',
      'assistant_id',
      'ls_integration',
      'created_by',
      'owner',
      'ticket',
      'run_attempt'
    ])
    expect(state.metadata).toMatchObject({ owner: 'sdk', ticket: 7 })
  })

  it('refuses a wait on a thread that does not exist, and one that is not a UUID', async () => {
    await expect(
      client.runs.wait('00000000-0000-4000-8000-00000000dead', 'agent', { input: HI })
    ).rejects.toMatchObject({ status: 422 })
    await expect(client.runs.wait('nope', 'agent', { input: HI })).rejects.toMatchObject({
      status: 400
    })
  })

  it('gives the history newest first: every checkpoint, its pending task and its result', async () => {
    const thread = await client.threads.create()
    await client.runs.wait(thread.thread_id, 'agent', { input: HI })
    const history = await client.threads.getHistory(thread.thread_id)
    expect(
      history.map(state => [state.metadata?.source, state.metadata?.step, state.next])
    ).toEqual([
      ['loop', 2, []],
      ['loop', 1, ['sub']],
      ['loop', 0, ['echo']],
      ['input', -1, ['__start__']]
    ])
    // Each state's parent is the next one down; the oldest has none.
    history.slice(0, -1).forEach((state, index) => {
      expect(state.parent_checkpoint?.checkpoint_id).toBe(
        history[index + 1]?.checkpoint.checkpoint_id
      )
    })
    expect(history.at(-1)?.parent_checkpoint).toBeNull()
    expect(history.at(-1)?.tasks[0]).toMatchObject({ name: '__start__', result: HI })
    const [echo] = history[2]?.tasks ?? []
    expect(contents(echo?.result)).toEqual(['hi'])
    // The subgraph's task names its namespace.
    expect(history[1]?.tasks[0]?.checkpoint).toEqual({
      thread_id: thread.thread_id,
      checkpoint_ns: `sub:${history[1]?.tasks[0]?.id ?? ''}`
    })
    expect(await client.threads.getHistory(thread.thread_id, { limit: 2 })).toEqual(
      history.slice(0, 2)
    )
    const before = history[1]?.checkpoint.checkpoint_id ?? ''
    const older = await client.threads.getHistory(thread.thread_id, {
      before: { configurable: { checkpoint_id: before } }
    })
    expect(older).toEqual(history.slice(2))
    const inputs = await client.threads.getHistory(thread.thread_id, { metadata: { step: -1 } })
    expect(inputs).toEqual(history.slice(3))
  })

  it('updates the state as the last node that ran, or as the node named', async () => {
    const thread = await client.threads.create()
    await client.runs.wait(thread.thread_id, 'agent', { input: HI })
    // The SDK types the answer as a config; both LangChain servers answer the new checkpoint.
    const written = (await client.threads.updateState(thread.thread_id, UPDATE)) as unknown as {
      checkpoint: { checkpoint_id: string }
    }
    expect(written.checkpoint).toEqual({
      thread_id: thread.thread_id,
      checkpoint_ns: '',
      checkpoint_id: expect.any(String)
    })
    let state = await client.threads.getState(thread.thread_id)
    expect(state.checkpoint.checkpoint_id).toBe(written.checkpoint.checkpoint_id)
    expect(contents(state.values)).toEqual(['hi', 'hi', 'done', 'noted'])
    expect(state.next).toEqual([])
    expect(state.metadata).toEqual({
      graph_id: 'agent',
      source: 'update',
      step: 3,
      parents: {},
      thread_id: thread.thread_id
    })
    await client.threads.updateState(thread.thread_id, { ...UPDATE, asNode: 'echo' })
    state = await client.threads.getState(thread.thread_id)
    expect(state.next).toEqual(['sub'])
    expect(state.tasks[0]).toMatchObject({ name: 'sub', result: null })
    // A run after the updates starts from them.
    const next = await client.runs.wait(thread.thread_id, 'agent', { input: HI })
    expect(contents(next).slice(0, 6)).toEqual(['hi', 'hi', 'done', 'noted', 'noted', 'hi'])
    // The state at a checkpoint of the history.
    const at = await client.threads.getState(thread.thread_id, written.checkpoint.checkpoint_id)
    expect(contents(at.values)).toEqual(['hi', 'hi', 'done', 'noted'])
  })

  it('refuses an update on a thread with no graph, a busy one, or for a node that does not exist', async () => {
    const bare = await client.threads.create()
    await expect(client.threads.updateState(bare.thread_id, UPDATE)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining(`Thread ${bare.thread_id} has no graph ID`)
    })
    const fresh = await client.threads.create({ graphId: 'agent' })
    await client.threads.updateState(fresh.thread_id, UPDATE)
    const [state] = await client.threads.getHistory(fresh.thread_id)
    expect(state).toMatchObject({ next: ['echo'], parent_checkpoint: null })
    expect(state?.metadata).toMatchObject({ source: 'update', step: 0 })
    await expect(
      client.threads.updateState(fresh.thread_id, { ...UPDATE, asNode: 'nope' })
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      client.threads.updateState(fresh.thread_id, { values: 3 as unknown as object })
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('invalid_union') })

    const slow = await hostAgentServer({ tickMs: 200 })
    try {
      const busyClient = new Client({ apiUrl: slow.apiUrl })
      const busy = await busyClient.threads.create()
      await busyClient.runs.create(busy.thread_id, 'agent', { input: HI })
      await expect(busyClient.threads.updateState(busy.thread_id, UPDATE)).rejects.toMatchObject({
        status: 409,
        message: expect.stringContaining('Thread is busy')
      })
    } finally {
      await slow.close()
    }
  })

  it('deletes a thread with its runs, then answers 404; counts the threads a filter selects', async () => {
    const kept = await client.threads.create({ metadata: { batch: 'count' } })
    const gone = await client.threads.create({ metadata: { batch: 'count' } })
    const run = await client.runs.create(gone.thread_id, 'agent', { input: HI })
    expect(await client.threads.count({ metadata: { batch: 'count' } })).toBe(2)
    await client.threads.delete(gone.thread_id)
    await expect(client.threads.get(gone.thread_id)).rejects.toMatchObject({ status: 404 })
    await expect(client.runs.get(gone.thread_id, run.run_id)).rejects.toMatchObject({
      status: 404
    })
    await expect(client.threads.delete(gone.thread_id)).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining(`Thread with ID ${gone.thread_id} not found`)
    })
    expect(await client.threads.count({ metadata: { batch: 'count' } })).toBe(1)
    expect(await client.threads.count({ metadata: { batch: 'count' }, status: 'busy' })).toBe(0)
    expect((await client.threads.get(kept.thread_id)).thread_id).toBe(kept.thread_id)
    await expect(client.threads.count({ status: 'nope' as 'idle' })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('invalid_enum_value')
    })
  })

  it("patches a thread's metadata and cancels a thread's run", async () => {
    const thread = await client.threads.create({ metadata: { a: 1 } })
    const patched = await client.threads.update(thread.thread_id, { metadata: { b: 2 } })
    expect(patched.metadata).toEqual({ a: 1, b: 2 })
    expect((await client.threads.get(thread.thread_id)).metadata).toEqual({ a: 1, b: 2 })

    const slow = await hostAgentServer({ tickMs: 200 })
    try {
      const slowClient = new Client({ apiUrl: slow.apiUrl })
      const busy = await slowClient.threads.create()
      const run = await slowClient.runs.create(busy.thread_id, 'agent', { input: HI })
      await slowClient.runs.cancel(busy.thread_id, run.run_id, true)
      expect((await slowClient.runs.get(busy.thread_id, run.run_id)).status).toBe('interrupted')
      expect((await slowClient.threads.get(busy.thread_id)).status).toBe('idle')
      await expect(
        slowClient.runs.cancel(busy.thread_id, '00000000-0000-4000-8000-00000000dead')
      ).rejects.toMatchObject({ status: 404 })
    } finally {
      await slow.close()
    }
  })

  it('creates a stateless background run that runs after the answer', async () => {
    const run = await client.runs.create(null, 'agent', { input: HI })
    expect(run).toMatchObject({
      status: 'pending',
      metadata: { created_by: 'system' },
      kwargs: { temporary: true, input: HI, stream_mode: ['values'] }
    })
    expect(run.thread_id).toEqual(expect.any(String))
    await expect(client.runs.create(null, 'nope', { input: HI })).rejects.toMatchObject({
      status: 404
    })
  })

  it('streams full checkpoints in checkpoints mode, on a thread and stateless', async () => {
    const thread = await client.threads.create()
    const payload = { input: HI, streamMode: 'checkpoints' as const }
    for (const stream of [
      () => client.runs.stream(thread.thread_id, 'agent', payload),
      () => client.runs.stream(null, 'agent', payload)
    ]) {
      const chunks: { event: string; data: unknown }[] = []
      for await (const chunk of stream()) chunks.push(chunk)
      const checkpoints = chunks.filter(chunk => chunk.event === 'checkpoints')
      expect(checkpoints.map(chunk => Object.keys(chunk.data as object))).toEqual(
        Array<string[]>(4).fill(['values', 'metadata', 'next'])
      )
      expect(checkpoints.map(chunk => (chunk.data as { next: string[] }).next)).toEqual([
        ['__start__'],
        ['echo'],
        ['sub'],
        []
      ])
      expect(contents((checkpoints.at(-1)?.data as { values: unknown }).values)).toEqual([
        'hi',
        'hi',
        'done'
      ])
    }
  })
})
