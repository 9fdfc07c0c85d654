import type { Mode } from '../run/inputs.js'
import type { SmokeResult } from '../agent-server/smoke.js'
import type { TimelineEntry } from '../control-plane/wait.js'

/** Lines of a revision's build or deploy log, as shown on a failure. */
export interface FailureLogs {
  readonly type: 'build' | 'deploy'
  readonly lines: readonly string[]
}

/**
 * Everything a run learned, filled in as it goes, so that the job summary tells the story of a
 * run that failed or was cancelled halfway as well as of one that succeeded.
 */
export interface RunReport {
  readonly mode: Mode
  /** How the deployment is named in messages (`deployment "my-agent"`). */
  readonly target: string
  deploymentName?: string
  deploymentId?: string
  /** The deployment's page in the LangSmith UI; undefined for self-hosted installs. */
  dashboardUrl?: string
  revisionId?: string
  created?: boolean
  /** Last revision status seen. */
  status?: string
  /** Every revision status change, in order. */
  readonly timeline: TimelineEntry[]
  agentUrl?: string
  smoke?: SmokeResult
  logs?: FailureLogs
  /** Set when the run failed: the message the step failed with. */
  failure?: string
  /** Whether the run was cancelled. */
  cancelled?: boolean
}

/** A fresh report for a run. */
export function newReport(mode: Mode, target: string): RunReport {
  return { mode, target, timeline: [] }
}

/**
 * The deployment's page in the LangSmith UI, for the cloud regions; a self-hosted install
 * (`api-url` given) has its own UI host, which the control plane's URL does not tell.
 */
export function dashboardUrl(options: {
  readonly region: 'us' | 'eu'
  readonly customApiUrl: boolean
  readonly tenantId: string
  readonly deploymentId: string
}): string | undefined {
  if (options.customApiUrl) return undefined
  const host =
    options.region === 'eu' ? 'https://eu.smith.langchain.com' : 'https://smith.langchain.com'
  return `${host}/o/${encodeURIComponent(options.tenantId)}/host/deployments/${encodeURIComponent(options.deploymentId)}`
}

/** `95_000` → `1m 35s`; `140` → `140 ms`. */
export function duration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`
  const total = Math.max(0, Math.round(ms / 1000))
  const minutes = Math.floor(total / 60)
  const secs = total % 60
  return minutes > 0 ? `${minutes}m ${String(secs).padStart(2, '0')}s` : `${secs}s`
}

/** Markdown table cell: no pipes or line breaks. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')
}

/** Inline code that survives backticks in the text. */
function code(text: string): string {
  return text.includes('`') ? `<code>${escapeHtml(text)}</code>` : `\`${text}\``
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * The job summary: what was deployed, where, how it went, with the status timeline, the smoke
 * result and, on a failure, the last log lines. `now` closes the last timeline entry.
 */
export function renderSummary(report: RunReport, now: number): string {
  const ok = report.failure === undefined && report.cancelled !== true
  const verdict = report.cancelled ? '⏹️ cancelled' : ok ? '✅ succeeded' : '❌ failed'
  const what =
    report.mode === 'delete' ? 'Delete' : report.mode === 'smoke' ? 'Smoke test' : 'Deploy'
  const name = report.deploymentName ?? report.target
  const out: string[] = [`## ${what} of ${cell(name)}: ${verdict}`, '']

  if (report.failure !== undefined) {
    out.push(`> ${cell(report.failure)}`, '')
  }

  const rows: [string, string][] = []
  if (report.deploymentName !== undefined) rows.push(['Deployment', cell(report.deploymentName)])
  if (report.deploymentId !== undefined) {
    rows.push([
      'Deployment ID',
      report.dashboardUrl !== undefined
        ? `[${code(report.deploymentId)}](${report.dashboardUrl})`
        : code(report.deploymentId)
    ])
  }
  if (report.created !== undefined)
    rows.push(['Created by this run', report.created ? 'yes' : 'no'])
  if (report.revisionId !== undefined) rows.push(['Revision', code(report.revisionId)])
  if (report.status !== undefined) rows.push(['Status', `**${cell(report.status)}**`])
  if (report.agentUrl) rows.push(['Agent URL', report.agentUrl])
  if (rows.length > 0) {
    out.push('| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`), '')
  }

  if (report.timeline.length > 0) {
    out.push(
      '### Status timeline',
      '',
      '| status | entered at (UTC) | time in it |',
      '|---|---|---|'
    )
    report.timeline.forEach((entry, index) => {
      const next = report.timeline[index + 1]
      const terminal =
        next === undefined && /DEPLOYED|FAILED|SKIPPED|INTERRUPTED/.test(entry.status)
      const spent = terminal ? '' : duration((next?.at ?? now) - entry.at)
      out.push(
        `| ${cell(entry.status)} | ${new Date(entry.at).toISOString().slice(11, 19)} | ${spent} |`
      )
    })
    out.push('')
  }

  if (report.smoke !== undefined) {
    const smoke = report.smoke
    out.push('### Smoke test', '', `${smoke.passed ? '✅' : '❌'} ${cell(smoke.verdict)}`, '')
    const facts: string[] = []
    if (smoke.runId !== undefined) facts.push(`run ${code(smoke.runId)}`)
    facts.push(`${smoke.events} events`, duration(smoke.durationMs))
    out.push(facts.join(' · '), '')
    if (smoke.firstEvents.length > 0) {
      out.push('| # | event | bytes | preview |', '|---|---|---|---|')
      smoke.firstEvents.forEach((event, index) => {
        const label = [event.event, ...event.namespace].join('|')
        out.push(
          `| ${index + 1} | ${code(label)} | ${event.bytes} | ${code(cell(event.preview))} |`
        )
      })
      out.push('')
    }
  }

  if (report.logs !== undefined && report.logs.lines.length > 0) {
    const { type, lines } = report.logs
    out.push(
      `### Last ${lines.length} lines of the ${type} log`,
      '',
      '```text',
      ...lines.map(line => line.replace(/```/g, "'''")),
      '```',
      ''
    )
  }
  return out.join('\n')
}

/**
 * The line of a log that most likely says what went wrong: the first that mentions an error,
 * else the last line.
 */
export function firstErrorLine(lines: readonly string[]): string | undefined {
  return (
    lines.find(line => /\b(error|failed|failure|fatal|exception|traceback)\b/i.test(line)) ??
    lines.at(-1)
  )
}
