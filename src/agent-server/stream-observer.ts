// Owns reading a smoke run's events as they arrive: logging the first ones compactly, noticing
// an error event, the run's id and the expected text (also across streamed tokens).
import type { Logger } from '../base/log.js'
import { formatBytes, oneLine, truncate } from '../base/text.js'
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
  return truncate(flat, PREVIEW_CHARS)
}
