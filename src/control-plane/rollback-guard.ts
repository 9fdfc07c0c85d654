// Owns "may we still roll back?": the deployment read again just before a rollback's write, so
// that a rollback never replaces a release another writer made (or is making) since it decided.
import { errorMessage } from '../base/errors.js'
import { classifyStatus } from '../base/revision-status.js'
import type { Runtime } from '../base/runtime.js'
import type { ControlPlane } from './client.js'
import { newestFirst, sameId, servesAlready } from './revisions.js'
import type { Deployment, Revision } from './schemas.js'

/** What the rollback was decided on, and the deployment as read again just before its write. */
export interface GuardCase {
  /**
   * The revision whose serving the rollback was decided on (this run's, or the one serving when
   * `mode: rollback` chose); undefined when none served then.
   */
  readonly decidedOnId: string | undefined
  /** Whether a copy of its source serving counts as it serving (the same code: the automatic rollback). */
  readonly copiesCount: boolean
  /** The revision the deployment names as serving now (undefined: it names none). */
  readonly serving: Revision | undefined
  /** The revisions as read again, in any order: every one newer than the decided-on one. */
  readonly revisions: readonly Revision[]
  /**
   * The deployment's `updated_at` when the rollback was decided, and as read again: a write of any
   * writer moves it, which a list that lags, or answers without `active_revision_id`, can hide.
   */
  readonly updatedAt?: { readonly decided: string | undefined; readonly now: string | undefined }
  /** The deployment's `latest_revision_id` as read again, when it names one. */
  readonly latestId?: string
}

/** Whether the rollback may still be written, and if not, what stands in its way. */
export type GuardVerdict =
  | { readonly kind: 'go' }
  /** Another revision serves now: another writer's release. */
  | { readonly kind: 'serving-changed'; readonly serving: Revision }
  /** A revision newer than the one decided on is queued, building, deploying or live. */
  | { readonly kind: 'newer-on-its-way'; readonly newer: Revision }
  /** The answers cannot tell: never guessed. */
  | { readonly kind: 'cannot-tell'; readonly why: string }

/**
 * The rule, pure: a rollback may go on only while the revision it was decided on (or, with
 * `copiesCount`, a copy of its source) serves, and no newer revision that is not final-failed
 * (a status of {@link classifyStatus} 'deployed' or 'in-progress', unknown ones included) is on
 * its way to serve. Copies of the decided-on source are no newer release. When none served as it
 * was decided, it may go on only while none serves.
 */
export function mayStillRollBack(c: GuardCase): GuardVerdict {
  const verdict = judgedByRevisions(c)
  const { latestId } = c
  const unlisted =
    latestId !== undefined &&
    !sameId(latestId, c.decidedOnId ?? '') &&
    !c.revisions.some(r => sameId(r.id, latestId))
  if (verdict.kind === 'go' && unlisted) {
    return {
      kind: 'cannot-tell',
      why: `the deployment names revision ${latestId} as its latest, which its revision list does not show (it may lag), so whether it is on its way cannot be told`
    }
  }
  const { decided, now } = c.updatedAt ?? {}
  if (verdict.kind !== 'go' || decided === undefined) return verdict
  if (now === undefined || decided === now) return verdict
  // The list, read before the deployment, judged every revision down to the decided-on one; it
  // explains the move when it shows a revision made at or after it (else it lags, or a write
  // that makes no revision moved it). Without a decided-on revision, no move is explained.
  if (c.decidedOnId !== undefined && c.revisions.some(r => madeAtOrAfter(r, now))) return verdict
  return {
    kind: 'cannot-tell',
    why: `the deployment changed since the rollback was decided (its updated_at moved from ${decided} to ${now}), which the answers read do not explain`
  }
}

function madeAtOrAfter(revision: Revision, at: string): boolean {
  const made = Date.parse(revision.created_at ?? '')
  return Number.isFinite(made) && made >= Date.parse(at)
}

