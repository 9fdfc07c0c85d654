// Owns deleting the deployment (`mode: delete`): one that does not exist is a success with a
// notice, so that clean-up jobs can be re-run.
import { HttpStatusError, errorMessage, withContext } from '../base/errors.js'
import { capitalize } from '../base/text.js'
import { deploymentFacts } from '../control-plane/deployments.js'
import type { Deployment } from '../control-plane/schemas.js'
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
    if (await deleteDeployment(deps, existing, inputs.deleteTracingProject)) {
      const project = inputs.deleteTracingProject
        ? 'with its tracing project and traces'
        : "its tracing project and traces kept ('delete-tracing-project' is false)"
      logger.info(`Deleted deployment "${existing.name}" (${existing.id}), ${project}.`)
    }
  })
}

/** Deletes it; false when it was gone already (a 404). */
export async function deleteDeployment(
  deps: Pick<StepDeps, 'controlPlane' | 'logger'>,
  existing: Deployment,
  deleteTracingProject: boolean
): Promise<boolean> {
  return withContext(`deleting deployment "${existing.name}" (${existing.id})`, async () => {
    try {
      await deps.controlPlane.deleteDeployment({ id: existing.id, deleteTracingProject })
      return true
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 404) {
        deps.logger.notice(`Deployment "${existing.name}" (${existing.id}) was already deleted.`)
        return false
      }
      throw error
    }
  })
}
