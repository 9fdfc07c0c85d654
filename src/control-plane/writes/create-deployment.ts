// Owns creating a deployment without ever creating it twice: a create that may have worked is
// looked up by name before it is sent again, and a 409 is told apart (this run's, another's, or
// a name still held by a deployment being deleted, waited for, bounded). A type the user did not
// choose that the service refuses is asked once more as the previous pricing's default.
import { HttpStatusError, errorMessage, withContext } from '../../base/errors.js'
import { formatDuration } from '../../base/duration.js'
import { mayHaveBeenApplied } from '../../base/retry-policy.js'
import {
  DELETE_WAIT_MS,
  isBeingDeleted,
  saysBeingDeleted,
  stillDeleting,
  waitUntilGone
} from '../deletion.js'
import { DEFAULT_DEPLOYMENT_TYPE, PREVIOUS_DEFAULT_TYPE } from '../deployment-types.js'
import { type DeploySpec, createBody } from '../requests.js'
import type { Deployment } from '../schemas.js'
import { type CutWrite, cutByCancel } from './cut-write.js'
import { provenCreate } from './own-create.js'
import { type SentSource, sentSourceOf } from './ownership.js'
import { MAX_SENDS, SETTLE_READS, type WriteDeps, settle } from './settle.js'

/** A create's outcome: the deployment, and whether this run created it. */
export interface Created {
  readonly deployment: Deployment
  readonly created: boolean
  /** Its first revision, when reads after a create that got no answer proved it this run's. */
  readonly revisionId?: string
}

/**
 * Creates the deployment, without ever creating it twice. A create that got no answer or a 5xx
 * may have worked: the name is looked up, a few times with backoff while the list lags, before
 * it is sent again. A deployment found then (or behind a 409 after such an attempt) may be one
 * another writer created meanwhile: it is this run's only when a revision of it carries this
 * run's mark (ownership.ts; no create sends one today), else the create fails, saying it cannot
 * tell. A 409 with no uncertain attempt before it is someone else's: the existing deployment
 * comes back with `created: false`, for the caller to update. A name held by a deployment being
 * deleted is waited for, at most {@link DELETE_WAIT_MS}, then read again and created once.
 */
export async function createDeployment(deps: WriteDeps, spec: DeploySpec): Promise<Created> {
  const name = spec.deploymentName ?? ''
  // What the create names as its first revision's source (the type a refusal changes is no part).
  const sent = sentSourceOf(createBody(spec).source_revision_config)
  // An upload deployment is created empty: its first revision comes with the archive.
  const firstRevision = spec.source !== 'internal_source'
  const cut: CutWrite = { kind: 'create', name, firstRevision, sent }
  return withContext(`creating deployment "${name}"`, () =>
    cutByCancel(deps, cut, () => createOfType(deps, { name, sent }, spec))
  )
}

/** The create sent: the deployment's name, and what it names as its first revision's source. */
interface CreateWrite {
  readonly name: string
  readonly sent: SentSource
}

/**
 * Sends the create. When the user chose no type, it asks for {@link DEFAULT_DEPLOYMENT_TYPE}, as
 * LangChain's CLI does today; an organization (or a self-hosted install) that knows only the
 * previous pricing's types refuses it, and the create is sent once more, said, with
 * {@link PREVIOUS_DEFAULT_TYPE}. A type the user chose is never replaced. A refusal made nothing.
 */
async function createOfType(
  deps: WriteDeps,
  write: CreateWrite,
  spec: DeploySpec
): Promise<Created> {
  const { name } = write
  try {
    return await sendCreate(deps, write, createBody(spec))
  } catch (error) {
    if (spec.deploymentType !== undefined || !refusesType(error)) throw error
    deps.logger.warning(
      `The control plane refused deployment type ${DEFAULT_DEPLOYMENT_TYPE}, the default of the usage-based pricing (${errorMessage(error)}): it knows only the previous pricing's types. Creating deployment "${name}" once more with the previous default, ${PREVIOUS_DEFAULT_TYPE}; set 'deployment-type' to choose the type.`
    )
    const previous = { ...spec, deploymentType: PREVIOUS_DEFAULT_TYPE }
    return sendCreate(deps, write, createBody(previous))
  }
}

