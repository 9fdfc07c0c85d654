// Owns time as a parameter: the Clock every wait, backoff and deadline takes (so tests run a
// 30-minute wait in milliseconds), and the Deadline that bounds a step.

/** Now and sleep; tests replace it. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /**
   * Resolves after `ms` milliseconds, or rejects with the signal's reason as soon as `signal`
   * aborts, so that a cancelled run never sits out a poll interval.
   */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}

/** The real clock, backed by `Date.now` and `setTimeout`. */
class SystemClock implements Clock {
  now(): number {
    return Date.now()
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortReason(signal))
        return
      }
      const onAbort = (): void => {
        clearTimeout(timer)
        reject(abortReason(signal))
      }
      const timer = setTimeout(
        () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
        Math.max(0, ms)
      )
      signal?.addEventListener('abort', onAbort, { once: true })
    })
  }
}

/** The real clock. */
export const systemClock: Clock = new SystemClock()

/** The error a cancelled sleep or wait ends with: the signal's reason. */
export function abortReason(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason
  return reason instanceof Error ? reason : new Error('aborted')
}

/**
 * A point in time after which no request, retry or wait may continue. Created once per run
 * from `timeout-seconds`, so that retries and polling share one budget.
 */
export class Deadline {
  private end: number

  /**
   * @param clock the clock that measures it
   * @param at the absolute time (clock milliseconds) at which it expires
   */
  constructor(
    private readonly clock: Clock,
    at: number,
    /** The input that set it, for messages: `timeout-seconds`, `smoke-timeout-seconds`. */
    readonly label = 'timeout-seconds'
  ) {
    this.end = at
  }

  /** A deadline `ms` milliseconds from now. */
  static after(clock: Clock, ms: number, label?: string): Deadline {
    return new Deadline(clock, clock.now() + ms, label)
  }

  /** The absolute time (clock milliseconds) at which it expires. */
  get at(): number {
    return this.end
  }

  /** Milliseconds left, never negative. */
  remainingMs(): number {
    return Math.max(0, this.end - this.clock.now())
  }

  /** Whether the deadline has passed. */
  expired(): boolean {
    return this.remainingMs() <= 0
  }

  /**
   * Runs `fn` with at least `ms` milliseconds to go, even once the deadline has passed (to show
   * why a run ran out of time); afterwards the deadline is what it was.
   */
  async graced<T>(ms: number, fn: () => Promise<T>): Promise<T> {
    const end = this.end
    this.end = Math.max(end, this.clock.now() + ms)
    try {
      return await fn()
    } finally {
      this.end = end
    }
  }

  /**
   * Runs `fn` on its own time: the deadline moves back by as long as `fn` took, so work with a
   * budget of its own (the calls to GitHub) never eats into this one.
   */
  async excluding<T>(fn: () => Promise<T>): Promise<T> {
    const started = this.clock.now()
    try {
      return await fn()
    } finally {
      this.end += this.clock.now() - started
    }
  }
}
