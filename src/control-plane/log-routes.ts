// Owns the routes a control plane may serve a revision's logs from, each read into one shape:
// `GET /v2/deployment-logs`, the per-revision `GET .../logs`, and the v1 routes the CLI calls.
import { z } from 'zod'
import { HttpStatusError } from '../base/errors.js'
import type { Http } from '../base/http.js'
import { withoutUndefined } from '../base/objects.js'

/** Where a control plane keeps logs, newest routes first: the order they are tried in. */
export const LOG_ROUTES = ['deployment-logs', 'revision', 'v1'] as const

/** One of {@link LOG_ROUTES}. */
export type LogRoute = (typeof LOG_ROUTES)[number]

/** One log entry, whichever route served it. */
export interface LogEntry {
  readonly id?: string
  readonly message: string
  readonly timestamp?: string | number
  readonly level?: string
}

/** One page of entries and where the next one starts (undefined: this was the last). */
export interface LogPage {
  readonly entries: readonly LogEntry[]
  readonly next: string | undefined
}

/** What page of which log to read. */
export interface LogQuery {
  readonly deploymentId: string
  readonly revisionId: string
  readonly type: 'build' | 'deploy'
  /** Entries wanted; a route that serves fewer per page serves its most. */
  readonly limit: number
  readonly order: 'asc' | 'desc'
  /** The `next` of the page before. */
  readonly cursor?: string
}

const EntrySchema = z.looseObject({
  id: z.union([z.string(), z.number()]).nullish(),
  message: z.string().nullish(),
  timestamp: z.union([z.string(), z.number()]).nullish(),
  level: z.string().nullish()
})
const Cursor = z.union([z.string(), z.number()]).nullish()
const ItemsSchema = z.looseObject({ items: z.array(EntrySchema), next_cursor: Cursor })
const LogsSchema = z.looseObject({ logs: z.array(EntrySchema), next_offset: Cursor })
/** The v1 routes answer a list, or one of the v2 pages. */
const V1Schema = z.union([z.array(EntrySchema), LogsSchema, ItemsSchema])

/** Largest page of `GET /v2/deployment-logs` (`page_size` 1-100). */
const DEPLOYMENT_LOGS_PAGE = 100
/** Largest page of the per-revision route (`limit` 1-1000). */
const REVISION_LOGS_PAGE = 1000

/** Reads one page of logs from one route; undefined when this install does not serve it. */
export async function readLogPage(
  http: Http,
  route: LogRoute,
  query: LogQuery
): Promise<LogPage | undefined> {
  try {
    return await READERS[route](http, query)
  } catch (error) {
    if (error instanceof HttpStatusError && (error.status === 404 || error.status === 405)) {
      return undefined
    }
    throw error
  }
}

const READERS: Readonly<Record<LogRoute, (http: Http, q: LogQuery) => Promise<LogPage>>> = {
  'deployment-logs': async (http, q) => {
    const page = await http.json(
      {
        method: 'GET',
        path: '/v2/deployment-logs',
        query: {
          deployment_id: q.deploymentId,
          revision_id: q.revisionId,
          log_type: q.type.toUpperCase(),
          sort_order: q.order,
          page_size: Math.min(q.limit, DEPLOYMENT_LOGS_PAGE),
          cursor: q.cursor
        },
        expect: [200]
      },
      ItemsSchema,
      'GET /v2/deployment-logs'
    )
    return { entries: page.items.map(entryOf), next: cursorOf(page.next_cursor) }
  },
  revision: async (http, q) => {
    const page = await http.json(
      {
        method: 'GET',
        path: `${revisionPath(q)}/logs`,
        query: {
          type: q.type,
          limit: Math.min(q.limit, REVISION_LOGS_PAGE),
          order: q.order,
          offset: q.cursor
        },
        expect: [200]
      },
      LogsSchema,
      'GET /v2/deployments/{deployment_id}/revisions/{revision_id}/logs'
    )
    return { entries: page.logs.map(entryOf), next: cursorOf(page.next_offset) }
  },
  v1: async (http, q) => {
    const offset = Number(q.cursor ?? 0) || 0
    const limit = Math.min(q.limit, REVISION_LOGS_PAGE)
    const answer = await http.json(
      {
        method: 'POST',
        path: `/v1/projects/${encodeURIComponent(q.deploymentId)}/revisions/${encodeURIComponent(q.revisionId)}/${q.type}_logs`,
        body: { order: q.order, limit, offset },
        expect: [200],
        retry: 'idempotent'
      },
      V1Schema,
      `POST /v1/projects/{project_id}/revisions/{revision_id}/${q.type}_logs`
    )
    if (!Array.isArray(answer)) {
      const items = ItemsSchema.safeParse(answer)
      if (items.success) {
        return { entries: items.data.items.map(entryOf), next: cursorOf(items.data.next_cursor) }
      }
      const logs = LogsSchema.parse(answer)
      return { entries: logs.logs.map(entryOf), next: cursorOf(logs.next_offset) }
    }
    // A bare list pages by offset: a full page may have more after it.
    const next = answer.length >= limit ? String(offset + answer.length) : undefined
    return { entries: answer.map(entryOf), next }
  }
}

function entryOf(entry: z.infer<typeof EntrySchema>): LogEntry {
  return {
    message: entry.message ?? '',
    ...withoutUndefined({
      id: entry.id === undefined || entry.id === null ? undefined : String(entry.id),
      timestamp: entry.timestamp ?? undefined,
      level: entry.level ?? undefined
    })
  }
}

function cursorOf(next: string | number | null | undefined): string | undefined {
  return next === undefined || next === null || next === '' ? undefined : String(next)
}

function revisionPath(q: LogQuery): string {
  return `/v2/deployments/${encodeURIComponent(q.deploymentId)}/revisions/${encodeURIComponent(q.revisionId)}`
}
