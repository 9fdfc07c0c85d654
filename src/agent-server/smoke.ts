// Owns the smoke test's verdict on one stateless run: start it (retrying only until the run
// began), read its stream within the timeout, and judge it. Failures are a result, not a throw.
import { Deadline } from '../base/clock.js'
import type { Clock } from '../base/clock.js'
import { formatDuration } from '../base/duration.js'
import { DeadlineError, TransportError, errorMessage } from '../base/errors.js'
import { oneLine } from '../base/text.js'
import type { Runtime } from '../base/runtime.js'
import { AgentServerClient, type RunStream } from './client.js'
import type { StreamEvent } from './sse.js'
import { type ExpectMatch, type SmokeEventSummary, StreamObserver } from './stream-observer.js'

export type { SmokeEventSummary } from './stream-observer.js'

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
   * Text that must appear in the agent's output: a message's content (the tokens of a `messages`
   * stream put together) or a state value, never an ID, metadata or an event name (see
   * output-text.ts). Case-sensitive. Empty or undefined: not checked.
   */
  readonly expect?: string
  /** The workflow was cancelled: the step stops and `runSmoke` rejects with the signal's reason. */
  readonly signal?: AbortSignal
  readonly userAgent?: string
  /** Hears each event as it arrives (the eval gate keeps the final state's output from it). */
  readonly onEvent?: (event: StreamEvent) => void
  /**
   * Set for a deployment that scales to zero: why a run request that timed out with no answer is
   * sent once more (it may have met the deployment still waking), within the timeout.
   */
  readonly wakeRetry?: string
}

/** What `runSmoke` needs from the world; its client's requests get the run's request timeout. */
export interface SmokeDeps extends Pick<Runtime, 'clock' | 'logger' | 'requestTimeoutMs'> {
  /**
   * The client to use; by default one is made from the options, with retries of the start bounded
   * by the timeout.
   */
  readonly client?: Pick<AgentServerClient, 'url' | 'streamRun'>
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
  /** The first events, as logged. */
  readonly firstEvents: readonly SmokeEventSummary[]
  readonly durationMs: number
  /** Where `expect` was seen, when it was given and seen. */
  readonly match?: ExpectMatch
}

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
 * Every event is logged compactly, the first ones one per line, and a one-line
 * verdict ends the log. Failures of the run are a result, not a throw; only a cancellation
 * through `options.signal` rejects.
 */
export async function runSmoke(options: SmokeOptions, deps: SmokeDeps): Promise<SmokeResult> {
  const { clock, logger } = deps
  const started = clock.now()
  const timer = stepTimer(clock, options.timeoutMs)
  const signal =
    options.signal === undefined ? timer.signal : AbortSignal.any([options.signal, timer.signal])
  const client = deps.client ?? smokeClient(options, deps, started)
  const observer = new StreamObserver(logger, options.expect)
  const modes = typeof options.streamMode === 'string' ? [options.streamMode] : options.streamMode
  logger.info(
    `Running "${options.assistantId}" through POST ${client.url}/runs/stream (stream_mode ${modes.join(', ')}${options.streamSubgraphs ? ', with subgraphs' : ''}; timeout ${formatDuration(options.timeoutMs)})`
  )
  let reason: string | undefined
  const opened: { at: number | undefined } = { at: undefined }
  try {
    reason = await readRun(client, options, { signal, started, clock, logger, observer, opened })
  } catch (error) {
    if (options.signal?.aborted) throw error
    reason = failureReason(
      error,
      timer.timeout,
      opened.at !== undefined,
      options.timeoutMs,
      observer
    )
  } finally {
    timer.stop()
  }
  observer.logRest()
  const durationMs = clock.now() - started
  const { runId, count: events, firstEvents, match } = observer
  const seen =
    match === undefined
      ? ''
      : `, and "${options.expect ?? ''}" was seen in ${match.where}: "${match.excerpt}"`
  const verdict = oneLine(
    reason === undefined
      ? `Smoke test passed: run ${runId ?? '?'} streamed ${observer.describeCount()} in ${formatDuration(durationMs)}${seen}`
      : `Smoke test failed after ${formatDuration(durationMs)}: ${reason}`
  )
  logger.info(verdict)
  const passed = reason === undefined
  return { passed, runId, events, verdict, reason, firstEvents, durationMs, match }
}

