/**
 * Conformance of the emulated agent server's assistants, store and crons with the official SDK
 * (`@langchain/langgraph-sdk`): assistants and the store as LangChain's server
 * (`@langchain/langgraph-api` 1.5.1) answers them; crons, which that dev server leaves
 * unimplemented (500), as the deployed service records them (the SDK's `Cron`).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '@langchain/langgraph-sdk'

import { hostAgentServer, type HostedAgentServer } from '../fixtures/agent-server-host.js'
import { HI } from '../fixtures/sdk-calls.js'

const API_KEY = 'sdk-store-key'
const ASSISTANT_KEYS = [
  'assistant_id',
  'version',
  'config',
  'context',
  'created_at',
  'updated_at',
  'graph_id',
  'metadata',
  'name',
  'description'
]
const CRON_KEYS = [
  'cron_id',
  'assistant_id',
  'thread_id',
  'end_time',
  'schedule',
  'timezone',
  'created_at',
  'updated_at',
  'payload',
  'user_id',
  'next_run_date',
  'metadata',
  'enabled'
]

describe('the official SDK on assistants, the store and crons of the emulated agent server', () => {
  let hosted: HostedAgentServer
  let client: Client

  beforeAll(async () => {
    hosted = await hostAgentServer({ apiKey: API_KEY, tickMs: 2, graphs: ['support_bot'] })
    client = new Client({ apiUrl: hosted.apiUrl, apiKey: API_KEY })
  })

  afterAll(() => hosted.close())

  it('creates an assistant for a graph, finds it, runs it and counts it', async () => {
    const before = await client.assistants.count()
    const created = await client.assistants.create({
      graphId: 'support_bot',
      name: 'billing',
      metadata: { team: 'billing' },
      config: { configurable: { tone: 'dry' } }
    })
    expect(Object.keys(created)).toEqual(ASSISTANT_KEYS)
    expect(created).toMatchObject({
      graph_id: 'support_bot',
      name: 'billing',
      version: 1,
      metadata: { team: 'billing' },
      config: { configurable: { tone: 'dry' } },
      context: {},
      description: null
    })
    expect(await client.assistants.get(created.assistant_id)).toEqual(created)
    expect(await client.assistants.count()).toBe(before + 1)
    expect(await client.assistants.count({ graphId: 'support_bot' })).toBe(2)
    expect(await client.assistants.count({ metadata: { team: 'billing' } })).toBe(1)
    expect(await client.assistants.search({ name: 'billing' })).toEqual([created])
    const values = await client.runs.wait(null, created.assistant_id, { input: HI })
    expect((values as { messages: unknown[] }).messages).toHaveLength(3)
    // Named after its graph when no name is given.
    const unnamed = await client.assistants.create({ graphId: 'agent' })
    expect(unnamed).toMatchObject({ name: 'agent', metadata: {} })
  })

  it('refuses an assistant ID taken, unless asked to do nothing, and a graph not deployed', async () => {
    const assistantId = '5f0c9a7e-1d2b-4c3d-8e4f-5a6b7c8d9e0f'
    const first = await client.assistants.create({ graphId: 'agent', assistantId })
    await expect(client.assistants.create({ graphId: 'agent', assistantId })).rejects.toMatchObject(
      { status: 409, message: expect.stringContaining('Assistant already exists') }
    )
    expect(
      await client.assistants.create({ graphId: 'agent', assistantId, ifExists: 'do_nothing' })
    ).toEqual(first)
    await expect(client.assistants.create({ graphId: 'nope' })).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining('Graph \\"nope\\" not found')
    })
    await expect(
      client.assistants.create({ graphId: 'agent', assistantId: 'not-a-uuid' })
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('Invalid uuid') })
  })

  it('puts, gets, searches, lists and deletes items of the store', async () => {
    await client.store.putItem(['users', 'u1'], 'prefs', { tone: 'dry', level: 1 })
    await client.store.putItem(['users', 'u2'], 'prefs', { tone: 'warm', level: 3 })
    await client.store.putItem(['teams', 'billing'], 'desk', { id: 'BILLING-DESK' })
    const item = await client.store.getItem(['users', 'u1'], 'prefs')
    expect(item).toMatchObject({
      namespace: ['users', 'u1'],
      key: 'prefs',
      value: { tone: 'dry', level: 1 },
      created_at: expect.any(String),
      updated_at: expect.any(String)
    })
    expect(await client.store.getItem(['users', 'u1'], 'none')).toBeNull()
    // A second put replaces the value and keeps the creation time.
    await client.store.putItem(['users', 'u1'], 'prefs', { tone: 'plain', level: 2 })
    const replaced = await client.store.getItem(['users', 'u1'], 'prefs')
    expect(replaced?.value).toEqual({ tone: 'plain', level: 2 })
    expect(replaced?.createdAt).toBe(item?.createdAt)

    const users = await client.store.searchItems(['users'])
    expect(users.items.map(one => one.namespace)).toEqual([
      ['users', 'u1'],
      ['users', 'u2']
    ])
    const warm = await client.store.searchItems(['users'], { filter: { tone: 'warm' } })
    expect(warm.items.map(one => one.namespace)).toEqual([['users', 'u2']])
    const high = await client.store.searchItems(['users'], { filter: { level: { $gte: 2 } } })
    expect(high.items).toHaveLength(2)
    expect((await client.store.searchItems(['users'], { limit: 1, offset: 1 })).items).toHaveLength(
      1
    )
    expect(await client.store.listNamespaces()).toEqual({
      namespaces: [
        ['teams', 'billing'],
        ['users', 'u1'],
        ['users', 'u2']
      ]
    })
    expect(await client.store.listNamespaces({ prefix: ['users'], maxDepth: 1 })).toEqual({
      namespaces: [['users']]
    })
    expect(await client.store.listNamespaces({ suffix: ['billing'] })).toEqual({
      namespaces: [['teams', 'billing']]
    })
    await client.store.deleteItem(['users', 'u1'], 'prefs')
    expect(await client.store.getItem(['users', 'u1'], 'prefs')).toBeNull()
    // A namespace whose last item went is no longer listed.
    expect((await client.store.listNamespaces()).namespaces).toEqual([
      ['teams', 'billing'],
      ['users', 'u2']
    ])
  })

  it('refuses a store request as the real server does', async () => {
    const put = (body: unknown) =>
      fetch(`${hosted.apiUrl}/store/items`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
        body: JSON.stringify(body)
      })
    const empty = await put({ namespace: [], key: 'k', value: {} })
    expect([empty.status, await empty.text()]).toEqual([400, 'Namespace is required'])
    const dotted = await put({ namespace: ['a.b'], key: 'k', value: {} })
    expect([dotted.status, await dotted.text()]).toEqual([
      422,
      'Namespace labels cannot be empty or contain periods. Received: a.b'
    ])
    const scalar = await put({ namespace: ['a'], key: 'k', value: 3 })
    expect(scalar.status).toBe(400)
    expect(await scalar.json()).toMatchObject({
      error: { issues: [{ path: ['value'], message: 'Expected object, received number' }] }
    })
    const noKey = await fetch(`${hosted.apiUrl}/store/items?namespace=a`, {
      headers: { 'x-api-key': API_KEY }
    })
    expect(noKey.status).toBe(400)
  })

  it('records crons, stateless and on a thread, finds, counts and deletes them', async () => {
    const stateless = await client.crons.create('agent', {
      schedule: '*/15 9-17 * * 1-5',
      input: HI,
      metadata: { owner: 'ops' }
    })
    expect(Object.keys(stateless)).toEqual([
      ...CRON_KEYS.slice(0, 3),
      'on_run_completed',
      ...CRON_KEYS.slice(3)
    ])
    expect(stateless).toMatchObject({
      thread_id: null,
      on_run_completed: 'delete',
      schedule: '*/15 9-17 * * 1-5',
      payload: { input: HI, metadata: { owner: 'ops' } },
      metadata: { owner: 'ops' },
      enabled: true
    })
    const due = new Date(stateless.next_run_date)
    expect(due.getTime()).toBeGreaterThan(Date.now())
    expect([0, 15, 30, 45]).toContain(due.getUTCMinutes())
    expect(due.getUTCHours()).toBeGreaterThanOrEqual(9)
    expect([1, 2, 3, 4, 5]).toContain(due.getUTCDay())

    const thread = await client.threads.create()
    const onThread = await client.crons.createForThread(thread.thread_id, 'agent', {
      schedule: '0 3 * * *',
      input: HI
    })
    expect(Object.keys(onThread)).toEqual(CRON_KEYS)
    expect(onThread.thread_id).toBe(thread.thread_id)
    expect(new Date(onThread.next_run_date).getUTCHours()).toBe(3)

    expect((await client.crons.search()).map(cron => cron.cron_id)).toEqual([
      onThread.cron_id,
      stateless.cron_id
    ])
    expect(await client.crons.search({ threadId: thread.thread_id })).toEqual([onThread])
    expect(await client.crons.count({ metadata: { owner: 'ops' } })).toBe(1)
    await client.crons.delete(stateless.cron_id)
    expect(await client.crons.search()).toEqual([onThread])
    await expect(client.crons.delete(stateless.cron_id)).rejects.toMatchObject({ status: 404 })
  })

  it('refuses a cron with a bad schedule, an unknown assistant or thread', async () => {
    await expect(client.crons.create('agent', { schedule: '61 * * * *' })).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('Invalid cron schedule')
    })
    await expect(client.crons.create('agent', {} as { schedule: string })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('schedule')
    })
    await expect(client.crons.create('nope', { schedule: '* * * * *' })).rejects.toMatchObject({
      status: 404
    })
    await expect(
      client.crons.createForThread('00000000-0000-4000-8000-00000000dead', 'agent', {
        schedule: '* * * * *'
      })
    ).rejects.toMatchObject({ status: 404 })
  })
})
