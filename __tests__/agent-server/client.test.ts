import * as http from 'node:http'
import { afterEach, describe, expect, it } from '@jest/globals'
import { AgentServerClient, type RunStream } from '../../src/agent-server/client.js'
import type { StreamEvent } from '../../src/agent-server/sse.js'
import {
  HttpStatusError,
  ResponseFormatError,
  TransportError,
  errorMessage
} from '../../src/base/errors.js'
import {
  startEmulator,
  recorded,
  closeLater,
  closeServers,
  serve,
  writeStream,
  type TestServer
} from './fixtures.js'
import { unusedPort } from '../fixtures/ports.js'

afterEach(closeServers)

/** A client that retries at once, so fault tests take milliseconds. */
function clientFor(url: string, apiKey: string | null = 'key-123'): AgentServerClient {
  return new AgentServerClient({
    url,
    apiKey: apiKey ?? undefined,
    retry: { baseMs: 1, capMs: 5 },
    random: () => 0.5
  })
}

async function collect(stream: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const events: StreamEvent[] = []
  for await (const event of stream) events.push(event)
  return events
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('AgentServerClient.streamRun', () => {
  it('posts a stateless run and yields its events', async () => {
    const server = await serve((_req, res) => {
      res.setHeader('content-location', '/runs/01a1fd0f-fd5d-7548-9109-456884206b36')
      writeStream(res, [recorded.statelessUpdates])
    })
    const stream = await clientFor(`${server.url}/`).streamRun({
      assistantId: 'agent',
      input: { messages: [{ role: 'user', content: 'hi' }] },
      streamMode: 'updates',
      streamSubgraphs: false,
      extra: { config: { tags: ['smoke'] }, assistant_id: 'ignored' }
    })
    expect(stream.status).toBe(200)
    expect(stream.headers['content-type']).toBe('text/event-stream')
    expect(stream.runId).toBe('01a1fd0f-fd5d-7548-9109-456884206b36')
    const events = await collect(stream)

    expect(events.map(e => e.event)).toEqual(['metadata', 'updates'])
    expect(events[0]?.data).toEqual({ run_id: '01a1fd0f-fd5d-7548-9109-456884206b36', attempt: 1 })
    expect(events[1]?.data).toMatchObject({
      call_model: { messages: [{ content: 'Héllo wörld 👋 from “agent”' }] }
    })
    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/runs/stream')
    expect(request?.headers['x-api-key']).toBe('key-123')
    expect(request?.headers.accept).toBe('text/event-stream')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request?.body ?? '')).toEqual({
      config: { tags: ['smoke'] },
      assistant_id: 'agent',
      input: { messages: [{ role: 'user', content: 'hi' }] },
      stream_mode: 'updates',
      stream_subgraphs: false
    })
  })

  it('runs on a thread, with a list of modes and subgraphs, the body arriving byte by byte', async () => {
    const body = Buffer.from(recorded.subgraphMessages + recorded.threadRun)
    const server = await serve(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' })
      for (let i = 0; i < body.length; i += 97) {
        res.write(body.subarray(i, i + 97))
        if (i % 970 === 0) await new Promise(resolve => setImmediate(resolve))
      }
      res.end()
    })
    const stream = await clientFor(server.url).streamRun({
      assistantId: 'nested',
      threadId: 'thread/1',
      input: {},
      streamMode: ['updates', 'messages-tuple'],
      streamSubgraphs: true
    })
    const events = await collect(stream)

    expect(server.requests[0]?.url).toBe('/threads/thread%2F1/runs/stream')
    expect(JSON.parse(server.requests[0]?.body ?? '')).toMatchObject({
      stream_mode: ['updates', 'messages-tuple'],
      stream_subgraphs: true
    })
    expect(events.map(e => [e.event, e.namespace.length, e.id])).toEqual([
      ['metadata', 0, undefined],
      ['messages', 2, undefined],
      ['updates', 1, undefined],
      ['updates', 0, undefined],
      ['metadata', 0, '0'],
      ['updates', 0, '1']
    ])
    expect(events[1]?.namespace[0]).toBe('sub:5c562343-33a1-5be5-ad08-b22218377752')
  })

  it('omits x-api-key without a key, and keeps a path prefix of the URL', async () => {
    const server = await serve((_req, res) => {
      writeStream(res, [recorded.graphError])
    })
    const stream = await clientFor(`${server.url}/prefix/`, null).streamRun({
      assistantId: 'failing'
    })
    const events = await collect(stream)
    expect(events[1]).toMatchObject({
      event: 'error',
      data: { error: 'Error', message: 'boom: the node failed' }
    })
    expect(server.requests[0]?.url).toBe('/prefix/runs/stream')
    expect(server.requests[0]?.headers['x-api-key']).toBeUndefined()
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ assistant_id: 'failing' })
  })

  it('throws the server message of a 404 and does not retry it', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/plain;charset=UTF-8' })
      res.end(
        'No assistant found for "nope". Make sure the assistant ID is for a valid assistant or a valid graph ID.'
      )
    })
    const error = await failure(clientFor(server.url).streamRun({ assistantId: 'nope' }))
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).status).toBe(404)
    expect(errorMessage(error)).toBe(
      'POST /runs/stream returned HTTP 404: No assistant found for "nope". Make sure the assistant ID is for a valid assistant or a valid graph ID.'
    )
    expect(server.requests).toHaveLength(1)
  })

  it('names the API key on a 401', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' })
      res.end('{"detail":"Invalid API key"}')
    })
    const error = await failure(clientFor(server.url).streamRun({ assistantId: 'agent' }))
    expect(errorMessage(error)).toBe(
      'POST /runs/stream returned HTTP 401: Invalid API key (the agent server did not accept the API key sent as x-api-key)'
    )
  })

  it('retries the start on 503 and 502, then streams', async () => {
    const server = await serve((_req, res, _body, index) => {
      if (index < 2) {
        res.writeHead(index === 0 ? 503 : 502, { 'content-type': 'text/html' })
        res.end('<html><title>Service Unavailable</title></html>')
        return
      }
      writeStream(res, [recorded.statelessUpdates])
    })
    const events = await collect(await clientFor(server.url).streamRun({ assistantId: 'agent' }))
    expect(events).toHaveLength(2)
    expect(server.requests).toHaveLength(3)
  })

  it('does not retry a 500: the run may have started', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end('{"detail":"internal"}')
    })
    const error = await failure(clientFor(server.url).streamRun({ assistantId: 'agent' }))
    expect((error as HttpStatusError).status).toBe(500)
    expect(server.requests).toHaveLength(1)
  })

  it('retries a refused connection until the server listens', async () => {
    const port = await unusedPort()
    const client = new AgentServerClient({
      url: `http://127.0.0.1:${port}`,
      retry: { baseMs: 50, capMs: 50, attempts: 40 },
      random: () => 0.99
    })
    const late = http.createServer((_req, res) => {
      writeStream(res, [recorded.statelessUpdates])
    })
    const listening = new Promise<void>(resolve => {
      setTimeout(() => {
        late.listen(port, '127.0.0.1', resolve)
      }, 150)
    })
    try {
      const events = await collect(await client.streamRun({ assistantId: 'agent' }))
      expect(events.map(e => e.event)).toEqual(['metadata', 'updates'])
    } finally {
      await listening
      late.closeAllConnections()
      await new Promise(resolve => late.close(resolve))
    }
  })

  it('never sends the run again once the response began, even when the body breaks', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(recorded.graphError.slice(0, recorded.graphError.indexOf('event: error')))
      setTimeout(() => res.destroy(), 20)
    })
    const stream = await clientFor(server.url).streamRun({ assistantId: 'agent' })
    const events: StreamEvent[] = []
    const error = await failure(
      (async () => {
        for await (const event of stream) events.push(event)
      })()
    )
    expect(events.map(e => e.event)).toEqual(['metadata'])
    expect(error).toBeInstanceOf(TransportError)
    expect(errorMessage(error)).toBe(
      'POST /runs/stream failed: the connection broke after 1 event, before the stream ended'
    )
    expect(server.requests).toHaveLength(1)
  })

  it('fails a body that ends in the middle of an event', async () => {
    const server = await serve((_req, res) => {
      writeStream(res, [
        'event: metadata\ndata: {"run_id":"r","attempt":1}\n\nevent: updates\ndata: {"a"'
      ])
    })
    const stream = await clientFor(server.url).streamRun({ assistantId: 'agent' })
    const error = await failure(collect(stream))
    expect(error).toBeInstanceOf(ResponseFormatError)
    expect(errorMessage(error)).toBe(
      'POST /runs/stream: the event stream ended in the middle of a "updates" event (4 characters of its data received) (after 1 event)'
    )
  })

  it('refuses a 200 that is not an event stream, quoting it', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<html><head><title>Sign in</title></head><body>Sign in to continue</body></html>')
    })
    const error = await failure(clientFor(server.url).streamRun({ assistantId: 'agent' }))
    expect(error).toBeInstanceOf(ResponseFormatError)
    expect(errorMessage(error)).toBe(
      'POST /runs/stream answered HTTP 200 with content-type "text/html", not an event stream: an HTML page titled "Sign in": Sign in Sign in to continue'
    )
  })

  it('gives up on a stream that stays silent past the idle timeout', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write('event: metadata\ndata: {"run_id":"r","attempt":1}\n\n')
    })
    const stream = await clientFor(server.url).streamRun({
      assistantId: 'agent',
      idleTimeoutMs: 150
    })
    const seen: string[] = []
    const error = await failure(
      (async () => {
        for await (const event of stream) seen.push(event.event)
      })()
    )
    expect(seen).toEqual(['metadata'])
    expect(error).toBeInstanceOf(TransportError)
    expect(errorMessage(error)).toBe('POST /runs/stream failed: the stream sent nothing for 150 ms')
  })

  it('stops with the reason of an aborted signal', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write('event: metadata\ndata: {"run_id":"r","attempt":1}\n\n')
    })
    const controller = new AbortController()
    const stream = await clientFor(server.url).streamRun({
      assistantId: 'agent',
      signal: controller.signal
    })
    const reason = new Error('workflow cancelled')
    const error = await failure(
      (async () => {
        for await (const event of stream) {
          expect(event.event).toBe('metadata')
          controller.abort(reason)
        }
      })()
    )
    expect(error).toBe(reason)
  })
})

