// Owns the `secrets` input: read whole into NAME=value entries (a quoted value may span lines, as
// dotenv writes it) before anything is said of it, and which of its parts to mask.
import dotenv from 'dotenv'
import { z } from 'zod'
import type { Secret } from '../control-plane/requests.js'
import { reservedEnvName } from '../control-plane/rules.js'
import type { Parser } from './parsers.js'

const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** A quoted value as dotenv's own pattern reads it: up to the first unescaped closing quote. */
const QUOTED: Readonly<Record<string, RegExp>> = {
  '"': /^"(?:\\"|[^"])*"/,
  "'": /^'(?:\\'|[^'])*'/,
  '`': /^`(?:\\`|[^`])*`/
}

/** How many problems of a malformed input the message lists. */
const SHOWN_PROBLEMS = 5

/** One NAME=value of the input. */
interface Entry {
  /** The line it starts on, from 1. */
  readonly line: number
  readonly name: string
  readonly value: string
}

/**
 * The input read whole. `wellFormed` is false when some line is not NAME=value at all: then
 * nothing read from the input can be told apart from a value (a pasted key's line looks like a
 * name), so `problems` name lines only, and `entries` are not trusted.
 */
interface Reading {
  readonly entries: readonly Entry[]
  readonly problems: readonly string[]
  readonly wellFormed: boolean
}

/** An empty JSON object or list, which some write for "no secrets": no entry, not a malformed line. */
const EMPTY_COLLECTION = /^(?:\{\s*\}|\[\s*\])$/

/** Reads every line of the input; says nothing, logs nothing. */
function readSecrets(raw: string): Reading {
  if (EMPTY_COLLECTION.test(raw.trim())) return { entries: [], problems: [], wellFormed: true }
  const lines = raw.split(/\r\n|\r|\n/)
  const entries: Entry[] = []
  const problems: string[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i] ?? ''
    const where = `line ${i + 1}`
    i++
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    const equals = line.indexOf('=')
    const name = equals === -1 ? '' : line.slice(0, equals).trim()
    if (equals === -1) problems.push(`${where} has no "="`)
    else if (!SECRET_NAME.test(name)) {
      problems.push(
        `${where}: the name must be letters, digits and underscores, not starting with a digit`
      )
    } else {
      const value = readValue(line.slice(equals + 1).trim(), lines, i)
      if ('problem' in value) problems.push(`${where}: ${value.problem}`)
      else entries.push({ line: i, name, value: value.value })
      i = value.next
    }
  }
  if (problems.length > 0) return { entries, problems, wellFormed: false }
  return { entries, problems: entryProblems(entries), wellFormed: true }
}

/**
 * The value that starts with `first` (the rest of its line, trimmed), `lines[next]` onwards
 * holding what follows: as written, or unquoted by dotenv when it opens with a quote (a double
 * quoted value may span lines and holds `\n` for a line break).
 */
function readValue(
  first: string,
  lines: readonly string[],
  next: number
): { value: string; next: number } | { problem: string; next: number } {
  const pattern = QUOTED[first.charAt(0)]
  if (pattern === undefined) return { value: first, next }
  let text = first
  let end = next
  let quoted = pattern.exec(text)
  while (quoted === null && end < lines.length) {
    text += `\n${lines[end] ?? ''}`
    end++
    quoted = pattern.exec(text)
  }
  if (quoted === null) {
    return { problem: `the quote that opens the value is never closed`, next: lines.length }
  }
  const after = text.slice(quoted[0].length).trim()
  if (after !== '' && !after.startsWith('#')) {
    return { problem: 'there is text after the closing quote of the value', next: end }
  }
  return { value: dotenv.parse(`VALUE=${quoted[0]}`).VALUE ?? '', next: end }
}

/** What is wrong with well-formed entries: names are names here, so they may be shown. */
function entryProblems(entries: readonly Entry[]): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  for (const { line, name, value } of entries) {
    const where = `line ${line}`
    if (reservedEnvName(name) === 'everywhere') {
      problems.push(
        `${where}: ${name} is reserved by the platform (LangSmith sets it itself), so the service refuses a secret of that name; rename it or drop it`
      )
    } else if (seen.has(name)) problems.push(`${where}: the secret ${name} is given twice`)
    else if (value.trim() === '') problems.push(`${where}: the secret ${name} has an empty value`)
    seen.add(name)
  }
  return problems
}

/**
 * The refusal of the input: for a malformed one, line numbers and what is wrong, never a name or
 * a value; for well-formed entries (a reserved name, a name given twice, an empty value), the line
 * and the name, never the value.
 */
function describeProblems(reading: Reading): string {
  const shown = reading.problems.slice(0, SHOWN_PROBLEMS)
  const more = reading.problems.length - shown.length
  const listed = `${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`
  if (reading.wellFormed) return `at ${listed}`
  const hint = reading.problems.some(problem => problem.endsWith('has no "="'))
    ? '. A value of several lines (a PEM key) goes in double quotes, as dotenv writes it: NAME="-----BEGIN …" with its lines inside the quotes, or NAME="line 1\\nline 2"'
    : ''
  return `must be one NAME=value per line, such as MY_API_KEY=\${{ secrets.MY_API_KEY }}; ${listed}${hint}`
}

/**
 * Why an input given with no entry is refused: it cannot clear the deployment's secrets, since
 * the service keeps the previous revision's when none are sent and takes an empty list as none.
 */
const NO_ENTRY =
  "holds no NAME=value entry (only blank lines, comments, {} or []), and no list can clear a deployment's secrets: on an update the service keeps the previous revision's when none are sent, and takes an empty list as unchanged. Leave 'secrets' out to keep them; remove secrets in the LangSmith UI (the deployment's page)"

/**
 * `NAME=value` per line, blanks around the name and the value trimmed; blank lines and `#`
 * comments skipped; a value in quotes unquoted as dotenv does, over several lines if need be.
 * An input with no entry at all is refused ({@link NO_ENTRY}).
 */
export const secrets: Parser<Secret[]> = z.string().transform((raw, ctx) => {
  const reading = readSecrets(raw)
  if (reading.problems.length > 0 || reading.entries.length === 0) {
    const message = reading.problems.length > 0 ? describeProblems(reading) : NO_ENTRY
    ctx.addIssue({ code: 'custom', message })
    return z.NEVER
  }
  return reading.entries.map(({ name, value }) => ({ name, value }))
})

/** A value of the input to mask, and what to call it when it cannot be. */
export interface SecretValue {
  /** `secret WORKERS`, `line 2 of secret TLS_KEY`; undefined: say nothing of it. */
  readonly label: string | undefined
  /** Trimmed, as it is sent. */
  readonly value: string
}

/**
 * Every value in the raw input that must be masked, read before the input is parsed: each value
 * whole and each of its lines (the runner masks line by line). When the input is malformed,
 * every line is masked whole and after its first "=", with and without a quote at either end,
 * and none is named.
 */
export function secretValuesOf(raw: string): SecretValue[] {
  const reading = readSecrets(raw)
  if (!reading.wellFormed) {
    return raw.split(/\r\n|\r|\n/).flatMap(line => {
      const equals = line.indexOf('=')
      const parts = equals === -1 ? [line] : [line, line.slice(equals + 1)]
      // A line of a quoted value may carry its opening or closing quote; the value does not.
      const unquoted = parts.map(part => part.trim().replace(/^["'`]|["'`]$/g, ''))
      return [...new Set([...parts.map(part => part.trim()), ...unquoted])]
        .filter(part => part !== '')
        .map(part => ({ label: undefined, value: part }))
    })
  }
  return reading.entries.flatMap(({ name, value }) => {
    const lines = value.split(/\r\n|\r|\n/)
    if (lines.length === 1) return [{ label: `secret ${name}`, value: value.trim() }]
    return [
      { label: undefined, value: value.trim() },
      ...lines
        .map((line, index) => ({
          label: `line ${index + 1} of secret ${name}`,
          value: line.trim()
        }))
        .filter(part => part.value !== '')
    ]
  })
}
