/**
 * The control plane API (`/v2/deployments...`): routing, authentication, validation and the
 * answers, in the shapes of control-plane-api.md and control-plane-notes.md. It works on plain
 * request data and returns a status and body, so the server decides how (or whether) to send it.
 */
import type { IncomingHttpHeaders } from 'node:http'

import { headerValue, isJsonContentType } from './http-util.js'
import type { LogPhase } from './lifecycle.js'
import {
  NameTakenError,
  type DeploymentChange,
  type DeploymentRecord,
  type DeploymentStore,
  type NewDeployment,
  type Secret
} from './state.js'
import type {
  DeploymentSource,
  DeploymentStatus,
  DeploymentType,
  EmulatorQuirks,
  WireDeployment,
  WireLogLine,
  WireSourceConfig,
  WireSourceRevisionConfig
} from './types.js'
import {
  FieldReader,
  canonicalUuid,
  isRecord,
  isUuid,
  queryChoice,
  queryInteger,
  uuidIssue,
  type ValidationIssue
} from './validation.js'

/** A request as the control plane sees it (path already stripped of `/api-host`). */
export interface ApiRequest {
  readonly method: string
  readonly pathname: string
  readonly query: URLSearchParams
  readonly headers: IncomingHttpHeaders
  readonly body: Buffer
}

/** What to send back. A body of `undefined` means no body. */
export interface ApiResponse {
  readonly status: number
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
}

/** Settings of the control plane. */
export interface ControlPlaneSettings {
  readonly apiKey: string
  readonly workspaceId: string
  readonly keyScope: 'workspace' | 'organization'
  readonly reservedNames: ReadonlySet<string>
  readonly quirks: () => EmulatorQuirks
}

const SOURCES: readonly DeploymentSource[] = [
  'github',
  'external_docker',
  'internal_docker',
  'internal_source'
]
const DEPLOYMENT_TYPES: readonly DeploymentType[] = ['dev_free', 'dev', 'prod']
const DEPLOYMENT_STATUSES: readonly DeploymentStatus[] = [
  'AWAITING_DATABASE',
  'READY',
  'UNUSED',
  'AWAITING_DELETE',
  'UNKNOWN'
]
const LOG_LEVELS = ['DEBUG', 'INFO', 'WARNING', 'ERROR', 'CRITICAL'] as const

/** A response to send instead of continuing, raised from deep inside a handler. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: unknown
  ) {
    super(typeof detail === 'string' ? detail : `HTTP ${status}`)
    this.name = 'ApiError'
  }
}

function detail(status: number, message: unknown, headers?: Record<string, string>): ApiResponse {
  return headers === undefined
    ? { status, body: { detail: message } }
    : { status, body: { detail: message }, headers }
}

function unprocessable(issues: readonly ValidationIssue[]): ApiError {
  return new ApiError(422, issues)
}

/** A ref that names a tag: `refs/tags/...` or a version number such as `v1.2.3`. */
export function looksLikeTag(ref: string): boolean {
  return ref.startsWith('refs/tags/') || /^v?\d+\.\d+(\.\d+)?([-+][0-9A-Za-z.-]+)?$/.test(ref)
}

/** Parses a JSON request body as FastAPI does, turning each problem into a 422. */
function parseJsonObject(request: ApiRequest): Record<string, unknown> {
  const text = request.body.toString('utf8')
  const contentType = headerValue(request.headers['content-type'])
  if (text.trim() === '') {
    throw unprocessable([{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }])
  }
  if (!isJsonContentType(contentType)) {
    throw unprocessable([
      {
        type: 'model_attributes_type',
        loc: ['body'],
        msg: 'Input should be a valid dictionary or object to extract fields from',
        input: text
      }
    ])
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw unprocessable([
      { type: 'json_invalid', loc: ['body', 0], msg: `JSON decode error: ${reason}`, input: {} }
    ])
  }
  if (!isRecord(value)) {
    throw unprocessable([
      {
        type: 'model_attributes_type',
        loc: ['body'],
        msg: 'Input should be a valid dictionary or object to extract fields from',
        input: value
      }
    ])
  }
  return value
}

