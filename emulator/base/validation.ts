/**
 * Request validation that answers like the real service (a FastAPI app): 422 with
 * `{"detail": [{"type", "loc", "msg", "input"}]}`, one item per problem, all problems at once.
 */

/** One item of a 422 `detail` list. */
export interface ValidationIssue {
  readonly type: string
  readonly loc: readonly (string | number)[]
  readonly msg: string
  readonly input: unknown
}

type Loc = readonly (string | number)[]

const UUID_PATTERN = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i

/** True for a UUID in any of the forms the service parses (hyphens optional, any case). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value)
}

/** Lower-case hyphenated form of a UUID accepted by {@link isUuid}. */
export function canonicalUuid(value: string): string {
  const hex = value.replaceAll('-', '').toLowerCase()
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** True for a plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function quoteList(values: readonly string[]): string {
  const quoted = values.map(value => `'${value}'`)
  if (quoted.length < 2) return quoted.join('')
  return `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1] ?? ''}`
}

/** Collects issues while reading fields of one JSON object. */
export class FieldReader {
  constructor(
    readonly value: Record<string, unknown>,
    readonly loc: Loc,
    readonly issues: ValidationIssue[]
  ) {}

  /** Records a problem with a field of this object. */
  fail(key: string, type: string, msg: string, input: unknown): void {
    this.issues.push({ type, loc: [...this.loc, key], msg, input })
  }

  #missing(key: string, required: boolean | undefined): void {
    if (required === true) this.fail(key, 'missing', 'Field required', this.value)
  }

  /** A string field; `minLength` 1 refuses empty strings. */
  string(
    key: string,
    options: { required?: boolean; minLength?: number } = {}
  ): string | undefined {
    const input = this.value[key]
    if (input === undefined) {
      this.#missing(key, options.required)
      return undefined
    }
    if (typeof input !== 'string') {
      this.fail(key, 'string_type', 'Input should be a valid string', input)
      return undefined
    }
    const minLength = options.minLength ?? 0
    if (input.length < minLength) {
      const unit = minLength === 1 ? 'character' : 'characters'
      this.fail(key, 'string_too_short', `String should have at least ${minLength} ${unit}`, input)
      return undefined
    }
    return input
  }

  /** An optional string field that may be null; undefined when absent or invalid. */
  nullableString(key: string): string | null | undefined {
    if (this.value[key] === null) return null
    return this.string(key)
  }

  /** An http(s) URL. */
  url(key: string, options: { required?: boolean } = {}): string | undefined {
    const input = this.string(key, options)
    if (input === undefined) return undefined
    let protocol = ''
    try {
      protocol = new URL(input).protocol
    } catch {
      protocol = ''
    }
    if (protocol !== 'http:' && protocol !== 'https:') {
      this.fail(key, 'url_parsing', 'Input should be a valid URL', input)
      return undefined
    }
    return input
  }

  /** An http(s) URL that may be null. */
  nullableUrl(key: string): string | null | undefined {
    if (this.value[key] === null) return null
    return this.url(key)
  }

  /** A UUID in any form {@link isUuid} accepts, returned in canonical form. */
  uuid(key: string, options: { required?: boolean } = {}): string | undefined {
    const input = this.string(key, options)
    if (input === undefined) return undefined
    if (!isUuid(input)) {
      this.fail(key, 'uuid_parsing', 'Input should be a valid UUID', input)
      return undefined
    }
    return canonicalUuid(input)
  }

  /** A UUID that may be null. */
  nullableUuid(key: string): string | null | undefined {
    if (this.value[key] === null) return null
    return this.uuid(key)
  }

  boolean(key: string): boolean | undefined {
    const input = this.value[key]
    if (input === undefined) return undefined
    if (typeof input !== 'boolean') {
      this.fail(key, 'bool_type', 'Input should be a valid boolean', input)
      return undefined
    }
    return input
  }

  /** One of a fixed set of strings. */
  oneOf<T extends string>(
    key: string,
    values: readonly T[],
    options: { required?: boolean } = {}
  ): T | undefined {
    const input = this.value[key]
    if (input === undefined) {
      this.#missing(key, options.required)
      return undefined
    }
    if (typeof input !== 'string' || !(values as readonly string[]).includes(input)) {
      this.fail(key, 'enum', `Input should be ${quoteList(values)}`, input)
      return undefined
    }
    return input as T
  }

  /** A nested object, read with its own reader. */
  object(key: string, options: { required?: boolean } = {}): FieldReader | undefined {
    const input = this.value[key]
    if (input === undefined) {
      this.#missing(key, options.required)
      return undefined
    }
    if (!isRecord(input)) {
      this.fail(
        key,
        'model_attributes_type',
        'Input should be a valid dictionary or object to extract fields from',
        input
      )
      return undefined
    }
    return new FieldReader(input, [...this.loc, key], this.issues)
  }

  /** An opaque object that may be null. */
  nullableRecord(key: string): Record<string, unknown> | null | undefined {
    const input = this.value[key]
    if (input === undefined || input === null) return input
    if (!isRecord(input)) {
      this.fail(key, 'dict_type', 'Input should be a valid dictionary', input)
      return undefined
    }
    return input
  }

  /** An array; each item is checked by the caller. */
  array(key: string): unknown[] | undefined {
    const input = this.value[key]
    if (input === undefined) return undefined
    if (!Array.isArray(input)) {
      this.fail(key, 'list_type', 'Input should be a valid list', input)
      return undefined
    }
    return input as unknown[]
  }
}

