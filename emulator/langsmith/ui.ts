/**
 * Owns the emulator's stand-ins of the LangSmith UI pages an experiment link opens (the form the
 * SDK's evaluate() prints): `/o/{tenant}/datasets/{id}` and `/o/{tenant}/datasets/{id}/compare
 * ?selectedSessions=<ids>`, HTML listing the dataset's experiments, their runs and feedback.
 */
import { emulatorPage, escapeHtml } from '../base/http-util.js'
import type { Feedbacks } from './feedback.js'
import type { Runs, StoredRun } from './runs.js'
import type { Sessions, StoredSession } from './sessions.js'

const PAGE = /^\/o\/([^/]+)\/datasets\/([^/]+)(\/compare)?$/

/** What the pages read. */
export interface UiSource {
  readonly tenantId: string
  readonly datasetName: (id: string) => string | undefined
  readonly sessions: Sessions
  readonly runs: Runs
  readonly feedback: Feedbacks
}

function scores(source: UiSource, run: StoredRun): string {
  const stats = source.feedback.statsOf(new Set([run.id])) as Record<string, { avg: number | null }>
  return Object.entries(stats)
    .map(([key, { avg }]) => `${escapeHtml(key)}=${escapeHtml(avg)}`)
    .join(', ')
}

function experiment(source: UiSource, session: StoredSession): string {
  const runs = source.runs.all().filter(run => run.sessionId === session.id)
  const rows = runs
    .map(run => {
      const f = run.fields
      const status = f.error != null ? 'error' : f.endTime == null ? 'pending' : 'success'
      return `<tr><td><code>${escapeHtml(f.referenceExampleId)}</code></td><td><code>${escapeHtml(run.id)}</code></td><td>${status}</td><td>${scores(source, run)}</td></tr>`
    })
    .join('\n')
  return [
    `<h2>Experiment ${escapeHtml(session.name)}</h2>`,
    `<p>ID <code>${escapeHtml(session.id)}</code>, ${runs.length} runs</p>`,
    '<table><thead><tr><th>Example</th><th>Run</th><th>Status</th><th>Feedback</th></tr></thead><tbody>',
    rows,
    '</tbody></table>'
  ].join('\n')
}

/**
 * The page of `pathname` when it is a dataset's page or its comparison view: 200, or 404 for a
 * dataset of another workspace or none; undefined when the path is no such page.
 */
export function datasetPage(
  source: UiSource,
  pathname: string,
  query: URLSearchParams
): { status: number; body: string } | undefined {
  const match = PAGE.exec(pathname)
  if (match === null) return undefined
  const [, rawTenant = '', rawId = ''] = match
  const compare = match[3] !== undefined
  let tenant: string
  let id: string
  try {
    ;[tenant, id] = [decodeURIComponent(rawTenant), decodeURIComponent(rawId)]
  } catch {
    return { status: 404, body: emulatorPage('Dataset not found', '') }
  }
  const name = tenant === source.tenantId ? source.datasetName(id) : undefined
  if (name === undefined) return { status: 404, body: emulatorPage('Dataset not found', '') }
  const selected = (query.get('selectedSessions') ?? '').split(',').filter(one => one !== '')
  const ids = compare ? selected : source.sessions.ofDataset(id)
  const sections = ids.map(sessionId => {
    const session = source.sessions.get(sessionId)
    return session === undefined || session.referenceDatasetId !== id
      ? `<h2>Experiment <code>${escapeHtml(sessionId)}</code> not found on this dataset</h2>`
      : experiment(source, session)
  })
  const body = [`<h1>Dataset ${escapeHtml(name)}</h1>`, ...sections].join('\n')
  return { status: 200, body: emulatorPage(`Dataset ${name}`, body) }
}