/** The step's own timer: aborts its signal with a {@link SmokeTimeout} when the time is up. */
function stepTimer(
  clock: Clock,
  timeoutMs: number
): { signal: AbortSignal; timeout: SmokeTimeout; stop: () => void } {
  const timer = new AbortController()
  const stopTimer = new AbortController()
  const timeout = new SmokeTimeout(`no end within ${formatDuration(timeoutMs)}`)
  clock.sleep(timeoutMs, stopTimer.signal).then(
    () => {
      timer.abort(timeout)
    },
    () => undefined
  )
  return {
    signal: timer.signal,
    timeout,
    stop: () => {
      stopTimer.abort()
    }
  }
}

/** The client of a smoke run: retries of the start bounded by the step's timeout. */
function smokeClient(options: SmokeOptions, deps: SmokeDeps, started: number): AgentServerClient {
  return new AgentServerClient({
    url: options.url,
    apiKey: options.apiKey,
    userAgent: options.userAgent,
    clock: deps.clock,
    logger: deps.logger,
    // Until the stream's answer begins; its body then has the idle timeout and the step's timer.
    requestTimeoutMs: deps.requestTimeoutMs,
    deadline: new Deadline(deps.clock, started + options.timeoutMs, 'smoke-timeout-seconds'),
    retry: { attempts: START_ATTEMPTS, capMs: START_BACKOFF_CAP_MS }
  })
}

/** What reading the run needs, and where it notes that the stream opened. */
interface RunReading extends Pick<Runtime, 'clock' | 'logger'> {
  readonly signal: AbortSignal
  readonly started: number
  readonly observer: StreamObserver
  readonly opened: { at: number | undefined }
}

/** Starts the run and reads its stream; returns why it failed, or undefined when it passed. */
async function readRun(
  client: Pick<AgentServerClient, 'streamRun'>,
  options: SmokeOptions,
  reading: RunReading
): Promise<string | undefined> {
  const { clock, started, observer } = reading
  const stream = await openRun(client, options, reading)
  reading.opened.at = clock.now()
  reading.logger.info(
    `Stream open after ${formatDuration(clock.now() - started)}: HTTP ${stream.status} ${String(stream.headers['content-type'])}`
  )
  for await (const event of stream) {
    options.onEvent?.(event)
    const reason = observer.observe(event)
    if (reason !== undefined) return reason
  }
  return observer.finish()
}

/**
 * Sends the run request. With `wakeRetry`, a request that timed out with no answer at all is sent
 * once more, said: a deployment waking from scale to zero may hold its first request past the
 * request timeout. The run is stateless, so the first, if it ran, leaves nothing behind.
 */
async function openRun(
  client: Pick<AgentServerClient, 'streamRun'>,
  options: SmokeOptions,
  reading: RunReading
): Promise<RunStream> {
  const { clock, started } = reading
  const send = (): Promise<RunStream> =>
    client.streamRun({
      assistantId: options.assistantId,
      input: options.input,
      streamMode: options.streamMode,
      streamSubgraphs: options.streamSubgraphs,
      signal: reading.signal,
      // The step's own timer ends a silent stream, with a clearer message than a socket timeout.
      idleTimeoutMs: Math.max(1, started + options.timeoutMs - clock.now()) + 1000
    })
  try {
    return await send()
  } catch (error) {
    const unanswered = error instanceof TransportError && error.code === 'ETIMEDOUT'
    if (options.wakeRetry === undefined || !unanswered || reading.signal.aborted) throw error
    reading.logger.info(
      `The run request got no answer (${oneLine(errorMessage(error))}); ${options.wakeRetry}: sending it once more, within the ${formatDuration(options.timeoutMs)} timeout.`
    )
    return send()
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
      ? `the stream did not end within the ${formatDuration(timeoutMs)} timeout (${observer.describeCount()} received)`
      : `the run did not start within the ${formatDuration(timeoutMs)} timeout`
  }
  const message = oneLine(errorMessage(error))
  // The last attempt to start, cut short or not retried for want of time: say it was the timeout.
  const outOfTime =
    error instanceof DeadlineError ||
    (error instanceof TransportError && error.code === 'ETIMEDOUT')
  return !opened && outOfTime
    ? `the run did not start within the ${formatDuration(timeoutMs)} timeout: ${message}`
    : message
}
