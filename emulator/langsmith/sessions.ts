/**
 * Owns tracing projects ("sessions"), of which an experiment is one tied to a dataset:
 * `POST /sessions` (`?upsert=true`), `GET /sessions` (by `name`, `id`, `reference_dataset`,
 * `name_contains`, `metadata`), `GET` and `PATCH /sessions/{id}`, and the projects run ingestion names.
 */
import { randomUUID } from 'node:crypto'

import { ApiError, throwIfIssues, type ApiResponse } from '../base/api-error.js'
import { FieldReader, type ValidationIssue } from '../base/validation.js'
import { hasMetadata, isoAt, metadataFilter, notFound, ok, pageOf, queryUuids } from './wire.js'

/** A session as the emulator keeps it. */
export interface StoredSession {
  readonly id: string
  name: string
  description: string | null
  readonly referenceDatasetId: string | null
  readonly startTime: number
  endTime: number | null
  extra: Record<string, unknown> | null
}

/** What a session's wire form counts from its runs. */
export interface SessionStats {
  readonly runCount: number
  readonly lastRunStart: number | null
  readonly feedbackStats: Record<string, unknown>
}

/** What sessions need from the rest of the API. */
export interface SessionDeps {
  readonly tenantId: string
  readonly now: () => number
  readonly hasDataset: (id: string) => boolean
  readonly statsOf: (sessionId: string) => SessionStats
}

/** A timestamp field (ISO string or ms number); undefined when absent or invalid. */
export function readTime(reader: FieldReader, key: string): number | null | undefined {
  const input = reader.value[key]
  if (input === undefined || input === null) return input
  const ms = typeof input === 'number' ? input : typeof input === 'string' ? Date.parse(input) : NaN
  if (!Number.isFinite(ms)) {
    reader.fail(key, 'datetime_parsing', 'Input should be a valid datetime', input)
    return undefined
  }
  return ms
}

function metadataOf(session: StoredSession): Record<string, unknown> {
  const metadata = session.extra?.metadata
  return typeof metadata === 'object' && metadata !== null
    ? (metadata as Record<string, unknown>)
    : {}
}

/** The workspace's sessions. */
export class Sessions {
  readonly #byId = new Map<string, StoredSession>()

  constructor(private readonly deps: SessionDeps) {}

  /** Every session, oldest first. */
  all(): readonly StoredSession[] {
    return [...this.#byId.values()]
  }

  /** Puts saved sessions back (`--state`). */
  restore(saved: readonly StoredSession[]): void {
    for (const session of saved) this.#byId.set(session.id, session)
  }

  get(id: string): StoredSession | undefined {
    return this.#byId.get(id)
  }

  byName(name: string): StoredSession | undefined {
    return [...this.#byId.values()].find(session => session.name === name)
  }

  /** IDs of the experiments (sessions) on a dataset. */
  ofDataset(datasetId: string): string[] {
    return [...this.#byId.values()]
      .filter(session => session.referenceDatasetId === datasetId)
      .map(session => session.id)
  }

  /** The session a run names by `session_name`, created when new (as tracing does). */
  ensure(name: string): StoredSession {
    return this.byName(name) ?? this.#add({ name, description: null, referenceDatasetId: null })
  }

  #add(
    fields: Omit<StoredSession, 'id' | 'startTime' | 'endTime' | 'extra'> & Partial<StoredSession>
  ): StoredSession {
    const session: StoredSession = {
      id: randomUUID(),
      startTime: this.deps.now(),
      endTime: null,
      extra: null,
      ...fields
    }
    this.#byId.set(session.id, session)
    return session
  }

  toWire(session: StoredSession): Record<string, unknown> {
    const stats = this.deps.statsOf(session.id)
    return {
      id: session.id,
      name: session.name,
      description: session.description,
      start_time: isoAt(session.startTime),
      end_time: session.endTime === null ? null : isoAt(session.endTime),
      extra: session.extra,
      reference_dataset_id: session.referenceDatasetId,
      default_dataset_id: null,
      tenant_id: this.deps.tenantId,
      trace_tier: 'longlived',
      run_count: stats.runCount,
      last_run_start_time: stats.lastRunStart === null ? null : isoAt(stats.lastRunStart),
      feedback_stats: stats.feedbackStats
    }
  }

  /** `POST /sessions`: a name taken is a 409 unless `upsert=true`, which updates that one. */
  create(body: Record<string, unknown>, query: URLSearchParams): ApiResponse {
    const issues: ValidationIssue[] = []
    const reader = new FieldReader(body, ['body'], issues)
    const name = reader.string('name', { minLength: 1 }) ?? `project-${randomUUID().slice(0, 8)}`
    const description = reader.nullableString('description') ?? null
    const extra = reader.nullableRecord('extra') ?? null
    const datasetId = reader.nullableUuid('reference_dataset_id') ?? null
    const startTime = readTime(reader, 'start_time')
    const endTime = readTime(reader, 'end_time')
    throwIfIssues(issues)
    if (datasetId !== null && !this.deps.hasDataset(datasetId)) throw notFound('Dataset', datasetId)
    const taken = this.byName(name)
    if (taken !== undefined) {
      if (query.get('upsert') !== 'true') {
        throw new ApiError(409, `Session with name '${name}' already exists`)
      }
      if (description !== null) taken.description = description
      if (extra !== null) taken.extra = extra
      return ok(this.toWire(taken))
    }
    const session = this.#add({
      name,
      description,
      referenceDatasetId: datasetId,
      extra,
      ...(startTime == null ? {} : { startTime }),
      ...(endTime == null ? {} : { endTime })
    })
    return ok(this.toWire(session))
  }

