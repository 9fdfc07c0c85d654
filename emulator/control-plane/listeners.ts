/**
 * Owns the listeners of the emulated workspace (hybrid installs): `GET /v2/listeners` lists the
 * one it has, `GET /v2/listeners/{id}` describes it (`compute_id`, `compute_config.k8s_namespaces`).
 */
import { ApiError, throwIfIssues, unprocessable, type ApiResponse } from '../base/api-error.js'
import {
  canonicalUuid,
  isUuid,
  queryInteger,
  uuidIssue,
  type ValidationIssue
} from '../base/validation.js'

/** The compute (Kubernetes cluster) the emulator's listener runs deployments on. */
const COMPUTE_ID = '00000000-0000-4000-8000-00000000000c'

/** A listener as the service shows it. */
function listener(id: string) {
  return {
    id,
    name: 'default',
    compute_id: COMPUTE_ID,
    compute_config: { k8s_namespaces: ['default'] }
  }
}

/** `GET /v2/listeners`: `limit` 1-100 (default 20), `offset`; answers `{resources, offset}`. */
export function listListeners(listenerId: string, query: URLSearchParams): ApiResponse {
  const issues: ValidationIssue[] = []
  const limit = queryInteger(query, 'limit', { min: 1, max: 100, fallback: 20 }, issues)
  const offset = queryInteger(query, 'offset', { min: 0, fallback: 0 }, issues)
  throwIfIssues(issues)
  const resources = [listener(listenerId)].slice(offset, offset + limit)
  return { status: 200, body: { resources, offset } }
}

/** `GET /v2/listeners/{id}`: 422 for a malformed id, 404 for one the workspace does not have. */
export function getListener(listenerId: string, raw: string): ApiResponse {
  if (!isUuid(raw)) throw unprocessable([uuidIssue('listener_id', raw)])
  if (canonicalUuid(raw) !== canonicalUuid(listenerId)) {
    throw new ApiError(404, `Listener ID ${raw} not found.`)
  }
  return { status: 200, body: listener(listenerId) }
}
