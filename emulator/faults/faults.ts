/**
 * Fault injection: rules that say which requests misbehave and how. Faults that stand in for a
 * broken network or proxy (status, reset, hang, malformed or wrong-shaped bodies, redirects,
 * crafted events) answer without touching state; latency, truncate, drop-response,
 * apply-then-hang and rewrite let the request through, so the emulator applies it, and then
 * delay, cut, swallow, withhold or change what it sends back; stale-read has the read answered
 * from the state before the last write.
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'

import { sendBody } from '../base/http-util.js'
import type {
  Fault,
  FaultHandle,
  FaultRule,
  Rewrite,
  SecondWrite,
  StreamEvent
} from './fault-types.js'

export type { Fault, FaultKind } from './fault-types.js'

/** Default body of a `malformed-json` fault: a JSON document cut off. */
const MALFORMED_JSON = '{"resources": [{"id": "'

/** Default body of a `wrong-shape` fault: valid JSON that is no record of either API. */
const WRONG_SHAPE: unknown = { ok: true, items: 'none', data: null }

interface LiveRule {
  readonly rule: FaultRule
  readonly method: string | RegExp | undefined
  seen: number
  hits: number
  removed: boolean
}

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
  if (
    fault.kind === 'stale-read' &&
    rule.method !== undefined &&
    (typeof rule.method !== 'string' || rule.method.toUpperCase() !== 'GET')
  ) {
    throw new TypeError(
      `a stale-read fault answers reads: its method must be GET, got ${String(rule.method)}`
    )
  }
  if (fault.kind === 'rewrite' && typeof fault.rewrite !== 'function') {
    throw new TypeError('a rewrite fault needs a rewrite function')
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
      // A stale read is a read: the rule matches GET requests only.
      method:
        rule.fault.kind === 'stale-read'
          ? 'GET'
          : typeof rule.method === 'string'
            ? rule.method.toUpperCase()
            : rule.method,
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
   * `onMatch`; a rule still in its `skip` count lets the request pass to later rules. A rule
   * whose fault cannot act now (`playable` false: a stale read before any write) does not match.
   * Rewrites are not taken here: see {@link rewrites}.
   */
  take(
    method: string,
    path: string,
    pathname: string,
    playable: (fault: Fault) => boolean = () => true
  ): Fault | undefined {
    const request = { method, path, pathname }
    const live = this.#rules.find(
      rule => rule.rule.fault.kind !== 'rewrite' && playable(rule.rule.fault) && fire(rule, request)
    )
    return live?.rule.fault
  }

  /**
   * Every rewrite that fires for a request the control plane answered, in order of addition:
   * each changes the answer the one before it made, so rewrites of several fields combine.
   */
  rewrites(method: string, path: string, pathname: string): Rewrite[] {
    const request = { method, path, pathname }
    return this.#rules.flatMap(live =>
      live.rule.fault.kind === 'rewrite' && fire(live, request) ? [live.rule.fault.rewrite] : []
    )
  }
}

function methodMatches(pattern: string | RegExp | undefined, method: string): boolean {
  if (pattern === undefined || pattern === method) return true
  if (typeof pattern === 'string') return false
  pattern.lastIndex = 0
  return pattern.test(method)
}

/** Whether a live rule fires for a request; firing counts a hit and runs `onMatch`. */
function fire(
  live: LiveRule,
  request: { readonly method: string; readonly path: string; readonly pathname: string }
): boolean {
  const { rule } = live
  if (live.removed) return false
  if (rule.times !== undefined && live.hits >= rule.times) return false
  if (!methodMatches(live.method, request.method.toUpperCase())) return false
  if (!pathMatches(rule.path, request.path, request.pathname)) return false
  live.seen += 1
  if (live.seen <= (rule.skip ?? 0)) return false
  live.hits += 1
  rule.onMatch?.({ method: request.method, path: request.path })
  return true
}

/** What the server must do after a fault's effect. */
export type FaultOutcome = 'answered' | 'proceed'

