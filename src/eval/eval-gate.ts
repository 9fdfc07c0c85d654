// Owns the story of the eval gate: the experiment opened in LangSmith, the dataset's runs through
// the new revision (eval-runs.ts), the experiment closed, the baseline compared (eval-baseline.ts), the
// report told, and the verdict (eval-verdict.ts: a failure rolls back like a smoke test's).
import { errorMessage } from '../base/errors.js'
import type { Runtime } from '../base/runtime.js'
import { Experiment } from '../langsmith/experiment.js'
import { experimentUrl } from '../langsmith/hosts.js'
import type { Inputs } from '../inputs/read.js'
import { waitForAgent } from '../live/agent-ready.js'
import { type SmokeDeps, SmokeRefusedError, trustedAgentUrl } from '../live/smoke.js'
import { compareWithBaseline } from './eval-baseline.js'
import type { EvalDataset } from './eval-dataset.js'
import { repetitionOf } from './eval-repeat.js'
import { type Outcome, type RunsInputs, runExamples } from './eval-runs.js'
import { judge, logComparison } from './eval-verdict.js'

/** What the gate reads of the inputs. */
export type EvalGateInputs = RunsInputs &
  Pick<
    Inputs,
    | 'workspaceId'
    | 'deploymentName'
    | 'evalDataset'
    | 'evalThreshold'
    | 'evalExperimentPrefix'
    | 'evalBaseline'
    | 'evalMaxDrop'
    | 'evalMaxRegressions'
  >

/** What the experiment's metadata says of the release it tested. */
export interface Release {
  readonly deploymentName: string
  /** Unknown in `mode: smoke` against a 'deployment-url' that names no deployment. */
  readonly revisionId: string | undefined
  /** `mode: smoke`: the revision served before this run, which deployed nothing. */
  readonly live?: boolean
  readonly commit?: string
  readonly archiveDigest?: string
  readonly workflowRunUrl?: string
  /** The revision that served before this run (the baseline's), when one did. */
  readonly servingRevisionId?: string
  /** Why what served before this run cannot be told, when it cannot (then no baseline). */
  readonly servedBeforeUnknown?: string
  /** The other revisions of the serving one's source, newest first, read when asked. */
  readonly sameSource?: () => Promise<readonly string[]>
}

/**
 * Runs the dataset through the revision at `agentUrl`, records the experiment and fails the step
 * when the share of examples that passed is below 'eval-threshold'. A gate that could not start
 * (an untrusted URL, the experiment not created) throws a {@link SmokeRefusedError}: nothing was
 * judged, so nothing is rolled back.
 */
