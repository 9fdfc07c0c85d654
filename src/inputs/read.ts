// Owns turning the runner's raw inputs into Inputs: the only core.getInput, masking secrets
// first, parsing through the table, checks across inputs, defaults from the workflow.
import * as core from '@actions/core'
import type { Logger } from '../base/log.js'
import { type Redactor, unmaskableReason } from '../base/redact.js'
import { nonEmpty, quote } from '../base/text.js'
import { REGIONS, cloudApiUrl, cloudRegionOf } from '../control-plane/hosts.js'
import type { DeploymentSource } from '../control-plane/rules.js'
import { type WithheldSecrets, secretsWithheld } from '../github/context.js'
import { checkedAs, inputProblems, pushedRef } from './checks.js'
import { FALLBACK_ASSISTANT, type GitHubEnv, type Inputs } from './inputs.js'
import type { SmokeCase } from './smoke-cases.js'
import { type UnknownInput, gateTypoProblems, withUnknownHints } from './unknown.js'
import {
  INPUTS,
  INPUT_NAMES,
  type InputSpec,
  type InputName,
  type Mode,
  type ParsedInputs,
  type RawInputs
} from './table.js'

export type { GitHubEnv, Inputs } from './inputs.js'

/** The `source` input's words for the service's sources. */
const SOURCES: Readonly<Record<NonNullable<ParsedInputs['source']>, DeploymentSource>> = {
  github: 'github',
  upload: 'internal_source',
  image: 'external_docker'
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
 * The inputs masked are those the table marks `secret`, and no other.
 */
export function maskSecretInputs(
  raw: Readonly<Record<string, string | undefined>>,
  redactor: Redactor,
  logger: Logger,
  table: Readonly<Record<string, InputSpec>> = INPUTS
): void {
  const values = Object.entries(table).flatMap(([name, { secret }]) => {
    const value = raw[name] ?? ''
    if (secret === undefined) return []
    return secret === true ? [{ label: `input '${name}'`, value }] : secret(value)
  })
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
 * invalid input and the form it must have, with the hint of an `unknown` input that looks like
 * one it names; an `unknown` input that meant a gate's is refused. Sends nothing and logs
 * nothing; reads only the `smoke-cases` file.
 */
export async function parseInputs(
  raw: RawInputs,
  env: GitHubEnv,
  unknown: readonly UnknownInput[] = []
): Promise<Inputs> {
  const problems: string[] = []
  const parsed: Record<string, unknown> = {}
  for (const name of INPUT_NAMES) {
    const result = parseOne(name, raw[name] ?? '')
    if ('problem' in result) problems.push(result.problem + whyEmpty(name, raw[name], env))
    else parsed[INPUTS[name].key] = result.value
  }
  const given = assistantOf(parsed as unknown as ParsedInputs)
  const cases = problems.length === 0 ? await smokeCasesOf(given, env) : { cases: undefined }
  if ('problems' in cases) problems.push(...cases.problems)
  const inputs = withEnvironment(given, env, 'cases' in cases ? cases.cases : undefined)
  if (problems.length === 0) problems.push(...inputProblems(inputs, env, givenInputs(raw)))
  const typos = gateTypoProblems(unknown)
  if (problems.length + typos.length > 0) {
    throw new InputError([...typos, ...withUnknownHints(problems, unknown)])
  }
  return inputs
}

/**
 * The inputs given a value other than their default: the runner passes an input the workflow
 * leaves out as its default from action.yml, so only another value tells that it was given.
 */
function givenInputs(raw: RawInputs): ReadonlySet<InputName> {
  return new Set(
    INPUT_NAMES.filter(name => {
      const spec: InputSpec = INPUTS[name]
      const value = (raw[name] ?? '').trim()
      return value !== '' && value !== spec.default
    })
  )
}

/** The parsed inputs with the assistant resolved: the input, else the fallback (said as such). */
function assistantOf(
  parsed: ParsedInputs
): Omit<ParsedInputs, 'smokeAssistantId'> &
  Pick<Inputs, 'smokeAssistantId' | 'smokeAssistantIdGiven'> {
  const { smokeAssistantId } = parsed
  return {
    ...parsed,
    smokeAssistantId: smokeAssistantId ?? FALLBACK_ASSISTANT,
    smokeAssistantIdGiven: smokeAssistantId !== undefined
  }
}

/** The `smoke-cases` file, read and checked when the mode reads the input. */
async function smokeCasesOf(
  parsed: ReturnType<typeof assistantOf>,
  env: GitHubEnv
): Promise<
  { readonly cases: readonly SmokeCase[] | undefined } | { readonly problems: readonly string[] }
> {
  const modes: readonly Mode[] = INPUTS['smoke-cases'].modes
  if (parsed.smokeCases === undefined || !modes.includes(checkedAs(parsed.mode))) {
    return { cases: undefined }
  }
  // Loaded only for a cases file: its schemas cost a run without one its start-up.
  const { readSmokeCases } = await import('./smoke-cases.js')
  return readSmokeCases(parsed.smokeCases, env.GITHUB_WORKSPACE || process.cwd(), parsed)
}

/** One input through its parser: the default when empty, a problem that names it. */
function parseOne(
  name: InputName,
  raw: string
): { readonly value: unknown } | { readonly problem: string } {
  const spec: (typeof INPUTS)[InputName] = INPUTS[name]
  const empty = raw === '' || (raw.trim() === '' && !('blankIsGiven' in spec))
  const given = empty ? ('default' in spec ? spec.default : '') : raw
  if (empty && given.trim() === '') {
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
  parsed: ReturnType<typeof assistantOf>,
  env: GitHubEnv,
  smokeCases: readonly SmokeCase[] | undefined
): Inputs {
  return {
    ...parsed,
    smokeCases,
    smokeTest: parsed.smokeTest || smokeCases !== undefined,
    // 'region' is ignored when 'api-url' is given: a cloud host's own region is the run's (an EU
    // control plane's LangSmith API is the EU one). Unset when its input was refused.
    region:
      (parsed.apiUrl === undefined ? undefined : cloudRegionOf(parsed.apiUrl)) ?? parsed.region,
    apiUrl: parsed.apiUrl ?? (REGIONS.includes(parsed.region) ? cloudApiUrl(parsed.region) : ''),
    customApiUrl: parsed.apiUrl !== undefined && cloudRegionOf(parsed.apiUrl) === undefined,
    repoUrl: parsed.repoUrl ?? defaultRepoUrl(env),
    repoUrlGiven: parsed.repoUrl !== undefined,
    repoRef: parsed.repoRef ?? pushedRef(env),
    secrets: parsed.secrets ?? [],
    // What the source is when not given is control-plane/source-choice.ts's rule.
    source: parsed.source === undefined ? undefined : SOURCES[parsed.source]
  }
}

function defaultRepoUrl(env: GitHubEnv): string | undefined {
  const server = nonEmpty(env.GITHUB_SERVER_URL)
  const repository = nonEmpty(env.GITHUB_REPOSITORY)
  if (server === undefined || repository === undefined) return undefined
  return `${server.replace(/\/+$/, '')}/${repository}`
}
