/**
 * End to end at the default pace (no poll-interval-seconds, as users run it): dist/index.js
 * creates a deployment, updates it (the second step, with its first revision as history), and
 * updates it again into a build that fails 4 s in. Each wait polls in real time at the adaptive
 * pace: never closer than its shortest gap, a few polls per revision, the final status seen.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  startEmulator,
  type RunningEmulator
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { MIN_POLL_MS } from '../../src/control-plane/poll-policy.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_default_pace_0123456789'
const WORKSPACE = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f'
const NAME = 'e2e-default-pace'
/** A build of 4 s and a deploy of 1 s; nothing waits in a queue. */
const SCHEDULE = {
  CREATING: 0,
  AWAITING_BUILD: 0,
  BUILDING: 4_000,
  AWAITING_DEPLOY: 0,
  DEPLOYING: 1_000
}

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({
    apiKey: KEY,
    workspaceId: WORKSPACE,
    scenarios: { [NAME]: { schedule: SCHEDULE, outcomes: { 3: 'BUILD_FAILED' } } }
  })
})

afterAll(async () => {
  await emulator.close()
})

/** One deploy of `ref` at the default pace: every input not given has action.yml's default. */
async function deploy(ref: string): Promise<ActionRun> {
  const account = { url: emulator.url, key: KEY, workspace: WORKSPACE }
  return runOnEmulator(
    account,
    { 'integration-id': DEFAULT_INTEGRATION_ID, 'deployment-name': NAME, 'repo-ref': ref },
    { pace: 'default', timeoutMs: 90_000 }
  )
}

/** When the run polled its new revision (ms since the epoch, as the emulator received them). */
function pollTimes(revisionId: string): number[] {
  return emulator.requests
    .filter(r => r.method === 'GET' && r.path.split('?')[0]?.endsWith(`/revisions/${revisionId}`))
    .map(r => r.receivedAt)
}

function gaps(times: readonly number[]): number[] {
  return times.slice(1).map((at, i) => at - (times[i] as number))
}

describe('the whole action at the default pace', () => {
  it('creates, updates twice in a row, and sees a failed build, never polling faster than its pace', async () => {
    const seen: { status: string | undefined; polls: number[] }[] = []
    for (const ref of ['v1', 'v2', 'v3']) {
      emulator.clearRequests()
      const run = await deploy(ref)
      const revisionId = run.outputs['revision-id'] ?? ''
      expect(revisionId).not.toBe('')
      seen.push({ status: run.outputs.status, polls: pollTimes(revisionId) })
      if (ref === 'v3') {
        expect(failure(run)).toMatch(/BUILD_FAILED/)
        expect(run.exitCode).not.toBe(0)
      } else {
        expect(failure(run)).toBe('')
      }
    }
    expect(seen.map(s => s.status)).toEqual(['DEPLOYED', 'DEPLOYED', 'BUILD_FAILED'])
    for (const { polls } of seen) {
      // The adaptive pace, not a fast override: a handful of polls for 4-5 s, none closer than
      // its shortest gap (less the emulator's timer slack).
      expect(polls.length).toBeGreaterThanOrEqual(2)
      expect(polls.length).toBeLessThanOrEqual(6)
      for (const gap of gaps(polls)) expect(gap).toBeGreaterThanOrEqual(MIN_POLL_MS - 50)
    }
  }, 120_000)
})
