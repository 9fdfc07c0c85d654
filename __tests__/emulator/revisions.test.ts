/**
 * Revisions as the real schema has them: which one is active, redeploying an earlier one, the
 * commit a github revision built, and the timestamps and options around them.
 */
import { describe, expect, it } from '@jest/globals'

import {
  fakeCommitSha,
  type RunningEmulator,
  type WireDeployment,
  type WireRevision
} from '../../emulator/index.js'
import {
  ManualClock,
  T0,
  call,
  createBody,
  dockerBody,
  expectRefusal,
  emulatorPerTest,
  createDeployment
} from './emulator-helpers.js'

const start = emulatorPerTest()

const create = createDeployment

async function patchRef(emu: RunningEmulator, id: string, ref: string): Promise<WireDeployment> {
  const reply = await call<WireDeployment>(emu, 'PATCH', `/v2/deployments/${id}`, {
    body: { source_revision_config: { repo_ref: ref, langgraph_config_path: 'langgraph.json' } }
  })
  expect(reply.status).toBe(200)
  return reply.body
}

async function deployment(emu: RunningEmulator, id: string): Promise<WireDeployment> {
  return (await call<WireDeployment>(emu, 'GET', `/v2/deployments/${id}`)).body
}

async function revision(emu: RunningEmulator, id: string, rid: string): Promise<WireRevision> {
  return (await call<WireRevision>(emu, 'GET', `/v2/deployments/${id}/revisions/${rid}`)).body
}

describe('active_revision_id', () => {
  it('moves only when a newer revision goes live; a failed one never takes over', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, stepMs: 10 })
    const first = await create(emu, createBody('active'))
    const a = first.latest_revision_id ?? ''
    clock.advance(50)
    expect((await deployment(emu, first.id)).active_revision_id).toBe(a)

    const b = (await patchRef(emu, first.id, 'next')).latest_revision_id ?? ''
    clock.advance(20)
    // B is in flight: A still serves.
    expect(await deployment(emu, first.id)).toMatchObject({
      latest_revision_id: b,
      active_revision_id: a
    })
    clock.advance(30)
    expect((await deployment(emu, first.id)).active_revision_id).toBe(b)

    emu.setScenario('active', { outcome: 'DEPLOY_FAILED' })
    const c = (await patchRef(emu, first.id, 'broken')).latest_revision_id ?? ''
    clock.advance(1000)
    expect((await revision(emu, first.id, c)).status).toBe('DEPLOY_FAILED')
    expect(await deployment(emu, first.id)).toMatchObject({
      latest_revision_id: c,
      active_revision_id: b
    })
  })
})

describe('redeploy', () => {
  it('makes a new revision from an earlier one: same config and commit, no build', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, stepMs: 10 })
    const created = await create(emu, createBody('again'))
    const a = created.latest_revision_id ?? ''
    clock.advance(50)
    const b = (await patchRef(emu, created.id, 'feature')).latest_revision_id ?? ''
    clock.advance(50)

    clock.advance(7)
    const reply = await call<WireDeployment>(
      emu,
      'POST',
      `/v2/deployments/${created.id}/revisions/${a}/redeploy`
    )
    expect(reply.status).toBe(200)
    const c = reply.body.latest_revision_id ?? ''
    expect([a, b]).not.toContain(c)
    expect(reply.body.source_revision_config.repo_ref).toBe('main')
    expect(reply.body.updated_at).toBe(new Date(T0 + 107).toISOString())
    expect(reply.body.active_revision_id).toBe(b)

    // The image exists: CREATING, then straight to AWAITING_DEPLOY, DEPLOYING, DEPLOYED.
    const seen: string[] = []
    for (let step = 0; step < 4; step += 1) {
      seen.push((await revision(emu, created.id, c)).status)
      clock.advance(10)
    }
    expect(seen).toEqual(['CREATING', 'AWAITING_DEPLOY', 'DEPLOYING', 'DEPLOYED'])
    const [earlier, again] = [
      await revision(emu, created.id, a),
      await revision(emu, created.id, c)
    ]
    expect(again.source_revision_config).toEqual(earlier.source_revision_config)
    expect((await deployment(emu, created.id)).active_revision_id).toBe(c)
    const logs = await call<{ logs: { message: string }[] }>(
      emu,
      'GET',
      `/v2/deployments/${created.id}/revisions/${c}/logs?type=build`
    )
    expect(logs.body.logs.map(line => line.message)).toEqual([
      `Reusing the image built for revision ${a}`
    ])
  })

  it('redeploys an image revision, and ignores a body', async () => {
    const emu = await start({ stepMs: 0 })
    const created = await create(emu, dockerBody(emu, 'image'))
    const rid = created.latest_revision_id ?? ''
    const reply = await call<WireDeployment>(
      emu,
      'POST',
      `/v2/deployments/${created.id}/revisions/${rid}/redeploy`,
      { body: { ignored: true } }
    )
    expect(reply.status).toBe(200)
    const [newest] = emu.state.revisions(created.id)
    expect(newest?.id).toBe(reply.body.latest_revision_id)
    expect(newest?.source_revision_config).toMatchObject({
      image_uri: 'docker.io/acme/agent:1.0.0',
      repo_commit_sha: null
    })
  })

  it('refuses a revision that was superseded before it went live', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, stepMs: 10 })
    const created = await create(emu, createBody('skipped'))
    await patchRef(emu, created.id, 'next')
    const reply = await call(
      emu,
      'POST',
      `/v2/deployments/${created.id}/revisions/${created.latest_revision_id ?? ''}/redeploy`
    )
    expectRefusal(reply, { status: 400, says: 'its status is SKIPPED' })
  })
})

