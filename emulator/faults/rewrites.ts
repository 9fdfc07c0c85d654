/**
 * Owns the everyday forms of a `rewrite` fault: an answer that keeps only some fields, one with
 * fields set over it (a read that lags behind a write), and one replaced by text.
 */
import type { ControlPlaneAnswer, Rewrite } from './fault-types.js'

/** The answer's JSON object (an empty one when it has none). */
function fieldsOf(answer: ControlPlaneAnswer): Record<string, unknown> {
  const { body } = answer
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
}

/** Keeps only the named fields of the answer (a terse install shows no more than promised). */
export function keepFields(names: readonly string[]): Rewrite {
  return answer => {
    const fields = fieldsOf(answer)
    return { ...answer, body: Object.fromEntries(names.map(name => [name, fields[name]])) }
  }
}

/** Sets these fields over the answer (a read that still shows what was there before a write). */
export function setFields(fields: Readonly<Record<string, unknown>>): Rewrite {
  return answer => ({ ...answer, body: { ...fieldsOf(answer), ...fields } })
}

/** Answers the same status with this text as the body ('' for none, or text that is no JSON). */
export function answerText(text: string): Rewrite {
  return answer => ({ ...answer, text })
}
