import { describe, expect, it } from '@jest/globals'
import {
  DEPLOY_PHASE_POLL_MS,
  MAX_POLL_MS,
  MIN_POLL_MS,
  type PollState,
  nextPollDelayMs
} from '../../src/control-plane/poll-policy.js'

const at = (status: string, sinceStatusMs: number, elapsedMs = sinceStatusMs): PollState => ({
  status,
  elapsedMs,
  sinceStatusMs
})

describe('nextPollDelayMs, the adaptive default', () => {
  it.each<[string, PollState, number]>([
    ['a status just seen is polled again soon', at('BUILDING', 0), MIN_POLL_MS],
    ['a young status stays at the floor', at('CREATING', 8_000), MIN_POLL_MS],
    ['the delay is half the age of the status', at('BUILDING', 40_000, 70_000), 20_000],
    ['an old build is polled at the ceiling', at('BUILDING', 300_000), MAX_POLL_MS],
    [
      'awaiting deploy is polled briskly however old',
      at('AWAITING_DEPLOY', 600_000),
      DEPLOY_PHASE_POLL_MS
    ],
    ['deploying is polled briskly however old', at('DEPLOYING', 120_000), DEPLOY_PHASE_POLL_MS],
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

  it('never sleeps less than the floor nor more than the ceiling', () => {
    for (let age = 0; age <= 3_600_000; age += 997) {
      const delay = nextPollDelayMs(at('BUILDING', age))
      expect(delay).toBeGreaterThanOrEqual(MIN_POLL_MS)
      expect(delay).toBeLessThanOrEqual(MAX_POLL_MS)
    }
  })
})

describe("nextPollDelayMs with the user's poll-interval-seconds", () => {
  it.each(['CREATING', 'BUILDING', 'DEPLOYING', ''])('keeps the fixed interval in %p', status => {
    expect(nextPollDelayMs(at(status, 400_000), { intervalMs: 2_500 })).toBe(2_500)
    expect(nextPollDelayMs(at(status, 0), { intervalMs: 60_000 })).toBe(60_000)
  })
})
