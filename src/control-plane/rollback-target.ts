// Owns which revision `mode: rollback` goes back to: never forward in time, never to a copy of
// what serves: a copy is a revision of the same source (revisions.ts `sourceKey`).
import {
  type ArchiveDigests,
  archiveDigest,
  artefacts,
  newestFirst,
  sameId,
  sourceKey
} from './revisions.js'
import type { Revision } from './schemas.js'

/** Why the revision found is the one to go back to, or why there is none. */
export type RollbackTarget =
  | {
      readonly kind: 'found'
      readonly serving: Revision
      /** The oldest DEPLOYED revision with the serving one's source (the serving one itself if none). */
      readonly original: Revision
      readonly target: Revision
      /** DEPLOYED revisions of another source newer than the original: never a way back. */
      readonly passedOver: readonly Revision[]
      /** False when target and serving are uploads whose contents are not both known. */
      readonly contentsKnown: boolean
    }
  | { readonly kind: 'none'; readonly serving: Revision; readonly original: Revision }
  /** The serving revision's record names no commit, image or archive: its copies cannot be told. */
  | { readonly kind: 'unknown-source'; readonly serving: Revision }

/** What the choice reads: the revision serving now, and every revision that reached DEPLOYED. */
export interface RollbackCandidates {
  readonly serving: Revision
  readonly deployed: readonly Revision[]
  /** The digests known of the uploaded archives: equal digests are the same source. */
  readonly digests?: ArchiveDigests
}

/**
 * The revision `mode: rollback` redeploys when no `revision-id` is given: the newest DEPLOYED
 * revision older than the *original* of the serving one (the oldest DEPLOYED revision with the
 * same source, which a redeploy copies), whose source differs from the serving one's. So a
 * rollback after G, B, then G' (a redeploy of G) goes to the release before G, never to B, and
 * each further rollback walks one release further back.
 */
export function chooseRollbackTarget(candidates: RollbackCandidates): RollbackTarget {
  const { serving, digests = new Map<string, string>() } = candidates
  const keyOf = (revision: Revision): string | undefined => sourceKey(revision, digests)
  const key = keyOf(serving)
  if (key === undefined) return { kind: 'unknown-source', serving }
  const listed = candidates.deployed.filter(r => !sameId(r.id, serving.id))
  const all = newestFirst([serving, ...listed])
  const copies = all.filter(revision => keyOf(revision) === key)
  const original = copies.at(-1) ?? serving
  const at = all.indexOf(original)
  const differs = (revision: Revision): boolean => keyOf(revision) !== key
  const target = all.slice(at + 1).find(differs)
  if (target === undefined) return { kind: 'none', serving, original }
  const passedOver = all.slice(0, at).filter(differs)
  const unknown = [serving, target].filter(r => archiveDigest(r, digests) === null)
  const uploads = [serving, target].filter(r => artefacts(r).tarball !== undefined)
  const contentsKnown = uploads.length < 2 || unknown.length === 0
  return { kind: 'found', serving, original, target, passedOver, contentsKnown }
}
