/** Small HTTP helpers shared by the emulator's routes and its fault injection. */
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Largest request body the emulator reads; the real services refuse far smaller ones too. */
export const MAX_BODY_BYTES = 1024 * 1024

/** A request body over {@link MAX_BODY_BYTES}. */
export class BodyTooLargeError extends Error {
  constructor() {
    super(`request body exceeds ${MAX_BODY_BYTES} bytes`)
    this.name = 'BodyTooLargeError'
  }
}

/** Reads the whole request body. Rejects with {@link BodyTooLargeError} past the limit. */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > limit) throw new BodyTooLargeError()
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

/** The whole request body as text; '' when it is over {@link MAX_BODY_BYTES}. */
export async function readBodyText(req: IncomingMessage): Promise<string> {
  try {
    return (await readBody(req)).toString('utf8')
  } catch (error) {
    if (error instanceof BodyTooLargeError) return ''
    throw error
  }
}

/** The `detail` of a 413 that names the limit: `... at most 25000000 bytes (25 MB).` */
export function tooLargeDetail(limitBytes: number): string {
  const mb = limitBytes % 1_000_000 === 0 ? ` (${limitBytes / 1_000_000} MB)` : ''
  return `Payload Too Large: a request body may be at most ${limitBytes} bytes${mb}.`
}

/** Answers 413 `{"detail": ...}` and closes the connection, whose body may be unread. */
export function sendTooLarge(res: ServerResponse, detail: string): void {
  sendJson(res, 413, { detail }, { connection: 'close' })
}

/** Sends a complete response with a Content-Length. */
export function sendBody(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  contentType: string,
  headers: OutgoingHttpHeaders = {}
): void {
  const buffer = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
  res.writeHead(status, {
    ...headers,
    'content-type': contentType,
    'content-length': buffer.length
  })
  res.end(buffer)
}

/** Sends a JSON response; `undefined` sends no body (204). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {}
): void {
  if (body === undefined) {
    res.writeHead(status, headers)
    res.end()
    return
  }
  sendBody(res, status, JSON.stringify(body), 'application/json', headers)
}

/** The parts of a request target the emulator routes on. */
export interface RequestTarget {
  /** Path and query as received. */
  readonly path: string
  /** Path without the query, not percent-decoded. */
  readonly pathname: string
  readonly query: URLSearchParams
}

/** Splits a request target (`/v2/x?y=1`) into path and query. */
export function parseTarget(rawUrl: string | undefined): RequestTarget {
  const path = rawUrl ?? '/'
  const mark = path.indexOf('?')
  const pathname = mark === -1 ? path : path.slice(0, mark)
  const query = new URLSearchParams(mark === -1 ? '' : path.slice(mark + 1))
  return { path, pathname, query }
}

/** True for `application/json` and `application/*+json`, with or without parameters. */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false
  const type = (header.split(';')[0] ?? '').trim().toLowerCase()
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'))
}

/** The first value of a header that may repeat. */
export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** A minimal HTML page, as a web front end serves for paths it does not know. */
export function htmlPage(title: string): string {
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${title}</title></head><body><div id="root"></div></body></html>\n`
}

const ENTITIES: Readonly<Record<string, string>> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;'
}

/** A value as HTML text: `<>&"'` escaped; null and undefined as ''. */
export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[<>&"']/g, char => ENTITIES[char] ?? char)
}

/** An emulator page: `title` is escaped, `body` is HTML the caller escaped. */
export function emulatorPage(title: string, body: string): string {
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(title)} · LangSmith emulator</title></head><body>\n${body}\n</body></html>\n`
}

/** Starts `server` on `host`:`port` (0: any free one) and resolves with its base URL. */
export function listen(server: Server, host: string, port: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      const shownHost = host.includes(':') ? `[${host}]` : host
      resolve(`http://${shownHost}:${(server.address() as AddressInfo).port}`)
    })
  })
}
