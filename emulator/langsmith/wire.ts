/**
 * Owns what every LangSmith route shares: its handler shape, 404s as the service words them,
 * paging by `offset`/`limit`, path UUIDs and timestamps on the wire.
 */
import { ApiError, throwIfIssues, unprocessable, type ApiRequest } from '../base/api-error.js'
import type { ApiResponse } from '../base/api-error.js'
import {
  canonicalUuid,
  isUuid,
  queryInteger,
  uuidIssue,
  type ValidationIssue
} from '../base/validation.js'

/** A route's handler: the request and the path's `{id}` parts. */
export type Handler = (request: ApiRequest, params: readonly string[]) => ApiResponse

/** 404 `{"detail": "<Kind> not found"}`, as LangSmith answers an unknown id. */
export function notFound(kind: string, id: string): ApiError {
  return new ApiError(404, `${kind} ${id} not found`)
}

/** A path parameter that must be a UUID (422 otherwise), in canonical form. */
export function pathUuid(name: string, raw: string | undefined): string {
  const value = raw ?? ''
  if (!isUuid(value)) throw unprocessable([uuidIssue(name, value)])
  return canonicalUuid(value)
}

/** Every value of a repeatable UUID query parameter (422 for one that is not a UUID). */
export function queryUuids(query: URLSearchParams, key: string): string[] {
  const issues: ValidationIssue[] = []
  const values = query.getAll(key).map(raw => {
    if (isUuid(raw)) return canonicalUuid(raw)
    issues.push({
      type: 'uuid_parsing',
      loc: ['query', key],
      msg: 'Input should be a valid UUID',
      input: raw
    })
    return raw
  })
  throwIfIssues(issues)
  return values
}

/** The page `offset`/`limit` ask for (limit 1..100, default 100), as the SDK pages lists. */
export function pageOf<T>(items: readonly T[], query: URLSearchParams): T[] {
  const issues: ValidationIssue[] = []
  const offset = queryInteger(query, 'offset', { min: 0, fallback: 0 }, issues)
  const limit = queryInteger(query, 'limit', { min: 1, max: 100, fallback: 100 }, issues)
  throwIfIssues(issues)
  return items.slice(offset, offset + limit)
}

/** A time as LangSmith writes it: ISO 8601 in UTC. */
export function isoAt(ms: number): string {
  return new Date(ms).toISOString()
}

/** 200 with a JSON body. */
export function ok(body: unknown): ApiResponse {
  return { status: 200, body }
}
