// Owns the one rule that keeps another writer's revision from being taken as this run's: a
// revision whose recorded source differs from what this run sent is never this run's.
import type { Revision } from '../schemas.js'

/** What this run's write named as the revision's source; a field not sent is undefined. */
export interface SentSource {
  readonly repoRef?: string
  readonly imageUri?: string
  readonly tarballPath?: string
}

/** The source named by a `source_revision_config` this run sends. */
export function sentSourceOf(config: Readonly<Record<string, unknown>>): SentSource {
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' && value !== '' ? value : undefined
  return {
    repoRef: text(config.repo_ref),
    imageUri: text(config.image_uri),
    tarballPath: text(config.source_tarball_path)
  }
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
