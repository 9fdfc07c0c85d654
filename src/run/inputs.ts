import * as core from '@actions/core'
import { z } from 'zod'
import { isLoopback } from '../base/http.js'

/** Control-plane hosts of the LangSmith cloud, per data region. */
export const CLOUD_HOSTS = {
  us: 'https://api.host.langchain.com',
  eu: 'https://eu.api.host.langchain.com'
} as const

/** A data region of the LangSmith cloud. */
export type Region = keyof typeof CLOUD_HOSTS

/** What the action is asked to do. */
export type Mode = 'deploy' | 'delete' | 'smoke'

/** Deployment types the control plane knows; fixed when a deployment is created. */
export const DEPLOYMENT_TYPES = ['dev_free', 'dev', 'prod'] as const

/** An environment secret of the deployment. */
export interface Secret {
  readonly name: string
  readonly value: string
}

/** Every input of the action, read once and validated. */
export interface Inputs {
  /** LangSmith API key, sent as `X-Api-Key`. A secret: masked before anything is logged. */
  readonly apiKey: string
  /** Workspace ID, sent as `X-Tenant-Id`. */
  readonly workspaceId: string
  /** Cloud region whose control plane is used when `api-url` is empty. */
  readonly region: Region
  /** Base URL of the control plane, no trailing slash: from `api-url`, else from `region`. */
  readonly apiUrl: string
  /** Whether `api-url` was given, i.e. this is not the LangSmith cloud (no dashboard link). */
  readonly customApiUrl: boolean
  /** Find the deployment by this exact name; create it when it does not exist. */
  readonly deploymentName: string | undefined
  /** Update this deployment directly, without lookup or create. */
  readonly deploymentId: string | undefined
  /** `source_config.integration_id`; needed to create a deployment from GitHub. */
  readonly integrationId: string | undefined
  /** `source_config.repo_url`: the input, else the workflow's repository. */
  readonly repoUrl: string | undefined
  /** Whether `repo-url` was given (only then is it sent on an update). */
  readonly repoUrlGiven: boolean
  /** `source_revision_config.repo_ref`: the input, else the pushed branch. */
  readonly repoRef: string | undefined
  /** `source_revision_config.graph_config_path`. */
  readonly graphConfigPath: string
  /** `source_config.deployment_type`, on create only. */
  readonly deploymentType: (typeof DEPLOYMENT_TYPES)[number]
  /** `source_config.build_on_push`; undefined when not given (false on create, unsent on update). */
  readonly buildOnPush: boolean | undefined
  /** Environment secrets of the deployment, in the order given. Values are secrets. */
  readonly secrets: readonly Secret[]
  /** `source_config.custom_url`. */
  readonly customUrl: string | undefined
  /** `source_revision_config.image_uri`: deploy a prebuilt image instead of building the repo. */
  readonly imageUri: string | undefined
  /** `source_config.resource_spec`, an opaque JSON object. */
  readonly resourceSpec: Readonly<Record<string, unknown>> | undefined
  /** Whether to wait for the new revision to be deployed. */
  readonly wait: boolean
  /** Longest the whole run may take, in seconds. */
  readonly timeoutSeconds: number
  /**
   * Seconds between two polls of the revision, when the user set them; undefined polls at the
   * adaptive pace of `nextPollDelayMs` (src/poll-policy.ts).
   */
  readonly pollIntervalSeconds: number | undefined
  /** What to do. */
  readonly mode: Mode
  /** Whether to smoke-test the agent after its revision is `DEPLOYED`. */
  readonly smokeTest: boolean
  /** Agent server URL for the smoke step; default: the deployment's URL. */
  readonly deploymentUrl: string | undefined
  /** `assistant_id` of the smoke run. */
  readonly smokeAssistantId: string
  /** `input` of the smoke run. */
  readonly smokeInput: Readonly<Record<string, unknown>>
  /** `stream_mode` of the smoke run: one mode, or a list (sent as an array). */
  readonly smokeStreamMode: string | readonly string[]
  /** `stream_subgraphs` of the smoke run. */
  readonly smokeStreamSubgraphs: boolean
  /** Longest the smoke step may take, in seconds. */
  readonly smokeTimeoutSeconds: number
  /** Text that must appear in the streamed data, when given. */
  readonly smokeExpect: string | undefined
  /** Lines of the build or deploy log shown when a revision fails. */
  readonly logLines: number
  /** Whether to print new build and deploy log lines while waiting. */
  readonly followLogs: boolean
  /** Longest one HTTP request may take before it is abandoned (and retried when safe). */
  readonly requestTimeoutSeconds: number
  /** Token for GitHub Deployments and the pull-request comment; none: no GitHub integration. */
  readonly githubToken: string | undefined
  /** GitHub environment of the GitHub Deployment; default: the deployment name. */
  readonly environment: string | undefined
}

