// Owns answering the API routes (control plane, LangSmith) over HTTP: reading the body (413 past
// its limit), the rewrite faults, and the control plane's stale and lagging reads.
import type { IncomingMessage, ServerResponse } from 'node:http'

import {
  BodyTooLargeError,
  MAX_BODY_BYTES,
  readBody,
  sendBody,
  sendJson,
  sendTooLarge,
  tooLargeDetail,
  type RequestTarget
} from './base/http-util.js'
import {
  ControlPlane,
  type ApiRequest,
  type ApiResponse,
  type ControlPlaneSettings
} from './control-plane/router.js'
import type { DeploymentStore } from './control-plane/state.js'
import type { ControlPlaneAnswer, Fault } from './faults/fault-types.js'
import type { FaultRegistry } from './faults/faults.js'
import type { LoggedRequest } from './request-log.js'

/** A request on its way to a route: its log entry, its target and the fault still to play. */
export interface Routed {
  readonly entry: LoggedRequest
  readonly target: RequestTarget
  readonly fault: Fault | undefined
}

/** An API other than the control plane, served through {@link ApiFront.serve}. */
export interface OtherApi {
  respond(request: ApiRequest): ApiResponse
  /** Largest request body it reads (413 past it). */
  readonly maxBodyBytes: number
}

/** The API routes of one emulator, over its deployment store. */
export class ApiFront {
  readonly #store: DeploymentStore
  readonly #settings: ControlPlaneSettings
  readonly #faults: FaultRegistry
  readonly #controlPlane: ControlPlane
  /** The control plane over the state as it was before the last write that succeeded. */
  #beforeLastWrite: ControlPlane | undefined
  /** Reads still to answer from it under the `readsBehindWrites` quirk. */
  #laggingReads = 0

  constructor(store: DeploymentStore, settings: ControlPlaneSettings, faults: FaultRegistry) {
    this.#store = store
    this.#settings = settings
    this.#faults = faults
    this.#controlPlane = new ControlPlane(store, settings)
  }

  /** Whether a stale read can be played: a write has succeeded, so an older state exists. */
  get canReadStale(): boolean {
    return this.#beforeLastWrite !== undefined
  }

  /**
   * Answers a request to `pathname` with `api` (the control plane by default, from the state
   * before the last write under a `stale-read` fault), after the rewrites that match it.
   */
  async serve(
    req: IncomingMessage,
    res: ServerResponse,
    { entry, target, fault }: Routed,
    pathname: string,
    other?: OtherApi
  ): Promise<void> {
    const limit = other?.maxBodyBytes ?? MAX_BODY_BYTES
    let body: Buffer
    try {
      body = await readBody(req, limit)
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error
      sendTooLarge(res, tooLargeDetail(limit))
      return
    }
    entry.body = body.toString('utf8')
    const method = req.method ?? 'GET'
    const request = { method, pathname, query: target.query, headers: req.headers, body }
    const stale = fault?.kind === 'stale-read'
    let answer: ControlPlaneAnswer = other?.respond(request) ?? this.#answer(request, stale)
    const upper = method.toUpperCase()
    for (const rewrite of this.#faults.rewrites(upper, target.path, target.pathname)) {
      entry.fault ??= 'rewrite'
      answer = rewrite(answer, { method: upper, path: target.path })
    }
    // The body is written as JSON once: the log keeps the very text sent.
    const text =
      answer.text ?? (answer.body === undefined ? undefined : JSON.stringify(answer.body))
    entry.responseBody = text ?? ''
    if (text === undefined) sendJson(res, answer.status, undefined, answer.headers)
    else sendBody(res, answer.status, text, 'application/json', answer.headers)
  }

  /**
   * The control plane's answer: from the state before the last write when `stale`. Before a
   * write, the state is copied; the copy is kept if the write succeeds, for stale reads.
   */
  #answer(request: ApiRequest, stale: boolean): ApiResponse {
    const method = request.method.toUpperCase()
    const read = method === 'GET' || method === 'HEAD'
    const lagging = read && this.#laggingReads > 0
    if (lagging) this.#laggingReads -= 1
    if ((stale || lagging) && this.#beforeLastWrite !== undefined) {
      return this.#beforeLastWrite.respond(request)
    }
    if (read) return this.#controlPlane.respond(request)
    const before = this.#store.clone()
    const answer = this.#controlPlane.respond(request)
    if (answer.status < 300) {
      this.#beforeLastWrite = new ControlPlane(before, this.#settings)
      this.#laggingReads = this.#settings.quirks().readsBehindWrites
    }
    return answer
  }
}
