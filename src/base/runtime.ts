// Owns the one type for the services a piece of work runs on (clock, deadline, per-request
// timeout, logger, signal, random), so a protocol takes these and its client, never a whole run.
import type { Clock, Deadline } from './clock.js'
import type { Logger } from './log.js'

/** What a protocol needs of its surroundings; tests hand in a fake clock and logger. */
export interface Runtime {
  readonly clock: Clock
  /** The budget every read, pause and resend shares (`timeout-seconds`). */
  readonly deadline: Deadline
  /**
   * Longest time one request may wait for its answer (`request-timeout-seconds`); a stream's, for
   * its answer to begin. The clients of the control plane, the agent server and LangSmith take it.
   */
  readonly requestTimeoutMs: number
  readonly logger: Logger
  /** Aborts the work (the workflow was cancelled). */
  readonly signal: AbortSignal | undefined
  /** Jitter source for backoff, in [0, 1). */
  readonly random: () => number
}
