// Owns what every step of a run shares (inputs, clients, clock, deadline, logger, progress,
// GitHub); a step takes the slice it needs as a StepContext with a Pick of the inputs.
import type { Clock, Deadline } from '../base/clock.js'
import type { Logger } from '../base/log.js'
import type { Redactor } from '../base/redact.js'
import type { RetryOptions } from '../base/retry-policy.js'
import type { ControlPlane } from '../control-plane/client.js'
import type { Progress } from '../report/progress.js'
import type { GitHubRun } from './github.js'
import type { Inputs } from './inputs/read.js'

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
  readonly clock: Clock
  /** `timeout-seconds`, from the start of the run. */
  readonly deadline: Deadline
  readonly logger: Logger
  /** The run's secrets: what is added here is masked from then on (a signed upload URL). */
  readonly redactor: Redactor
  readonly signal: AbortSignal | undefined
  readonly random: () => number
  readonly progress: Progress
  /** The GitHub integration, when `github-token` is given. */
  readonly github: GitHubRun | undefined
}

/** The context a step gets: everything shared, and only the inputs it reads. */
export type StepContext<I extends Partial<Inputs>> = Omit<RunContext, 'inputs'> & {
  readonly inputs: I
}
