// Tests of the generated mixes of issue 36 (early failures, queues of random length) and of the
// sensitivity run that moves each constant of the pace.
import { describe, expect, it } from '@jest/globals'
import { finalOffset } from '../../bench/poll/mix.js'
import { measureSensitivity } from '../../bench/poll/sensitivity.js'
import { drawStyledMix } from '../../bench/poll/styles.js'
import { PACE, nextPollDelayMs } from '../../src/control-plane/poll-policy.js'

const size = { seed: 7, deployments: 24, revisionsPerDeployment: 8 }

const building = (r: ReturnType<typeof drawStyledMix>[number]): number =>
  r.phases.find(p => p.status === 'BUILDING')?.ms ?? 0

describe('drawStyledMix', () => {
  it('draws the same mix from one seed, another from another', () => {
    expect(drawStyledMix('early-failures', size)).toEqual(drawStyledMix('early-failures', size))
    expect(drawStyledMix('random-queues', { ...size, seed: 8 })).not.toEqual(
      drawStyledMix('random-queues', size)
    )
  })

  it('early failures: about a third fail, most within the first half minute of the build', () => {
    const mix = drawStyledMix('early-failures', size)
    const failed = mix.filter(r => r.final === 'BUILD_FAILED')
    expect(failed.length / mix.length).toBeGreaterThan(0.25)
    expect(failed.length / mix.length).toBeLessThan(0.45)
    const early = failed.filter(r => building(r) < 30_000)
    expect(early.length / failed.length).toBeGreaterThan(0.6)
  })

  it('random queues: the wait before the build varies, for a deployment whose build does not', () => {
    const mix = drawStyledMix('random-queues', size).filter(r => !r.prebuilt)
    const queued = mix.map(r => r.phases.find(p => p.status === 'AWAITING_BUILD')?.ms ?? 0)
    expect(Math.max(...queued)).toBeGreaterThan(20 * Math.min(...queued))
    const first = mix.filter(r => r.deployment === mix[0]?.deployment && r.final === 'DEPLOYED')
    const spread = (xs: number[]): number => Math.max(...xs) / Math.min(...xs)
    expect(spread(first.map(finalOffset))).toBeGreaterThan(spread(first.map(building)))
  })
})

describe('measureSensitivity', () => {
  it('moves each constant down and up by a fifth, one at a time, and lists the goals missed', () => {
    const mix = drawStyledMix('early-failures', { ...size, deployments: 2 })
    const seen: number[] = []
    const rows = measureSensitivity(
      [{ name: 'small', mix }],
      PACE,
      (state, options) => {
        seen.push(options.pace.plainMs)
        return nextPollDelayMs(state, options)
      },
      () => undefined
    )
    expect(rows.map(r => `${r.constant} ${r.factor}`)).toEqual(
      Object.keys(PACE).flatMap(k => [`${k} 0.8`, `${k} 1.2`])
    )
    expect(rows.find(r => r.constant === 'plainMs' && r.factor === 1.2)?.value).toBeCloseTo(
      PACE.plainMs * 1.2
    )
    expect(new Set(seen)).toEqual(new Set([PACE.plainMs, PACE.plainMs * 0.8, PACE.plainMs * 1.2]))
    // A pace that polls every 60 s misses goals on any mix: they are listed, by mix.
    const slow = measureSensitivity(
      [{ name: 'small', mix }],
      PACE,
      () => 60_000,
      () => undefined
    )
    expect(slow[0]?.misses.length).toBeGreaterThan(0)
    expect(slow[0]?.misses[0]?.mix).toBe('small')
  })
})