function readSecrets(reader: FieldReader): Secret[] | undefined {
  const items = reader.array('secrets')
  if (items === undefined) return undefined
  const secrets: Secret[] = []
  const seen = new Set<string>()
  items.forEach((item, index) => {
    const loc = [...reader.loc, 'secrets', index]
    if (!isRecord(item)) {
      reader.issues.push({
        type: 'model_attributes_type',
        loc,
        msg: 'Input should be a valid dictionary or object to extract fields from',
        input: item
      })
      return
    }
    const secret = new FieldReader(item, loc, reader.issues)
    const name = secret.string('name', { required: true, minLength: 1 })
    const value = secret.string('value', { required: true })
    if (name === undefined || value === undefined) return
    if (seen.has(name)) {
      secret.fail('name', 'value_error', `Value error, duplicate secret name '${name}'`, name)
      return
    }
    seen.add(name)
    secrets.push({ name, value })
  })
  return secrets
}

/** `graph_config_path` as the contract names it, or `langgraph_config_path` as the API does. */
function readConfigPath(reader: FieldReader, required: boolean): string | undefined {
  if (
    reader.value.graph_config_path === undefined &&
    reader.value.langgraph_config_path !== undefined
  ) {
    return reader.string('langgraph_config_path', { minLength: 1 })
  }
  return reader.string('graph_config_path', { required, minLength: 1 })
}

function checkTagRule(
  buildOnPush: boolean | undefined,
  repoRef: string | null | undefined,
  issues: ValidationIssue[]
): void {
  if (buildOnPush === true && typeof repoRef === 'string' && looksLikeTag(repoRef)) {
    issues.push({
      type: 'value_error',
      loc: ['body', 'source_config', 'build_on_push'],
      msg: `Value error, build_on_push cannot be true when repo_ref is a tag (got '${repoRef}')`,
      input: true
    })
  }
}

function validateCreate(body: Record<string, unknown>): NewDeployment {
  const issues: ValidationIssue[] = []
  const reader = new FieldReader(body, ['body'], issues)
  const name = reader.string('name', { required: true, minLength: 1 })
  const source = reader.oneOf('source', SOURCES, { required: true })
  const github = source === 'github'
  const config = reader.object('source_config', { required: true })
  const revisionConfig = reader.object('source_revision_config', { required: true })
  const secrets = readSecrets(reader) ?? []

  let sourceConfig: WireSourceConfig | undefined
  if (config !== undefined) {
    const integrationId = github
      ? config.string('integration_id', { required: true, minLength: 1 })
      : config.nullableString('integration_id')
    const repoUrl = github
      ? config.url('repo_url', { required: true })
      : config.value.repo_url === null
        ? null
        : config.url('repo_url')
    sourceConfig = {
      integration_id: integrationId ?? null,
      repo_url: repoUrl ?? null,
      deployment_type: config.oneOf('deployment_type', DEPLOYMENT_TYPES) ?? 'dev',
      build_on_push: config.boolean('build_on_push') ?? false,
      custom_url: config.nullableString('custom_url') ?? null,
      resource_spec: config.nullableRecord('resource_spec') ?? null
    }
  }

  let sourceRevisionConfig: WireSourceRevisionConfig | undefined
  if (revisionConfig !== undefined) {
    const repoRef = github
      ? revisionConfig.string('repo_ref', { required: true, minLength: 1 })
      : revisionConfig.nullableString('repo_ref')
    const imageUri =
      source === 'external_docker'
        ? revisionConfig.string('image_uri', { required: true, minLength: 1 })
        : revisionConfig.nullableString('image_uri')
    sourceRevisionConfig = {
      repo_ref: repoRef ?? null,
      graph_config_path: readConfigPath(revisionConfig, github) ?? null,
      image_uri: imageUri ?? null
    }
  }

  checkTagRule(sourceConfig?.build_on_push, sourceRevisionConfig?.repo_ref, issues)
  if (
    issues.length > 0 ||
    name === undefined ||
    source === undefined ||
    sourceConfig === undefined ||
    sourceRevisionConfig === undefined
  ) {
    throw unprocessable(issues)
  }
  return { name, source, sourceConfig, sourceRevisionConfig, secrets }
}

