// Owns the RunReport: everything a run learned, as plain data filled in as it goes, from which
// the job summary and the pull-request comment are rendered. It imports nothing of the APIs.
import type { EvalReport } from './eval-report.js'

/** Where the comment is written: the environment, the commit and the run. */
export interface CommentPlace {
  readonly environment: string
  readonly sha: string
  readonly runUrl?: string
}

/** A status the revision was seen in, and when it was first seen. */
export interface TimelineEntry {
  readonly status: string
  /** Clock milliseconds when the status was first seen. */
  readonly at: number
  /** When the poll before that one saw the previous status: the change came in between. */
  readonly after?: number
}

/** Lines of a revision's build or deploy log, as shown on a failure. */
export interface FailureLogs {
  readonly type: 'build' | 'deploy'
  readonly lines: readonly string[]
  /** The line that names the root cause, timestamps and colours off (none on a timeout). */
  readonly cause?: string
}

/** One smoke event as the summary shows it. */
export interface SmokeEventReport {
  /** The stream mode (`metadata`, `updates`, ...). */
  readonly event: string
  /** Empty for the root graph. */
  readonly namespace: readonly string[]
  readonly bytes: number
  /** The start of the data on one line. */
  readonly preview: string
}

/** How the smoke step went. */
export interface SmokeReport {
  readonly passed: boolean
  readonly runId?: string
  readonly events: number
  /** One line saying how it went. */
  readonly verdict: string
  readonly firstEvents: readonly SmokeEventReport[]
  readonly durationMs: number
}

/** One case of a `smoke-cases` file, as run. */
export interface SmokeCaseReport {
  readonly name: string
  readonly passed: boolean
  readonly runId?: string
  readonly events: number
  readonly durationMs: number
  /** Why it failed, or how it passed, on one line. */
  readonly reason: string
}

/** One side of a rollback: a revision and what it was built from. */
export interface RevisionSide {
  readonly id: string
  /** Its commit, image or archive (`commit 0123456789ab (main)`), when known. */
  readonly source?: string
}

/** A rollback: which revision was redeployed, and how it went. */
export interface RollbackReport {
  /** True after a failed smoke test or eval gate (`rollback-on-failure`); false for `mode: rollback`. */
  readonly automatic?: boolean
  /** With `automatic`: the test whose failure rolled back. */
  readonly after?: 'smoke test' | 'eval gate'
  /**
   * The revision that served before the rollback: for `mode: rollback`, what served when it was
   * chosen; after a failed test, the run's own (then `to` is what served before the run).
   */
  readonly from?: RevisionSide
  /** The revision redeployed. */
  readonly to: string
  /** What `to` was built from, when known. */
  readonly toSource?: string
  /** The revision the redeploy made live (the redeployed one, or a new one the answer named). */
  readonly liveRevisionId?: string
  /** Whether it reached DEPLOYED. */
  readonly live: boolean
  /** Why the rollback itself failed, when it did. */
  readonly failure?: string
}

/** One line of a plan: a field and what deploy would do with it. Never a secret's value. */
export interface PlanRow {
  readonly field: string
  /** The deployment's value as read ('' when none or not told). */
  readonly current: string
  /** The value deploy would send ('' for a secret, whose value is never shown). */
  readonly next: string
  /** `add`, `change`, `unchanged`, `remove`, `will be sent`, `cannot change` (deploy would fail). */
  readonly verdict: string
}

/** One preflight check, as the plan reports it. */
export interface PlanCheck {
  readonly passed: boolean
  readonly text: string
}

/** What `mode: plan` found deploy would do. */
export interface PlanReport {
  readonly action: 'create' | 'update'
  readonly rows: readonly PlanRow[]
  /** Every preflight result, in the order deploy checks them. */
  readonly preflight: readonly PlanCheck[]
}

/** One deployment `mode: prune` looked at: deleted (in a plan: would be) or kept, and why. */
export interface PruneEntry {
  readonly name: string
  readonly id: string
  /** Whether it is (or, in a dry run, would be) deleted. */
  readonly delete: boolean
  /** Why, on one line: "pull request #12 is closed", "newest revision 40 days old". */
  readonly reason: string
  /** Set once the delete was sent and answered: true, or false when it was gone already. */
  deleted?: boolean
}

/** What `mode: prune` (or its dry run in `mode: plan`) found and did. */
export interface PruneReport {
  readonly prefix: string
  /** `mode: plan`: nothing is deleted; the entries say what prune would delete. */
  readonly dryRun: boolean
  readonly entries: readonly PruneEntry[]
}

/** What the deployment is, as last read. */
export interface DeploymentFacts {
  readonly id: string
  readonly name: string
  /** The agent server's URL the control plane gives ('' when none). */
  readonly url: string
  /** Which field of the control plane's answer named it (`source_config.custom_url`, `url`). */
  readonly urlField: string | undefined
  /** The deployment's page in the LangSmith UI, when there is one. */
  readonly dashboardUrl: string | undefined
  /** Its type as the service reports it (`serverless`, `dedicated`, `dev`, ...). */
  readonly type?: string
}

