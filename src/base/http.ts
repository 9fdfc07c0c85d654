import * as http from 'node:http'
import * as https from 'node:https'
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import { HttpClient } from '@actions/http-client'
import type { z } from 'zod'
import type { Clock, Deadline } from './clock.js'
import {
  DeadlineError,
  HttpStatusError,
  RedirectError,
  ResponseFormatError,
  TransportError,
  detailOf
} from './errors.js'
import type { Logger } from './log.js'

/** HTTP methods the two APIs use. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/**
 * Which failures a request may be retried on.
 * - `idempotent`: any retryable status or network error (GET, DELETE).
 * - `unapplied`: only when the server certainly did not act on the request: 408, 429 and a
 *   refused connection. The default for POST and PATCH, whose other failures need a look at the
 *   server before anything is sent again.
 * - `unstarted`: `unapplied` plus 502/503/504 and a reset before any response: a stream run that
 *   a gateway turned away never started.
 * - `never`.
 */
export type RetryPolicy = 'idempotent' | 'unapplied' | 'unstarted' | 'never'

/** Statuses worth another try: the server or a proxy was busy or briefly down. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504])

const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504])

/** Network error codes that say the connection broke, not that the request was wrong. */
const RETRYABLE_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ECONNABORTED'
])

const MAX_REDIRECTS = 5
/** Less time than this left is not worth another attempt. */
const MIN_ATTEMPT_MS = 100
const MAX_ERROR_BODY_BYTES = 64 * 1024

/** What a hint function gets to look at. */
export interface FailedResponse {
  readonly method: string
  readonly path: string
  readonly status: number
  readonly detail: string
  readonly contentType: string
}

/** How one {@link Http} instance talks to one API. */
export interface HttpConfig {
  /** Origin plus optional path prefix, without a trailing slash (`https://h/api-host`). */
  readonly baseUrl: string
  /** Headers sent on every request, credentials included. */
  readonly headers: Readonly<Record<string, string>>
  /** Names of headers whose values are secrets: debug logs show them as `***`. */
  readonly secretHeaders: readonly string[]
  readonly userAgent: string
  readonly clock: Clock
  readonly logger: Logger
  /** No attempt, retry or backoff outlives it. */
  readonly deadline?: Deadline
  /** Longest time one attempt may take until its response is read (default 30 s). */
  readonly requestTimeoutMs?: number
  /** Attempts per request, the first included (default 5). */
  readonly maxAttempts?: number
  /** Backoff: the upper bound of the first delay (default 1 s)... */
  readonly backoffBaseMs?: number
  /** ...and of any delay (default 20 s). */
  readonly backoffCapMs?: number
  /** Largest response body read into memory (default 8 MiB). */
  readonly maxBodyBytes?: number
  /** Source of jitter in [0, 1); tests fix it. */
  readonly random?: () => number
  /** Aborts every request and wait (the workflow was cancelled). */
  readonly signal?: AbortSignal
  /** Advice to add to an error of this API (e.g. "check the api-key input" on a 401). */
  readonly hint?: (failure: FailedResponse) => string | undefined
}

/** One request. */
export interface RequestSpec {
  readonly method: HttpMethod
  /** Path below `baseUrl`, starting with `/`, its segments already encoded. */
  readonly path: string
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>
  /** Sent as JSON when present. */
  readonly body?: unknown
  /** Statuses that mean success; anything else throws {@link HttpStatusError}. */
  readonly expect: readonly number[]
  /** Default: `idempotent` for GET and DELETE, `unapplied` otherwise. */
  readonly retry?: RetryPolicy
  /** Extra headers for this request. */
  readonly headers?: Readonly<Record<string, string>>
}

/** A whole response, its body read as text. */
export interface HttpResponse {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly text: string
}

/** A response whose body is left unread, for streaming. */
export interface StreamResponse {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  /** The body; destroy it to stop reading. */
  readonly body: IncomingMessage
}

