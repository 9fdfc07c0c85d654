/**
 * Owns reading a JSON request body as the real services (FastAPI apps) do: each problem a 422.
 * The control plane and the LangSmith API both read their bodies through it.
 */
import { unprocessable } from './api-error.js'
import { headerValue, isJsonContentType } from './http-util.js'
import { isRecord } from './validation.js'

const NOT_AN_OBJECT = 'Input should be a valid dictionary or object to extract fields from'

/** Parses a JSON object body, turning each problem into a 422. */
export function parseJsonObject(
  body: Buffer,
  contentType: string | undefined
): Record<string, unknown> {
  const text = body.toString('utf8')
  if (text.trim() === '') {
    throw unprocessable([{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }])
  }
  if (!isJsonContentType(contentType)) {
    throw unprocessable([
      { type: 'model_attributes_type', loc: ['body'], msg: NOT_AN_OBJECT, input: text }
    ])
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw unprocessable([
      { type: 'json_invalid', loc: ['body', 0], msg: `JSON decode error: ${reason}`, input: {} }
    ])
  }
  if (!isRecord(value)) {
    throw unprocessable([
      { type: 'model_attributes_type', loc: ['body'], msg: NOT_AN_OBJECT, input: value }
    ])
  }
  return value
}

/** The first value of the request's Content-Type header. */
export function contentTypeOf(headers: Readonly<Record<string, string | string[] | undefined>>) {
  return headerValue(headers['content-type'])
}
