/**
 * A write the cancel cut off: only a failure of a cancelled run carries what it was sending, and
 * the run finds it under the context the failure gained on its way up.
 */
import { describe, expect, it } from '@jest/globals'
import { withContext } from '../../../src/base/errors.js'
import {
  type CutWrite,
  WriteCutError,
  cutByCancel,
  cutWriteOf
} from '../../../src/control-plane/writes/cut-write.js'

const CUT: CutWrite = { kind: 'create', name: 'a', firstRevision: true, sent: { repoRef: 'main' } }

function cancelled(): AbortSignal {
  const controller = new AbortController()
  controller.abort(new Error('cancelled (SIGINT)'))
  return controller.signal
}

describe('cutByCancel', () => {
  it('a write that fails while the run goes on fails as it did, carrying nothing', async () => {
    const failure = new Error('503 Service Unavailable')
    const run = cutByCancel({ signal: new AbortController().signal }, CUT, () =>
      Promise.reject(failure)
    )
    await expect(run).rejects.toBe(failure)
  })

  it('a write the cancel cut off carries what it was sending, found under added context', async () => {
    const run = withContext('creating deployment "a"', () =>
      cutByCancel({ signal: cancelled() }, CUT, () =>
        Promise.reject(new Error('cancelled (SIGINT)'))
      )
    )
    const failure: unknown = await run.catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error).message).toBe('creating deployment "a": cancelled (SIGINT)')
    expect(cutWriteOf(failure)).toBe(CUT)
  })

  it('the innermost cut write is kept when two are nested', async () => {
    const inner = new WriteCutError(CUT, new Error('cancelled (SIGINT)'))
    const outer: CutWrite = { kind: 'create', name: 'b', firstRevision: false, sent: {} }
    const run = cutByCancel({ signal: cancelled() }, outer, () => Promise.reject(inner))
    await expect(run).rejects.toBe(inner)
  })

  it('finds no cut write in a failure that has none', () => {
    expect(cutWriteOf(new Error('x', { cause: new Error('y') }))).toBeUndefined()
    expect(cutWriteOf('text')).toBeUndefined()
  })
})
