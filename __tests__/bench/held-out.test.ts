// Tests of the held-out sweep: fresh draws of every generator, each goal counted over them.
import { describe, expect, it } from '@jest/globals'
import { heldOutLine, sweepHeldOut } from '../../bench/poll/held-out.js'
import { STYLES } from '../../bench/poll/styles.js'

const size = { deployments: 3, revisionsPerDeployment: 4 }

describe('sweepHeldOut', () => {
  it('judges every generator on each fresh seed, and counts the misses of each goal', () => {
    const tight = sweepHeldOut(3, size, () => 3000)
    expect(new Set(tight.map(row => row.style))).toEqual(new Set(STYLES))
    const share = tight.filter(row => row.goal.startsWith('requests '))
    // The 3 s poller spends all of the 3 s poller's requests: over 40 % on every draw.
    expect(share.map(row => [row.draws, row.missed, row.meanFigure])).toEqual(
      STYLES.map(() => [3, 3, 1])
    )
    const loose = sweepHeldOut(3, size, () => 10_000)
    for (const row of loose.filter(r => r.goal.startsWith('requests '))) {
      expect(row.missed).toBe(0)
      expect(row.maxFigure).toBeLessThanOrEqual(0.4)
    }
  })

  it('draws each seed afresh: the figures differ from one seed to the next', () => {
    const rows = sweepHeldOut(3, size, () => 7000)
    const lag = rows.find(
      row => row.style === 'built-in' && row.goal.startsWith('mean lag to DEPLOYED')
    )
    if (lag === undefined) throw new Error('no lag row')
    expect(lag.draws).toBe(3)
    expect(lag.maxFigure).toBeGreaterThan(lag.meanFigure)
    expect(heldOutLine(lag)).toMatch(
      /^poll: held-out built-in: mean lag to DEPLOYED .*: missed on \d of 3 seeds \(figure mean \d\.\d{3}, largest \d\.\d{3}\)$/
    )
  })
})
