// Owns which revision `mode: rollback` redeploys: `revision-id` checked (or found serving
// already), else the release before the one serving now; the log says which serves and why.
import { HttpStatusError } from '../base/errors.js'
import type { Runtime } from '../base/runtime.js'
import type { ControlPlane } from './client.js'
import { type ArchiveDigests, LIVE_ONCE, describeSource, servesAlready } from './revisions.js'
import { chooseRollbackTarget } from './rollback-target.js'
import type { Deployment, Revision } from './schemas.js'

/** What choosing runs on: the runtime (its logger) and the control plane's revision reads. */
export interface ChoiceDeps extends Pick<Runtime, 'logger'> {
  readonly controlPlane: Pick<ControlPlane, 'getRevision' | 'listRevisions'>
}

/** Newer releases a rollback skipped, named in its log; the rest are counted. */
const PASSED_OVER_SHOWN = 5

/**
 * What is chosen from: the deployment as read, `revision-id` when the user gave one, and the
 * digests known of its uploaded archives (recorded on GitHub; handed in as plain data).
 */
export interface ChoiceOf {
  readonly deployment: Deployment
  readonly revisionId: string | undefined
  readonly digests?: ArchiveDigests
}

/** What `mode: rollback` does: redeploy a revision, or nothing when it already serves. */
export type RollbackChoice =
  | {
      readonly kind: 'redeploy'
      readonly revisionId: string
      /** The revision to redeploy, as read. */
      readonly target: Revision
      /** The revision serving when it was chosen, as read (undefined: none serves). */
      readonly serving: Revision | undefined
    }
  | { readonly kind: 'serving'; readonly revision: Revision }

/**
 * The revision `mode: rollback` redeploys: `revision-id`, checked to be one of the deployment's
 * that went live once (or that serves already), or the release before the one serving now.
 */
export async function chooseRevision(
  deps: ChoiceDeps,
  { deployment, revisionId: given, digests = new Map<string, string>() }: ChoiceOf
): Promise<RollbackChoice> {
  const name = `deployment "${deployment.name}" (${deployment.id})`
  if (given === undefined) {
    const { target, serving } = await releaseBefore(deps, deployment, digests)
    return { kind: 'redeploy', revisionId: target.id, target, serving }
  }
  const revision = await revisionOf(deps, deployment, given)
  const active = deployment.active_revision_id || undefined
  const serving =
    active === undefined || active.toLowerCase() === revision.id.toLowerCase()
      ? revision
      : await deps.controlPlane.getRevision({ deploymentId: deployment.id, revisionId: active })
  if (active !== undefined && servesAlready(revision, serving, digests)) {
    const copy =
      serving === revision
        ? ''
        : ` (a copy of revision ${given}'s source: ${describeSource(serving, digests)})`
    deps.logger.info(
      `Revision ${serving.id}${copy} already serves ${name}: nothing to roll back, nothing redeployed.`
    )
    return { kind: 'serving', revision: serving }
  }
  if (revision.status !== LIVE_ONCE) {
    throw new Error(
      `input 'revision-id': revision ${given} of ${name} is ${revision.status}, so it never went live and there is nothing to redeploy; give a revision whose status is ${LIVE_ONCE}`
    )
  }
  deps.logger.info(`Revision ${given} of ${name} is ${revision.status}: rolling back to it.`)
  const before = active === undefined ? undefined : serving
  return { kind: 'redeploy', revisionId: given, target: revision, serving: before }
}

/**
 * Without `revision-id`: the release before the one serving now, read from every DEPLOYED
 * revision (every page), chosen by {@link chooseRollbackTarget}; the log says why.
 */
async function releaseBefore(
  deps: ChoiceDeps,
  deployment: Deployment,
  digests: ArchiveDigests
): Promise<{ readonly target: Revision; readonly serving: Revision }> {
  const name = `deployment "${deployment.name}" (${deployment.id})`
  const active = deployment.active_revision_id
  if (!active) {
    const said =
      active === undefined
        ? 'does not say which revision serves it (no active_revision_id)'
        : 'has no revision serving it now (active_revision_id is null)'
    throw new Error(
      `${name} ${said}, so the revision before it cannot be chosen; name the revision to roll back to with input 'revision-id'`
    )
  }
  const deployed = await deps.controlPlane.listRevisions({
    deploymentId: deployment.id,
    statuses: [LIVE_ONCE]
  })
  const serving =
    deployed.find(r => r.id.toLowerCase() === active.toLowerCase()) ??
    (await deps.controlPlane.getRevision({ deploymentId: deployment.id, revisionId: active }))
  const choice = chooseRollbackTarget({ serving, deployed, digests })
  deps.logger.info(
    `Revision ${serving.id} serves ${name} now (${describeSource(serving, digests)}).`
  )
  if (choice.kind === 'unknown-source') {
    throw new Error(
      `${name}: the revision serving now, ${serving.id}, names no commit, image or archive in its source_revision_config, so whether it is a redeploy of an older one cannot be told, nor which release came before it; name the revision to roll back to with input 'revision-id'`
    )
  }
  const { original } = choice
  deps.logger.info(
    original === serving
      ? `It is its own original: no older ${LIVE_ONCE} revision has its source.`
      : `It is a redeploy of revision ${original.id} (created ${original.created_at ?? 'at a time not told'}), the oldest ${LIVE_ONCE} revision with its source: the release it serves.`
  )
  if (choice.kind === 'none') {
    throw new Error(
      `${name} has no revision to roll back to: no revision with status ${LIVE_ONCE} is older than revision ${original.id} (the original of ${serving.id}, which serves now) with another source; a rollback never moves forward in time`
    )
  }
  const { target, passedOver } = choice
  // Two uploads whose digests are not both known may hold the same tree: never said to differ.
  const why = choice.contentsKnown
    ? 'whose source differs from the serving one'
    : `from another upload (contents not known), which may hold the same tree: GitHub records no digest of both archives`
  deps.logger.info(
    `Rolling back to revision ${target.id} (${describeSource(target, digests)}): the newest ${LIVE_ONCE} revision older than ${original.id} ${why}.${passedOverNote(passedOver)}`
  )
  return { target, serving }
}

/** What the log says of newer releases the rollback skipped (the bad build among them). */
function passedOverNote(passedOver: readonly Revision[]): string {
  if (passedOver.length === 0) return ''
  const shown = passedOver.slice(0, PASSED_OVER_SHOWN).map(r => r.id)
  const more = passedOver.length - shown.length
  const list = `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`
  return ` Not ${list}: newer than ${passedOver.length === 1 ? 'that release, it is' : 'that release, they are'} no way back (a rollback never moves forward in time).`
}

/** The revision `revisionId`, an error before any write when it is not one of the deployment's. */
async function revisionOf(
  deps: ChoiceDeps,
  deployment: Deployment,
  revisionId: string
): Promise<Revision> {
  try {
    return await deps.controlPlane.getRevision({ deploymentId: deployment.id, revisionId })
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
