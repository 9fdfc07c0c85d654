// Owns the one rule of ownership: a revision (or a deployment) is this run's only when proven, by
// the answer of the write that made it or, that answer lost, by a mark no other writer could make.

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
 * The mark of a write that no other writer could have made, said as `field 'value'`: the object
 * path of this run's upload (the service hands each upload URL out once). Undefined when the
 * write has none: a branch, a tag or an image (even one pinned by its digest: a re-run or another
 * workflow ships the same image) is what another writer's deploy sends too, and a redeploy sends
 * nothing at all.
 */
export function uniqueMark(sent: SentSource | undefined): string | undefined {
  return sent?.tarballPath === undefined ? undefined : `source_tarball_path '${sent.tarballPath}'`
}

/** A write that makes a revision: an update, or a redeploy (of `revisionId`, where it is known). */
export interface RevisionWrite {
  readonly kind: 'update' | 'redeploy'
  readonly deployment: { readonly name: string; readonly id: string }
  readonly revisionId?: string
}

/**
 * The write said for people, the one place it is worded: `the update of deployment "N" (ID)`,
 * `the redeploy of revision R of deployment "N" (ID)`.
 */
export function writeSubject(write: RevisionWrite): string {
  const { kind, deployment, revisionId } = write
  const revision = revisionId === undefined ? '' : `revision ${revisionId} of `
  return `the ${kind} of ${revision}deployment "${deployment.name}" (${deployment.id})`
}

/**
 * A revision that the reads after a write whose answer was lost (or did not name it) show as new
 * could be another writer's: this run never reports, waits on, interrupts or rolls back such a
 * revision as its own. `write` names the write ({@link writeSubject}).
 */
export class UnprovenRevisionError extends Error {
  override readonly name = 'UnprovenRevisionError'

  /**
   * `seen`: the revisions new since the write that the reads show; `answer`: what the write's
   * answer said instead, when one came and did not prove the revision (default: it named none).
   */
  constructor(
    write: RevisionWrite,
    seen: readonly string[],
    sent: SentSource | undefined,
    answer = 'its answer did not name it'
  ) {
    const why =
      sent === undefined
        ? 'a redeploy sends no source of its own'
        : `what it sent (${describeSent(sent)}) is what another writer's deploy of the same ref or image sends too`
    const shown =
      seen.length === 0
        ? `no read can tell it, since ${why}`
        : `${seen.length === 1 ? `revision ${seen[0] ?? ''}` : `revisions ${seen.join(', ')}`}, new since the write, may be another writer's, since ${why}`
    super(
      `cannot tell which revision ${writeSubject(write)} made: ${answer}, and ${shown}. The action reports, waits on, interrupts and rolls back ${seen.length === 0 ? 'no revision' : 'none of them'} as this run's`
    )
  }
}

/** Whether a new revision seen by reads alone may be taken as this run's: only by a unique mark. */
export function provenByReads(sent: SentSource | undefined): boolean {
  return uniqueMark(sent) !== undefined
}

/** What a revision's record (or a deployment's, of its latest revision) says it was built from. */
export interface RecordedSource {
  readonly source_tarball_path?: string | null
}

/**
 * Whether a record shows this run's unique mark ({@link uniqueMark}), the very value sent: a
 * record that leaves the field out, or a write without a mark, shows nothing.
 */
export function carriesMark(
  recorded: RecordedSource | null | undefined,
  sent: SentSource | undefined
): boolean {
  return sent?.tarballPath !== undefined && recorded?.source_tarball_path === sent.tarballPath
}

/**
 * A deployment found by its name after this run's create got no answer may be one that another
 * writer created meanwhile under the same name: unless one of its revisions carries this run's
 * mark ({@link carriesMark}), the action takes none of it as this run's: no `created`, no
 * `deployment-id`, no `revision-id`, nothing waited on, interrupted or rolled back.
 */
export class UnprovenDeploymentError extends Error {
  override readonly name = 'UnprovenDeploymentError'

  constructor(
    found: { readonly name: string; readonly id: string },
    seen: readonly string[],
    sent: SentSource | undefined
  ) {
    super(
      `cannot tell whether deployment "${found.name}" (${found.id}) is the one this run's create made: no answer of the create named it, and another writer may have created a deployment of that name meanwhile; ${whyUnproven(seen, sent)}. The action reports, waits on, interrupts and rolls back neither the deployment nor its revisions as this run's`
    )
  }
}

/** Why the revisions `seen` of a deployment found by name do not prove this run's create. */
function whyUnproven(seen: readonly string[], sent: SentSource | undefined): string {
  const listed = `${seen.length === 1 ? 'its revision' : 'its revisions'} ${seen.join(', ')}`
  const mark = uniqueMark(sent)
  if (mark !== undefined) {
    if (seen.length === 0) return `no revision of it shows this run's ${mark}`
    return `${listed} ${seen.length === 1 ? 'does' : 'do'} not show this run's ${mark}`
  }
  const what =
    sent !== undefined && (sent.repoRef !== undefined || sent.imageUri !== undefined)
      ? `what the create sent (${describeSent(sent)}) is what another writer's create of the same ref or image sends too`
      : 'the create of an upload deployment sends no source of its own (the archive is uploaded after it)'
  return `${what}, so ${seen.length === 0 ? 'no revision of it can' : `${listed} cannot`} prove it`
}

function describeSent(sent: SentSource): string {
  const fields: [string, string | undefined][] = [
    ['repo_ref', sent.repoRef],
    ['image_uri', sent.imageUri]
  ]
  const named = fields.filter(([, value]) => value !== undefined)
  return named.map(([field, value]) => `${field} '${value ?? ''}'`).join(', ') || 'nothing unique'
}
