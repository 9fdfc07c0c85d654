/**
 * The control plane's data: deployments and their revisions, kept in memory and rendered in the
 * wire shape on demand. Statuses are derived from the clock at render time (see lifecycle.ts).
 */
import { randomUUID } from 'node:crypto'

import {
  isTerminal,
  logLinesAt,
  statusAt,
  type LogPhase,
  type RevisionPlan,
  type TimedStatus
} from './lifecycle.js'
import {
  redeployPlan,
  scenarioPlan,
  type PlanSettings,
  type PlanSubject,
  type RevisionConfig
} from './plans.js'
import {
  NameTakenError,
  planOf,
  type DeploymentChange,
  type DeploymentRecord,
  type NewDeployment,
  type RevisionRecord
} from './records.js'
import type { DeploymentSnapshot, WireDeployment, WireLogLine, WireRevision } from './wire-types.js'
import { canonicalUuid, isUuid } from '../base/validation.js'
import { deploymentToWire, iso, revisionToWire, type WireSettings } from './wire.js'

export type { RevisionConfig } from './plans.js'
export {
  NameTakenError,
  type DeploymentChange,
  type DeploymentRecord,
  type NewDeployment,
  type RevisionRecord
} from './records.js'

/** Settings the store reads on every operation (some can change while it runs). */
export interface StoreSettings extends PlanSettings, WireSettings {
  readonly now: () => number
  readonly commitSha: (repoUrl: string, ref: string) => string
  /** Called when a deployment's delete starts, to stop its agent server. */
  readonly onDelete: (deploymentId: string) => void
  /** Called with each new revision (the emulator starts its real build there). */
  readonly onRevision?: (record: DeploymentRecord, revision: RevisionRecord) => void
  /** How long a deleted deployment stays AWAITING_DELETE before it is gone (0: at once). */
  readonly deleteMs: number
}

/** How a revision is made: its config, and its plan unless the scenario decides it. */
interface RevisionMaking {
  readonly config: RevisionConfig
  readonly plan?: (subject: PlanSubject) => RevisionPlan
  readonly commitSha?: string | null
  /** The write's stamp: the deployment's `updated_at` and the revision's `created_at` share it. */
  readonly stamp: number
}

/** Newest first: by creation time, then by creation order for equal times. */
type Ordered = { createdAt: number; seq: number }
const newestFirst = (a: Ordered, b: Ordered) => b.createdAt - a.createdAt || b.seq - a.seq

/** How far a write's stamp may run ahead of a clock that stood still; further back is a set-back clock. */
const TIED_WRITES_MS = 1000

/** Deployments and revisions of one workspace. */
export class DeploymentStore {
  readonly #deployments = new Map<string, DeploymentRecord>()
  readonly #settings: StoreSettings
  #seq = 0
  #lastWrite = Number.NEGATIVE_INFINITY

  constructor(settings: StoreSettings) {
    this.#settings = settings
  }

