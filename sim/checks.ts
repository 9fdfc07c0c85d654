// Owns the invariants a run must keep under any schedule, judged against the ground truth (the
// emulator's ledger and state, the world's runner), never against what a case expects: no foreign
// touch, true claims, exit 0 only when its revision serves, it ends, no key, the key's hosts.
import type { LedgerEntry } from '../emulator/faults/adversary-ledger.js'
import { type Facts, claimable, factsOf, sameSource, whose } from './facts.js'
import {
  builtCommit,
  otherRepositoryWrites,
  packedCommit,
  strayKeys,
  unmatchedCommit
} from './reach-checks.js'
import { HANG_MS, REQUEST_TIMEOUT_MS, type RunRecord } from './run.js'

export const INVARIANTS = [
  'no-foreign-touch',
  'true-claims',
  'exit-0-only',
  'it-ends',
  'no-key',
  'key-to-named-hosts'
] as const
export type Invariant = (typeof INVARIANTS)[number]

/** One invariant a run broke, and how. */
export interface Violation {
  readonly invariant: Invariant
  readonly detail: string
}

/**
 * Virtual milliseconds a run may take past `timeout-seconds` (and the smoke step's own
 * `smoke-timeout-seconds`): the wait's last look (one request,
 * `request-timeout-seconds`, 30 s), the last log lines of a late revision (10 s), what a cancelled
 * run still does (6 s), with room to spare.
 */
export const GRACE_MS = 60_000

/** Every invariant `record` breaks; none for a run that keeps them all. */
export function check(record: RunRecord): Violation[] {
  const facts = factsOf(record)
  return [
    ...noForeignTouch(facts),
    ...trueClaims(facts),
    ...exitZeroOnly(facts),
    ...itEnds(record),
    ...noKey(record),
    ...strayKeys(record).map(detail => ({ invariant: 'key-to-named-hosts' as const, detail }))
  ]
}

function noForeignTouch(facts: Facts): Violation[] {
  const { record, own } = facts
  const { inputs } = record
  const found: string[] = []
  for (const e of facts.writes) {
    if (e.kind === 'interrupt') {
      const asked = inputs['on-cancel'] === 'interrupt' && record.cancelled
      if (!asked)
        found.push(`interrupted revision ${e.of ?? '?'} without a cancel and on-cancel: interrupt`)
      else if (!own.has(e.of ?? '')) {
        found.push(`interrupted revision ${e.of ?? '?'}, ${whose(facts, e.of)}: not this run's`)
      }
    } else if (e.kind === 'delete') found.push(`deleted deployment ${e.deploymentId}`)
    else if (e.kind === 'redeploy') found.push(...redeployTouch(facts, e))
    else if (e.made !== undefined && record.schedule.mode !== 'deploy') {
      found.push(`made revision ${e.made} (${e.kind}) in mode ${record.schedule.mode}`)
    }
  }
  const made = facts.deployWrites.map(e => e.made ?? '?')
  if (made.length > 1)
    found.push(
      `made ${made.length} revisions by its writes (${made.join(', ')}): a deploy makes one`
    )
  if (record.schedule.mode === 'rollback' && facts.redeploys.length > 1) {
    found.push(`redeployed ${facts.redeploys.length} times: a rollback redeploys once`)
  }
  found.push(...otherRepositoryWrites(facts))
  return found.map(detail => ({ invariant: 'no-foreign-touch', detail }))
}

/**
 * What a redeploy may replace. A deploy's rollback: only its own failed revision (or a copy of
 * its source), by what served just before its write. `mode: rollback`: only what served when
 * the run first read the deployment. Neither skips another writer's revision in flight.
 */
