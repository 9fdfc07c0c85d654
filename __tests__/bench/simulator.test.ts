// Tests of the polling simulator: its lag and request accounting, and the history it feeds.
import { describe, expect, it } from '@jest/globals'
import { type SimRevision, drawMix, finalOffset, statusAt } from '../../bench/poll/mix.js'
import { type PollKnowledge, simulateMix, simulateWait } from '../../bench/poll/simulator.js'

const S = 1000

/** A revision: CREATING 4 s, BUILDING 20 s, DEPLOYING 10 s, then DEPLOYED at 34 s. */
const revision = (overrides: Partial<SimRevision> = {}): SimRevision => ({
  deployment: 0,
  index: 0,
  kind: 'build',
  prebuilt: false,
  createdAt: 0,
  phases: [
    { status: 'CREATING', ms: 4 * S },
    { status: 'BUILDING', ms: 20 * S },
    { status: 'DEPLOYING', ms: 10 * S }
  ],
  final: 'DEPLOYED',
  ...overrides
})

describe('statusAt', () => {
  it('holds a status from its start up to, not including, its end', () => {
    const r = revision()
    expect(statusAt(r, 0)).toBe('CREATING')
    expect(statusAt(r, 3999)).toBe('CREATING')
    expect(statusAt(r, 4000)).toBe('BUILDING')
    expect(statusAt(r, 33_999)).toBe('DEPLOYING')
    expect(statusAt(r, 34_000)).toBe('DEPLOYED')
    expect(finalOffset(r)).toBe(34 * S)
  })
})

describe('simulateWait', () => {
  it('counts every poll up to the one that sees the final status, and how late it was', () => {
    // Polls at 0, 3, 6, ..., 36 s: the one at 36 s sees DEPLOYED, 2 s after it came.
    expect(simulateWait(revision(), () => 3 * S, [])).toEqual({
      requests: 13,
      lagMs: 2 * S,
      final: 'DEPLOYED'
    })
  })

  it('sees a final status that comes exactly at a poll with no lag', () => {
    expect(simulateWait(revision(), () => 2 * S, []).lagMs).toBe(0)
  })

  it('hands the policy the status, its age and the time since the wait began', () => {
    const seen: PollKnowledge[] = []
    simulateWait(revision(), knowledge => (seen.push(knowledge), 5 * S), [])
    expect(seen.slice(0, 3).map(k => [k.status, k.sinceStatusMs, k.elapsedMs])).toEqual([
      ['CREATING', 0, 0],
      ['BUILDING', 0, 5 * S],
      ['BUILDING', 5 * S, 10 * S]
    ])
  })

  it('ends without a lag when the deadline comes first, as the wait loop times out', () => {
    expect(simulateWait(revision(), () => 60 * S, [], 30 * S)).toEqual({
      requests: 2,
      lagMs: undefined,
      final: 'DEPLOYED'
    })
  })
})

describe('simulateMix', () => {
  it("feeds each revision its own deployment's earlier revisions, newest first", () => {
    const mix = [
      revision({ deployment: 0, index: 0, createdAt: 1_000_000 }),
      revision({ deployment: 1, index: 0, createdAt: 5_000_000, prebuilt: true }),
      revision({ deployment: 0, index: 1, createdAt: 2_000_000, final: 'BUILD_FAILED' }),
      revision({ deployment: 0, index: 2, createdAt: 3_000_000 })
    ]
    const histories: PollKnowledge['history'][] = []
    simulateMix(mix, knowledge => {
      if (knowledge.elapsedMs === 0) histories.push(knowledge.history)
      return 10 * S
    })
    expect(histories.map(h => h.map(e => e.createdAt))).toEqual([
      [],
      [],
      [1_000_000],
      [2_000_000, 1_000_000]
    ])
    expect(histories[3]?.[0]).toEqual({
      status: 'BUILD_FAILED',
      createdAt: 2_000_000,
      updatedAt: 2_000_000 + 34 * S,
      prebuilt: false
    })
  })
})

describe('drawMix', () => {
  const options = { seed: 1, deployments: 40, revisionsPerDeployment: 8 }

  it('draws the same mix from the same seed', () => {
    expect(drawMix(options)).toEqual(drawMix(options))
  })

  it('holds every kind of revision, each ending as its kind says', () => {
    const mix = drawMix(options)
    for (const kind of ['prebuilt', 'build', 'early-failure', 'late-failure', 'slow-deploy']) {
      expect(mix.some(r => r.kind === kind)).toBe(true)
    }
    for (const r of mix) {
      const failed = r.kind === 'early-failure' || r.kind === 'late-failure'
      expect(r.final).toBe(failed ? 'BUILD_FAILED' : 'DEPLOYED')
      expect(r.phases.some(p => p.status === 'BUILDING')).toBe(!r.prebuilt)
    }
    const prebuilt = mix.filter(r => r.kind === 'prebuilt').map(finalOffset)
    expect(Math.max(...prebuilt)).toBeLessThan(70 * S)
  })
})
