/**
 * A deployment being deleted, on a fake clock against the emulator: the wait after a delete reads
 * it every 2 s, then 5 s, until 404, and stops at its own bound or at `timeout-seconds`, saying so.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Deadline } from '../../src/base/clock.js'
import { HttpStatusError } from '../../src/base/errors.js'
import {
  DELETE_WAIT_MS,
  isBeingDeleted,
  saysBeingDeleted,
  stillDeleting,
  waitUntilGone
} from '../../src/control-plane/deletion.js'
import { type RunningEmulator, startEmulator } from '../../emulator/index.js'
import { FakeClock } from '../fixtures/clock.js'
import { playDeleting } from '../fixtures/deleting.js'
import { recordingLogger } from '../fixtures/logger.js'
import { emulatorDeps } from '../fixtures/write-deps.js'

const KEY = 'lsv2_sk_deletion_test'
let emulator: RunningEmulator

beforeAll(async () => {
  // The emulator's own deletion is instant: each case plays its own (fixtures/deleting.ts).
  emulator = await startEmulator({ apiKey: KEY, stepMs: 60_000, deleteMs: 0 })
})

afterAll(async () => {
  await emulator.close()
})

/** A deployment deleted in the emulator, played as still being deleted for `reads` reads. */
async function deleted(name: string, reads?: number) {
  const [seeded] = emulator.seed([{ name }])
  const wire = seeded?.deployment
  if (wire === undefined) throw new Error('not seeded')
  const clock = new FakeClock()
  const deps = emulatorDeps(emulator, KEY, { clock, logger: recordingLogger() })
  await deps.controlPlane.deleteDeployment({ id: wire.id, deleteTracingProject: true })
  emulator.faults.clear()
  playDeleting(emulator, wire, { reads })
  return { clock, deps, id: wire.id }
}

describe('waitUntilGone', () => {
  it('reads it every 2 s while it still answers AWAITING_DELETE, until 404', async () => {
    const { clock, deps, id } = await deleted('gone-after-3', 3)
    const wait = await waitUntilGone(deps, id)
    expect(wait).toEqual({ gone: true, status: undefined, waitedMs: 6_000, stoppedBy: undefined })
    expect(clock.sleeps).toEqual([2_000, 2_000, 2_000])
  })

  it('stops at its own bound of 120 s (2 s five times, then 5 s), still being deleted', async () => {
    const { clock, deps, id } = await deleted('never-gone')
    const wait = await waitUntilGone(deps, id)
    expect(wait).toMatchObject({ gone: false, status: 'AWAITING_DELETE', stoppedBy: 'bound' })
    expect(wait.waitedMs).toBe(DELETE_WAIT_MS)
    expect(clock.sleeps.slice(0, 6)).toEqual([2_000, 2_000, 2_000, 2_000, 2_000, 5_000])
    expect(stillDeleting(wait)).toBe(
      'still being deleted (status AWAITING_DELETE) after 2m 00s (the bound of 2m 00s for a deletion)'
    )
  })

  it("stops at the run's timeout-seconds when that comes first", async () => {
    const { clock, deps, id } = await deleted('never-gone-short')
    const wait = await waitUntilGone({ ...deps, deadline: Deadline.after(clock, 9_000) }, id)
    expect(wait).toMatchObject({ gone: false, stoppedBy: 'timeout-seconds', waitedMs: 9_000 })
    expect(stillDeleting(wait)).toMatch(/after 9 s \(the run's 'timeout-seconds'\)$/)
  })
})

describe('what says a deployment is being deleted', () => {
  it.each([
    ['AWAITING_DELETE', true],
    ['AWAITING_FINAL_DELETE', true],
    ['READY', false],
    [undefined, false]
  ])('status %s: %s', (status, expected) => {
    expect(isBeingDeleted({ status })).toBe(expected)
  })

  const refusal = (status: number, detail: string) =>
    new HttpStatusError({
      status,
      detail,
      method: 'POST',
      path: '/v2/deployments',
      contentType: 'application/json'
    })
  it.each([
    [409, "Deployment 'pr-7' is being deleted", true],
    [400, 'name held by a deployment in AWAITING_FINAL_DELETE', true],
    [409, "Deployment with name 'pr-7' already exists.", false],
    [500, 'being deleted', false]
  ])('a %s saying %j: %s', (status, detail, expected) => {
    expect(saysBeingDeleted(refusal(status, detail))).toBe(expected)
  })
})
