// Owns the story of the eval gate: each example of the dataset as one stateless run of the new
// revision (the smoke step's client and rules), scored without a model, recorded as an experiment
// in LangSmith, and the verdict against 'eval-threshold' (a failure rolls back like a smoke test's).
import { type SmokeResult, runSmoke } from '../agent-server/smoke.js'
import { FinalOutput } from '../agent-server/final-output.js'
import { errorMessage } from '../base/errors.js'
import type { Logger } from '../base/log.js'
import type { Runtime } from '../base/runtime.js'
import { truncate } from '../base/text.js'
import { userAgent } from '../base/version.js'
import { Experiment, type RecordedRun } from '../langsmith/experiment.js'
import { experimentUrl } from '../langsmith/hosts.js'
import { score } from './scoring.js'
import type {
  EvalBaselineReport,
  EvalComparisonReport,
  EvalExampleReport
} from '../report/report.js'
import type { Inputs } from '../inputs/read.js'
import { waitForAgent } from '../live/agent-ready.js'
import { compareWithBaseline } from './baseline.js'
import { type EvalDataset, type EvalExample, exampleRun } from './dataset.js'
import { inPool } from '../live/pool.js'
import {
  type SmokeDeps,
  type SmokeInputs,
  SmokeRefusedError,
  trustedAgentUrl
} from '../live/smoke.js'

/** What the gate reads of the inputs. */
export type EvalGateInputs = SmokeInputs &
  Pick<
    Inputs,
    | 'workspaceId'
    | 'deploymentName'
    | 'evalDataset'
    | 'evalThreshold'
    | 'evalConcurrency'
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

/** The gate judged the revision and it failed: below the threshold, or dropped from the baseline. */
export class EvalGateError extends Error {
  override readonly name = 'EvalGateError'
}

/** Failures of examples named in the step's message at most. */
const NAMED_FAILURES = 5
const COMMENT_CHARS = 300

/** One example's outcome, kept for the report (the run's output is dropped once recorded). */
interface Outcome extends EvalExampleReport {
  readonly recordError?: string
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
  const at = Math.min(inputs.evalConcurrency, examples.length)
  const experiment = await openExperiment(deps, inputs, loaded, release)
  const outcomes = await deps.logger.group(
    `Eval gate: ${examples.length} examples of dataset "${name}" at ${target}, ${at} at a time; experiment ${experiment.name}`,
    async () => {
      const { wakeRetry } = await waitForAgent(deps, {
        url: target,
        timeoutSeconds: inputs.smokeTimeoutSeconds,
        deploymentType: deps.progress.report.deploymentType
      })
      return inPool(examples, inputs.evalConcurrency, example =>
        runExample({ deps, inputs, target, experiment, wakeRetry }, example)
      )
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
    examples: outcomes.map(({ recordError: _, ...row }) => row),
    baseline
  })
  const verdict = `${passed} of ${outcomes.length} examples of dataset "${name}" passed (score ${share.toFixed(3)}, threshold ${inputs.evalThreshold})`
  deps.logger.info(`Eval gate: ${verdict}. Experiment: ${url}`)
  if (baseline?.unread === true) deps.logger.warning(`Eval gate baseline: ${baseline.text}.`)
  else if (baseline !== undefined) deps.logger.info(`Eval gate baseline: ${baseline.text}.`)
  logComparison(deps.logger, baseline)
  judge({ verdict, share, threshold: inputs.evalThreshold, baseline, outcomes, recordError })
}

/** Throws when the gate failed the revision, or passed it without recording it all. */
function judge(result: {
  readonly verdict: string
  readonly share: number
  readonly threshold: number
  readonly baseline: EvalBaselineReport | undefined
  readonly outcomes: readonly Outcome[]
  readonly recordError: string | undefined
}): void {
  const { verdict, baseline, outcomes, recordError } = result
  if (result.share < result.threshold) {
    throw new EvalGateError(`eval gate failed: ${verdict}; ${failures(outcomes)}`)
  }
  if (baseline?.failed === true) {
    throw new EvalGateError(
      `eval gate failed: ${verdict}, but ${baseline.text}; ${failures(outcomes)}`
    )
  }
  const comparison = baseline?.comparison
  if (comparison?.failed === true) {
    throw new EvalGateError(
      `eval gate failed: ${verdict}, but ${regressed(comparison)}; ${failures(outcomes)}`
    )
  }
  if (recordError !== undefined) {
    throw new SmokeRefusedError(
      `eval gate passed (${verdict}), but the experiment could not be recorded in full: ${recordError}`
    )
  }
}

