// Owns routing of one emulated agent server: threads, runs, streams and joins.
import type { IncomingMessage, ServerResponse } from 'node:http'

import { assistantRoutes } from './assistant-routes.js'
import { agentKeyRefusal } from '../base/auth.js'
import { AssistantRegistry } from './assistants.js'
import { CronStore, cronRoutes } from './crons.js'
import type { Graph, RunIdentity } from './engine.js'
import { uuid7 } from './ids.js'
import {
  HttpError,
  detailError,
  parseRunRequest,
  readJsonBody,
  send,
  type BodyLimit,
  sendJson,
  textError,
  type RunRequest
} from './protocol.js'
import { readRoutes } from './read-routes.js'
import {
  apiUrl,
  decodeSegment,
  notFound,
  requireUuids,
  userAgent,
  type Exchange,
  type Route
} from './routing.js'
import { Run } from './run.js'
import { ItemStore, storeRoutes } from './store.js'
import { EventStream, formatFrame } from './sse.js'
import { threadRoutes } from './thread-routes.js'
import { ThreadStore, activeRun, keepCheckpoint, type Thread } from './threads.js'

/** The real JS server's answer for a busy thread, and (sic) for a thread that does not exist. */
const THREAD_BUSY =
  'Thread is already running a task. Wait for it to finish or choose a different multitask strategy.'

/** The agent server of one deployment: threads, runs and routes, all in memory. */
export class EmulatedAgentServer {
  readonly threads = new ThreadStore()
  readonly assistants = new AssistantRegistry()
  private readonly statelessRuns = new Set<Run>()
  private readonly timers = new Set<NodeJS.Timeout>()
  private closed = false

  private readonly routes: readonly Route[] = [
    {
      method: 'POST',
      path: /^\/threads\/([^/]+)\/runs$/,
      handle: (exchange, [threadId = '']) => this.backgroundRun(exchange, threadId)
    },
    {
      method: 'POST',
      path: /^\/threads\/([^/]+)\/runs\/stream$/,
      handle: (exchange, [threadId = '']) => this.streamThreadRun(exchange, threadId)
    },
    {
      method: 'GET',
      path: /^\/threads\/([^/]+)\/runs\/([^/]+)$/,
      handle: (exchange, [threadId = '', runId = '']) => {
        this.getRun(exchange, threadId, runId)
      }
    },
    {
      method: 'GET',
      path: /^\/threads\/([^/]+)\/runs\/([^/]+)\/stream$/,
      handle: (exchange, [threadId = '', runId = '']) => this.join(exchange, threadId, runId)
    },
    {
      method: 'POST',
      path: /^\/runs\/stream$/,
      handle: exchange => this.streamStatelessRun(exchange)
    },
    {
      method: 'POST',
      path: /^\/runs$/,
      handle: async exchange => {
        const run = await this.createStatelessRun(exchange)
        this.startSoon(run)
        sendJson(exchange.res, 200, run.record(), {
          'content-location': `/runs/${run.identity.runId}`
        })
      }
    },
    ...threadRoutes(this),
    ...assistantRoutes(this.assistants),
    ...storeRoutes(new ItemStore()),
    ...cronRoutes(this, new CronStore()),
    ...readRoutes(this)
  ]

  constructor(
    private readonly apiKey: string | undefined,
    private readonly tickMs: number,
    graphs: readonly string[],
    private readonly bodyLimit: BodyLimit
  ) {
    this.assistants.offer(graphs)
  }

  /** Offers these graphs of the deployed `langgraph.json` as assistants, besides the built-ins. */
  offer(graphs: readonly string[], withBuiltins = true): void {
    this.assistants.offer(graphs, withBuiltins)
  }

  async handle(req: IncomingMessage, res: ServerResponse, subPath: string): Promise<void> {
    try {
      await this.route(req, res, subPath)
    } catch (error) {
      if (res.headersSent) {
        res.destroy()
        return
      }
      const failure = error instanceof HttpError ? error : textError(500, 'Internal Server Error')
      send(res, failure.status, failure.body, failure.contentType)
    }
  }

