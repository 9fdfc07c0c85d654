/**
 * The update's write protocol on a fake clock against the emulator on loopback: the revision
 * `POST .../revisions` answers, its lost answer settled by the list, the PATCH of an older
 * install, and another writer's revision, which is never taken as this run's.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { type DeploySpec, createBody } from '../../../src/control-plane/requests.js'
import { readBaseline } from '../../../src/control-plane/writes/baseline.js'
import { updateDeployment } from '../../../src/control-plane/writes/update.js'
import { type FaultRule, type RunningEmulator, startEmulator } from '../../../emulator/index.js'
import { FakeClock } from '../../fixtures/clock.js'
import { type RecordingLogger, recordingLogger } from '../../fixtures/logger.js'
import { emulatorDeps, githubSpec } from '../../fixtures/write-deps.js'

const KEY = 'lsv2_sk_writes_update_test'
let modern: RunningEmulator
let older: RunningEmulator

beforeAll(async () => {
  modern = await startEmulator({ apiKey: KEY, stepMs: 60_000 })
  older = await startEmulator({ apiKey: KEY, stepMs: 60_000, createRevisionRoute: false })
})

afterAll(async () => {
  await Promise.all([modern.close(), older.close()])
})

/** What one update did: its outcome (or failure), the revisions after it, the writes sent. */
interface Outcome {
  readonly revisionId: string | undefined
  readonly route: string | undefined
  readonly failure: string | undefined
  /** repo_ref of each revision, by ID. */
  readonly refs: ReadonlyMap<string, string | null | undefined>
  readonly posts: number
  readonly patches: readonly string[]
  readonly log: RecordingLogger
  readonly sleeps: readonly number[]
}

/** Creates a deployment, adds `faults`, then updates it to `ref` with the protocol. */
async function update(
  emulator: RunningEmulator,
  name: string,
  options: { readonly faults?: (id: string) => FaultRule[]; readonly extra?: Partial<DeploySpec> }
): Promise<Outcome> {
  const clock = new FakeClock()
  const log = recordingLogger()
  const d = emulatorDeps(emulator, KEY, { clock, logger: log })
  const created = await d.controlPlane.createDeployment({
    body: createBody(githubSpec(name, { repoRef: 'v0-base' }))
  })
  const existing = await d.controlPlane.getDeployment({ id: created.id })
  const baseline = await readBaseline(d, existing, { history: false })
  emulator.clearRequests()
  const handles = (options.faults?.(created.id) ?? []).map(rule => emulator.faults.add(rule))
  const write = githubSpec(name, { repoRef: `${name}-ref`, ...options.extra })
  let result: Awaited<ReturnType<typeof updateDeployment>> | undefined
  let failure: string | undefined
  try {
    result = await updateDeployment(d, {
      existing,
      baseline,
      spec: write,
      target: { source: 'github' },
      created: false
    })
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error)
  }
  for (const handle of handles) handle.remove()
  const writes = emulator.requests.filter(r => r.path.startsWith(`/v2/deployments/${created.id}`))
  return {
    revisionId: result?.revisionId,
    route: result?.route,
    failure,
    refs: new Map(
      emulator.state.revisions(created.id).map(r => [r.id, r.source_revision_config.repo_ref])
    ),
    posts: writes.filter(r => r.method === 'POST' && r.path.endsWith('/revisions')).length,
    patches: writes.filter(r => r.method === 'PATCH').map(r => r.body ?? ''),
    log,
    sleeps: clock.sleeps
  }
}

const lost =
  (method: string): ((id: string) => FaultRule) =>
  id => ({
    method,
    path: method === 'POST' ? `/v2/deployments/${id}/revisions` : `/v2/deployments/${id}`,
    times: 1,
    fault: { kind: 'drop-response' }
  })

/** Another run's update, landing just before this run's first `method` of the deployment. */
const rival =
  (ref: string, method = 'GET'): ((id: string) => FaultRule) =>
  id => ({
    method,
    path: `/v2/deployments/${id}`,
    times: 1,
    fault: { kind: 'second-writer', revision: { repo_ref: ref } }
  })

