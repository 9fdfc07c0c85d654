import { afterEach, describe, expect, it } from '@jest/globals'
import { z } from 'zod'
import { Deadline, systemClock } from '../../src/base/clock.js'
import {
  DeadlineError,
  HttpStatusError,
  RedirectError,
  ResponseFormatError,
  TransportError,
  detailOf
} from '../../src/base/errors.js'
import { Http, type HttpConfig } from '../../src/base/http.js'
import { silentLogger as silent } from '../fixtures/logger.js'
import { json, startServer, type TestServer } from '../fixtures/server.js'

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map(s => s.close()))
})

async function serve(handler: Parameters<typeof startServer>[0]): Promise<TestServer> {
  const server = await startServer(handler)
  servers.push(server)
  return server
}

function client(url: string, extra: Partial<HttpConfig> = {}): Http {
  return new Http({
    baseUrl: url,
    headers: { 'X-Api-Key': 'the-key', 'X-Tenant-Id': 'ws' },
    secretHeaders: ['X-Api-Key'],
    userAgent: 'test-agent/1',
    clock: systemClock,
    logger: silent,
    retry: { baseMs: 1 },
    requestTimeoutMs: 2000,
    ...extra
  })
}

const get = { method: 'GET', path: '/v2/x', expect: [200] } as const
const post = { method: 'POST', path: '/v2/x', body: { a: 1 }, expect: [201] } as const
const Obj = z.object({ ok: z.boolean() })

describe('retries', () => {
  it.each([408, 429, 500, 502, 503, 504])('GET is retried after %i', async status => {
    const server = await serve((_req, res, i) => {
      if (i === 0) json(res, status, { detail: 'busy' })
      else json(res, 200, { ok: true })
    })
    await expect(client(server.url).json(get, Obj, 'GET /v2/x')).resolves.toEqual({ ok: true })
    expect(server.received).toHaveLength(2)
  })

  it.each([400, 401, 403, 404, 409, 422])('%i is never retried', async status => {
    const server = await serve((_req, res) => {
      json(res, status, { detail: 'no' })
    })
    await expect(client(server.url).send(get)).rejects.toMatchObject({ status, detail: 'no' })
    expect(server.received).toHaveLength(1)
  })

  it('obeys Retry-After in seconds', async () => {
    const server = await serve((_req, res, i) => {
      if (i === 0) json(res, 503, {}, { 'retry-after': '1' })
      else json(res, 200, { ok: true })
    })
    const started = Date.now()
    await client(server.url, { retry: { baseMs: 0 } }).send(get)
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
  })

  it('gives up at once when Retry-After reaches past the deadline', async () => {
    const server = await serve((_req, res) => {
      json(res, 429, { detail: 'slow down' }, { 'retry-after': '120' })
    })
    const http = client(server.url, { deadline: Deadline.after(systemClock, 5000) })
    const error = await http.send(get).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DeadlineError)
    expect((error as Error).message).toMatch(
      /HTTP 429: slow down; the server asked to retry after 2m 00s, past the time allowed \(timeout-seconds\)/
    )
    expect(server.received).toHaveLength(1)
  })

  it('stops after the attempts allowed', async () => {
    const server = await serve((_req, res) => {
      json(res, 500, { detail: 'boom' })
    })
    await expect(
      client(server.url, { retry: { baseMs: 1, attempts: 3 } }).send(get)
    ).rejects.toBeInstanceOf(HttpStatusError)
    expect(server.received).toHaveLength(3)
  })

  it('a POST that got a 500 is not sent again (it may have been applied)', async () => {
    const server = await serve((_req, res) => {
      json(res, 500, { detail: 'boom' })
    })
    await expect(client(server.url).send(post)).rejects.toMatchObject({ status: 500 })
    expect(server.received).toHaveLength(1)
  })

  it('a POST turned away with 429 is sent again', async () => {
    const server = await serve((_req, res, i) => {
      if (i === 0) json(res, 429, {})
      else json(res, 201, { ok: true })
    })
    await expect(client(server.url).json(post, Obj, 'POST')).resolves.toEqual({ ok: true })
    expect(server.received.map(r => r.body)).toEqual(['{"a":1}', '{"a":1}'])
  })

  it('a reset connection is retried for GET', async () => {
    const server = await serve((_req, res, i) => {
      if (i === 0) res.socket?.destroy()
      else json(res, 200, { ok: true })
    })
    await expect(client(server.url).json(get, Obj, 'GET')).resolves.toEqual({ ok: true })
  })

  it('a server that hangs hits the request timeout and is tried again', async () => {
    const server = await serve((_req, res, i) => {
      if (i > 0) json(res, 200, { ok: true })
    })
    await expect(
      client(server.url, { requestTimeoutMs: 200 }).json(get, Obj, 'GET')
    ).resolves.toEqual({ ok: true })
    expect(server.received).toHaveLength(2)
  })

  it("a request's own timeoutMs bounds its attempt, and retry 'never' sends it once", async () => {
    const server = await serve((_req, res, i) => {
      if (i > 0) json(res, 200, { ok: true })
    })
    const started = Date.now()
    const error = await client(server.url)
      .send({ ...get, retry: 'never', timeoutMs: 100 })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransportError)
    expect((error as Error).message).toBe('GET /v2/x failed: timed out waiting for the server')
    // Not the client's requestTimeoutMs (2 s).
    expect(Date.now() - started).toBeLessThan(1500)
    expect(server.received).toHaveLength(1)
  })

  it('a refused connection fails with a readable error after the attempts', async () => {
    const server = await serve(() => undefined)
    const { url } = server
    await server.close()
    servers.length = 0
    const error = await client(url, { retry: { baseMs: 1, attempts: 2 } })
      .send(get)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransportError)
    expect((error as Error).message).toBe(
      `GET /v2/x failed: the connection to ${new URL(url).host} was refused (nothing listens there: check the URL and that the server is up)`
    )
  })
})

