// Owns the agent server's run endpoints as a client: create a thread, start a run, stream a
// run or join one. Retries belong to the Http below; a started run is never sent again.
import { z } from 'zod'
import { systemClock } from '../base/clock.js'
import { HttpStatusError, ResponseFormatError, detailOf } from '../base/errors.js'
import {
  type FailedResponse,
  Http,
  type HttpSettings,
  type RequestSpec,
  type StreamResponse
} from '../base/http.js'
import { silentLogger } from '../base/log.js'
import { withoutUndefined } from '../base/objects.js'
import { isTransient } from '../base/retry-policy.js'
import { isHttpUrl, parseUrl } from '../base/url-trust.js'
import { userAgent } from '../base/version.js'
import { RunStream } from './run-stream.js'
import type { EventStreamDecoderOptions } from './sse.js'
import type { StreamMode } from './stream-modes.js'

export type { RunStream } from './run-stream.js'

/** How to reach one agent server (one deployment); unset settings get standalone defaults. */
export interface AgentServerClientOptions extends Partial<HttpSettings> {
  /** The deployment's URL, e.g. `https://my-agent-1234.us.langgraph.app`; a path prefix is kept. */
  readonly url: string
  /** Sent as `x-api-key`. A cloud deployment requires it; a local dev server ignores it. */
  readonly apiKey?: string
  /** Advice to add to an error (default: about the API key on a 401 or 403). */
  readonly hint?: (failure: FailedResponse) => string | undefined
}

/** Options of {@link AgentServerClient.createThread}. */
export interface CreateThreadOptions {
  /** Stored with the thread. */
  readonly metadata?: Readonly<Record<string, unknown>>
}

/** A thread the server created. */
export interface Thread {
  readonly threadId: string
}

/** What starts a run, streamed or in the background. */
export interface RunOptions {
  /** The graph to run: a graph name from `langgraph.json` (e.g. `agent`) or an assistant's ID. */
  readonly assistantId: string
  /** The graph's input, an object whose keys are state keys. Omitted from the request when undefined. */
  readonly input?: unknown
  /** One mode or several; several interleave, each event under its own mode. Server default: `values`. */
  readonly streamMode?: StreamMode | readonly StreamMode[]
  /** Also stream the output of subgraphs, each event carrying its namespace. */
  readonly streamSubgraphs?: boolean
  /**
   * Further fields of the run request (`config`, `metadata`, ...), sent as given. The fields above
   * take precedence over ones of the same name here.
   */
  readonly extra?: Readonly<Record<string, unknown>>
}

/** How long and how a stream may be read. */
export interface StreamReadOptions extends EventStreamDecoderOptions {
  /** Stops the request, or the reading of the body once it flows. */
  readonly signal?: AbortSignal
  /**
   * Longest silence while the body is read (default 5 min). The server sends no heartbeat, so
   * a graph that thinks for long between events needs a long one.
   */
  readonly idleTimeoutMs?: number
}

/** Options of {@link AgentServerClient.streamRun}. */
export interface StreamRunOptions extends RunOptions, StreamReadOptions {
  /** Runs on this thread (stateful) instead of without one (stateless, `POST /runs/stream`). */
  readonly threadId?: string
}

/** Options of {@link AgentServerClient.startRun}. */
export interface StartRunOptions extends RunOptions {
  readonly threadId: string
}

/** A run started in the background. */
export interface Run {
  readonly runId: string
  readonly threadId: string
}

/** Options of {@link AgentServerClient.joinStream}. */
export interface JoinStreamOptions extends StreamReadOptions {
  readonly threadId: string
  readonly runId: string
  /** Resume after this event `id` (sent as `Last-Event-ID`), on servers that keep them. */
  readonly lastEventId?: string
}

const DEFAULT_IDLE_TIMEOUT_MS = 5 * 60_000
/** How much of a non-stream 200 body an error quotes. */
const MAX_QUOTED_BYTES = 4096

const threadSchema = z.object({ thread_id: z.string().min(1) })
const runSchema = z.object({ run_id: z.string().min(1), thread_id: z.string().min(1).optional() })

/** The settings a caller may leave out, merged once in the constructor (Http adds its own). */
const AGENT_CLIENT_DEFAULTS = { userAgent: userAgent(), clock: systemClock, logger: silentLogger }

/**
 * Client of an agent server's thread and run endpoints: create a thread, start a run and stream
 * its events, join a running run. Built on {@link Http}, which owns retries: a stream request is
 * retried while no response has begun (a gateway's 502/503/504, a refused connection) and never
 * once the run started.
 */
export class AgentServerClient {
  /** The base URL requests go to, without a trailing slash. */
  readonly url: string
  private readonly http: Http
  private readonly signal: AbortSignal | undefined

  constructor(options: AgentServerClientOptions) {
    const { url, apiKey, hint, ...settings } = options
    this.url = normalizeUrl(url)
    this.signal = settings.signal
    const headers: Record<string, string> = {}
    if (apiKey !== undefined && apiKey !== '') headers['x-api-key'] = apiKey
    this.http = new Http({
      ...AGENT_CLIENT_DEFAULTS,
      ...withoutUndefined(settings),
      baseUrl: this.url,
      headers,
      secretHeaders: ['x-api-key'],
      hint: hint ?? defaultHint
    })
  }