function redeployTouch(facts: Facts, e: LedgerEntry): string[] {
  const { record, own } = facts
  const found: string[] = []
  const serving = e.servingBefore
  if (record.schedule.mode === 'deploy') {
    const { inputs } = record
    if (inputs['rollback-on-failure'] !== 'true' || inputs['smoke-test'] !== 'true') {
      found.push(`redeployed ${e.of ?? '?'} without rollback-on-failure and smoke-test`)
    }
    const write = facts.deployWrites[0]
    const mine = facts.revision(write?.made)
    if (write === undefined) found.push(`redeployed ${e.of ?? '?'}, but made no revision`)
    else if (write.servingBefore === undefined) {
      found.push(`rolled back to ${e.of ?? '?'}, though no revision served before its write`)
    } else if (e.of !== write.servingBefore) {
      // Knowable at the rollback, whenever it went live: the newest revision older than the
      // run's own that was DEPLOYED when its own was made (that skipped every older one in flight).
      found.push(
        `rolled back to ${e.of ?? '?'}, but ${write.servingBefore} (${whose(facts, write.servingBefore)}) served just before its write`
      )
    }
    const replaced = serving !== write?.made && !sameSource(facts.revision(serving), mine)
    if (replaced && !facts.unseenBefore(serving, e)) {
      found.push(
        `its rollback replaced ${serving ?? 'nothing'} (${whose(facts, serving)}), which served then, not its own revision ${write?.made ?? '(none)'}`
      )
    }
    const foreign = e.inFlightBefore.filter(
      id => !own.has(id) && !sameSource(facts.revision(id), mine) && !facts.unseenBefore(id, e)
    )
    found.push(
      ...foreign.map(id => `its rollback skipped ${id} (${whose(facts, id)}), in flight then`)
    )
    return found
  }
  const decided = facts.servedAtReads[0]
  if (facts.servedAtReads.length > 0 && serving !== decided && !facts.unseenBefore(serving, e)) {
    found.push(
      `redeployed ${e.of ?? '?'} over ${serving ?? 'nothing'} (${whose(facts, serving)}), which went live after the run first read the deployment (${decided ?? 'nothing'} served then)`
    )
  }
  const foreign = e.inFlightBefore.filter(id => !own.has(id) && !facts.unseenBefore(id, e))
  found.push(
    ...foreign.map(id => `its redeploy skipped ${id} (${whose(facts, id)}), in flight then`)
  )
  return found
}

function trueClaims(facts: Facts): Violation[] {
  const { record } = facts
  const out = record.outputs
  const found: string[] = []
  const deploymentId = out['deployment-id'] || undefined
  const ids = new Set(record.ledger.map(e => e.deploymentId))
  if (deploymentId !== undefined && !ids.has(deploymentId)) {
    found.push(`deployment-id ${deploymentId} is no deployment named as this run's`)
  }
  const creates = facts.writes.some(e => e.kind === 'create' && e.deploymentId === deploymentId)
  if (out.created !== undefined && (out.created === 'true') !== creates) {
    found.push(
      `created=${out.created}, but this run ${creates ? 'did' : 'did not'} create deployment ${deploymentId ?? '?'}`
    )
  }
  const revisionId = out['revision-id'] || undefined
  const revision = facts.revision(revisionId)
  if (revisionId !== undefined && revision === undefined) {
    found.push(`revision-id ${revisionId} is no revision the emulator knows`)
  } else if (revisionId !== undefined && !claimable(facts, revisionId)) {
    found.push(`revision-id ${revisionId} is ${whose(facts, revisionId)}: not this run's`)
  }
  const commit = out['commit-sha'] || undefined
  // An upload's commit is the tree it packed, known before any revision is.
  const upload =
    record.schedule.world.source === 'upload' ||
    record.sourcesAtEnd[deploymentId ?? '']?.source === 'internal_source'
  const built = upload ? packedCommit(record) : builtCommit(record, revision)
  if (commit !== undefined && built !== commit) {
    found.push(
      upload
        ? `commit-sha ${commit}, but the workspace it packed had ${built ?? 'no commit (no git)'} checked out`
        : `commit-sha ${commit}, but revision ${revisionId ?? '(none)'} built ${built ?? 'no commit'}`
    )
  }
  const status = out.status || undefined
  if (status !== undefined && !(revision?.statusesHeld.includes(status) ?? false)) {
    const held = revision?.statusesHeld.join(' -> ') ?? 'no revision named'
    found.push(
      `status ${status}, but revision ${revisionId ?? '(none)'} was never ${status} during the run (${held})`
    )
  }
  found.push(...rollbackClaims(facts, deploymentId))
  return found.map(detail => ({ invariant: 'true-claims', detail }))
}

