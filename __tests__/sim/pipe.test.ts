// sim/pipe.ts and sim/loopback.ts: the seeded adversary's in-memory connections behave, for
// node:http's client and server, as loopback TCP does where the action can tell: answers arrive,
// an abort reaches the server, a reset reaches the client; any other request is node:http's own.
import { once } from 'node:events'
import * as http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { request } from '../../sim/loopback.js'
import { withNetwork, type Network } from '../../sim/net.js'
import { pipe } from '../../sim/pipe.js'

/** A server that answers `/hello`, hangs on `/hang` and resets on `/reset`; never listening. */
const closed: string[] = []
const server = http.createServer((req, res) => {
  req.on('close', () => closed.push(req.url ?? ''))
  if (req.url === '/reset') req.socket.destroy()
  else if (req.url !== '/hang') res.end(`hello over ${req.socket.remoteAddress ?? '?'}`)
})

/** A request on a new pipe into `server`; resolves with the body, rejects with the error. */
function send(path: string, signal?: AbortSignal): Promise<string> {
  const { client, server: end } = pipe()
  server.emit('connection', end)
  return bodyOf(http.request({ path, createConnection: () => client, signal }))
}

/** Ends `req` and reads the answer's body as text; rejects with the request's error. */
function bodyOf(req: http.ClientRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    req.on('response', (res: http.IncomingMessage) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => {
        resolve(body)
      })
    })
    req.on('error', reject)
    req.end()
  })
}

describe('sim/pipe.ts', () => {
  it('carries a request and its answer, one connection after another', async () => {
    expect(await send('/hello')).toBe('hello over 127.0.0.1')
    expect(await send('/hello')).toBe('hello over 127.0.0.1')
  })

  it("tells the server when the client aborts (the action's request timeout)", async () => {
    const controller = new AbortController()
    const sent = send('/hang', controller.signal)
    setTimeout(() => {
      controller.abort()
    }, 20)
    await expect(sent).rejects.toThrow(/aborted/)
    while (!closed.includes('/hang')) await tick()
    expect(closed).toContain('/hang')
  })

  it('tells the client when the server resets the connection (a fault)', async () => {
    await expect(send('/reset')).rejects.toThrow(/socket hang up/)
  })
})

describe('sim/loopback.ts', () => {
  let real: http.Server
  let realPort: number
  beforeAll(async () => {
    real = http.createServer((_req, res) => res.end('over TCP'))
    real.listen(0, '127.0.0.1')
    await once(real, 'listening')
    realPort = (real.address() as AddressInfo).port
  })
  afterAll(
    () =>
      new Promise<void>(resolve =>
        real.close(() => {
          resolve()
        })
      )
  )

  const EMULATOR_PORT = 1
  const network: Network = {
    emulatorPort: EMULATOR_PORT,
    sent: [],
    connect: (port: number): Duplex | undefined => {
      if (port !== EMULATOR_PORT) return undefined
      const { client, server: end } = pipe()
      server.emit('connection', end)
      return client
    }
  }

  const get = (port: number): Promise<string> =>
    bodyOf(request({ hostname: '127.0.0.1', port, path: '/hello' }))

  it("sends a request to the emulator's port in memory, and any other over TCP", async () => {
    const [emulator, other] = await withNetwork(network, () =>
      Promise.all([get(EMULATOR_PORT), get(realPort)])
    )
    expect(emulator).toBe('hello over 127.0.0.1')
    expect(other).toBe('over TCP')
  })
})

const tick = (): Promise<void> => new Promise(resolve => setImmediate(resolve))
