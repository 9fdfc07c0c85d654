// Owns whether and to what a failed smoke test rolls back: what served just before this run's
// revision, read with the guard just before the redeploy, and why there is no rollback otherwise.
import { type Guarded, readGuard } from '../control-plane/rollback-guard.js'
import { LIVE_ONCE, describeSource, sameId, servedBeforeOwn } from '../control-plane/revisions.js'
import type { Revision } from '../control-plane/schemas.js'
import type { ServingBefore } from '../control-plane/writes/baseline.js'
import type { StepDeps } from './context.js'
import type { Deployed } from './deploy.js'

/** A rollback to `before`, the guard read just now; or none, and why (said as a clause). */
export type RollbackDecision =
  | { readonly kind: 'go'; readonly before: ServingBefore; readonly guarded: Guarded }
  | { readonly kind: 'none'; readonly none: string }

/**
 * Whether the failed revision of `deployed` may be rolled back, and to what: not after a create
 * (nothing served before); not when, read again just now, another release serves or is on its
 * way; else to what served just before this run's revision, when that went live.
 */
export async function decideRollback(
  deps: StepDeps,
  deployed: Deployed
): Promise<RollbackDecision> {
  const name = `deployment "${deployed.deployment.name}"`
  const stays = `revision ${deployed.revisionId} stays live`
  const none = (why: string): RollbackDecision => ({ kind: 'none', none: `no rollback: ${why}` })
  if (deployed.created) {
    return none(
      `this run created ${name}, so no revision served it before (first deploy), and ${stays}`
    )
  }
  const decidedOnId = deployed.revisionId
  // Decided on the deployment as this run's write left it: a write since must be explained.
  const guarded = await readGuard(deps, deployed.deployment, {
    decidedOnId,
    copiesCount: true,
    decidedOn: deployed.deployment
  })
  if (guarded.verdict.kind !== 'go') {
    const decided = `this run's revision ${decidedOnId}`
    return none(
      `${blocker(guarded, decided)}; a rollback must not replace a newer release, so nothing was redeployed`
    )
  }
  const before = servedBefore(deps, deployed, guarded.revisions)
  if (before === undefined) {
    return none(
      `neither the read just before this run's write nor the revisions listed now show a revision that served ${name} before this run's, so ${stays}`
    )
  }
  if (before.status !== LIVE_ONCE) {
    const was = before.status === undefined ? 'could not be read' : `was ${before.status}`
    return none(
      `revision ${before.id}, which served ${name} before this run, ${was} then, not ${LIVE_ONCE}, so ${stays}`
    )
  }
  return { kind: 'go', before, guarded }
}

/**
 * What served just before this run's revision: the newest revision made before it that went live,
 * as listed just before the redeploy (a release another writer made between this run's read and
 * its write included), else the one the read just before the write named.
 */
function servedBefore(
  deps: StepDeps,
  deployed: Deployed,
  listed: readonly Revision[]
): ServingBefore | undefined {
  const read = deployed.servingBefore
  const found = servedBeforeOwn(listed, deployed.revisionId)
  if (found === undefined || (read !== undefined && sameId(found.id, read.id))) return read
  deps.logger.info(
    `Revision ${found.id} is the newest revision made before this run's that went live${read === undefined ? '' : ` (the read just before its write named ${read.id})`}: another writer's release went live meanwhile, and it is what served before this run's revision.`
  )
  return { id: found.id, status: found.status, source: describeSource(found) }
}

/**
 * Why the deployment read again just before a rollback's write (control-plane/rollback-guard.ts)
 * stops it, said of the revision the rollback was `decided` on.
 */
export function blocker({ verdict, deployment }: Guarded, decided: string): string {
  switch (verdict.kind) {
    case 'go':
      return 'nothing stands in its way'
    case 'serving-changed':
      return `revision ${verdict.serving.id} serves deployment "${deployment.name}" now, not ${decided}`
    case 'newer-on-its-way': {
      const { id, status } = verdict.newer
      const where = status === LIVE_ONCE ? 'live' : 'on its way to serve'
      return `revision ${id}, newer than ${decided}, is ${status} (${where})`
    }
    case 'cannot-tell':
      return `${verdict.why}, so whether another release serves or is on its way cannot be told`
  }
}
