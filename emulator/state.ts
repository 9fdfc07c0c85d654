/**
 * The control plane's data: deployments and their revisions, kept in memory and rendered in the
 * wire shape on demand. Statuses are derived from the clock at render time (see lifecycle.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto'

import {
  isTerminal,
  logLinesAt,
  makeSchedule,
  statusAt,
  type InFlightStatus,
  type LogPhase,
  type RevisionOutcome,
  type RevisionPlan,
  type RevisionSchedule,
  type TimedStatus
} from './lifecycle.js'
import type {
  DeploymentScenario,
  DeploymentSnapshot,
  DeploymentSource,
  SeedDeployment,
  WireDeployment,
  WireLogLine,
  WireRevision,
  WireSourceConfig,
  WireSourceRevisionConfig
} from './types.js'
import { canonicalUuid, isUuid } from './validation.js'

/** A secret as sent on create or update. */
export interface Secret {
  readonly name: string
  readonly value: string
}

/** A validated create request. */
export interface NewDeployment {
  readonly id?: string
  readonly name: string
  readonly source: DeploymentSource
  readonly sourceConfig: WireSourceConfig
  readonly sourceRevisionConfig: WireSourceRevisionConfig
  readonly secrets: readonly Secret[]
}

/** A validated update request; absent parts stay as they are. */
export interface DeploymentChange {
  readonly sourceConfig?: Partial<Omit<WireSourceConfig, 'deployment_type'>>
  readonly sourceRevisionConfig?: Partial<WireSourceRevisionConfig>
  readonly secrets?: readonly Secret[]
}

/** A revision as stored. */
export interface RevisionRecord {
  readonly id: string
  readonly seq: number
  readonly createdAt: number
  readonly plan: RevisionPlan
  readonly source: DeploymentSource
  readonly config: WireSourceRevisionConfig
  readonly commitSha: string
  /** Clock time at which a newer revision superseded this one while it was in flight. */
  skippedAt?: number
}

/** A deployment as stored. */
export interface DeploymentRecord {
  readonly id: string
  readonly seq: number
  readonly name: string
  readonly source: DeploymentSource
  readonly createdAt: number
  updatedAt: number
  sourceConfig: WireSourceConfig
  sourceRevisionConfig: WireSourceRevisionConfig
  secrets: readonly Secret[]
  /** Oldest first. */
  readonly revisions: RevisionRecord[]
}

/** A create that collides with an existing name. */
export class NameTakenError extends Error {
  constructor(readonly deploymentName: string) {
    super(`Deployment with name '${deploymentName}' already exists.`)
    this.name = 'NameTakenError'
  }
}

/** Settings the store reads on every operation (some can change while it runs). */
export interface StoreSettings {
  readonly workspaceId: string
  readonly now: () => number
  readonly stepMs: number
  readonly schedule: Partial<RevisionSchedule>
  readonly scenarios: ReadonlyMap<string, DeploymentScenario>
  readonly agentUrlField: 'url' | 'custom_url' | 'none'
  readonly agentUrl: (deploymentId: string) => string
  /** Called after a deployment is deleted, to stop its agent server. */
  readonly onDelete: (deploymentId: string) => void
}

const NO_SCHEDULE = makeSchedule(0)

function iso(ms: number): string {
  return new Date(ms).toISOString()
}

/** Newest first: by creation time, then by creation order for equal times. */
function newestFirst(a: { createdAt: number; seq: number }, b: { createdAt: number; seq: number }) {
  return b.createdAt - a.createdAt || b.seq - a.seq
}

