/**
 * Owns the runs of every session: `POST /runs`, `PATCH /runs/{id}`, `POST /runs/batch` (the
 * SDK's auto-batching: `{post, patch}`, checked whole before any is kept), `POST /runs/query`
 * (listRuns: by session, id, reference example, trace, parent; cursor-paged) and `GET /runs/{id}`.
 */
import { ApiError, throwIfIssues, type ApiResponse } from '../base/api-error.js'
import { FieldReader, type ValidationIssue } from '../base/validation.js'
import { readRun, readRunQuery, type RunFields } from './run-body.js'
import type { Sessions, StoredSession } from './sessions.js'
import { isoAt, notFound, ok } from './wire.js'

/** A run as the emulator keeps it. */
export interface StoredRun {
  readonly id: string
  readonly sessionId: string
  readonly createdAt: number
  fields: RunFields
}

/** What runs need from the rest of the API. */
export interface RunDeps {
  readonly sessions: Sessions
  readonly hasExample: (id: string) => boolean
  readonly feedbackStats: (runIds: ReadonlySet<string>) => Record<string, unknown>
  readonly now: () => number
}

const accepted: ApiResponse = { status: 202, body: {} }
const PAGE = 100

/** The runs of the workspace. */
export class Runs {
  readonly #byId = new Map<string, StoredRun>()
  /** Batch patches that came before their run's post (the SDK may send them apart). */
  readonly #early = new Map<string, RunFields[]>()

  constructor(private readonly deps: RunDeps) {}

