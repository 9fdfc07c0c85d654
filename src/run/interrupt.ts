// Owns what a cancelled run says and does: it settles a revision-making write the cancel cut off
// (bounded reads) and, with `on-cancel: interrupt`, stops this run's revision if it is not final.
import { formatDuration } from '../base/duration.js'
import { HttpStatusError, errorMessage } from '../base/errors.js'
import { isTerminal } from '../base/revision-status.js'
import type { Logger } from '../base/log.js'
import { deploymentFacts } from '../control-plane/deployments.js'
import { type CutWrite, cutWriteOf } from '../control-plane/writes/cut-write.js'
import { settleCutWrite } from '../control-plane/writes/settle-cut.js'
import type { WriteDeps } from '../control-plane/writes/settle.js'
import type { Progress } from '../report/progress.js'
import type { Inputs } from '../inputs/read.js'
import type { CancelBound } from './context.js'

/**
 * The reads that settle a write the cancel cut off: 2.5 s in all, 1.5 s a request (a last look
 * may run past the 2.5 s by one request). With the interrupt's 2 s after them, what a cancelled
 * run does ends within 6 s of the signal, inside the 7 s before base/cancel.ts exits the process
 * and the 7.5 s before the runner's SIGTERM.
 */
const SETTLE_BOUND: CancelBound = { boundMs: 2_500, requestMs: 1_500 }

/** The interrupt: one request, sent after the settling, never retried. */
const INTERRUPT_BOUND: CancelBound = { boundMs: 2_000, requestMs: 2_000 }

/** What a cancelled run needs to say how it ended, and to interrupt its revision. */
export interface CancelledRun {
  readonly inputs: Inputs | undefined
  readonly progress: Progress | undefined
  readonly logger: Logger
  /** What the run failed with: a write it cut off is settled before the rest. */
  readonly failure: unknown
  /** Write dependencies that the cancellation does not abandon, bounded as asked. */
  readonly afterCancel: (inputs: Inputs, bound: CancelBound) => WriteDeps
}

/**
 * The message a cancelled run fails with. A revision-making write the cancel cut off is first
 * settled by reads, as a lost answer is; with `on-cancel: interrupt` and a revision of this run
 * that is not final yet, the service is then asked to interrupt it (one request, no retry).
 */
export async function cancelledMessage(run: CancelledRun): Promise<string> {
  const { inputs, progress } = run
  // Only a write that was to make the run's revision: a deploy's rollback after a failed smoke
  // test redeploys another revision once its own is named.
  const cut = progress?.ownRevision() === undefined ? cutWriteOf(run.failure) : undefined
  const unknown =
    cut !== undefined && inputs !== undefined && progress !== undefined
      ? await settleCut(run, inputs, progress, cut)
      : undefined
  const where = progress?.whereabouts()
  const cancelled = `Cancelled${where ? ` (${where})` : ''}${unknown === undefined ? '' : `; ${unknown}`}`
  const own = progress?.ownRevision()
  if (inputs?.onCancel !== 'interrupt' || own === undefined || progress === undefined) {
    const nothing = unknown !== undefined && inputs?.onCancel === 'interrupt'
    return `${cancelled}; ${nothing ? 'nothing was interrupted (on-cancel: interrupt): ' : ''}the deployment itself goes on.`
  }
  const { revisionId } = own
  if (own.status !== undefined && isTerminal(own.status)) {
    progress.interrupted({ revisionId, outcome: 'final' })
    return `${cancelled}; revision ${revisionId} is already ${own.status}: nothing to interrupt (on-cancel: interrupt).`
  }
  try {
    run.logger.info(`Interrupting revision ${revisionId} (on-cancel: interrupt)...`)
    const { controlPlane } = run.afterCancel(inputs, INTERRUPT_BOUND)
    await controlPlane.interruptRevision({ ...own, timeoutMs: INTERRUPT_BOUND.boundMs })
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

/**
 * Settles the write the cancel cut off, within {@link SETTLE_BOUND}, and reports what the reads
 * tell (the deployment, the revision). Undefined when they tell all there is; otherwise what the
 * run must say instead: that a revision may have been made by this run, and where to look.
 */
async function settleCut(
  run: CancelledRun,
  inputs: Inputs,
  progress: Progress,
  cut: CutWrite
): Promise<string | undefined> {
  const bound = formatDuration(SETTLE_BOUND.boundMs)
  run.logger.info(
    `The cancel came while ${cut.kind === 'create' ? 'creating the deployment' : 'a revision was being made'}: reading what the write made (for ${bound} at most)...`
  )
  const outcome = await settleCutWrite(run.afterCancel(inputs, SETTLE_BOUND), cut)
  const facts = outcome.deployment && deploymentFacts(outcome.deployment, inputs)
  if (facts !== undefined) progress.deployment(facts)
  if (outcome.revisionId !== undefined) {
    progress.revision(outcome.revisionId)
    run.logger.info(
      `The cancelled write made revision ${outcome.revisionId} of deployment ${facts?.id ?? ''}: this run's revision.`
    )
    return undefined
  }
  if (outcome.unknown === undefined) return undefined
  const look = facts
    ? `look at the revisions of deployment "${facts.name}" (${facts.id}): ${facts.dashboardUrl}`
    : `look for a deployment named "${cut.kind === 'create' ? cut.name : ''}" and its revisions`
  // An upload's create makes no revision: what it may have made is the deployment.
  const made = cut.kind === 'create' && !cut.firstRevision ? 'the deployment' : 'a revision'
  const message = `${made} may have been made by this run: the reads after the cancel could not tell (${outcome.unknown}); ${look}`
  run.logger.warning(message)
  return message
}
