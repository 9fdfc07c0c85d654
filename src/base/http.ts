// Owns the one HTTP layer under both API clients: headers, timeouts, retries (as retry-policy
// decides), same-origin redirects, errors. Never carries credentials where url-trust refuses.
import type { Agent, OutgoingHttpHeaders } from 'node:http'
import type { z } from 'zod'
import { agentChooser } from './agents.js'
import { formatDuration } from './duration.js'
import {
  DeadlineError,
  HttpStatusError,
  RedirectError,
  TransportError,
  detailOf
} from './errors.js'
import {
  type StreamResponse,
  anySignal,
  cancelReason,
  exchange,
  readBody,
  timeoutSignal
} from './http-exchange.js'
import { parseJson } from './json.js'
import { withoutUndefined } from './objects.js'
import type {
  FailedResponse,
  HttpConfig,
  HttpMethod,
  HttpResponse,
  RequestSpec,
  StreamOptions
} from './http-types.js'
import {
  type RetrySettings,
  defaultPolicy,
  parseRetryAfter,
  retryDecision,
  retrySettings
} from './retry-policy.js'
import { assertMayCarryKey } from './url-trust.js'

export type {
  FailedResponse,
  HttpConfig,
  HttpMethod,
  HttpResponse,
  HttpSettings,
  RequestSpec,
  StreamOptions
} from './http-types.js'
export type { StreamResponse } from './http-exchange.js'

const MAX_REDIRECTS = 5

/** The settings of an {@link HttpConfig} that have a default. */
type Defaulted = Required<Pick<HttpConfig, 'requestTimeoutMs' | 'maxBodyBytes' | 'random'>>

/** The only place an HTTP default is stated; merged once, in the constructor of {@link Http}. */
const HTTP_DEFAULTS: Defaulted = {
  requestTimeoutMs: 30_000,
  maxBodyBytes: 8 * 1024 * 1024,
  random: Math.random
}
const MAX_ERROR_BODY_BYTES = 64 * 1024

/**
 * Its agents (and so the runner's proxy settings) are base/agents.ts's, from `@actions/http-client`;
 * not the toolkit's retries or redirects: those retry a POST that may have been applied, ignore
 * `Retry-After`, and forward `X-Api-Key` to whatever host a redirect names.
 */
export class Http {
  private readonly agentFor: (url: URL) => Agent
  private readonly origin: string
  private readonly config: HttpConfig & Defaulted
  private readonly retry: RetrySettings
  private readonly secretHeaders: ReadonlySet<string>

  constructor(given: HttpConfig) {
    // What was given, the defaults where it left a field out (or undefined).
    const config = { ...given, ...HTTP_DEFAULTS, ...withoutUndefined(given) }
    this.config = config
    if (config.secretHeaders.length > 0) assertMayCarryKey(config.baseUrl)
    this.origin = new URL(config.baseUrl).origin
    this.retry = retrySettings(config.retry)
    this.secretHeaders = new Set(config.secretHeaders.map(name => name.toLowerCase()))
    this.agentFor = agentChooser(false)
  }

  /** Longest time one attempt may take until its response is read: a caller's last look. */
  get requestTimeoutMs(): number {
    return this.config.requestTimeoutMs
  }

  /** Sends a request and reads the whole response, retrying as its policy allows. */
  async send(spec: RequestSpec): Promise<HttpResponse> {
    return this.withRetries(spec, undefined, async signal => {
      const response = await this.follow(spec, signal, false)
      const limit = this.config.maxBodyBytes
      const text = await readBody(response.body, { ...spec, limit, truncate: false })
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
      this.follow(streamSpec, signal, true)
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
      const silence = `the stream sent nothing for ${formatDuration(options.idleTimeoutMs)}`
      const { method, path } = spec
      const where = { method, path, code: 'ETIMEDOUT', detail: silence }
      body.destroy(new TransportError({ ...where, mayHaveReachedServer: true }))
    })
    return response
  }

  private async withRetries<T>(
    spec: RequestSpec,
    extraSignal: AbortSignal | undefined,
    attempt: (signal: AbortSignal) => Promise<T>
  ): Promise<T> {
    const policy = spec.retry ?? defaultPolicy(spec.method)
    const cancel = anySignal([this.config.signal, extraSignal])
    // Not pollUntil: a request retried is a resend, and past the deadline nothing is sent again
    // (no last look), the error naming the last answer. A caller's last look gets the grace.
    let failure: HttpStatusError | TransportError | undefined
    for (let attemptNo = 1; ; attemptNo++) {
      const remaining = this.config.deadline?.remainingMs() ?? Infinity
      if (remaining <= 0) {
        if (failure !== undefined) throw this.finalError(failure, 'time')
        throw new DeadlineError(
          `${spec.method} ${spec.path} was not sent: the time allowed (${this.deadlineLabel()}) has run out`
        )
      }
      const limit = Math.min(spec.timeoutMs ?? Infinity, this.config.requestTimeoutMs, remaining)
      const timeout = timeoutSignal(Math.max(1, limit), cancel)
      const { signal } = timeout
      try {
        return await attempt(signal)
      } catch (error) {
        if (cancel?.aborted) throw cancelReason(cancel)
        if (!(error instanceof HttpStatusError || error instanceof TransportError)) throw error
        failure = error
      } finally {
        // The attempt is over: its body was read, or (a stream) the signal no longer applies.
        timeout.clear()
      }
      const leftMs = this.config.deadline?.remainingMs() ?? Infinity
      const decision = retryDecision(
        { attempt: attemptNo, failure, policy, leftMs },
        this.retry,
        this.config.random
      )
      if (!decision.retry) throw this.finalError(failure, decision.why)
      this.config.logger.info(
        `${failure.message}; trying again in ${formatDuration(decision.delayMs)} (attempt ${attemptNo + 1} of ${this.retry.attempts})`
      )
      await this.config.clock.sleep(decision.delayMs, cancel)
    }
  }