describe('with the create-revision route', () => {
  it('one POST makes the revision and its answer names it: no PATCH, no inference', async () => {
    const out = await update(modern, 'w-answered', {})
    expect(out.failure).toBeUndefined()
    expect(out.route).toBe('create-revision')
    expect(out.refs.get(out.revisionId ?? '')).toBe('w-answered-ref')
    expect(out.posts).toBe(1)
    expect(out.patches).toEqual([])
    expect(out.log.lines).toContainEqual(expect.stringMatching(/^Created revision .* with POST/))
  })

  it('settings that make no revision go first, in a PATCH without secrets or revision fields', async () => {
    const out = await update(modern, 'w-settings', {
      extra: { buildOnPush: true, secrets: [{ name: 'A', value: 'secret-a' }] }
    })
    expect(out.failure).toBeUndefined()
    expect(out.patches.map(body => JSON.parse(body) as unknown)).toEqual([
      { source_config: { build_on_push: true } }
    ])
    expect(out.posts).toBe(1)
    const post = modern.requests.find(r => r.method === 'POST' && r.path.endsWith('/revisions'))
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({ secrets: [{ name: 'A' }] })
  })

  it('install_command and build_command go in the POST with the revision, as Terraform sends them, never in the PATCH', async () => {
    const out = await update(modern, 'w-commands', {
      extra: { buildOnPush: true, installCommand: 'pnpm i', buildCommand: 'pnpm -r build' }
    })
    expect(out.failure).toBeUndefined()
    expect(out.patches.map(body => JSON.parse(body) as unknown)).toEqual([
      { source_config: { build_on_push: true } }
    ])
    const post = modern.requests.find(r => r.method === 'POST' && r.path.endsWith('/revisions'))
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      source_config: { install_command: 'pnpm i', build_command: 'pnpm -r build' }
    })
    const held = modern.state.deployment('w-commands')?.deployment.source_config
    expect(held).toMatchObject({ install_command: 'pnpm i', build_command: 'pnpm -r build' })
  })

  it.each([
    ['its answer lost', [lost('POST')]],
    ['its answer lost while another run writes', [lost('POST'), rival('other-run')]]
  ])(
    '%s: a revision at the ref it sent proves nothing (a branch is no mark of its own): it cannot tell, and never sends again',
    async (_, faults) => {
      const name = `w-lost-${faults.length}`
      const out = await update(modern, name, { faults: id => faults.map(f => f(id)) })
      expect(out.revisionId).toBeUndefined()
      const mine = [...out.refs].filter(([, ref]) => ref === `${name}-ref`).map(([id]) => id)
      // The write went through: its revision exists, and is neither reported nor sent again.
      expect(mine).toHaveLength(1)
      expect(out.refs.size).toBe(1 + faults.length)
      expect(out.posts).toBe(1)
      expect(out.failure).toMatch(
        new RegExp(
          `cannot tell which revision the update of deployment "${name}" \\(.*\\) made: .*revision ${mine[0] ?? ''}, new since the write, may be another writer's, since what it sent \\(repo_ref '${name}-ref'\\) is what another writer's deploy of the same ref or image sends too`
        )
      )
      expect(out.log.warnings()).toContainEqual(
        expect.stringMatching(/^Creating the revision may or may not have worked/)
      )
    }
  )

  it('its answer lost while another run sends the same source: it cannot tell, naming both', async () => {
    const name = 'w-lost-same'
    const out = await update(modern, name, {
      faults: id => [lost('POST')(id), rival(`${name}-ref`)(id)]
    })
    expect(out.revisionId).toBeUndefined()
    const fresh = [...out.refs].filter(([, ref]) => ref === `${name}-ref`).map(([id]) => id)
    expect(fresh).toHaveLength(2)
    expect(out.failure).toMatch(
      /cannot tell which revision .* made: .*revisions .* new since the write/
    )
    for (const id of fresh) expect(out.failure).toContain(id)
    expect(out.posts).toBe(1)
  })

  it('a 502 that made nothing: five reads with backoff, then sent once more', async () => {
    const out = await update(modern, 'w-502', {
      faults: id => [
        {
          method: 'POST',
          path: `/v2/deployments/${id}/revisions`,
          times: 1,
          fault: { kind: 'status', status: 502 }
        }
      ]
    })
    expect(out.failure).toBeUndefined()
    expect(out.posts).toBe(2)
    expect(out.refs.size).toBe(2)
    expect(out.sleeps).toEqual([250, 500, 1000, 2000])
  })
})

describe('without it (an older install): the PATCH, hardened', () => {
  it('takes the PATCH path and says so once', async () => {
    const out = await update(older, 'p-answered', {})
    expect(out.failure).toBeUndefined()
    expect(out.route).toBe('patch')
    expect(out.refs.get(out.revisionId ?? '')).toBe('p-answered-ref')
    expect(out.patches).toHaveLength(1)
    const said = out.log.lines.filter(line =>
      line.includes('no POST /v2/deployments/{id}/revisions')
    )
    expect(said).toHaveLength(1)
  })

  it("its answer lost while another run writes: neither its revision nor the other's is claimed", async () => {
    const out = await update(older, 'p-lost', { faults: id => [lost('PATCH')(id), rival('x')(id)] })
    expect(out.revisionId).toBeUndefined()
    expect(out.refs.size).toBe(3)
    expect(out.failure).toMatch(/cannot tell which revision the update of deployment "p-lost"/)
    expect(out.patches).toHaveLength(1)
  })

  it('its answer lost while another run sends the same source: it cannot tell, and sends once', async () => {
    const name = 'p-lost-same'
    const out = await update(older, name, {
      faults: id => [lost('PATCH')(id), rival(`${name}-ref`)(id)]
    })
    expect(out.revisionId).toBeUndefined()
    expect(out.failure).toMatch(
      /cannot tell which revision .* made: .*revisions .* new since the write/
    )
    expect(out.patches).toHaveLength(1)
  })
})

