// Owns the form of each kind of input value: a zod parser per kind, whose failure reads as the
// end of "Input 'x' <message>, got ...", so the user learns the form expected.
import { z } from 'zod'
import { quote } from '../base/text.js'
import { isHttpUrl, keyedBaseUrlProblem, normalizeBaseUrl, parseUrl } from '../base/url-trust.js'
import { deploymentNameProblem } from '../control-plane/rules.js'

/** A parser of one input's raw string. */
export type Parser<T> = z.ZodType<T, string>

const SINGLE_LINE = /^[^\r\n]*$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Why a value does not have the form expected. */
class Problem {
  constructor(readonly message: string) {}
}

const problem = (message: string): Problem => new Problem(message)

/** A parser that maps the trimmed value, or explains why it cannot. */
function shaped<T>(map: (value: string) => T | Problem): Parser<T> {
  return z.string().transform((raw, ctx) => {
    const result = map(raw.trim())
    if (!(result instanceof Problem)) return result
    ctx.addIssue({ code: 'custom', message: result.message })
    return z.NEVER
  })
}

/** One word: no blanks or line breaks; `example` is a valid one, for the message. */
export function token(what: string, example: string): Parser<string> {
  return shaped(value =>
    /\s/.test(value) ? problem(`must be ${what} without spaces, such as ${example}`) : value
  )
}

/** Any text on one line, at most `max` characters. */
export function line(what: string, max: number, example: string): Parser<string> {
  return shaped(value => {
    if (!SINGLE_LINE.test(value)) return problem(`must be ${what} on one line, such as ${example}`)
    if (value.length > max) return problem(`must be ${what} of at most ${max} characters`)
    return value
  })
}

/** Free text, trimmed. */
export const text: Parser<string> = shaped(value => value)

/** Whether `value` is a UUID (an assistant ID, as against a graph name). */
export function isUuid(value: string): boolean {
  return UUID.test(value)
}

export function uuid(what: string): Parser<string> {
  return shaped(value =>
    UUID.test(value)
      ? value
      : problem(`must be ${what}: a UUID such as 3fa85f64-5717-4562-b3fc-2c963f66afa6`)
  )
}

export function oneOf<const T extends readonly string[]>(
  values: T,
  options: { readonly caseInsensitive?: boolean } = {}
): Parser<T[number]> {
  return shaped(raw => {
    const value = options.caseInsensitive === true ? raw.toLowerCase() : raw
    const found = values.find(v => v === value)
    return found ?? problem(`must be one of ${values.map(v => `"${v}"`).join(', ')}`)
  })
}

/**
 * One of `values`, or `keep`, which reads as empty (undefined): what a workflow_dispatch dropdown,
 * which cannot send nothing, offers for "leave it as it is".
 */
export function oneOfOrKeep<const T extends readonly string[]>(
  values: T
): Parser<T[number] | undefined> {
  const all = [...values, 'keep'].map(v => `"${v}"`).join(', ')
  return shaped(raw =>
    raw === 'keep' ? undefined : (values.find(v => v === raw) ?? problem(`must be one of ${all}`))
  )
}

export const boolean: Parser<boolean> = shaped(value => {
  if (['true', 'True', 'TRUE'].includes(value)) return true
  if (['false', 'False', 'FALSE'].includes(value)) return false
  return problem('must be true or false')
})

/**
 * A number of seconds in (0, max], fractions allowed; `min` is the smallest allowed, `example` a
 * valid value for the message.
 */
export function seconds(max: number, example: number, min = 0): Parser<number> {
  return shaped(value => {
    const number = /^\d+(\.\d+)?$|^\.\d+$/.test(value) ? Number(value) : NaN
    if (!Number.isFinite(number) || number <= 0) {
      return problem(`must be a positive number of seconds, such as ${example}`)
    }
    if (number < min) return problem(`must be at least ${min} seconds`)
    if (number > max) return problem(`must be at most ${max} seconds`)
    return number
  })
}

/** A share from 0 to 1 (`0.9` is nine in ten); `example` a valid one, for the message. */
export function share(what: string, example: string): Parser<number> {
  return shaped(value => {
    const number = /^\d+(\.\d+)?$|^\.\d+$/.test(value) ? Number(value) : NaN
    if (!Number.isFinite(number) || number > 1) {
      return problem(`must be ${what}: a number from 0 to 1, such as ${example}`)
    }
    return number
  })
}

