/**
 * Owns the ground truth of a run against an adversary: every change of the emulator's state
 * written down with who made it (the client over HTTP, the adversary or the world in process),
 * what served and what was in flight just before, and each revision's statuses over time.
 */
import { IN_FLIGHT_STEPS, isTerminal, statusAt } from '../control-plane/lifecycle.js'
import type {
  DeploymentChange,
  DeploymentRecord,
  DeploymentStore,
  RevisionRecord
} from '../control-plane/state.js'

/** Who changed the state: the client (every HTTP request), the adversary, or the world's setup. */
export type Actor = 'client' | 'adversary' | 'world'

/** One change of the state, or a read of a deployment (or of its revisions) by the client. */
export interface LedgerEntry {
  /** Order of the entry among all. */
  readonly seq: number
  /** Clock time. */
  readonly at: number
  readonly actor: Actor
  /** `read`: the client was sent the deployment; `list`: the client was sent its revisions. */
  readonly kind: 'create' | 'update' | 'redeploy' | 'interrupt' | 'delete' | 'read' | 'list'
  readonly deploymentId: string
  /** The revision the change made (create, update, redeploy). */
  readonly made?: string
  /** A redeploy: the revision redeployed. An interrupt: the revision asked to stop. */
  readonly of?: string
  /** An interrupt that stopped its revision (false: it was final already). */
  readonly applied: boolean
  /** The revision that served just before (the newest DEPLOYED one). */
  readonly servingBefore: string | undefined
  /** The revisions not final just before: a new revision skips them. */
  readonly inFlightBefore: readonly string[]
  /** A `list`: the revisions it showed (a lagging list leaves the newest out). */
  readonly listed?: readonly string[]
}

/** What is known of one revision at the end: who made it, how, and the statuses it held. */
export interface RevisionTruth {
  readonly id: string
  readonly deploymentId: string
  readonly author: Actor
  readonly how: 'create' | 'update' | 'redeploy'
  /** The revision a redeploy copied. */
  readonly from?: string
  readonly createdAt: number
  readonly repoRef: string | null
  readonly imageUri: string | null
  readonly commitSha: string | null
  /** Every status it held between the start and the end asked for, in order. */
  readonly statusesHeld: readonly string[]
  readonly statusAtEnd: string
}

/** The ledger of one emulator's store; see {@link keepLedger}. */
export interface Ledger {
  /** Who the changes made from now on are by (default `world`). */
  actor: Actor
  readonly entries: readonly LedgerEntry[]
  /** Runs `act` as `actor`, then goes back to the actor before. */
  as<T>(actor: Actor, act: () => T): T
  /** Every revision known, as it stands now, with the statuses held in [from, now]. */
  revisions(from: number): RevisionTruth[]
  /** The revision serving deployment `id` now (undefined: none, or the deployment is gone). */
  servingNow(id: string): string | undefined
  /** Whether deployment `id` exists now and is not being deleted. */
  existsNow(id: string): boolean
}

interface Known {
  readonly record: DeploymentRecord
  readonly revision: RevisionRecord
  readonly author: Actor
  readonly how: RevisionTruth['how']
  readonly from?: string
}

/**
 * Watches `store` (this instance only): each change it makes from now on, and each deployment
 * it renders for an answer to the client, goes into the ledger.
 */
