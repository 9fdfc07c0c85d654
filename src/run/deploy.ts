import type { Clock, Deadline } from '../base/clock.js'
import type {
  ControlPlane,
  CreateDeploymentBody,
  Deployment,
  UpdateDeploymentBody
} from '../control-plane/client.js'
import {
  DeadlineError,
  HttpStatusError,
  TransportError,
  errorMessage,
  withContext
} from '../base/errors.js'
import { seconds } from '../base/http.js'
import type { Inputs } from './inputs.js'
import type { Logger } from '../base/log.js'
import { pickNewRevision } from '../control-plane/revisions.js'

/** What the deploy steps share. */
export interface DeployContext {
  readonly controlPlane: ControlPlane
  readonly inputs: Inputs
  readonly clock: Clock
  readonly deadline: Deadline
  readonly logger: Logger
  readonly signal?: AbortSignal
}

/** The deployment after a create or an update, and the revision to wait for. */
export interface DeployResult {
  readonly deployment: Deployment
  readonly revisionId: string
  /** Whether this run created the deployment. */
  readonly created: boolean
}

/** How a deployment is named in messages: by name when known, else by ID. */
export function describeTarget(
  inputs: Pick<Inputs, 'deploymentName' | 'deploymentId' | 'deploymentUrl'>
): string {
  if (inputs.deploymentName !== undefined) return `deployment "${inputs.deploymentName}"`
  if (inputs.deploymentId !== undefined) return `deployment ${inputs.deploymentId}`
  return `the agent server at ${inputs.deploymentUrl ?? '(no URL)'}`
}

/**
 * Finds the deployment the inputs name: by ID (a 404 is an error that says so), or by exact
 * name (undefined when there is none).
 */
export async function resolveDeployment(
  ctx: Pick<DeployContext, 'controlPlane' | 'inputs'>
): Promise<Deployment | undefined> {
  const { controlPlane, inputs } = ctx
  if (inputs.deploymentId !== undefined) {
    const id = inputs.deploymentId
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
  const name = inputs.deploymentName ?? ''
  return withContext(`looking up deployment "${name}"`, () =>
    controlPlane.findDeploymentByName({ name })
  )
}

/** The body of the create request, from the inputs. */
export function buildCreateBody(inputs: Inputs): CreateDeploymentBody {
  const docker = inputs.imageUri !== undefined
  return {
    name: inputs.deploymentName ?? '',
    source: docker ? 'external_docker' : 'github',
    source_config: compact({
      integration_id: inputs.integrationId,
      repo_url: docker && !inputs.repoUrlGiven ? undefined : inputs.repoUrl,
      deployment_type: inputs.deploymentType,
      build_on_push: inputs.buildOnPush ?? false,
      custom_url: inputs.customUrl,
      resource_spec: inputs.resourceSpec
    }),
    source_revision_config: compact({
      repo_ref: docker ? undefined : inputs.repoRef,
      graph_config_path: inputs.graphConfigPath,
      image_uri: inputs.imageUri
    }),
    secrets: inputs.secrets.map(({ name, value }) => ({ name, value }))
  }
}

/**
 * The body of the update request: a new revision config, plus only those other settings the
 * user gave, so that nothing set on the deployment elsewhere is reset by a default.
 */
export function buildUpdateBody(inputs: Inputs): UpdateDeploymentBody {
  const sourceConfig = compact({
    integration_id: inputs.integrationId,
    repo_url: inputs.repoUrlGiven ? inputs.repoUrl : undefined,
    build_on_push: inputs.buildOnPush,
    custom_url: inputs.customUrl,
    resource_spec: inputs.resourceSpec
  })
  return {
    source_revision_config: compact({
      repo_ref: inputs.imageUri !== undefined && !inputs.repoRef ? undefined : inputs.repoRef,
      graph_config_path: inputs.graphConfigPath,
      image_uri: inputs.imageUri
    }),
    ...(Object.keys(sourceConfig).length > 0 ? { source_config: sourceConfig } : {}),
    ...(inputs.secrets.length > 0
      ? { secrets: inputs.secrets.map(({ name, value }) => ({ name, value })) }
      : {})
  }
}

/** `record` without its undefined fields. */
function compact(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined))
}

/** Whether a failed create or update may nevertheless have been applied by the server. */
function mayHaveBeenApplied(error: unknown): boolean {
  if (error instanceof TransportError) return error.mayHaveReachedServer
  return error instanceof HttpStatusError && error.status >= 500
}

/** Attempts at a create or update whose outcome was unknown, before giving up. */
const MAX_UNCERTAIN_ATTEMPTS = 3

/**
 * Creates the deployment, without ever creating it twice. A create that got no answer or a 5xx
 * may have worked: the name is looked up again before any new attempt, and a deployment found
 * then is the one this run created. A 409 (another run created it meanwhile) returns the
 * existing deployment with `created: false`, for the caller to update.
 */
