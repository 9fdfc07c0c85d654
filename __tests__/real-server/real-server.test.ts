/**
 * Compatibility suite against the REAL agent server: `@langchain/langgraph-cli dev` (the pinned
 * versions of agent-server-wire-format.md, in memory, offline) serving the fixture graphs in
 * ./fixture. The client, the smoke step and the bundled action run against it, so a change of
 * the server's wire format, or a wrong assumption of ours about it, fails here.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { AgentServerClient, type RunStream } from '../../src/agent-server/client.js'
import type { StreamEvent } from '../../src/agent-server/sse.js'
import { systemClock } from '../../src/base/clock.js'
import { HttpStatusError } from '../../src/base/errors.js'
import { runSmoke, type SmokeOptions, type SmokeResult } from '../../src/agent-server/smoke.js'
import { DEFAULT_INTEGRATION_ID, startEmulator } from '../../emulator/index.js'
import { type ActionRun, runAction } from '../../emulator/runner.js'
import { errorLines, expectNoLeak as expectNoLeakOf } from '../e2e/helpers.js'
import { startDevServer, type DevServer } from './dev-server.js'
import { AGENT_REPLY, FAILURE_MESSAGE, GATED_REPLY, INNER_REPLY } from './fixture/src/constants.js'
import { recordingLogger } from '../fixtures/logger.js'
import { hostAgentServer } from '../fixtures/agent-server-host.js'
import { officialSdkCalls, shapeOf, type Answer } from '../fixtures/sdk-calls.js'
import { Client } from '@langchain/langgraph-sdk'

// Starting the server takes a few seconds, more on a busy CI machine.
jest.setTimeout(120_000)

const API_KEY = `lsv2_pt_realserver_${Math.random().toString(36).slice(2)}`
const WORKSPACE_ID = '00000000-0000-4000-8000-00000000abcd'
const UNKNOWN_ASSISTANT = 'no-such-assistant'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const HI = { messages: [{ role: 'user', content: 'hi' }] }

let server: DevServer
let scratch: string

beforeAll(async () => {
  ;[server, scratch] = await Promise.all([
    startDevServer(),
    mkdtemp(join(tmpdir(), 'real-server-test-'))
  ])
}, 120_000)

afterAll(async () => {
  // Undefined when the start failed (it cleaned up after itself).
  await (server as DevServer | undefined)?.stop()
  await rm(scratch, { recursive: true, force: true })
})

function client(): AgentServerClient {
  return new AgentServerClient({ url: server.url, apiKey: API_KEY })
}

async function collect(stream: RunStream): Promise<StreamEvent[]> {
  const events: StreamEvent[] = []
  for await (const event of stream) events.push(event)
  return events
}

/** Streams one run of `agent` (stateless unless `threadId`) and reads it to the end. */
async function streamAgent(
  streamMode: string | readonly string[],
  extra: { streamSubgraphs?: boolean; threadId?: string; assistantId?: string } = {}
): Promise<{ stream: RunStream; events: StreamEvent[] }> {
  const stream = await client().streamRun({
    assistantId: extra.assistantId ?? 'agent',
    input: HI,
    streamMode,
    streamSubgraphs: extra.streamSubgraphs,
    threadId: extra.threadId
  })
  return { stream, events: await collect(stream) }
}

/** The events after the opening `metadata` one, which must carry the run's ID. */
function afterMetadata(stream: RunStream, events: readonly StreamEvent[]): StreamEvent[] {
  const [first, ...rest] = events
  expect(first?.event).toBe('metadata')
  expect(first?.namespace).toEqual([])
  expect(first?.data).toEqual({ run_id: expect.stringMatching(UUID), attempt: 1 })
  expect(stream.runId).toBe((first?.data as { run_id: string }).run_id)
  return rest
}

interface Message {
  readonly content: unknown
  readonly type?: string
  readonly id?: string
}

/** The message texts of a state or update's `messages`. */
function texts(value: unknown): unknown[] {
  return ((value as { messages?: Message[] }).messages ?? []).map(message => message.content)
}

/** `messages` events put together: each message's text, with the node that produced it. */
function tokensByMessage(events: readonly StreamEvent[]): { text: string; node: unknown }[] {
  const byId = new Map<string, { text: string; node: unknown }>()
  for (const event of events) {
    expect(Array.isArray(event.data)).toBe(true)
    const [chunk, metadata] = event.data as [Message, Record<string, unknown>]
    expect(typeof chunk.content).toBe('string')
    const id = String(chunk.id)
    const entry = byId.get(id) ?? { text: '', node: metadata.langgraph_node }
    entry.text += chunk.content as string
    byId.set(id, entry)
  }
  return [...byId.values()]
}

