// Owns the checks made before any write, once the deployment is known: what a create of each
// source needs, that a github update builds this workflow's repository, and that nothing fixed at
// creation would change. Each names the input to fix; `mode: plan` reports every check, deploy
// throws the first that fails.
import { sameRepository } from '../base/repository.js'
import { plainLine } from '../base/untrusted.js'
import { truncate } from '../base/text.js'
import type { DeploySpec } from '../control-plane/requests.js'
import {
  DEPLOYMENT_SOURCES,
  type DeploymentSource,
  type FixedField,
  type FixedFieldChange,
  fixedFieldChanges
} from '../control-plane/rules.js'
import type { Deployment } from '../control-plane/schemas.js'
import { SOURCE_WORDS, type SourceInputs, type Sourced } from '../control-plane/source-choice.js'
import {
  type SecretsChange,
  keepExistingProblem,
  secretsChange
} from '../control-plane/secrets-diff.js'
import type { Inputs } from '../inputs/read.js'

/** What the preflight reads of the inputs. */
export type PreflightInputs = DeploySpec &
  Pick<Inputs, 'repoUrlGiven' | 'secretsKeepExisting'> &
  Pick<Sourced<SourceInputs>, 'sourceGiven'>

/** The input that sets each fixed field. */
const FIXED_INPUTS: Readonly<Record<FixedField, string>> = {
  integration_id: 'integration-id',
  repo_url: 'repo-url',
  deployment_type: 'deployment-type',
  listener_id: 'listener-id'
}

/** One check of the preflight: whether it passed, and what it found, in words. */
export interface PreflightCheck {
  readonly passed: boolean
  readonly text: string
}

/** Every check of the preflight, and the source the deployment has or gets (when known). */
export interface PreflightResult {
  /** Undefined when the deployment's source is one the action does not deploy. */
  readonly source: DeploymentSource | undefined
  readonly checks: readonly PreflightCheck[]
  /** The fields fixed at creation that the inputs would change (each fails the write). */
  readonly fixed: readonly FixedFieldChange[]
  /**
   * What the update's `secrets` list does to the deployment's secrets, computed once here;
   * undefined for a create, or when no list is sent.
   */
  readonly secrets: SecretsChange | undefined
}

/** What a write that passed the preflight sends: its source, and its secrets list's change. */
export type Preflight = Pick<PreflightResult, 'secrets'> & { readonly source: DeploymentSource }

/**
 * Throws, before anything is sent, when the write would be refused: a create that lacks what its
 * source needs, or an update that would change what cannot change. Returns the source the
 * deployment has (or gets), which decides the update's body.
 */
export function preflight(inputs: PreflightInputs, existing: Deployment | undefined): Preflight {
  const result = preflightChecks(inputs, existing)
  const failed = result.checks.find(check => !check.passed)
  if (failed !== undefined || result.source === undefined) {
    throw new Error(failed?.text ?? 'the deployment has a source this action does not deploy')
  }
  return { source: result.source, secrets: result.secrets }
}

/**
 * Every check the preflight makes, failed or not, in the order `preflight` makes them: what
 * `mode: plan` reports. Sends nothing.
 */
export function preflightChecks(
  inputs: PreflightInputs,
  existing: Deployment | undefined
): PreflightResult {
  if (existing === undefined) {
    const missing = missingForCreate(inputs)
    const name = inputs.deploymentName ?? ''
    const check =
      missing === undefined
        ? { passed: true, text: `a create of source ${inputs.source} has the inputs it needs` }
        : {
            passed: false,
            text: `deployment "${name}" does not exist, and creating it needs input ${missing}`
          }
    return { source: inputs.source, checks: [check], fixed: [], secrets: undefined }
  }
  const source = knownSource(existing)
  if (typeof source !== 'string') {
    return { source: undefined, checks: [source], fixed: [], secrets: undefined }
  }
  const wanted = inputs.sourceGiven || inputs.imageUri !== undefined ? inputs.source : source
  const checks: PreflightCheck[] = [
    wanted === source
      ? { passed: true, text: `the deployment's source (${source}) is the one asked for` }
      : { passed: false, text: sourceChange(existing, source, wanted, inputs) }
  ]
  if (source === 'external_docker') checks.push(imageCheck(inputs, existing))
  if (source === 'github' && wanted === 'github') checks.push(repositoryCheck(inputs, existing))
  const fixed = fixedChanges(inputs, existing)
  checks.push(fixedCheck(fixed, existing))
  const secrets =
    inputs.secrets.length > 0 ? secretsChange(inputs.secrets, existing.secrets) : undefined
  if (inputs.secretsKeepExisting && secrets !== undefined) {
    checks.push(keepSecretsCheck(secrets, existing))
  }
  return { source, checks, fixed, secrets }
}

/** An image deployment's update needs the image of the new revision. */
function imageCheck(inputs: PreflightInputs, existing: Deployment): PreflightCheck {
  if (inputs.imageUri !== undefined) return { passed: true, text: "'image-uri' names the image" }
  return {
    passed: false,
    text: `deployment "${existing.name}" runs a prebuilt image (source external_docker): give input 'image-uri', the image of the new revision`
  }
}

