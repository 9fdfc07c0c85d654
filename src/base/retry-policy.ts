// Owns the answer to "try again?": which failures are transient or may have been applied, what
// may be resent under a policy, and how long to wait (full jitter). Every retry loop asks here.
import { HttpStatusError, TransportError } from './errors.js'

/**
 * Which failures a request may be sent again on.
 * - `idempotent`: any transient failure (GET, DELETE).
 * - `unapplied`: only when the server certainly did not act on the request: 408, 429 and a
 *   refused connection. The default for POST and PATCH, whose other failures need a look at the
 *   server before anything is sent again.
 * - `unstarted`: `unapplied` plus 502/503/504 and a reset before any response: a stream run that
 *   a gateway turned away never started.
 * - `never`.
 */
export type RetryPolicy = 'idempotent' | 'unapplied' | 'unstarted' | 'never'

/** Statuses worth another try: the server or a proxy was busy or briefly down. */
export const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504])

const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504])

/** Network error codes that say the connection broke, not that the request was wrong. */
const TRANSIENT_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ECONNABORTED'
])

/** Whether another attempt may meet a different fate: a busy server or a broken connection. */
export function isTransient(failure: unknown): boolean {
  if (failure instanceof TransportError) return TRANSIENT_CODES.has(failure.code)
  return failure instanceof HttpStatusError && TRANSIENT_STATUSES.has(failure.status)
}

/**
 * Whether a write that failed may nevertheless have been applied: the request may have reached
 * the server (a reset or a timeout, not a refused connection), or the server failed (5xx)
 * possibly after acting on it. Such a write is checked on the server before any resend.
 */
export function mayHaveBeenApplied(failure: unknown): boolean {
  if (failure instanceof TransportError) return failure.mayHaveReachedServer
  return failure instanceof HttpStatusError && failure.status >= 500
}

/** The policy of a method when the request does not name one. */
export function defaultPolicy(method: string): RetryPolicy {
  return method === 'GET' || method === 'PUT' || method === 'DELETE' ? 'idempotent' : 'unapplied'
}

/** Whether `failure` may be sent again under `policy`. */
export function mayResend(failure: unknown, policy: RetryPolicy): boolean {
  if (policy === 'never' || !isTransient(failure)) return false
  if (policy === 'idempotent') return true
  if (failure instanceof HttpStatusError) {
    if (failure.status === 408 || failure.status === 429) return true
    return policy === 'unstarted' && GATEWAY_STATUSES.has(failure.status)
  }
  if (!(failure instanceof TransportError) || !failure.mayHaveReachedServer) return true
  return policy === 'unstarted' && failure.code === 'ECONNRESET'
}

/** How many times, and how long between them. Every field optional; see {@link retrySettings}. */
export interface RetryOptions {
  /** Attempts in all, the first included. */
  readonly attempts?: number
  /** The upper bound of the first delay... */
  readonly baseMs?: number
  /** ...and of any delay. */
  readonly capMs?: number
}

/** {@link RetryOptions} with every default applied. */
export type RetrySettings = Required<RetryOptions>

const RETRY_DEFAULTS: RetrySettings = { attempts: 5, baseMs: 1000, capMs: 20_000 }

/** The only place a retry default is applied; everything below takes {@link RetrySettings}. */
export function retrySettings(given: RetryOptions = {}): RetrySettings {
  return {
    attempts: Math.max(1, given.attempts ?? RETRY_DEFAULTS.attempts),
    baseMs: given.baseMs ?? RETRY_DEFAULTS.baseMs,
    capMs: given.capMs ?? RETRY_DEFAULTS.capMs
  }
}

/**
 * Exponential backoff with full jitter: a random delay below min(cap, base·2^(attempt-1)), so
 * that many runners retrying at once spread out instead of hitting the server together.
 */
export function backoffMs(
  attempt: number,
  settings: Pick<RetrySettings, 'baseMs' | 'capMs'>,
  random: () => number
): number {
  return Math.floor(random() * Math.min(settings.capMs, settings.baseMs * 2 ** (attempt - 1)))
}

/** Less time than this left is not worth another attempt. */
export const MIN_ATTEMPT_MS = 100

/** No retry is sent sooner than this after a failure: never more than ten requests a second. */
const MIN_RETRY_DELAY_MS = 100

/** One failed attempt, as {@link retryDecision} judges it. */
export interface RetryCase {
  /** The attempt that failed, from 1. */
  readonly attempt: number
  readonly failure: unknown
  readonly policy: RetryPolicy
  /** Milliseconds left before the deadline. */
  readonly leftMs: number
}

/** What to do after a failed attempt. */
export type RetryDecision =
  | { readonly retry: true; readonly delayMs: number }
  | { readonly retry: false; readonly why: 'not-retryable' | 'attempts' | 'retry-after' | 'time' }

/**
 * The whole retry rule, pure: whether to try again and after how long. A server's
 * `Retry-After` wins (unless it is past the deadline); otherwise a full-jitter backoff,
 * shortened to half the time left so that one more attempt fits. Never sooner than
 * {@link MIN_RETRY_DELAY_MS}.
 */
export function retryDecision(
  c: RetryCase,
  settings: RetrySettings,
  random: () => number
): RetryDecision {
  if (!mayResend(c.failure, c.policy)) return { retry: false, why: 'not-retryable' }
  if (c.attempt >= settings.attempts) return { retry: false, why: 'attempts' }
  const asked = c.failure instanceof HttpStatusError ? c.failure.retryAfterMs : undefined
  if (asked !== undefined && asked >= c.leftMs) return { retry: false, why: 'retry-after' }
  const delayMs = Math.max(
    MIN_RETRY_DELAY_MS,
    asked ?? Math.min(backoffMs(c.attempt, settings, random), c.leftMs / 2)
  )
  if (c.leftMs - delayMs < MIN_ATTEMPT_MS) return { retry: false, why: 'time' }
  return { retry: true, delayMs }
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
