// Owns the pull-request comment's text: a headline and a table of what is known about one
// environment's preview. Text from the control plane goes through markdown.ts.
import { truncate } from '../base/text.js'
import { markdownCell, markdownCode, markdownLink, markdownProse, markdownUrl } from './markdown.js'
import { comparisonLines, evalCell } from './eval-compare.js'
import type { CommentPlace, RollbackReport } from './report.js'
import type { EvalReport } from './eval-report.js'
import { rollbackLine } from './summary.js'

/** Where the preview stands, as the comment shows it. */
export type CommentState = 'in_progress' | 'success' | 'failure' | 'cancelled' | 'deleted'

/** What the comment says about the preview. */
export interface CommentInfo {
  readonly state: CommentState
  /**
   * How the run ended, as the headline says it (Markdown from headline.ts: deployed, smoke
   * failed, rolled back, ...); the state's own words when not given.
   */
  readonly verdict?: string
  /** What the headline leaves out (headline.ts's detail), shown below it. */
  readonly detail?: string
  readonly deploymentName: string
  /** Last revision status (`DEPLOYED`, `BUILD_FAILED`, ...). */
  readonly status?: string
  /** The agent server's URL. */
  readonly url?: string
  /** The deployment's page in LangSmith. */
  readonly dashboardUrl?: string
  readonly revisionId?: string
  /** Outcome of the smoke step, when it ran. */
  readonly smoke?: { readonly passed: boolean; readonly verdict: string }
  /** The message the run failed with. */
  readonly failure?: string
  /** A rollback, when one was made: what serves now. */
  readonly rollback?: RollbackReport
  /** After a failed smoke test: why nothing was rolled back. */
  readonly noRollback?: string
  /** After a failed smoke test: a rollback sent whose outcome cannot be told, and why. */
  readonly rollbackUnknown?: string
  /** The eval gate's result, when it ran. */
  readonly evalGate?: EvalReport
}

/** Examples of each comparison table shown at most (the summary shows more). */
const MAX_CHANGED_ROWS = 5

/** Longest failure message quoted in the comment. */
const MAX_FAILURE_CHARS = 2000

const HEADLINES: Readonly<Record<CommentState, string>> = {
  in_progress: '⏳ is being deployed',
  success: '✅ is live',
  failure: '❌ failed to deploy',
  cancelled: '⏹️ was cancelled (the deployment itself goes on)',
  deleted: '🗑️ was deleted'
}

/** The comment of one environment: a headline and a table of what is known. */
export function renderComment(info: CommentInfo, where: CommentPlace): string {
  const headline = info.verdict === undefined ? ` ${HEADLINES[info.state]}` : `: ${info.verdict}`
  const out = [`### LangGraph preview ${markdownCode(info.deploymentName)}${headline}`, '']
  if (info.detail !== undefined) out.push(info.detail, '')
  const rows: [string, string][] = []
  const langsmith =
    info.dashboardUrl === undefined ? '' : ` (${markdownLink('LangSmith', info.dashboardUrl)})`
  rows.push(['Deployment', `${markdownCode(info.deploymentName)}${langsmith}`])
  rows.push(['Environment', markdownCode(where.environment)])
  if (info.status) {
    const status = markdownCell(info.status)
    // After an automatic rollback, the run's revision no longer serves.
    const rolledBack = info.rollback?.automatic === true && info.rollback.live
    rows.push(['Status', rolledBack ? `**rolled back** (was ${status})` : `**${status}**`])
  }
  if (info.url && info.state !== 'deleted') rows.push(['Agent URL', markdownUrl(info.url)])
  if (info.revisionId) rows.push(['Revision', markdownCode(info.revisionId)])
  if (info.smoke !== undefined) {
    const mark = info.smoke.passed ? '✅' : '❌'
    rows.push(['Smoke test', `${mark} ${markdownProse(info.smoke.verdict)}`])
  }
  if (info.evalGate !== undefined) rows.push(['Eval gate', evalCell(info.evalGate)])
  if (info.rollback !== undefined) rows.push(['Rolled back', rollbackLine(info.rollback)])
  if (info.noRollback !== undefined) {
    rows.push(['Rolled back', `no: ${markdownProse(info.noRollback)}`])
  }
  if (info.rollbackUnknown !== undefined) {
    rows.push(['Rolled back', `not known: ${markdownProse(info.rollbackUnknown)}`])
  }
  const runLink =
    where.runUrl === undefined ? '' : ` · ${markdownLink('workflow run', where.runUrl)}`
  rows.push(['Commit', `${markdownCode(where.sha.slice(0, 7))}${runLink}`])
  out.push('| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`))
  if (info.evalGate?.baseline?.comparison !== undefined) {
    out.push('', ...comparisonLines(info.evalGate, MAX_CHANGED_ROWS))
    while (out.at(-1) === '') out.pop()
  }
  if (info.failure !== undefined && info.state !== 'deleted') {
    out.push('', `> ${markdownProse(truncate(info.failure, MAX_FAILURE_CHARS))}`)
  }
  return out.join('\n') + '\n'
}
