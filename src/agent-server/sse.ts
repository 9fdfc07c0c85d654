// Owns decoding an agent server's text/event-stream body into StreamEvents, chunk by chunk,
// holding only the event being received, never the body.
import { StringDecoder } from 'node:string_decoder'
import { createParser } from 'eventsource-parser'
import type { EventSourceMessage, EventSourceParser } from 'eventsource-parser'
import { ResponseFormatError } from '../base/errors.js'

/** One event of an agent server stream. */
export interface StreamEvent {
  /**
   * The stream mode the event belongs to (`metadata`, `updates`, `values`, `messages`, `error`,
   * ...): the event name without its namespace. `message` when the server named none, as in SSE.
   */
  readonly event: string
  /**
   * Where in the graph the event came from: the `|`-separated parts after the mode
   * (`updates|sub:<uuid>|inner:<uuid>` → `['sub:<uuid>', 'inner:<uuid>']`); empty for the root
   * graph. Shared and frozen when empty, so do not mutate it.
   */
  readonly namespace: readonly string[]
  /**
   * The `data` field parsed as JSON. A payload that is not JSON is kept as the text itself: SSE
   * data is text, and a proxy or an older server that writes a plain message (an error page, "Run
   * not found") must reach the caller as readable text rather than end the stream with a parse
   * error that hides it. A JSON string and such text both arrive as strings; `raw` tells them
   * apart when it matters.
   */
  readonly data: unknown
  /** The `id` field, present on thread runs and joins (`0`, `1`, ...), undefined otherwise. */
  readonly id: string | undefined
  /** The `data` field as received, several `data:` lines joined with `\n`. */
  readonly raw: string
}

/**
 * The UTF-8 text of a body fed chunk by chunk: for each chunk exactly what one `StringDecoder`
 * gives (a character split across chunks joined, invalid bytes replaced), with no copy of the
 * chunk, which a `TextDecoder` given a Buffer makes.
 */
export class Utf8Chunks {
  private readonly decoder = new StringDecoder('utf8')
  /** The last chunk given to the decoder ended on a non-ASCII byte: it may hold a part of it. */
  private decoderMayHold = false

  /**
   * The text of the next chunk. While the decoder holds nothing and the chunk ends on an ASCII
   * byte, the chunk cuts no character and the decoder would convert all of it as `toString`
   * does, invalid bytes alike; `toString` is then the cheaper call (on Node 24, 0.6 µs against
   * 2 µs for a 1 kB chunk).
   */
  write(chunk: Uint8Array): string {
    const last = chunk[chunk.length - 1]
    if (last === undefined) return ''
    if (last < 0x80 && !this.decoderMayHold) {
      const bytes = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      return bytes.toString('utf8')
    }
    this.decoderMayHold = last >= 0x80
    return this.decoder.write(chunk)
  }

  /** The end of the body: a character left incomplete becomes U+FFFD. */
  end(): string {
    return this.decoder.end()
  }
}

/** Options of {@link EventStreamDecoder}. */
export interface EventStreamDecoderOptions {
  /**
   * Largest event, in characters, that may be buffered while its lines arrive (default 64 Mi).
   * The bound keeps memory flat on a stream that never ends a line; a real graph state is far
   * smaller.
   */
  readonly maxEventChars?: number
}

const DEFAULT_MAX_EVENT_CHARS = 64 * 1024 * 1024

/** The namespace of the root graph; shared so that the common case allocates nothing. */
const ROOT_NAMESPACE: readonly string[] = Object.freeze([])

/**
 * Turns the bytes of a `text/event-stream` body into {@link StreamEvent}s, chunk by chunk.
 *
 * Bytes are decoded as one `StringDecoder` decodes them ({@link Utf8Chunks}), so a character
 * split across chunks is joined; a leading byte order mark is dropped, as a `TextDecoder` would.
 * The text goes to `eventsource-parser`, which handles the SSE grammar: `\n`, `\r\n` and `\r`
 * line ends, several `data:` lines, comments, `id:` lines and events split anywhere. Only the
 * event being received is held in memory, never the body.
 */
