// Owns the advice added to a failed control-plane request: what the user can check when the
// key, the workspace or the host is wrong, or a deleted deployment's tracing project holds a name.
import type { FailedResponse } from '../base/http.js'

/** What a user can do about a failed control-plane request. */
export function controlPlaneHint(failure: FailedResponse): string | undefined {
  switch (failure.status) {
    case 401:
      return "check the 'api-key' input: the control plane did not accept the API key"
    case 403:
      return forbiddenHint(failure.detail)
    case 409:
      return /tracing project/i.test(failure.detail)
        ? "a tracing project left by a deleted deployment holds this name: delete that project in LangSmith (Tracing projects), or choose another 'deployment-name'; to free the name whenever a deployment is deleted, set 'delete-tracing-project: true' on the step that deletes it"
        : undefined
    case 404:
      return /html/i.test(failure.contentType) || /^an HTML page/.test(failure.detail)
        ? "the server answered with a web page, not the API: if this is a self-hosted install, does 'api-url' end with '/api-host'?"
        : undefined
    default:
      return undefined
  }
}

/**
 * What a 403 means, by its detail: deployments off for the organization, an organization key
 * without a workspace, or a workspace the key cannot reach.
 */
function forbiddenHint(detail: string): string {
  if (/not enabled/i.test(detail)) {
    return "LangSmith Deployment is not enabled for this organization: an organization admin enables it in the LangSmith UI (Deployments page); 'workspace-id' and 'api-key' are not the cause"
  }
  if (/workspace specification/i.test(detail)) {
    return "set 'workspace-id': an organization-scoped API key needs the ID of the workspace to act in (LangSmith UI, Settings), or use a workspace-scoped key"
  }
  return "check 'workspace-id': the API key cannot reach that workspace"
}
