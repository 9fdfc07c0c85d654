/**
 * Owns the rules that tie a request's fields to the deployment's source (which fields each
 * source takes), the config-path pair, and what `repo_ref` may be. Create and update share them.
 */
import { refused } from '../base/api-error.js'
import type { DeploymentSource, DeploymentType } from './wire-types.js'
import type { FieldReader } from '../base/validation.js'

/** Every `source_config` field a client may send, type-checked (undefined: absent or invalid). */
export interface SourceConfigFields {
  integration_id?: string | null
  repo_url?: string | null
  deployment_type?: DeploymentType
  build_on_push?: boolean
  custom_url?: string | null
  resource_spec?: Record<string, unknown> | null
  listener_id?: string | null
  install_command?: string | null
  build_command?: string | null
}

/** Every `source_revision_config` field a client may send, type-checked. */
export interface RevisionConfigFields {
  repo_ref?: string | null
  langgraph_config_path?: string | null
  graph_config_path?: string | null
  image_uri?: string | null
  source_tarball_path?: string | null
}

type FieldList<T> = readonly (keyof T)[]

/** A field set to a value: the service treats null as "not sent". */
export function given(value: unknown): boolean {
  return value !== undefined && value !== null
}

/**
 * Reads `source_config`; the fields in `required` must be present (and not null), and a
 * `deployment_type` must be one of `types` (the pricing era's).
 */
export function readSourceConfig(
  reader: FieldReader,
  types: readonly DeploymentType[],
  required: FieldList<SourceConfigFields> = []
): SourceConfigFields {
  const needs = (key: keyof SourceConfigFields) => ({ required: required.includes(key) })
  const nullable = <T>(key: keyof SourceConfigFields, read: () => T): T | null =>
    reader.value[key] === null && !required.includes(key) ? null : read()
  return {
    // The real schema types integration_id as a UUID (the ids GET /v1/integrations/... lists).
    integration_id: nullable('integration_id', () =>
      reader.uuid('integration_id', needs('integration_id'))
    ),
    repo_url: nullable('repo_url', () => reader.url('repo_url', needs('repo_url'))),
    deployment_type: reader.oneOf('deployment_type', types, needs('deployment_type')),
    build_on_push: reader.boolean('build_on_push'),
    custom_url: reader.nullableUrl('custom_url'),
    resource_spec: reader.nullableRecord('resource_spec'),
    listener_id: nullable('listener_id', () => reader.uuid('listener_id', needs('listener_id'))),
    install_command: nullable('install_command', () =>
      reader.string('install_command', { minLength: 1 })
    ),
    build_command: nullable('build_command', () => reader.string('build_command', { minLength: 1 }))
  }
}

/** Reads `source_revision_config`; the fields in `required` must be present (and not null). */
export function readRevisionConfig(
  reader: FieldReader,
  required: FieldList<RevisionConfigFields> = []
): RevisionConfigFields {
  const fields: RevisionConfigFields = {}
  const keys: (keyof RevisionConfigFields)[] = [
    'repo_ref',
    'langgraph_config_path',
    'graph_config_path',
    'image_uri',
    'source_tarball_path'
  ]
  for (const key of keys) {
    fields[key] =
      reader.value[key] === null && !required.includes(key)
        ? null
        : reader.string(key, { required: required.includes(key), minLength: 1 })
  }
  return fields
}

/** The fields each source takes; any other field that is given is refused. */
const ACCEPTED: Readonly<Record<DeploymentSource, readonly string[]>> = {
  github: [
    'integration_id',
    'repo_url',
    'deployment_type',
    'build_on_push',
    'repo_ref',
    'langgraph_config_path',
    'graph_config_path',
    'install_command',
    'build_command'
  ],
  external_docker: [
    'deployment_type',
    'build_on_push',
    'custom_url',
    'resource_spec',
    'listener_id',
    'image_uri'
  ],
  internal_source: [
    'deployment_type',
    'build_on_push',
    'langgraph_config_path',
    'graph_config_path',
    'source_tarball_path',
    'install_command',
    'build_command'
  ],
  internal_docker: ['deployment_type', 'build_on_push', 'image_uri']
}