function validateUpdate(body: Record<string, unknown>, record: DeploymentRecord): DeploymentChange {
  const issues: ValidationIssue[] = []
  const reader = new FieldReader(body, ['body'], issues)
  const config = reader.object('source_config')
  const revisionConfig = reader.object('source_revision_config')
  const secrets = readSecrets(reader)

  let sourceConfig: DeploymentChange['sourceConfig']
  if (config !== undefined) {
    const type = config.oneOf('deployment_type', DEPLOYMENT_TYPES)
    if (type !== undefined && type !== record.sourceConfig.deployment_type) {
      config.fail(
        'deployment_type',
        'value_error',
        `Value error, deployment_type cannot be changed after creation (it is '${record.sourceConfig.deployment_type}')`,
        type
      )
    }
    const change: Partial<Omit<WireSourceConfig, 'deployment_type'>> = {}
    const integrationId = config.string('integration_id', { minLength: 1 })
    if (integrationId !== undefined) change.integration_id = integrationId
    const repoUrl = config.url('repo_url')
    if (repoUrl !== undefined) change.repo_url = repoUrl
    const buildOnPush = config.boolean('build_on_push')
    if (buildOnPush !== undefined) change.build_on_push = buildOnPush
    const customUrl = config.nullableString('custom_url')
    if (customUrl !== undefined) change.custom_url = customUrl
    const resourceSpec = config.nullableRecord('resource_spec')
    if (resourceSpec !== undefined) change.resource_spec = resourceSpec
    sourceConfig = change
  }

  let sourceRevisionConfig: DeploymentChange['sourceRevisionConfig']
  if (revisionConfig !== undefined) {
    const change: Partial<WireSourceRevisionConfig> = {}
    const repoRef = revisionConfig.string('repo_ref', { minLength: 1 })
    if (repoRef !== undefined) change.repo_ref = repoRef
    const path = readConfigPath(revisionConfig, false)
    if (path !== undefined) change.graph_config_path = path
    const imageUri = revisionConfig.nullableString('image_uri')
    if (imageUri !== undefined) change.image_uri = imageUri
    sourceRevisionConfig = change
  }

  checkTagRule(
    sourceConfig?.build_on_push ?? record.sourceConfig.build_on_push,
    sourceRevisionConfig?.repo_ref ?? record.sourceRevisionConfig.repo_ref,
    issues
  )
  if (issues.length > 0) throw unprocessable(issues)
  return {
    ...(sourceConfig === undefined ? {} : { sourceConfig }),
    ...(sourceRevisionConfig === undefined ? {} : { sourceRevisionConfig }),
    ...(secrets === undefined ? {} : { secrets })
  }
}

/** Encodes a log position as an opaque cursor. */
function encodeCursor(order: 'asc' | 'desc', index: number): string {
  return Buffer.from(`${order}:${index}`, 'utf8').toString('base64url')
}

