/**
 * The emulator's contract, part 2: every PATCH the action sends is accepted and every PATCH the
 * real service refuses is refused (and changes nothing); then the other endpoints the action
 * calls: upload-url, redeploy, the revision list, reads, logs and delete.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import {
  startEmulator,
  type RunningEmulator,
  type WireDeployment,
  type WireRevision
} from '../../emulator/index.js'
import { updateCases, type Target } from './contract-update.cases.js'
import {
  call,
  createBody,
  dockerBody,
  expectRefusal,
  sourceBody,
  tarball,
  upload
} from './emulator-helpers.js'

const MISSING_ID = '3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b'

let emu: RunningEmulator
const ids = {} as Record<Target | 'other' | 'failing' | 'stalled', string>
const uploads = { good: '', other: '' }

async function created(body: unknown): Promise<WireDeployment> {
  const reply = await call<WireDeployment>(emu, 'POST', '/v2/deployments', { body })
  if (reply.status !== 201) throw new Error(`create answered ${reply.status}: ${reply.text}`)
  return reply.body
}

beforeAll(async () => {
  emu = await startEmulator({
    stepMs: 0,
    scenarios: { failing: { outcome: 'BUILD_FAILED' }, stalled: { stallAt: 'BUILDING' } }
  })
  const config = createBody('x').source_config
  const tag = { repo_ref: 'refs/tags/v1.0.0', langgraph_config_path: 'langgraph.json' }
  ids.github = (await created(createBody('github'))).id
  ids.pushed = (
    await created(createBody('pushed', { source_config: { ...config, build_on_push: true } }))
  ).id
  ids.tagged = (await created(createBody('tagged', { source_revision_config: tag }))).id
  ids.docker = (await created(dockerBody(emu, 'docker'))).id
  ids.source = (await created(sourceBody('source'))).id
  ids.other = (await created(sourceBody('other'))).id
  ids.failing = (await created(createBody('failing'))).id
  ids.stalled = (await created(createBody('stalled'))).id
  const archive = await tarball({ './langgraph.json': '{}', 'agent/graph.py': 'graph = None' })
  uploads.good = await upload(emu, ids.source, archive)
  uploads.other = await upload(emu, ids.other, archive)
})

afterAll(async () => {
  await emu.close()
})

const { accepted: ACCEPTED, refused: REFUSED } = updateCases({
  id: target => ids[target],
  upload: which => uploads[which],
  listenerId: () => emu.listenerId
})

function revisionCount(target: string): number {
  return emu.state.revisions(ids[target as Target]).length
}

describe('PATCH: every shape the action sends is accepted', () => {
  it.each(ACCEPTED.map(([title], index) => [title, index] as const))('%s', async (_t, index) => {
    const [, target, body, makesRevision] = ACCEPTED[index] ?? []
    if (target === undefined || body === undefined) throw new Error(`no case ${index}`)
    const before = emu.state.deployment(ids[target])?.deployment
    const reply = await call<WireDeployment>(emu, 'PATCH', `/v2/deployments/${ids[target]}`, {
      body: body()
    })
    expect(reply.status).toBe(200)
    expect(reply.body.id).toBe(ids[target])
    const latest = emu.state.revisions(ids[target])[0]
    expect(reply.body.latest_revision_id).toBe(latest?.id)
    if (makesRevision === true) expect(latest?.id).not.toBe(before?.latest_revision_id)
    else expect(latest?.id).toBe(before?.latest_revision_id)
  })

  it('builds the uploaded archive with the config path inside it', () => {
    const [revision] = emu.state.revisions(ids.source)
    expect(revision).toMatchObject({
      source: 'internal_source',
      status: 'DEPLOYED',
      source_revision_config: {
        source_tarball_path: uploads.good,
        langgraph_config_path: 'langgraph.json',
        repo_ref: null,
        repo_commit_sha: null
      }
    })
  })
})

describe('PATCH: every shape the real service refuses is refused, and changes nothing', () => {
  it.each(REFUSED.map(([title], index) => [title, index] as const))('%s', async (_t, index) => {
    const [, target, body, refusal] = REFUSED[index] ?? []
    if (target === undefined || body === undefined || refusal === undefined) {
      throw new Error(`no case ${index}`)
    }
    const before = emu.state.deployment(ids[target])
    const reply = await call(emu, 'PATCH', `/v2/deployments/${ids[target]}`, { body: body() })
    expectRefusal(reply, refusal)
    expect(emu.state.deployment(ids[target])).toEqual(before)
    expect(revisionCount(target)).toBe(before?.revisions.length)
  })
})

describe('the other endpoints the action calls', () => {
  it('upload-url: only for internal_source deployments', async () => {
    const refused = await call(emu, 'POST', `/v2/deployments/${ids.github}/upload-url`)
    expectRefusal(refused, { status: 400, says: 'only for internal_source deployments' })
    const missing = await call(emu, 'POST', `/v2/deployments/${MISSING_ID}/upload-url`)
    expectRefusal(missing, { status: 404, says: `Deployment ID ${MISSING_ID} not found.` })
    const granted = await call<Record<string, string>>(
      emu,
      'POST',
      `/v2/deployments/${ids.source}/upload-url`
    )
    expect(granted.status).toBe(200)
    expect(Object.keys(granted.body).sort()).toEqual(['object_path', 'upload_url'])
    expect(granted.body.upload_url?.startsWith(`${emu.storageUrl}/`)).toBe(true)
    expect(granted.body.upload_url).toContain(granted.body.object_path)
  })

  it('redeploy: 200 with the deployment; 404 unknown; 400 never deployed; 422 no UUID', async () => {
    const [earliest] = emu.state.revisions(ids.tagged).slice(-1)
    const path = `/v2/deployments/${ids.tagged}/revisions`
    const done = await call<WireDeployment>(emu, 'POST', `${path}/${earliest?.id ?? ''}/redeploy`)
    expect(done.status).toBe(200)
    expect(done.body.latest_revision_id).toBe(emu.state.revisions(ids.tagged)[0]?.id)
    expect(done.body.latest_revision_id).not.toBe(earliest?.id)
    const unknown = await call(emu, 'POST', `${path}/${MISSING_ID}/redeploy`)
    expectRefusal(unknown, { status: 404, says: `Revision ID ${MISSING_ID} not found.` })
    const noDeployment = `/v2/deployments/${MISSING_ID}/revisions/${MISSING_ID}/redeploy`
    expectRefusal(await call(emu, 'POST', noDeployment), { status: 404, says: 'not found' })
    expectRefusal(await call(emu, 'POST', `${path}/nope/redeploy`), {
      status: 422,
      loc: ['path', 'revision_id']
    })
    for (const name of ['failing', 'stalled'] as const) {
      const [revision] = emu.state.revisions(ids[name])
      const reply = await call(
        emu,
        'POST',
        `/v2/deployments/${ids[name]}/revisions/${revision?.id ?? ''}/redeploy`
      )
      expectRefusal(reply, { status: 400, says: `its status is ${revision?.status ?? ''}` })
      expect(emu.state.revisions(ids[name])).toHaveLength(1)
    }
  })

  it('revision list: limit 1-100, offset, status filter; 422 out of range', async () => {
    const path = `/v2/deployments/${ids.github}/revisions`
    const all = await call<{ resources: WireRevision[] }>(emu, 'GET', `${path}?limit=100`)
    expect(all.body.resources.map(r => r.id)).toEqual(
      emu.state.revisions(ids.github).map(r => r.id)
    )
    const second = await call<{ resources: WireRevision[] }>(emu, 'GET', `${path}?limit=1&offset=1`)
    expect(second.body.resources.map(r => r.id)).toEqual([all.body.resources[1]?.id])
    const deployed = await call<{ resources: WireRevision[] }>(
      emu,
      'GET',
      `${path}?status=DEPLOYED,SKIPPED`
    )
    expect(deployed.body.resources.length).toBeGreaterThan(0)
    expect(deployed.body.resources.every(r => ['DEPLOYED', 'SKIPPED'].includes(r.status))).toBe(
      true
    )
    const failed = await call<{ resources: WireRevision[] }>(
      emu,
      'GET',
      `${path}?status=BUILD_FAILED`
    )
    expect(failed.body.resources).toEqual([])
    for (const query of ['limit=0', 'limit=101', 'limit=x', 'offset=-1']) {
      const key = query.split('=')[0] ?? ''
      expectRefusal(await call(emu, 'GET', `${path}?${query}`), {
        status: 422,
        loc: ['query', key]
      })
    }
    expectRefusal(await call(emu, 'GET', `${path}?status=DEPLOYED,NOPE`), {
      status: 422,
      loc: ['query', 'status', 1],
      type: 'enum'
    })
  })

  it('reads, logs and deletes', async () => {
    const [revision] = emu.state.revisions(ids.docker)
    const base = `/v2/deployments/${ids.docker}`
    expect((await call(emu, 'GET', base)).status).toBe(200)
    const read = await call<WireRevision>(emu, 'GET', `${base}/revisions/${revision?.id ?? ''}`)
    expect(read.body).toEqual(revision)
    const logs = await call<{ logs: unknown[] }>(
      emu,
      'GET',
      `${base}/revisions/${revision?.id ?? ''}/logs?type=build`
    )
    expect(logs.status).toBe(200)
    expect(logs.body.logs.length).toBeGreaterThan(0)
    expect((await call(emu, 'DELETE', base)).status).toBe(204)
    expectRefusal(await call(emu, 'GET', base), { status: 404, says: 'not found' })
  })
})
