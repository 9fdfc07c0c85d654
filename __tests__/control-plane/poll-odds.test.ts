// The arithmetic of the poll pace: the chance a final status has come, and the worthwhile delay.
import { describe, expect, it } from '@jest/globals'
import { type Stretch, reachedBy, worthwhileDelayMs } from '../../src/control-plane/poll-odds.js'

/** A status certain to come between 100 and 200 s, blurred `blurMs`, priced 1 s. */
const stretch = (extra: Partial<Stretch> = {}): Stretch => ({
  chance: 1,
  fromMs: 100_000,
  toMs: 200_000,
  blurMs: 0,
  priceMs: 1_000,
  ...extra
})

const bounds = { minMs: 2_000, maxMs: 30_000 }

describe('reachedBy', () => {
  it.each<[string, number, number, number]>([
    ['before the stretch', 0, 50_000, 0],
    ['at its start', 0, 100_000, 0],
    ['halfway', 0, 150_000, 0.5],
    ['at its end', 0, 200_000, 1],
    ['blurred: still nothing well before', 20_000, 79_999, 0],
    ['blurred: a little has come by its start', 20_000, 100_000, 0.05],
    ['blurred: halfway is halfway', 20_000, 150_000, 0.5],
    ['blurred: all of it well after', 20_000, 220_001, 1]
  ])('%s', (_name, blurMs, atMs, expected) => {
    expect(reachedBy(stretch({ blurMs }), atMs)).toBeCloseTo(expected, 6)
  })

  it('a stretch of no width is a step, and blurred a ramp as wide as the blur', () => {
    const step = stretch({ fromMs: 100_000, toMs: 100_000 })
    expect([reachedBy(step, 99_999), reachedBy(step, 100_000)]).toEqual([0, 1])
    const ramp = stretch({ fromMs: 100_000, toMs: 100_000, blurMs: 10_000 })
    expect(reachedBy(ramp, 95_000)).toBeCloseTo(0.25, 6)
  })

  it('never falls as time goes on, with or without blur', () => {
    for (const blurMs of [0, 5_000, 80_000]) {
      let last = 0
      for (let at = 0; at <= 300_000; at += 1_000) {
        const now = reachedBy(stretch({ blurMs }), at)
        expect(now).toBeGreaterThanOrEqual(last)
        last = now
      }
    }
  })
})

describe('worthwhileDelayMs', () => {
  it('where a status is equally likely over a stretch, polls every √(price × width ÷ chance)', () => {
    // 1 s × 100 s: every 10 s.
    expect(worthwhileDelayMs([stretch()], 100_000, bounds)).toBeCloseTo(10_000, -1)
  })

  it('twice as likely: about 1/√2 as far apart; twice the price: √2 as far', () => {
    const twice = stretch({ toMs: 150_000 })
    expect(worthwhileDelayMs([twice], 100_000, bounds)).toBeCloseTo(7_072, -1)
    const dearer = stretch({ priceMs: 2_000 })
    expect(worthwhileDelayMs([dearer], 100_000, bounds)).toBeCloseTo(14_143, -1)
  })

  it('as the stretch runs out, the revision still running is ever likelier to end: polls come sooner', () => {
    const delays = [100_000, 150_000, 190_000].map(at => worthwhileDelayMs([stretch()], at, bounds))
    expect(delays[0]).toBeGreaterThan(delays[1] ?? 0)
    expect(delays[1]).toBeGreaterThan(delays[2] ?? 0)
  })

  it('before a stretch, waits about until it begins', () => {
    const delay = worthwhileDelayMs([stretch()], 80_000, bounds) ?? 0
    expect(delay).toBeGreaterThan(20_000)
    expect(delay).toBeLessThan(30_000)
  })

  it('keeps within its bounds', () => {
    expect(worthwhileDelayMs([stretch({ toMs: 100_100 })], 100_000, bounds)).toBe(2_000)
    const unlikely = stretch({ chance: 0.001 })
    expect(worthwhileDelayMs([unlikely], 100_000, bounds)).toBe(30_000)
  })

  it('says nothing when no final status may come within its longest delay', () => {
    expect(worthwhileDelayMs([stretch()], 50_000, bounds)).toBeUndefined()
    expect(worthwhileDelayMs([stretch()], 250_000, bounds)).toBeUndefined()
    expect(worthwhileDelayMs([], 0, bounds)).toBeUndefined()
  })

  it('adds up the stretches, each at its own price', () => {
    const cheap = stretch({ priceMs: 100 })
    const alone = worthwhileDelayMs([stretch()], 100_000, bounds) ?? 0
    const both =
      worthwhileDelayMs([stretch({ chance: 0.5 }), { ...cheap, chance: 0.5 }], 100_000, bounds) ?? 0
    expect(both).toBeLessThan(alone)
  })
})
