// Owns the bodies of the control plane's writes: what a create and an update send, built from
// what the user asked for (a DeploySpec). The service's rules about these bodies live here.
import { withoutUndefined } from '../base/objects.js'

/** Deployment types the control plane knows; fixed when a deployment is created. */
export const DEPLOYMENT_TYPES = ['dev_free', 'dev', 'prod'] as const

/** A deployment type. */
export type DeploymentType = (typeof DEPLOYMENT_TYPES)[number]

/** An environment secret of the deployment. */
export interface Secret {
  readonly name: string
  readonly value: string
}

/** What the user asked to deploy, as the request bodies need it. */
export interface DeploySpec {
  readonly deploymentName: string | undefined
  readonly integrationId: string | undefined
  /** The repository: the input, else the workflow's repository. */
  readonly repoUrl: string | undefined
  /** Whether `repo-url` was given (only then is it sent on an update). */
  readonly repoUrlGiven: boolean
  readonly repoRef: string | undefined
  readonly graphConfigPath: string
  readonly deploymentType: DeploymentType
  /** Undefined when not given: false on create, not sent on update. */
  readonly buildOnPush: boolean | undefined
  readonly secrets: readonly Secret[]
  readonly customUrl: string | undefined
  readonly imageUri: string | undefined
  readonly resourceSpec: Readonly<Record<string, unknown>> | undefined
}

/** Body of `POST /v2/deployments`. */
export interface CreateDeploymentBody {
  readonly name: string
  readonly source: string
  readonly source_config: Readonly<Record<string, unknown>>
  readonly source_revision_config: Readonly<Record<string, unknown>>
  readonly secrets: readonly Secret[]
}

/** Body of `PATCH /v2/deployments/{id}`: only what changes. */
export interface UpdateDeploymentBody {
  readonly source_config?: Readonly<Record<string, unknown>>
  readonly source_revision_config?: Readonly<Record<string, unknown>>
  readonly secrets?: readonly Secret[]
}

/** The body of the create request. */
export function createBody(spec: DeploySpec): CreateDeploymentBody {
  const docker = spec.imageUri !== undefined
  return {
    name: spec.deploymentName ?? '',
    source: docker ? 'external_docker' : 'github',
    source_config: withoutUndefined({
      integration_id: spec.integrationId,
      repo_url: docker && !spec.repoUrlGiven ? undefined : spec.repoUrl,
      deployment_type: spec.deploymentType,
      build_on_push: spec.buildOnPush ?? false,
      custom_url: spec.customUrl,
      resource_spec: spec.resourceSpec
    }),
    source_revision_config: withoutUndefined({
      repo_ref: docker ? undefined : spec.repoRef,
      graph_config_path: spec.graphConfigPath,
      image_uri: spec.imageUri
    }),
    secrets: secretsOf(spec)
  }
}

/**
 * The body of the update request: a new revision config, plus only those other settings the
 * user gave, so that nothing set on the deployment elsewhere is reset by a default.
 */
export function updateBody(spec: DeploySpec): UpdateDeploymentBody {
  const sourceConfig = withoutUndefined({
    integration_id: spec.integrationId,
    repo_url: spec.repoUrlGiven ? spec.repoUrl : undefined,
    build_on_push: spec.buildOnPush,
    custom_url: spec.customUrl,
    resource_spec: spec.resourceSpec
  })
  return {
    source_revision_config: withoutUndefined({
      repo_ref: spec.imageUri !== undefined && !spec.repoRef ? undefined : spec.repoRef,
      graph_config_path: spec.graphConfigPath,
      image_uri: spec.imageUri
    }),
    ...(Object.keys(sourceConfig).length > 0 ? { source_config: sourceConfig } : {}),
    ...(spec.secrets.length > 0 ? { secrets: secretsOf(spec) } : {})
  }
}

function secretsOf(spec: DeploySpec): Secret[] {
  return spec.secrets.map(({ name, value }) => ({ name, value }))
}
