// Owns the vocabulary of the HTTP layer: the settings every client passes down, one API's
// configuration, a request, and the shapes of its answers.
import type { IncomingHttpHeaders } from 'node:http'
import type { Readable } from 'node:stream'
import type { Clock, Deadline } from './clock.js'
import type { Logger } from './log.js'
import type { RetryOptions, RetryPolicy } from './retry-policy.js'

/** HTTP methods the two APIs use. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

/** What a hint function gets to look at. */
export interface FailedResponse {
  readonly method: string
  readonly path: string
  readonly status: number
  readonly detail: string
  readonly contentType: string
}

/** What every client passes down to its {@link Http} unchanged. */
export interface HttpSettings {
  readonly userAgent: string
  readonly clock: Clock
  readonly logger: Logger
  /** No attempt, retry or backoff outlives it. */
  readonly deadline?: Deadline
  /** Aborts every request and wait (the workflow was cancelled). */
  readonly signal?: AbortSignal
  /** Longest time one attempt may take until its response is read (default 30 s). */
  readonly requestTimeoutMs?: number
  readonly retry?: RetryOptions
  /** Source of jitter in [0, 1); tests fix it. */
  readonly random?: () => number
}

/** How one {@link Http} instance talks to one API. */
export interface HttpConfig extends HttpSettings {
  /** Origin plus optional path prefix, without a trailing slash (`https://h/api-host`). */
  readonly baseUrl: string
  /** Headers sent on every request, credentials included. */
  readonly headers: Readonly<Record<string, string>>
  /** Names of headers whose values are secrets: debug logs show them as `***`. */
  readonly secretHeaders: readonly string[]
  /** Largest response body read into memory (default 8 MiB). */
  readonly maxBodyBytes?: number
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
  /** A body streamed as it is (an upload), instead of `body`; never sent along a redirect. */
  readonly upload?: UploadBody
  /** Statuses that mean success; anything else throws {@link HttpStatusError}. */
  readonly expect: readonly number[]
  /** Default: `idempotent` for GET and DELETE, `unapplied` otherwise. */
  readonly retry?: RetryPolicy
  /** A shorter limit on one attempt of this request than the client's `requestTimeoutMs`. */
  readonly timeoutMs?: number
  /** Extra headers for this request. */
  readonly headers?: Readonly<Record<string, string>>
}

/** A body that is streamed rather than held: each attempt opens it anew. */
export interface UploadBody {
  /** The body, opened anew for each attempt: a stream, or a {@link ChunkWriter}. */
  open(): Readable | ChunkWriter
  /** Its length in bytes, sent as Content-Length. */
  readonly length: number
  readonly contentType: string
}

/**
 * Writes a body through `send`, which resolves once the chunk has left (its buffer may then be
 * written over) and rejects when the request failed; the request ends when the writer resolves.
 */
export type ChunkWriter = (send: (chunk: Buffer) => Promise<void>) => Promise<void>

/** A whole response, its body read as text. */
export interface HttpResponse {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly text: string
}

/** Options of {@link Http.openStream}. */
export interface StreamOptions {
  /** Longest silence while the body is read before it counts as broken. */
  readonly idleTimeoutMs: number
  /** Aborts the request, and the body once it flows. */
  readonly signal?: AbortSignal
}
