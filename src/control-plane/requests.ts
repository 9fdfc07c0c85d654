// Owns the bodies of the control plane's writes: what a create and an update send for each
// source, built from what the user asked for (a DeploySpec) under the rules of rules.ts.
import { withoutUndefined } from '../base/objects.js'
import { DEFAULT_DEPLOYMENT_TYPE, type DeploymentType } from './deployment-types.js'
import { type DeploymentSource, isTagRef } from './rules.js'

/** An environment secret of the deployment. */
export interface Secret {
  readonly name: string
  readonly value: string
}

/** What the user asked to deploy, as the request bodies need it. */
export interface DeploySpec {
  /** The source a new deployment gets (an existing one keeps its own). */
  readonly source: DeploymentSource
  readonly deploymentName: string | undefined
  readonly integrationId: string | undefined
  /** The repository: the input, else the workflow's repository. */
  readonly repoUrl: string | undefined
  /** A branch by its name, a tag as `refs/tags/<tag>`, or a commit. */
  readonly repoRef: string | undefined
  readonly graphConfigPath: string
  /** Undefined when not given: {@link DEFAULT_DEPLOYMENT_TYPE} on create. */
  readonly deploymentType: DeploymentType | undefined
  /** Undefined when not given: false on create, not sent on update. */
  readonly buildOnPush: boolean | undefined
  readonly secrets: readonly Secret[]
  readonly customUrl: string | undefined
  readonly imageUri: string | undefined
  readonly resourceSpec: Readonly<Record<string, unknown>> | undefined
  readonly listenerId: string | undefined
  /** `source_config.install_command` of a built source (JS monorepos); sent when given. */
  readonly installCommand: string | undefined
  /** `source_config.build_command` of a built source (JS monorepos); sent when given. */
  readonly buildCommand: string | undefined
}

/** An archive of the source the storage host holds, for an `internal_source` revision. */
export interface UploadedSource {
  /** The object path the upload URL came with. */
  readonly objectPath: string
  /** The config file's path inside the archive. */
  readonly configPath: string
}

/** Body of `POST /v2/deployments`. */
export interface CreateDeploymentBody {
  readonly name: string
  readonly source: DeploymentSource
  readonly source_config: Readonly<Record<string, unknown>>
  readonly source_revision_config: Readonly<Record<string, unknown>>
  readonly secrets: readonly Secret[]
}

/** Body of `PATCH /v2/deployments/{id}`: only what may change (no revision field: no revision). */
export interface UpdateDeploymentBody {
  readonly revision_source?: DeploymentSource
  readonly source_config?: Readonly<Record<string, unknown>>
  readonly source_revision_config?: Readonly<Record<string, unknown>>
  readonly secrets?: readonly Secret[]
}

/**
 * The body of the create request. An `internal_source` deployment is created empty: its first
 * revision comes with the PATCH that names the uploaded archive.
 */
export function createBody(spec: DeploySpec): CreateDeploymentBody {
  const deploymentType = spec.deploymentType ?? DEFAULT_DEPLOYMENT_TYPE
  const sourceConfig: Record<DeploymentSource, Record<string, unknown>> = {
    github: {
      integration_id: spec.integrationId,
      repo_url: spec.repoUrl,
      deployment_type: deploymentType,
      build_on_push: buildOnPush(spec) ?? false,
      ...commands(spec)
    },
    internal_source: { deployment_type: deploymentType, ...commands(spec) },
    external_docker: {
      deployment_type: deploymentType,
      listener_id: spec.listenerId,
      custom_url: spec.customUrl,
      resource_spec: spec.resourceSpec
    }
  }
  return {
    name: spec.deploymentName ?? '',
    source: spec.source,
    source_config: withoutUndefined(sourceConfig[spec.source]),
    source_revision_config: spec.source === 'internal_source' ? {} : revisionConfig(spec),
    secrets: secretsOf(spec)
  }
}

/** What an update of a deployment of each source needs beyond the spec. */
export type UpdateSource =
  | { readonly source: 'github' | 'external_docker' }
  | { readonly source: 'internal_source'; readonly uploaded: UploadedSource }

/**
 * The body of the update request: a new revision config, plus only the other settings the user
 * gave that may change, so that nothing set on the deployment elsewhere is reset by a default.
 * Fields fixed at creation (integration, repository, type, listener) are never sent.
 */
