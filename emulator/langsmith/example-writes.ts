/**
 * Owns the example writes the `langsmith` clients send: multipart `POST
 * /platform/datasets/{id}/examples` (JS and Python, `/info` advertising it), and the JSON `POST
 * /examples/bulk` and `POST /examples` of a Python client that finds multipart turned off; and
 * the multipart `PATCH /platform/datasets/{id}/examples` of `updateExample(s)`.
 */
import {
  ApiError,
  refused,
  throwIfIssues,
  type ApiRequest,
  type ApiResponse
} from '../base/api-error.js'
import { contentTypeOf, parseJsonList, parseJsonObject } from '../base/json-body.js'
import { FieldReader, isRecord, isUuid, type ValidationIssue } from '../base/validation.js'
import type { ExampleUpdate } from './datasets.js'
import { exampleToWire, type NewExample, type StoredExample } from './examples.js'
import { parseMultipart, type MultipartPart } from './multipart.js'
import { readTime } from './sessions.js'
import { isoAt, ok } from './wire.js'

/** What the example writes need of the datasets. */
export interface ExampleSink {
  addExamples(datasetId: string, examples: readonly NewExample[]): StoredExample[]
  updateExamples(datasetId: string, updates: readonly ExampleUpdate[]): StoredExample[]
  readonly now: () => number
}

type Loc = readonly (string | number)[]

const NOT_AN_OBJECT = 'Input should be a valid dictionary or object to extract fields from'

/** A split: one name or a list of names (null for none). */
function readSplit(reader: FieldReader): string | string[] | undefined {
  const input = reader.value.split
  if (input === undefined || input === null) return undefined
  if (typeof input === 'string' && input !== '') return input
  if (Array.isArray(input) && input.every(one => typeof one === 'string' && one !== '')) {
    return input as string[]
  }
  reader.fail('split', 'union_type', 'Input should be a split name or a list of them', input)
  return undefined
}

/** What the emulator cannot do for an example: copy a run's IO, keep attachments. */
function refuseUnsupported(value: Record<string, unknown>, where: string): void {
  if (value.use_source_run_io === true) {
    throw refused(`${where}: the emulator does not copy a source run's inputs and outputs`)
  }
  const attachments = value.use_source_run_attachments
  if (value.attachments != null || (Array.isArray(attachments) && attachments.length > 0)) {
    throw refused(`${where}: the emulator does not keep example attachments`)
  }
}

/**
 * One example's fields (`inputs` an object and required, `outputs` an object or null, `metadata`,
 * `split`, `id`, `created_at`, `source_run_id`), each problem an issue at `loc`.
 */
function readExample(value: unknown, loc: Loc, issues: ValidationIssue[]): NewExample | undefined {
  if (!isRecord(value)) {
    issues.push({ type: 'model_attributes_type', loc, msg: NOT_AN_OBJECT, input: value })
    return undefined
  }
  const reader = new FieldReader(value, loc, issues)
  const inputs = reader.object('inputs', { required: true })?.value
  const outputs = reader.nullableRecord('outputs')
  const metadata = reader.nullableRecord('metadata')
  const split = readSplit(reader)
  const id = reader.nullableUuid('id')
  const createdAt = readTime(reader, 'created_at')
  const sourceRunId = reader.nullableUuid('source_run_id')
  reader.boolean('use_source_run_io')
  reader.array('use_source_run_attachments')
  refuseUnsupported(value, `example ${loc.join('.')}`)
  if (inputs === undefined) return undefined
  return {
    inputs,
    ...(outputs == null ? {} : { outputs }),
    ...(metadata == null ? {} : { metadata }),
    ...(split === undefined ? {} : { split }),
    ...(id == null ? {} : { id }),
    ...(createdAt == null ? {} : { createdAt }),
    ...(sourceRunId == null ? {} : { sourceRunId })
  }
}

/** One JSON create: the example and the dataset it names (`dataset_id`, required). */
function readJsonCreate(value: unknown, loc: Loc, issues: ValidationIssue[]) {
  const datasetId = isRecord(value)
    ? new FieldReader(value, loc, issues).uuid('dataset_id', { required: true })
    : undefined
  const example = readExample(value, loc, issues)
  return example === undefined || datasetId === undefined ? undefined : { datasetId, example }
}

/** `POST /examples`: one example, answered as `GET /examples/{id}` would. */
export function createExample(sink: ExampleSink, request: ApiRequest): ApiResponse {
  const body = parseJsonObject(request.body, contentTypeOf(request.headers))
  const issues: ValidationIssue[] = []
  const create = readJsonCreate(body, ['body'], issues)
  throwIfIssues(issues)
  if (create === undefined) throw new ApiError(422, 'Invalid example')
  const [stored] = sink.addExamples(create.datasetId, [create.example])
  return ok(stored === undefined ? null : exampleToWire(stored))
}

/** `POST /examples/bulk`: a list of examples, each naming its dataset; all or none are kept. */
export function createExamplesBulk(sink: ExampleSink, request: ApiRequest): ApiResponse {
  const items = parseJsonList(request.body, contentTypeOf(request.headers))
  const issues: ValidationIssue[] = []
  const creates = items.map((item, index) => readJsonCreate(item, ['body', index], issues))
  throwIfIssues(issues)
  const byDataset = new Map<string, NewExample[]>()
  for (const create of creates) {
    if (create === undefined) continue
    byDataset.set(create.datasetId, [...(byDataset.get(create.datasetId) ?? []), create.example])
  }
  const stored: StoredExample[] = []
  for (const [datasetId, examples] of byDataset) {
    stored.push(...sink.addExamples(datasetId, examples))
  }
  return ok(stored.map(exampleToWire))
}

