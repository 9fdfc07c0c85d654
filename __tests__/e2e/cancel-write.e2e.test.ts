/**
 * A cancel (SIGINT) while the write that makes the revision is under way, through the bundled
 * action against the emulator: the service applied the write and its answer never comes. The
 * run settles it by reads, as after a lost answer: a new revision that carries a mark no other
 * writer could make (here an upload's object path) is this run's, and is interrupted or left; a
 * github update (a ref another push sends too) or a redeploy (which sends nothing of its own)
 * leaves it unproven, so the run says it cannot tell, names no revision and interrupts nothing.
 * A create's deployment found by name is its own only by such a mark too, which no create sends.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  type FaultHandle,
  type FaultRule,
  STORAGE_BUCKET,
  type RunningEmulator
} from '../../emulator/index.js'
import { type ActionRun, runAction } from '../../emulator/runner.js'
import { cannotTellWhich, emulatorForFile, expectNoLeak, failure, writesAbout } from './helpers.js'

const KEY = 'lsv2_sk_cancel_write_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
/** The whole cancelled run, from the signal to the exit: base/cancel.ts exits by 7 s. */
const BOUND_MS = 7000
const common = { apiKey: KEY, workspaceId: WORKSPACE, stepMs: 150 }
const modern = emulatorForFile(common)
const older = emulatorForFile({ ...common, createRevisionRoute: false })
/** The checked-out tree an upload packs. */
let tree: string

beforeAll(async () => {
  tree = await mkdtemp(path.join(tmpdir(), 'cancel-write-'))
  const config = { dependencies: ['.'], graphs: { agent: './agent.py:graph' } }
  await writeFile(path.join(tree, 'langgraph.json'), JSON.stringify(config))
  await writeFile(path.join(tree, 'agent.py'), 'graph = None\n')
})

afterAll(async () => {
  await rm(tree, { recursive: true, force: true })
})

/** A cancelled run: what it did, and how long it took from the signal to its exit. */
interface Cancelled {
  readonly run: ActionRun
  readonly exitMs: number
}

/**
 * Runs the action (the inputs' defaults but for the target; {@link tree} checked
 * out) with `write` applied and left unanswered, and sends SIGINT once the service has applied it.
 */
async function cancelDuringWrite(
  on: RunningEmulator,
  write: Pick<FaultRule, 'method' | 'path'>,
  extra: Record<string, string>,
  meanwhile: () => unknown = () => undefined
): Promise<Cancelled> {
  let pid = 0
  let signalledAt = 0
  on.faults.add({
    ...write,
    times: 1,
    fault: { kind: 'apply-then-hang' },
    onMatch: () => {
      setTimeout(() => {
        meanwhile()
        signalledAt = Date.now()
        process.kill(pid, 'SIGINT')
      }, 300)
    }
  })
  const run = await runAction({
    env: { GITHUB_WORKSPACE: tree },
    inputs: {
      'api-key': KEY,
      'workspace-id': WORKSPACE,
      'api-url': on.url,
      'integration-id': DEFAULT_INTEGRATION_ID,
      ...extra
    },
    onSpawn: p => {
      pid = p
    },
    timeoutMs: 30_000
  })
  expectNoLeak(run, [KEY])
  expect(signalledAt).toBeGreaterThan(0)
  return { run, exitMs: Date.now() - signalledAt }
}

/** The inputs of an upload deploy of {@link tree} (no integration: source upload). */
const UPLOAD = { source: 'upload', 'integration-id': '' }

/**
 * Seeds deployment `name` (an upload deployment unless `github`) with one live revision, new
 * revisions stalling at BUILDING; returns its ID and that revision's.
 */
function seeded(
  on: RunningEmulator,
  name: string,
  source: 'internal_source' | 'github' = 'internal_source'
): { id: string; before: string } {
  const [snapshot] = on.seed([
    source === 'github' ? { name, sourceRevisionConfig: { repo_ref: 'main' } } : { name, source }
  ])
  on.setScenario(name, { stallAt: 'BUILDING' })
  return { id: snapshot?.deployment.id ?? '', before: snapshot?.revisions[0]?.id ?? '' }
}

/** The revision this run made: the one new revision of `name` after `before`. */
function newRevision(on: RunningEmulator, name: string, before: string) {
  const revisions = on.state.deployment(name)?.revisions ?? []
  const made = revisions.filter(revision => revision.id !== before)
  expect(made).toHaveLength(1)
  return made[0]
}

