/**
 * Fault injection: rules that say which requests misbehave and how. Faults that stand in for a
 * broken network or proxy (status, reset, hang, malformed or wrong-shaped bodies, redirects)
 * answer without touching state; latency, truncate, drop-response and rewrite let the request
 * through, so the emulator applies it, and then delay, cut, swallow or trim what it sends back.
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'

import { sendBody, sendJson } from './http-util.js'
import type { Fault, FaultHandle, FaultRule, SecondWrite } from './fault-types.js'

export type { Fault, FaultKind } from './fault-types.js'

/** Default body of a `malformed-json` fault: a JSON document cut off. */
const MALFORMED_JSON = '{"resources": [{"id": "'

/** Default body of a `wrong-shape` fault: valid JSON that is no record of either API. */
const WRONG_SHAPE: unknown = { ok: true, items: 'none', data: null }

interface LiveRule {
  readonly rule: FaultRule
  readonly method: string | undefined
  seen: number
  hits: number
  removed: boolean
}

const given = (value: unknown): boolean => value !== undefined

function assertValidRule(rule: FaultRule): void {
  const { fault } = rule
  if (rule.times !== undefined && (!Number.isInteger(rule.times) || rule.times < 1)) {
    throw new TypeError(`fault rule 'times' must be a positive integer, got ${String(rule.times)}`)
  }
  if (rule.skip !== undefined && (!Number.isInteger(rule.skip) || rule.skip < 0)) {
    throw new TypeError(
      `fault rule 'skip' must be a non-negative integer, got ${String(rule.skip)}`
    )
  }
  if (typeof rule.path === 'string' && !rule.path.startsWith('/')) {
    throw new TypeError(`fault rule 'path' must start with '/', got "${rule.path}"`)
  }
  if (fault.kind === 'status' && !(fault.status >= 100 && fault.status <= 599)) {
    throw new TypeError(`status fault needs a status in 100-599, got ${fault.status}`)
  }
  if (fault.kind === 'latency' && !(fault.ms >= 0)) {
    throw new TypeError(`latency fault needs ms >= 0, got ${fault.ms}`)
  }
  if (fault.kind === 'rewrite' && [fault.body, fault.keep, fault.set].filter(given).length !== 1) {
    throw new TypeError("rewrite fault needs one of 'body', 'keep' and 'set'")
  }
  if (fault.kind === 'truncate' && !(Number.isInteger(fault.bytes) && fault.bytes >= 0)) {
    throw new TypeError(`truncate fault needs a whole number of bytes >= 0, got ${fault.bytes}`)
  }
}

function pathMatches(pattern: string | RegExp, path: string, pathname: string): boolean {
  if (typeof pattern === 'string') {
    return pathname === pattern || pathname === `/api-host${pattern}`
  }
  // A global or sticky RegExp keeps state between test() calls; reset it so every request is
  // matched from the start.
  pattern.lastIndex = 0
  return pattern.test(path)
}

/** The faults configured on one emulator. */
export class FaultRegistry {
  #rules: LiveRule[] = []

  /** Adds a rule after the existing ones. */
  add(rule: FaultRule): FaultHandle {
    assertValidRule(rule)
    const live: LiveRule = {
      rule,
      method: rule.method?.toUpperCase(),
      seen: 0,
      hits: 0,
      removed: false
    }
    this.#rules.push(live)
    const rules = (): LiveRule[] => this.#rules
    const setRules = (next: LiveRule[]): void => {
      this.#rules = next
    }
    return {
      get hits() {
        return live.hits
      },
      get done() {
        return live.removed || (rule.times !== undefined && live.hits >= rule.times)
      },
      remove() {
        live.removed = true
        setRules(rules().filter(other => other !== live))
      }
    }
  }

  clear(): void {
    for (const live of this.#rules) live.removed = true
    this.#rules = []
  }

  /**
   * The fault for a request, if a rule fires for it. Firing counts as a hit and runs the rule's
   * `onMatch`; a rule still in its `skip` count lets the request pass to later rules.
   */
  take(method: string, path: string, pathname: string): Fault | undefined {
    for (const live of this.#rules) {
      const { rule } = live
      if (live.removed) continue
      if (rule.times !== undefined && live.hits >= rule.times) continue
      if (live.method !== undefined && live.method !== method.toUpperCase()) continue
      if (!pathMatches(rule.path, path, pathname)) continue
      live.seen += 1
      if (live.seen <= (rule.skip ?? 0)) continue
      live.hits += 1
      rule.onMatch?.({ method, path })
      return rule.fault
    }
    return undefined
  }
}

/** What the server must do after a fault's effect. */
export type FaultOutcome = 'answered' | 'proceed'

/** Services a fault needs from the server. */
export interface FaultContext {
  /** Reads (and logs) the request body. */
  readBody(): Promise<void>
  /** Waits; resolves false when the emulator closed meanwhile. */
  delay(ms: number): Promise<boolean>
  /** Makes another writer's revision of the deployment the request's path names. */
  secondWrite(revision: SecondWrite): void
}

/**
 * Applies a fault to a request. `proceed` means the request must now be handled normally (the
 * response may be intercepted); `answered` means nothing else may be sent.
 */
export async function applyFault(
  fault: Fault,
  req: IncomingMessage,
  res: ServerResponse,
  context: FaultContext
): Promise<FaultOutcome> {
  switch (fault.kind) {
    case 'latency':
      return (await context.delay(fault.ms)) ? 'proceed' : 'answered'
    case 'truncate':
      interceptBody(res, fault.bytes)
      return 'proceed'
    case 'drop-response':
      interceptBody(res, 'drop')
      return 'proceed'
    case 'second-writer':
      context.secondWrite(fault.revision)
      return 'proceed'
    case 'rewrite':
      interceptAnswer(res, original => rewrittenBody(original, fault))
      return 'proceed'
    default:
      break
  }
  // The remaining faults answer in place of the service. Reading the body first means the
  // client is waiting for a response (not still writing) when the fault strikes, and the
  // request log shows what was sent.
  await context.readBody()
  switch (fault.kind) {
    case 'status': {
      const headers: Record<string, string> = { ...fault.headers }
      if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter)
      if (typeof fault.body === 'string') {
        sendBody(res, fault.status, fault.body, 'text/plain; charset=utf-8', headers)
      } else {
        const body = fault.body ?? { detail: STATUS_CODES[fault.status] ?? 'Error' }
        sendJson(res, fault.status, body, headers)
      }
      break
    }
    case 'reset':
      req.socket.destroy()
      break
    case 'hang':
      break
    case 'malformed-json':
      sendBody(res, 200, fault.body ?? MALFORMED_JSON, fault.contentType ?? 'application/json')
      break
    case 'wrong-shape':
      sendJson(res, fault.status ?? 200, fault.body ?? WRONG_SHAPE)
      break
    case 'redirect': {
      const status = fault.status ?? 307
      sendJson(res, status, { detail: STATUS_CODES[status] }, { location: fault.location })
      break
    }
  }
  return 'answered'
}

