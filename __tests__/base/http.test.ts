/**
 * The one HTTP client against the emulator on loopback: which failures are tried again, what a
 * redirect may carry, how bodies are read, and when a stream counts as stalled. The emulator's
 * fault registry plays each misbehaving answer; its request log shows what was sent. Last, a
 * request through a proxy (the toolkit's agents, tunnel's CONNECT).
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { z } from 'zod'
import type { RunningEmulator } from '../../emulator/index.js'
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
import { createBody, emulatorPerTest } from '../emulator/emulator-helpers.js'
import { silentLogger as silent } from '../fixtures/logger.js'
import { unusedPort } from '../fixtures/ports.js'
import { type LoopbackProxy, startProxy } from '../fixtures/proxy.js'

const start = emulatorPerTest()

/** The emulator's address and credentials, or any others. */
type Target = Pick<RunningEmulator, 'url' | 'apiKey' | 'workspaceId'>

function client(emu: Target, extra: Partial<HttpConfig> = {}): Http {
  return new Http({
    baseUrl: emu.url,
    headers: { 'X-Api-Key': emu.apiKey, 'X-Tenant-Id': emu.workspaceId },
    secretHeaders: ['X-Api-Key'],
    userAgent: 'test-agent/1',
    clock: systemClock,
    logger: silent,
    retry: { baseMs: 1 },
    requestTimeoutMs: 2000,
    ...extra
  })
}

const PATH = '/v2/deployments'
const get = { method: 'GET', path: PATH, expect: [200] } as const
const post = { method: 'POST', path: PATH, body: createBody('http-test'), expect: [201] } as const
const List = z.object({ resources: z.array(z.unknown()) })
const listed = { resources: [] }

/** An emulator whose next `times` GETs of the list (or every one) fail with `status`. */
async function failing(status: number, times?: number, body?: unknown): Promise<RunningEmulator> {
  const emu = await start()
  emu.faults.add({
    method: 'GET',
    path: PATH,
    ...(times === undefined ? {} : { times }),
    fault: { kind: 'status', status, ...(body === undefined ? {} : { body }) }
  })
  return emu
}

