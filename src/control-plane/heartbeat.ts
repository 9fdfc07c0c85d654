// Owns what the wait says while nothing changes: a heartbeat line at least every HEARTBEAT_MS,
// and the followed logs read at most FOLLOW_LOGS_MS apart, whatever the status poll's pace.
import { formatDuration, formatElapsed } from '../base/duration.js'
import type { Runtime } from '../base/runtime.js'

/** Longest silence of the wait while nothing changes. */
export const HEARTBEAT_MS = 30_000

/**
 * Longest time between two reads of the followed logs, so a line shows within 5 s of the server
 * having it (a second is left for the read itself).
 */
export const FOLLOW_LOGS_MS = 4_000

/** Where the wait stands, for the heartbeat line. */
export interface WaitState {
  /** The last status seen ('' while none was). */
  readonly status: string
  /** Clock milliseconds when it was first seen. */
  readonly since: number
}

/** What {@link WaitTalk} needs. */
export interface WaitTalkOptions extends Pick<Runtime, 'clock' | 'deadline' | 'logger'> {
  /** Clock milliseconds when the wait began. */
  readonly started: number
  /** Reads and prints the logs' new lines (`follow-logs`); its failures are its own. */
  readonly follow?: (status: string) => Promise<void>
  readonly signal?: AbortSignal
}

/** The voice of one wait: what it says between two polls of the revision. */
export class WaitTalk {
  private saidAt: number
  private followedAt = Number.NEGATIVE_INFINITY

  constructor(private readonly options: WaitTalkOptions) {
    this.saidAt = options.started
  }

  /** The wait just said something (a status change): the next heartbeat is due later. */
  said(): void {
    this.saidAt = this.options.clock.now()
  }

  /** Reads the followed logs now, when following. */
  async follow(status: string): Promise<void> {
    if (this.options.follow === undefined) return
    this.followedAt = this.options.clock.now()
    await this.options.follow(status)
  }

  /**
   * Sleeps `ms` (until the next poll of the revision), waking to say a heartbeat and to read the
   * followed logs whenever they are due.
   */
  async idle(ms: number, state: WaitState): Promise<void> {
    const { clock, signal } = this.options
    const until = clock.now() + ms
    for (let now = clock.now(); now < until; now = clock.now()) {
      const followAt =
        this.options.follow === undefined
          ? Number.POSITIVE_INFINITY
          : this.followedAt + FOLLOW_LOGS_MS
      const wake = Math.min(until, this.saidAt + HEARTBEAT_MS, followAt)
      await clock.sleep(Math.max(0, wake - now), signal)
      const woke = clock.now()
      if (woke - this.saidAt >= HEARTBEAT_MS) this.heartbeat(state)
      // At `until` the revision is polled, and the logs read right after it.
      if (woke >= followAt && woke < until) await this.follow(state.status)
    }
  }

  private heartbeat(state: WaitState): void {
    const { clock, deadline, logger, started } = this.options
    const now = clock.now()
    const status = state.status === '' ? 'no status yet' : `still ${state.status}`
    logger.info(
      `${formatElapsed(now - started)} ${status}: ${formatDuration(now - state.since)} in this status, ${formatDuration(now - started)} elapsed, ${formatDuration(deadline.remainingMs())} left`
    )
    this.saidAt = now
  }
}
