/**
 * End to end (issue 33): the service goes on answering a deployment it deletes (AWAITING_DELETE)
 * until it is gone, played with the emulator's fault registry. Delete and prune wait, bounded,
 * until a read answers 404, or say it is still being deleted; a deploy whose name a deployment
 * being deleted still holds waits for it, then creates once.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  startEmulator,
  type RunningEmulator,
  type WireDeployment
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { playDeleting } from '../fixtures/deleting.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_deletion_0123456789'
const WORKSPACE = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f'
const DAY_MS = 86_400_000

let emulator: RunningEmulator
/** The emulator's clock runs this far from the real one: seeds made before 0 are old. */
let offsetMs = 0

beforeAll(async () => {
  emulator = await startEmulator({
    apiKey: KEY,
    workspaceId: WORKSPACE,
    stepMs: 20,
    // The emulator's own deletion is instant here: each case plays its own (fixtures/deleting.ts).
    deleteMs: 0,
    now: () => Date.now() + offsetMs
  })
})

afterAll(async () => {
  await emulator.close()
})

beforeEach(() => {
  emulator.clearRequests()
  emulator.faults.clear()
})

function act(inputs: Record<string, string>): Promise<ActionRun> {
  return runOnEmulator({ url: emulator.url, key: KEY, workspace: WORKSPACE }, inputs)
}

function seed(name: string): WireDeployment {
  const [seeded] = emulator.seed([{ name }])
  if (seeded === undefined) throw new Error('not seeded')
  return seeded.deployment
}

/** A deployment of `name` the service is deleting, listed; the emulator does not hold it. */
function deleting(name: string, reads: number): WireDeployment {
  const wire = { ...seed(`${name}-model`), id: randomUUID(), name }
  playDeleting(emulator, wire, { reads, listed: true })
  return wire
}

const reads = (id: string): number =>
  emulator.requests.filter(r => r.method === 'GET' && r.path === `/v2/deployments/${id}`).length

const creates = (): number =>
  emulator.requests.filter(r => r.method === 'POST' && r.path === '/v2/deployments').length

describe('mode delete waits until the deployment is gone', () => {
  it('reads it every 2 s (the default) while it answers AWAITING_DELETE; then no link to it', async () => {
    const wire = seed('e2e-del-wait')
    playDeleting(emulator, wire, { reads: 2 })
    const started = Date.now()
    const run = await act({ 'deployment-name': 'e2e-del-wait', mode: 'delete' })
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_000)
    expect(reads(wire.id)).toBe(3)
    expect(run.stdout).toContain(
      `The service accepted the delete of deployment "e2e-del-wait" (${wire.id}); waiting until it is gone.`
    )
    expect(run.stdout).toContain(`Deleted deployment "e2e-del-wait" (${wire.id})`)
    expect(run.stdout).not.toContain('::warning::')
    // Its page and its agent URL lead nowhere now.
    expect(run.summary).toContain(`| Deployment ID | \`${wire.id}\` |`)
    expect(run.summary).not.toContain('](http')
    expect(run.summary).not.toContain('Agent URL')
  })

  it('still being deleted at timeout-seconds: succeeds with a warning that says so', async () => {
    const wire = seed('e2e-del-slow')
    playDeleting(emulator, wire, { status: 'AWAITING_FINAL_DELETE' })
    const run = await act({
      'deployment-name': 'e2e-del-slow',
      mode: 'delete',
      'timeout-seconds': '8'
    })
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expect(run.stdout).toMatch(
      new RegExp(
        `::warning::The delete of deployment "e2e-del-slow" \\(${wire.id}\\) was accepted; it is still being deleted \\(status AWAITING_FINAL_DELETE\\) after [0-9.]+ s \\(the run's 'timeout-seconds'\\)\\. It will be gone shortly\\.`
      )
    )
  })
})

describe('mode delete of one being deleted already', () => {
  it('sends no DELETE and waits until it is gone', async () => {
    const wire = deleting('e2e-del-again', 1)
    const run = await act({ 'deployment-name': 'e2e-del-again', mode: 'delete' })
    expect(failure(run)).toBe('')
    expect(emulator.requests.filter(r => r.method === 'DELETE')).toEqual([])
    expect(reads(wire.id)).toBe(2)
    expect(run.stdout).toContain(
      `Deployment "e2e-del-again" (${wire.id}) is being deleted already (status AWAITING_DELETE): no DELETE sent; waiting until it is gone.`
    )
  })
})

describe('mode prune waits for each deletion', () => {
  it('deletes an old preview and waits until it is gone', async () => {
    offsetMs = -40 * DAY_MS
    const wire = seed('e2e-prune-pr-1')
    offsetMs = 0
    playDeleting(emulator, wire, { reads: 1 })
    const run = await act({
      mode: 'prune',
      'prune-prefix': 'e2e-prune-pr-',
      'prune-max-age-days': '30'
    })
    expect(failure(run)).toBe('')
    expect(reads(wire.id)).toBe(2)
    expect(run.stdout).toContain(
      `The service accepted the delete of deployment "e2e-prune-pr-1" (${wire.id}); waiting until it is gone.`
    )
    expect(JSON.parse(run.outputs.pruned ?? '[]')).toEqual(['e2e-prune-pr-1'])
  })
})

