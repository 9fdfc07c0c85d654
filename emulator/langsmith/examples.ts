/**
 * Owns a dataset's examples: what a dataset file may give for one (inputs an object, reference
 * outputs, metadata, splits), how LangSmith writes one, `GET /examples` (the SDK's listExamples:
 * by dataset, ids, splits and metadata, paged) and `GET /examples/{id}` (its readExample).
 */
import { randomUUID } from 'node:crypto'

import { ApiError, type ApiResponse } from '../base/api-error.js'
import { isRecord } from '../base/validation.js'
import { hasMetadata, isoAt, metadataFilter, notFound, ok, pageOf, queryUuids } from './wire.js'

/** One example as a dataset file (or the `datasets` option) gives it. */
export interface ExampleSpec {
  /** What the target is run with: an object, as LangSmith requires. */
  readonly inputs: Record<string, unknown>
  /** The reference outputs; null or absent for none. */
  readonly outputs?: Record<string, unknown> | null
  readonly metadata?: Record<string, unknown>
  /** The split(s) the example belongs to; LangSmith keeps them in `metadata.dataset_split`. */
  readonly split?: string | readonly string[]
}

/** An example a write gives: a spec, with what the API (not a dataset file) may also set. */
export interface NewExample extends ExampleSpec {
  readonly id?: string
  readonly createdAt?: number
  readonly sourceRunId?: string
}

/** An example as the emulator keeps it. */
export interface StoredExample {
  readonly id: string
  readonly datasetId: string
  readonly inputs: Record<string, unknown>
  readonly outputs: Record<string, unknown> | null
  readonly metadata: Record<string, unknown>
  readonly splits: readonly string[]
  readonly createdAt: number
  readonly sourceRunId: string | null
}

/** The datasets `GET /examples` and `GET /examples/{id}` read. */
export interface ExampleSource {
  examplesOf(datasetId: string): readonly StoredExample[] | undefined
  allExamples(): readonly StoredExample[]
  example(id: string): StoredExample | undefined
}

/** Checks one example of a dataset file; `where` names it in the error. */
export function parseExampleSpec(value: unknown, where: string): ExampleSpec {
  if (!isRecord(value)) throw new TypeError(`${where} must be an object`)
  const { inputs, outputs, metadata, split } = value
  if (!isRecord(inputs)) throw new TypeError(`${where}.inputs must be an object`)
  if (outputs !== undefined && outputs !== null && !isRecord(outputs)) {
    throw new TypeError(`${where}.outputs must be an object or null`)
  }
  if (metadata !== undefined && !isRecord(metadata)) {
    throw new TypeError(`${where}.metadata must be an object`)
  }
  const splits = split === undefined ? [] : Array.isArray(split) ? split : [split]
  if (splits.some(one => typeof one !== 'string' || one === '')) {
    throw new TypeError(`${where}.split must be a split name or a list of them`)
  }
  return {
    inputs,
    ...(outputs === undefined ? {} : { outputs }),
    ...(metadata === undefined ? {} : { metadata }),
    ...(split === undefined ? {} : { split: splits as string[] })
  }
}

/** An example of dataset `datasetId` made from its spec (split "base" when it names none). */
export function storeExample(spec: NewExample, datasetId: string, at: number): StoredExample {
  const splits = typeof spec.split === 'string' ? [spec.split] : [...(spec.split ?? [])]
  return {
    id: spec.id ?? randomUUID(),
    datasetId,
    inputs: structuredClone(spec.inputs),
    outputs: spec.outputs == null ? null : structuredClone(spec.outputs),
    metadata: structuredClone(spec.metadata ?? {}),
    splits: splits.length === 0 ? ['base'] : [...new Set(splits)],
    createdAt: spec.createdAt ?? at,
    sourceRunId: spec.sourceRunId ?? null
  }
}

/** An example on the wire, as `GET /examples` writes it (splits in `metadata.dataset_split`). */
export function exampleToWire(example: StoredExample): Record<string, unknown> {
  const at = isoAt(example.createdAt)
  return {
    id: example.id,
    dataset_id: example.datasetId,
    name: null,
    inputs: example.inputs,
    outputs: example.outputs,
    metadata: { ...example.metadata, dataset_split: [...example.splits] },
    split: example.splits.length === 1 ? example.splits[0] : [...example.splits],
    source_run_id: example.sourceRunId,
    attachment_urls: null,
    created_at: at,
    modified_at: at
  }
}

/**
 * `GET /examples?dataset=<id>[&id=..][&splits=..][&metadata=<json>][&offset][&limit]`: an
 * unknown dataset is a 404; `filter` (LangSmith's query language) is refused as unsupported.
 */
export function listExamples(source: ExampleSource, query: URLSearchParams): ApiResponse {
  if (query.get('filter') !== null) {
    throw new ApiError(
      400,
      'The emulator does not evaluate example filters (the filter parameter).'
    )
  }
  const [datasetId] = queryUuids(query, 'dataset')
  const ids = new Set(queryUuids(query, 'id'))
  const splits = query.getAll('splits')
  const metadata = metadataFilter(query.get('metadata'))
  let examples: readonly StoredExample[]
  if (datasetId === undefined) {
    examples = source.allExamples()
  } else {
    const found = source.examplesOf(datasetId)
    if (found === undefined) throw notFound('Dataset', datasetId)
    examples = found
  }
  const chosen = examples.filter(
    example =>
      (ids.size === 0 || ids.has(example.id)) &&
      (splits.length === 0 || example.splits.some(split => splits.includes(split))) &&
      (metadata === undefined || hasMetadata(example.metadata, metadata))
  )
  return ok(pageOf(chosen, query).map(exampleToWire))
}

/** `GET /examples/{id}` (the SDK's readExample): 404 for an example no dataset holds. */
export function readExample(source: ExampleSource, id: string): ApiResponse {
  const example = source.example(id)
  if (example === undefined) throw notFound('Example', id)
  return ok(exampleToWire(example))
}
