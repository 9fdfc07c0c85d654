/**
 * Owns the control plane's public types: its records in their wire shape (snake_case), and the
 * scenarios, seeds and quirks a test gives it. The emulator's types.ts re-exports them.
 */
import type {
  InFlightStatus,
  RevisionOutcome,
  RevisionSchedule,
  RevisionStatus
} from './lifecycle.js'

/** `status` of a deployment record. */
export type DeploymentStatus =
  'AWAITING_DATABASE' | 'READY' | 'UNUSED' | 'AWAITING_DELETE' | 'UNKNOWN'

/** `source` of a deployment. */
export type DeploymentSource = 'github' | 'external_docker' | 'internal_docker' | 'internal_source'

/**
 * `source_config.deployment_type`, fixed at creation: `serverless` or `dedicated` on the
 * usage-based pricing, the others on the previous one (the emulator's option `pricing`).
 */
export type DeploymentType =
  'serverless' | 'dedicated' | 'dev_free' | 'dev' | 'prod' | 'dev_zero' | 'dev_free_zero'

/** `source_config` of a deployment record. */
export interface WireSourceConfig {
  /** `github` only. */
  integration_id: string | null
  /** `github` only. */
  repo_url: string | null
  deployment_type: DeploymentType
  /** Can be true for `github` only. */
  build_on_push: boolean
  /** Set by the client for `external_docker`; filled by the service for built sources. */
  custom_url: string | null
  /** `external_docker` only; opaque. */
  resource_spec: Record<string, unknown> | null
  /** Built sources (JS monorepos): how to install dependencies and build; null when unset. */
  install_command?: string | null
  build_command?: string | null
  /** `external_docker` only: the listener (`GET /v2/listeners`) that runs it. */
  listener_id: string | null
}

/** `source_revision_config` of a deployment record: what its latest revision was made from. */
export interface WireSourceRevisionConfig {
  /** `github`: a branch's bare name or a tag's full ref (`refs/tags/v1`). */
  repo_ref: string | null
  /** Built sources (`github`, `internal_source`): path of `langgraph.json`. */
  langgraph_config_path: string | null
  /** `external_docker`: the image to run. */
  image_uri: string | null
  /** `internal_source` only: the uploaded archive (`object_path` of `upload-url`). */
  source_tarball_path?: string | null
}

/** A deployment as `GET /v2/deployments/{id}` returns it. */
export interface WireDeployment {
  id: string
  name: string
  source: DeploymentSource
  source_config: WireSourceConfig
  source_revision_config: WireSourceRevisionConfig
  /** Names only: the emulator never echoes a secret's value. */
  secrets: { name: string }[]
  /** Kubernetes secrets read into the environment (`external_docker` only). */
  secret_references: { name: string; secret_name: string; secret_key: string }[]
  /** Set by create or PATCH; null until then. */
  display_name: string | null
  tenant_id: string
  created_at: string
  updated_at: string
  status: DeploymentStatus
  /** Absent only from a PATCH response under the `patchResponseRevision: 'omitted'` quirk. */
  latest_revision_id?: string | null
  active_revision_id: string | null
  image_version: string | null
  /** The agent server's address; sent only under the `topLevelUrl` quirk. */
  url?: string
}

/** A revision as `GET /v2/deployments/{id}/revisions/{rid}` returns it. */
export interface WireRevision {
  id: string
  deployment_id: string
  created_at: string
  updated_at: string
  status: RevisionStatus
  /** Why a revision failed or was skipped; null otherwise. */
  status_message: string | null
  source: DeploymentSource
  source_revision_config: {
    repo_ref: string | null
    langgraph_config_path: string | null
    image_uri: string | null
    /** The commit that was built: `github` only. */
    repo_commit_sha: string | null
    /** `internal_source` only. */
    source_tarball_path?: string | null
  }
}

/** One line of `GET .../revisions/{rid}/logs`. */
export interface WireLogLine {
  /** Stable per line, so that a reader that polls again can tell repeated entries apart. */
  id: string
  timestamp: string
  message: string
  level: 'INFO' | 'ERROR'
}

/**
 * How revisions of deployments with a given name behave. It is read when a revision is created,
 * so changing it affects only the revisions created afterwards.
 */
export interface DeploymentScenario {
  /** How the revision ends. Default `DEPLOYED`. */
  readonly outcome?: RevisionOutcome
  /** How the deployment's nth revision ends (1: the first), over `outcome`. */
  readonly outcomes?: Readonly<Record<number, RevisionOutcome>>
  /** The revision reaches this status and never leaves it. */
  readonly stallAt?: InFlightStatus
  /** Milliseconds per in-flight status for these revisions (default: the emulator's). */
  readonly stepMs?: number
  /** Per-status durations, over `stepMs`. */
  readonly schedule?: Partial<RevisionSchedule>
  /** Build log lines, oldest first; the last is written as the build ends. */
  readonly buildLogs?: readonly string[]
  /** Deploy log lines, oldest first; the last is written as the deploy ends. */
  readonly deployLogs?: readonly string[]
  /** `status_message` of the failed revision (default: the failing phase's last log line). */
  readonly statusMessage?: string
}

/** A deployment that exists before the client arrives. */
export interface SeedDeployment {
  readonly name: string
  /** Default: a random UUID. */
  readonly id?: string
  /** Default `github`. */
  readonly source?: DeploymentSource
  /** Over the defaults: `deployment_type` `serverless` (usage pricing) or `dev` (previous). */
  readonly sourceConfig?: Partial<WireSourceConfig>
  readonly sourceRevisionConfig?: Partial<WireSourceRevisionConfig>
  /** Secret names and values (values are never served). */
  readonly secrets?: readonly { name: string; value: string }[]
  /**
   * Status of its one revision: `DEPLOYED` (default), a failure, or an in-flight status in which
   * it stays forever.
   */
  readonly revisionStatus?: RevisionOutcome | InFlightStatus
}

/** Behaviours of real installs that a careful client must survive. */
export interface EmulatorQuirks {
  /** New revisions stay out of the revision list for this many ms (GET by id still finds them). */
  readonly revisionListLagMs: number
  /**
   * What `latest_revision_id` a PATCH response shows when the PATCH created a revision: the new
   * one (`new`, default), the one before (`previous`), or none at all (`omitted`).
   */
  readonly patchResponseRevision: 'new' | 'previous' | 'omitted'
  /**
   * Also send the agent URL as a top-level `url` on deployments, as some installs do (default
   * false: only `source_config.custom_url` carries it).
   */
  readonly topLevelUrl: boolean
  /** Ignore the exact `name` filter of the deployment list, as installs before it did (default false). */
  readonly ignoresNameFilter: boolean
  /**
   * Reads that lag behind each write, as an install whose reads go to a lagging replica: after
   * every write that succeeds, this many GETs of the control plane answer from the state before
   * it (default 0). The `stale-read` fault does the same for the reads a test picks.
   */
  readonly readsBehindWrites: number
}

/** What a test can learn about one deployment, as the API would show it right now. */
export interface DeploymentSnapshot {
  readonly deployment: WireDeployment
  /** Newest first, all of them (no list lag). */
  readonly revisions: readonly WireRevision[]
  /** The secrets as sent, values included (the API never shows values). */
  readonly secrets: readonly { name: string; value: string }[]
}
