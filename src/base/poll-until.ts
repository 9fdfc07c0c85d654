// Owns the one poll loop: look, decide, sleep, until done or out of time; at the deadline it
// always takes one last look (its requests given the grace of one request) and says why it stopped.
import type { Clock, Deadline } from './clock.js'
import { DeadlineError } from './errors.js'

/** Why {@link pollUntil} stopped. */
export type PollStop = 'done' | 'deadline' | 'aborted' | 'attempts'

/** What {@link pollUntil} needs. */
export interface PollUntilOptions<T> {
  readonly clock: Clock
  /** The run's deadline, which the looks' requests share: graced for the last look. */
  readonly deadline: Deadline
  /** Clock milliseconds at which to stop before the deadline (a budget of the loop's own). */
  readonly until?: number
  /**
   * How long the last look, taken when the time is up, may still take: one request's timeout.
   * The deadline is extended by this much while it runs, never longer.
   */
  readonly lastLookMs: number
  /** One look; `last` is true for the look taken when the time is up. */
  readonly attempt: (look: { readonly number: number; readonly last: boolean }) => Promise<T>
  readonly isDone: (answer: T) => boolean
  /** Milliseconds from now to the next look (cut short at the deadline). */
  readonly nextDelay: (answer: T) => number
  /** How to spend a delay (to talk while waiting); default: the clock's sleep. */
  readonly sleep?: (ms: number) => Promise<void>
  /** Most looks; default: no limit but the time. */
  readonly maxAttempts?: number
  readonly signal?: AbortSignal
}

/** How a poll ended: why, the last answer (undefined when no look answered), and how many looks. */
export interface PollResult<T> {
  readonly stop: PollStop
  readonly answer: T | undefined
  readonly attempts: number
}

/**
 * Looks with `attempt` until `isDone`, sleeping `nextDelay` between looks. When the time is up
 * (the deadline or `until`), whatever the pace, it takes one last look before it stops, so that
 * what turned final before the deadline is seen, and the answer returned is the service's last.
 * A look that throws {@link DeadlineError} (no time left for its request) counts as unanswered and
 * leads to the last look; any other throw ends the loop; an abort stops it with `aborted`.
 */
export async function pollUntil<T>(options: PollUntilOptions<T>): Promise<PollResult<T>> {
  const { clock, deadline, signal } = options
  const end = (): number => Math.min(deadline.at, options.until ?? Number.POSITIVE_INFINITY)
  const left = (): number => Math.max(0, end() - clock.now())
  const sleep = options.sleep ?? ((ms: number) => clock.sleep(ms, signal))
  let answer: T | undefined
  for (let number = 1; ; number++) {
    const last = left() <= 0
    let got: { readonly value: T } | undefined
    try {
      const look = { number, last }
      const value = last
        ? await deadline.graced(options.lastLookMs, () => options.attempt(look))
        : await options.attempt(look)
      got = { value }
      answer = value
      if (options.isDone(value)) return { stop: 'done', answer, attempts: number }
    } catch (error) {
      if (signal?.aborted) return { stop: 'aborted', answer, attempts: number }
      if (!(error instanceof DeadlineError)) throw error
    }
    if (last) return { stop: 'deadline', answer, attempts: number }
    if (number >= (options.maxAttempts ?? Number.POSITIVE_INFINITY)) {
      return { stop: 'attempts', answer, attempts: number }
    }
    // Unanswered for want of time: straight on to the last look, when the time is up.
    const wanted = got === undefined ? left() : options.nextDelay(got.value)
    try {
      await sleep(Math.min(Math.max(0, wanted), left()))
    } catch (error) {
      if (signal?.aborted) return { stop: 'aborted', answer, attempts: number }
      throw error
    }
  }
}
