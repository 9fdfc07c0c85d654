// Owns `eval-baseline: serving`: the score of the revision that served before this run, read
// from its latest experiment on the dataset (one the gate recorded), and the drop allowed from it.
import { errorMessage } from '../base/errors.js'
import type { Runtime } from '../base/runtime.js'
import { Experiment } from '../langsmith/experiment.js'
import { experimentUrl } from '../langsmith/hosts.js'
import type { EvalBaselineReport } from '../report/report.js'
import type { Inputs } from '../inputs/read.js'
import type { EvalDataset } from './eval-dataset.js'

/** What the baseline reads of the inputs. */
export type BaselineInputs = Pick<Inputs, 'apiKey' | 'workspaceId' | 'evalBaseline' | 'evalMaxDrop'>

/**
 * With 'eval-baseline: serving': the comparison of the `share` of examples passed with the
 * latest score of `servingRevisionId` on the dataset; undefined without the input. No revision
 * before (a first deploy), one that cannot be told, or no experiment of it is said, not failed:
 * nothing to compare with.
 */
export async function compareWithBaseline(
  deps: Pick<Runtime, 'requestTimeoutMs'>,
  inputs: BaselineInputs,
  loaded: EvalDataset,
  measured: {
    readonly share: number
    readonly servingRevisionId: string | undefined
    readonly servedBeforeUnknown?: string
    /** This run's experiment, never its own baseline (in `mode: smoke` it names the same revision). */
    readonly experimentId: string
  }
): Promise<EvalBaselineReport | undefined> {
  if (inputs.evalBaseline === undefined) return undefined
  const { share: score, experimentId } = measured
  const maxDrop = inputs.evalMaxDrop
  const revisionId = measured.servingRevisionId
  if (revisionId === undefined) return { maxDrop, text: noneBefore(measured), failed: false }
  const { dataset } = loaded
  let found
  try {
    found = await Experiment.baseline(
      {
        apiUrl: loaded.apiUrl,
        apiKey: inputs.apiKey,
        workspaceId: inputs.workspaceId,
        datasetId: dataset.id,
        requestTimeoutMs: deps.requestTimeoutMs
      },
      revisionId,
      experimentId
    )
  } catch (error) {
    // Nothing was judged against it: the threshold's verdict stands alone.
    const text = `the experiments of dataset "${dataset.name}" could not be read for the baseline (${errorMessage(error)}): no baseline to compare with, the threshold's verdict stands`
    return { revisionId, maxDrop, text, failed: false, unread: true }
  }
  if (found === undefined) {
    const text = `no experiment of revision ${revisionId} (which served before) on dataset "${dataset.name}" holds a score: no baseline to compare with`
    return { revisionId, maxDrop, text, failed: false }
  }
  const drop = found.score - score
  const failed = drop > maxDrop + 1e-9
  const text = `score ${score.toFixed(3)} against ${found.score.toFixed(3)} of revision ${revisionId} (experiment ${found.experimentName}): ${drop > 0 ? `a drop of ${drop.toFixed(3)}` : 'no drop'}, ${failed ? 'more than' : 'within'} 'eval-max-drop' (${maxDrop})`
  const url = experimentUrl({
    apiUrl: loaded.apiUrl,
    tenantId: dataset.tenant_id ?? inputs.workspaceId,
    datasetId: dataset.id,
    experimentId: found.experimentId
  })
  return {
    revisionId,
    experimentName: found.experimentName,
    experimentUrl: url,
    score: found.score,
    maxDrop,
    text,
    failed
  }
}

/** Why there is no revision to compare with: a first deploy, or what served cannot be told. */
function noneBefore(measured: { readonly servedBeforeUnknown?: string }): string {
  const unknown = measured.servedBeforeUnknown
  return unknown === undefined
    ? 'no revision served before this run: no baseline to compare with'
    : `what served before this run cannot be told (${unknown}): no baseline to compare with`
}
