// Owns where LangSmith lives: the control-plane and UI hosts of each cloud region, the hosts its
// agents are served from, and the page of a deployment in the LangSmith UI (cloud or self-hosted).

/** The LangSmith cloud, per data region: its control plane and its UI. */
const CLOUD = {
  us: { api: 'https://api.host.langchain.com', ui: 'https://smith.langchain.com' },
  eu: { api: 'https://eu.api.host.langchain.com', ui: 'https://eu.smith.langchain.com' },
  apac: { api: 'https://apac.api.host.langchain.com', ui: 'https://apac.smith.langchain.com' },
  aws: { api: 'https://aws.api.host.langchain.com', ui: 'https://aws.smith.langchain.com' }
} as const

/** A data region of the LangSmith cloud. */
export type Region = keyof typeof CLOUD

/** The regions, for input parsing. */
export const REGIONS = Object.keys(CLOUD) as Region[]

/** The control-plane host of a cloud region. */
export function cloudApiUrl(region: Region): string {
  return CLOUD[region].api
}

/** The cloud region whose control plane `apiUrl` is; undefined for any other host (self-hosted). */
export function cloudRegionOf(apiUrl: string): Region | undefined {
  let host: string
  try {
    host = new URL(apiUrl).hostname.toLowerCase()
  } catch {
    return undefined
  }
  return REGIONS.find(region => new URL(CLOUD[region].api).hostname === host)
}

/** Agents of the LangSmith cloud are served under this domain (`my-agent-1234.us.langgraph.app`). */
const CLOUD_AGENT_SUFFIXES = ['.langgraph.app'] as const

/**
 * The platform's hosts, to which the API key may go with a smoke run at an agent URL the control
 * plane named: on the cloud, its agent domain and the region's API host; self-hosted, the host of
 * `api-url` only.
 */
export function platformHosts(options: {
  readonly region: Region
  readonly customApiUrl: boolean
  readonly apiUrl: string
}): { readonly hosts: string[]; readonly suffixes: string[] } {
  const apiHost = new URL(options.apiUrl).hostname
  if (options.customApiUrl) return { hosts: [apiHost], suffixes: [] }
  return {
    hosts: [...new Set([apiHost, new URL(CLOUD[options.region].api).hostname])],
    suffixes: [...CLOUD_AGENT_SUFFIXES]
  }
}

/**
 * The deployment's page in the LangSmith UI: on the cloud, the UI host of the region whose
 * control plane `apiUrl` is; self-hosted, the control-plane URL without its `/api-host`.
 */
export function dashboardUrl(options: {
  readonly apiUrl: string
  readonly tenantId: string
  readonly deploymentId: string
}): string {
  const region = cloudRegionOf(options.apiUrl)
  const host =
    region === undefined
      ? options.apiUrl.replace(/\/+$/, '').replace(/\/api-host$/, '')
      : CLOUD[region].ui
  return `${host}/o/${encodeURIComponent(options.tenantId)}/host/deployments/${encodeURIComponent(options.deploymentId)}`
}
