// Owns what a deployment read after this run's revision went DEPLOYED says of the traffic: which
// revision serves, as active_revision_id says, and, when the answers leave it out, what the list tells.
import { abortReason } from '../base/clock.js'
import { pollUntil } from '../base/poll-until.js'
import { classifyStatus } from '../base/revision-status.js'
import type { Runtime } from '../base/runtime.js'
import { newestFirst } from './revisions.js'
import type { Deployment } from './schemas.js'
import type { ControlPlane } from './client.js'
import type { RevisionBaseline } from './writes/baseline.js'

/** Looks at the list, at most, while it does not show this run's revision yet (it lags). */
const LIST_LOOKS = 5

/** What {@link newerListed} reads with, and how long it may look. */
export interface NewerListedOptions extends Pick<Runtime, 'clock' | 'deadline'> {
  readonly controlPlane: Pick<ControlPlane, 'listRevisions'>
  readonly deploymentId: string
  readonly revisionId: string
  /** Between two looks while the list lags. */
  readonly pauseMs: number
  /** How long the last look, when the time is up, may take. */
  readonly lastLookMs: number
  readonly signal?: AbortSignal
}

/** What the list told: a newer revision (the deployment naming it as latest), or why it cannot tell. */
export type ListTold =
  | { readonly kind: 'newer'; readonly deployment: Deployment }
  | { readonly kind: 'cannot-tell'; readonly why: string }

/**
 * When the deployment names neither the serving nor the latest revision: the revision list tells
 * whether one newer than this run's is live or on its way (then which serves cannot be told).
 * The list judges only once it shows this run's revision (one that does not, looked at again
 * {@link LIST_LOOKS} times, lags), and only when it shows the deployment's last write: an
 * `updated_at` later than this run's revision was made must be a revision listed (else the list
 * lags behind another writer's). Returns what it told; undefined when it shows none newer.
 */
export async function newerListed(
  options: NewerListedOptions,
  deployment: Deployment | undefined
): Promise<ListTold | undefined> {
  if (deployment === undefined || deployment.latest_revision_id) return undefined
  const { controlPlane, deploymentId, revisionId } = options
  const polled = await pollUntil({
    ...options,
    maxAttempts: LIST_LOOKS,
    attempt: async () =>
      newestFirst(
        await controlPlane.listRevisions({ deploymentId, until: r => r.id === revisionId })
      ),
    isDone: listed => listed.some(r => r.id === revisionId),
    nextDelay: () => options.pauseMs
  })
  if (polled.stop === 'aborted') throw abortReason(options.signal)
  const listed = polled.answer ?? []
  const at = listed.findIndex(r => r.id === revisionId)
  if (at < 0) {
    return {
      kind: 'cannot-tell',
      why: `its revision list, read ${polled.attempts} times, does not show this revision yet (it lags)`
    }
  }
  const newer = listed
    .slice(0, at)
    .find(r => ['deployed', 'in-progress'].includes(classifyStatus(r.status)))
  if (newer !== undefined) {
    return { kind: 'newer', deployment: { ...deployment, latest_revision_id: newer.id } }
  }
  const written = time(deployment.updated_at)
  const unexplained =
    written > time(listed[at]?.created_at) && !listed.some(r => time(r.created_at) >= written)
  if (!unexplained) return undefined
  return {
    kind: 'cannot-tell',
    why: `it was written at ${deployment.updated_at ?? ''}, after this revision was made, and its revision list shows no revision made then (it lags)`
  }
}

/** A timestamp's milliseconds; NaN (never later, never as late) when absent or unreadable. */
function time(stamp: string | null | undefined): number {
  return Date.parse(stamp ?? '')
}

/** Whether a deployment serves this run's revision, as its `active_revision_id` says. */
export type Serving =
  'serving' | 'switching' | 'replaced' | 'unreported' | 'newer-unreported' | 'unlisted-unreported'

/**
 * What a deployment read after this run's revision went `DEPLOYED` says of the traffic:
 * `serving` it; still `switching` while no revision, an older one (one from before the write,
 * or any while the revision is still the latest) is active; `replaced` when a revision newer
 * than it took over; `unreported` when the install does not send `active_revision_id` at all,
 * and `newer-unreported` when it then names a latest revision made after this run's (which of the
 * two serves cannot be told), or `unlisted-unreported` when it names neither and the revision list,
 * read again, does not show this run's revision (it lags: what is newer cannot be told).
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

/** What the deployment, and when it leaves that out the revision list, say of this run's revision. */
export interface ServingTold {
  readonly serving: Serving
  /** The deployment as read (naming the newer revision as latest, when the list showed one). */
  readonly deployment: Deployment
  /** With `unlisted-unreported`: why the revision list cannot tell what is newer. */
  readonly why?: string
}

/**
 * {@link servingState} of `deployment` for this run's revision; when the install does not say
 * which revision serves (`unreported`), what the revision list tells ({@link newerListed}).
 */
export async function servingTold(
  options: NewerListedOptions & { readonly baseline: RevisionBaseline },
  deployment: Deployment
): Promise<ServingTold> {
  const serving = servingState(deployment, options.revisionId, options.baseline)
  if (serving !== 'unreported') return { serving, deployment }
  const told = await newerListed(options, deployment)
  if (told?.kind === 'cannot-tell') {
    return { serving: 'unlisted-unreported', deployment, why: told.why }
  }
  if (told?.kind === 'newer') return { serving: 'newer-unreported', deployment: told.deployment }
  return { serving, deployment }
}
