import { describe, expect, it } from '@jest/globals'
import {
  AWAITING_DEPLOY_POLL_MS,
  BESIDE_BUILD_MS,
  IMAGE_PRE_DEPLOY_POLL_MS,
  MAX_POLL_MS,
  MIN_AGED_POLL_MS,
  MIN_POLL_MS,
  PRE_BUILD_MIN_POLL_MS,
  type PastRevision,
  type PollState,
  SLOW_EXCESS_MS,
  nextPollDelayMs,
  usualBuildMs,
  usualTimes
} from '../../src/control-plane/poll-policy.js'

const S = 1000

const at = (status: string, sinceStatusMs: number, extra: Partial<PollState> = {}): PollState => ({
  status,
  elapsedMs: sinceStatusMs,
  sinceStatusMs,
  ...extra
})

/** An earlier revision that ended `status` `tookS` seconds after its creation. */
const past = (tookS: number, status = 'DEPLOYED'): PastRevision => ({
  status,
  createdAt: Date.UTC(2026, 0, 1),
  updatedAt: Date.UTC(2026, 0, 1) + tookS * S
})

/** Went live after 400 s: a build of 400 - 114 = 286 s; late failures from about 200 s. */
const usual = [past(400), past(60, 'BUILD_FAILED')]

/** The delays of a status from `from` to `to` s of its age, a second apart. */
const delays = (status: string, from: number, to: number, extra: Partial<PollState> = {}) =>
  Array.from({ length: to - from + 1 }, (_, i) =>
    nextPollDelayMs(at(status, (from + i) * S, extra))
  )

describe('nextPollDelayMs: where nothing final comes, to see the next status begin', () => {
  it.each<[string, PollState, number]>([
    ['a revision being created: the floor before the build', at('CREATING', 0), 10_000],
    ['before the build, half the age', at('AWAITING_BUILD', 40 * S), 20_000],
    ['a long queue, at the ceiling', at('QUEUED', 100 * S), MAX_POLL_MS],
    ['awaiting the deploy after a build', at('AWAITING_DEPLOY', 600 * S), AWAITING_DEPLOY_POLL_MS],
    [
      'an image, before its deploy',
      at('AWAITING_DEPLOY', 0, { prebuilt: true }),
      IMAGE_PRE_DEPLOY_POLL_MS
    ],
    ['an image being created', at('CREATING', 0, { prebuilt: true }), IMAGE_PRE_DEPLOY_POLL_MS],
    ['no status yet (the polls failed): half the age', at('', 24 * S), 12_000],
    ['a status a newer server adds backs off', at('QUEUED_FOR_GPU', 100 * S), MAX_POLL_MS],
    ['a young unknown status: the floor', at('QUEUED_FOR_GPU', 0), MIN_AGED_POLL_MS],
    ['statuses compare exactly: "deploying" is unknown', at('deploying', 120 * S), MAX_POLL_MS]
  ])('%s', (_name, state, expected) => {
    expect(nextPollDelayMs(state)).toBe(expected)
  })

  it('names the floor it uses before the build', () => {
    expect(PRE_BUILD_MIN_POLL_MS).toBe(10_000)
  })
})

describe('nextPollDelayMs: BUILDING', () => {
  it('polls briskly where early failures come, after waiting for that stretch to begin', () => {
    const first = nextPollDelayMs(at('BUILDING', 0))
    expect(first).toBeGreaterThan(10_000)
    expect(first).toBeLessThan(20_000)
    expect(Math.max(...delays('BUILDING', 20, 80))).toBeLessThan(5_000)
  })

  it('with no history, polls a long build evenly, about every 11 s', () => {
    for (const delay of delays('BUILDING', 100, 400)) {
      expect(delay).toBeGreaterThan(10_000)
      expect(delay).toBeLessThan(12_500)
    }
  })

  it('with history, waits at the ceiling until the usual end of a build draws near', () => {
    expect(new Set(delays('BUILDING', 95, 120, { history: usual }))).toEqual(new Set([MAX_POLL_MS]))
  })

  it('with history, polls briskly where late failures come, and backs off past the usual build', () => {
    expect(Math.max(...delays('BUILDING', 200, 280, { history: usual }))).toBeLessThan(10_000)
    expect(new Set(delays('BUILDING', 340, 600, { history: usual }))).toEqual(
      new Set([MAX_POLL_MS])
    )
  })

  it('a late stretch that moves with the usual build', () => {
    const slower = [past(600)]
    expect(nextPollDelayMs(at('BUILDING', 250 * S, { history: usual }))).toBeLessThan(10_000)
    expect(nextPollDelayMs(at('BUILDING', 250 * S, { history: slower }))).toBe(MAX_POLL_MS)
    expect(nextPollDelayMs(at('BUILDING', 450 * S, { history: slower }))).toBeLessThan(10_000)
  })
})

