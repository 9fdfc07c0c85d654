// Owns the Inputs type: every input of the action as a run uses it, and the part of the runner's
// environment that supplies defaults. Reading them is read.ts's job; checks.ts and read.ts share this.
import type { DeploymentSource } from '../control-plane/rules.js'
import type { Secret } from '../control-plane/requests.js'
import type { SecretsEnv } from '../github/context.js'
import type { SmokeCase } from './smoke-cases.js'
import type { ParsedInputs } from './table.js'

/** Every input of the action, read once, validated, with its defaults applied. */
export interface Inputs extends Omit<
  ParsedInputs,
  'apiUrl' | 'repoUrl' | 'repoRef' | 'secrets' | 'source' | 'smokeCases' | 'smokeAssistantId'
> {
  /**
   * The `source` input as the service names it; undefined when empty: then
   * control-plane/source-choice.ts chooses from the other inputs and what the service holds.
   */
  readonly source: DeploymentSource | undefined
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
  /**
   * The assistant the smoke step and the eval gate run: `smoke-assistant-id`; not given, the only
   * graph of the config in hand (inputs/config-check.ts), else {@link FALLBACK_ASSISTANT}.
   */
  readonly smokeAssistantId: string
  /** Whether `smoke-assistant-id` was given: only then is it checked against the config's graphs. */
  readonly smokeAssistantIdGiven: boolean
  /** Whether the smoke step runs: `smoke-test`, or a `smoke-cases` file (which implies it). */
  readonly smokeTest: boolean
}

/** The assistant run when 'smoke-assistant-id' is not given and no config names a single graph. */
export const FALLBACK_ASSISTANT = 'agent'

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
