// Owns reading, before an update or in a plan, what serves the deployment: the revision named by
// active_revision_id and, when the latest differs (a failed or pending build), the latest.
import { errorMessage } from '../base/errors.js'
import type { ServingRevision } from '../control-plane/plan-diff.js'
import type { Deployment, Revision } from '../control-plane/schemas.js'
import type { StepDeps } from './context.js'

/** What serves `deployment`, and its latest revision when that is another one. */
export interface ServingNow {
  /** Undefined when no revision serves (active_revision_id is null or absent). */
  readonly serving: ServingRevision | undefined
  /** The latest revision when it is not the serving one; its status undefined when not read. */
  readonly latest?: { readonly id: string; readonly status: string | undefined }
}

/**
 * Reads the revision serving `deployment` and, when its latest is another one, that one's
 * status. Only for what the run says: a failed read is logged and leaves the part unknown (a
 * cancel still stops the run).
 */
export async function readServingNow(
  deps: Pick<StepDeps, 'controlPlane' | 'logger' | 'signal'>,
  deployment: Deployment
): Promise<ServingNow> {
  const read = async (id: string): Promise<Revision | undefined> => {
    try {
      return await deps.controlPlane.getRevision({ deploymentId: deployment.id, revisionId: id })
    } catch (error) {
      // A cancel is no failed read: the run stops.
      if (deps.signal?.aborted) throw error
      deps.logger.info(`Could not read revision ${id} (${errorMessage(error)}).`)
      return undefined
    }
  }
  const activeId = deployment.active_revision_id || undefined
  const latestId = deployment.latest_revision_id || undefined
  const serving =
    activeId === undefined ? undefined : { id: activeId, revision: await read(activeId) }
  if (latestId === undefined || latestId === activeId) return { serving }
  return { serving, latest: { id: latestId, status: (await read(latestId))?.status } }
}
