/**
 * Wire-level tests of the emulated agent server: raw HTTP against the handler
 * mounted under a deployment prefix, checking the bytes the real LangGraph
 * server sends. Expected sequences and bodies were captured from the real
 * JS server (`@langchain/langgraph-cli@1.5.1 dev`) running the same graph.
 */
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import type { AgentServer, AgentServerOptions } from '../../emulator/agent-server/index.js'
import { hostAgentServer } from '../fixtures/agent-server-host.js'

const PREFIX = '/agents/3f1c0b9e-5a8d-4f27-9a61-0c2d7e4b8a10'
const API_KEY = 'emulator-test-key'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const INPUT = { messages: [{ role: 'user', content: 'hi' }] }

interface Mounted {
  readonly base: string
  readonly agent: AgentServer
  close(): Promise<void>
}

/** Serves the agent server under {@link PREFIX} on 127.0.0.1, as the emulator's HTTP server does. */
async function mount(options: AgentServerOptions): Promise<Mounted> {
  const hosted = await hostAgentServer(options, PREFIX)
  return { base: hosted.apiUrl, agent: hosted.agent, close: () => hosted.close() }
}

interface Frame {
  readonly event: string
  readonly data: unknown
  readonly id: string | undefined
  /** Field names in the order they appear. */
  readonly fields: readonly string[]
}

/** Parses an SSE body strictly: every frame ends with a blank line, one JSON `data` line each. */
function parseFrames(body: string): Frame[] {
  if (body === '') return []
  expect(body.endsWith('\n\n')).toBe(true)
  return body
    .slice(0, -2)
    .split('\n\n')
    .map(block => {
      const fields: string[] = []
      const values = new Map<string, string>()
      for (const line of block.split('\n')) {
        const separator = line.indexOf(': ')
        expect(separator).toBeGreaterThan(0)
        fields.push(line.slice(0, separator))
        values.set(line.slice(0, separator), line.slice(separator + 2))
      }
      return {
        event: values.get('event') ?? '',
        data: JSON.parse(values.get('data') ?? 'null') as unknown,
        id: values.get('id'),
        fields
      }
    })
}

/** Reads a streamed fetch body chunk by chunk as text; `undefined` once it has ended. */
function bodyReader(response: Response): () => Promise<string | undefined> {
  const body: ReadableStream<Uint8Array> | null = response.body
  if (body === null) throw new Error('response has no body')
  const reader = body.getReader()
  const decoder = new TextDecoder()
  return async () => {
    const { value, done } = await reader.read()
    return done ? undefined : decoder.decode(value, { stream: true })
  }
}

/** Replaces the UUIDs in a namespaced event name, e.g. `updates|sub:U`. */
function shape(event: string): string {
  return event.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'U')
}

function record(value: unknown): Record<string, unknown> {
  expect(typeof value).toBe('object')
  expect(value).not.toBeNull()
  return value as Record<string, unknown>
}

function list(value: unknown): unknown[] {
  expect(Array.isArray(value)).toBe(true)
  return value as unknown[]
}

function contents(values: unknown): unknown[] {
  return list(record(values).messages).map(message => record(message).content)
}

