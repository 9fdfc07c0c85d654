// Owns the eval gate's part of the job summary: the verdict, the experiment's link and a table
// of examples (failures first), every piece of server text through markdown.ts.
import { formatDuration } from '../base/duration.js'
import { comparisonLines } from './eval-compare.js'
import { markdownCode, markdownLink, markdownProse } from './markdown.js'
import type { EvalExampleReport, EvalReport } from './eval-report.js'

/** Rows shown at most: every failure first, then passes, up to this many. */
const MAX_ROWS = 50

/** The share as people read it: `95%`. */
function percent(share: number): string {
  return `${Math.round(share * 1000) / 10}%`
}

/** An example's runs as people read them: `2 of 3 runs passed` (with 'eval-repeat' above 1). */
export function runsPassed(example: Pick<EvalExampleReport, 'passes' | 'runs'>): string {
  return `${example.passes} of ${example.runs} runs passed`
}

/** The eval gate's section of the summary. */
export function evalSection(report: EvalReport): string[] {
  const total = report.examples.length
  const met = report.score >= report.threshold
  const repeated = report.repeat > 1
  const experiment =
    report.experimentUrl === undefined
      ? ''
      : ` Experiment: ${markdownLink(markdownProse(report.experimentName ?? report.experimentUrl), report.experimentUrl)}.`
  const out = [
    '### Eval gate',
    '',
    `${met ? '✅' : '❌'} ${report.passed} of ${total} examples of dataset ${markdownProse(report.dataset)} passed${repeated ? `, each run ${report.repeat} times, ${report.minPass} to pass` : ''} (${percent(report.score)}; threshold ${percent(report.threshold)}).${experiment}`,
    '',
    ...baselineLines(report),
    ...comparisonLines(report, MAX_ROWS),
    '| example | passed | duration | first difference |',
    '|---|---|---|---|'
  ]
  const ordered = [
    ...report.examples.filter(e => !e.passed),
    ...report.examples.filter(e => e.passed)
  ]
  for (const example of ordered.slice(0, MAX_ROWS)) {
    const runs = repeated ? ` ${runsPassed(example)}` : ''
    // A run that failed shows its first difference, even in an example that passed.
    const differs = example.passes < example.runs
    out.push(
      `| ${markdownCode(example.exampleId)} | ${example.passed ? '✅' : '❌'}${runs} | ${formatDuration(example.durationMs)} | ${differs ? markdownProse(example.comment) : ''} |`
    )
  }
  if (ordered.length > MAX_ROWS) out.push('', `… and ${ordered.length - MAX_ROWS} more passed.`)
  return [...out, '']
}

/** With `eval-baseline`: the comparison with the revision that served before. */
function baselineLines(report: EvalReport): string[] {
  const baseline = report.baseline
  if (baseline === undefined) return []
  const link =
    baseline.experimentUrl === undefined
      ? ''
      : ` ${markdownLink('(its experiment)', baseline.experimentUrl)}`
  return [`${baseline.failed ? '❌' : '✅'} Baseline: ${markdownProse(baseline.text)}.${link}`, '']
}
