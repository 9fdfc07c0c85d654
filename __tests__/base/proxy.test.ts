// Tests of a request through a proxy (the toolkit's agents, tunnel's CONNECT).
import { afterEach, describe, expect, it } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { systemClock } from '../../src/base/clock.js'
import { Http } from '../../src/base/http.js'
import { silentLogger } from '../fixtures/logger.js'

const servers: Server[] = []
const savedProxy = process.env.http_proxy

afterEach(async () => {
  if (savedProxy === undefined) delete process.env.http_proxy
  else process.env.http_proxy = savedProxy
  await Promise.all(servers.splice(0).map(server => new Promise(resolve => server.close(resolve))))
})

/**
 * A proxy on loopback that answers CONNECT itself: it notes the target asked for, then serves
 * the tunnelled HTTP request with `answer`, as the far host would.
 */
async function startProxy(answer: string): Promise<{ url: string; connects: string[] }> {
  const connects: string[] = []
  const far = createServer((request, response) => {
    response.end(`${answer} ${request.method ?? ''} ${request.url ?? ''}`)
  })
  const proxy = createServer((_request, response) => {
    response.statusCode = 405
    response.end()
  })
  proxy.on('connect', (request: { url?: string }, socket: Socket) => {
    connects.push(request.url ?? '')
    socket.write('HTTP/1.1 200 Connection established\r\n\r\n')
    far.emit('connection', socket)
  })
  await new Promise<void>(resolve => proxy.listen(0, '127.0.0.1', resolve))
  servers.push(proxy, far)
  return { url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, connects }
}

describe('a proxy', () => {
  it('carries a request of Http to a host it does not bypass, through CONNECT', async () => {
    const proxy = await startProxy('far host:')
    process.env.http_proxy = proxy.url
    const http = new Http({
      baseUrl: 'http://deploy.invalid:8123',
      headers: {},
      secretHeaders: [],
      userAgent: 'test-agent/1',
      clock: systemClock,
      logger: silentLogger,
      retry: { baseMs: 1, attempts: 1 },
      requestTimeoutMs: 2000
    })
    const response = await http.send({ method: 'GET', path: '/ok', expect: [200] })
    expect(response.text).toBe('far host: GET /ok')
    expect(proxy.connects).toEqual(['deploy.invalid:8123'])
  })
})
