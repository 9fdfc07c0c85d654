// Owns the checks made before any write, once the deployment is known: what a create needs
// (control-plane/rules.ts says which source needs what) and that nothing fixed at creation
// (source, integration, repository, type, listener) would change. Each names the input to fix.
import { sourceOf, type DeploySpec } from '../control-plane/requests.js'
import {
  type DeploymentSource,
  type FixedField,
  fixedFieldChanges
} from '../control-plane/rules.js'
import type { Deployment } from '../control-plane/schemas.js'
import type { Inputs } from './inputs/read.js'

/** What the preflight reads of the inputs. */
export type PreflightInputs = DeploySpec & Pick<Inputs, 'repoUrlGiven'>

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
  const wanted = sourceOf(inputs)
  if (existing === undefined) {
    const missing = missingForCreate(inputs, wanted)
    const name = inputs.deploymentName ?? ''
    if (missing !== undefined) {
      throw new Error(`deployment "${name}" does not exist, and creating it needs input ${missing}`)
    }
    return wanted
  }
  const source = knownSource(existing)
  if (source !== wanted) throw new Error(sourceChange(existing, wanted))
  const changes = fixedFieldChanges(existing.source_config, {
    integration_id: inputs.integrationId,
    repo_url: inputs.repoUrlGiven ? inputs.repoUrl : undefined,
    deployment_type: inputs.deploymentType,
    listener_id: inputs.listenerId
  })
  const [first] = changes
  if (first === undefined) return source
  const lines = changes.map(
    change =>
      `input '${FIXED_INPUTS[change.field]}' is ${change.wanted}, but source_config.${change.field} of deployment "${existing.name}" is ${change.current ?? 'unset'}`
  )
  throw new Error(
    `${lines.join('; ')}. ${changes.length === 1 ? 'It is' : 'They are'} fixed when a deployment is created and cannot change: drop the input to keep the deployment's value, or delete the deployment and create it anew.`
  )
}

/** The input a create needs and lacks, said so that the user can add it; undefined if none. */
function missingForCreate(inputs: PreflightInputs, source: DeploymentSource): string | undefined {
  if (source === 'external_docker') {
    return inputs.listenerId === undefined
      ? "'listener-id': an image runs on a listener of your self-hosted LangSmith (GET /v2/listeners lists them)"
      : undefined
  }
  if (inputs.integrationId === undefined) {
    return "'integration-id': the ID of the GitHub integration of your LangSmith workspace"
  }
  if (inputs.repoUrl === undefined) {
    return "'repo-url' (the workflow's repository is unknown: GITHUB_REPOSITORY is unset)"
  }
  return undefined
}

/** The deployment's source, as one of those the action deploys; a throw for any other. */
function knownSource(existing: Deployment): DeploymentSource {
  const source = existing.source ?? 'github'
  if (source === 'github' || source === 'external_docker') return source
  throw new Error(
    `deployment "${existing.name}" has source ${source}, which this action does not update; deploy it another way or create a new deployment`
  )
}

function sourceChange(existing: Deployment, wanted: DeploymentSource): string {
  const how =
    wanted === 'external_docker'
      ? "input 'image-uri' asks for a prebuilt image (external_docker)"
      : "without 'image-uri' the action builds from GitHub (github)"
  return `deployment "${existing.name}" has source ${existing.source ?? 'github'}, and ${how}; a deployment's source cannot change: ${wanted === 'external_docker' ? "drop 'image-uri'" : "give 'image-uri'"}, or delete the deployment and create it anew`
}