describe('AgentServerClient against langgraphjs dev', () => {
  it('streams updates: metadata first, then one event per node update', async () => {
    const { stream, events } = await streamAgent('updates')
    expect(stream.status).toBe(200)
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/)
    const updates = afterMetadata(stream, events)
    expect(updates.map(event => event.event)).toEqual(['updates', 'updates'])
    expect(updates.map(event => Object.keys(event.data as object))).toEqual([['reply'], ['sub']])
    expect(texts((updates[0]?.data as { reply: unknown }).reply)).toEqual([AGENT_REPLY])
    // A stateless run has no event IDs and the root graph no namespace.
    expect(events.every(event => event.id === undefined && event.namespace.length === 0)).toBe(true)
  })

  it('streams values: the full state after each step', async () => {
    const { stream, events } = await streamAgent('values')
    const values = afterMetadata(stream, events)
    expect(values.every(event => event.event === 'values')).toBe(true)
    expect(values.map(event => texts(event.data))).toEqual([
      ['hi'],
      ['hi', AGENT_REPLY],
      ['hi', AGENT_REPLY, INNER_REPLY]
    ])
  })

  it('streams messages-tuple as "messages" events of [chunk, metadata], one per token', async () => {
    const { stream, events } = await streamAgent('messages-tuple')
    const messages = afterMetadata(stream, events)
    expect(messages.every(event => event.event === 'messages')).toBe(true)
    // One event per character: the fake model streams its answer token by token.
    expect(messages).toHaveLength(AGENT_REPLY.length + INNER_REPLY.length)
    expect(tokensByMessage(messages)).toEqual([
      { text: AGENT_REPLY, node: 'reply' },
      { text: INNER_REPLY, node: 'inner' }
    ])
  })

  it('streams custom: what the graph wrote, as written', async () => {
    const { stream, events } = await streamAgent('custom')
    const custom = afterMetadata(stream, events)
    expect(custom.map(event => [event.event, event.data])).toEqual([
      ['custom', { progress: 50 }],
      ['custom', { progress: 100 }]
    ])
  })

  it('streams debug: tasks, their results and checkpoints, step by step', async () => {
    const { stream, events } = await streamAgent('debug')
    const debug = afterMetadata(stream, events)
    expect(debug.every(event => event.event === 'debug')).toBe(true)
    const entries = debug.map(
      event => event.data as { step: number; type: string; payload: { name?: string } }
    )
    for (const entry of entries) {
      expect(typeof entry.step).toBe('number')
      expect(['task', 'task_result', 'checkpoint']).toContain(entry.type)
    }
    const tasks = entries.filter(entry => entry.type === 'task').map(entry => entry.payload.name)
    expect(tasks).toEqual(['reply', 'sub'])
  })

  it('streams a list of modes, interleaved, each event under its own mode', async () => {
    const { stream, events } = await streamAgent(['updates', 'custom', 'messages-tuple'])
    const rest = afterMetadata(stream, events)
    expect(new Set(rest.map(event => event.event))).toEqual(
      new Set(['updates', 'custom', 'messages'])
    )
    // Order tells the modes really interleave: the reply's tokens, its update, the subgraph's
    // progress around its tokens, then the subgraph's update.
    const compact = rest.map(event => event.event).filter((name, i, all) => name !== all[i - 1])
    expect(compact).toEqual(['messages', 'updates', 'custom', 'messages', 'custom', 'updates'])
  })

  it('streams subgraphs with the namespace of the graph each event came from', async () => {
    const { stream, events } = await streamAgent(['updates', 'custom', 'messages-tuple'], {
      streamSubgraphs: true
    })
    const rest = afterMetadata(stream, events)
    const custom = rest.filter(event => event.event === 'custom')
    expect(custom.map(event => event.data)).toEqual([{ progress: 50 }, { progress: 100 }])
    const subNamespace = custom[0]?.namespace
    expect(subNamespace).toEqual([expect.stringMatching(/^sub:[0-9a-f-]{36}$/)])
    expect(custom[1]?.namespace).toEqual(subNamespace)

    const updates = rest.filter(event => event.event === 'updates')
    expect(updates.map(event => [event.namespace, Object.keys(event.data as object)])).toEqual([
      [[], ['reply']],
      [subNamespace, ['inner']],
      [[], ['sub']]
    ])

    const inner = rest.filter(event => event.event === 'messages' && event.namespace.length === 2)
    expect(inner[0]?.namespace).toEqual([
      subNamespace?.[0],
      expect.stringMatching(/^inner:[0-9a-f-]{36}$/)
    ])
    expect(tokensByMessage(inner)).toEqual([{ text: INNER_REPLY, node: 'inner' }])
  })

  it('receives the error event of a graph that throws, after HTTP 200, and the end', async () => {
    const { stream, events } = await streamAgent('updates', { assistantId: 'failing' })
    expect(stream.status).toBe(200)
    afterMetadata(stream, events)
    expect(events.at(-1)).toMatchObject({
      event: 'error',
      data: { error: 'Error', message: FAILURE_MESSAGE }
    })
    expect(events.filter(event => event.event === 'error')).toHaveLength(1)
  })

  it('throws HttpStatusError 404 with the server message for an unknown assistant', async () => {
    const error = await client()
      .streamRun({ assistantId: UNKNOWN_ASSISTANT, input: HI, streamMode: 'updates' })
      .then(
        () => undefined,
        (thrown: unknown) => thrown
      )
    expect(error).toBeInstanceOf(HttpStatusError)
    const status = error as HttpStatusError
    expect(status.status).toBe(404)
    expect(status.path).toBe('/runs/stream')
    expect(status.detail).toContain(`No assistant found for "${UNKNOWN_ASSISTANT}"`)
    expect(status.message).toContain(`No assistant found for "${UNKNOWN_ASSISTANT}"`)
  })

  it('runs on a thread: event IDs count up, and the thread keeps its state across runs', async () => {
    const { threadId } = await client().createThread({ metadata: { suite: 'real-server' } })
    expect(threadId).toMatch(UUID)

    const first = await streamAgent('values', { threadId })
    afterMetadata(first.stream, first.events)
    expect(first.events.map(event => event.id)).toEqual(first.events.map((_, i) => String(i)))
    expect(texts(first.events.at(-1)?.data)).toEqual(['hi', AGENT_REPLY, INNER_REPLY])

    const second = await streamAgent('values', { threadId })
    const secondRunId = (second.events[0]?.data as { run_id: string }).run_id
    expect(secondRunId).not.toBe(first.stream.runId)
    expect(texts(second.events.at(-1)?.data)).toEqual([
      'hi',
      AGENT_REPLY,
      INNER_REPLY,
      'hi',
      AGENT_REPLY,
      INNER_REPLY
    ])
  })

  it('joins a background run and receives what it sends after the join, to its end', async () => {
    const api = client()
    const { threadId } = await api.createThread()
    const gate = join(scratch, 'gate')
    const run = await api.startRun({
      threadId,
      assistantId: 'gated',
      input: { gate },
      streamMode: ['updates', 'custom']
    })
    expect(run).toEqual({ runId: expect.stringMatching(UUID), threadId })

    const stream = await api.joinStream({ threadId, runId: run.runId })
    expect(stream.status).toBe(200)
    // The run is held at its gate until the join is open: what follows is sent after the join.
    await writeFile(gate, '')
    const events = await collect(stream)

    const released = events.findIndex(
      event => event.event === 'custom' && JSON.stringify(event.data) === '{"phase":"released"}'
    )
    expect(released).toBeGreaterThanOrEqual(0)
    expect(events.slice(released + 1).map(event => event.data)).toEqual([
      { wait_for_gate: { messages: [expect.objectContaining({ content: GATED_REPLY })] } }
    ])
    // Whatever came before the release is a replay (the JS dev server keeps unread events; the
    // contract says a joiner may miss them): the run's metadata and the wait, in order.
    const before = events.slice(0, released).map(event => [event.event, event.data])
    const replayed = [
      ['metadata', { run_id: run.runId, attempt: 1 }],
      ['custom', { phase: 'waiting' }]
    ]
    expect(replayed.slice(replayed.length - before.length)).toEqual(before)
    // Joins carry event IDs, counting up.
    const ids = events.map(event => Number(event.id))
    expect(ids.every((id, i) => Number.isInteger(id) && (i === 0 || id > (ids[i - 1] ?? 0)))).toBe(
      true
    )

    // Joining a run that has ended gives an empty stream, not an error.
    const late = await api.joinStream({ threadId, runId: run.runId })
    expect(await collect(late)).toEqual([])
  })
})