/** A refusal (400 or 422) that names the deployment type, or the value sent for it. */
function refusesType(error: unknown): boolean {
  if (!(error instanceof HttpStatusError) || (error.status !== 400 && error.status !== 422)) {
    return false
  }
  const value = new RegExp(`['"]${DEFAULT_DEPLOYMENT_TYPE}['"]`)
  return /deployment[_ ]type/i.test(error.detail) || value.test(error.detail)
}

/**
 * Sends the create, at most {@link MAX_SENDS} times, each after reads show none was applied; a
 * refusal for a name a deployment being deleted holds is waited out and sent again, once.
 */
async function sendCreate(
  deps: WriteDeps,
  write: CreateWrite,
  body: ReturnType<typeof createBody>
): Promise<Created> {
  const { controlPlane, logger } = deps
  const { name } = write
  let uncertain = false
  /** Clock ms the wait for a deletion that holds the name ends; set at its first refusal. */
  let until: number | undefined
  for (let send = 1; ; send++) {
    try {
      return { deployment: await controlPlane.createDeployment({ body }), created: true }
    } catch (error) {
      if (error instanceof HttpStatusError && (error.status === 409 || saysBeingDeleted(error))) {
        until ??= deps.clock.now() + DELETE_WAIT_MS
        const taken = await nameTaken(deps, { ...write, uncertain, conflict: error, until })
        if (taken !== undefined) return taken
        send-- // a refusal made nothing: the name is free now, and the create is sent once
        continue
      }
      if (!mayHaveBeenApplied(error)) throw error
      uncertain = true
      logger.warning(
        `Creating deployment "${name}" may or may not have worked (${errorMessage(error)}); looking for it before trying again.`
      )
      const existing = await settle(deps, () => controlPlane.findDeploymentByName({ name }))
      if (existing !== undefined) {
        logger.info(
          `Deployment "${name}" exists now (ID ${existing.id}): looking for this run's mark on its revisions.`
        )
        return ownCreated(deps, existing, write.sent)
      }
      if (send >= MAX_SENDS) {
        throw new Error(
          `it may or may not have gone through (${errorMessage(error)}), and after ${SETTLE_READS} lookups no deployment "${name}" shows; not sending it again`,
          { cause: error }
        )
      }
      logger.info(
        `No deployment "${name}" after ${SETTLE_READS} lookups: sending the create again.`
      )
    }
  }
}

/** A create refused because its name is taken. */
interface Refusal extends CreateWrite {
  /** Whether an earlier attempt of this run may have created it. */
  readonly uncertain: boolean
  readonly conflict: HttpStatusError
  /** Clock ms the wait for a deletion that holds the name ends. */
  readonly until: number
}

/**
 * The deployment behind a 409. A deployment being deleted holds the name: waited for (undefined:
 * the name is free, send the create). After this run's own uncertain create, the name may be
 * taken by that create or by another writer's: it is this run's only when proven so. Otherwise
 * someone else created it meanwhile.
 */
async function nameTaken(deps: WriteDeps, refusal: Refusal): Promise<Created | undefined> {
  const { name, uncertain, conflict } = refusal
  const find = (): Promise<Deployment | undefined> =>
    deps.controlPlane.findDeploymentByName({ name })
  // A refusal that says why needs one look; another is looked up while the list lags.
  const existing = saysBeingDeleted(conflict) ? await find() : await settle(deps, find)
  if (existing === undefined ? saysBeingDeleted(conflict) : isBeingDeleted(existing)) {
    return awaitDeletion(deps, refusal, existing)
  }
  if (existing === undefined) {
    if (!uncertain) throw conflict
    throw new Error(
      `the name is taken (${conflict.message}) after an attempt of this run that may have created it, yet no deployment "${name}" shows after ${SETTLE_READS} lookups`,
      { cause: conflict }
    )
  }
  if (uncertain) {
    deps.logger.info(
      `Deployment "${name}" exists (ID ${existing.id}, 409 on sending again): this run's earlier attempt or another writer's create made it; looking for this run's mark on its revisions.`
    )
    return ownCreated(deps, existing, refusal.sent)
  }
  return createdByAnother(deps, existing)
}

