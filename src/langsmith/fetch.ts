// Owns the `fetch` the LangSmith SDK is given: each request through base's exchange on a keep-alive
// agent (undici's fetch left garbage per request that grew the gate's peak memory), no redirect.
import type { Agent, IncomingMessage } from 'node:http'
import { type Readable, pipeline } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import { agentChooser } from '../base/agents.js'
import { exchange } from '../base/http-exchange.js'

/** Statuses whose response never has a body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304])
const REDIRECTS = new Set([301, 302, 303, 307, 308])

/**
 * A `fetch` for the SDK over its own keep-alive agents, through the runner's proxy as every other
 * request of the action goes (base/agents.ts; TLS verified as Node's defaults do). It
 * sends each request only to the URL asked: a redirect fails the request, never followed (the key
 * rides in `x-api-key`). The caller's signal aborts the request or the reading of its body; the
 * body is read whole before the Response resolves.
 */
export function sdkFetch(): typeof fetch {
  const agentFor = agentChooser(true)
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new TypeError(`fetch failed: ${url.protocol} is not http(s)`)
    }
    const request = input instanceof Request ? input : undefined
    const headers = new Headers(init?.headers ?? request?.headers)
    const given = init?.body ?? request?.body ?? null
    const body = given === null ? null : await bodyBytes(given, headers)
    const signal = init?.signal ?? request?.signal ?? undefined
    signal?.throwIfAborted()
    const response = await send(url, {
      method: init?.method ?? request?.method ?? 'GET',
      headers,
      body,
      agent: agentFor(url),
      signal
    })
    const location = response.headers.location
    const status = response.statusCode ?? 0
    if (REDIRECTS.has(status) && location !== undefined) {
      response.destroy()
      throw new RedirectRefused(
        status,
        `${url.origin}${url.pathname} was redirected (HTTP ${String(status)}) to ${new URL(location, url).origin}; not followed: the API key is only sent to ${url.origin}`
      )
    }
    return toResponse(response, signal)
  }
}

/**
 * A redirect refused: a TypeError as fetch's failures are, that says where it led and carries its
 * status, so that the SDK, which tries again only statuses that can change, fails at once.
 */
class RedirectRefused extends TypeError {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
    this.name = 'RedirectRefused'
  }
}

/** The request's body as bytes, its content-type set from it when the caller gave none. */
async function bodyBytes(
  body: NonNullable<RequestInit['body']>,
  headers: Headers
): Promise<Uint8Array | string | null> {
  if (typeof body === 'string' || body instanceof Uint8Array) return body
  if (body instanceof ArrayBuffer) return new Uint8Array(body)
  // Blob, FormData, URLSearchParams, streams: encoded as fetch would.
  const encoded = new Response(body)
  const type = encoded.headers.get('content-type')
  if (type !== null && !headers.has('content-type')) headers.set('content-type', type)
  return new Uint8Array(await encoded.arrayBuffer())
}

/** Sends one request over base's exchange; resolves with the response, its body unread. */
async function send(url: URL, sending: Sending): Promise<IncomingMessage> {
  const { method, body, agent, signal } = sending
  const headers: Record<string, string> = Object.fromEntries(sending.headers)
  if (body !== null) headers['content-length'] = String(Buffer.byteLength(body))
  try {
    const response = await exchange({
      method,
      url,
      headers,
      body,
      label: url.pathname,
      agent,
      // The body's reading is bounded by the signal in readAll.
      signal: signal ?? new AbortController().signal,
      headersOnly: true
    })
    return response.body
  } catch (error) {
    if (signal?.aborted === true) throw reasonOf(signal)
    // fetch's very words: the SDK tries again only an error it knows for a network's by them.
    throw new TypeError('fetch failed', { cause: error })
  }
}

interface Sending {
  readonly method: string
  readonly headers: Headers
  readonly body: Uint8Array | string | null
  readonly agent: Agent
  readonly signal: AbortSignal | undefined
}

/** The response as a web Response, its body read whole (and decoded) first. */
async function toResponse(
  response: IncomingMessage,
  signal: AbortSignal | undefined
): Promise<Response> {
  const status = response.statusCode ?? 0
  const body = decoded(response)
  const bytes = await readAll(body, signal)
  const headers = new Headers()
  const raw = response.rawHeaders
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] as string
    // A decoded body's length and encoding are no longer the wire's.
    if (body !== response && /^content-(encoding|length)$/i.test(name)) continue
    headers.append(name, raw[i + 1] as string)
  }
  return new Response(NULL_BODY.has(status) ? null : bytes, {
    status,
    statusText: response.statusMessage ?? '',
    headers
  })
}

/** The body, gunzipped or inflated when the server encoded it. */
function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase()
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined
  if (decoder === undefined) return response
  return pipeline(response, decoder, () => undefined)
}

/** Every byte of `body`; rejects with the signal's reason when it aborts first. */
async function readAll(body: Readable, signal: AbortSignal | undefined): Promise<Buffer> {
  const onAbort = (): void => {
    body.destroy(reasonOf(signal))
  }
  signal?.addEventListener('abort', onAbort, { once: true })
  if (signal?.aborted === true) onAbort()
  try {
    const chunks: Buffer[] = []
    for await (const chunk of body) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  } catch (error) {
    throw signal?.aborted === true ? reasonOf(signal) : error
  } finally {
    signal?.removeEventListener('abort', onAbort)
  }
}

/**
 * Why `signal` aborted, as fetch rejects: its reason itself (a DOMException `TimeoutError` for
 * `AbortSignal.timeout`, which is an Error of another realm where tests run).
 */
function reasonOf(signal: AbortSignal | undefined): Error {
  return (signal?.reason ?? new Error('aborted')) as Error
}
