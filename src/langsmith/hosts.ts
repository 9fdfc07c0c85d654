// Owns where LangSmith's own API (datasets, experiments) lives beside a control plane: the cloud
// API host of each region, a self-hosted install's `/api/v1`, the UI base and an experiment's link.
import { normalizeBaseUrl, parseUrl } from '../base/url-trust.js'

/** LangSmith's API and UI per cloud region (the SDK's own defaults and getHostUrl()). */
const CLOUD: Readonly<Record<string, { readonly api: string; readonly ui: string }>> = {
  us: { api: 'https://api.smith.langchain.com', ui: 'https://smith.langchain.com' },
  eu: { api: 'https://eu.api.smith.langchain.com', ui: 'https://eu.smith.langchain.com' },
  apac: { api: 'https://apac.api.smith.langchain.com', ui: 'https://apac.smith.langchain.com' },
  aws: { api: 'https://aws.api.smith.langchain.com', ui: 'https://aws.smith.langchain.com' }
}

/** The hosts of LangSmith's cloud API, to which the key may always go. */
export const CLOUD_LANGSMITH_HOSTS: readonly string[] = Object.values(CLOUD).map(
  ({ api }) => new URL(api).hostname
)

/**
 * The default LangSmith API base (what the SDK calls `apiUrl`: paths such as `/datasets` are
 * joined to it): the region's cloud host; self-hosted, `/api/v1` on the control plane's origin,
 * where a self-hosted LangSmith serves it.
 */
export function defaultLangSmithApiUrl(options: {
  readonly region: string
  readonly customApiUrl: boolean
  readonly apiUrl: string
}): string {
  const cloud = CLOUD[options.region]
  if (!options.customApiUrl && cloud !== undefined) return cloud.api
  return `${new URL(options.apiUrl).origin}/api/v1`
}

/**
 * The LangSmith UI base for an API base: the region's UI for a cloud host; self-hosted, the API
 * base without its `/api/v1` (or `/api`), as the SDK's getHostUrl() reads it.
 */
export function langSmithUiUrl(apiUrl: string): string {
  const url = parseUrl(apiUrl)
  const cloud = Object.values(CLOUD).find(({ api }) => new URL(api).hostname === url?.hostname)
  if (cloud !== undefined) return cloud.ui
  const base = url === undefined ? apiUrl : normalizeBaseUrl(url)
  return base.replace(/\/api(\/v1)?$/, '')
}

/** Where people see an experiment on its dataset: the UI's compare page, as the SDK links it. */
export function experimentUrl(options: {
  readonly apiUrl: string
  readonly tenantId: string
  readonly datasetId: string
  readonly experimentId: string
}): string {
  const { tenantId, datasetId, experimentId } = options
  const ui = langSmithUiUrl(options.apiUrl)
  return `${ui}/o/${encodeURIComponent(tenantId)}/datasets/${encodeURIComponent(datasetId)}/compare?selectedSessions=${encodeURIComponent(experimentId)}`
}
