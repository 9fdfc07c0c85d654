/**
 * Owns feedback on runs and sessions: `POST /feedback` (a `key`; a `run_id` that exists, or
 * one with the `session_id` that will hold it, or a `session_id` alone; a score that is a
 * number, a boolean or null), `GET /feedback` (listFeedback: by
 * `run`, `key`, `source`, `session`, paged), `GET /feedback/{id}`, and the `feedback_stats`
 * that runs and sessions show.
 */
import { randomUUID } from 'node:crypto'

import { ApiError, throwIfIssues, type ApiResponse } from '../base/api-error.js'
import { FieldReader, type ValidationIssue } from '../base/validation.js'
import { isoAt, notFound, ok, pageOf, queryUuids } from './wire.js'

/** Feedback as the emulator keeps it. */
export interface StoredFeedback {
  readonly id: string
  readonly runId: string | null
  readonly sessionId: string | null
  readonly traceId: string | null
  readonly key: string
  readonly score: number | null
  readonly value: unknown
  readonly comment: string | null
  readonly correction: unknown
  readonly source: Record<string, unknown> | null
  readonly createdAt: number
}

/** What feedback needs from the rest of the API. */
export interface FeedbackDeps {
  /** The session of a run, or undefined for no such run. */
  readonly sessionOfRun: (runId: string) => string | undefined
  readonly hasSession: (sessionId: string) => boolean
  readonly now: () => number
}

function readScore(reader: FieldReader): number | null | undefined {
  const input = reader.value.score
  if (input === undefined || input === null) return null
  if (typeof input === 'boolean') return input ? 1 : 0
  if (typeof input === 'number' && Number.isFinite(input)) return input
  reader.fail('score', 'float_type', 'Input should be a valid number or boolean', input)
  return undefined
}

/** The feedback of the workspace. */
export class Feedbacks {
  readonly #byId = new Map<string, StoredFeedback>()

  constructor(private readonly deps: FeedbackDeps) {}

  /** Every feedback, oldest first. */
  all(): readonly StoredFeedback[] {
    return [...this.#byId.values()]
  }

  /** Puts saved feedback back (`--state`). */
  restore(saved: readonly StoredFeedback[]): void {
    for (const feedback of saved) this.#byId.set(feedback.id, feedback)
  }

  /** `POST /feedback`. */
  create(body: Record<string, unknown>): ApiResponse {
    const issues: ValidationIssue[] = []
    const reader = new FieldReader(body, ['body'], issues)
    const id = reader.nullableUuid('id') ?? randomUUID()
    const key = reader.string('key', { required: true, minLength: 1 })
    const runId = reader.nullableUuid('run_id') ?? null
    const sessionId = reader.nullableUuid('session_id') ?? null
    const traceId = reader.nullableUuid('trace_id') ?? null
    const score = readScore(reader)
    const comment = reader.nullableString('comment') ?? null
    const source = reader.nullableRecord('feedback_source') ?? null
    if (body.run_id == null && body.session_id == null) {
      reader.fail('run_id', 'missing', 'Feedback needs a run_id or a session_id', body)
    }
    throwIfIssues(issues)
    if (this.#byId.has(id)) throw new ApiError(409, `Feedback ${id} already exists`)
    if (sessionId !== null && !this.deps.hasSession(sessionId)) throw notFound('Session', sessionId)
    // Runs are ingested in batches, so feedback may come first: with its session it is kept.
    const runSession = runId === null ? undefined : this.deps.sessionOfRun(runId)
    if (runId !== null && runSession === undefined && sessionId === null) {
      throw notFound('Run', runId)
    }
    const feedback: StoredFeedback = {
      id,
      runId,
      sessionId: runSession ?? sessionId,
      traceId: traceId ?? runId,
      key: key ?? '',
      score: score ?? null,
      value: body.value ?? null,
      comment,
      correction: body.correction ?? null,
      source,
      createdAt: this.deps.now()
    }
    this.#byId.set(id, feedback)
    return ok(toWire(feedback))
  }

  /** `GET /feedback[?run=<id>...][&key=..][&source=..][&session=<id>...]`, oldest first. */
  list(query: URLSearchParams): ApiResponse {
    const runs = new Set(queryUuids(query, 'run'))
    const sessions = new Set(queryUuids(query, 'session'))
    const keys = query.getAll('key')
    const sources = query.getAll('source')
    const chosen = [...this.#byId.values()].filter(
      feedback =>
        (runs.size === 0 || runs.has(feedback.runId ?? '')) &&
        (sessions.size === 0 || sessions.has(feedback.sessionId ?? '')) &&
        (keys.length === 0 || keys.includes(feedback.key)) &&
        (sources.length === 0 || sources.includes(String(feedback.source?.type)))
    )
    return ok(pageOf(chosen, query).map(toWire))
  }

  /** `GET /feedback/{id}`. */
  read(id: string): ApiResponse {
    const feedback = this.#byId.get(id)
    if (feedback === undefined) throw notFound('Feedback', id)
    return ok(toWire(feedback))
  }

  /** `feedback_stats` of the runs given: per key, how many, and the mean of the scores. */
  statsOf(runIds: ReadonlySet<string>): Record<string, unknown> {
    const byKey = new Map<string, number[]>()
    for (const feedback of this.#byId.values()) {
      if (feedback.runId === null || !runIds.has(feedback.runId)) continue
      const scores = byKey.get(feedback.key) ?? []
      if (feedback.score !== null) scores.push(feedback.score)
      byKey.set(feedback.key, scores)
    }
    return Object.fromEntries(
      [...byKey].map(([key, scores]) => [
        key,
        {
          n: scores.length,
          avg: scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length,
          values: {}
        }
      ])
    )
  }
}

function toWire(feedback: StoredFeedback): Record<string, unknown> {
  const at = isoAt(feedback.createdAt)
  return {
    id: feedback.id,
    run_id: feedback.runId,
    session_id: feedback.sessionId,
    trace_id: feedback.traceId,
    key: feedback.key,
    score: feedback.score,
    value: feedback.value,
    comment: feedback.comment,
    correction: feedback.correction,
    feedback_source: feedback.source,
    comparative_experiment_id: null,
    feedback_group_id: null,
    extra: null,
    created_at: at,
    modified_at: at
  }
}