/** `rolled-back-to` names what the run redeployed; a rollback said to be done serves at the end. */
function rollbackClaims(facts: Facts, deploymentId: string | undefined): string[] {
  const { record } = facts
  const target = record.outputs['rolled-back-to'] || undefined
  if (target === undefined) return []
  const copies = facts.redeploys.filter(e => e.of === target).map(e => e.made)
  if (copies.length === 0)
    return [`rolled-back-to ${target}, but this run redeployed no such revision`]
  // Without waiting (`wait: false`) a rollback says only that it redeployed.
  const waited = record.inputs.wait !== 'false'
  const claimed =
    (record.failed === undefined && waited) ||
    /rolled back( after the (smoke test|eval gate) failed)?: /.test(record.failed ?? '')
  const serving = deploymentId === undefined ? undefined : record.servingAtEnd[deploymentId]
  const fine = serving === target || copies.includes(serving) || facts.unseenBefore(serving)
  if (!claimed || fine) return []
  return [
    `says it rolled back to ${target}, but ${serving ?? 'no revision'} (${whose(facts, serving)}) serves at the end`
  ]
}

function exitZeroOnly(facts: Facts): Violation[] {
  const { record } = facts
  if (record.failed !== undefined || record.hung !== undefined || record.threw !== undefined) {
    return []
  }
  const deploymentId = record.outputs['deployment-id'] || undefined
  const revisionId = record.outputs['revision-id'] || undefined
  const found: string[] = []
  if (deploymentId === undefined) found.push('exit 0 without a deployment-id')
  else if (record.existsAtEnd[deploymentId] !== true && !facts.deletedUnseen) {
    found.push(`exit 0, but deployment ${deploymentId} is gone at the end`)
  }
  if (revisionId === undefined) found.push('exit 0 without a revision-id')
  else if (!claimable(facts, revisionId)) {
    found.push(`exit 0 with revision-id ${revisionId}, ${whose(facts, revisionId)}`)
  } else {
    found.push(...unmatchedCommit(facts, revisionId))
    const serving = deploymentId === undefined ? undefined : record.servingAtEnd[deploymentId]
    // Another writer's release that went live after the run's last read: no client could know.
    if (record.inputs.wait !== 'false' && serving !== revisionId && !facts.unseenBefore(serving)) {
      found.push(
        `exit 0, but ${serving ?? 'no revision'} (${whose(facts, serving)}) serves at the end, not ${revisionId}`
      )
    }
  }
  return found.map(detail => ({ invariant: 'exit-0-only', detail }))
}

function itEnds(record: RunRecord): Violation[] {
  const found: string[] = []
  if (record.hung === 'stuck-request') {
    found.push(
      `a request hung ${HANG_MS} ms of real time with no one giving up on it (the action's own per-request timeout is ${REQUEST_TIMEOUT_MS} ms)`
    )
  } else if (record.hung === 'watchdog') {
    found.push(
      `run() made no request and no sleep for the watchdog's time (${Math.round(record.realMs)} ms in all)`
    )
  }
  if (record.threw !== undefined)
    found.push(`run() threw instead of failing the step: ${record.threw}`)
  // The smoke step has a budget of its own, after the wait's.
  const smokeMs = Number(record.inputs['smoke-timeout-seconds'] ?? '0') * 1000
  const limitMs = Number(record.inputs['timeout-seconds'] ?? '1800') * 1000 + smokeMs + GRACE_MS
  const tookMs = record.endedAt - record.startedAt
  if (tookMs > limitMs) {
    found.push(
      `took ${tookMs / 1000} s of virtual time, past timeout-seconds plus the grace (${limitMs / 1000} s)`
    )
  }
  return found.map(detail => ({ invariant: 'it-ends', detail }))
}

function noKey(record: RunRecord): Violation[] {
  const places: (readonly [string, string | undefined])[] = [
    ...Object.entries(record.outputs).map(([name, value]) => [`output ${name}`, value] as const),
    ...record.log.map((line, index) => [`log line ${index + 1}`, line.message] as const),
    ['the failure message', record.failed],
    ['the job summary', record.summary]
  ]
  return places
    .filter(([, text]) => text?.includes(record.key) === true)
    .map(([place]) => ({ invariant: 'no-key', detail: `the API key shows in ${place}` }))
}
