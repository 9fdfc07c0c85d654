// A deadline that work with a budget of its own (the calls to GitHub) does not eat into.
import { describe, expect, it } from '@jest/globals'
import { Deadline } from '../../src/base/clock.js'
import { FakeClock } from '../fixtures/clock.js'

describe('Deadline.excluding', () => {
  it('gives back the time its work took, even when the work fails', async () => {
    const clock = new FakeClock()
    const deadline = Deadline.after(clock, 3000)
    await deadline.excluding(() => clock.sleep(10_000))
    expect(deadline.remainingMs()).toBe(3000)
    await expect(
      deadline.excluding(async () => {
        await clock.sleep(5000)
        throw new Error('GitHub hung')
      })
    ).rejects.toThrow('GitHub hung')
    expect(deadline.remainingMs()).toBe(3000)
    await clock.sleep(1000)
    expect(deadline.remainingMs()).toBe(2000)
  })
})