describe('retries', () => {
  it.each([408, 429, 500, 502, 503, 504])('GET is retried after %i', async status => {
    const emu = await failing(status, 1, { detail: 'busy' })
    await expect(client(emu).json(get, List, 'GET /v2/deployments')).resolves.toEqual(listed)
    expect(emu.requests.map(r => r.status)).toEqual([status, 200])
  })

  it.each([400, 401, 403, 404, 409, 422])('%i is never retried', async status => {
    const emu = await failing(status, undefined, { detail: 'no' })
    await expect(client(emu).send(get)).rejects.toMatchObject({ status, detail: 'no' })
    expect(emu.requests).toHaveLength(1)
  })

  it('obeys Retry-After in seconds', async () => {
    const emu = await start()
    emu.faults.add({ path: PATH, times: 1, fault: { kind: 'status', status: 503, retryAfter: 1 } })
    const started = Date.now()
    await client(emu, { retry: { baseMs: 0 } }).send(get)
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
    expect(emu.requests.map(r => r.status)).toEqual([503, 200])
  })

  it('gives up at once when Retry-After reaches past the deadline', async () => {
    const emu = await start()
    emu.faults.add({
      path: PATH,
      fault: { kind: 'status', status: 429, retryAfter: 120, body: { detail: 'slow down' } }
    })
    const http = client(emu, { deadline: Deadline.after(systemClock, 5000) })
    const error = await http.send(get).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DeadlineError)
    expect((error as Error).message).toMatch(
      /HTTP 429: slow down; the server asked to retry after 2m 00s, past the time allowed \(timeout-seconds\)/
    )
    expect(emu.requests).toHaveLength(1)
  })

  it('names the last answer when the wait before a retry overruns the deadline', async () => {
    const emu = await start()
    emu.faults.add({ path: PATH, fault: { kind: 'status', status: 503, body: { detail: 'busy' } } })
    // A loaded machine: the wait before the retry ends after the deadline it was sized to.
    let skew = 0
    const clock = {
      now: () => systemClock.now() + skew,
      sleep: async (ms: number) => {
        skew += 10_000
        await systemClock.sleep(ms)
      }
    }
    const http = client(emu, { clock, deadline: Deadline.after(clock, 5000) })
    const error = await http.send(get).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DeadlineError)
    expect((error as Error).message).toMatch(/HTTP 503: busy; no time is left to retry/)
    expect(emu.requests).toHaveLength(1)
  })

  it('stops after the attempts allowed', async () => {
    const emu = await failing(500, undefined, { detail: 'boom' })
    await expect(
      client(emu, { retry: { baseMs: 1, attempts: 3 } }).send(get)
    ).rejects.toBeInstanceOf(HttpStatusError)
    expect(emu.requests).toHaveLength(3)
  })

  it('a POST that got a 500 is not sent again (it may have been applied)', async () => {
    const emu = await start()
    emu.faults.add({ method: 'POST', path: PATH, fault: { kind: 'status', status: 500 } })
    await expect(client(emu).send(post)).rejects.toMatchObject({ status: 500 })
    expect(emu.requests).toHaveLength(1)
  })

  it('a POST whose answer was lost is not sent again, though the service applied it', async () => {
    const emu = await start()
    emu.faults.add({ method: 'POST', path: PATH, fault: { kind: 'drop-response' } })
    await expect(client(emu).send(post)).rejects.toBeInstanceOf(TransportError)
    expect(emu.requests).toHaveLength(1)
    expect(emu.state.deployments()).toHaveLength(1)
  })

  it('a POST turned away with 429 is sent again', async () => {
    const emu = await start()
    emu.faults.add({
      method: 'POST',
      path: PATH,
      times: 1,
      fault: { kind: 'status', status: 429 }
    })
    const Created = z.object({ name: z.string() })
    await expect(client(emu).json(post, Created, 'POST')).resolves.toMatchObject({
      name: 'http-test'
    })
    const sent = JSON.stringify(post.body)
    expect(emu.requests.map(r => [r.status, r.body])).toEqual([
      [429, sent],
      [201, sent]
    ])
  })

  it('a reset connection is retried for GET', async () => {
    const emu = await start()
    emu.faults.add({ path: PATH, times: 1, fault: { kind: 'reset' } })
    await expect(client(emu).json(get, List, 'GET')).resolves.toEqual(listed)
    expect(emu.requests.map(r => r.status)).toEqual([null, 200])
  })

  it('a server that hangs hits the request timeout and is tried again', async () => {
    const emu = await start()
    emu.faults.add({ path: PATH, times: 1, fault: { kind: 'hang' } })
    await expect(client(emu, { requestTimeoutMs: 200 }).json(get, List, 'GET')).resolves.toEqual(
      listed
    )
    expect(emu.requests).toHaveLength(2)
  })

  it("a request's own timeoutMs bounds its attempt, and retry 'never' sends it once", async () => {
    const emu = await start()
    emu.faults.add({ path: PATH, times: 1, fault: { kind: 'hang' } })
    const started = Date.now()
    const error = await client(emu)
      .send({ ...get, retry: 'never', timeoutMs: 100 })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransportError)
    expect((error as Error).message).toBe(
      'GET /v2/deployments failed: timed out waiting for the server'
    )
    // Not the client's requestTimeoutMs (2 s).
    expect(Date.now() - started).toBeLessThan(1500)
    expect(emu.requests).toHaveLength(1)
  })

  it('a refused connection fails with a readable error after the attempts', async () => {
    const host = `127.0.0.1:${await unusedPort()}`
    const nobody = { url: `http://${host}`, apiKey: 'key', workspaceId: 'workspace' }
    const error = await client(nobody, { retry: { baseMs: 1, attempts: 2 } })
      .send(get)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransportError)
    expect((error as Error).message).toBe(
      `GET /v2/deployments failed: the connection to ${host} was refused (nothing listens there: check the URL and that the server is up)`
    )
  })
})

describe('headers and redirects', () => {
  it('sends the configured headers, the User-Agent and a JSON body', async () => {
    const emu = await start()
    await client(emu).send(post)
    expect(emu.requests[0]?.headers).toMatchObject({
      'x-api-key': emu.apiKey,
      'x-tenant-id': emu.workspaceId,
      'user-agent': 'test-agent/1',
      'content-type': 'application/json'
    })
  })

  it('follows a same-origin redirect', async () => {
    const emu = await start()
    emu.faults.add({
      path: PATH,
      times: 1,
      fault: { kind: 'redirect', location: `/api-host${PATH}` }
    })
    await expect(client(emu).json(get, List, 'GET')).resolves.toEqual(listed)
    expect(emu.requests.map(r => [r.path, r.status])).toEqual([
      [PATH, 307],
      [`/api-host${PATH}`, 200]
    ])
    expect(emu.requests[1]?.headers['x-api-key']).toBe(emu.apiKey)
  })

  it('never follows a redirect to another host, so the key stays home', async () => {
    const elsewhere = await start()
    const emu = await start()
    const location = `${elsewhere.url.replace('127.0.0.1', 'localhost')}/steal`
    emu.faults.add({ path: PATH, fault: { kind: 'redirect', location, status: 302 } })
    const error = await client(emu)
      .send(get)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RedirectError)
    expect((error as Error).message).toMatch(
      /was redirected to http:\/\/localhost:\d+\/steal; not followed: the API key is only sent to http:\/\/127\.0\.0\.1:\d+/
    )
    expect(elsewhere.requests).toHaveLength(0)
  })
})

