// Owns the agent server's HTTP surface: request validation and error and JSON answers in the
// real server's shapes.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { isUuid } from './ids.js'
import { CORS_HEADERS } from './sse.js'
import { STREAM_MODES, type StreamMode } from './stream.js'

/**
 * Request parsing and error responses with the real server's bodies: it
 * validates with zod 3 and answers a failed validation with 400
 * `{"success":false,"error":{"issues":[...],"name":"ZodError"}}`; the issue
 * objects below are built in zod 3's shape, key order included.
 */

/** One zod 3 issue. */
export type Issue = Record<string, unknown>

/** An error that is answered with a fixed status and body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly contentType: string
  ) {
    super(body)
    this.name = 'HttpError'
  }
}

/** The real server's plain-text errors (`HTTPException` messages). */
export function textError(status: number, message: string): HttpError {
  return new HttpError(status, message, 'text/plain;charset=UTF-8')
}

/** A JSON `{"detail": ...}` error, as the cloud's authentication layer answers. */
export function detailError(status: number, detail: string): HttpError {
  return new HttpError(status, JSON.stringify({ detail }), 'application/json')
}

/** A 400 with the zod issues. */
export function validationError(issues: readonly Issue[]): HttpError {
  return new HttpError(
    400,
    JSON.stringify({ success: false, error: { issues, name: 'ZodError' } }),
    'application/json'
  )
}

/** The largest request body read, and the `detail` of the JSON 413 answered past it. */
export interface BodyLimit {
  readonly bytes: number
  readonly detail: string
}

/** The limit unless one is given: well over the 25 MB a Cloud deployment takes. */
export const DEFAULT_BODY_LIMIT: BodyLimit = {
  bytes: 64 * 1024 * 1024,
  detail: 'Request body too large'
}

/**
 * Reads a JSON body the way the real server's validator does: a body sent as
 * JSON must parse (else 400 `Malformed JSON in request body`, an empty body
 * included); a body sent with another content type is taken as `{}`. A body
 * over the limit is read to its end, so that the client reads the 413.
 */
export async function readJsonBody(req: IncomingMessage, limit: BodyLimit): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size <= limit.bytes) chunks.push(chunk)
  }
  if (size > limit.bytes) throw detailError(413, limit.detail)
  const contentType = req.headers['content-type'] ?? ''
  if (!/^application\/([a-z0-9.+-]+\+)?json\b/i.test(contentType)) return {}
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown
  } catch {
    throw textError(400, 'Malformed JSON in request body')
  }
}

/** Sends a complete response with the real server's common headers. */
export function send(
  res: ServerResponse,
  status: number,
  body: string,
  contentType: string,
  headers: OutgoingHttpHeaders = {}
): void {
  res.writeHead(status, {
    ...CORS_HEADERS,
    ...headers,
    'content-type': contentType,
    'content-length': Buffer.byteLength(body)
  })
  res.end(body)
}

/** Sends a JSON response. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {}
): void {
  send(res, status, JSON.stringify(body), 'application/json', headers)
}

/** zod 3's name for the type of a value. */
function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan'
  return typeof value
}

export function invalidType(
  expected: string,
  value: unknown,
  path: readonly (string | number)[]
): Issue {
  const received = typeOf(value)
  return {
    code: 'invalid_type',
    expected,
    received,
    path,
    message: received === 'undefined' ? 'Required' : `Expected ${expected}, received ${received}`
  }
}

function quoteOptions(options: readonly string[]): string {
  return options.map(option => `'${option}'`).join(' | ')
}

/** An enum issue: zod 3 reports a wrong string and a non-string differently. */
function invalidEnum(
  options: readonly string[],
  value: unknown,
  path: readonly (string | number)[]
): Issue {
  const expected = quoteOptions(options)
  if (typeof value !== 'string') {
    const received = typeOf(value)
    return {
      expected,
      received,
      code: 'invalid_type',
      path,
      message: received === 'undefined' ? 'Required' : `Expected ${expected}, received ${received}`
    }
  }
  return {
    received: value,
    code: 'invalid_enum_value',
    options,
    path,
    message: `Invalid enum value. Expected ${expected}, received '${value}'`
  }
}