export class EventStreamDecoder {
  private readonly text = new Utf8Chunks()
  private readonly parser: EventSourceParser
  private readonly maxEventChars: number
  /** Events completed by the chunk being fed; handed out and replaced after each feed. */
  private completed: StreamEvent[] = []
  private overflowed = false
  private ended = false
  /** The text fed so far ends with `\r`, which the parser holds until it sees what follows. */
  private endsWithCr = false
  /** No text was fed yet: a byte order mark that starts it is dropped. */
  private atStart = true

  constructor(options: EventStreamDecoderOptions = {}) {
    this.maxEventChars = options.maxEventChars ?? DEFAULT_MAX_EVENT_CHARS
    this.parser = createParser({
      maxBufferSize: this.maxEventChars,
      onEvent: message => {
        this.completed.push(toStreamEvent(message))
      },
      onError: error => {
        // Unknown fields and bad `retry:` values are ignored, as the SSE spec says; only the
        // size limit stops the stream.
        if (error.type === 'max-buffer-size-exceeded') this.overflowed = true
      }
    })
  }

  /** Feeds the next chunk of the body; returns the events it completed, in order. */
  feed(chunk: Uint8Array): StreamEvent[] {
    if (this.ended) throw new Error('EventStreamDecoder.feed called after end()')
    const text = this.text.write(chunk)
    if (text.length > 0) this.write(text)
    return this.take()
  }

  /**
   * Ends the stream: returns the events completed by the last bytes, or throws
   * {@link ResponseFormatError} when the body stopped in the middle of an event (its closing
   * blank line never came), since such an event may be cut short.
   */
  end(): StreamEvent[] {
    if (this.ended) return []
    this.ended = true
    const rest = this.text.end()
    if (rest.length > 0) this.write(rest)
    // A last `\r` is a line end: the parser waits to see whether `\n` follows it (one line end
    // either way), so give it that `\n`; it completes what the server did terminate.
    if (this.endsWithCr && !this.overflowed) this.parser.feed('\n')
    const events = this.take()
    // Two line ends complete whatever line and event is still open: an event appearing now
    // was not terminated by the server.
    this.parser.feed('\n\n')
    const open = this.completed[0]
    this.completed = []
    if (open !== undefined) {
      throw new ResponseFormatError(
        `the event stream ended in the middle of a "${eventName(open)}" event (${open.raw.length} characters of its data received)`
      )
    }
    return events
  }

  private write(text: string): void {
    if (this.atStart) {
      this.atStart = false
      if (text.charCodeAt(0) === 0xfeff) {
        text = text.slice(1)
        if (text.length === 0) return
      }
    }
    this.parser.feed(text)
    this.endsWithCr = text.endsWith('\r')
  }

  private take(): StreamEvent[] {
    if (this.overflowed) {
      throw new ResponseFormatError(
        `the event stream sent an event larger than ${this.maxEventChars} characters; not read further`
      )
    }
    const events = this.completed
    if (events.length > 0) this.completed = []
    return events
  }
}

/**
 * Reads a whole `text/event-stream` body as events. Stops reading (and so releases the source)
 * when the consumer stops iterating.
 */
export async function* parseEventStream(
  bytes: AsyncIterable<Uint8Array>,
  options: EventStreamDecoderOptions = {}
): AsyncGenerator<StreamEvent, void, undefined> {
  const decoder = new EventStreamDecoder(options)
  for await (const chunk of bytes) {
    for (const event of decoder.feed(chunk)) yield event
  }
  for (const event of decoder.end()) yield event
}

/** A parsed SSE message as a {@link StreamEvent}: name split into mode and namespace, data parsed. */
export function toStreamEvent(message: EventSourceMessage): StreamEvent {
  const name = message.event ?? 'message'
  const raw = message.data
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    data = raw
  }
  const bar = name.indexOf('|')
  if (bar === -1) return { event: name, namespace: ROOT_NAMESPACE, data, id: message.id, raw }
  return {
    event: name.slice(0, bar),
    namespace: name.slice(bar + 1).split('|'),
    data,
    id: message.id,
    raw
  }
}

/** The event name as the server sent it: `updates|sub:<uuid>` for a namespaced event. */
export function eventName(event: Pick<StreamEvent, 'event' | 'namespace'>): string {
  return event.namespace.length === 0 ? event.event : `${event.event}|${event.namespace.join('|')}`
}
