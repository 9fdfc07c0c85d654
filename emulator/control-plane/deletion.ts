/**
 * Owns deleting a deployment as the service does: `DELETE /v2/deployments/{id}` answers at once
 * and the deployment goes on answering `AWAITING_DELETE` (state.ts times it) while its writes are
 * refused; its tracing project stays unless asked (tracing-projects.ts).
 */
import { ApiError, throwIfIssues, type ApiResponse } from '../base/api-error.js'
import type { DeploymentRecord, DeploymentStore } from './state.js'
import type { TracingProjects } from './tracing-projects.js'
import { queryChoice, type ValidationIssue } from '../base/validation.js'

/** `DELETE /v2/deployments/{id}?delete_tracing_project=true|false` (default false): 204. */
export function deleteDeployment(
  store: DeploymentStore,
  projects: TracingProjects,
  record: () => DeploymentRecord,
  query: URLSearchParams
): ApiResponse {
  const issues: ValidationIssue[] = []
  const flag = queryChoice(query, 'delete_tracing_project', ['true', 'false'], issues)
  throwIfIssues(issues)
  const deleted = record()
  store.delete(deleted)
  projects.deploymentDeleted(deleted.name, flag === 'true')
  return { status: 204 }
}

/**
 * Refuses (409) a write below `/v2/deployments/{id}` (the route `pattern`, its first parameter
 * the id) while that deployment is being deleted; reads answer, and a DELETE again changes nothing.
 */
export function refuseWhileDeleting(
  store: DeploymentStore,
  method: string,
  pattern: readonly (string | null)[],
  params: readonly string[]
): void {
  const [v2, deployments, id] = pattern
  if (method === 'GET' || method === 'DELETE') return
  if (v2 !== 'v2' || deployments !== 'deployments' || id !== null) return
  const record = store.get(params[0] ?? '')
  if (record?.deletedAt === undefined) return
  throw new ApiError(
    409,
    `Deployment ID ${record.id} is being deleted (status AWAITING_DELETE): it takes no more changes.`
  )
}
