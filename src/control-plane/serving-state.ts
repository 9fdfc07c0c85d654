// Owns what a deployment read after this run's revision went DEPLOYED says of the traffic: which
// revision serves, as active_revision_id says, and, when the answers leave it out, what the list tells.
import { classifyStatus } from '../base/revision-status.js'
import { newestFirst } from './revisions.js'
import type { Deployment } from './schemas.js'
import type { ControlPlane } from './client.js'
import type { RevisionBaseline } from './writes/baseline.js'

/**
 * When the deployment names neither the serving nor the latest revision: the revision list tells
 * whether one newer than this run's is live or on its way (then which serves cannot be told).
 * Returns the deployment naming that one as latest; undefined when none is listed.
 */
export async function newerListed(
  options: {
    readonly controlPlane: Pick<ControlPlane, 'listRevisions'>
    readonly deploymentId: string
    readonly revisionId: string
  },
  deployment: Deployment | undefined
): Promise<Deployment | undefined> {
  if (deployment === undefined || deployment.latest_revision_id) return undefined
  const { controlPlane, deploymentId, revisionId } = options
  const listed = newestFirst(
    await controlPlane.listRevisions({ deploymentId, until: r => r.id === revisionId })
  )
  const at = listed.findIndex(r => r.id === revisionId)
  const newer = listed
    .slice(0, Math.max(0, at))
    .find(r => ['deployed', 'in-progress'].includes(classifyStatus(r.status)))
  return newer === undefined ? undefined : { ...deployment, latest_revision_id: newer.id }
}

/** Whether a deployment serves this run's revision, as its `active_revision_id` says. */
export type Serving = 'serving' | 'switching' | 'replaced' | 'unreported' | 'newer-unreported'

/**
 * What a deployment read after this run's revision went `DEPLOYED` says of the traffic:
 * `serving` it; still `switching` while no revision, an older one (one from before the write,
 * or any while the revision is still the latest) is active; `replaced` when a revision newer
 * than it took over; `unreported` when the install does not send `active_revision_id` at all,
 * and `newer-unreported` when it then names a latest revision made after this run's (which of the
 * two serves cannot be told).
 */
export function servingState(
  deployment: Pick<Deployment, 'active_revision_id' | 'latest_revision_id'>,
  revisionId: string,
  baseline: RevisionBaseline
): Serving {
  const active = deployment.active_revision_id
  if (active === undefined) {
    const latest = deployment.latest_revision_id || undefined
    const newer = latest !== undefined && latest !== revisionId && !baseline.oldIds.has(latest)
    return newer ? 'newer-unreported' : 'unreported'
  }
  if (active === revisionId) return 'serving'
  if (!active || baseline.oldIds.has(active)) return 'switching'
  return deployment.latest_revision_id === revisionId ? 'switching' : 'replaced'
}
