// Owns which deployment a run is about: how it is named in messages, and the Resolve step that
// finds it (by ID, or by exact name) and tells the progress report what it is.
import { HttpStatusError, withContext } from '../base/errors.js'
import { capitalize } from '../base/text.js'
import { deploymentFacts } from '../control-plane/deployments.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { StepDeps } from './context.js'
import type { Inputs } from '../inputs/read.js'

/** The inputs that name the deployment. */
export type TargetInputs = Pick<
  Inputs,
  'deploymentName' | 'deploymentId' | 'deploymentUrl' | 'workspaceId' | 'apiUrl'
>

/** How a deployment is named in messages: by name when known, else by ID. */
export function describeTarget(
  inputs: Pick<Inputs, 'deploymentName' | 'deploymentId' | 'deploymentUrl'> &
    Partial<Pick<Inputs, 'prunePrefix'>>
): string {
  if (inputs.deploymentName !== undefined) return `deployment "${inputs.deploymentName}"`
  if (inputs.deploymentId !== undefined) return `deployment ${inputs.deploymentId}`
  if (inputs.prunePrefix !== undefined) return `the deployments named "${inputs.prunePrefix}…"`
  return `the agent server at ${inputs.deploymentUrl ?? '(no URL)'}`
}

/**
 * Finds the deployment the inputs name: by ID (a 404 is an error that says so), or by exact
 * name (undefined when there is none).
 */
export async function findTarget(
  { controlPlane }: Pick<StepDeps, 'controlPlane'>,
  inputs: TargetInputs
): Promise<Deployment | undefined> {
  const id = inputs.deploymentId
  if (id === undefined) {
    const name = inputs.deploymentName ?? ''
    return withContext(`looking up deployment "${name}"`, () =>
      controlPlane.findDeploymentByName({ name })
    )
  }
  return withContext(`looking up deployment ${id}`, async () => {
    try {
      return await controlPlane.getDeployment({ id })
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 404) {
        throw new Error(
          `no deployment with ID ${id} in workspace ${inputs.workspaceId} (${error.message}); check 'deployment-id' and 'workspace-id'`,
          { cause: error }
        )
      }
      throw error
    }
  })
}

/**
 * The Resolve step: finds the deployment the inputs name and says what was found. When there
 * is none, `missing` ends the sentence that says so ("it will be created").
 */
export async function resolveTarget(
  deps: StepDeps,
  inputs: TargetInputs,
  missing: string
): Promise<Deployment | undefined> {
  const target = describeTarget(inputs)
  const { logger } = deps
  return logger.group(`Resolve ${target}`, async () => {
    const found = await findTarget(deps, inputs)
    if (found === undefined) {
      logger.info(`${capitalize(target)} does not exist yet: ${missing}.`)
      return undefined
    }
    deps.progress.deployment(deploymentFacts(found, inputs))
    logger.info(
      `Found deployment "${found.name}" (${found.id}); latest revision ${found.latest_revision_id ?? 'none'}.`
    )
    return found
  })
}