describe('a deploy whose name a deployment being deleted holds', () => {
  const DEPLOY = { 'integration-id': DEFAULT_INTEGRATION_ID, 'repo-ref': 'main', wait: 'false' }

  it('found by name while it is deleted: waits until it is gone, then creates it once', async () => {
    const wire = deleting('e2e-pr-7', 2)
    const run = await act({ ...DEPLOY, 'deployment-name': 'e2e-pr-7' })
    expect(failure(run)).toBe('')
    expect(run.stdout).toContain(
      `Deployment "e2e-pr-7" (${wire.id}) is being deleted (status AWAITING_DELETE): waiting up to 2m 00s for it to be gone.`
    )
    expect(run.outputs.created).toBe('true')
    expect(run.outputs['deployment-id']).not.toBe(wire.id)
    expect(creates()).toBe(1)
    expect(emulator.state.deployment('e2e-pr-7')).toBeDefined()
  })

  it('named by deployment-id while it is deleted: fails before any write, saying why', async () => {
    const wire = deleting('e2e-pr-9', 5)
    const run = await act({ ...DEPLOY, 'deployment-id': wire.id })
    expect(run.exitCode).not.toBe(0)
    expect(failure(run)).toContain(
      `deployment "e2e-pr-9" (${wire.id}) is being deleted (status AWAITING_DELETE); a deployment named by 'deployment-id' is not created anew: name it by 'deployment-name' instead`
    )
    expect(emulator.requests.filter(r => r.method !== 'GET')).toEqual([])
  })

  it('a create refused (409) because the name is being deleted: waits, then creates once', async () => {
    emulator.faults.add({
      method: 'POST',
      path: '/v2/deployments',
      times: 1,
      fault: {
        kind: 'status',
        status: 409,
        body: { detail: "Deployment 'e2e-pr-8' is being deleted" }
      }
    })
    const run = await act({ ...DEPLOY, 'deployment-name': 'e2e-pr-8' })
    expect(failure(run)).toBe('')
    expect(run.stdout).toContain(
      `The name "e2e-pr-8" is held by a deployment being deleted (the service says: POST /v2/deployments returned HTTP 409: Deployment 'e2e-pr-8' is being deleted): waiting up to 2m 00s for it to be gone, then creating the deployment once.`
    )
    expect(run.outputs.created).toBe('true')
    expect(creates()).toBe(2)
    expect(emulator.state.deployments().filter(d => d.deployment.name === 'e2e-pr-8')).toHaveLength(
      1
    )
  })
})

describe("the emulator's own deletion (no fault plays it)", () => {
  let slow: RunningEmulator

  beforeAll(async () => {
    // Deletion takes 1.5 s, as a service that answers the DELETE first and goes on deleting.
    slow = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 20, deleteMs: 1500 })
  })

  afterAll(async () => {
    await slow.close()
  })

  const run = (inputs: Record<string, string>): Promise<ActionRun> =>
    runOnEmulator({ url: slow.url, key: KEY, workspace: WORKSPACE }, inputs)

  it('a preview deleted by someone else is re-created at once under its name: the deploy waits, then creates it once', async () => {
    const [seeded] = slow.seed([{ name: 'e2e-pr-31' }])
    const old = seeded?.deployment.id ?? ''
    // Its tracing project goes too, so that nothing but the deletion holds the name.
    const deleted = await fetch(`${slow.url}/v2/deployments/${old}?delete_tracing_project=true`, {
      method: 'DELETE',
      headers: { 'x-api-key': KEY, 'x-tenant-id': WORKSPACE }
    })
    expect(deleted.status).toBeLessThan(300)
    slow.clearRequests()
    const deploy = await run({
      'deployment-name': 'e2e-pr-31',
      'integration-id': DEFAULT_INTEGRATION_ID,
      'repo-ref': 'main',
      wait: 'false'
    })
    expect(failure(deploy)).toBe('')
    expect(deploy.stdout).toContain(`Deployment "e2e-pr-31" (${old}) is being deleted`)
    expect(deploy.outputs.created).toBe('true')
    expect(deploy.outputs['deployment-id']).not.toBe(old)
    expect(
      slow.requests.filter(r => r.method === 'POST' && r.path === '/v2/deployments')
    ).toHaveLength(1)
  })

  it('mode delete, then a deploy of the same name: the delete returns once it is gone, and the deploy creates anew', async () => {
    slow.seed([{ name: 'e2e-pr-32' }])
    const removed = await run({
      mode: 'delete',
      'deployment-name': 'e2e-pr-32',
      'delete-tracing-project': 'true'
    })
    expect(failure(removed)).toBe('')
    expect(slow.state.deployments().filter(d => d.deployment.name === 'e2e-pr-32')).toEqual([])
    const again = await run({
      'deployment-name': 'e2e-pr-32',
      'integration-id': DEFAULT_INTEGRATION_ID,
      'repo-ref': 'main',
      wait: 'false'
    })
    expect(failure(again)).toBe('')
    expect(again.outputs.created).toBe('true')
  })
})