/** A number of days in (0, max], fractions allowed (0.5 is twelve hours). */
export function days(max: number): Parser<number> {
  return shaped(value => {
    const number = /^\d+(\.\d+)?$|^\.\d+$/.test(value) ? Number(value) : NaN
    if (!Number.isFinite(number) || number <= 0 || number > max) {
      return problem(`must be a number of days from 0 (exclusive) to ${max}, such as 7`)
    }
    return number
  })
}

/** A whole number from `min` (1 unless said) to `max`. */
export function count(max: number, min = 1): Parser<number> {
  return shaped(value => {
    const number = /^\d+$/.test(value) ? Number(value) : NaN
    if (!Number.isSafeInteger(number) || number < min || number > max) {
      return problem(`must be a whole number from ${min} to ${max}`)
    }
    return number
  })
}

/** A deployment name as the service takes it (control-plane/rules.ts). */
export const deploymentName: Parser<string> = shaped(value => {
  if (value.length > 255) return problem('must be a deployment name of at most 255 characters')
  const refused = deploymentNameProblem(value)
  return refused === undefined ? value : problem(refused)
})

/** The start of deployment names: what a name may hold, a trailing hyphen allowed. */
export const namePrefix: Parser<string> = shaped(value =>
  /^[a-z0-9][a-z0-9-]{0,254}$/.test(value)
    ? value
    : problem(
        'must be the start of deployment names: lowercase letters, digits and hyphens, starting with a letter or digit, such as my-agent-pr-'
      )
)

/** An http(s) URL; `example` is a valid one, for the message. */
export function httpUrl(what: string, example: string): Parser<string> {
  return shaped(value => {
    const url = parseUrl(value)
    return url !== undefined && isHttpUrl(url)
      ? value
      : problem(`must be ${what} starting with https://, such as ${example}`)
  })
}

/**
 * A base URL to which the API key will be sent (url-trust.ts decides which), normalised
 * without a trailing slash.
 */
export function keyedBaseUrl(what: string): Parser<string> {
  return shaped(value => {
    const url = parseUrl(value)
    if (url === undefined || !isHttpUrl(url)) return problem(`must be ${what}`)
    const refused = keyedBaseUrlProblem(url)
    return refused === undefined ? normalizeBaseUrl(url) : problem(refused)
  })
}

/** A JSON object; `sample` is an example of one that this input takes. */
export const jsonObject = (sample: string): Parser<Record<string, unknown>> =>
  shaped(value => {
    const example = `must be a JSON object such as ${sample}`
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch (error) {
      return problem(`${example} (${error instanceof Error ? error.message : 'invalid JSON'})`)
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return problem(example)
    }
    return parsed as Record<string, unknown>
  })

/** A DNS name (ASCII, punycode for others), an IPv4 address, or an IPv6 address in brackets. */
const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/i

/** Host names separated by commas or line breaks, lower-cased; each must be a bare host name. */
export const hostNames: Parser<string[]> = shaped(raw => {
  const items = raw
    .split(/[,\r\n]+/)
    .map(item => item.trim())
    .filter(item => item !== '')
  const bad = items.find(item => !HOST_NAME.test(item) || item.length > 253)
  if (bad !== undefined) {
    return problem(
      `must be host names (such as agents.example.com) separated by commas or new lines, without scheme, port or path; ${quote(bad)} is not one`
    )
  }
  return [...new Set(items.map(item => item.toLowerCase()))]
})

/** Patterns as .gitignore reads them, one a line; blank lines and `#` comments skipped. */
export const patternLines: Parser<string[]> = shaped(raw => {
  const patterns = raw
    .split(/\r\n|\r|\n/)
    .map(item => item.trim())
    .filter(item => item !== '' && !item.startsWith('#'))
  const bad = patterns.find(
    item => item.startsWith('!') || item.startsWith('/..') || item.startsWith('..')
  )
  if (bad !== undefined) {
    return problem(
      `must be patterns as in .gitignore, one a line and relative to the workspace (such as apps/agent/.env.ci or *.pem), each naming files to include; ${quote(bad)} is not one`
    )
  }
  return patterns
})

/** One value, or a comma-separated list of them from `values` (sent as an array). */
export function listOf(values: readonly string[], what: string): Parser<string | string[]> {
  return shaped(raw => {
    const items = raw
      .split(',')
      .map(item => item.trim())
      .filter(item => item !== '')
    if (items.length === 0 || items.some(item => !values.includes(item))) {
      return problem(`must be one ${what} or a comma-separated list of them (${values.join(', ')})`)
    }
    const [only] = items
    return items.length === 1 && only !== undefined ? only : [...new Set(items)]
  })
}
