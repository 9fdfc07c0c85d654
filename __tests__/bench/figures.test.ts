// Tests of what a mix says of a policy: requests, lags, the blind poller of equal budget, the
// steady revisions, and the goals judged on them.
import { describe, expect, it } from '@jest/globals'
import {
  MIX_GOALS,
  type MixGoal,
  type MixVerdict,
  blindOwnMissChance,
  judgeMix,
  mixFigures
} from '../../bench/poll/figures.js'
import type { SimRevision } from '../../bench/poll/mix.js'
import { seededRandom } from '../../bench/stats.js'

const S = 1000

/** A deployment's revisions, each going live `tookS` seconds after its creation. */
function deployment(d: number, ...tookS: number[]): SimRevision[] {
  return tookS.map((took, index) => ({
    deployment: d,
    index,
    prebuilt: false,
    createdAt: index * 3_600_000,
    phases: [
      { status: 'BUILDING', ms: (took - 10) * S },
      { status: 'DEPLOYING', ms: 10 * S }
    ],
    final: 'DEPLOYED'
  }))
}

describe('mixFigures', () => {
  it('counts requests and lags, and gives the blind poller the same budget', () => {
    const mix = deployment(0, 100, 200)
    // Polls every 30 s: 5 polls and 20 s late, then 8 polls and 10 s late.
    const f = mixFigures(mix, () => 30 * S)
    expect(f.requests).toBe(13)
    expect(f.fixed3sRequests).toBe(35 + 68)
    expect(f.deployed).toEqual({ n: 2, meanLagMs: 15 * S, p95LagMs: 20 * S, maxLagMs: 20 * S })
    expect(f.failed.n).toBe(0)
    // The shortest fixed interval with at most 13 requests: 5 + 8 polls at 28.572 s (at 28.571 s,
    // 200 s needs a ninth), 14.288 s and 0.004 s late.
    expect(f.blind.intervalMs).toBe(28_572)
    expect(f.blind.requests).toBe(13)
    expect(f.blind.deployedMeanLagMs).toBe((14_288 + 4) / 2)
    // Over where its ticks fall, the blind poller is half an interval late on the mean.
    expect(f.blind.expectedLagMs).toBe(28_572 / 2)
  })

  it('judges steady deployments only on revisions with three earlier ones', () => {
    const steady = deployment(0, 100, 105, 98, 102, 101)
    const varied = deployment(1, 100, 300, 100, 300, 100)
    const f = mixFigures([...steady, ...varied], () => 5 * S)
    expect(f.steady.n).toBe(2)
  })
})

describe('judgeMix', () => {
  it('misses each goal on its own figure', () => {
    // The steady revisions go live at 103 s and 101 s: the 2 s poller is as late as it is on the mean.
    const mix = [...deployment(0, 100, 105, 98, 103, 101), ...deployment(1, 50, 600)]
    const tight = judgeMix(mixFigures(mix, () => 2 * S))
    expect(tight.map(v => v.met)).toEqual([false, true, true, false])
    const loose = judgeMix(mixFigures(mix, () => 25 * S))
    expect(loose[0]?.met).toBe(true)
    expect(loose[2]?.met).toBe(false)
    expect(loose[2]?.shown).toMatch(/timeouts/)
  })

  it('judges the lag to DEPLOYED and to a failure apart: the quick one does not carry the late one', () => {
    // Ten revisions go live at 100 s; two fail 31 s and 44 s into their build. The policy polls
    // every 2 s from 90 s on and every 30 s before: DEPLOYED is seen at once, the failures 29 s
    // and 16 s late, where the blind poller (every ~10 s) sees all within 5 s on the mean. Over
    // all final statuses together the policy would still pass: 3.75 s on the mean.
    const failed = (index: number, atS: number): SimRevision => ({
      deployment: 1,
      index,
      prebuilt: false,
      createdAt: index * 3_600_000,
      phases: [{ status: 'BUILDING', ms: atS * S }],
      final: 'BUILD_FAILED'
    })
    const mix = [
      ...deployment(0, ...Array.from({ length: 10 }, () => 100)),
      failed(0, 30),
      failed(1, 42)
    ]
    const verdicts = judgeMix(mixFigures(mix, k => (k.elapsedMs >= 90 * S ? 2 * S : 30 * S)))
    const lag = (final: string): { met: boolean; shown: string } | undefined =>
      verdicts.find(v => v.goal.startsWith(`mean lag to ${final} `))
    expect(lag('DEPLOYED')?.met).toBe(true)
    expect(lag('a failure')?.met).toBe(false)
    expect(lag('a failure')?.shown).toMatch(
      /\(2 revisions; the blind poller itself, at a random phase, over 1\.15× on 36 % of such draws\)$/
    )
    // A mix with no failure has no failure goal.
    expect(judgeMix(mixFigures(deployment(0, 100), () => 5 * S)).map(v => v.goal)).not.toContain(
      expect.stringMatching(/a failure/)
    )
  })

  it('judges a lag against the blind poller over where its ticks fall, not the one grid from creation', () => {
    // Four builds fail 100 s after their creation. The policy polls at 13 s, then every 10 s: it
    // sees each failure 3 s late, in 11 polls. The blind poller of 11 polls a revision ticks every
    // 10 s from the creation and sees each failure at once: that grid is lucky, its mean over
    // where its ticks fall is 5 s.
    const mix: SimRevision[] = [0, 1, 2, 3].map(index => ({
      deployment: 0,
      index,
      prebuilt: false,
      createdAt: index * 3_600_000,
      phases: [{ status: 'BUILDING', ms: 100 * S }],
      final: 'BUILD_FAILED'
    }))
    const f = mixFigures(mix, k => (k.elapsedMs === 0 ? 13 * S : 10 * S))
    expect(f.failed.meanLagMs).toBe(3 * S)
    expect(f.blind.intervalMs).toBe(10 * S)
    expect(f.blind.failedMeanLagMs).toBe(0)
    const failure = judgeMix(f).find(v => v.goal.startsWith('mean lag to a failure '))
    expect(failure?.figure).toBe(0.6)
    expect(failure?.met).toBe(true)
    expect(failure?.shown).toMatch(
      /against 5\.00 s \(every 10\.00 s; 0\.00 s on the grid from creation\)/
    )
    // At 17 s, then every 10 s, it is 7 s late in as many polls: over 1.15 × 5 s.
    const late = judgeMix(mixFigures(mix, k => (k.elapsedMs === 0 ? 17 * S : 10 * S)))
    expect(late.find(v => v.goal.startsWith('mean lag to a failure '))?.met).toBe(false)
  })
})