/** Options of {@link Http.openStream}. */
export interface StreamOptions {
  /** Longest silence while the body is read before it counts as broken. */
  readonly idleTimeoutMs: number
  /** Aborts the request, and the body once it flows. */
  readonly signal?: AbortSignal
}

/**
 * The one HTTP layer under both API clients. It owns headers, timeouts, retries with backoff,
 * redirects and the shaping of errors, so the clients above it only say what they want.
 *
 * It takes its agents (and so the runner's proxy settings) from `@actions/http-client`, but not
 * its retries or redirects: those retry a POST that may have been applied, ignore
 * `Retry-After`, and forward `X-Api-Key` to whatever host a redirect names.
 */
export class Http {
  private readonly client: HttpClient
  private readonly origin: string
  private readonly requestTimeoutMs: number
  private readonly maxAttempts: number
  private readonly secretHeaders: ReadonlySet<string>

  constructor(private readonly config: HttpConfig) {
    const base = new URL(config.baseUrl)
    if (
      base.protocol === 'http:' &&
      !isLoopback(base.hostname) &&
      config.secretHeaders.length > 0
    ) {
      // The last line of defence: inputs are checked earlier, but a URL can also come from a server.
      throw new Error(
        `refusing to send credentials over plain http to ${base.origin}: only https, or http to localhost`
      )
    }
    this.origin = base.origin
    this.requestTimeoutMs = config.requestTimeoutMs ?? 30_000
    this.maxAttempts = Math.max(1, config.maxAttempts ?? 5)
    this.secretHeaders = new Set(config.secretHeaders.map(name => name.toLowerCase()))
    this.client = new HttpClient(config.userAgent, [], {
      allowRedirects: false,
      allowRetries: false,
      keepAlive: false
    })
  }

  /** Sends a request and reads the whole response, retrying as its policy allows. */
  async send(spec: RequestSpec): Promise<HttpResponse> {
    return this.withRetries(spec, undefined, async signal => {
      const response = await this.exchange(spec, signal)
      const limit = this.config.maxBodyBytes ?? 8 * 1024 * 1024
      const text = await readBody(response.body, limit, spec, false)
      return { status: response.status, headers: response.headers, text }
    })
  }

  /**
   * Sends a request and parses its JSON answer with `schema`. A body that is not JSON, or not of
   * the expected shape, fails with `endpoint` in the message.
   */
  async json<T>(spec: RequestSpec, schema: z.ZodType<T>, endpoint: string): Promise<T> {
    const response = await this.send(spec)
    return parseJson(response.text, schema, endpoint)
  }

  /**
   * Starts a request whose answer is a stream. Retries (policy `unstarted` unless the spec says
   * otherwise) only until a response begins; a 2xx body is then handed over, and the request is
   * never sent again.
   */
  async openStream(spec: RequestSpec, options: StreamOptions): Promise<StreamResponse> {
    const streamSpec: RequestSpec = { ...spec, retry: spec.retry ?? 'unstarted' }
    const response = await this.withRetries(streamSpec, options.signal, signal =>
      this.exchange(streamSpec, signal, true)
    )
    const { body } = response
    const cancel = anySignal([this.config.signal, options.signal])
    if (cancel !== undefined) {
      const onCancel = (): void => {
        body.destroy(cancelReason(cancel))
      }
      if (cancel.aborted) onCancel()
      cancel.addEventListener('abort', onCancel, { once: true })
      body.once('close', () => {
        cancel.removeEventListener('abort', onCancel)
      })
    }
    body.socket.setTimeout(options.idleTimeoutMs, () => {
      body.destroy(
        new TransportError(
          spec.method,
          spec.path,
          'ETIMEDOUT',
          `the stream sent nothing for ${seconds(options.idleTimeoutMs)}`,
          true
        )
      )
    })
    return response
  }

