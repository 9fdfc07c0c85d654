// Owns which revision `mode: rollback` goes back to: never forward in time, never to a copy of
// what serves. A redeploy copies its revision's source, so "the same source" tells the copies apart.
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
    }
  | { readonly kind: 'none'; readonly serving: Revision; readonly original: Revision }
  /** The serving revision's record names no commit, image or archive: its copies cannot be told. */
  | { readonly kind: 'unknown-source'; readonly serving: Revision }

/** What the choice reads: the revision serving now, and every revision that reached DEPLOYED. */
export interface RollbackCandidates {
  readonly serving: Revision
  readonly deployed: readonly Revision[]
}

/**
 * The revision `mode: rollback` redeploys when no `revision-id` is given: the newest DEPLOYED
 * revision older than the *original* of the serving one (the oldest DEPLOYED revision with the
 * same source, which a redeploy copies), whose source differs from the serving one's. So a
 * rollback after G, B, then G' (a redeploy of G) goes to the release before G, never to B, and
 * each further rollback walks one release further back.
 */
export function chooseRollbackTarget(candidates: RollbackCandidates): RollbackTarget {
  const { serving } = candidates
  const key = sourceKey(serving)
  if (key === undefined) return { kind: 'unknown-source', serving }
  const listed = candidates.deployed.filter(r => !sameId(r.id, serving.id))
  const all = newestFirst([serving, ...listed])
  const copies = all.filter(revision => sourceKey(revision) === key)
  const original = copies.at(-1) ?? serving
  const at = all.indexOf(original)
  const differs = (revision: Revision): boolean => sourceKey(revision) !== key
  const target = all.slice(at + 1).find(differs)
  if (target === undefined) return { kind: 'none', serving, original }
  const passedOver = all.slice(0, at).filter(differs)
  return { kind: 'found', serving, original, target, passedOver }
}

/**
 * Whether `given` (a `revision-id`) already serves: it is the serving revision, or a copy of
 * its source (then redeploying it would change nothing).
 */
export function servesAlready(given: Revision, serving: Revision): boolean {
  if (sameId(given.id, serving.id)) return true
  const key = sourceKey(serving)
  return key !== undefined && sourceKey(given) === key
}

/**
 * What a revision was made from, for the log: its commit, image or uploaded archive, with the
 * config path when there is one.
 */
export function describeSource(revision: Revision): string {
  const { commitSha, ref, configPath } = builtFrom(revision)
  const { image, tarball } = artefacts(revision)
  const what =
    commitSha !== undefined
      ? `commit ${commitSha.slice(0, 12)}${ref === undefined ? '' : ` (${ref})`}`
      : (image ?? (tarball === undefined ? undefined : `archive ${tarball}`))
  if (what === undefined) return 'no commit, image or archive named'
  return configPath === undefined ? what : `${what}, ${configPath}`
}

/** Two revision IDs name the same revision (IDs are UUIDs: any case). */
export function sameId(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/**
 * The content of a revision's source: commit, image, archive and config path; undefined when
 * the record names none of commit, image or archive (then a copy cannot be told from a release).
 */
function sourceKey(revision: Revision): string | undefined {
  const { commitSha, configPath } = builtFrom(revision)
  const { image, tarball } = artefacts(revision)
  if (commitSha === undefined && image === undefined && tarball === undefined) return undefined
  return JSON.stringify([commitSha ?? null, image ?? null, tarball ?? null, configPath ?? null])
}

/** The image and the uploaded archive a revision names, when it does. */
function artefacts(revision: Revision): { image?: string; tarball?: string } {
  const config = revision.source_revision_config
  return {
    image: config?.image_uri?.trim() || undefined,
    tarball: config?.source_tarball_path?.trim() || undefined
  }
}