  close(): void {
    this.closed = true
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    for (const run of this.threads.activeRuns()) run.cancel()
    for (const run of this.statelessRuns) run.cancel()
    this.statelessRuns.clear()
  }

  private async route(req: IncomingMessage, res: ServerResponse, subPath: string): Promise<void> {
    const url = new URL(subPath, 'http://agent-server')
    const method = req.method ?? 'GET'
    if (method === 'GET' && url.pathname === '/ok') {
      sendJson(res, 200, { ok: true })
      return
    }
    this.authenticate(req)
    if (this.closed) throw textError(503, 'The agent server is shutting down')
    for (const route of this.routes) {
      const match = route.method === method ? route.path.exec(url.pathname) : null
      if (match !== null) {
        const params = match.slice(1).map(decodeSegment)
        const exchange = { req, res, subPath, query: url.searchParams, bodyLimit: this.bodyLimit }
        await route.handle(exchange, params)
        return
      }
    }
    throw notFound('Not Found')
  }

  private authenticate(req: IncomingMessage): void {
    if (this.apiKey === undefined) return
    const refusal = agentKeyRefusal(req.headers, this.apiKey)
    if (refusal !== undefined) throw detailError(refusal.status, refusal.detail)
  }

  /** The thread a path names; the real 400 for a bad id, a JSON 404 for an unknown one. */
  requireThread(threadId: string): Thread {
    requireUuids({ thread_id: threadId })
    const thread = this.threads.get(threadId)
    if (thread === undefined) throw notFound(`Thread with ID ${threadId} not found`)
    return thread
  }

  /** The graph a thread's runs ran (its `graph_id`), if this deployment still offers it. */
  graphOf(thread: Thread): Graph | undefined {
    const graphId = thread.metadata.graph_id
    if (typeof graphId !== 'string') return undefined
    try {
      return this.assistants.resolve(graphId).graph
    } catch {
      return undefined
    }
  }

  /**
   * Validates a thread run request (path, then body, as the real server
   * does) and creates the run: refused on a missing thread unless
   * `if_not_exists` is `create`, and on a busy thread unless the multitask
   * strategy lets it cancel the active run.
   */
  async createThreadRun(exchange: Exchange, threadId: string): Promise<Run> {
    requireUuids({ thread_id: threadId })
    const request = parseRunRequest(await readJsonBody(exchange.req, exchange.bodyLimit))
    const assistant = this.assistants.resolve(request.assistantId)
    let thread = this.threads.get(threadId)
    if (thread === undefined) {
      if (request.ifNotExists === 'reject') throw textError(422, THREAD_BUSY)
      thread = this.threads.create(threadId, {})
    }
    const current = activeRun(thread)
    if (current !== undefined) {
      if (request.multitaskStrategy === 'reject') throw textError(422, THREAD_BUSY)
      current.cancel()
    }
    const owner = thread
    const agent = userAgent(exchange.req)
    owner.status = 'busy'
    owner.updatedAt = new Date().toISOString()
    owner.metadata = {
      ...owner.metadata,
      graph_id: assistant.graphId,
      assistant_id: assistant.assistantId
    }
    if (agent !== undefined) owner.config = { configurable: { 'user-agent': agent } }
    const identity: RunIdentity = {
      runId: uuid7(),
      threadId,
      assistantId: assistant.assistantId,
      graphId: assistant.graphId,
      stateful: true,
      apiUrl: apiUrl(exchange),
      userAgent: agent
    }
    const latest = owner.latest
    const run = new Run({
      identity,
      graph: assistant.graph,
      input: request.input,
      modes: request.modes,
      subgraphs: request.subgraphs,
      onDisconnect: request.onDisconnect,
      tickMs: this.tickMs,
      metadata: { created_by: 'system', ...owner.metadata, ...request.metadata },
      start:
        latest === null
          ? null
          : { values: latest.values, step: latest.step, checkpointId: latest.id },
      onCheckpoint: checkpoint => {
        keepCheckpoint(owner, checkpoint)
      },
      onFinish: (status, error) => {
        owner.updatedAt = new Date().toISOString()
        if (activeRun(owner) !== undefined) return
        owner.status = status === 'error' ? 'error' : 'idle'
        owner.lastError = error
      }
    })
    owner.runs.set(identity.runId, run)
    return run
  }

