import { AgentServerClient } from './client.js'
import { eventName } from './sse.js'
import type { StreamEvent } from './sse.js'
import { Deadline } from '../base/clock.js'
import type { Clock } from '../base/clock.js'
import { DeadlineError, TransportError, errorMessage } from '../base/errors.js'
import { seconds } from '../base/http.js'
import type { Logger } from '../base/log.js'

/** What the smoke step runs against the freshly deployed agent server. */
export interface SmokeOptions {
  /** The deployment's URL; the run goes to `{url}/runs/stream`. */
  readonly url: string
  /** Sent as `x-api-key`. */
  readonly apiKey: string
  /** The graph to run (a graph name from `langgraph.json`). */
  readonly assistantId: string
  /** The graph's input. */
  readonly input: Readonly<Record<string, unknown>>
  /** One stream mode or several. */
  readonly streamMode: string | readonly string[]
  /** Also stream subgraph output; namespaced events count like the others (an `error|sub:...` fails). */
  readonly streamSubgraphs: boolean
  /** The whole step, retries of the start included, must end within this. */
  readonly timeoutMs: number
  /**
   * Text that must appear in the run's output: in an event's data, or in the tokens of a
   * `messages` stream put together. Case-sensitive. Empty or undefined: not checked.
   */
  readonly expect?: string
  /** The workflow was cancelled: the step stops and `runSmoke` rejects with the signal's reason. */
  readonly signal?: AbortSignal
  readonly userAgent?: string
}

/** What `runSmoke` needs from the world. */
export interface SmokeDeps {
  readonly clock: Clock
  readonly logger: Logger
  /**
   * The client to use; by default one is made from the options, with retries of the start bounded
   * by the timeout.
   */
  readonly client?: Pick<AgentServerClient, 'url' | 'streamRun'>
}

/** One event as the job summary shows it. */
export interface SmokeEventSummary {
  /** The stream mode (`metadata`, `updates`, ...). */
  readonly event: string
  /** Empty for the root graph. */
  readonly namespace: readonly string[]
  /** Size of the event's data in UTF-8. */
  readonly bytes: number
  /** The start of the data on one line. */
  readonly preview: string
}

/** The outcome of the smoke step. */
export interface SmokeResult {
  readonly passed: boolean
  /** From the stream's `metadata` event. */
  readonly runId?: string
  /** Events received. */
  readonly events: number
  /** One line saying how it went, as logged last. */
  readonly verdict: string
  /** Why it failed, with the server's own message when it gave one. */
  readonly reason?: string
  /** The first {@link LOGGED_EVENTS} events. */
  readonly firstEvents: readonly SmokeEventSummary[]
  readonly durationMs: number
}

/** Events logged one per line; after them only a count. */
export const LOGGED_EVENTS = 20
const PREVIEW_CHARS = 100
/** The start of a fresh deployment may be refused for a while: retry until the timeout says. */
const START_ATTEMPTS = 100
const START_BACKOFF_CAP_MS = 10_000

/** The reason the step's own timer aborts with, to tell it from a cancellation. */
class SmokeTimeout extends Error {
  override readonly name = 'SmokeTimeout'
}

/**
 * Runs the graph once through `POST {url}/runs/stream` and judges the stream. It passes when the
 * server answers 200 `text/event-stream`, a `metadata` event carries a `run_id`, no `error` event
 * (of any namespace) arrives, the body ends within the timeout, and `expect`, if given, was seen.
 *
 * Starting the request is retried while no response has begun (a fresh deployment's URL may
 * answer 502/503/504 or refuse connections for a while); a run that started is never run again.
 * Every event is logged compactly, the first {@link LOGGED_EVENTS} one per line, and a one-line
 * verdict ends the log. Failures of the run are a result, not a throw; only a cancellation
 * through `options.signal` rejects.
 */