/** Stream modes of the agent server: the contract's, and those the real server adds. */
export const STREAM_MODES = [
  'values',
  'updates',
  'messages-tuple',
  'debug',
  'custom',
  'events',
  'messages',
  'tasks',
  'checkpoints'
] as const

/** The names of the inputs, as `action.yml` declares them. */
export const INPUT_NAMES = [
  'api-key',
  'workspace-id',
  'region',
  'api-url',
  'deployment-name',
  'deployment-id',
  'integration-id',
  'repo-url',
  'repo-ref',
  'graph-config-path',
  'deployment-type',
  'build-on-push',
  'secrets',
  'custom-url',
  'image-uri',
  'resource-spec',
  'wait',
  'timeout-seconds',
  'poll-interval-seconds',
  'mode',
  'smoke-test',
  'deployment-url',
  'smoke-assistant-id',
  'smoke-input',
  'smoke-stream-mode',
  'smoke-stream-subgraphs',
  'smoke-timeout-seconds',
  'smoke-expect',
  'log-lines',
  'follow-logs',
  'request-timeout-seconds',
  'github-token',
  'environment'
] as const

/** The name of an input. */
export type InputName = (typeof INPUT_NAMES)[number]

/** Raw input strings, as GitHub passes them (absent = empty). */
export type RawInputs = Partial<Record<InputName, string>>

