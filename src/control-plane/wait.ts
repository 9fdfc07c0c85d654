// Owns the waits on the control plane: polling a revision at the pace poll-policy.ts sets until
// its status is terminal, then the deployment until it serves it. It judges nothing beyond that.
import type { Clock, Deadline } from '../base/clock.js'
import { formatElapsed } from '../base/duration.js'
import { DeadlineError, errorMessage } from '../base/errors.js'
import type { Logger } from '../base/log.js'
import { isTransient } from '../base/retry-policy.js'
import { type ControlPlane, WrongRevisionError } from './client.js'
import { WaitTalk } from './heartbeat.js'
import { type PastRevision, nextPollDelayMs } from './poll-policy.js'
import {
  type RevisionBaseline,
  type Serving,
  type StatusClass,
  classifyStatus,
  isKnownStatus,
  servingState
} from './revisions.js'
import type { Deployment, Revision } from './schemas.js'

/** Answers in a row about another revision than the one asked for, before the wait gives up. */
const MAX_WRONG_ANSWERS = 3

/** Longest wait, after `DEPLOYED`, for the deployment to name the revision as the active one. */
export const SWITCH_OVER_BUDGET_MS = 60_000

/** Between two reads of the deployment while it switches over: a switch takes seconds. */
export const SWITCH_OVER_POLL_MS = 5_000

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
  /** Only its revision reads: a test can script the revision's life on a fake clock. */
  readonly controlPlane: Pick<ControlPlane, 'getRevision'>
  readonly deploymentId: string
  readonly revisionId: string
  /**
   * A fixed interval between polls (the user's `poll-interval-seconds`); undefined polls at the
   * adaptive pace of {@link nextPollDelayMs}.
   */
  readonly pollIntervalMs?: number
  /** The deployment's earlier revisions (newest first), read before the write: the pace learns from them. */
  readonly history?: readonly PastRevision[]
  /** The revision deploys a prebuilt image: no build comes (the pace takes it into account). */
  readonly prebuilt?: boolean
  readonly clock: Clock
  readonly deadline: Deadline
  readonly logger: Logger
  readonly signal?: AbortSignal
  /** Called on every status change, as soon as it is seen (to publish the `status` output). */
  readonly onStatus?: (status: string, revision: Revision) => void
  /**
   * Follows the logs (`follow-logs`): called after every poll, before its status is logged, and
   * between polls at most `FOLLOW_LOGS_MS` apart; never after a terminal status was seen, so no
   * followed line comes after the line saying the revision is live. Its failures are its own.
   */
  readonly follow?: (status: string) => Promise<void>
}

/**
 * Polls a revision until its status is terminal or the deadline passes. Logs each status change
 * once, with the time elapsed, and while nothing changes a heartbeat at least every
 * `HEARTBEAT_MS` (heartbeat.ts). A poll that fails on a passing fault (the HTTP layer has already
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
  const talk = new WaitTalk({ ...options, started })
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
      // Before the status is said: the lines up to this poll come before the line saying it is live.
      await talk.follow(revision.status)
      if (revision.status !== status) {
        status = revision.status
        statusSeenAt = clock.now()
        const unknown = isKnownStatus(status)
          ? ''
          : ' (an unknown status: not one the control plane documents, so not taken as live; still waiting)'
        logger.info(
          `${formatElapsed(clock.now() - started)} ${status}${unknown}${revision.status_message ? `: ${revision.status_message}` : ''}`
        )
        talk.said()
        options.onStatus?.(status, revision)
      }
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
    const wanted = nextDelay(options, status, started, statusSeenAt)
    const delay = Math.min(wanted, deadline.remainingMs())
    if (delay <= 0) return result('timeout')
    await talk.idle(delay, { status, since: statusSeenAt })
    if (deadline.expired()) return result('timeout')
  }
}

/** The poll policy's delay now: a status seen since `seenAt` in a wait begun at `started`. */
function nextDelay(options: WaitOptions, status: string, started: number, seenAt: number): number {
  const now = options.clock.now()
  const { history, prebuilt, pollIntervalMs } = options
  const state = { status, elapsedMs: now - started, sinceStatusMs: now - seenAt, history, prebuilt }
  return nextPollDelayMs(state, { intervalMs: pollIntervalMs })
}

function wrongAnswers(error: WrongRevisionError): Error {
  return new Error(
    `${error.message}, ${MAX_WRONG_ANSWERS} times in a row: the status of revision ${error.asked} cannot be told, so it is not reported as live`,
    { cause: error }
  )
}

/** How the wait for the deployment to serve the revision ended. */
export interface SwitchOverResult {
  readonly serving: Serving | 'timeout'
  /** The deployment as last read; undefined when no read answered. */
  readonly deployment: Deployment | undefined
  readonly elapsedMs: number
}

/** What {@link waitForSwitchOver} needs. */
export interface SwitchOverOptions {
  readonly controlPlane: ControlPlane
  readonly deploymentId: string
  /** The revision that went `DEPLOYED`. */
  readonly revisionId: string
  /** The revisions known before the write: while one of them is active, the switch is under way. */
  readonly baseline: RevisionBaseline
  /** Between reads: the user's fixed interval, else {@link SWITCH_OVER_POLL_MS}. */
  readonly pollIntervalMs?: number
  readonly clock: Clock
  readonly deadline: Deadline
  readonly logger: Logger
  readonly signal?: AbortSignal
}

/**
 * Reads the deployment until its `active_revision_id` is the revision (or another, newer one,
 * or the install does not tell), for at most {@link SWITCH_OVER_BUDGET_MS} within the deadline.
 * A read that fails on a passing fault is read again; any other failure throws.
 */
export async function waitForSwitchOver(options: SwitchOverOptions): Promise<SwitchOverResult> {
  const { controlPlane, clock, deadline, logger, revisionId } = options
  const started = clock.now()
  const until = Math.min(deadline.at, started + SWITCH_OVER_BUDGET_MS)
  let deployment: Deployment | undefined
  const result = (serving: SwitchOverResult['serving']): SwitchOverResult => ({
    serving,
    deployment,
    elapsedMs: clock.now() - started
  })
  for (let reads = 1; ; reads++) {
    try {
      deployment = await controlPlane.getDeployment({ id: options.deploymentId })
      const serving = servingState(deployment, revisionId, options.baseline)
      if (serving !== 'switching') return result(serving)
      if (reads === 1) {
        logger.info(
          `Revision ${revisionId} is DEPLOYED; the deployment still serves ${deployment.active_revision_id || 'no revision'} (active_revision_id). Waiting for it to switch over.`
        )
      }
    } catch (error) {
      if (options.signal?.aborted) throw error
      if (error instanceof DeadlineError) return result('timeout')
      if (!isTransient(error)) throw error
      logger.warning(
        `Reading deployment ${options.deploymentId} failed, will read again: ${errorMessage(error)}`
      )
    }
    const delay = Math.min(options.pollIntervalMs ?? SWITCH_OVER_POLL_MS, until - clock.now())
    if (delay <= 0) return result('timeout')
    await clock.sleep(delay, options.signal)
  }
}
