// Owns what a revision's record says beyond its status: what it was built from, and the order
// of a list of revisions.
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
