// Owns `mode: smoke`: the smoke test of a live agent server and, with 'eval-dataset', the eval
// gate on it (deploy's gate, reused). Nothing is written, so nothing is rolled back.
import { capitalize } from '../base/text.js'
import { agentUrl } from '../control-plane/deployments.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { Inputs } from '../inputs/read.js'
import type { ModeDeps } from './context.js'
import { prepareEvalGate } from '../eval/eval-step.js'
import { smokeStep } from '../live/smoke.js'
import { describeTarget, resolveTarget } from './target.js'

/**
 * `mode: smoke`: the smoke step against `deployment-url` or the named deployment's URL, then,
 * with 'eval-dataset', the eval gate on the revision that serves (its dataset read and checked
 * first, before the agent is tried). A failed verdict fails the step; nothing is rolled back.
 */
export async function smokeMode(deps: ModeDeps, inputs: Inputs): Promise<void> {
  const live = await liveDeployment(deps, inputs)
  const url = inputs.deploymentUrl ?? (live === undefined ? '' : agentUrl(live))
  // The live revision is the baseline's too: its own latest earlier experiment (eval/eval-baseline.ts).
  const gate = await prepareEvalGate(deps, inputs, live)
  await smokeStep(deps, inputs, url)
  await gate?.(url, live?.active_revision_id ?? undefined)
}

/**
 * The deployment whose agent server is tested, as read now; undefined with 'deployment-url' when
 * the run needs no more (no deployment named, or no gate whose experiment names its revision).
 */
async function liveDeployment(deps: ModeDeps, inputs: Inputs): Promise<Deployment | undefined> {
  const named = inputs.deploymentName !== undefined || inputs.deploymentId !== undefined
  const given = inputs.deploymentUrl !== undefined
  if (given && (!named || inputs.evalDataset === undefined)) return undefined
  const missing = given
    ? "the eval gate's experiment names no revision"
    : 'there is nothing to smoke-test'
  const found = await resolveTarget(deps, inputs, missing)
  if (found === undefined && !given) {
    throw new Error(`${capitalize(describeTarget(inputs))} does not exist: ${missing}`)
  }
  return found
}
