/**
 * Owns the workspace's datasets: what a dataset file holds (`{name, examples}` or a list of
 * them), the datasets and their examples, and the routes `GET /datasets` (by `name`, `id`,
 * `name_contains`, paged) and `GET /datasets/{id}`, in the shapes the `langsmith` SDK reads.
 */
import { randomUUID } from 'node:crypto'

import type { ApiResponse } from '../base/api-error.js'
import { isRecord } from '../base/validation.js'
import {
  parseExampleSpec,
  storeExample,
  type ExampleSource,
  type ExampleSpec,
  type StoredExample
} from './examples.js'
import { isoAt, notFound, ok, pageOf, queryUuids } from './wire.js'

/** A dataset as a dataset file (or the `datasets` option) gives it. */
export interface DatasetSpec {
  readonly name: string
  readonly description?: string
  readonly examples: readonly ExampleSpec[]
}

/** A dataset as the emulator keeps it. */
interface StoredDataset {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly createdAt: number
  readonly examples: readonly StoredExample[]
}

function parseOne(value: unknown, where: string): DatasetSpec {
  if (!isRecord(value)) throw new TypeError(`${where} must be an object {name, examples}`)
  const { name, description, examples } = value
  if (typeof name !== 'string' || name.trim() === '') {
    throw new TypeError(`${where}.name must be a non-empty string`)
  }
  if (description !== undefined && typeof description !== 'string') {
    throw new TypeError(`${where}.description must be a string`)
  }
  if (!Array.isArray(examples)) throw new TypeError(`${where}.examples must be a list`)
  return {
    name,
    ...(description === undefined ? {} : { description }),
    examples: examples.map((example, index) =>
      parseExampleSpec(example, `${where}.examples[${index}]`)
    )
  }
}

/**
 * The datasets of a dataset file's JSON: one `{name, description?, examples: [{inputs,
 * outputs?, metadata?, split?}]}` or a list of them. Throws a TypeError naming the bad field.
 */
export function parseDatasetFile(value: unknown, where = 'dataset file'): DatasetSpec[] {
  if (Array.isArray(value)) return value.map((one, index) => parseOne(one, `${where}[${index}]`))
  return [parseOne(value, where)]
}

/** The datasets of one emulator. */
export class Datasets implements ExampleSource {
  readonly #byId = new Map<string, StoredDataset>()

  constructor(
    private readonly tenantId: string,
    private readonly now: () => number
  ) {}

  /** Adds a dataset; a name already taken is an error (LangSmith keeps names unique). */
  add(spec: DatasetSpec): void {
    if (this.byName(spec.name) !== undefined) {
      throw new TypeError(`a dataset named "${spec.name}" exists already`)
    }
    const id = randomUUID()
    const at = this.now()
    this.#byId.set(id, {
      id,
      name: spec.name,
      description: spec.description ?? '',
      createdAt: at,
      examples: spec.examples.map(example => storeExample(example, id, at))
    })
  }

  byName(name: string): StoredDataset | undefined {
    return [...this.#byId.values()].find(dataset => dataset.name === name)
  }

  has(id: string): boolean {
    return this.#byId.has(id)
  }

  examplesOf(datasetId: string): readonly StoredExample[] | undefined {
    return this.#byId.get(datasetId)?.examples
  }

  allExamples(): readonly StoredExample[] {
    return [...this.#byId.values()].flatMap(dataset => dataset.examples)
  }

  /** The example `id` of any dataset. */
  example(id: string): StoredExample | undefined {
    return this.allExamples().find(example => example.id === id)
  }

  #toWire(dataset: StoredDataset): Record<string, unknown> {
    const at = isoAt(dataset.createdAt)
    return {
      id: dataset.id,
      name: dataset.name,
      description: dataset.description,
      tenant_id: this.tenantId,
      data_type: 'kv',
      created_at: at,
      modified_at: at,
      example_count: dataset.examples.length,
      session_count: 0,
      last_session_start_time: null,
      inputs_schema_definition: null,
      outputs_schema_definition: null,
      metadata: null
    }
  }

  /** `GET /datasets[?name=<exact>][&id=<uuid>...][&name_contains=..][&offset][&limit]`. */
  list(query: URLSearchParams): ApiResponse {
    const ids = new Set(queryUuids(query, 'id'))
    const name = query.get('name')
    const contains = query.get('name_contains')?.toLowerCase()
    const chosen = [...this.#byId.values()]
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
    const dataset = this.#byId.get(id)
    if (dataset === undefined) throw notFound('Dataset', id)
    return ok(this.#toWire(dataset))
  }
}
