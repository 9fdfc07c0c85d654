// Owns one streamed run as the caller reads it: the events of the body, decoded once, and the
// errors a broken read becomes. Leaving the loop early closes the connection.
import type { IncomingHttpHeaders } from 'node:http'
import { ResponseFormatError, TransportError } from '../base/errors.js'
import type { RequestSpec, StreamResponse } from '../base/http.js'
import { BodyEvents } from './body-events.js'
import { EventStreamDecoder } from './sse.js'
import type { EventStreamDecoderOptions, StreamEvent } from './sse.js'

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

  [Symbol.asyncIterator](): AsyncGenerator<StreamEvent, undefined, undefined> {
    if (this.iterated) {
      throw new Error(
        `${this.request.method} ${this.request.path}: a run stream can be read only once`
      )
    }
    this.iterated = true
    const generator = this.read()
    // A generator not yet started runs no `finally` on return(): release the body then too.
    const stop = generator.return.bind(generator)
    generator.return = value => {
      this.response.body.destroy()
      return stop(value)
    }
    return generator
  }

  /** Stops reading and releases the connection; an iteration in progress ends quietly. */
  close(): void {
    this.closed = true
    this.response.body.destroy()
  }

  /**
   * The body's events, decoded as they come; a broken read ends it quietly after close(), else
   * with the read error. However it ends (the body's end, an error, a loop left early), the body
   * is released.
   */
  private async *read(): AsyncGenerator<StreamEvent, undefined, undefined> {
    const events = new BodyEvents(this.response.body, new EventStreamDecoder(this.decoderOptions))
    let count = 0
    try {
      for (;;) {
        for (let event = events.shift(); event !== undefined; event = events.shift()) {
          count++
          yield event
        }
        if (await events.settled()) return undefined
      }
    } catch (error) {
      if (this.closed) return undefined
      throw this.readError(error, count)
    } finally {
      events.detach()
      this.response.body.destroy()
    }
  }

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
      return new TransportError({
        method: this.request.method,
        path: this.request.path,
        code,
        detail: `the connection broke ${after}, before the stream ended`,
        mayHaveReachedServer: true,
        cause: error
      })
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
