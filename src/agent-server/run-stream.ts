// Owns one streamed run as the caller reads it: the events of the body, decoded once, and the
// errors a broken read becomes. Leaving the loop early closes the connection.
import type { IncomingHttpHeaders } from 'node:http'
import { ResponseFormatError, TransportError } from '../base/errors.js'
import type { RequestSpec, StreamResponse } from '../base/http.js'
import { BodyEvents } from './body-events.js'
import { EventStreamDecoder } from './sse.js'
import type { EventStreamDecoderOptions, StreamEvent } from './sse.js'

const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined })

/**
 * The events of one streamed run, available once the server answered. Iterate it once; leaving
 * the loop early (break, throw) closes the connection. Call {@link RunStream.close} to drop a
 * stream that is not iterated.
 */
export class RunStream implements AsyncIterable<StreamEvent> {
  /** The HTTP status (200). */
  readonly status: number
  readonly headers: IncomingHttpHeaders
  /** The run's ID from `Content-Location`, when the server sends one (before any event). */
  readonly runId: string | undefined
  private iterated = false
  private closed = false
  /** The body's events, from the first call of next(). */
  private events: BodyEvents | undefined
  /** Events handed over, named in errors. */
  private count = 0
  /** The iteration ended: the body is released and next() answers done. */
  private finished = false
  /** A next() waiting for the body; calls made meanwhile are answered after it. */
  private waiting: Promise<IteratorResult<StreamEvent, undefined>> | undefined

  constructor(
    private readonly response: StreamResponse,
    /** The request, named in error messages. */
    private readonly request: Pick<RequestSpec, 'method' | 'path'>,
    /** Signals whose abort ends the stream with their reason. */
    private readonly cancels: readonly AbortSignal[],
    private readonly decoderOptions: EventStreamDecoderOptions
  ) {
    this.status = response.status
    this.headers = response.headers
    this.runId = runIdOf(response.headers['content-location'])
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<StreamEvent, undefined, undefined> {
    if (this.iterated) {
      throw new Error(
        `${this.request.method} ${this.request.path}: a run stream can be read only once`
      )
    }
    this.iterated = true
    return {
      next: () => this.next(),
      return: () => this.stop(),
      [Symbol.asyncIterator]() {
        return this
      }
    }
  }

  /** Stops reading and releases the connection; an iteration in progress ends quietly. */
  close(): void {
    this.closed = true
    this.response.body.destroy()
  }

  /**
   * The next event: at once (a resolved promise) while decoded events wait, else once the body
   * sent more. Calls that overlap are answered in turn, as an async generator's are.
   */
  private async next(): Promise<IteratorResult<StreamEvent, undefined>> {
    if (this.waiting !== undefined) return this.waiting.then(this.nextInTurn, this.nextInTurn)
    if (this.finished) return DONE
    this.events ??= new BodyEvents(this.response.body, new EventStreamDecoder(this.decoderOptions))
    let event: StreamEvent | undefined
    try {
      event = this.events.shift()
    } catch (error) {
      return this.failed(error)
    }
    if (event === undefined) return (this.waiting = this.wait(this.events))
    this.count++
    return { done: false, value: event }
  }

  private readonly nextInTurn = (): Promise<IteratorResult<StreamEvent, undefined>> => this.next()

  /** Waits for the body to send more, then hands over the next event or the end. */
  private async wait(events: BodyEvents): Promise<IteratorResult<StreamEvent, undefined>> {
    try {
      while (!(await events.settled())) {
        const event = events.shift()
        if (event !== undefined) {
          this.count++
          return { done: false, value: event }
        }
      }
      this.release()
      return DONE
    } catch (error) {
      return this.failed(error)
    } finally {
      this.waiting = undefined
    }
  }

  /** Ends the iteration on a failed read: quietly after close(), else with the read error. */
  private failed(error: unknown): IteratorResult<StreamEvent, undefined> {
    this.release()
    if (this.closed) return DONE
    throw this.readError(error, this.count)
  }

  /** The iterator's return(), called by a loop left early: ends the iteration in turn. */
  private stop(): Promise<IteratorResult<StreamEvent, undefined>> {
    if (this.waiting !== undefined) return this.waiting.then(this.stopInTurn, this.stopInTurn)
    this.release()
    return Promise.resolve(DONE)
  }

  /** Ends the iteration: stops listening to the body and releases the connection. */
  private release(): void {
    if (this.finished) return
    this.finished = true
    this.events?.detach()
    this.response.body.destroy()
  }

  private readonly stopInTurn = (): Promise<IteratorResult<StreamEvent, undefined>> => this.stop()

  /** The error a broken read becomes: a cancellation as is, the rest with the request named. */
  private readError(error: unknown, count: number): unknown {
    if (this.cancels.some(signal => signal.aborted)) return error
    if (error instanceof TransportError) return error
    const after = `after ${count} event${count === 1 ? '' : 's'}`
    if (error instanceof ResponseFormatError) {
      const { method, path } = this.request
      return new ResponseFormatError(`${method} ${path}: ${error.message} (${after})`, {
        cause: error
      })
    }
    const code = (error as NodeJS.ErrnoException | undefined)?.code
    if (typeof code === 'string') {
      return new TransportError(
        this.request.method,
        this.request.path,
        code,
        `the connection broke ${after}, before the stream ended`,
        true,
        { cause: error }
      )
    }
    return error
  }
}

/** The last path segment after `/runs/` of a `Content-Location`. */
function runIdOf(location: string | undefined): string | undefined {
  if (location === undefined) return undefined
  const at = location.lastIndexOf('/runs/')
  if (at === -1) return undefined
  const id = location.slice(at + '/runs/'.length).split(/[/?#]/)[0]
  if (id === undefined || id === '') return undefined
  try {
    return decodeURIComponent(id)
  } catch {
    return id
  }
}
