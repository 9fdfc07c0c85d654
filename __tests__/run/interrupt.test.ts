/**
 * What a cancelled run says and, with on-cancel: interrupt, does (nock): one interrupt request,
 * never retried, only for a revision of this run that is not final yet.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import nock from 'nock'
import { mockActionsCore } from '../fixtures/core.js'

mockActionsCore()
const { ControlPlane } = await import('../../src/control-plane/client.js')
const { Progress } = await import('../../src/report/progress.js')
const { Redactor } = await import('../../src/base/redact.js')
const { cancelledMessage } = await import('../../src/run/interrupt.js')
const { WriteCutError } = await import('../../src/control-plane/writes/cut-write.js')
const { baselineOf } = await import('../../src/control-plane/writes/baseline.js')
const { FakeClock } = await import('../fixtures/clock.js')
const { testRuntime } = await import('../fixtures/runtime.js')
const { silentLogger } = await import('../fixtures/logger.js')
type Inputs = import('../../src/inputs/read.js').Inputs
type Deployment = import('../../src/control-plane/schemas.js').Deployment

const BASE = 'https://cp.example.com'
const DEP = '11111111-1111-4111-8111-111111111111'
const REV = '22222222-2222-4222-8222-222222222222'
const INTERRUPT = `/v2/deployments/${DEP}/revisions/${REV}/interrupt`

beforeAll(() => {
  nock.disableNetConnect()
})
afterEach(() => {
  nock.cleanAll()
})
afterAll(() => {
  nock.enableNetConnect()
  nock.restore()
})

function progressAt(status: string | undefined) {
  const subject = { action: 'Deploy', target: 'deployment "a"', deploymentUrl: undefined }
  const progress = new Progress({ ...subject, startedAt: 0 }, new Redactor(), silentLogger)
  progress.deployment({ id: DEP, name: 'a', url: '', urlField: undefined, dashboardUrl: '' })
  progress.revision(REV)
  if (status !== undefined) progress.status(status, 0)
  return progress
}

async function cancel(
  onCancel: 'leave' | 'interrupt',
  status: string | undefined,
  failure: unknown = new Error('cancelled (SIGINT)')
) {
  const progress = progressAt(status)
  const message = await cancelledMessage({
    inputs: { onCancel, mode: 'deploy' } as Inputs,
    progress,
    logger: silentLogger,
    failure,
    afterCancel: () => {
      const runtime = testRuntime({
        clock: new FakeClock(),
        budgetMs: 2000,
        requestTimeoutMs: 30_000,
        logger: silentLogger,
        random: 0
      })
      const controlPlane = new ControlPlane({
        ...runtime,
        baseUrl: BASE,
        apiKey: 'lsv2_sk_interrupt_test',
        workspaceId: '33333333-3333-4333-8333-333333333333',
        userAgent: 'test',
        retry: { attempts: 5, baseMs: 1, capMs: 1 }
      })
      return { ...runtime, controlPlane }
    }
  })
  return { message, report: progress.redactedReport() }
}

describe('cancelledMessage', () => {
  it('on-cancel: leave sends nothing: the deployment goes on', async () => {
    const { message, report } = await cancel('leave', 'BUILDING')
    expect(message).toMatch(/; the deployment itself goes on\.$/)
    expect(report.interrupt).toBeUndefined()
  })

  it('interrupts a revision in flight with one request', async () => {
    const scope = nock(BASE).post(INTERRUPT).once().reply(200, { id: REV, status: 'INTERRUPTED' })
    const { message, report } = await cancel('interrupt', 'BUILDING')
    expect(scope.isDone()).toBe(true)
    expect(message).toContain(`revision ${REV} was interrupted (on-cancel: interrupt)`)
    expect(report.interrupt).toEqual({ revisionId: REV, outcome: 'interrupted' })
  })

  it('a write cut off once the run has named its revision (a rollback after a failed smoke test) is not settled', async () => {
    const existing = { id: DEP, name: 'a', latest_revision_id: REV } as Deployment
    const cut = {
      kind: 'revision',
      existing,
      baseline: baselineOf(existing),
      sent: undefined
    } as const
    const cancelled = new WriteCutError(cut, new Error('cancelled (SIGINT)'))
    // No read is sent (nock refuses every request): the run's revision stays the one it named.
    const { message, report } = await cancel('leave', 'DEPLOYED', cancelled)
    expect(message).toBe(
      `Cancelled (deployment ${DEP}, revision ${REV}, last status DEPLOYED); the deployment itself goes on.`
    )
    expect(report.revisionId).toBe(REV)
  })

  it('sends nothing for a revision already final', async () => {
    const { message, report } = await cancel('interrupt', 'DEPLOYED')
    expect(message).toContain(`revision ${REV} is already DEPLOYED: nothing to interrupt`)
    expect(report.interrupt?.outcome).toBe('final')
  })

  it('a refusal (409) says the revision may have ended already', async () => {
    nock(BASE).post(INTERRUPT).reply(409, { detail: 'already DEPLOYED' })
    const { message, report } = await cancel('interrupt', 'DEPLOYING')
    expect(message).toMatch(/would not interrupt revision .*already DEPLOYED/)
    expect(report.interrupt?.outcome).toBe('final')
  })

  it('a 5xx is not retried: one request, and the deployment goes on', async () => {
    let calls = 0
    nock(BASE)
      .post(INTERRUPT)
      .times(5)
      .reply(() => {
        calls++
        return [503, { detail: 'busy' }]
      })
    const { message, report } = await cancel('interrupt', 'BUILDING')
    expect(calls).toBe(1)
    expect(message).toMatch(/interrupting revision .* failed .*the deployment itself goes on/)
    expect(report.interrupt?.outcome).toBe('failed')
  })
})
