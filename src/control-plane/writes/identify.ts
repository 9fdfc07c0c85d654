// Owns telling which revision this run's write created, from what was known before it (baseline.ts):
// what it sent, the looks after it, re-checks while reads lag; what proves it is ownership.ts's rule.
import { formatDuration } from '../../base/duration.js'
import { HttpStatusError } from '../../base/errors.js'
import { newestFirst } from '../revisions.js'
import type { Deployment, Revision } from '../schemas.js'
import { type RevisionBaseline, changeSince } from './baseline.js'
import { type SentSource, UnprovenRevisionError, provenByReads, writeSubject } from './ownership.js'
import { type WriteDeps, recheck } from './settle.js'

export type { SentSource } from './ownership.js'

/** Looks at the control plane, at most, before giving up telling the new revision apart. */
const MAX_LOOKS = 8

/** Which revision the write created, as far as one set of reads tells. */
export type NewRevision =
  | { readonly kind: 'found'; readonly id: string }
  | { readonly kind: 'unseen' }
  | { readonly kind: 'ambiguous'; readonly ids: readonly string[] }

/**
 * The revision this run's write created, told apart from every revision before it; never a
 * guess.
 *
 * - A `latest_revision_id` (of the write's answer or of a read after it) names it when it is
 *   none of the revisions known before.
 * - Otherwise the revision list (newest first) must show it: above the old latest one when that
 *   is known (anything below it is older; a list that does not show it yet lags), else among
 *   the revisions not listed before the write.
 * - One such revision is this run's. Several are ambiguous, unless nothing was known before (a
 *   deployment this run created), whose first revision is the oldest.
 */
export function pickNewRevision(
  baseline: RevisionBaseline,
  seen: { readonly latestId?: string | null; readonly revisions?: readonly Revision[] }
): NewRevision {
  const { latestId, revisions } = seen
  if (latestId && !baseline.oldIds.has(latestId)) return { kind: 'found', id: latestId }
  if (revisions === undefined || revisions.length === 0) return { kind: 'unseen' }
  let above = revisions
  if (baseline.latestId !== undefined) {
    const at = revisions.findIndex(revision => revision.id === baseline.latestId)
    if (at === -1) return { kind: 'unseen' }
    above = revisions.slice(0, at)
  }
  const fresh = above.filter(revision => !baseline.oldIds.has(revision.id)).map(r => r.id)
  const oldest = fresh.at(-1)
  if (oldest === undefined) return { kind: 'unseen' }
  if (fresh.length === 1 || baseline.oldIds.size === 0) return { kind: 'found', id: oldest }
  return { kind: 'ambiguous', ids: fresh }
}

/**
 * The first field of `revision`'s record that is not what this run sent (`repo_ref`,
 * `repo_commit_sha` when a commit was sent, `image_uri`, `source_tarball_path`), as
 * `field 'value'`; undefined when none differs. A field the record leaves out tells nothing.
 */
export function sourceMismatch(revision: Revision, sent: SentSource): string | undefined {
  const config = revision.source_revision_config
  const commit = sent.repoRef !== undefined && /^[0-9a-f]{40}$/i.test(sent.repoRef)
  // A commit SHA is the same in either case; every other field is compared as it was sent.
  const checks: readonly [string, string | null | undefined, string | undefined, boolean][] = [
    ['repo_ref', config?.repo_ref, sent.repoRef, false],
    ['repo_commit_sha', commit ? config?.repo_commit_sha : undefined, sent.repoRef, true],
    ['image_uri', config?.image_uri, sent.imageUri, false],
    ['source_tarball_path', config?.source_tarball_path, sent.tarballPath, false]
  ]
  for (const [field, recorded, wanted, caseless] of checks) {
    if (!recorded || wanted === undefined) continue
    const same = caseless ? recorded.toLowerCase() === wanted.toLowerCase() : recorded === wanted
    if (!same) return `${field} '${recorded}'`
  }
  return undefined
}

/** What one look saw: the new revision (or not yet) and the deployment as read. */
export interface Look {
  readonly result: NewRevision
  readonly deployment: Deployment
}

/**
 * One look after the write. Without `sent` (a redeploy): the deployment's `latest_revision_id`,
 * and when it names no new revision, the revision list (every page down to the old latest one).
 * With `sent`, another writer may have written meanwhile: the list always, and only revisions
 * whose source is what this run sent count (two of them are ambiguous).
 */
