// Owns one HTTP exchange on node:http(s): sending the request with an abort signal, reading a
// bounded body, and turning socket failures into TransportError. No retries, no redirects.
import * as http from 'node:http'
import * as https from 'node:https'
import type { Agent, IncomingHttpHeaders, IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { BodyTooLargeError, ResponseFormatError, TransportError } from './errors.js'
import type { ChunkWriter } from './http-types.js'

/** A response whose body is left unread, for streaming. */
export interface StreamResponse {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  /** The body; destroy it to stop reading. */
  readonly body: IncomingMessage
}

/** One request on the wire. */
export interface Exchange {
  readonly method: string
  readonly url: URL
  readonly headers: http.OutgoingHttpHeaders
  readonly body: string | Uint8Array | Readable | ChunkWriter | null
  /** The path named in errors (without the host). */
  readonly label: string
  readonly agent: Agent | undefined
  readonly signal: AbortSignal
  /** Whether `signal` stops applying once the response has begun (a stream's body). */
  readonly headersOnly: boolean
}

/** Sends one request; resolves with the response as soon as its head arrives. */
export function exchange(x: Exchange): Promise<StreamResponse> {
  const secure = x.url.protocol === 'https:'
  const options: http.RequestOptions = {
    method: x.method,
    hostname: x.url.hostname.replace(/^\[|\]$/g, ''),
    port: x.url.port || (secure ? 443 : 80),
    path: x.url.pathname + x.url.search,
    headers: x.headers,
    agent: x.agent
  }
  return new Promise<StreamResponse>((resolve, reject) => {
    let responded = false
    const request = (secure ? https : http).request(options, message => {
      responded = true
      if (x.headersOnly) x.signal.removeEventListener('abort', onAbort)
      else
        message.once('close', () => {
          x.signal.removeEventListener('abort', onAbort)
        })
      resolve({ status: message.statusCode ?? 0, headers: message.headers, body: message })
    })
    const onAbort = (): void => {
      request.destroy(abortError(x.signal, x.method, x.label))
    }
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!responded)
        reject(toTransportError(error, { method: x.method, path: x.label, host: x.url.host }))
    })
    if (x.signal.aborted) onAbort()
    else x.signal.addEventListener('abort', onAbort, { once: true })
    if (x.body instanceof Readable) {
      x.body.on('error', error => request.destroy(error))
      x.body.pipe(request)
    } else if (typeof x.body === 'function') writeChunks(x.body, request)
    else request.end(x.body ?? undefined)
  })
}

/** Sends the chunks of `write`, each resolved once written; a failed writer destroys the request. */
function writeChunks(write: ChunkWriter, request: http.ClientRequest): void {
  const pending = new Set<(error: Error) => void>()
  request.once('close', () => {
    for (const fail of pending) fail(new Error('the request closed before its body was sent'))
  })
  const send = (chunk: Buffer): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      if (request.destroyed) {
        reject(new Error('the request closed before its body was sent'))
        return
      }
      pending.add(reject)
      request.write(chunk, error => {
        pending.delete(reject)
        if (error) reject(error)
        else resolve()
      })
    })
  write(send).then(
    () => request.end(),
    (error: unknown) => request.destroy(error instanceof Error ? error : new Error(String(error)))
  )
}

/** The error a request is destroyed with when its signal aborts. */
function abortError(signal: AbortSignal, method: string, path: string): Error {
  const reason: unknown = signal.reason
  if (reason instanceof DOMException && reason.name === 'TimeoutError') {
    const detail = 'timed out waiting for the server'
    return new TransportError({
      method,
      path,
      code: 'ETIMEDOUT',
      detail,
      mayHaveReachedServer: true
    })
  }
  return reason instanceof Error ? reason : new Error('aborted')
}

/** The reason a signal aborted, as an Error. */
export function cancelReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason
  return reason instanceof Error ? reason : new Error('cancelled')
}

/** A request's timeout: its signal, and how to stop its timer once the request is over. */
export interface Timeout {
  readonly signal: AbortSignal
  /** Stops the timer (and stops following `cancel`): the request it bounded is over. */
  clear(): void
}

/**
 * `AbortSignal.timeout(ms)`, held strongly by its own timer, and aborting too when `cancel` does
 * (with its reason), as `AbortSignal.any([timeout, cancel])` would. `AbortSignal.any` holds its
 * sources weakly: a garbage collection while a request hangs could drop a bare
 * `AbortSignal.timeout`, and the request then hung for ever (found by the seeded adversary, sim/);
 * here the timer and `cancel`'s listener hold the signal. Unref'd as Node's is. Cleared once the
 * request is over, the timer does not fire long after it for nothing (building an error with its
 * stack and aborting a signal no one listens to), nor does `cancel` keep a listener per request.
 */
export function timeoutSignal(ms: number, cancel?: AbortSignal): Timeout {
  const controller = new AbortController()
  const timer = setTimeout(() => {
    controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))
  }, ms).unref()
  const onCancel = (): void => {
    controller.abort(cancel?.reason)
  }
  if (cancel?.aborted === true) onCancel()
  else cancel?.addEventListener('abort', onCancel, { once: true })
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer)
      cancel?.removeEventListener('abort', onCancel)
    }
  }
}

/** One signal that aborts when any of `signals` does; undefined when there are none. */
export function anySignal(signals: readonly (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined)
  if (present.length <= 1) return present[0]
  return AbortSignal.any(present)
}

/** What {@link readBody} reads. */
export interface BodyRead {
  readonly method: string
  readonly path: string
  /** Largest body read, in bytes. */
  readonly limit: number
  /** Past the limit keep what was read (error bodies, which are only quoted) rather than fail. */
  readonly truncate: boolean
}

/** Reads a whole body of at most `read.limit` bytes as UTF-8 text. */
export async function readBody(body: IncomingMessage, read: BodyRead): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of body) {
      const buffer = chunk as Buffer
      if (size + buffer.length > read.limit) {
        body.destroy()
        if (read.truncate) {
          chunks.push(buffer.subarray(0, read.limit - size))
          break
        }
        throw new BodyTooLargeError(`${read.method} ${read.path}`, read.limit)
      }
      size += buffer.length
      chunks.push(buffer)
    }
  } catch (error) {
    if (error instanceof ResponseFormatError || error instanceof TransportError) throw error
    throw toTransportError(error as NodeJS.ErrnoException, {
      method: read.method,
      path: read.path,
      midBody: true
    })
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** A socket failure as a {@link TransportError} that says whether the server may have acted. */
function toTransportError(
  error: NodeJS.ErrnoException,
  where: {
    readonly method: string
    readonly path: string
    /** The response had begun: the server got the request. */
    readonly midBody?: boolean
    /** Named when a connection is refused. */
    readonly host?: string
  }
): Error {
  const { method, path, midBody = false, host } = where
  if (error instanceof TransportError || !('code' in error || midBody)) return error
  const code = error.code ?? 'ECONNRESET'
  let text: string
  if (code === 'ECONNREFUSED') {
    // Name the host: the fix is often the URL (a port, api-url) or a server that is not up.
    text = `the connection to ${host ?? 'the server'} was refused (nothing listens there: check the URL and that the server is up)`
  } else if (midBody) text = 'the connection broke while the response was read'
  else if (code === 'ECONNRESET') text = 'the connection was reset before any response'
  else if (code === 'ENOTFOUND') text = `the host was not found (${error.message})`
  else text = error.message
  const mayHaveReachedServer = midBody || code !== 'ECONNREFUSED'
  return new TransportError({
    method,
    path,
    code,
    detail: text,
    mayHaveReachedServer,
    cause: error
  })
}
