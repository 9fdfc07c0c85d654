/**
 * Two writers on one deployment, with the bundled action run as the runner runs it: each run
 * reports only the revision it proves its own (issue 44, point 1): by its write's answer (the
 * create-revision route's revision; on an older install without it, the revision the PATCH answer
 * names when none newer is listed) or, that answer lost, by a mark no other writer makes (here an
 * image pinned by a digest no other run sends). A github ref is what another push sends too: a
 * run that cannot prove its revision names none, says so, and never sends its write again.
 */
import { describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  type FaultRule,
  type RunningEmulator
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { cannotTellWhich, emulatorForFile, failure, runOnEmulator, writesAbout } from './helpers.js'

const KEY = 'lsv2_sk_writers_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const DIGEST = /@sha256:[0-9a-f]{64}$/

const common = { apiKey: KEY, workspaceId: WORKSPACE, stepMs: 150 }
const modern = emulatorForFile(common)
const older = emulatorForFile({ ...common, createRevisionRoute: false })

/** An image pinned by a digest made of `hex` (one hex digit), which only one run sends. */
const pinned = (hex: string): string => `registry.example.com/agent@sha256:${hex.repeat(64)}`

/** Deploys `source` to `name`: an image when it is pinned by digest, else a github ref. */
function deploy(emulator: RunningEmulator, name: string, source: string): Promise<ActionRun> {
  const account = { url: emulator.url, key: KEY, workspace: WORKSPACE }
  const what: Record<string, string> = DIGEST.test(source)
    ? { 'image-uri': source }
    : { 'integration-id': DEFAULT_INTEGRATION_ID, 'repo-ref': source }
  return runOnEmulator(account, { 'deployment-name': name, ...what, 'timeout-seconds': '40' })
}

/**
 * Makes `name` with one live revision: a github deployment by a first run, or an image
 * deployment (`image`) by a seed; returns its ID.
 */
async function existing(
  emulator: RunningEmulator,
  name: string,
  kind: 'github' | 'image' = 'github'
): Promise<string> {
  if (kind === 'image') {
    const [seed] = emulator.seed([{ name, source: 'external_docker' }])
    return seed?.deployment.id ?? ''
  }
  const first = await deploy(emulator, name, 'first')
  expect(first.exitCode).toBe(0)
  return first.outputs['deployment-id'] ?? ''
}

/** What each revision of `name` was built from (its repo_ref or image_uri), by ID. */
function sources(emulator: RunningEmulator, name: string): Map<string, string | null | undefined> {
  const revisions = emulator.state.deployment(name)?.revisions ?? []
  return new Map(
    revisions.map(r => [
      r.id,
      r.source_revision_config.repo_ref ?? r.source_revision_config.image_uri
    ])
  )
}

/** The ID of the one revision of `name` built from `source`. */
function revisionFrom(emulator: RunningEmulator, name: string, source: string): string {
  const ids = [...sources(emulator, name)].filter(([, from]) => from === source).map(([id]) => id)
  expect(ids).toHaveLength(1)
  return ids[0] ?? ''
}

/**
 * A run that proved its revision, against what the emulator holds: it names one, built from
 * `source` (which no other run sends); exiting 0, that revision is DEPLOYED; otherwise it was
 * superseded, and the run names the newer one. No revision-id fails this, whatever the exit.
 */
function expectOwn(emulator: RunningEmulator, name: string, run: ActionRun, source: string) {
  const reported = run.outputs['revision-id'] ?? ''
  expect(reported).not.toBe('')
  const revisions = emulator.state.deployment(name)?.revisions ?? []
  const own = revisions.find(revision => revision.id === reported)
  const config = own?.source_revision_config
  expect(config?.repo_ref ?? config?.image_uri).toBe(source)
  if (run.exitCode === 0) {
    expect(run.outputs.status).toBe('DEPLOYED')
    expect(own?.status).toBe('DEPLOYED')
    return
  }
  const newest = revisions[0]?.id ?? ''
  expect(newest).not.toBe(reported)
  expect(failure(run)).toContain(`ended SKIPPED: a newer revision, ${newest}, superseded it`)
}

/**
 * A run that could not prove which revision its update of `name` (`id`) made: it fails saying
 * so, names no revision, and reports none as its own.
 */
function expectCannotTell(run: ActionRun, name: string, id: string): void {
  expect(run.exitCode).not.toBe(0)
  expect(run.outputs['revision-id'] ?? '').toBe('')
  expect(run.outputs.status).toBeUndefined()
  expect(failure(run)).toContain(cannotTellWhich('update', name, id))
}

/** Two runs at once on `name`, deploying `a` and `b`. */
function race(emulator: RunningEmulator, name: string, a: string, b: string): Promise<ActionRun[]> {
  return Promise.all([deploy(emulator, name, a), deploy(emulator, name, b)])
}

/** The requests about deployment `id`. */
const requestsOf = (emulator: RunningEmulator, id: string) =>
  emulator.requests.filter(r => r.path.split('?')[0]?.startsWith(`/v2/deployments/${id}`))

/** What the write whose answer a `drop-response` fault dropped sent as its source. */
function droppedSource(emulator: RunningEmulator, id: string): string {
  const dropped = requestsOf(emulator, id).filter(r => r.fault === 'drop-response')
  expect(dropped).toHaveLength(1)
  const body = JSON.parse(dropped[0]?.body ?? '{}') as {
    source_revision_config?: { repo_ref?: string; image_uri?: string }
  }
  const config = body.source_revision_config
  return config?.repo_ref ?? config?.image_uri ?? ''
}

/** Drops the answer of the first `POST .../revisions` of deployment `id` (applied all the same). */
function dropFirstPost(id: string): FaultRule {
  return {
    method: 'POST',
    path: `/v2/deployments/${id}/revisions`,
    times: 1,
    fault: { kind: 'drop-response' }
  }
}

describe('with the create-revision route', () => {
  it('an update makes exactly one POST .../revisions, no revision-making PATCH, and reports its answer', async () => {
    const id = await existing(modern.emulator, 'w2-count')
    modern.emulator.clearRequests()
    const run = await deploy(modern.emulator, 'w2-count', 'second')
    expect(run.exitCode).toBe(0)
    expect(writesAbout(modern.emulator, id)).toEqual([`POST /v2/deployments/${id}/revisions`])
    const made = modern.emulator.state.deployment('w2-count')?.revisions[0]
    expect(made?.source_revision_config.repo_ref).toBe('second')
    expect(run.outputs['revision-id']).toBe(made?.id)
    expect(run.stdout).toContain(`Created revision ${made?.id} with POST`)
  })

  it('two runs at once: each reports only its own revision; the superseded one names the newer', async () => {
    const name = 'w2-race'
    await existing(modern.emulator, name)
    const runs = await race(modern.emulator, name, `${name}-a`, `${name}-b`)
    // Each POST's answer is its revision: both runs prove theirs.
    expectOwn(modern.emulator, name, runs[0] as ActionRun, `${name}-a`)
    expectOwn(modern.emulator, name, runs[1] as ActionRun, `${name}-b`)
    expect(sources(modern.emulator, name).size).toBe(3)
    const newest = modern.emulator.state.deployment(name)?.revisions[0]?.id
    expect(runs.filter(run => run.exitCode === 0).map(run => run.outputs['revision-id'])).toEqual([
      newest
    ])
  })

  it.each([
    [
      'two runs at once, one POST answer of a pinned image lost: a digest is no mark of its own (a re-run ships it too), so that run names no revision, the other its own',
      'w2-race-lost',
      'image',
      [pinned('a'), pinned('b')],
      'image_uri'
    ],
    [
      'two runs at once, one POST answer of a github ref lost: that run names no revision, the other its own',
      'w2-race-lost-ref',
      'github',
      ['w2-race-lost-ref-a', 'w2-race-lost-ref-b'],
      'repo_ref'
    ]
  ] as const)('%s', async (_title, name, kind, sent, field) => {
    const id = await existing(modern.emulator, name, kind)
    modern.emulator.clearRequests()
    const lost = modern.emulator.faults.add(dropFirstPost(id))
    const runs = await race(modern.emulator, name, sent[0], sent[1])
    lost.remove()
    expect(lost.hits).toBe(1)
    const at = (sent as readonly string[]).indexOf(droppedSource(modern.emulator, id))
    expect(at).not.toBe(-1)
    // Another run's write of the same image or ref looks the same: that run cannot prove its own.
    expectCannotTell(runs[at] as ActionRun, name, id)
    expect(failure(runs[at] as ActionRun)).toContain(`what it sent (${field} '${sent[at] ?? ''}')`)
    expectOwn(modern.emulator, name, runs[1 - at] as ActionRun, sent[1 - at] ?? '')
    // Neither write was sent again.
    expect(sources(modern.emulator, name).size).toBe(3)
    const posts = `POST /v2/deployments/${id}/revisions`
    expect(writesAbout(modern.emulator, id)).toEqual([posts, posts])
  })
})

/**
 * This run deploys `mine` to deployment `name` of the older install; its PATCH is applied but the
 * answer lost, and another run's revision of `theirs` (a ref, or an image when pinned) lands
 * right after it, before its first read. Returns the run and the deployment's ID.
 */
async function lostPatchWhileAnotherWrites(
  name: string,
  mine: string,
  theirs: string
): Promise<{ run: ActionRun; id: string }> {
  const image = DIGEST.test(mine)
  const id = await existing(older.emulator, name, image ? 'image' : 'github')
  older.emulator.clearRequests()
  const faults = [
    older.emulator.faults.add({
      method: 'PATCH',
      path: `/v2/deployments/${id}`,
      times: 1,
      fault: { kind: 'drop-response' }
    }),
    // After the read just before the write (issue 44, point 2): the other run writes meanwhile.
    older.emulator.faults.add({
      method: 'GET',
      path: `/v2/deployments/${id}`,
      skip: 1,
      times: 1,
      fault: {
        kind: 'second-writer',
        revision: image ? { image_uri: theirs } : { repo_ref: theirs }
      }
    })
  ]
  try {
    const run = await deploy(older.emulator, name, mine)
    // The one PATCH (after the probe of the route older installs lack), never sent again.
    expect(writesAbout(older.emulator, id)).toEqual([
      `POST /v2/deployments/${id}/revisions`,
      `PATCH /v2/deployments/${id}`
    ])
    return { run, id }
  } finally {
    for (const fault of faults) fault.remove()
  }
}

describe('without it (an older install): the PATCH path', () => {
  it('two runs at once: each reports only its own revision by PATCH, or none when a newer one is listed', async () => {
    const name = 'w2-old-race'
    const id = await existing(older.emulator, name)
    older.emulator.clearRequests()
    const refs = [`${name}-a`, `${name}-b`] as const
    const runs = await race(older.emulator, name, ...refs)
    expect(sources(older.emulator, name).size).toBe(3)
    for (const run of runs) expect(run.stdout).toContain('no POST /v2/deployments/{id}/revisions')
    expect(writesAbout(older.emulator, id).filter(write => write.startsWith('PATCH'))).toHaveLength(
      2
    )
    // The run whose revision is newest: its PATCH answer names it, none newer is listed.
    const newest = older.emulator.state.deployment(name)?.revisions[0]
    const last = refs.indexOf(newest?.source_revision_config.repo_ref as (typeof refs)[number])
    expect(last).not.toBe(-1)
    const winner = runs[last] as ActionRun
    expectOwn(older.emulator, name, winner, refs[last] ?? '')
    expect(winner.exitCode).toBe(0)
    // The other: its own revision, superseded; or, when the newer one was already listed as it
    // checked its answer, none (the answer no longer proves it: ownership.ts), and it says which.
    const other = runs[1 - last] as ActionRun
    if ((other.outputs['revision-id'] ?? '') !== '') {
      expectOwn(older.emulator, name, other, refs[1 - last] ?? '')
      return
    }
    expectCannotTell(other, name, id)
    const own = revisionFrom(older.emulator, name, refs[1 - last] ?? '')
    expect(failure(other)).toContain(
      `its answer named revision ${own}, but the list shows ${newest?.id ?? ''} newer`
    )
  })

  it("a lost PATCH answer of a pinned image while another run writes claims no revision, never the other's", async () => {
    const name = 'w2-old-lost'
    const [mine, theirs] = [pinned('c'), pinned('d')]
    const { run, id } = await lostPatchWhileAnotherWrites(name, mine, theirs)
    expect(sources(older.emulator, name).size).toBe(3)
    const own = revisionFrom(older.emulator, name, mine)
    const other = revisionFrom(older.emulator, name, theirs)
    expectCannotTell(run, name, id)
    expect(failure(run)).toContain(`revision ${own}, new since the write, may be another writer's`)
    expect(JSON.stringify(run.outputs)).not.toContain(other)
  })

  it("a lost PATCH answer of a github ref while another run writes claims no revision, never the other's", async () => {
    const name = 'w2-old-lost-ref'
    const { run, id } = await lostPatchWhileAnotherWrites(name, 'mine', 'other-run')
    expect(sources(older.emulator, name).size).toBe(3)
    const own = revisionFrom(older.emulator, name, 'mine')
    const other = revisionFrom(older.emulator, name, 'other-run')
    expectCannotTell(run, name, id)
    expect(failure(run)).toContain(`revision ${own}, new since the write, may be another writer's`)
    expect(JSON.stringify(run.outputs)).not.toContain(other)
  })

  it('a lost PATCH answer while another run sends the same image cannot tell which is its own', async () => {
    const name = 'w2-old-same'
    const image = pinned('e')
    const { run, id } = await lostPatchWhileAnotherWrites(name, image, image)
    expectCannotTell(run, name, id)
    const twins = [...sources(older.emulator, name)]
      .filter(([, from]) => from === image)
      .map(([rid]) => rid)
    expect(twins).toHaveLength(2)
    for (const twin of twins) expect(failure(run)).toContain(twin)
  })

  it('a lost PATCH answer while another run sends the same ref cannot tell which is its own', async () => {
    const name = 'w2-old-same-ref'
    const { run, id } = await lostPatchWhileAnotherWrites(name, 'mine', 'mine')
    expectCannotTell(run, name, id)
    const twins = [...sources(older.emulator, name)]
      .filter(([, from]) => from === 'mine')
      .map(([rid]) => rid)
    expect(twins).toHaveLength(2)
    expect(failure(run)).toContain(`revisions ${twins.join(', ')}, new since the write`)
  })
})