export async function evalGate(
  deps: SmokeDeps,
  inputs: EvalGateInputs,
  loaded: EvalDataset,
  release: Release & { readonly agentUrl: string }
): Promise<void> {
  const target = inputs.deploymentUrl ?? trustedAgentUrl(release.agentUrl, inputs)
  deps.progress.agentUrl(target)
  const { dataset, examples } = loaded
  const name = inputs.evalDataset ?? dataset.name
  const { repeat, minPass } = repetitionOf(inputs)
  const at = Math.min(inputs.evalConcurrency, examples.length * repeat)
  const each = repeat === 1 ? '' : `, each ${repeat} times (${minPass} must pass)`
  const experiment = await openExperiment(deps, inputs, loaded, release)
  const outcomes = await deps.logger.group(
    `Eval gate: ${examples.length} examples of dataset "${name}"${each} at ${target}, ${at} at a time; experiment ${experiment.name}`,
    async () => {
      const { wakeRetry } = await waitForAgent(deps, {
        url: target,
        timeoutSeconds: inputs.smokeTimeoutSeconds,
        deploymentType: deps.progress.report.deploymentType
      })
      return runExamples({ deps, inputs, target, experiment, wakeRetry }, examples)
    }
  )
  const passed = outcomes.filter(o => o.passed).length
  const share = passed / outcomes.length
  const recordError = await closeExperiment(experiment, outcomes, { deps, share })
  const { servingRevisionId, servedBeforeUnknown, sameSource } = release
  const before = { servingRevisionId, servedBeforeUnknown, sameSource }
  const measured = { ...before, share, experimentId: experiment.id, outcomes }
  const baseline = await compareWithBaseline(deps, inputs, loaded, measured)
  const url = experimentUrl({
    apiUrl: loaded.apiUrl,
    tenantId: dataset.tenant_id ?? inputs.workspaceId,
    datasetId: dataset.id,
    experimentId: experiment.id
  })
  deps.progress.evalGate({
    dataset: name,
    datasetId: dataset.id,
    passed,
    failed: outcomes.length - passed,
    score: share,
    threshold: inputs.evalThreshold,
    experimentId: experiment.id,
    experimentName: experiment.name,
    experimentUrl: url,
    examples: outcomes.map(({ recordError: _, unrecorded: __, ...row }) => row),
    repeat,
    minPass,
    baseline
  })
  const verdict = `${passed} of ${outcomes.length} examples of dataset "${name}" passed${each} (score ${share.toFixed(3)}, threshold ${inputs.evalThreshold})`
  deps.logger.info(`Eval gate: ${verdict}. Experiment: ${url}`)
  if (baseline?.unread === true) deps.logger.warning(`Eval gate baseline: ${baseline.text}.`)
  else if (baseline !== undefined) deps.logger.info(`Eval gate baseline: ${baseline.text}.`)
  logComparison(deps.logger, baseline)
  judge({ verdict, share, threshold: inputs.evalThreshold, baseline, outcomes, recordError })
}

/** The experiment on the dataset, its metadata the release; a refusal when it cannot be made. */
async function openExperiment(
  deps: Pick<Runtime, 'requestTimeoutMs'>,
  inputs: EvalGateInputs,
  loaded: EvalDataset,
  release: Release
): Promise<Experiment> {
  const metadata: Record<string, string | number> = {
    deployment: release.deploymentName,
    // As the SDK's evaluate() says it, which the UI reads to group an example's runs.
    num_repetitions: inputs.evalRepeat
  }
  if (release.revisionId !== undefined) metadata.revision_id = release.revisionId
  if (release.commit !== undefined) metadata.commit = release.commit
  if (release.archiveDigest !== undefined) metadata.archive_digest = release.archiveDigest
  if (release.workflowRunUrl !== undefined) metadata.workflow_run_url = release.workflowRunUrl
  try {
    return await Experiment.open({
      apiUrl: loaded.apiUrl,
      apiKey: inputs.apiKey,
      workspaceId: inputs.workspaceId,
      datasetId: loaded.dataset.id,
      prefix: inputs.evalExperimentPrefix ?? release.deploymentName,
      description: `${release.live === true ? 'Eval of live' : 'Release gate of'} revision ${release.revisionId ?? '(unknown)'} of deployment "${release.deploymentName}"`,
      metadata,
      requestTimeoutMs: deps.requestTimeoutMs
    })
  } catch (error) {
    throw new SmokeRefusedError(
      `eval gate not run: the experiment could not be created in LangSmith at ${new URL(loaded.apiUrl).host}: ${errorMessage(error)}`
    )
  }
}

/** Ends the experiment; the first failure to record, if any, in words. */
async function closeExperiment(
  experiment: Experiment,
  outcomes: readonly Outcome[],
  { deps, share }: { readonly deps: SmokeDeps; readonly share: number }
): Promise<string | undefined> {
  const failed = outcomes.filter(o => o.recordError !== undefined)
  const runs = failed.reduce((sum, o) => sum + (o.unrecorded ?? 0), 0)
  try {
    await experiment.close(deps.clock.now(), share)
  } catch (error) {
    return `ending the experiment failed: ${errorMessage(error)}`
  }
  const first = failed[0]
  if (first === undefined) return undefined
  return `${runs} run${runs === 1 ? '' : 's'} not recorded; the first (example ${first.exampleId}): ${first.recordError ?? ''}`
}
