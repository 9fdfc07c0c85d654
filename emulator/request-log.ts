/** The emulator's record of the requests it received, for tests to assert what a client sent. */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

import type { FaultKind } from './faults/faults.js'
import type { WakeRole } from './scale-to-zero.js'
import type { RequestLogEntry } from './types.js'

/** One logged request; its status follows the response until the exchange is over. */
class LoggedRequest implements RequestLogEntry {
  readonly listener: 'api' | 'storage'
  readonly method: string
  readonly path: string
  readonly headers: IncomingHttpHeaders
  readonly receivedAt: number
  body: string | undefined = undefined
  responseBody: string | undefined = undefined
  fault: FaultKind | undefined = undefined
  wake: WakeRole | undefined = undefined
  #response: ServerResponse | undefined
  #finalStatus: number | null = null

  constructor(
    req: IncomingMessage,
    res: ServerResponse,
    receivedAt: number,
    listener: 'api' | 'storage'
  ) {
    this.listener = listener
    this.method = req.method ?? 'GET'
    this.path = req.url ?? '/'
    this.headers = { ...req.headers }
    this.receivedAt = receivedAt
    this.#response = res
  }

  get status(): number | null {
    return this.#response === undefined ? this.#finalStatus : this.#statusOf(this.#response)
  }

  /** Fixes the status once the exchange is over and lets go of the response. */
  settle(): void {
    if (this.#response === undefined) return
    this.#finalStatus = this.#statusOf(this.#response)
    this.#response = undefined
  }

  #statusOf(res: ServerResponse): number | null {
    // A dropped or withheld response had its status line prepared but never sent.
    if (this.fault === 'drop-response' || this.fault === 'apply-then-hang') return null
    return res.headersSent ? res.statusCode : null
  }
}

/** A bounded log of requests, oldest first. */
export class RequestLog {
  readonly #entries: LoggedRequest[] = []
  readonly #limit: number
  readonly #onSettled: ((entry: RequestLogEntry) => void) | undefined

  constructor(limit: number, onSettled?: (entry: RequestLogEntry) => void) {
    this.#limit = Math.max(1, limit)
    this.#onSettled = onSettled
  }

  /** Logs a request; the entry settles when the response closes. */
  record(
    req: IncomingMessage,
    res: ServerResponse,
    receivedAt: number,
    listener: 'api' | 'storage' = 'api'
  ): LoggedRequest {
    const entry = new LoggedRequest(req, res, receivedAt, listener)
    this.#entries.push(entry)
    if (this.#entries.length > this.#limit) this.#entries.shift()
    res.once('close', () => {
      entry.settle()
      this.#onSettled?.(entry)
    })
    return entry
  }

  entries(): RequestLogEntry[] {
    return [...this.#entries]
  }

  clear(): void {
    this.#entries.length = 0
  }
}

export type { LoggedRequest }
