/**
 * Owns LangSmith's API as the emulator serves it under `/api/v1` (and self-hosted's `/api`, and
 * `/api/v2` for the v2 run reads): the routes the `langsmith` SDK calls for datasets, examples,
 * experiments (sessions), runs and feedback, their authentication (the control plane's key and
 * workspace) and `GET /info`, which steers the SDK to `POST /runs/batch` (not multipart) and to
 * multipart example uploads.
 */
import { ApiError, type ApiRequest, type ApiResponse } from '../base/api-error.js'
import { authenticate, type Credentials } from '../base/auth.js'
import { matchRoute } from '../base/routes.js'
import { MAX_BODY_BYTES } from '../base/http-util.js'
import { AGENT_SMOKE } from './agent-smoke.js'
import { contentTypeOf, parseJsonObject } from '../base/json-body.js'
import type { DatasetSpec } from './dataset-file.js'
import { Datasets, type StoredDataset } from './datasets.js'
import {
  createExample,
  createExamplesBulk,
  updateExamples,
  uploadExamples
} from './example-writes.js'
import { listExamples, readExample } from './examples.js'
import { Feedbacks, type StoredFeedback } from './feedback.js'
import { Runs, type StoredRun } from './runs.js'
import { RunsV2 } from './runs-v2.js'
import { Sessions, type SessionStats, type StoredSession } from './sessions.js'
import { datasetPage } from './ui.js'
import { ok, pathUuid, type Handler } from './wire.js'

/** Where LangSmith's API is served: the SDK's `apiUrl` is `<emulator url>/api/v1`. */
export const LANGSMITH_API_PREFIX = '/api/v1'

/**
 * The path inside LangSmith's API of a request path: `/api/v1/datasets` and self-hosted's
 * older form `/api/datasets` both give `/datasets`; undefined for any other path.
 */
export function langSmithPath(pathname: string): string | undefined {
  for (const prefix of [LANGSMITH_API_PREFIX, '/api']) {
    if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length)
  }
  return undefined
}

const json = (request: ApiRequest): Record<string, unknown> =>
  parseJsonObject(request.body, contentTypeOf(request.headers))

/**
 * Largest request body LangSmith's API reads here: room for the JS SDK's `createExamples`, which
 * sends every example in one request (the Python client sends batches of up to 20 MB).
 */
const LANGSMITH_MAX_BODY_BYTES = 32 * 1024 * 1024

/** Settings of the emulated LangSmith API. */
export interface LangSmithSettings extends Credentials {
  readonly now: () => number
  /** Datasets besides the seeded `agent-smoke`. */
  readonly datasets: readonly DatasetSpec[]
}

/** LangSmith's data as `--state` keeps it. */
export interface SavedLangSmith {
  readonly datasets: readonly StoredDataset[]
  readonly sessions: readonly StoredSession[]
  readonly runs: readonly StoredRun[]
  readonly feedback: readonly StoredFeedback[]
}

interface Route {
  readonly pattern: readonly (string | null)[]
  readonly methods: Readonly<Record<string, Handler>>
  /** Served without a key (`/info`, as the service does). */
  readonly open?: boolean
}

/**
 * What `/info` tells the SDK: batch ingest through `/runs/batch`, bodies the emulator reads, and
 * examples uploaded multipart (the JS SDK knows no other way; Python falls back to `/examples/bulk`).
 */
function serverInfo(): Record<string, unknown> {
  return {
    version: '0.16.0',
    license_expiration_time: null,
    batch_ingest_config: {
      use_multipart_endpoint: false,
      scale_up_qsize_trigger: 1000,
      scale_up_nthreads_limit: 16,
      scale_down_nempty_trigger: 4,
      size_limit: 100,
      size_limit_bytes: Math.floor(MAX_BODY_BYTES / 2)
    },
    instance_flags: {
      dataset_examples_multipart_enabled: true,
      gzip_body_enabled: false,
      s3_storage_enabled: false,
      search_enabled: false
    },
    customer_info: null
  }
}

const detail = (status: number, message: unknown): ApiResponse => ({
  status,
  body: { detail: message }
})

/** One emulator's LangSmith API. */
export class LangSmithApi {
  readonly maxBodyBytes = LANGSMITH_MAX_BODY_BYTES
  readonly datasets: Datasets
  readonly sessions: Sessions
  readonly runs: Runs
  readonly feedback: Feedbacks
  readonly #routes: readonly Route[]

  constructor(private readonly settings: LangSmithSettings) {
    const { now } = settings
    const datasets = new Datasets(settings.workspaceId, now, id => sessions.ofDataset(id).length)
    for (const spec of [AGENT_SMOKE, ...settings.datasets]) datasets.add(spec)
    const sessions: Sessions = new Sessions({
      tenantId: settings.workspaceId,
      now,
      hasDataset: id => datasets.has(id),
      statsOf: (id): SessionStats => {
        const { ids, lastStart } = runs.ofSession(id)
        return { runCount: ids.size, lastRunStart: lastStart, feedbackStats: feedback.statsOf(ids) }
      }
    })
    const runs: Runs = new Runs({
      sessions,
      now,
      hasExample: id => datasets.example(id) !== undefined,
      feedbackStats: (ids): Record<string, unknown> => feedback.statsOf(ids)
    })
    const feedback: Feedbacks = new Feedbacks({
      now,
      sessionOfRun: (id): string | undefined => runs.sessionOf(id),
      hasSession: (id): boolean => sessions.get(id) !== undefined
    })
    this.datasets = datasets
    this.sessions = sessions
    this.runs = runs
    this.feedback = feedback
    const v2 = new RunsV2({
      now,
      runs: () => runs.all(),
      hasSession: id => sessions.get(id) !== undefined,
      sessionsOfDataset: id => sessions.ofDataset(id),
      datasetOfExample: id => datasets.example(id)?.datasetId ?? null,
      feedbackStats: ids => feedback.statsOf(ids)
    })
    this.#routes = [...this.#readTable(v2), ...this.#writeTable()]
  }