describe('releasing the connection', () => {
  /** A server that sends an event every few milliseconds until the client goes away. */
  async function endless(): Promise<{ server: TestServer; closed: Promise<number> }> {
    let resolveClosed: (sent: number) => void = () => undefined
    const closed = new Promise<number>(resolve => (resolveClosed = resolve))
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      let sent = 0
      const timer = setInterval(() => {
        res.write(`event: custom\ndata: {"n":${sent++}}\n\n`)
      }, 2)
      res.on('close', () => {
        clearInterval(timer)
        resolveClosed(sent)
      })
    })
    return { server, closed }
  }

  it('closes the connection when the consumer breaks out of the loop', async () => {
    const { server, closed } = await endless()
    const stream = await clientFor(server.url).streamRun({ assistantId: 'agent' })
    let seen = 0
    for await (const event of stream) {
      expect(event.data).toEqual({ n: seen })
      if (++seen === 3) break
    }
    const sent = await closed
    expect(sent).toBeGreaterThanOrEqual(3)
  })

  it('closes the connection on close() without iterating, and an iteration ends quietly', async () => {
    const { server, closed } = await endless()
    const stream: RunStream = await clientFor(server.url).streamRun({ assistantId: 'agent' })
    stream.close()
    await closed
    expect(await collect(stream)).toEqual([])
    expect(() => stream[Symbol.asyncIterator]()).toThrow('can be read only once')
  })

  it('closes the connection on return() before the first next()', async () => {
    const { server, closed } = await endless()
    const stream = await clientFor(server.url).streamRun({ assistantId: 'agent' })
    const iterator = stream[Symbol.asyncIterator]()
    expect(await iterator.return(undefined)).toEqual({ done: true, value: undefined })
    await closed
    expect(await iterator.next()).toEqual({ done: true, value: undefined })
  })
})

