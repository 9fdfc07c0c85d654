/**
 * Races and cancellation, with the bundled action run as the runner runs it: two workflow runs
 * deploying one name at once, and a run cancelled (SIGINT, then SIGTERM) while it waits.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  startEmulator,
  type RunningEmulator
} from '../../emulator/index.js'
import { type ActionRun, runAction } from '../../emulator/runner.js'
import { expectNoLeak, failure } from './helpers.js'

const KEY = 'lsv2_sk_races_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 150 })
})

afterAll(async () => {
  await emulator.close()
})

function inputs(name: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'api-key': KEY,
    'workspace-id': WORKSPACE,
    'api-url': emulator.url,
    'deployment-name': name,
    'integration-id': DEFAULT_INTEGRATION_ID,
    'poll-interval-seconds': '0.1',
    ...extra
  }
}

describe('two runs deploying the same name at once', () => {
  it('end with one deployment; a superseded run fails naming the newer revision', async () => {
    const name = 'race-same-name'
    const [a, b] = await Promise.all([
      runAction({ inputs: inputs(name, { 'repo-ref': 'run-a' }) }),
      runAction({ inputs: inputs(name, { 'repo-ref': 'run-b' }) })
    ])
    expectNoLeak(a, [KEY])
    expectNoLeak(b, [KEY])
    const deployments = emulator.state.deployments().filter(d => d.deployment.name === name)
    expect(deployments).toHaveLength(1)
    const runs = [a, b]
    const winners = runs.filter(run => run.exitCode === 0)
    const losers = runs.filter(run => run.exitCode !== 0)
    // Both runs deploy the one deployment; each made exactly one revision.
    expect(deployments[0]?.revisions).toHaveLength(2)
    expect(new Set(runs.map(run => run.outputs['deployment-id']))).toEqual(
      new Set([deployments[0]?.deployment.id])
    )
    // The later revision goes live; the earlier one, still in flight, was superseded.
    expect(winners).toHaveLength(1)
    expect(losers).toHaveLength(1)
    const newest = deployments[0]?.revisions[0]?.id ?? ''
    expect(winners[0]?.outputs['revision-id']).toBe(newest)
    expect(failure(losers[0] as ActionRun)).toContain(
      `ended SKIPPED: a newer revision, ${newest}, superseded it`
    )
  })
})

describe('cancellation', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'on %s while waiting it reports where it was, sets the outputs and exits non-zero within 2 s',
    async signal => {
      const name = `race-cancel-${signal.toLowerCase()}`
      emulator.setScenario(name, { stallAt: 'BUILDING' })
      let pid = 0
      let cancelledAt = 0
      const running = runAction({
        inputs: inputs(name),
        onSpawn: p => {
          pid = p
        },
        onStdout: chunk => {
          if (cancelledAt === 0 && chunk.includes('BUILDING')) {
            cancelledAt = Date.now()
            process.kill(pid, signal)
          }
        }
      })
      const run = await running
      expectNoLeak(run, [KEY])
      expect(cancelledAt).toBeGreaterThan(0)
      expect(Date.now() - cancelledAt).toBeLessThan(2000)
      expect(run.exitCode).not.toBe(0)
      const snapshot = emulator.state.deployment(name)
      expect(failure(run)).toBe(
        `Cancelled (deployment ${snapshot?.deployment.id}, revision ${snapshot?.revisions[0]?.id}, last status BUILDING); the deployment itself goes on.`
      )
      expect(run.outputs).toMatchObject({
        'deployment-id': snapshot?.deployment.id,
        'revision-id': snapshot?.revisions[0]?.id,
        status: 'BUILDING'
      })
      expect(run.summary).toContain('⏹️ cancelled')
    }
  )
})
