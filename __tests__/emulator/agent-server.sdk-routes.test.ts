/**
 * Conformance of the emulated agent server with a client nobody here wrote:
 * `@langchain/langgraph-sdk` (pinned 1.12.4) reads assistants, waits, joins,
 * searches and lists as it does against the real server, whose answers
 * (`@langchain/langgraph-api` 1.5.1) give the shapes expected below. The
 * deployment's own graphs (`chat` here, as a newcomer's `langgraph.json`
 * names it) are assistants beside the built-ins.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '@langchain/langgraph-sdk'

import { hostAgentServer, type HostedAgentServer } from '../fixtures/agent-server-host.js'

const API_KEY = 'sdk-routes-key'
const INPUT = { messages: [{ role: 'user', content: 'hi' }] }
const ASSISTANT_KEYS = [
  'assistant_id',
  'config',
  'context',
  'created_at',
  'description',
  'graph_id',
  'metadata',
  'name',
  'updated_at',
  'version'
]

type Messages = { messages: { content: string }[] }

function contents(values: unknown): string[] {
  return (values as Messages).messages.map(message => message.content)
}

async function events(chunks: AsyncIterable<{ event: string }>): Promise<string[]> {
  const names: string[] = []
  for await (const chunk of chunks) names.push(chunk.event)
  return names
}

describe('the official SDK reads, waits, joins and searches on the emulated agent server', () => {
  let hosted: HostedAgentServer
  let client: Client

  beforeAll(async () => {
    hosted = await hostAgentServer({ apiKey: API_KEY, tickMs: 10, graphs: ['chat'] })
    client = new Client({ apiUrl: hosted.apiUrl, apiKey: API_KEY })
  })

  afterAll(() => hosted.close())

  it("finds an assistant per graph, the deployment's own included, as the real server records them", async () => {
    const all = await client.assistants.search()
    expect(all.map(assistant => assistant.graph_id).sort()).toEqual([
      'agent',
      'chat',
      'failing',
      'firehose',
      'silent'
    ])
    const [chat] = await client.assistants.search({ graphId: 'chat' })
    expect(Object.keys(chat ?? {}).sort()).toEqual(ASSISTANT_KEYS)
    expect(chat).toMatchObject({ name: 'chat', version: 1, metadata: { created_by: 'system' } })
    expect(await client.assistants.search({ limit: 2 })).toHaveLength(2)
    // Found by its UUID and by its graph name, as on the real server.
    expect(await client.assistants.get(chat?.assistant_id ?? '')).toEqual(chat)
    expect(await client.assistants.get('chat')).toEqual(chat)
  })

  it('draws the graph and gives its schemas', async () => {
    const graph = await client.assistants.getGraph('agent')
    expect(graph.nodes.map(node => node.id)).toEqual(['__start__', 'echo', 'sub', '__end__'])
    expect(graph.edges.map(edge => [edge.source, edge.target])).toEqual([
      ['__start__', 'echo'],
      ['echo', 'sub'],
      ['sub', '__end__']
    ])
    const schemas = await client.assistants.getSchemas('chat')
    expect(schemas.graph_id).toBe('chat')
    expect(Object.keys(schemas.state_schema?.properties ?? {})).toEqual(['messages'])
  })

  it('refuses an unknown assistant with a JSON 404 naming it', async () => {
    await expect(client.assistants.get('nope')).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining('{"detail":"No assistant found for \\"nope\\".')
    })
  })

  it("runs the deployment's own graph with the echo behaviour", async () => {
    const values = await client.runs.wait(null, 'chat', {
      input: { messages: [{ role: 'user', content: 'ping' }] }
    })
    expect(contents(values)).toEqual(['ping', 'ping', 'done'])
  })

  it('waits for a stateless run and answers its final values, or raises its error', async () => {
    expect(contents(await client.runs.wait(null, 'agent', { input: INPUT }))).toEqual([
      'hi',
      'hi',
      'done'
    ])
    await expect(client.runs.wait(null, 'failing', { input: INPUT })).rejects.toThrow('Error: boom')
  })

  it.each([
    ['messages', ['metadata', 'messages/complete', 'messages/metadata', 'messages/partial']],
    ['tasks', ['metadata', 'tasks']],
    ['checkpoints', ['metadata', 'checkpoints']]
  ])('streams a thread run in %s mode', async (mode, expected) => {
    const thread = await client.threads.create()
    const names = await events(
      client.runs.stream(thread.thread_id, 'agent', {
        input: INPUT,
        streamMode: mode as 'messages' | 'tasks' | 'checkpoints'
      })
    )
    expect([...new Set(names)]).toEqual(expected)
  })

  it('joins a thread run, joins its stream, lists its runs and finds its thread', async () => {
    const thread = await client.threads.create({ metadata: { owner: 'sdk-routes' } })
    const first = await client.runs.create(thread.thread_id, 'chat', { input: INPUT })
    // A join while the run is going waits for it and answers the thread's final values.
    expect(contents(await client.runs.join(thread.thread_id, first.run_id))).toEqual([
      'hi',
      'hi',
      'done'
    ])
    const second = await client.runs.create(thread.thread_id, 'agent', {
      input: { messages: [{ role: 'user', content: 'again' }] },
      streamMode: 'updates'
    })
    const joined = await events(client.runs.joinStream(thread.thread_id, second.run_id))
    expect(joined.length).toBeGreaterThan(0)
    expect(joined.every(name => ['metadata', 'updates'].includes(name))).toBe(true)
    // Joining a finished run answers the thread's values at once.
    expect(contents(await client.runs.join(thread.thread_id, first.run_id))).toHaveLength(6)

    const runs = await client.runs.list(thread.thread_id)
    expect(runs.map(run => [run.run_id, run.status])).toEqual([
      [second.run_id, 'success'],
      [first.run_id, 'success']
    ])
    expect(await client.runs.list(thread.thread_id, { limit: 1, offset: 1 })).toMatchObject([
      { run_id: first.run_id }
    ])

    const found = await client.threads.search({ metadata: { owner: 'sdk-routes' } })
    expect(found.map(one => one.thread_id)).toEqual([thread.thread_id])
    expect(found[0]?.status).toBe('idle')
    expect(await client.threads.search({ metadata: { owner: 'nobody' } })).toEqual([])
  })

  it('offers the graphs of a new revision instead of the old ones', async () => {
    hosted.agent.offer(['planner'])
    try {
      const graphs = (await client.assistants.search({ limit: 10 })).map(one => one.graph_id)
      expect(graphs.sort()).toEqual(['agent', 'failing', 'firehose', 'planner', 'silent'])
      await expect(client.assistants.get('chat')).rejects.toMatchObject({ status: 404 })
    } finally {
      hosted.agent.offer(['chat'])
    }
  })
})
