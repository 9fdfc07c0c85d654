// The SDK's fetch over node:http (src/langsmith/fetch.ts), against loopback servers: what it
// sends, what it hands back, and that a redirect, a timeout or an abort ends it.
import { type IncomingMessage, type ServerResponse, type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterEach, expect, it } from '@jest/globals'
import { errorMessage } from '../../src/base/errors.js'
import { sdkFetch } from '../../src/langsmith/fetch.js'
import { type LoopbackProxy, startProxy } from '../fixtures/proxy.js'

const servers: Server[] = []
const proxies: LoopbackProxy[] = []
const saved = { ...process.env }

afterEach(async () => {
  process.env = { ...saved }
  await Promise.all(proxies.splice(0).map(proxy => proxy.close()))
  await Promise.all(
    servers.splice(0).map(async server => {
      server.closeAllConnections()
      await new Promise(resolve => server.close(resolve))
    })
  )
})

interface Seen {
  readonly method: string | undefined
  readonly url: string | undefined
  readonly headers: IncomingMessage['headers']
  readonly body: string
}

/** A loopback server; resolves to its origin and what it was sent. */
async function serve(
  handler: (request: IncomingMessage, response: ServerResponse) => void
): Promise<{ origin: string; seen: Seen[] }> {
  const seen: Seen[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const { method, url, headers } = request
      seen.push({ method, url, headers, body: Buffer.concat(chunks).toString('utf8') })
      handler(request, response)
    })
  })
  servers.push(server)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

it('sends the method, headers and body asked, and hands back the status, headers and body', async () => {
  const { origin, seen } = await serve((_request, response) => {
    response.writeHead(201, { 'content-type': 'application/json', 'x-trace': 'a' })
    response.end(JSON.stringify({ id: 'run-1' }))
  })
  const response = await sdkFetch()(`${origin}/runs?x=1`, {
    method: 'POST',
    headers: { 'x-api-key': 'lsv2_key', 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'agent' })
  })
  expect(response.status).toBe(201)
  expect(response.ok).toBe(true)
  expect(response.headers.get('x-trace')).toBe('a')
  expect(await response.json()).toEqual({ id: 'run-1' })
  expect(seen).toHaveLength(1)
  expect(seen[0]?.method).toBe('POST')
  expect(seen[0]?.url).toBe('/runs?x=1')
  expect(seen[0]?.headers['x-api-key']).toBe('lsv2_key')
  expect(seen[0]?.headers['content-length']).toBe(String(seen[0]?.body.length))
  expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ name: 'agent' })
})

it('keeps one connection for requests in turn (keep-alive)', async () => {
  const { origin, seen } = await serve((_request, response) => {
    response.end('{}')
  })
  const fetch = sdkFetch()
  for (let i = 0; i < 3; i++) await (await fetch(`${origin}/info`)).text()
  expect(seen.map(s => s.headers.connection)).toEqual(['keep-alive', 'keep-alive', 'keep-alive'])
})

it('refuses a redirect: the request fails and the host it names never sees one', async () => {
  const elsewhere = await serve((_request, response) => {
    response.end('{}')
  })
  for (const status of [301, 302, 303, 307, 308]) {
    const named = await serve((_request, response) => {
      response.writeHead(status, { location: `${elsewhere.origin}/sessions` })
      response.end()
    })
    const sending = sdkFetch()(`${named.origin}/sessions`, {
      method: 'POST',
      headers: { 'x-api-key': 'lsv2_key' },
      body: '{}'
    })
    await expect(sending).rejects.toThrow(TypeError)
    await expect(sending).rejects.toMatchObject({
      status,
      message: expect.stringMatching(
        new RegExp(`was redirected \\(HTTP ${status}\\) to ${elsewhere.origin}; not followed`)
      )
    })
    expect(named.seen).toHaveLength(1)
  }
  expect(elsewhere.seen).toEqual([])
})

it("ends with the signal's reason when it times out before the answer", async () => {
  const { origin } = await serve(() => {
    // Never answers.
  })
  const started = Date.now()
  const sending = sdkFetch()(`${origin}/runs`, { signal: AbortSignal.timeout(100) })
  await expect(sending).rejects.toMatchObject({ name: 'TimeoutError' })
  expect(Date.now() - started).toBeLessThan(5_000)
})

