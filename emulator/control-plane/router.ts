/**
 * The control plane API (`/v2/deployments...`, `/v2/listeners`): routing, authentication and
 * the deployment endpoints, in the shapes of control-plane-api.md and control-plane-notes.md.
 * It works on plain request data and returns a status and body, so the server decides how (or
 * whether) to send it. Request rules live in create-request.ts and update-request.ts.
 */
import {
  ApiError,
  refused,
  throwIfIssues,
  unprocessable,
  type ApiRequest,
  type ApiResponse
} from '../base/api-error.js'
import { validateCreate, type RequestRules } from './create-request.js'
import { deleteDeployment, refuseWhileDeleting } from './deletion.js'
import { authenticate } from '../base/auth.js'
import {
  DEFAULT_INTEGRATIONS,
  type EmulatedIntegration,
  integrationRoutes
} from '../integrations/integrations.js'
import { contentTypeOf, parseJsonObject } from '../base/json-body.js'
import { matchRoute } from '../base/routes.js'
import { getListener, listListeners } from './listeners.js'
import { deploymentLogs, v1Logs } from './logs-routes.js'
import {
  findRevision,
  interruptRevision,
  listRevisions,
  redeployRevision,
  revisionLogs
} from './revision-routes.js'
import { DEPLOYMENT_TYPES } from './pricing.js'
import { NameTakenError, type DeploymentRecord, type DeploymentStore } from './state.js'
import { TracingProjects } from './tracing-projects.js'
import { pushToken } from './push-token.js'
import type { DeploymentStatus, EmulatorQuirks, WireDeployment } from './wire-types.js'
import { validateCreateRevision } from './revision-request.js'
import { validateUpdate } from './update-request.js'
import {
  isUuid,
  queryChoice,
  queryInteger,
  queryUuids,
  uuidIssue,
  type ValidationIssue
} from '../base/validation.js'

export type { ApiRequest, ApiResponse } from '../base/api-error.js'

/** Settings of the control plane. */
export interface ControlPlaneSettings {
  readonly apiKey: string
  readonly workspaceId: string
  readonly keyScope: 'workspace' | 'organization'
  readonly reservedNames: ReadonlySet<string>
  readonly quirks: () => EmulatorQuirks
  readonly rules: RequestRules
  /** Whether `POST /v2/deployments/{id}/revisions` exists; false plays an older install (404). */
  readonly createRevisionRoute: boolean
  /** Issues a one-time signed URL for a deployment's next source archive. */
  readonly issueUpload: (deploymentId: string) => { upload_url: string; object_path: string }
  /** The workspace's GitHub integrations (integrations.ts); default DEFAULT_INTEGRATIONS. */
  readonly integrations?: readonly EmulatedIntegration[]
}

const DEPLOYMENT_STATUSES: readonly DeploymentStatus[] = [
  'AWAITING_DATABASE',
  'READY',
  'UNUSED',
  'AWAITING_DELETE',
  'UNKNOWN'
]

function detail(status: number, message: unknown, headers?: Record<string, string>): ApiResponse {
  return headers === undefined
    ? { status, body: { detail: message } }
    : { status, body: { detail: message }, headers }
}

type Handler = (request: ApiRequest, params: readonly (string | undefined)[]) => ApiResponse

interface Route {
  /** null marks a path parameter. */
  readonly pattern: readonly (string | null)[]
  readonly methods: Readonly<Record<string, Handler>>
}

/** The control plane of one emulated workspace. */
export class ControlPlane {
  readonly #store: DeploymentStore
  readonly #settings: ControlPlaneSettings
  readonly #routes: readonly Route[]
  readonly #tracingProjects: TracingProjects

  constructor(store: DeploymentStore, settings: ControlPlaneSettings) {
    this.#store = store
    this.#settings = settings
    this.#tracingProjects = new TracingProjects(settings.reservedNames)
    this.#routes = this.#table()
  }