  /** Every run, in the order they were created. */
  all(): readonly StoredRun[] {
    return [...this.#byId.values()]
  }

  /** Puts saved runs back (`--state`); batch patches still waiting for their run are not kept. */
  restore(saved: readonly StoredRun[]): void {
    for (const run of saved) this.#byId.set(run.id, run)
  }

  /** The session of run `id`, if it exists. */
  sessionOf(id: string): string | undefined {
    return this.#byId.get(id)?.sessionId
  }

  /** IDs and latest start of the runs of a session. */
  ofSession(sessionId: string): { ids: Set<string>; lastStart: number | null } {
    const runs = [...this.#byId.values()].filter(run => run.sessionId === sessionId)
    const starts = runs.map(run => run.fields.startTime ?? run.createdAt)
    return {
      ids: new Set(runs.map(run => run.id)),
      lastStart: starts.length === 0 ? null : Math.max(...starts)
    }
  }

  /** Checks the sessions, example and id a new run names (404, 409) before anything is kept. */
  #checkCreate(fields: RunFields, batchIds: Set<string>): void {
    const id = fields.id ?? ''
    if (this.#byId.has(id) || batchIds.has(id)) throw new ApiError(409, `Run ${id} already exists`)
    batchIds.add(id)
    if (fields.sessionId != null && this.deps.sessions.get(fields.sessionId) === undefined) {
      throw notFound('Session', fields.sessionId)
    }
    const example = fields.referenceExampleId
    if (example != null && !this.deps.hasExample(example)) throw notFound('Example', example)
  }

  #keep(fields: RunFields): void {
    const id = fields.id ?? ''
    const session: StoredSession =
      fields.sessionId != null
        ? (this.deps.sessions.get(fields.sessionId) as StoredSession)
        : this.deps.sessions.ensure(fields.sessionName ?? '')
    const run: StoredRun = { id, sessionId: session.id, createdAt: this.deps.now(), fields }
    for (const patch of this.#early.get(id) ?? []) run.fields = { ...run.fields, ...patch }
    this.#early.delete(id)
    this.#byId.set(id, run)
  }

  /** `POST /runs`. */
  create(body: Record<string, unknown>): ApiResponse {
    const issues: ValidationIssue[] = []
    const fields = readRun(body, ['body'], issues, true)
    throwIfIssues(issues)
    if (fields === undefined) return accepted
    this.#checkCreate(fields, new Set())
    this.#keep(fields)
    return accepted
  }

  /** `PATCH /runs/{id}`: 404 for a run never created. */
  update(id: string, body: Record<string, unknown>): ApiResponse {
    const run = this.#byId.get(id)
    if (run === undefined) throw notFound('Run', id)
    const issues: ValidationIssue[] = []
    const fields = readRun(body, ['body'], issues, false)
    throwIfIssues(issues)
    run.fields = { ...run.fields, ...withoutIdentity(fields ?? {}) }
    return accepted
  }

  /** `POST /runs/batch`: `{post?: [...], patch?: [...]}`, every item checked before any is kept. */
  batch(body: Record<string, unknown>): ApiResponse {
    const issues: ValidationIssue[] = []
    const reader = new FieldReader(body, ['body'], issues)
    const list = (key: 'post' | 'patch'): RunFields[] =>
      (reader.array(key) ?? []).flatMap((item, index) => {
        const fields = readRun(item, ['body', key, index], issues, key === 'post')
        if (key === 'patch' && fields !== undefined && fields.id === undefined) {
          issues.push({
            type: 'missing',
            loc: ['body', key, index, 'id'],
            msg: 'Field required',
            input: item
          })
        }
        return fields === undefined ? [] : [fields]
      })
    const posts = list('post')
    const patches = list('patch')
    throwIfIssues(issues)
    const batchIds = new Set<string>()
    for (const fields of posts) this.#checkCreate(fields, batchIds)
    for (const fields of posts) this.#keep(fields)
    for (const patch of patches) {
      const id = patch.id ?? ''
      const run = this.#byId.get(id)
      if (run === undefined)
        this.#early.set(id, [...(this.#early.get(id) ?? []), withoutIdentity(patch)])
      else run.fields = { ...run.fields, ...withoutIdentity(patch) }
    }
    return accepted
  }

  /** `GET /runs/{id}`. */
  read(id: string): ApiResponse {
    const run = this.#byId.get(id)
    if (run === undefined) throw notFound('Run', id)
    return ok(this.toWire(run))
  }

  /**
   * `POST /runs/query`: runs of `session` (ids), `id`, `reference_example`, `trace` or
   * `parent_run` (one at least), filtered by `is_root`, `error`, `run_type`; newest first unless
   * `order: "asc"`; pages of `limit` (at most 100) with `cursors.next`.
   */
  query(body: Record<string, unknown>): ApiResponse {
    const { sessions, ids, examples, trace, parent, isRoot, error, runType, order, limit, cursor } =
      readRunQuery(body)
    for (const session of sessions ?? []) {
      if (this.deps.sessions.get(session) === undefined) throw notFound('Session', session)
    }
    const chosen = [...this.#byId.values()].filter(
      ({ id, sessionId, fields: f }) =>
        (sessions === undefined || sessions.includes(sessionId)) &&
        (ids === undefined || ids.includes(id)) &&
        (examples === undefined || examples.includes(f.referenceExampleId ?? '')) &&
        (trace === undefined || (f.traceId ?? id) === trace) &&
        (parent === undefined || f.parentRunId === parent) &&
        (isRoot === undefined || isRoot === (f.parentRunId == null)) &&
        (error === undefined || error === (f.error != null)) &&
        (runType === undefined || f.runType === runType)
    )
    const start = (run: StoredRun): number => run.fields.startTime ?? run.createdAt
    chosen.sort((a, b) => (order === 'asc' ? start(a) - start(b) : start(b) - start(a)))
    const offset = cursor
    const size = Math.min(limit ?? PAGE, PAGE)
    const next = offset + size < chosen.length ? String(offset + size) : null
    return ok({
      runs: chosen.slice(offset, offset + size).map(run => this.toWire(run)),
      cursors: { next }
    })
  }

  toWire({ id, sessionId, createdAt, fields: f }: StoredRun): Record<string, unknown> {
    const start = f.startTime ?? createdAt
    const end = f.endTime ?? null
    return {
      id,
      name: f.name,
      run_type: f.runType,
      start_time: isoAt(start),
      end_time: end === null ? null : isoAt(end),
      inputs: f.inputs ?? {},
      outputs: f.outputs ?? null,
      error: f.error ?? null,
      extra: f.extra ?? null,
      tags: f.tags ?? [],
      events: f.events ?? [],
      serialized: null,
      session_id: sessionId,
      trace_id: f.traceId ?? id,
      dotted_order: f.dottedOrder ?? null,
      parent_run_id: f.parentRunId ?? null,
      parent_run_ids: f.parentRunId == null ? [] : [f.parentRunId],
      reference_example_id: f.referenceExampleId ?? null,
      status: f.error != null ? 'error' : end === null ? 'pending' : 'success',
      feedback_stats: this.deps.feedbackStats(new Set([id])),
      child_run_ids: null,
      total_tokens: 0,
      prompt_tokens: 0,
      completion_tokens: 0,
      first_token_time: null
    }
  }
}

/** An update's fields without those that name the run (its id and session stay). */
function withoutIdentity(fields: RunFields): RunFields {
  const { id: _id, sessionId: _session, sessionName: _name, ...rest } = fields
  return rest
}
