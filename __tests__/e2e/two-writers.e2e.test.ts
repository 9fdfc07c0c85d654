/**
 * Two writers on one deployment, with the bundled action run as the runner runs it: each run
 * reports only the revision it made (the create-revision route's answer, or, on an older install
 * without it, the PATCH told apart by what it sent), with and without lost answers.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  type FaultRule,
  type RunningEmulator,
  startEmulator
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_writers_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'

let modern: RunningEmulator
let older: RunningEmulator

beforeAll(async () => {
  const common = { apiKey: KEY, workspaceId: WORKSPACE, stepMs: 150 }
  modern = await startEmulator(common)
  older = await startEmulator({ ...common, createRevisionRoute: false })
})

afterAll(async () => {
  await Promise.all([modern.close(), older.close()])
})

function deploy(emulator: RunningEmulator, name: string, ref: string): Promise<ActionRun> {
  const account = { url: emulator.url, key: KEY, workspace: WORKSPACE }
  return runOnEmulator(account, {
    'deployment-name': name,
    'integration-id': DEFAULT_INTEGRATION_ID,
    'repo-ref': ref,
    'timeout-seconds': '40'
  })
}

/** Creates `name` with a first run; returns its ID. */
async function existing(emulator: RunningEmulator, name: string): Promise<string> {
  const first = await deploy(emulator, name, 'first')
  expect(first.exitCode).toBe(0)
  return first.outputs['deployment-id'] ?? ''
}

/** repo_ref of each revision of `name`, by ID. */
function refs(emulator: RunningEmulator, name: string): Map<string, string | null | undefined> {
  const revisions = emulator.state.deployment(name)?.revisions ?? []
  return new Map(revisions.map(r => [r.id, r.source_revision_config.repo_ref]))
}

/** What a run that cannot prove which revision is its own says (issue 44, point 1). */
const CANNOT_TELL = /(could not|cannot) tell .*(apart|its own)/

/**
 * What must hold for every run of a race, against what the emulator holds: a run that names a
 * revision names its own (built from its ref, which no other run sends); a run that exits 0 names
 * one, and it is DEPLOYED; a run that cannot prove which revision is its own names none, says so
 * and does not exit 0; any other failure is its own revision superseded, naming the newer one.
 */
function expectOwnOrClear(emulator: RunningEmulator, name: string, run: ActionRun, ref: string) {
  const reported = run.outputs['revision-id'] ?? ''
  const revisions = emulator.state.deployment(name)?.revisions ?? []
  if (reported === '') {
    expect(run.exitCode).not.toBe(0)
    expect(failure(run)).toMatch(CANNOT_TELL)
    return
  }
  const own = revisions.find(revision => revision.id === reported)
  expect(own?.source_revision_config.repo_ref).toBe(ref)
  if (run.exitCode === 0) {
    expect(run.outputs.status).toBe('DEPLOYED')
    expect(own?.status).toBe('DEPLOYED')
    return
  }
  const newest = revisions[0]?.id ?? ''
  expect(failure(run)).toContain(`ended SKIPPED: a newer revision, ${newest}, superseded it`)
}

/** Two runs at once on `name` (refs `<name>-a`, `<name>-b`), each checked by expectOwnOrClear. */
async function race(emulator: RunningEmulator, name: string): Promise<ActionRun[]> {
  const runs = await Promise.all([
    deploy(emulator, name, `${name}-a`),
    deploy(emulator, name, `${name}-b`)
  ])
  runs.forEach((run, i) => {
    expectOwnOrClear(emulator, name, run, `${name}-${i === 0 ? 'a' : 'b'}`)
  })
  return runs
}

const writesOf = (emulator: RunningEmulator, id: string) =>
  emulator.requests.filter(r => r.path.split('?')[0]?.startsWith(`/v2/deployments/${id}`))