/** The part of the runner's environment that supplies defaults. */
export interface GitHubEnv {
  readonly GITHUB_SERVER_URL?: string
  readonly GITHUB_REPOSITORY?: string
  readonly GITHUB_HEAD_REF?: string
  readonly GITHUB_REF_NAME?: string
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

/** Inputs whose values must never be echoed in an error message. */
const SECRET_INPUTS: ReadonlySet<InputName> = new Set(['api-key', 'secrets', 'github-token'])

/** Reads every input with `core.getInput`: the only place in the action that does. */
export function readRawInputs(): RawInputs {
  const raw: RawInputs = {}
  for (const name of INPUT_NAMES) raw[name] = core.getInput(name, { trimWhitespace: false })
  return raw
}

/**
 * Turns raw input strings into {@link Inputs}, or throws an {@link InputError} that names every
 * invalid input and the form it must have. Sends nothing and logs nothing.
 */
export function parseInputs(raw: RawInputs, env: GitHubEnv): Inputs {
  const problems: string[] = []
  const read = <T>(name: InputName, schema: z.ZodType<T>, fallback: T): T => {
    const value = raw[name] ?? ''
    const result = schema.safeParse(value)
    if (result.success) return result.data
    const issue = result.error.issues[0]
    const expected = issue?.message ?? 'is invalid'
    problems.push(
      `Input '${name}' ${expected}${SECRET_INPUTS.has(name) ? '' : `, got ${quote(value)}`}.`
    )
    return fallback
  }

  const apiKey = read('api-key', requiredToken('a LangSmith API key'), '')
  const workspaceId = read('workspace-id', requiredUuid('a workspace ID'), '')
  const region = read('region', oneOf(['us', 'eu'] as const, 'us', true), 'us')
  const apiUrl = read('api-url', optional(baseUrl), undefined)
  const deploymentName = read('deployment-name', optional(deploymentNameSchema), undefined)
  const deploymentId = read('deployment-id', optional(uuid('a deployment ID')), undefined)
  const integrationId = read('integration-id', optional(token('an integration ID')), undefined)
  const repoUrl = read('repo-url', optional(httpUrl('the URL of a repository')), undefined)
  const repoRef = read('repo-ref', optional(token('a branch, tag or commit')), undefined)
  const graphConfigPath = read(
    'graph-config-path',
    optional(token('the path of the graph configuration file')),
    undefined
  )
  const deploymentType = read('deployment-type', oneOf(DEPLOYMENT_TYPES, 'dev', false), 'dev')
  const buildOnPush = read('build-on-push', optional(boolean), undefined)
  const secrets = read('secrets', secretsSchema, [])
  const customUrl = read('custom-url', optional(httpUrl('a URL')), undefined)
  const imageUri = read('image-uri', optional(token('an image reference')), undefined)
  const resourceSpec = read('resource-spec', optional(jsonObject), undefined)
  const wait = read('wait', withDefault(boolean, true), true)
  const timeoutSeconds = read('timeout-seconds', withDefault(seconds(86_400), 1800), 1800)
  const pollIntervalSeconds = read('poll-interval-seconds', optional(seconds(3600)), undefined)
  const mode = read(
    'mode',
    oneOf(['deploy', 'delete', 'smoke'] as const, 'deploy', false),
    'deploy'
  )

  const smokeTest = read('smoke-test', withDefault(boolean, false), false)
  const deploymentUrl = read('deployment-url', optional(agentUrl), undefined)
  const smokeAssistantId = read(
    'smoke-assistant-id',
    withDefault(token('an assistant ID or graph name'), 'agent'),
    'agent'
  )
  const smokeInput = read('smoke-input', withDefault(jsonObject, {}), {})
  const smokeStreamMode = read('smoke-stream-mode', withDefault(streamModes, 'updates'), 'updates')
  const smokeStreamSubgraphs = read('smoke-stream-subgraphs', withDefault(boolean, false), false)
  const smokeTimeoutSeconds = read('smoke-timeout-seconds', withDefault(seconds(3600), 120), 120)
  const smokeExpect = nonEmpty(raw['smoke-expect'])
  const logLines = read('log-lines', withDefault(count(1000), 50), 50)
  const followLogs = read('follow-logs', withDefault(boolean, false), false)
  const requestTimeoutSeconds = read('request-timeout-seconds', withDefault(seconds(600), 30), 30)
  const githubToken = read('github-token', optional(token('a GitHub token')), undefined)
  const environment = read('environment', optional(environmentName), undefined)

  if (smokeTest && !wait && mode === 'deploy') {
    problems.push(
      `Inputs 'smoke-test' (true) and 'wait' (false) conflict: the smoke step runs once the revision is DEPLOYED, which needs the wait.`
    )
  }
  if (deploymentName !== undefined && deploymentId !== undefined) {
    problems.push(
      `Inputs 'deployment-name' and 'deployment-id' both given: give one of them (the name to find or create the deployment, or the ID to update it directly).`
    )
  } else if (
    deploymentName === undefined &&
    deploymentId === undefined &&
    !(mode === 'smoke' && deploymentUrl !== undefined) &&
    problems.length === 0
  ) {
    problems.push(
      mode === 'smoke'
        ? `Input 'deployment-url', 'deployment-name' or 'deployment-id' is required with mode 'smoke': the agent server to test, or the deployment whose URL to use.`
        : `Input 'deployment-name' or 'deployment-id' is required: the name of the deployment to create or update, or the ID of an existing one.`
    )
  }

  const resolvedRepoUrl = repoUrl ?? defaultRepoUrl(env)
  const resolvedRepoRef =
    repoRef ?? (nonEmpty(env.GITHUB_HEAD_REF) || nonEmpty(env.GITHUB_REF_NAME))
  if (mode === 'deploy' && imageUri === undefined && resolvedRepoRef === undefined) {
    problems.push(
      `Input 'repo-ref' is empty and the workflow gives no branch (GITHUB_HEAD_REF and GITHUB_REF_NAME are unset): set 'repo-ref' to the branch, tag or commit to deploy.`
    )
  }
  if (problems.length > 0) throw new InputError(problems)

  return {
    apiKey,
    workspaceId,
    region,
    apiUrl: apiUrl ?? CLOUD_HOSTS[region],
    customApiUrl: apiUrl !== undefined,
    deploymentName,
    deploymentId,
    integrationId,
    repoUrl: resolvedRepoUrl,
    repoUrlGiven: repoUrl !== undefined,
    repoRef: resolvedRepoRef,
    graphConfigPath: graphConfigPath ?? 'langgraph.json',
    deploymentType,
    buildOnPush,
    secrets,
    customUrl,
    imageUri,
    resourceSpec,
    wait,
    timeoutSeconds,
    pollIntervalSeconds,
    mode,
    smokeTest,
    deploymentUrl,
    smokeAssistantId,
    smokeInput,
    smokeStreamMode,
    smokeStreamSubgraphs,
    smokeTimeoutSeconds,
    smokeExpect,
    logLines,
    followLogs,
    requestTimeoutSeconds,
    githubToken,
    environment
  }
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

function quote(value: string): string {
  const shown = value.length > 100 ? `${value.slice(0, 100)}…` : value
  return JSON.stringify(shown)
}

// ---------------------------------------------------------------------------------------------
// Schemas. Each takes the raw string and phrases its failure as the end of
// "Input 'x' <message>, got "...".", so the user learns the form expected.

const SINGLE_LINE = /^[^\r\n]*$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Empty (after trimming) becomes `undefined`; anything else must pass `schema`. */
function optional<T>(schema: z.ZodType<T>): z.ZodType<T | undefined> {
  return z.string().transform((value, ctx) => {
    if (value.trim() === '') return undefined
    const result = schema.safeParse(value)
    if (result.success) return result.data
    ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'is invalid' })
    return z.NEVER
  })
}

