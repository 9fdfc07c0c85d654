// Owns which deployment a run is about: how it is named in messages, and the Resolve step that
// finds it (by ID, or by exact name; for a deploy, not one being deleted) and tells the progress.
import { formatDuration } from '../base/duration.js'
import { HttpStatusError, withContext } from '../base/errors.js'
import { capitalize } from '../base/text.js'
import {
  DELETE_WAIT_MS,
  isBeingDeleted,
  stillDeleting,
  waitUntilGone
} from '../control-plane/deletion.js'
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
 * is none, `missing` ends the sentence that says so ("it will be created"). With
 * `awaitDeletion` (a deploy), one being deleted is waited for until it is gone, then missing.
 */
export async function resolveTarget(
  deps: StepDeps,
  inputs: TargetInputs,
  missing: string,
  options: { readonly awaitDeletion?: boolean } = {}
): Promise<Deployment | undefined> {
  const target = describeTarget(inputs)
  const { logger } = deps
  return logger.group(`Resolve ${target}`, async () => {
    let found = await findTarget(deps, inputs)
    if (found !== undefined && options.awaitDeletion === true && isBeingDeleted(found)) {
      await awaitGone(deps, inputs, found)
      found = undefined
    }
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

/**
 * A deploy whose deployment is being deleted: named by `deployment-name`, it is waited for, at
 * most {@link DELETE_WAIT_MS}, and then counts as missing (to be created anew); named by
 * `deployment-id`, that ID cannot come back, so the run fails saying so.
 */
async function awaitGone(deps: StepDeps, inputs: TargetInputs, found: Deployment): Promise<void> {
  const label = `deployment "${found.name}" (${found.id})`
  const status = `status ${found.status ?? 'unknown'}`
  if (inputs.deploymentId !== undefined) {
    throw new Error(
      `${label} is being deleted (${status}); a deployment named by 'deployment-id' is not created anew: name it by 'deployment-name' instead`
    )
  }
  deps.logger.info(
    `${capitalize(label)} is being deleted (${status}): waiting up to ${formatDuration(DELETE_WAIT_MS)} for it to be gone.`
  )
  const wait = await withContext(`waiting for ${label} to be deleted`, () =>
    waitUntilGone(deps, found.id)
  )
  if (!wait.gone) {
    throw new Error(
      `${label} holds the name and is ${stillDeleting(wait)}; it will be gone shortly: run again then`
    )
  }
  deps.logger.info(`${capitalize(label)} is gone (after ${formatDuration(wait.waitedMs)}).`)
}
