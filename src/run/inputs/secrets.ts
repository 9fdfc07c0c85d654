// Owns the `secrets` input: its NAME=value lines, and which parts of it are secret values to
// mask before anything is logged. Errors name the line, never the value.
import { z } from 'zod'
import type { Secret } from '../../control-plane/requests.js'
import { isReservedEnvName } from '../../control-plane/rules.js'
import type { Parser } from './parsers.js'

const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** The lines of the input, as the runner gives them. */
function linesOf(raw: string): string[] {
  return raw.split(/\r\n|\r|\n/)
}

/** Why one non-blank, non-comment line is not a secret; undefined when it is one. */
function lineProblem(line: string, where: string, seen: ReadonlySet<string>): string | undefined {
  const equals = line.indexOf('=')
  if (equals === -1)
    return `${where} has no "=": each line must be NAME=value, such as OPENAI_API_KEY=\${{ secrets.OPENAI_API_KEY }}`
  const name = line.slice(0, equals).trim()
  if (!SECRET_NAME.test(name)) {
    return `${where}: the name must be letters, digits and underscores, not starting with a digit`
  }
  if (isReservedEnvName(name)) {
    return `${where}: ${name} is reserved by the platform (LangSmith sets it itself), so the service refuses a secret of that name; rename it or drop it`
  }
  if (seen.has(name)) return `${where}: the secret ${name} is given twice`
  if (line.slice(equals + 1).trim() === '') {
    return `${where}: the secret ${name} has an empty value`
  }
  return undefined
}

/** `NAME=value` per line, blanks around the name and the value trimmed; blank lines and `#` comments skipped. */
export const secrets: Parser<Secret[]> = z.string().transform((raw, ctx) => {
  const found: Secret[] = []
  const seen = new Set<string>()
  for (const [index, line] of linesOf(raw).entries()) {
    const trimmed = line.trim()
    if (trimmed === '' || trimmed.startsWith('#')) continue
    const why = lineProblem(line, `line ${index + 1}`, seen)
    if (why !== undefined) {
      ctx.addIssue({ code: 'custom', message: `must be one NAME=value per line; ${why}` })
      return z.NEVER
    }
    const equals = line.indexOf('=')
    const name = line.slice(0, equals).trim()
    seen.add(name)
    found.push({ name, value: line.slice(equals + 1).trim() })
  }
  return found
})

/** A value of the input to mask, and what to call it when it cannot be. */
export interface SecretValue {
  /** `secret WORKERS`, or `line 3 of 'secrets'` when the line has no name. */
  readonly label: string
  /** Trimmed, as it is sent. */
  readonly value: string
}

/**
 * Every value in the raw input that must be masked, trimmed as it is sent, read before the input
 * is parsed (so that a malformed line is masked too). A line without "=" may be a value pasted on
 * its own line: it is masked whole.
 */
export function secretValuesOf(raw: string): SecretValue[] {
  const values: SecretValue[] = []
  for (const [index, line] of linesOf(raw).entries()) {
    const trimmed = line.trim()
    if (trimmed === '' || trimmed.startsWith('#')) continue
    const equals = line.indexOf('=')
    const name = equals === -1 ? '' : line.slice(0, equals).trim()
    values.push({
      label: SECRET_NAME.test(name) ? `secret ${name}` : `line ${index + 1} of 'secrets'`,
      value: equals === -1 ? trimmed : line.slice(equals + 1).trim()
    })
  }
  return values
}