export async function createDeployment(
  ctx: DeployContext
): Promise<{ deployment: Deployment; created: boolean }> {
  const { controlPlane, inputs, logger } = ctx
  const name = inputs.deploymentName ?? ''
  if (inputs.imageUri === undefined && inputs.integrationId === undefined) {
    throw new Error(
      `deployment "${name}" does not exist, and creating it needs input 'integration-id': the ID of the GitHub integration of your LangSmith workspace`
    )
  }
  if (inputs.imageUri === undefined && inputs.repoUrl === undefined) {
    throw new Error(
      `deployment "${name}" does not exist, and creating it needs input 'repo-url' (the workflow's repository is unknown: GITHUB_REPOSITORY is unset)`
    )
  }
  const body = buildCreateBody(inputs)
  return withContext(`creating deployment "${name}"`, async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        const deployment = await controlPlane.createDeployment({ body })
        return { deployment, created: true }
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 409) {
          const existing = await controlPlane.findDeploymentByName({ name })
          if (existing !== undefined) {
            logger.info(
              `Deployment "${name}" was created meanwhile by someone else (409); updating it instead.`
            )
            return { deployment: existing, created: false }
          }
          throw error
        }
        if (!mayHaveBeenApplied(error) || attempt >= MAX_UNCERTAIN_ATTEMPTS) throw error
        logger.warning(
          `Creating deployment "${name}" may or may not have worked (${errorMessage(error)}); checking before trying again.`
        )
        const existing = await controlPlane.findDeploymentByName({ name })
        if (existing !== undefined) {
          logger.info(
            `Deployment "${name}" exists now (ID ${existing.id}): the create went through.`
          )
          return { deployment: existing, created: true }
        }
        await pause(ctx, attempt)
      }
    }
  })
}

/**
 * Sends the update, without ever creating a second revision. An update that got no answer or a
 * 5xx is checked by reading the deployment again: a new `latest_revision_id` means it was
 * applied. Only when the deployment and its revision list still show the old revision is it sent
 * again.
 */
export async function updateDeployment(
  ctx: DeployContext,
  existing: Deployment
): Promise<Deployment> {
  const { controlPlane, inputs, logger } = ctx
  const body = buildUpdateBody(inputs)
  const label = `deployment "${existing.name}" (${existing.id})`
  return withContext(`updating ${label}`, async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await controlPlane.updateDeployment({ id: existing.id, body })
        return { ...existing, ...answer, id: existing.id, name: existing.name }
      } catch (error) {
        if (!mayHaveBeenApplied(error) || attempt >= MAX_UNCERTAIN_ATTEMPTS) throw error
        logger.warning(
          `Updating ${label} may or may not have worked (${errorMessage(error)}); checking before trying again.`
        )
        const current = await controlPlane.getDeployment({ id: existing.id })
        if (
          current.latest_revision_id &&
          current.latest_revision_id !== existing.latest_revision_id
        ) {
          logger.info(
            `The update went through: the deployment's latest revision is now ${current.latest_revision_id}.`
          )
          return current
        }
        const revisions = await controlPlane.listRevisions({ deploymentId: existing.id })
        const created = pickNewRevision({
          previousId: existing.latest_revision_id,
          patchedLatestId: undefined,
          revisions
        })
        if (created !== undefined) {
          logger.info(`The update went through: revision ${created} is new.`)
          return { ...current, latest_revision_id: created }
        }
        await pause(ctx, attempt)
      }
    }
  })
}

/**
 * The revision an update created. Uses the PATCH response when it names a new latest revision;
 * otherwise lists the revisions until a newer one than before shows up (the list can lag behind
 * the update), within the deadline.
 */
export async function findNewRevision(
  ctx: DeployContext,
  options: {
    readonly deploymentId: string
    readonly previousId: string | null | undefined
    readonly patched: Deployment
    readonly pollIntervalMs: number
  }
): Promise<string> {
  const { controlPlane, clock, deadline, logger } = ctx
  const fromPatch = pickNewRevision({
    previousId: options.previousId,
    patchedLatestId: options.patched.latest_revision_id
  })
  if (fromPatch !== undefined) return fromPatch
  const started = clock.now()
  let announced = false
  for (;;) {
    const revisions = await controlPlane.listRevisions({ deploymentId: options.deploymentId })
    const found = pickNewRevision({
      previousId: options.previousId,
      patchedLatestId: undefined,
      revisions
    })
    if (found !== undefined) return found
    if (!announced) {
      logger.info(
        `The new revision is not listed yet (the latest is still ${options.previousId ?? 'none'}); looking again.`
      )
      announced = true
    }
    const delay = Math.min(Math.max(1000, options.pollIntervalMs / 2), deadline.remainingMs())
    if (delay <= 0) {
      throw new DeadlineError(
        `the revision created by the update did not appear in the revision list within ${seconds(clock.now() - started)} (timeout-seconds); the latest listed is still ${options.previousId ?? 'none'}`
      )
    }
    await clock.sleep(delay, ctx.signal)
  }
}

/** Deletes the deployment the inputs name; a missing one is not an error (re-run cleanups). */
export async function deleteDeployment(
  ctx: DeployContext,
  existing: Deployment | undefined
): Promise<'deleted' | 'absent'> {
  const { controlPlane, inputs, logger } = ctx
  if (existing === undefined) {
    logger.notice(`${capitalize(describeTarget(inputs))} does not exist; nothing to delete.`)
    return 'absent'
  }
  return withContext(`deleting deployment "${existing.name}" (${existing.id})`, async () => {
    try {
      await controlPlane.deleteDeployment({ id: existing.id })
      return 'deleted'
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 404) {
        logger.notice(`Deployment "${existing.name}" (${existing.id}) was already deleted.`)
        return 'absent'
      }
      throw error
    }
  })
}

async function pause(ctx: DeployContext, attempt: number): Promise<void> {
  const delay = Math.min(1000 * 2 ** (attempt - 1), ctx.deadline.remainingMs())
  if (delay <= 0) throw new DeadlineError('no time is left to try again (timeout-seconds)')
  await ctx.clock.sleep(delay, ctx.signal)
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
