// Owns reading a stream body by 'data' events into a short queue of chunks, decoded only as read
// (so one chunk's events live at a time), pausing the body while the queue is full.
import type { Readable } from 'node:stream'
import type { EventStreamDecoder, StreamEvent } from './sse.js'

/**
 * How much may wait in the queue before the body is paused until the reader catches up. One
 * read of the socket (64 KiB) can hold dozens of small chunks, all delivered at once: the bound
 * lets them in, so a reader that keeps up never pauses the body, and it still stops a fast
 * server from filling memory.
 */
const HIGH_WATER_BYTES = 256 * 1024
/** The bound in chunks, for a body of many tiny ones (each a Buffer object of its own). */
const HIGH_WATER_CHUNKS = 1024

/**
 * The decoded events of one body, in order. Read with {@link BodyEvents.shift} until it returns
 * undefined, then {@link BodyEvents.settled}: it throws the failure, if any, once the events
 * decoded before it were read, and resolves true at the end of the body. Chunks are queued as
 * they arrive and decoded only when read, so the events alive at any time are those of one chunk.
 */
export class BodyEvents {
  private chunks: Buffer[] = []
  private chunkHead = 0
  /** Bytes of the chunks queued and not yet read. */
  private queuedBytes = 0
  private events: readonly StreamEvent[] = []
  private eventHead = 0
  private failure: unknown
  private failed = false
  /** The body ended; the decoder's last events are taken once the queued chunks are read. */
  private ended = false
  private finished = false
  private wake: (() => void) | undefined

  constructor(
    private readonly body: Readable,
    private readonly decoder: EventStreamDecoder
  ) {
    if (body.errored) this.fail(body.errored)
    else if (body.destroyed) this.fail(prematureClose())
    body.on('data', this.onData)
    body.once('end', this.onEnd)
    body.on('error', this.onError)
    body.once('close', this.onClose)
  }

  /**
   * The next event, decoding queued chunks as needed, or undefined when none is waiting; throws
   * when the bytes read do not make an event stream.
   */
  shift(): StreamEvent | undefined {
    for (;;) {
      if (this.eventHead < this.events.length) return this.events[this.eventHead++]
      if (this.chunkHead < this.chunks.length) {
        const chunk = this.chunks[this.chunkHead++] as Buffer
        this.queuedBytes -= chunk.length
        if (this.chunkHead === this.chunks.length) {
          this.chunks = []
          this.chunkHead = 0
        }
        this.take(this.decoder.feed(chunk))
      } else if (this.ended && !this.finished) {
        this.finished = true
        this.take(this.decoder.end())
      } else return undefined
    }
  }

  /**
   * Called when {@link shift} found nothing: true at the end of the body, false once more
   * events may be waiting; throws what broke the read.
   */
  async settled(): Promise<boolean> {
    if (this.failed) throw this.failure
    if (this.finished) return true
    await new Promise<void>(resolve => {
      this.wake = resolve
      this.body.resume()
    })
    return false
  }

  /** Stops listening; the caller destroys the body. */
  detach(): void {
    this.body.off('data', this.onData)
    this.body.off('end', this.onEnd)
    this.body.off('close', this.onClose)
    // An 'error' after this must still find a listener rather than crash the process.
  }

  private readonly onData = (chunk: Buffer): void => {
    if (this.failed) return
    this.chunks.push(chunk)
    this.queuedBytes += chunk.length
    if (
      this.queuedBytes >= HIGH_WATER_BYTES ||
      this.chunks.length - this.chunkHead >= HIGH_WATER_CHUNKS
    ) {
      this.body.pause()
    }
    this.notify()
  }

  private readonly onEnd = (): void => {
    this.ended = true
    this.notify()
  }

  private readonly onError = (error: unknown): void => {
    this.fail(error)
  }

  private readonly onClose = (): void => {
    if (!this.ended) this.fail(prematureClose())
  }

  private take(events: readonly StreamEvent[]): void {
    this.events = events
    this.eventHead = 0
  }

  private fail(error: unknown): void {
    if (this.failed || this.ended) return
    this.failed = true
    this.failure = error
    this.body.pause()
    this.notify()
  }

  private notify(): void {
    const wake = this.wake
    if (wake === undefined) return
    this.wake = undefined
    wake()
  }
}

/** What a body closed before its end reads as, as Node's stream iterator reports it. */
function prematureClose(): Error {
  return Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })
}