describe('the iterator of a run stream', () => {
  it('answers next() calls made before the last one settled, in turn, then ends', async () => {
    const server = await serve(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      for (let n = 0; n < 3; n++) {
        await new Promise(resolve => setTimeout(resolve, 5))
        res.write(`event: custom\ndata: {"n":${n}}\n\n`)
      }
      res.end()
    })
    const stream = await clientFor(server.url).streamRun({ assistantId: 'agent' })
    const iterator = stream[Symbol.asyncIterator]()
    const results = await Promise.all(Array.from({ length: 5 }, () => iterator.next()))
    expect(results.map(result => (result.done ? 'done' : result.value.data))).toEqual([
      { n: 0 },
      { n: 1 },
      { n: 2 },
      'done',
      'done'
    ])
  })

  it('hands over the events of one chunk at once, then the error that followed them', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write('event: custom\ndata: 1\n\nevent: custom\ndata: 2\n\nevent: custom\ndata: 3')
      setTimeout(() => res.destroy(), 20)
    })
    const stream = await clientFor(server.url).streamRun({ assistantId: 'agent' })
    const iterator = stream[Symbol.asyncIterator]()
    expect(await iterator.next()).toMatchObject({ done: false, value: { data: 1 } })
    expect(await iterator.next()).toMatchObject({ done: false, value: { data: 2 } })
    const error = await failure(iterator.next())
    expect(errorMessage(error)).toMatch(/after 2 events/)
    expect(await iterator.next()).toEqual({ done: true, value: undefined })
  })
})

