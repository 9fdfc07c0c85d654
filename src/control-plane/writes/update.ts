// Owns updating a deployment with a new revision: settings first (a PATCH that makes none), then
// `POST .../revisions`, whose answer is the revision; the older PATCH where the route is absent.
import {
  HttpStatusError,
  ResponseFormatError,
  errorMessage,
  withContext
} from '../../base/errors.js'
import { mayHaveBeenApplied } from '../../base/retry-policy.js'
import {
  type DeploySpec,
  type RevisionWrite,
  type UpdateDeploymentBody,
  type UpdateSource,
  revisionWrite
} from '../requests.js'
import { specOverCurrent } from '../resource-spec.js'
import type { Deployment } from '../schemas.js'
import type { RevisionBaseline } from './baseline.js'
import { cutByCancel } from './cut-write.js'
import {
  type SentSource,
  identifyAfterChange,
  identifyRevision,
  ownNewRevision
} from './identify.js'
import { sentSourceOf } from './ownership.js'
import { MAX_SENDS, SETTLE_READS, type WriteDeps, settle } from './settle.js'
import { sendSettled } from './settled-write.js'

/** What an update writes: the deployment as read before, what it knew, and what to send. */
export interface UpdateWrite {
  readonly existing: Deployment
  readonly baseline: RevisionBaseline
  readonly spec: DeploySpec
  readonly target: UpdateSource
  /** Whether this run just created the deployment (an upload's first revision). */
  readonly created: boolean
}

/** How the update made its revision. */
export type UpdateRoute = 'create-revision' | 'patch'

/** An update's outcome: the deployment as known after it, and the one revision it made. */
export interface Updated {
  readonly deployment: Deployment
  readonly revisionId: string
  readonly route: UpdateRoute
}

/**
 * Updates `existing` with one new revision and returns it. The revision is the answer of
 * `POST .../revisions`; on an install without that route (404, 405), the PATCH of older
 * installs makes it, and it is told apart by reads. Never sends a revision twice blindly.
 */
export async function updateDeployment(deps: WriteDeps, write: UpdateWrite): Promise<Updated> {
  const { existing } = write
  const label = `deployment "${existing.name}" (${existing.id})`
  return withContext(`updating ${label}`, async () => {
    const spec = await specOverCurrent(deps, existing.id, write.spec, write.target)
    const split = revisionWrite(spec, write.target)
    await sendSettings(deps, existing, split.settings)
    // Both routes send the same source_revision_config: what this run sent, told once.
    const sent = sentSourceOf(split.revision.source_revision_config)
    // POST .../revisions, or the PATCH where that route is absent: one write makes the revision.
    const send = async (): Promise<Updated> =>
      (await viaCreateRevision(deps, write, split, sent)) ??
      viaPatch(deps, write, { label, sent, body: split.patch })
    // A cancel while the revision is being made leaves it for the run to settle (run/interrupt.ts).
    const cut = { kind: 'revision', existing, baseline: write.baseline, sent } as const
    return cutByCancel(deps, cut, send)
  })
}

/**
 * The settings that make no revision (`build_on_push`, `custom_url`), in a PATCH of their own
 * with neither secrets nor revision fields, when one differs from the deployment's. Sending it
 * again changes nothing, so a failure that may have been applied is simply sent again.
 */
async function sendSettings(
  deps: WriteDeps,
  existing: Deployment,
  settings: Readonly<Record<string, unknown>>
): Promise<void> {
  const current: Readonly<Record<string, unknown>> = existing.source_config ?? {}
  const changed = Object.entries(settings).filter(([key, value]) => current[key] !== value)
  if (changed.length === 0) return
  const body = { source_config: Object.fromEntries(changed) }
  for (let sent = 1; ; sent++) {
    try {
      await deps.controlPlane.updateDeployment({ id: existing.id, body })
      deps.logger.info(`Changed ${changed.map(([key]) => key).join(', ')} (PATCH, no revision).`)
      return
    } catch (error) {
      if (!mayHaveBeenApplied(error) || sent >= MAX_SENDS) throw error
      deps.logger.warning(`Changing settings failed (${errorMessage(error)}); sending it again.`)
    }
  }
}

/**
 * `POST .../revisions`: its answer is this run's revision. A lost or unreadable answer is settled
 * by the revision list (the one new revision built from what this run sent; two: ambiguous).
 * Undefined when the route is absent.
 */
async function viaCreateRevision(
  deps: WriteDeps,
  write: UpdateWrite,
  split: RevisionWrite,
  sent: SentSource
): Promise<Updated | undefined> {
  const { existing } = write
  for (let send = 1; ; send++) {
    try {
      const revision = await deps.controlPlane.createRevision({
        deploymentId: existing.id,
        body: split.revision
      })
      deps.logger.info(
        `Created revision ${revision.id} with POST /v2/deployments/{id}/revisions: its answer names it.`
      )
      return made(existing, revision.id)
    } catch (error) {
      if (send === 1 && routeAbsent(error)) return undefined
      // A 2xx whose body does not read was applied: it is settled, never sent again.
      const answered = error instanceof ResponseFormatError
      if (!answered && !mayHaveBeenApplied(error)) throw error
      deps.logger.warning(
        `Creating the revision may or may not have worked (${errorMessage(error)}); reading the revision list before trying again.`
      )
      const look = await settle(deps, () => ownNewRevision(deps, write, sent))
      if (look !== undefined && 'id' in look) {
        deps.logger.info(
          `The revision was created: ${look.id} is new and built from what this run sent.`
        )
        return made(existing, look.id)
      }
      if (look !== undefined) {
        const revisionId = await identifyAfterChange(deps, write, sent, look)
        return made(existing, revisionId)
      }
      if (answered || send >= MAX_SENDS) {
        throw new Error(
          `creating its revision may or may not have worked (${errorMessage(error)}), and after ${SETTLE_READS} reads no new revision built from what this run sent shows; not sending it again`,
          { cause: error }
        )
      }
      deps.logger.info(`No new revision of this run after ${SETTLE_READS} reads: sending it again.`)
    }
  }
}

function made(existing: Deployment, revisionId: string): Updated {
  return {
    deployment: { ...existing, latest_revision_id: revisionId },
    revisionId,
    route: 'create-revision'
  }
}

/** Whether a refusal of `POST .../revisions` says the install has no such route. */
function routeAbsent(error: unknown): boolean {
  return error instanceof HttpStatusError && (error.status === 404 || error.status === 405)
}

/** What the older way sends, and what it names. */
interface PatchWrite {
  readonly label: string
  readonly sent: SentSource
  readonly body: UpdateDeploymentBody
}

/**
 * The older way: one PATCH with the revision fields (and secrets), settled by reads when its
 * answer is uncertain, then the revision told apart from every other by what this run sent.
 */
async function viaPatch(
  deps: WriteDeps,
  write: UpdateWrite,
  { label, sent, body }: PatchWrite
): Promise<Updated> {
  const { existing, baseline } = write
  deps.logger.info(
    `This control plane has no POST /v2/deployments/{id}/revisions (an older install): updating with PATCH, and telling the new revision apart by reads.`
  )
  const what = `Updating ${label}`
  const settled = await sendSettled(deps, { existing, baseline, what, sent }, () =>
    deps.controlPlane.updateDeployment({ id: existing.id, body })
  )
  const { deployment } = settled
  const { answered } = settled
  const revisionId =
    settled.revisionId ??
    (await identifyRevision(deps, { deployment, baseline, created: write.created, sent, answered }))
  return { deployment, revisionId, route: 'patch' }
}