export async function runSmoke(options: SmokeOptions, deps: SmokeDeps): Promise<SmokeResult> {
  const { clock, logger } = deps
  const started = clock.now()
  const timer = new AbortController()
  const stopTimer = new AbortController()
  const timeout = new SmokeTimeout(`no end within ${seconds(options.timeoutMs)}`)
  clock.sleep(options.timeoutMs, stopTimer.signal).then(
    () => {
      timer.abort(timeout)
    },
    () => undefined
  )
  const signal =
    options.signal === undefined ? timer.signal : AbortSignal.any([options.signal, timer.signal])
  const client =
    deps.client ??
    new AgentServerClient({
      url: options.url,
      apiKey: options.apiKey,
      userAgent: options.userAgent,
      clock,
      logger,
      deadline: new Deadline(clock, started + options.timeoutMs, 'smoke-timeout-seconds'),
      maxAttempts: START_ATTEMPTS,
      backoffCapMs: START_BACKOFF_CAP_MS
    })
  const observer = new StreamObserver(logger, options.expect)
  const modes = typeof options.streamMode === 'string' ? [options.streamMode] : options.streamMode
  logger.info(
    `Running "${options.assistantId}" through POST ${client.url}/runs/stream (stream_mode ${modes.join(', ')}${options.streamSubgraphs ? ', with subgraphs' : ''}; timeout ${seconds(options.timeoutMs)})`
  )

  let opened = false
  let reason: string | undefined
  try {
    const stream = await client.streamRun({
      assistantId: options.assistantId,
      input: options.input,
      streamMode: options.streamMode,
      streamSubgraphs: options.streamSubgraphs,
      signal,
      // The step's own timer ends a silent stream, with a clearer message than a socket timeout.
      idleTimeoutMs: Math.max(1, started + options.timeoutMs - clock.now()) + 1000
    })
    opened = true
    logger.info(
      `Stream open after ${seconds(clock.now() - started)}: HTTP ${stream.status} ${String(stream.headers['content-type'])}`
    )
    for await (const event of stream) {
      reason = observer.observe(event)
      if (reason !== undefined) break
    }
    reason ??= observer.finish()
  } catch (error) {
    if (options.signal?.aborted) throw error
    reason = failureReason(error, timeout, opened, options.timeoutMs, observer)
  } finally {
    stopTimer.abort()
  }

  observer.logRest()
  const durationMs = clock.now() - started
  const verdict = oneLine(
    reason === undefined
      ? `Smoke test passed: run ${observer.runId ?? '?'} streamed ${observer.describeCount()} in ${seconds(durationMs)}${options.expect ? `, and "${options.expect}" was seen` : ''}`
      : `Smoke test failed after ${seconds(durationMs)}: ${reason}`
  )
  logger.info(verdict)
  return {
    passed: reason === undefined,
    runId: observer.runId,
    events: observer.count,
    verdict,
    reason,
    firstEvents: observer.firstEvents,
    durationMs
  }
}

/** Why the step failed, from what was thrown. */
function failureReason(
  error: unknown,
  timeout: SmokeTimeout,
  opened: boolean,
  timeoutMs: number,
  observer: StreamObserver
): string {
  if (error === timeout) {
    return opened
      ? `the stream did not end within the ${seconds(timeoutMs)} timeout (${observer.describeCount()} received)`
      : `the run did not start within the ${seconds(timeoutMs)} timeout`
  }
  const message = oneLine(errorMessage(error))
  // The last attempt to start, cut short or not retried for want of time: say it was the timeout.
  const outOfTime =
    error instanceof DeadlineError ||
    (error instanceof TransportError && error.code === 'ETIMEDOUT')
  return !opened && outOfTime
    ? `the run did not start within the ${seconds(timeoutMs)} timeout: ${message}`
    : message
}

/** Watches the events of the run: logs them and tells what is wrong with the stream. */
class StreamObserver {
  count = 0
  bytes = 0
  runId: string | undefined
  readonly firstEvents: SmokeEventSummary[] = []
  private readonly expectation: Expectation | undefined

  constructor(
    private readonly logger: Logger,
    expect: string | undefined
  ) {
    this.expectation = expect ? new Expectation(expect) : undefined
  }

  /** Takes the next event; returns why the run failed when this event says so. */
  observe(event: StreamEvent): string | undefined {
    this.count++
    const bytes = Buffer.byteLength(event.raw, 'utf8')
    this.bytes += bytes
    if (this.count <= LOGGED_EVENTS) {
      const preview = previewOf(event.raw)
      this.firstEvents.push({ event: event.event, namespace: event.namespace, bytes, preview })
      this.logger.info(`  #${this.count} ${eventName(event)} (${formatBytes(bytes)}) ${preview}`)
    }
    if (event.event === 'error') {
      const where = event.namespace.length > 0 ? ` from ${event.namespace.join('|')}` : ''
      return `the run sent an error event${where}: ${oneLine(errorText(event.data))}`
    }
    if (event.event === 'metadata' && this.runId === undefined) {
      const runId = (event.data as { run_id?: unknown } | null)?.run_id
      if (typeof runId === 'string' && runId !== '') this.runId = runId
    }
    this.expectation?.observe(event)
    return undefined
  }

