/**
 * Owns reading a `multipart/form-data` body into its named parts, as the `langsmith` clients send
 * examples (JS FormData, Python's requests-toolbelt); a body that is not one is a 422.
 */
import { unprocessable } from '../base/api-error.js'

/** One part of a multipart body. */
export interface MultipartPart {
  readonly name: string
  /** The part's own Content-Type, '' when it gives none. */
  readonly contentType: string
  readonly data: Buffer
}

const NOT_MULTIPART = 'Expected a multipart/form-data body with a boundary'

function malformed(msg: string, input: unknown): never {
  throw unprocessable([{ type: 'value_error', loc: ['body'], msg, input }])
}

/** The boundary of a `multipart/form-data` Content-Type, or undefined for any other type. */
function boundaryOf(contentType: string | undefined): string | undefined {
  const [type = '', ...params] = (contentType ?? '').split(';').map(part => part.trim())
  if (type.toLowerCase() !== 'multipart/form-data') return undefined
  for (const param of params) {
    const at = param.indexOf('=')
    if (param.slice(0, at).trim().toLowerCase() !== 'boundary') continue
    const value = param.slice(at + 1).trim()
    return value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value
  }
  return undefined
}

/** The headers of one part, names lower-cased. */
function partHeaders(text: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of text.split('\r\n')) {
    const at = line.indexOf(':')
    if (at > 0) headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim())
  }
  return headers
}

/** The `name` of a `Content-Disposition: form-data; name="..."` header. */
function fieldName(disposition: string | undefined): string | undefined {
  const match = /(?:^|;)\s*name="((?:[^"\\]|\\.)*)"/i.exec(disposition ?? '')
  return match?.[1]?.replace(/\\(.)/g, '$1').replace(/%22/g, '"')
}

/** One part between two boundaries (its leading CRLF already skipped). */
function readPart(raw: Buffer): MultipartPart {
  const split = raw.indexOf('\r\n\r\n')
  if (split < 0) malformed('A multipart part has no blank line after its headers', null)
  const headers = partHeaders(raw.subarray(0, split).toString('utf8'))
  const name = fieldName(headers.get('content-disposition'))
  if (name === undefined) malformed('A multipart part has no form-data name', null)
  return { name, contentType: headers.get('content-type') ?? '', data: raw.subarray(split + 4) }
}

/** The parts of a multipart body, in order. */
export function parseMultipart(body: Buffer, contentType: string | undefined): MultipartPart[] {
  const boundary = boundaryOf(contentType)
  if (boundary === undefined || boundary === '') malformed(NOT_MULTIPART, contentType ?? null)
  const delimiter = Buffer.from(`--${boundary}`)
  let at = body.indexOf(delimiter)
  if (at < 0) malformed(`The body holds no boundary "${boundary}"`, null)
  const parts: MultipartPart[] = []
  for (;;) {
    const after = at + delimiter.length
    if (body.subarray(after, after + 2).toString() === '--') return parts
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), after)
    if (next < 0) malformed('The body ends before its closing boundary', null)
    parts.push(readPart(body.subarray(after + 2, next)))
    at = next + 2
  }
}