describe('nextPollDelayMs: DEPLOYING', () => {
  it('after a build, waits out the first half minute, then polls briskly', () => {
    expect(nextPollDelayMs(at('DEPLOYING', 0))).toBeGreaterThan(25_000)
    expect(Math.max(...delays('DEPLOYING', 30, 95))).toBeLessThan(10_000)
  })

  it('an image deploys in tens of seconds: polled sooner', () => {
    const image = { prebuilt: true }
    expect(nextPollDelayMs(at('DEPLOYING', 0, image))).toBeLessThan(15_000)
    expect(Math.max(...delays('DEPLOYING', 10, 40, image))).toBeLessThan(6_000)
  })

  it('past the usual deploy, waits for a slow one (3 to 8 min), polled every 6 to 15 s', () => {
    expect(nextPollDelayMs(at('DEPLOYING', 130 * S))).toBe(MAX_POLL_MS)
    const slow = delays('DEPLOYING', 180, 470)
    expect(Math.max(...slow)).toBeLessThan(15_000)
    expect(Math.min(...slow)).toBeGreaterThan(6_000)
    expect(nextPollDelayMs(at('DEPLOYING', 500 * S))).toBe(MAX_POLL_MS)
  })
})

describe('nextPollDelayMs: an image with history', () => {
  const history = [past(38), past(42)]
  const image = (status: string, elapsedS: number): PollState => ({
    status,
    elapsedMs: elapsedS * S,
    sinceStatusMs: 0,
    prebuilt: true,
    history
  })

  it('counts from the start of the wait: waits, then polls briskly where its revisions went live', () => {
    expect(nextPollDelayMs(image('CREATING', 0))).toBe(MAX_POLL_MS)
    expect(nextPollDelayMs(image('DEPLOYING', 10))).toBeGreaterThan(15_000)
    for (const elapsedS of [32, 36, 40, 44]) {
      expect(nextPollDelayMs(image('DEPLOYING', elapsedS))).toBeLessThan(5_000)
    }
  })
})

describe('nextPollDelayMs: bounds and the user interval', () => {
  it('never sleeps less than the floor nor more than the ceiling', () => {
    const knowledge: Partial<PollState>[] = [
      {},
      { history: usual },
      { prebuilt: true },
      { prebuilt: true, history: [past(40)] }
    ]
    for (const status of ['', 'CREATING', 'BUILDING', 'AWAITING_DEPLOY', 'DEPLOYING', 'X']) {
      for (const extra of knowledge) {
        for (let age = 0; age <= 1_800_000; age += 9_973) {
          const delay = nextPollDelayMs(at(status, age, extra))
          expect(delay).toBeGreaterThanOrEqual(MIN_POLL_MS)
          expect(delay).toBeLessThanOrEqual(MAX_POLL_MS)
        }
      }
    }
  })

  it('a clock that went back counts as a fresh status', () => {
    expect(nextPollDelayMs(at('BUILDING', -5 * S))).toBe(nextPollDelayMs(at('BUILDING', 0)))
  })

  it('poll-interval-seconds means exactly that interval, whatever the state', () => {
    for (const state of [at('BUILDING', 30 * S, { history: usual }), at('DEPLOYING', 0)]) {
      expect(nextPollDelayMs(state, { intervalMs: 2_500 })).toBe(2_500)
      expect(nextPollDelayMs(state, { intervalMs: 600_000 })).toBe(600_000)
    }
  })
})

describe('what the history tells', () => {
  it('the times of revisions that went live, newest first; failed, senseless and slow ones left out', () => {
    const senseless = [
      { status: 'DEPLOYED', createdAt: 0, updatedAt: Number.NaN },
      { status: 'DEPLOYED', createdAt: 10_000, updatedAt: 5_000 }
    ]
    const slow = past(300 + SLOW_EXCESS_MS / S + 1)
    const history = [past(310), past(60, 'BUILD_FAILED'), ...senseless, slow, past(300)]
    expect(usualTimes(history)).toEqual([310 * S, 300 * S])
  })

  it('looks at the 20 newest revisions only', () => {
    const history = [...Array.from({ length: 20 }, () => past(60, 'BUILD_FAILED')), past(300)]
    expect(usualTimes(history)).toEqual([])
  })

  it('the usual build: their mean time, less what a revision spends beside its build', () => {
    expect(usualBuildMs([300 * S, 320 * S])).toBe(310 * S - BESIDE_BUILD_MS)
    expect(usualBuildMs([])).toBeUndefined()
    expect(usualBuildMs([50 * S])).toBe(0)
  })
})