/**
 * The deployment found by name after a create that got no answer, as this run's, once a revision
 * of it carries this run's mark (own-create.ts); throws, claiming none of it, otherwise.
 */
async function ownCreated(deps: WriteDeps, found: Deployment, sent: SentSource): Promise<Created> {
  const { deployment, revisionId } = await provenCreate(deps, found, sent)
  deps.logger.info(
    `Revision ${revisionId} of deployment "${found.name}" carries this run's mark: the create went through, and the deployment is this run's.`
  )
  return { deployment, created: true, revisionId }
}

function createdByAnother(deps: WriteDeps, existing: Deployment): Created {
  deps.logger.info(
    `Deployment "${existing.name}" was created meanwhile by someone else (ID ${existing.id}); updating it instead.`
  )
  return { deployment: existing, created: false }
}

/**
 * Waits, until `refusal.until`, for the deployment being deleted that holds the name to be gone
 * (`held`, read until 404; one the list does not show, a pause), then reads the name again just
 * before the create: a deployment another run created meanwhile is updated, never created twice.
 * Throws when the time is up and it is still there.
 */
async function awaitDeletion(
  deps: WriteDeps,
  refusal: Refusal,
  held: Deployment | undefined
): Promise<Created | undefined> {
  const { name, until } = refusal
  const holder =
    held === undefined
      ? `a deployment being deleted (the service says: ${refusal.conflict.message})`
      : `deployment "${name}" (${held.id}), being deleted (status ${held.status ?? 'unknown'})`
  const left = formatDuration(until - deps.clock.now())
  deps.logger.info(
    `The name "${name}" is held by ${holder}: waiting up to ${left} for it to be gone, then creating the deployment once.`
  )
  if (held !== undefined) {
    const wait = await waitUntilGone(deps, held.id, until)
    if (!wait.gone) {
      throw new Error(
        `the name is held by deployment "${name}" (${held.id}), ${stillDeleting(wait)}; it will be gone shortly: run again then`,
        { cause: refusal.conflict }
      )
    }
    deps.logger.info(`Deployment ${held.id} is gone (after ${formatDuration(wait.waitedMs)}).`)
  } else {
    await pauseOrGiveUp(deps, refusal)
  }
  const now = await deps.controlPlane.findDeploymentByName({ name })
  if (now === undefined) return undefined
  // Gone by ID, still listed (the list lags): a pause, so that the loop stays bounded.
  if (!isBeingDeleted(now)) return createdByAnother(deps, now)
  await pauseOrGiveUp(deps, refusal)
  return undefined
}

/** A pause of 2 s before the create is sent again; throws when the wait's time is up. */
async function pauseOrGiveUp(deps: WriteDeps, refusal: Refusal): Promise<void> {
  const left = Math.min(refusal.until, deps.deadline.at) - deps.clock.now()
  if (left > 0) return deps.clock.sleep(Math.min(2_000, left), deps.signal)
  const limit =
    refusal.until <= deps.deadline.at
      ? `the bound of ${formatDuration(DELETE_WAIT_MS)} for a deletion`
      : "the run's 'timeout-seconds'"
  throw new Error(
    `the name is still held by a deployment being deleted (${refusal.conflict.message}) at the end of ${limit}; it will be gone shortly: run again then`,
    { cause: refusal.conflict }
  )
}