describe('emulated agent server, on the wire', () => {
  let server: Mounted
  const request = (path: string, init: RequestInit = {}): Promise<Response> =>
    fetch(`${server.base}${path}`, {
      ...init,
      headers: { 'x-api-key': API_KEY, ...(init.headers as Record<string, string> | undefined) }
    })
  const postJson = (path: string, body: unknown): Promise<Response> =>
    request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
    })
  const stream = async (
    path: string,
    body: unknown
  ): Promise<{ response: Response; frames: Frame[] }> => {
    const response = await postJson(path, body)
    return { response, frames: parseFrames(await response.text()) }
  }
  const newThread = async (): Promise<string> => {
    const response = await postJson('/threads', {})
    expect(response.status).toBe(200)
    const thread = record(await response.json())
    expect(thread.thread_id).toMatch(UUID)
    return thread.thread_id as string
  }

  beforeAll(async () => {
    server = await mount({ apiKey: API_KEY, tickMs: 1 })
  })

  afterAll(async () => {
    await server.close()
  })

  describe('routing and authentication', () => {
    it('answers GET /ok without a key', async () => {
      const response = await fetch(`${server.base}/ok`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true })
    })

    it('refuses a missing key with 403 and a wrong one with 401, as JSON detail', async () => {
      const missing = await fetch(`${server.base}/threads`, { method: 'POST', body: '{}' })
      expect(missing.status).toBe(403)
      expect(await missing.json()).toEqual({ detail: 'Missing authentication headers' })
      const wrong = await fetch(`${server.base}/threads`, {
        method: 'POST',
        body: '{}',
        headers: { 'x-api-key': 'nope' }
      })
      expect(wrong.status).toBe(401)
      expect(await wrong.json()).toEqual({ detail: 'Invalid API key' })
    })

    it("answers unknown paths and methods with the deployed server's JSON 404", async () => {
      for (const response of [await postJson('/nowhere', {}), await request('/runs/stream')]) {
        expect(response.status).toBe(404)
        expect(response.headers.get('content-type')).toBe('application/json')
        expect(await response.json()).toEqual({ detail: 'Not Found' })
      }
    })
  })

  describe('stateless runs (POST /runs/stream)', () => {
    it('streams values by default, in the exact framing', async () => {
      const response = await postJson('/runs/stream', { assistant_id: 'agent', input: INPUT })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/event-stream')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      const location = response.headers.get('content-location') ?? ''
      expect(location).toMatch(/^\/runs\/[0-9a-f-]{36}$/)
      const runId = location.slice('/runs/'.length)
      const body = await response.text()
      expect(
        body.startsWith(
          `event: metadata\ndata: {"run_id":"${runId}","attempt":1}\n\nevent: values\n`
        )
      ).toBe(true)
      const frames = parseFrames(body)
      expect(frames.map(frame => frame.event)).toEqual(['metadata', 'values', 'values', 'values'])
      expect(frames.every(frame => frame.id === undefined)).toBe(true)
      expect(frames.slice(1).map(frame => contents(frame.data))).toEqual([
        ['hi'],
        ['hi', 'hi'],
        ['hi', 'hi', 'done']
      ])
      const last = list(record(frames[3]?.data).messages)
      expect(last[0]).toEqual({
        content: 'hi',
        additional_kwargs: {},
        response_metadata: {},
        id: expect.stringMatching(UUID),
        type: 'human'
      })
      expect(Object.keys(record(last[1]))).toEqual([
        'content',
        'additional_kwargs',
        'response_metadata',
        'tool_call_chunks',
        'tool_calls',
        'id',
        'invalid_tool_calls',
        'type'
      ])
      expect(record(last[1]).id).toMatch(/^run-[0-9a-f-]{36}$/)
    })

    it('streams updates: one event per node', async () => {
      const { frames } = await stream('/runs/stream', {
        assistant_id: 'agent',
        input: INPUT,
        stream_mode: 'updates'
      })
      expect(frames.map(frame => frame.event)).toEqual(['metadata', 'updates', 'updates'])
      expect(Object.keys(record(frames[1]?.data))).toEqual(['echo'])
      expect(contents(record(frames[1]?.data).echo)).toEqual(['hi'])
      expect(contents(record(frames[2]?.data).sub)).toEqual(['hi', 'hi', 'done'])
    })

    it('streams messages-tuple as `messages` events of [chunk, metadata], one per token', async () => {
      const { frames } = await stream('/runs/stream', {
        assistant_id: 'agent',
        input: INPUT,
        stream_mode: 'messages-tuple'
      })
      const runId = record(frames[0]?.data).run_id
      const tokens = frames.slice(1)
      expect(tokens.map(frame => frame.event)).toEqual(Array(6).fill('messages'))
      const pairs = tokens.map(frame => list(frame.data))
      expect(pairs.map(pair => record(pair[0]).content)).toEqual(['h', 'i', 'd', 'o', 'n', 'e'])
      expect(pairs.map(pair => record(pair[1]).langgraph_node)).toEqual([
        'echo',
        'echo',
        'inner',
        'inner',
        'inner',
        'inner'
      ])
      const metadata = record(pairs[0]?.[1])
      // Key order of the real server's metadata for a stateless run.
      expect(Object.keys(metadata)).toEqual([
        'tags',
        'ls_integration',
        'created_by',
        'run_attempt',
        'langgraph_version',
        'langgraph_plan',
        'langgraph_host',
        'langgraph_api_url',
        'thread_id',
        'run_id',
        'assistant_id',
        'graph_id',
        'langgraph_step',
        'langgraph_node',
        'langgraph_triggers',
        'langgraph_path',
        'langgraph_checkpoint_ns',
        'checkpoint_ns',
        'ls_model_type',
        'ls_provider',
        'versions'
      ])
      expect(metadata).toMatchObject({
        tags: [],
        run_id: runId,
        graph_id: 'agent',
        assistant_id: 'fe096781-5601-53d2-b2f6-0d3403f7e9ca',
        langgraph_api_url: server.base,
        langgraph_triggers: ['branch:to:echo'],
        langgraph_checkpoint_ns: expect.stringMatching(/^echo:[0-9a-f-]{36}$/)
      })
      expect(metadata.thread_id).toMatch(UUID)
      expect(record(pairs[2]?.[1]).checkpoint_ns).toMatch(
        /^sub:[0-9a-f-]{36}\|inner:[0-9a-f-]{36}$/
      )
    })

    it('streams custom data written inside the subgraph', async () => {
      const { frames } = await stream('/runs/stream', {
        assistant_id: 'agent',
        input: INPUT,
        stream_mode: 'custom'
      })
      expect(frames.slice(1)).toEqual([
        { event: 'custom', data: { progress: 50 }, id: undefined, fields: ['event', 'data'] },
        { event: 'custom', data: { progress: 100 }, id: undefined, fields: ['event', 'data'] }
      ])
    })

    it('streams debug task records (no checkpoints on a stateless run)', async () => {
      const { frames } = await stream('/runs/stream', {
        assistant_id: 'agent',
        input: INPUT,
        stream_mode: 'debug'
      })
      const debug = frames.slice(1).map(frame => record(frame.data))
      expect(debug.map(item => [item.type, item.step, record(item.payload).name])).toEqual([
        ['task', 1, 'echo'],
        ['task_result', 1, 'echo'],
        ['task', 2, 'sub'],
        ['task_result', 2, 'sub']
      ])
      expect(debug[0]?.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
      expect(Object.keys(record(debug[0]?.payload))).toEqual([
        'id',
        'name',
        'input',
        'triggers',
        'interrupts',
        'metadata'
      ])
      expect(Object.keys(record(debug[1]?.payload))).toEqual(['id', 'name', 'result', 'interrupts'])
      expect(record(debug[0]?.payload).id).toBe(record(debug[1]?.payload).id)
    })

    it('streams events in the stream-events v2 shape, in LangChain order', async () => {
      const { frames } = await stream('/runs/stream', {
        assistant_id: 'agent',
        input: INPUT,
        stream_mode: 'events'
      })
      const events = frames.slice(1).map(frame => {
        expect(frame.event).toBe('events')
        return record(frame.data)
      })
      const model = 'FakeListChatModel'
      expect(events.map(item => `${String(item.event)} ${String(item.name)}`)).toEqual([
        'on_chain_start LangGraph',
        'on_chain_start echo',
        `on_chat_model_start ${model}`,
        `on_chat_model_stream ${model}`,
        `on_chat_model_stream ${model}`,
        `on_chat_model_end ${model}`,
        'on_chain_end echo',
        'on_chain_start sub',
        'on_chain_start LangGraph',
        'on_chain_start inner',
        `on_chat_model_start ${model}`,
        `on_chat_model_stream ${model}`,
        `on_chat_model_stream ${model}`,
        `on_chat_model_stream ${model}`,
        `on_chat_model_stream ${model}`,
        `on_chat_model_end ${model}`,
        'on_chain_end inner',
        'on_chain_end LangGraph',
        'on_chain_end sub',
        'on_chain_end LangGraph'
      ])
      expect(Object.keys(events[0] ?? {})).toEqual([
        'event',
        'data',
        'name',
        'tags',
        'run_id',
        'metadata'
      ])
      expect(Object.keys(events[3] ?? {})).toEqual([
        'event',
        'data',
        'run_id',
        'name',
        'tags',
        'metadata'
      ])
      expect(events[0]?.data).toEqual({ input: INPUT })
      expect(events[1]?.tags).toEqual(['graph:step:1'])
      expect(Object.keys(record(events.at(-1)?.data))).toEqual(['output'])
    })

    it('interleaves a list of modes, each under its own event name', async () => {
      const { frames } = await stream('/runs/stream', {
        assistant_id: 'agent',
        input: INPUT,
        stream_mode: ['values', 'updates', 'messages-tuple', 'custom']
      })
      // The order the real server sends for this graph.
      expect(frames.map(frame => frame.event)).toEqual([
        'metadata',
        'values',
        'messages',
        'messages',
        'updates',
        'values',
        'custom',
        'messages',
        'messages',
        'messages',
        'messages',
        'custom',
        'updates',
        'values'
      ])
    })

    it('namespaces subgraph events with stream_subgraphs', async () => {
      const updates = await stream('/runs/stream', {
        assistant_id: 'agent',
        input: INPUT,
        stream_mode: ['updates', 'messages-tuple', 'custom'],
        stream_subgraphs: true
      })
      expect(updates.frames.map(frame => shape(frame.event))).toEqual([
        'metadata',
        'messages|echo:U',
        'messages|echo:U',
        'updates',
        'custom|sub:U',
        'messages|sub:U|inner:U',
        'messages|sub:U|inner:U',
        'messages|sub:U|inner:U',
        'messages|sub:U|inner:U',
        'custom|sub:U',
        'updates|sub:U',
        'updates'
      ])
      const namespaces = new Set(
        updates.frames
          .filter(frame => frame.event.includes('sub:'))
          .map(frame => /sub:([0-9a-f-]{36})/.exec(frame.event)?.[1])
      )
      expect(namespaces.size).toBe(1)
      expect(record(updates.frames[10]?.data)).toHaveProperty('inner')

      const values = await stream('/runs/stream', {
        assistant_id: 'agent',
        input: INPUT,
        stream_mode: 'values',
        stream_subgraphs: true
      })
      // `checkpoints` events come unrequested with values and subgraphs.
      expect(values.frames.map(frame => shape(frame.event))).toEqual([
        'metadata',
        'checkpoints',
        'values',
        'checkpoints',
        'values',
        'checkpoints|sub:U',
        'values|sub:U',
        'checkpoints|sub:U',
        'values|sub:U',
        'checkpoints',
        'values'
      ])
      expect(values.frames[1]?.data).toEqual({
        id: expect.stringMatching(UUID),
        step: 0,
        source: 'loop'
      })
    })

    it('persists nothing', async () => {
      const first = await stream('/runs/stream', {
        assistant_id: 'agent',
        input: INPUT,
        stream_mode: ['messages-tuple', 'values']
      })
      const tuple = list(first.frames.find(frame => frame.event === 'messages')?.data)
      const temporaryThread = record(tuple[1]).thread_id as string
      const thread = await request(`/threads/${temporaryThread}`)
      expect(thread.status).toBe(404)
      expect(await thread.json()).toEqual({ detail: `Thread with ID ${temporaryThread} not found` })
      const second = await stream('/runs/stream', {
        assistant_id: 'agent',
        input: { messages: [{ role: 'user', content: 'yo' }] }
      })
      expect(contents(second.frames[1]?.data)).toEqual(['yo'])
    })
  })

  describe('threads and stateful runs', () => {
    it('creates a thread with the real record fields', async () => {
      const response = await postJson('/threads', { metadata: { team: 'ci' } })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        thread_id: expect.stringMatching(UUID),
        created_at: expect.any(String),
        updated_at: expect.any(String),
        metadata: { team: 'ci' },
        status: 'idle',
        config: {}
      })
    })

    it('numbers the events of a thread run and sends id after data', async () => {
      const threadId = await newThread()
      const response = await postJson(`/threads/${threadId}/runs/stream`, {
        assistant_id: 'agent',
        input: INPUT,
        stream_mode: 'updates'
      })
      const location = response.headers.get('content-location') ?? ''
      expect(location).toMatch(new RegExp(`^/threads/${threadId}/runs/[0-9a-f-]{36}$`))
      const body = await response.text()
      expect(body).toMatch(
        /^event: metadata\ndata: \{"run_id":"[0-9a-f-]{36}","attempt":1\}\nid: 0\n\n/
      )
      const frames = parseFrames(body)
      expect(frames.map(frame => frame.id)).toEqual(['0', '1', '2'])
      expect(frames.every(frame => frame.fields.join() === 'event,data,id')).toBe(true)
      expect(record(frames[0]?.data).run_id).toBe(location.split('/').at(-1))
    })

    it('adds checkpoint records to debug on a thread', async () => {
      const { frames } = await stream(`/threads/${await newThread()}/runs/stream`, {
        assistant_id: 'agent',
        input: INPUT,
        stream_mode: 'debug',
        stream_subgraphs: true
      })
      expect(
        frames.slice(1).map(frame => {
          const item = record(frame.data)
          return `${shape(frame.event)} ${String(item.type)} ${String(item.step)}`
        })
      ).toEqual([
        'debug checkpoint -1',
        'debug checkpoint 0',
        'debug task 1',
        'debug task_result 1',
        'debug checkpoint 1',
        'debug task 2',
        'debug|sub:U checkpoint -1',
        'debug|sub:U checkpoint 0',
        'debug|sub:U task 1',
        'debug|sub:U task_result 1',
        'debug|sub:U checkpoint 1',
        'debug task_result 2',
        'debug checkpoint 2'
      ])
      const checkpoint = record(record(frames[2]?.data).payload)
      expect(Object.keys(checkpoint)).toEqual([
        'config',
        'values',
        'metadata',
        'next',
        'tasks',
        'checkpoint',
        'parent_checkpoint',
        'parent_config'
      ])
      expect(checkpoint.metadata).toEqual({ source: 'loop', step: 0, parents: {} })
      expect(checkpoint.next).toEqual(['echo'])
    })

    it('gives thread checkpoints events a parent_id', async () => {
      const { frames } = await stream(`/threads/${await newThread()}/runs/stream`, {
        assistant_id: 'agent',
        input: INPUT,
        stream_mode: 'values',
        stream_subgraphs: true
      })
      const checkpoints = frames.filter(frame => frame.event === 'checkpoints')
      expect(checkpoints.map(frame => Object.keys(record(frame.data)))).toEqual(
        Array(3).fill(['id', 'parent_id', 'step', 'source'])
      )
      expect(record(checkpoints[1]?.data).parent_id).toBe(record(checkpoints[0]?.data).id)
    })

    it('persists the output of a stateful run in the thread', async () => {
      const threadId = await newThread()
      await stream(`/threads/${threadId}/runs/stream`, { assistant_id: 'agent', input: INPUT })
      const second = await stream(`/threads/${threadId}/runs/stream`, {
        assistant_id: 'agent',
        input: { messages: [{ role: 'user', content: 'again' }] },
        stream_mode: 'values'
      })
      expect(contents(second.frames[1]?.data)).toEqual(['hi', 'hi', 'done', 'again'])
      const state = record(await (await request(`/threads/${threadId}/state`)).json())
      expect(contents(state.values)).toEqual(['hi', 'hi', 'done', 'again', 'again', 'done'])
      expect(state.next).toEqual([])
      expect(record(state.metadata)).toMatchObject({ source: 'loop', step: 6, graph_id: 'agent' })
      const thread = record(await (await request(`/threads/${threadId}`)).json())
      expect(thread.status).toBe('idle')
      expect(thread.metadata).toEqual({
        graph_id: 'agent',
        assistant_id: 'fe096781-5601-53d2-b2f6-0d3403f7e9ca'
      })
      expect(contents(thread.values)).toHaveLength(6)
    })

    it('shows an empty state for a thread that has not run', async () => {
      const state = await request(`/threads/${await newThread()}/state`)
      expect(await state.json()).toEqual({
        values: {},
        next: [],
        tasks: [],
        created_at: null,
        checkpoint: null,
        parent_checkpoint: null
      })
    })
  })

  describe('errors', () => {
    it('reports a graph error as a 200 stream ending in an error event', async () => {
      const { response, frames } = await stream('/runs/stream', {
        assistant_id: 'failing',
        input: INPUT,
        stream_mode: ['updates', 'values']
      })
      expect(response.status).toBe(200)
      expect(frames.map(frame => frame.event)).toEqual(['metadata', 'values', 'error'])
      expect(frames[2]?.data).toEqual({ error: 'Error', message: 'boom' })
    })

    it('numbers the error event on a thread and marks the thread as errored', async () => {
      const threadId = await newThread()
      const { frames } = await stream(`/threads/${threadId}/runs/stream`, {
        assistant_id: 'failing',
        input: INPUT,
        stream_mode: 'updates'
      })
      expect(frames).toEqual([
        expect.objectContaining({ event: 'metadata', id: '0' }),
        {
          event: 'error',
          data: { error: 'Error', message: 'boom' },
          id: '1',
          fields: ['event', 'data', 'id']
        }
      ])
      const thread = record(await (await request(`/threads/${threadId}`)).json())
      expect(thread.status).toBe('error')
      const state = record(await (await request(`/threads/${threadId}/state`)).json())
      expect(state.next).toEqual(['fail'])
      expect(record(list(state.tasks)[0]).error).toBe('{"message":"boom","name":"Error"}')
    })

    it('reports missing input as LangGraph does', async () => {
      const { frames } = await stream('/runs/stream', { assistant_id: 'agent' })
      expect(frames[1]).toMatchObject({
        event: 'error',
        data: { error: 'EmptyInputError', message: 'Received no input writes for "__start__"' }
      })
    })

    it('answers an unknown assistant with a JSON 404 naming it', async () => {
      const response = await postJson('/runs/stream', { assistant_id: 'nope', input: INPUT })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('application/json')
      expect(await response.json()).toEqual({
        detail:
          'No assistant found for "nope". Make sure the assistant ID is for a valid assistant or a valid graph ID.'
      })
    })

    it('answers malformed JSON with 400 text', async () => {
      const response = await request('/runs/stream', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{not json'
      })
      expect(response.status).toBe(400)
      expect(await response.text()).toBe('Malformed JSON in request body')
    })

    it('answers a missing assistant_id with the real ZodError body', async () => {
      const response = await postJson('/runs/stream', { input: INPUT })
      expect(response.status).toBe(400)
      expect(response.headers.get('content-type')).toBe('application/json')
      const required = {
        code: 'invalid_type',
        expected: 'string',
        received: 'undefined',
        path: ['assistant_id'],
        message: 'Required'
      }
      // Byte for byte what the real server sends.
      expect(await response.text()).toBe(
        JSON.stringify({
          success: false,
          error: {
            issues: [
              {
                code: 'invalid_union',
                unionErrors: [
                  { issues: [required], name: 'ZodError' },
                  { issues: [required], name: 'ZodError' }
                ],
                path: ['assistant_id'],
                message: 'Invalid input'
              }
            ],
            name: 'ZodError'
          }
        })
      )
    })

    it('answers a bad stream_mode with the real ZodError body', async () => {
      const response = await postJson('/runs/stream', {
        assistant_id: 'agent',
        input: INPUT,
        stream_mode: 'bogus'
      })
      expect(response.status).toBe(400)
      expect(await response.text()).toBe(
        '{"success":false,"error":{"issues":[{"code":"invalid_union","unionErrors":[{"issues":[{"code":"invalid_type","expected":"array","received":"string","path":["stream_mode"],"message":"Expected array, received string"}],"name":"ZodError"},{"issues":[{"received":"bogus","code":"invalid_enum_value","options":["values","messages","messages-tuple","updates","events","tasks","checkpoints","debug","custom","tools"],"path":["stream_mode"],"message":"Invalid enum value. Expected \'values\' | \'messages\' | \'messages-tuple\' | \'updates\' | \'events\' | \'tasks\' | \'checkpoints\' | \'debug\' | \'custom\' | \'tools\', received \'bogus\'"}],"name":"ZodError"}],"path":["stream_mode"],"message":"Invalid input"}],"name":"ZodError"}}'
      )
      const listed = await postJson('/runs/stream', {
        assistant_id: 'agent',
        stream_mode: ['values', 'bogus']
      })
      expect(listed.status).toBe(400)
      const issue = record(list(record(record(await listed.json()).error).issues)[0])
      expect(
        list(issue.unionErrors).map(branch =>
          list(record(branch).issues).map(item => record(item).path)
        )
      ).toEqual([[['stream_mode', 1]], [['stream_mode']]])
    })

    it('validates path ids and refuses runs on unknown or busy threads like the real server', async () => {
      const badId = await postJson('/threads/not-a-uuid/runs/stream', {
        assistant_id: 'agent',
        input: INPUT
      })
      expect(badId.status).toBe(400)
      expect(await badId.text()).toBe(
        '{"success":false,"error":{"issues":[{"validation":"uuid","code":"invalid_string","message":"Invalid uuid","path":["thread_id"]}],"name":"ZodError"}}'
      )
      const busyMessage =
        'Thread is already running a task. Wait for it to finish or choose a different multitask strategy.'
      const unknown = await postJson('/threads/01a1fd0e-0000-7000-8000-000000000000/runs/stream', {
        assistant_id: 'agent',
        input: INPUT
      })
      expect(unknown.status).toBe(422)
      expect(await unknown.text()).toBe(busyMessage)

      const threadId = await newThread()
      const background = await postJson(`/threads/${threadId}/runs`, {
        assistant_id: 'firehose',
        input: { events: 1_000_000, size: 16 }
      })
      expect(background.status).toBe(200)
      const busy = await postJson(`/threads/${threadId}/runs/stream`, {
        assistant_id: 'agent',
        input: INPUT
      })
      expect(busy.status).toBe(422)
      expect(await busy.text()).toBe(busyMessage)
      const interrupting = await postJson(`/threads/${threadId}/runs/stream`, {
        assistant_id: 'agent',
        input: INPUT,
        multitask_strategy: 'interrupt',
        stream_mode: 'updates'
      })
      expect(parseFrames(await interrupting.text()).map(frame => frame.event)).toEqual([
        'metadata',
        'updates',
        'updates'
      ])
    })
  })

  describe('background runs and joins', () => {
    it('starts a background run and returns the real run record', async () => {
      const threadId = await newThread()
      const response = await postJson(`/threads/${threadId}/runs`, {
        assistant_id: 'agent',
        input: INPUT,
        stream_mode: ['values', 'updates']
      })
      expect(response.status).toBe(200)
      const run = record(await response.json())
      expect(response.headers.get('content-location')).toBe(
        `/threads/${threadId}/runs/${String(run.run_id)}`
      )
      expect(run).toMatchObject({
        run_id: expect.stringMatching(UUID),
        thread_id: threadId,
        assistant_id: 'fe096781-5601-53d2-b2f6-0d3403f7e9ca',
        status: 'pending',
        multitask_strategy: 'reject'
      })
      expect(record(run.kwargs)).toMatchObject({ input: INPUT, stream_mode: ['values', 'updates'] })
    })

    it('gives a joiner only what is produced after it joins, then ends with the run', async () => {
      const threadId = await newThread()
      const response = await postJson(`/threads/${threadId}/runs/stream`, {
        assistant_id: 'firehose',
        // 20 MB: far more than the socket buffers, so the run waits for this reader.
        input: { events: 2_000, size: 10_240 },
        stream_mode: 'custom'
      })
      const runId = (response.headers.get('content-location') ?? '').split('/').at(-1) ?? ''
      const read = bodyReader(response)
      // Read part of the run before joining.
      let primary = ''
      while ((primary.match(/\n\n/g) ?? []).length < 20) primary += (await read()) ?? ''
      const joinResponse = await request(`/threads/${threadId}/runs/${runId}/stream`)
      expect(joinResponse.status).toBe(200)
      expect(joinResponse.headers.get('content-type')).toBe('text/event-stream')
      const joinedPromise = joinResponse.text()
      for (let chunk = await read(); chunk !== undefined; chunk = await read()) primary += chunk
      const all = parseFrames(primary)
      const tail = parseFrames(await joinedPromise)
      expect(all.map(frame => frame.id)).toEqual(all.map((_, index) => String(index)))
      expect(tail.length).toBeGreaterThan(0)
      expect(tail.length).toBeLessThan(all.length - 20)
      // The join is the run's own tail: same ids, same events, nothing before it joined.
      expect(tail).toEqual(all.slice(all.length - tail.length))
      expect(Number(tail[0]?.id)).toBeGreaterThanOrEqual(20)
    })

    it('gives an empty body for a finished run and an error event for an unknown one', async () => {
      const threadId = await newThread()
      const response = await postJson(`/threads/${threadId}/runs/stream`, {
        assistant_id: 'agent',
        input: INPUT
      })
      const runId = (response.headers.get('content-location') ?? '').split('/').at(-1) ?? ''
      await response.text()
      const finished = await request(`/threads/${threadId}/runs/${runId}/stream`)
      expect(finished.status).toBe(200)
      expect(await finished.text()).toBe('')
      const unknown = await request(
        `/threads/${threadId}/runs/01a1fd0e-0000-7000-8000-000000000000/stream`
      )
      expect(unknown.status).toBe(200)
      expect(await unknown.text()).toBe('event: error\ndata: "Run not found"\n\n')
    })
  })

  describe('firehose, backpressure and cancellation', () => {
    it('streams the requested number of events of the requested size', async () => {
      const { frames } = await stream('/runs/stream', {
        assistant_id: 'firehose',
        input: { events: 2000, size: 512 },
        stream_mode: 'custom'
      })
      const custom = frames.filter(frame => frame.event === 'custom')
      expect(custom).toHaveLength(2000)
      expect(custom.every(frame => JSON.stringify(frame.data).length === 512)).toBe(true)
      expect(custom.map(frame => record(frame.data).seq)).toEqual(custom.map((_, index) => index))
    })

    it('paces a run by its slowest reader', async () => {
      const threadId = await newThread()
      const url = new URL(`${server.base}/threads/${threadId}/runs/stream`)
      const slow = http.request(url, {
        method: 'POST',
        headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' }
      })
      slow.end(
        JSON.stringify({
          assistant_id: 'firehose',
          // 200 MB: without backpressure it would all be produced within a second or two.
          input: { events: 200_000, size: 1024 },
          stream_mode: 'custom',
          on_disconnect: 'cancel'
        })
      )
      const response = await new Promise<http.IncomingMessage>(resolve =>
        slow.on('response', resolve)
      )
      const runId = String(response.headers['content-location']).split('/').at(-1) ?? ''
      // This reader stops reading: once the socket buffers are full the run has to wait for it.
      response.pause()
      const controller = new AbortController()
      const join = await request(`/threads/${threadId}/runs/${runId}/stream`, {
        signal: controller.signal
      })
      const read = bodyReader(join)
      const progress = { frames: 0, lastId: -1, ended: false, carry: '' }
      let pending: Promise<string | undefined> | undefined
      /** Reads the join for a while, tracking how many frames arrived and the last id. */
      const readFor = async (milliseconds: number): Promise<void> => {
        const deadline = Date.now() + milliseconds
        while (!progress.ended && Date.now() < deadline) {
          pending ??= read()
          const chunk = await Promise.race([
            pending,
            new Promise<null>(resolve => {
              setTimeout(() => {
                resolve(null)
              }, deadline - Date.now())
            })
          ])
          if (chunk === null) return
          pending = undefined
          if (chunk === undefined) {
            progress.ended = true
            return
          }
          const frames = (progress.carry + chunk).split('\n\n')
          progress.carry = frames.pop() ?? ''
          progress.frames += frames.length
          const id = /\nid: (\d+)$/.exec(frames.at(-1) ?? '')?.[1]
          if (id !== undefined) progress.lastId = Number(id)
        }
      }
      // Once the paused reader's socket buffers are full, nothing more is produced.
      let quiet = false
      for (let window = 0; window < 30 && !quiet && !progress.ended; window += 1) {
        const before = progress.frames
        await readFor(300)
        quiet = progress.frames === before
      }
      expect(progress.ended).toBe(false)
      expect(quiet).toBe(true)
      const heldAt = progress.lastId
      expect(heldAt).toBeLessThan(199_999)
      response.resume()
      await readFor(500)
      expect(progress.lastId).toBeGreaterThan(heldAt)
      controller.abort()
      slow.destroy()
      // The streaming client is gone, so the run is cancelled and the thread takes new runs.
      await expect(waitForIdle(threadId)).resolves.toBe('idle')
    })

    it('keeps a streaming run going after its client disconnects, by default', async () => {
      const threadId = await newThread()
      const controller = new AbortController()
      const response = await request(`/threads/${threadId}/runs/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          assistant_id: 'firehose',
          input: { events: 5_000, size: 64 },
          stream_mode: 'custom'
        }),
        signal: controller.signal
      })
      const runId = String(response.headers.get('content-location')).split('/').at(-1) ?? ''
      await bodyReader(response)()
      controller.abort()
      await expect(waitForIdle(threadId)).resolves.toBe('idle')
      const run = record(await (await request(`/threads/${threadId}/runs/${runId}`)).json())
      // A cancelled run would be 'interrupted': this one ran to its end with nobody reading.
      expect(run.status).toBe('success')
    })

    it('cancels a streaming run when its client disconnects if it asked on_disconnect cancel', async () => {
      const threadId = await newThread()
      const controller = new AbortController()
      const response = await request(`/threads/${threadId}/runs/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          assistant_id: 'firehose',
          input: { events: 100_000_000, size: 64 },
          stream_mode: 'custom',
          on_disconnect: 'cancel'
        }),
        signal: controller.signal
      })
      await bodyReader(response)()
      controller.abort()
      await expect(waitForIdle(threadId)).resolves.toBe('idle')
      const next = await stream(`/threads/${threadId}/runs/stream`, {
        assistant_id: 'agent',
        input: INPUT,
        stream_mode: 'updates'
      })
      expect(next.response.status).toBe(200)
    })

    async function waitForIdle(threadId: string): Promise<string> {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const thread = record(await (await request(`/threads/${threadId}`)).json())
        if (thread.status !== 'busy') return String(thread.status)
        await new Promise(resolve => setTimeout(resolve, 20))
      }
      return 'busy'
    }
  })
})

describe('closing the agent server', () => {
  it('stops background runs and ends open streams', async () => {
    const server = await mount({ tickMs: 1 })
    const created = await fetch(`${server.base}/threads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}'
    })
    const { thread_id: threadId } = (await created.json()) as { thread_id: string }
    const run = await fetch(`${server.base}/threads/${threadId}/runs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        assistant_id: 'firehose',
        input: { events: 100_000_000, size: 64 },
        stream_mode: 'custom'
      })
    })
    const { run_id: runId } = (await run.json()) as { run_id: string }
    await new Promise(resolve => setTimeout(resolve, 50))
    const join = await fetch(`${server.base}/threads/${threadId}/runs/${runId}/stream`)
    const read = bodyReader(join)
    expect(await read()).toMatch(/^event: custom\n/)
    server.agent.close()
    // The open join ends cleanly instead of hanging: the run has stopped.
    while ((await read()) !== undefined);
    const refused = await fetch(`${server.base}/threads`, { method: 'POST', body: '{}' })
    expect(refused.status).toBe(503)
    await server.close()
  })
})