/** Services a fault needs from the server. */
export interface FaultContext {
  /** Reads (and logs) the request body. */
  readBody(): Promise<void>
  /** Waits; resolves false when the emulator closed meanwhile. */
  delay(ms: number): Promise<boolean>
  /** Makes another writer's revision of the deployment the request's path (or `deploymentId`) names. */
  secondWrite(revision: SecondWrite): void
  /** Records the body a fault sent in place of the service. */
  sent(body: string): void
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
    case 'apply-then-hang':
      interceptBody(res, 'hang')
      return 'proceed'
    case 'second-writer':
      context.secondWrite(fault.revision)
      return 'proceed'
    case 'rewrite':
    case 'stale-read':
      // The server answers these itself: they change what the control plane answers.
      return 'proceed'
    default:
      break
  }
  // The remaining faults answer in place of the service. Reading the body first means the
  // client is waiting for a response (not still writing) when the fault strikes, and the
  // request log shows what was sent.
  await context.readBody()
  const answer = answerOf(fault)
  if (answer === 'reset') req.socket.destroy()
  else if (answer !== 'hang') {
    sendBody(res, answer.status, answer.text, answer.contentType, answer.headers)
    context.sent(answer.text)
  }
  return 'answered'
}

/** What a fault that answers in place of the service sends: a body, a reset or nothing. */
type FaultAnswer =
  | {
      readonly status: number
      readonly text: string
      readonly contentType: string
      readonly headers: Record<string, string>
    }
  | 'reset'
  | 'hang'

const JSON_TYPE = 'application/json'

function answerOf(fault: Fault): FaultAnswer {
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
    status,
    text: JSON.stringify(body),
    contentType: JSON_TYPE,
    headers
  })
  switch (fault.kind) {
    case 'status': {
      const headers: Record<string, string> = { ...fault.headers }
      if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter)
      if (typeof fault.body === 'string') {
        return {
          status: fault.status,
          text: fault.body,
          contentType: 'text/plain; charset=utf-8',
          headers
        }
      }
      return json(
        fault.status,
        fault.body ?? { detail: STATUS_CODES[fault.status] ?? 'Error' },
        headers
      )
    }
    case 'malformed-json':
      return {
        status: 200,
        text: fault.body ?? MALFORMED_JSON,
        contentType: fault.contentType ?? JSON_TYPE,
        headers: {}
      }
    case 'wrong-shape':
      return json(fault.status ?? 200, fault.body ?? WRONG_SHAPE)
    case 'redirect': {
      const status = fault.status ?? 307
      return json(status, { detail: STATUS_CODES[status] }, { location: fault.location })
    }
    case 'events':
      return {
        status: 200,
        text: fault.events.map(eventFrame).join(''),
        contentType: 'text/event-stream',
        headers: { 'cache-control': 'no-cache', ...fault.headers }
      }
    case 'reset':
    case 'hang':
      return fault.kind
    default:
      throw new Error(`the ${fault.kind} fault does not answer in place of the service`)
  }
}

/** One event as an agent server frames it: multi-line data as one `data:` line per line. */
function eventFrame(event: StreamEvent): string {
  const data = event.data
    .split(/\r\n|\r|\n/)
    .map(line => `data: ${line}\n`)
    .join('')
  return `event: ${event.event}\n${data}\n`
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
 * `drop`, never sent at all (with `hang`, never sent and the socket left open). The socket is
 * destroyed instead of the response being ended, so the client sees a broken exchange, never a
 * complete short one.
 */
function interceptBody(res: ServerResponse, limit: number | 'drop' | 'hang'): void {
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
    if (limit === 'hang') {
      // Nothing goes out, and the socket stays open: the client waits for an answer.
      cut = true
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
    if (limit === 'hang') return
    if (limit === 'drop') {
      pass(Buffer.alloc(0), undefined, false)
      return
    }
    if (!cut) flushHeaders()
  }
}

function noop(): void {
  // A write without a callback.
}
