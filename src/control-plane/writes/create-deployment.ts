// Owns creating a deployment without ever creating it twice: a create that may have worked is
// looked up by name before it is sent again, and a 409 is told apart (this run's, or another's).
import { HttpStatusError, errorMessage, withContext } from '../../base/errors.js'
import { mayHaveBeenApplied } from '../../base/retry-policy.js'
import { type DeploySpec, createBody } from '../requests.js'
import type { Deployment } from '../schemas.js'
import { type CutWrite, cutByCancel } from './cut-write.js'
import { MAX_SENDS, SETTLE_READS, type WriteDeps } from './settle.js'
import { settle } from './settled-write.js'

/** A create's outcome: the deployment, and whether this run created it. */
export interface Created {
  readonly deployment: Deployment
  readonly created: boolean
}

/**
 * Creates the deployment, without ever creating it twice. A create that got no answer or a 5xx
 * may have worked: the name is looked up, a few times with backoff while the list lags, before
 * it is sent again, and a deployment found then is this run's. A 409 is this run's too when an
 * earlier attempt of it was uncertain; otherwise someone else created the name meanwhile, and
 * the existing deployment comes back with `created: false`, for the caller to update.
 */
export async function createDeployment(deps: WriteDeps, spec: DeploySpec): Promise<Created> {
  const name = spec.deploymentName ?? ''
  // An upload deployment is created empty: its first revision comes with the archive.
  const cut: CutWrite = { kind: 'create', name, firstRevision: spec.source !== 'internal_source' }
  return withContext(`creating deployment "${name}"`, () =>
    cutByCancel(deps, cut, () => sendCreate(deps, name, createBody(spec)))
  )
}

/** Sends the create, at most {@link MAX_SENDS} times, each after reads show none was applied. */
async function sendCreate(
  deps: WriteDeps,
  name: string,
  body: ReturnType<typeof createBody>
): Promise<Created> {
  const { controlPlane, logger } = deps
  let uncertain = false
  for (let send = 1; ; send++) {
    try {
      return { deployment: await controlPlane.createDeployment({ body }), created: true }
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 409) {
        return nameTaken(deps, name, uncertain, error)
      }
      if (!mayHaveBeenApplied(error)) throw error
      uncertain = true
      logger.warning(
        `Creating deployment "${name}" may or may not have worked (${errorMessage(error)}); looking for it before trying again.`
      )
      const existing = await settle(deps, () => controlPlane.findDeploymentByName({ name }))
      if (existing !== undefined) {
        logger.info(`Deployment "${name}" exists now (ID ${existing.id}): the create went through.`)
        return { deployment: existing, created: true }
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

/**
 * The deployment behind a 409. After this run's own uncertain create, the name is taken by that
 * create: it is this run's. Otherwise someone else created it meanwhile.
 */
async function nameTaken(
  deps: WriteDeps,
  name: string,
  uncertain: boolean,
  conflict: HttpStatusError
): Promise<Created> {
  const existing = await settle(deps, () => deps.controlPlane.findDeploymentByName({ name }))
  if (existing === undefined) {
    if (!uncertain) throw conflict
    throw new Error(
      `the name is taken (${conflict.message}) after an attempt of this run that may have created it, yet no deployment "${name}" shows after ${SETTLE_READS} lookups`,
      { cause: conflict }
    )
  }
  if (uncertain) {
    deps.logger.info(
      `Deployment "${name}" exists (ID ${existing.id}, 409 on sending again): this run's earlier attempt created it.`
    )
    return { deployment: existing, created: true }
  }
  deps.logger.info(
    `Deployment "${name}" was created meanwhile by someone else (409); updating it instead.`
  )
  return { deployment: existing, created: false }
}
