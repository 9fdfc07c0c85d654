// Owns deleting the deployment (`mode: delete`, and each of prune's): one that does not exist is
// a success with a notice, so that clean-up jobs can be re-run; a delete waits until it is gone.
import { HttpStatusError, errorMessage, withContext } from '../base/errors.js'
import { capitalize } from '../base/text.js'
import { isBeingDeleted, stillDeleting, waitUntilGone } from '../control-plane/deletion.js'
import { deploymentFacts } from '../control-plane/deployments.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { WriteDeps } from '../control-plane/writes/settle.js'
import type { StepDeps } from './context.js'
import type { Inputs } from '../inputs/read.js'
import { type TargetInputs, describeTarget, findTarget } from './target.js'

/** What the delete reads of the inputs. */
export type DeleteInputs = TargetInputs & Pick<Inputs, 'deleteTracingProject'>

/** Finds the deployment and deletes it; a missing one is not an error. */
export async function deleteStep(deps: StepDeps, inputs: DeleteInputs): Promise<void> {
  const { logger } = deps
  await logger.group(`Delete ${describeTarget(inputs)}`, async () => {
    const existing = await findTarget(deps, inputs).catch((error: unknown) => {
      // A deployment named by ID that is gone already is what a re-run clean-up expects.
      if (inputs.deploymentId !== undefined && /no deployment with ID/.test(errorMessage(error))) {
        return undefined
      }
      throw error
    })
    if (existing === undefined) {
      logger.notice(`${capitalize(describeTarget(inputs))} does not exist; nothing to delete.`)
      return
    }
    deps.progress.deployment(deploymentFacts(existing, inputs))
    const deleted = await deleteDeployment(deps, existing, inputs.deleteTracingProject)
    // Gone, or going: its page and agent URL lead nowhere now.
    deps.progress.deleted()
    if (deleted) {
      const project = inputs.deleteTracingProject
        ? 'with its tracing project and traces'
        : "its tracing project and traces kept ('delete-tracing-project' is false)"
      logger.info(`Deleted deployment "${existing.name}" (${existing.id}), ${project}.`)
    }
  })
}

/**
 * Deletes it, then waits, bounded, until a read answers 404 (the service goes on answering while
 * it deletes): past the bound, a warning says it is still being deleted; the delete was accepted,
 * so that is no failure. One being deleted already is only waited for. False when it was gone
 * already (a 404 to the DELETE).
 */
export async function deleteDeployment(
  deps: WriteDeps,
  existing: Deployment,
  deleteTracingProject: boolean
): Promise<boolean> {
  const label = `deployment "${existing.name}" (${existing.id})`
  return withContext(`deleting ${label}`, async () => {
    if (isBeingDeleted(existing)) {
      deps.logger.info(
        `${capitalize(label)} is being deleted already (status ${existing.status ?? ''}): no DELETE sent; waiting until it is gone.`
      )
    } else {
      try {
        await deps.controlPlane.deleteDeployment({ id: existing.id, deleteTracingProject })
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 404) {
          deps.logger.notice(`${capitalize(label)} was already deleted.`)
          return false
        }
        throw error
      }
      deps.logger.info(`The service accepted the delete of ${label}; waiting until it is gone.`)
    }
    await waitAfterDelete(deps, label, existing.id)
    return true
  })
}

/** The bounded wait after a delete; what stops it short of a 404 is a warning, not a failure. */
async function waitAfterDelete(deps: WriteDeps, label: string, id: string): Promise<void> {
  const wait = await waitUntilGone(deps, id).catch((error: unknown) => {
    deps.logger.warning(
      `The delete of ${label} was accepted, but reading whether it is gone failed (${errorMessage(error)}).`
    )
    return undefined
  })
  if (wait === undefined || wait.gone) return
  deps.logger.warning(
    `The delete of ${label} was accepted; it is ${stillDeleting(wait)}. It will be gone shortly.`
  )
}
