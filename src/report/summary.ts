// Owns the job summary: the Markdown a person reads on the run's page, rendered from the
// RunReport. Every piece of text in it goes through markdown.ts.
import { formatDuration } from '../base/duration.js'
import { capitalize, formatBytes } from '../base/text.js'
import {
  markdownCell,
  markdownCode,
  markdownCodeBlock,
  markdownLink,
  markdownProse,
  markdownUrl
} from './markdown.js'
import { evalSection } from './eval-table.js'
import { servingRevision, untoldFailure, verdictOf } from './headline.js'
import { changesSection, planSection } from './plan-table.js'
import { pruneSection } from './prune.js'
import {
  type RollbackReport,
  type RunReport,
  type SecretsReport,
  type SmokeCaseReport,
  type SmokeReport,
  statusAtEnd,
  wentLive
} from './report.js'
import { timelineSection } from './timeline.js'

/**
 * The job summary: how the run ended at a glance, what was deployed, where, the time in each
 * status, the smoke result and, on a failure or timeout, the last log lines. `now` ends the run.
 */
export function renderSummary(report: RunReport, now: number): string {
  return [
    ...headline(report, now),
    ...factsTable(report),
    ...(report.changes === undefined ? [] : changesSection(report.changes)),
    ...(report.plan === undefined ? [] : planSection(report.plan)),
    ...(report.prune === undefined ? [] : pruneSection(report.prune)),
    ...timelineSection(report, now),
    ...(report.smoke === undefined ? [] : smokeSection(report.smoke)),
    ...(report.smokeCases === undefined ? [] : smokeCasesSection(report.smokeCases)),
    ...(report.evalGate === undefined ? [] : evalSection(report.evalGate)),
    ...rollbackSection(report),
    ...logSection(report)
  ].join('\n')
}

function headline(report: RunReport, now: number): string[] {
  const name = report.deploymentName ?? report.target
  const verdict = verdictOf(report)
  const out = [`## ${report.action} of ${markdownProse(name)}: ${verdict.text}`, '']
  if (report.startedAt !== undefined) {
    out.push(`Took ${formatDuration(now - report.startedAt)}.`, '')
  }
  if (verdict.detail !== undefined) out.push(verdict.detail, '')
  const failure = untoldFailure(report)
  if (failure !== undefined) out.push(`> ${markdownProse(failure)}`, '')
  if (report.logs?.cause !== undefined) {
    out.push(`Root cause, from the ${report.logs.type} log: ${markdownCode(report.logs.cause)}`, '')
  }
  const last = report.logs?.lines.at(-1)
  if (report.timedOut === true && last !== undefined) {
    out.push(`Last line of the ${report.logs?.type ?? 'build'} log: ${markdownCode(last)}`, '')
  }
  return out
}

/**
 * Whether the agent URL may be shown: a deploy or rollback shows it only once a revision went
 * live, since the URL of a revision that never did serves something else.
 */
function urlIsLive(report: RunReport): boolean {
  if (report.action !== 'Deploy' && report.action !== 'Rollback') return true
  return wentLive(report)
}