  private async withRetries<T>(
    spec: RequestSpec,
    extraSignal: AbortSignal | undefined,
    attempt: (signal: AbortSignal) => Promise<T>
  ): Promise<T> {
    const policy = spec.retry ?? defaultPolicy(spec.method)
    const random = this.config.random ?? Math.random
    const cancel = anySignal([this.config.signal, extraSignal])
    for (let attemptNo = 1; ; attemptNo++) {
      const remaining = this.config.deadline?.remainingMs() ?? Infinity
      if (remaining <= 0) {
        throw new DeadlineError(
          `${spec.method} ${spec.path} was not sent: the time allowed (${this.deadlineLabel()}) has run out`
        )
      }
      const timeout = AbortSignal.timeout(Math.max(1, Math.min(this.requestTimeoutMs, remaining)))
      const signal = anySignal([timeout, cancel]) ?? timeout
      let failure: HttpStatusError | TransportError
      try {
        return await attempt(signal)
      } catch (error) {
        if (cancel?.aborted) throw cancelReason(cancel)
        if (!(error instanceof HttpStatusError || error instanceof TransportError)) throw error
        failure = error
      }
      if (!isRetryable(failure, policy) || attemptNo >= this.maxAttempts) throw failure
      const retryAfterMs = failure instanceof HttpStatusError ? failure.retryAfterMs : undefined
      const left = this.config.deadline?.remainingMs() ?? Infinity
      if (retryAfterMs !== undefined && retryAfterMs >= left) {
        throw new DeadlineError(
          `${failure.message}; the server asked to retry after ${seconds(retryAfterMs)}, past the time allowed (${this.deadlineLabel()})`,
          { cause: failure }
        )
      }
      // A random backoff longer than the time left is shortened: half of what is left still
      // leaves room for one more attempt.
      const delay = retryAfterMs ?? Math.min(fullJitter(attemptNo, this.config, random), left / 2)
      if (left - delay < MIN_ATTEMPT_MS) {
        throw new DeadlineError(
          `${failure.message}; no time is left to retry (${this.deadlineLabel()})`,
          { cause: failure }
        )
      }
      this.config.logger.info(
        `${failure.message}; trying again in ${seconds(delay)} (attempt ${attemptNo + 1} of ${this.maxAttempts})`
      )
      await this.config.clock.sleep(delay, cancel)
    }
  }

  private deadlineLabel(): string {
    return this.config.deadline?.label ?? 'timeout-seconds'
  }

  /**
   * One exchange, following same-origin redirects. Resolves with the response, body unread,
   * when its status is expected; otherwise reads the body and throws {@link HttpStatusError}.
   * With `headersOnly`, `signal` stops applying once the response has begun.
   */
  private async exchange(
    spec: RequestSpec,
    signal: AbortSignal,
    headersOnly = false
  ): Promise<StreamResponse> {
    let url = this.url(spec)
    let method: HttpMethod = spec.method
    let body = spec.body === undefined ? null : JSON.stringify(spec.body)
    for (let redirects = 0; ; redirects++) {
      const started = this.config.clock.now()
      this.config.logger.debug(`→ ${method} ${url.href} ${this.describeHeaders(spec, body)}`)
      const response = await this.rawRequest(method, url, body, spec, signal, headersOnly)
      this.config.logger.debug(
        `← ${response.status} ${method} ${url.pathname} in ${this.config.clock.now() - started} ms`
      )
      const location = response.headers.location
      if (response.status >= 300 && response.status < 400 && location !== undefined) {
        response.body.resume()
        const next = new URL(location, url)
        if (next.origin !== this.origin) {
          throw new RedirectError(
            `${spec.method} ${spec.path} was redirected to ${next.origin}${next.pathname}; not followed: the API key is only sent to ${this.origin}, the host you configured`
          )
        }
        if (redirects + 1 >= MAX_REDIRECTS) {
          throw new RedirectError(
            `${spec.method} ${spec.path}: more than ${MAX_REDIRECTS} redirects`
          )
        }
        if (response.status === 303) {
          method = 'GET'
          body = null
        } else if (response.status !== 307 && response.status !== 308 && method !== 'GET') {
          throw new RedirectError(
            `${spec.method} ${spec.path} was answered with a ${response.status} redirect to ${next.pathname}; a ${method} is only sent again on a 307 or 308`
          )
        }
        url = next
        continue
      }
      if (spec.expect.includes(response.status)) return response
      throw await this.statusError(spec, response)
    }
  }

