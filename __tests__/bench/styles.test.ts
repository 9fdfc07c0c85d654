// Tests of the generated mixes of issue 36 (early failures, queues of random length) and of the
// sensitivity run that moves each constant of the pace.
import { describe, expect, it } from '@jest/globals'
import { judgeMix, mixFigures } from '../../bench/poll/figures.js'
import { type SimRevision, finalOffset } from '../../bench/poll/mix.js'
import {
  BUDGET_CONSTANT,
  judgedWhenMoved,
  measureSensitivity
} from '../../bench/poll/sensitivity.js'
import { drawStyledMix } from '../../bench/poll/styles.js'
import { PACE, type Pace, nextPollDelayMs } from '../../src/control-plane/poll-policy.js'

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
  it("moves each constant but the request budget's down and up by a fifth, one at a time, and lists the lag goals missed", () => {
    const mix = drawStyledMix('early-failures', { ...size, deployments: 2 })
    const seen: Pace[] = []
    const rows = measureSensitivity(
      [{ name: 'small', mix }],
      PACE,
      (state, options) => {
        seen.push(options.pace)
        return nextPollDelayMs(state, options)
      },
      () => undefined
    )
    const moved = Object.keys(PACE).filter(k => k !== 'plainMs')
    expect(BUDGET_CONSTANT).toBe('plainMs')
    expect(rows.map(r => `${r.constant} ${r.factor}`)).toEqual(
      moved.flatMap(k => [`${k} 0.8`, `${k} 1.2`])
    )
    expect(rows.find(r => r.constant === 'watchMs' && r.factor === 1.2)?.value).toBeCloseTo(
      PACE.watchMs * 1.2
    )
    // The plain gap, which sets the request budget, is never moved.
    expect(new Set(seen.map(p => p.plainMs))).toEqual(new Set([PACE.plainMs]))
    expect(new Set(seen.map(p => p.minMs))).toEqual(
      new Set([PACE.minMs, PACE.minMs * 0.8, PACE.minMs * 1.2])
    )
    // A pace that polls every 60 s misses lag goals on any mix: they are listed, by mix.
    const slow = measureSensitivity(
      [{ name: 'small', mix }],
      PACE,
      () => 60_000,
      () => undefined
    )
    expect(slow[0]?.misses.length).toBeGreaterThan(0)
    expect(slow[0]?.misses[0]?.mix).toBe('small')
  })

  it('judges the lag goals only: a pace over the request budget misses nothing', () => {
    // Two revisions that each go live 100.5 s in, polled every second: three times the requests
    // of the 3 s poller, each seen 0.5 s late, as late as the blind poller of that budget.
    const live: SimRevision[] = [0, 1].map(index => ({
      deployment: 0,
      index,
      prebuilt: false,
      createdAt: index * 3_600_000,
      phases: [{ status: 'DEPLOYING', ms: 100_500 }],
      final: 'DEPLOYED'
    }))
    const verdicts = judgeMix(mixFigures(live, () => 1000))
    expect(verdicts.filter(v => !v.met).map(v => v.kind)).toEqual(['requests'])
    expect(verdicts.filter(judgedWhenMoved).map(v => v.kind)).toEqual(['deployed', 'max-lag'])
    const rows = measureSensitivity(
      [{ name: 'tight', mix: live }],
      PACE,
      () => 1000,
      () => undefined
    )
    expect(rows.every(r => r.misses.length === 0)).toBe(true)
    expect(rows[0]?.largestRequestShare).toBeCloseTo(102 / 35, 2)
  })
})
