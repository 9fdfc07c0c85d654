// Owns the job summary: the Markdown a person reads on the run's page, rendered from the
// RunReport. Every piece of text in it goes through markdown.ts.
import { formatDuration, formatTimeOfDay } from '../base/duration.js'
import { formatBytes } from '../base/text.js'
import {
  markdownCell,
  markdownCode,
  markdownCodeBlock,
  markdownLink,
  markdownUrl
} from './markdown.js'
import type { RunReport, SmokeReport } from './report.js'

/**
 * The job summary: what was deployed, where, how it went, with the status timeline, the smoke
 * result and, on a failure, the last log lines. `now` closes the last timeline entry.
 */
export function renderSummary(report: RunReport, now: number): string {
  return [
    ...headline(report),
    ...factsTable(report),
    ...timeline(report, now),
    ...(report.smoke === undefined ? [] : smokeSection(report.smoke)),
    ...logSection(report)
  ].join('\n')
}

function headline(report: RunReport): string[] {
  const ok = report.failure === undefined && report.cancelled !== true
  const verdict = report.cancelled ? '⏹️ cancelled' : ok ? '✅ succeeded' : '❌ failed'
  const name = report.deploymentName ?? report.target
  const out = [`## ${report.action} of ${markdownCell(name)}: ${verdict}`, '']
  if (report.failure !== undefined) out.push(`> ${markdownCell(report.failure)}`, '')
  return out
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
  if (report.created !== undefined)
    rows.push(['Created by this run', report.created ? 'yes' : 'no'])
  if (report.revisionId !== undefined) rows.push(['Revision', markdownCode(report.revisionId)])
  if (report.status !== undefined) rows.push(['Status', `**${markdownCell(report.status)}**`])
  if (report.agentUrl) {
    const from =
      report.agentUrlFrom === undefined ? '' : ` (from ${markdownCell(report.agentUrlFrom)})`
    rows.push(['Agent URL', `${markdownUrl(report.agentUrl)}${from}`])
  }
  rows.push(...builtRows(report))
  if (rows.length === 0) return []
  return ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`), '']
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
  if (built.commit) rows.push(['Commit built', markdownCode(built.commit)])
  if (built.configPath) rows.push(['Config', markdownCode(built.configPath)])
  if (built.check) rows.push(['Commit check', markdownCell(built.check)])
  return rows
}

function timeline(report: RunReport, now: number): string[] {
  if (report.timeline.length === 0) return []
  const out = [
    '### Status timeline',
    '',
    '| status | entered at (UTC) | time in it |',
    '|---|---|---|'
  ]
  report.timeline.forEach((entry, index) => {
    const next = report.timeline[index + 1]
    const terminal =
      next === undefined && /^(DEPLOYED|SKIPPED|INTERRUPTED)$|FAILED/.test(entry.status)
    const spent = terminal ? '' : formatDuration((next?.at ?? now) - entry.at)
    out.push(`| ${markdownCell(entry.status)} | ${formatTimeOfDay(entry.at)} | ${spent} |`)
  })
  return [...out, '']
}

function smokeSection(smoke: SmokeReport): string[] {
  const out = [
    '### Smoke test',
    '',
    `${smoke.passed ? '✅' : '❌'} ${markdownCell(smoke.verdict)}`,
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

function logSection(report: RunReport): string[] {
  if (report.logs === undefined || report.logs.lines.length === 0) return []
  const { type, lines } = report.logs
  return [`### Last ${lines.length} lines of the ${type} log`, '', ...markdownCodeBlock(lines), '']
}
