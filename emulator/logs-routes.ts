/**
 * Owns the log routes beside the per-revision one: `GET /v2/deployment-logs` (cursor paging,
 * `log_type`, `level`, `query`) and the v1 routes the official CLI calls
 * (`POST /v1/projects/{id}/revisions/{rid}/build_logs`, `.../deploy_logs`, `/v1/projects/{id}/deploy_logs`).
 */
import { ApiError, throwIfIssues, unprocessable } from './api-error.js'
import type { LogPhase } from './lifecycle.js'
import {
  type ApiResponse,
  LOG_LEVELS,
  decodeCursor,
  filterLogs,
  findRevision,
  pageOf
} from './revision-routes.js'
import type { DeploymentRecord, DeploymentStore, RevisionRecord } from './state.js'
import { isUuid, queryChoice, queryInteger, uuidIssue, type ValidationIssue } from './validation.js'

const LOG_TYPES = ['BUILD', 'DEPLOY'] as const

/**
 * `GET /v2/deployment-logs?deployment_id=...`: one revision's build or deploy log (the latest
 * revision without `revision_id`), `page_size` 1-100 (default 20), `sort_order` asc (default) or
 * desc, an opaque `cursor`; answers `{items, next_cursor}`.
 */
export function deploymentLogs(
  store: DeploymentStore,
  deployment: (id: string) => DeploymentRecord,
  query: URLSearchParams
): ApiResponse {
  const issues: ValidationIssue[] = []
  const deploymentId = query.get('deployment_id')
  if (deploymentId === null) {
    issues.push({
      type: 'missing',
      loc: ['query', 'deployment_id'],
      msg: 'Field required',
      input: null
    })
  } else if (!isUuid(deploymentId)) issues.push(uuidIssue('deployment_id', deploymentId))
  const type = queryChoice(query, 'log_type', LOG_TYPES, issues) ?? 'BUILD'
  const order = queryChoice(query, 'sort_order', ['asc', 'desc'], issues) ?? 'asc'
  const size = queryInteger(query, 'page_size', { min: 1, max: 100, fallback: 20 }, issues)
  const level = queryChoice(query, 'level', LOG_LEVELS, issues)
  const cursor = query.get('cursor')
  const position =
    cursor === null || cursor === '' ? undefined : decodeCursor(cursor, order, issues, 'cursor')
  throwIfIssues(issues)
  const record = deployment(deploymentId ?? '')
  const revisionId = query.get('revision_id')
  const revision =
    revisionId === null ? latestRevision(record) : findRevision(store, record, revisionId)
  const phase: LogPhase = type === 'BUILD' ? 'build' : 'deploy'
  const lines = filterLogs(store.logs(revision, phase), level, query.get('query'))
  const page = pageOf(lines, order, position, size)
  return { status: 200, body: { items: page.logs, next_cursor: page.next_offset } }
}

function latestRevision(record: DeploymentRecord): RevisionRecord {
  const latest = record.revisions[record.revisions.length - 1]
  if (latest === undefined) throw new ApiError(404, `Deployment ID ${record.id} has no revisions.`)
  return latest
}

/**
 * The v1 routes of the official CLI: a JSON body of `{order, limit, offset}` (build) or
 * `{limit, order, level, query, start_time}` (deploy); answers a list of entries, each with the
 * `id` the CLI's `--follow` tells repeated entries apart by. Without a revision: the latest one.
 */
export function v1Logs(
  store: DeploymentStore,
  record: DeploymentRecord,
  revisionId: string | undefined,
  phase: LogPhase,
  body: Readonly<Record<string, unknown>>
): ApiResponse {
  const issues: ValidationIssue[] = []
  const limit = bodyInteger(body, 'limit', { min: 1, max: 1000, fallback: 50 }, issues)
  const offset = bodyInteger(body, 'offset', { min: 0, fallback: 0 }, issues)
  const order = body.order ?? 'asc'
  if (order !== 'asc' && order !== 'desc') {
    issues.push({
      type: 'enum',
      loc: ['body', 'order'],
      msg: "Input should be 'asc' or 'desc'",
      input: order
    })
  }
  const level = body.level ?? undefined
  if (level !== undefined && !(LOG_LEVELS as readonly unknown[]).includes(level)) {
    issues.push({
      type: 'enum',
      loc: ['body', 'level'],
      msg: 'Input should be a log level',
      input: level
    })
  }
  const text = typeof body.query === 'string' ? body.query : null
  if (issues.length > 0) throw unprocessable(issues)
  const revision =
    revisionId === undefined ? latestRevision(record) : findRevision(store, record, revisionId)
  const lines = filterLogs(
    store.logs(revision, phase),
    level as (typeof LOG_LEVELS)[number] | undefined,
    text
  )
  const ordered = order === 'desc' ? [...lines].reverse() : lines
  return { status: 200, body: ordered.slice(offset, offset + limit) }
}

function bodyInteger(
  body: Readonly<Record<string, unknown>>,
  key: string,
  range: { readonly min: number; readonly max?: number; readonly fallback: number },
  issues: ValidationIssue[]
): number {
  const value = body[key]
  if (value === undefined || value === null) return range.fallback
  const fits =
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= range.min &&
    (range.max === undefined || value <= range.max)
  if (fits) return value
  const bounds = range.max === undefined ? `>= ${range.min}` : `${range.min}-${range.max}`
  issues.push({
    type: 'int',
    loc: ['body', key],
    msg: `Input should be an integer ${bounds}`,
    input: value
  })
  return range.fallback
}