export async function lookForNewRevision(
  deps: WriteDeps,
  deploymentId: string,
  baseline: RevisionBaseline,
  sent?: SentSource
): Promise<Look> {
  const { controlPlane } = deps
  const deployment = await controlPlane.getDeployment({ id: deploymentId })
  const byLatest = pickNewRevision(baseline, { latestId: deployment.latest_revision_id })
  if (sent === undefined && byLatest.kind === 'found') return { result: byLatest, deployment }
  const listed = await controlPlane.listRevisions({
    deploymentId,
    until: revision => revision.id === baseline.latestId
  })
  const revisions =
    sent === undefined
      ? listed
      : listed.filter(r => baseline.oldIds.has(r.id) || sourceMismatch(r, sent) === undefined)
  return { result: pickNewRevision(baseline, { revisions }), deployment }
}

/** What one look after a lost answer shows: this run's revision, or a change not yet told apart. */
export type OwnLook =
  { readonly id: string } | { readonly changed: string; readonly deployment: Deployment }

/**
 * After a write whose answer was lost: the one new revision built from what this run sent, when
 * that carries a mark no other writer could make (ownership.ts); else, when the deployment shows
 * a write since (baseline.ts `changeSince`) that the list does not tell apart yet, that change;
 * undefined when neither shows. A new revision without such a mark proves nothing: it may be
 * another writer's, and the write is then never sent again (it may be that revision) nor is the
 * revision taken as this run's.
 */
export async function ownNewRevision(
  deps: WriteDeps,
  write: { readonly existing: Deployment; readonly baseline: RevisionBaseline },
  sent: SentSource
): Promise<OwnLook | undefined> {
  const { existing, baseline } = write
  const { result, deployment } = await lookForNewRevision(deps, existing.id, baseline, sent)
  if (result.kind === 'unseen') {
    const changed = changeSince(existing, baseline, deployment)
    return changed === undefined ? undefined : { changed, deployment }
  }
  const update = { kind: 'update', deployment: existing } as const
  const ids = result.kind === 'found' ? [result.id] : result.ids
  if (!provenByReads(sent)) throw new UnprovenRevisionError(update, ids, sent)
  if (result.kind === 'found') return { id: result.id }
  throw ambiguousRevisions(`the revision created by ${writeSubject(update)}`, baseline, result.ids)
}

/**
 * After a lost answer the deployment changed, and the list does not show the write's revision
 * yet: the write may have gone through, so it is never sent again; its revision is told apart as
 * after a PATCH ({@link identifyRevision}), which takes it only when proven (ownership.ts).
 */
export async function identifyAfterChange(
  deps: WriteDeps,
  write: {
    readonly existing: Deployment
    readonly baseline: RevisionBaseline
    readonly created: boolean
  },
  sent: SentSource,
  look: { readonly changed: string; readonly deployment: Deployment }
): Promise<string> {
  const { existing, baseline, created } = write
  deps.logger.info(
    `The deployment changed: ${look.changed}, so the write may have gone through and is not sent again.`
  )
  const deployment = { ...existing, ...look.deployment, id: existing.id, name: existing.name }
  return identifyRevision(deps, { deployment, baseline, created, sent, answered: false })
}

/** What {@link identifyRevision} is told of the write. */
export interface Written {
  /** The deployment written, as the write's answer (merged with what was known) has it. */
  readonly deployment: Deployment
  readonly baseline: RevisionBaseline
  /** Whether the write created the deployment (its first revision is wanted). */
  readonly created: boolean
  /**
   * What an update named as the revision's source: then another writer may write meanwhile, and
   * only a revision built from it is this run's. Undefined for a create, whose answer is its own.
   */
  readonly sent: SentSource | undefined
  /**
   * Whether `deployment` is the write's own answer (default true); false when reads after a lost
   * answer stand for it, whose latest revision proves nothing.
   */
  readonly answered?: boolean
}

/**
 * The revision the write created: named by the answer when it is none of the old ones and its
 * source is what this run sent, else by looks at the control plane, repeated with backoff while
 * the reads lag. Throws, naming the deployment and the old latest revision, when it cannot be
 * told apart in {@link MAX_LOOKS} looks or before the deadline; never guesses.
 */
export async function identifyRevision(deps: WriteDeps, written: Written): Promise<string> {
  const { deployment, baseline } = written
  const latestId = written.answered === false ? undefined : deployment.latest_revision_id
  const answered = pickNewRevision(baseline, { latestId })
  if (answered.kind === 'found' && (await isSent(deps, written, answered.id))) {
    return written.created ? answered.id : latestOfList(deps, written, answered.id)
  }
  const started = deps.clock.now()
  const polled = await recheck(deps, {
    maxLooks: MAX_LOOKS,
    look: async number => {
      const { result } = await lookForNewRevision(deps, deployment.id, baseline, written.sent)
      if (result.kind === 'ambiguous') throw ambiguousRevisions(what(written), baseline, result.ids)
      if (result.kind === 'unseen' && number === 1) {
        const still = baseline.latestId ?? 'one from before the write'
        deps.logger.info(
          `The new revision is not listed yet (the latest is still ${still}); looking again.`
        )
      }
      return result
    },
    isDone: result => result.kind === 'found'
  })
  if (polled.answer?.kind === 'found') {
    // Only a deployment this run created, or a mark of its own, proves a revision found by reads.
    if (written.created || provenByReads(written.sent)) return polled.answer.id
    const update = { kind: 'update', deployment: written.deployment } as const
    throw new UnprovenRevisionError(update, [polled.answer.id], written.sent)
  }
  const spent = formatDuration(deps.clock.now() - started)
  const why = polled.stop === 'deadline' ? ', when timeout-seconds ran out' : ''
  throw cannotTell(written, `${polled.attempts} looks over ${spent}${why}`)
}