function judgedByRevisions(c: GuardCase): GuardVerdict {
  const { serving, decidedOnId } = c
  if (decidedOnId === undefined) {
    if (serving !== undefined) return { kind: 'serving-changed', serving }
    return judgedFromList(newestFirst(c.revisions))
  }
  if (serving === undefined) {
    return { kind: 'cannot-tell', why: 'the deployment names no revision serving it now' }
  }
  const all = newestFirst(c.revisions)
  const at = all.findIndex(r => sameId(r.id, decidedOnId))
  const decidedOn = at < 0 ? undefined : all[at]
  if (decidedOn === undefined) {
    return {
      kind: 'cannot-tell',
      why: `revision ${decidedOnId} is not among the deployment's revisions as listed, so which are newer cannot be told`
    }
  }
  const same = (r: Revision): boolean =>
    sameId(r.id, decidedOn.id) || (c.copiesCount && servesAlready(decidedOn, r))
  if (!same(serving)) return { kind: 'serving-changed', serving }
  const newer = all
    .slice(0, at)
    .find(r => !same(r) && ['deployed', 'in-progress'].includes(classifyStatus(r.status)))
  return newer === undefined ? { kind: 'go' } : { kind: 'newer-on-its-way', newer }
}

/**
 * None served as the rollback was decided and the deployment names none now (a service may leave
 * `active_revision_id` out): the revisions listed judge. One on its way (queued, building,
 * deploying) is another writer's release that the redeploy would replace.
 */
function judgedFromList(all: readonly Revision[]): GuardVerdict {
  const newer = all.find(r => classifyStatus(r.status) === 'in-progress')
  return newer === undefined ? { kind: 'go' } : { kind: 'newer-on-its-way', newer }
}

/** What the guard reads with: the control plane's reads, and the run's cancel signal. */
export interface GuardDeps extends Pick<Runtime, 'signal'> {
  readonly controlPlane: Pick<ControlPlane, 'getDeployment' | 'getRevision' | 'listRevisions'>
}

/**
 * The verdict, the deployment as read just now (the redeploy's baseline when it goes on), and the
 * revisions listed then, newest first (none when the read failed).
 */
export interface Guarded {
  readonly verdict: GuardVerdict
  readonly deployment: Deployment
  readonly revisions: readonly Revision[]
}

/**
 * Reads `deployment` again, its revisions down to the decided-on one, and the serving one; judges
 * them by {@link mayStillRollBack}. A read that fails is a verdict too: what serves cannot be told.
 */
export async function readGuard(
  deps: GuardDeps,
  deployment: Deployment,
  decided: Pick<GuardCase, 'decidedOnId' | 'copiesCount'> & { readonly decidedOn?: Deployment }
): Promise<Guarded> {
  const { controlPlane } = deps
  try {
    // Newest first, page after page down to the decided-on one: every newer revision is read.
    // The list first: a write after it moves the deployment's updated_at, read next.
    const revisions = await controlPlane.listRevisions({
      deploymentId: deployment.id,
      until: r => sameId(r.id, decided.decidedOnId ?? '')
    })
    const now = await controlPlane.getDeployment({ id: deployment.id })
    const activeId = now.active_revision_id || undefined
    const serving =
      activeId === undefined
        ? undefined
        : (revisions.find(r => sameId(r.id, activeId)) ??
          (await controlPlane.getRevision({ deploymentId: deployment.id, revisionId: activeId })))
    const { decidedOnId, copiesCount, decidedOn } = decided
    const updatedAt =
      decidedOn === undefined
        ? undefined
        : { decided: decidedOn.updated_at || undefined, now: now.updated_at || undefined }
    const latestId = now.latest_revision_id || undefined
    const verdict = mayStillRollBack({
      decidedOnId,
      copiesCount,
      serving,
      revisions,
      updatedAt,
      latestId
    })
    return { verdict, deployment: now, revisions: newestFirst(revisions) }
  } catch (error) {
    if (deps.signal?.aborted === true) throw error
    const why = `reading deployment "${deployment.name}" again failed (${errorMessage(error)})`
    return { verdict: { kind: 'cannot-tell', why }, deployment, revisions: [] }
  }
}
