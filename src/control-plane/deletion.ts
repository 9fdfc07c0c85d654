// Owns a deployment being deleted: the statuses that say so, and the bounded wait after a delete
// until `GET /v2/deployments/{id}` answers 404 (the service deletes after it answers the DELETE).
import { abortReason } from '../base/clock.js'
import { formatDuration } from '../base/duration.js'
import { HttpStatusError } from '../base/errors.js'
import { pollUntil } from '../base/poll-until.js'
import { truncate } from '../base/text.js'
import type { WriteDeps } from './writes/settle.js'
import type { Deployment } from './schemas.js'

/** Deployment statuses of one the service is deleting: it still answers until it is gone. */
export const DELETING_STATUSES: readonly string[] = ['AWAITING_DELETE', 'AWAITING_FINAL_DELETE']

/** How long, at most, a run waits for a deleted deployment to be gone (within `timeout-seconds`). */
export const DELETE_WAIT_MS = 120_000

/** Pause after a read: 2 s after each of the first five, then 5 s. */
function pauseMs(looks: number): number {
  return looks <= 5 ? 2_000 : 5_000
}

/** Whether the deployment, as read, is being deleted. */
export function isBeingDeleted(deployment: Pick<Deployment, 'status'>): boolean {
  return DELETING_STATUSES.includes(deployment.status ?? '')
}

/** Whether a refused write's text says the name is held by a deployment being deleted. */
export function saysBeingDeleted(error: unknown): boolean {
  if (!(error instanceof HttpStatusError) || (error.status !== 409 && error.status !== 400)) {
    return false
  }
  return /being deleted|AWAITING_(FINAL_)?DELETE|pending deletion/i.test(error.detail)
}

/** How a wait for a deleted deployment ended. */
export interface GoneWait {
  /** True once a read answered 404. */
  readonly gone: boolean
  /** The status of the last answer while it was not gone (server text, cut). */
  readonly status: string | undefined
  readonly waitedMs: number
  /** What stopped a wait that did not see it gone: its own bound or `timeout-seconds`. */
  readonly stoppedBy: 'bound' | 'timeout-seconds' | undefined
}

/**
 * Reads the deployment until it answers 404, every 2 s at first, for at most `untilMs` (clock
 * milliseconds; default {@link DELETE_WAIT_MS} from now) and never past the run's deadline.
 * Any other failure to read it ends the wait, thrown.
 */
export async function waitUntilGone(
  deps: WriteDeps,
  id: string,
  untilMs: number = deps.clock.now() + DELETE_WAIT_MS
): Promise<GoneWait> {
  const started = deps.clock.now()
  let looks = 0
  const polled = await pollUntil<Deployment | 'gone'>({
    clock: deps.clock,
    deadline: deps.deadline,
    until: untilMs,
    signal: deps.signal,
    lastLookMs: deps.controlPlane.requestTimeoutMs,
    attempt: async () => {
      looks++
      try {
        return await deps.controlPlane.getDeployment({ id })
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 404) return 'gone'
        throw error
      }
    },
    isDone: answer => answer === 'gone',
    nextDelay: () => pauseMs(looks)
  })
  if (polled.stop === 'aborted') throw abortReason(deps.signal)
  const waitedMs = deps.clock.now() - started
  const last = polled.answer
  if (last === 'gone') return { gone: true, status: undefined, waitedMs, stoppedBy: undefined }
  const status = last === undefined ? undefined : truncate(last.status ?? 'none', 60)
  const stoppedBy = deps.clock.now() >= deps.deadline.at ? 'timeout-seconds' : 'bound'
  return { gone: false, status, waitedMs, stoppedBy }
}

/** "still being deleted (status AWAITING_DELETE) after 2m 00s (its bound of 2m 00s)". */
export function stillDeleting(wait: GoneWait): string {
  const what =
    wait.status === undefined || DELETING_STATUSES.includes(wait.status)
      ? `still being deleted (status ${wait.status ?? 'unknown'})`
      : `still answering (status ${wait.status}, not a deleting status)`
  const limit =
    wait.stoppedBy === 'timeout-seconds'
      ? "the run's 'timeout-seconds'"
      : `the bound of ${formatDuration(DELETE_WAIT_MS)} for a deletion`
  return `${what} after ${formatDuration(wait.waitedMs)} (${limit})`
}