describe('the goals the owner decided in issue 45', () => {
  /** Polls at once, at `firstS`, then every `everyS`: each revision's last poll is that late. */
  const offset = (firstS: number, everyS: number) => (k: { elapsedMs: number }) =>
    k.elapsedMs === 0 ? firstS * S : everyS * S
  const verdict = (verdicts: MixVerdict[], kind: MixGoal): MixVerdict | undefined =>
    verdicts.find(v => v.kind === kind)

  it("a failure may be seen up to 1.15× the blind poller's expected lag, DEPLOYED up to 1.05×", () => {
    // Four builds fail 100 s in; the blind poller of 11 polls ticks every 10 s: 5 s expected.
    const failures: SimRevision[] = [0, 1, 2, 3].map(index => ({
      deployment: 0,
      index,
      prebuilt: false,
      createdAt: index * 3_600_000,
      phases: [{ status: 'BUILDING', ms: 100 * S }],
      final: 'BUILD_FAILED'
    }))
    expect(MIX_GOALS.failedOverBlind).toBe(1.15)
    expect(MIX_GOALS.deployedOverBlind).toBe(1.05)
    // 5.5 s late: 1.10×, within 1.15× (a miss at 1.05×); 6 s late: 1.20×, a miss.
    const within = verdict(judgeMix(mixFigures(failures, offset(15.5, 10))), 'failed')
    expect(within).toMatchObject({ figure: 1.1, met: true })
    expect(within?.goal).toBe(
      "mean lag to a failure ≤ 1.15× the blind poller's expected lag (half its interval) at the same requests"
    )
    expect(verdict(judgeMix(mixFigures(failures, offset(16, 10))), 'failed')?.met).toBe(false)
    // The same 1.10× to DEPLOYED misses its 1.05×.
    const live = deployment(0, 100, 100)
    expect(verdict(judgeMix(mixFigures(live, offset(15.5, 10))), 'deployed')).toMatchObject({
      figure: 1.1,
      met: false
    })
  })

  it("steady deployments: ≤ 0.75× the blind poller's expected lag and ≤ 3.5 s, both", () => {
    // Five revisions that each go live 100 s in: the last two have three earlier ones.
    const steady = deployment(0, 100, 100, 100, 100, 100)
    // 3.5 s late against 5 s: 0.70×, met (a miss at 0.6× and 3 s).
    const met = verdict(judgeMix(mixFigures(steady, offset(13.5, 10))), 'steady')
    expect(met).toMatchObject({ figure: 0.7, met: true })
    // 4 s late against 5 s: 0.80×, a miss.
    expect(verdict(judgeMix(mixFigures(steady, offset(14, 10))), 'steady')?.met).toBe(false)
    // 4 s late against 10 s (every 20 s): 0.40×, but over 3.5 s.
    const slow = verdict(judgeMix(mixFigures(steady, offset(24, 20))), 'steady')
    expect(slow).toMatchObject({ figure: 0.4, met: false })
  })
})

describe('blindOwnMissChance', () => {
  it('is how often a blind poller at random phases misses a lag goal on n revisions', () => {
    // Its lags are uniform over its interval: draw them, and count the draws whose mean is over
    // the goal's share of half the interval.
    const random = seededRandom(36)
    for (const [n, limit] of [
      [17, 1.05],
      [52, 1.15],
      [117, 1.05],
      [384, 1.05]
    ] as const) {
      const draws = 20_000
      let over = 0
      for (let d = 0; d < draws; d++) {
        let sum = 0
        for (let i = 0; i < n; i++) sum += random()
        if (sum / n > limit * 0.5) over++
      }
      expect(Math.abs(over / draws - blindOwnMissChance(n, limit))).toBeLessThan(0.015)
    }
    expect(blindOwnMissChance(17, 1.05)).toBeCloseTo(0.36, 2)
    expect(blindOwnMissChance(17, 1.15)).toBeCloseTo(0.14, 2)
    // Many revisions make the goal a statement about the pace, not about where they fell.
    expect(blindOwnMissChance(384, 1.05)).toBeLessThan(0.1)
  })
})