  /** Called when the body ended: what is missing, if anything. */
  finish(): string | undefined {
    if (this.runId === undefined) {
      return `the stream ended without a metadata event carrying run_id (${this.describeCount()} received)`
    }
    if (this.expectation !== undefined && !this.expectation.seen) {
      return `"${this.expectation.text}" did not appear in the ${this.describeCount()} of run ${this.runId}`
    }
    return undefined
  }

  /** Counts what was not logged line by line. */
  logRest(): void {
    const rest = this.count - LOGGED_EVENTS
    if (rest > 0) this.logger.info(`  … and ${rest} more event${rest === 1 ? '' : 's'}`)
  }

  describeCount(): string {
    return `${this.count} event${this.count === 1 ? '' : 's'} (${formatBytes(this.bytes)})`
  }
}

/**
 * Looks for the expected text. Each event's data is searched as received (and with the text
 * JSON-escaped, as it appears inside a JSON string). A `messages` stream carries an answer one
 * token per event, so the tokens of each message are also put together, keeping only as much of
 * their tail as a match across the next token needs.
 */
class Expectation {
  seen = false
  private readonly escaped: string
  /** The recent text of each streamed message, by message ID. */
  private readonly tails = new Map<string, string>()

  constructor(readonly text: string) {
    this.escaped = JSON.stringify(text).slice(1, -1)
  }

  observe(event: StreamEvent): void {
    if (this.seen) return
    if (event.raw.includes(this.text) || event.raw.includes(this.escaped)) {
      this.seen = true
      return
    }
    if (event.event === 'messages' && Array.isArray(event.data)) this.observeToken(event.data[0])
  }

  private observeToken(chunk: unknown): void {
    if (typeof chunk !== 'object' || chunk === null) return
    const { id, content } = chunk as { id?: unknown; content?: unknown }
    const token = contentText(content)
    if (token === '') return
    const key = typeof id === 'string' ? id : ''
    const joined = (this.tails.get(key) ?? '') + token
    if (joined.includes(this.text)) {
      this.seen = true
      this.tails.clear()
      return
    }
    // Re-inserting moves the message to the end, so the oldest message is dropped first.
    this.tails.delete(key)
    const keep = this.text.length - 1
    this.tails.set(key, keep > 0 ? joined.slice(-keep) : '')
    if (this.tails.size > 64) {
      const oldest = this.tails.keys().next().value
      if (oldest !== undefined) this.tails.delete(oldest)
    }
  }
}

/** The text of a message chunk's `content`: a string, or the text parts of a list. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  let text = ''
  for (const part of content) {
    if (typeof part === 'string') text += part
    else if (typeof part === 'object' && part !== null) {
      const value = (part as { text?: unknown }).text
      if (typeof value === 'string') text += value
    }
  }
  return text
}

/** The message of an `error` event: `{"error":"ValueError","message":"..."}`, or a bare string. */
function errorText(data: unknown): string {
  if (typeof data === 'string') return data
  if (typeof data === 'object' && data !== null) {
    const { error, message } = data as { error?: unknown; message?: unknown }
    if (typeof message === 'string') {
      return typeof error === 'string' && error !== '' && error !== 'Error'
        ? `${error}: ${message}`
        : message
    }
    if (typeof error === 'string') return error
  }
  return JSON.stringify(data)
}

function previewOf(raw: string): string {
  // Data pretty-printed over several lines (CLI 2.0) previews as one.
  const flat = raw
    .slice(0, PREVIEW_CHARS * 4)
    .replace(/\s+/g, ' ')
    .trim()
  if (flat.length <= PREVIEW_CHARS) return flat
  // Never cut a character of two UTF-16 units (an emoji) in half.
  const high = flat.charCodeAt(PREVIEW_CHARS - 1)
  const end = high >= 0xd800 && high <= 0xdbff ? PREVIEW_CHARS - 1 : PREVIEW_CHARS
  return `${flat.slice(0, end)}…`
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim()
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