describe('response bodies', () => {
  it('a 200 that is not JSON names the endpoint', async () => {
    const emu = await start()
    emu.faults.add({
      path: PATH,
      fault: { kind: 'malformed-json', body: '<html>login</html>', contentType: 'text/html' }
    })
    await expect(client(emu).json(get, List, 'GET /v2/deployments')).rejects.toThrow(
      new ResponseFormatError(
        'GET /v2/deployments answered with a body that is not JSON: "<html>login</html>"'
      )
    )
  })

  it('a 200 of the wrong shape says what was wrong', async () => {
    const emu = await start()
    emu.faults.add({ path: PATH, fault: { kind: 'wrong-shape', body: { resources: 'yes' } } })
    await expect(client(emu).json(get, List, 'GET /v2/deployments')).rejects.toThrow(
      /GET \/v2\/deployments answered with JSON of an unexpected shape: resources: Invalid input: expected array, received string/
    )
  })

  it('reads bodies only up to the limit', async () => {
    const emu = await start()
    emu.faults.add({ path: PATH, fault: { kind: 'wrong-shape', body: 'x'.repeat(100_000) } })
    await expect(client(emu, { maxBodyBytes: 1000 }).send(get)).rejects.toThrow(
      /the response body is larger than 1000 bytes/
    )
  })

  it('an HTML error page becomes a short detail', async () => {
    const emu = await start()
    const page =
      '<!doctype html><html><head><title>Not Found</title><style>x{}</style></head><body><h1>Oops</h1></body></html>'
    emu.faults.add({ path: PATH, fault: { kind: 'status', status: 404, body: page } })
    await expect(client(emu).send(get)).rejects.toThrow(
      'GET /v2/deployments returned HTTP 404: an HTML page titled "Not Found": Not Found Oops'
    )
  })
})

/** An emulator with one live deployment; its agent server runs a step every `tickMs`. */
async function agentOf(tickMs: number): Promise<{ emu: RunningEmulator; agent: Http }> {
  const emu = await start({ agentTickMs: tickMs, seed: [{ name: 'agent' }] })
  const id = emu.state.deployment('agent')?.deployment.id ?? ''
  return { emu, agent: client(emu, { baseUrl: emu.agentUrl(id) }) }
}

const stream = {
  method: 'POST',
  path: '/runs/stream',
  body: { assistant_id: 'agent', input: {}, stream_mode: 'updates' },
  expect: [200]
} as const

describe('openStream', () => {
  it('retries a 503 start, then hands over the body unread', async () => {
    const { emu, agent } = await agentOf(1)
    emu.faults.add({
      method: 'POST',
      path: /\/runs\/stream$/,
      times: 1,
      fault: { kind: 'status', status: 503, body: { detail: 'starting' } }
    })
    const response = await agent.openStream(stream, { idleTimeoutMs: 1000 })
    let text = ''
    for await (const chunk of response.body) text += String(chunk)
    expect(text).toMatch(/^event: metadata\ndata: \{"run_id":/)
    expect(text).toContain('event: updates\n')
    expect(emu.requests.map(r => r.status)).toEqual([503, 200])
  })

  it('breaks a body that goes silent for longer than the idle timeout', async () => {
    const { agent } = await agentOf(60_000)
    const response = await agent.openStream(stream, { idleTimeoutMs: 200 })
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
    const make = (): Http => client({ url, apiKey: 'the-key', workspaceId: 'ws' })
    if (allowed) expect(make).not.toThrow()
    else expect(make).toThrow(/refusing to send credentials over plain http/)
  })
})

const proxies: LoopbackProxy[] = []
const savedProxy = process.env.http_proxy

afterEach(async () => {
  if (savedProxy === undefined) delete process.env.http_proxy
  else process.env.http_proxy = savedProxy
  await Promise.all(proxies.splice(0).map(proxy => proxy.close()))
})

describe('a proxy', () => {
  it('carries a request of Http to a host it does not bypass, through CONNECT', async () => {
    const proxy = await startProxy('far host:')
    proxies.push(proxy)
    process.env.http_proxy = proxy.url
    const http = new Http({
      baseUrl: 'http://deploy.invalid:8123',
      headers: {},
      secretHeaders: [],
      userAgent: 'test-agent/1',
      clock: systemClock,
      logger: silent,
      retry: { baseMs: 1, attempts: 1 },
      requestTimeoutMs: 2000
    })
    const response = await http.send({ method: 'GET', path: '/ok', expect: [200] })
    expect(response.text).toBe('far host: GET /ok')
    expect(proxy.connects).toEqual(['deploy.invalid:8123'])
  })
})
