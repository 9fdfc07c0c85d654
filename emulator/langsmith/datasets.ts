/**
 * Owns the workspace's datasets and their examples as LangSmith keeps them: `POST /datasets`
 * (names unique: 409), `GET /datasets` (by `name`, `id`, `name_contains`, paged), `GET
 * /datasets/{id}` and `GET /datasets/{id}/splits`, in the shapes the `langsmith` SDKs read.
 */
import { randomUUID } from 'node:crypto'

import { ApiError, refused, throwIfIssues, type ApiResponse } from '../base/api-error.js'
import { FieldReader, type ValidationIssue } from '../base/validation.js'
import type { DatasetSpec } from './dataset-file.js'
import {
  storeExample,
  type ExampleSource,
  type NewExample,
  type StoredExample
} from './examples.js'
import { readTime } from './sessions.js'
import { isoAt, notFound, ok, pageOf, queryUuids } from './wire.js'

/** What an update of one example replaces (what it leaves out stays). */
export interface ExampleUpdate {
  readonly id: string
  readonly inputs?: Record<string, unknown>
  readonly outputs?: Record<string, unknown> | null
  readonly metadata?: Record<string, unknown>
  readonly split?: string | string[]
}

/** The data types LangSmith's `DataType` allows. */
const DATA_TYPES = ['kv', 'llm', 'chat'] as const

/** A dataset as the emulator keeps it. */
export interface StoredDataset {
  readonly id: string
  readonly name: string
  readonly description: string | null
  readonly dataType: string
  readonly createdAt: number
  modifiedAt: number
  /** The create's `extra.metadata`, served as `metadata`. */
  readonly metadata: Record<string, unknown> | null
  /** Kept and served back; the emulator does not check examples against them. */
  readonly inputsSchema: Record<string, unknown> | null
  readonly outputsSchema: Record<string, unknown> | null
  readonly examples: StoredExample[]
}

/** What one dataset holds, as the banner and a test read it. */
export interface DatasetSummary {
  readonly id: string
  readonly name: string
  readonly exampleCount: number
  readonly splits: readonly string[]
}

/** `DatasetCreate` as the SDKs send it: a 422 for each field of the wrong shape. */
function readDatasetCreate(body: Record<string, unknown>, now: number): StoredDataset {
  const issues: ValidationIssue[] = []
  const reader = new FieldReader(body, ['body'], issues)
  const name = reader.string('name', { required: true, minLength: 1 })
  const description = reader.nullableString('description') ?? null
  const dataType = body.data_type === null ? 'kv' : reader.oneOf('data_type', DATA_TYPES)
  const id = reader.nullableUuid('id') ?? randomUUID()
  const extra = reader.nullableRecord('extra') ?? null
  const inputsSchema = reader.nullableRecord('inputs_schema_definition') ?? null
  const outputsSchema = reader.nullableRecord('outputs_schema_definition') ?? null
  const createdAt = readTime(reader, 'created_at') ?? now
  const transformations = body.transformations == null ? [] : reader.array('transformations')
  const metadata = extra === null ? undefined : new FieldReader(extra, ['body', 'extra'], issues)
  const extraMetadata = metadata?.nullableRecord('metadata') ?? null
  throwIfIssues(issues)
  if ((transformations ?? []).length > 0) {
    throw refused('The emulator does not apply dataset transformations: create it without them.')
  }
  return {
    id,
    name: name ?? '',
    description,
    dataType: dataType ?? 'kv',
    createdAt,
    modifiedAt: createdAt,
    metadata: extraMetadata,
    inputsSchema,
    outputsSchema,
    examples: []
  }
}

/** The datasets of one emulator. */
export class Datasets implements ExampleSource {
  readonly #byId = new Map<string, StoredDataset>()
  readonly #examples = new Map<string, StoredExample>()

  constructor(
    private readonly tenantId: string,
    readonly now: () => number,
    /** How many experiments (sessions) a dataset has. */
    private readonly sessionCount: (datasetId: string) => number
  ) {}

