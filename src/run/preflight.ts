// Owns the checks made before any write, once the deployment is known: what a create of each
// source needs, and that nothing fixed at creation would change. Each names the input to fix.
import type { DeploySpec } from '../control-plane/requests.js'
import {
  DEPLOYMENT_SOURCES,
  type DeploymentSource,
  type FixedField,
  fixedFieldChanges
} from '../control-plane/rules.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { Inputs } from './inputs/read.js'

/** What the preflight reads of the inputs. */
export type PreflightInputs = DeploySpec & Pick<Inputs, 'repoUrlGiven' | 'sourceGiven'>

/** The input that sets each fixed field. */
const FIXED_INPUTS: Readonly<Record<FixedField, string>> = {
  integration_id: 'integration-id',
  repo_url: 'repo-url',
  deployment_type: 'deployment-type',
  listener_id: 'listener-id'
}

/**
 * Throws, before anything is sent, when the write would be refused: a create that lacks what its
 * source needs, or an update that would change what cannot change. Returns the source the
 * deployment has (or gets), which decides the update's body.
 */
export function preflight(
  inputs: PreflightInputs,
  existing: Deployment | undefined
): DeploymentSource {
  if (existing === undefined) {
    const missing = missingForCreate(inputs)
    const name = inputs.deploymentName ?? ''
    if (missing !== undefined) {
      throw new Error(`deployment "${name}" does not exist, and creating it needs input ${missing}`)
    }
    return inputs.source
  }
  const source = knownSource(existing)
  const wanted = inputs.sourceGiven || inputs.imageUri !== undefined ? inputs.source : source
  if (wanted !== source) throw new Error(sourceChange(existing, source))
  if (source === 'external_docker' && inputs.imageUri === undefined) {
    throw new Error(
      `deployment "${existing.name}" runs a prebuilt image (source external_docker): give input 'image-uri', the image of the new revision`
    )
  }
  checkFixedFields(inputs, existing)
  return source
}

/** Throws when a given input would change a field fixed at creation, naming each. */
function checkFixedFields(inputs: PreflightInputs, existing: Deployment): void {
  const changes = fixedFieldChanges(existing.source_config, {
    integration_id: inputs.integrationId,
    repo_url: inputs.repoUrlGiven ? inputs.repoUrl : undefined,
    deployment_type: inputs.deploymentType,
    listener_id: inputs.listenerId
  })
  if (changes.length === 0) return
  const lines = changes.map(
    change =>
      `input '${FIXED_INPUTS[change.field]}' is ${change.wanted}, but source_config.${change.field} of deployment "${existing.name}" is ${change.current ?? 'unset'}`
  )
  throw new Error(
    `${lines.join('; ')}. ${changes.length === 1 ? 'It is' : 'They are'} fixed when a deployment is created and cannot change: drop the input to keep the deployment's value, or delete the deployment and create it anew.`
  )
}

/** The input a create needs and lacks, said so that the user can add it; undefined if none. */
function missingForCreate(inputs: PreflightInputs): string | undefined {
  switch (inputs.source) {
    case 'external_docker':
      return inputs.listenerId === undefined
        ? "'listener-id': an image runs on a listener of your self-hosted LangSmith (GET /v2/listeners lists them)"
        : undefined
    case 'internal_source':
      return undefined
    case 'github':
      if (inputs.integrationId === undefined) {
        return "'integration-id': the ID of the GitHub integration of your LangSmith workspace (or deploy without the GitHub app: source upload)"
      }
      return inputs.repoUrl === undefined
        ? "'repo-url' (the workflow's repository is unknown: GITHUB_REPOSITORY is unset)"
        : undefined
  }
}

/** The deployment's source, as one of those the action deploys; a throw for any other. */
function knownSource(existing: Deployment): DeploymentSource {
  const source = existing.source ?? 'github'
  const known = DEPLOYMENT_SOURCES.find(s => s === source)
  if (known !== undefined) return known
  throw new Error(
    `deployment "${existing.name}" has source ${source}, which this action does not update; deploy it another way or create a new deployment`
  )
}

/** The words of the `source` input for each source. */
const SOURCE_WORDS: Readonly<Record<DeploymentSource, string>> = {
  github: 'github',
  internal_source: 'upload',
  external_docker: 'image'
}

function sourceChange(existing: Deployment, source: DeploymentSource): string {
  return `deployment "${existing.name}" has source ${source} (source: ${SOURCE_WORDS[source]}), and the inputs ask for another; a deployment's source cannot change: set 'source' to ${SOURCE_WORDS[source]} (or leave it and 'image-uri' out to follow the deployment), or delete the deployment and create it anew`
}
