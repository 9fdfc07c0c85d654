/**
 * Wire compatibility with the official client: `@langchain/langgraph-sdk`
 * (pinned 1.12.4) streams from the emulated agent server and must yield the
 * chunk shapes it yields from the real server. The expected shapes below
 * were recorded by running this same SDK against the real JS server
 * (`@langchain/langgraph-cli@1.5.1 dev`) serving the same graphs: event
 * names with UUIDs replaced by `U`, and the sorted keys of each chunk's data.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '@langchain/langgraph-sdk'

import { hostAgentServer, type HostedAgentServer } from '../fixtures/agent-server-host.js'

const API_KEY = 'sdk-test-key'
const INPUT = { messages: [{ role: 'user', content: 'hi' }] }

/** One chunk as the SDK yields it. */
interface Chunk {
  readonly event: string
  readonly data: unknown
  readonly id?: string | undefined
}

/** What the SDK yields for one chunk, reduced to its shape. */
function shapeOf(chunk: Chunk): string {
  const event = chunk.event.replace(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
    'U'
  )
  return `${event} ${keysOf(chunk.data)}`
}

function keysOf(data: unknown): string {
  if (Array.isArray(data)) return `[${data.map(item => keysOf(item)).join(' | ')}]`
  if (typeof data === 'object' && data !== null) return `{${Object.keys(data).sort().join(',')}}`
  return JSON.stringify(data)
}

async function collect(chunks: AsyncIterable<object>): Promise<Chunk[]> {
  const all: Chunk[] = []
  for await (const chunk of chunks) {
    expect(chunk).toHaveProperty('event')
    all.push(chunk as Chunk)
  }
  return all
}

const METADATA = 'metadata {attempt,run_id}'
const MESSAGE_CHUNK =
  'additional_kwargs,content,id,invalid_tool_calls,response_metadata,tool_call_chunks,tool_calls,type'
const MESSAGE_METADATA =
  'assistant_id,checkpoint_ns,created_by,graph_id,langgraph_api_url,langgraph_checkpoint_ns,langgraph_host,langgraph_node,langgraph_path,langgraph_plan,langgraph_step,langgraph_triggers,langgraph_version,ls_integration,ls_model_type,ls_provider,run_attempt,run_id,tags,thread_id,versions'
const TOKEN = `messages [{${MESSAGE_CHUNK}} | {${MESSAGE_METADATA}}]`
const EVENT = 'events {data,event,metadata,name,run_id,tags}'

/** Shapes the SDK yielded from the real server, per request. */
const REAL: Readonly<Record<string, readonly string[]>> = {
  values: [METADATA, 'values {messages}', 'values {messages}', 'values {messages}'],
  updates: [METADATA, 'updates {echo}', 'updates {sub}'],
  'messages-tuple': [METADATA, ...Array<string>(6).fill(TOKEN)],
  debug: [METADATA, ...Array<string>(4).fill('debug {payload,step,timestamp,type}')],
  custom: [METADATA, 'custom {progress}', 'custom {progress}'],
  events: [METADATA, ...Array<string>(20).fill(EVENT)],
  list: [
    METADATA,
    'values {messages}',
    TOKEN,
    TOKEN,
    'updates {echo}',
    'values {messages}',
    'custom {progress}',
    TOKEN,
    TOKEN,
    TOKEN,
    TOKEN,
    'custom {progress}',
    'updates {sub}',
    'values {messages}'
  ],
  subgraphs: [
    METADATA,
    TOKEN.replace('messages', 'messages|echo:U'),
    TOKEN.replace('messages', 'messages|echo:U'),
    'updates {echo}',
    'custom|sub:U {progress}',
    ...Array<string>(4).fill(TOKEN.replace('messages', 'messages|sub:U|inner:U')),
    'custom|sub:U {progress}',
    'updates|sub:U {inner}',
    'updates {sub}'
  ],
  subgraphValues: [
    METADATA,
    'checkpoints {id,source,step}',
    'values {messages}',
    'checkpoints {id,source,step}',
    'values {messages}',
    'checkpoints|sub:U {id,source,step}',
    'values|sub:U {messages}',
    'checkpoints|sub:U {id,source,step}',
    'values|sub:U {messages}',
    'checkpoints {id,source,step}',
    'values {messages}'
  ]
}

