// Owns which revision `mode: rollback` goes back to: never forward in time, never to a copy of
// what serves. The same source (commit, image, or archive: by digest when known) marks a copy.
import { builtFrom, newestFirst } from './revisions.js'
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

/** The status of a revision that went live; an older one keeps it after a newer one serves. */
export const LIVE_ONCE = 'DEPLOYED'

/** An uploaded archive's SHA-256 by its path (`source_tarball_path`), where it is known. */
export type ArchiveDigests = ReadonlyMap<string, string>

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

/**
 * What served just before revision `ownId` was made, as the revisions listed after it tell: the
 * newest one made before it that went live ({@link LIVE_ONCE}); undefined when the list shows
 * none (or not `ownId`).
 */
export function servedBeforeOwn(
  revisions: readonly Revision[],
  ownId: string
): Revision | undefined {
  const all = newestFirst(revisions)
  const at = all.findIndex(r => sameId(r.id, ownId))
  return at < 0 ? undefined : all.slice(at + 1).find(r => r.status === LIVE_ONCE)
}

/**
 * Whether `given` (a `revision-id`) already serves: it is the serving revision, or a copy of
 * its source (then redeploying it would change nothing).
 */
export function servesAlready(
  given: Revision,
  serving: Revision,
  digests: ArchiveDigests = new Map()
): boolean {
  if (sameId(given.id, serving.id)) return true
  const key = sourceKey(serving, digests)
  return key !== undefined && sourceKey(given, digests) === key
}

/**
 * The revisions of `among` made from `revision`'s source (the original a redeploy copies, and
 * its other copies), `revision` itself left out, newest first; none when its record names no
 * commit, image or archive. A redeploy keeps the archive path, so its copies are found without
 * digests.
 */
export function sameSourceAs(
  revision: Revision,
  among: readonly Revision[],
  digests: ArchiveDigests = new Map()
): Revision[] {
  const key = sourceKey(revision, digests)
  if (key === undefined) return []
  const copies = among.filter(r => !sameId(r.id, revision.id) && sourceKey(r, digests) === key)
  return newestFirst(copies)
}

/**
 * What a revision was made from, for the log: its commit, image or uploaded archive, with the
 * config path when there is one.
 */
export function describeSource(revision: Revision, digests: ArchiveDigests = new Map()): string {
  const { commitSha, ref, configPath } = builtFrom(revision)
  const { image, tarball } = artefacts(revision)
  const digest = archiveDigest(revision, digests)
  const archive = `archive ${tarball ?? ''}${digest ? ` (sha256:${digest.slice(0, 12)}…)` : ''}`
  const what =
    commitSha !== undefined
      ? `commit ${commitSha.slice(0, 12)}${ref === undefined ? '' : ` (${ref})`}`
      : (image ?? (tarball === undefined ? undefined : archive))
  if (what === undefined) return 'no commit, image or archive named'
  return configPath === undefined ? what : `${what}, ${configPath}`
}

/** Two revision IDs name the same revision (IDs are UUIDs: any case). */
export function sameId(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/**
 * The content of a revision's source: commit, image, archive (its digest when known, else its
 * path: each upload has its own) and config path; undefined when the record names none of
 * commit, image or archive (then a copy cannot be told from a release).
 */
function sourceKey(revision: Revision, digests: ArchiveDigests): string | undefined {
  const { commitSha, configPath } = builtFrom(revision)
  const { image, tarball } = artefacts(revision)
  if (commitSha === undefined && image === undefined && tarball === undefined) return undefined
  const digest = archiveDigest(revision, digests)
  const archive = digest ? `sha256:${digest}` : tarball === undefined ? null : `path:${tarball}`
  return JSON.stringify([commitSha ?? null, image ?? null, archive, configPath ?? null])
}

/** The digest known of a revision's archive; null for an archive not known, undefined for none. */
function archiveDigest(revision: Revision, digests: ArchiveDigests): string | null | undefined {
  const { tarball } = artefacts(revision)
  return tarball === undefined ? undefined : (digests.get(tarball) ?? null)
}

/** The image and the uploaded archive a revision names, when it does. */
function artefacts(revision: Revision): { image?: string; tarball?: string } {
  const config = revision.source_revision_config
  return {
    image: config?.image_uri?.trim() || undefined,
    tarball: config?.source_tarball_path?.trim() || undefined
  }
}
