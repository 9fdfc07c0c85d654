// Owns where LangSmith lives: the control-plane host of each cloud region, the hosts its agents
// are served from, and the page of a deployment in the LangSmith UI.

/** Control-plane hosts of the LangSmith cloud, per data region. */
export const CLOUD_HOSTS = {
  us: 'https://api.host.langchain.com',
  eu: 'https://eu.api.host.langchain.com'
} as const

/** A data region of the LangSmith cloud. */
export type Region = keyof typeof CLOUD_HOSTS

/** The regions, for input parsing. */
export const REGIONS = Object.keys(CLOUD_HOSTS) as Region[]

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
    hosts: [...new Set([apiHost, new URL(CLOUD_HOSTS[options.region]).hostname])],
    suffixes: [...CLOUD_AGENT_SUFFIXES]
  }
}

/**
 * The deployment's page in the LangSmith UI: on the region's UI host for the cloud; for a
 * self-hosted install (`api-url` given), on its own host, the control-plane URL without
 * `/api-host` (the emulator serves the same path).
 */
export function dashboardUrl(options: {
  readonly region: Region
  readonly customApiUrl: boolean
  /** The control plane's base URL, without a trailing slash. */
  readonly apiUrl: string
  readonly tenantId: string
  readonly deploymentId: string
}): string | undefined {
  const cloud =
    options.region === 'eu' ? 'https://eu.smith.langchain.com' : 'https://smith.langchain.com'
  const host = options.customApiUrl ? options.apiUrl.replace(/\/api-host$/, '') : cloud
  return `${host}/o/${encodeURIComponent(options.tenantId)}/host/deployments/${encodeURIComponent(options.deploymentId)}`
}
