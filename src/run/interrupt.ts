// Owns what a cancelled run says and, with `on-cancel: interrupt`, does: one request that stops
// this run's revision if it is not final yet, told in the log, the summary and GitHub's status.
import { HttpStatusError, errorMessage } from '../base/errors.js'
import type { Logger } from '../base/log.js'
import type { ControlPlane } from '../control-plane/client.js'
import { isTerminal } from '../control-plane/wait.js'
import type { Progress } from '../report/progress.js'
import type { Inputs } from '../inputs/read.js'

/**
 * Longest time the interrupt may take: it is sent after the cancellation, inside the grace the
 * process has before it exits (base/cancel.ts), with GitHub's last status after it.
 */
const INTERRUPT_TIMEOUT_MS = 2_000

/** What a cancelled run needs to say how it ended, and to interrupt its revision. */
export interface CancelledRun {
  readonly inputs: Inputs | undefined
  readonly progress: Progress | undefined
  readonly logger: Logger
  /** A control-plane client that the cancellation does not abandon. */
  readonly controlPlane: (inputs: Inputs) => ControlPlane
}

/**
 * The message a cancelled run fails with. With `on-cancel: interrupt` and a revision of this run
 * that is not final yet, first asks the service to interrupt it (one request, no retry).
 */
export async function cancelledMessage(run: CancelledRun): Promise<string> {
  const where = run.progress?.whereabouts()
  const cancelled = `Cancelled${where ? ` (${where})` : ''}`
  const own = run.progress?.ownRevision()
  const { inputs, progress } = run
  if (inputs?.onCancel !== 'interrupt' || own === undefined || progress === undefined) {
    return `${cancelled}; the deployment itself goes on.`
  }
  const { revisionId } = own
  if (own.status !== undefined && isTerminal(own.status)) {
    progress.interrupted({ revisionId, outcome: 'final' })
    return `${cancelled}; revision ${revisionId} is already ${own.status}: nothing to interrupt (on-cancel: interrupt).`
  }
  try {
    run.logger.info(`Interrupting revision ${revisionId} (on-cancel: interrupt)...`)
    await run.controlPlane(inputs).interruptRevision({ ...own, timeoutMs: INTERRUPT_TIMEOUT_MS })
    progress.interrupted({ revisionId, outcome: 'interrupted' })
    return `${cancelled}; revision ${revisionId} was interrupted (on-cancel: interrupt): it ends INTERRUPTED and will not go live.`
  } catch (error) {
    const final = error instanceof HttpStatusError && [400, 409, 422].includes(error.status)
    progress.interrupted({ revisionId, outcome: final ? 'final' : 'failed' })
    const why = errorMessage(error)
    return final
      ? `${cancelled}; the service would not interrupt revision ${revisionId}, which may have ended already (${why}).`
      : `${cancelled}; interrupting revision ${revisionId} failed (${why}): the deployment itself goes on.`
  }
}