it('ends with the abort when it comes while the body is read', async () => {
  const { origin } = await serve((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.write('{"partial":')
  })
  const controller = new AbortController()
  const sending = sdkFetch()(`${origin}/runs`, { signal: controller.signal })
  setTimeout(() => {
    controller.abort(new Error('stopped by the caller'))
  }, 100)
  await expect(sending).rejects.toThrow('stopped by the caller')
})

it('refuses at once a signal already aborted, sending nothing', async () => {
  const { origin, seen } = await serve((_request, response) => {
    response.end('{}')
  })
  const controller = new AbortController()
  controller.abort(new Error('already'))
  await expect(sdkFetch()(`${origin}/x`, { signal: controller.signal })).rejects.toThrow('already')
  expect(seen).toEqual([])
})

it('decodes a gzipped body, and gives no body for a 204', async () => {
  const { origin } = await serve((request, response) => {
    if (request.url === '/empty') {
      response.writeHead(204)
      response.end()
      return
    }
    response.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'application/json' })
    response.end(gzipSync(JSON.stringify({ zipped: true })))
  })
  const fetch = sdkFetch()
  const zipped = await fetch(`${origin}/zipped`)
  expect(zipped.headers.get('content-encoding')).toBeNull()
  expect(await zipped.json()).toEqual({ zipped: true })
  const empty = await fetch(`${origin}/empty`, { method: 'DELETE' })
  expect(empty.status).toBe(204)
  expect(empty.body).toBeNull()
})

it('encodes a body that is not text or bytes as fetch would, with its content-type', async () => {
  const { origin, seen } = await serve((_request, response) => {
    response.end('{}')
  })
  await sdkFetch()(`${origin}/form`, { method: 'POST', body: new URLSearchParams({ a: '1' }) })
  expect(seen[0]?.body).toBe('a=1')
  expect(seen[0]?.headers['content-type']).toContain('application/x-www-form-urlencoded')
})

it('refuses a URL that is not http(s)', async () => {
  await expect(sdkFetch()('file:///etc/passwd')).rejects.toThrow('not http(s)')
})

it('fails as fetch does when nothing listens', async () => {
  const { origin } = await serve(() => undefined)
  const server = servers.pop()
  await new Promise(resolve => server?.close(resolve))
  // fetch's very words, by which the SDK knows a network's failure to try again; then the cause.
  const failing = sdkFetch()(`${origin}/x`)
  await expect(failing).rejects.toThrow(TypeError)
  await expect(failing).rejects.toMatchObject({
    message: 'fetch failed',
    cause: { message: expect.stringMatching(/the connection to 127\.0\.0\.1:\d+ was refused/) }
  })
  // Said anywhere (the eval gate's summary, the log), it names what failed, not only those words.
  const error = await failing.catch((thrown: unknown) => thrown)
  expect(errorMessage(error)).toMatch(
    /^fetch failed: GET \/x failed: the connection to 127\.0\.0\.1:\d+ was refused/
  )
  // Another failure, or fetch's words with no cause, is said as it is.
  expect(errorMessage(new TypeError('fetch failed'))).toBe('fetch failed')
  expect(errorMessage(new Error('Failed to create run: 409 Conflict'))).toBe(
    'Failed to create run: 409 Conflict'
  )
})

it("goes through the runner's proxy as the action's other requests do, and not where no_proxy says", async () => {
  const proxy = await startProxy('far host:')
  proxies.push(proxy)
  process.env.http_proxy = proxy.url
  const fetch = sdkFetch()
  const response = await fetch('http://langsmith.invalid:8123/runs', { method: 'POST', body: '{}' })
  expect(await response.text()).toBe('far host: POST /runs')
  expect(proxy.connects).toEqual(['langsmith.invalid:8123'])
  // Bypassed, the host is asked for directly: a name that does not resolve fails the request.
  process.env.no_proxy = 'langsmith.invalid'
  await expect(sdkFetch()('http://langsmith.invalid:8123/runs')).rejects.toThrow('fetch failed')
  expect(proxy.connects).toHaveLength(1)
})
