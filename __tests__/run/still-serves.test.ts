// The read after passing tests: exit 0 only while this run's revision still serves, as the
// deployment (or, when it does not say, the revision list) tells (soak seeds 9779, 14065).
import { describe, expect, it } from '@jest/globals'
import type { Deployment, Revision } from '../../src/control-plane/schemas.js'
import { baselineOf } from '../../src/control-plane/writes/baseline.js'
import type { StepDeps } from '../../src/run/context.js'
import type { Deployed } from '../../src/run/deploy.js'
import { ReplacedWhileTestedError, stillServes } from '../../src/run/still-serves.js'
import { offlineDeps } from '../fixtures/write-deps.js'

const T0 = Date.parse('2026-11-20T10:00:00Z')
const at = (second: number): string => new Date(T0 + second * 1000).toISOString()
const MINE: Revision = { id: 'rev-mine', status: 'DEPLOYED', created_at: at(10) }
const OLD: Revision = { id: 'rev-old', status: 'DEPLOYED', created_at: at(0) }

/** stillServes against a deployment read `now` and a list showing `listed`. */
function check(now: Partial<Deployment>, listed: readonly Revision[]): Promise<void> {
  const base = offlineDeps(600_000)
  const controlPlane = {
    getDeployment: () => Promise.resolve({ id: 'dep-1', name: 'agent', ...now }),
    listRevisions: () => Promise.resolve([...listed])
  } as unknown as StepDeps['controlPlane']
  const deps = { ...base, controlPlane } as unknown as StepDeps
  const deployed: Deployed = {
    deployment: { id: 'dep-1', name: 'agent' },
    revisionId: MINE.id,
    created: false,
    baseline: baselineOf({ latest_revision_id: OLD.id, active_revision_id: OLD.id })
  }
  return stillServes({ deps }, deployed)
}

describe('stillServes', () => {
  it('passes while this run’s revision serves', async () => {
    await expect(check({ active_revision_id: MINE.id }, [])).resolves.toBeUndefined()
  })

  it('fails when a newer revision took over while it was tested (seed 9779)', async () => {
    const run = check({ active_revision_id: 'rev-theirs', latest_revision_id: 'rev-theirs' }, [])
    await expect(run).rejects.toThrow(ReplacedWhileTestedError)
    await expect(run).rejects.toThrow(
      /passed its tests, but a newer revision, rev-theirs, serves now \(active_revision_id\)/
    )
  })

  it('fails when the install does not say which serves and a lagging list cannot tell (seed 14065)', async () => {
    const written = { updated_at: at(54) }
    await expect(check(written, [MINE, OLD])).rejects.toThrow(
      /does not say which revision serves, and it was written at .*, after this revision was made/
    )
    // The list shows the write that moved updated_at: nothing newer on its way.
    const failed: Revision = { id: 'rev-failed', status: 'BUILD_FAILED', created_at: at(54) }
    await expect(check(written, [failed, MINE, OLD])).resolves.toBeUndefined()
  })

  it('fails when someone else deletes the deployment while it was tested (seed 24144)', async () => {
    await expect(
      check({ status: 'AWAITING_DELETE', active_revision_id: MINE.id }, [])
    ).rejects.toThrow(
      /passed its tests, but the deployment is being deleted by someone else \(status AWAITING_DELETE\)/
    )
  })
})
