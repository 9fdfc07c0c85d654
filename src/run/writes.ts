// Owns the control plane's two writes, create and update, sent so that neither is ever applied
// twice: a write that may have been applied is settled on the server before any resend.
import { DeadlineError, HttpStatusError, errorMessage, withContext } from '../base/errors.js'
import { mayHaveBeenApplied } from '../base/retry-policy.js'
import {
  createBody,
  type DeploySpec,
  type UpdateSource,
  updateBody
} from '../control-plane/requests.js'
import type { RevisionBaseline } from '../control-plane/revisions.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { StepContext } from './context.js'
import { lookForNewRevision, recheckPause } from './identify.js'

/** Sends of a create or update, at most, while earlier ones may or may not have been applied. */
const MAX_SENDS = 3

/** Reads, at most, that settle whether an uncertain write was applied before it is resent. */
const SETTLE_READS = 5

/** What the writes read of the inputs. */
export type WriteInputs = DeploySpec

/** A create's outcome: the deployment, and whether this run created it. */
export interface Created {
  readonly deployment: Deployment
  readonly created: boolean
}

/**
 * Creates the deployment, without ever creating it twice. A create that got no answer or a 5xx
 * may have worked: the name is looked up, a few times with backoff while the list lags, before
 * it is sent again, and a deployment found then is this run's. A 409 is this run's too when an
 * earlier attempt of it was uncertain; otherwise someone else created the name meanwhile, and
 * the existing deployment comes back with `created: false`, for the caller to update.
 */
export async function createDeployment(ctx: StepContext<WriteInputs>): Promise<Created> {
  const { controlPlane, inputs, logger } = ctx
  const name = inputs.deploymentName ?? ''
  const body = createBody(inputs)
  return withContext(`creating deployment "${name}"`, async () => {
    let uncertain = false
    for (let send = 1; ; send++) {
      try {
        return { deployment: await controlPlane.createDeployment({ body }), created: true }
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 409) {
          return nameTaken(ctx, name, uncertain, error)
        }
        if (!mayHaveBeenApplied(error)) throw error
        uncertain = true
        logger.warning(
          `Creating deployment "${name}" may or may not have worked (${errorMessage(error)}); looking for it before trying again.`
        )
        const existing = await settle(ctx, () => controlPlane.findDeploymentByName({ name }))
        if (existing !== undefined) {
          logger.info(
            `Deployment "${name}" exists now (ID ${existing.id}): the create went through.`
          )
          return { deployment: existing, created: true }
        }
        if (send >= MAX_SENDS) {
          throw new Error(
            `it may or may not have gone through (${errorMessage(error)}), and after ${SETTLE_READS} lookups no deployment "${name}" shows; not sending it again`,
            { cause: error }
          )
        }
        logger.info(
          `No deployment "${name}" after ${SETTLE_READS} lookups: sending the create again.`
        )
      }
    }
  })
}

/**
 * The deployment behind a 409. After this run's own uncertain create, the name is taken by that
 * create: it is this run's. Otherwise someone else created it meanwhile.
 */
async function nameTaken(
  ctx: StepContext<WriteInputs>,
  name: string,
  uncertain: boolean,
  conflict: HttpStatusError
): Promise<Created> {
  const existing = await settle(ctx, () => ctx.controlPlane.findDeploymentByName({ name }))
  if (existing === undefined) {
    if (!uncertain) throw conflict
    throw new Error(
      `the name is taken (${conflict.message}) after an attempt of this run that may have created it, yet no deployment "${name}" shows after ${SETTLE_READS} lookups`,
      { cause: conflict }
    )
  }
  if (uncertain) {
    ctx.logger.info(
      `Deployment "${name}" exists (ID ${existing.id}, 409 on sending again): this run's earlier attempt created it.`
    )
    return { deployment: existing, created: true }
  }
  ctx.logger.info(
    `Deployment "${name}" was created meanwhile by someone else (409); updating it instead.`
  )
  return { deployment: existing, created: false }
}