  #table(): Route[] {
    const deployment = (id: string | undefined) => this.#deployment(id)
    const store = this.#store
    return [
      {
        pattern: ['v2', 'listeners'],
        methods: { GET: request => listListeners(this.#settings.rules.listenerId, request.query) }
      },
      {
        pattern: ['v2', 'listeners', null],
        methods: { GET: (_, [id]) => getListener(this.#settings.rules.listenerId, id ?? '') }
      },
      {
        pattern: ['v2', 'deployments'],
        methods: {
          GET: request => this.#listDeployments(request),
          POST: request => this.#createDeployment(request)
        }
      },
      {
        pattern: ['v2', 'deployments', null],
        methods: {
          GET: (_, [id]) => ({ status: 200, body: store.toWire(deployment(id)) }),
          PATCH: (request, [id]) => this.#updateDeployment(request, deployment(id)),
          DELETE: (request, [id]) =>
            deleteDeployment(store, this.#tracingProjects, () => deployment(id), request.query)
        }
      },
      {
        pattern: ['v2', 'deployments', null, 'upload-url'],
        methods: { POST: (_, [id]) => this.#uploadUrl(deployment(id)) }
      },
      {
        pattern: ['v2', 'deployments', null, 'push-token'],
        methods: { POST: (_, [id]) => ({ status: 200, body: pushToken(deployment(id)) }) }
      },
      ...this.#revisionTable(),
      ...integrationRoutes(() => this.#settings.integrations ?? DEFAULT_INTEGRATIONS)
    ]
  }

  /** The routes below `/v2/deployments/{id}/revisions` (revision-routes.ts answers them). */
  #revisionTable(): Route[] {
    const store = this.#store
    const revision = (id: string | undefined, rid: string | undefined) => {
      const record = this.#deployment(id)
      return { record, revision: findRevision(store, record, rid) }
    }
    const lagMs = () => this.#quirks().revisionListLagMs
    return [
      {
        pattern: ['v2', 'deployments', null, 'revisions'],
        methods: {
          GET: (request, [id]) =>
            listRevisions(store, this.#deployment(id), request.query, lagMs()),
          POST: (request, [id]) => this.#createRevision(request, id)
        }
      },
      {
        pattern: ['v2', 'deployments', null, 'revisions', null],
        methods: {
          GET: (_, [id, rid]) => {
            const found = revision(id, rid)
            return { status: 200, body: store.revisionToWire(found.record, found.revision) }
          }
        }
      },
      {
        pattern: ['v2', 'deployments', null, 'revisions', null, 'logs'],
        methods: {
          GET: (request, [id, rid]) =>
            revisionLogs(store, revision(id, rid).revision, request.query)
        }
      },
      {
        pattern: ['v2', 'deployments', null, 'revisions', null, 'interrupt'],
        methods: {
          POST: (_, [id, rid]) => {
            const found = revision(id, rid)
            return interruptRevision(store, found.record, found.revision)
          }
        }
      },
      ...this.#logTable(),
      {
        pattern: ['v2', 'deployments', null, 'revisions', null, 'redeploy'],
        methods: {
          POST: (_, [id, rid]) => {
            const found = revision(id, rid)
            return redeployRevision(store, found.record, found.revision)
          }
        }
      }
    ]
  }

  /** `GET /v2/deployment-logs` and the CLI's v1 log routes (logs-routes.ts answers them). */
  #logTable(): Route[] {
    const store = this.#store
    const deployment = (id: string | undefined) => this.#deployment(id)
    const v1 =
      (phase: 'build' | 'deploy'): Handler =>
      (request, [id, rid]) => {
        const body = parseJsonObject(request.body, contentTypeOf(request.headers))
        return v1Logs(store, deployment(id), rid, phase, body)
      }
    return [
      {
        pattern: ['v2', 'deployment-logs'],
        methods: { GET: request => deploymentLogs(store, deployment, request.query) }
      },
      {
        pattern: ['v1', 'projects', null, 'revisions', null, 'build_logs'],
        methods: { POST: v1('build') }
      },
      {
        pattern: ['v1', 'projects', null, 'revisions', null, 'deploy_logs'],
        methods: { POST: v1('deploy') }
      },
      { pattern: ['v1', 'projects', null, 'deploy_logs'], methods: { POST: v1('deploy') } }
    ]
  }

  /** Answers one request. Never throws for a client's mistake: that is a 4xx response. */
  respond(request: ApiRequest): ApiResponse {
    const match = matchRoute(this.#routes, request.pathname)
    if (match === undefined) return detail(404, 'Not Found')
    const handler = match.route.methods[request.method.toUpperCase()]
    if (handler === undefined) {
      return detail(405, 'Method Not Allowed', {
        allow: Object.keys(match.route.methods).join(', ')
      })
    }
    const denied = authenticate(request.headers, this.#settings)
    if (denied !== undefined) return denied
    try {
      refuseWhileDeleting(
        this.#store,
        request.method.toUpperCase(),
        match.route.pattern,
        match.params
      )
      return handler(request, match.params)
    } catch (error) {
      if (error instanceof ApiError) return detail(error.status, error.detail)
      throw error
    }
  }

  #quirks(): EmulatorQuirks {
    return this.#settings.quirks()
  }

  #deployment(id: string | undefined): DeploymentRecord {
    const raw = id ?? ''
    if (!isUuid(raw)) throw unprocessable([uuidIssue('deployment_id', raw)])
    const record = this.#store.get(raw)
    if (record === undefined) throw new ApiError(404, `Deployment ID ${raw} not found.`)
    return record
  }

  #listDeployments(request: ApiRequest): ApiResponse {
    const { query } = request
    const issues: ValidationIssue[] = []
    const limit = queryInteger(query, 'limit', { min: 1, max: 100, fallback: 20 }, issues)
    const offset = queryInteger(query, 'offset', { min: 0, fallback: 0 }, issues)
    const { pricing } = this.#settings.rules
    const type = queryChoice(query, 'deployment_type', DEPLOYMENT_TYPES[pricing], issues)
    const status = queryChoice(query, 'status', DEPLOYMENT_STATUSES, issues)
    const nameContains = query.get('name_contains')?.toLowerCase()
    const name = this.#quirks().ignoresNameFilter ? undefined : (query.get('name') ?? undefined)
    const ids = queryUuids(query, 'deployment_ids', issues)
    throwIfIssues(issues)

    const matching: WireDeployment[] = []
    for (const record of this.#store.all()) {
      if (nameContains !== undefined && !record.name.toLowerCase().includes(nameContains)) continue
      if (name !== undefined && record.name !== name) continue
      if (ids.size > 0 && !ids.has(record.id)) continue
      if (type !== undefined && record.sourceConfig.deployment_type !== type) continue
      const wire = this.#store.toWire(record)
      if (status !== undefined && wire.status !== status) continue
      matching.push(wire)
    }
    return { status: 200, body: { resources: matching.slice(offset, offset + limit), offset } }
  }

  #createDeployment(request: ApiRequest): ApiResponse {
    const body = parseJsonObject(request.body, contentTypeOf(request.headers))
    const input = validateCreate(body, this.#settings.rules)
    this.#tracingProjects.refuseCreate(input.name)
    try {
      return { status: 201, body: this.#store.toWire(this.#store.create(input)) }
    } catch (error) {
      if (error instanceof NameTakenError) throw new ApiError(409, error.message)
      throw error
    }
  }

  #updateDeployment(request: ApiRequest, record: DeploymentRecord): ApiResponse {
    const body = parseJsonObject(request.body, contentTypeOf(request.headers))
    const change = validateUpdate(body, record, this.#settings.rules)
    const { created, previous } = this.#store.update(record, change)
    const answer = this.#store.toWire(record)
    if (created !== undefined) {
      const shown = this.#quirks().patchResponseRevision
      if (shown === 'previous') answer.latest_revision_id = previous?.id ?? null
      // Delete rather than set undefined so the key is absent from the JSON.
      if (shown === 'omitted') Reflect.deleteProperty(answer, 'latest_revision_id')
    }
    return { status: 200, body: answer }
  }

  /** `POST .../revisions`: always one new revision, answered directly (201). */
  #createRevision(request: ApiRequest, id: string | undefined): ApiResponse {
    if (!this.#settings.createRevisionRoute) return detail(404, 'Not Found')
    const record = this.#deployment(id)
    const body = parseJsonObject(request.body, contentTypeOf(request.headers))
    const change = validateCreateRevision(body, record, this.#settings.rules)
    const { created } = this.#store.update(record, change)
    if (created === undefined) throw new Error('a create-revision request made no revision')
    return { status: 201, body: this.#store.revisionToWire(record, created) }
  }

  #uploadUrl(record: DeploymentRecord): ApiResponse {
    if (record.source !== 'internal_source') {
      throw refused(
        `Deployment ${record.id} is a ${record.source} deployment: upload URLs are only for internal_source deployments.`
      )
    }
    return { status: 200, body: this.#settings.issueUpload(record.id) }
  }
}
