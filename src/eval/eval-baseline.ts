// Owns `eval-baseline: serving`: the score of the revision that served before this run (or of the
// original its redeploy copies), read from its latest experiment on the dataset; the drop allowed.
import { errorMessage } from '../base/errors.js'
import type { Runtime } from '../base/runtime.js'
import { type BaselineScore, type BaselineSpec, Experiment } from '../langsmith/experiment.js'
import { experimentUrl } from '../langsmith/hosts.js'
import type { EvalBaselineReport, EvalComparisonReport } from '../report/eval-report.js'
import type { Inputs } from '../inputs/read.js'
import { type CurrentVerdict, compareExamples, inputFirstWords } from './regressions.js'
import { repetitionOf } from './eval-repeat.js'
import type { EvalDataset } from './eval-dataset.js'

/** What the baseline reads of the inputs. */
export type BaselineInputs = Pick<
  Inputs,
  | 'apiKey'
  | 'workspaceId'
  | 'evalBaseline'
  | 'evalMaxDrop'
  | 'evalMaxRegressions'
  | 'evalRepeat'
  | 'evalMinPass'
>

/**
 * Runs of the baseline's experiment read at most, per example of the dataset (repeats), beyond
 * which it is not compared example by example (one request a page of 100, and one of feedback).
 */
const RUNS_READ_PER_EXAMPLE = 10

/** Revisions of the serving one's source searched at most (newest first), one request each. */
const MAX_SAME_SOURCE = 10

/** What the gate measured, and what served before it. */
export interface Measured {
  readonly share: number
  readonly servingRevisionId: string | undefined
  readonly servedBeforeUnknown?: string
  /**
   * The other revisions of the serving one's source, newest first (the original a rollback's
   * copy redeploys): asked only when the serving revision has no experiment of its own.
   */
  readonly sameSource?: () => Promise<readonly string[]>
  /** This run's experiment, never its own baseline (in `mode: smoke` it names the same revision). */
  readonly experimentId: string
  /** This run's verdict on each example, in the dataset's order. */
  readonly outcomes: readonly CurrentVerdict[]
}

/**
 * With 'eval-baseline: serving': the comparison of the `share` of examples passed with the
 * latest score of `servingRevisionId` on the dataset (or, when it has none, of a revision of
 * the same source: a rollback's copy has the score of the original it redeploys); undefined
 * without the input. No revision before (a first deploy), one that cannot be told, or no
 * experiment of it is said, not failed: nothing to compare with.
 */
export async function compareWithBaseline(
  deps: Pick<Runtime, 'requestTimeoutMs'>,
  inputs: BaselineInputs,
  loaded: EvalDataset,
  measured: Measured
): Promise<EvalBaselineReport | undefined> {
  if (inputs.evalBaseline === undefined) return undefined
  const { share: score } = measured
  const maxDrop = inputs.evalMaxDrop
  const revisionId = measured.servingRevisionId
  if (revisionId === undefined) return { maxDrop, text: noneBefore(measured), failed: false }
  const { dataset } = loaded
  let search
  try {
    search = await findBaseline(deps, inputs, loaded, {
      ...measured,
      servingRevisionId: revisionId
    })
  } catch (error) {
    // Nothing was judged against it: the threshold's verdict stands alone.
    const text = `the experiments of dataset "${dataset.name}" could not be read for the baseline (${errorMessage(error)}): no baseline to compare with, the threshold's verdict stands`
    return { revisionId, maxDrop, text, failed: false, unread: true }
  }
  const { found, copies } = search
  if (found === undefined) {
    const also = copies === 0 ? '' : ` nor of the ${copies} other revisions of its source`
    const text = `no experiment of revision ${revisionId} (which served before)${also} on dataset "${dataset.name}" holds a score: no baseline to compare with`
    return { revisionId, maxDrop, text, failed: false }
  }
  const drop = found.score - score
  const failed = drop > maxDrop + 1e-9
  const of =
    found.revisionId === revisionId
      ? `revision ${revisionId} (experiment ${found.experimentName})`
      : `revision ${found.revisionId} (experiment ${found.experimentName}), whose source revision ${revisionId} (which served before) redeploys`
  const text = `score ${score.toFixed(3)} against ${found.score.toFixed(3)} of ${of}: ${drop > 0 ? `a drop of ${drop.toFixed(3)}` : 'no drop'}, ${failed ? 'more than' : 'within'} 'eval-max-drop' (${maxDrop})`
  const url = experimentUrl({
    apiUrl: loaded.apiUrl,
    tenantId: dataset.tenant_id ?? inputs.workspaceId,
    datasetId: dataset.id,
    experimentId: found.experimentId
  })
  const { experimentName } = found
  const examples = await compareRuns(deps, inputs, loaded, { measured, found })
  return {
    revisionId,
    experimentName,
    experimentUrl: url,
    score: found.score,
    maxDrop,
    text,
    failed,
    ...examples
  }
}