  /** Adds a dataset of a file; a name already taken is an error (LangSmith keeps names unique). */
  add(spec: DatasetSpec): void {
    if (this.byName(spec.name) !== undefined) {
      throw new TypeError(`a dataset named "${spec.name}" exists already`)
    }
    const at = this.now()
    const dataset = this.#insert({
      id: randomUUID(),
      name: spec.name,
      description: spec.description ?? null,
      dataType: 'kv',
      createdAt: at,
      modifiedAt: at,
      metadata: null,
      inputsSchema: null,
      outputsSchema: null,
      examples: []
    })
    this.#append(dataset, spec.examples)
  }

  #insert(dataset: StoredDataset): StoredDataset {
    this.#byId.set(dataset.id, dataset)
    return dataset
  }

  #append(dataset: StoredDataset, examples: readonly NewExample[]): StoredExample[] {
    const at = this.now()
    const stored = examples.map(example => storeExample(example, dataset.id, at))
    dataset.examples.push(...stored)
    for (const example of stored) this.#examples.set(example.id, example)
    dataset.modifiedAt = at
    return stored
  }

  /** Every dataset with its examples, oldest first. */
  all(): readonly StoredDataset[] {
    return [...this.#byId.values()]
  }

  /**
   * Puts saved datasets back with their examples (`--state`). A saved one replaces the dataset of
   * the same name given at start (the seeded `agent-smoke`, a `--dataset` file): it keeps its ID,
   * which the saved experiments name. The given ones the state lacks come after the saved ones.
   * Returns the names of the given datasets a saved one replaced.
   */
  restore(saved: readonly StoredDataset[]): string[] {
    const names = new Set(saved.map(dataset => dataset.name))
    const added = this.all().filter(dataset => !names.has(dataset.name))
    const replaced = this.all().filter(dataset => names.has(dataset.name))
    this.#byId.clear()
    this.#examples.clear()
    for (const dataset of [...saved, ...added]) {
      this.#insert(dataset)
      for (const example of dataset.examples) this.#examples.set(example.id, example)
    }
    return replaced.map(dataset => dataset.name)
  }

  /** What each dataset holds, oldest first. */
  summaries(): DatasetSummary[] {
    return this.all().map(dataset => ({
      id: dataset.id,
      name: dataset.name,
      exampleCount: dataset.examples.length,
      splits: splitsOf(dataset)
    }))
  }

  byName(name: string): StoredDataset | undefined {
    return this.all().find(dataset => dataset.name === name)
  }

  has(id: string): boolean {
    return this.#byId.has(id)
  }

  nameOf(id: string): string | undefined {
    return this.#byId.get(id)?.name
  }

  examplesOf(datasetId: string): readonly StoredExample[] | undefined {
    return this.#byId.get(datasetId)?.examples
  }

  allExamples(): readonly StoredExample[] {
    return this.all().flatMap(dataset => dataset.examples)
  }

  /** The example `id` of any dataset. */
  example(id: string): StoredExample | undefined {
    return this.#examples.get(id)
  }

  /**
   * Adds examples to dataset `datasetId`, all or none: 404 for an unknown dataset, 409 for an
   * example ID that is taken (or given twice).
   */
  addExamples(datasetId: string, examples: readonly NewExample[]): StoredExample[] {
    const dataset = this.#byId.get(datasetId)
    if (dataset === undefined) throw notFound('Dataset', datasetId)
    const seen = new Set<string>()
    for (const { id } of examples) {
      if (id === undefined) continue
      if (this.#examples.has(id) || seen.has(id)) {
        throw new ApiError(409, `Example with id ${id} already exists`)
      }
      seen.add(id)
    }
    return this.#append(dataset, examples)
  }

  /**
   * Replaces what each update gives of an example of dataset `datasetId` (inputs, outputs,
   * metadata, split), all or none: 404 for an unknown dataset, or an example not in it.
   */
  updateExamples(datasetId: string, updates: readonly ExampleUpdate[]): StoredExample[] {
    const dataset = this.#known(datasetId)
    for (const { id } of updates) {
      if (this.#examples.get(id)?.datasetId !== datasetId) throw notFound('Example', id)
    }
    const updated = updates.map(update => {
      const old = this.#examples.get(update.id) as StoredExample
      const { inputs, outputs, metadata, split } = update
      const next = storeExample(
        {
          id: old.id,
          ...(old.sourceRunId === null ? {} : { sourceRunId: old.sourceRunId }),
          inputs: inputs ?? old.inputs,
          ...(outputs === undefined ? { outputs: old.outputs } : { outputs }),
          metadata: metadata ?? old.metadata,
          split: split ?? [...old.splits]
        },
        datasetId,
        old.createdAt
      )
      dataset.examples[dataset.examples.indexOf(old)] = next
      this.#examples.set(next.id, next)
      return next
    })
    dataset.modifiedAt = this.now()
    return updated
  }

  /** `POST /datasets`: a name (or ID) already taken is a 409, as LangSmith answers it. */
  create(body: Record<string, unknown>): ApiResponse {
    const dataset = readDatasetCreate(body, this.now())
    if (this.byName(dataset.name) !== undefined) {
      throw new ApiError(409, 'Dataset with this name already exists.')
    }
    if (this.#byId.has(dataset.id)) {
      throw new ApiError(409, `Dataset with id ${dataset.id} already exists.`)
    }
    this.#insert(dataset)
    return ok(this.#toWire(dataset))
  }

  #toWire(dataset: StoredDataset): Record<string, unknown> {
    return {
      id: dataset.id,
      name: dataset.name,
      description: dataset.description === '' ? null : dataset.description,
      tenant_id: this.tenantId,
      data_type: dataset.dataType,
      created_at: isoAt(dataset.createdAt),
      modified_at: isoAt(dataset.modifiedAt),
      example_count: dataset.examples.length,
      session_count: this.sessionCount(dataset.id),
      last_session_start_time: null,
      inputs_schema_definition: dataset.inputsSchema,
      outputs_schema_definition: dataset.outputsSchema,
      transformations: null,
      metadata: dataset.metadata
    }
  }

  /** `GET /datasets[?name=<exact>][&id=<uuid>...][&name_contains=..][&offset][&limit]`. */
  list(query: URLSearchParams): ApiResponse {
    const ids = new Set(queryUuids(query, 'id'))
    const name = query.get('name')
    const contains = query.get('name_contains')?.toLowerCase()
    const chosen = this.all()
      .filter(
        dataset =>
          (ids.size === 0 || ids.has(dataset.id)) &&
          (name === null || dataset.name === name) &&
          (contains === undefined || dataset.name.toLowerCase().includes(contains))
      )
      .sort((a, b) => b.createdAt - a.createdAt)
    return ok(pageOf(chosen, query).map(dataset => this.#toWire(dataset)))
  }

  /** `GET /datasets/{id}`: 404 for an unknown one. */
  read(id: string): ApiResponse {
    return ok(this.#toWire(this.#known(id)))
  }

  /** `GET /datasets/{id}/splits` (the SDK's listDatasetSplits): the split names, sorted. */
  splits(id: string): ApiResponse {
    return ok(splitsOf(this.#known(id)))
  }

  #known(id: string): StoredDataset {
    const dataset = this.#byId.get(id)
    if (dataset === undefined) throw notFound('Dataset', id)
    return dataset
  }
}

/** The splits a dataset's examples name, sorted. */
function splitsOf(dataset: StoredDataset): string[] {
  return [...new Set(dataset.examples.flatMap(example => example.splits))].sort()
}
