// Owns what the ledger says one run did, read once for the checkers (checks.ts): its writes, the
// revisions it can call its own, what its reads could have shown, who made each revision.
import type { LedgerEntry, RevisionTruth } from '../emulator/faults/adversary-ledger.js'
import type { RunRecord } from './run.js'

/** What the ledger says this run did. */
export interface Facts {
  readonly record: RunRecord
  /** The action's changes of the state (not its reads). */
  readonly writes: readonly LedgerEntry[]
  /** Its writes that made a revision of a deploy (create, update). */
  readonly deployWrites: readonly LedgerEntry[]
  /** Its redeploys (rollbacks). */
  readonly redeploys: readonly LedgerEntry[]
  /** The revisions this run can call its own: a deploy's write made them, or a rollback's redeploy. */
  readonly own: ReadonlySet<string>
  /** What served at each of its reads of the deployment, in order. */
  readonly servedAtReads: readonly (string | undefined)[]
  readonly revision: (id: string | undefined) => RevisionTruth | undefined
  /**
   * Whether no read of the run between the making of revision `id` and `write` (or the end) could
   * show it (a read of the deployment names its latest revision; a list, what it lists): then the
   * run raced it, as any client would.
   */
  readonly unseenBefore: (id: string | undefined, write?: LedgerEntry) => boolean
  /** Whether another writer deleted the deployment after the run's last read of it. */
  readonly deletedUnseen: boolean
}

export function factsOf(record: RunRecord): Facts {
  const { ledger } = record
  const writes = ledger.filter(e => e.actor === 'client' && e.kind !== 'read' && e.kind !== 'list')
  const deployWrites = writes.filter(
    e => (e.kind === 'create' || e.kind === 'update') && e.made !== undefined
  )
  const redeploys = writes.filter(e => e.kind === 'redeploy')
  const made = record.schedule.mode === 'deploy' ? deployWrites : redeploys
  const byId = new Map(record.revisions.map(r => [r.id, r]))
  const reads = ledger.filter(e => e.actor === 'client' && e.kind === 'read')
  return {
    record,
    writes,
    deployWrites,
    redeploys,
    own: new Set(made.flatMap(e => (e.made === undefined ? [] : [e.made]))),
    servedAtReads: reads.map(e => e.servingBefore),
    revision: id => (id === undefined ? undefined : byId.get(id)),
    unseenBefore: (id, write) => {
      const making = ledger.find(e => e.made !== undefined && e.made === id)
      if (making === undefined) return false
      const shown = (e: LedgerEntry): boolean =>
        e.kind === 'read' || (e.kind === 'list' && (e.listed ?? []).includes(making.made ?? ''))
      const before = write?.seq ?? Infinity
      return !ledger.some(
        e => e.actor === 'client' && e.seq > making.seq && e.seq < before && shown(e)
      )
    },
    deletedUnseen: ledger.some(
      deleted =>
        deleted.kind === 'delete' &&
        deleted.actor !== 'client' &&
        !reads.some(e => e.seq > deleted.seq)
    )
  }
}

/** Who made a revision, in words. */
export function whose(facts: Facts, id: string | undefined): string {
  const revision = facts.revision(id)
  if (revision === undefined) return 'unknown to the emulator'
  const by = { client: 'this run', adversary: 'another writer', world: 'an earlier run' }
  return `made by ${by[revision.author]} (${revision.how})`
}

/** Two revisions built from the same source: the same code, whoever made them. */
export function sameSource(a: RevisionTruth | undefined, b: RevisionTruth | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.repoRef === b.repoRef &&
    a.commitSha === b.commitSha &&
    a.imageUri === b.imageUri
  )
}

/**
 * Whether `revision-id` may name `id`: this run's revision, or, for a rollback that redeployed
 * nothing (its target served already), what served when the run first read the deployment.
 */
export function claimable(facts: Facts, id: string): boolean {
  if (facts.own.has(id)) return true
  const { mode } = facts.record.schedule
  return mode === 'rollback' && facts.redeploys.length === 0 && facts.servedAtReads[0] === id
}
