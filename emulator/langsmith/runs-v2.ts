/**
 * Owns LangSmith's v2 run reads, which the SDK's `client.runs.query()` and `.retrieve()` call
 * (listRuns and readRun are deprecated): `POST /api/v2/runs/query` (the runs of `project_ids`
 * or of a `reference_dataset_id`'s experiments, in a `start_time` window, only the `selects`
 * fields; `{items, next_cursor}`) and `GET /api/v2/runs/{id}?project_id=`.
 */
import { ApiError, throwIfIssues, type ApiResponse } from '../base/api-error.js'
import { FieldReader, type ValidationIssue } from '../base/validation.js'
import { uuidList } from './run-body.js'
import { readTime } from './sessions.js'
import type { StoredRun } from './runs.js'
import { isoAt, notFound, ok, queryUuids } from './wire.js'

const DAY_MS = 24 * 60 * 60 * 1000
const PAGE = 100

/** What the v2 reads need from the rest of the API. */
export interface RunsV2Deps {
  readonly runs: () => readonly StoredRun[]
  readonly hasSession: (id: string) => boolean
  /** The experiments (sessions) of a dataset. */
  readonly sessionsOfDataset: (datasetId: string) => readonly string[]
  readonly datasetOfExample: (exampleId: string) => string | null
  readonly feedbackStats: (runIds: ReadonlySet<string>) => Record<string, unknown>
  readonly now: () => number
}

/** The `selects` the emulator serves (LangSmith has more: costs, threads, attachments...). */
const SELECTABLE = [
  'ID',
  'NAME',
  'RUN_TYPE',
  'STATUS',
  'START_TIME',
  'END_TIME',
  'LATENCY_SECONDS',
  'ERROR',
  'ERROR_PREVIEW',
  'EXTRA',
  'METADATA',
  'EVENTS',
  'INPUTS',
  'INPUTS_PREVIEW',
  'OUTPUTS',
  'OUTPUTS_PREVIEW',
  'PARENT_RUN_IDS',
  'PROJECT_ID',
  'TRACE_ID',
  'DOTTED_ORDER',
  'IS_ROOT',
  'REFERENCE_EXAMPLE_ID',
  'REFERENCE_DATASET_ID',
  'TAGS',
  'FEEDBACK_STATS',
  'TOTAL_TOKENS',
  'PROMPT_TOKENS',
  'COMPLETION_TOKENS',
  'IS_IN_DATASET'
] as const
type Selectable = (typeof SELECTABLE)[number]

/** Every field a run can be asked for, by its `selects` name. */
function fieldsOf(run: StoredRun, deps: RunsV2Deps): Record<Selectable, unknown> {
  const f = run.fields
  const start = f.startTime ?? run.createdAt
  const end = f.endTime ?? null
  const preview = (value: unknown) => (value == null ? null : JSON.stringify(value).slice(0, 200))
  const example = f.referenceExampleId ?? null
  return {
    ID: run.id,
    NAME: f.name,
    RUN_TYPE: f.runType,
    STATUS: f.error != null ? 'ERROR' : end === null ? 'PENDING' : 'SUCCESS',
    START_TIME: isoAt(start),
    END_TIME: end === null ? null : isoAt(end),
    LATENCY_SECONDS: end === null ? null : (end - start) / 1000,
    ERROR: f.error ?? null,
    ERROR_PREVIEW: f.error?.slice(0, 200) ?? null,
    EXTRA: f.extra ?? null,
    METADATA: f.extra?.metadata ?? {},
    EVENTS: f.events ?? [],
    INPUTS: f.inputs ?? {},
    INPUTS_PREVIEW: preview(f.inputs),
    OUTPUTS: f.outputs ?? null,
    OUTPUTS_PREVIEW: preview(f.outputs),
    PARENT_RUN_IDS: f.parentRunId == null ? [] : [f.parentRunId],
    PROJECT_ID: run.sessionId,
    TRACE_ID: f.traceId ?? run.id,
    DOTTED_ORDER: f.dottedOrder ?? null,
    IS_ROOT: f.parentRunId == null,
    REFERENCE_EXAMPLE_ID: example,
    REFERENCE_DATASET_ID: example === null ? null : deps.datasetOfExample(example),
    TAGS: f.tags ?? [],
    FEEDBACK_STATS: deps.feedbackStats(new Set([run.id])),
    TOTAL_TOKENS: 0,
    PROMPT_TOKENS: 0,
    COMPLETION_TOKENS: 0,
    IS_IN_DATASET: false
  }
}

/** The run with only the `selects` fields (just `id` when none), keys in lower case. */
function selected(run: StoredRun, selects: readonly Selectable[], deps: RunsV2Deps) {
  const all = fieldsOf(run, deps)
  const names: readonly Selectable[] = ['ID', ...selects]
  return Object.fromEntries(names.map(name => [name.toLowerCase(), all[name] ?? null]))
}

