// Owns which deployment a run is about: how it is named in messages, finding it (by ID, or by
// exact name), where its agent is served, and telling the progress report what it is.
import { HttpStatusError, withContext } from '../base/errors.js'
import { capitalize } from '../base/text.js'
import { dashboardUrl } from '../control-plane/hosts.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { Progress } from '../report/progress.js'
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

/** Tells the progress report (and so the outputs) what the deployment is, as last read. */
export function reportDeployment(
  progress: Progress,
  inputs: Pick<Inputs, 'apiUrl' | 'workspaceId'>,
  deployment: Deployment
): void {
  const named = agentUrlOf(deployment)
  progress.deployment({
    id: deployment.id,
    name: deployment.name,
    url: named?.url ?? '',
    urlField: named?.field,
    dashboardUrl: dashboardUrl({
      apiUrl: inputs.apiUrl,
      tenantId: deployment.tenant_id ?? inputs.workspaceId,
      deploymentId: deployment.id
    })
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
    reportDeployment(deps.progress, inputs, found)
    logger.info(
      `Found deployment "${found.name}" (${found.id}); latest revision ${found.latest_revision_id ?? 'none'}.`
    )
    return found
  })
}

/** Where a deployment's agent URL came from: the schema's field, or the top-level one some send. */
export type UrlField = 'source_config.custom_url' | 'url'

/**
 * The agent server's URL as the control plane names it: `source_config.custom_url` (the
 * schema's field, filled by the service), else the top-level `url` some installs send.
 */
export function agentUrlOf(deployment: Deployment): { url: string; field: UrlField } | undefined {
  const custom = deployment.source_config?.custom_url
  if (custom) return { url: custom, field: 'source_config.custom_url' }
  if (deployment.url) return { url: deployment.url, field: 'url' }
  return undefined
}

/** The agent server's URL ('' when the control plane names none). */
export function agentUrl(deployment: Deployment): string {
  return agentUrlOf(deployment)?.url ?? ''
}
