// Owns the RunReport: everything a run learned, as plain data filled in as it goes, from which
// the job summary and the pull-request comment are rendered. It imports nothing of the APIs.

/** A status the revision was seen in, and when it was first seen. */
export interface TimelineEntry {
  readonly status: string
  /** Clock milliseconds when the status was first seen. */
  readonly at: number
}

/** Lines of a revision's build or deploy log, as shown on a failure. */
export interface FailureLogs {
  readonly type: 'build' | 'deploy'
  readonly lines: readonly string[]
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
  deploymentName?: string
  deploymentId?: string
  dashboardUrl?: string
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
  smoke?: SmokeReport
  logs?: FailureLogs
  /** Set when the run failed: the message the step failed with. */
  failure?: string
  /** Whether the run was cancelled. */
  cancelled?: boolean
}
