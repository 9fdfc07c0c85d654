// Issue 14, never report a revision this run did not create: an update against a control plane
// that hides `latest_revision_id`, lags, loses or fails a PATCH it applied, or answers another ID.
import { describe, expect, it } from '@jest/globals'
import type { FaultHandle, RunningEmulator } from '../../emulator/index.js'
import {
  type Hostile,
  inEmulator,
  rewritePolls,
  rewriteRecords
} from '../fixtures/hostile-emulator.js'
import { cpInputs, expectCleanLog, runHostile } from '../fixtures/hostile-run.js'
import { type Truth, madeFor, truthOrClearFailure } from '../fixtures/hostile-verdict.js'

/** The deployment seeded for the row, and the ID of its one (old, DEPLOYED) revision. */
interface Seeded {
  readonly id: string
  readonly old: string
}

interface Row {
  readonly scenario: string
  /** Sets the faults up; returns those that must have fired. */
  readonly arrange: (hostile: Hostile, seeded: Seeded) => FaultHandle[]
  /** IDs a failure must name, from the seeded deployment, its old revision and the truth. */
  readonly named: (seeded: Seeded, truth: Truth) => string[]
  readonly timeoutSeconds?: string
}

const deploymentOnly = (seeded: Seeded): string[] => [seeded.id]

const withoutLatest = (emu: RunningEmulator): FaultHandle =>
  rewriteRecords(emu, 'deployment', ({ latest_revision_id: _left, ...rest }) => rest)

/** The next `times` reads of `path` answer from the state before the PATCH. */
const lag = (emu: RunningEmulator, path: RegExp, times: number): FaultHandle =>
  emu.faults.add({ path, times, fault: { kind: 'stale-read' } })

const REVISION_LIST = /\/revisions(\?|$)/
const DEPLOYMENT = /\/deployments\/[0-9a-f-]{36}$/

/** The PATCH answers the deployment naming its old revision as the latest. */
const patchNamesOld = (emu: RunningEmulator, { old }: Seeded): FaultHandle =>
  rewriteRecords(emu, 'deployment', d => ({ ...d, latest_revision_id: old }), {
    method: 'PATCH'
  })

/** A PATCH that is applied, then answered `fault`'s way. */
const patchThen = (emu: RunningEmulator, fault: 'lost' | 503): FaultHandle =>
  emu.faults.add({
    method: 'PATCH',
    path: DEPLOYMENT,
    times: 1,
    fault:
      fault === 'lost'
        ? { kind: 'drop-response' }
        : {
            kind: 'rewrite',
            rewrite: () => ({ status: 503, body: { detail: 'upstream timed out' } })
          }
  })

/** Polls of the new revision answer another revision, `times` times (all when absent). */
const wrongRevision = (
  hostile: Hostile,
  answer: (revision: Record<string, unknown>) => Record<string, unknown>,
  times = Number.POSITIVE_INFINITY
): FaultHandle[] => [
  rewritePolls(hostile, (revision, poll) => (poll < times ? answer(revision) : revision))
]

const rows: Row[] = [
  {
    scenario: 'no latest_revision_id anywhere; the list shows only the old revision for 3 reads',
    arrange: ({ emu }) => [withoutLatest(emu), lag(emu, REVISION_LIST, 3)],
    named: deploymentOnly
  },
  {
    scenario: 'no latest_revision_id anywhere; the list never shows the new revision',
    arrange: ({ emu }) => [withoutLatest(emu), lag(emu, REVISION_LIST, 1_000_000)],
    named: deploymentOnly,
    timeoutSeconds: '2'
  },
  {
    scenario: 'the PATCH names the old revision; the list entry has no latest_revision_id',
    arrange: ({ emu }, seeded) => [withoutLatest(emu), patchNamesOld(emu, seeded)],
    named: deploymentOnly
  },
  {
    scenario: 'the PATCH names the old revision (the list entry has it)',
    arrange: ({ emu }, seeded) => [patchNamesOld(emu, seeded)],
    named: deploymentOnly
  },
  {
    scenario: 'PATCH answered 503 but applied; deployment and list stale for 2 reads',
    arrange: ({ emu }) => [
      patchThen(emu, 503),
      lag(emu, DEPLOYMENT, 2),
      lag(emu, REVISION_LIST, 2)
    ],
    named: deploymentOnly
  },
  {
    scenario:
      'PATCH applied, answer lost (socket destroyed); deployment and list stale for 2 reads',
    arrange: ({ emu }) => [
      patchThen(emu, 'lost'),
      lag(emu, DEPLOYMENT, 2),
      lag(emu, REVISION_LIST, 2)
    ],
    named: deploymentOnly
  },
  {
    scenario: 'GET revision/{new} always answers the old DEPLOYED revision',
    arrange: (hostile, { id, old }) =>
      wrongRevision(hostile, () => ({
        ...(hostile.emu.state.revisions(id).find(r => r.id === old) ?? {})
      })),
    named: ({ old }, truth) => [truth.revisionId, old],
    timeoutSeconds: '2'
  },
  {
    scenario: 'GET revision/{new} always answers a made-up ID',
    arrange: hostile =>
      wrongRevision(hostile, revision => ({
        ...revision,
        id: `made-up-${String(revision.id)}`,
        status: 'DEPLOYED'
      })),
    named: (_seeded, truth) => [truth.revisionId, `made-up-${truth.revisionId}`],
    timeoutSeconds: '2'
  },
  {
    scenario: 'GET revision/{new} answers the old revision twice, then the truth',
    arrange: (hostile, { id, old }) =>
      wrongRevision(
        hostile,
        () => ({ ...(hostile.emu.state.revisions(id).find(r => r.id === old) ?? {}) }),
        2
      ),
    named: ({ old }, truth) => [truth.revisionId, old]
  }
]

describe('an update reports only the revision it created, and creates one', () => {
  it.concurrent.each(rows)('$scenario', row =>
    inEmulator(async hostile => {
      const name = `identity-${rows.indexOf(row)}`
      const { deployment } = hostile.seed(name)
      const seeded = { id: deployment.id, old: deployment.latest_revision_id ?? '' }
      const faults = row.arrange(hostile, seeded)
      const run = await runHostile({
        inputs: cpInputs(hostile.emu.url, {
          'deployment-name': name,
          ...(row.timeoutSeconds === undefined ? {} : { 'timeout-seconds': row.timeoutSeconds })
        })
      })
      const made = madeFor(hostile, name)
      expect({
        deployments: made.deployments,
        newRevisions: made.newRevisions,
        verdict: truthOrClearFailure(run, made.truth, row.named(seeded, made.truth)),
        fired: faults.map(fault => fault.hits > 0)
      }).toEqual({ deployments: 1, newRevisions: 1, verdict: [], fired: faults.map(() => true) })
      expectCleanLog(run)
    })
  )
})
