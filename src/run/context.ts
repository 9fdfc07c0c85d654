// Owns what every step of a run shares (inputs, clients, the runtime, progress, GitHub) and how
// it is opened; a step takes the slice it uses: StepDeps (or less) and a Pick of the inputs.
import { type Clock, Deadline, systemClock } from '../base/clock.js'
import type { Logger } from '../base/log.js'
import { withoutUndefined } from '../base/objects.js'
import type { Redactor } from '../base/redact.js'
import type { RetryOptions } from '../base/retry-policy.js'
import type { Runtime } from '../base/runtime.js'
import { userAgent } from '../base/version.js'
import { ControlPlane } from '../control-plane/client.js'
import type { WriteDeps } from '../control-plane/writes/settle.js'
import type { Progress } from '../report/progress.js'
import type { GitHubRun } from './github.js'
import type { Inputs } from '../inputs/read.js'

/** What a run takes from its surroundings; tests replace these. */
export interface RunOptions {
  readonly clock?: Clock
  /** The runner's environment (GITHUB_* variables); default `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>
  /** Aborts the run (the workflow was cancelled). */
  readonly signal?: AbortSignal
  /** Jitter source for retries. */
  readonly random?: () => number
  /** Per-request timeout of the HTTP layer, in milliseconds (default: the input's). */
  readonly requestTimeoutMs?: number
  /** Retries of the HTTP layer. */
  readonly retry?: RetryOptions
}

/** What every step of a run shares. */
export interface RunContext {
  readonly inputs: Inputs
  /** The runner's environment (GITHUB_* variables). */
  readonly env: Readonly<Record<string, string | undefined>>
  readonly controlPlane: ControlPlane
  /** What the run runs on, built once in main.ts; its deadline is `timeout-seconds`. */
  readonly runtime: Runtime
  /** The run's secrets: what is added here is masked from then on (a signed upload URL). */
  readonly redactor: Redactor
  readonly progress: Progress
  /** The GitHub integration, when `github-token` is given. */
  readonly github: GitHubRun | undefined
}

/** What a step runs on: the runtime, the control plane, and the progress report it tells. */
export interface StepDeps extends WriteDeps {
  readonly progress: Progress
}

/**
 * What a mode hands its steps: a step's dependencies, the runner's environment, the run's
 * secrets and GitHub; each step takes the part of it that it uses.
 */
export interface ModeDeps extends StepDeps {
  readonly env: RunContext['env']
  readonly redactor: Redactor
  readonly github: GitHubRun | undefined
}

/** The dependencies of a mode's steps, taken once from the run's context. */
export function modeDeps(ctx: RunContext): ModeDeps {
  const { runtime, controlPlane, progress, env, redactor, github } = ctx
  return { ...runtime, controlPlane, progress, env, redactor, github }
}

/** What a run takes from its surroundings when the caller gives nothing. */
const RUN_DEFAULTS = { clock: systemClock, random: Math.random }

/** {@link RunOptions} with the defaults in. */
export type RunSettings = RunOptions & typeof RUN_DEFAULTS

/** The only place a default of {@link RunOptions} is applied. */
export function runSettings(options: RunOptions): RunSettings {
  return { ...options, ...RUN_DEFAULTS, ...withoutUndefined(options) }
}

/**
 * The run's per-request timeout: the caller's, else `request-timeout-seconds`. The only place it
 * is read; every client takes it from the runtime.
 */
function requestTimeoutOf(inputs: Inputs, settings: RunSettings): number {
  return settings.requestTimeoutMs ?? inputs.requestTimeoutSeconds * 1000
}

/**
 * The run's clock, deadline (`timeout-seconds` from now), per-request timeout, logger, signal and
 * jitter.
 */
export function openRuntime(inputs: Inputs, settings: RunSettings, logger: Logger): Runtime {
  const { clock, signal, random } = settings
  const deadline = Deadline.after(clock, inputs.timeoutSeconds * 1000)
  const requestTimeoutMs = requestTimeoutOf(inputs, settings)
  return { clock, deadline, requestTimeoutMs, logger, signal, random }
}

/**
 * The control-plane client: its requests share the runtime's deadline, request timeout, signal
 * and jitter.
 */
export function openControlPlane(
  inputs: Inputs,
  runtime: Runtime,
  settings: RunSettings,
  redactor: Redactor
): ControlPlane {
  return new ControlPlane({
    ...runtime,
    // A secret value read back (some installs return them) is masked like an input's.
    maskSecret: value => redactor.add(value),
    baseUrl: inputs.apiUrl,
    apiKey: inputs.apiKey,
    workspaceId: inputs.workspaceId,
    userAgent: userAgent(),
    retry: settings.retry
  })
}

/** How long what a cancelled run still does may take, and each of its requests. */
export interface CancelBound {
  readonly boundMs: number
  readonly requestMs: number
}

/**
 * What a cancelled run still does (settle a write the cancel cut off, interrupt its revision)
 * runs on: a runtime the cancellation does not abort, whose deadline is the bound given.
 */
export function openAfterCancel(
  settings: RunSettings,
  logger: Logger,
  redactor: Redactor
): (inputs: Inputs, bound: CancelBound) => WriteDeps {
  const { clock, random } = settings
  return (inputs, bound) => {
    const deadline = Deadline.after(clock, bound.boundMs, "the cancellation's grace")
    const requestTimeoutMs = Math.min(requestTimeoutOf(inputs, settings), bound.requestMs)
    const runtime: Runtime = {
      clock,
      deadline,
      requestTimeoutMs,
      logger,
      signal: undefined,
      random
    }
    return { ...runtime, controlPlane: openControlPlane(inputs, runtime, settings, redactor) }
  }
}
