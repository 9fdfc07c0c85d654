// Tests of the poll pace: the plain schedule, the window learned from a deployment's own earlier
// revisions, the bounds every gap keeps, and the user's fixed interval.
import { describe, expect, it } from '@jest/globals'
import {
  HISTORY_DEPTH,
  MAX_POLL_MS,
  MIN_POLL_MS,
  PACE,
  PLAIN_POLL_MS,
  type PastRevision,
  type PollState,
  QUIET_POLL_MS,
  historyWindow,
  nextPollDelayMs
} from '../../src/control-plane/poll-policy.js'

const S = 1000

/** The state `elapsedMs` into a wait, a minute into `status` unless told: past a build's start. */
const at = (
  status: string,
  elapsedMs: number,
  history?: PastRevision[],
  sinceStatusMs = 60 * S
): PollState => ({ status, elapsedMs, sinceStatusMs, history })

/** An earlier revision that ended `status` `tookS` seconds after its creation. */
const past = (tookS: number, status = 'DEPLOYED'): PastRevision => ({
  status,
  createdAt: Date.UTC(2026, 0, 1),
  updatedAt: Date.UTC(2026, 0, 1) + tookS * S
})

/** Polls a revision that goes live at `finalMs` with the default pace: requests and lag. */
function wait(finalMs: number, history: PastRevision[]): { requests: number; lagMs: number } {
  let t = 0
  let requests = 0
  for (;;) {
    requests++
    if (t >= finalMs) return { requests, lagMs: t - finalMs }
    t += nextPollDelayMs(at('DEPLOYING', t, history))
  }
}

describe('nextPollDelayMs with no history', () => {
  it('polls at the plain gap while a final status can come, twice it before the build or the deploy', () => {
    for (const status of ['BUILDING', 'DEPLOYING', '', 'SOMETHING_NEW']) {
      expect(nextPollDelayMs(at(status, 5 * S))).toBe(PLAIN_POLL_MS)
      expect(nextPollDelayMs(at(status, 25 * 60 * S))).toBe(PLAIN_POLL_MS)
    }
    for (const status of ['CREATING', 'QUEUED', 'AWAITING_BUILD', 'AWAITING_DEPLOY']) {
      expect(nextPollDelayMs(at(status, 5 * S))).toBe(QUIET_POLL_MS)
    }
    expect(QUIET_POLL_MS).toBeLessThanOrEqual(MAX_POLL_MS)
  })

  it('watches a build closely as it begins, where builds fail most, up to the plain gap', () => {
    const gaps = [0, 2, 8, 18, 29, 30, 300].map(s =>
      nextPollDelayMs(at('BUILDING', 99 * S, [], s * S))
    )
    expect(gaps[0]).toBe(PACE.watchStartMs)
    for (const [i, gap] of gaps.slice(1, 5).entries()) expect(gap).toBeGreaterThan(gaps[i] ?? 0)
    expect(gaps[4]).toBeLessThan(PLAIN_POLL_MS)
    expect(gaps.slice(5)).toEqual([PLAIN_POLL_MS, PLAIN_POLL_MS])
    // Only a build: a deploy or a quiet status just begun keeps its gap.
    expect(nextPollDelayMs(at('DEPLOYING', 99 * S, [], 0))).toBe(PLAIN_POLL_MS)
    expect(nextPollDelayMs(at('AWAITING_BUILD', 99 * S, [], 0))).toBe(QUIET_POLL_MS)
  })

  it('takes one revision that went live, or none but failures, as no history', () => {
    expect(historyWindow([past(300)])).toBeUndefined()
    expect(historyWindow([past(40, 'BUILD_FAILED'), past(50, 'BUILD_FAILED')])).toBeUndefined()
    expect(nextPollDelayMs(at('DEPLOYING', 300 * S, [past(300)]))).toBe(PLAIN_POLL_MS)
  })

  it("keeps the user's fixed interval, whatever the state and history", () => {
    const history = [past(300), past(302), past(298)]
    for (const state of [at('CREATING', 0), at('DEPLOYING', 300 * S, history)]) {
      expect(nextPollDelayMs(state, { intervalMs: 10 * S })).toBe(10 * S)
      expect(nextPollDelayMs(state, { intervalMs: 500 })).toBe(500)
    }
  })
})

