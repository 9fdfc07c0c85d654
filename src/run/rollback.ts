// Owns rolling back: after a failed smoke test (`rollback-on-failure`) and as `mode: rollback`,
// choosing the earlier revision, redeploying it once, and waiting until it serves again.
import { HttpStatusError, errorMessage } from '../base/errors.js'
import { capitalize } from '../base/text.js'
import { baselineOf, pickNewRevision } from '../control-plane/revisions.js'
import type { Deployment } from '../control-plane/schemas.js'
import { redeployRevision } from '../control-plane/writes/settled-write.js'
import type { StepContext } from './context.js'
import { type Deployed, writeDeps } from './deploy.js'
import type { Inputs } from './inputs/read.js'
import { type SmokeInputs, smokeStep } from './smoke.js'
import { describeTarget, resolveTarget } from './target.js'
import { type Live, type WaitInputs, reportWithoutWaiting, waitUntilLive } from './wait.js'

/** What rolling back reads of the inputs. */
export type RollbackInputs = WaitInputs &
  SmokeInputs &
  Pick<Inputs, 'revisionId' | 'wait' | 'smokeTest' | 'rollbackOnFailure'>

/** The status of a revision that went live; an older one keeps it after a newer one serves. */
const LIVE_ONCE = 'DEPLOYED'

/**
 * The smoke step of `mode: deploy` on the live revision; with `rollback-on-failure`, a failure
 * redeploys the revision that served before this run, then fails the step anyway.
 */
export async function smokeOrRollBack(
  ctx: StepContext<RollbackInputs>,
  deployed: Deployed,
  live: Live
): Promise<void> {
  try {
    await smokeStep(ctx, live.url)
  } catch (error) {
    if (!ctx.inputs.rollbackOnFailure || ctx.signal?.aborted === true) throw error
    await rollBackAfterSmoke(ctx, { ...deployed, deployment: live.deployment }, error)
  }
}

/**
 * After a failed smoke test: redeploys the revision that served before this run when it was
 * DEPLOYED then, and waits until it is live. Always throws: the smoke failure, and what became
 * of the rollback (not possible, done, or failed too).
 */
async function rollBackAfterSmoke(
  ctx: StepContext<RollbackInputs>,
  deployed: Deployed,
  smokeFailure: unknown
): Promise<never> {
  const { logger } = ctx
  const reason = errorMessage(smokeFailure)
  const name = `deployment "${deployed.deployment.name}"`
  const before = deployed.servingBefore
  if (before === undefined) {
    const none = `no rollback: no revision served ${name} before this run (first deploy), so revision ${deployed.revisionId} stays live`
    logger.warning(`The smoke test failed; ${none}.`)
    throw new Error(`${reason}; ${none}`, { cause: smokeFailure })
  }
  if (before.status !== LIVE_ONCE) {
    const was = before.status === undefined ? 'could not be read' : `was ${before.status}`
    const none = `no rollback: revision ${before.id}, which served ${name} before this run, ${was} then, not ${LIVE_ONCE}, so revision ${deployed.revisionId} stays live`
    logger.warning(`The smoke test failed; ${none}.`)
    throw new Error(`${reason}; ${none}`, { cause: smokeFailure })
  }
  logger.warning(
    `The smoke test failed: rolling ${name} back to revision ${before.id}, which served it before this run.`
  )
  let now: string
  try {
    now = (await redeployAndWait(ctx, deployed.deployment, before.id, false)).revisionId
  } catch (error) {
    // Until the redeploy is accepted, nothing changed: the run's revision still serves.
    const still =
      ctx.progress.report.rollback === undefined
        ? `; revision ${deployed.revisionId} still serves`
        : ''
    throw new Error(
      `${reason}; the rollback to revision ${before.id} failed too: ${errorMessage(error)}${still}`,
      { cause: smokeFailure }
    )
  }
  const what =
    now === before.id
      ? `revision ${now}, which served before this run, is live again`
      : `revision ${now}, a redeploy of revision ${before.id} which served before this run, is live now`
  throw new Error(
    `${reason}; rolled back: ${what}; revision ${deployed.revisionId} no longer serves`,
    { cause: smokeFailure }
  )
}

/**
 * `mode: rollback`: redeploys `revision-id`, or the newest DEPLOYED revision that is not the
 * active one, waits until it is live, and smoke-tests it when asked.
 */
