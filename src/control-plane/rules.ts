// Owns the rules the real control plane enforces that the contract leaves out: deployment names,
// tag refs, reserved environment names (everywhere or on the cloud only), which source a deployment has and which of its fields
// can never change. The request bodies (requests.ts) and the run's preflight both ask here.
import { sameRepository } from '../base/repository.js'
import { sameDeploymentType } from './deployment-types.js'

/**
 * Sources of a deployment the action deploys: built from GitHub (through the LangSmith GitHub
 * app), built from an uploaded archive of the source (`internal_source`), or a prebuilt image.
 */
export type DeploymentSource = 'github' | 'internal_source' | 'external_docker'

/** The sources the action deploys, for checking what a deployment has. */
export const DEPLOYMENT_SOURCES: readonly DeploymentSource[] = [
  'github',
  'internal_source',
  'external_docker'
]

/**
 * Environment names the platform reserves everywhere: a secret with one of them is refused (the
 * official CLI's list). Kept apart from the emulator's own copy on purpose: a test double that
 * shared the client's list could not catch a mistake in it.
 */
const RESERVED_ENV_NAMES: ReadonlySet<string> = new Set([
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
  'LANGGRAPH_CLOUD_LICENSE_KEY'
])

/**
 * Names the cloud reserves and self-hosted installs accept (the CLI's "allowed for self-hosted"
 * group): a self-hosted install may need `POSTGRES_URI_CUSTOM`, for one.
 */
const CLOUD_RESERVED_ENV_NAMES: ReadonlySet<string> = new Set([
  'LANGSMITH_API_KEY',
  'LANGSMITH_ENDPOINT',
  'POSTGRES_URI_CUSTOM',
  'REDIS_URI_CUSTOM',
  'PATH',
  'PORT',
  'MOUNT_PREFIX'
])

/** Every name that starts so is the cloud's (`LSD_ENV`, `LSD_DEPLOYMENT_TYPE`, ...). */
const CLOUD_RESERVED_PREFIX = 'LSD_'

/**
 * Where the platform reserves this environment name for itself: `everywhere`, on the `cloud`
 * only, or undefined when a secret may have it.
 */
export function reservedEnvName(name: string): 'everywhere' | 'cloud' | undefined {
  if (RESERVED_ENV_NAMES.has(name)) return 'everywhere'
  if (CLOUD_RESERVED_ENV_NAMES.has(name) || name.startsWith(CLOUD_RESERVED_PREFIX)) return 'cloud'
  return undefined
}

/** Deployment names: lowercase letters, digits and hyphens, starting with a letter, not ending with a hyphen. */
const DEPLOYMENT_NAME = /^[a-z](?:[a-z0-9-]*[a-z0-9])?$/

/** Why the service would refuse `name` as a deployment name; undefined when it would not. */
export function deploymentNameProblem(name: string): string | undefined {
  if (DEPLOYMENT_NAME.test(name)) return undefined
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  const hint = !/^[a-z]/.test(slug) || slug === name ? '' : ` such as "${slug}"`
  return `must be a deployment name of lowercase letters, digits and hyphens, starting with a letter and ending with a letter or digit${hint}`
}

/** The prefix of a tag's full ref, the only form in which the service takes a tag. */
export const TAG_REF_PREFIX = 'refs/tags/'

/** Whether `ref` names a tag (in the only form the service takes). */
export function isTagRef(ref: string | undefined): boolean {
  return ref?.startsWith(TAG_REF_PREFIX) === true
}

/** A field of `source_config` that is fixed when the deployment is created. */
export type FixedField = 'integration_id' | 'repo_url' | 'deployment_type' | 'listener_id'

/** One fixed field whose wanted value differs from the deployment's. */
export interface FixedFieldChange {
  readonly field: FixedField
  readonly current: string | undefined
  readonly wanted: string
}

/**
 * The fixed fields that `wanted` asks to change on an existing deployment whose source config
 * is `current`. Only fields that are wanted (given) count; a field the deployment does not tell
 * cannot be compared and does not count either.
 */
export function fixedFieldChanges(
  current: Readonly<Record<string, unknown>> | null | undefined,
  wanted: Readonly<Partial<Record<FixedField, string>>>
): FixedFieldChange[] {
  const changes: FixedFieldChange[] = []
  for (const [field, value] of Object.entries(wanted) as [FixedField, string | undefined][]) {
    if (value === undefined) continue
    const now = current?.[field]
    if (typeof now !== 'string' || sameValue(field, now, value)) continue
    changes.push({ field, current: now, wanted: value })
  }
  return changes
}

/**
 * Equal as the service compares them: repository URLs as one repository (base/repository.ts), a
 * type by either pricing era's name for it (deployment-types.ts).
 */
function sameValue(field: FixedField, a: string, b: string): boolean {
  if (a.toLowerCase() === b.toLowerCase()) return true
  if (field === 'deployment_type') return sameDeploymentType(a, b)
  return field === 'repo_url' && sameRepository(a, b)
}
