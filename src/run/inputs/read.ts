// Owns turning the runner's raw inputs into Inputs: the only core.getInput, masking secrets
// first, parsing through the table, checks across inputs, defaults from the workflow.
import * as core from '@actions/core'
import type { Logger } from '../../base/log.js'
import { type Redactor, unmaskableReason } from '../../base/redact.js'
import { quote } from '../../base/text.js'
import { REGIONS, cloudApiUrl, cloudRegionOf } from '../../control-plane/hosts.js'
import {
  type DeploymentSource,
  TAG_REF_PREFIX,
  isTagRef,
  reservedEnvName
} from '../../control-plane/rules.js'
import type { Secret } from '../../control-plane/requests.js'
import { type SecretsEnv, type WithheldSecrets, secretsWithheld } from '../../github/context.js'
import { secretValuesOf } from './secrets.js'
import { type SmokeCase, readSmokeCases } from './smoke-cases.js'
import {
  INPUTS,
  INPUT_NAMES,
  type InputName,
  type Mode,
  type ParsedInputs,
  type RawInputs
} from './table.js'

/** The `source` input's words for the service's sources. */
const SOURCES: Readonly<Record<NonNullable<ParsedInputs['source']>, DeploymentSource>> = {
  github: 'github',
  upload: 'internal_source',
  image: 'external_docker'
}

/** Every input of the action, read once, validated, with its defaults applied. */
export interface Inputs extends Omit<
  ParsedInputs,
  'apiUrl' | 'repoUrl' | 'repoRef' | 'secrets' | 'source' | 'smokeCases'
> {
  /**
   * The source a new deployment gets: `source`, else an image when `image-uri` is given, GitHub
   * when `integration-id` is, else an upload of the checked-out tree.
   */
  readonly source: DeploymentSource
  /** Whether `source` was given (an existing deployment's own source decides otherwise). */
  readonly sourceGiven: boolean
  /** Base URL of the control plane, no trailing slash: from `api-url`, else from `region`. */
  readonly apiUrl: string
  /** Whether `api-url` names a host other than the cloud's: a self-hosted install. */
  readonly customApiUrl: boolean
  /** `source_config.repo_url`: the input, else the workflow's repository. */
  readonly repoUrl: string | undefined
  /** Whether `repo-url` was given (only then is it sent on an update). */
  readonly repoUrlGiven: boolean
  /** `source_revision_config.repo_ref`: the input, else the pushed branch. */
  readonly repoRef: string | undefined
  /** Environment secrets of the deployment, in the order given. Values are secrets. */
  readonly secrets: readonly Secret[]
  /**
   * The cases of the `smoke-cases` file, read and checked with the inputs (before any request),
   * defaults filled in from the smoke-* inputs; undefined without the input.
   */
  readonly smokeCases: readonly SmokeCase[] | undefined
  /** Whether the smoke step runs: `smoke-test`, or a `smoke-cases` file (which implies it). */
  readonly smokeTest: boolean
}

/** The part of the runner's environment that supplies defaults and explains missing secrets. */
export interface GitHubEnv extends SecretsEnv {
  readonly GITHUB_SERVER_URL?: string
  readonly GITHUB_REPOSITORY?: string
  readonly GITHUB_HEAD_REF?: string
  readonly GITHUB_REF_NAME?: string
  /** `branch` or `tag`: what GITHUB_REF_NAME names. */
  readonly GITHUB_REF_TYPE?: string
  /** The checked-out tree; a relative `smoke-cases` path is read from it. */
  readonly GITHUB_WORKSPACE?: string
}

/** One or more inputs are invalid; the message lists each with the form expected. */
export class InputError extends Error {
  override readonly name = 'InputError'

  constructor(readonly problems: readonly string[]) {
    super(
      problems.length === 1 ? (problems[0] ?? '') : `Invalid inputs:\n- ${problems.join('\n- ')}`
    )
  }
}

/** Reads every input with `core.getInput`: the only place in the action that does. */
export function readRawInputs(): RawInputs {
  const raw: RawInputs = {}
  for (const name of INPUT_NAMES) raw[name] = core.getInput(name, { trimWhitespace: false })
  return raw
}

/**
 * Registers the value of every secret input with the redactor, before anything is logged. A
 * value too short or too plain to mask safely is not masked (that would corrupt every line that
 * holds it, outputs included): a warning says so, naming it, never showing it. A value of several
 * lines is masked line by line too, since the runner masks each line of the log on its own.
 */
