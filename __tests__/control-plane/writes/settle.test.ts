/**
 * The write protocol's look-again loop on a fake clock: it stops when a look is done, after its
 * looks, or at the deadline (one last look first), and ends with the cancel reason. Its bounded
 * reads that settle an uncertain write: found, never found, and the deadline, at which one last
 * read is still taken (given one request's time) before it fails saying so.
 */
import { describe, expect, it } from '@jest/globals'
import { DeadlineError } from '../../../src/base/errors.js'
import {
  SETTLE_READS,
  type WriteDeps,
  recheck,
  settle
} from '../../../src/control-plane/writes/settle.js'
import type { FakeClock } from '../../fixtures/clock.js'
import { offlineDeps } from '../../fixtures/write-deps.js'

/** Looks that count themselves and are done from look `doneAt` on. */
function looks(doneAt: number) {
  const numbers: number[] = []
  return {
    numbers,
    options: {
      maxLooks: 4,
      look: (number: number): Promise<number> => {
        numbers.push(number)
        return Promise.resolve(number)
      },
      isDone: (number: number) => number >= doneAt
    }
  }
}

describe('recheck', () => {
  it.each([
    { doneAt: 1, stop: 'done', answer: 1, sleeps: [] },
    { doneAt: 3, stop: 'done', answer: 3, sleeps: [250, 500] },
    { doneAt: Infinity, stop: 'attempts', answer: 4, sleeps: [250, 500, 1000] }
  ])('done at look $doneAt: stops ($stop) at $answer', async ({ doneAt, ...want }) => {
    const d = offlineDeps(600_000)
    const { numbers, options } = looks(doneAt)
    const polled = await recheck(d, options)
    expect(polled).toMatchObject({ stop: want.stop, answer: want.answer, attempts: want.answer })
    expect(numbers).toEqual([1, 2, 3, 4].slice(0, want.answer))
    // Full jitter at 0.5 of a backoff from 500 ms, capped at 4 s.
    expect(d.clock.sleeps).toEqual(want.sleeps)
  })

  it('takes one last look at the deadline and says the deadline stopped it', async () => {
    const d = offlineDeps(600)
    const { numbers, options } = looks(Infinity)
    const polled = await recheck(d, options)
    expect(polled.stop).toBe('deadline')
    expect(numbers).toEqual([1, 2, 3])
    expect(d.deadline.remainingMs()).toBe(0)
  })

  it('ends with the cancel reason when the run is cancelled', async () => {
    const abort = new AbortController()
    abort.abort(new Error('The workflow was cancelled.'))
    const { options } = looks(Infinity)
    await expect(recheck(offlineDeps(600_000, abort.signal), options)).rejects.toThrow(
      'The workflow was cancelled.'
    )
  })
})

/** Reads that see 'it' from `foundAt` ms on; each read is noted with its time and time left. */
function reads(d: WriteDeps & { clock: FakeClock }, foundAt: number) {
  const t0 = d.clock.now()
  const seen: { at: number; leftMs: number }[] = []
  const look = (): Promise<string | undefined> => {
    if (d.deadline.expired()) return Promise.reject(new DeadlineError('not sent: no time left'))
    seen.push({ at: d.clock.now() - t0, leftMs: d.deadline.remainingMs() })
    return Promise.resolve(d.clock.now() - t0 >= foundAt ? 'it' : undefined)
  }
  return { seen, look }
}

describe('settle', () => {
  it.each([
    // found at, budget: the answer, the reads taken
    { foundAt: 0, budgetMs: 600_000, answer: 'it', reads: 1 },
    { foundAt: 600, budgetMs: 600_000, answer: 'it', reads: 3 },
    { foundAt: Infinity, budgetMs: 600_000, answer: undefined, reads: SETTLE_READS }
  ])('found at $foundAt ms: $answer after $reads reads', async ({ foundAt, budgetMs, ...want }) => {
    const d = offlineDeps(budgetMs)
    const { seen, look } = reads(d, foundAt)
    await expect(settle(d, look)).resolves.toBe(want.answer)
    expect(seen).toHaveLength(want.reads)
    // Full jitter at 0.5: 250 ms, 500 ms, 1 s, 2 s between reads.
    expect(d.clock.sleeps).toEqual([250, 500, 1000, 2000].slice(0, want.reads - 1))
  })

  it('takes one last read when the time is up, given one request time, and sees what it shows', async () => {
    const d = offlineDeps(600)
    const { seen, look } = reads(d, 600)
    await expect(settle(d, look)).resolves.toBe('it')
    expect(seen.at(-1)).toEqual({ at: 600, leftMs: 5_000 })
    expect(d.deadline.remainingMs()).toBe(0)
  })

  it('fails saying the time ran out when the last read shows nothing either', async () => {
    const d = offlineDeps(600)
    const { seen, look } = reads(d, Infinity)
    await expect(settle(d, look)).rejects.toThrow(
      new DeadlineError(
        'the time ran out (timeout-seconds) after 3 reads, before they could tell whether it went through'
      )
    )
    expect(seen.map(read => read.at)).toEqual([0, 250, 600])
  })

  it('ends with the cancel reason when the run is cancelled', async () => {
    const abort = new AbortController()
    abort.abort(new Error('The workflow was cancelled.'))
    const d = offlineDeps(600_000, abort.signal)
    const { look } = reads(d, Infinity)
    await expect(settle(d, look)).rejects.toThrow('The workflow was cancelled.')
  })
})
