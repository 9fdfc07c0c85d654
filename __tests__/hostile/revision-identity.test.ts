// Issue 14, never report a revision this run did not create: an update against a control plane
// that hides `latest_revision_id`, lags, loses or fails a PATCH it applied, or answers another ID.
import { describe, expect, it } from '@jest/globals'
import type { HostileControlPlane } from '../fixtures/hostile-control-plane.js'
import type { StoredDeployment } from '../fixtures/hostile-store.js'
import { cpInputs, expectCleanLog, runHostile } from '../fixtures/hostile-run.js'
import { madeFor, truthOrClearFailure, type Truth } from '../fixtures/hostile-verdict.js'
import { inWorld } from '../fixtures/hostile-world.js'

interface Row {
  readonly scenario: string
  readonly arrange: (cp: HostileControlPlane) => void
  /** IDs a failure must name, from the seeded deployment, its old revision and the truth. */
  readonly named: (seeded: StoredDeployment, old: string, truth: Truth) => string[]
  readonly timeoutSeconds?: string
}

const deploymentOnly = (seeded: StoredDeployment): string[] => [seeded.id]

const rows: Row[] = [
  {
    scenario: 'no latest_revision_id anywhere; the list shows only the old revision for 3 reads',
    arrange: cp => {
      cp.knobs.omitLatestRevisionId = true
      cp.knobs.lag = { revisions: 3 }
    },
    named: deploymentOnly
  },
  {
    scenario: 'no latest_revision_id anywhere; the list never shows the new revision',
    arrange: cp => {
      cp.knobs.omitLatestRevisionId = true
      cp.knobs.lag = { revisions: 1_000_000 }
    },
    named: deploymentOnly,
    timeoutSeconds: '2'
  },
  {
    scenario: 'the PATCH names the old revision; the list entry has no latest_revision_id',
    arrange: cp => {
      cp.knobs.omitLatestRevisionId = true
      cp.knobs.patchAnswer = 'previous-revision'
    },
    named: deploymentOnly
  },
  {
    scenario: 'the PATCH names the old revision (the list entry has it)',
    arrange: cp => {
      cp.knobs.patchAnswer = 'previous-revision'
    },
    named: deploymentOnly
  },
  {
    scenario: 'PATCH answered 503 but applied; deployment and list stale for 2 reads',
    arrange: cp => {
      cp.knobs.writeFaults = [{ method: 'PATCH', kind: 'status', status: 503 }]
      cp.knobs.lag = { deployment: 2, revisions: 2 }
    },
    named: deploymentOnly
  },
  {
    scenario:
      'PATCH applied, answer lost (socket destroyed); deployment and list stale for 2 reads',
    arrange: cp => {
      cp.knobs.writeFaults = [{ method: 'PATCH', kind: 'lost' }]
      cp.knobs.lag = { deployment: 2, revisions: 2 }
    },
    named: deploymentOnly
  },
  {
    scenario: 'GET revision/{new} always answers the old DEPLOYED revision',
    arrange: cp => {
      cp.knobs.wrongRevision = { answer: 'previous', times: Number.MAX_SAFE_INTEGER }
    },
    named: (_seeded, old, truth) => [truth.revisionId, old],
    timeoutSeconds: '2'
  },
  {
    scenario: 'GET revision/{new} always answers a made-up ID',
    arrange: cp => {
      cp.knobs.wrongRevision = { answer: 'made-up', times: Number.MAX_SAFE_INTEGER }
    },
    named: (_seeded, _old, truth) => [truth.revisionId, `made-up-${truth.revisionId}`],
    timeoutSeconds: '2'
  },
  {
    scenario: 'GET revision/{new} answers the old revision twice, then the truth',
    arrange: cp => {
      cp.knobs.wrongRevision = { answer: 'previous', times: 2 }
    },
    named: (_seeded, old, truth) => [truth.revisionId, old]
  }
]

describe('an update reports only the revision it created, and creates one', () => {
  it.concurrent.each(rows)('$scenario', row =>
    inWorld(async ({ cp }) => {
      const name = `identity-${rows.indexOf(row)}`
      const seeded = cp.seed({ name })
      const old = seeded.revisions[0]?.id ?? ''
      row.arrange(cp)
      const run = await runHostile({
        inputs: cpInputs(cp.url, {
          'deployment-name': name,
          ...(row.timeoutSeconds === undefined ? {} : { 'timeout-seconds': row.timeoutSeconds })
        })
      })
      const made = madeFor(cp, name)
      expect({
        deployments: made.deployments,
        newRevisions: made.newRevisions,
        verdict: truthOrClearFailure(run, made.truth, row.named(seeded, old, made.truth))
      }).toEqual({ deployments: 1, newRevisions: 1, verdict: [] })
      expectCleanLog(run)
    })
  )
})