export function maskSecretInputs(raw: RawInputs, redactor: Redactor, logger: Logger): void {
  const values = [
    { label: "input 'api-key'", value: raw['api-key'] ?? '' },
    { label: "input 'github-token'", value: raw['github-token'] ?? '' },
    ...secretValuesOf(raw.secrets ?? '')
  ]
  const unmasked = values.filter(({ value }) => !redactor.add(value))
  for (const { label, value } of unmasked) {
    // Unnamed: a part of a malformed 'secrets', which is refused without a word of what it holds.
    if (label === undefined) continue
    logger.warning(
      `The value of ${label} is too short to mask safely (${unmaskableReason(value.trim()) ?? ''}), so it is not masked: masking it would corrupt every line and output that holds it. The action sends it but never prints it; make sure your workflow does not print it either.`
    )
  }
}

/**
 * Turns raw input strings into {@link Inputs}, or throws an {@link InputError} that names every
 * invalid input and the form it must have. Sends nothing and logs nothing; reads only the
 * `smoke-cases` file.
 */
export async function parseInputs(raw: RawInputs, env: GitHubEnv): Promise<Inputs> {
  const problems: string[] = []
  const parsed: Record<string, unknown> = {}
  for (const name of INPUT_NAMES) {
    const result = parseOne(name, raw[name] ?? '')
    if ('problem' in result) problems.push(result.problem + whyEmpty(name, raw[name], env))
    else parsed[INPUTS[name].key] = result.value
  }
  const given = parsed as unknown as ParsedInputs
  const cases = problems.length === 0 ? await smokeCasesOf(given, env) : { cases: undefined }
  if ('problems' in cases) problems.push(...cases.problems)
  const inputs = withEnvironment(given, env, 'cases' in cases ? cases.cases : undefined)
  if (problems.length === 0)
    problems.push(
      ...targetProblems(inputs),
      ...rollbackProblems(inputs),
      ...sourceProblems(inputs, env),
      ...cloudSecretProblems(inputs)
    )
  if (problems.length > 0) throw new InputError(problems)
  return inputs
}

/** The `smoke-cases` file, read and checked when the mode reads the input. */
async function smokeCasesOf(
  parsed: ParsedInputs,
  env: GitHubEnv
): Promise<
  { readonly cases: readonly SmokeCase[] | undefined } | { readonly problems: readonly string[] }
> {
  const modes: readonly Mode[] = INPUTS['smoke-cases'].modes
  if (parsed.smokeCases === undefined || !modes.includes(checkedAs(parsed.mode))) {
    return { cases: undefined }
  }
  return readSmokeCases(parsed.smokeCases, env.GITHUB_WORKSPACE || process.cwd(), parsed)
}

/** One input through its parser: the default when empty, a problem that names it. */
function parseOne(
  name: InputName,
  raw: string
): { readonly value: unknown } | { readonly problem: string } {
  const spec: (typeof INPUTS)[InputName] = INPUTS[name]
  const given = raw.trim() === '' ? ('default' in spec ? spec.default : '') : raw
  if (given.trim() === '') {
    if ('required' in spec) return { problem: `Input '${name}' is required: ${spec.required}.` }
    return { value: undefined }
  }
  const result = spec.parse.safeParse(given)
  if (result.success) return { value: result.data }
  const expected = result.error.issues[0]?.message ?? 'is invalid'
  const shown = 'secret' in spec ? '' : `, got ${quote(raw)}`
  return { problem: `Input '${name}' ${expected}${shown}.` }
}

/** What to do, by why GitHub gave the run no secrets: how to skip such runs. */
const WITHHELD: Readonly<Record<WithheldSecrets, string>> = {
  fork: "This run is for a pull request from a fork, and GitHub gives such runs none of the repository's secrets, so the secret given to this input is empty. Skip these runs with an if: on the job or the step, `if: github.event.pull_request.head.repo.full_name == github.repository` (the action's examples/pr-preview.yml skips them with a notice).",
  dependabot:
    "This run was started by Dependabot, and GitHub gives its runs none of the repository's secrets (only Dependabot secrets), so the secret given to this input is empty. Skip these runs with an if: on the job or the step, `if: github.actor != 'dependabot[bot]'` (the action's examples/pr-preview.yml skips them with a notice), or store the key as a Dependabot secret too."
}

/**
 * Why a required secret input is empty, when it is because GitHub withheld the secrets from
 * this run (a pull request from a fork, or Dependabot): the reason and how to skip such runs.
 */