function factsTable(report: RunReport): string[] {
  const rows: [string, string][] = []
  if (report.deploymentName !== undefined) {
    rows.push(['Deployment', markdownCell(report.deploymentName)])
  }
  if (report.deploymentId !== undefined) {
    rows.push([
      'Deployment ID',
      markdownLink(markdownCode(report.deploymentId), report.dashboardUrl)
    ])
  }
  if (report.deploymentType !== undefined) {
    rows.push(['Type', markdownCode(report.deploymentType)])
  }
  if (report.created !== undefined)
    rows.push(['Created by this run', report.created ? 'yes' : 'no'])
  if (report.revisionId !== undefined) rows.push(['Revision', markdownCode(report.revisionId)])
  if (report.status !== undefined) rows.push(['Status', statusCell(report)])
  if (report.agentUrl && urlIsLive(report)) {
    const from =
      report.agentUrlFrom === undefined ? '' : ` (from ${markdownCell(report.agentUrlFrom)})`
    rows.push(['Agent URL', `${markdownUrl(report.agentUrl)}${from}`])
  }
  rows.push(...builtRows(report))
  if (report.secrets !== undefined) rows.push(['Secrets', secretsCell(report.secrets)])
  if (rows.length === 0) return []
  return ['| Fact | Value |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`), '']
}

function builtRows(report: RunReport): [string, string][] {
  const { built, source } = report
  const rows: [string, string][] = []
  if (source !== undefined) {
    const size = `${source.files} files, ${formatBytes(source.bytes)}`
    rows.push(['Source archive', `${markdownCode(`sha256:${source.digest}`)} (${size})`])
  }
  if (built === undefined) return rows
  if (built.repo) rows.push(['Repository', markdownCode(built.repo)])
  if (built.ref) rows.push(['Ref', markdownCode(built.ref)])
  if (built.commit) rows.push(commitRow(report, built.commit))
  if (built.configPath) rows.push(['Config', markdownCode(built.configPath)])
  if (built.check) rows.push(['Commit check', markdownProse(built.check)])
  return rows
}

/** Statuses a revision reaches only once its build is done. */
const BUILT = /^(AWAITING_DEPLOY|DEPLOYING|DEPLOYED|DEPLOY_FAILED)$/

/**
 * The commit: "built" only once the revision was seen past its build. The record names the
 * commit from the start, so a revision still building (cancelled, timed out, not waited for)
 * or whose build failed shows it as the commit it was to build.
 */
function commitRow(report: RunReport, commit: string): [string, string] {
  const code = markdownCode(commit)
  if (report.timeline.some(entry => BUILT.test(entry.status))) return ['Commit built', code]
  if (report.status?.includes('BUILD_FAILED')) return ['Commit', `${code} (its build failed)`]
  const last =
    report.status === undefined ? '' : `; last status seen ${markdownCell(report.status)}`
  return ['Commit', `${code} (not built${last})`]
}

/**
 * The revision's status as the run leaves it: after an automatic rollback it no longer serves,
 * and after an accepted interrupt it ends INTERRUPTED, whatever the last poll saw.
 */
function statusCell(report: RunReport): string {
  const status = markdownCell(report.status ?? '')
  if (report.rollback?.automatic === true && report.rollback.live) {
    return `**rolled back**: was ${status}; it no longer serves`
  }
  const atEnd = statusAtEnd(report)
  if (atEnd !== report.status) {
    return `**${markdownCell(atEnd ?? '')}** (the service took the interrupt; last status polled: ${status})`
  }
  return `**${status}**`
}

/**
 * What the update did to the secrets, names only: a list replaces the deployment's secrets;
 * none sent keeps them.
 */
function secretsCell(secrets: SecretsReport): string {
  const names = (list: readonly string[]): string =>
    list.length === 0 ? 'none' : list.map(name => markdownCode(name)).join(', ')
  if (secrets.kept === true) {
    return "unchanged (none sent; the service keeps the previous revision's)"
  }
  if (!secrets.known) {
    return `replaced by ${names(secrets.resent)}; the service did not list the deployment's secrets, so what was removed cannot be told`
  }
  const parts = [
    `removed ${names(secrets.removed)}`,
    `added ${names(secrets.added)}`,
    `changed ${names(secrets.changed)}`
  ]
  if (secrets.resent.length > 0) {
    parts.push(`sent again ${names(secrets.resent)} (values not shown by the service)`)
  }
  return `replaced: ${parts.join('; ')}`
}

function smokeSection(smoke: SmokeReport): string[] {
  const out = [
    '### Smoke test',
    '',
    `${smoke.passed ? '✅' : '❌'} ${markdownProse(smoke.verdict)}`,
    ''
  ]
  const facts: string[] = []
  if (smoke.runId !== undefined) facts.push(`run ${markdownCode(smoke.runId)}`)
  facts.push(`${smoke.events} events`, formatDuration(smoke.durationMs))
  out.push(facts.join(' · '), '')
  if (smoke.firstEvents.length === 0) return out
  out.push('| # | event | bytes | preview |', '|---|---|---|---|')
  smoke.firstEvents.forEach((event, index) => {
    const label = [event.event, ...event.namespace].join('|')
    out.push(
      `| ${index + 1} | ${markdownCode(label)} | ${event.bytes} | ${markdownCode(event.preview)} |`
    )
  })
  return [...out, '']
}

/** With `smoke-cases`: one row per case, in the file's order. */
function smokeCasesSection(cases: readonly SmokeCaseReport[]): string[] {
  const passed = cases.filter(c => c.passed).length
  const out = [
    '### Smoke cases',
    '',
    `${passed === cases.length ? '✅' : '❌'} ${passed} of ${cases.length} passed`,
    '',
    '| case | passed | run | events | duration | reason |',
    '|---|---|---|---|---|---|'
  ]
  for (const c of cases) {
    const run = c.runId === undefined ? '' : markdownCode(c.runId)
    out.push(
      `| ${markdownCell(c.name)} | ${c.passed ? '✅' : '❌'} | ${run} | ${c.events} | ${formatDuration(c.durationMs)} | ${markdownProse(c.reason)} |`
    )
  }
  return [...out, '']
}

function logSection(report: RunReport): string[] {
  if (report.logs === undefined || report.logs.lines.length === 0) return []
  const { type, lines } = report.logs
  return [`### Last ${lines.length} lines of the ${type} log`, '', ...markdownCodeBlock(lines), '']
}

/**
 * The rollback: from which revision to which, each with what it was built from, and what serves
 * at the end; or, after a failed smoke test, why nothing was rolled back.
 */
function rollbackSection(report: RunReport): string[] {
  const { rollback, noRollback, rollbackUnknown } = report
  if (rollback === undefined) {
    if (rollbackUnknown !== undefined) {
      return [
        '### Rollback sent, its outcome not known',
        '',
        `${markdownProse(rollbackUnknown)}.`,
        ''
      ]
    }
    if (noRollback === undefined) return []
    return ['### Not rolled back', '', `${markdownProse(noRollback)}.`, '']
  }
  const automatic = rollback.automatic === true
  const why = automatic ? ` after the failed ${rollback.after ?? 'smoke test'}` : ''
  const side = (id: string, source: string | undefined): string =>
    `${markdownCode(id)} | ${source === undefined ? 'not known' : markdownCell(source)}`
  // After a failed test, it rolls back from this run's revision to what served before the run.
  const [fromLabel, toLabel] = automatic
    ? ["From (this run's, failed)", 'To (served before this run)']
    : ['From (served before)', 'To (redeployed)']
  const rows = [
    '| | Revision | Built from |',
    '|---|---|---|',
    ...(rollback.from === undefined
      ? []
      : [`| ${fromLabel} | ${side(rollback.from.id, rollback.from.source)} |`]),
    `| ${toLabel} | ${side(rollback.to, rollback.toSource)} |`
  ]
  const result = rollback.liveRevisionId
  if (result !== undefined && result !== rollback.to) {
    rows.push(`| Made (a redeploy of the one above) | ${side(result, rollback.toSource)} |`)
  }
  return [`### Rolled back${why}`, '', ...rows, '', rollbackLine(rollback), '']
}

/** One line on a rollback, for the summary and the PR comment: what serves at the end. */
export function rollbackLine(rollback: RollbackReport): string {
  const to = markdownCode(rollback.to)
  if (rollback.failure !== undefined) {
    return `❌ The rollback to revision ${to} failed: ${markdownProse(rollback.failure)}`
  }
  const serving = servingRevision(rollback)
  const instead =
    rollback.from === undefined ? '' : `, in place of revision ${markdownCode(rollback.from.id)}`
  if (rollback.live) return `✅ ${capitalize(serving)} serves${instead}.`
  return `⏳ ${capitalize(serving)} was redeployed; it was not seen serving.`
}
