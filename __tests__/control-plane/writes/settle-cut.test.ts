/**
 * Settling a write the cancel cut off, on a fake clock against the emulator: only a revision
 * built from what this run sent is its own, a create is found by name, and what the reads
 * cannot tell is said, never guessed.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { baselineOf } from '../../../src/control-plane/writes/baseline.js'
import type { CutWrite } from '../../../src/control-plane/writes/cut-write.js'
import { settleCutWrite } from '../../../src/control-plane/writes/settle-cut.js'
import { type RunningEmulator, startEmulator } from '../../../emulator/index.js'
import { FakeClock } from '../../fixtures/clock.js'
import { recordingLogger } from '../../fixtures/logger.js'
import { emulatorDeps } from '../../fixtures/write-deps.js'

const KEY = 'lsv2_sk_writes_settle_cut_test'
let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, stepMs: 60_000 })
})

afterAll(async () => {
  await emulator.close()
})

const deps = () =>
  emulatorDeps(emulator, KEY, { clock: new FakeClock(), logger: recordingLogger() })

/** A seeded deployment at ref `main`, as the update's cut knows it, sending ref `feature`. */
function updateCut(name: string): Extract<CutWrite, { kind: 'revision' }> {
  const [seed] = emulator.seed([{ name, sourceRevisionConfig: { repo_ref: 'main' } }])
  if (seed === undefined) throw new Error(`the emulator did not seed ${name}`)
  const existing = { ...seed.deployment } as never
  return {
    kind: 'revision',
    existing,
    baseline: baselineOf(existing),
    sent: { repoRef: 'feature' }
  }
}

/** The update's cut settled after a revision at `ref` was made (by the first read's time). */
async function settledAfter(name: string, ref: string) {
  const cut = updateCut(name)
  emulator.faults.add({
    method: 'GET',
    path: `/v2/deployments/${cut.existing.id}`,
    times: 1,
    fault: { kind: 'second-writer', revision: { repo_ref: ref } }
  })
  return { cut, outcome: await settleCutWrite(deps(), cut) }
}

describe('settleCutWrite', () => {
  it('a revision another writer made from another source is not this run’s: the reads say so', async () => {
    const { cut, outcome } = await settledAfter('cut-other-writer', 'someone-else')
    expect(emulator.state.revisions(cut.existing.id)).toHaveLength(2)
    expect(outcome.revisionId).toBeUndefined()
    expect(outcome.unknown).toBe(
      'after 5 reads no new revision built from what this run sent shows yet'
    )
  })

  it('a new revision at the ref this run sent proves nothing: another push of that ref makes one too', async () => {
    const { cut, outcome } = await settledAfter('cut-same-ref', 'feature')
    const [newest] = emulator.state.revisions(cut.existing.id)
    expect(outcome.revisionId).toBeUndefined()
    expect(outcome.unknown).toMatch(
      new RegExp(
        `^cannot tell which revision the update of .* made: .*revision ${newest?.id ?? '?'}, new since the write, may be another writer's`
      )
    )
  })

  it("the one new revision with the object path of this run's upload is its own", async () => {
    const [seed] = emulator.seed([{ name: 'cut-upload-own', source: 'internal_source' }])
    if (seed === undefined) throw new Error('the emulator did not seed cut-upload-own')
    const existing = { ...seed.deployment } as never
    const objectPath = 'uploads/this-run.tar.gz'
    const cut: CutWrite = {
      kind: 'revision',
      existing,
      baseline: baselineOf(existing),
      sent: { tarballPath: objectPath }
    }
    emulator.faults.add({
      method: 'GET',
      path: `/v2/deployments/${seed.deployment.id}`,
      times: 1,
      fault: { kind: 'second-writer', revision: { source_tarball_path: objectPath } }
    })
    const outcome = await settleCutWrite(deps(), cut)
    const [newest] = emulator.state.revisions(seed.deployment.id)
    expect(outcome).toEqual({ deployment: existing, revisionId: newest?.id, unknown: undefined })
  })

  it('a create that shows no deployment by its name says so', async () => {
    const cut: CutWrite = { kind: 'create', name: 'cut-never-made', firstRevision: true }
    const outcome = await settleCutWrite(deps(), cut)
    expect(outcome).toEqual({
      deployment: undefined,
      revisionId: undefined,
      unknown: 'no deployment "cut-never-made" shows'
    })
  })

  it('an upload create is found by name, with no revision to look for', async () => {
    const [seed] = emulator.seed([{ name: 'cut-upload', source: 'internal_source' }])
    const cut: CutWrite = { kind: 'create', name: 'cut-upload', firstRevision: false }
    const outcome = await settleCutWrite(deps(), cut)
    expect(outcome.deployment?.id).toBe(seed?.deployment.id)
    expect(outcome.revisionId).toBeUndefined()
    expect(outcome.unknown).toBeUndefined()
  })
})
