// Owns what a revision's record says beyond its status: what it was built from, when two are the
// same source (commit, image, or archive: by digest when known), and what a list of them tells.
import type { Revision } from './schemas.js'

/** Revisions sorted by `created_at`, newest first; the server's order breaks ties. */
export function newestFirst(revisions: readonly Revision[]): Revision[] {
  const time = (revision: Revision): number => {
    const parsed = revision.created_at ? Date.parse(revision.created_at) : NaN
    return Number.isNaN(parsed) ? -Infinity : parsed
  }
  return revisions
    .map((revision, index) => ({ revision, index }))
    .sort((a, b) => time(b.revision) - time(a.revision) || a.index - b.index)
    .map(({ revision }) => revision)
}

/** What a revision was built from, as its record says. */
export interface BuiltFrom {
  readonly ref: string | undefined
  readonly configPath: string | undefined
  /** `repo_commit_sha`, lower-cased, when it is a commit SHA (7 to 64 hex digits); else undefined. */
  readonly commitSha: string | undefined
}

/** What `revision` was built from; a field that is absent, empty or not text is undefined. */
export function builtFrom(revision: Pick<Revision, 'source_revision_config'>): BuiltFrom {
  const config = revision.source_revision_config
  const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined
  const sha = text(config?.repo_commit_sha)
  return {
    ref: text(config?.repo_ref),
    configPath: text(config?.langgraph_config_path) ?? text(config?.graph_config_path),
    commitSha: sha !== undefined && /^[0-9a-f]{7,64}$/i.test(sha) ? sha.toLowerCase() : undefined
  }
}

/** The image and the uploaded archive a revision names, when it does. */
export function artefacts(revision: Revision): { image?: string; tarball?: string } {
  const config = revision.source_revision_config
  return {
    image: config?.image_uri?.trim() || undefined,
    tarball: config?.source_tarball_path?.trim() || undefined
  }
}

/** An uploaded archive's SHA-256 by its path (`source_tarball_path`), where it is known. */
export type ArchiveDigests = ReadonlyMap<string, string>

/** The digest known of a revision's archive; null for an archive not known, undefined for none. */
export function archiveDigest(
  revision: Revision,
  digests: ArchiveDigests
): string | null | undefined {
  const { tarball } = artefacts(revision)
  return tarball === undefined ? undefined : (digests.get(tarball) ?? null)
}

/**
 * The content of a revision's source: commit, image, archive (its digest when known, else its
 * path: each upload has its own) and config path; undefined when the record names none of
 * commit, image or archive (then a copy cannot be told from a release).
 */
export function sourceKey(revision: Revision, digests: ArchiveDigests): string | undefined {
  const { commitSha, configPath } = builtFrom(revision)
  const { image, tarball } = artefacts(revision)
  if (commitSha === undefined && image === undefined && tarball === undefined) return undefined
  const digest = archiveDigest(revision, digests)
  const archive = digest ? `sha256:${digest}` : tarball === undefined ? null : `path:${tarball}`
  return JSON.stringify([commitSha ?? null, image ?? null, archive, configPath ?? null])
}

/** Two revision IDs name the same revision (IDs are UUIDs: any case). */
export function sameId(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
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

/** The status of a revision that went live; an older one keeps it after a newer one serves. */
export const LIVE_ONCE = 'DEPLOYED'

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