async function smoke(overrides: Partial<SmokeOptions> = {}): Promise<SmokeResult> {
  const logger = recordingLogger()
  const result = await runSmoke(
    {
      url: server.url,
      apiKey: API_KEY,
      assistantId: 'agent',
      input: HI,
      streamMode: 'updates',
      streamSubgraphs: false,
      timeoutMs: 30_000,
      ...overrides
    },
    { clock: systemClock, logger, requestTimeoutMs: 30_000 }
  )
  expect(logger.lines.at(-1)).toBe(result.verdict)
  expect(logger.lines.join('\n')).not.toContain(API_KEY)
  return result
}

describe('runSmoke against langgraphjs dev', () => {
  it('passes for a healthy graph and reports the run', async () => {
    const result = await smoke()
    expect(result).toMatchObject({ passed: true, runId: expect.stringMatching(UUID), events: 3 })
    expect(result.reason).toBeUndefined()
    expect(result.firstEvents.map(event => event.event)).toEqual(['metadata', 'updates', 'updates'])
    expect(result.verdict).toMatch(/^Smoke test passed: run [0-9a-f-]{36} streamed 3 events/)
  })

  it('finds the expected text in the tokens of a messages-tuple stream', async () => {
    const result = await smoke({ streamMode: 'messages-tuple', expect: 'fixture agent' })
    expect(result.passed).toBe(true)
    expect(result.events).toBe(1 + AGENT_REPLY.length + INNER_REPLY.length)
  })

  it('passes with a list of modes and subgraphs', async () => {
    const result = await smoke({
      streamMode: ['updates', 'custom'],
      streamSubgraphs: true,
      // A value of the state or of what the graph wrote; keys and JSON syntax are not output.
      expect: '100'
    })
    expect(result.passed).toBe(true)
    expect(result.match?.where).toBe('custom progress')
    expect(
      result.firstEvents.map(event => [event.event, event.namespace[0]?.replace(/:.*/, '')])
    ).toEqual([
      ['metadata', undefined],
      ['updates', undefined],
      ['custom', 'sub'],
      ['custom', 'sub'],
      ['updates', 'sub'],
      ['updates', undefined]
    ])
  })

  it('fails when the expected text never comes', async () => {
    const result = await smoke({ expect: 'Goodbye' })
    expect(result.passed).toBe(false)
    expect(result.reason).toMatch(
      /^"Goodbye" did not appear in the agent's output .* in the 3 events/
    )
  })

  it("fails with the graph's own message when the graph throws", async () => {
    const result = await smoke({ assistantId: 'failing' })
    expect(result.passed).toBe(false)
    expect(result.runId).toMatch(UUID)
    expect(result.reason).toBe(`the run sent an error event: ${FAILURE_MESSAGE}`)
  })

  it("fails with the server's 404 message for an unknown assistant, without retrying", async () => {
    const result = await smoke({ assistantId: UNKNOWN_ASSISTANT })
    expect(result.passed).toBe(false)
    expect(result.runId).toBeUndefined()
    expect(result.events).toBe(0)
    expect(result.reason).toContain('404')
    expect(result.reason).toContain(`No assistant found for "${UNKNOWN_ASSISTANT}"`)
    expect(result.durationMs).toBeLessThan(5000)
  })
})