describe('with the create-revision route', () => {
  it('an update makes exactly one POST .../revisions, no revision-making PATCH, and reports its answer', async () => {
    const id = await existing(modern, 'w2-count')
    modern.clearRequests()
    const run = await deploy(modern, 'w2-count', 'second')
    expect(run.exitCode).toBe(0)
    const writes = writesOf(modern, id).filter(r => r.method !== 'GET')
    expect(writes.map(r => `${r.method} ${r.path}`)).toEqual([
      `POST /v2/deployments/${id}/revisions`
    ])
    const made = modern.state.deployment('w2-count')?.revisions[0]
    expect(made?.source_revision_config.repo_ref).toBe('second')
    expect(run.outputs['revision-id']).toBe(made?.id)
    expect(run.stdout).toContain(`Created revision ${made?.id} with POST`)
  })

  it('two runs at once: each reports only its own revision; the superseded one names the newer', async () => {
    const name = 'w2-race'
    await existing(modern, name)
    const runs = await race(modern, name)
    expect(refs(modern, name).size).toBe(3)
    const newest = modern.state.deployment(name)?.revisions[0]?.id
    expect(runs.filter(run => run.exitCode === 0).map(run => run.outputs['revision-id'])).toEqual([
      newest
    ])
  })

  it('two runs at once, one POST answer lost: still each its own revision, none made twice', async () => {
    const name = 'w2-race-lost'
    const id = await existing(modern, name)
    const rule: FaultRule = {
      method: 'POST',
      path: `/v2/deployments/${id}/revisions`,
      times: 1,
      fault: { kind: 'drop-response' }
    }
    const lost = modern.faults.add(rule)
    await race(modern, name)
    lost.remove()
    expect(lost.hits).toBe(1)
    expect(refs(modern, name).size).toBe(3)
  })
})

/**
 * This run deploys `mine` to a deployment of the older install; its PATCH is applied but the
 * answer lost, and another run's revision of `otherRef` lands right after it, before its first read.
 */
async function lostPatchWhileAnotherWrites(name: string, otherRef: string): Promise<ActionRun> {
  const id = await existing(older, name)
  const faults = [
    older.faults.add({
      method: 'PATCH',
      path: `/v2/deployments/${id}`,
      times: 1,
      fault: { kind: 'drop-response' }
    }),
    // After the read just before the write (issue 44, point 2): the other run writes meanwhile.
    older.faults.add({
      method: 'GET',
      path: `/v2/deployments/${id}`,
      skip: 1,
      times: 1,
      fault: { kind: 'second-writer', revision: { repo_ref: otherRef } }
    })
  ]
  try {
    return await deploy(older, name, 'mine')
  } finally {
    for (const fault of faults) fault.remove()
  }
}

describe('without it (an older install): the PATCH path', () => {
  it('two runs at once: each reports only its own revision, by PATCH', async () => {
    const name = 'w2-old-race'
    const id = await existing(older, name)
    older.clearRequests()
    const runs = await race(older, name)
    expect(refs(older, name).size).toBe(3)
    for (const run of runs) expect(run.stdout).toContain('no POST /v2/deployments/{id}/revisions')
    expect(writesOf(older, id).filter(r => r.method === 'PATCH')).toHaveLength(2)
  })

  it("a lost PATCH answer while another run writes ends in the run's own revision, never the other's", async () => {
    const name = 'w2-old-lost'
    const run = await lostPatchWhileAnotherWrites(name, 'other-run')
    const byId = refs(older, name)
    expect(byId.size).toBe(3)
    const mine = [...byId].find(([, ref]) => ref === 'mine')?.[0]
    const other = [...byId].find(([, ref]) => ref === 'other-run')?.[0]
    expect(run.outputs['revision-id']).toBe(mine)
    // The other run's revision is newer: this run's was superseded, and it says so.
    expect(run.exitCode).not.toBe(0)
    expect(failure(run)).toContain(`ended SKIPPED: a newer revision, ${other}, superseded it`)
  })

  it('a lost PATCH answer while another run sends the same source fails as ambiguous', async () => {
    const name = 'w2-old-same'
    const run = await lostPatchWhileAnotherWrites(name, 'mine')
    expect(run.exitCode).not.toBe(0)
    expect(run.outputs['revision-id'] ?? '').toBe('')
    const twins = [...refs(older, name)].filter(([, ref]) => ref === 'mine').map(([rid]) => rid)
    expect(twins).toHaveLength(2)
    for (const twin of twins) expect(failure(run)).toContain(twin)
    expect(failure(run)).toMatch(/could not tell .* apart: 2 revisions are newer/)
  })
})