  /**
   * `GET /sessions[?name][&name_contains][&id...][&reference_dataset...][&metadata=<json>]`
   * (metadata: every key given equal in `extra.metadata`), newest first.
   */
  list(query: URLSearchParams): ApiResponse {
    const ids = new Set(queryUuids(query, 'id'))
    const datasets = new Set(queryUuids(query, 'reference_dataset'))
    const name = query.get('name')
    const contains = query.get('name_contains')?.toLowerCase()
    const free = query.get('reference_free')
    const metadata = metadataFilter(query.get('metadata'))
    const chosen = [...this.#byId.values()]
      .filter(
        session =>
          (ids.size === 0 || ids.has(session.id)) &&
          (datasets.size === 0 || datasets.has(session.referenceDatasetId ?? '')) &&
          (name === null || session.name === name) &&
          (contains === undefined || session.name.toLowerCase().includes(contains)) &&
          (free === null || (free === 'true') === (session.referenceDatasetId === null)) &&
          (metadata === undefined || hasMetadata(metadataOf(session), metadata))
      )
      .sort((a, b) => b.startTime - a.startTime)
    return ok(pageOf(chosen, query).map(session => this.toWire(session)))
  }

  /** `GET /sessions/{id}`: 404 for an unknown one. */
  read(id: string): ApiResponse {
    return ok(this.toWire(this.#known(id)))
  }

  #known(id: string): StoredSession {
    const session = this.#byId.get(id)
    if (session === undefined) throw notFound('Session', id)
    return session
  }

  /** `PATCH /sessions/{id}`: null fields are left as they are; `extra` replaces the old one. */
  update(id: string, body: Record<string, unknown>): ApiResponse {
    const session = this.#known(id)
    const issues: ValidationIssue[] = []
    const reader = new FieldReader(body, ['body'], issues)
    const name = reader.value.name === null ? null : reader.string('name', { minLength: 1 })
    const description = reader.nullableString('description')
    const extra = reader.nullableRecord('extra')
    const endTime = readTime(reader, 'end_time')
    throwIfIssues(issues)
    if (typeof name === 'string' && name !== session.name) {
      if (this.byName(name) !== undefined) {
        throw new ApiError(409, `Session with name '${name}' already exists`)
      }
      session.name = name
    }
    if (typeof description === 'string') session.description = description
    if (extra != null) session.extra = extra
    if (endTime != null) session.endTime = endTime
    return ok(this.toWire(session))
  }
}
