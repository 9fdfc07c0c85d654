/**
 * Owns the log routes beside the per-revision one: `GET /v2/deployment-logs` (cursor paging,
 * `log_type`, `level`, `query`) and the v1 routes the official CLI calls
 * (`POST /v1/projects/{id}/revisions/{rid}/build_logs`, `.../deploy_logs`, `/v1/projects/{id}/deploy_logs`).
 */
import { ApiError, throwIfIssues, unprocessable, type ApiResponse } from '../base/api-error.js'
import type { LogPhase } from './lifecycle.js'
import { LOG_LEVELS, decodeCursor, filterLogs, findRevision, pageOf } from './revision-routes.js'
import type { DeploymentRecord, DeploymentStore, RevisionRecord } from './state.js'
import {
  isUuid,
  queryChoice,
  queryInteger,
  uuidIssue,
  type ValidationIssue
} from '../base/validation.js'

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
 * `{limit, order, level, query, start_time}` (deploy), also `end_time`; answers
 * `{logs: [{id, timestamp, level, message}], next_offset}` as every official CLI reads it:
 * `offset` is an integer (422 otherwise), `next_offset` the one to send for the next page (null on
 * the last), and `id` tells repeated entries apart for `--follow`. `start_time` keeps the entries at
 * or after it, `end_time` those before it. Without a revision: the latest one.
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
  const order = bodyChoice(body, 'order', ['asc', 'desc'], issues) ?? 'asc'
  const level = bodyChoice(body, 'level', LOG_LEVELS, issues)
  const from = bodyTime(body, 'start_time', issues)
  const until = bodyTime(body, 'end_time', issues)
  const text = typeof body.query === 'string' && body.query !== '' ? body.query : null
  if (issues.length > 0) throw unprocessable(issues)
  const revision =
    revisionId === undefined ? latestRevision(record) : findRevision(store, record, revisionId)
  const lines = filterLogs(store.logs(revision, phase), level, text).filter(line => {
    const at = Date.parse(line.timestamp)
    return (from === undefined || at >= from) && (until === undefined || at < until)
  })
  const ordered = order === 'desc' ? [...lines].reverse() : lines
  const next = offset + limit < ordered.length ? offset + limit : null
  return { status: 200, body: { logs: ordered.slice(offset, offset + limit), next_offset: next } }
}

/** A body field that is one of `choices` (422 otherwise); undefined when absent or null. */
function bodyChoice<T extends string>(
  body: Readonly<Record<string, unknown>>,
  key: string,
  choices: readonly T[],
  issues: ValidationIssue[]
): T | undefined {
  const value = body[key]
  if (value === undefined || value === null) return undefined
  const found = choices.find(choice => choice === value)
  if (found !== undefined) return found
  issues.push({
    type: 'enum',
    loc: ['body', key],
    msg: `Input should be ${choices.map(choice => `'${choice}'`).join(', ')}`,
    input: value
  })
  return undefined
}

/** A body field holding an ISO 8601 date-time, as ms since the epoch (422 otherwise). */
function bodyTime(
  body: Readonly<Record<string, unknown>>,
  key: string,
  issues: ValidationIssue[]
): number | undefined {
  const value = body[key]
  if (value === undefined || value === null) return undefined
  const ms = typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? Date.parse(value) : NaN
  if (!Number.isNaN(ms)) return ms
  issues.push({
    type: 'datetime_parsing',
    loc: ['body', key],
    msg: 'Input should be a valid datetime',
    input: value
  })
  return undefined
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