export function updateBody(
  spec: DeploySpec,
  target: UpdateSource
): UpdateDeploymentBody & CreateRevisionBody {
  const given = settingsGiven(spec, target.source)
  const upload = target.source === 'internal_source'
  const revisionSource = upload
    ? {
        source_tarball_path: target.uploaded.objectPath,
        langgraph_config_path: target.uploaded.configPath
      }
    : revisionConfig({ ...spec, source: target.source })
  const sourceConfig = withoutUndefined(given)
  const settings = Object.keys(sourceConfig).length > 0 ? { source_config: sourceConfig } : {}
  const secrets = spec.secrets.length > 0 ? { secrets: secretsOf(spec) } : {}
  const uploaded = upload ? { revision_source: 'internal_source' as const } : {}
  return { ...uploaded, source_revision_config: revisionSource, ...settings, ...secrets }
}

/** The `source_config` settings of an update of each source, as the user gave them. */
function settingsGiven(spec: DeploySpec, source: DeploymentSource): Record<string, unknown> {
  if (source === 'github') return { build_on_push: buildOnPush(spec), ...commands(spec) }
  if (source === 'internal_source') return commands(spec)
  return { custom_url: spec.customUrl, resource_spec: spec.resourceSpec }
}

/** Body of `POST /v2/deployments/{id}/revisions`: the new revision and the secrets it runs with. */
export interface CreateRevisionBody {
  readonly revision_source?: DeploymentSource
  /** Only {@link REVISION_CONFIG_FIELDS}: what the service counts as part of a revision. */
  readonly source_config?: Readonly<Record<string, unknown>>
  readonly source_revision_config: Readonly<Record<string, unknown>>
  readonly secrets?: readonly Secret[]
}

/**
 * The `source_config` fields that go with the revision, as LangChain's Terraform provider sends
 * them in `POST .../revisions`; every other one (`build_on_push`, `custom_url`) makes no
 * revision and goes in the PATCH before it.
 */
export const REVISION_CONFIG_FIELDS: readonly string[] = [
  'install_command',
  'build_command',
  'resource_spec'
]

/** An update's bodies: the whole PATCH, and its split into settings and the revision itself. */
export interface RevisionWrite {
  /** The whole update, one PATCH (older installs, without the create-revision route). */
  readonly patch: UpdateDeploymentBody
  /** `source_config` fields that make no revision (`build_on_push`, `custom_url`); may be empty. */
  readonly settings: Readonly<Record<string, unknown>>
  readonly revision: CreateRevisionBody
}

/**
 * The update of {@link updateBody}, built once, and its split for the create-revision route, as
 * the Terraform provider writes it: what a PATCH may carry without making a revision (no secrets,
 * no revision fields), and the body of the POST that makes the one revision, with the
 * {@link REVISION_CONFIG_FIELDS} in its `source_config`.
 */
export function revisionWrite(spec: DeploySpec, target: UpdateSource): RevisionWrite {
  const patch = updateBody(spec, target)
  const { source_config: config = {}, ...revision } = patch
  const entries = Object.entries(config)
  const settings = entries.filter(([key]) => !REVISION_CONFIG_FIELDS.includes(key))
  const own = entries.filter(([key]) => REVISION_CONFIG_FIELDS.includes(key))
  return {
    patch,
    settings: Object.fromEntries(settings),
    revision: {
      ...revision,
      ...(own.length === 0 ? {} : { source_config: Object.fromEntries(own) })
    }
  }
}

/**
 * What the new revision is. For GitHub the config path is sent under both names: the real
 * service reads `langgraph_config_path`, the contract's servers `graph_config_path`. An image
 * has no config path, so neither is sent.
 */
function revisionConfig(spec: DeploySpec): Record<string, unknown> {
  if (spec.source === 'external_docker') return { image_uri: spec.imageUri }
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

/** The JS monorepo's commands of a built source, as `source_config` names them. */
function commands(spec: DeploySpec): Record<string, string | undefined> {
  return { install_command: spec.installCommand, build_command: spec.buildCommand }
}

function secretsOf(spec: DeploySpec): Secret[] {
  return spec.secrets.map(({ name, value }) => ({ name, value }))
}
