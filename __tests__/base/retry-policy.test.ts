import { describe, expect, it } from '@jest/globals'
import { HttpStatusError, TransportError } from '../../src/base/errors.js'
import {
  type RetryPolicy,
  backoffMs,
  isTransient,
  mayHaveBeenApplied,
  mayResend,
  parseRetryAfter,
  retryDecision,
  retrySettings
} from '../../src/base/retry-policy.js'

describe('Retry-After', () => {
  it.each<[string | undefined, number | undefined]>([
    ['5', 5000],
    ['0', 0],
    [' 12 ', 12_000],
    [undefined, undefined],
    ['', undefined],
    ['soon', undefined],
    ['Sat, 21 Nov 2026 10:00:30 GMT', 30_000],
    ['Sat, 21 Nov 2026 09:00:00 GMT', 0]
  ])('Retry-After %p -> %p ms', (header, expected) => {
    expect(parseRetryAfter(header, Date.parse('2026-11-21T10:00:00Z'))).toBe(expected)
  })
})

describe('backoff', () => {
  it('full jitter stays under the exponential ceiling and the cap', () => {
    const config = { baseMs: 100, capMs: 1000 }
    expect(backoffMs(1, config, () => 0.999)).toBe(99)
    expect(backoffMs(3, config, () => 0.999)).toBe(399)
    expect(backoffMs(10, config, () => 0.999)).toBe(999)
    expect(backoffMs(4, config, () => 0)).toBe(0)
  })
})

const status = (s: number, retryAfterMs?: number): HttpStatusError =>
  new HttpStatusError({
    method: 'GET',
    path: '/',
    status: s,
    detail: '',
    contentType: '',
    retryAfterMs
  })
const net = (code: string, reached: boolean): TransportError =>
  new TransportError({
    method: 'GET',
    path: '/',
    code,
    detail: code,
    mayHaveReachedServer: reached
  })

describe('mayResend', () => {
  it.each<[string, HttpStatusError | TransportError, RetryPolicy, boolean]>([
    ['503 idempotent', status(503), 'idempotent', true],
    ['503 unapplied', status(503), 'unapplied', false],
    ['503 unstarted', status(503), 'unstarted', true],
    ['500 unstarted', status(500), 'unstarted', false],
    ['429 unapplied', status(429), 'unapplied', true],
    ['408 unapplied', status(408), 'unapplied', true],
    ['404 idempotent', status(404), 'idempotent', false],
    ['reset idempotent', net('ECONNRESET', true), 'idempotent', true],
    ['reset unapplied', net('ECONNRESET', true), 'unapplied', false],
    ['reset unstarted', net('ECONNRESET', true), 'unstarted', true],
    ['refused unapplied', net('ECONNREFUSED', false), 'unapplied', true],
    ['timeout unapplied', net('ETIMEDOUT', true), 'unapplied', false],
    ['host not found', net('ENOTFOUND', true), 'idempotent', false],
    ['never', status(503), 'never', false]
  ])('%s -> %p', (_name, failure, policy, expected) => {
    expect(mayResend(failure, policy)).toBe(expected)
  })
})

describe('isTransient and mayHaveBeenApplied', () => {
  it.each<[string, unknown, boolean, boolean]>([
    ['503', status(503), true, true],
    ['501', status(501), false, true],
    ['429', status(429), true, false],
    ['404', status(404), false, false],
    ['reset', net('ECONNRESET', true), true, true],
    ['refused', net('ECONNREFUSED', false), true, false],
    ['host not found', net('ENOTFOUND', true), false, true],
    ['a plain Error', new Error('x'), false, false]
  ])('%s: transient %p, may have been applied %p', (_name, failure, transient, applied) => {
    expect(isTransient(failure)).toBe(transient)
    expect(mayHaveBeenApplied(failure)).toBe(applied)
  })
})

describe('retryDecision', () => {
  const settings = retrySettings({ attempts: 3, baseMs: 1000, capMs: 20_000 })
  const half = (): number => 0.5
  it.each<[string, Parameters<typeof retryDecision>[0], ReturnType<typeof retryDecision>]>([
    [
      'backoff with full jitter',
      { attempt: 2, failure: status(503), policy: 'idempotent', leftMs: 60_000 },
      { retry: true, delayMs: 1000 }
    ],
    [
      'Retry-After wins over backoff',
      { attempt: 1, failure: status(429, 7000), policy: 'idempotent', leftMs: 60_000 },
      { retry: true, delayMs: 7000 }
    ],
    [
      'Retry-After past the deadline stops',
      { attempt: 1, failure: status(429, 70_000), policy: 'idempotent', leftMs: 60_000 },
      { retry: false, why: 'retry-after' }
    ],
    [
      'the backoff is cut to half the time left',
      { attempt: 3 - 1, failure: status(503), policy: 'idempotent', leftMs: 1600 },
      { retry: true, delayMs: 800 }
    ],
    [
      'no room for another attempt',
      { attempt: 1, failure: status(503), policy: 'idempotent', leftMs: 150 },
      { retry: false, why: 'time' }
    ],
    [
      'attempts used up',
      { attempt: 3, failure: status(503), policy: 'idempotent', leftMs: 60_000 },
      { retry: false, why: 'attempts' }
    ],
    [
      'a POST that may have been applied is not resent',
      { attempt: 1, failure: status(503), policy: 'unapplied', leftMs: 60_000 },
      { retry: false, why: 'not-retryable' }
    ]
  ])('%s', (_name, c, expected) => {
    expect(retryDecision(c, settings, half)).toEqual(expected)
  })

  it.each([
    ['a backoff of 0', status(503), () => 0],
    ['Retry-After: 0', status(429, 0), half]
  ])('never retries sooner than 100 ms: %s', (_name, failure, random) => {
    const c = { attempt: 1, failure, policy: 'idempotent' as const, leftMs: 60_000 }
    expect(retryDecision(c, settings, random)).toEqual({ retry: true, delayMs: 100 })
  })

  it('applies each default once', () => {
    expect(retrySettings()).toEqual({ attempts: 5, baseMs: 1000, capMs: 20_000 })
    expect(retrySettings({ attempts: 0 }).attempts).toBe(1)
  })
})