/** What the revision was built from, and what the commit check made of it. */
export interface BuiltReport {
  /** The repository deployed (`source_config.repo_url`). */
  readonly repo?: string
  readonly ref?: string
  /** The commit built (`repo_commit_sha`). */
  readonly commit?: string
  readonly configPath?: string
  /** One line on how the commit compares with the workflow's own. */
  readonly check?: string
  /** The check failed the step (`require-commit-match`): the revision serves all the same. */
  readonly refused?: boolean
}

/** What an update's `secrets` list did to the deployment's secrets: names only, never values. */
export interface SecretsReport {
  /** True when the update sent none: the service keeps the previous revision's (lists empty). */
  readonly kept?: true
  /** False when the deployment as read did not list its secrets: removals cannot be told. */
  readonly known: boolean
  readonly removed: readonly string[]
  readonly added: readonly string[]
  /** Changed, where the service returned the value to compare. */
  readonly changed: readonly string[]
  /** Sent again; the service shows no value, so whether it changed cannot be told. */
  readonly resent: readonly string[]
}

/** The archive of the checked-out tree that was uploaded for LangSmith to build. */
export interface SourceReport {
  /** SHA-256 of the archive, in hex. */
  readonly digest: string
  readonly files: number
  readonly bytes: number
}

/**
 * Everything a run learned, filled in as it goes, so that the job summary tells the story of a
 * run that failed or was cancelled halfway as well as of one that succeeded.
 */
export interface RunReport {
  /** What the run does, as the summary's headline names it: `Deploy`, `Delete`, `Smoke test`. */
  readonly action: string
  /** How the deployment is named in messages (`deployment "my-agent"`). */
  readonly target: string
  /** Clock milliseconds when the run started: the summary's total duration ends at its `now`. */
  readonly startedAt?: number
  deploymentName?: string
  deploymentId?: string
  dashboardUrl?: string
  /** The deployment's type as the service reports it. */
  deploymentType?: string
  revisionId?: string
  created?: boolean
  /** Last revision status seen. */
  status?: string
  /** Every revision status change, in order. */
  readonly timeline: TimelineEntry[]
  agentUrl?: string
  /** Where the agent URL came from: a field of the deployment, or the `deployment-url` input. */
  agentUrlFrom?: string
  built?: BuiltReport
  source?: SourceReport
  /** On an update: what it built from, and each setting sent, old -> new (as read before). */
  changes?: readonly PlanRow[]
  /** With `secrets` on an update: what the list did to the deployment's secrets. */
  secrets?: SecretsReport
  smoke?: SmokeReport
  /** Why the smoke step was refused before it reached the agent (the revision is untested). */
  smokeRefused?: string
  /** Which step was refused: the smoke test, or the eval gate run after it. */
  refusedStep?: 'smoke test' | 'eval gate'
  /** With `smoke-cases`: every case, in the file's order. */
  smokeCases?: readonly SmokeCaseReport[]
  /** With `eval-dataset`: the gate's result. */
  evalGate?: EvalReport
  rollback?: RollbackReport
  /** After a failed smoke test with `rollback-on-failure`: why nothing was rolled back. */
  noRollback?: string
  /** A rollback sent whose outcome cannot be told (its answer lost): why. */
  rollbackUnknown?: string
  plan?: PlanReport
  prune?: PruneReport
  logs?: FailureLogs
  /** Set when the run failed: the message the step failed with. */
  failure?: string
  /** Whether the run was cancelled. */
  cancelled?: boolean
  /** With `on-cancel: interrupt`, what became of this run's revision after the cancellation. */
  interrupt?: InterruptReport
  /** `wait: false`: the revision was submitted and not waited for; what it builds is not known. */
  submitted?: boolean
  /** Whether the wait ran out of time (`timeout-seconds`) before the revision was terminal. */
  timedOut?: boolean
}

/** What `on-cancel: interrupt` did to the run's revision. */
export interface InterruptReport {
  readonly revisionId: string
  /** `interrupted`: the service took the request; `final`: nothing to stop; `failed`: not sent through. */
  readonly outcome: 'interrupted' | 'final' | 'failed'
}

/**
 * The status the run's revision is left in, as people are told it: `INTERRUPTED` once the service
 * took this run's interrupt (the last poll saw it before), else the last status seen.
 */
export function statusAtEnd(report: RunReport): string | undefined {
  if (report.cancelled === true && report.interrupt?.outcome === 'interrupted') return 'INTERRUPTED'
  return report.status
}

/**
 * Whether a revision of this run went live: its own (`DEPLOYED`) or the one a rollback made live.
 * Only then may the agent URL be shown as the environment's: before, it serves something else.
 */
export function wentLive(report: RunReport): boolean {
  return report.status === 'DEPLOYED' || report.rollback?.live === true
}