function readSelects(
  values: readonly unknown[],
  loc: readonly (string | number)[],
  issues: ValidationIssue[]
): Selectable[] {
  return values.flatMap((value, index) => {
    const known = SELECTABLE.find(name => name === value)
    if (known !== undefined) return [known]
    const msg = 'Input should be a run field the emulator serves'
    issues.push({ type: 'enum', loc: [...loc, index], msg, input: value })
    return []
  })
}

/** The v2 run reads over one emulator's runs. */
export class RunsV2 {
  constructor(private readonly deps: RunsV2Deps) {}

  /** `POST /api/v2/runs/query`. */
  query(body: Record<string, unknown>): ApiResponse {
    const issues: ValidationIssue[] = []
    const reader = new FieldReader(body, ['body'], issues)
    const projects = uuidList(reader, 'project_ids')
    const dataset = reader.nullableUuid('reference_dataset_id') ?? undefined
    const ids = uuidList(reader, 'ids')
    const examples = uuidList(reader, 'reference_examples')
    const trace = reader.nullableUuid('trace_id') ?? undefined
    const isRoot = body.is_root == null ? undefined : reader.boolean('is_root')
    const hasError = body.has_error == null ? undefined : reader.boolean('has_error')
    const runType = reader.nullableString('run_type') ?? undefined
    const min = readTime(reader, 'min_start_time') ?? this.deps.now() - DAY_MS
    const max = readTime(reader, 'max_start_time') ?? this.deps.now()
    const selects = readSelects(
      reader.value.selects == null ? [] : (reader.array('selects') ?? []),
      ['body', 'selects'],
      issues
    )
    const limit = body.page_size == null ? PAGE : Number(body.page_size)
    if (!Number.isInteger(limit) || limit < 1 || limit > PAGE) {
      const msg = `Input should be an integer from 1 to ${PAGE}`
      reader.fail('page_size', 'less_than_equal', msg, body.page_size)
    }
    const cursor = reader.nullableString('cursor') ?? '0'
    if (!/^\d+$/.test(cursor)) reader.fail('cursor', 'value_error', 'Unknown cursor', cursor)
    throwIfIssues(issues)
    for (const key of ['filter', 'trace_filter', 'tree_filter', 'ai_search']) {
      if (body[key] != null) throw new ApiError(400, `The emulator does not evaluate ${key}.`)
    }
    if ((projects === undefined || projects.length === 0) === (dataset === undefined)) {
      throw new ApiError(400, 'Set exactly one of project_ids and reference_dataset_id.')
    }
    for (const project of projects ?? []) {
      if (!this.deps.hasSession(project)) throw notFound('Session', project)
    }
    const sessions = new Set(projects ?? this.deps.sessionsOfDataset(dataset ?? ''))
    const chosen = this.deps.runs().filter(({ id, sessionId, createdAt, fields: f }) => {
      const start = f.startTime ?? createdAt
      return (
        sessions.has(sessionId) &&
        start >= min &&
        start < max + 1 &&
        (ids === undefined || ids.includes(id)) &&
        (examples === undefined || examples.includes(f.referenceExampleId ?? '')) &&
        (trace === undefined || (f.traceId ?? id) === trace) &&
        (isRoot === undefined || isRoot === (f.parentRunId == null)) &&
        (hasError === undefined || hasError === (f.error != null)) &&
        (runType === undefined || f.runType === runType)
      )
    })
    const start = (run: StoredRun): number => run.fields.startTime ?? run.createdAt
    chosen.sort((a, b) => start(b) - start(a))
    const offset = Number(cursor)
    const next = offset + limit < chosen.length ? String(offset + limit) : null
    return ok({
      items: chosen.slice(offset, offset + limit).map(run => selected(run, selects, this.deps)),
      next_cursor: next
    })
  }

  /** `GET /api/v2/runs/{id}?project_id=<id>[&selects=..]`: 404 unless the run is that project's. */
  retrieve(id: string, query: URLSearchParams): ApiResponse {
    const [project] = queryUuids(query, 'project_id')
    if (project === undefined) {
      throw new ApiError(422, [
        { type: 'missing', loc: ['query', 'project_id'], msg: 'Field required', input: null }
      ])
    }
    const issues: ValidationIssue[] = []
    const selects = readSelects(query.getAll('selects'), ['query', 'selects'], issues)
    throwIfIssues(issues)
    const run = this.deps.runs().find(one => one.id === id && one.sessionId === project)
    if (run === undefined) throw notFound('Run', id)
    return ok(selected(run, selects, this.deps))
  }
}