describe('rolling back: the status filter with paging, and the revision serving after a redeploy', () => {
  it('filters before it pages, newest first; a redeploy of an older revision serves once live', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, stepMs: 10 })
    const created = await create(emu, createBody('paged-filter'))
    const path = `/v2/deployments/${created.id}/revisions`
    clock.advance(50)
    const deployedIds = [created.latest_revision_id ?? '']
    for (const ref of ['two', 'three']) {
      deployedIds.unshift((await patchRef(emu, created.id, ref)).latest_revision_id ?? '')
      clock.advance(50)
      emu.setScenario('paged-filter', { outcome: 'BUILD_FAILED' })
      await patchRef(emu, created.id, `${ref}-broken`)
      clock.advance(50)
      emu.setScenario('paged-filter', undefined)
    }
    expect(emu.state.revisions(created.id)).toHaveLength(5)
    // Page by page, limit 1: only DEPLOYED ones, newest first; a short page ends the list.
    const seen: string[] = []
    for (let offset = 0; offset < 5; offset += 1) {
      const page = await call<{ resources: WireRevision[]; offset: number }>(
        emu,
        'GET',
        `${path}?status=DEPLOYED&limit=1&offset=${offset}`
      )
      expect(page.status).toBe(200)
      expect(page.body.offset).toBe(offset)
      expect(page.body.resources.every(r => r.status === 'DEPLOYED')).toBe(true)
      seen.push(...page.body.resources.map(r => r.id))
      if (page.body.resources.length < 1) break
    }
    expect(seen).toEqual(deployedIds)
    const [serving, , oldest] = deployedIds
    expect((await deployment(emu, created.id)).active_revision_id).toBe(serving)

    const reply = await call<WireDeployment>(emu, 'POST', `${path}/${oldest ?? ''}/redeploy`)
    expect(reply.status).toBe(200)
    const again = reply.body.latest_revision_id ?? ''
    // Until the redeployed revision is live, the one before it serves; then it does.
    expect(reply.body.active_revision_id).toBe(serving)
    clock.advance(100)
    expect((await revision(emu, created.id, again)).status).toBe('DEPLOYED')
    expect((await deployment(emu, created.id)).active_revision_id).toBe(again)
    const listed = await call<{ resources: WireRevision[] }>(emu, 'GET', `${path}?status=DEPLOYED`)
    expect(listed.body.resources.map(r => r.id)).toEqual([again, ...deployedIds])
  })
})

describe('the commit a github revision built', () => {
  it('is a deterministic fake by default, the ref itself when it is a commit', async () => {
    const emu = await start({ stepMs: 0 })
    const created = await create(emu, createBody('commits'))
    const again = await patchRef(emu, created.id, 'main')
    const sha = '89abcdef0123456789abcdef0123456789abcdef'
    const pinned = await patchRef(emu, created.id, sha.toUpperCase())
    const [first, second, third] = await Promise.all(
      [created, again, pinned].map(d => revision(emu, created.id, d.latest_revision_id ?? ''))
    )
    const expected = fakeCommitSha('https://github.com/acme/agent', 'main')
    expect(expected).toMatch(/^[0-9a-f]{40}$/)
    expect(first?.source_revision_config.repo_commit_sha).toBe(expected)
    expect(second?.source_revision_config.repo_commit_sha).toBe(expected)
    expect(third?.source_revision_config.repo_commit_sha).toBe(sha)
    expect(fakeCommitSha('https://github.com/acme/agent', 'dev')).not.toBe(expected)
  })

  it('is what the commitSha option says for that repository and ref', async () => {
    const asked: string[] = []
    const emu = await start({
      stepMs: 0,
      commitSha: (repoUrl, ref) => {
        asked.push(`${repoUrl}@${ref}`)
        return ref === 'main' ? 'a'.repeat(40) : 'b'.repeat(40)
      }
    })
    const created = await create(emu, createBody('chosen'))
    const patched = await patchRef(emu, created.id, 'feature')
    const revisions = emu.state.revisions(created.id)
    expect(revisions.map(r => r.source_revision_config.repo_commit_sha)).toEqual([
      'b'.repeat(40),
      'a'.repeat(40)
    ])
    expect(revisions[0]?.id).toBe(patched.latest_revision_id)
    expect(asked).toEqual([
      'https://github.com/acme/agent@main',
      'https://github.com/acme/agent@feature'
    ])
  })
})

describe('tags and timestamps', () => {
  it('takes the isTag option to know which bare refs are tags', async () => {
    const emu = await start({ isTag: (_repo, ref) => ref === 'stable' })
    const refused = await call(emu, 'POST', '/v2/deployments', {
      body: createBody('tagged', {
        source_revision_config: { repo_ref: 'stable', langgraph_config_path: 'langgraph.json' }
      })
    })
    expectRefusal(refused, { status: 400, says: "'refs/tags/stable'" })
    // With this option, a version-like name is a branch.
    await create(
      emu,
      createBody('versioned', {
        source_revision_config: { repo_ref: 'v1.2.3', langgraph_config_path: 'langgraph.json' }
      })
    )
  })

  it('changes updated_at on every PATCH, with or without a new revision', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now })
    const created = await create(emu, createBody('touched'))
    expect(created.updated_at).toBe(new Date(T0).toISOString())
    clock.advance(1000)
    const patched = await call<WireDeployment>(emu, 'PATCH', `/v2/deployments/${created.id}`, {
      body: { secrets: [{ name: 'A', value: 'b' }] }
    })
    expect(patched.body.updated_at).toBe(new Date(T0 + 1000).toISOString())
    expect(patched.body.created_at).toBe(created.created_at)
    expect(patched.body.latest_revision_id).toBe(created.latest_revision_id)
  })
})