export function union(path: readonly (string | number)[], branches: readonly Issue[][]): Issue {
  return {
    code: 'invalid_union',
    unionErrors: branches.map(issues => ({ issues, name: 'ZodError' })),
    path,
    message: 'Invalid input'
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function checkEnum(
  body: Record<string, unknown>,
  key: string,
  options: readonly string[],
  issues: Issue[]
): void {
  const value = body[key]
  if (value !== undefined && (typeof value !== 'string' || !options.includes(value))) {
    issues.push(invalidEnum(options, value, [key]))
  }
}

function checkStreamMode(value: unknown, issues: Issue[]): void {
  if (value === undefined) return
  const path = ['stream_mode']
  if (Array.isArray(value)) {
    const bad = value.flatMap((item: unknown, index) =>
      typeof item === 'string' && (STREAM_MODES as readonly string[]).includes(item)
        ? []
        : [invalidEnum(STREAM_MODES, item, ['stream_mode', index])]
    )
    if (bad.length > 0) issues.push(union(path, [bad, [invalidEnum(STREAM_MODES, value, path)]]))
    return
  }
  if (typeof value === 'string' && (STREAM_MODES as readonly string[]).includes(value)) return
  issues.push(
    union(path, [[invalidType('array', value, path)], [invalidEnum(STREAM_MODES, value, path)]])
  )
}

function checkBoolean(body: Record<string, unknown>, key: string, issues: Issue[]): void {
  const value = body[key]
  if (value !== undefined && typeof value !== 'boolean') {
    issues.push(invalidType('boolean', value, [key]))
  }
}

export function checkObject(body: Record<string, unknown>, key: string, issues: Issue[]): void {
  const value = body[key]
  if (value !== undefined && !isRecord(value)) issues.push(invalidType('object', value, [key]))
}

/** A validated run request (`POST .../runs` and `.../runs/stream`). */
export interface RunRequest {
  readonly assistantId: string
  readonly input: unknown
  /** Requested modes; `values` when none were asked for. */
  readonly modes: readonly StreamMode[]
  readonly subgraphs: boolean
  readonly metadata: Readonly<Record<string, unknown>>
  /** `create` makes a missing thread on the fly; `reject` (default) refuses it. */
  readonly ifNotExists: 'create' | 'reject'
  /**
   * What happens to the run when its streaming client disconnects: as on the real server, it
   * goes on (`continue`, the default) unless the request asks for `cancel`.
   */
  readonly onDisconnect: 'cancel' | 'continue'
  /** `reject` (default) refuses a run on a busy thread; the others cancel the active run first. */
  readonly multitaskStrategy: 'reject' | 'rollback' | 'interrupt' | 'enqueue'
}

/** Validates a run request body, or throws the 400 the real server sends. */
export function parseRunRequest(body: unknown): RunRequest {
  if (!isRecord(body)) throw validationError([invalidType('object', body, [])])
  const issues: Issue[] = []
  const assistantId = body.assistant_id
  if (typeof assistantId !== 'string') {
    const path = ['assistant_id']
    issues.push(
      union(path, [
        [invalidType('string', assistantId, path)],
        [invalidType('string', assistantId, path)]
      ])
    )
  }
  checkObject(body, 'metadata', issues)
  checkEnum(body, 'on_disconnect', ['cancel', 'continue'], issues)
  checkEnum(body, 'multitask_strategy', ['reject', 'rollback', 'interrupt', 'enqueue'], issues)
  checkStreamMode(body.stream_mode, issues)
  checkBoolean(body, 'stream_subgraphs', issues)
  checkBoolean(body, 'stream_resumable', issues)
  checkEnum(body, 'if_not_exists', ['reject', 'create'], issues)
  if (issues.length > 0 || typeof assistantId !== 'string') throw validationError(issues)
  const requested = body.stream_mode as StreamMode | StreamMode[] | undefined
  const modes = requested === undefined ? [] : Array.isArray(requested) ? requested : [requested]
  return {
    assistantId,
    input: body.input,
    modes: modes.length === 0 ? ['values'] : modes,
    subgraphs: body.stream_subgraphs === true,
    metadata: isRecord(body.metadata) ? body.metadata : {},
    ifNotExists: body.if_not_exists === 'create' ? 'create' : 'reject',
    onDisconnect: body.on_disconnect === 'cancel' ? 'cancel' : 'continue',
    multitaskStrategy:
      (body.multitask_strategy as RunRequest['multitaskStrategy'] | undefined) ?? 'reject'
  }
}

/** A validated `POST /threads` body. */
export interface ThreadRequest {
  readonly threadId: string | undefined
  readonly metadata: Record<string, unknown>
  readonly ifExists: 'raise' | 'do_nothing'
}

/** Validates a thread creation body, or throws the 400 the real server sends. */
export function parseThreadRequest(body: unknown): ThreadRequest {
  if (!isRecord(body)) throw validationError([invalidType('object', body, [])])
  const issues: Issue[] = []
  const threadId = body.thread_id
  if (threadId !== undefined) {
    if (typeof threadId !== 'string') issues.push(invalidType('string', threadId, ['thread_id']))
    else if (!isUuid(threadId)) issues.push(...uuidIssues({ thread_id: threadId }))
  }
  checkObject(body, 'metadata', issues)
  checkEnum(body, 'if_exists', ['raise', 'do_nothing'], issues)
  if (issues.length > 0) throw validationError(issues)
  return {
    threadId: typeof threadId === 'string' ? threadId : undefined,
    metadata: isRecord(body.metadata) ? { ...body.metadata } : {},
    ifExists: body.if_exists === 'do_nothing' ? 'do_nothing' : 'raise'
  }
}

/** Issues for path parameters that must be UUIDs, in the order given. */
export function uuidIssues(params: Readonly<Record<string, string>>): Issue[] {
  return Object.entries(params)
    .filter(([, value]) => !isUuid(value))
    .map(([name]) => ({
      validation: 'uuid',
      code: 'invalid_string',
      message: 'Invalid uuid',
      path: [name]
    }))
}
