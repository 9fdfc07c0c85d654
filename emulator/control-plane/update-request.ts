/**
 * Owns the update request (`PATCH /v2/deployments/{id}`): its schema (422) and the service's
 * rules (400) for the deployment's source, down to the validated {@link DeploymentChange}.
 */
import { refused, throwIfIssues } from '../base/api-error.js'
import { SOURCES, type RequestRules } from './create-request.js'
import type { RevisionConfig } from './plans.js'
import { DEPLOYMENT_TYPES } from './pricing.js'
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
import { readDeploymentFields, refuseForeignReferences } from './deployment-fields.js'
import { checkPushedImage } from './push-token.js'
import type { DeploymentChange, DeploymentRecord } from './state.js'
import { normalizeArchivePath } from '../storage/tarball.js'
import { FieldReader, type ValidationIssue } from '../base/validation.js'

/**
 * Fields fixed at creation. A PATCH that gives one is refused even when the value equals the
 * stored one: the service's update model carries them only to refuse them, and comparing would
 * mean normalising values (a repository URL with or without `.git`), which a presence check
 * spares; null counts as not given. The action never sends them on PATCH.
 */
const IMMUTABLE: readonly (keyof SourceConfigFields)[] = [
  'integration_id',
  'repo_url',
  'deployment_type',
  'listener_id'
]

/** A tracked package as the official CLI sends it: `<package>:<version spec>`. */
const TRACKED_PACKAGE = /^[A-Za-z0-9][A-Za-z0-9._-]*(\[[A-Za-z0-9._,-]+\])?:\S.*$/

/** `tracked_packages`, when sent: a list of `<package>:<version spec>` strings (422 otherwise). */
function checkTrackedPackages(reader: FieldReader): void {
  const value = reader.value.tracked_packages
  if (value === undefined || value === null) return
  if (!Array.isArray(value)) {
    reader.fail('tracked_packages', 'list_type', 'Input should be a valid list', value)
    return
  }
  value.forEach((item: unknown, index) => {
    if (typeof item === 'string' && TRACKED_PACKAGE.test(item)) return
    reader.issues.push({
      type: 'value_error',
      loc: [...reader.loc, 'tracked_packages', index],
      msg: "Value error, a tracked package is '<package>:<version spec>'",
      input: item
    })
  })
}

/** What a revision of these sources must name (422 `missing` otherwise). */
const REQUIRED_ON_REVISION: Partial<Record<string, readonly (keyof RevisionConfigFields)[]>> = {
  internal_source: ['source_tarball_path', 'langgraph_config_path'],
  internal_docker: ['image_uri']
}

/** How a revision of the sources a client pushes to the service is made, for the refusal. */
const PUSHED_HOW: Partial<Record<string, string>> = {
  internal_source:
    "A revision of an internal_source deployment is built from an uploaded archive: send revision_source 'internal_source' with source_revision_config.source_tarball_path.",
  internal_docker:
    "A revision of an internal_docker deployment runs an image pushed to its registry: send revision_source 'internal_docker' with source_revision_config.image_uri."
}

function readUpdate(body: Record<string, unknown>, record: DeploymentRecord, rules: RequestRules) {
  const issues: ValidationIssue[] = []
  const reader = new FieldReader(body, ['body'], issues)
  const configReader = reader.object('source_config')
  const revisionReader = reader.object('source_revision_config')
  const revisionSource = reader.oneOf('revision_source', SOURCES)
  const secrets = readSecrets(reader)
  const fields = readDeploymentFields(reader)
  checkTrackedPackages(reader)
  const required = REQUIRED_ON_REVISION[record.source] ?? []
  const config = configReader && readSourceConfig(configReader, DEPLOYMENT_TYPES[rules.pricing])
  const revision = revisionReader && readRevisionConfig(revisionReader, required)
  throwIfIssues(issues)
  return { config, revision, revisionSource, secrets, fields }
}

function refuseImmutable(config: SourceConfigFields | undefined): void {
  const field = IMMUTABLE.find(name => given(config?.[name]))
  if (field !== undefined) {
    throw refused(
      `source_config.${field} cannot change after the deployment is created; leave it out of the PATCH.`
    )
  }
}

