// Owns the gate's runs: every run of every example ('eval-repeat' of each) in one pool of
// 'eval-concurrency' through the live revision (the smoke step's client and rules), each scored
// without a model and recorded in the experiment, and each example's outcome over its runs.
import { type SmokeResult, runSmoke } from '../agent-server/smoke.js'
import { FinalOutput } from '../agent-server/final-output.js'
import { errorMessage } from '../base/errors.js'
import type { Logger } from '../base/log.js'
import { truncate } from '../base/text.js'
import { userAgent } from '../base/version.js'
import type { Experiment, RecordedRun } from '../langsmith/experiment.js'
import type { Inputs } from '../inputs/read.js'
import { inPool } from '../live/pool.js'
import type { SmokeDeps, SmokeInputs } from '../live/smoke.js'
import type { EvalExampleReport } from '../report/eval-report.js'
import { runsPassed } from '../report/eval-table.js'
import { type EvalExample, exampleRun } from './eval-dataset.js'
import {
  type RunOutcome,
  type Unit,
  RunTally,
  repetitionOf,
  unitsOf,
  verdictOf
} from './eval-repeat.js'
import { score } from './scoring.js'

const COMMENT_CHARS = 300

/** What the runs read of the inputs. */
export type RunsInputs = SmokeInputs &
  Pick<Inputs, 'evalConcurrency' | 'evalRepeat' | 'evalMinPass'>

/** One example's outcome, kept for the report (the runs' outputs are dropped once recorded). */
export interface Outcome extends EvalExampleReport {
  /** Why the first of its runs not recorded was not. */
  readonly recordError?: string
  /** Its runs not recorded. */
  readonly unrecorded?: number
}

/** One run's outcome, kept until its example's last run ends. */
interface Run extends RunOutcome {
  readonly recordError?: string
}

/** What every example's run shares. */
export interface GateRun {
  readonly deps: SmokeDeps
  readonly inputs: RunsInputs
  readonly target: string
  readonly experiment: Experiment
  /** Set for a deployment that scales to zero (live/agent-ready.ts). */
  readonly wakeRetry: string | undefined
}

/**
 * Every run of every example, 'eval-concurrency' at a time in one pool: each example's outcome,
 * in the dataset's order, logged as its last run ends.
 */
export async function runExamples(
  gate: GateRun,
  examples: readonly EvalExample[]
): Promise<Outcome[]> {
  const { repeat } = repetitionOf(gate.inputs)
  const tally = new RunTally<Run>(repeat)
  const done: Outcome[] = []
  await inPool(unitsOf(examples, repeat), gate.inputs.evalConcurrency, async unit => {
    const runs = tally.add(unit.index, unit.repetition, await runOnce(gate, unit))
    if (runs !== undefined) done[unit.index] = exampleOutcome(gate, unit.item, runs)
  })
  return done
}

/** One run of an example: its score, its record in the experiment (its repetition named). */
async function runOnce(
  gate: GateRun,
  { item: example, repetition }: Unit<EvalExample>
): Promise<Run> {
  const { deps, inputs, target, experiment } = gate
  const output = new FinalOutput(example.inputs)
  const startedAt = deps.clock.now()
  const result: SmokeResult = await runSmoke(
    {
      url: target,
      apiKey: inputs.apiKey,
      // The request the dataset's check measured (eval-dataset.ts), field for field.
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
  // An error or a timeout fails the run, which is not run again.
  const verdict = result.passed
    ? score(output.pieces, example.references, example.rule)
    : { passed: false, comment: `the run failed: ${result.reason ?? result.verdict}` }
  const comment = truncate(verdict.comment, COMMENT_CHARS)
  const run: RecordedRun = {
    exampleId: example.id,
    repetition,
    inputs: example.inputs,
    output: result.passed ? output.pieces.join('\n') : undefined,
    error: result.passed ? undefined : comment,
    startedAt,
    endedAt,
    passed: verdict.passed,
    comment
  }
  const outcome = { passed: verdict.passed, comment, durationMs: endedAt - startedAt }
  try {
    await experiment.record(run)
    return outcome
  } catch (error) {
    return { ...outcome, recordError: errorMessage(error) }
  }
}

/** An example whose runs all ended: its verdict over them, and a line in the log. */
function exampleOutcome(gate: GateRun, example: EvalExample, runs: readonly Run[]): Outcome {
  const { repeat, minPass } = repetitionOf(gate.inputs)
  const verdict = verdictOf(runs, minPass)
  const counted = repeat === 1 ? '' : `${runsPassed(verdict)}, `
  const shown = verdict.passed && verdict.passes === verdict.runs ? '' : `: ${verdict.comment}`
  gate.deps.logger.info(
    `${verdict.passed ? '✅' : '❌'} example ${example.id} (${counted}${verdict.durationMs} ms)${shown}`
  )
  const unrecorded = runs.filter(r => r.recordError !== undefined)
  const row = { exampleId: example.id, ...verdict }
  const first = unrecorded[0]
  if (first === undefined) return row
  return { ...row, recordError: first.recordError, unrecorded: unrecorded.length }
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
