// Owns the waits on the control plane: what a revision status means, polling a revision at the
// pace poll-policy.ts sets until it is terminal, then the deployment until it serves it; a
// deployment deleted meanwhile, by someone else, ends them failed.
import { abortReason } from '../base/clock.js'
import { formatElapsed } from '../base/duration.js'
import { DeadlineError, HttpStatusError, errorMessage } from '../base/errors.js'
import { pollUntil } from '../base/poll-until.js'
import { type StatusClass, classifyStatus, isKnownStatus } from '../base/revision-status.js'
import { isTransient } from '../base/retry-policy.js'
import type { Runtime } from '../base/runtime.js'
import { truncate } from '../base/text.js'
import { type ControlPlane, WrongRevisionError } from './client.js'
import { isBeingDeleted } from './deletion.js'
import { WaitTalk } from './heartbeat.js'
import { type PastRevision, nextPollDelayMs } from './poll-policy.js'
import type { Deployment, Revision } from './schemas.js'
import type { RevisionBaseline } from './writes/baseline.js'
import { type Serving, servingState, servingTold } from './serving-state.js'

export { type Serving, servingState } from './serving-state.js'

/** Answers in a row about another revision than the one asked for, before the wait gives up. */
const MAX_WRONG_ANSWERS = 3

/** Longest wait, after `DEPLOYED`, for the deployment to name the revision as the active one. */
export const SWITCH_OVER_BUDGET_MS = 60_000

/** Between two reads of the deployment while it switches over: a switch takes seconds. */
export const SWITCH_OVER_POLL_MS = 5_000

/** The last look's time when the caller names none: the HTTP layer's default request timeout. */
const LAST_LOOK_MS = 30_000

/** How a wait ended. */
export interface WaitResult {
  readonly outcome: StatusClass | 'timeout'
  /** The last status seen ('' when none was). */
  readonly status: string
  readonly revision: Revision | undefined
  readonly elapsedMs: number
}