function whyEmpty(name: InputName, raw: string | undefined, env: GitHubEnv): string {
  const spec: (typeof INPUTS)[InputName] = INPUTS[name]
  if (!('secret' in spec) || !('required' in spec) || (raw ?? '').trim() !== '') return ''
  const withheld = secretsWithheld(env)
  return withheld === undefined ? '' : ` ${WITHHELD[withheld]}`
}

/** The parsed inputs with the defaults that come from the region and the workflow. */
function withEnvironment(
  parsed: ParsedInputs,
  env: GitHubEnv,
  smokeCases: readonly SmokeCase[] | undefined
): Inputs {
  return {
    ...parsed,
    smokeCases,
    smokeTest: parsed.smokeTest || smokeCases !== undefined,
    // The region is unset when its input was refused: the run stops on that problem.
    apiUrl: parsed.apiUrl ?? (REGIONS.includes(parsed.region) ? cloudApiUrl(parsed.region) : ''),
    customApiUrl: parsed.apiUrl !== undefined && cloudRegionOf(parsed.apiUrl) === undefined,
    repoUrl: parsed.repoUrl ?? defaultRepoUrl(env),
    repoUrlGiven: parsed.repoUrl !== undefined,
    repoRef: parsed.repoRef ?? pushedRef(env),
    secrets: parsed.secrets ?? [],
    source: defaultSource(parsed),
    sourceGiven: parsed.source !== undefined
  }
}

/**
 * The mode whose checks a run's inputs get: `plan` says what deploy would do with the same
 * inputs, so it refuses what deploy refuses (the smoke-cases file read and checked too), and
 * every check below asks this, never the mode itself.
 */
function checkedAs(mode: Mode): Mode {
  return mode === 'plan' ? 'deploy' : mode
}

/** Problems of the inputs that name the deployment and what to do with it. */
function targetProblems(inputs: Inputs): string[] {
  const problems: string[] = []
  const { deploymentName, deploymentId, deploymentUrl } = inputs
  const mode = checkedAs(inputs.mode)
  if (inputs.smokeTest && !inputs.wait && (mode === 'deploy' || mode === 'rollback')) {
    const smoke = inputs.smokeCases === undefined ? `'smoke-test' (true)` : `'smoke-cases'`
    problems.push(
      `Inputs ${smoke} and 'wait' (false) conflict: the smoke step runs once the revision is DEPLOYED, which needs the wait.`
    )
  }
  if (deploymentName !== undefined && deploymentId !== undefined) {
    problems.push(
      `Inputs 'deployment-name' and 'deployment-id' both given: give one of them (the name to find or create the deployment, or the ID to update it directly).`
    )
  } else if (deploymentName === undefined && deploymentId === undefined) {
    if (mode === 'smoke' && deploymentUrl === undefined) {
      problems.push(
        `Input 'deployment-url', 'deployment-name' or 'deployment-id' is required with mode 'smoke': the agent server to test, or the deployment whose URL to use.`
      )
    } else if (mode !== 'smoke') {
      problems.push(
        `Input 'deployment-name' or 'deployment-id' is required: the name of the deployment to create or update, or the ID of an existing one.`
      )
    }
  }
  return problems
}

/** `rollback-on-failure` acts on the smoke step's failure: without the smoke step it never could. */
function rollbackProblems(inputs: Inputs): string[] {
  if (checkedAs(inputs.mode) !== 'deploy' || !inputs.rollbackOnFailure || inputs.smokeTest) {
    return []
  }
  return [
    `Input 'rollback-on-failure' (true) needs the smoke step ('smoke-test: true' or 'smoke-cases'): the rollback follows a failed smoke test of the new revision.`
  ]
}

/** Problems of what to deploy: the source, the ref, and inputs that only one source takes. */
function sourceProblems(inputs: Inputs, env: GitHubEnv): string[] {
  if (checkedAs(inputs.mode) !== 'deploy') return []
  return [...imageProblems(inputs), ...(inputs.source === 'github' ? refProblems(inputs, env) : [])]
}

/**
 * Secrets the cloud refuses and self-hosted installs accept: refused here only when `api-url` is a
 * cloud host (or not given).
 */
function cloudSecretProblems(inputs: Inputs): string[] {
  if (inputs.customApiUrl) return []
  const names = inputs.secrets.map(s => s.name).filter(name => reservedEnvName(name) === 'cloud')
  if (names.length === 0) return []
  return [
    `Input 'secrets' names ${names.join(', ')}, which the LangSmith cloud reserves for itself and refuses (only self-hosted installs, whose 'api-url' is not a cloud host, accept ${names.length === 1 ? 'it' : 'them'}): rename or drop ${names.length === 1 ? 'it' : 'them'}.`
  ]
}

