// Owns how a plan reads (`mode: plan`: fields deploy would send, preflight checks; summary and PR
// comment alike) and an update's "what changed" table. All text goes through markdown.ts.
import { markdownCell, markdownCode, markdownLink, markdownProse } from './markdown.js'
import type { CommentPlace, PlanReport, PlanRow } from './report.js'

/** What each verdict says in the table; any other is shown as it is. */
const VERDICTS: Readonly<Record<string, string>> = {
  add: '➕ add',
  change: '✏️ change',
  unchanged: 'unchanged',
  remove: '➖ remove',
  'will be sent': 'will be sent (the deployment does not show its value)',
  'cannot change': '❌ cannot change: deploy would fail'
}

/** Whether any preflight check of the plan fails: deploy would fail. */
export function planFails(plan: PlanReport): boolean {
  return plan.preflight.some(check => !check.passed)
}

/** The plan's sentence: what deploy would do, and whether it would fail. */
export function planVerdict(plan: PlanReport): string {
  const action = `deploy would **${plan.action}** the deployment`
  return planFails(plan) ? `❌ ${action}, and fail (see the preflight)` : `✅ ${action}`
}

/** The plan's table of fields and its preflight checks, as Markdown lines. */
export function renderPlan(plan: PlanReport): string[] {
  const out: string[] = []
  if (plan.rows.length > 0) out.push(...table(plan.rows, 'now', 'deploy would send'))
  out.push('**Preflight**', '')
  for (const check of plan.preflight) {
    out.push(`- ${check.passed ? '✅' : '❌'} ${markdownProse(check.text)}`)
  }
  return [...out, '']
}

/** Rows of compared fields as a Markdown table, with its column titles for before and after. */
function table(rows: readonly PlanRow[], before: string, after: string): string[] {
  return [
    `| field | ${before} | ${after} | |`,
    '|---|---|---|---|',
    ...rows.map(row => `| ${cells(row).join(' | ')} |`),
    ''
  ]
}

/**
 * An update's part of the job summary: what it changed, as the plan would have listed it (the
 * same rows, from plan-diff), before and after. Secrets have their own row in the facts.
 */
export function changesSection(rows: readonly PlanRow[]): string[] {
  if (rows.length === 0) return []
  return ['### What changed', '', ...table(rows, 'before', 'new')]
}

function cells(row: PlanRow): string[] {
  const secret = row.field.startsWith('secrets.')
  const next = secret ? '(value not shown)' : value(row.next)
  const verdict = VERDICTS[row.verdict] ?? markdownCell(row.verdict)
  return [markdownCode(row.field), secret ? '' : value(row.current), next, verdict]
}

function value(text: string): string {
  return text === '' ? '(none)' : markdownCode(text)
}

/** The plan's part of the job summary. */
export function planSection(plan: PlanReport): string[] {
  return ['### Plan', '', planVerdict(plan), '', ...renderPlan(plan)]
}

/**
 * The pull request's plan comment: a comment of its own (beside a preview's), saying what deploy
 * would do to the deployment and showing the same table as the job summary.
 */
export function renderPlanComment(
  plan: PlanReport,
  deploymentName: string,
  where: CommentPlace
): string {
  const runLink =
    where.runUrl === undefined ? '' : ` · ${markdownLink('workflow run', where.runUrl)}`
  return [
    `### LangGraph plan for ${markdownCode(deploymentName)}`,
    '',
    planVerdict(plan),
    '',
    ...renderPlan(plan),
    `Environment ${markdownCode(where.environment)} · commit ${markdownCode(where.sha.slice(0, 7))}${runLink}`,
    ''
  ].join('\n')
}