/** The object path of the one archive the run put on the storage host for deployment `id`. */
function uploadedPath(on: RunningEmulator, id: string): string {
  const puts = on.requests.filter(
    r => r.listener === 'storage' && r.method === 'PUT' && r.path.includes(`/sources/${id}/`)
  )
  expect(puts).toHaveLength(1)
  const object = new URL(puts[0]?.path ?? '', on.url).pathname
  return decodeURIComponent(object).slice(`/${STORAGE_BUCKET}/`.length)
}

/** The interrupts sent about deployment `id`. */
function interrupts(on: RunningEmulator, id: string): string[] {
  return writesAbout(on, id).filter(write => write.endsWith('/interrupt'))
}

/**
 * A cancelled run that names no revision of deployment `id` as its own and interrupts none (with
 * on-cancel: interrupt): it fails saying a revision may have been made. Returns what it says.
 */
function expectNothingClaimed(run: ActionRun, id: string): string {
  expect(run.exitCode).not.toBe(0)
  expect(run.outputs['revision-id'] ?? '').toBe('')
  const message = failure(run)
  expect(message).toContain(
    `Cancelled (deployment ${id}); a revision may have been made by this run`
  )
  expect(message).toContain('nothing was interrupted (on-cancel: interrupt)')
  return message
}

const postRevision = (id: string) => ({ method: 'POST', path: `/v2/deployments/${id}/revisions` })

// The upload's object path is the mark that proves the revision this run's (ownership.ts).
describe('a cancel while POST .../revisions is applied and unanswered', () => {
  it('with on-cancel: interrupt, the revision is found, interrupted and named, within the bound', async () => {
    const name = 'cancel-write-interrupt'
    const { id, before } = seeded(modern.emulator, name)
    const { run, exitMs } = await cancelDuringWrite(modern.emulator, postRevision(id), {
      'deployment-name': name,
      ...UPLOAD,
      'on-cancel': 'interrupt'
    })
    const made = newRevision(modern.emulator, name, before)
    expect(made?.source_revision_config.source_tarball_path).toBe(uploadedPath(modern.emulator, id))
    expect(made?.status).toBe('INTERRUPTED')
    expect(interrupts(modern.emulator, id)).toEqual([
      `POST /v2/deployments/${id}/revisions/${made?.id}/interrupt`
    ])
    expect(run.exitCode).not.toBe(0)
    expect(exitMs).toBeLessThan(BOUND_MS)
    expect(run.outputs).toMatchObject({ 'deployment-id': id, 'revision-id': made?.id })
    expect(failure(run)).toBe(
      `Cancelled (deployment ${id}, revision ${made?.id}); revision ${made?.id} was interrupted (on-cancel: interrupt): it ends INTERRUPTED and will not go live.`
    )
    expect(run.summary).toContain(`revision \`${made?.id}\` interrupted (on-cancel: interrupt)`)
  })

  it('with on-cancel: leave (the default), the revision is named in the outputs and the log', async () => {
    const name = 'cancel-write-leave'
    const { id, before } = seeded(modern.emulator, name)
    const { run, exitMs } = await cancelDuringWrite(modern.emulator, postRevision(id), {
      'deployment-name': name,
      ...UPLOAD
    })
    const made = newRevision(modern.emulator, name, before)
    expect(made?.source_revision_config.source_tarball_path).toBe(uploadedPath(modern.emulator, id))
    expect(made?.status).toBe('BUILDING')
    expect(exitMs).toBeLessThan(BOUND_MS)
    expect(run.outputs).toMatchObject({ 'deployment-id': id, 'revision-id': made?.id })
    expect(run.stdout).toContain(
      `The cancelled write made revision ${made?.id} of deployment ${id}`
    )
    expect(failure(run)).toBe(
      `Cancelled (deployment ${id}, revision ${made?.id}); the deployment itself goes on.`
    )
    expect(run.stdout).not.toContain('/interrupt')
    expect(interrupts(modern.emulator, id)).toEqual([])
  })

  it('while the revision list lags behind the write, it looks again and still finds it', async () => {
    const name = 'cancel-write-lagging'
    const { id, before } = seeded(modern.emulator, name)
    const list = { method: 'GET', path: new RegExp(`^(/api-host)?/v2/deployments/${id}/revisions`) }
    const added: FaultHandle[] = []
    const { run, exitMs } = await cancelDuringWrite(
      modern.emulator,
      postRevision(id),
      { 'deployment-name': name, ...UPLOAD, 'on-cancel': 'interrupt' },
      () =>
        added.push(modern.emulator.faults.add({ ...list, times: 2, fault: { kind: 'stale-read' } }))
    )
    // Both stale answers were read after the cancel: the third read found the revision.
    expect(added[0]?.hits).toBe(2)
    const made = newRevision(modern.emulator, name, before)
    expect(made?.source_revision_config.source_tarball_path).toBe(uploadedPath(modern.emulator, id))
    expect(made?.status).toBe('INTERRUPTED')
    expect(exitMs).toBeLessThan(BOUND_MS)
    expect(run.outputs['revision-id']).toBe(made?.id)
  })

  it('a github update (repo-ref) cannot tell the revision apart: it names none and interrupts nothing', async () => {
    const name = 'cancel-write-github'
    const { id, before } = seeded(modern.emulator, name, 'github')
    const { run, exitMs } = await cancelDuringWrite(modern.emulator, postRevision(id), {
      'deployment-name': name,
      'repo-ref': 'feature',
      'on-cancel': 'interrupt'
    })
    // The write was applied, once: its revision builds on, neither claimed nor interrupted.
    const made = newRevision(modern.emulator, name, before)
    expect(made?.source_revision_config.repo_ref).toBe('feature')
    expect(made?.status).toBe('BUILDING')
    expect(writesAbout(modern.emulator, id)).toEqual([`POST /v2/deployments/${id}/revisions`])
    expect(exitMs).toBeLessThan(BOUND_MS)
    expect(run.outputs['deployment-id']).toBe(id)
    const message = expectNothingClaimed(run, id)
    expect(message).toContain(cannotTellWhich('update', name, id))
    expect(message).toContain("what it sent (repo_ref 'feature')")
    expect(message).not.toContain(`revision ${made?.id ?? ''} was interrupted`)
  })

  it.each([
    ['fail (503)', { kind: 'status', status: 503 }],
    ['hang', { kind: 'hang' }]
  ] as const)(
    'when the reads %s too, it says a revision may have been made and where to look',
    async (how, fault) => {
      const name = `cancel-write-unknown-${how.slice(0, 4)}`
      const { id, before } = seeded(modern.emulator, name)
      const reads = { method: 'GET', path: new RegExp(`^(/api-host)?/v2/deployments/${id}`) }
      const added: FaultHandle[] = []
      const { run, exitMs } = await cancelDuringWrite(
        modern.emulator,
        postRevision(id),
        { 'deployment-name': name, ...UPLOAD, 'on-cancel': 'interrupt' },
        () => added.push(modern.emulator.faults.add({ ...reads, fault }))
      )
      for (const handle of added) handle.remove()
      expect(newRevision(modern.emulator, name, before)?.status).toBe('BUILDING')
      expect(exitMs).toBeLessThan(BOUND_MS)
      const message = expectNothingClaimed(run, id)
      expect(message).toContain(`look at the revisions of deployment "${name}" (${id}): http`)
      // The reads are what failed: an upload's revision is told apart when they answer.
      expect(message).not.toContain('cannot tell which revision')
      expect(run.summary).toContain('a revision may have been made by this run')
    }
  )
})

