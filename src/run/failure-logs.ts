// Owns showing why a revision failed or is late: the last `log-lines` lines of its build or
// deploy log in the log and the job summary, and (on a failure) its root cause as an annotation.
import { lastLogLines, logTypeFor } from '../control-plane/logs.js'
import { rootCauseLine } from '../report/log-excerpt.js'
import type { StepDeps } from './context.js'
import type { Inputs } from '../inputs/read.js'

/** What the failure logs read of the inputs. */
export type FailureLogInputs = Pick<Inputs, 'logLines'>

/** Which revision failed, and how. */
export interface FailedRevision {
  readonly deploymentId: string
  readonly revisionId: string
  readonly status: string
  /** `failed`: the root cause is annotated; `late` (a timeout): the lines are only shown. */
  readonly how: 'failed' | 'late'
}

/** Shows the revision's last log lines; a failure to fetch them is only a warning. */
export async function showFailureLogs(
  deps: Pick<StepDeps, 'controlPlane' | 'logger' | 'progress'>,
  inputs: FailureLogInputs,
  failed: FailedRevision
): Promise<void> {
  const { controlPlane, logger, progress } = deps
  const type = logTypeFor(failed.status)
  const lines = await lastLogLines(controlPlane, {
    deploymentId: failed.deploymentId,
    revisionId: failed.revisionId,
    type,
    lines: inputs.logLines,
    logger
  })
  if (lines === undefined || lines.length === 0) return
  const cause = failed.how === 'failed' ? rootCauseLine(lines) : undefined
  progress.logs({ type, lines, cause })
  await logger.group(`Last ${lines.length} lines of the ${type} log`, () => {
    for (const line of lines) logger.info(line)
    return Promise.resolve()
  })
  if (cause !== undefined) {
    logger.error(cause, { title: `${failed.status}: revision ${failed.revisionId}` })
  }
}
