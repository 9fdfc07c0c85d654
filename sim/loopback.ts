// Owns loopback as a simulated run sees it: `node:http` as the action's modules import it
// (hook.ts). A request to a port the run's emulator listens on goes over a connection in memory
// (sim/pipe.ts); any other request is node:http's own.
import * as http from 'node:http'
import { currentNetwork } from './net.js'

/** `http.request(options, callback)` as base/http-exchange.ts calls it. */
export function request(
  options: http.RequestOptions,
  callback?: (response: http.IncomingMessage) => void
): http.ClientRequest {
  const network = currentNetwork()
  const host = options.hostname ?? options.host
  const port = Number(options.port)
  const socket = host === '127.0.0.1' ? network?.connect(port) : undefined
  if (socket === undefined) return http.request(options, callback)
  // The pipe is the connection: no agent, as an agent would make its own sockets.
  return http.request({ ...options, agent: undefined, createConnection: () => socket }, callback)
}