  /** The v2 run reads and `/info`, then datasets and examples. */
  #readTable(v2: RunsV2): Route[] {
    return [
      { pattern: ['v2', 'runs', 'query'], methods: { POST: request => v2.query(json(request)) } },
      {
        pattern: ['v2', 'runs', null],
        methods: { GET: (request, [id]) => v2.retrieve(pathUuid('run_id', id), request.query) }
      },
      { pattern: ['info'], open: true, methods: { GET: () => ok(serverInfo()) } },
      ...this.#datasetTable()
    ]
  }

  /** Datasets and their examples, created and read as the SDKs do. */
  #datasetTable(): Route[] {
    const { datasets } = this
    const datasetId = (id: string | undefined) => pathUuid('dataset_id', id)
    return [
      {
        pattern: ['datasets'],
        methods: {
          GET: request => datasets.list(request.query),
          POST: request => datasets.create(json(request))
        }
      },
      { pattern: ['datasets', null], methods: { GET: (_, [id]) => datasets.read(datasetId(id)) } },
      {
        pattern: ['datasets', null, 'splits'],
        methods: { GET: (_, [id]) => datasets.splits(datasetId(id)) }
      },
      {
        pattern: ['platform', 'datasets', null, 'examples'],
        methods: {
          POST: (request, [id]) => uploadExamples(datasets, datasetId(id), request),
          PATCH: (request, [id]) => updateExamples(datasets, datasetId(id), request)
        }
      },
      {
        pattern: ['examples'],
        methods: {
          GET: request => listExamples(datasets, request.query),
          POST: request => createExample(datasets, request)
        }
      },
      {
        pattern: ['examples', 'bulk'],
        methods: { POST: request => createExamplesBulk(datasets, request) }
      },
      {
        pattern: ['examples', null],
        methods: { GET: (_, [id]) => readExample(datasets, pathUuid('example_id', id)) }
      }
    ]
  }

  /** Sessions, runs and feedback. */
  #writeTable(): Route[] {
    const { sessions, runs, feedback } = this
    return [
      {
        pattern: ['sessions'],
        methods: {
          GET: request => sessions.list(request.query),
          POST: request => sessions.create(json(request), request.query)
        }
      },
      {
        pattern: ['sessions', null],
        methods: {
          GET: (_, [id]) => sessions.read(pathUuid('session_id', id)),
          PATCH: (request, [id]) => sessions.update(pathUuid('session_id', id), json(request))
        }
      },
      { pattern: ['runs'], methods: { POST: request => runs.create(json(request)) } },
      { pattern: ['runs', 'batch'], methods: { POST: request => runs.batch(json(request)) } },
      { pattern: ['runs', 'query'], methods: { POST: request => runs.query(json(request)) } },
      {
        pattern: ['runs', null],
        methods: {
          GET: (_, [id]) => runs.read(pathUuid('run_id', id)),
          PATCH: (request, [id]) => runs.update(pathUuid('run_id', id), json(request))
        }
      },
      {
        pattern: ['feedback'],
        methods: {
          GET: request => feedback.list(request.query),
          POST: request => feedback.create(json(request))
        }
      },
      {
        pattern: ['feedback', null],
        methods: { GET: (_, [id]) => feedback.read(pathUuid('feedback_id', id)) }
      }
    ]
  }

  /** What `--state` saves of LangSmith's data (the objects themselves: serialize before a write). */
  saved(): SavedLangSmith {
    return {
      datasets: this.datasets.all(),
      sessions: this.sessions.all(),
      runs: this.runs.all(),
      feedback: this.feedback.all()
    }
  }

  /**
   * Puts saved data back, over the datasets given at start (see {@link Datasets.restore}); the
   * names of the `--dataset` files whose saved dataset of the same name was kept instead.
   */
  restore(saved: SavedLangSmith): string[] {
    const replaced = this.datasets.restore(saved.datasets)
    this.sessions.restore(saved.sessions)
    this.runs.restore(saved.runs)
    this.feedback.restore(saved.feedback)
    return replaced.filter(name => name !== AGENT_SMOKE.name)
  }

  /** The UI page of a dataset or of its experiments at `pathname`, else undefined. */
  page(pathname: string, query: URLSearchParams): { status: number; body: string } | undefined {
    const { sessions, runs, feedback, datasets } = this
    const tenantId = this.settings.workspaceId
    const source = {
      tenantId,
      sessions,
      runs,
      feedback,
      datasetName: (id: string) => datasets.nameOf(id)
    }
    return datasetPage(source, pathname, query)
  }

  /** Answers one request (its path inside the API). A client's mistake is a 4xx, never a throw. */
  respond(request: ApiRequest): ApiResponse {
    let match
    try {
      match = matchRoute(this.#routes, request.pathname.replace(/\/$/, ''), decodeURIComponent)
    } catch {
      return detail(404, 'Not Found')
    }
    if (match === undefined) return detail(404, 'Not Found')
    const handler = match.route.methods[request.method.toUpperCase()]
    if (handler === undefined) return detail(405, 'Method Not Allowed')
    if (match.route.open !== true) {
      const denied = authenticate(request.headers, this.settings)
      if (denied !== undefined) return denied
    }
    try {
      return handler(request, match.params)
    } catch (error) {
      if (error instanceof ApiError) return detail(error.status, error.detail)
      throw error
    }
  }
}
