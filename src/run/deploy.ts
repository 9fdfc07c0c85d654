// Owns create-or-update: it creates the deployment or updates it, knows which revision this run
// made (identify.ts tells it apart), and hands that one revision forward; nothing re-derives it.
import { type RevisionBaseline, baselineOf } from '../control-plane/revisions.js'
import type { DeploymentSource } from '../control-plane/rules.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { StepContext } from './context.js'
import { identifyRevision, readBaseline } from './identify.js'
import { type PreflightInputs, preflight } from './preflight.js'
import { type TargetInputs, describeTarget, reportDeployment } from './target.js'
import { type WriteInputs, createDeployment, updateDeployment } from './writes.js'

/** What the deploy step reads of the inputs. */
export type DeployInputs = WriteInputs & TargetInputs & PreflightInputs

/** The deployment after the write, and the one revision this run made and waits for. */
export interface Deployed {
  readonly deployment: Deployment
  readonly revisionId: string
  readonly created: boolean
  /** The revisions known before the write: none of them is this run's. */
  readonly baseline: RevisionBaseline
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
    const baseline = baselineOf(undefined)
    const revisionId = await identifyRevision(ctx, { deployment, baseline, created: true })
    ctx.logger.info(`Its first revision is ${revisionId}.`)
    return { deployment, revisionId, created: true, baseline }
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
  const baseline = await readBaseline(ctx, before)
  const updated = await updateDeployment(ctx, before, { baseline, source })
  const deployment = updated.deployment
  reportDeployment(ctx, deployment)
  const revisionId =
    updated.revisionId ?? (await identifyRevision(ctx, { deployment, baseline, created: false }))
  ctx.logger.info(
    `Updated deployment "${before.name}": new revision ${revisionId} (previous ${baseline.latestId ?? 'none named'}).`
  )
  return { deployment, revisionId, created: false, baseline }
}
