/**
 * A redeploy's result against the emulator on loopback: only what its own answer names, never the
 * latest revision read before it (seed 10105: an answer that says nothing, the redeployed
 * revision already the latest).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createBody } from '../../../src/control-plane/requests.js'
import { UnprovenRevisionError } from '../../../src/control-plane/writes/ownership.js'
import { redeployRevision } from '../../../src/control-plane/writes/settled-write.js'
import { type RunningEmulator, startEmulator } from '../../../emulator/index.js'
import { FakeClock } from '../../fixtures/clock.js'
import { recordingLogger } from '../../fixtures/logger.js'
import { emulatorDeps, githubSpec } from '../../fixtures/write-deps.js'

const KEY = 'lsv2_sk_writes_redeploy_test'
let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, stepMs: 0 })
})

afterAll(async () => {
  await emulator.close()
})

async function deployed(name: string) {
  const d = emulatorDeps(emulator, KEY, { clock: new FakeClock(), logger: recordingLogger() })
  const created = await d.controlPlane.createDeployment({ body: createBody(githubSpec(name)) })
  const existing = await d.controlPlane.getDeployment({ id: created.id })
  return { d, existing, latest: existing.latest_revision_id ?? '' }
}

describe('redeployRevision', () => {
  it('takes the new revision its answer names', async () => {
    const { d, existing, latest } = await deployed('redeploy-named')
    const result = await redeployRevision(d, existing, latest)
    expect(result.revisionId).not.toBe(latest)
    expect(emulator.state.revisions(existing.id).map(r => r.id)).toContain(result.revisionId)
  })

  it('an answer that names nothing proves nothing, even when the revision redeployed is the latest already', async () => {
    const { d, existing, latest } = await deployed('redeploy-unreadable')
    emulator.faults.add({
      method: 'POST',
      path: /\/redeploy$/,
      times: 1,
      fault: { kind: 'malformed-json' }
    })
    const redeploy = redeployRevision(d, existing, latest)
    await expect(redeploy).rejects.toThrow(UnprovenRevisionError)
    await expect(redeploy).rejects.toThrow(/its answer named no latest revision/)
  })
})
