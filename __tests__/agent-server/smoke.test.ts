import * as http from 'node:http'
import { afterEach, describe, expect, it } from '@jest/globals'
import { AgentServerClient } from '../../src/agent-server/client.js'
import { systemClock } from '../../src/base/clock.js'
import { runSmoke, type SmokeOptions, type SmokeResult } from '../../src/agent-server/smoke.js'
import {
  startEmulator,
  prettyEvent,
  recorded,
  closeLater,
  closeServers,
  neverAnswer,
  serve,
  writeStream
} from './fixtures.js'
import { unusedPort } from '../fixtures/ports.js'
import { recordingLogger } from '../fixtures/logger.js'

afterEach(closeServers)

function options(url: string, overrides: Partial<SmokeOptions> = {}): SmokeOptions {
  return {
    url,
    apiKey: 'lsv2_secret',
    assistantId: 'agent',
    input: { messages: [{ role: 'user', content: 'hi' }] },
    streamMode: 'updates',
    streamSubgraphs: false,
    timeoutMs: 5000,
    ...overrides
  }
}

/** The smoke step's run; its requests get `requestTimeoutMs` (default the input's, 30 s). */
async function smoke(
  url: string,
  overrides: Partial<SmokeOptions> = {},
  requestTimeoutMs = 30_000
): Promise<SmokeResult & { lines: string[] }> {
  const logger = recordingLogger()
  const result = await runSmoke(options(url, overrides), {
    clock: systemClock,
    logger,
    requestTimeoutMs
  })
  return { ...result, lines: logger.lines }
}

const metadata = 'event: metadata\ndata: {"run_id":"run-1","attempt":1}\n\n'

