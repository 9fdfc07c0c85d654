// Owns the control plane's two writes, create and update, sent so that neither is ever applied
// twice: a write that may have been applied is checked on the server before any resend.
import { DeadlineError, HttpStatusError, errorMessage, withContext } from '../base/errors.js'
import { backoffMs, mayHaveBeenApplied } from '../base/retry-policy.js'
import { createBody, type DeploySpec, updateBody } from '../control-plane/requests.js'
import { pickNewRevision } from '../control-plane/revisions.js'
import type { DeploymentSource } from '../control-plane/rules.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { StepContext } from './context.js'

/** Attempts at a create or update whose outcome was unknown, before giving up. */
const MAX_UNCERTAIN_ATTEMPTS = 3

/** Pauses between checks of an uncertain write: full jitter below 1 s, 2 s, 4 s... */
const SETTLE_BACKOFF = { baseMs: 1000, capMs: 8000 }

/** What the writes read of the inputs. */
export type WriteInputs = DeploySpec

/** A create's outcome: the deployment, and whether this run created it. */
export interface Created {
  readonly deployment: Deployment
  readonly created: boolean
}

/**
 * Creates the deployment, without ever creating it twice. A create that got no answer or a 5xx
 * may have worked: the name is looked up again before any new attempt, and a deployment found
 * then is the one this run created. A 409 (another run created it meanwhile) returns the
 * existing deployment with `created: false`, for the caller to update.
 */
export async function createDeployment(ctx: StepContext<WriteInputs>): Promise<Created> {
  const { controlPlane, inputs, logger } = ctx
  const name = inputs.deploymentName ?? ''
  const body = createBody(inputs)
  return withContext(`creating deployment "${name}"`, async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return { deployment: await controlPlane.createDeployment({ body }), created: true }
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 409) {
          const existing = await controlPlane.findDeploymentByName({ name })
          if (existing === undefined) throw error
          logger.info(
            `Deployment "${name}" was created meanwhile by someone else (409); updating it instead.`
          )
          return { deployment: existing, created: false }
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
        await settlePause(ctx, attempt)
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
  ctx: StepContext<WriteInputs>,
  existing: Deployment,
  source: DeploymentSource
): Promise<Deployment> {
  const { controlPlane, inputs, logger } = ctx
  const body = updateBody(inputs, source)
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
        const applied = await appliedUpdate(ctx, existing)
        if (applied !== undefined) return applied
        await settlePause(ctx, attempt)
      }
    }
  })
}

/** The deployment with the revision an uncertain update created, or undefined if none shows. */
async function appliedUpdate(
  ctx: StepContext<WriteInputs>,
  existing: Deployment
): Promise<Deployment | undefined> {
  const { controlPlane, logger } = ctx
  const current = await controlPlane.getDeployment({ id: existing.id })
  const latest = current.latest_revision_id
  if (latest && latest !== existing.latest_revision_id) {
    logger.info(`The update went through: the deployment's latest revision is now ${latest}.`)
    return current
  }
  const revisions = await controlPlane.listRevisions({ deploymentId: existing.id })
  const created = pickNewRevision({
    previousId: existing.latest_revision_id,
    patchedLatestId: undefined,
    revisions
  })
  if (created === undefined) return undefined
  logger.info(`The update went through: revision ${created} is new.`)
  return { ...current, latest_revision_id: created }
}

/** Waits before checking an uncertain write again; fails when no time is left. */
async function settlePause(ctx: StepContext<WriteInputs>, attempt: number): Promise<void> {
  const delay = Math.min(backoffMs(attempt, SETTLE_BACKOFF, ctx.random), ctx.deadline.remainingMs())
  if (ctx.deadline.expired()) {
    throw new DeadlineError('no time is left to try again (timeout-seconds)')
  }
  await ctx.clock.sleep(delay, ctx.signal)
}
