/**
 * The client calls rolling back uses, against the emulator on loopback: the revision list with
 * the status filter read to its last page, and the redeploy, a POST sent once even when its
 * answer is a 5xx.
 */
import { describe, expect, it } from '@jest/globals'
import type { RunningEmulator } from '../../emulator/index.js'
import { ControlPlane } from '../../src/control-plane/client.js'
import { HttpStatusError } from '../../src/base/errors.js'
import {
  call,
  createBody,
  createDeployment,
  emulatorPerTest
} from '../emulator/emulator-helpers.js'
import { FakeClock } from '../fixtures/clock.js'
import { silentLogger } from '../fixtures/logger.js'

const start = emulatorPerTest()

function client(emu: RunningEmulator): ControlPlane {
  return new ControlPlane({
    baseUrl: emu.url,
    apiKey: emu.apiKey,
    workspaceId: emu.workspaceId,
    userAgent: 'test',
    clock: new FakeClock(),
    logger: silentLogger,
    retry: { attempts: 3, baseMs: 1, capMs: 1 }
  })
}

/** A live deployment with `revisions` revisions in all, each deployed at once. */
async function deployed(
  emu: RunningEmulator,
  revisions: number
): Promise<{ id: string; latest: string }> {
  const { id } = await createDeployment(emu, createBody('rollback-me'))
  for (let n = 2; n <= revisions; n++) {
    const body = { source_revision_config: { repo_ref: `release-${n}` } }
    const reply = await call(emu, 'POST', `/v2/deployments/${id}/revisions`, { body })
    expect(reply.status).toBe(201)
  }
  emu.clearRequests()
  return { id, latest: emu.state.revisions(id)[0]?.id ?? '' }
}

describe('listRevisions with statuses', () => {
  it('sends the status filter on every page and reads until a short page', async () => {
    // 160 revisions, every tenth a failed build: 144 pass the filter, two pages of 100 and 44.
    const outcomes = Object.fromEntries(
      Array.from({ length: 16 }, (_, i) => [i * 10 + 5, 'BUILD_FAILED' as const])
    )
    const emu = await start({ stepMs: 0, scenarios: { 'rollback-me': { outcomes } } })
    const { id } = await deployed(emu, 160)
    const listed = await client(emu).listRevisions({
      deploymentId: id,
      statuses: ['DEPLOYED', 'SKIPPED']
    })
    const passing = emu.state.revisions(id).filter(r => r.status !== 'BUILD_FAILED')
    expect(passing).toHaveLength(144)
    expect(listed.map(r => r.id)).toEqual(passing.map(r => r.id))
    expect(emu.requests.map(r => r.path)).toEqual([
      `/v2/deployments/${id}/revisions?limit=100&offset=0&status=DEPLOYED%2CSKIPPED`,
      `/v2/deployments/${id}/revisions?limit=100&offset=100&status=DEPLOYED%2CSKIPPED`
    ])
  })
})

describe('redeployRevision', () => {
  it('POSTs without a body and reads the new latest revision from the answer', async () => {
    const emu = await start({ stepMs: 0 })
    const { id } = await deployed(emu, 2)
    const first = emu.state.revisions(id)[1]?.id ?? ''
    const answer = await client(emu).redeployRevision({ deploymentId: id, revisionId: first })
    const newest = emu.state.revisions(id)
    expect(newest).toHaveLength(3)
    expect(answer.latest_revision_id).toBe(newest[0]?.id)
    expect(emu.requests).toHaveLength(1)
    expect(emu.requests[0]).toMatchObject({
      method: 'POST',
      path: `/v2/deployments/${id}/revisions/${first}/redeploy`,
      body: ''
    })
  })

  it('is not sent again on a 5xx, which may have been applied', async () => {
    const emu = await start({ stepMs: 0 })
    const { id, latest } = await deployed(emu, 2)
    emu.faults.add({
      path: /\/redeploy$/,
      fault: { kind: 'status', status: 502, body: { detail: 'bad gateway' } }
    })
    const redeploy = client(emu).redeployRevision({ deploymentId: id, revisionId: latest })
    await expect(redeploy).rejects.toBeInstanceOf(HttpStatusError)
    expect(emu.requests).toHaveLength(1)
  })

  it('takes an unreadable answer as telling nothing', async () => {
    const emu = await start({ stepMs: 0 })
    const { id, latest } = await deployed(emu, 2)
    emu.faults.add({ path: /\/redeploy$/, fault: { kind: 'malformed-json', body: '{"id": ' } })
    const answer = await client(emu).redeployRevision({ deploymentId: id, revisionId: latest })
    expect(answer).toEqual({})
  })
})