describe('a cancel during the other writes that make a revision', () => {
  it('the older PATCH route: the revision built from what this run sent is interrupted', async () => {
    const name = 'cancel-write-patch'
    const { id, before } = seeded(older.emulator, name)
    const { run } = await cancelDuringWrite(
      older.emulator,
      { method: 'PATCH', path: `/v2/deployments/${id}` },
      { 'deployment-name': name, ...UPLOAD, 'on-cancel': 'interrupt' }
    )
    const made = newRevision(older.emulator, name, before)
    expect(made?.source_revision_config.source_tarball_path).toBe(uploadedPath(older.emulator, id))
    expect(made?.status).toBe('INTERRUPTED')
    expect(run.outputs['revision-id']).toBe(made?.id)
  })

  it('the older PATCH route, a github update: nothing is claimed or interrupted', async () => {
    const name = 'cancel-write-patch-github'
    const { id, before } = seeded(older.emulator, name, 'github')
    const { run } = await cancelDuringWrite(
      older.emulator,
      { method: 'PATCH', path: `/v2/deployments/${id}` },
      { 'deployment-name': name, 'repo-ref': 'feature', 'on-cancel': 'interrupt' }
    )
    const made = newRevision(older.emulator, name, before)
    expect(made?.source_revision_config.repo_ref).toBe('feature')
    expect(made?.status).toBe('BUILDING')
    // The probe of the route older installs lack (404), then the one PATCH, never sent again.
    expect(writesAbout(older.emulator, id)).toEqual([
      `POST /v2/deployments/${id}/revisions`,
      `PATCH /v2/deployments/${id}`
    ])
    expect(expectNothingClaimed(run, id)).toContain(cannotTellWhich('update', name, id))
  })

  it('a redeploy (mode: rollback) sends nothing of its own: the revision it made is neither claimed nor interrupted', async () => {
    const name = 'cancel-write-redeploy'
    const [seed] = modern.emulator.seed([{ name, sourceRevisionConfig: { repo_ref: 'main' } }])
    const id = seed?.deployment.id ?? ''
    const first = seed?.revisions[0]?.id ?? ''
    const update = await runAction({
      inputs: {
        'api-key': KEY,
        'workspace-id': WORKSPACE,
        'api-url': modern.emulator.url,
        'deployment-id': id,
        'repo-ref': 'release-2',
        'poll-interval-seconds': '0.1'
      }
    })
    expect(update.exitCode).toBe(0)
    // A redeploy builds nothing: it stays DEPLOYING until it is interrupted.
    modern.emulator.setScenario(name, { stallAt: 'DEPLOYING' })
    const second = update.outputs['revision-id'] ?? ''
    const { run, exitMs } = await cancelDuringWrite(
      modern.emulator,
      { method: 'POST', path: `/v2/deployments/${id}/revisions/${first}/redeploy` },
      { 'deployment-id': id, mode: 'rollback', 'on-cancel': 'interrupt' }
    )
    const revisions = modern.emulator.state.revisions(id)
    expect(revisions).toHaveLength(3)
    const made = revisions[0]
    expect([first, second]).not.toContain(made?.id)
    // Another writer's redeploy would look the same: it goes on, not interrupted by this run.
    expect(made?.status).toBe('DEPLOYING')
    expect(interrupts(modern.emulator, id)).toEqual([])
    expect(
      writesAbout(modern.emulator, id).filter(write => write.endsWith('/redeploy'))
    ).toHaveLength(1)
    expect(exitMs).toBeLessThan(BOUND_MS)
    const message = expectNothingClaimed(run, id)
    expect(message).toContain(cannotTellWhich('redeploy', name, id))
    expect(message).toContain('a redeploy sends no source of its own')
  })

  it('the create (github): the deployment its name shows cannot be told this run’s: nothing interrupted, nothing claimed', async () => {
    const name = 'cancel-write-create'
    modern.emulator.setScenario(name, { stallAt: 'BUILDING' })
    const { run, exitMs } = await cancelDuringWrite(
      modern.emulator,
      { method: 'POST', path: '/v2/deployments' },
      { 'deployment-name': name, 'on-cancel': 'interrupt' }
    )
    const snapshot = modern.emulator.state.deployment(name)
    expect(snapshot?.revisions).toHaveLength(1)
    expect(snapshot?.revisions[0]?.status).toBe('BUILDING')
    expect(exitMs).toBeLessThan(BOUND_MS)
    expect(run.outputs['deployment-id']).toBeUndefined()
    expect(run.outputs['revision-id']).toBeUndefined()
    expect(failure(run)).toContain(
      `cannot tell whether deployment "${name}" (${snapshot?.deployment.id ?? ''}) is the one this run's create made`
    )
    expect(failure(run)).toMatch(
      /nothing was interrupted \(on-cancel: interrupt\): the deployment itself goes on\.$/
    )
  })

  it('the create of an upload deployment (empty: its archive follows it): the deployment found by name is not claimed', async () => {
    const name = 'cancel-write-create-upload'
    const { run, exitMs } = await cancelDuringWrite(
      modern.emulator,
      { method: 'POST', path: '/v2/deployments' },
      { 'deployment-name': name, 'on-cancel': 'interrupt', ...UPLOAD }
    )
    const snapshot = modern.emulator.state.deployment(name)
    expect(snapshot?.revisions).toEqual([])
    expect(writesAbout(modern.emulator, snapshot?.deployment.id ?? '')).toEqual([])
    expect(exitMs).toBeLessThan(BOUND_MS)
    expect(run.outputs['deployment-id']).toBeUndefined()
    expect(failure(run)).toMatch(/^Cancelled; the deployment may have been made by this run: /)
    expect(failure(run)).toContain(
      `cannot tell whether deployment "${name}" (${snapshot?.deployment.id ?? ''}) is the one this run's create made`
    )
  })
})
