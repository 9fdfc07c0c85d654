// Owns settling an uncertain write by reads, and the writes that answer with a deployment, not a
// revision (the PATCH of installs without the create-revision route, a redeploy) settled so.
import { errorMessage, withContext } from '../../base/errors.js'
import { mayHaveBeenApplied } from '../../base/retry-policy.js'
import type { Deployment } from '../schemas.js'
import { type RevisionBaseline, baselineOf, changeSince } from './baseline.js'
import { cutByCancel } from './cut-write.js'
import { ambiguousRevisions, lookForNewRevision, pickNewRevision } from './identify.js'
import { type SentSource, UnprovenRevisionError, provenByReads } from './ownership.js'
import { MAX_SENDS, SETTLE_READS, type WriteDeps, settle } from './settle.js'

/** A settled write's outcome: the deployment as the answer (or a read) tells, and the revision if known. */
export interface Settled {
  readonly deployment: Deployment
  /** The revision the write created, when settling an uncertain write has already told it. */
  readonly revisionId?: string
  /** Whether `deployment` is the write's answer; false when reads stand for a lost one. */
  readonly answered: boolean
}

/** What {@link sendSettled} writes to: the deployment as read before, and its baseline. */
export interface SettledWrite {
  readonly existing: Deployment
  readonly baseline: RevisionBaseline
  /** The write, for messages ("Updating deployment ..."). */
  readonly what: string
  /**
   * What an update named as the revision's source: after an uncertain send, only a new revision
   * built from it is this run's, and two such are ambiguous. Undefined for a redeploy.
   */
  readonly sent: SentSource | undefined
}

/** A redeploy's outcome: the deployment after it, the revision that results, the revisions before. */
export interface Redeployed {
  readonly deployment: Deployment
  /** The new revision the answer (or the read that settled it) names, else the one redeployed. */
  readonly revisionId: string
  readonly baseline: RevisionBaseline
}

/**
 * Redeploys `revisionId`, an earlier revision of `existing`, never twice blindly: like an
 * update, a redeploy that may have been applied is settled by reads before it is sent again.
 * The answer (or the read that settled it) names the revision that results, when it is new.
 */
export async function redeployRevision(
  deps: WriteDeps,
  existing: Deployment,
  revisionId: string
): Promise<Redeployed> {
  const baseline = baselineOf(existing)
  const label = `revision ${revisionId} of deployment "${existing.name}" (${existing.id})`
  const redeploy = { kind: 'redeploy', deployment: existing, revisionId } as const
  const write = { existing, baseline, what: `Redeploying ${label}`, sent: undefined }
  const cut = { kind: 'revision', existing, baseline, sent: undefined } as const
  const settled = await withContext(`redeploying ${label}`, () =>
    cutByCancel(deps, cut, () =>
      sendSettled(deps, write, () =>
        deps.controlPlane.redeployRevision({ deploymentId: existing.id, revisionId })
      )
    )
  )
  const latestId = settled.deployment.latest_revision_id
  if (!settled.answered) {
    // A redeploy sends nothing of its own: a revision new since the lost answer proves nothing.
    const seen = latestId && !baseline.oldIds.has(latestId) ? [latestId] : []
    throw new UnprovenRevisionError(redeploy, seen, undefined)
  }
  // The revision that results is the one the answer's latest_revision_id names: a new one, or
  // the one redeployed when the service re-activates it. Anything else names no revision.
  const named = pickNewRevision(baseline, { latestId })
  if (named.kind === 'found')
    return { deployment: settled.deployment, revisionId: named.id, baseline }
  if (latestId === revisionId) return { deployment: settled.deployment, revisionId, baseline }
  const said = latestId
    ? `latest revision ${latestId}, neither new nor the one redeployed`
    : 'no latest revision'
  throw new UnprovenRevisionError(redeploy, [], undefined, `its answer named ${said}`)
}

/**
 * Sends a write that makes a revision, at most {@link MAX_SENDS} times, and only again once
 * reads have shown that the earlier send was not applied.
 */
export async function sendSettled(
  deps: WriteDeps,
  write: SettledWrite,
  send: () => Promise<Partial<Deployment>>
): Promise<Settled> {
  const { existing, baseline, what } = write
  for (let sent = 1; ; sent++) {
    try {
      const answer = await send()
      // The latest revision is the answer's own or none: the one read before the write is old.
      const latest = { latest_revision_id: answer.latest_revision_id }
      const deployment = { ...existing, ...answer, ...latest, id: existing.id, name: existing.name }
      return { deployment, answered: true }
    } catch (error) {
      if (!mayHaveBeenApplied(error)) throw error
      deps.logger.warning(
        `${what} may or may not have worked (${errorMessage(error)}); reading it before trying again.`
      )
      const applied = await settle(deps, () => appliedWrite(deps, write))
      if (applied !== undefined) return applied
      if (sent >= MAX_SENDS) {
        throw new Error(
          `it may or may not have been applied (${errorMessage(error)}), and after ${SETTLE_READS} reads the deployment still shows revision ${baseline.latestId ?? '(none named)'}; not sending it again`,
          { cause: error }
        )
      }
      deps.logger.info(`No sign of it after ${SETTLE_READS} reads: sending it again.`)
    }
  }
}

/**
 * The deployment after an uncertain write that went through, or undefined when none shows. With
 * `sent`, another writer's revision is no sign of this write, and two of this run's are ambiguous.
 */
async function appliedWrite(deps: WriteDeps, write: SettledWrite): Promise<Settled | undefined> {
  const { existing, baseline, sent } = write
  const { result, deployment } = await lookForNewRevision(deps, existing.id, baseline, sent)
  const merged = { ...existing, ...deployment, id: existing.id, name: existing.name }
  if (result.kind !== 'unseen') {
    const ids = result.kind === 'found' ? [result.id] : result.ids
    // Without a mark of this run's own, a new revision may be another writer's (ownership.ts).
    if (!provenByReads(sent)) {
      const kind = sent === undefined ? 'redeploy' : 'update'
      throw new UnprovenRevisionError({ kind, deployment: existing }, ids, sent)
    }
    if (result.kind === 'ambiguous') {
      const subject = `the revision this run's write of deployment "${existing.name}" (${existing.id}) created`
      throw ambiguousRevisions(subject, baseline, result.ids)
    }
    deps.logger.info(`The update went through: revision ${result.id} is new.`)
    return { deployment: merged, revisionId: result.id, answered: false }
  }
  const changed = changeSince(existing, baseline, deployment)
  if (changed === undefined) return undefined
  deps.logger.info(
    `The deployment changed: ${changed}, so the write may have gone through and is not sent again.`
  )
  return { deployment: merged, answered: false }
}
