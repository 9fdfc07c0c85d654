// Tests of the failures the failure-lag goal rests on: the mix's own joined by more draws of its
// generator, and the generators of the designed mixes.
import { describe, expect, it } from '@jest/globals'
import { DESIGNED, drawDesignedMix } from '../../bench/poll/designed.js'
import { FAILURES_JUDGED, figuresWithDraws, generatorOf } from '../../bench/poll/failure-draws.js'
import { judgeMix } from '../../bench/poll/figures.js'
import type { PollPolicy } from '../../bench/poll/simulator.js'
import { STYLES } from '../../bench/poll/styles.js'

const size = { deployments: 48, revisionsPerDeployment: 8 }
const S = 1000

/** Polls every 4 s but every 12 s in a build: its failures are seen late for its budget. */
const slowInBuild: PollPolicy = k => (k.status === 'BUILDING' ? 12 * S : 4 * S)

describe('generatorOf', () => {
  it('knows the built-in mix, the generated ones and the designed ones, and no other', () => {
    for (const name of [...STYLES, ...DESIGNED]) expect(generatorOf(name, size)).toBeDefined()
    expect(generatorOf('images-only', size)).toBeUndefined()
    expect(generatorOf('my-mix', size)).toBeUndefined()
  })

  it('draws a fresh mix from each seed, the same from the same seed', () => {
    const redraw = generatorOf('steady', size)
    expect(redraw?.(7)).toEqual(redraw?.(7))
    expect(redraw?.(7)).not.toEqual(redraw?.(8))
  })
})

describe('drawDesignedMix', () => {
  it('fails about as often as bench/poll/mixes/README.md says', () => {
    const share = (name: (typeof DESIGNED)[number]): number => {
      const mix = drawDesignedMix(name, { ...size, seed: 1 })
      return mix.filter(r => r.final === 'BUILD_FAILED').length / mix.length
    }
    expect(share('fast-builds')).toBeCloseTo(0.2, 1)
    expect(share('slow-builds')).toBeCloseTo(0.18, 1)
    expect(share('drifting')).toBeCloseTo(0.15, 1)
    expect(share('steady')).toBeCloseTo(0.05, 1)
  })

  it('grows a drifting deployment’s builds by about half from its first revision to its eighth', () => {
    const mix = drawDesignedMix('drifting', { ...size, seed: 3 })
    const build = (index: number): number =>
      mix
        .filter(r => r.index === index && r.final === 'DEPLOYED')
        .map(r => (r.phases.find(p => p.status === 'BUILDING')?.ms ?? 0) / 1000)
        .reduce((sum, s) => sum + Math.log(s), 0)
    const count = (index: number): number =>
      mix.filter(r => r.index === index && r.final === 'DEPLOYED').length
    const growth = Math.exp(build(7) / count(7) - build(0) / count(0))
    expect(growth).toBeGreaterThan(1.1)
  })
})

describe('figuresWithDraws', () => {
  it('joins draws of the generator until the failures reach the floor, each against its own blind poller', () => {
    const redraw = generatorOf('fast-builds', size)
    const mix = redraw?.(1) ?? []
    const f = figuresWithDraws(mix, slowInBuild, redraw)
    const pooled = f.failedDraws
    expect(pooled?.n).toBeGreaterThanOrEqual(FAILURES_JUDGED)
    expect(pooled?.draws).toBeGreaterThan(1)
    // The mix's own figures are kept as they were.
    expect(f.failed.n).toBeLessThan(pooled?.n ?? 0)
    const verdict = judgeMix(f).find(v => v.kind === 'failed')
    expect(verdict?.figure).toBeCloseTo((pooled?.meanLagMs ?? 0) / (pooled?.expectedLagMs ?? 1), 6)
    // Failures seen every 12 s while the blind poller, on the same requests, ticks every few.
    expect(verdict?.met).toBe(false)
    expect(verdict?.shown).toMatch(
      /\(\d+ failures over this mix and \d+ more draws of its generator;/
    )
  })

  it('judges a mix with no generator on its own failures', () => {
    const mix = drawDesignedMix('steady', { ...size, seed: 1 })
    const f = figuresWithDraws(mix, slowInBuild, undefined)
    expect(f.failedDraws).toBeUndefined()
    expect(judgeMix(f).find(v => v.kind === 'failed')?.shown).toMatch(/^[\d.]+ s against/)
  })
})