  private async statusError(spec: RequestSpec, response: StreamResponse): Promise<HttpStatusError> {
    const text = await readBody(response.body, MAX_ERROR_BODY_BYTES, spec, true).catch(() => '')
    const contentType = response.headers['content-type'] ?? ''
    const failed: FailedResponse = {
      method: spec.method,
      path: spec.path,
      status: response.status,
      detail: detailOf(text, contentType),
      contentType
    }
    return new HttpStatusError(
      failed.method,
      failed.path,
      failed.status,
      failed.detail,
      contentType,
      this.config.hint?.(failed),
      parseRetryAfter(response.headers['retry-after'], this.config.clock.now())
    )
  }

  private url(spec: RequestSpec): URL {
    const url = new URL(this.config.baseUrl + spec.path)
    for (const [key, value] of Object.entries(spec.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value))
    }
    return url
  }

  /** Header names, and values except the secret ones: for debug logs. */
  private describeHeaders(spec: RequestSpec, body: string | null): string {
    const headers = { ...this.config.headers, ...spec.headers }
    const shown = Object.entries(headers).map(([name, value]) =>
      this.secretHeaders.has(name.toLowerCase()) ? `${name}: ***` : `${name}: ${value}`
    )
    return `{${shown.join(', ')}}${body === null ? '' : ` + ${Buffer.byteLength(body)} bytes of JSON`}`
  }

  private rawRequest(
    method: HttpMethod,
    url: URL,
    body: string | null,
    spec: RequestSpec,
    signal: AbortSignal,
    headersOnly: boolean
  ): Promise<StreamResponse> {
    const secure = url.protocol === 'https:'
    const headers: http.OutgoingHttpHeaders = {
      accept: 'application/json',
      'user-agent': this.config.userAgent,
      ...this.config.headers,
      ...spec.headers
    }
    if (body !== null) {
      headers['content-type'] = 'application/json'
      headers['content-length'] = Buffer.byteLength(body)
    }
    const options: http.RequestOptions = {
      method,
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || (secure ? 443 : 80),
      path: url.pathname + url.search,
      headers,
      agent: this.client.getAgent(url.href)
    }
    return new Promise<StreamResponse>((resolve, reject) => {
      let responded = false
      const request = (secure ? https : http).request(options, message => {
        responded = true
        if (headersOnly) signal.removeEventListener('abort', onAbort)
        else
          message.once('close', () => {
            signal.removeEventListener('abort', onAbort)
          })
        resolve({ status: message.statusCode ?? 0, headers: message.headers, body: message })
      })
      const onAbort = (): void => {
        request.destroy(abortError(signal, method, spec.path))
      }
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (!responded) reject(toTransportError(error, method, spec.path, false))
      })
      if (signal.aborted) onAbort()
      else signal.addEventListener('abort', onAbort, { once: true })
      request.end(body ?? undefined)
    })
  }
}

/** Hosts to which the API key may travel over plain http: this machine only. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

function defaultPolicy(method: HttpMethod): RetryPolicy {
  return method === 'GET' || method === 'DELETE' ? 'idempotent' : 'unapplied'
}

/** The error a request is destroyed with when its signal aborts. */
function abortError(signal: AbortSignal, method: string, path: string): Error {
  const reason: unknown = signal.reason
  if (reason instanceof DOMException && reason.name === 'TimeoutError') {
    return new TransportError(method, path, 'ETIMEDOUT', 'timed out waiting for the server', true)
  }
  return reason instanceof Error ? reason : new Error('aborted')
}

function cancelReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason
  return reason instanceof Error ? reason : new Error('cancelled')
}

function anySignal(signals: readonly (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined)
  if (present.length <= 1) return present[0]
  return AbortSignal.any(present)
}