  /**
   * A copy of the data as it is now, on the same settings: what a lagging replica still shows
   * after the next write. Statuses go on following the clock in the copy too.
   */
  clone(): DeploymentStore {
    const copy = new DeploymentStore(this.#settings)
    for (const [id, record] of this.#deployments) copy.#deployments.set(id, structuredClone(record))
    copy.#seq = this.#seq
    copy.#lastWrite = this.#lastWrite
    return copy
  }

  /** Every deployment as stored, those being deleted too (a copy): what `--state` saves. */
  saved(): DeploymentRecord[] {
    return [...this.#deployments.values()].map(record => structuredClone(record))
  }

  /**
   * Puts saved deployments back (a copy), as they were: same IDs, revisions and clock times, so
   * statuses go on by the clock. Write stamps and creation order go on after theirs.
   */
  restore(records: readonly DeploymentRecord[]): void {
    for (const record of records) {
      this.#deployments.set(record.id, structuredClone(record))
      const stamps = [record.updatedAt, ...record.revisions.map(revision => revision.stampedAt)]
      const seqs = [record.seq, ...record.revisions.map(revision => revision.seq)]
      this.#lastWrite = Math.max(this.#lastWrite, ...stamps)
      this.#seq = Math.max(this.#seq, ...seqs)
    }
  }

  /** Looks a deployment up by ID (any UUID form). */
  get(id: string): DeploymentRecord | undefined {
    this.#sweep()
    return isUuid(id) ? this.#deployments.get(canonicalUuid(id)) : undefined
  }

  byName(name: string): DeploymentRecord | undefined {
    this.#sweep()
    for (const record of this.#deployments.values()) if (record.name === name) return record
    return undefined
  }

  /** Every deployment, newest first. */
  all(): DeploymentRecord[] {
    this.#sweep()
    return [...this.#deployments.values()].sort(newestFirst)
  }

  /** Creates a deployment and, unless it has no revision config, its first revision. */
  create(input: NewDeployment, plan?: RevisionMaking['plan']): DeploymentRecord {
    const holder = this.byName(input.name)
    if (holder !== undefined) throw new NameTakenError(input.name, holder.deletedAt !== undefined)
    const id = input.id === undefined ? randomUUID() : canonicalUuid(input.id)
    if (this.#deployments.has(id)) throw new Error(`deployment ID ${id} is taken`)
    const now = this.#settings.now()
    const stamp = this.#writeTime()
    const record: DeploymentRecord = {
      id,
      seq: this.#nextSeq(),
      name: input.name,
      source: input.source,
      createdAt: now,
      updatedAt: stamp,
      sourceConfig: { ...input.sourceConfig },
      sourceRevisionConfig: input.revisionConfig ?? {
        repo_ref: null,
        langgraph_config_path: null,
        image_uri: null,
        source_tarball_path: null
      },
      secrets: [...input.secrets],
      ...(input.displayName === undefined ? {} : { displayName: input.displayName }),
      secretReferences: [...(input.secretReferences ?? [])],
      revisions: []
    }
    this.#deployments.set(id, record)
    if (input.revisionConfig !== undefined) {
      this.#addRevision(record, { config: input.revisionConfig, stamp, ...(plan ? { plan } : {}) })
    }
    return record
  }

  /**
   * Applies an update. When it makes a revision, the revision that was latest before is returned
   * too (for the stale-PATCH quirk).
   */
  update(
    record: DeploymentRecord,
    change: DeploymentChange
  ): { created: RevisionRecord | undefined; previous: RevisionRecord | undefined } {
    const previous = record.revisions[record.revisions.length - 1]
    const stamp = this.#writeTime()
    record.updatedAt = stamp
    if (change.sourceConfig !== undefined) {
      record.sourceConfig = { ...record.sourceConfig, ...change.sourceConfig }
    }
    if (change.secrets !== undefined) record.secrets = [...change.secrets]
    if (change.displayName !== undefined) record.displayName = change.displayName
    if (change.secretReferences !== undefined) {
      record.secretReferences = [...change.secretReferences]
    }
    if (change.revisionConfig !== undefined) {
      record.sourceRevisionConfig = { ...record.sourceRevisionConfig, ...change.revisionConfig }
    }
    if (!change.newRevision) return { created: undefined, previous }
    const config = record.sourceRevisionConfig
    return { created: this.#addRevision(record, { config, stamp }), previous }
  }

  /** Makes a new revision from an earlier one's config and image (no build). */
  redeploy(record: DeploymentRecord, earlier: RevisionRecord): RevisionRecord {
    const stamp = this.#writeTime()
    record.updatedAt = stamp
    record.sourceRevisionConfig = { ...earlier.config }
    return this.#addRevision(record, {
      config: earlier.config,
      commitSha: earlier.commitSha,
      stamp,
      plan: subject => redeployPlan(scenarioPlan(this.#settings, record.name, subject), earlier.id)
    })
  }

  /**
   * Starts deleting a deployment: it answers AWAITING_DELETE for `deleteMs`, holding its name,
   * then it is gone. Its agent server stops at once.
   */
  delete(record: DeploymentRecord): void {
    record.deletedAt ??= this.#settings.now()
    this.#settings.onDelete(record.id)
    this.#sweep()
  }

  /** Stops a revision in flight: from now on it is INTERRUPTED. False when it is final already. */
  interrupt(revision: RevisionRecord): boolean {
    if (isTerminal(this.status(revision).status)) return false
    revision.interruptedAt = this.#settings.now()
    return true
  }

  /** The revision's status now. */
  status(revision: RevisionRecord): TimedStatus {
    const now = this.#settings.now()
    if (revision.skippedAt !== undefined && now >= revision.skippedAt) {
      return { status: 'SKIPPED', since: revision.skippedAt - revision.createdAt }
    }
    if (revision.interruptedAt !== undefined && now >= revision.interruptedAt) {
      return { status: 'INTERRUPTED', since: revision.interruptedAt - revision.createdAt }
    }
    return statusAt(planOf(revision), now - revision.createdAt)
  }

  /**
   * The revision that serves traffic: of those that reached DEPLOYED, the newest. So it changes
   * only when a newer revision goes live; an older one that goes live later does not take over.
   */
  activeRevision(record: DeploymentRecord): RevisionRecord | undefined {
    return this.revisions(record).find(revision => this.status(revision).status === 'DEPLOYED')
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
    const stoppedAt = revision.skippedAt ?? revision.interruptedAt
    const cutoff = stoppedAt === undefined ? undefined : stoppedAt - revision.createdAt
    return logLinesAt(planOf(revision), phase, elapsed, cutoff).map((line, index) => ({
      id: `${revision.id}-${phase}-${index}`,
      timestamp: iso(revision.createdAt + line.offset),
      message: line.message,
      level: line.level
    }))
  }

  /** The deployment as the API shows it (wire.ts renders it). */
  toWire(record: DeploymentRecord): WireDeployment {
    return deploymentToWire(this, this.#settings, record)
  }

  /** The revision as the API shows it. */
  revisionToWire(record: DeploymentRecord, revision: RevisionRecord): WireRevision {
    return revisionToWire(this, record, revision)
  }

  snapshot(record: DeploymentRecord): DeploymentSnapshot {
    return {
      deployment: this.toWire(record),
      revisions: this.revisions(record).map(revision => this.revisionToWire(record, revision)),
      secrets: record.secrets.map(secret => ({ ...secret }))
    }
  }

  /** Drops the deployments whose delete has run its course. */
  #sweep(): void {
    const horizon = this.#settings.now() - this.#settings.deleteMs
    for (const [id, record] of this.#deployments) {
      if (record.deletedAt !== undefined && record.deletedAt <= horizon)
        this.#deployments.delete(id)
    }
  }

  /**
   * The time a write is stamped with (`created_at`, `updated_at`): the clock's, or a millisecond
   * after the last write's when the clock has not moved (a virtual clock, two writes in one
   * millisecond), as a database's timestamps of two writes never tie. Statuses follow the clock.
   * A clock set back on purpose (a test seeding old deployments) is followed.
   */
  #writeTime(): number {
    const now = this.#settings.now()
    const tied = now <= this.#lastWrite && this.#lastWrite - now < TIED_WRITES_MS
    this.#lastWrite = tied ? this.#lastWrite + 1 : now
    return this.#lastWrite
  }

  #nextSeq(): number {
    this.#seq += 1
    return this.#seq
  }

  #addRevision(record: DeploymentRecord, making: RevisionMaking): RevisionRecord {
    const now = this.#settings.now()
    for (const older of record.revisions) {
      if (older.skippedAt === undefined && !isTerminal(this.status(older).status)) {
        older.skippedAt = now
      }
    }
    const id = randomUUID()
    const config = { ...making.config }
    const repoUrl = record.sourceConfig.repo_url
    const number = record.revisions.length + 1
    const subject: PlanSubject = { revisionId: id, source: record.source, config, repoUrl, number }
    const revision: RevisionRecord = {
      id,
      seq: this.#nextSeq(),
      createdAt: now,
      stampedAt: making.stamp,
      plan: making.plan?.(subject) ?? scenarioPlan(this.#settings, record.name, subject),
      source: record.source,
      config,
      commitSha: making.commitSha === undefined ? this.#commitOf(record, config) : making.commitSha
    }
    record.revisions.push(revision)
    this.#settings.onRevision?.(record, revision)
    return revision
  }

  #commitOf(record: DeploymentRecord, config: RevisionConfig): string | null {
    if (record.source !== 'github') return null
    return this.#settings.commitSha(record.sourceConfig.repo_url ?? '', config.repo_ref ?? '')
  }
}
