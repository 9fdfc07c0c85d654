// Owns the agent server's searches and lists (assistants, threads, a thread's runs): their
// filters, paging defaults and `X-Pagination-*` headers, as the real server answers them.
import type { OutgoingHttpHeaders } from 'node:http'

import { assistantJson, type Assistant } from './assistants.js'
import {
  checkEnum,
  checkObject,
  invalidType,
  isRecord,
  validationError,
  type Issue
} from './protocol.js'
import { threadJson, type Thread } from './threads.js'

/** One page of a search: the records and the headers that tell whether more follow. */
export interface Page {
  readonly items: readonly Record<string, unknown>[]
  readonly headers: OutgoingHttpHeaders
}

/** The statuses a thread search or count may filter on. */
export const THREAD_STATUSES = ['idle', 'busy', 'interrupted', 'error']

/** `limit` (default 10, 1 to 1000) and `offset` (default 0) of a search body. */
function paging(body: Record<string, unknown>, issues: Issue[]): { limit: number; offset: number } {
  const read = (key: 'limit' | 'offset', min: number, fallback: number): number => {
    const value = body[key]
    if (value === undefined || value === null) return fallback
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > 1000) {
      issues.push({
        ...invalidType('integer', value, [key]),
        message: `${key} must be an integer from ${min} to 1000`
      })
      return fallback
    }
    return value
  }
  return { limit: read('limit', 1, 10), offset: read('offset', 0, 0) }
}

/** Whether `container` holds every key of `wanted` with an equal (JSON) value. */
export function contains(
  container: Record<string, unknown>,
  wanted: Record<string, unknown>
): boolean {
  return Object.entries(wanted).every(
    ([key, value]) => JSON.stringify(container[key]) === JSON.stringify(value)
  )
}

/** The real server's page: `X-Pagination-Next` when the page is full, `X-Pagination-Total`. */
function page<T>(
  all: readonly T[],
  window: { limit: number; offset: number },
  json: (item: T) => Record<string, unknown>
): Page {
  const items = all.slice(window.offset, window.offset + window.limit).map(json)
  const next = window.offset + items.length
  const headers: OutgoingHttpHeaders =
    items.length === window.limit
      ? { 'x-pagination-next': String(next), 'x-pagination-total': String(next + 1) }
      : { 'x-pagination-total': String(next) }
  return { items, headers }
}

export function requireBody(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw validationError([invalidType('object', body, [])])
  return body
}

/** `POST /assistants/search`: filters `graph_id`, `name` (substring, any case), `metadata`. */
export function searchAssistants(assistants: readonly Assistant[], raw: unknown): Page {
  const body = requireBody(raw)
  const issues: Issue[] = []
  checkAssistantFilters(body, issues)
  const window = paging(body, issues)
  if (issues.length > 0) throw validationError(issues)
  const found = matchingAssistants(assistants, body)
  return page(found, window, assistantJson)
}

/** The checks of an assistant search or count body's filters: `graph_id`, `name`, `metadata`. */
export function checkAssistantFilters(body: Record<string, unknown>, issues: Issue[]): void {
  for (const key of ['graph_id', 'name']) {
    const value = body[key]
    if (value !== undefined && typeof value !== 'string') {
      issues.push(invalidType('string', value, [key]))
    }
  }
  checkObject(body, 'metadata', issues)
}

/** The assistants a search or count body's `graph_id`, `name` (substring, any case), `metadata` select. */
export function matchingAssistants(
  assistants: readonly Assistant[],
  body: Record<string, unknown>
): Assistant[] {
  const name = typeof body.name === 'string' ? body.name.toLowerCase() : undefined
  const metadata = isRecord(body.metadata) ? body.metadata : {}
  return assistants.filter(
    assistant =>
      (body.graph_id === undefined || assistant.graphId === body.graph_id) &&
      (name === undefined || assistant.name.toLowerCase().includes(name)) &&
      contains(assistant.metadata, metadata)
  )
}

/** `POST /threads/search`: filters `ids`, `status`, `metadata`, `values`; newest first. */
export function searchThreads(threads: readonly Thread[], raw: unknown): Page {
  const body = requireBody(raw)
  const issues: Issue[] = []
  checkObject(body, 'metadata', issues)
  checkObject(body, 'values', issues)
  checkEnum(body, 'status', THREAD_STATUSES, issues)
  if (body.ids !== undefined && !Array.isArray(body.ids)) {
    issues.push(invalidType('array', body.ids, ['ids']))
  }
  checkEnum(body, 'sort_order', ['asc', 'desc'], issues)
  const window = paging(body, issues)
  if (issues.length > 0) throw validationError(issues)
  const found = matchingThreads(threads, body).sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt)
  )
  if (body.sort_order === 'asc') found.reverse()
  return page(found, window, threadJson)
}

/** The threads a search or count body's `ids`, `status`, `metadata` and `values` select. */
export function matchingThreads(
  threads: readonly Thread[],
  body: Record<string, unknown>
): Thread[] {
  const ids = Array.isArray(body.ids) ? (body.ids as unknown[]) : undefined
  const metadata = isRecord(body.metadata) ? body.metadata : {}
  const values = isRecord(body.values) ? body.values : {}
  return threads.filter(
    thread =>
      (ids === undefined || ids.includes(thread.threadId)) &&
      (body.status === undefined || thread.status === body.status) &&
      contains(thread.metadata, metadata) &&
      contains(thread.latest?.values ?? {}, values)
  )
}

/**
 * `GET /threads/{id}/runs?limit&offset&status`: the thread's runs (kept in creation order),
 * newest first. The real server sends this list without paging headers.
 */
export function listRuns(thread: Thread, query: URLSearchParams): Page {
  const issues: Issue[] = []
  const number = (key: string): number | undefined => {
    const raw = query.get(key)
    return raw === null || raw === '' ? undefined : Number(raw)
  }
  const window = paging({ limit: number('limit'), offset: number('offset') }, issues)
  if (issues.length > 0) throw validationError(issues)
  const status = query.get('status')
  const runs = [...thread.runs.values()]
    .map(run => run.record())
    .filter(record => status === null || status === '' || record.status === status)
    .reverse()
  return page<Record<string, unknown>>(runs, window, record => record)
}
