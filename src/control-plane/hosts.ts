// Owns where LangSmith lives: the control-plane host of each cloud region, and the page of a
// deployment in the LangSmith UI.

/** Control-plane hosts of the LangSmith cloud, per data region. */
export const CLOUD_HOSTS = {
  us: 'https://api.host.langchain.com',
  eu: 'https://eu.api.host.langchain.com'
} as const

/** A data region of the LangSmith cloud. */
export type Region = keyof typeof CLOUD_HOSTS

/** The regions, for input parsing. */
export const REGIONS = Object.keys(CLOUD_HOSTS) as Region[]

/**
 * The deployment's page in the LangSmith UI, for the cloud regions; a self-hosted install
 * (`api-url` given) has its own UI host, which the control plane's URL does not tell.
 */
export function dashboardUrl(options: {
  readonly region: Region
  readonly customApiUrl: boolean
  readonly tenantId: string
  readonly deploymentId: string
}): string | undefined {
  if (options.customApiUrl) return undefined
  const host =
    options.region === 'eu' ? 'https://eu.smith.langchain.com' : 'https://smith.langchain.com'
  return `${host}/o/${encodeURIComponent(options.tenantId)}/host/deployments/${encodeURIComponent(options.deploymentId)}`
}