/** The experiment on the dataset, its metadata the release; a refusal when it cannot be made. */
async function openExperiment(
  deps: Pick<Runtime, 'requestTimeoutMs'>,
  inputs: EvalGateInputs,
  loaded: EvalDataset,
  release: Release
): Promise<Experiment> {
  const metadata: Record<string, string> = { deployment: release.deploymentName }
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

/** What every example's run shares. */
interface GateRun {
  readonly deps: SmokeDeps
  readonly inputs: EvalGateInputs
  readonly target: string
  readonly experiment: Experiment
  /** Set for a deployment that scales to zero (live/agent-ready.ts). */
  readonly wakeRetry: string | undefined
}

/** One example: its run, its score, its record in the experiment; a line in the log. */
async function runExample(gate: GateRun, example: EvalExample): Promise<Outcome> {
  const { deps, inputs, target, experiment } = gate
  const output = new FinalOutput(example.inputs)
  const startedAt = deps.clock.now()
  const result: SmokeResult = await runSmoke(
    {
      url: target,
      apiKey: inputs.apiKey,
      // The request the dataset's check measured (dataset.ts), field for field.
      ...exampleRun(inputs.smokeAssistantId, example.inputs),
      timeoutMs: inputs.smokeTimeoutSeconds * 1000,
      signal: deps.signal,
      userAgent: userAgent(),
      wakeRetry: gate.wakeRetry,
      onEvent: event => {
        output.observe(event)
      }
    },
    // Each event of each example would drown the log: they are debug lines here.
    { clock: deps.clock, logger: quiet(deps.logger), requestTimeoutMs: deps.requestTimeoutMs }
  )
  const endedAt = deps.clock.now()
  const verdict = result.passed
    ? score(output.pieces, example.references, example.rule)
    : { passed: false, comment: `the run failed: ${result.reason ?? result.verdict}` }
  const comment = truncate(verdict.comment, COMMENT_CHARS)
  const durationMs = endedAt - startedAt
  deps.logger.info(
    `${verdict.passed ? '✅' : '❌'} example ${example.id} (${durationMs} ms)${verdict.passed ? '' : `: ${comment}`}`
  )
  const run: RecordedRun = {
    exampleId: example.id,
    inputs: example.inputs,
    output: result.passed ? output.pieces.join('\n') : undefined,
    error: result.passed ? undefined : comment,
    startedAt,
    endedAt,
    passed: verdict.passed,
    comment
  }
  const row = { exampleId: example.id, passed: verdict.passed, comment, durationMs }
  try {
    await experiment.record(run)
    return row
  } catch (error) {
    return { ...row, recordError: errorMessage(error) }
  }
}

/** Ends the experiment; the first failure to record, if any, in words. */
async function closeExperiment(
  experiment: Experiment,
  outcomes: readonly Outcome[],
  { deps, share }: { readonly deps: SmokeDeps; readonly share: number }
): Promise<string | undefined> {
  const failed = outcomes.filter(o => o.recordError !== undefined)
  try {
    await experiment.close(deps.clock.now(), share)
  } catch (error) {
    return `ending the experiment failed: ${errorMessage(error)}`
  }
  const first = failed[0]
  if (first === undefined) return undefined
  return `${failed.length} run${failed.length === 1 ? '' : 's'} not recorded; the first (example ${first.exampleId}): ${first.recordError ?? ''}`
}

/** The failed examples, the first few named with their first difference. */
function failures(outcomes: readonly Outcome[]): string {
  const failed = outcomes.filter(o => !o.passed)
  const named = failed
    .slice(0, NAMED_FAILURES)
    .map(o => `example ${o.exampleId} (${truncate(o.comment, 200)})`)
  const more = failed.length > NAMED_FAILURES ? `; and ${failed.length - NAMED_FAILURES} more` : ''
  return `failed: ${named.join('; ')}${more}`
}

/** The regressions, more than 'eval-max-regressions', the first few named with their input. */
function regressed(comparison: EvalComparisonReport): string {
  const { regressions } = comparison
  const named = regressions
    .slice(0, NAMED_FAILURES)
    .map(r => `example ${r.exampleId} ("${r.input}")`)
  const more =
    regressions.length > NAMED_FAILURES ? `, and ${regressions.length - NAMED_FAILURES} more` : ''
  return `${regressions.length} example${regressions.length === 1 ? '' : 's'} that passed on the baseline fail${regressions.length === 1 ? 's' : ''} now, more than 'eval-max-regressions' (${comparison.maxRegressions ?? 0}): ${named.join(', ')}${more}`
}

/** The comparison with the baseline example by example, or why its runs could not be read. */
function logComparison(logger: Logger, baseline: EvalBaselineReport | undefined): void {
  if (baseline?.runsUnread !== undefined) {
    logger.warning(
      `Eval gate baseline: ${baseline.runsUnread}: examples not compared one by one; 'eval-max-regressions' not applied.`
    )
  }
  const comparison = baseline?.comparison
  if (comparison === undefined) return
  const { regressions, improvements, compared, notCompared } = comparison
  logger.info(
    `Eval gate baseline, example by example: ${regressions.length} regressed, ${improvements.length} improved of ${compared} compared${notCompared === 0 ? '' : ` (${notCompared} not compared: on one side only, or unscored on the baseline)`}.`
  )
}

/** The logger with its info lines turned into debug lines. */
function quiet(logger: Logger): Logger {
  return {
    ...logger,
    info: message => {
      logger.debug(message)
    }
  }
}
