// Owns turning the runner's raw inputs into Inputs: the only core.getInput, masking secrets
// first, parsing through the table, checks across inputs, defaults from the workflow.
import * as core from '@actions/core'
import type { Logger } from '../../base/log.js'
import { type Redactor, unmaskableReason } from '../../base/redact.js'
import { quote } from '../../base/text.js'
import { CLOUD_HOSTS } from '../../control-plane/hosts.js'
import { type DeploymentSource, TAG_REF_PREFIX, isTagRef } from '../../control-plane/rules.js'
import type { Secret } from '../../control-plane/requests.js'
import { type SecretsEnv, type WithheldSecrets, secretsWithheld } from '../../github/context.js'
import { secretValuesOf } from './secrets.js'
import { type SmokeCase, readSmokeCases } from './smoke-cases.js'
import { INPUTS, INPUT_NAMES, type InputName, type ParsedInputs, type RawInputs } from './table.js'

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
  /** Whether `api-url` was given, i.e. this is not the LangSmith cloud (no dashboard link). */
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
 * holds it, outputs included): a warning says so, naming it, never showing it.
 */
export function maskSecretInputs(raw: RawInputs, redactor: Redactor, logger: Logger): void {
  const values = [
    { label: "input 'api-key'", value: raw['api-key'] ?? '' },
    { label: "input 'github-token'", value: raw['github-token'] ?? '' },
    ...secretValuesOf(raw.secrets ?? '')
  ]
  const unmasked = values.filter(({ value }) => !redactor.add(value))
  for (const { label, value } of unmasked) {
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
      ...pruneProblems(inputs),
      ...sourceProblems(inputs, env)
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
  const modes: readonly string[] = INPUTS['smoke-cases'].modes
  if (parsed.smokeCases === undefined || !modes.includes(parsed.mode)) return { cases: undefined }
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
  if (withheld !== undefined) return ` ${WITHHELD[withheld]}`
  const event = env.GITHUB_EVENT_NAME ? ` (event ${env.GITHUB_EVENT_NAME})` : ''
  return ` It is empty${event}: the secret it names is unset, misspelled (the NAME in \${{ secrets.NAME }} must be the secret's, such as LANGSMITH_API_KEY), or not available to this event or environment (an environment secret needs the job's environment:; an organization secret must be shared with this repository). Set it under Settings → Secrets and variables → Actions.`
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
    apiUrl: parsed.apiUrl ?? CLOUD_HOSTS[parsed.region],
    customApiUrl: parsed.apiUrl !== undefined,
    repoUrl: parsed.repoUrl ?? defaultRepoUrl(env),
    repoUrlGiven: parsed.repoUrl !== undefined,
    repoRef: parsed.repoRef ?? pushedRef(env),
    secrets: parsed.secrets ?? [],
    source: defaultSource(parsed),
    sourceGiven: parsed.source !== undefined
  }
}

/** Problems of the inputs that name the deployment and what to do with it. */
function targetProblems(inputs: Inputs): string[] {
  const problems: string[] = []
  const { mode, deploymentName, deploymentId, deploymentUrl } = inputs
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
    const pruning = mode === 'prune' || (mode === 'plan' && inputs.prunePrefix !== undefined)
    if (pruning) return problems
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
  if (inputs.mode !== 'deploy' || !inputs.rollbackOnFailure || inputs.smokeTest) return []
  return [
    `Input 'rollback-on-failure' (true) needs the smoke step ('smoke-test: true' or 'smoke-cases'): the rollback follows a failed smoke test of the new revision.`
  ]
}

/** Prune needs a prefix and a way to tell a preview is done; `max-previews` counts by prefix. */
function pruneProblems(inputs: Inputs): string[] {
  const problems: string[] = []
  const { mode, prunePrefix } = inputs
  if (mode === 'prune' && prunePrefix === undefined) {
    problems.push(
      `Input 'prune-prefix' is required with mode 'prune': the start of the preview deployments' names, such as my-agent-pr- (examples/pr-preview.yml names them my-agent-pr-<number>).`
    )
  }
  const pruning = mode === 'prune' || (mode === 'plan' && prunePrefix !== undefined)
  if (pruning && inputs.githubToken === undefined && inputs.pruneMaxAgeDays === undefined) {
    problems.push(
      `Input 'github-token' or 'prune-max-age-days' is required with 'prune-prefix' in mode '${mode}': prune deletes a preview whose pull request is closed (which GitHub tells, with github-token: \${{ secrets.GITHUB_TOKEN }}) or whose newest revision is older than prune-max-age-days (such as 7).`
    )
  }
  if (mode === 'deploy' && inputs.maxPreviews !== undefined && prunePrefix === undefined) {
    problems.push(
      `Input 'max-previews' (${inputs.maxPreviews}) needs 'prune-prefix': the start of the names of the previews it counts, such as my-agent-pr-.`
    )
  }
  return problems
}

/** Problems of what to deploy: the source, the ref, and inputs that only one source takes. */
function sourceProblems(inputs: Inputs, env: GitHubEnv): string[] {
  if (inputs.mode !== 'deploy' && inputs.mode !== 'plan') return []
  return [...imageProblems(inputs), ...(inputs.source === 'github' ? refProblems(inputs, env) : [])]
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
  const imageOnly = (['custom-url', 'resource-spec', 'listener-id'] as const).filter(
    name => inputs[INPUTS[name].key] !== undefined
  )
  if (image || imageOnly.length === 0) return []
  const one = imageOnly.length === 1
  return [
    `${one ? 'Input' : 'Inputs'} ${imageOnly.map(name => `'${name}'`).join(', ')} ${one ? 'applies' : 'apply'} only to a prebuilt image ('image-uri', source external_docker); LangSmith sets the URL of a deployment it builds itself (source_config.custom_url). Drop ${one ? 'it' : 'them'}, or deploy an image.`
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
