// Owns the thread routes of an agent server: create, read, patch, delete, count, state, update,
// history, and cancelling a thread's run.
import type { Graph } from './engine.js'
import {
  checkEnum,
  checkObject,
  invalidType,
  isRecord,
  parseThreadRequest,
  readJsonBody,
  sendJson,
  textError,
  validationError,
  type Issue
} from './protocol.js'
import { requireUuids, type Exchange, type Route } from './routing.js'
import { CORS_HEADERS } from './sse.js'
import { matchingThreads, THREAD_STATUSES } from './search.js'
import {
  historyJson,
  parseHistoryBody,
  parseStateUpdate,
  stateAtJson,
  stateJson,
  updateState
} from './thread-state.js'
import { threadJson, type Thread, type ThreadStore } from './threads.js'

/** What these routes read from the agent server. */
export interface ThreadHost {
  readonly threads: ThreadStore
  /** The thread a path names; the real 400 for a bad id, a 404 for an unknown one. */
  requireThread(threadId: string): Thread
  /** The graph a thread's runs ran (its `graph_id`), if it still is offered. */
  graphOf(thread: Thread): Graph | undefined
}

/** Reads the body of `POST /threads/count`, or throws the real server's 400. */
function parseCountBody(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw validationError([invalidType('object', body, [])])
  const issues: Issue[] = []
  checkObject(body, 'metadata', issues)
  checkObject(body, 'values', issues)
  checkEnum(body, 'status', THREAD_STATUSES, issues)
  if (issues.length > 0) throw validationError(issues)
  return body
}

/** The `limit` and `before` of `GET /threads/{id}/history`: the limit parsed as the real server does. */
function historyQuery(query: URLSearchParams) {
  return {
    limit: Number.parseInt(query.get('limit') ?? '10', 10),
    before: query.get('before') ?? undefined,
    metadata: {},
    checkpointId: undefined
  }
}

/** The thread routes, answered from the host's threads and graphs. */
export function threadRoutes(host: ThreadHost): Route[] {
  const thread = (id: string) => host.requireThread(id)
  const json = (exchange: Exchange, body: unknown): void => {
    sendJson(exchange.res, 200, body)
  }
  const body = (exchange: Exchange) => readJsonBody(exchange.req, exchange.bodyLimit)
  return [
    { method: 'POST', path: /^\/threads$/, handle: exchange => createThread(host, exchange) },
    {
      method: 'POST',
      path: /^\/threads\/count$/,
      handle: async exchange => {
        json(
          exchange,
          matchingThreads(host.threads.all(), parseCountBody(await body(exchange))).length
        )
      }
    },
    {
      method: 'GET',
      path: /^\/threads\/([^/]+)$/,
      handle: (exchange, [id = '']) => {
        json(exchange, threadJson(thread(id)))
      }
    },
    {
      method: 'DELETE',
      path: /^\/threads\/([^/]+)$/,
      handle: ({ res }, [id = '']) => {
        host.threads.delete(thread(id))
        res.writeHead(204, CORS_HEADERS).end()
      }
    },
    {
      method: 'PATCH',
      path: /^\/threads\/([^/]+)$/,
      handle: async (exchange, [id = '']) => {
        requireUuids({ thread_id: id })
        const patch = await body(exchange)
        if (!isRecord(patch) || !isRecord(patch.metadata)) {
          const value = isRecord(patch) ? patch.metadata : patch
          throw validationError([invalidType('object', value, isRecord(patch) ? ['metadata'] : [])])
        }
        const one = thread(id)
        one.metadata = { ...one.metadata, ...patch.metadata }
        one.updatedAt = new Date().toISOString()
        json(exchange, threadJson(one))
      }
    },
    {
      method: 'POST',
      path: /^\/threads\/([^/]+)\/runs\/([^/]+)\/cancel$/,
      handle: (exchange, [id = '', runId = '']) => cancelRun(host, exchange, id, runId)
    },
    {
      method: 'GET',
      path: /^\/threads\/([^/]+)\/state$/,
      handle: (exchange, [id = '']) => {
        const one = thread(id)
        json(exchange, stateJson(one, host.graphOf(one)))
      }
    },
    {
      method: 'POST',
      path: /^\/threads\/([^/]+)\/state$/,
      handle: async (exchange, [id = '']) => {
        requireUuids({ thread_id: id })
        const update = parseStateUpdate(await body(exchange))
        const one = thread(id)
        const graph = host.graphOf(one)
        if (graph === undefined) throw textError(400, `Thread ${id} has no graph ID`)
        json(exchange, updateState(one, graph, update))
      }
    },
    {
      method: 'GET',
      path: /^\/threads\/([^/]+)\/state\/([^/]+)$/,
      handle: (exchange, [id = '', checkpointId = '']) => {
        requireUuids({ thread_id: id, checkpoint_id: checkpointId })
        const one = thread(id)
        json(exchange, stateAtJson(one, host.graphOf(one), checkpointId))
      }
    },
    {
      method: 'GET',
      path: /^\/threads\/([^/]+)\/history$/,
      handle: (exchange, [id = '']) => {
        const one = thread(id)
        json(exchange, historyJson(one, host.graphOf(one), historyQuery(exchange.query)))
      }
    },
    {
      method: 'POST',
      path: /^\/threads\/([^/]+)\/history$/,
      handle: async (exchange, [id = '']) => {
        requireUuids({ thread_id: id })
        const query = parseHistoryBody(await body(exchange))
        const one = thread(id)
        json(exchange, historyJson(one, host.graphOf(one), query))
      }
    }
  ]
}

/**
 * `POST /threads/{id}/runs/{run_id}/cancel?wait&action`: cancels the run (a finished one stays
 * as it ended), 202 at once or, with `wait`, 204 once it has stopped; 404 for a run the thread
 * does not have, as the real server answers.
 */
async function cancelRun(host: ThreadHost, exchange: Exchange, id: string, runId: string) {
  requireUuids({ thread_id: id, run_id: runId })
  const action = exchange.query.get('action')
  if (action !== null && action !== 'interrupt' && action !== 'rollback') {
    const issues: Issue[] = []
    checkEnum({ action }, 'action', ['interrupt', 'rollback'], issues)
    throw validationError(issues)
  }
  const run = host.requireThread(id).runs.get(runId)
  if (run === undefined) throw textError(404, 'Run not found')
  run.cancel()
  // zod's coerce.boolean, as the real server reads it: any non-empty value is true.
  const wait = (exchange.query.get('wait') ?? '') !== ''
  if (wait) await run.outcome()
  exchange.res.writeHead(wait ? 204 : 202, CORS_HEADERS).end()
}

/** `POST /threads`: a new thread, or the existing one unless `if_exists` is `raise` (409). */
async function createThread(host: ThreadHost, { req, res, bodyLimit }: Exchange): Promise<void> {
  const request = parseThreadRequest(await readJsonBody(req, bodyLimit))
  const existing = request.threadId === undefined ? undefined : host.threads.get(request.threadId)
  if (existing !== undefined) {
    if (request.ifExists === 'raise') throw textError(409, 'Thread already exists')
    sendJson(res, 200, threadJson(existing))
    return
  }
  sendJson(res, 200, threadJson(host.threads.create(request.threadId, request.metadata)))
}
