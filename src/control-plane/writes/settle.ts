// Owns what the write protocol runs on (the client and a Runtime) and its one look-again loop:
// how many sends, how many reads settle an uncertain write, and the pause between two looks.
import { abortReason } from '../../base/clock.js'
import { DeadlineError } from '../../base/errors.js'
import { type PollResult, pollUntil } from '../../base/poll-until.js'
import { backoffMs } from '../../base/retry-policy.js'
import type { Runtime } from '../../base/runtime.js'
import type { ControlPlane } from '../client.js'

/** What the write protocol takes: the control plane and the runtime, never a whole run. */
export interface WriteDeps extends Runtime {
  readonly controlPlane: ControlPlane
}

/** Sends of a create or update, at most, while earlier ones may or may not have been applied. */
export const MAX_SENDS = 3

/** Reads, at most, that settle whether an uncertain write was applied before it is resent. */
export const SETTLE_READS = 5

/** Pauses between two looks: full jitter below 0.5 s, 1 s, 2 s, then 4 s. */
const RECHECK_BACKOFF = { baseMs: 500, capMs: 4000 }

/** What {@link recheck} needs besides the dependencies. */
interface Recheck<T> {
  /** Looks, at most. */
  readonly maxLooks: number
  /** One look; `number` counts from 1. */
  readonly look: (number: number) => Promise<T>
  readonly isDone: (answer: T) => boolean
}

/**
 * Looks again and again at the control plane with full-jitter backoff between looks, until
 * `isDone`, `maxLooks` or the deadline (one last look then, given one request's time). Throws the
 * abort's reason when the run is cancelled; the caller says what the other stops mean.
 */
export async function recheck<T>(deps: WriteDeps, options: Recheck<T>): Promise<PollResult<T>> {
  let looked = 0
  const polled = await pollUntil<T>({
    clock: deps.clock,
    deadline: deps.deadline,
    signal: deps.signal,
    lastLookMs: deps.controlPlane.requestTimeoutMs,
    maxAttempts: options.maxLooks,
    attempt: ({ number }) => {
      looked = number
      return options.look(number)
    },
    isDone: options.isDone,
    nextDelay: () => backoffMs(looked, RECHECK_BACKOFF, deps.random)
  })
  if (polled.stop === 'aborted') throw abortReason(deps.signal)
  return polled
}

/**
 * Reads with `look` until it sees something, at most {@link SETTLE_READS} times, pausing with
 * backoff between reads; undefined when every read came back empty. Fails, saying so, when
 * no time is left (after one last read at the deadline).
 */
export async function settle<T>(
  deps: WriteDeps,
  look: () => Promise<T | undefined>
): Promise<T | undefined> {
  const polled = await recheck<T | undefined>(deps, {
    maxLooks: SETTLE_READS,
    look,
    isDone: seen => seen !== undefined
  })
  if (polled.stop !== 'deadline') return polled.answer
  throw new DeadlineError(
    `the time ran out (timeout-seconds) after ${polled.attempts} reads, before they could tell whether it went through`
  )
}
