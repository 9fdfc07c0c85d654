// Owns what the emulator asks of its real builds (builds.ts runs them): a module of types only,
// so that an emulator serving the built-in agent never loads what starts processes.
import type { DeploymentRecord, DeploymentStore, RevisionRecord } from '../control-plane/state.js'
import type { BuildSource } from './work-dir.js'

/** What the builds need from the emulator. */
export interface BuildSettings {
  readonly now: () => number
  readonly store: () => DeploymentStore
  /** The source of a revision, when the emulator holds it (else the built-in agent serves). */
  readonly sourceOf: (record: DeploymentRecord, revision: RevisionRecord) => BuildSource | undefined
  /** Where work directories go (`<state>/builds`); default a temporary directory. */
  readonly root: string | undefined
  /** One line for the emulator's log per build that ends (its time, install vs start-up). */
  readonly onEvent: (line: string) => void
  readonly startTimeoutMs: number
}

/** The real builds of one emulator. */
export interface RealBuilds {
  /** Starts the build of a new revision when the emulator holds its source and the plan builds. */
  buildRevision(record: DeploymentRecord, revision: RevisionRecord): void
  /** After a restart on saved state: builds again what was being built and what was live. */
  rebuildAfterRestart(): void
  /** The URL of the server a revision's build started, while it runs. */
  urlOf(revisionId: string): string | undefined
  /** Stops the servers of a deployment (deleted). */
  stopDeployment(deploymentId: string): Promise<void>
  /** Stops every server and removes the temporary work directories, for good. */
  close(): Promise<void>
}

/**
 * LangChain's agent server as the emulator's `agentServer`: what builds each revision for real
 * (`LANGGRAPH_AGENT_SERVER` of builds.ts; the CLI's default).
 */
export interface LangGraphAgentServer {
  readonly builds: (settings: BuildSettings) => RealBuilds
}
