// Owns the polling simulator: the wait loop of src/wait.ts replayed in simulated time against a
// revision of the mix, with a poll policy that may also know the deployment's earlier revisions.
import type { PollState } from '../targets.js'
import { type FinalStatus, type SimRevision, finalOffset, statusAt } from './mix.js'

/**
 * An earlier revision of the same deployment, as the revision list the action already reads
 * shows it (`GET /v2/deployments/{id}/revisions`): its final status and its `created_at` and
 * `updated_at`, parsed to epoch milliseconds. The list tells no phase durations: for a finished
 * revision, `updatedAt - createdAt` is the time from its creation to its final status, build
 * and deploy together.
 */
export interface EarlierRevision {
  readonly status: string
  readonly createdAt: number
  readonly updatedAt: number
  /** Deployed from an image (its `source_revision_config.image_uri` is set). */
  readonly prebuilt: boolean
}

/**
 * What a poll policy may know when it picks the next delay: the wait loop's own state (the
 * status, time in it, time since the wait began), whether this deploy is from an image (the
 * action's input), and the deployment's earlier revisions, newest first.
 */
export interface PollKnowledge extends PollState {
  readonly prebuilt: boolean
  readonly history: readonly EarlierRevision[]
}

/** A poll policy: milliseconds to sleep before the next poll. */
export type PollPolicy = (knowledge: PollKnowledge) => number

/** How one simulated wait went. */
export interface SimulatedWait {
  /** Polls of the revision, from the first to the one that saw its final status. */
  readonly requests: number
  /** Milliseconds from the final status to the poll that saw it; undefined on a timeout. */
  readonly lagMs: number | undefined
  readonly final: FinalStatus
}

/** The action's default `timeout-seconds`, which bounds a wait. */
export const DEFAULT_TIMEOUT_MS = 1800 * 1000

/**
 * The wait loop of src/wait.ts in simulated time: poll at once, note when the status changes,
 * stop on the final status, else sleep what the policy says (cut to the deadline; a delay of
 * zero or less ends the wait, as the loop's timeout does). The revision is created as the wait
 * begins, and a poll takes no time.
 */
export function simulateWait(
  revision: SimRevision,
  policy: PollPolicy,
  history: readonly EarlierRevision[],
  timeoutMs = DEFAULT_TIMEOUT_MS
): SimulatedWait {
  const finalAt = finalOffset(revision)
  let t = 0
  let status = ''
  let seenAt = 0
  let requests = 0
  for (;;) {
    requests++
    const now = statusAt(revision, t)
    if (now !== status) {
      status = now
      seenAt = t
    }
    if (status === revision.final) return { requests, lagMs: t - finalAt, final: revision.final }
    const wanted = policy({
      status,
      elapsedMs: t,
      sinceStatusMs: t - seenAt,
      prebuilt: revision.prebuilt,
      history
    })
    const delay = Math.min(wanted, timeoutMs - t)
    if (!(delay > 0)) return { requests, lagMs: undefined, final: revision.final }
    t += delay
  }
}

/** An earlier revision as the revision list shows it, once it has reached its final status. */
export function asEarlier(revision: SimRevision): EarlierRevision {
  return {
    status: revision.final,
    createdAt: revision.createdAt,
    updatedAt: revision.createdAt + finalOffset(revision),
    prebuilt: revision.prebuilt
  }
}

/** One revision of the mix and how a policy's wait for it went. */
export interface MixWait extends SimulatedWait {
  readonly revision: SimRevision
}

/**
 * Every revision of the mix through one policy, each fed its deployment's earlier revisions
 * (newest first). The mix lists each deployment's revisions oldest first.
 */
export function simulateMix(mix: readonly SimRevision[], policy: PollPolicy): MixWait[] {
  const earlier = new Map<number, EarlierRevision[]>()
  return mix.map(revision => {
    const history = earlier.get(revision.deployment) ?? []
    const wait = simulateWait(revision, policy, history)
    earlier.set(revision.deployment, [asEarlier(revision), ...history])
    return { ...wait, revision }
  })
}
