// What the revision list, read now, says around this run's revision: what served before it (or
// why that cannot be told), and the revisions of a serving one's source (none, with a warning,
// when the list cannot be read).
import { describe, expect, it } from '@jest/globals'
import {
  type HistoryDeps,
  sameSourceIds,
  servedBefore
} from '../../src/control-plane/revision-history.js'
import type { Revision } from '../../src/control-plane/schemas.js'
import { B, E, F, G, G2, rev } from '../fixtures/revisions.js'
import { type RecordingLogger, recordingLogger } from '../fixtures/logger.js'

/** Reads over `listed` (or failing with `failure`), and the filters each read asked for. */
function history(
  listed: readonly Revision[] | Error
): HistoryDeps & { readonly asked: string[]; readonly logger: RecordingLogger } {
  const asked: string[] = []
  const listRevisions: HistoryDeps['controlPlane']['listRevisions'] = options => {
    asked.push(options.statuses?.join(',') ?? 'all')
    return listed instanceof Error ? Promise.reject(listed) : Promise.resolve([...listed])
  }
  return { asked, logger: recordingLogger(), controlPlane: { listRevisions } }
}

describe('servedBefore', () => {
  const MINE = { ...rev('rev-mine', 9, { sha: 'c'.repeat(40) }), status: 'BUILDING' }

  it("is the newest revision made before this run's that went live", async () => {
    expect(await servedBefore(history([E, F, MINE]), 'dep', MINE.id)).toEqual({
      servingRevisionId: F.id
    })
  })

  it("says why when the list does not show this run's revision yet, or cannot be read", async () => {
    expect(await servedBefore(history([E, F]), 'dep', MINE.id)).toEqual({
      servedBeforeUnknown: `the revision list does not show revision ${MINE.id} yet`
    })
    const failed = await servedBefore(history(new Error('HTTP 503')), 'dep', MINE.id)
    expect(failed).toEqual({ servedBeforeUnknown: 'listing the revisions failed (HTTP 503)' })
  })
})

describe('sameSourceIds', () => {
  it('lists the DEPLOYED revisions and keeps those of the serving source, newest first', async () => {
    const deps = history([E, F, G, B, G2])
    expect(await sameSourceIds(deps, 'dep', G2.id)).toEqual([G.id])
    expect(deps.asked).toEqual(['DEPLOYED'])
  })

  it('is none, with a warning, when the list cannot be read', async () => {
    const deps = history(new Error('HTTP 503'))
    expect(await sameSourceIds(deps, 'dep', G2.id)).toEqual([])
    expect(deps.logger.lines.join('\n')).toMatch(
      /could not be listed \(HTTP 503\): only its own experiments count as the baseline/
    )
  })
})