function defaultLogs(
  id: string,
  source: DeploymentSource,
  config: WireSourceRevisionConfig,
  repoUrl: string | null,
  outcome: RevisionOutcome
): Record<LogPhase, string[]> {
  const fetchLine =
    source === 'github'
      ? `Cloning ${repoUrl ?? 'repository'} at ${config.repo_ref ?? 'default branch'}`
      : `Pulling ${config.image_uri ?? 'image'}`
  return {
    build: [
      fetchLine,
      `Reading graph configuration ${config.graph_config_path ?? 'langgraph.json'}`,
      'Installing dependencies',
      'Building image',
      outcome === 'BUILD_FAILED'
        ? 'Build failed: dependency installation exited with code 1'
        : `Built image for revision ${id}`
    ],
    deploy: [
      'Provisioning resources',
      'Starting agent server',
      outcome === 'DEPLOY_FAILED'
        ? 'Deploy failed: agent server did not pass its health check'
        : 'Agent server is ready'
    ]
  }
}

/** Deployments and revisions of one workspace. */
export class DeploymentStore {
  readonly #deployments = new Map<string, DeploymentRecord>()
  readonly #settings: StoreSettings
  #seq = 0

  constructor(settings: StoreSettings) {
    this.#settings = settings
  }

  /** Looks a deployment up by ID (any UUID form). */
  get(id: string): DeploymentRecord | undefined {
    return isUuid(id) ? this.#deployments.get(canonicalUuid(id)) : undefined
  }

