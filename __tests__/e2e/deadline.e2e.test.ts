/**
 * The deadline, end to end at the default pace (no poll-interval-seconds: the adaptive policy, in
 * real time): dist/index.js against the emulator, whose revisions sit in AWAITING_BUILD, which the
 * policy polls every 10 s at least, so only the last look at the deadline can see what comes next.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  startEmulator,
  type RunningEmulator
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_deadline_0123456789'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'

/** No revision step takes time but AWAITING_BUILD, which these take (ms after creation). */
const ONLY_AWAITING_BUILD = { CREATING: 0, BUILDING: 0, AWAITING_DEPLOY: 0, DEPLOYING: 0 }

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({
    apiKey: KEY,
    workspaceId: WORKSPACE,
    scenarios: {
      // Live 6.5 s after its creation: after the first poll, before the 9 s deadline.
      'e2e-live-at-the-end': { schedule: { ...ONLY_AWAITING_BUILD, AWAITING_BUILD: 6_500 } },
      'e2e-never-live': { stallAt: 'AWAITING_BUILD' }
    }
  })
})

afterAll(async () => {
  await emulator.close()
})

/** Runs the action at the default pace: every input not given has action.yml's default. */
async function act(name: string, timeoutSeconds: string): Promise<ActionRun> {
  const account = { url: emulator.url, key: KEY, workspace: WORKSPACE }
  return runOnEmulator(
    account,
    {
      'integration-id': DEFAULT_INTEGRATION_ID,
      'deployment-name': name,
      'timeout-seconds': timeoutSeconds
    },
    { pace: 'default' }
  )
}

// The two runs mostly wait for the clock, each on a deployment of its own: they run at once.
describe('the deadline at the default pace', () => {
  it.concurrent(
    'a revision DEPLOYED in the last seconds before timeout-seconds is a success',
    async () => {
      const run = await act('e2e-live-at-the-end', '9')
      expect(failure(run)).toBe('')
      expect(run.exitCode).toBe(0)
      expect(run.outputs.status).toBe('DEPLOYED')
      // The regular poll saw AWAITING_BUILD; the next would come 10 s later, past the deadline.
      expect(run.stdout).toMatch(/AWAITING_BUILD/)
      expect(run.stdout).toContain('The time is up (timeout-seconds): one last look at revision')
      expect(run.stdout).toMatch(/is DEPLOYED and serves traffic/)
    },
    60_000
  )

  it.concurrent(
    'out of time, fails with the status the service said last, which is the output',
    async () => {
      const run = await act('e2e-never-live', '4')
      expect(run.exitCode).toBe(1)
      expect(run.stdout).toContain('The time is up (timeout-seconds): one last look at revision')
      expect(failure(run)).toContain('was still AWAITING_BUILD')
      expect(run.outputs.status).toBe('AWAITING_BUILD')
    },
    60_000
  )
})
