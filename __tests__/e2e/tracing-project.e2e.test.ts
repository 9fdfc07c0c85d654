/**
 * End to end: a deleted deployment's tracing project through the bundled action (dist/index.js):
 * kept by default, it holds the name and a redeploy fails with the fix; deleted with it, the
 * name is free again.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  startEmulator,
  type RunningEmulator
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_tracing_0123456789abcd'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 10 })
})

afterAll(async () => {
  await emulator.close()
})

async function act(extra: Record<string, string>): Promise<ActionRun> {
  return runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    { 'integration-id': DEFAULT_INTEGRATION_ID, ...extra }
  )
}

/** Deploys `name`, deletes it with `deleteInputs`, and deploys it again: the last run. */
async function deployDeleteDeploy(
  name: string,
  deleteInputs: Record<string, string>
): Promise<ActionRun> {
  const first = await act({ 'deployment-name': name })
  expect(failure(first)).toBe('')
  const removed = await act({ 'deployment-name': name, mode: 'delete', ...deleteInputs })
  expect(failure(removed)).toBe('')
  expect(emulator.state.deployment(name)).toBeUndefined()
  return act({ 'deployment-name': name })
}

describe('a deleted deployment and its tracing project', () => {
  it('kept by default: the redeploy of the name fails, naming the project and the fix', async () => {
    const again = await deployDeleteDeploy('e2e-kept-project', {})
    expect(again.exitCode).not.toBe(0)
    const message = failure(again)
    expect(message).toContain('409')
    expect(message).toContain("A tracing project named 'e2e-kept-project' already exists")
    expect(message).toContain("set 'delete-tracing-project: true'")
    expect(message).toContain('delete that project in LangSmith')
    expect(emulator.state.deployment('e2e-kept-project')).toBeUndefined()
    const deletes = emulator.requests.filter(request => request.method === 'DELETE')
    expect(deletes.at(-1)?.path).toContain('delete_tracing_project=false')
  })

  it('deleted with delete-tracing-project: true: the redeploy creates the name again', async () => {
    const again = await deployDeleteDeploy('e2e-freed-project', {
      'delete-tracing-project': 'true'
    })
    expect(failure(again)).toBe('')
    expect(again.outputs.created).toBe('true')
    expect(again.outputs.status).toBe('DEPLOYED')
    expect(emulator.state.deployment('e2e-freed-project')?.deployment.id).toBe(
      again.outputs['deployment-id']
    )
  })
})