  /**
   * Whether the server is up: `GET /ok` answers 200 (`true`). A status no retry changes (404 on a
   * server without `/ok`, 401...) is `false`: the server answers, it just does not say. Refused
   * connections and 502/503/504 of a server still starting are retried as the Http's settings
   * allow, and thrown when they last.
   */
  async ok(): Promise<boolean> {
    try {
      await this.http.send({ method: 'GET', path: '/ok', expect: [200] })
      return true
    } catch (error) {
      if (error instanceof HttpStatusError && !isTransient(error)) return false
      throw error
    }
  }

  /** Creates a thread (`POST /threads`). */
  async createThread(options: CreateThreadOptions = {}): Promise<Thread> {
    const body = options.metadata === undefined ? {} : { metadata: options.metadata }
    const thread = await this.http.json(
      { method: 'POST', path: '/threads', body, expect: [200, 201] },
      threadSchema,
      'POST /threads'
    )
    return { threadId: thread.thread_id }
  }

  /** Starts a run on a thread in the background (`POST /threads/{id}/runs`); join it to stream. */
  async startRun(options: StartRunOptions): Promise<Run> {
    const path = `/threads/${encodeURIComponent(options.threadId)}/runs`
    const run = await this.http.json(
      { method: 'POST', path, body: runBody(options), expect: [200, 201] },
      runSchema,
      `POST ${path}`
    )
    return { runId: run.run_id, threadId: run.thread_id ?? options.threadId }
  }

  /**
   * Starts a run and streams it: `POST /runs/stream`, or `POST /threads/{id}/runs/stream` with a
   * `threadId`. Resolves once the server answered `200 text/event-stream`; iterate the result for
   * the events. A non-200 answer throws `HttpStatusError` carrying the server's message.
   */
  async streamRun(options: StreamRunOptions): Promise<RunStream> {
    const path =
      options.threadId === undefined
        ? '/runs/stream'
        : `/threads/${encodeURIComponent(options.threadId)}/runs/stream`
    const body = runBody(options)
    return this.open({ method: 'POST', path, body, expect: [200] }, options)
  }

  /**
   * Joins a run that is active in the background (`GET /threads/{id}/runs/{run_id}/stream`).
   * Depending on the server, events sent before the join are replayed or lost; a finished run
   * gives an empty stream.
   */
  async joinStream(options: JoinStreamOptions): Promise<RunStream> {
    const path = `/threads/${encodeURIComponent(options.threadId)}/runs/${encodeURIComponent(options.runId)}/stream`
    const headers =
      options.lastEventId === undefined ? undefined : { 'last-event-id': options.lastEventId }
    return this.open({ method: 'GET', path, expect: [200], retry: 'idempotent', headers }, options)
  }

  private async open(spec: RequestSpec, options: StreamReadOptions): Promise<RunStream> {
    const response = await this.http.openStream(
      { ...spec, headers: { ...spec.headers, accept: 'text/event-stream' } },
      { idleTimeoutMs: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS, signal: options.signal }
    )
    const contentType = response.headers['content-type'] ?? ''
    if (mediaType(contentType) !== 'text/event-stream') {
      const text = await readQuoted(response)
      throw new ResponseFormatError(
        `${spec.method} ${spec.path} answered HTTP ${response.status} with ${contentType ? `content-type "${contentType}"` : 'no content-type'}, not an event stream${text ? `: ${detailOf(text, contentType)}` : ''}`
      )
    }
    const cancels = [this.signal, options.signal].filter(s => s !== undefined)
    return new RunStream(response, spec, cancels, options)
  }
}

/** The JSON body of a run request, as every run route takes it (payload-limit.ts measures it). */
export function runBody(options: RunOptions): Record<string, unknown> {
  const body: Record<string, unknown> = { ...options.extra, assistant_id: options.assistantId }
  if (options.input !== undefined) body.input = options.input
  if (options.streamMode !== undefined) body.stream_mode = options.streamMode
  if (options.streamSubgraphs !== undefined) body.stream_subgraphs = options.streamSubgraphs
  return body
}

function normalizeUrl(url: string): string {
  const parsed = parseUrl(url.trim())
  if (parsed === undefined || !isHttpUrl(parsed)) {
    throw new Error(`The agent server URL must be an http(s) URL, got "${url}"`)
  }
  parsed.search = ''
  parsed.hash = ''
  return parsed.href.replace(/\/+$/, '')
}

function defaultHint(failure: FailedResponse): string | undefined {
  if (failure.status === 401 || failure.status === 403) {
    return 'the agent server did not accept the API key sent as x-api-key'
  }
  return undefined
}

function mediaType(contentType: string): string {
  const semicolon = contentType.indexOf(';')
  return (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase()
}

async function readQuoted(response: StreamResponse): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of response.body) {
      const buffer = chunk as Buffer
      chunks.push(buffer)
      size += buffer.length
      if (size >= MAX_QUOTED_BYTES) break
    }
  } catch {
    // Only quoted in an error message: what arrived is enough.
  } finally {
    response.body.destroy()
  }
  return Buffer.concat(chunks).subarray(0, MAX_QUOTED_BYTES).toString('utf8')
}
