/**
 * Owns the create request (`POST /v2/deployments`): its schema per source (422) and the rules
 * the service applies to it (400), down to the validated {@link NewDeployment}.
 */
import { refused, throwIfIssues, unprocessable } from '../base/api-error.js'
import { readDeploymentFields, refuseForeignReferences } from './deployment-fields.js'
import type { RevisionConfig } from './plans.js'
import { CREATE_DEFAULT_TYPE, DEPLOYMENT_TYPES, type Pricing } from './pricing.js'
import { readSecrets, refuseReservedSecrets } from './request-body.js'
import {
  checkRepoRef,
  checkTagRule,
  configPathOf,
  given,
  readRevisionConfig,
  readSourceConfig,
  refuseForeignFields,
  type RevisionConfigFields,
  type SourceConfigFields
} from './source-rules.js'
import type { NewDeployment } from './state.js'
import type { UploadRecord } from '../storage/storage.js'
import type { DeploymentSource, WireSourceConfig } from './wire-types.js'
import { FieldReader, type ValidationIssue } from '../base/validation.js'

/** What the request rules need to know of the emulator. */
export interface RequestRules {
  /** The one listener an `external_docker` deployment may name. */
  readonly listenerId: string
  readonly isTag: (repoUrl: string, ref: string) => boolean
  /** The archive uploaded at an object path, if any. */
  readonly uploaded: (objectPath: string) => UploadRecord | undefined
  /** Whether a GitHub integration of that id is installed in the workspace. */
  readonly knowsIntegration: (integrationId: string) => boolean
  /** Which install the control plane plays (reserved secret names differ). */
  readonly plays: 'cloud' | 'self-hosted'
  /** The organization's pricing era: which deployment types it takes (pricing.ts). */
  readonly pricing: Pricing
}

export const SOURCES: readonly DeploymentSource[] = [
  'github',
  'external_docker',
  'internal_docker',
  'internal_source'
]

/** Fields each source requires on create (missing ones are 422 `missing`). */
const REQUIRED: Readonly<
  Record<
    DeploymentSource,
    {
      config: readonly (keyof SourceConfigFields)[]
      revision: readonly (keyof RevisionConfigFields)[]
    }
  >
> = {
  github: {
    config: ['integration_id', 'repo_url'],
    revision: ['repo_ref', 'langgraph_config_path']
  },
  // A missing listener_id is a 400 ("'listener_id' is required"), as the service answers it.
  external_docker: { config: [], revision: ['image_uri'] },
  internal_source: { config: [], revision: [] },
  internal_docker: { config: [], revision: [] }
}

/** The schema: every field of the right type, and the fields the source requires. */
function readCreate(body: Record<string, unknown>, pricing: Pricing) {
  const issues: ValidationIssue[] = []
  const reader = new FieldReader(body, ['body'], issues)
  const name = reader.string('name', { required: true, minLength: 1 })
  const source = reader.oneOf('source', SOURCES, { required: true })
  const needs = REQUIRED[source ?? 'internal_docker']
  const configReader = reader.object('source_config', { required: true })
  const revisionReader = reader.object('source_revision_config', { required: true })
  const secrets = readSecrets(reader) ?? []
  const fields = readDeploymentFields(reader)
  const config =
    configReader && readSourceConfig(configReader, DEPLOYMENT_TYPES[pricing], needs.config)
  const revision = revisionReader && readRevisionConfig(revisionReader, needs.revision)
  throwIfIssues(issues)
  if (name === undefined || source === undefined || config === undefined || !revision) {
    throw unprocessable(issues)
  }
  return { name, source, config, revision, secrets, fields }
}

/** The first revision's config, after the rules of the source. */
function firstRevision(
  source: DeploymentSource,
  config: SourceConfigFields,
  revision: RevisionConfigFields,
  rules: RequestRules
): RevisionConfig | undefined {
  const empty = {
    repo_ref: null,
    langgraph_config_path: null,
    image_uri: null,
    source_tarball_path: null
  }
  switch (source) {
    case 'github': {
      const ref = revision.repo_ref ?? ''
      if (!rules.knowsIntegration(config.integration_id ?? '')) {
        throw refused(
          `GitHub integration ${config.integration_id ?? ''} not found in this workspace: source_config.integration_id takes the id of one of its GitHub integrations (GET /v1/integrations/github/install lists them).`
        )
      }
      checkRepoRef(ref, config.repo_url ?? '', rules.isTag)
      checkTagRule(config.build_on_push === true, ref)
      return { ...empty, repo_ref: ref, langgraph_config_path: configPathOf(revision) ?? null }
    }
    case 'external_docker':
      if (!given(config.listener_id)) {
        throw refused(
          "source_config 'listener_id' is required for an external_docker deployment: GET /v2/listeners lists the listeners of this workspace."
        )
      }
      if (config.listener_id !== rules.listenerId) {
        throw refused(
          `Listener ${config.listener_id ?? ''} not found in this workspace: GET /v2/listeners lists the listeners an external_docker deployment can use.`
        )
      }
      return { ...empty, image_uri: revision.image_uri ?? null }
    case 'internal_source':
      // The public schema calls langgraph_config_path required for buildable sources: it is
      // accepted (the first upload's PATCH names it again); what would make a revision is refused.
      if (
        given(revision.repo_ref) ||
        given(revision.image_uri) ||
        given(revision.source_tarball_path)
      ) {
        throw refused(
          "An internal_source deployment is created without a revision: send an empty source_revision_config, upload the source (POST /v2/deployments/{id}/upload-url), then PATCH with revision_source 'internal_source'."
        )
      }
      return undefined
    case 'internal_docker':
      // The official CLI's local build: the image is pushed after the create, to the registry
      // POST .../push-token names, and only then makes a revision.
      if (given(revision.image_uri)) {
        throw refused(
          "An internal_docker deployment is created without a revision: send an empty source_revision_config, POST /v2/deployments/{id}/push-token, push the image to its registry_url, then PATCH with revision_source 'internal_docker' and source_revision_config.image_uri."
        )
      }
      return undefined
  }
}

/** Validates a create body: 422 for the schema, 400 for a rule, else the new deployment. */
export function validateCreate(body: Record<string, unknown>, rules: RequestRules): NewDeployment {
  const { name, source, config, revision, secrets, fields } = readCreate(body, rules.pricing)
  refuseForeignFields(source, 'source_config', config)
  refuseForeignReferences(source, fields)
  refuseForeignFields(source, 'source_revision_config', revision)
  refuseReservedSecrets(secrets, rules.plays)
  if (!/^[A-Za-z]/.test(name)) {
    throw refused(
      `Deployment name '${name}' is invalid: a deployment name must start with a letter.`
    )
  }
  const revisionConfig = firstRevision(source, config, revision, rules)
  const sourceConfig: WireSourceConfig = {
    integration_id: config.integration_id ?? null,
    repo_url: config.repo_url ?? null,
    deployment_type: config.deployment_type ?? CREATE_DEFAULT_TYPE[rules.pricing],
    build_on_push: config.build_on_push ?? false,
    custom_url: config.custom_url ?? null,
    resource_spec: config.resource_spec ?? null,
    listener_id: config.listener_id ?? null,
    install_command: config.install_command ?? null,
    build_command: config.build_command ?? null
  }
  return { name, source, sourceConfig, revisionConfig, secrets, ...fields }
}