/** Inputs of `mode: smoke` against the dev server. */
function smokeInputs(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'api-key': API_KEY,
    'workspace-id': WORKSPACE_ID,
    mode: 'smoke',
    'deployment-url': server.url,
    'smoke-input': JSON.stringify(HI),
    'smoke-timeout-seconds': '30',
    ...overrides
  }
}

/** The checks every run of the bundle must pass, whatever its outcome. */
function expectNoLeak(run: ActionRun): void {
  expect(run.stdout).toContain(`::add-mask::${API_KEY}`)
  expectNoLeakOf(run, [API_KEY])
}

describe('the bundled action (dist/index.js) against langgraphjs dev', () => {
  // The bundle runs are independent processes: start them together, check them one by one.
  let runs: Promise<Record<'pass' | 'failing' | 'unknown' | 'deploy', ActionRun>>

  beforeAll(() => {
    runs = (async () => {
      const emulator = await startEmulator({
        apiKey: API_KEY,
        stepMs: 0,
        agentUrlField: 'none'
      })
      try {
        const [pass, failing, unknown, deploy] = await Promise.all([
          runAction({
            inputs: smokeInputs({
              'smoke-stream-mode': 'updates, messages-tuple, custom',
              'smoke-stream-subgraphs': 'true',
              'smoke-expect': AGENT_REPLY
            })
          }),
          runAction({ inputs: smokeInputs({ 'smoke-assistant-id': 'failing' }) }),
          runAction({ inputs: smokeInputs({ 'smoke-assistant-id': UNKNOWN_ASSISTANT }) }),
          runAction({
            inputs: {
              'api-key': API_KEY,
              'workspace-id': emulator.workspaceId,
              'api-url': emulator.url,
              'deployment-name': 'real-server-smoke',
              'integration-id': DEFAULT_INTEGRATION_ID,
              'repo-url': 'https://github.com/example/agent',
              'repo-ref': 'main',
              // The real dev server stands for the deployment: the smoke step goes there.
              'deployment-url': server.url,
              'poll-interval-seconds': '0.1',
              'smoke-test': 'true',
              'smoke-input': JSON.stringify(HI),
              'smoke-expect': INNER_REPLY
            }
          })
        ])
        return { pass, failing, unknown, deploy }
      } finally {
        await emulator.close()
      }
    })()
    // Each test awaits the runs; keep a rejection from being reported as unhandled meanwhile.
    runs.catch(() => undefined)
  })

  it('mode smoke passes against a healthy agent and sets smoke-run-id and smoke-events', async () => {
    const { pass } = await runs
    expect(errorLines(pass)).toEqual([])
    expect(pass.exitCode).toBe(0)
    expect(pass.outputs['smoke-run-id']).toMatch(UUID)
    expect(Number(pass.outputs['smoke-events'])).toBeGreaterThan(AGENT_REPLY.length)
    expect(pass.stdout).toContain(`Smoke test passed: run ${pass.outputs['smoke-run-id'] ?? ''}`)
    expect(pass.summary).toContain(pass.outputs['smoke-run-id'])
    expectNoLeak(pass)
  })

  it("mode smoke fails with the graph's message when the graph throws", async () => {
    const { failing } = await runs
    expect(failing.exitCode).toBe(1)
    expect(errorLines(failing)).toEqual([
      `smoke test of ${server.url} failed: the run sent an error event: ${FAILURE_MESSAGE}`
    ])
    expect(failing.outputs['smoke-run-id']).toMatch(UUID)
    expect(Number(failing.outputs['smoke-events'])).toBeGreaterThanOrEqual(2)
    expect(failing.summary).toContain(FAILURE_MESSAGE)
    expectNoLeak(failing)
  })

  it("mode smoke fails with the server's message for an unknown assistant", async () => {
    const { unknown } = await runs
    expect(unknown.exitCode).toBe(1)
    const [line, ...more] = errorLines(unknown)
    expect(more).toEqual([])
    expect(line).toMatch(new RegExp(`^smoke test of ${server.url} failed: .*404`))
    expect(line).toContain(`No assistant found for "${UNKNOWN_ASSISTANT}"`)
    expect(unknown.outputs['smoke-run-id']).toBeUndefined()
    expect(unknown.outputs['smoke-events']).toBe('0')
    expect(unknown.summary).toContain(`No assistant found for "${UNKNOWN_ASSISTANT}"`)
    expectNoLeak(unknown)
  })

  it('deploy mode with smoke-test: true smoke-tests the deployed URL once DEPLOYED', async () => {
    const { deploy } = await runs
    expect(errorLines(deploy)).toEqual([])
    expect(deploy.exitCode).toBe(0)
    expect(deploy.outputs).toMatchObject({
      created: 'true',
      status: 'DEPLOYED',
      // The deployment names no URL of its own; the smoke step went to 'deployment-url'.
      'deployment-url': '',
      'smoke-run-id': expect.stringMatching(UUID)
    })
    expect(deploy.stdout).toContain(`"${INNER_REPLY}" was seen`)
    expect(deploy.summary).toContain(`\`${server.url}\` (from input 'deployment-url')`)
    expectNoLeak(deploy)
  })
})

describe("the official SDK's calls of issue 46 on the emulated agent server and on this one", () => {
  /** Each answer's shape, or the status of its refusal. */
  const shapes = (answers: Map<string, Answer>) =>
    [...answers].map(([label, answer]) => [
      label,
      'value' in answer ? shapeOf(answer.value) : answer.status
    ])

  it('answers every call in the same shape (thread waits, history, updates, store, ...)', async () => {
    const emulated = await hostAgentServer({ tickMs: 1 })
    try {
      const [real, emulator] = await Promise.all([
        officialSdkCalls(new Client({ apiUrl: server.url, apiKey: API_KEY }), {
          firstNode: 'reply'
        }),
        officialSdkCalls(new Client({ apiUrl: emulated.apiUrl }), { firstNode: 'echo' })
      ])
      expect(shapes(emulator)).toEqual(shapes(real))
      // Not vacuous: most calls answered, and the refusals are the ones expected.
      const refused = shapes(real).filter(([, shape]) => typeof shape === 'number')
      expect(refused).toEqual([
        ['threads.updateState on a thread without a graph', 400],
        ['threads.delete again', 404],
        ['threads.get deleted', 404]
      ])
    } finally {
      await emulated.close()
    }
  })
})
