// Owns showing why a revision failed: the last `log-lines` lines of its build or deploy log in
// the log and the job summary, and the line that names the error as an annotation.
import { lastLogLines, logTypeFor } from '../control-plane/logs.js'
import { firstErrorLine } from '../report/log-excerpt.js'
import type { StepContext } from './context.js'
import type { Inputs } from './inputs/read.js'

/** What the failure logs read of the inputs. */
export type FailureLogInputs = Pick<Inputs, 'logLines'>

/** Which revision failed, and how. */
export interface FailedRevision {
  readonly deploymentId: string
  readonly revisionId: string
  readonly status: string
}

/** Shows the failed revision's last log lines; a failure to fetch them is only a warning. */
export async function showFailureLogs(
  ctx: StepContext<FailureLogInputs>,
  failed: FailedRevision
): Promise<void> {
  const { controlPlane, inputs, logger, progress } = ctx
  const type = logTypeFor(failed.status)
  const lines = await lastLogLines(controlPlane, {
    deploymentId: failed.deploymentId,
    revisionId: failed.revisionId,
    type,
    lines: inputs.logLines,
    logger
  })
  if (lines === undefined || lines.length === 0) return
  progress.logs({ type, lines })
  await logger.group(`Last ${lines.length} lines of the ${type} log`, () => {
    for (const line of lines) logger.info(line)
    return Promise.resolve()
  })
  const first = firstErrorLine(lines)
  if (first !== undefined) {
    logger.error(first, { title: `${failed.status}: revision ${failed.revisionId}` })
  }
}
