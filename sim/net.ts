// Owns the network a simulated run sees past loopback: `node:https` as the action's modules import
// it (hook.ts), every host of LangChain's cloud answered by the run's emulator, each request noted,
// over a connection in memory (sim/pipe.ts).
import { AsyncLocalStorage } from 'node:async_hooks'
import * as http from 'node:http'
import type { RequestOptions } from 'node:https'
import type { Duplex } from 'node:stream'

export { Agent, globalAgent } from 'node:https'

/** LangChain's cloud, per region: its control plane and its LangSmith API (what the inputs may name). */
export const CLOUD_HOSTS = {
  us: { controlPlane: 'api.host.langchain.com', langsmith: 'api.smith.langchain.com' },
  eu: { controlPlane: 'eu.api.host.langchain.com', langsmith: 'eu.api.smith.langchain.com' },
  apac: { controlPlane: 'apac.api.host.langchain.com', langsmith: 'apac.api.smith.langchain.com' }
} as const
export type CloudRegion = keyof typeof CLOUD_HOSTS

/** Where the emulator serves LangSmith's own API (datasets, experiments). */
const LANGSMITH_PREFIX = '/api/v1'

/** One request the action sent past loopback: the host it went to, and whether it carried the key. */
export interface HostRequest {
  readonly host: string
  readonly method: string
  readonly path: string
  readonly keyed: boolean
  /** False for a host no one answers (the request failed as DNS would fail it). */
  readonly answered: boolean
}

/** The network of one run: the emulator's loopback port, and the requests noted. */
export interface Network {
  readonly emulatorPort: number
  readonly sent: HostRequest[]
  /** A connection in memory to the emulator's listener on `port`; undefined if none is there. */
  readonly connect: (port: number) => Duplex | undefined
}

const networks = new AsyncLocalStorage<Network>()

/** Runs `fn` (a run of the action) with its requests past loopback on `network`. */
export function withNetwork<T>(network: Network, fn: () => Promise<T>): Promise<T> {
  return networks.run(network, fn)
}

/** The network of the run this is called in; undefined outside a simulated run. */
export function currentNetwork(): Network | undefined {
  return networks.getStore()
}

/** Every cloud host answers: the control planes at the root, the LangSmith APIs under /api/v1. */
function prefixOf(host: string): string | undefined {
  for (const { controlPlane, langsmith } of Object.values(CLOUD_HOSTS)) {
    if (host === controlPlane) return ''
    if (host === langsmith) return LANGSMITH_PREFIX
  }
  return undefined
}

const keyed = (headers: RequestOptions['headers']): boolean =>
  headers !== undefined &&
  !Array.isArray(headers) &&
  Object.keys(headers).some(name => name.toLowerCase() === 'x-api-key')

/**
 * `https.request(options, callback)` as base/http-exchange.ts calls it: a cloud host goes to the
 * emulator on loopback (its path under the host's prefix); any other host fails as unknown to DNS,
 * so that no request of a simulated run ever leaves the machine.
 */
export function request(
  options: RequestOptions,
  callback?: (response: http.IncomingMessage) => void
): http.ClientRequest {
  const network = currentNetwork()
  if (network === undefined) throw new Error('https.request was called outside a simulated run')
  const host = (options.hostname ?? options.host ?? '').toLowerCase()
  const prefix = prefixOf(host)
  const path = options.path ?? '/'
  const method = options.method ?? 'GET'
  network.sent.push({
    host,
    method,
    path,
    keyed: keyed(options.headers),
    answered: prefix !== undefined
  })
  return http.request(
    {
      method,
      headers: options.headers,
      path: prefix === undefined ? path : `${prefix}${path}`,
      ...(prefix === undefined
        ? { hostname: `${host}.invalid`, port: 80, lookup: unknownHost }
        : {
            hostname: '127.0.0.1',
            port: network.emulatorPort,
            createConnection: () => emulatorAt(network, network.emulatorPort)
          })
    },
    callback
  )
}

/** A connection to the emulator's listener on `port`, which must be there. */
function emulatorAt(network: Network, port: number): Duplex {
  const socket = network.connect(port)
  if (socket === undefined) throw new Error(`the emulator has no listener on port ${port}`)
  return socket
}

/** The DNS answer of a host outside the simulated world. */
const unknownHost: NonNullable<http.RequestOptions['lookup']> = (hostname, _options, done) => {
  const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`)
  error.code = 'ENOTFOUND'
  done(error, '', 4)
}
