// Owns what the write protocol runs on (the client and a Runtime) and its bounded reads: how
// many sends, how many reads settle an uncertain write, and the pause between two of them.
import type { Runtime } from '../../base/runtime.js'
import { DeadlineError } from '../../base/errors.js'
import { backoffMs } from '../../base/retry-policy.js'
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

/**
 * Reads with `look` until it sees something, at most {@link SETTLE_READS} times, pausing with
 * backoff between reads; undefined when every read came back empty. Fails, saying so, when
 * no time is left.
 */
export async function settle<T>(
  rt: Runtime,
  look: () => Promise<T | undefined>
): Promise<T | undefined> {
  for (let read = 1; ; read++) {
    const seen = await look()
    if (seen !== undefined || read >= SETTLE_READS) return seen
    try {
      await recheckPause(rt, read)
    } catch (error) {
      if (!(error instanceof DeadlineError)) throw error
      throw new DeadlineError(
        `the time ran out (timeout-seconds) before ${read + 1} reads could tell whether it went through`,
        { cause: error }
      )
    }
  }
}

/**
 * Waits before look `look + 1` at the control plane (full-jitter backoff); throws a
 * {@link DeadlineError} when no time is left for it.
 */
export async function recheckPause(rt: Runtime, look: number): Promise<void> {
  const { deadline } = rt
  if (deadline.remainingMs() <= 0) {
    throw new DeadlineError(`no time is left to look again (${deadline.label})`)
  }
  const delay = Math.min(backoffMs(look, RECHECK_BACKOFF, rt.random), deadline.remainingMs())
  await rt.clock.sleep(delay, rt.signal)
  if (deadline.expired()) {
    throw new DeadlineError(`no time is left to look again (${deadline.label})`)
  }
}
