// Owns the eval gate's part of the job summary: the verdict, the experiment's link and a table
// of examples (failures first), every piece of server text through markdown.ts.
import { formatDuration } from '../base/duration.js'
import { comparisonLines } from './eval-compare.js'
import { markdownCode, markdownLink, markdownProse } from './markdown.js'
import type { EvalReport } from './report.js'

/** Rows shown at most: every failure first, then passes, up to this many. */
const MAX_ROWS = 50

/** The share as people read it: `95%`. */
function percent(share: number): string {
  return `${Math.round(share * 1000) / 10}%`
}

/** The eval gate's section of the summary. */
export function evalSection(report: EvalReport): string[] {
  const total = report.examples.length
  const met = report.score >= report.threshold
  const experiment =
    report.experimentUrl === undefined
      ? ''
      : ` Experiment: ${markdownLink(markdownProse(report.experimentName ?? report.experimentUrl), report.experimentUrl)}.`
  const out = [
    '### Eval gate',
    '',
    `${met ? '✅' : '❌'} ${report.passed} of ${total} examples of dataset ${markdownProse(report.dataset)} passed (${percent(report.score)}; threshold ${percent(report.threshold)}).${experiment}`,
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
    out.push(
      `| ${markdownCode(example.exampleId)} | ${example.passed ? '✅' : '❌'} | ${formatDuration(example.durationMs)} | ${example.passed ? '' : markdownProse(example.comment)} |`
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