describe('nextPollDelayMs with this deployment’s history', () => {
  const steady = [past(600), past(610), past(590), past(605), past(595)]

  it('draws the window around where the revisions went live, later end the further', () => {
    const window = historyWindow(steady)
    // A spread of 20 s over 5 revisions (5 s), the 9 s plain gap, their mean step (13.75 s): the widest.
    expect(window?.fromMs).toBe(590 * S - 13_750)
    expect(window?.toMs).toBe(610 * S + 1.5 * 13_750)
  })

  it('polls sparsely before the window, densely in it, but a build at the pace of its failures', () => {
    for (const status of ['AWAITING_BUILD', 'DEPLOYING']) {
      const before = nextPollDelayMs(at(status, 60 * S, steady))
      expect(before).toBeGreaterThan(PLAIN_POLL_MS)
      expect(before).toBeLessThanOrEqual(MAX_POLL_MS)
    }
    // A build ends in a failure, not DEPLOYED: the history does not thin its pace, nor densify it.
    expect(nextPollDelayMs(at('BUILDING', 60 * S, steady))).toBe(PLAIN_POLL_MS)
    expect(nextPollDelayMs(at('BUILDING', 600 * S, steady))).toBe(PLAIN_POLL_MS)
    expect(nextPollDelayMs(at('BUILDING', 60 * S, steady, 0))).toBe(PACE.watchStartMs)
    const inside = nextPollDelayMs(at('DEPLOYING', 600 * S, steady))
    expect(inside).toBeLessThan(PLAIN_POLL_MS / 2)
    expect(inside).toBeGreaterThanOrEqual(MIN_POLL_MS)
  })

  it('polls closer together as the window passes', () => {
    // A wide window (revisions live from 400 s to 600 s), whose gaps no bound clamps: the steady
    // deployment's are all MIN_POLL_MS, where shrinking gaps could not be told from equal ones.
    const spread = [past(400), past(500), past(600), past(450), past(550)]
    const gaps = [340, 430, 530, 620, 720].map(s => nextPollDelayMs(at('DEPLOYING', s * S, spread)))
    for (const [i, gap] of gaps.entries()) {
      expect(gap).toBeGreaterThan(MIN_POLL_MS)
      expect(gap).toBeLessThan(i === 0 ? PLAIN_POLL_MS : (gaps[i - 1] ?? 0))
    }
    expect(gaps[0]).toBeGreaterThan(1.5 * (gaps.at(-1) ?? 0))
  })

  it('polls a waiting status no closer than the plain gap, even where the window is dense', () => {
    // 600 s is the middle of the steady window, where a deploy is polled at the shortest gaps.
    expect(nextPollDelayMs(at('DEPLOYING', 600 * S, steady))).toBeLessThan(PLAIN_POLL_MS)
    for (const status of ['CREATING', 'QUEUED', 'AWAITING_BUILD', 'AWAITING_DEPLOY']) {
      expect(nextPollDelayMs(at(status, 600 * S, steady))).toBe(PLAIN_POLL_MS)
      const moved = { ...PACE, plainMs: 7 * S }
      expect(nextPollDelayMs(at(status, 600 * S, steady), { pace: moved })).toBe(7 * S)
    }
  })

  it('returns to the plain pace past the window', () => {
    expect(nextPollDelayMs(at('DEPLOYING', 700 * S, steady))).toBe(PLAIN_POLL_MS)
    expect(nextPollDelayMs(at('AWAITING_DEPLOY', 700 * S, steady))).toBe(QUIET_POLL_MS)
  })

  it('sees a steady deployment go live sooner than the plain pace, for a few more requests', () => {
    // Averaged over revisions that go live anywhere from 585 s to 620 s.
    const finals = Array.from({ length: 36 }, (_, i) => (585 + i) * S)
    const mean = (history: PastRevision[], pick: 'requests' | 'lagMs'): number =>
      finals.reduce((sum, ms) => sum + wait(ms, history)[pick], 0) / finals.length
    expect(mean(steady, 'lagMs')).toBeLessThan(2 * S)
    expect(mean(steady, 'lagMs')).toBeLessThan(mean([], 'lagMs') / 2)
    // The window's requests come on top of the plain pace, which a failure could need: a few.
    expect(mean(steady, 'requests')).toBeLessThanOrEqual(mean([], 'requests') + 12)
  })

  it('widens the window for a deployment that varies, down to near the plain pace', () => {
    const varied = [past(120), past(600), past(300), past(900)]
    const window = historyWindow(varied)
    expect(window?.fromMs).toBe(0)
    const gap = nextPollDelayMs(at('DEPLOYING', 500 * S, varied))
    expect(gap).toBeGreaterThan(PLAIN_POLL_MS / 2)
  })

  it('follows a drifting deployment: the window reaches one step past its slowest', () => {
    // Newest first: each revision 30 s slower than the one before.
    const drifting = [past(510), past(480), past(450), past(420)]
    expect(historyWindow(drifting)?.toMs).toBeGreaterThanOrEqual(540 * S)
  })

  it('learns from the newest revisions only, and ignores times that make no sense', () => {
    const old = Array.from({ length: 30 }, () => past(60))
    const recent = Array.from({ length: HISTORY_DEPTH }, () => past(600))
    expect(historyWindow([...recent, ...old])?.fromMs).toBe(600 * S - PLAIN_POLL_MS)
    const odd = [past(600), past(-5), { status: 'DEPLOYED', createdAt: Number.NaN, updatedAt: 0 }]
    expect(historyWindow([...odd, past(600)])?.fromMs).toBe(600 * S - PLAIN_POLL_MS)
  })

  it('caps the gap before a wide window at MAX_POLL_MS: 20 revisions over 300–1000 s', () => {
    // Uncapped, the gap before this window would be over 28 s: a final status seen that late.
    const wide = Array.from({ length: HISTORY_DEPTH }, (_, i) => past(300 + (i * 700) / 19))
    const window = historyWindow(wide)
    expect(window?.fromMs).toBeGreaterThan(250 * S)
    expect(window?.outsideMs).toBe(MAX_POLL_MS)
    for (let t = 0; t < (window?.fromMs ?? 0); t += S) {
      for (const status of ['DEPLOYING', 'AWAITING_DEPLOY', '']) {
        expect(nextPollDelayMs(at(status, t, wide))).toBeLessThanOrEqual(MAX_POLL_MS)
      }
    }
    expect(nextPollDelayMs(at('DEPLOYING', 0, wide))).toBe(MAX_POLL_MS)
  })

  it('never polls beyond the bounds, wherever the wait stands', () => {
    const histories = [[], steady, [past(30), past(1500)], [past(5), past(6), past(7)]]
    for (const history of histories) {
      for (let t = 0; t < 1800 * S; t += 7 * S) {
        for (const status of ['CREATING', 'BUILDING', 'DEPLOYING']) {
          const gap = nextPollDelayMs(at(status, t, history))
          expect(gap).toBeGreaterThanOrEqual(MIN_POLL_MS)
          expect(gap).toBeLessThanOrEqual(MAX_POLL_MS)
        }
      }
    }
  })
})
