// Owns the action's error classes and how they gain context as they rise: each carries the
// request and what the server said, so a message can say what, where and what to check.
import { truncate } from './text.js'

/** The longest piece of a server's answer that an error message quotes. */
export const MAX_DETAIL_CHARS = 1024

/** What an {@link HttpStatusError} is made of. */
export interface HttpStatusFailure {
  readonly method: string
  /** Path and query of the request, without the host. */
  readonly path: string
  readonly status: number
  /** The server's `detail` (or the body text), cut to about 1 KB. */
  readonly detail: string
  /** The body's media type, e.g. `text/html`. */
  readonly contentType: string
  /** What the user can do about it, when we know. */
  readonly hint?: string
  /** How long the server asked us to wait (`Retry-After`), in milliseconds. */
  readonly retryAfterMs?: number
}

/**
 * A response whose status is not the one the endpoint answers on success. Carries what a user
 * needs to act: the request, the status and what the server said about it.
 */
export class HttpStatusError extends Error implements HttpStatusFailure {
  override readonly name = 'HttpStatusError'
  readonly method: string
  readonly path: string
  readonly status: number
  readonly detail: string
  readonly contentType: string
  readonly hint: string | undefined
  readonly retryAfterMs: number | undefined

  constructor(failure: HttpStatusFailure) {
    const { method, path, status, detail, hint } = failure
    super(
      `${method} ${path} returned HTTP ${status}${detail ? `: ${detail}` : ''}${hint ? ` (${hint})` : ''}`
    )
    this.method = method
    this.path = path
    this.status = status
    this.detail = detail
    this.contentType = failure.contentType
    this.hint = hint
    this.retryAfterMs = failure.retryAfterMs
  }
}

/** A request that got no usable response: refused, reset, timed out. */
/** What a {@link TransportError} is made of. */
export interface TransportErrorOptions extends Pick<
  TransportError,
  'method' | 'path' | 'code' | 'mayHaveReachedServer'
> {
  /** What went wrong, for people: the message reads `${method} ${path} failed: ${detail}`. */
  readonly detail: string
  /** The socket's own error, when there is one. */
  readonly cause?: unknown
}

export class TransportError extends Error {
  override readonly name = 'TransportError'

  readonly method: string
  readonly path: string
  /** The system error code (`ECONNRESET`, ...) or `ETIMEDOUT` for our own timeout. */
  readonly code: string
  /**
   * Whether the server may have received and applied the request. A refused connection never
   * reached it; a reset or a timeout may have.
   */
  readonly mayHaveReachedServer: boolean

  constructor(options: TransportErrorOptions) {
    const { method, path, detail, cause } = options
    super(`${method} ${path} failed: ${detail}`, cause === undefined ? undefined : { cause })
    this.method = method
    this.path = path
    this.code = options.code
    this.mayHaveReachedServer = options.mayHaveReachedServer
  }
}

/** A success response whose body is not what the endpoint returns. */
export class ResponseFormatError extends Error {
  override readonly name: string = 'ResponseFormatError'
}

/** A response body larger than the bound it was read with: not read further. */
export class BodyTooLargeError extends ResponseFormatError {
  override readonly name = 'BodyTooLargeError'

  constructor(
    where: string,
    /** The bound, in bytes. */
    readonly limit: number
  ) {
    super(`${where}: the response body is larger than ${limit} bytes; not read further`)
  }
}

/** A redirect the client refuses to follow because it would carry the API key elsewhere. */
export class RedirectError extends Error {
  override readonly name = 'RedirectError'
}

/** The run's deadline (`timeout-seconds`) passed before the work was done. */
export class DeadlineError extends Error {
  override readonly name = 'DeadlineError'
}

/**
 * The text of anything thrown, Error or not. fetch's failure says only `fetch failed` (the words
 * by which the LangSmith SDK and others know a network's failure, so fetches keep them): what
 * failed is its cause, said after them.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    const bare = error.name === 'TypeError' && error.message === 'fetch failed'
    return bare && error.cause !== undefined
      ? `fetch failed: ${errorMessage(error.cause)}`
      : error.message
  }
  if (typeof error === 'string') return error
  try {
    // JSON.stringify returns undefined for undefined, functions and symbols.
    const json = JSON.stringify(error) as string | undefined
    return json === undefined ? String(error) : json
  } catch {
    return String(error)
  }
}

/**
 * Runs `fn` and, when it throws, adds what we were doing to the message (`updating deployment
 * my-agent: PATCH ... returned HTTP 422: ...`). The original error stays as `cause`, and its class
 * is kept when it is one of ours so callers can still tell the failures apart.
 */
export async function withContext<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    throw addContext(what, error)
  }
}

/** `error` with `what` in front of its message. */
export function addContext(what: string, error: unknown): Error {
  const message = `${what}: ${errorMessage(error)}`
  if (error instanceof Error) {
    const wrapped = new ContextError(message, error)
    return wrapped
  }
  return new Error(message)
}

/** An error with context added; `cause` is the error it wraps. */
export class ContextError extends Error {
  override readonly name = 'ContextError'

  constructor(
    message: string,
    override readonly cause: Error
  ) {
    super(message, { cause })
  }
}

/** Short text of a server's error body: the `detail` of a JSON body, else the text itself. */
export function detailOf(body: string, contentType: string): string {
  const trimmed = body.trim()
  if (trimmed === '') return ''
  if (contentType.includes('json') || trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed)
      const detail = jsonDetail(parsed)
      if (detail !== undefined) return cut(detail)
    } catch {
      // Not JSON after all: fall through to the raw text.
    }
  }
  if (contentType.includes('html') || /^<(!doctype|html)/i.test(trimmed)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(trimmed)?.[1]?.trim()
    const text = trimmed
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    return cut(`an HTML page${title ? ` titled "${title}"` : ''}${text ? `: ${text}` : ''}`)
  }
  return cut(trimmed.replace(/\s+/g, ' '))
}

function jsonDetail(parsed: unknown): string | undefined {
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const record = parsed as Record<string, unknown>
  const detail = record.detail ?? record.message ?? record.error
  if (typeof detail === 'string') return detail
  if (Array.isArray(detail)) {
    // FastAPI validation errors: [{loc: ['body', 'name'], msg: 'field required', type}]
    return detail
      .map(item => {
        if (typeof item !== 'object' || item === null) return JSON.stringify(item)
        const { loc, msg } = item as { loc?: unknown; msg?: unknown }
        const where = Array.isArray(loc) ? loc.map(String).join('.') : undefined
        const text = typeof msg === 'string' ? msg : JSON.stringify(item)
        return where ? `${where}: ${text}` : text
      })
      .join('; ')
  }
  const issues = issuesOf(detail)
  if (issues !== undefined) return issues
  if (detail !== undefined) return JSON.stringify(detail)
  return JSON.stringify(parsed)
}

/** `{"name": "ZodError", "issues": [{path, message}]}` (the agent server's 400s) in one line. */
function issuesOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { issues } = error as { issues?: unknown }
  if (!Array.isArray(issues)) return undefined
  return issues
    .map(issue => {
      const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown }
      const where = Array.isArray(path) && path.length > 0 ? `${path.map(String).join('.')}: ` : ''
      return `${where}${typeof message === 'string' ? message : JSON.stringify(issue)}`
    })
    .join('; ')
}

function cut(text: string): string {
  return truncate(text, MAX_DETAIL_CHARS)
}
