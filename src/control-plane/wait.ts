// Owns the wait for a revision: polling it at the pace poll-policy.ts sets until its status is
// terminal or the deadline passes, logging each change once. It judges nothing beyond that.
import type { Clock, Deadline } from '../base/clock.js'
import { formatElapsed } from '../base/duration.js'
import { DeadlineError, errorMessage } from '../base/errors.js'
import type { Logger } from '../base/log.js'
import { isTransient } from '../base/retry-policy.js'
import { type ControlPlane, WrongRevisionError } from './client.js'
import { nextPollDelayMs } from './poll-policy.js'
import { type StatusClass, classifyStatus } from './revisions.js'
import type { Revision } from './schemas.js'

/** Answers in a row about another revision than the one asked for, before the wait gives up. */
const MAX_WRONG_ANSWERS = 3

/** How a wait ended. */
export interface WaitResult {
  readonly outcome: StatusClass | 'timeout'
  /** The last status seen ('' when none was). */
  readonly status: string
  readonly revision: Revision | undefined
  readonly elapsedMs: number
}

/** What {@link waitForRevision} needs. */
export interface WaitOptions {
  readonly controlPlane: ControlPlane
  readonly deploymentId: string
  readonly revisionId: string
  /**
   * A fixed interval between polls (the user's `poll-interval-seconds`); undefined polls at the
   * adaptive pace of {@link nextPollDelayMs}.
   */
  readonly pollIntervalMs?: number
  readonly clock: Clock
  readonly deadline: Deadline
  readonly logger: Logger
  readonly signal?: AbortSignal
  /** Called on every status change, as soon as it is seen (to publish the `status` output). */
  readonly onStatus?: (status: string, revision: Revision) => void
  /** Called after every poll that got a status (to follow the logs). Its failures are its own. */
  readonly afterPoll?: (status: string) => Promise<void>
}

/**
 * Polls a revision until its status is terminal or the deadline passes. Logs each status change
 * once, with the time elapsed. A poll that fails on a passing fault (the HTTP layer has already
 * retried it) is logged and polled again; a failure that will not pass (401, 404, ...) ends the
 * wait by throwing.
 */
export async function waitForRevision(options: WaitOptions): Promise<WaitResult> {
  const { controlPlane, clock, deadline, logger } = options
  const started = clock.now()
  let revision: Revision | undefined
  let status = ''
  /** Answers in a row that were about another revision. */
  let wrong = 0
  /** When `status` was first seen: the policy polls a status less often as it ages. */
  let statusSeenAt = started
  const result = (outcome: WaitResult['outcome']): WaitResult => ({
    outcome,
    status,
    revision,
    elapsedMs: clock.now() - started
  })

  for (;;) {
    try {
      revision = await controlPlane.getRevision({
        deploymentId: options.deploymentId,
        revisionId: options.revisionId
      })
      wrong = 0
      if (revision.status !== status) {
        status = revision.status
        statusSeenAt = clock.now()
        logger.info(
          `${formatElapsed(clock.now() - started)} ${status}${revision.status_message ? `: ${revision.status_message}` : ''}`
        )
        options.onStatus?.(status, revision)
      }
      await options.afterPoll?.(status)
      const outcome = classifyStatus(status)
      if (outcome !== 'in-progress') return result(outcome)
    } catch (error) {
      if (options.signal?.aborted) throw error
      if (error instanceof DeadlineError) return result('timeout')
      if (error instanceof WrongRevisionError) {
        if (++wrong >= MAX_WRONG_ANSWERS) throw wrongAnswers(error)
        logger.warning(`${error.message}; that answer is ignored and the revision polled again.`)
      } else {
        if (!isTransient(error)) throw error
        logger.warning(
          `Polling revision ${options.revisionId} failed, will poll again: ${errorMessage(error)}`
        )
      }
    }
    const now = clock.now()
    const wanted = nextPollDelayMs(
      { status, elapsedMs: now - started, sinceStatusMs: now - statusSeenAt },
      { intervalMs: options.pollIntervalMs }
    )
    const delay = Math.min(wanted, deadline.remainingMs())
    if (delay <= 0) return result('timeout')
    await clock.sleep(delay, options.signal)
    if (deadline.expired()) return result('timeout')
  }
}

function wrongAnswers(error: WrongRevisionError): Error {
  return new Error(
    `${error.message}, ${MAX_WRONG_ANSWERS} times in a row: the status of revision ${error.asked} cannot be told, so it is not reported as live`,
    { cause: error }
  )
}
