// Owns a revision-making write the cancellation cut off: what it was sending (the facts that
// settle it afterwards, writes/settle-cut.ts), carried up to the run by the error it ends with.
import { errorMessage } from '../../base/errors.js'
import type { Deployment } from '../schemas.js'
import type { RevisionBaseline } from './baseline.js'
import type { SentSource } from './identify.js'
import type { WriteDeps } from './settle.js'

/** A write cut off by the cancellation: it may or may not have made a revision. */
export type CutWrite =
  /**
   * The create of deployment `name`; with `firstRevision`, the create itself makes one, from
   * `sent` (empty for an upload, whose archive comes after the create).
   */
  | {
      readonly kind: 'create'
      readonly name: string
      readonly firstRevision: boolean
      readonly sent: SentSource
    }
  /** An update (POST .../revisions or the older PATCH) or a redeploy of `existing`. */
  | {
      readonly kind: 'revision'
      readonly existing: Deployment
      readonly baseline: RevisionBaseline
      /** What the update named as the revision's source; undefined for a redeploy. */
      readonly sent: SentSource | undefined
    }

/** The error a write ends with when the run was cancelled while it was under way. */
export class WriteCutError extends Error {
  override readonly name = 'WriteCutError'

  constructor(
    readonly cut: CutWrite,
    cause: unknown
  ) {
    super(errorMessage(cause), { cause })
  }
}

/**
 * Runs `write` (the send and its settling reads); when the run is cancelled meanwhile, ends with
 * a {@link WriteCutError} that carries `cut`, so that the run can settle it after the cancel.
 */
export async function cutByCancel<T>(
  deps: Pick<WriteDeps, 'signal'>,
  cut: CutWrite,
  write: () => Promise<T>
): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (deps.signal?.aborted !== true || error instanceof WriteCutError) throw error
    throw new WriteCutError(cut, error)
  }
}

/** The write a failure cut off, found along its causes; undefined when it cut none. */
export function cutWriteOf(failure: unknown): CutWrite | undefined {
  for (let at = failure; at instanceof Error; at = at.cause) {
    if (at instanceof WriteCutError) return at.cut
  }
  return undefined
}
