/**
 * Owns reading a JSON request body as the real services (FastAPI apps) do: each problem a 422.
 * The control plane and the LangSmith API both read their bodies (objects, lists) through it.
 */
import { unprocessable } from './api-error.js'
import { headerValue, isJsonContentType } from './http-util.js'
import { isRecord } from './validation.js'

const NOT_AN_OBJECT = 'Input should be a valid dictionary or object to extract fields from'

/** Parses a JSON body of any shape, turning each problem into a 422. */
function parseJsonBody(body: Buffer, contentType: string | undefined): unknown {
  const text = body.toString('utf8')
  if (text.trim() === '') {
    throw unprocessable([{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }])
  }
  if (!isJsonContentType(contentType)) {
    throw unprocessable([
      { type: 'model_attributes_type', loc: ['body'], msg: NOT_AN_OBJECT, input: text }
    ])
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw unprocessable([
      { type: 'json_invalid', loc: ['body', 0], msg: `JSON decode error: ${reason}`, input: {} }
    ])
  }
}

/** Parses a JSON object body, turning each problem into a 422. */
export function parseJsonObject(
  body: Buffer,
  contentType: string | undefined
): Record<string, unknown> {
  const value = parseJsonBody(body, contentType)
  if (!isRecord(value)) {
    throw unprocessable([
      { type: 'model_attributes_type', loc: ['body'], msg: NOT_AN_OBJECT, input: value }
    ])
  }
  return value
}

/** Parses a JSON list body (`POST /examples/bulk`), turning each problem into a 422. */
export function parseJsonList(body: Buffer, contentType: string | undefined): unknown[] {
  const value = parseJsonBody(body, contentType)
  if (!Array.isArray(value)) {
    throw unprocessable([
      { type: 'list_type', loc: ['body'], msg: 'Input should be a valid list', input: value }
    ])
  }
  return value as unknown[]
}

/** The first value of the request's Content-Type header. */
export function contentTypeOf(headers: Readonly<Record<string, string | string[] | undefined>>) {
  return headerValue(headers['content-type'])
}
