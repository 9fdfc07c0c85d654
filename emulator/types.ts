/**
 * Public types of the emulator: the options and control surface a test or the CLI uses, and (from
 * the services' own files) the records it serves. `index.ts` re-exports all of them.
 */
import type { IncomingHttpHeaders } from 'node:http'

import type { RevisionSchedule } from './control-plane/lifecycle.js'
import type {
  DeploymentScenario,
  DeploymentSnapshot,
  EmulatorQuirks,
  SeedDeployment,
  WireRevision
} from './control-plane/wire-types.js'
import type { FaultController, FaultKind } from './faults/fault-types.js'
import type { EmulatedIntegration } from './integrations/integrations.js'
import type { DatasetSpec } from './langsmith/dataset-file.js'
import type { DatasetSummary } from './langsmith/datasets.js'
import type { UploadRecord } from './storage/storage.js'
import type { WakeRole } from './scale-to-zero.js'
import type { KeptStateInfo } from './persist/kept-state.js'
import type { LangGraphAgentServer } from './builds/contract.js'

export type {
  InFlightStatus,
  RevisionOutcome,
  RevisionSchedule,
  RevisionStatus
} from './control-plane/lifecycle.js'
export type {
  ControlPlaneAnswer,
  Fault,
  FaultController,
  FaultHandle,
  FaultKind,
  FaultRule,
  Rewrite,
  RewrittenRequest,
  StreamEvent
} from './faults/fault-types.js'
export type {
  DeploymentScenario,
  DeploymentSnapshot,
  DeploymentSource,
  DeploymentStatus,
  DeploymentType,
  EmulatorQuirks,
  SeedDeployment,
  WireDeployment,
  WireLogLine,
  WireRevision,
  WireSourceConfig,
  WireSourceRevisionConfig
} from './control-plane/wire-types.js'
export type { UploadRecord } from './storage/storage.js'
export type { WakeRole } from './scale-to-zero.js'
export type { DatasetSpec } from './langsmith/dataset-file.js'
export type { ExampleSpec } from './langsmith/examples.js'
export type { DatasetSummary } from './langsmith/datasets.js'
export type { KeptStateInfo, RestoredCounts } from './persist/kept-state.js'

