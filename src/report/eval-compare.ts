// Owns how the eval gate's result reads in the PR comment's cell, and its comparison with its
// baseline in the job summary and the comment: the score's change in points, the examples that
// regressed and those that improved.
import { markdownCode, markdownLink, markdownProse } from './markdown.js'
import type { EvalBaselineReport, EvalChangeReport, EvalReport } from './eval-report.js'

/** A share as a percentage with one decimal: `85.0%`. */
export function percentage(share: number): string {
  return `${(Math.round(share * 1000) / 10).toFixed(1)}%`
}

/** The score and its change in points: `85.0% (−5.0 points against 90.0%)`. */
export function scoreChange(score: number, baseline: number): string {
  const points = Math.round((score - baseline) * 1000) / 10
  const sign = points > 0 ? '+' : points < 0 ? '−' : '±'
  return `${percentage(score)} (${sign}${Math.abs(points).toFixed(1)} points against ${percentage(baseline)})`
}

/**
 * The gate in one cell of the PR comment: passed of total, the score (and its change against
 * the baseline), the experiment's link.
 */
export function evalCell(gate: EvalReport): string {
  const failed =
    gate.score < gate.threshold ||
    gate.baseline?.failed === true ||
    gate.baseline?.comparison?.failed === true
  const baseline = gate.baseline?.score
  const score = baseline === undefined ? percentage(gate.score) : scoreChange(gate.score, baseline)
  const link =
    gate.experimentUrl === undefined ? '' : ` · ${markdownLink('experiment', gate.experimentUrl)}`
  return `${failed ? '❌' : '✅'} ${gate.passed} of ${gate.examples.length} examples of ${markdownProse(gate.dataset)} passed: ${score}${link}`
}

/** The links to this run's experiment and to the baseline's, as one cell. */
function experimentLinks(report: EvalReport, baseline: EvalBaselineReport): string {
  return [
    markdownLink('this run', report.experimentUrl),
    markdownLink('baseline', baseline.experimentUrl)
  ].join(' · ')
}

/** One table of changed examples, at most `max` rows, and how many more there are. */
function changeTable(
  changes: readonly EvalChangeReport[],
  heading: string,
  cells: { readonly difference: string; readonly links: string; readonly max: number }
): string[] {
  if (changes.length === 0) return []
  const rows = changes
    .slice(0, cells.max)
    .map(
      c =>
        `| ${markdownCode(c.exampleId)} | ${markdownProse(c.input)} | ${markdownProse(c.comment)} | ${cells.links} |`
    )
  const more = changes.length > cells.max ? ['', `… and ${changes.length - cells.max} more.`] : []
  return [
    `${heading} (${changes.length}):`,
    '',
    `| example | input | ${cells.difference} | experiments |`,
    '|---|---|---|---|',
    ...rows,
    ...more,
    ''
  ]
}

/**
 * The comparison with the baseline's experiment: the score's change, the examples that regressed
 * and improved (`max` rows of each at most), how many were not compared, or why none were.
 */
export function comparisonLines(report: EvalReport, max: number): string[] {
  const baseline = report.baseline
  if (baseline === undefined) return []
  const out: string[] = []
  if (baseline.score !== undefined) {
    out.push(`Score ${scoreChange(report.score, baseline.score)}.`, '')
  }
  if (baseline.runsUnread !== undefined) {
    out.push(`⚠️ Not compared example by example: ${markdownProse(baseline.runsUnread)}.`, '')
  }
  const comparison = baseline.comparison
  if (comparison === undefined) return out
  const links = experimentLinks(report, baseline)
  const { regressions, improvements, compared, notCompared, maxRegressions } = comparison
  const limit =
    maxRegressions === undefined
      ? ''
      : ` ${comparison.failed ? '❌ more than' : '✅ within'} 'eval-max-regressions' (${maxRegressions}).`
  out.push(
    `Example by example, of ${compared} compared: ${regressions.length} regressed, ${improvements.length} improved.${limit}${notCompared === 0 ? '' : ` ${notCompared} not compared (on one side only, or unscored on the baseline).`}`,
    ''
  )
  out.push(
    ...changeTable(regressions, '**Regressed** (passed on the baseline, fail now)', {
      difference: 'first difference now',
      links,
      max
    }),
    ...changeTable(improvements, '**Improved** (failed on the baseline, pass now)', {
      difference: 'first difference on the baseline',
      links,
      max
    })
  )
  return out
}
