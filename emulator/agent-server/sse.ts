// Owns the server-sent-events wire format and one client's event stream, with backpressure.
import type { ServerResponse } from 'node:http'

/**
 * Server-sent events as the real agent server writes them: `event:` then
 * `data:` (one line of JSON) then, on thread runs and joins, `id:`, then a
 * blank line. There is no end event and no heartbeat; the body simply ends
 * after the run's last event.
 */

/** CORS headers the real server adds to every response. */
export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'content-location,x-pagination-total'
} as const

/** One SSE frame. `data` is already-serialised JSON. */
export function formatFrame(event: string, data: string, id: number | undefined): string {
  return id === undefined
    ? `event: ${event}\ndata: ${data}\n\n`
    : `event: ${event}\ndata: ${data}\nid: ${id}\n\n`
}

/**
 * One client's event stream. Writes respect backpressure: {@link send}
 * returns a promise, to be awaited before the next write, whenever the
 * socket's buffer is full, so a slow reader slows the run down instead of
 * growing memory.
 */
export class EventStream {
  private open = true
  private drainWaiter: (() => void) | undefined
  private readonly closeListeners: (() => void)[] = []
  private settle: () => void = () => undefined
  /** Settles when the body has ended or the client has gone. */
  readonly done: Promise<void> = new Promise(resolve => {
    this.settle = resolve
  })

  /** Set when the client went away before the body ended. */
  private gone = false

  constructor(private readonly res: ServerResponse) {
    res.on('drain', () => {
      this.wake()
    })
    res.on('close', () => {
      this.clientGone()
    })
    // The client may have hung up while its request body was being read.
    if (res.socket === null || res.socket.destroyed) this.clientGone()
  }

  private clientGone(): void {
    const wasOpen = this.open
    this.open = false
    this.wake()
    this.settle()
    if (!wasOpen) return
    this.gone = true
    for (const listener of this.closeListeners) listener()
  }

  /** Sends the 200 head of an event stream. */
  start(contentLocation: string | undefined): void {
    if (!this.open) return
    this.res.writeHead(200, {
      ...CORS_HEADERS,
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      ...(contentLocation === undefined ? {} : { 'content-location': contentLocation }),
      'content-type': 'text/event-stream'
    })
    this.res.flushHeaders()
  }

  /** Calls `listener` once if the client goes away before {@link end}. */
  onClientGone(listener: () => void): void {
    if (this.gone) listener()
    else this.closeListeners.push(listener)
  }

  /**
   * Writes a frame. Returns `undefined` when the client can take more at once,
   * else a promise that settles when it can (or when it has gone).
   */
  send(frame: string): Promise<void> | undefined {
    if (!this.open) return undefined
    if (this.res.write(frame)) return undefined
    return new Promise(resolve => {
      this.drainWaiter = resolve
    })
  }

  /** Ends the body: the end of the run for the client. */
  end(): void {
    if (!this.open) return
    this.open = false
    this.wake()
    this.res.end(() => {
      this.settle()
    })
  }

  private wake(): void {
    const waiter = this.drainWaiter
    this.drainWaiter = undefined
    waiter?.()
  }
}