/** Options of {@link startEmulator}; every field has a default. */
export interface EmulatorOptions {
  /** Interface to bind. Default `127.0.0.1`. */
  readonly host?: string
  /** Port to bind; 0 (default) picks a free one. */
  readonly port?: number
  /**
   * The origin its answers name it by (an agent's URL), as a front before it shows it: a cloud
   * host such as `https://eu.api.host.langchain.com` that the simulation's network routes here.
   * Default its own loopback URL.
   */
  readonly publicUrl?: string
  /** The API key the control plane accepts. Default `lsv2_emulator_key`. */
  readonly apiKey?: string
  /** The workspace (tenant) ID the key reaches. Default `00000000-0000-4000-8000-000000000001`. */
  readonly workspaceId?: string
  /**
   * `workspace` (default): a request without `X-Tenant-Id` targets the key's workspace.
   * `organization`: it is refused with 403 "... requires workspace specification ...".
   */
  readonly keyScope?: 'workspace' | 'organization'
  /** Milliseconds a revision spends in each in-flight status. Default 20; 0 deploys at once. */
  readonly stepMs?: number
  /** Per-status durations in ms, over `stepMs`. */
  readonly schedule?: Partial<RevisionSchedule>
  /**
   * Milliseconds a deleted deployment answers `AWAITING_DELETE` (GET finds it, its name stays
   * taken, writes are refused) before it is gone (404). Default two steps: `2 * stepMs`.
   */
  readonly deleteMs?: number
  /** Behaviour of revisions per deployment name. */
  readonly scenarios?: Readonly<Record<string, DeploymentScenario>>
  /** Deployments present from the start, created in this order (the last is the newest). */
  readonly seed?: readonly SeedDeployment[]
  /**
   * Which install the control plane plays, for the rules that differ: `cloud` (default) refuses
   * the secret names only self-hosted installs accept (`POSTGRES_URI_CUSTOM`, `LSD_*`, ...).
   */
  readonly plays?: 'cloud' | 'self-hosted'
  /**
   * The organization's pricing era (LangChain's docs, 2026). `usage` (default): deployment types
   * `serverless` and `dedicated`; a create without one makes `dedicated`, a seed `serverless`.
   * `previous`: `dev_free`, `dev`, `prod`, `dev_zero`, `dev_free_zero`; a create without one
   * makes `prod`, a seed `dev`. A type of the other era is refused (422), as an unknown one is.
   */
  readonly pricing?: 'usage' | 'previous'
  /**
   * Milliseconds a sleeping deployment takes to wake (scale to zero): the agent request that finds
   * it asleep, and every one arriving until the wake ends, is held that long before it is served
   * (`GET /ok` too). Only types that scale to zero sleep: `serverless`, `dev_zero`,
   * `dev_free_zero`. Such a deployment is asleep until its first request, when its live revision
   * changes, and after `idleMs` without requests. Default 0: no wake is played.
   */
  readonly wakeMs?: number
  /** Milliseconds without agent requests (on the clock `now`) before it sleeps. Default 300000. */
  readonly idleMs?: number
  /**
   * Names on which create answers 409 as if a leftover tracing project held them. A deployment
   * deleted without `delete_tracing_project=true` leaves its name here too.
   */
  readonly reservedNames?: readonly string[]
  /**
   * `custom_url` (default): the service fills `source_config.custom_url` of built deployments
   * (`github`, `internal_source`) with their agent URL. `none`: no deployment publishes one, and
   * the `topLevelUrl` quirk sends none either.
   */
  readonly agentUrlField?: 'custom_url' | 'none'
  /** ID of the one listener `GET /v2/listeners` serves. Default `DEFAULT_LISTENER_ID`. */
  readonly listenerId?: string
  /**
   * The commit a `github` revision builds, from the repository and `repo_ref`. Default: the ref
   * itself when it is a 40-hex commit, else a fake derived from both (the same inputs, the same
   * commit).
   */
  readonly commitSha?: (repoUrl: string, ref: string) => string
  /**
   * Branch heads, as pushes set them: `{"main": "<sha>"}` or `{"acme/agent@main": "<sha>"}`. A
   * `github` revision of such a ref builds its head (without `commitSha`). More through
   * `POST /_emulator/head`.
   */
  readonly heads?: Readonly<Record<string, string>>
  /**
   * Whether a bare `repo_ref` names a tag of the repository (then it must be sent as
   * `refs/tags/<tag>`). Default: version-like names such as `v1.2.3` or `2.0`.
   */
  readonly isTag?: (repoUrl: string, ref: string) => boolean
  /** Port of the storage host that takes source uploads; 0 (default) picks a free one. */
  readonly storagePort?: number
  /**
   * What answers outside `/api-host` (other than `/agents/...`): the control plane (default,
   * like the cloud hosts), or an HTML page with 404 or 200 (like a self-hosted install's web
   * front end, where only `/api-host/v2/...` reaches the API).
   */
  readonly root?: 'control-plane' | 'html-404' | 'html-200'
  /**
   * Whether `POST /v2/deployments/{id}/revisions` is served (default true). False plays an older
   * self-hosted install, which answers it 404, so clients fall back to the PATCH.
   */
  readonly createRevisionRoute?: boolean
  /** Quirks of real installs; can be changed later with `setQuirks`. */
  readonly quirks?: Partial<EmulatorQuirks>
  /** Whether agent routes require `x-api-key` equal to `apiKey`, as the cloud does. Default true. */
  readonly agentAuth?: boolean
  /** Pace of the emulated agent runs, passed to the agent server as `tickMs`. */
  readonly agentTickMs?: number
  /**
   * Graphs the built-in agent server of a deployment without a config the emulator holds (image,
   * unmapped github) offers as assistants (each runs the echo graph), besides the built-ins; an
   * upload's come from its `langgraph.json`, and only those answer. Default none.
   */
  readonly graphs?: readonly string[]
  /**
   * Which agent server serves a deployment whose source the emulator holds (an upload, a github
   * repository mapped in `repos`). `LANGGRAPH_AGENT_SERVER` (emulator/builds/builds.ts, which
   * starts processes, so it is imported only where it is wanted): each revision is built for real (its dependencies
   * installed, LangChain's own in-memory agent server started on it; a failure ends
   * `BUILD_FAILED` with the server's error in the build log) and its graphs answer through the
   * mount. `builtin` (default here; the CLI's default is LangChain's): the built-in graphs
   * answer, each deployment offering only the graphs its config names. Other deployments (image,
   * unmapped repository) always get the built-in graphs.
   */
  readonly agentServer?: 'builtin' | LangGraphAgentServer
  /** Local directories that github repositories (`owner/name`) are built from (CLI `--repo`). */
  readonly repos?: Readonly<Record<string, string>>
  /** Longest wait for a real build's server to answer `GET /ok`. Default 120000. */
  readonly buildTimeoutMs?: number
  /** Called with one line per real build that ends: its time, install vs start-up, or why it failed. */
  readonly onBuild?: (line: string) => void
  /** Clock in ms since the epoch. Default `Date.now`. Revision statuses are computed from it. */
  readonly now?: () => number
  /** The workspace's GitHub integrations and their repositories (emulator/integrations.ts). */
  readonly githubIntegrations?: readonly EmulatedIntegration[]
  /** Most request-log entries kept (oldest dropped first). Default 10000. */
  readonly requestLogLimit?: number
  /**
   * Datasets LangSmith's API (`/api/v1`) serves besides the seeded `agent-smoke` (20 examples
   * for the `agent` graph); names must be unique. The CLI's `--dataset FILE` loads them.
   */
  readonly datasets?: readonly DatasetSpec[]
  /**
   * A directory to keep the state in across restarts (the CLI's `--state`): what it holds is
   * restored at start (a state that cannot be read throws `StateFileError`, naming the file),
   * and it is saved after each write and at close. See the CLI's help for what is not kept.
   * Default: nothing is written anywhere.
   */
  readonly stateDir?: string
  /** Called when each response is over (sent, cut, or abandoned). */
  readonly onRequest?: (entry: RequestLogEntry) => void
}

