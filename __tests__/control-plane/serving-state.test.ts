// What the revision list tells when the deployment names neither the serving nor the latest
// revision: only once it shows this run's revision, and the deployment's last write with it.
import { describe, expect, it } from '@jest/globals'
import { Deadline } from '../../src/base/clock.js'
import type { Revision } from '../../src/control-plane/schemas.js'
import { type ListTold, newerListed } from '../../src/control-plane/serving-state.js'
import { FakeClock } from '../fixtures/clock.js'

const T0 = Date.parse('2026-11-20T10:00:00Z')
const at = (second: number): string => new Date(T0 + second * 1000).toISOString()

function rev(id: string, second: number, status: string): Revision {
  return { id, status, created_at: at(second), source_revision_config: {} }
}

const OLD = rev('rev-old', 0, 'DEPLOYED')
const MINE = rev('rev-mine', 10, 'DEPLOYED')

/** newerListed over a list that shows `lists[n]` at the n-th look (the last one after that). */
async function told(
  updatedAt: string,
  lists: readonly (readonly Revision[])[]
): Promise<{ readonly told: ListTold | undefined; readonly looks: number }> {
  const clock = new FakeClock()
  let looks = 0
  const result = await newerListed(
    {
      controlPlane: {
        listRevisions: () => {
          looks += 1
          return Promise.resolve([...(lists[looks - 1] ?? lists.at(-1) ?? [])])
        }
      },
      deploymentId: 'dep-1',
      revisionId: MINE.id,
      pauseMs: 5_000,
      lastLookMs: 30_000,
      clock,
      deadline: Deadline.after(clock, 600_000)
    },
    { id: 'dep-1', name: 'agent', updated_at: updatedAt }
  )
  return { told: result, looks }
}

describe('newerListed', () => {
  it('nothing newer, the last write this run’s: none', async () => {
    expect(await told(at(10), [[MINE, OLD]])).toEqual({ told: undefined, looks: 1 })
  })

  it('reads a list that lags again until it shows this run’s revision, then names the newer one', async () => {
    const rival = rev('rev-rival', 12, 'BUILDING')
    const out = await told(at(12), [[OLD], [OLD], [rival, MINE, OLD]])
    expect(out.looks).toBe(3)
    expect(out.told).toEqual({
      kind: 'newer',
      deployment: {
        id: 'dep-1',
        name: 'agent',
        updated_at: at(12),
        latest_revision_id: 'rev-rival'
      }
    })
  })

  it('cannot tell when the list never shows this run’s revision (seed 7337)', async () => {
    expect(await told(at(10), [[OLD]])).toEqual({
      told: {
        kind: 'cannot-tell',
        why: 'its revision list, read 5 times, does not show this revision yet (it lags)'
      },
      looks: 5
    })
  })

  it('cannot tell when the deployment was written after this run’s revision and the list shows no revision made then (seed 5950)', async () => {
    expect((await told(at(18), [[MINE, OLD]])).told).toEqual({
      kind: 'cannot-tell',
      why: `it was written at ${at(18)}, after this revision was made, and its revision list shows no revision made then (it lags)`
    })
    // A failed revision of another writer, listed, explains that write: nothing newer serves.
    const failed = rev('rev-failed', 18, 'BUILD_FAILED')
    expect((await told(at(18), [[failed, MINE, OLD]])).told).toBeUndefined()
  })
})
