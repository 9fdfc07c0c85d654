// Owns reading a JSON answer against a schema: a body that is not JSON, or not of the expected
// shape, becomes a ResponseFormatError that names the endpoint and what was wrong.
import type { z } from 'zod'
import { ResponseFormatError } from './errors.js'
import { truncate } from './text.js'

/** Parses JSON text with a schema; a failure names the endpoint and what was wrong. */
export function parseJson<T>(text: string, schema: z.ZodType<T>, endpoint: string): T {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    const shown = truncate(text.trim().replace(/\s+/g, ' '), 80)
    throw new ResponseFormatError(
      `${endpoint} answered with a body that is not JSON${shown ? `: "${shown}"` : ' (empty)'}`
    )
  }
  const result = schema.safeParse(parsed)
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 5)
      .map(issue => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
      .join('; ')
    throw new ResponseFormatError(
      `${endpoint} answered with JSON of an unexpected shape: ${problems}`
    )
  }
  return result.data
}