function decodeCursor(cursor: string, order: 'asc' | 'desc', issues: ValidationIssue[]): number {
  const match = /^(asc|desc):(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (match?.[1] !== order || match[2] === undefined) {
    issues.push({
      type: 'value_error',
      loc: ['query', 'offset'],
      msg: 'Value error, offset is not a cursor returned for this order',
      input: cursor
    })
    return 0
  }
  return Number.parseInt(match[2], 10)
}

type Handler = (request: ApiRequest, params: readonly string[]) => ApiResponse

interface Route {
  readonly pattern: readonly (string | null)[]
  readonly methods: Readonly<Record<string, Handler>>
}

/** The control plane of one emulated workspace. */
export class ControlPlane {
  readonly #store: DeploymentStore
  readonly #settings: ControlPlaneSettings
  readonly #routes: readonly Route[]

  constructor(store: DeploymentStore, settings: ControlPlaneSettings) {
    this.#store = store
    this.#settings = settings
    // null marks a path parameter.
    this.#routes = [
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
          GET: (_, [id]) => this.#getDeployment(id),
          PATCH: (request, [id]) => this.#updateDeployment(request, id),
          DELETE: (_, [id]) => this.#deleteDeployment(id)
        }
      },
      {
        pattern: ['v2', 'deployments', null, 'revisions'],
        methods: { GET: (request, [id]) => this.#listRevisions(request, id) }
      },
      {
        pattern: ['v2', 'deployments', null, 'revisions', null],
        methods: { GET: (_, [id, revisionId]) => this.#getRevision(id, revisionId) }
      },
      {
        pattern: ['v2', 'deployments', null, 'revisions', null, 'logs'],
        methods: { GET: (request, [id, revisionId]) => this.#revisionLogs(request, id, revisionId) }
      }
    ]
  }

  /** Answers one request. Never throws for a client's mistake: that is a 4xx response. */
  respond(request: ApiRequest): ApiResponse {
    const match = this.#match(request.pathname)
    if (match === undefined) return detail(404, 'Not Found')
    const handler = match.route.methods[request.method.toUpperCase()]
    if (handler === undefined) {
      return detail(405, 'Method Not Allowed', {
        allow: Object.keys(match.route.methods).join(', ')
      })
    }
    const denied = this.#authenticate(request.headers)
    if (denied !== undefined) return denied
    try {
      return handler(request, match.params)
    } catch (error) {
      if (error instanceof ApiError) return detail(error.status, error.detail)
      throw error
    }
  }

  #match(pathname: string): { route: Route; params: string[] } | undefined {
    const segments = pathname.split('/').slice(1)
    for (const route of this.#routes) {
      if (route.pattern.length !== segments.length) continue
      const params: string[] = []
      const fits = route.pattern.every((part, index) => {
        const segment = segments[index] ?? ''
        if (part !== null) return part === segment
        if (segment === '') return false
        params.push(safeDecode(segment))
        return true
      })
      if (fits) return { route, params }
    }
    return undefined
  }

  #authenticate(headers: IncomingHttpHeaders): ApiResponse | undefined {
    const key = headerValue(headers['x-api-key'])
    if (key === undefined || key === '') {
      return detail(401, 'Not authenticated: the X-Api-Key header is missing.')
    }
    if (key !== this.#settings.apiKey) return detail(401, 'Invalid API key.')
    const tenant = headerValue(headers['x-tenant-id'])?.trim()
    if (tenant === undefined || tenant === '') {
      if (this.#settings.keyScope === 'organization') {
        return detail(
          403,
          'This API key is scoped to an organization and requires workspace specification: set the X-Tenant-Id header to a workspace ID.'
        )
      }
      return undefined
    }
    const sameWorkspace =
      isUuid(tenant) && canonicalUuid(tenant) === canonicalUuid(this.#settings.workspaceId)
    if (!sameWorkspace) {
      return detail(403, `Forbidden: this API key has no access to workspace ${tenant}.`)
    }
    return undefined
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
    const type = queryChoice(query, 'deployment_type', DEPLOYMENT_TYPES, issues)
    const status = queryChoice(query, 'status', DEPLOYMENT_STATUSES, issues)
    const nameContains = query.get('name_contains')?.toLowerCase()
    const ids = new Set<string>()
    const rawIds = query.get('deployment_ids')
    if (rawIds !== null && rawIds.trim() !== '') {
      rawIds.split(',').forEach((raw, index) => {
        const value = raw.trim()
        if (isUuid(value)) ids.add(canonicalUuid(value))
        else {
          issues.push({
            type: 'uuid_parsing',
            loc: ['query', 'deployment_ids', index],
            msg: 'Input should be a valid UUID',
            input: value
          })
        }
      })
    }
    if (issues.length > 0) throw unprocessable(issues)

    const matching: WireDeployment[] = []
    for (const record of this.#store.all()) {
      if (nameContains !== undefined && !record.name.toLowerCase().includes(nameContains)) continue
      if (ids.size > 0 && !ids.has(record.id)) continue
      if (type !== undefined && record.sourceConfig.deployment_type !== type) continue
      const wire = this.#store.toWire(record)
      if (status !== undefined && wire.status !== status) continue
      matching.push(wire)
    }
    return { status: 200, body: { resources: matching.slice(offset, offset + limit), offset } }
  }

  #createDeployment(request: ApiRequest): ApiResponse {
    const input = validateCreate(parseJsonObject(request))
    if (this.#settings.reservedNames.has(input.name)) {
      throw new ApiError(
        409,
        `A tracing project named '${input.name}' already exists in this workspace; choose another deployment name or delete the project.`
      )
    }
    try {
      return { status: 201, body: this.#store.toWire(this.#store.create(input)) }
    } catch (error) {
      if (error instanceof NameTakenError) throw new ApiError(409, error.message)
      throw error
    }
  }

  #getDeployment(id: string | undefined): ApiResponse {
    return { status: 200, body: this.#store.toWire(this.#deployment(id)) }
  }

  #updateDeployment(request: ApiRequest, id: string | undefined): ApiResponse {
    const record = this.#deployment(id)
    const change = validateUpdate(parseJsonObject(request), record)
    const { created, previous } = this.#store.update(record, change)
    const body = this.#store.toWire(record)
    if (created !== undefined) {
      const shown = this.#settings.quirks().patchResponseRevision
      if (shown === 'previous') body.latest_revision_id = previous?.id ?? null
      // Delete rather than set undefined so the key is absent from the JSON.
      if (shown === 'omitted') Reflect.deleteProperty(body, 'latest_revision_id')
    }
    return { status: 200, body }
  }

  #deleteDeployment(id: string | undefined): ApiResponse {
    this.#store.delete(this.#deployment(id))
    return { status: 204 }
  }

  #listRevisions(request: ApiRequest, id: string | undefined): ApiResponse {
    const record = this.#deployment(id)
    const issues: ValidationIssue[] = []
    const limit = queryInteger(request.query, 'limit', { min: 1, max: 100, fallback: 20 }, issues)
    const offset = queryInteger(request.query, 'offset', { min: 0, fallback: 0 }, issues)
    if (issues.length > 0) throw unprocessable(issues)
    const lag = this.#settings.quirks().revisionListLagMs
    const resources = this.#store
      .revisions(record, lag)
      .slice(offset, offset + limit)
      .map(revision => this.#store.revisionToWire(record, revision))
    return { status: 200, body: { resources, offset } }
  }

  #getRevision(id: string | undefined, revisionId: string | undefined): ApiResponse {
    const record = this.#deployment(id)
    const revision = this.#revision(record, revisionId)
    return { status: 200, body: this.#store.revisionToWire(record, revision) }
  }

  #revision(record: DeploymentRecord, revisionId: string | undefined) {
    const raw = revisionId ?? ''
    if (!isUuid(raw)) throw unprocessable([uuidIssue('revision_id', raw)])
    const revision = this.#store.findRevision(record, raw)
    if (revision === undefined) throw new ApiError(404, `Revision ID ${raw} not found.`)
    return revision
  }

  #revisionLogs(
    request: ApiRequest,
    id: string | undefined,
    revisionId: string | undefined
  ): ApiResponse {
    const record = this.#deployment(id)
    const revision = this.#revision(record, revisionId)
    const { query } = request
    const issues: ValidationIssue[] = []
    const type = queryChoice<LogPhase>(query, 'type', ['build', 'deploy'], issues, {
      required: true
    })
    const limit = queryInteger(query, 'limit', { min: 1, max: 1000, fallback: 50 }, issues)
    const order = queryChoice(query, 'order', ['asc', 'desc'], issues) ?? 'asc'
    const level = queryChoice(query, 'level', LOG_LEVELS, issues)
    const text = query.get('query')
    const cursor = query.get('offset')
    const position =
      cursor === null || cursor === '' ? undefined : decodeCursor(cursor, order, issues)
    if (issues.length > 0 || type === undefined) throw unprocessable(issues)

    const minimum = level === undefined ? 0 : LOG_LEVELS.indexOf(level)
    const lines = this.#store
      .logs(revision, type)
      .filter(
        line =>
          LOG_LEVELS.indexOf(line.level) >= minimum &&
          (text === null || line.message.includes(text))
      )
    let page: WireLogLine[]
    let next: string | null
    if (order === 'asc') {
      const start = Math.min(position ?? 0, lines.length)
      page = lines.slice(start, start + limit)
      next = start + limit < lines.length ? encodeCursor('asc', start + limit) : null
    } else {
      const end = Math.min(position ?? lines.length, lines.length)
      const start = Math.max(0, end - limit)
      page = lines.slice(start, end).reverse()
      next = start > 0 ? encodeCursor('desc', start) : null
    }
    return { status: 200, body: { logs: page, next_offset: next } }
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
