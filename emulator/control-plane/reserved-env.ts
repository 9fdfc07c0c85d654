/**
 * Owns the environment names the platform reserves: a secret with one of these names is refused
 * (the official CLI's list, as control-plane-notes.md records it); some only on the cloud.
 */

/** Environment names a deployment's secrets may not use (some only on the cloud). */
export const RESERVED_ENV_NAMES: readonly string[] = Object.freeze([
  'LANGCHAIN_TRACING_V2',
  'LANGSMITH_TRACING_V2',
  'LANGCHAIN_ENDPOINT',
  'LANGCHAIN_PROJECT',
  'LANGSMITH_PROJECT',
  'LANGSMITH_LANGGRAPH_GIT_REPO',
  'LANGGRAPH_GIT_REPO_PATH',
  'LANGCHAIN_API_KEY',
  'LANGSMITH_CONTROL_PLANE_API_KEY',
  'POSTGRES_URI',
  'POSTGRES_PASSWORD',
  'DATABASE_URI',
  'LANGSMITH_LANGGRAPH_GIT_REF',
  'LANGSMITH_LANGGRAPH_GIT_REF_SHA',
  'LANGGRAPH_AUTH_TYPE',
  'LANGSMITH_AUTH_ENDPOINT',
  'LANGSMITH_TENANT_ID',
  'LANGSMITH_AUTH_VERIFY_TENANT_ID',
  'LANGSMITH_HOST_PROJECT_ID',
  'LANGSMITH_HOST_PROJECT_NAME',
  'LANGSMITH_HOST_REVISION_ID',
  'LOG_JSON',
  'LOG_DICT_TRACEBACKS',
  'REDIS_URI',
  'LANGCHAIN_CALLBACKS_BACKGROUND',
  'DD_TRACE_PSYCOPG_ENABLED',
  'DD_TRACE_REDIS_ENABLED',
  'LANGSMITH_DEPLOYMENT_NAME',
  'LANGGRAPH_CLOUD_LICENSE_KEY',
  'LANGSMITH_API_KEY',
  'LANGSMITH_ENDPOINT',
  'POSTGRES_URI_CUSTOM',
  'REDIS_URI_CUSTOM',
  'PATH',
  'PORT',
  'MOUNT_PREFIX',
  'LSD_ENV',
  'LSD_DD_API_KEY',
  'LSD_DD_ENDPOINT',
  'LSD_DEPLOYMENT_TYPE'
])

const RESERVED = new Set(RESERVED_ENV_NAMES)

/** The CLI's "allowed for self-hosted" group: refused on the cloud only. */
export const CLOUD_ONLY_RESERVED_ENV_NAMES: readonly string[] = Object.freeze([
  'LANGSMITH_API_KEY',
  'LANGSMITH_ENDPOINT',
  'POSTGRES_URI_CUSTOM',
  'REDIS_URI_CUSTOM',
  'PATH',
  'PORT',
  'MOUNT_PREFIX'
])
const CLOUD_ONLY = new Set(CLOUD_ONLY_RESERVED_ENV_NAMES)
/** Every name with this prefix is the cloud's (`LSD_ENV`, ...). */
const CLOUD_ONLY_PREFIX = 'LSD_'

/** True for a name the cloud reserves and a self-hosted install accepts. */
export function isCloudReservedEnvName(name: string): boolean {
  return CLOUD_ONLY.has(name) || name.startsWith(CLOUD_ONLY_PREFIX)
}

/**
 * True for a name the platform sets itself everywhere. Names are compared exactly, as
 * environments are.
 */
export function isReservedEnvName(name: string): boolean {
  return RESERVED.has(name) && !isCloudReservedEnvName(name)
}