function checkRevisionSource(
  record: DeploymentRecord,
  revisionSource: string | undefined,
  revision: RevisionConfigFields | undefined
): void {
  if (revisionSource !== undefined && revisionSource !== record.source) {
    throw refused(
      `revision_source '${revisionSource}' does not match this deployment's source '${record.source}'.`
    )
  }
  const how = PUSHED_HOW[record.source]
  if (how !== undefined && revision !== undefined && revisionSource === undefined) {
    throw refused(how)
  }
}

/** The uploaded archive named by `source_tarball_path`, holding the config file. */
function checkTarball(
  record: DeploymentRecord,
  path: string,
  configPath: string,
  rules: RequestRules
) {
  const upload = rules.uploaded(path)
  if (upload?.deploymentId !== record.id) {
    throw refused(
      `source_tarball_path '${path}' was never uploaded for this deployment: POST /v2/deployments/${record.id}/upload-url, PUT the archive to its upload_url, then send its object_path.`
    )
  }
  if (!upload.files.includes(normalizeArchivePath(configPath))) {
    throw refused(
      `The archive uploaded at '${path}' holds no file '${configPath}': langgraph_config_path names the config file's path inside the archive.`
    )
  }
}

/** What the new revision changes of the stored revision config. */
function revisionChange(
  record: DeploymentRecord,
  revision: RevisionConfigFields,
  rules: RequestRules
): Partial<RevisionConfig> {
  const change: { -readonly [K in keyof RevisionConfig]?: RevisionConfig[K] } = {}
  const configPath = configPathOf(revision)
  if (configPath !== undefined) change.langgraph_config_path = configPath
  if (given(revision.repo_ref)) {
    change.repo_ref = revision.repo_ref ?? null
    checkRepoRef(change.repo_ref ?? '', record.sourceConfig.repo_url ?? '', rules.isTag)
  }
  if (given(revision.image_uri)) change.image_uri = revision.image_uri ?? null
  if (record.source === 'internal_docker') checkPushedImage(record, revision.image_uri ?? '')
  if (record.source === 'internal_source') {
    const path = revision.source_tarball_path ?? ''
    checkTarball(record, path, configPath ?? '', rules)
    change.source_tarball_path = path
  }
  return change
}

/** Validates a PATCH body for `record`: 422 for the schema, 400 for a rule, else the change. */
export function validateUpdate(
  body: Record<string, unknown>,
  record: DeploymentRecord,
  rules: RequestRules
): DeploymentChange {
  const { config, revision, revisionSource, secrets, fields } = readUpdate(body, record, rules)
  refuseImmutable(config)
  refuseForeignReferences(record.source, fields)
  checkRevisionSource(record, revisionSource, revision)
  refuseForeignFields(record.source, 'source_config', config ?? {})
  refuseForeignFields(record.source, 'source_revision_config', revision ?? {})
  refuseReservedSecrets(secrets, rules.plays)
  const revisionConfig = revision && revisionChange(record, revision, rules)
  checkTagRule(
    config?.build_on_push ?? record.sourceConfig.build_on_push,
    revisionConfig?.repo_ref ?? record.sourceRevisionConfig.repo_ref
  )
  const sourceConfig: NonNullable<DeploymentChange['sourceConfig']> = {}
  if (config?.build_on_push !== undefined) sourceConfig.build_on_push = config.build_on_push
  if (given(config?.custom_url)) sourceConfig.custom_url = config?.custom_url ?? null
  if (given(config?.resource_spec)) sourceConfig.resource_spec = config?.resource_spec ?? null
  if (given(config?.install_command)) sourceConfig.install_command = config?.install_command ?? null
  if (given(config?.build_command)) sourceConfig.build_command = config?.build_command ?? null
  return {
    ...(config === undefined ? {} : { sourceConfig }),
    ...(revisionConfig === undefined ? {} : { revisionConfig }),
    // As the service: an update without secrets, or with an empty list, keeps the previous
    // revision's (an empty list cannot clear them); a list with entries replaces them whole.
    ...(secrets === undefined || secrets.length === 0 ? {} : { secrets }),
    ...fields,
    // The contract: a PATCH with source_revision_config makes a revision; so does a resource_spec.
    newRevision: revision !== undefined || given(config?.resource_spec)
  }
}