/**
 * The revision an update's answer names, when it carries this run's mark (ownership.ts), or the
 * list shows it with none newer. A newer one means the answer named a revision made before this
 * run's write (an answer that precedes its revision), or another writer wrote after it; a list that
 * does not show it yet lags and is read again. Either way, unshown or not newest, the answer proves
 * nothing (ownership.ts).
 */
async function latestOfList(deps: WriteDeps, written: Written, named: string): Promise<string> {
  const { deployment, sent } = written
  // A revision built from this run's own mark is its own, whatever was made after it.
  if (provenByReads(sent)) return named
  const polled = await recheck(deps, {
    maxLooks: MAX_LOOKS,
    look: async () =>
      newestFirst(
        await deps.controlPlane.listRevisions({
          deploymentId: deployment.id,
          until: revision => revision.id === named
        })
      ),
    isDone: listed => listed.some(r => r.id === named)
  })
  const listed = polled.answer ?? []
  const at = listed.findIndex(r => r.id === named)
  const newer = at < 0 ? [] : listed.slice(0, at).map(r => r.id)
  if (at === 0) return named
  const answer =
    at < 0
      ? `its answer named revision ${named}, which the revision list did not show after ${polled.attempts} looks`
      : `its answer named revision ${named}, but the list shows ${newer.join(', ')} newer`
  throw new UnprovenRevisionError({ kind: 'update', deployment }, [named, ...newer], sent, answer)
}

/**
 * Whether the revision an answer names was built from what this run sent, as its record says:
 * an answer made while another writer wrote may name that writer's revision. A record not
 * found yet (404) is checked by the looks instead.
 */
async function isSent(deps: WriteDeps, written: Written, revisionId: string): Promise<boolean> {
  const { sent } = written
  if (sent === undefined) return true
  let revision: Revision
  try {
    revision = await deps.controlPlane.getRevision({
      deploymentId: written.deployment.id,
      revisionId
    })
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) return false
    throw error
  }
  const differs = sourceMismatch(revision, sent)
  if (differs !== undefined) {
    deps.logger.warning(
      `The answer names revision ${revisionId}, but it was built from ${differs}, not what this run sent: another write was made meanwhile; looking for this run's own revision.`
    )
    return false
  }
  // Made before the write the answer is of: the answer precedes its revision (it names the one
  // latest before the write), and proves nothing.
  const made = Date.parse(revision.created_at ?? '')
  const writtenAt = Date.parse(written.deployment.updated_at ?? '')
  if (!(made < writtenAt)) return true
  deps.logger.warning(
    `The answer names revision ${revisionId}, made at ${revision.created_at ?? ''}, before the write it answers (${written.deployment.updated_at ?? ''}): it names a revision from before this run's; looking for this run's own revision.`
  )
  return false
}

function what(written: Written): string {
  const { name, id } = written.deployment
  return written.created
    ? `the first revision of deployment "${name}" (${id})`
    : `the revision created by the update of deployment "${name}" (${id})`
}

function cannotTell(written: Written, after: string): Error {
  const old = written.baseline.latestId
  const shows = written.created
    ? 'neither the deployment nor its revision list names a revision'
    : `neither the deployment nor its revision list shows a revision newer than ${old ?? 'those listed before the update'}${old === undefined ? '' : ', the latest before the update'} built from what this run sent`
  return new Error(
    `could not tell ${what(written)} apart: after ${after}, ${shows}. The action reports no revision rather than guess`
  )
}

/** The failure when several new revisions were built from what this run sent. */
export function ambiguousRevisions(
  subject: string,
  baseline: RevisionBaseline,
  ids: readonly string[]
): Error {
  return new Error(
    `could not tell ${subject} apart: ${ids.length} revisions are newer than ${baseline.latestId ?? 'those listed before the update'} (${ids.join(', ')}) and built from what this run sent, so another write was made meanwhile. The action reports no revision rather than guess`
  )
}
