// Owns the routes that read, wait and join: assistants, searches, a thread's runs, the waits
// (`POST /runs/wait`, `POST /threads/{id}/runs/wait`) and `GET .../join`.
import type { ServerResponse } from 'node:http'

import { assistantJson, graphJson, schemasJson, type AssistantRegistry } from './assistants.js'
import { readJsonBody, sendJson } from './protocol.js'
import { notFound, requireUuids, type Exchange, type Route } from './routing.js'
import type { Run, RunOutcome } from './run.js'
import { listRuns, searchAssistants, searchThreads, type Page } from './search.js'
import type { Thread, ThreadStore } from './threads.js'

/** What these routes read from the agent server. */
export interface ReadHost {
  readonly assistants: AssistantRegistry
  readonly threads: ThreadStore
  requireThread(threadId: string): Thread
  createStatelessRun(exchange: Exchange): Promise<Run>
  createThreadRun(exchange: Exchange, threadId: string): Promise<Run>
}

/** What `POST /runs/wait` and a join answer: the final values, or the error the run ended on. */
function finalAnswer(outcome: RunOutcome, values: unknown): unknown {
  const { error } = outcome
  return error === undefined
    ? (values ?? null)
    : { __error__: { error: error.name, message: error.message } }
}

/** Routes beyond threads and streams: assistants, searches, lists, waits and joins. */
export function readRoutes(host: ReadHost): Route[] {
  const assistant = (id: string) => host.assistants.resolve(id)
  const json = (res: ServerResponse, body: unknown): Promise<void> => {
    sendJson(res, 200, body)
    return Promise.resolve()
  }
  const paged = async ({ req, res, bodyLimit }: Exchange, search: (body: unknown) => Page) => {
    const { items, headers } = search(await readJsonBody(req, bodyLimit))
    sendJson(res, 200, items, headers)
  }
  return [
    {
      method: 'POST',
      path: /^\/assistants\/search$/,
      handle: exchange => paged(exchange, body => searchAssistants(host.assistants.all(), body))
    },
    {
      method: 'GET',
      path: /^\/assistants\/([^/]+)$/,
      handle: ({ res }, [id = '']) => json(res, assistantJson(assistant(id)))
    },
    {
      method: 'GET',
      path: /^\/assistants\/([^/]+)\/graph$/,
      handle: ({ res }, [id = '']) => json(res, graphJson(assistant(id)))
    },
    {
      method: 'GET',
      path: /^\/assistants\/([^/]+)\/schemas$/,
      handle: ({ res }, [id = '']) => json(res, schemasJson(assistant(id)))
    },
    {
      method: 'POST',
      path: /^\/threads\/search$/,
      handle: exchange => paged(exchange, body => searchThreads(host.threads.all(), body))
    },
    {
      method: 'GET',
      path: /^\/threads\/([^/]+)\/runs$/,
      handle: ({ res, query }, [threadId = '']) =>
        json(res, listRuns(host.requireThread(threadId), query).items)
    },
    {
      method: 'GET',
      path: /^\/threads\/([^/]+)\/runs\/([^/]+)\/join$/,
      handle: (exchange, [threadId = '', runId = '']) => joinRun(host, exchange, threadId, runId)
    },
    {
      method: 'POST',
      path: /^\/runs\/wait$/,
      handle: async exchange => {
        const run = await host.createStatelessRun(exchange)
        await waitRun(exchange, run, `/runs/${run.identity.runId}`, () => undefined)
      }
    },
    {
      method: 'POST',
      path: /^\/threads\/([^/]+)\/runs\/wait$/,
      handle: async (exchange, [threadId = '']) => {
        const run = await host.createThreadRun(exchange, threadId)
        const location = `/threads/${threadId}/runs/${run.identity.runId}`
        await waitRun(exchange, run, location, () => host.threads.get(threadId)?.latest?.values)
      }
    }
  ]
}

/**
 * `POST /runs/wait` and `POST /threads/{id}/runs/wait`: runs to the end, then answers the final
 * values (the thread's when a cancelled run left none), or the error the run ended on.
 */
async function waitRun(
  exchange: Exchange,
  run: Run,
  location: string,
  threadValues: () => unknown
): Promise<void> {
  exchange.res.once('close', () => {
    if (!exchange.res.writableFinished && run.onDisconnect === 'cancel') run.cancel()
  })
  await run.start()
  const outcome = await run.outcome()
  sendJson(exchange.res, 200, finalAnswer(outcome, outcome.values ?? threadValues()), {
    'content-location': location
  })
}

/**
 * `GET /threads/{id}/runs/{run_id}/join`: waits for the run to end, then answers the thread's
 * values; the run's error instead when it failed while this client waited.
 */
async function joinRun(
  host: ReadHost,
  { res }: Exchange,
  threadId: string,
  runId: string
): Promise<void> {
  requireUuids({ thread_id: threadId, run_id: runId })
  const thread = host.requireThread(threadId)
  const run = thread.runs.get(runId)
  if (run === undefined) throw notFound('Run not found')
  const waited = run.active
  const outcome = await run.outcome()
  const values = thread.latest?.values
  sendJson(res, 200, waited ? finalAnswer(outcome, values) : (values ?? null))
}