describe('headers and redirects', () => {
  it('sends the configured headers, the User-Agent and a JSON body', async () => {
    const server = await serve((_req, res) => {
      json(res, 201, { ok: true })
    })
    await client(server.url).send(post)
    expect(server.received[0]?.headers).toMatchObject({
      'x-api-key': 'the-key',
      'x-tenant-id': 'ws',
      'user-agent': 'test-agent/1',
      'content-type': 'application/json'
    })
  })

  it('follows a same-origin redirect', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/v2/x') {
        res.writeHead(307, { location: '/v2/x/' })
        res.end()
      } else json(res, 200, { ok: true })
    })
    await expect(client(server.url).json(get, Obj, 'GET')).resolves.toEqual({ ok: true })
    expect(server.received[1]?.headers['x-api-key']).toBe('the-key')
  })

  it('never follows a redirect to another host, so the key stays home', async () => {
    const elsewhere = await serve((_req, res) => {
      json(res, 200, { ok: true })
    })
    const server = await serve((_req, res) => {
      res.writeHead(302, { location: `${elsewhere.url.replace('127.0.0.1', 'localhost')}/steal` })
      res.end()
    })
    const error = await client(server.url)
      .send(get)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RedirectError)
    expect((error as Error).message).toMatch(
      /was redirected to http:\/\/localhost:\d+\/steal; not followed: the API key is only sent to http:\/\/127\.0\.0\.1:\d+/
    )
    expect(elsewhere.received).toHaveLength(0)
  })
})

describe('response bodies', () => {
  it('a 200 that is not JSON names the endpoint', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<html>login</html>')
    })
    await expect(client(server.url).json(get, Obj, 'GET /v2/x')).rejects.toThrow(
      new ResponseFormatError(
        'GET /v2/x answered with a body that is not JSON: "<html>login</html>"'
      )
    )
  })

  it('a 200 of the wrong shape says what was wrong', async () => {
    const server = await serve((_req, res) => {
      json(res, 200, { ok: 'yes' })
    })
    await expect(client(server.url).json(get, Obj, 'GET /v2/x')).rejects.toThrow(
      /GET \/v2\/x answered with JSON of an unexpected shape: ok: Invalid input: expected boolean, received string/
    )
  })

  it('reads bodies only up to the limit', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200)
      res.end('x'.repeat(100_000))
    })
    await expect(client(server.url, { maxBodyBytes: 1000 }).send(get)).rejects.toThrow(
      /the response body is larger than 1000 bytes/
    )
  })

  it('an HTML error page becomes a short detail', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' })
      res.end(
        '<!doctype html><html><head><title>Not Found</title><style>x{}</style></head><body><h1>Oops</h1></body></html>'
      )
    })
    await expect(client(server.url).send(get)).rejects.toThrow(
      'GET /v2/x returned HTTP 404: an HTML page titled "Not Found": Not Found Oops'
    )
  })
})

describe('openStream', () => {
  it('retries a 503 start, then hands over the body unread', async () => {
    const server = await serve((_req, res, i) => {
      if (i === 0) json(res, 503, { detail: 'starting' })
      else {
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        res.end('event: metadata\ndata: {}\n\n')
      }
    })
    const response = await client(server.url).openStream(
      { method: 'POST', path: '/runs/stream', body: {}, expect: [200] },
      { idleTimeoutMs: 1000 }
    )
    let text = ''
    for await (const chunk of response.body) text += String(chunk)
    expect(text).toBe('event: metadata\ndata: {}\n\n')
    expect(server.received).toHaveLength(2)
  })

  it('breaks a body that goes silent for longer than the idle timeout', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write('event: metadata\ndata: {}\n\n')
    })
    const response = await client(server.url).openStream(
      { method: 'POST', path: '/runs/stream', body: {}, expect: [200] },
      { idleTimeoutMs: 200 }
    )
    const read = async (): Promise<void> => {
      for await (const _chunk of response.body) {
        // drain
      }
    }
    await expect(read()).rejects.toThrow(/the stream sent nothing for 200 ms/)
  })
})

describe('detailOf', () => {
  it.each<[string, string, string]>([
    ['{"detail":"Deployment ID x not found."}', 'application/json', 'Deployment ID x not found.'],
    [
      '{"detail":[{"loc":["body","name"],"msg":"field required","type":"missing"}]}',
      'application/json',
      'body.name: field required'
    ],
    [
      '{"success":false,"error":{"name":"ZodError","issues":[{"path":["assistant_id"],"message":"Required"}]}}',
      'application/json',
      'assistant_id: Required'
    ],
    ['No assistant found for "x".', 'text/plain', 'No assistant found for "x".'],
    ['  spaced\n\n out  ', 'text/plain', 'spaced out'],
    ['', 'text/plain', '']
  ])('%s', (body, contentType, expected) => {
    expect(detailOf(body, contentType)).toBe(expected)
  })
})

describe('plain http', () => {
  it.each([
    ['http://api.example.com', false],
    ['http://10.0.0.5:8080', false],
    ['http://127.0.0.1:9', true],
    ['http://localhost:9/api-host', true],
    ['http://[::1]:9', true],
    ['https://api.example.com', true]
  ])('credentials to %s allowed: %p', (url, allowed) => {
    const make = (): Http => client(url)
    if (allowed) expect(make).not.toThrow()
    else expect(make).toThrow(/refusing to send credentials over plain http/)
  })
})
