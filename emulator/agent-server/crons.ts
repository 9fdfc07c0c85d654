// Owns the crons of an agent server (`/runs/crons`, `/threads/{id}/runs/crons`): their records,
// search, count and delete, in the deployed server's shapes. They are kept, never fired.
import type { AssistantRegistry } from './assistants.js'
import { nextRun, readSchedule } from './cron-schedule.js'
import { uuid7 } from './ids.js'
import {
  checkObject,
  detailError,
  invalidType,
  readJsonBody,
  sendJson,
  validationError,
  type Issue
} from './protocol.js'
import { requireUuids, type Exchange, type Route } from './routing.js'
import { contains, requireBody } from './search.js'
import { CORS_HEADERS } from './sse.js'
import type { Thread } from './threads.js'

/** A cron record as the routes answer it. */
type Cron = Record<string, unknown> & { readonly cron_id: string }

/** The fields of a create body that describe the cron rather than the runs it makes. */
const CRON_FIELDS = new Set([
  'schedule',
  'end_time',
  'timezone',
  'enabled',
  'on_run_completed',
  'assistant_id'
])

/** What the cron routes read from the agent server. */
export interface CronHost {
  readonly assistants: AssistantRegistry
  requireThread(threadId: string): Thread
}

/** Reads a create body: `schedule` (five fields, UTC) and `assistant_id` are required. */
function parseCreate(raw: unknown): Record<string, unknown> {
  const body = requireBody(raw)
  const issues: Issue[] = []
  for (const key of ['schedule', 'assistant_id']) {
    if (typeof body[key] !== 'string') issues.push(invalidType('string', body[key], [key]))
  }
  for (const key of ['end_time', 'timezone']) {
    if (body[key] !== undefined && body[key] !== null && typeof body[key] !== 'string') {
      issues.push(invalidType('string', body[key], [key]))
    }
  }
  if (body.enabled !== undefined && typeof body.enabled !== 'boolean') {
    issues.push(invalidType('boolean', body.enabled, ['enabled']))
  }
  checkObject(body, 'metadata', issues)
  checkObject(body, 'config', issues)
  if (issues.length > 0) throw validationError(issues)
  if (readSchedule(body.schedule as string) === undefined) {
    throw detailError(422, `Invalid cron schedule: "${String(body.schedule)}"`)
  }
  return body
}

/** The crons of one deployment, in creation order. */
export class CronStore {
  private readonly crons = new Map<string, Cron>()

  /** Records a cron for an assistant, on a thread or (threadId null) stateless. */
  create(host: CronHost, body: Record<string, unknown>, threadId: string | null): Cron {
    const assistant = host.assistants.resolve(body.assistant_id as string)
    const now = new Date()
    const schedule = body.schedule as string
    const due = nextRun(readSchedule(schedule) ?? [], now)
    const payload = Object.fromEntries(
      Object.entries(body).filter(([key, value]) => !CRON_FIELDS.has(key) && value !== undefined)
    )
    const cron: Cron = {
      cron_id: uuid7(),
      assistant_id: assistant.assistantId,
      thread_id: threadId,
      ...(threadId === null ? { on_run_completed: body.on_run_completed ?? 'delete' } : {}),
      end_time: body.end_time ?? null,
      schedule,
      timezone: body.timezone ?? null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      payload: { ...payload, assistant_id: assistant.assistantId },
      user_id: null,
      next_run_date: due?.toISOString() ?? null,
      metadata: body.metadata ?? {},
      enabled: body.enabled ?? true
    }
    this.crons.set(cron.cron_id, cron)
    return cron
  }

  /** The crons a search or count body selects (`assistant_id`, `thread_id`, `enabled`, `metadata`). */
  matching(host: CronHost, body: Record<string, unknown>): Cron[] {
    const assistant =
      typeof body.assistant_id === 'string'
        ? host.assistants.resolve(body.assistant_id).assistantId
        : undefined
    const metadata = (body.metadata ?? {}) as Record<string, unknown>
    return [...this.crons.values()].filter(
      cron =>
        (assistant === undefined || cron.assistant_id === assistant) &&
        (body.thread_id === undefined || cron.thread_id === body.thread_id) &&
        (body.enabled === undefined || cron.enabled === body.enabled) &&
        contains(cron.metadata as Record<string, unknown>, metadata)
    )
  }

  /** Forgets a cron; false when there was none with this id. */
  delete(cronId: string): boolean {
    return this.crons.delete(cronId)
  }
}

/** Reads a search or count body; `limit` 1 to 1000 and `offset` from 0, as the real schema has. */
function parseSearch(raw: unknown): {
  body: Record<string, unknown>
  limit: number
  offset: number
} {
  const body = requireBody(raw)
  const issues: Issue[] = []
  for (const key of ['assistant_id', 'thread_id']) {
    if (body[key] !== undefined && typeof body[key] !== 'string') {
      issues.push(invalidType('string', body[key], [key]))
    }
  }
  const bounded = (key: string, min: number, fallback: number): number => {
    const value = body[key]
    if (value === undefined) return fallback
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > 1000) {
      issues.push({ ...invalidType('integer', value, [key]), message: `${key} out of range` })
    }
    return typeof value === 'number' ? value : fallback
  }
  const limit = bounded('limit', 1, 10)
  const offset = bounded('offset', 0, 0)
  checkObject(body, 'metadata', issues)
  if (issues.length > 0) throw validationError(issues)
  return { body, limit, offset }
}

/** The cron routes: create (stateless or on a thread), search, count, delete. */
export function cronRoutes(host: CronHost, crons: CronStore): Route[] {
  const body = (exchange: Exchange) => readJsonBody(exchange.req, exchange.bodyLimit)
  return [
    {
      method: 'POST',
      path: /^\/runs\/crons$/,
      handle: async exchange => {
        sendJson(exchange.res, 200, crons.create(host, parseCreate(await body(exchange)), null))
      }
    },
    {
      method: 'POST',
      path: /^\/threads\/([^/]+)\/runs\/crons$/,
      handle: async (exchange, [threadId = '']) => {
        requireUuids({ thread_id: threadId })
        const request = parseCreate(await body(exchange))
        const thread = host.requireThread(threadId)
        sendJson(exchange.res, 200, crons.create(host, request, thread.threadId))
      }
    },
    {
      method: 'POST',
      path: /^\/runs\/crons\/search$/,
      handle: async exchange => {
        const search = parseSearch(await body(exchange))
        const found = crons.matching(host, search.body).reverse()
        sendJson(exchange.res, 200, found.slice(search.offset, search.offset + search.limit))
      }
    },
    {
      method: 'POST',
      path: /^\/runs\/crons\/count$/,
      handle: async exchange => {
        sendJson(
          exchange.res,
          200,
          crons.matching(host, parseSearch(await body(exchange)).body).length
        )
      }
    },
    {
      method: 'DELETE',
      path: /^\/runs\/crons\/([^/]+)$/,
      handle: ({ res }, [cronId = '']) => {
        requireUuids({ cron_id: cronId })
        if (!crons.delete(cronId)) throw detailError(404, `Cron ${cronId} not found`)
        res.writeHead(204, CORS_HEADERS).end()
      }
    }
  ]
}