describe('answers that do not prove the revision, found by the seeded adversary', () => {
  it('a lost answer while the list lags past the settling reads: the deployment changed, so never sent again (F1, seed 171)', async () => {
    const lagging = await startEmulator({
      apiKey: KEY,
      stepMs: 60_000,
      quirks: { revisionListLagMs: 3_600_000 }
    })
    try {
      const out = await update(lagging, 'f1-lagging', { faults: id => [lost('POST')(id)] })
      expect(out.posts).toBe(1)
      expect(out.refs.size).toBe(2)
      expect(out.revisionId).toBeUndefined()
      expect(out.log.lines).toContainEqual(
        expect.stringMatching(
          /^The deployment changed: it names revision \S+ as its latest, new since the write, so the write may have gone through and is not sent again\.$/
        )
      )
    } finally {
      await lagging.close()
    }
  })

  it('a PATCH answer naming a revision made before the write (another push of the same ref): not taken: made before the write’s updated_at (seed 84)', async () => {
    const early = await startEmulator({
      apiKey: KEY,
      stepMs: 60_000,
      createRevisionRoute: false,
      quirks: { patchResponseRevision: 'previous' }
    })
    try {
      // Another push of the same ref lands between this run's reads and its PATCH.
      const before = rival('p-early-ref', 'PATCH')
      const out = await update(early, 'p-early', { faults: id => [before(id)] })
      // Newest first: this run's revision, then the other push's.
      const [mine, other] = early.state
        .revisions(early.state.deployment('p-early')?.deployment.id ?? '')
        .map(r => r.id)
      expect(out.revisionId).toBeUndefined()
      expect(mine).not.toBe(out.revisionId)
      // Both revisions are of the ref this run sent: which is this run's is not told.
      expect(out.failure).toMatch(
        /could not tell the revision created by the update of deployment "p-early"/
      )
      expect(out.log.lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^The answer names revision ${other ?? '?'}, made at \\S+, before the write it answers`
          )
        )
      )
      expect(out.patches).toHaveLength(1)
    } finally {
      await early.close()
    }
  })

  it('a PATCH answer naming a revision the lagging list never shows: not taken, however it looks (seed 7532)', async () => {
    // The list lags ten minutes: it never shows the revision the answer names, so it cannot
    // show whether a newer one was made; the answer alone proves nothing.
    const lagging = await startEmulator({
      apiKey: KEY,
      stepMs: 60_000,
      createRevisionRoute: false,
      quirks: { revisionListLagMs: 600_000 }
    })
    try {
      const out = await update(lagging, 'p-lag', {})
      const [named] = lagging.state
        .revisions(lagging.state.deployment('p-lag')?.deployment.id ?? '')
        .map(r => r.id)
      expect(out.revisionId).toBeUndefined()
      expect(out.failure).toContain(
        `its answer named revision ${named ?? '?'}, which the revision list did not show after 8 looks`
      )
      expect(out.patches).toHaveLength(1)
    } finally {
      await lagging.close()
    }
  })

  it('a PATCH answer naming a revision made before the write, under reads that lag behind it: not taken (seeds 8938, 14261)', async () => {
    // The reads after the write answer from the state before it: the list shows the other push's
    // revision as the newest. Its created_at, before the write's updated_at, gives it away.
    const early = await startEmulator({
      apiKey: KEY,
      stepMs: 60_000,
      createRevisionRoute: false,
      quirks: { patchResponseRevision: 'previous' }
    })
    try {
      const before = rival('p-stale-ref', 'PATCH')
      const stale = (id: string): FaultRule => ({
        method: 'GET',
        path: `/v2/deployments/${id}/revisions`,
        times: 20,
        fault: { kind: 'stale-read' }
      })
      const out = await update(early, 'p-stale', { faults: id => [before(id), stale(id)] })
      const [, other] = early.state
        .revisions(early.state.deployment('p-stale')?.deployment.id ?? '')
        .map(r => r.id)
      expect(out.revisionId).toBeUndefined()
      expect(out.failure).toMatch(/cannot tell which revision the update of deployment "p-stale"/)
      expect(out.log.lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^The answer names revision ${other ?? '?'}, made at \\S+, before the write it answers`
          )
        )
      )
      expect(out.patches).toHaveLength(1)
    } finally {
      await early.close()
    }
  })
})