/** The parts of one example of a multipart body, by what follows its ID in the part name. */
interface ExampleParts {
  main?: MultipartPart
  inputs?: MultipartPart
  outputs?: MultipartPart
}

/** Groups parts by example ID (`<id>`, `<id>.inputs`, `<id>.outputs`), refusing any other. */
function groupParts(parts: readonly MultipartPart[]): Map<string, ExampleParts> {
  const byId = new Map<string, ExampleParts>()
  for (const part of parts) {
    const [id = '', kind = 'main', ...rest] = part.name.split('.')
    if (!isUuid(id)) {
      throw new ApiError(422, [
        {
          type: 'uuid_parsing',
          loc: ['body', part.name],
          msg: 'Part name should start with a valid UUID',
          input: part.name
        }
      ])
    }
    if (kind === 'attachment')
      refuseUnsupported({ attachments: rest.join('.') }, `part ${part.name}`)
    if ((kind !== 'main' && kind !== 'inputs' && kind !== 'outputs') || rest.length > 0) {
      throw refused(
        `Unknown multipart part "${part.name}": expected <id>, <id>.inputs or <id>.outputs`
      )
    }
    const entry = byId.get(id.toLowerCase()) ?? {}
    entry[kind] = part
    byId.set(id.toLowerCase(), entry)
  }
  return byId
}

/** A part's JSON (an issue when it is not JSON). */
/** One example of a multipart body: its ID, and its parts' JSON (undefined when not sent). */
interface ReadParts {
  readonly id: string
  /** The `<id>` part; `{}` when not sent. */
  readonly main: unknown
  readonly inputs: unknown
  readonly outputs: unknown
}

/** The examples of a multipart body (create or update), each part's JSON read, in order. */
function exampleParts(request: ApiRequest, issues: ValidationIssue[]): ReadParts[] {
  const grouped = groupParts(parseMultipart(request.body, contentTypeOf(request.headers)))
  return [...grouped].map(([id, parts]) => ({
    id,
    main: parts.main === undefined ? {} : partJson(parts.main, issues),
    inputs: partJson(parts.inputs, issues),
    outputs: partJson(parts.outputs, issues)
  }))
}

function partJson(part: MultipartPart | undefined, issues: ValidationIssue[]): unknown {
  if (part === undefined) return undefined
  try {
    return JSON.parse(part.data.toString('utf8')) as unknown
  } catch (error) {
    const msg = `JSON decode error: ${error instanceof Error ? error.message : String(error)}`
    issues.push({ type: 'json_invalid', loc: ['body', part.name], msg, input: null })
    return undefined
  }
}

/**
 * `POST /platform/datasets/{id}/examples` (multipart, as `createExamples` sends it): per example a
 * JSON part `<id>` (created_at, metadata, split, source_run_id) and parts `<id>.inputs` and
 * `<id>.outputs`; answers `{example_ids, count, as_of}`.
 */
export function uploadExamples(
  sink: ExampleSink,
  datasetId: string,
  request: ApiRequest
): ApiResponse {
  const issues: ValidationIssue[] = []
  const examples: NewExample[] = []
  for (const { id, main, inputs, outputs } of exampleParts(request, issues)) {
    if (!isRecord(main)) {
      issues.push({
        type: 'model_attributes_type',
        loc: ['body', id],
        msg: NOT_AN_OBJECT,
        input: main
      })
      continue
    }
    const fields = { ...main, id, inputs, ...(outputs === undefined ? {} : { outputs }) }
    const example = readExample(fields, ['body', id], issues)
    if (example !== undefined) examples.push(example)
  }
  throwIfIssues(issues)
  const stored = sink.addExamples(datasetId, examples)
  return ok({
    example_ids: stored.map(one => one.id),
    count: stored.length,
    as_of: isoAt(sink.now())
  })
}

/**
 * `PATCH /platform/datasets/{id}/examples` (multipart, as `updateExample` sends it): per example
 * a JSON part `<id>` (metadata, split) and, when they change, parts `<id>.inputs` and
 * `<id>.outputs`; what a part leaves out stays. Answers `{example_ids, count, as_of}`.
 */
export function updateExamples(
  sink: ExampleSink,
  datasetId: string,
  request: ApiRequest
): ApiResponse {
  const issues: ValidationIssue[] = []
  const updates: ExampleUpdate[] = []
  for (const { id, main, inputs, outputs } of exampleParts(request, issues)) {
    const reader = new FieldReader(isRecord(main) ? main : {}, ['body', id], issues)
    if (!isRecord(main)) reader.fail('', 'model_attributes_type', NOT_AN_OBJECT, main)
    if (inputs !== undefined && !isRecord(inputs)) {
      issues.push({
        type: 'dict_type',
        loc: ['body', `${id}.inputs`],
        msg: NOT_AN_OBJECT,
        input: inputs
      })
    }
    if (outputs !== undefined && outputs !== null && !isRecord(outputs)) {
      issues.push({
        type: 'dict_type',
        loc: ['body', `${id}.outputs`],
        msg: NOT_AN_OBJECT,
        input: outputs
      })
    }
    const metadata = reader.nullableRecord('metadata') ?? undefined
    const split = readSplit(reader)
    updates.push({
      id,
      ...(isRecord(inputs) ? { inputs } : {}),
      ...(outputs === undefined ? {} : { outputs: outputs as Record<string, unknown> | null }),
      ...(metadata === undefined ? {} : { metadata }),
      ...(split === undefined ? {} : { split })
    })
  }
  throwIfIssues(issues)
  const stored = sink.updateExamples(datasetId, updates)
  return ok({
    example_ids: stored.map(one => one.id),
    count: stored.length,
    as_of: isoAt(sink.now())
  })
}