/** One request the emulator received. */
export interface RequestLogEntry {
  /** Which listener received it: the API (control plane and agents) or the storage host. */
  readonly listener: 'api' | 'storage'
  readonly method: string
  /** Path including the query string, as received. */
  readonly path: string
  /** Headers as received (names lower-cased by Node). */
  readonly headers: IncomingHttpHeaders
  /**
   * The request body as text when the emulator read it (control-plane and LangSmith routes, requests a
   * non-passing fault answered); undefined for bodies handed to an agent server unread and for
   * uploads to the storage host (their bytes are in `RunningEmulator.uploads`).
   */
  readonly body: string | undefined
  /**
   * The body sent back as text, when the control plane or a fault answered (after any rewrite;
   * '' for none); undefined for agent answers, the storage host, and requests not answered yet.
   * A truncated or dropped answer records what the control plane meant to send.
   */
  readonly responseBody: string | undefined
  /** Status sent, or null when no status line went out (reset, hang, drop, still pending). */
  readonly status: number | null
  /** Kind of the fault applied to this request, if any. */
  readonly fault: FaultKind | undefined
  /**
   * An agent request that found its deployment asleep (option `wakeMs`): `started` the wake, or
   * `joined` one under way; either way it was held until the wake ended. Else undefined.
   */
  readonly wake: WakeRole | undefined
  /** Clock time at arrival (ms since the epoch). */
  readonly receivedAt: number
}

/** Read access to the emulator's state. */
export interface EmulatorState {
  /** Every deployment, newest first. */
  deployments(): DeploymentSnapshot[]
  /** A deployment by ID or by exact name. */
  deployment(idOrName: string): DeploymentSnapshot | undefined
  /** Revisions of a deployment, newest first; empty when it does not exist. */
  revisions(deploymentId: string): WireRevision[]
  /** LangSmith's datasets (seeded, given, created through the API), oldest first. */
  datasets(): DatasetSummary[]
}

/** A started emulator. */
export interface RunningEmulator {
  /** Base URL, e.g. `http://127.0.0.1:8123`; the control plane also answers under `/api-host`. */
  readonly url: string
  readonly port: number
  /** Base URL of the storage host that takes source uploads (its own port). */
  readonly storageUrl: string
  readonly apiKey: string
  readonly workspaceId: string
  /** ID of the listener `GET /v2/listeners` serves. */
  readonly listenerId: string
  /** Archives the storage host accepted, oldest first (a copy). */
  readonly uploads: readonly UploadRecord[]
  readonly faults: FaultController
  /** Requests received so far, oldest first (a copy). */
  readonly requests: readonly RequestLogEntry[]
  clearRequests(): void
  readonly state: EmulatorState
  /** Adds deployments (each with one revision); throws when a name is taken. */
  seed(deployments: readonly SeedDeployment[]): DeploymentSnapshot[]
  /** Sets or (with undefined) clears the scenario of a deployment name. */
  setScenario(name: string, scenario: DeploymentScenario | undefined): void
  /** Changes quirks from now on. */
  setQuirks(quirks: Partial<EmulatorQuirks>): void
  /**
   * How many times a deployment woke from sleep (option `wakeMs`): once per agent request that
   * found it asleep (its log entry says `wake: 'started'`). 0 for one that never slept.
   */
  wakes(deploymentId: string): number
  /** The agent server address of a deployment: `${url}/agents/${deploymentId}`. */
  agentUrl(deploymentId: string): string
  /** Where the state is kept (option `stateDir`) and what was restored from it; else undefined. */
  readonly savedState: KeptStateInfo | undefined
  /** Stops listening, destroys every socket (hung ones too), stops agent runs, saves the state. */
  close(): Promise<void>
}