describe('the official SDK against the emulated agent server', () => {
  let hosted: HostedAgentServer
  let apiUrl: string
  let client: Client

  beforeAll(async () => {
    // Slow enough that a join made right after creating a run finds it running.
    hosted = await hostAgentServer({ apiKey: API_KEY, tickMs: 10 })
    apiUrl = hosted.apiUrl
    client = new Client({ apiUrl, apiKey: API_KEY })
  })

  afterAll(() => hosted.close())

  const cases = ['values', 'updates', 'messages-tuple', 'debug', 'custom', 'events'] as const
  it.each(cases)('yields the real chunk shapes in %s mode', async mode => {
    const chunks = await collect(
      client.runs.stream(null, 'agent', { input: INPUT, streamMode: mode })
    )
    expect(chunks.map(shapeOf)).toEqual(REAL[mode])
    expect(chunks.every(chunk => chunk.id === undefined)).toBe(true)
  })

  it('streams values when no mode is given', async () => {
    const chunks = await collect(client.runs.stream(null, 'agent', { input: INPUT }))
    expect(chunks.map(shapeOf)).toEqual(REAL.values)
    const last = chunks.at(-1)?.data as { messages: { content: string }[] }
    expect(last.messages.map(message => message.content)).toEqual(['hi', 'hi', 'done'])
  })

  it('yields a list of modes interleaved as the real server does', async () => {
    const chunks = await collect(
      client.runs.stream(null, 'agent', {
        input: INPUT,
        streamMode: ['values', 'updates', 'messages-tuple', 'custom']
      })
    )
    expect(chunks.map(shapeOf)).toEqual(REAL.list)
  })

  it('yields namespaced chunks with streamSubgraphs', async () => {
    const chunks = await collect(
      client.runs.stream(null, 'agent', {
        input: INPUT,
        streamMode: ['updates', 'messages-tuple', 'custom'],
        streamSubgraphs: true
      })
    )
    expect(chunks.map(shapeOf)).toEqual(REAL.subgraphs)
    const values = await collect(
      client.runs.stream(null, 'agent', {
        input: INPUT,
        streamMode: 'values',
        streamSubgraphs: true
      })
    )
    expect(values.map(shapeOf)).toEqual(REAL.subgraphValues)
  })

  it('yields the error event of a failing graph instead of throwing', async () => {
    const chunks = await collect(
      client.runs.stream(null, 'failing', { input: INPUT, streamMode: 'updates' })
    )
    expect(chunks.map(chunk => [chunk.event, chunk.data])).toEqual([
      ['metadata', expect.objectContaining({ attempt: 1 })],
      ['error', { error: 'Error', message: 'boom' }]
    ])
  })

  it('throws an HTTP 404 for an unknown assistant', async () => {
    await expect(collect(client.runs.stream(null, 'nope', { input: INPUT }))).rejects.toMatchObject(
      {
        status: 404,
        // As the deployed server answers: JSON naming the assistant.
        message: `HTTP 404: ${JSON.stringify({
          detail:
            'No assistant found for "nope". Make sure the assistant ID is for a valid assistant or a valid graph ID.'
        })}`
      }
    )
  })

  it('throws an HTTP 403 without the API key', async () => {
    const anonymous = new Client({ apiUrl, apiKey: null })
    await expect(anonymous.threads.create()).rejects.toMatchObject({ status: 403 })
  })

  it('runs on a thread, persists the output and joins a background run', async () => {
    const thread = await client.threads.create()
    expect(Object.keys(thread).sort()).toEqual([
      'config',
      'created_at',
      'metadata',
      'status',
      'thread_id',
      'updated_at'
    ])
    let created: { run_id: string; thread_id?: string } | undefined
    const chunks = await collect(
      client.runs.stream(thread.thread_id, 'agent', {
        input: INPUT,
        streamMode: 'updates',
        onRunCreated: metadata => {
          created = metadata
        }
      })
    )
    expect(chunks.map(shapeOf)).toEqual(REAL.updates)
    expect(chunks.map(chunk => chunk.id)).toEqual(['0', '1', '2'])
    expect(created).toEqual({
      run_id: (chunks[0]?.data as { run_id: string }).run_id,
      thread_id: thread.thread_id
    })

    const state = await client.threads.getState<{ messages: { content: string }[] }>(
      thread.thread_id
    )
    expect(state.values.messages.map(message => message.content)).toEqual(['hi', 'hi', 'done'])

    const run = await client.runs.create(thread.thread_id, 'agent', {
      input: { messages: [{ role: 'user', content: 'again' }] },
      streamMode: 'updates'
    })
    expect(run.status).toBe('pending')
    const joined = await collect(client.runs.joinStream(thread.thread_id, run.run_id))
    // Whatever part of the run the join saw is the end of the run's own sequence.
    const full = ['metadata', 'updates', 'updates']
    expect(joined.length).toBeGreaterThan(0)
    expect(joined.map(chunk => chunk.event)).toEqual(full.slice(full.length - joined.length))
    expect(joined.map(chunk => Number(chunk.id))).toEqual(
      joined.map((_, index) => full.length - joined.length + index)
    )
    const after = await client.threads.getState<{ messages: { content: string }[] }>(
      thread.thread_id
    )
    expect(after.values.messages.map(message => message.content)).toEqual([
      'hi',
      'hi',
      'done',
      'again',
      'again',
      'done'
    ])
    // Joining the finished run yields nothing.
    expect(await collect(client.runs.joinStream(thread.thread_id, run.run_id))).toEqual([])
  })
})
