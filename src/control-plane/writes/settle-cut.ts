// Owns settling a write the cancellation cut off (cut-write.ts) as a lost answer is settled:
// reads that name this run's deployment and revision, within the bound the caller's deps set.
import { DeadlineError, errorMessage } from '../../base/errors.js'
import type { Deployment } from '../schemas.js'
import type { CutWrite } from './cut-write.js'
import { lookForNewRevision, ownNewRevision } from './identify.js'
import { provenCreate } from './own-create.js'
import { UnprovenRevisionError } from './ownership.js'
import { SETTLE_READS, type WriteDeps, settle } from './settle.js'

/** What the reads after the cancel told of the write they settle. */
export interface CutOutcome {
  /** The deployment written, when known (read after a create, else as read before). */
  readonly deployment: Deployment | undefined
  /** The revision the write made, when the reads told it apart. */
  readonly revisionId: string | undefined
  /** Why the reads could not tell the revision, when they could not. */
  readonly unknown: string | undefined
}

/**
 * Settles `cut` by reads, as the write protocol settles a lost answer: the deployment a create
 * made (by name) and its first revision, when a revision of it carries this run's mark; the one
 * new revision an update built from what this run sent; the revision a redeploy made. Never
 * throws: a read that fails or a deadline (the bound of `deps`) that passes leave the revision
 * unknown, and `unknown` says why.
 */
export async function settleCutWrite(deps: WriteDeps, cut: CutWrite): Promise<CutOutcome> {
  const deployment = cut.kind === 'revision' ? cut.existing : undefined
  try {
    if (cut.kind === 'create') {
      const { name } = cut
      const found = await settle(deps, () => deps.controlPlane.findDeploymentByName({ name }))
      if (found === undefined) {
        return { deployment, revisionId: undefined, unknown: `no deployment "${name}" shows` }
      }
      // Another writer may have created the name meanwhile: this run's only by its mark.
      const own = await provenCreate(deps, found, cut.sent)
      return { deployment: own.deployment, revisionId: own.revisionId, unknown: undefined }
    }
    const revisionId = await settle(deps, () => newRevision(deps, cut))
    const unknown =
      revisionId === undefined
        ? `after ${SETTLE_READS} reads no new revision ${cut.sent === undefined ? '' : 'built from what this run sent '}shows yet`
        : undefined
    return { deployment, revisionId, unknown }
  } catch (error) {
    const unknown =
      error instanceof DeadlineError
        ? `${deps.deadline.label} ran out before they could tell`
        : errorMessage(error)
    return { deployment, revisionId: undefined, unknown }
  }
}

/** One look for the revision an update or a redeploy made; undefined when none shows yet. */
async function newRevision(
  deps: WriteDeps,
  cut: Extract<CutWrite, { kind: 'revision' }>
): Promise<string | undefined> {
  const { existing, baseline, sent } = cut
  if (sent !== undefined) {
    // A change the list does not tell apart yet is no revision: the reads go on looking.
    const look = await ownNewRevision(deps, cut, sent)
    return look !== undefined && 'id' in look ? look.id : undefined
  }
  const { result } = await lookForNewRevision(deps, existing.id, baseline)
  if (result.kind === 'unseen') return undefined
  // A redeploy sends nothing of its own: no new revision proves it (ownership.ts).
  const ids = result.kind === 'found' ? [result.id] : result.ids
  throw new UnprovenRevisionError({ kind: 'redeploy', deployment: existing }, ids, undefined)
}