/**
 * A github update builds the deployment's repository at the ref sent: refused, before any write,
 * when that repository is not this workflow's (a workflow on GitHub Enterprise, or in a fork,
 * updating a github.com deployment would build another tree than its own). A `repo-url` given is
 * the user's deliberate choice (the fixed-field check compares it); an unknown side is said.
 */
function repositoryCheck(inputs: PreflightInputs, existing: Deployment): PreflightCheck {
  const raw = existing.source_config?.repo_url?.trim()
  const theirs = raw ? truncate(plainLine(raw), 200) : undefined
  if (inputs.repoUrlGiven) {
    return { passed: true, text: `input 'repo-url' names the repository to build` }
  }
  const ours = inputs.repoUrl
  if (ours === undefined) {
    return {
      passed: true,
      text: `this workflow's repository is unknown (GITHUB_REPOSITORY is unset): not compared with the one deployment "${existing.name}" builds (${theirs ?? 'not named'})`
    }
  }
  if (theirs === undefined) {
    return {
      passed: true,
      text: `deployment "${existing.name}" does not name the repository it builds (no source_config.repo_url): not compared with this workflow's ${ours}`
    }
  }
  if (sameRepository(raw, ours)) {
    return { passed: true, text: `the deployment builds this workflow's repository (${ours})` }
  }
  return { passed: false, text: otherRepository(existing.name, theirs, ours, inputs.repoRef) }
}

/** The refusal of an update that would build another repository than the workflow's. */
function otherRepository(
  name: string,
  theirs: string,
  ours: string,
  ref: string | undefined
): string {
  const at = ref === undefined ? "this workflow's ref" : `this workflow's ref ${ref}`
  return `deployment "${name}" builds ${theirs} (source_config.repo_url), but this workflow runs in ${ours} (GITHUB_SERVER_URL and GITHUB_REPOSITORY): an update would build ${theirs} at ${at}, not the tree this workflow checked out. Nothing was sent: deploy the checked-out tree with 'source: upload' (the action uploads it; a deployment's source cannot change, so to a deployment of source upload), or run this workflow from ${theirs}; to build ${theirs} on purpose, set 'repo-url' to it.`
}

/** The fields fixed at creation that a given input would change. */
function fixedChanges(inputs: PreflightInputs, existing: Deployment): FixedFieldChange[] {
  return fixedFieldChanges(existing.source_config, {
    integration_id: inputs.integrationId,
    repo_url: inputs.repoUrlGiven ? inputs.repoUrl : undefined,
    deployment_type: inputs.deploymentType,
    listener_id: inputs.listenerId
  })
}

/** Fails when a given input would change a field fixed at creation, naming each. */
function fixedCheck(changes: readonly FixedFieldChange[], existing: Deployment): PreflightCheck {
  if (changes.length === 0) {
    return { passed: true, text: 'no field fixed at creation would change' }
  }
  const lines = changes.map(
    change =>
      `input '${FIXED_INPUTS[change.field]}' is ${change.wanted}, but source_config.${change.field} of deployment "${existing.name}" is ${change.current ?? 'unset'}`
  )
  return {
    passed: false,
    text: `${lines.join('; ')}. ${changes.length === 1 ? 'It is' : 'They are'} fixed when a deployment is created and cannot change: drop the input to keep the deployment's value, or delete the deployment and create it anew.`
  }
}

/** With `secrets-keep-existing`: the update's list leaves out none of the deployment's secrets. */
function keepSecretsCheck(change: SecretsChange, existing: Deployment): PreflightCheck {
  const problem = keepExistingProblem(change, `deployment "${existing.name}"`)
  if (problem !== undefined) return { passed: false, text: problem }
  return { passed: true, text: "'secrets' keeps every secret the deployment holds" }
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
        return "'integration-id': the ID of the GitHub integration of your LangSmith workspace (found by itself when the repository is known: GITHUB_REPOSITORY or 'repo-url'), or deploy without the GitHub app: source upload"
      }
      return inputs.repoUrl === undefined
        ? "'repo-url' (the workflow's repository is unknown: GITHUB_REPOSITORY is unset)"
        : undefined
  }
}

/** The deployment's source, as one of those the action deploys; a failed check for any other. */
function knownSource(existing: Deployment): DeploymentSource | PreflightCheck {
  const source = existing.source ?? 'github'
  const known = DEPLOYMENT_SOURCES.find(s => s === source)
  if (known !== undefined) return known
  return {
    passed: false,
    text: `deployment "${existing.name}" has source ${source}, which this action does not update; deploy it another way or create a new deployment`
  }
}

function sourceChange(
  existing: Deployment,
  source: DeploymentSource,
  wanted: DeploymentSource,
  inputs: PreflightInputs
): string {
  const asked = inputs.sourceGiven
    ? `input 'source' is ${SOURCE_WORDS[wanted]}`
    : `input 'image-uri' asks for source ${SOURCE_WORDS[wanted]} (${wanted})`
  return `deployment "${existing.name}" has source ${source} (source: ${SOURCE_WORDS[source]}), and ${asked}; a deployment's source cannot change: set 'source' to ${SOURCE_WORDS[source]} (or leave it and 'image-uri' out to follow the deployment), or delete the deployment and create it anew`
}