/** What {@link waitForRevision} needs. */
export interface WaitOptions extends Pick<Runtime, 'clock' | 'deadline' | 'logger'> {
  /**
   * Its revision reads (a test can script the revision's life on a fake clock), and the read of
   * the deployment after a revision answers 404, to tell whether the deployment was deleted.
   */
  readonly controlPlane: Pick<ControlPlane, 'getRevision' | 'getDeployment'>
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
  /** Unlike the runtime's, may be left out (nothing to abort). */
  readonly signal?: AbortSignal
  /** How long the last look, when the time is up, may take (the request timeout; default 30 s). */
  readonly lastLookMs?: number
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
 * Polls a revision until its status is terminal or the deadline passes; when it passes, whatever
 * the pace, one last poll (poll-until.ts), so a revision live in time is seen and the status
 * returned is the service's last word. Logs each status change
 * once, with the time elapsed, and while nothing changes a heartbeat at least every
 * `HEARTBEAT_MS` (heartbeat.ts). A poll that fails on a passing fault (the HTTP layer has already
 * retried it) is logged and polled again; a failure that will not pass (401, 404, ...) ends the
 * wait by throwing: {@link DeletedDuringWaitError} when a 404 is the deployment's deletion.
 */
export async function waitForRevision(options: WaitOptions): Promise<WaitResult> {
  const { controlPlane, clock, logger } = options
  const started = clock.now()
  let revision: Revision | undefined
  let status = ''
  /** Answers in a row that were about another revision. */
  let wrong = 0
  /** When `status` was first seen: the policy polls a status less often as it ages. */
  let statusSeenAt = started
  const talk = new WaitTalk({ ...options, started })

  /** One poll: the status's class, 'in-progress' too when the poll failed on a passing fault. */
  const look = async (): Promise<StatusClass> => {
    try {
      revision = await controlPlane.getRevision({
        deploymentId: options.deploymentId,
        revisionId: options.revisionId
      })
    } catch (error) {
      if (options.signal?.aborted || error instanceof DeadlineError) throw error
      if (error instanceof WrongRevisionError) {
        if (++wrong >= MAX_WRONG_ANSWERS) throw wrongAnswers(error)
        logger.warning(`${error.message}; that answer is ignored and the revision polled again.`)
      } else {
        if (!isTransient(error)) throw await deletionBehind(options, error)
        logger.warning(
          `Polling revision ${options.revisionId} failed, will poll again: ${errorMessage(error)}`
        )
      }
      return 'in-progress'
    }
    wrong = 0
    // Before the status is said: the lines up to this poll come before the line saying it is live.
    await talk.follow(revision.status)
    if (revision.status !== status) {
      status = revision.status
      statusSeenAt = clock.now()
      sayStatus(options, revision, clock.now() - started)
      talk.said()
      options.onStatus?.(status, revision)
    }
    return classifyStatus(status)
  }

  const polled = await pollUntil({
    ...options,
    lastLookMs: options.lastLookMs ?? LAST_LOOK_MS,
    attempt: ({ last }) => {
      if (last) {
        logger.info(
          `${formatElapsed(clock.now() - started)} The time is up (${options.deadline.label}): one last look at revision ${options.revisionId}.`
        )
      }
      return look()
    },
    isDone: outcome => outcome !== 'in-progress',
    nextDelay: () => nextDelay(options, status, started, statusSeenAt),
    sleep: ms => talk.idle(ms, { status, since: statusSeenAt })
  })
  if (polled.stop === 'aborted') throw abortReason(options.signal)
  const outcome = polled.stop === 'done' && polled.answer !== undefined ? polled.answer : 'timeout'
  return { outcome, status, revision, elapsedMs: clock.now() - started }
}

/** Logs a status seen for the first time, with the time elapsed. */
function sayStatus(options: WaitOptions, revision: Revision, elapsedMs: number): void {
  const { status } = revision
  const unknown = isKnownStatus(status)
    ? ''
    : ' (an unknown status: not one the control plane documents, so not taken as live; still waiting)'
  const message = revision.status_message ? `: ${revision.status_message}` : ''
  options.logger.info(`${formatElapsed(elapsedMs)} ${status}${unknown}${message}`)
}

/** The poll policy's delay now: a status seen since `seenAt` in a wait begun at `started`. */
function nextDelay(options: WaitOptions, status: string, started: number, seenAt: number): number {
  const now = options.clock.now()
  const { history, prebuilt, pollIntervalMs } = options
  const state = { status, elapsedMs: now - started, sinceStatusMs: now - seenAt, history, prebuilt }
  return nextPollDelayMs(state, { intervalMs: pollIntervalMs })
}

/**
 * What to throw for a revision read that failed for good: when it answered 404 and the deployment
 * reads as deleted, {@link DeletedDuringWaitError}; else the failure itself.
 */
async function deletionBehind(options: WaitOptions, failure: unknown): Promise<unknown> {
  if (!(failure instanceof HttpStatusError && failure.status === 404)) return failure
  try {
    await readDuringWait(options.controlPlane, options)
  } catch (error) {
    if (error instanceof DeletedDuringWaitError) return error
  }
  return failure
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
  /** With `unlisted-unreported`: why the revision list cannot tell what is newer. */
  readonly why?: string
}

/** What {@link waitForSwitchOver} needs. */
export interface SwitchOverOptions extends Pick<Runtime, 'clock' | 'deadline' | 'logger'> {
  readonly controlPlane: ControlPlane
  readonly deploymentId: string
  /** The revision that went `DEPLOYED`. */
  readonly revisionId: string
  /** The revisions known before the write: while one of them is active, the switch is under way. */
  readonly baseline: RevisionBaseline
  /** Between reads: the user's fixed interval, else {@link SWITCH_OVER_POLL_MS}. */
  readonly pollIntervalMs?: number
  /** Unlike the runtime's, may be left out (nothing to abort). */
  readonly signal?: AbortSignal
  /** How long the last look, when the time is up, may take (the request timeout; default 30 s). */
  readonly lastLookMs?: number
}

/**
 * Reads the deployment until its `active_revision_id` is the revision (or another, newer one,
 * or the install does not tell), for at most {@link SWITCH_OVER_BUDGET_MS} within the deadline,
 * with one last read when that time is up.
 * A read that fails on a passing fault is read again; any other failure throws, and a deployment
 * being deleted or gone throws {@link DeletedDuringWaitError}.
 */
export async function waitForSwitchOver(options: SwitchOverOptions): Promise<SwitchOverResult> {
  const { controlPlane, clock, logger, revisionId } = options
  const started = clock.now()
  let deployment: Deployment | undefined
  /** One read: how the deployment stands; 'switching' too when the read failed on a passing fault. */
  const read = async (look: { readonly number: number }): Promise<Serving> => {
    try {
      deployment = await readDuringWait(controlPlane, options)
    } catch (error) {
      if (options.signal?.aborted || error instanceof DeadlineError) throw error
      if (!isTransient(error)) throw error
      logger.warning(
        `Reading deployment ${options.deploymentId} failed, will read again: ${errorMessage(error)}`
      )
      return 'switching'
    }
    const serving = servingState(deployment, revisionId, options.baseline)
    if (serving === 'switching' && look.number === 1) {
      logger.info(
        `Revision ${revisionId} is DEPLOYED; the deployment still serves ${deployment.active_revision_id || 'no revision'} (active_revision_id). Waiting for it to switch over.`
      )
    }
    return serving
  }
  const polled = await pollUntil({
    ...options,
    until: started + SWITCH_OVER_BUDGET_MS,
    lastLookMs: options.lastLookMs ?? LAST_LOOK_MS,
    attempt: read,
    isDone: serving => serving !== 'switching',
    nextDelay: () => options.pollIntervalMs ?? SWITCH_OVER_POLL_MS
  })
  if (polled.stop === 'aborted') throw abortReason(options.signal)
  const serving = polled.stop === 'done' && polled.answer !== undefined ? polled.answer : 'timeout'
  const listing = {
    ...options,
    pauseMs: options.pollIntervalMs ?? SWITCH_OVER_POLL_MS,
    lastLookMs: options.lastLookMs ?? LAST_LOOK_MS
  }
  if (serving === 'timeout' || deployment === undefined) {
    return { serving, deployment, elapsedMs: clock.now() - started }
  }
  const told = await servingTold(listing, deployment)
  return { ...told, elapsedMs: clock.now() - started }
}

/**
 * The deployment waited on is being deleted, or is gone: not by this run, which never deletes
 * what it waits on. Whatever its revision's status says, that revision will not serve.
 */
export class DeletedDuringWaitError extends Error {
  override readonly name = 'DeletedDuringWaitError'
  readonly deploymentId: string
  /** The deleting status it answered; undefined when it answered 404 (gone). */
  readonly status: string | undefined

