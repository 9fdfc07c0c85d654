/**
 * The one poll loop on a fake clock: why it stops (done, deadline, aborted, attempts), and the
 * last look it always takes when the time is up, whatever the pace, within one request's time.
 */
import { describe, expect, it } from '@jest/globals'
import { Deadline } from '../../src/base/clock.js'
import { DeadlineError } from '../../src/base/errors.js'
import { type PollUntilOptions, pollUntil } from '../../src/base/poll-until.js'
import { FakeClock } from '../fixtures/clock.js'

/** A service whose answer, at `elapsed` ms, is the last step begun by then; it logs each look. */
function service(clock: FakeClock, steps: readonly [number, string][]) {
  const t0 = clock.now()
  const looks: { at: number; last: boolean; leftMs: number }[] = []
  return {
    looks,
    answer: (deadline: Deadline, last: boolean): Promise<string> => {
      // As the HTTP layer does: no request once the deadline has passed.
      if (deadline.expired()) return Promise.reject(new DeadlineError('not sent: no time left'))
      looks.push({ at: clock.now() - t0, last, leftMs: deadline.remainingMs() })
      const elapsed = clock.now() - t0
      return Promise.resolve(steps.filter(([at]) => at <= elapsed).at(-1)?.[1] ?? '')
    }
  }
}

/** Polls `steps` every `paceMs` for `budgetMs` until 'DONE', with a 30 s last look. */
async function poll(
  steps: readonly [number, string][],
  paceMs: number,
  budgetMs: number,
  extra: Partial<PollUntilOptions<string>> = {},
  clock = new FakeClock()
) {
  const deadline = Deadline.after(clock, budgetMs)
  const fake = service(clock, steps)
  const result = await pollUntil<string>({
    clock,
    deadline,
    lastLookMs: 30_000,
    attempt: ({ last }) => fake.answer(deadline, last),
    isDone: answer => answer === 'DONE',
    nextDelay: () => paceMs,
    ...extra
  })
  return { result, looks: fake.looks, deadline, clock }
}

describe('pollUntil', () => {
  it('stops as soon as the answer is done', async () => {
    const { result, looks } = await poll([[25_000, 'DONE']], 10_000, 600_000)
    expect(result).toEqual({ stop: 'done', answer: 'DONE', attempts: 4 })
    expect(looks.map(look => look.at)).toEqual([0, 10_000, 20_000, 30_000])
  })

  it('takes a last look at the deadline, whatever the pace, and sees what came before it', async () => {
    // Polled every 30 s with 45 s to go: 0 and 30 s see nothing, and DONE comes at 40 s.
    const { result, looks } = await poll([[40_000, 'DONE']], 30_000, 45_000)
    expect(result).toEqual({ stop: 'done', answer: 'DONE', attempts: 3 })
    expect(looks).toEqual([
      { at: 0, last: false, leftMs: 45_000 },
      { at: 30_000, last: false, leftMs: 15_000 },
      // At the deadline, its requests are given one request's time.
      { at: 45_000, last: true, leftMs: 30_000 }
    ])
  })

  it('out of time, says deadline and returns the last answer the service gave', async () => {
    const { result, looks, deadline } = await poll(
      [
        [0, 'BUILDING'],
        [44_000, 'DEPLOYING']
      ],
      30_000,
      45_000
    )
    expect(result).toEqual({ stop: 'deadline', answer: 'DEPLOYING', attempts: 3 })
    expect(looks.at(-1)).toMatchObject({ at: 45_000, last: true })
    // The grace was for the last look only.
    expect(deadline.expired()).toBe(true)
  })

  it('with the deadline already past, still looks once, and only once', async () => {
    const { result, looks } = await poll([[0, 'BUILDING']], 5_000, 0)
    expect(result).toEqual({ stop: 'deadline', answer: 'BUILDING', attempts: 1 })
    expect(looks).toEqual([{ at: 0, last: true, leftMs: 30_000 }])
  })

  it('a look with no time left for its request goes straight on to the last look', async () => {
    const clock = new FakeClock()
    const deadline = Deadline.after(clock, 100_000)
    const seen: number[] = []
    const t0 = clock.now()
    const result = await pollUntil<string>({
      clock,
      deadline,
      lastLookMs: 30_000,
      attempt: ({ number }) => {
        seen.push(clock.now() - t0)
        // The second look's request is refused: its retry would end past the deadline.
        if (number === 2) return Promise.reject(new DeadlineError('retry past the deadline'))
        return Promise.resolve(number === 3 ? 'DONE' : 'BUILDING')
      },
      isDone: answer => answer === 'DONE',
      nextDelay: () => 10_000
    })
    expect(result).toEqual({ stop: 'done', answer: 'DONE', attempts: 3 })
    expect(seen).toEqual([0, 10_000, 100_000])
  })

  it('stops at its own `until` before the deadline, with a last look there', async () => {
    const clock = new FakeClock()
    const until = clock.now() + 12_000
    const { result, looks } = await poll([[0, 'SWITCHING']], 5_000, 600_000, { until }, clock)
    expect(result.stop).toBe('deadline')
    expect(looks.map(look => [look.at, look.last])).toEqual([
      [0, false],
      [5_000, false],
      [10_000, false],
      [12_000, true]
    ])
  })

  it('says attempts when it has made as many looks as it may', async () => {
    const { result, looks } = await poll([[0, 'BUILDING']], 1_000, 600_000, { maxAttempts: 3 })
    expect(result).toEqual({ stop: 'attempts', answer: 'BUILDING', attempts: 3 })
    expect(looks).toHaveLength(3)
  })

  it('says aborted when cancelled while it sleeps', async () => {
    const controller = new AbortController()
    const clock = new FakeClock()
    const result = await pollUntil<string>({
      clock,
      deadline: Deadline.after(clock, 600_000),
      lastLookMs: 30_000,
      signal: controller.signal,
      attempt: ({ number }) => {
        if (number === 2) controller.abort(new Error('cancelled (SIGINT)'))
        return Promise.resolve('BUILDING')
      },
      isDone: () => false,
      nextDelay: () => 10_000
    })
    expect(result).toEqual({ stop: 'aborted', answer: 'BUILDING', attempts: 2 })
  })

  it('ends by throwing when a look fails for any reason other than time', async () => {
    const clock = new FakeClock()
    await expect(
      pollUntil<string>({
        clock,
        deadline: Deadline.after(clock, 600_000),
        lastLookMs: 30_000,
        attempt: () => Promise.reject(new Error('HTTP 401')),
        isDone: () => false,
        nextDelay: () => 10_000
      })
    ).rejects.toThrow('HTTP 401')
  })

  it('spends its delays through the caller’s sleep, cut short at the deadline', async () => {
    const clock = new FakeClock()
    const slept: number[] = []
    const sleep = (ms: number): Promise<void> => {
      slept.push(ms)
      return clock.sleep(ms)
    }
    await poll([[0, 'BUILDING']], 30_000, 50_000, { sleep }, clock)
    expect(slept).toEqual([30_000, 20_000])
  })
})
