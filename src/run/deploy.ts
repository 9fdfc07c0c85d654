// Owns create-or-update: it creates the deployment or updates it, decides which revision this
// run made, and hands that one revision forward. Nothing after it re-derives the revision.
import { DeadlineError, withContext } from '../base/errors.js'
import { formatDuration } from '../base/duration.js'
import { backoffMs } from '../base/retry-policy.js'
import { pickNewRevision } from '../control-plane/revisions.js'
import type { DeploymentSource } from '../control-plane/rules.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { StepContext } from './context.js'
import type { Inputs } from './inputs/read.js'
import { type PreflightInputs, preflight } from './preflight.js'
import { type TargetInputs, describeTarget, reportDeployment } from './target.js'
import { type WriteInputs, createDeployment, updateDeployment } from './writes.js'

/** What the deploy step reads of the inputs. */
export type DeployInputs = WriteInputs &
  TargetInputs &
  PreflightInputs &
  Pick<Inputs, 'pollIntervalSeconds'>

/** The deployment after the write, and the one revision this run made and waits for. */
export interface Deployed {
  readonly deployment: Deployment
  readonly revisionId: string
  readonly created: boolean
}

/**
 * Creates the deployment when `existing` is undefined, else updates it; returns the revision
 * the write created. A create that meets a deployment someone else created meanwhile updates it.
 */
export async function deploy(
  ctx: StepContext<DeployInputs>,
  existing: Deployment | undefined
): Promise<Deployed> {
  const target = describeTarget(ctx.inputs)
  const title = existing === undefined ? `Create ${target}` : `Update ${target}`
  const source = preflight(ctx.inputs, existing)
  const deployed = await ctx.logger.group(title, async () => {
    if (existing !== undefined) return update(ctx, existing, source)
    const { deployment, created } = await createDeployment(ctx)
    if (!created) return update(ctx, deployment, preflight(ctx.inputs, deployment))
    reportDeployment(ctx, deployment)
    ctx.logger.info(`Created deployment "${deployment.name}" (${deployment.id}).`)
    const revisionId = await newRevision(ctx, deployment, undefined)
    ctx.logger.info(`Its first revision is ${revisionId}.`)
    return { deployment, revisionId, created: true }
  })
  ctx.progress.created(deployed.created)
  ctx.progress.revision(deployed.revisionId)
  return deployed
}

async function update(
  ctx: StepContext<DeployInputs>,
  before: Deployment,
  source: DeploymentSource
): Promise<Deployed> {
  reportDeployment(ctx, before)
  const patched = await updateDeployment(ctx, before, source)
  reportDeployment(ctx, patched)
  const previous = before.latest_revision_id ?? undefined
  const revisionId = await newRevision(ctx, patched, previous)
  ctx.logger.info(
    `Updated deployment "${before.name}": new revision ${revisionId} (previous ${previous ?? 'none'}).`
  )
  return { deployment: patched, revisionId, created: false }
}

/**
 * The revision the write created. The answer names it when its `latest_revision_id` differs from
 * the one before; otherwise the revision list must show a newer one than before (the list can
 * lag behind the write), within the deadline.
 */
async function newRevision(
  ctx: StepContext<DeployInputs>,
  written: Deployment,
  previousId: string | undefined
): Promise<string> {
  const what =
    previousId === undefined ? 'the first revision of' : 'the revision created by the update of'
  return withContext(`finding ${what} "${written.name}"`, async () => {
    const fromAnswer = pickNewRevision({ previousId, patchedLatestId: written.latest_revision_id })
    if (fromAnswer !== undefined) return fromAnswer
    return lookForRevision(ctx, written.id, previousId)
  })
}

/** Lists the revisions until one newer than `previousId` shows, with backoff between looks. */
async function lookForRevision(
  ctx: StepContext<DeployInputs>,
  deploymentId: string,
  previousId: string | undefined
): Promise<string> {
  const { controlPlane, clock, deadline, logger } = ctx
  const started = clock.now()
  const capMs = Math.max(1000, lookupIntervalMs(ctx.inputs) / 2)
  for (let attempt = 1; ; attempt++) {
    const revisions = await controlPlane.listRevisions({ deploymentId })
    const found = pickNewRevision({ previousId, patchedLatestId: undefined, revisions })
    if (found !== undefined) return found
    if (attempt === 1) {
      logger.info(
        `The new revision is not listed yet (the latest is still ${previousId ?? 'none'}); looking again.`
      )
    }
    if (deadline.expired()) {
      throw new DeadlineError(
        `the revision created by the update did not appear in the revision list within ${formatDuration(clock.now() - started)} (timeout-seconds); the latest listed is still ${previousId ?? 'none'}`
      )
    }
    const delay = Math.max(250, backoffMs(attempt + 1, { baseMs: 1000, capMs }, ctx.random))
    await clock.sleep(Math.min(delay, deadline.remainingMs()), ctx.signal)
  }
}

/**
 * How often to look for a new revision in a lagging revision list: the user's
 * `poll-interval-seconds`, else 10 s, as before the adaptive policy.
 */
function lookupIntervalMs(inputs: Pick<Inputs, 'pollIntervalSeconds'>): number {
  return inputs.pollIntervalSeconds === undefined ? 10_000 : inputs.pollIntervalSeconds * 1000
}