/** Empty becomes `fallback`. */
function withDefault<T>(schema: z.ZodType<T>, fallback: T): z.ZodType<T> {
  return optional(schema).transform(value => value ?? fallback)
}

function token(what: string): z.ZodType<string> {
  return z
    .string()
    .trim()
    .refine(value => value !== '' && !/\s/.test(value), `must be ${what} without spaces`)
}

function requiredToken(what: string): z.ZodType<string> {
  return z
    .string()
    .trim()
    .refine(value => value !== '', `is required: ${what}`)
    .refine(value => !/\s/.test(value), `must be ${what}, one line without spaces`)
}

function uuid(what: string): z.ZodType<string> {
  return z
    .string()
    .trim()
    .refine(
      value => UUID.test(value),
      `must be ${what}: a UUID such as 3fa85f64-5717-4562-b3fc-2c963f66afa6`
    )
}

function requiredUuid(what: string): z.ZodType<string> {
  return z
    .string()
    .trim()
    .refine(value => value !== '', { message: `is required: ${what} (a UUID)`, abort: true })
    .refine(
      value => UUID.test(value),
      `must be ${what}: a UUID such as 3fa85f64-5717-4562-b3fc-2c963f66afa6`
    )
}

function oneOf<const T extends readonly string[]>(
  values: T,
  fallback: T[number],
  caseInsensitive: boolean
): z.ZodType<T[number]> {
  return z.string().transform((raw, ctx) => {
    const value = caseInsensitive ? raw.trim().toLowerCase() : raw.trim()
    if (value === '') return fallback
    const found = values.find(v => v === value)
    if (found !== undefined) return found
    ctx.addIssue({
      code: 'custom',
      message: `must be one of ${values.map(v => `"${v}"`).join(', ')}`
    })
    return z.NEVER
  })
}

const boolean: z.ZodType<boolean> = z.string().transform((raw, ctx) => {
  const value = raw.trim()
  if (['true', 'True', 'TRUE'].includes(value)) return true
  if (['false', 'False', 'FALSE'].includes(value)) return false
  ctx.addIssue({ code: 'custom', message: 'must be true or false' })
  return z.NEVER
})

function seconds(max: number): z.ZodType<number> {
  return z.string().transform((raw, ctx) => {
    const value = raw.trim()
    const number = /^\d+(\.\d+)?$|^\.\d+$/.test(value) ? Number(value) : NaN
    if (!Number.isFinite(number) || number <= 0) {
      ctx.addIssue({ code: 'custom', message: 'must be a positive number of seconds' })
      return z.NEVER
    }
    if (number > max) {
      ctx.addIssue({ code: 'custom', message: `must be at most ${max} seconds` })
      return z.NEVER
    }
    return number
  })
}

function count(max: number): z.ZodType<number> {
  return z.string().transform((raw, ctx) => {
    const value = raw.trim()
    const number = /^\d+$/.test(value) ? Number(value) : NaN
    if (!Number.isSafeInteger(number) || number < 1 || number > max) {
      ctx.addIssue({ code: 'custom', message: `must be a whole number from 1 to ${max}` })
      return z.NEVER
    }
    return number
  })
}

