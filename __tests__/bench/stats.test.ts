// Tests of the benchmark's arithmetic: medians, paired ratios, orders of a round, the generator.
import { describe, expect, it } from '@jest/globals'
import {
  mean,
  normalTail,
  pairOrder,
  pairedDifferences,
  pairedRatios,
  rotation,
  seededRandom,
  summarize
} from '../../bench/stats.js'

describe('summarize', () => {
  it('takes the middle value of an odd series and the range', () => {
    expect(summarize([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, count: 3 })
  })

  it('averages the two middle values of an even series', () => {
    expect(summarize([4, 1, 3, 2]).median).toBe(2.5)
  })

  it('refuses an empty series and a value that is not a measurement', () => {
    expect(() => summarize([])).toThrow('no measurements')
    expect(() => summarize([1, Number.NaN])).toThrow('not a measurement')
  })
})

describe('pairedRatios', () => {
  it('divides pair by pair, so the median ratio is not the ratio of the medians', () => {
    const ratios = pairedRatios([100, 300, 110], [20, 100, 25])
    expect(ratios).toEqual([5, 3, 4.4])
    expect(summarize(ratios).median).toBe(4.4)
  })

  it('refuses series of different lengths', () => {
    expect(() => pairedRatios([1, 2], [1])).toThrow('2 against 1')
  })
})

describe('pairedDifferences', () => {
  it('subtracts pair by pair, so a busy round weighs on both of its runs', () => {
    const saved = pairedDifferences([130, 400, 118], [120, 380, 100])
    expect(saved).toEqual([10, 20, 18])
    expect(summarize(saved).median).toBe(18)
  })

  it('refuses series of different lengths', () => {
    expect(() => pairedDifferences([1], [1, 2])).toThrow('1 against 2')
  })
})

describe('the order of a round', () => {
  it('alternates which of a pair goes first', () => {
    expect(pairOrder(0, 'a', 'b')).toEqual(['a', 'b'])
    expect(pairOrder(1, 'a', 'b')).toEqual(['b', 'a'])
  })

  it('lets each item lead in turn', () => {
    const items = ['plain', 'ours', 'sdk']
    expect([0, 1, 2, 3].map(round => rotation(items, round)[0])).toEqual([
      'plain',
      'ours',
      'sdk',
      'plain'
    ])
  })
})

describe('seededRandom', () => {
  it('draws the same numbers from the same seed, in [0, 1)', () => {
    const a = seededRandom(7)
    const b = seededRandom(7)
    const drawn = Array.from({ length: 1000 }, () => a())
    expect(drawn).toEqual(Array.from({ length: 1000 }, () => b()))
    expect(Math.min(...drawn)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...drawn)).toBeLessThan(1)
    expect(mean(drawn)).toBeCloseTo(0.5, 1)
  })
})

describe('normalTail', () => {
  it('is the chance a standard normal variable exceeds z', () => {
    expect(normalTail(0)).toBeCloseTo(0.5, 7)
    expect(normalTail(1.959964)).toBeCloseTo(0.025, 6)
    expect(normalTail(-1.959964)).toBeCloseTo(0.975, 6)
    expect(normalTail(3)).toBeCloseTo(0.0013499, 6)
  })
})
