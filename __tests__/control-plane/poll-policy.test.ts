import { describe, expect, it } from '@jest/globals'
import {
  DEPLOY_PHASE_POLL_MS,
  EARLY_FAILURE_POLL_MS,
  EARLY_FAILURE_WINDOW_MS,
  LATE_FAILURE_POLL_MS,
  MAX_POLL_MS,
  MIN_POLL_MS,
  PRE_BUILD_MIN_POLL_MS,
  type PastRevision,
  type PollState,
  SLOW_DEPLOY_AFTER_MS,
  SLOW_DEPLOY_POLL_MS,
  buildEndWindow,
  nextPollDelayMs
} from '../../src/control-plane/poll-policy.js'

const at = (
  status: string,
  sinceStatusMs: number,
  elapsedMs = sinceStatusMs,
  history?: readonly PastRevision[]
): PollState => ({ status, elapsedMs, sinceStatusMs, history })

/** An earlier revision that ended `status` `tookS` seconds after its creation. */
const past = (status: string, tookS: number): PastRevision => ({
  status,
  createdAt: Date.UTC(2026, 0, 1),
  updatedAt: Date.UTC(2026, 0, 1) + tookS * 1000
})

/** Builds that went live in 400 s and 440 s: they end 208–330 s into BUILDING. */
const usual = [past('DEPLOYED', 400), past('BUILD_FAILED', 60), past('DEPLOYED', 440)]

describe('nextPollDelayMs, the adaptive default', () => {
  it.each<[string, PollState, number]>([
    ['a status just seen is polled again soon', at('BUILDING', 0), MIN_POLL_MS],
    ['before the build, a young status waits the longer floor', at('CREATING', 8_000), 10_000],
    ['awaiting a build is as patient', at('AWAITING_BUILD', 2_000), PRE_BUILD_MIN_POLL_MS],
    ['the delay is half the age of the status', at('UNKNOWN', 40_000, 70_000), 20_000],
    ['the first minute and a half of a build is polled briskly', at('BUILDING', 30_000), 7_500],
    ['an old build is polled at the ceiling', at('BUILDING', 300_000), MAX_POLL_MS],
    ['where its builds usually end, briskly', at('BUILDING', 250_000, 280_000, usual), 8_000],
    ['past that, at the ceiling again', at('BUILDING', 340_000, 380_000, usual), MAX_POLL_MS],
    ['before that, by age', at('BUILDING', 150_000, 180_000, usual), MAX_POLL_MS],
    [
      'awaiting deploy is polled briskly however old',
      at('AWAITING_DEPLOY', 600_000),
      DEPLOY_PHASE_POLL_MS
    ],
    ['deploying is polled briskly', at('DEPLOYING', 100_000), DEPLOY_PHASE_POLL_MS],
    ['a deploy past two minutes is a slow one', at('DEPLOYING', 200_000), SLOW_DEPLOY_POLL_MS],
    ['statuses compare exactly: "deploying" is unknown', at('deploying', 120_000), MAX_POLL_MS],
    [
      'a status a newer server adds backs off like a build',
      at('QUEUED_FOR_GPU', 100_000),
      MAX_POLL_MS
    ],
    ['no status yet (the polls failed) backs off from the start', at('', 24_000), 12_000],
    ['a clock that went back counts as a fresh status', at('BUILDING', -5_000), MIN_POLL_MS]
  ])('%s', (_name, state, expected) => {
    expect(nextPollDelayMs(state)).toBe(expected)
  })

  it('names its constants as the table above uses them', () => {
    expect([EARLY_FAILURE_POLL_MS, LATE_FAILURE_POLL_MS]).toEqual([7_500, 8_000])
    expect(EARLY_FAILURE_WINDOW_MS).toEqual({ from: 10_000, to: 90_000 })
    expect(SLOW_DEPLOY_AFTER_MS).toBe(120_000)
  })

  it('never sleeps less than the floor nor more than the ceiling', () => {
    for (const history of [[], usual]) {
      for (let age = 0; age <= 3_600_000; age += 997) {
        const delay = nextPollDelayMs(at('BUILDING', age, age, history))
        expect(delay).toBeGreaterThanOrEqual(MIN_POLL_MS)
        expect(delay).toBeLessThanOrEqual(MAX_POLL_MS)
      }
    }
  })
})

describe('buildEndWindow, where a deployment’s builds end', () => {
  it('spans from 0.8 of the shortest build to the longest, each less what surrounds a build', () => {
    expect(buildEndWindow(usual)).toEqual({ from: 208_000, to: 330_000 })
  })

  it.each<[string, PastRevision[]]>([
    ['no history', []],
    ['only failures', [past('BUILD_FAILED', 300)]],
    ['times that run backwards', [past('DEPLOYED', -400)]],
    ['times that are not numbers', [{ status: 'DEPLOYED', createdAt: NaN, updatedAt: 1 }]],
    ['a revision too quick to have had a build', [past('DEPLOYED', 40)]]
  ])('is none with %s', (_name, history) => {
    expect(buildEndWindow(history)).toBeUndefined()
  })
})

describe("nextPollDelayMs with the user's poll-interval-seconds", () => {
  it.each(['CREATING', 'BUILDING', 'DEPLOYING', ''])('keeps the fixed interval in %p', status => {
    expect(nextPollDelayMs(at(status, 400_000, 400_000, usual), { intervalMs: 2_500 })).toBe(2_500)
    expect(nextPollDelayMs(at(status, 30_000), { intervalMs: 60_000 })).toBe(60_000)
  })
})
