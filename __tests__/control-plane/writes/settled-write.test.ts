/**
 * The write protocol's bounded reads on a fake clock: found, never found, and the deadline, at
 * which one last read is still taken (given one request's time) before it fails saying so. A
 * redeploy's result against the emulator on loopback: only what its own answer names, never the
 * latest revision read before it (seed 10105: an answer that says nothing, the redeployed
 * revision already the latest).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { DeadlineError } from '../../../src/base/errors.js'
import { createBody } from '../../../src/control-plane/requests.js'
import { UnprovenRevisionError } from '../../../src/control-plane/writes/ownership.js'
import { SETTLE_READS, type WriteDeps } from '../../../src/control-plane/writes/settle.js'
import { redeployRevision, settle } from '../../../src/control-plane/writes/settled-write.js'
import { type RunningEmulator, startEmulator } from '../../../emulator/index.js'
import { FakeClock } from '../../fixtures/clock.js'
import { recordingLogger } from '../../fixtures/logger.js'
import { emulatorDeps, githubSpec, offlineDeps as deps } from '../../fixtures/write-deps.js'

/** Reads that see 'it' from `foundAt` ms on; each read is noted with its time and time left. */
function reads(d: WriteDeps & { clock: FakeClock }, foundAt: number) {
  const t0 = d.clock.now()
  const seen: { at: number; leftMs: number }[] = []
  const look = (): Promise<string | undefined> => {
    if (d.deadline.expired()) return Promise.reject(new DeadlineError('not sent: no time left'))
    seen.push({ at: d.clock.now() - t0, leftMs: d.deadline.remainingMs() })
    return Promise.resolve(d.clock.now() - t0 >= foundAt ? 'it' : undefined)
  }
  return { seen, look }
}

describe('settle', () => {
  it.each([
    // found at, budget: the answer, the reads taken
    { foundAt: 0, budgetMs: 600_000, answer: 'it', reads: 1 },
    { foundAt: 600, budgetMs: 600_000, answer: 'it', reads: 3 },
    { foundAt: Infinity, budgetMs: 600_000, answer: undefined, reads: SETTLE_READS }
  ])('found at $foundAt ms: $answer after $reads reads', async ({ foundAt, budgetMs, ...want }) => {
    const d = deps(budgetMs)
    const { seen, look } = reads(d, foundAt)
    await expect(settle(d, look)).resolves.toBe(want.answer)
    expect(seen).toHaveLength(want.reads)
    // Full jitter at 0.5: 250 ms, 500 ms, 1 s, 2 s between reads.
    expect(d.clock.sleeps).toEqual([250, 500, 1000, 2000].slice(0, want.reads - 1))
  })

  it('takes one last read when the time is up, given one request time, and sees what it shows', async () => {
    const d = deps(600)
    const { seen, look } = reads(d, 600)
    await expect(settle(d, look)).resolves.toBe('it')
    expect(seen.at(-1)).toEqual({ at: 600, leftMs: 5_000 })
    expect(d.deadline.remainingMs()).toBe(0)
  })

  it('fails saying the time ran out when the last read shows nothing either', async () => {
    const d = deps(600)
    const { seen, look } = reads(d, Infinity)
    await expect(settle(d, look)).rejects.toThrow(
      new DeadlineError(
        'the time ran out (timeout-seconds) after 3 reads, before they could tell whether it went through'
      )
    )
    expect(seen.map(read => read.at)).toEqual([0, 250, 600])
  })

  it('ends with the cancel reason when the run is cancelled', async () => {
    const abort = new AbortController()
    abort.abort(new Error('The workflow was cancelled.'))
    const d = deps(600_000, abort.signal)
    const { look } = reads(d, Infinity)
    await expect(settle(d, look)).rejects.toThrow('The workflow was cancelled.')
  })
})

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