export function keepLedger(store: DeploymentStore, now: () => number): Ledger {
  const entries: LedgerEntry[] = []
  const known = new Map<string, Known>()
  const records = new Map<string, DeploymentRecord>()
  const ledger: Ledger = {
    actor: 'world',
    entries,
    as<T>(actor: Actor, act: () => T): T {
      const before = ledger.actor
      ledger.actor = actor
      try {
        return act()
      } finally {
        ledger.actor = before
      }
    },
    revisions: from => [...known.values()].map(k => truthOf(store, k, from, now())),
    servingNow: id => {
      const record = store.get(id)
      return record === undefined ? undefined : store.activeRevision(record)?.id
    },
    existsNow: id => {
      const record = store.get(id)
      return record !== undefined && record.deletedAt === undefined
    }
  }
  const note = (
    record: DeploymentRecord,
    entry: Pick<LedgerEntry, 'kind' | 'made' | 'of' | 'applied' | 'listed'>,
    before: Pick<LedgerEntry, 'servingBefore' | 'inFlightBefore'>
  ): void => {
    records.set(record.id, record)
    entries.push({
      seq: entries.length + 1,
      at: now(),
      actor: ledger.actor,
      deploymentId: record.id,
      ...before,
      ...entry
    })
  }
  const beforeOf = (record: DeploymentRecord) => ({
    servingBefore: store.activeRevision(record)?.id,
    inFlightBefore: store
      .revisions(record)
      .filter(r => !isTerminal(store.status(r).status))
      .map(r => r.id)
  })
  const made = (
    record: DeploymentRecord,
    revision: RevisionRecord,
    how: Known['how'],
    from?: string
  ) => {
    known.set(revision.id, {
      record,
      revision,
      author: ledger.actor,
      how,
      ...(from ? { from } : {})
    })
  }
  const { create, update, redeploy, interrupt, toWire, revisions } = bound(store)
  store.create = (input, plan) => {
    const record = create(input, plan)
    const first = record.revisions[0]
    if (first !== undefined) made(record, first, 'create')
    note(
      record,
      { kind: 'create', made: first?.id, applied: true },
      { servingBefore: undefined, inFlightBefore: [] }
    )
    return record
  }
  store.update = (record: DeploymentRecord, change: DeploymentChange) => {
    const before = beforeOf(record)
    const result = update(record, change)
    if (result.created !== undefined) made(record, result.created, 'update')
    note(record, { kind: 'update', made: result.created?.id, applied: true }, before)
    return result
  }
  store.redeploy = (record, earlier) => {
    const before = beforeOf(record)
    const revision = redeploy(record, earlier)
    made(record, revision, 'redeploy', earlier.id)
    note(record, { kind: 'redeploy', made: revision.id, of: earlier.id, applied: true }, before)
    return revision
  }
  store.interrupt = revision => {
    const record = known.get(revision.id)?.record
    const before = record === undefined ? undefined : beforeOf(record)
    const applied = interrupt(revision)
    if (record !== undefined && before !== undefined) {
      note(record, { kind: 'interrupt', of: revision.id, applied }, before)
    }
    return applied
  }
  const remove = store.delete.bind(store)
  store.delete = record => {
    const before = beforeOf(record)
    remove(record)
    note(record, { kind: 'delete', applied: true }, before)
  }
  store.toWire = record => {
    if (ledger.actor === 'client') note(record, { kind: 'read', applied: true }, beforeOf(record))
    return toWire(record)
  }
  // The revision list's route alone passes the list's lag (0 included); the store's own calls do not.
  store.revisions = (record, lagMs?: number) => {
    const shown = revisions(record, lagMs)
    if (lagMs !== undefined && ledger.actor === 'client') {
      note(record, { kind: 'list', applied: true, listed: shown.map(r => r.id) }, beforeOf(record))
    }
    return shown
  }
  return ledger
}

/** The store's methods the ledger watches, bound to it before they are replaced. */
function bound(store: DeploymentStore) {
  return {
    create: store.create.bind(store),
    update: store.update.bind(store),
    redeploy: store.redeploy.bind(store),
    interrupt: store.interrupt.bind(store),
    toWire: store.toWire.bind(store),
    revisions: store.revisions.bind(store)
  }
}

function truthOf(store: DeploymentStore, k: Known, from: number, to: number): RevisionTruth {
  const { revision, record } = k
  return {
    id: revision.id,
    deploymentId: record.id,
    author: k.author,
    how: k.how,
    ...(k.from === undefined ? {} : { from: k.from }),
    createdAt: revision.createdAt,
    repoRef: revision.config.repo_ref,
    imageUri: revision.config.image_uri,
    commitSha: revision.commitSha,
    statusesHeld: statusesHeld(revision, from, to),
    statusAtEnd: store.status(revision).status
  }
}

/** The status of a revision at clock time `t`, as the store computes it now. */
export function statusOf(revision: RevisionRecord, t: number): string {
  if (revision.skippedAt !== undefined && t >= revision.skippedAt) return 'SKIPPED'
  if (revision.interruptedAt !== undefined && t >= revision.interruptedAt) return 'INTERRUPTED'
  return statusAt(revision.plan, t - revision.createdAt).status
}

/**
 * Every status a revision held in [from, to], in order. One skipped or interrupted at the clock
 * time it reached a status (time stands still between a run's sleeps) still held that status.
 */
function statusesHeld(revision: RevisionRecord, from: number, to: number): string[] {
  const start = Math.max(from, revision.createdAt)
  const stopped = Math.min(revision.skippedAt ?? Infinity, revision.interruptedAt ?? Infinity)
  const end = Math.min(to, stopped)
  const times = [start, end]
  let offset = revision.createdAt
  for (const step of IN_FLIGHT_STEPS) {
    offset += revision.plan.schedule[step]
    times.push(offset)
  }
  const held: string[] = []
  const add = (status: string): void => {
    if (held.at(-1) !== status) held.push(status)
  }
  for (const t of times.filter(t => t >= start && t <= end).sort((a, b) => a - b)) {
    add(statusAt(revision.plan, t - revision.createdAt).status)
  }
  if (stopped <= to) add(statusOf(revision, stopped))
  return held
}
