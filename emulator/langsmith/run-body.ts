/**
 * Owns reading one run as the SDK sends it (`POST /runs`, `PATCH /runs/{id}`, each item of
 * `POST /runs/batch`): a create needs an `id`, `name`, `run_type`, `start_time` and a session
 * (`session_id` or `session_name`); every field is checked, all problems answered at once (422).
 * Also the body of `POST /runs/query` (listRuns).
 */
import { ApiError, throwIfIssues } from '../base/api-error.js'
import {
  FieldReader,
  canonicalUuid,
  isRecord,
  isUuid,
  type ValidationIssue
} from '../base/validation.js'
import { readTime } from './sessions.js'

const RUN_TYPES = ['llm', 'chain', 'tool', 'retriever', 'embedding', 'prompt', 'parser'] as const

/** The fields of a run a create or an update may set (undefined: not sent). */
export interface RunFields {
  readonly id?: string
  readonly name?: string
  readonly runType?: string
  readonly startTime?: number
  readonly endTime?: number | null
  readonly inputs?: Record<string, unknown>
  readonly outputs?: Record<string, unknown> | null
  readonly error?: string | null
  readonly extra?: Record<string, unknown> | null
  readonly tags?: readonly string[] | null
  readonly events?: readonly unknown[] | null
  readonly sessionId?: string | null
  readonly sessionName?: string | null
  readonly referenceExampleId?: string | null
  readonly parentRunId?: string | null
  readonly traceId?: string | null
  readonly dottedOrder?: string | null
}

function tagsOf(reader: FieldReader): string[] | null | undefined {
  const input = reader.value.tags
  if (input === null) return null
  const items = reader.array('tags')
  if (items === undefined) return undefined
  if (items.some(tag => typeof tag !== 'string')) {
    reader.fail('tags', 'string_type', 'Input should be a valid string', input)
    return undefined
  }
  return items as string[]
}

function eventsOf(reader: FieldReader): unknown[] | null | undefined {
  return reader.value.events === null ? null : reader.array('events')
}

function inputsOf(
  reader: FieldReader,
  key: 'inputs' | 'outputs'
): Record<string, unknown> | null | undefined {
  const value = reader.nullableRecord(key)
  if (key === 'inputs' && value === null) {
    reader.fail(key, 'dict_type', 'Input should be a valid dictionary', null)
    return undefined
  }
  return value
}

/** Drops the keys whose value is undefined (a field not sent). */
function sent<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T
}

/**
 * Reads one run; `create` requires what a new run needs. Problems go to `issues` under `loc`
 * (`['body']`, or `['body', 'post', 3]` for a batch item).
 */
export function readRun(
  value: unknown,
  loc: readonly (string | number)[],
  issues: ValidationIssue[],
  create: boolean
): RunFields | undefined {
  if (!isRecord(value)) {
    issues.push({
      type: 'model_attributes_type',
      loc,
      msg: 'Input should be a valid dictionary or object to extract fields from',
      input: value
    })
    return undefined
  }
  const reader = new FieldReader(value, loc, issues)
  const required = { required: create }
  const fields = sent<RunFields>({
    id: reader.uuid('id', required),
    name: reader.string('name', required),
    runType: reader.oneOf('run_type', RUN_TYPES, required),
    startTime: readTime(reader, 'start_time') ?? undefined,
    endTime: readTime(reader, 'end_time'),
    inputs: inputsOf(reader, 'inputs') ?? undefined,
    outputs: inputsOf(reader, 'outputs'),
    error: reader.nullableString('error'),
    extra: reader.nullableRecord('extra'),
    tags: tagsOf(reader),
    events: eventsOf(reader),
    sessionId: reader.nullableUuid('session_id'),
    sessionName:
      reader.value.session_name === null ? null : reader.string('session_name', { minLength: 1 }),
    referenceExampleId: reader.nullableUuid('reference_example_id'),
    parentRunId: reader.nullableUuid('parent_run_id'),
    traceId: reader.nullableUuid('trace_id'),
    dottedOrder: reader.nullableString('dotted_order')
  })
  if (create && value.start_time == null)
    reader.fail('start_time', 'missing', 'Field required', value)
  if (create && fields.sessionId == null && fields.sessionName == null) {
    reader.fail('session_id', 'missing', 'A run needs session_id or session_name', value)
  }
  return fields
}

/** What `POST /runs/query` asks for. */
export interface RunQuery {
  readonly sessions: readonly string[] | undefined
  readonly ids: readonly string[] | undefined
  readonly examples: readonly string[] | undefined
  readonly trace: string | undefined
  readonly parent: string | undefined
  readonly isRoot: boolean | undefined
  readonly error: boolean | undefined
  readonly runType: string | undefined
  readonly order: 'asc' | 'desc'
  readonly limit: number | undefined
  /** Offset the cursor stands for. */
  readonly cursor: number
}

/** A list of UUIDs in a body (absent or null: undefined); a bad item is an issue. */
export function uuidList(reader: FieldReader, key: string): string[] | undefined {
  if (reader.value[key] == null) return undefined
  return reader.array(key)?.map((item, index) => {
    if (typeof item === 'string' && isUuid(item)) return canonicalUuid(item)
    const loc = [...reader.loc, key, index]
    reader.issues.push({
      type: 'uuid_parsing',
      loc,
      msg: 'Input should be a valid UUID',
      input: item
    })
    return ''
  })
}

function optional<T>(reader: FieldReader, key: string, read: () => T): T | undefined {
  return reader.value[key] == null ? undefined : read()
}

/**
 * Reads a `POST /runs/query` body: 422 for a malformed field, 400 for a query LangSmith's
 * filter language would need or one that names no session, id, example, trace or parent.
 */
export function readRunQuery(body: Record<string, unknown>): RunQuery {
  const issues: ValidationIssue[] = []
  const reader = new FieldReader(body, ['body'], issues)
  const limit = optional(reader, 'limit', () => {
    const input = body.limit
    if (typeof input === 'number' && Number.isInteger(input) && input >= 1) return input
    reader.fail('limit', 'greater_than_equal', 'Input should be an integer >= 1', input)
    return undefined
  })
  const cursor = reader.nullableString('cursor') ?? '0'
  if (!/^\d+$/.test(cursor)) reader.fail('cursor', 'value_error', 'Unknown cursor', cursor)
  const query: RunQuery = {
    sessions: uuidList(reader, 'session'),
    ids: uuidList(reader, 'id'),
    examples: uuidList(reader, 'reference_example'),
    trace: reader.nullableUuid('trace') ?? undefined,
    parent: reader.nullableUuid('parent_run') ?? undefined,
    isRoot: optional(reader, 'is_root', () => reader.boolean('is_root')),
    error: optional(reader, 'error', () => reader.boolean('error')),
    runType: reader.nullableString('run_type') ?? undefined,
    order: optional(reader, 'order', () => reader.oneOf('order', ['asc', 'desc'])) ?? 'desc',
    limit,
    cursor: Number(cursor)
  }
  throwIfIssues(issues)
  for (const key of ['filter', 'trace_filter', 'tree_filter']) {
    if (body[key] != null) {
      throw new ApiError(400, `The emulator does not evaluate run filters (${key}).`)
    }
  }
  const named = [query.sessions, query.ids, query.examples, query.trace, query.parent]
  if (named.every(given => given === undefined || given.length === 0)) {
    throw new ApiError(
      400,
      'At least one of session, id, reference_example, trace or parent_run must be given.'
    )
  }
  return query
}