describe('threads and joining', () => {
  it('creates a thread, starts a background run and joins its stream', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/threads') {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end('{"thread_id":"t-1","status":"idle","metadata":{"ci":true}}')
      } else if (req.url === '/threads/t-1/runs') {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end('{"run_id":"r-1","thread_id":"t-1","status":"pending"}')
      } else {
        writeStream(res, [recorded.threadRun])
      }
    })
    const client = clientFor(server.url)
    const thread = await client.createThread({ metadata: { ci: true } })
    expect(thread).toEqual({ threadId: 't-1' })
    const run = await client.startRun({
      threadId: thread.threadId,
      assistantId: 'agent',
      input: { messages: [] },
      streamMode: ['values']
    })
    expect(run).toEqual({ runId: 'r-1', threadId: 't-1' })
    const events = await collect(await client.joinStream({ ...run, lastEventId: '0' }))
    expect(events.map(e => e.id)).toEqual(['0', '1'])

    expect(server.requests.map(r => `${r.method} ${r.url}`)).toEqual([
      'POST /threads',
      'POST /threads/t-1/runs',
      'GET /threads/t-1/runs/r-1/stream'
    ])
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ metadata: { ci: true } })
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({
      assistant_id: 'agent',
      input: { messages: [] },
      stream_mode: ['values']
    })
    expect(server.requests[2]?.headers['last-event-id']).toBe('0')
  })

  it('yields the error event of a join on an unknown run, and nothing for a finished one', async () => {
    const server = await serve((req, res) => {
      writeStream(res, req.url?.endsWith('/unknown/stream') ? [recorded.joinUnknownRun] : [])
    })
    const client = clientFor(server.url)
    const unknown = await collect(await client.joinStream({ threadId: 't', runId: 'unknown' }))
    expect(unknown).toEqual([
      {
        event: 'error',
        namespace: [],
        data: 'Run not found',
        id: undefined,
        raw: '"Run not found"'
      }
    ])
    expect(await collect(await client.joinStream({ threadId: 'unknown', runId: 'done' }))).toEqual(
      []
    )
  })

  it('reports a thread answer of the wrong shape', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"id":"t-1"}')
    })
    await expect(clientFor(server.url).createThread()).rejects.toThrow(
      'POST /threads answered with JSON of an unexpected shape: thread_id:'
    )
  })
})