/** Reads an integer query parameter within bounds. */
export function queryInteger(
  query: URLSearchParams,
  key: string,
  bounds: { min: number; max?: number; fallback: number },
  issues: ValidationIssue[]
): number {
  const raw = query.get(key)
  if (raw === null) return bounds.fallback
  const loc = ['query', key]
  if (!/^\s*[+-]?\d+\s*$/.test(raw)) {
    issues.push({
      type: 'int_parsing',
      loc,
      msg: 'Input should be a valid integer, unable to parse string as an integer',
      input: raw
    })
    return bounds.fallback
  }
  const value = Number.parseInt(raw, 10)
  if (value < bounds.min) {
    issues.push({
      type: 'greater_than_equal',
      loc,
      msg: `Input should be greater than or equal to ${bounds.min}`,
      input: raw
    })
    return bounds.fallback
  }
  if (bounds.max !== undefined && value > bounds.max) {
    issues.push({
      type: 'less_than_equal',
      loc,
      msg: `Input should be less than or equal to ${bounds.max}`,
      input: raw
    })
    return bounds.fallback
  }
  return value
}

/** Reads a query parameter restricted to a fixed set of strings. */
export function queryChoice<T extends string>(
  query: URLSearchParams,
  key: string,
  values: readonly T[],
  issues: ValidationIssue[],
  options: { required?: boolean } = {}
): T | undefined {
  const raw = query.get(key)
  if (raw === null) {
    if (options.required === true) {
      issues.push({ type: 'missing', loc: ['query', key], msg: 'Field required', input: null })
    }
    return undefined
  }
  if (!(values as readonly string[]).includes(raw)) {
    issues.push({
      type: 'enum',
      loc: ['query', key],
      msg: `Input should be ${quoteList(values)}`,
      input: raw
    })
    return undefined
  }
  return raw as T
}

/** The 422 item for a path parameter that is not a UUID. */
export function uuidIssue(name: string, input: string): ValidationIssue {
  return {
    type: 'uuid_parsing',
    loc: ['path', name],
    msg: 'Input should be a valid UUID',
    input
  }
}

/** Reads a comma-separated list of UUIDs (canonical form); an empty or absent one is none. */
export function queryUuids(
  query: URLSearchParams,
  key: string,
  issues: ValidationIssue[]
): Set<string> {
  const ids = new Set<string>()
  const raw = query.get(key)
  if (raw === null || raw.trim() === '') return ids
  raw.split(',').forEach((item, index) => {
    const value = item.trim()
    if (isUuid(value)) ids.add(canonicalUuid(value))
    else {
      issues.push({
        type: 'uuid_parsing',
        loc: ['query', key, index],
        msg: 'Input should be a valid UUID',
        input: value
      })
    }
  })
  return ids
}
