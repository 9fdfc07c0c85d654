// Issue 14, never create twice: a create that was applied but whose answer was lost or failed,
// followed by a name lookup that lags, must end with one deployment, one revision, created=true.
import { describe, expect, it } from '@jest/globals'
import type { HostileControlPlane } from '../fixtures/hostile-control-plane.js'
import { cpInputs, expectCleanLog, runHostile } from '../fixtures/hostile-run.js'
import { madeFor, truthOrClearFailure } from '../fixtures/hostile-verdict.js'
import { inWorld } from '../fixtures/hostile-world.js'

interface Row {
  readonly scenario: string
  readonly arrange: (cp: HostileControlPlane) => void
}

const rows: Row[] = [
  {
    scenario: 'create applied, answer lost (socket destroyed); the name list lags 1 read',
    arrange: cp => {
      cp.knobs.writeFaults = [{ method: 'POST', kind: 'lost' }]
      cp.knobs.lag = { deployments: 1 }
    }
  },
  {
    scenario: 'create applied, answer lost; the name list lags 3 reads',
    arrange: cp => {
      cp.knobs.writeFaults = [{ method: 'POST', kind: 'lost' }]
      cp.knobs.lag = { deployments: 3 }
    }
  },
  {
    scenario: 'create applied, answered 503; the name list lags 1 read',
    arrange: cp => {
      cp.knobs.writeFaults = [{ method: 'POST', kind: 'status', status: 503 }]
      cp.knobs.lag = { deployments: 1 }
    }
  },
  {
    scenario: 'create answer without latest_revision_id; the revision list lags 2 reads',
    arrange: cp => {
      cp.knobs.omitLatestRevisionId = true
      cp.knobs.lag = { revisions: 2 }
    }
  }
]

describe('a create whose outcome was uncertain', () => {
  it.concurrent.each(rows)('$scenario', row =>
    inWorld(async ({ cp }) => {
      const name = `create-${rows.indexOf(row)}`
      row.arrange(cp)
      const run = await runHostile({ inputs: cpInputs(cp.url, { 'deployment-name': name }) })
      const made = madeFor(cp, name)
      expect({
        deployments: made.deployments,
        newRevisions: made.newRevisions,
        verdict: truthOrClearFailure(run, made.truth, [name])
      }).toEqual({ deployments: 1, newRevisions: 1, verdict: [] })
      expectCleanLog(run)
    })
  )
})
