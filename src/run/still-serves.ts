// Owns the read after passing tests: exit 0 never claims a revision that another writer's
// release replaced (or may have) while it was tested, nor one of a deployment deleted meanwhile.
import { HttpStatusError, errorMessage } from '../base/errors.js'
import { truncate } from '../base/text.js'
import { isBeingDeleted } from '../control-plane/deletion.js'
import type { Deployment } from '../control-plane/schemas.js'
import { type ServingTold, servingTold } from '../control-plane/serving-state.js'
import { SWITCH_OVER_POLL_MS } from '../control-plane/wait.js'
import type { StepDeps } from './context.js'
import type { Deployed } from './deploy.js'

/** Another writer's release took over while this run's revision was tested: never rolled back. */
export class ReplacedWhileTestedError extends Error {
  override readonly name = 'ReplacedWhileTestedError'
}

/**
 * After the tests passed, the deployment read once more: exit 0 never claims a revision that
 * another writer's release replaced while it was tested (the tests may have judged that one).
 */
export async function stillServes(
  step: { readonly deps: StepDeps },
  deployed: Deployed
): Promise<void> {
  const { deployment, revisionId, baseline } = deployed
  let now: Deployment
  const gone = `revision ${revisionId} of deployment "${deployment.name}" passed its tests, but the deployment`
  try {
    now = await step.deps.controlPlane.getDeployment({ id: deployment.id })
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) {
      throw new ReplacedWhileTestedError(
        `${gone} was deleted by someone else meanwhile (a read of it answers 404): this run's revision serves nothing`
      )
    }
    step.deps.logger.warning(
      `Deployment "${deployment.name}" could not be read again after the tests (${errorMessage(error)}); revision ${revisionId} served when they began.`
    )
    return
  }
  if (isBeingDeleted(now)) {
    throw new ReplacedWhileTestedError(
      `${gone} is being deleted by someone else (status ${truncate(now.status ?? '', 60)}): this run's revision will not serve`
    )
  }
  const { deps } = step
  const listing = { ...deps, deploymentId: deployment.id, revisionId, baseline }
  const told = await servingTold(
    { ...listing, pauseMs: SWITCH_OVER_POLL_MS, lastLookMs: deps.requestTimeoutMs },
    now
  )
  const why = replacedWhy(told)
  if (why === undefined) return
  throw new ReplacedWhileTestedError(
    `revision ${revisionId} of deployment "${deployment.name}" passed its tests, but ${why}`
  )
}

/** Why a read after passing tests shows another release serving or on its way; else undefined. */
function replacedWhy(told: ServingTold): string | undefined {
  const meanwhile =
    "another writer's release went live while it was tested, so the tests may have judged that one"
  switch (told.serving) {
    case 'replaced':
      return `a newer revision, ${told.deployment.active_revision_id ?? '?'}, serves now (active_revision_id): ${meanwhile}, and this run's revision no longer serves`
    case 'newer-unreported':
      return `the deployment names a newer revision, ${told.deployment.latest_revision_id ?? '?'}, as its latest and does not say which serves: ${meanwhile}, and whether this run's revision serves cannot be told`
    case 'unlisted-unreported':
      return `the deployment does not say which revision serves, and ${told.why ?? 'its revision list cannot tell'}: whether this run's revision still serves cannot be told`
    default:
      return undefined
  }
}