describe('AgentServerClient options', () => {
  it.each(['', 'not a url', 'ftp://host/x'])('refuses the URL %j', url => {
    expect(() => new AgentServerClient({ url })).toThrow(
      `The agent server URL must be an http(s) URL, got "${url}"`
    )
  })

  it('normalises the URL', () => {
    expect(new AgentServerClient({ url: ' https://a.example/base/?q=1#x ' }).url).toBe(
      'https://a.example/base'
    )
  })
})

describe('against the emulated agent server', () => {
  async function emulatedClient(): Promise<AgentServerClient> {
    const emulated = await startEmulator({ apiKey: 'key-123', tickMs: 1 })
    closeLater(emulated)
    return clientFor(emulated.url)
  }

  it('streams a stateful run with ids, then joins a background run', async () => {
    const client = await emulatedClient()
    const { threadId } = await client.createThread()
    const input = { messages: [{ role: 'user', content: 'hi' }] }
    const events = await collect(
      await client.streamRun({ threadId, assistantId: 'agent', input, streamMode: 'values' })
    )
    expect(events[0]?.event).toBe('metadata')
    expect(events.map(e => e.id)).toEqual(events.map((_, i) => String(i)))
    expect(events.slice(1).every(e => e.event === 'values')).toBe(true)

    const run = await client.startRun({
      threadId,
      assistantId: 'agent',
      input,
      streamMode: 'updates'
    })
    const joined = await collect(await client.joinStream(run))
    expect(joined.length).toBeGreaterThan(0)
    expect(joined.every(e => e.event === 'updates' || e.event === 'metadata')).toBe(true)
  })

  it('yields every mode of a list under its own name, with subgraph namespaces', async () => {
    const client = await emulatedClient()
    const events = await collect(
      await client.streamRun({
        assistantId: 'agent',
        input: { messages: [{ role: 'user', content: 'hi' }] },
        streamMode: ['updates', 'messages-tuple', 'custom'],
        streamSubgraphs: true
      })
    )
    const modes = new Set(events.map(e => e.event))
    expect([...modes].sort()).toEqual(['custom', 'messages', 'metadata', 'updates'])
    const custom = events.filter(e => e.event === 'custom')
    expect(custom.map(e => e.data)).toEqual([{ progress: 50 }, { progress: 100 }])
    expect(custom.every(e => e.namespace.length === 1 && e.namespace[0]?.startsWith('sub:'))).toBe(
      true
    )
  })

  it('reads a long stream to its end', async () => {
    const client = await emulatedClient()
    const stream = await client.streamRun({
      assistantId: 'firehose',
      input: { events: 5000, size: 200 },
      streamMode: 'custom'
    })
    let custom = 0
    for await (const event of stream) if (event.event === 'custom') custom++
    expect(custom).toBe(5000)
  })
})

describe('AgentServerClient.ok', () => {
  it.each<[string, number[], boolean | 'throws', number]>([
    ['up: 200', [200], true, 1],
    ['warming up: 503, 502, then 200', [503, 502, 200], true, 3],
    ['no /ok endpoint: 404 is not retried', [404], false, 1],
    ['never up: 503 until the attempts run out', [503, 503, 503, 503, 503], 'throws', 5]
  ])('%s', async (_name, statuses, expected, requests) => {
    const server = await serve((_req, res, _body, index) => {
      res.writeHead(statuses[Math.min(index, statuses.length - 1)] ?? 500, {
        'content-type': 'application/json'
      })
      res.end('{"ok":true}')
    })
    const client = clientFor(server.url, null)
    const answer = await client.ok().catch((error: unknown) => {
      expect(error).toBeInstanceOf(HttpStatusError)
      return 'throws' as const
    })
    expect(answer).toBe(expected)
    expect(
      server.requests.map(r => `${r.method} ${r.url} ${String(r.headers['x-api-key'])}`)
    ).toEqual(Array<string>(requests).fill('GET /ok undefined'))
  })
})