const environmentName: z.ZodType<string> = z
  .string()
  .trim()
  .refine(value => SINGLE_LINE.test(value), 'must be a GitHub environment name on one line')
  .refine(
    value => value.length <= 255,
    'must be a GitHub environment name of at most 255 characters'
  )

const deploymentNameSchema: z.ZodType<string> = z
  .string()
  .trim()
  .refine(value => SINGLE_LINE.test(value), 'must be a deployment name on one line')
  .refine(value => value.length <= 255, 'must be a deployment name of at most 255 characters')

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

function httpUrl(what: string): z.ZodType<string> {
  return z.string().transform((raw, ctx) => {
    const value = raw.trim()
    const url = parseUrl(value)
    if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      ctx.addIssue({ code: 'custom', message: `must be ${what} starting with https://` })
      return z.NEVER
    }
    return value
  })
}

/**
 * A base URL to which the API key will be sent: https, or http to this machine only; no
 * credentials, query or fragment. Normalised without a trailing slash.
 */
function keyedBaseUrl(what: string): z.ZodType<string> {
  return z.string().transform((raw, ctx) => {
    const value = raw.trim()
    const url = parseUrl(value)
    const fail = (message: string): never => {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      return fail(`must be ${what}`)
    }
    if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
      return fail(
        'must use https:// (plain http:// would send the API key unencrypted; it is allowed only for localhost)'
      )
    }
    if (url.username !== '' || url.password !== '') {
      return fail('must not contain a user name or password')
    }
    if (url.search !== '' || url.hash !== '') {
      return fail('must not contain a query or fragment: give the base URL only')
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  })
}

const baseUrl = keyedBaseUrl(
  'the base URL of the control plane, such as https://langsmith.example.com/api-host'
)

const agentUrl = keyedBaseUrl('the URL of the agent server, such as https://my-agent.example.com')

/** One stream mode, or a comma-separated list of them (sent as an array). */
const streamModes: z.ZodType<string | string[]> = z.string().transform((raw, ctx) => {
  const modes = raw
    .split(',')
    .map(mode => mode.trim())
    .filter(mode => mode !== '')
  const unknown = modes.filter(mode => !(STREAM_MODES as readonly string[]).includes(mode))
  if (modes.length === 0 || unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be one stream mode or a comma-separated list of them (${STREAM_MODES.join(', ')})`
    })
    return z.NEVER
  }
  const [only] = modes
  return modes.length === 1 && only !== undefined ? only : [...new Set(modes)]
})

const jsonObject: z.ZodType<Record<string, unknown>> = z.string().transform((raw, ctx) => {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a JSON object such as {"min_scale": 1} (${error instanceof Error ? error.message : 'invalid JSON'})`
    })
    return z.NEVER
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object such as {"min_scale": 1}' })
    return z.NEVER
  }
  return parsed as Record<string, unknown>
})

const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/**
 * `NAME=value` per line; blank lines and `#` comments skipped. Errors name the line, never the
 * value.
 */
const secretsSchema: z.ZodType<Secret[]> = z.string().transform((raw, ctx) => {
  const secrets: Secret[] = []
  const seen = new Set<string>()
  const lines = raw.split(/\r\n|\r|\n/)
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim()
    if (trimmed === '' || trimmed.startsWith('#')) continue
    const equals = line.indexOf('=')
    const name = equals === -1 ? '' : line.slice(0, equals).trim()
    const where = `line ${index + 1}`
    let problem: string | undefined
    if (equals === -1) problem = `${where} has no "=": each line must be NAME=value`
    else if (!SECRET_NAME.test(name))
      problem = `${where}: the name must be letters, digits and underscores, not starting with a digit`
    else if (seen.has(name)) problem = `${where}: the secret ${name} is given twice`
    else if (line.slice(equals + 1) === '')
      problem = `${where}: the secret ${name} has an empty value`
    if (problem !== undefined) {
      ctx.addIssue({ code: 'custom', message: `must be one NAME=value per line; ${problem}` })
      return z.NEVER
    }
    seen.add(name)
    secrets.push({ name, value: line.slice(equals + 1) })
  }
  return secrets
})