/**
 * This run's examples against the runs of the baseline's experiment, example by example; why
 * they could not be read instead, when they could not (then nothing is judged on them).
 */
async function compareRuns(
  deps: Pick<Runtime, 'requestTimeoutMs'>,
  inputs: BaselineInputs,
  loaded: EvalDataset,
  { measured, found }: { readonly measured: Measured; readonly found: BaselineScore }
): Promise<Pick<EvalBaselineReport, 'comparison' | 'runsUnread'>> {
  const spec = sdkSpec(deps, inputs, loaded)
  let runs
  try {
    runs = await Experiment.scoredRuns(spec, {
      experimentId: found.experimentId,
      startTime: found.startTime,
      atMost: RUNS_READ_PER_EXAMPLE * Math.max(loaded.examples.length, 100)
    })
  } catch (error) {
    return {
      runsUnread: `the runs of experiment ${found.experimentName} could not be read (${errorMessage(error)})`
    }
  }
  const verdicts = runs.map(run => ({
    exampleId: run.exampleId,
    passed: run.score === undefined ? undefined : run.score >= 1,
    comment: run.comment
  }))
  const { regressions, improvements, compared, notCompared } = compareExamples(
    measured.outcomes,
    verdicts,
    repetitionOf(inputs)
  )
  const inputsOf = new Map(loaded.examples.map(example => [example.id, example.inputs]))
  const shown = (change: { exampleId: string; comment: string }) => ({
    ...change,
    input: inputFirstWords(inputsOf.get(change.exampleId) ?? {})
  })
  const max = inputs.evalMaxRegressions
  const comparison: EvalComparisonReport = {
    regressions: regressions.map(shown),
    improvements: improvements.map(shown),
    compared,
    notCompared,
    ...(max === undefined ? {} : { maxRegressions: max }),
    failed: max !== undefined && regressions.length > max
  }
  return { comparison }
}

/** What the SDK's client is made with, for the dataset's LangSmith. */
function sdkSpec(
  deps: Pick<Runtime, 'requestTimeoutMs'>,
  inputs: BaselineInputs,
  loaded: EvalDataset
): BaselineSpec {
  return {
    apiUrl: loaded.apiUrl,
    apiKey: inputs.apiKey,
    workspaceId: inputs.workspaceId,
    datasetId: loaded.dataset.id,
    requestTimeoutMs: deps.requestTimeoutMs
  }
}

/**
 * The serving revision's latest scored experiment; when it has none, the latest of the other
 * revisions of its source (`copies`: how many were asked about).
 */
async function findBaseline(
  deps: Pick<Runtime, 'requestTimeoutMs'>,
  inputs: BaselineInputs,
  loaded: EvalDataset,
  measured: Measured & { readonly servingRevisionId: string }
): Promise<{ found: BaselineScore | undefined; copies: number }> {
  const spec = sdkSpec(deps, inputs, loaded)
  const { servingRevisionId, experimentId } = measured
  const own = await Experiment.baseline(spec, [servingRevisionId], experimentId)
  if (own !== undefined || measured.sameSource === undefined) return { found: own, copies: 0 }
  const others = (await measured.sameSource()).slice(0, MAX_SAME_SOURCE)
  if (others.length === 0) return { found: undefined, copies: 0 }
  return { found: await Experiment.baseline(spec, others, experimentId), copies: others.length }
}

/** Why there is no revision to compare with: a first deploy, or what served cannot be told. */
function noneBefore(measured: { readonly servedBeforeUnknown?: string }): string {
  const unknown = measured.servedBeforeUnknown
  return unknown === undefined
    ? 'no revision served before this run: no baseline to compare with'
    : `what served before this run cannot be told (${unknown}): no baseline to compare with`
}
