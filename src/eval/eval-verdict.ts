// Owns the gate's verdict: below 'eval-threshold', a drop from the baseline beyond 'eval-max-drop',
// more regressions than 'eval-max-regressions' (each an EvalGateError, rolled back like a failed
// smoke test), or a pass not recorded in full; and the failures named in the step's message.
import type { Logger } from '../base/log.js'
import { truncate } from '../base/text.js'
import { SmokeRefusedError } from '../live/smoke.js'
import type { EvalBaselineReport, EvalComparisonReport } from '../report/eval-report.js'
import { runsPassed } from '../report/eval-table.js'
import type { Outcome } from './eval-runs.js'

/** Failures of examples named in the step's message at most. */
const NAMED_FAILURES = 5

/** The gate judged the revision and it failed: below the threshold, or dropped from the baseline. */
export class EvalGateError extends Error {
  override readonly name = 'EvalGateError'
}

/** Throws when the gate failed the revision, or passed it without recording it all. */
export function judge(result: {
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

/** The failed examples, the first few named with their first difference. */
function failures(outcomes: readonly Outcome[]): string {
  const failed = outcomes.filter(o => !o.passed)
  const named = failed
    .slice(0, NAMED_FAILURES)
    .map(
      o =>
        `example ${o.exampleId} (${o.runs === 1 ? '' : `${runsPassed(o)}: `}${truncate(o.comment, 200)})`
    )
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
export function logComparison(logger: Logger, baseline: EvalBaselineReport | undefined): void {
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