describe('runSmoke', () => {
  it('passes a run that streams its events and ends', async () => {
    const server = await serve((_req, res) => {
      writeStream(res, [recorded.statelessUpdates])
    })
    const result = await smoke(server.url, { streamMode: ['updates', 'custom'] })

    expect(result).toMatchObject({
      passed: true,
      runId: '01a1fd0f-fd5d-7548-9109-456884206b36',
      events: 2,
      reason: undefined
    })
    expect(result.verdict).toMatch(
      /^Smoke test passed: run 01a1fd0f-fd5d-7548-9109-456884206b36 streamed 2 events \(3\d\d B\) in \d+ ms$/
    )
    expect(result.firstEvents).toEqual([
      {
        event: 'metadata',
        namespace: [],
        bytes: 61,
        preview: '{"run_id":"01a1fd0f-fd5d-7548-9109-456884206b36","attempt":1}'
      },
      {
        event: 'updates',
        namespace: [],
        bytes: 247,
        preview:
          '{"call_model":{"messages":[{"content":"Héllo wörld 👋 from “agent”","additional_kwargs":{},"response…'
      }
    ])
    expect(result.lines[0]).toBe(
      `Running "agent" through POST ${server.url}/runs/stream (stream_mode updates, custom; timeout 5 s)`
    )
    expect(result.lines[1]).toMatch(/^Stream open after \d+ ms: HTTP 200 text\/event-stream$/)
    expect(result.lines[2]).toBe(
      '  #1 metadata (61 B) {"run_id":"01a1fd0f-fd5d-7548-9109-456884206b36","attempt":1}'
    )
    expect(result.lines.at(-1)).toBe(result.verdict)
    expect(result.durationMs).toBeLessThan(5000)

    const [request] = server.requests
    expect(request?.url).toBe('/runs/stream')
    expect(request?.headers['x-api-key']).toBe('lsv2_secret')
    expect(JSON.parse(request?.body ?? '')).toEqual({
      assistant_id: 'agent',
      input: { messages: [{ role: 'user', content: 'hi' }] },
      stream_mode: ['updates', 'custom'],
      stream_subgraphs: false
    })
  })

  it('fails on an error event, with the message of the graph', async () => {
    const server = await serve((_req, res) => {
      writeStream(res, [recorded.graphError])
    })
    const result = await smoke(server.url, { assistantId: 'failing' })
    expect(result).toMatchObject({
      passed: false,
      runId: '01a1fd10-01ed-713d-86c2-5ba4a97fce9f',
      events: 2,
      reason: 'the run sent an error event: boom: the node failed'
    })
    expect(result.verdict).toMatch(
      /^Smoke test failed after \d+ ms: the run sent an error event: boom: the node failed$/
    )
  })

  it('fails on a namespaced error event of a subgraph, pretty-printed over several lines', async () => {
    const server = await serve((_req, res) => {
      writeStream(res, [
        metadata,
        prettyEvent('updates|sub:4f1', { inner: { ok: true } }),
        prettyEvent('error|sub:4f1', { error: 'ValueError', message: 'bad\ninput' }),
        prettyEvent('updates', { after: 'the error' })
      ])
    })
    const result = await smoke(server.url, { streamSubgraphs: true })
    expect(result.passed).toBe(false)
    expect(result.reason).toBe('the run sent an error event from sub:4f1: ValueError: bad input')
    expect(result.events).toBe(3)
    expect(result.lines).toContain('  #2 updates|sub:4f1 (35 B) { "inner": { "ok": true } }')
  })

  it('fails on an unknown assistant with the text of the 404', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/plain;charset=UTF-8' })
      res.end('No assistant found for "nope". Make sure the assistant ID is for a valid assistant.')
    })
    const result = await smoke(server.url, { assistantId: 'nope' })
    expect(result).toMatchObject({ passed: false, events: 0, runId: undefined })
    expect(result.reason).toBe(
      'POST /runs/stream returned HTTP 404: No assistant found for "nope". Make sure the assistant ID is for a valid assistant.'
    )
    expect(server.requests).toHaveLength(1)
  })

  it('fails a stream that has not ended within the timeout', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(metadata)
    })
    const started = Date.now()
    const result = await smoke(server.url, { timeoutMs: 300 })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(result).toMatchObject({
      passed: false,
      runId: 'run-1',
      events: 1,
      reason: 'the stream did not end within the 300 ms timeout (1 event (30 B) received)'
    })
  })

  it('fails when the server never answers within the timeout', async () => {
    const server = await serve(neverAnswer)
    const result = await smoke(server.url, { timeoutMs: 300 })
    expect(result.passed).toBe(false)
    expect(result.reason).toMatch(
      /^the run did not start within the 300 ms timeout(: POST \/runs\/stream failed: timed out waiting for the server)?$/
    )
  })

  describe("the run's per-request timeout (request-timeout-seconds)", () => {
    it('gives up on a run request with no answer after it, not after the 30 s default', async () => {
      const server = await serve(neverAnswer)
      const result = await smoke(server.url, { timeoutMs: 15_000 }, 300)
      expect(result.passed).toBe(false)
      expect(result.reason).toMatch(/POST \/runs\/stream failed: timed out waiting for the server$/)
      expect(result.durationMs).toBeLessThan(3000)
      // A run that may have started is never sent again.
      expect(server.requests).toHaveLength(1)
    })

    it('bounds only the wait for the answer to begin: a stream longer than it is read to its end', async () => {
      const server = await serve(async (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        res.write(metadata)
        for (let i = 0; i < 6; i++) {
          await new Promise(resolve => setTimeout(resolve, 100))
          res.write(`event: updates\ndata: {"step":${i}}\n\n`)
        }
        res.end()
      })
      const result = await smoke(server.url, { timeoutMs: 15_000 }, 250)
      expect(result).toMatchObject({ passed: true, runId: 'run-1', events: 7 })
      expect(result.durationMs).toBeGreaterThanOrEqual(500)
    })
  })

  describe('a deployment waking from scale to zero (wakeRetry)', () => {
    /** A client whose one request may take 300 ms, as a waking deployment outlasts 30 s. */
    function shortClient(url: string): AgentServerClient {
      return new AgentServerClient({ url, requestTimeoutMs: 300, logger: recordingLogger() })
    }

    async function wakeSmoke(url: string, wakeRetry: string | undefined) {
      const logger = recordingLogger()
      const result = await runSmoke(options(url, { timeoutMs: 3000, wakeRetry }), {
        clock: systemClock,
        logger,
        requestTimeoutMs: 30_000,
        client: shortClient(url)
      })
      return { ...result, lines: logger.lines }
    }

    it('sends a run request that got no answer once more, said, and passes', async () => {
      const server = await serve((_req, res, _body, index) => {
        if (index === 0) return // held past the request timeout, as a wake holds it
        writeStream(res, [recorded.statelessUpdates])
      })
      const result = await wakeSmoke(server.url, 'deployment type serverless scales to zero')
      expect(result.passed).toBe(true)
      expect(server.requests).toHaveLength(2)
      expect(result.lines.join('\n')).toMatch(
        /The run request got no answer \(POST \/runs\/stream failed: timed out waiting for the server\); deployment type serverless scales to zero: sending it once more, within the 3 s timeout\./
      )
    })

    it('sends it only once more: a second silence fails the run', async () => {
      const server = await serve(neverAnswer)
      const result = await wakeSmoke(server.url, 'deployment type serverless scales to zero')
      expect(result.passed).toBe(false)
      expect(server.requests).toHaveLength(2)
    })

    it('never sends again without wakeRetry (a dedicated deployment): the run may have started', async () => {
      const server = await serve((_req, res, _body, index) => {
        if (index === 0) return
        writeStream(res, [recorded.statelessUpdates])
      })
      const result = await wakeSmoke(server.url, undefined)
      expect(result.passed).toBe(false)
      expect(server.requests).toHaveLength(1)
    })

    it('never sends again a run whose answer began', async () => {
      const server = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        res.write(metadata) // then silence, past the step's timeout
      })
      const result = await wakeSmoke(server.url, 'deployment type serverless scales to zero')
      expect(result.passed).toBe(false)
      expect(server.requests).toHaveLength(1)
    })
  })

  it('retries a 503 of a fresh deployment, then passes', async () => {
    const server = await serve((_req, res, _body, index) => {
      if (index === 0) {
        res.writeHead(503, { 'content-type': 'text/plain' })
        res.end('no healthy upstream')
        return
      }
      writeStream(res, [recorded.statelessUpdates])
    })
    const result = await smoke(server.url)
    expect(result.passed).toBe(true)
    expect(server.requests).toHaveLength(2)
  })

  it('gives up retrying 503s at the timeout, naming the last answer', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(503, { 'content-type': 'text/plain' })
      res.end('no healthy upstream')
    })
    const result = await smoke(server.url, { timeoutMs: 400 })
    expect(result.passed).toBe(false)
    expect(result.reason).toMatch(
      /^the run did not start within the 400 ms timeout(: POST \/runs\/stream returned HTTP 503: no healthy upstream; .*)?$/
    )
    expect(result.durationMs).toBeLessThan(1500)
  })

  it('retries a refused connection until the server listens', async () => {
    const port = await unusedPort()
    const url = `http://127.0.0.1:${port}`
    const client = new AgentServerClient({
      url,
      retry: { baseMs: 40, capMs: 40, attempts: 50 },
      random: () => 0.99
    })
    const late = http.createServer((_req, res) => {
      writeStream(res, [recorded.statelessUpdates])
    })
    const listening = new Promise<void>(resolve => {
      setTimeout(() => late.listen(port, '127.0.0.1', resolve), 150)
    })
    const logger = recordingLogger()
    try {
      const deps = { clock: systemClock, logger, requestTimeoutMs: 30_000, client }
      const result = await runSmoke(options(url), deps)
      expect(result.passed).toBe(true)
      expect(result.durationMs).toBeGreaterThanOrEqual(100)
    } finally {
      await listening
      late.closeAllConnections()
      await new Promise(resolve => late.close(resolve))
    }
  })

  it('fails a stream whose connection breaks, without running it again', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(metadata)
      res.write('event: updates\ndata: {"call_model":')
      setTimeout(() => res.destroy(), 20)
    })
    const result = await smoke(server.url)
    expect(result).toMatchObject({
      passed: false,
      runId: 'run-1',
      events: 1,
      reason:
        'POST /runs/stream failed: the connection broke after 1 event, before the stream ended'
    })
    expect(server.requests).toHaveLength(1)
  })

  it('fails a stream without a metadata event', async () => {
    const server = await serve((_req, res) => {
      writeStream(res, ['event: updates\ndata: {}\n\n'])
    })
    const result = await smoke(server.url)
    expect(result.reason).toBe(
      'the stream ended without a metadata event carrying run_id (1 event (2 B) received)'
    )
  })

  it('fails a 200 that is not an event stream', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"detail":"maintenance"}')
    })
    const result = await smoke(server.url)
    expect(result.reason).toBe(
      'POST /runs/stream answered HTTP 200 with content-type "application/json", not an event stream: maintenance'
    )
  })

  it('logs the first 20 events one per line, then a count', async () => {
    const events = Array.from(
      { length: 45 },
      (_, i) => `event: custom\ndata: {"progress":${i},"note":"${'x'.repeat(150)}"}\n\n`
    )
    const server = await serve((_req, res) => {
      writeStream(res, [metadata, ...events])
    })
    const result = await smoke(server.url, { streamMode: 'custom' })
    expect(result.passed).toBe(true)
    expect(result.events).toBe(46)
    expect(result.firstEvents).toHaveLength(20)
    const eventLines = result.lines.filter(line => line.startsWith('  #'))
    expect(eventLines).toHaveLength(20)
    expect(eventLines[19]).toBe(`  #20 custom (175 B) {"progress":18,"note":"${'x'.repeat(77)}…`)
    expect(result.lines.at(-2)).toBe('  … and 26 more events')
    expect(result.verdict).toMatch(/streamed 46 events \(7\.\d KiB\)/)
  })

  describe('smoke-expect', () => {
    const tokens = (text: string, id: string): string[] =>
      Array.from(text).map(
        token =>
          `event: messages\ndata: ${JSON.stringify([{ content: token, id, type: 'AIMessageChunk' }, { langgraph_node: 'model' }])}\n\n`
      )

    async function withTokens(expected: string): Promise<SmokeResult> {
      const server = await serve((_req, res) => {
        writeStream(res, [metadata, ...tokens('The capital is ', 'm1'), ...tokens('Paris.', 'm1')])
      })
      return smoke(server.url, { streamMode: 'messages-tuple', expect: expected })
    }

    it('is seen across the tokens of a messages stream', async () => {
      const result = await withTokens('capital is Paris')
      expect(result.passed).toBe(true)
      expect(result.verdict).toMatch(
        /, and "capital is Paris" was seen in messages content: "The capital is Paris"$/
      )
      expect(result.match).toEqual({
        where: 'messages content',
        // The tokens up to the match.
        excerpt: 'The capital is Paris'
      })
    })

    it('fails when the text never appears', async () => {
      const result = await withTokens('London')
      expect(result.passed).toBe(false)
      expect(result.reason).toMatch(
        /^"London" did not appear in the agent's output \(message contents and state values\) in the 22 events \(.*\) of run run-1$/
      )
    })

    it('is seen in the data of an event, quotes escaped as in JSON', async () => {
      const server = await serve((_req, res) => {
        writeStream(res, [
          metadata,
          `event: updates\ndata: ${JSON.stringify({ model: { answer: 'She said "bonjour" — ok' } })}\n\n`
        ])
      })
      const result = await smoke(server.url, { expect: 'said "bonjour" — ok' })
      expect(result.passed).toBe(true)
      expect(result.match?.where).toBe('updates model.answer')
    })

    // The README's own example: "What is 6 times 7?" expecting 42. Before output-text.ts the
    // raw stream was searched, and the digits of an ID passed a gate the answer never met.
    const sixTimesSeven = (answer: string): string[] => [
      'event: metadata\ndata: {"run_id":"1f0a42e2-0000-7042-8000-000000000042","attempt":1}\n\n',
      `event: messages\ndata: ${JSON.stringify([
        { content: answer, id: 'run-42-msg', type: 'AIMessageChunk', response_metadata: { n: 42 } },
        { langgraph_node: 'model', run_id: '1f0a42e2-0000-7042-8000-000000000042', tags: ['42'] }
      ])}\n\n`,
      `event: updates\ndata: ${JSON.stringify({
        model: {
          messages: [
            { content: 'What is 6 times 7?', id: 'h-42', type: 'human' },
            { content: answer, id: 'run-42-msg', type: 'ai', usage_metadata: { total_tokens: 42 } }
          ],
          thread_id: 'thread-42',
          stepId: '42'
        }
      })}\n\n`,
      `event: custom|sub:42\ndata: ${JSON.stringify({ metadata: { '42': 42 } })}\n\n`
    ]

    it('fails when the expected text is only in IDs, metadata, event names or the question', async () => {
      const server = await serve((_req, res) => {
        writeStream(res, sixTimesSeven('I cannot do sums.'))
      })
      const result = await smoke(server.url, {
        streamMode: ['messages-tuple', 'updates', 'custom'],
        streamSubgraphs: true,
        expect: '42'
      })
      expect(result.passed).toBe(false)
      expect(result.match).toBeUndefined()
      expect(result.reason).toMatch(/^"42" did not appear in the agent's output/)
      // The user's question is not the agent's output either.
      const asked = await smoke(server.url, { streamMode: 'updates', expect: '6 times 7' })
      expect(asked.passed).toBe(false)
    })

    it('passes when the answer says it, and shows the text it matched in', async () => {
      const server = await serve((_req, res) => {
        writeStream(res, sixTimesSeven('6 times 7 is 42.'))
      })
      const result = await smoke(server.url, { streamMode: 'messages-tuple', expect: '42' })
      expect(result.passed).toBe(true)
      expect(result.match).toEqual({ where: 'messages content', excerpt: '6 times 7 is 42.' })
      expect(result.verdict).toMatch(/was seen in messages content: "6 times 7 is 42\."$/)
    })
  })

  it('rejects when the workflow is cancelled', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(metadata)
    })
    const controller = new AbortController()
    const reason = new Error('The operation was cancelled')
    setTimeout(() => {
      controller.abort(reason)
    }, 100)
    await expect(smoke(server.url, { signal: controller.signal })).rejects.toBe(reason)
  })
})

