/**
 * Owns the revision endpoints below `/v2/deployments/{id}/revisions`: the list (paged, filtered
 * by status), one revision, its logs, and redeploying it.
 */
import {
  ApiError,
  refused,
  throwIfIssues,
  unprocessable,
  type ApiResponse
} from '../base/api-error.js'
import type { LogPhase, RevisionStatus } from './lifecycle.js'
import type { DeploymentRecord, DeploymentStore, RevisionRecord } from './state.js'
import type { WireLogLine } from './wire-types.js'
import {
  isUuid,
  queryChoice,
  queryInteger,
  uuidIssue,
  type ValidationIssue
} from '../base/validation.js'

const REVISION_STATUSES: readonly RevisionStatus[] = [
  'CREATING',
  'QUEUED',
  'AWAITING_BUILD',
  'BUILDING',
  'AWAITING_DEPLOY',
  'DEPLOYING',
  'DEPLOYED',
  'CREATE_FAILED',
  'BUILD_FAILED',
  'DEPLOY_FAILED',
  'SKIPPED',
  'INTERRUPTED',
  'UNKNOWN'
]
export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARNING', 'ERROR', 'CRITICAL'] as const

/** A revision of the deployment by ID: 422 for a malformed ID, 404 for an unknown one. */
export function findRevision(
  store: DeploymentStore,
  record: DeploymentRecord,
  revisionId: string | undefined
): RevisionRecord {
  const raw = revisionId ?? ''
  if (!isUuid(raw)) throw unprocessable([uuidIssue('revision_id', raw)])
  const revision = store.findRevision(record, raw)
  if (revision === undefined) throw new ApiError(404, `Revision ID ${raw} not found.`)
  return revision
}

/** The `status` filter: comma-separated statuses; undefined when absent or empty. */
function statusFilter(
  query: URLSearchParams,
  issues: ValidationIssue[]
): ReadonlySet<string> | undefined {
  const raw = query.get('status')
  if (raw === null || raw.trim() === '') return undefined
  const wanted = new Set<string>()
  raw.split(',').forEach((part, index) => {
    const value = part.trim()
    if ((REVISION_STATUSES as readonly string[]).includes(value)) wanted.add(value)
    else {
      issues.push({
        type: 'enum',
        loc: ['query', 'status', index],
        msg: `Input should be one of ${REVISION_STATUSES.map(status => `'${status}'`).join(', ')}`,
        input: value
      })
    }
  })
  return wanted
}

/** `GET .../revisions`: newest first, `limit` 1-100 (default 20), `offset`, `status`. */
export function listRevisions(
  store: DeploymentStore,
  record: DeploymentRecord,
  query: URLSearchParams,
  lagMs: number
): ApiResponse {
  const issues: ValidationIssue[] = []
  const limit = queryInteger(query, 'limit', { min: 1, max: 100, fallback: 20 }, issues)
  const offset = queryInteger(query, 'offset', { min: 0, fallback: 0 }, issues)
  const statuses = statusFilter(query, issues)
  throwIfIssues(issues)
  const resources = store
    .revisions(record, lagMs)
    .map(revision => store.revisionToWire(record, revision))
    .filter(revision => statuses === undefined || statuses.has(revision.status))
    .slice(offset, offset + limit)
  return { status: 200, body: { resources, offset } }
}

/**
 * `POST .../revisions/{rid}/redeploy`: a new revision from that one's config and image, which
 * becomes the latest; refused when the revision never went live (there is no image to reuse).
 */
export function redeployRevision(
  store: DeploymentStore,
  record: DeploymentRecord,
  revision: RevisionRecord
): ApiResponse {
  const { status } = store.status(revision)
  if (status !== 'DEPLOYED') {
    throw refused(
      `Revision ${revision.id} cannot be redeployed: it never reached DEPLOYED (its status is ${status}).`
    )
  }
  store.redeploy(record, revision)
  return { status: 200, body: store.toWire(record) }
}

/**
 * `POST .../revisions/{rid}/interrupt`: stops a revision that is not final yet (it ends
 * INTERRUPTED); a final one is refused.
 */
export function interruptRevision(
  store: DeploymentStore,
  record: DeploymentRecord,
  revision: RevisionRecord
): ApiResponse {
  const { status } = store.status(revision)
  if (!store.interrupt(revision)) {
    throw new ApiError(
      409,
      `Revision ${revision.id} cannot be interrupted: it is already ${status}.`
    )
  }
  return { status: 200, body: store.revisionToWire(record, revision) }
}

/** Encodes a log position as an opaque cursor. */
function encodeCursor(order: 'asc' | 'desc', index: number): string {
  return Buffer.from(`${order}:${index}`, 'utf8').toString('base64url')
}

export function decodeCursor(
  cursor: string,
  order: 'asc' | 'desc',
  issues: ValidationIssue[],
  name = 'offset'
): number {
  const match = /^(asc|desc):(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (match?.[1] !== order || match[2] === undefined) {
    issues.push({
      type: 'value_error',
      loc: ['query', name],
      msg: `Value error, ${name} is not a cursor returned for this order`,
      input: cursor
    })
    return 0
  }
  return Number.parseInt(match[2], 10)
}

export function pageOf(
  lines: readonly WireLogLine[],
  order: 'asc' | 'desc',
  position: number | undefined,
  limit: number
): { logs: WireLogLine[]; next_offset: string | null } {
  if (order === 'asc') {
    const start = Math.min(position ?? 0, lines.length)
    const next = start + limit < lines.length ? encodeCursor('asc', start + limit) : null
    return { logs: lines.slice(start, start + limit), next_offset: next }
  }
  const end = Math.min(position ?? lines.length, lines.length)
  const start = Math.max(0, end - limit)
  return {
    logs: lines.slice(start, end).reverse(),
    next_offset: start > 0 ? encodeCursor('desc', start) : null
  }
}

/** `GET .../revisions/{rid}/logs?type=build|deploy`, paged with an opaque cursor. */
export function revisionLogs(
  store: DeploymentStore,
  revision: RevisionRecord,
  query: URLSearchParams
): ApiResponse {
  const issues: ValidationIssue[] = []
  const type = queryChoice<LogPhase>(query, 'type', ['build', 'deploy'], issues, {
    required: true
  })
  const limit = queryInteger(query, 'limit', { min: 1, max: 1000, fallback: 50 }, issues)
  const order = queryChoice(query, 'order', ['asc', 'desc'], issues) ?? 'asc'
  const level = queryChoice(query, 'level', LOG_LEVELS, issues)
  const text = query.get('query')
  const cursor = query.get('offset')
  const position =
    cursor === null || cursor === '' ? undefined : decodeCursor(cursor, order, issues)
  if (issues.length > 0 || type === undefined) throw unprocessable(issues)

  const lines = filterLogs(store.logs(revision, type), level, text)
  return { status: 200, body: pageOf(lines, order, position, limit) }
}

/** The lines at `level` or above that contain `text` (each when given). */
export function filterLogs(
  lines: readonly WireLogLine[],
  level: (typeof LOG_LEVELS)[number] | undefined,
  text: string | null
): WireLogLine[] {
  const minimum = level === undefined ? 0 : LOG_LEVELS.indexOf(level)
  return lines.filter(
    line =>
      LOG_LEVELS.indexOf(line.level) >= minimum && (text === null || line.message.includes(text))
  )
}