/** Which sources a field belongs to, for the refusal. */
const OWNERS: Readonly<Record<string, string>> = {
  integration_id: 'github',
  repo_url: 'github',
  repo_ref: 'github',
  custom_url: 'external_docker',
  resource_spec: 'external_docker',
  listener_id: 'external_docker',
  image_uri: 'external_docker and internal_docker',
  langgraph_config_path: 'built sources (github, internal_source)',
  graph_config_path: 'built sources (github, internal_source)',
  source_tarball_path: 'internal_source'
}

const HINTS: Readonly<Record<string, string>> = {
  'github.custom_url': ' (the service sets it to the agent URL of a github deployment)'
}

/**
 * Refuses (400) every field given (not null) that the source does not take, naming the first.
 * `where` is the object's name in the body (`source_config` or `source_revision_config`).
 */
export function refuseForeignFields(
  source: DeploymentSource,
  where: 'source_config' | 'source_revision_config',
  fields: SourceConfigFields | RevisionConfigFields
): void {
  for (const [name, value] of Object.entries(fields)) {
    if (!given(value) || ACCEPTED[source].includes(name)) continue
    const owner = OWNERS[name] ?? 'other sources'
    throw refused(
      `${where}.${name} applies to ${owner} deployments only; this deployment's source is '${source}'${HINTS[`${source}.${name}`] ?? ''}.`
    )
  }
  if ('build_on_push' in fields && fields.build_on_push === true && source !== 'github') {
    throw refused(
      `source_config.build_on_push can be true for github deployments only; this deployment's source is '${source}'.`
    )
  }
}

/**
 * The config path of a built source from the pair `langgraph_config_path` (the service's name)
 * and `graph_config_path` (the contract's): equal when both are given. The service does not read
 * `graph_config_path`, so sent alone it would be ignored; the emulator refuses that instead, so a
 * client that changes the path that way learns it at once.
 */
export function configPathOf(fields: RevisionConfigFields): string | undefined {
  const path = fields.langgraph_config_path ?? undefined
  const contractPath = fields.graph_config_path ?? undefined
  if (contractPath !== undefined && path === undefined) {
    throw refused(
      'source_revision_config.graph_config_path is given without langgraph_config_path: the service reads only langgraph_config_path (graph_config_path may accompany it, with the same value).'
    )
  }
  if (contractPath !== undefined && contractPath !== path) {
    throw refused(
      `source_revision_config.langgraph_config_path ('${path ?? ''}') and graph_config_path ('${contractPath}') differ: when both are given they must be equal.`
    )
  }
  if (path !== undefined && !isRelativeInside(path)) {
    throw refused(
      `source_revision_config.langgraph_config_path '${path}' must be a relative path inside the source, without '..'.`
    )
  }
  return path
}

function isRelativeInside(path: string): boolean {
  return !path.startsWith('/') && !path.includes('\\') && !path.split('/').includes('..')
}

/** A bare ref that looks like a version is taken for a tag unless the emulator is told. */
export function defaultIsTag(_repoUrl: string, ref: string): boolean {
  return /^v?\d+(\.\d+)+([-+][0-9A-Za-z.-]+)?$/.test(ref)
}

const TAG_PREFIX = 'refs/tags/'

/** Refuses (400) a `repo_ref` the service would not build: a branch is bare, a tag is full. */
export function checkRepoRef(
  ref: string,
  repoUrl: string,
  isTag: (repoUrl: string, ref: string) => boolean
): void {
  if (ref.startsWith(TAG_PREFIX)) {
    if (ref.length === TAG_PREFIX.length) throw refused(`repo_ref '${ref}' names no tag.`)
    return
  }
  if (ref.startsWith('refs/')) {
    throw refused(
      `repo_ref '${ref}' is a full ref: a branch is given by its bare name (e.g. 'main'); only a tag is given in full, as refs/tags/<tag>.`
    )
  }
  if (isTag(repoUrl, ref)) {
    throw refused(
      `repo_ref '${ref}' is a tag: give a tag as its full ref, '${TAG_PREFIX}${ref}' (a branch is given by its bare name).`
    )
  }
}

/** Refuses (400) `build_on_push: true` with a tag: a tag never receives a push. */
export function checkTagRule(buildOnPush: boolean, ref: string | null): void {
  if (buildOnPush && ref?.startsWith(TAG_PREFIX) === true) {
    throw refused(
      `source_config.build_on_push cannot be true when repo_ref is a tag ('${ref}'): a tag receives no pushes.`
    )
  }
}
