// Issue 14, never create twice: a create that was applied but whose answer was lost or failed,
// followed by a name lookup that lags, must end with one deployment, one revision, created=true.
import { describe, expect, it } from '@jest/globals'
import type { FaultHandle, RunningEmulator } from '../../emulator/index.js'
import { inEmulator, rewriteRecords } from '../fixtures/hostile-emulator.js'
import { cpInputs, expectCleanLog, runHostile } from '../fixtures/hostile-run.js'
import { madeFor, truthOrClearFailure } from '../fixtures/hostile-verdict.js'

interface Row {
  readonly scenario: string
  /** Sets the faults up; returns them, to check that each fired. */
  readonly arrange: (emu: RunningEmulator) => FaultHandle[]
}

const CREATE = { method: 'POST', path: '/v2/deployments', times: 1 } as const

/** The next `times` reads of `path` answer from the state before the create. */
const lag = (emu: RunningEmulator, path: string | RegExp, times: number): FaultHandle =>
  emu.faults.add({ path, times, fault: { kind: 'stale-read' } })

const rows: Row[] = [
  {
    scenario: 'create applied, answer lost (socket destroyed); the name list lags 1 read',
    arrange: emu => [
      emu.faults.add({ ...CREATE, fault: { kind: 'drop-response' } }),
      lag(emu, '/v2/deployments', 1)
    ]
  },
  {
    scenario: 'create applied, answer lost; the name list lags 3 reads',
    arrange: emu => [
      emu.faults.add({ ...CREATE, fault: { kind: 'drop-response' } }),
      lag(emu, '/v2/deployments', 3)
    ]
  },
  {
    scenario: 'create applied, answered 503; the name list lags 1 read',
    arrange: emu => {
      const rewrite = () => ({ status: 503, body: { detail: 'upstream timed out' } })
      return [
        emu.faults.add({ ...CREATE, fault: { kind: 'rewrite', rewrite } }),
        lag(emu, '/v2/deployments', 1)
      ]
    }
  },
  {
    scenario: 'create answer without latest_revision_id; the revision list lags 2 reads',
    arrange: emu => [
      rewriteRecords(emu, 'deployment', ({ latest_revision_id: _left, ...rest }) => rest),
      // A lagging list of a deployment it does not know yet lists nothing.
      emu.faults.add({
        method: 'GET',
        path: /\/revisions(\?|$)/,
        times: 2,
        fault: {
          kind: 'rewrite',
          rewrite: () => ({ status: 200, body: { resources: [], offset: 0 } })
        }
      })
    ]
  }
]

describe('a create whose outcome was uncertain', () => {
  it.concurrent.each(rows)('$scenario', row =>
    inEmulator(async hostile => {
      const name = `create-${rows.indexOf(row)}`
      const faults = row.arrange(hostile.emu)
      const run = await runHostile({
        inputs: cpInputs(hostile.emu.url, { 'deployment-name': name })
      })
      const made = madeFor(hostile, name)
      expect({
        deployments: made.deployments,
        newRevisions: made.newRevisions,
        verdict: truthOrClearFailure(run, made.truth, [name]),
        fired: faults.map(fault => fault.hits > 0)
      }).toEqual({ deployments: 1, newRevisions: 1, verdict: [], fired: faults.map(() => true) })
      expectCleanLog(run)
    })
  )
})