export async function rollbackMode(ctx: StepContext<RollbackInputs>): Promise<void> {
  const found = await resolveTarget(ctx, 'there is nothing to roll back')
  if (found === undefined) {
    throw new Error(
      `${capitalize(describeTarget(ctx.inputs))} does not exist: there is nothing to roll back`
    )
  }
  const to = await ctx.logger.group(`Choose the revision to roll back to`, () =>
    chooseRevision(ctx, found)
  )
  const { live } = await redeployAndWait(ctx, found, to, true)
  if (live !== undefined && ctx.inputs.smokeTest) await smokeStep(ctx, live.url)
}

/**
 * The revision `mode: rollback` redeploys: `revision-id`, checked to be one of the deployment's
 * that went live once, or the newest DEPLOYED one that does not serve now (every page read).
 */
async function chooseRevision(
  ctx: StepContext<RollbackInputs>,
  deployment: Deployment
): Promise<string> {
  const name = `deployment "${deployment.name}" (${deployment.id})`
  const given = ctx.inputs.revisionId
  if (given !== undefined) {
    const status = await statusOf(ctx, deployment, given)
    if (status !== LIVE_ONCE) {
      throw new Error(
        `input 'revision-id': revision ${given} of ${name} is ${status}, so it never went live and there is nothing to redeploy; give a revision whose status is ${LIVE_ONCE}`
      )
    }
    ctx.logger.info(`Revision ${given} of ${name} is ${status}: rolling back to it.`)
    return given
  }
  const active = deployment.active_revision_id
  if (active === undefined) {
    throw new Error(
      `${name} does not say which revision serves it (no active_revision_id), so the revision to roll back to cannot be chosen; name it with input 'revision-id'`
    )
  }
  const listed = await ctx.controlPlane.listRevisions({
    deploymentId: deployment.id,
    statuses: [LIVE_ONCE]
  })
  const serving = active?.toLowerCase()
  const candidate = listed.find(r => r.status === LIVE_ONCE && r.id.toLowerCase() !== serving)
  if (candidate === undefined) {
    throw new Error(
      `${name} has no revision to roll back to: none with status ${LIVE_ONCE} besides the one serving now (${active ?? 'none'})`
    )
  }
  ctx.logger.info(
    `Rolling back to revision ${candidate.id}, the newest ${LIVE_ONCE} revision of ${name} that does not serve now (${active ?? 'none'} does).`
  )
  return candidate.id
}

/** The status of `revisionId`, an error before any write when it is not one of the deployment's. */
async function statusOf(
  ctx: StepContext<RollbackInputs>,
  deployment: Deployment,
  revisionId: string
): Promise<string> {
  try {
    const revision = await ctx.controlPlane.getRevision({ deploymentId: deployment.id, revisionId })
    return revision.status
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) {
      throw new Error(
        `input 'revision-id': ${revisionId} is not a revision of deployment "${deployment.name}" (${deployment.id}) (${error.message}); give the ID of one of its revisions`,
        { cause: error }
      )
    }
    throw error
  }
}

/**
 * Redeploys `revisionId` of `deployment` (once: writes.ts settles an uncertain send) and waits
 * until the revision the answer names (or the redeployed one) is live (no `live` with `wait:
 * false`). `own`: the revision is the run's own (`mode: rollback`), its status the run's output.
 */
async function redeployAndWait(
  ctx: StepContext<RollbackInputs>,
  deployment: Deployment,
  revisionId: string,
  own: boolean
): Promise<{ readonly revisionId: string; readonly live: Live | undefined }> {
  const baseline = baselineOf(deployment)
  const answer = await ctx.logger.group(`Redeploy revision ${revisionId}`, async () => {
    const updated = await redeployRevision(writeDeps(ctx), deployment, { baseline, revisionId })
    const named = pickNewRevision(baseline, { latestId: updated.deployment.latest_revision_id })
    const target = updated.revisionId ?? (named.kind === 'found' ? named.id : revisionId)
    ctx.logger.info(
      target === revisionId
        ? `Redeployed revision ${revisionId}.`
        : `Redeployed revision ${revisionId}: the revision that results is ${target}.`
    )
    return { deployment: updated.deployment, target }
  })
  const { target } = answer
  if (own) ctx.progress.revision(target)
  ctx.progress.rollback({ to: revisionId, liveRevisionId: target, live: false })
  const deployed: Deployed = { ...answer, revisionId: target, created: false, baseline }
  if (own && !ctx.inputs.wait) {
    await reportWithoutWaiting(ctx, deployed)
    return { revisionId: target, live: undefined }
  }
  try {
    const live = await waitUntilLive(ctx, deployed, { track: own })
    ctx.progress.rollback({ to: revisionId, liveRevisionId: target, live: true })
    return { revisionId: target, live }
  } catch (error) {
    const failure = errorMessage(error)
    ctx.progress.rollback({ to: revisionId, liveRevisionId: target, live: false, failure })
    throw error
  }
}