  byName(name: string): DeploymentRecord | undefined {
    for (const record of this.#deployments.values()) if (record.name === name) return record
    return undefined
  }

  /** Every deployment, newest first. */
  all(): DeploymentRecord[] {
    return [...this.#deployments.values()].sort(newestFirst)
  }

  /** Creates a deployment and its first revision. */
  create(input: NewDeployment, plan?: (revisionId: string) => RevisionPlan): DeploymentRecord {
    if (this.byName(input.name) !== undefined) throw new NameTakenError(input.name)
    const id = input.id === undefined ? randomUUID() : canonicalUuid(input.id)
    if (this.#deployments.has(id)) throw new Error(`deployment ID ${id} is taken`)
    const now = this.#settings.now()
    const record: DeploymentRecord = {
      id,
      seq: this.#nextSeq(),
      name: input.name,
      source: input.source,
      createdAt: now,
      updatedAt: now,
      sourceConfig: { ...input.sourceConfig },
      sourceRevisionConfig: { ...input.sourceRevisionConfig },
      secrets: [...input.secrets],
      revisions: []
    }
    this.#deployments.set(id, record)
    this.#addRevision(record, plan)
    return record
  }

  /**
   * Applies an update. A change of the revision configuration creates a revision; the revision
   * that was latest before is returned too (for the stale-PATCH quirk).
   */
  update(
    record: DeploymentRecord,
    change: DeploymentChange
  ): { created: RevisionRecord | undefined; previous: RevisionRecord | undefined } {
    const previous = record.revisions[record.revisions.length - 1]
    record.updatedAt = this.#settings.now()
    if (change.sourceConfig !== undefined) {
      record.sourceConfig = { ...record.sourceConfig, ...change.sourceConfig }
    }
    if (change.secrets !== undefined) record.secrets = [...change.secrets]
    if (change.sourceRevisionConfig === undefined) return { created: undefined, previous }
    record.sourceRevisionConfig = { ...record.sourceRevisionConfig, ...change.sourceRevisionConfig }
    return { created: this.#addRevision(record), previous }
  }

  delete(record: DeploymentRecord): void {
    this.#deployments.delete(record.id)
    this.#settings.onDelete(record.id)
  }

  /** Adds deployments that exist before the client arrives, each with one finished revision. */
  seed(seeds: readonly SeedDeployment[]): DeploymentRecord[] {
    const taken = new Set<string>()
    for (const seed of seeds) {
      if (taken.has(seed.name) || this.byName(seed.name) !== undefined) {
        throw new NameTakenError(seed.name)
      }
      if (seed.id !== undefined && !isUuid(seed.id)) {
        throw new TypeError(`seed deployment ${seed.name} has an ID that is not a UUID: ${seed.id}`)
      }
      taken.add(seed.name)
    }
    return seeds.map(seed => this.#seedOne(seed))
  }

  /** The revision's status now. */
  status(revision: RevisionRecord): TimedStatus {
    const now = this.#settings.now()
    if (revision.skippedAt !== undefined && now >= revision.skippedAt) {
      return { status: 'SKIPPED', since: revision.skippedAt - revision.createdAt }
    }
    return statusAt(revision.plan, now - revision.createdAt)
  }

  /** The newest revision that is live now. */
  activeRevision(record: DeploymentRecord): RevisionRecord | undefined {
    for (let index = record.revisions.length - 1; index >= 0; index -= 1) {
      const revision = record.revisions[index]
      if (revision !== undefined && this.status(revision).status === 'DEPLOYED') return revision
    }
    return undefined
  }

  /**
   * Revisions newest first. `lagMs` hides those created less than that long ago, as an install
   * whose list reads from a lagging replica does.
   */
  revisions(record: DeploymentRecord, lagMs = 0): RevisionRecord[] {
    const horizon = this.#settings.now() - lagMs
    return record.revisions
      .filter(revision => lagMs <= 0 || revision.createdAt <= horizon)
      .sort(newestFirst)
  }

  findRevision(record: DeploymentRecord, revisionId: string): RevisionRecord | undefined {
    if (!isUuid(revisionId)) return undefined
    const id = canonicalUuid(revisionId)
    return record.revisions.find(revision => revision.id === id)
  }

  /** The log lines of a revision's phase written so far, oldest first. */
  logs(revision: RevisionRecord, phase: LogPhase): WireLogLine[] {
    const elapsed = this.#settings.now() - revision.createdAt
    const cutoff =
      revision.skippedAt === undefined ? undefined : revision.skippedAt - revision.createdAt
    return logLinesAt(revision.plan, phase, elapsed, cutoff).map(line => ({
      timestamp: iso(revision.createdAt + line.offset),
      message: line.message,
      level: line.level
    }))
  }

  toWire(record: DeploymentRecord): WireDeployment {
    const { agentUrlField, agentUrl, workspaceId } = this.#settings
    const active = this.activeRevision(record)
    const latest = record.revisions[record.revisions.length - 1]
    const sourceConfig = { ...record.sourceConfig }
    if (agentUrlField === 'custom_url') sourceConfig.custom_url = agentUrl(record.id)
    return {
      id: record.id,
      name: record.name,
      source: record.source,
      source_config: sourceConfig,
      source_revision_config: { ...record.sourceRevisionConfig },
      secrets: record.secrets.map(secret => ({ name: secret.name })),
      tenant_id: workspaceId,
      created_at: iso(record.createdAt),
      updated_at: iso(record.updatedAt),
      status: active === undefined ? 'AWAITING_DATABASE' : 'READY',
      latest_revision_id: latest?.id ?? null,
      active_revision_id: active?.id ?? null,
      image_version: active === undefined ? null : 'emulator',
      url: agentUrlField === 'url' ? agentUrl(record.id) : null
    }
  }

  revisionToWire(record: DeploymentRecord, revision: RevisionRecord): WireRevision {
    const { status, since } = this.status(revision)
    let statusMessage: string | null = null
    if (status === 'SKIPPED') statusMessage = 'Superseded by a newer revision.'
    else if (status.includes('FAILED')) statusMessage = revision.plan.failureMessage
    return {
      id: revision.id,
      deployment_id: record.id,
      created_at: iso(revision.createdAt),
      updated_at: iso(revision.createdAt + since),
      status,
      status_message: statusMessage,
      source: revision.source,
      source_revision_config: {
        repo_ref: revision.config.repo_ref,
        langgraph_config_path: revision.config.graph_config_path,
        image_uri: revision.config.image_uri,
        repo_commit_sha: revision.source === 'github' ? revision.commitSha : null
      }
    }
  }

  snapshot(record: DeploymentRecord): DeploymentSnapshot {
    return {
      deployment: this.toWire(record),
      revisions: this.revisions(record).map(revision => this.revisionToWire(record, revision)),
      secrets: record.secrets.map(secret => ({ ...secret }))
    }
  }

  #nextSeq(): number {
    this.#seq += 1
    return this.#seq
  }

  #addRevision(
    record: DeploymentRecord,
    makePlan?: (revisionId: string) => RevisionPlan
  ): RevisionRecord {
    const now = this.#settings.now()
    for (const older of record.revisions) {
      if (older.skippedAt === undefined && !isTerminal(this.status(older).status)) {
        older.skippedAt = now
      }
    }
    const id = randomUUID()
    const config = { ...record.sourceRevisionConfig }
    const revision: RevisionRecord = {
      id,
      seq: this.#nextSeq(),
      createdAt: now,
      plan: makePlan?.(id) ?? this.#scenarioPlan(record, id, config),
      source: record.source,
      config,
      commitSha: randomBytes(20).toString('hex')
    }
    record.revisions.push(revision)
    return revision
  }

  #scenarioPlan(
    record: DeploymentRecord,
    revisionId: string,
    config: WireSourceRevisionConfig
  ): RevisionPlan {
    const scenario = this.#settings.scenarios.get(record.name) ?? {}
    const outcome = scenario.outcome ?? 'DEPLOYED'
    const schedule =
      scenario.stepMs === undefined
        ? makeSchedule(this.#settings.stepMs, { ...this.#settings.schedule, ...scenario.schedule })
        : makeSchedule(scenario.stepMs, scenario.schedule)
    const defaults = defaultLogs(
      revisionId,
      record.source,
      config,
      record.sourceConfig.repo_url,
      outcome
    )
    const logs = {
      build: scenario.buildLogs === undefined ? defaults.build : [...scenario.buildLogs],
      deploy: scenario.deployLogs === undefined ? defaults.deploy : [...scenario.deployLogs]
    }
    const failingPhase = outcome === 'DEPLOY_FAILED' ? logs.deploy : logs.build
    return {
      schedule,
      outcome,
      stallAt: scenario.stallAt,
      logs,
      failureMessage: scenario.statusMessage ?? failingPhase[failingPhase.length - 1] ?? outcome
    }
  }

  #seedOne(seed: SeedDeployment): DeploymentRecord {
    const source = seed.source ?? 'github'
    const wanted = seed.revisionStatus ?? 'DEPLOYED'
    const outcome: RevisionOutcome =
      wanted === 'BUILD_FAILED' || wanted === 'DEPLOY_FAILED' ? wanted : 'DEPLOYED'
    const stallAt: InFlightStatus | undefined =
      wanted === 'DEPLOYED' || wanted === 'BUILD_FAILED' || wanted === 'DEPLOY_FAILED'
        ? undefined
        : wanted
    const sourceConfig: WireSourceConfig = {
      integration_id: source === 'github' ? randomUUID() : null,
      repo_url: source === 'github' ? `https://github.com/example/${seed.name}` : null,
      deployment_type: 'dev',
      build_on_push: false,
      custom_url: null,
      resource_spec: null,
      ...seed.sourceConfig
    }
    const sourceRevisionConfig: WireSourceRevisionConfig = {
      repo_ref: source === 'github' ? 'main' : null,
      graph_config_path: source === 'github' ? 'langgraph.json' : null,
      image_uri: source === 'github' ? null : `docker.io/example/${seed.name}:latest`,
      ...seed.sourceRevisionConfig
    }
    return this.create(
      {
        ...(seed.id === undefined ? {} : { id: seed.id }),
        name: seed.name,
        source,
        sourceConfig,
        sourceRevisionConfig,
        secrets: seed.secrets ?? []
      },
      revisionId => {
        const logs = defaultLogs(
          revisionId,
          source,
          sourceRevisionConfig,
          sourceConfig.repo_url,
          outcome
        )
        const failing = outcome === 'DEPLOY_FAILED' ? logs.deploy : logs.build
        return {
          schedule: NO_SCHEDULE,
          outcome,
          stallAt,
          logs,
          failureMessage: failing[failing.length - 1] ?? outcome
        }
      }
    )
  }
}