/** An update's outcome: the deployment as the answer (or a read) tells, and the revision if known. */
export interface Updated {
  readonly deployment: Deployment
  /** The revision the update created, when settling an uncertain update has already told it. */
  readonly revisionId?: string
}

/**
 * Sends the update, without ever creating a second revision. An update that got no answer or a
 * 5xx is settled by reading the deployment (and its revision list) a few times with backoff: a
 * new revision, or an `updated_at` that moved, means it was applied. Only when every read still
 * shows the deployment as it was is it sent again.
 */
export async function updateDeployment(
  ctx: StepContext<WriteInputs>,
  existing: Deployment,
  write: { readonly baseline: RevisionBaseline; readonly target: UpdateSource }
): Promise<Updated> {
  const { baseline, target } = write
  const { controlPlane, inputs, logger } = ctx
  const body = updateBody({ ...inputs, source: target.source }, target)
  const label = `deployment "${existing.name}" (${existing.id})`
  return withContext(`updating ${label}`, async () => {
    for (let send = 1; ; send++) {
      try {
        const answer = await controlPlane.updateDeployment({ id: existing.id, body })
        return { deployment: { ...existing, ...answer, id: existing.id, name: existing.name } }
      } catch (error) {
        if (!mayHaveBeenApplied(error)) throw error
        logger.warning(
          `Updating ${label} may or may not have worked (${errorMessage(error)}); reading it before trying again.`
        )
        const applied = await settle(ctx, () => appliedUpdate(ctx, existing, baseline))
        if (applied !== undefined) return applied
        if (send >= MAX_SENDS) {
          throw new Error(
            `it may or may not have been applied (${errorMessage(error)}), and after ${SETTLE_READS} reads the deployment still shows revision ${baseline.latestId ?? '(none named)'}; not sending it again`,
            { cause: error }
          )
        }
        logger.info(
          `No sign of the update after ${SETTLE_READS} reads of ${label}: sending it again.`
        )
      }
    }
  })
}

/** The deployment after an uncertain update that went through, or undefined when none shows. */
async function appliedUpdate(
  ctx: StepContext<WriteInputs>,
  existing: Deployment,
  baseline: RevisionBaseline
): Promise<Updated | undefined> {
  const { result, deployment } = await lookForNewRevision(ctx, existing.id, baseline)
  const merged = { ...existing, ...deployment, id: existing.id, name: existing.name }
  if (result.kind === 'found') {
    ctx.logger.info(`The update went through: revision ${result.id} is new.`)
    return { deployment: merged, revisionId: result.id }
  }
  if (result.kind === 'ambiguous') {
    ctx.logger.info(`The update went through: revisions ${result.ids.join(', ')} are new.`)
    return { deployment: merged }
  }
  const before = existing.updated_at
  const after = deployment.updated_at
  if (before && after && before !== after) {
    ctx.logger.info(
      `The update went through: the deployment's updated_at moved from ${before} to ${after}.`
    )
    return { deployment: merged }
  }
  return undefined
}

/**
 * Reads with `look` until it sees something, at most {@link SETTLE_READS} times, pausing with
 * backoff between reads; undefined when every read came back empty. Fails, saying so, when
 * no time is left.
 */
async function settle<T>(
  ctx: StepContext<WriteInputs>,
  look: () => Promise<T | undefined>
): Promise<T | undefined> {
  for (let read = 1; ; read++) {
    const seen = await look()
    if (seen !== undefined || read >= SETTLE_READS) return seen
    try {
      await recheckPause(ctx, read)
    } catch (error) {
      if (!(error instanceof DeadlineError)) throw error
      throw new DeadlineError(
        `the time ran out (timeout-seconds) before ${read + 1} reads could tell whether it went through`,
        { cause: error }
      )
    }
  }
}
