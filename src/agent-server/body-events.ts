// Owns reading a stream body by 'data' events into a short queue of decoded events, pausing the
// body while the queue is full; an async iterator per chunk costs more than the decoding.
import type { Readable } from 'node:stream'
import type { EventStreamDecoder, StreamEvent } from './sse.js'

/** Events queued before the body is paused until the reader catches up. */
const HIGH_WATER_EVENTS = 256

/**
 * The decoded events of one body, in order. Read with {@link BodyEvents.shift} until it returns
 * undefined, then {@link BodyEvents.settled}: it throws the failure, if any, once the events
 * decoded before it were read, and resolves true at the end of the body.
 */
export class BodyEvents {
  private queue: StreamEvent[] = []
  private head = 0
  private failure: unknown
  private failed = false
  private ended = false
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

  /** The next event already decoded, or undefined when none is waiting. */
  shift(): StreamEvent | undefined {
    if (this.head === this.queue.length) return undefined
    const event = this.queue[this.head++]
    if (this.head === this.queue.length) {
      this.queue = []
      this.head = 0
    }
    return event
  }

  /**
   * Called when {@link shift} found nothing: true at the end of the body, false once more
   * events may be waiting; throws what broke the read.
   */
  async settled(): Promise<boolean> {
    if (this.failed) throw this.failure
    if (this.ended) return true
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
    try {
      this.push(this.decoder.feed(chunk))
    } catch (error) {
      this.fail(error)
      return
    }
    if (this.queue.length - this.head >= HIGH_WATER_EVENTS) this.body.pause()
    this.notify()
  }

  private readonly onEnd = (): void => {
    if (this.failed) return
    try {
      this.push(this.decoder.end())
      this.ended = true
    } catch (error) {
      this.fail(error)
      return
    }
    this.notify()
  }

  private readonly onError = (error: unknown): void => {
    this.fail(error)
  }

  private readonly onClose = (): void => {
    if (!this.ended) this.fail(prematureClose())
  }

  private push(events: readonly StreamEvent[]): void {
    for (let i = 0; i < events.length; i++) this.queue.push(events[i] as StreamEvent)
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
