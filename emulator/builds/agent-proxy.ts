/**
 * Owns passing a request on to a deployment's real agent server (LangChain's, started by its
 * build) and its answer back, unbuffered both ways, so streams flow as they are written.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'

import { sendJson } from '../base/http-util.js'

/** Headers of one hop only, and the key the emulator's front already checked. */
const NOT_PASSED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'x-api-key'
])

/** A copy of `headers` without the hop-by-hop ones and the API key. */
function passed(headers: IncomingMessage['headers']): IncomingMessage['headers'] {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_PASSED.has(name)))
}

/**
 * Sends `req` to `upstream` (`http://127.0.0.1:<port>`) at `subPath` (path and query below the
 * deployment's prefix) and pipes the answer back. Resolves when the answer ended or either side
 * went away; a client that goes away cancels the upstream request (a run then follows its own
 * `on_disconnect`, as behind the service's ingress).
 */
export function proxyToAgent(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: string,
  subPath: string
): Promise<void> {
  const target = new URL(subPath, upstream)
  return new Promise(resolve => {
    const onward = httpRequest(
      target,
      { method: req.method ?? 'GET', headers: passed(req.headers), agent: false },
      answer => {
        res.writeHead(answer.statusCode ?? 502, passed(answer.headers))
        res.flushHeaders()
        answer.pipe(res)
        answer.once('end', () => {
          resolve()
        })
        answer.once('error', () => {
          res.destroy()
          resolve()
        })
      }
    )
    onward.once('error', error => {
      if (!res.headersSent) {
        sendJson(res, 502, { detail: `The agent server did not answer: ${error.message}` })
      } else res.destroy()
      resolve()
    })
    res.once('close', () => {
      if (!res.writableFinished) onward.destroy()
      resolve()
    })
    req.pipe(onward)
  })
}
