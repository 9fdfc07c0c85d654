// Owns the advice added to a failed control-plane request: what the user can check when the
// key, the workspace or the host is wrong.
import type { FailedResponse } from '../base/http.js'

/** What a user can do about a failed control-plane request. */
export function controlPlaneHint(failure: FailedResponse): string | undefined {
  switch (failure.status) {
    case 401:
      return "check the 'api-key' input: the control plane did not accept the API key"
    case 403:
      return /workspace specification/i.test(failure.detail)
        ? "set 'workspace-id': an organization-scoped API key needs the workspace to act in"
        : "check 'workspace-id': the API key cannot reach that workspace"
    case 404:
      return /html/i.test(failure.contentType) || /^an HTML page/.test(failure.detail)
        ? "the server answered with a web page, not the API: if this is a self-hosted install, does 'api-url' end with '/api-host'?"
        : undefined
    default:
      return undefined
  }
}
