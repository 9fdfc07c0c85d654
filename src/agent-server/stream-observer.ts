// Owns reading a smoke run's events as they arrive: logging the first ones compactly, noticing
// an error event, the run's id and the expected text in the agent's output.
import type { Logger } from '../base/log.js'
import { formatBytes, oneLine, truncate } from '../base/text.js'
import { outputTexts } from './output-text.js'
import { eventName } from './sse.js'
import type { StreamEvent } from './sse.js'

/** Events logged one per line; after them only a count. */
export const LOGGED_EVENTS = 20
const PREVIEW_CHARS = 100

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

/** Watches the events of the run: logs them and tells what is wrong with the stream. */
export class StreamObserver {
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
    if (this.expectation !== undefined && this.expectation.match === undefined) {
      return `"${this.expectation.text}" did not appear in the agent's output (message contents and state values) in the ${this.describeCount()} of run ${this.runId}`
    }
    return undefined
  }

  /** Where the expected text was seen, once it was. */
  get match(): ExpectMatch | undefined {
    return this.expectation?.match
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

/** Where the expected text was seen: the output it was part of, cut around the match. */
export interface ExpectMatch {
  /** The event's mode and the path in its data: `updates call_model.messages[0].content`. */
  readonly where: string
  /** The text around the match, on one line. */
  readonly excerpt: string
}

/** Characters of context either side of a match in its excerpt. */
const EXCERPT_CONTEXT = 40
/** Messages whose recent tokens are kept at once; the oldest is dropped first. */
const MESSAGES_KEPT = 64

/**
 * Looks for the expected text in the agent's output only (output-text.ts): message contents and
 * state values, never IDs, metadata or event names. A `messages` stream carries an answer one
 * token per event, so the tokens of each message are also put together, keeping as much of their
 * tail as a match across the next token and its excerpt need.
 */
class Expectation {
  match: ExpectMatch | undefined
  /** The recent text of each streamed message, by message ID. */
  private readonly tails = new Map<string, string>()

  constructor(readonly text: string) {}

  observe(event: StreamEvent): void {
    if (this.match !== undefined) return
    for (const output of outputTexts(event)) {
      const text =
        output.tokenOf === undefined ? output.text : this.joined(output.tokenOf, output.text)
      const at = text.indexOf(this.text)
      if (at !== -1) {
        this.match = { where: output.where, excerpt: excerpt(text, at, this.text.length) }
        this.tails.clear()
        return
      }
    }
  }

  /** The message's recent tokens with this one; keeps their tail for the next token. */
  private joined(id: string, token: string): string {
    const joined = (this.tails.get(id) ?? '') + token
    // Re-inserting moves the message to the end, so the oldest message is dropped first.
    this.tails.delete(id)
    this.tails.set(id, joined.slice(-(this.text.length - 1 + EXCERPT_CONTEXT)))
    if (this.tails.size > MESSAGES_KEPT) {
      const oldest = this.tails.keys().next().value
      if (oldest !== undefined) this.tails.delete(oldest)
    }
    return joined
  }
}

/** The match with some context either side, on one line, cuts marked with an ellipsis. */
function excerpt(text: string, at: number, length: number): string {
  const start = Math.max(0, at - EXCERPT_CONTEXT)
  const end = Math.min(text.length, at + length + EXCERPT_CONTEXT)
  const cut = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`
  return oneLine(cut)
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
  return truncate(flat, PREVIEW_CHARS)
}