  /** The error a request ends with when it is not tried again. */
  private finalError(failure: HttpStatusError | TransportError, why: string): Error {
    if (why === 'retry-after' && failure instanceof HttpStatusError) {
      const asked = formatDuration(failure.retryAfterMs ?? 0)
      return new DeadlineError(
        `${failure.message}; the server asked to retry after ${asked}, past the time allowed (${this.deadlineLabel()})`,
        { cause: failure }
      )
    }
    if (why === 'time') {
      return new DeadlineError(
        `${failure.message}; no time is left to retry (${this.deadlineLabel()})`,
        { cause: failure }
      )
    }
    return failure
  }

  private deadlineLabel(): string {
    return this.config.deadline?.label ?? 'timeout-seconds'
  }

  /**
   * One request, following same-origin redirects. Resolves with the response, body unread,
   * when its status is expected; otherwise reads the body and throws {@link HttpStatusError}.
   */
  private async follow(
    spec: RequestSpec,
    signal: AbortSignal,
    headersOnly: boolean
  ): Promise<StreamResponse> {
    let url = this.url(spec)
    let method: HttpMethod = spec.method
    let body = spec.body === undefined ? null : JSON.stringify(spec.body)
    for (let redirects = 0; ; redirects++) {
      const started = this.config.clock.now()
      this.config.logger.debug(`→ ${method} ${url.href} ${this.describeHeaders(spec, body)}`)
      const headers = this.headers(spec, body)
      const agent = this.agentFor(url)
      const label = spec.path
      const response = await exchange({
        method,
        url,
        headers,
        body: spec.upload === undefined ? body : spec.upload.open(),
        label,
        agent,
        signal,
        headersOnly
      })
      this.config.logger.debug(
        `← ${response.status} ${method} ${url.pathname} in ${this.config.clock.now() - started} ms`
      )
      const location = response.headers.location
      if (response.status >= 300 && response.status < 400 && location !== undefined) {
        response.body.resume()
        const next = this.redirectTarget(
          spec,
          method,
          response.status,
          new URL(location, url),
          redirects
        )
        if (response.status === 303) {
          method = 'GET'
          body = null
        }
        url = next
        continue
      }
      if (spec.expect.includes(response.status)) return response
      throw await this.statusError(spec, response)
    }
  }

  /** Where a redirect leads, or a RedirectError when following it could leak the key. */
  private redirectTarget(
    spec: RequestSpec,
    method: HttpMethod,
    status: number,
    next: URL,
    redirects: number
  ): URL {
    if (spec.upload !== undefined) {
      throw new RedirectError(
        `${spec.method} ${spec.path} was redirected to ${next.origin}${next.pathname}; not followed: an upload's body is never sent along a redirect`
      )
    }
    if (next.origin !== this.origin) {
      throw new RedirectError(
        `${spec.method} ${spec.path} was redirected to ${next.origin}${next.pathname}; not followed: the API key is only sent to ${this.origin}, the host you configured`
      )
    }
    if (redirects + 1 >= MAX_REDIRECTS) {
      throw new RedirectError(`${spec.method} ${spec.path}: more than ${MAX_REDIRECTS} redirects`)
    }
    if (status !== 303 && status !== 307 && status !== 308 && method !== 'GET') {
      throw new RedirectError(
        `${spec.method} ${spec.path} was answered with a ${status} redirect to ${next.pathname}; a ${method} is only sent again on a 307 or 308`
      )
    }
    return next
  }

  private headers(spec: RequestSpec, body: string | null): OutgoingHttpHeaders {
    const headers: OutgoingHttpHeaders = {
      accept: 'application/json',
      'user-agent': this.config.userAgent,
      ...this.config.headers,
      ...spec.headers
    }
    if (spec.upload !== undefined) {
      headers['content-type'] = spec.upload.contentType
      headers['content-length'] = spec.upload.length
    } else if (body !== null) {
      headers['content-type'] = 'application/json'
      headers['content-length'] = Buffer.byteLength(body)
    }
    return headers
  }

  private async statusError(spec: RequestSpec, response: StreamResponse): Promise<HttpStatusError> {
    const read = { ...spec, limit: MAX_ERROR_BODY_BYTES, truncate: true }
    const text = await readBody(response.body, read).catch(() => '')
    const contentType = response.headers['content-type'] ?? ''
    const failed: FailedResponse = {
      method: spec.method,
      path: spec.path,
      status: response.status,
      detail: detailOf(text, contentType),
      contentType
    }
    return new HttpStatusError({
      ...failed,
      hint: this.config.hint?.(failed),
      retryAfterMs: parseRetryAfter(response.headers['retry-after'], this.config.clock.now())
    })
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
    const sent =
      spec.upload !== undefined
        ? ` + ${spec.upload.length} bytes of ${spec.upload.contentType}`
        : body === null
          ? ''
          : ` + ${Buffer.byteLength(body)} bytes of JSON`
    return `{${shown.join(', ')}}${sent}`
  }
}
