// Owns the bodies of the control plane's writes: what a create and an update send for each
// source, built from what the user asked for (a DeploySpec) under the rules of rules.ts.
import { withoutUndefined } from '../base/objects.js'
import { type DeploymentSource, isTagRef } from './rules.js'

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
  /** A branch by its name, a tag as `refs/tags/<tag>`, or a commit. */
  readonly repoRef: string | undefined
  readonly graphConfigPath: string
  /** Undefined when not given: `dev` on create. */
  readonly deploymentType: DeploymentType | undefined
  /** Undefined when not given: false on create, not sent on update. */
  readonly buildOnPush: boolean | undefined
  readonly secrets: readonly Secret[]
  readonly customUrl: string | undefined
  readonly imageUri: string | undefined
  readonly resourceSpec: Readonly<Record<string, unknown>> | undefined
  readonly listenerId: string | undefined
}

/** Body of `POST /v2/deployments`. */
export interface CreateDeploymentBody {
  readonly name: string
  readonly source: DeploymentSource
  readonly source_config: Readonly<Record<string, unknown>>
  readonly source_revision_config: Readonly<Record<string, unknown>>
  readonly secrets: readonly Secret[]
}

/** Body of `PATCH /v2/deployments/{id}`: only what may change. */
export interface UpdateDeploymentBody {
  readonly source_config?: Readonly<Record<string, unknown>>
  readonly source_revision_config: Readonly<Record<string, unknown>>
  readonly secrets?: readonly Secret[]
}

/** The source a new deployment gets: a prebuilt image when one is given, else GitHub. */
export function sourceOf(spec: Pick<DeploySpec, 'imageUri'>): DeploymentSource {
  return spec.imageUri === undefined ? 'github' : 'external_docker'
}

/** The body of the create request. */
export function createBody(spec: DeploySpec): CreateDeploymentBody {
  const source = sourceOf(spec)
  const deploymentType = spec.deploymentType ?? 'dev'
  const sourceConfig =
    source === 'github'
      ? {
          integration_id: spec.integrationId,
          repo_url: spec.repoUrl,
          deployment_type: deploymentType,
          build_on_push: buildOnPush(spec) ?? false
        }
      : {
          deployment_type: deploymentType,
          listener_id: spec.listenerId,
          custom_url: spec.customUrl,
          resource_spec: spec.resourceSpec
        }
  return {
    name: spec.deploymentName ?? '',
    source,
    source_config: withoutUndefined(sourceConfig),
    source_revision_config: revisionConfig(spec, source),
    secrets: secretsOf(spec)
  }
}

/**
 * The body of the update request: a new revision config, plus only the other settings the user
 * gave that may change, so that nothing set on the deployment elsewhere is reset by a default.
 * Fields fixed at creation (integration, repository, type, listener) are never sent.
 */
export function updateBody(spec: DeploySpec, source: DeploymentSource): UpdateDeploymentBody {
  const sourceConfig = withoutUndefined(
    source === 'github'
      ? { build_on_push: buildOnPush(spec) }
      : { custom_url: spec.customUrl, resource_spec: spec.resourceSpec }
  )
  return {
    source_revision_config: revisionConfig(spec, source),
    ...(Object.keys(sourceConfig).length > 0 ? { source_config: sourceConfig } : {}),
    ...(spec.secrets.length > 0 ? { secrets: secretsOf(spec) } : {})
  }
}

/**
 * What the new revision is. For GitHub the config path is sent under both names: the real
 * service reads `langgraph_config_path`, the contract's servers `graph_config_path`. An image
 * has no config path, so neither is sent.
 */
function revisionConfig(spec: DeploySpec, source: DeploymentSource): Record<string, unknown> {
  if (source === 'external_docker') return { image_uri: spec.imageUri }
  const path = spec.graphConfigPath
  return withoutUndefined({
    repo_ref: spec.repoRef,
    langgraph_config_path: path,
    graph_config_path: path
  })
}

/** `build_on_push` as sent: never true with a tag (the service refuses it), false there. */
function buildOnPush(spec: DeploySpec): boolean | undefined {
  return isTagRef(spec.repoRef) ? false : spec.buildOnPush
}

function secretsOf(spec: DeploySpec): Secret[] {
  return spec.secrets.map(({ name, value }) => ({ name, value }))
}