  private async backgroundRun(exchange: Exchange, threadId: string): Promise<void> {
    const run = await this.createThreadRun(exchange, threadId)
    this.startSoon(run)
    sendJson(exchange.res, 200, run.record(), {
      'content-location': `/threads/${threadId}/runs/${run.identity.runId}`
    })
  }

  /** Starts a background run a moment after it is accepted, as the real server's queue does. */
  private startSoon(run: Run): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      void run.start()
    }, this.tickMs)
    this.timers.add(timer)
  }

  private async streamThreadRun(exchange: Exchange, threadId: string): Promise<void> {
    const run = await this.createThreadRun(exchange, threadId)
    await this.streamRun(exchange.res, run, `/threads/${threadId}/runs/${run.identity.runId}`)
  }

  /** Creates a stateless run: on a temporary thread, forgotten once it ends. */
  async createStatelessRun(exchange: Exchange): Promise<Run> {
    const request: RunRequest = parseRunRequest(
      await readJsonBody(exchange.req, exchange.bodyLimit)
    )
    const assistant = this.assistants.resolve(request.assistantId)
    const run = new Run({
      identity: {
        runId: uuid7(),
        // The real server runs a stateless run on a temporary thread, deleted afterwards.
        threadId: uuid7(),
        assistantId: assistant.assistantId,
        graphId: assistant.graphId,
        stateful: false,
        apiUrl: apiUrl(exchange),
        userAgent: userAgent(exchange.req)
      },
      graph: assistant.graph,
      input: request.input,
      modes: request.modes,
      subgraphs: request.subgraphs,
      onDisconnect: request.onDisconnect,
      tickMs: this.tickMs,
      metadata: { created_by: 'system', ...request.metadata },
      start: null,
      onCheckpoint: () => undefined,
      onFinish: () => {
        this.statelessRuns.delete(run)
      }
    })
    this.statelessRuns.add(run)
    return run
  }

  private async streamStatelessRun(exchange: Exchange): Promise<void> {
    const run = await this.createStatelessRun(exchange)
    await this.streamRun(exchange.res, run, `/runs/${run.identity.runId}`)
  }

  /** Streams a run to the client that started it, from its first event to its end. */
  private async streamRun(res: ServerResponse, run: Run, contentLocation: string): Promise<void> {
    const stream = new EventStream(res)
    stream.start(contentLocation)
    run.subscribe(stream)
    if (run.onDisconnect === 'cancel') {
      stream.onClientGone(() => {
        run.cancel()
      })
    }
    await run.start()
    await stream.done
  }

  private getRun({ res }: Exchange, threadId: string, runId: string): void {
    requireUuids({ thread_id: threadId, run_id: runId })
    const run = this.requireThread(threadId).runs.get(runId)
    if (run === undefined) throw notFound('Run not found')
    sendJson(res, 200, run.record())
  }

  /**
   * Joins a run: an active run streams what it produces from now on; a
   * finished run gives an empty body; an unknown run an `error` event.
   * `cancel_on_disconnect=1` cancels the run when this client goes away.
   */
  private async join({ res, query }: Exchange, threadId: string, runId: string): Promise<void> {
    requireUuids({ thread_id: threadId, run_id: runId })
    const run = this.threads.get(threadId)?.runs.get(runId)
    const stream = new EventStream(res)
    stream.start(undefined)
    if (run === undefined) {
      await stream.send(formatFrame('error', JSON.stringify('Run not found'), undefined))
      stream.end()
    } else {
      run.subscribe(stream)
      const cancel = (query.get('cancel_on_disconnect') ?? '').toLowerCase()
      if (['1', 'true', 'yes'].includes(cancel)) {
        stream.onClientGone(() => {
          run.cancel()
        })
      }
    }
    await stream.done
  }
}