describe('runSmoke against the emulated agent server', () => {
  async function emulator(): Promise<string> {
    const emulated = await startEmulator({ apiKey: 'lsv2_secret', tickMs: 1 })
    closeLater(emulated)
    return emulated.url
  }

  it('passes the agent graph, subgraph events and tokens included', async () => {
    const result = await smoke(await emulator(), {
      streamMode: ['updates', 'messages-tuple', 'custom'],
      streamSubgraphs: true,
      expect: 'done'
    })
    expect(result.passed).toBe(true)
    expect(result.runId).toMatch(/^[0-9a-f-]{36}$/)
    expect(result.firstEvents.map(e => e.event)).toEqual(
      expect.arrayContaining(['metadata', 'messages', 'updates', 'custom'])
    )
    expect(result.firstEvents.some(e => e.namespace.length === 2)).toBe(true)
  })

  it('fails the failing graph with its error message', async () => {
    const result = await smoke(await emulator(), { assistantId: 'failing' })
    expect(result).toMatchObject({ passed: false, reason: 'the run sent an error event: boom' })
    expect(result.runId).toBeDefined()
  })

  it('fails an unknown assistant with the server text', async () => {
    const result = await smoke(await emulator(), { assistantId: 'nope' })
    expect(result.reason).toBe(
      'POST /runs/stream returned HTTP 404: No assistant found for "nope". Make sure the assistant ID is for a valid assistant or a valid graph ID.'
    )
  })

  it('fails a wrong API key, naming it', async () => {
    const result = await smoke(await emulator(), { apiKey: 'wrong' })
    expect(result.reason).toBe(
      'POST /runs/stream returned HTTP 401: Invalid API key (the agent server did not accept the API key sent as x-api-key)'
    )
  })
})
