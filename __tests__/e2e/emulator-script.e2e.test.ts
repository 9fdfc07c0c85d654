/**
 * End to end: the bundled action (dist/index.js) against one emulator scripted while it runs,
 * through its control route: the next update fails, the one after succeeds, no restart; and a
 * branch head set there is the commit built, so the commit check passes without a warning; a
 * scripted failure writes a realistic log (pip's conflict, a Python traceback) whose root cause
 * the run shows.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  startEmulator,
  type RunningEmulator
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_script_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
/** GITHUB_SHA of every run of emulator/runner.ts (a push to main of acme/agent). */
const RUN_SHA = '0123456789abcdef0123456789abcdef01234567'

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 20 })
})

afterAll(async () => {
  await emulator.close()
})

function deploy(name: string): Promise<ActionRun> {
  return runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    { 'integration-id': DEFAULT_INTEGRATION_ID, 'deployment-name': name }
  )
}

async function control(route: string, body: unknown): Promise<number> {
  const response = await fetch(`${emulator.url}/_emulator/${route}`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body)
  })
  await response.text()
  return response.status
}

describe('an emulator scripted while it runs', () => {
  it('fails the next update only, then deploys again, without a restart', async () => {
    const first = await deploy('e2e-script-fail')
    expect(first.exitCode).toBe(0)
    expect(await control('fail', { fail: 'e2e-script-fail@2=BUILD_FAILED' })).toBe(200)
    const second = await deploy('e2e-script-fail')
    expect(second.exitCode).toBe(1)
    expect(second.outputs.status).toBe('BUILD_FAILED')
    expect(failure(second)).toMatch(/BUILD_FAILED/)
    const third = await deploy('e2e-script-fail')
    expect(third.exitCode).toBe(0)
    expect(third.outputs.status).toBe('DEPLOYED')
    expect(third.outputs['deployment-id']).toBe(first.outputs['deployment-id'])
  })

  it.each([
    [
      'BUILD_FAILED',
      'ERROR: Cannot install agent==0.1.0 because these package versions have conflicting dependencies.'
    ],
    ['DEPLOY_FAILED', "ModuleNotFoundError: No module named 'agent.tools'"]
  ])(
    'a scripted %s writes a realistic log, whose root cause the failure shows',
    async (status, cause) => {
      const name = `e2e-script-${status.toLowerCase().replace('_', '-')}`
      expect(await control('fail', { fail: `${name}=${status}` })).toBe(200)
      const run = await deploy(name)
      expect(run.exitCode).toBe(1)
      expect(run.outputs.status).toBe(status)
      const annotation = run.stdout
        .split('\n')
        .find(line => line.startsWith(`::error title=${status}`))
      expect(annotation?.endsWith(cause)).toBe(true)
      expect(run.summary).toContain(cause)
      expect(failure(run)).toMatch(new RegExp(status))
    }
  )

  it("builds the head the run's push set, so the commit check passes quietly", async () => {
    const before = await deploy('e2e-script-head')
    expect(before.stdout).toMatch(
      /::warning::LangSmith built commit [0-9a-f]{40}, which is neither/
    )
    expect(await control('head', { head: `acme/agent@main=${RUN_SHA}` })).toBe(200)
    const after = await deploy('e2e-script-head')
    expect(after.exitCode).toBe(0)
    expect(after.outputs['commit-sha']).toBe(RUN_SHA)
    expect(after.stdout).toContain(`Commit ${RUN_SHA} is this workflow's commit.`)
    expect(after.stdout).not.toMatch(/^::warning::/m)
  })
})
