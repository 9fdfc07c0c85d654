// Owns the eval gate's place in a deploy: its dataset read and checked before any write, and the
// gate handed to the test of the live revision (rollback.ts), the release's facts filled in then.
// The gate's modules load (import()) only with 'eval-dataset': a run without it never loads them.
import { errorMessage } from '../base/errors.js'
import { sameSourceIds, servedBefore } from '../control-plane/revision-history.js'
import type { Runtime } from '../base/runtime.js'
import { workflowRunUrl } from '../github/context.js'
import type { Inputs } from '../inputs/read.js'
import type { PlanCheck } from '../report/report.js'
import type { EvalDatasetInputs } from './eval-dataset.js'
import { repetitionOf } from './eval-repeat.js'
import type { ControlPlane } from '../control-plane/client.js'
import type { SmokeDeps } from '../live/smoke.js'

/** What the gate runs on: the smoke step's, the control plane and the runner's environment. */
export type EvalDeps = SmokeDeps & {
  readonly controlPlane: ControlPlane
  readonly env: Readonly<Record<string, string | undefined>>
}

/**
 * The gate on a live revision: its agent URL and ID (unknown in `mode: smoke` against a
 * 'deployment-url' that names no deployment).
 */
export type Gate = (agentUrl: string, revisionId: string | undefined) => Promise<void>

/**
 * With 'eval-dataset': reads and checks the dataset now (before any write), and returns the gate
 * to run once the revision is live; undefined without the input. `existing`: the deployment found
 * before the write (undefined: this run creates it, and nothing served before); in `mode: smoke`
 * the one tested, whose serving revision is compared with its own latest earlier experiment.
 */
export async function prepareEvalGate(
  deps: EvalDeps,
  inputs: Inputs,
  existing: { readonly id: string; readonly active_revision_id?: string | null } | undefined
): Promise<Gate | undefined> {
  const name = inputs.evalDataset
  if (name === undefined) return undefined
  const { loadEvalDataset } = await import('./eval-dataset.js')
  const { evalGate } = await import('./eval-gate.js')
  const loaded = await deps.logger.group(`Eval gate: read dataset "${name}"`, async () => {
    const found = await loadEvalDataset(deps, { ...inputs, evalDataset: name })
    deps.logger.info(
      `Dataset "${found.dataset.name}" (${found.dataset.id}) at ${found.apiUrl}: ${found.examples.length} examples${inputs.evalSplit === undefined ? '' : ` of split "${inputs.evalSplit}"`}, checked.`
    )
    return found
  })
  return async (agentUrl, revisionId) => {
    const { report } = deps.progress
    const before =
      inputs.mode === 'smoke'
        ? { servingRevisionId: existing?.active_revision_id || undefined }
        : existing === undefined || revisionId === undefined
          ? {}
          : await servedBefore(deps, existing.id, revisionId)
    const served = before.servingRevisionId
    const sameSource =
      existing === undefined || served === undefined
        ? undefined
        : () => sameSourceIds(deps, existing.id, served)
    return evalGate(deps, inputs, loaded, {
      agentUrl,
      revisionId,
      // Against a bare 'deployment-url' (mode smoke), the experiment names its host.
      deploymentName: report.deploymentName ?? inputs.deploymentName ?? hostOf(agentUrl),
      live: inputs.mode === 'smoke',
      commit: report.built?.commit,
      archiveDigest: report.source?.digest,
      workflowRunUrl: workflowRunUrl(deps.env),
      ...before,
      sameSource
    })
  }
}

/**
 * `mode: plan`'s line on the eval gate: the dataset read and checked as deploy would (reads only),
 * and what the gate would do; undefined without 'eval-dataset'.
 */
export async function evalPlanCheck(
  runtime: Runtime,
  inputs: EvalPlanInputs
): Promise<PlanCheck | undefined> {
  const name = inputs.evalDataset
  if (name === undefined) return undefined
  try {
    const { loadEvalDataset } = await import('./eval-dataset.js')
    const { dataset, examples } = await loadEvalDataset(runtime, { ...inputs, evalDataset: name })
    const split = inputs.evalSplit === undefined ? '' : ` (split "${inputs.evalSplit}")`
    const prefix = inputs.evalExperimentPrefix ?? inputs.deploymentName ?? '(the deployment name)'
    const { repeat, minPass } = repetitionOf(inputs)
    const each = repeat === 1 ? '' : `each ${repeat} times, ${minPass} must pass, `
    const units = examples.length * repeat
    return {
      passed: true,
      text: `eval gate: dataset "${dataset.name}"${split} has ${examples.length} examples, each checked; deploy would run them ${each}${Math.min(inputs.evalConcurrency, units)} at a time through the new revision, match ${inputs.evalMatch}, record experiment "${prefix}-…" and fail below ${inputs.evalThreshold} passed${baselinePlan(inputs)}${inputs.rollbackOnFailure ? ' (then roll back)' : ''}`
    }
  } catch (error) {
    return { passed: false, text: errorMessage(error) }
  }
}

/** What the plan's line on the gate reads of the inputs. */
export type EvalPlanInputs = EvalDatasetInputs &
  Pick<
    Inputs,
    | 'evalExperimentPrefix'
    | 'deploymentName'
    | 'evalConcurrency'
    | 'evalRepeat'
    | 'evalMinPass'
    | 'evalThreshold'
    | 'rollbackOnFailure'
    | 'evalBaseline'
    | 'evalMaxDrop'
    | 'evalMaxRegressions'
  >

/** What the plan's line says of the baseline: the drop allowed, the regressions allowed. */
function baselinePlan(inputs: EvalPlanInputs): string {
  if (inputs.evalBaseline === undefined) return ''
  const max = inputs.evalMaxRegressions
  const regressions =
    max === undefined
      ? ''
      : ` or more than ${max} example${max === 1 ? '' : 's'} that passed on the baseline failing now`
  return `, or on a drop of more than ${inputs.evalMaxDrop} from the score of the revision serving before${regressions}`
}

/** The host of an agent URL, as the experiment names a deployment known by its URL only. */
function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : 'agent-server'
}