/**
 * Reads a body of at most `limit` bytes. Past the limit it stops reading and fails, or, with
 * `truncate` (error bodies, which are only quoted), keeps what it has.
 */
async function readBody(
  body: IncomingMessage,
  limit: number,
  spec: RequestSpec,
  truncate: boolean
): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of body) {
      const buffer = chunk as Buffer
      if (size + buffer.length > limit) {
        body.destroy()
        if (truncate) {
          chunks.push(buffer.subarray(0, limit - size))
          break
        }
        throw new ResponseFormatError(
          `${spec.method} ${spec.path}: the response body is larger than ${limit} bytes; not read further`
        )
      }
      size += buffer.length
      chunks.push(buffer)
    }
  } catch (error) {
    if (error instanceof ResponseFormatError || error instanceof TransportError) throw error
    throw toTransportError(error as NodeJS.ErrnoException, spec.method, spec.path, true)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function toTransportError(
  error: NodeJS.ErrnoException,
  method: string,
  path: string,
  midBody: boolean
): Error {
  if (error instanceof TransportError || !('code' in error || midBody)) return error
  const code = error.code ?? 'ECONNRESET'
  const reached = midBody || code !== 'ECONNREFUSED'
  let text: string
  if (code === 'ECONNREFUSED') text = 'the connection was refused'
  else if (midBody) text = 'the connection broke while the response was read'
  else if (code === 'ECONNRESET') text = 'the connection was reset before any response'
  else if (code === 'ENOTFOUND') text = `the host was not found (${error.message})`
  else text = error.message
  return new TransportError(method, path, code, text, reached, { cause: error })
}

/** Whether `failure` may be retried under `policy`. */
export function isRetryable(
  failure: HttpStatusError | TransportError,
  policy: RetryPolicy
): boolean {
  if (policy === 'never') return false
  if (failure instanceof HttpStatusError) {
    if (policy === 'idempotent') return RETRYABLE_STATUSES.has(failure.status)
    if (failure.status === 408 || failure.status === 429) return true
    return policy === 'unstarted' && GATEWAY_STATUSES.has(failure.status)
  }
  if (!RETRYABLE_CODES.has(failure.code)) return false
  if (policy === 'idempotent' || !failure.mayHaveReachedServer) return true
  return policy === 'unstarted' && failure.code === 'ECONNRESET'
}

/**
 * Exponential backoff with full jitter: a random delay below min(cap, base·2^(n-1)), so that
 * many runners retrying at once spread out instead of hitting the server together.
 */
export function fullJitter(
  attemptNo: number,
  config: Pick<HttpConfig, 'backoffBaseMs' | 'backoffCapMs'>,
  random: () => number
): number {
  const base = config.backoffBaseMs ?? 1000
  const cap = config.backoffCapMs ?? 20_000
  return Math.floor(random() * Math.min(cap, base * 2 ** (attemptNo - 1)))
}

/**
 * Milliseconds a `Retry-After` header asks for: delta-seconds or an HTTP date. Undefined when
 * absent or unreadable.
 */
export function parseRetryAfter(
  header: string | string[] | undefined,
  now: number
): number | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim()
  if (value === undefined || value === '') return undefined
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** Parses JSON text with a schema; a failure names the endpoint and what was wrong. */
export function parseJson<T>(text: string, schema: z.ZodType<T>, endpoint: string): T {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    const preview = text.trim().replace(/\s+/g, ' ')
    const shown = preview.length > 80 ? `${preview.slice(0, 80)}…` : preview
    throw new ResponseFormatError(
      `${endpoint} answered with a body that is not JSON${shown ? `: "${shown}"` : ' (empty)'}`
    )
  }
  const result = schema.safeParse(parsed)
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 5)
      .map(issue => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
      .join('; ')
    throw new ResponseFormatError(
      `${endpoint} answered with JSON of an unexpected shape: ${problems}`
    )
  }
  return result.data
}

/** `1500` → `1.5 s`; `200` → `200 ms`. */
export function seconds(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`
  const s = ms / 1000
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`
}
