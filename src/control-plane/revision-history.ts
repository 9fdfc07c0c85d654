// Owns what a deployment's revision list, read now, says around this run's revision: what served
// just before it, and the revisions that went live with a serving one's source (its copies).
import { errorMessage } from '../base/errors.js'
import type { Logger } from '../base/log.js'
import type { ControlPlane } from './client.js'
import { LIVE_ONCE, sameId, sameSourceAs, servedBeforeOwn } from './revisions.js'

/** What the reads run on: the control plane's revision list, and the logger for a warning. */
export interface HistoryDeps {
  readonly controlPlane: Pick<ControlPlane, 'listRevisions'>
  readonly logger: Logger
}

/** The revision that served before this run's (undefined: none did), or why it cannot be told. */
export interface ServedBefore {
  readonly servingRevisionId?: string
  readonly servedBeforeUnknown?: string
}

/**
 * The baseline's revision: what served just before this run's revision `ownId`, read now, just
 * before the eval gate (revisions.ts `servedBeforeOwn`: another writer's release that went live
 * between the lookup and the write counts); why it cannot be told, when the list does not say.
 */
export async function servedBefore(
  deps: Pick<HistoryDeps, 'controlPlane'>,
  deploymentId: string,
  ownId: string
): Promise<ServedBefore> {
  let listed
  try {
    // Down to the first page holding a revision that went live other than this run's.
    listed = await deps.controlPlane.listRevisions({
      deploymentId,
      until: r => r.status === LIVE_ONCE && !sameId(r.id, ownId)
    })
  } catch (error) {
    return { servedBeforeUnknown: `listing the revisions failed (${errorMessage(error)})` }
  }
  if (!listed.some(r => sameId(r.id, ownId))) {
    return { servedBeforeUnknown: `the revision list does not show revision ${ownId} yet` }
  }
  return { servingRevisionId: servedBeforeOwn(listed, ownId)?.id }
}

/**
 * The IDs of the revisions that went live with the source of `servingId` (the original a
 * rollback's copy redeploys, and other copies), newest first: whose experiments count for it.
 * None when it cannot be told (a warning): then only its own experiments count.
 */
export async function sameSourceIds(
  deps: HistoryDeps,
  deploymentId: string,
  servingId: string
): Promise<string[]> {
  try {
    const deployed = await deps.controlPlane.listRevisions({
      deploymentId,
      statuses: [LIVE_ONCE]
    })
    const serving = deployed.find(r => sameId(r.id, servingId))
    return serving === undefined ? [] : sameSourceAs(serving, deployed).map(r => r.id)
  } catch (error) {
    deps.logger.warning(
      `The revisions of the source of revision ${servingId} could not be listed (${errorMessage(error)}): only its own experiments count as the baseline.`
    )
    return []
  }
}