type WriteCallback = (error?: Error | null) => void

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  }
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length)
  return Buffer.alloc(0)
}

function findCallback(args: readonly unknown[]): WriteCallback | undefined {
  const last = args[args.length - 1]
  return typeof last === 'function' ? (last as WriteCallback) : undefined
}

/**
 * Replaces `write`, `end` and `flushHeaders` of one response so that whatever handles the
 * request (a control-plane route or an agent server) runs unchanged while the bytes it sends
 * are cut after `limit` body bytes (headers go out, then the socket is destroyed) or, with
 * `drop`, never sent at all. The socket is destroyed instead of the response being ended, so
 * the client sees a broken exchange, never a complete short one.
 */
function interceptBody(res: ServerResponse, limit: number | 'drop'): void {
  const write = res.write.bind(res) as (chunk: Buffer, callback: WriteCallback) => boolean
  const flushHeaders = res.flushHeaders.bind(res)
  let sent = 0
  let cut = false

  const destroy = (): void => {
    res.socket?.destroy()
  }
  const refuse = (callback: WriteCallback | undefined): void => {
    if (callback !== undefined) {
      process.nextTick(callback, new Error('response cut by an injected fault'))
    }
  }
  // Passes on what fits under the limit; once the limit is reached, flushes that much and
  // destroys the socket. `ending` forces the cut even when everything fitted.
  const pass = (chunk: Buffer, callback: WriteCallback | undefined, ending: boolean): void => {
    if (cut) {
      refuse(callback)
      return
    }
    if (limit === 'drop') {
      cut = true
      destroy()
      refuse(callback)
      return
    }
    const room = limit - sent
    if (chunk.length < room && !ending) {
      sent += chunk.length
      write(chunk, callback ?? noop)
      return
    }
    cut = true
    const part = chunk.subarray(0, Math.max(0, room))
    sent += part.length
    write(part, destroy)
    refuse(callback)
  }

  res.write = ((chunk: unknown, ...rest: unknown[]): boolean => {
    pass(toBuffer(chunk, rest[0]), findCallback(rest), false)
    return true
  }) as typeof res.write
  res.end = ((...args: unknown[]): ServerResponse => {
    const [first, second] = args
    const chunk = typeof first === 'function' ? Buffer.alloc(0) : toBuffer(first, second)
    pass(chunk, findCallback(args), true)
    return res
  }) as typeof res.end
  res.flushHeaders = (): void => {
    if (limit === 'drop') {
      pass(Buffer.alloc(0), undefined, false)
      return
    }
    if (!cut) flushHeaders()
  }
}

/** The answer a `rewrite` fault sends instead of `original` (the service's JSON text). */
function rewrittenBody(original: string, fault: Extract<Fault, { kind: 'rewrite' }>): string {
  if (fault.body !== undefined) return fault.body
  const answer = JSON.parse(original) as Record<string, unknown>
  if (fault.set !== undefined) return JSON.stringify({ ...answer, ...fault.set })
  return JSON.stringify(Object.fromEntries((fault.keep ?? []).map(key => [key, answer[key]])))
}

/**
 * Holds back the status line and the one-piece body of a response (writeHead, then end) and
 * sends `rewrite(body)` in its place, with its own Content-Length.
 */
function interceptAnswer(res: ServerResponse, rewrite: (body: string) => string): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers: object) => ServerResponse
  const end = res.end.bind(res) as (body: string) => ServerResponse
  let status = 200
  let headers: Record<string, unknown> = {}
  res.writeHead = (code: number, ...rest: unknown[]): ServerResponse => {
    status = code
    const given = rest.find(item => typeof item === 'object' && item !== null)
    headers = { ...(given as Record<string, unknown> | undefined) }
    return res
  }
  res.end = ((chunk?: unknown): ServerResponse => {
    const original = chunk instanceof Uint8Array || typeof chunk === 'string' ? chunk : ''
    const text = rewrite(Buffer.from(original).toString('utf8'))
    writeHead(status, { ...headers, 'content-length': Buffer.byteLength(text) })
    return end(text)
  }) as typeof res.end
}

function noop(): void {
  // A write without a callback.
}