/** An image needs `image-uri`; `image-uri` and the image-only inputs need an image. */
function imageProblems(inputs: Inputs): string[] {
  const image = inputs.source === 'external_docker'
  if (image && inputs.imageUri === undefined) {
    return [`Input 'source' is image, which needs 'image-uri': the prebuilt image to deploy.`]
  }
  if (!image && inputs.imageUri !== undefined) {
    return [
      `Inputs 'source' (${inputs.source === 'github' ? 'github' : 'upload'}) and 'image-uri' conflict: an image is deployed with source image; drop one of them.`
    ]
  }
  if (image) return builtOnlyProblems(inputs)
  const imageOnly = (['custom-url', 'resource-spec', 'listener-id'] as const).filter(
    name => inputs[INPUTS[name].key] !== undefined
  )
  if (imageOnly.length === 0) return []
  const one = imageOnly.length === 1
  return [
    `${one ? 'Input' : 'Inputs'} ${imageOnly.map(name => `'${name}'`).join(', ')} ${one ? 'applies' : 'apply'} only to a prebuilt image ('image-uri', source external_docker); LangSmith sets the URL of a deployment it builds itself (source_config.custom_url). Drop ${one ? 'it' : 'them'}, or deploy an image.`
  ]
}

/** The build's commands apply only to a source LangSmith builds. */
function builtOnlyProblems(inputs: Inputs): string[] {
  const given = (['install-command', 'build-command'] as const).filter(
    name => inputs[INPUTS[name].key] !== undefined
  )
  if (given.length === 0) return []
  return [
    `${given.map(name => `'${name}'`).join(' and ')} apply only to a source LangSmith builds (github or upload), not to a prebuilt image ('image-uri', source external_docker): drop ${given.length === 1 ? 'it' : 'them'}.`
  ]
}

/** A GitHub ref: one is needed, a tag only by its full ref, and never built on push. */
function refProblems(inputs: Inputs, env: GitHubEnv): string[] {
  const problems: string[] = []
  if (inputs.repoRef === undefined) {
    problems.push(
      `Input 'repo-ref' is empty and the workflow gives no branch (GITHUB_HEAD_REF and GITHUB_REF_NAME are unset): set 'repo-ref' to the branch, tag or commit to deploy.`
    )
  }
  const bareTag = bareTagOf(inputs.repoRef, env)
  if (bareTag !== undefined) {
    problems.push(
      `Input 'repo-ref' names the tag ${bareTag} by its bare name: LangSmith takes a tag only as its full ref, repo-ref: ${TAG_REF_PREFIX}${bareTag}.`
    )
  }
  if (inputs.buildOnPush === true && isTagRef(inputs.repoRef)) {
    problems.push(
      `Inputs 'build-on-push' (true) and 'repo-ref' (${inputs.repoRef ?? ''}, a tag) conflict: LangSmith rebuilds on push only from a branch; drop 'build-on-push' or deploy a branch.`
    )
  }
  return problems
}

/** The ref the workflow runs on, as the service takes it: a tag as `refs/tags/<tag>`. */
function pushedRef(env: GitHubEnv): string | undefined {
  const head = nonEmpty(env.GITHUB_HEAD_REF)
  if (head !== undefined) return head
  const name = nonEmpty(env.GITHUB_REF_NAME)
  if (name === undefined) return undefined
  return env.GITHUB_REF_TYPE === 'tag' ? `${TAG_REF_PREFIX}${name}` : name
}

/** The tag `ref` names by its bare name, when the workflow runs on that very tag. */
function bareTagOf(ref: string | undefined, env: GitHubEnv): string | undefined {
  if (ref === undefined || isTagRef(ref) || env.GITHUB_REF_TYPE !== 'tag') return undefined
  return ref === nonEmpty(env.GITHUB_REF_NAME) ? ref : undefined
}

function defaultSource(parsed: ParsedInputs): DeploymentSource {
  if (parsed.source !== undefined) return SOURCES[parsed.source]
  if (parsed.imageUri !== undefined) return 'external_docker'
  return parsed.integrationId !== undefined ? 'github' : 'internal_source'
}

function defaultRepoUrl(env: GitHubEnv): string | undefined {
  const server = nonEmpty(env.GITHUB_SERVER_URL)
  const repository = nonEmpty(env.GITHUB_REPOSITORY)
  if (server === undefined || repository === undefined) return undefined
  return `${server.replace(/\/+$/, '')}/${repository}`
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}
