// Owns what a deployment's record says beyond its revisions: where its agent is served (as the
// control plane names it) and its page in the LangSmith UI, as plain facts for the report.
import { dashboardUrl } from './hosts.js'
import type { Deployment } from './schemas.js'

/** Where a deployment's agent URL came from: the schema's field, or the top-level one some send. */
export type UrlField = 'source_config.custom_url' | 'url'

/** What a deployment is, as last read: the facts the report and the outputs tell. */
export interface DeploymentFacts {
  readonly id: string
  readonly name: string
  /** The agent server's URL the control plane gives ('' when none). */
  readonly url: string
  /** Which field of the answer named it; undefined when none did. */
  readonly urlField: UrlField | undefined
  /** The deployment's page in the LangSmith UI. */
  readonly dashboardUrl: string
  /**
   * `source_config.deployment_type` as the service reports it (`serverless`, `dev`, ...);
   * undefined when it names none, or sends text that is no type name.
   */
  readonly type: string | undefined
}

/**
 * The agent server's URL as the control plane names it: `source_config.custom_url` (the
 * schema's field, filled by the service), else the top-level `url` some installs send.
 */
export function agentUrlOf(deployment: Deployment): { url: string; field: UrlField } | undefined {
  const custom = deployment.source_config?.custom_url
  if (custom) return { url: custom, field: 'source_config.custom_url' }
  if (deployment.url) return { url: deployment.url, field: 'url' }
  return undefined
}

/** The agent server's URL ('' when the control plane names none). */
export function agentUrl(deployment: Deployment): string {
  return agentUrlOf(deployment)?.url ?? ''
}

/**
 * The facts of `deployment` for the report: its agent URL and its page in the UI of the
 * control plane at `apiUrl` (the workspace when the record names no tenant).
 */
export function deploymentFacts(
  deployment: Deployment,
  where: { readonly apiUrl: string; readonly workspaceId: string }
): DeploymentFacts {
  const named = agentUrlOf(deployment)
  return {
    id: deployment.id,
    name: deployment.name,
    url: named?.url ?? '',
    urlField: named?.field,
    type: deploymentTypeOf(deployment),
    dashboardUrl: dashboardUrl({
      apiUrl: where.apiUrl,
      tenantId: deployment.tenant_id ?? where.workspaceId,
      deploymentId: deployment.id
    })
  }
}

/** The deployment's type as reported, when it reads as a type name (server text otherwise). */
export function deploymentTypeOf(deployment: Deployment): string | undefined {
  const type = deployment.source_config?.deployment_type
  return type !== null && type !== undefined && /^[a-z][a-z0-9_-]{0,63}$/i.test(type)
    ? type
    : undefined
}
