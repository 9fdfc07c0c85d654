/**
 * Settling a write the cancel cut off, on a fake clock against the emulator: only a revision
 * built from what this run sent is its own, a create is found by name and is its own only by its
 * mark, and what the reads cannot tell is said, never guessed.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { baselineOf } from '../../../src/control-plane/writes/baseline.js'
import type { CutWrite } from '../../../src/control-plane/writes/cut-write.js'
import { settleCutWrite } from '../../../src/control-plane/writes/settle-cut.js'
import { type Rewrite, type RunningEmulator, startEmulator } from '../../../emulator/index.js'
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

/** A list of deployments as answered, each without `source_revision_config`. */
const withoutRevisionConfig: Rewrite = answer => {
  const body = answer.body as { resources: Record<string, unknown>[] }
  const resources = body.resources.map(({ source_revision_config: _left, ...rest }) => rest)
  return { ...answer, body: { ...body, resources } }
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
    const cut: CutWrite = {
      kind: 'create',
      name: 'cut-never-made',
      firstRevision: true,
      sent: { repoRef: 'main' }
    }
    const outcome = await settleCutWrite(deps(), cut)
    expect(outcome).toEqual({
      deployment: undefined,
      revisionId: undefined,
      unknown: 'no deployment "cut-never-made" shows'
    })
  })

  it('a github create: the deployment its name shows (another writer’s, maybe) is not claimed, nor its revision', async () => {
    const [seed] = emulator.seed([
      { name: 'cut-github', sourceRevisionConfig: { repo_ref: 'main' } }
    ])
    const cut: CutWrite = {
      kind: 'create',
      name: 'cut-github',
      firstRevision: true,
      sent: { repoRef: 'main' }
    }
    const outcome = await settleCutWrite(deps(), cut)
    expect(outcome.deployment).toBeUndefined()
    expect(outcome.revisionId).toBeUndefined()
    expect(outcome.unknown).toContain(
      `cannot tell whether deployment "cut-github" (${seed?.deployment.id ?? ''}) is the one this run's create made`
    )
    expect(outcome.unknown).toContain(
      `so its revision ${seed?.revisions[0]?.id ?? ''} cannot prove it`
    )
  })

  it('a create of an image pinned by digest: a re-run ships the same image, so its digest proves nothing: not claimed', async () => {
    const image = `registry.example.com/agent@sha256:${'c'.repeat(64)}`
    const [seed] = emulator.seed([
      { name: 'cut-pinned', source: 'external_docker', sourceRevisionConfig: { image_uri: image } }
    ])
    const cut: CutWrite = {
      kind: 'create',
      name: 'cut-pinned',
      firstRevision: true,
      sent: { imageUri: image }
    }
    const outcome = await settleCutWrite(deps(), cut)
    expect(outcome.deployment).toBeUndefined()
    expect(outcome.revisionId).toBeUndefined()
    expect(outcome.unknown).toContain(
      `what the create sent (image_uri '${image}') is what another writer's create of the same ref or image sends too, so its revision ${seed?.revisions[0]?.id ?? ''} cannot prove it`
    )
  })

  describe('were a create to send a mark of its own (an upload’s object path; none does today)', () => {
    /** The cut create of `name`, an upload deployment seeded with one revision of its archive. */
    function markedCut(name: string, tarballPath: string) {
      const [seed] = emulator.seed([{ name, source: 'internal_source' }])
      const cut: CutWrite = { kind: 'create', name, firstRevision: true, sent: { tarballPath } }
      // The lookup by name leaves out what the latest revision was built from: the list tells.
      emulator.faults.add({
        method: 'GET',
        path: '/v2/deployments',
        times: 1,
        fault: { kind: 'rewrite', rewrite: withoutRevisionConfig }
      })
      return { seed, cut }
    }

    it('the deployment whose revision carries it is this run’s, with that revision', async () => {
      const { seed, cut } = markedCut('cut-marked', 'seeded/cut-marked.tar.gz')
      const outcome = await settleCutWrite(deps(), cut)
      expect(outcome).toMatchObject({
        revisionId: seed?.revisions[0]?.id,
        unknown: undefined
      })
      expect(outcome.deployment?.id).toBe(seed?.deployment.id)
    })

    it('one whose revisions do not carry it is not, and says what they show', async () => {
      const { seed, cut } = markedCut('cut-unmarked', 'uploads/this-run.tar.gz')
      const outcome = await settleCutWrite(deps(), cut)
      expect(outcome.deployment).toBeUndefined()
      expect(outcome.unknown).toContain(
        `its revision ${seed?.revisions[0]?.id ?? ''} does not show this run's source_tarball_path 'uploads/this-run.tar.gz'`
      )
    })
  })

  it('an upload create is found by name, but its empty create sends nothing to tell it by: not claimed', async () => {
    const [seed] = emulator.seed([{ name: 'cut-upload', source: 'internal_source' }])
    const cut: CutWrite = { kind: 'create', name: 'cut-upload', firstRevision: false, sent: {} }
    const outcome = await settleCutWrite(deps(), cut)
    expect(outcome.deployment).toBeUndefined()
    expect(outcome.revisionId).toBeUndefined()
    expect(outcome.unknown).toContain(
      `cannot tell whether deployment "cut-upload" (${seed?.deployment.id ?? ''}) is the one this run's create made`
    )
  })
})
