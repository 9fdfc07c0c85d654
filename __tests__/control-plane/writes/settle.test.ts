/**
 * The write protocol's look-again loop on a fake clock: it stops when a look is done, after its
 * looks, or at the deadline (one last look first), and ends with the cancel reason.
 */
import { describe, expect, it } from '@jest/globals'
import { recheck } from '../../../src/control-plane/writes/settle.js'
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