  constructor(seen: DeletionSeen, options?: ErrorOptions) {
    const { deploymentId, revisionId, name, status } = seen
    const which = name ? `"${truncate(name, 100)}" (${deploymentId})` : deploymentId
    const how =
      status === undefined
        ? 'was deleted by someone else (a read of it answers 404)'
        : `is being deleted by someone else (status ${truncate(status, 60)})`
    super(
      `Deployment ${which} ${how} while this run waited for revision ${revisionId}: that revision will not serve, so the run fails`,
      options
    )
    this.deploymentId = deploymentId
    this.status = status
  }
}

/** What {@link DeletedDuringWaitError} says: the deployment, the revision waited for, what was read. */
interface DeletionSeen {
  readonly deploymentId: string
  readonly revisionId: string
  readonly name?: string
  readonly status?: string
}

/**
 * Reads the deployment during a wait. The one rule of a deletion seen by the waits: a deployment
 * that answers a deleting status (deletion.ts) or 404 was deleted by someone else, and ends the
 * wait failed with {@link DeletedDuringWaitError}.
 */
async function readDuringWait(
  controlPlane: Pick<ControlPlane, 'getDeployment'>,
  ids: { readonly deploymentId: string; readonly revisionId: string }
): Promise<Deployment> {
  let deployment: Deployment
  try {
    deployment = await controlPlane.getDeployment({ id: ids.deploymentId })
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) {
      throw new DeletedDuringWaitError(ids, { cause: error })
    }
    throw error
  }
  if (isBeingDeleted(deployment)) {
    const { name, status } = deployment
    throw new DeletedDuringWaitError({ ...ids, name, status: status ?? '' })
  }
  return deployment
}
