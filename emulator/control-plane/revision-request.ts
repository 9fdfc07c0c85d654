/**
 * Owns the create-revision request (`POST /v2/deployments/{id}/revisions`): the PATCH's revision
 * fields and rules, with a revision always made, and no deployment setting that makes none. Its
 * `source_config` takes what the Terraform provider sends there: `install_command`,
 * `build_command` (kept for the deployment's later revisions) and `resource_spec` (replaced whole).
 */
import { refused, throwIfIssues } from '../base/api-error.js'
import type { RequestRules } from './create-request.js'
import type { DeploymentChange, DeploymentRecord } from './state.js'
import { given } from './source-rules.js'
import { validateUpdate } from './update-request.js'
import { isRecord, type ValidationIssue } from '../base/validation.js'

/**
 * The `source_config` fields that belong to a revision (they make one on PATCH too), as the
 * Terraform provider sends them here.
 */
const REVISION_SETTINGS: readonly string[] = ['resource_spec', 'install_command', 'build_command']

/**
 * Validates a create-revision body for `record`: 422 when `source_revision_config` is missing or
 * a field has the wrong type, 400 for a rule of the PATCH or a deployment setting sent here.
 */
export function validateCreateRevision(
  body: Record<string, unknown>,
  record: DeploymentRecord,
  rules: RequestRules
): DeploymentChange {
  const issues: ValidationIssue[] = []
  if (!given(body.source_revision_config)) {
    issues.push({
      type: 'missing',
      loc: ['body', 'source_revision_config'],
      msg: 'Field required',
      input: body
    })
  }
  throwIfIssues(issues)
  const config = body.source_config
  const setting = isRecord(config)
    ? Object.keys(config).find(key => !REVISION_SETTINGS.includes(key) && given(config[key]))
    : undefined
  if (setting !== undefined) {
    throw refused(
      `source_config.${setting} is a setting of the deployment, not of a revision: change it with PATCH /v2/deployments/${record.id}.`
    )
  }
  return { ...validateUpdate(body, record, rules), newRevision: true }
}
