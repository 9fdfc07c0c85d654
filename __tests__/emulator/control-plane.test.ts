import { describe, expect, it } from '@jest/globals'

import {
  type RunningEmulator,
  type WireDeployment,
  type WireLogLine,
  type WireRevision
} from '../../emulator/index.js'
import { ManualClock, T0, call, createBody, emulatorPerTest } from './emulator-helpers.js'

type DeploymentList = { resources: WireDeployment[]; offset: number }
type RevisionList = { resources: WireRevision[] }
type Logs = { logs: WireLogLine[]; next_offset: string | null }
type Detail = { detail: string }
type Issues = { detail: { type: string; loc: (string | number)[]; msg: string }[] }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const ANY_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const MISSING_ID = '3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b'

const start = emulatorPerTest()

async function create(emu: RunningEmulator, name: string, overrides = {}): Promise<WireDeployment> {
  const reply = await call<WireDeployment>(emu, 'POST', '/v2/deployments', {
    body: createBody(name, overrides)
  })
  expect(reply.status).toBe(201)
  return reply.body
}

async function revisionStatus(emu: RunningEmulator, id: string, rid: string): Promise<string> {
  const reply = await call<WireRevision>(emu, 'GET', `/v2/deployments/${id}/revisions/${rid}`)
  expect(reply.status).toBe(200)
  return reply.body.status
}

describe('deployments', () => {
  it('creates a deployment: 201 with the full record, secrets by name only', async () => {
    const emu = await start()
    const reply = await call<WireDeployment>(emu, 'POST', '/v2/deployments', {
      body: createBody('my-agent')
    })

    expect(reply.status).toBe(201)
    const deployment = reply.body
    expect(deployment.id).toMatch(UUID)
    expect(deployment.latest_revision_id).toMatch(UUID)
    expect(deployment).toMatchObject({
      name: 'my-agent',
      source: 'github',
      source_config: {
        integration_id: '7c4e2f0a-1b2c-4d5e-8f90-a1b2c3d4e5f6',
        repo_url: 'https://github.com/acme/agent',
        deployment_type: 'serverless',
        build_on_push: false,
        // The service fills it with the agent URL of a github deployment.
        custom_url: `${emu.url}/agents/${deployment.id}`,
        resource_spec: null,
        listener_id: null
      },
      source_revision_config: {
        repo_ref: 'main',
        langgraph_config_path: 'langgraph.json',
        image_uri: null
      },
      secrets: [{ name: 'OPENAI_API_KEY' }],
      tenant_id: emu.workspaceId,
      status: 'AWAITING_DATABASE',
      active_revision_id: null
    })
    // Only the quirk topLevelUrl sends a top-level url; the service reads no graph_config_path.
    expect(deployment).not.toHaveProperty('url')
    expect(deployment.source_revision_config).not.toHaveProperty('graph_config_path')
    expect(Date.parse(deployment.created_at)).not.toBeNaN()
    expect(deployment.updated_at).toBe(deployment.created_at)
    expect(reply.text).not.toContain('sk-very-secret')
    expect(emu.state.deployment('my-agent')?.secrets).toEqual([
      { name: 'OPENAI_API_KEY', value: 'sk-very-secret' }
    ])
  })

  it('reads a deployment by id and answers 404 in the real shape for an unknown one', async () => {
    const emu = await start()
    const created = await create(emu, 'reader')

    const found = await call<WireDeployment>(emu, 'GET', `/v2/deployments/${created.id}`)
    expect(found.status).toBe(200)
    expect(found.body).toEqual(created)

    const missing = await call<Detail>(emu, 'GET', `/v2/deployments/${MISSING_ID}`)
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ detail: `Deployment ID ${MISSING_ID} not found.` })

    const notUuid = await call<Issues>(emu, 'GET', '/v2/deployments/not-a-uuid')
    expect(notUuid.status).toBe(422)
    expect(notUuid.body.detail[0]).toMatchObject({
      type: 'uuid_parsing',
      loc: ['path', 'deployment_id']
    })
  })

  it('answers 409 for a name in use or held by a leftover tracing project', async () => {
    const emu = await start({ reservedNames: ['old-project'] })
    await create(emu, 'taken')

    const again = await call<Detail>(emu, 'POST', '/v2/deployments', { body: createBody('taken') })
    expect(again.status).toBe(409)
    expect(again.body.detail).toContain("'taken' already exists")

    const reserved = await call<Detail>(emu, 'POST', '/v2/deployments', {
      body: createBody('old-project')
    })
    expect(reserved.status).toBe(409)
    expect(reserved.body.detail).toContain('tracing project')
    expect(emu.state.deployments()).toHaveLength(1)
  })

  it('validates create bodies with 422 FastAPI-style issues', async () => {
    const emu = await start()
    const cases: { body?: unknown; raw?: string; type?: string; loc: (string | number)[] }[] = [
      { body: { ...createBody('x'), name: undefined }, loc: ['body', 'name'] },
      { body: { ...createBody('x'), source: 'svn' }, loc: ['body', 'source'] },
      {
        body: createBody('x', {
          source_config: { repo_url: 'https://github.com/a/b', deployment_type: 'serverless' }
        }),
        loc: ['body', 'source_config', 'integration_id']
      },
      {
        body: createBody('x', {
          source_config: {
            integration_id: '7c4e2f0a-1b2c-4d5e-8f90-a1b2c3d4e5f6',
            repo_url: 'not a url',
            deployment_type: 'serverless'
          }
        }),
        loc: ['body', 'source_config', 'repo_url']
      },
      {
        body: createBody('x', {
          source_config: {
            integration_id: '7c4e2f0a-1b2c-4d5e-8f90-a1b2c3d4e5f6',
            repo_url: 'https://a.b/c',
            deployment_type: 'big'
          }
        }),
        loc: ['body', 'source_config', 'deployment_type']
      },
      {
        body: createBody('x', {
          source_revision_config: { repo_ref: 'main', graph_config_path: 'langgraph.json' }
        }),
        loc: ['body', 'source_revision_config', 'langgraph_config_path']
      },
      { body: createBody('x', { secrets: [{ name: 'A' }] }), loc: ['body', 'secrets', 0, 'value'] },
      { raw: '{"name": ', type: 'json_invalid', loc: ['body', 0] },
      { body: [1, 2], type: 'model_attributes_type', loc: ['body'] }
    ]
    for (const testCase of cases) {
      const reply = await call<Issues>(emu, 'POST', '/v2/deployments', {
        ...(testCase.raw === undefined
          ? { body: testCase.body }
          : { rawBody: testCase.raw, headers: { 'content-type': 'application/json' } })
      })
      expect(reply.status).toBe(422)
      expect(reply.body.detail.map(issue => issue.loc)).toContainEqual(testCase.loc)
      if (testCase.type !== undefined) expect(reply.body.detail[0]?.type).toBe(testCase.type)
    }

    const notJson = await call<Issues>(emu, 'POST', '/v2/deployments', {
      rawBody: JSON.stringify(createBody('x')),
      headers: { 'content-type': 'text/plain' }
    })
    expect(notJson.status).toBe(422)
    expect(notJson.body.detail[0]?.type).toBe('model_attributes_type')
    expect(emu.state.deployments()).toHaveLength(0)
  })

  it('takes langgraph_config_path alone, as the API reference names it', async () => {
    const emu = await start()
    const deployment = await create(emu, 'alt', {
      source_revision_config: { repo_ref: 'main', langgraph_config_path: 'agent/langgraph.json' }
    })
    expect(deployment.source_revision_config.langgraph_config_path).toBe('agent/langgraph.json')
  })

  it('deletes with 204, then 404 on read and on its agent URL', async () => {
    const emu = await start({ stepMs: 0 })
    const deployment = await create(emu, 'doomed')

    const deleted = await call(emu, 'DELETE', `/v2/deployments/${deployment.id}`)
    expect(deleted.status).toBe(204)
    expect(deleted.text).toBe('')
    expect((await call(emu, 'GET', `/v2/deployments/${deployment.id}`)).status).toBe(404)
    expect((await call(emu, 'DELETE', `/v2/deployments/${deployment.id}`)).status).toBe(404)
    const agent = await call(emu, 'POST', `/agents/${deployment.id}/threads`, { body: {} })
    expect(agent.status).toBe(404)
  })
})

describe('listing deployments', () => {
  it('pages with limit and offset and filters with name_contains', async () => {
    const emu = await start()
    // Seeded in order, so the last one is the newest and is listed first.
    emu.seed([
      { name: 'my-agent' },
      ...Array.from({ length: 24 }, (_, index) => ({ name: `my-agent-${index}` })),
      { name: 'other' }
    ])

    const first = await call<DeploymentList>(emu, 'GET', '/v2/deployments')
    expect(first.status).toBe(200)
    expect(first.body.offset).toBe(0)
    expect(first.body.resources).toHaveLength(20)
    expect(first.body.resources[0]?.name).toBe('other')

    const filtered = await call<DeploymentList>(
      emu,
      'GET',
      '/v2/deployments?name_contains=MY-AGENT&limit=10&offset=20'
    )
    expect(filtered.body.offset).toBe(20)
    expect(filtered.body.resources.map(d => d.name)).toEqual([
      'my-agent-3',
      'my-agent-2',
      'my-agent-1',
      'my-agent-0',
      'my-agent'
    ])

    const byId = emu.state.deployment('other')?.deployment.id ?? ''
    const ids = await call<DeploymentList>(emu, 'GET', `/v2/deployments?deployment_ids=${byId}`)
    expect(ids.body.resources.map(d => d.name)).toEqual(['other'])

    const ready = await call<DeploymentList>(emu, 'GET', '/v2/deployments?status=READY&limit=100')
    expect(ready.body.resources).toHaveLength(26)
  })

  it('refuses limits outside 1-100 and bad filters with 422', async () => {
    const emu = await start()
    for (const query of ['limit=0', 'limit=101', 'limit=ten', 'offset=-1', 'deployment_ids=x']) {
      const reply = await call<Issues>(emu, 'GET', `/v2/deployments?${query}`)
      expect(reply.status).toBe(422)
      expect(reply.body.detail[0]?.loc[0]).toBe('query')
    }
  })
})

describe('authentication', () => {
  it('answers 401 for a missing or wrong key and 403 for another workspace', async () => {
    const emu = await start()
    const missing = await call<Detail>(emu, 'GET', '/v2/deployments', {
      headers: { 'x-api-key': null }
    })
    expect(missing.status).toBe(401)
    expect(typeof missing.body.detail).toBe('string')

    const wrong = await call<Detail>(emu, 'GET', '/v2/deployments', {
      headers: { 'x-api-key': 'lsv2_wrong' }
    })
    expect(wrong.status).toBe(401)

    const otherWorkspace = await call<Detail>(emu, 'GET', '/v2/deployments', {
      headers: { 'x-tenant-id': MISSING_ID }
    })
    expect(otherWorkspace.status).toBe(403)
    expect(otherWorkspace.body.detail).toContain(MISSING_ID)

    const noWorkspace = await call(emu, 'GET', '/v2/deployments', {
      headers: { 'x-tenant-id': null }
    })
    expect(noWorkspace.status).toBe(200)
  })

  it('refuses an organization-scoped key without X-Tenant-Id', async () => {
    const emu = await start({ keyScope: 'organization', apiKey: 'k', workspaceId: MISSING_ID })
    const reply = await call<Detail>(emu, 'GET', '/v2/deployments', {
      headers: { 'x-tenant-id': null }
    })
    expect(reply.status).toBe(403)
    expect(reply.body.detail).toContain('requires workspace specification')
    expect((await call(emu, 'GET', '/v2/deployments')).status).toBe(200)
  })

  it('checks the key before validating the request', async () => {
    const emu = await start()
    const reply = await call(emu, 'POST', '/v2/deployments', {
      body: {},
      headers: { 'x-api-key': 'nope' }
    })
    expect(reply.status).toBe(401)
  })
})

describe('revision lifecycle', () => {
  it('moves a revision through every status to DEPLOYED on the schedule', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, stepMs: 100 })
    const deployment = await create(emu, 'walker')
    const rid = deployment.latest_revision_id ?? ''

    const seen: string[] = []
    for (let step = 0; step < 6; step += 1) {
      seen.push(await revisionStatus(emu, deployment.id, rid))
      clock.advance(100)
    }
    expect(seen).toEqual([
      'CREATING',
      'AWAITING_BUILD',
      'BUILDING',
      'AWAITING_DEPLOY',
      'DEPLOYING',
      'DEPLOYED'
    ])
    const live = await call<WireDeployment>(emu, 'GET', `/v2/deployments/${deployment.id}`)
    expect(live.body).toMatchObject({ status: 'READY', active_revision_id: rid })

    const revision = await call<WireRevision>(
      emu,
      'GET',
      `/v2/deployments/${deployment.id}/revisions/${rid}`
    )
    expect(revision.body).toMatchObject({
      id: rid,
      deployment_id: deployment.id,
      status: 'DEPLOYED',
      status_message: null,
      created_at: new Date(T0).toISOString(),
      updated_at: new Date(T0 + 500).toISOString(),
      source_revision_config: { repo_ref: 'main', langgraph_config_path: 'langgraph.json' }
    })
    expect(revision.body.source_revision_config.repo_commit_sha).toMatch(/^[0-9a-f]{40}$/)
  })

  it('follows per-status durations and deploys at once with stepMs 0', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, stepMs: 0, schedule: { BUILDING: 50 } })
    const deployment = await create(emu, 'quick')
    const rid = deployment.latest_revision_id ?? ''
    expect(await revisionStatus(emu, deployment.id, rid)).toBe('BUILDING')
    clock.advance(50)
    expect(await revisionStatus(emu, deployment.id, rid)).toBe('DEPLOYED')
  })

  it('really advances with the wall clock by default', async () => {
    const emu = await start({ stepMs: 5 })
    const deployment = await create(emu, 'wall')
    await new Promise(resolve => setTimeout(resolve, 60))
    expect(await revisionStatus(emu, deployment.id, deployment.latest_revision_id ?? '')).toBe(
      'DEPLOYED'
    )
  })

  it('ends in BUILD_FAILED with build logs and no deploy logs', async () => {
    const clock = new ManualClock()
    const emu = await start({
      now: clock.now,
      stepMs: 10,
      scenarios: { broken: { outcome: 'BUILD_FAILED' } }
    })
    const deployment = await create(emu, 'broken')
    const rid = deployment.latest_revision_id ?? ''
    const logsPath = `/v2/deployments/${deployment.id}/revisions/${rid}/logs`

    expect((await call<Logs>(emu, 'GET', `${logsPath}?type=build`)).body.logs).toEqual([])
    clock.advance(25)
    expect(await revisionStatus(emu, deployment.id, rid)).toBe('BUILDING')
    const partial = await call<Logs>(emu, 'GET', `${logsPath}?type=build`)
    expect(partial.body.logs.length).toBeGreaterThan(0)
    // The outcome's line is written as the phase ends; pip's own ERROR lines may come before.
    expect(partial.body.logs.some(line => line.message.startsWith('Build failed'))).toBe(false)

    clock.advance(1000)
    const revision = await call<WireRevision>(
      emu,
      'GET',
      `/v2/deployments/${deployment.id}/revisions/${rid}`
    )
    expect(revision.body.status).toBe('BUILD_FAILED')
    expect(revision.body.status_message).toContain('Build failed')
    const build = await call<Logs>(emu, 'GET', `${logsPath}?type=build`)
    expect(build.body.next_offset).toBeNull()
    expect(build.body.logs[0]?.message).toBe('Cloning https://github.com/acme/agent at main')
    expect(build.body.logs.at(-1)).toMatchObject({ level: 'ERROR' })
    expect(build.body.logs.at(-1)?.message).toContain('Build failed')
    expect((await call<Logs>(emu, 'GET', `${logsPath}?type=deploy`)).body.logs).toEqual([])
    const live = await call<WireDeployment>(emu, 'GET', `/v2/deployments/${deployment.id}`)
    expect(live.body.active_revision_id).toBeNull()
  })

  it('ends in DEPLOY_FAILED with the configured log lines and message', async () => {
    const clock = new ManualClock()
    const emu = await start({
      now: clock.now,
      stepMs: 10,
      scenarios: {
        flaky: {
          outcome: 'DEPLOY_FAILED',
          deployLogs: ['starting', 'ImportError: no module named agent'],
          statusMessage: 'Health check failed'
        }
      }
    })
    const deployment = await create(emu, 'flaky')
    const rid = deployment.latest_revision_id ?? ''
    clock.advance(1000)
    const revision = await call<WireRevision>(
      emu,
      'GET',
      `/v2/deployments/${deployment.id}/revisions/${rid}`
    )
    expect(revision.body).toMatchObject({
      status: 'DEPLOY_FAILED',
      status_message: 'Health check failed'
    })
    const logsPath = `/v2/deployments/${deployment.id}/revisions/${rid}/logs`
    const deploy = await call<Logs>(emu, 'GET', `${logsPath}?type=deploy`)
    expect(deploy.body.logs.map(line => line.message)).toEqual([
      'starting',
      'ImportError: no module named agent'
    ])
    expect(deploy.body.logs[1]?.level).toBe('ERROR')
    expect((await call<Logs>(emu, 'GET', `${logsPath}?type=build`)).body.logs.at(-1)?.message).toBe(
      `Built image for revision ${rid}`
    )
  })

  it('stalls forever at a configured status', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, scenarios: { stuck: { stallAt: 'DEPLOYING' } } })
    const deployment = await create(emu, 'stuck')
    clock.advance(24 * 3600 * 1000)
    expect(await revisionStatus(emu, deployment.id, deployment.latest_revision_id ?? '')).toBe(
      'DEPLOYING'
    )
  })

  it('creates a revision on PATCH with source_revision_config and skips the one in flight', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, stepMs: 100 })
    const deployment = await create(emu, 'patched')
    const first = deployment.latest_revision_id ?? ''
    clock.advance(250)

    const patched = await call<WireDeployment>(emu, 'PATCH', `/v2/deployments/${deployment.id}`, {
      body: {
        source_revision_config: { repo_ref: 'feature' },
        source_config: { build_on_push: true }
      }
    })
    expect(patched.status).toBe(200)
    const second = patched.body.latest_revision_id ?? ''
    expect(second).toMatch(UUID)
    expect(second).not.toBe(first)
    expect(patched.body.source_revision_config).toMatchObject({
      repo_ref: 'feature',
      langgraph_config_path: 'langgraph.json'
    })
    expect(patched.body.source_config.build_on_push).toBe(true)

    clock.advance(10_000)
    const first1 = await call<WireRevision>(
      emu,
      'GET',
      `/v2/deployments/${deployment.id}/revisions/${first}`
    )
    expect(first1.body).toMatchObject({
      status: 'SKIPPED',
      updated_at: new Date(T0 + 250).toISOString()
    })
    expect(await revisionStatus(emu, deployment.id, second)).toBe('DEPLOYED')

    const list = await call<RevisionList>(emu, 'GET', `/v2/deployments/${deployment.id}/revisions`)
    expect(list.body.resources.map(revision => revision.id)).toEqual([second, first])
    expect(list.body.resources[1]?.source_revision_config.repo_ref).toBe('main')

    // A third revision after the second went live leaves the second DEPLOYED.
    const third = await call<WireDeployment>(emu, 'PATCH', `/v2/deployments/${deployment.id}`, {
      body: { source_revision_config: {} }
    })
    expect(await revisionStatus(emu, deployment.id, second)).toBe('DEPLOYED')
    expect(emu.state.revisions(deployment.id).map(revision => revision.id)).toEqual([
      third.body.latest_revision_id,
      second,
      first
    ])
  })

  it('does not create a revision on a PATCH without source_revision_config', async () => {
    const emu = await start()
    const deployment = await create(emu, 'settings')
    const patched = await call<WireDeployment>(emu, 'PATCH', `/v2/deployments/${deployment.id}`, {
      body: { secrets: [{ name: 'NEW', value: 'v' }] }
    })
    expect(patched.status).toBe(200)
    expect(patched.body.latest_revision_id).toBe(deployment.latest_revision_id)
    expect(patched.body.secrets).toEqual([{ name: 'NEW' }])
    expect(emu.state.revisions(deployment.id)).toHaveLength(1)
  })

  it('keeps the secrets on an update that omits them or sends [], as the service does', async () => {
    const emu = await start()
    const deployment = await create(emu, 'kept-secrets')
    const path = `/v2/deployments/${deployment.id}`
    await call(emu, 'PATCH', path, { body: { secrets: [{ name: 'KEPT', value: 'v1' }] } })
    const omitted = await call<WireDeployment>(emu, 'PATCH', path, {
      body: { source_revision_config: {} }
    })
    expect(omitted.body.secrets).toEqual([{ name: 'KEPT' }])
    const empty = await call<WireDeployment>(emu, 'PATCH', path, { body: { secrets: [] } })
    expect(empty.body.secrets).toEqual([{ name: 'KEPT' }])
    expect(emu.state.deployment('kept-secrets')?.secrets).toEqual([{ name: 'KEPT', value: 'v1' }])
  })

  it('refuses a PATCH that changes deployment_type or has a bad body', async () => {
    const emu = await start()
    const deployment = await create(emu, 'typed')
    const path = `/v2/deployments/${deployment.id}`
    const typeChange = await call<Detail>(emu, 'PATCH', path, {
      body: { source_config: { deployment_type: 'dedicated' } }
    })
    expect(typeChange.status).toBe(400)
    expect(typeChange.body.detail).toContain('source_config.deployment_type cannot change')
    const broken = await call<Issues>(emu, 'PATCH', path, {
      rawBody: 'oops',
      headers: { 'content-type': 'application/json' }
    })
    expect(broken.status).toBe(422)
    expect(emu.state.revisions(deployment.id)).toHaveLength(1)
  })
})

describe('revision logs endpoint', () => {
  it('pages with an opaque cursor in both orders and validates its query', async () => {
    const clock = new ManualClock()
    const emu = await start({
      now: clock.now,
      stepMs: 0,
      scenarios: { chatty: { buildLogs: ['one', 'two', 'three', 'four', 'five'] } }
    })
    const deployment = await create(emu, 'chatty')
    const path = `/v2/deployments/${deployment.id}/revisions/${deployment.latest_revision_id ?? ''}/logs`

    const messages: string[] = []
    let cursor: string | null = ''
    while (cursor !== null) {
      const page: Logs = (
        await call<Logs>(emu, 'GET', `${path}?type=build&limit=2&offset=${cursor}`)
      ).body
      messages.push(...page.logs.map(line => line.message))
      cursor = page.next_offset
    }
    expect(messages).toEqual(['one', 'two', 'three', 'four', 'five'])

    const newest = await call<Logs>(emu, 'GET', `${path}?type=build&order=desc&limit=2`)
    expect(newest.body.logs.map(line => line.message)).toEqual(['five', 'four'])
    const older = await call<Logs>(
      emu,
      'GET',
      `${path}?type=build&order=desc&limit=2&offset=${newest.body.next_offset ?? ''}`
    )
    expect(older.body.logs.map(line => line.message)).toEqual(['three', 'two'])

    for (const query of ['', 'type=run', 'type=build&limit=1001', 'type=build&offset=zzz']) {
      expect((await call(emu, 'GET', `${path}?${query}`)).status).toBe(422)
    }
    const unknown = await call<Detail>(
      emu,
      'GET',
      `/v2/deployments/${deployment.id}/revisions/${MISSING_ID}/logs?type=build`
    )
    expect(unknown.status).toBe(404)
    expect(unknown.body.detail).toBe(`Revision ID ${MISSING_ID} not found.`)
  })
})

describe('routing', () => {
  it('serves every endpoint under /api-host too', async () => {
    const emu = await start({ stepMs: 0 })
    const created = await call<WireDeployment>(emu, 'POST', '/api-host/v2/deployments', {
      body: createBody('self-hosted')
    })
    expect(created.status).toBe(201)
    const { id } = created.body
    const rid = created.body.latest_revision_id ?? ''
    for (const path of [
      '/api-host/v2/deployments',
      `/api-host/v2/deployments/${id}`,
      `/api-host/v2/deployments/${id}/revisions`,
      `/api-host/v2/deployments/${id}/revisions/${rid}`,
      `/api-host/v2/deployments/${id}/revisions/${rid}/logs?type=build`
    ]) {
      expect((await call(emu, 'GET', path)).status).toBe(200)
    }
    expect((await call(emu, 'DELETE', `/api-host/v2/deployments/${id}`)).status).toBe(204)
  })

  it('answers unknown paths with 404 JSON and wrong methods with 405', async () => {
    const emu = await start()
    for (const path of ['/', '/v1/deployments', '/v2/deployments/', '/api-host/v3/x']) {
      const reply = await call<Detail>(emu, 'GET', path)
      expect(reply.status).toBe(404)
      expect(reply.body).toEqual({ detail: 'Not Found' })
    }
    const wrongMethod = await call<Detail>(emu, 'PUT', '/v2/deployments')
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('GET, POST')
  })

  it('can answer like a self-hosted web front end outside /api-host', async () => {
    const emu = await start({ root: 'html-404' })
    const reply = await call(emu, 'GET', '/v2/deployments')
    expect(reply.status).toBe(404)
    expect(reply.headers.get('content-type')).toContain('text/html')
    expect(reply.text).toContain('<!DOCTYPE html>')
    expect((await call(emu, 'GET', '/api-host/v2/deployments')).status).toBe(200)

    const spa = await start({ root: 'html-200' })
    const page = await call(spa, 'POST', '/v2/deployments', { body: createBody('x') })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
  })

  it('publishes the agent URL in custom_url, also as url under the quirk, or not at all', async () => {
    const custom = await start()
    const deployment = await create(custom, 'custom')
    expect(deployment).not.toHaveProperty('url')
    expect(deployment.source_config.custom_url).toBe(custom.agentUrl(deployment.id))

    const both = await start({ quirks: { topLevelUrl: true } })
    const also = await create(both, 'also')
    expect(also.url).toBe(both.agentUrl(also.id))
    expect(also.source_config.custom_url).toBe(both.agentUrl(also.id))

    const none = await start({ agentUrlField: 'none', quirks: { topLevelUrl: true } })
    const hidden = await create(none, 'hidden')
    expect(hidden).not.toHaveProperty('url')
    expect(hidden.source_config.custom_url).toBeNull()
  })

  it('answers 503 on an agent URL until a revision is live', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, stepMs: 10 })
    const deployment = await create(emu, 'pending')
    const early = await call<Detail>(emu, 'POST', `/agents/${deployment.id}/threads`, { body: {} })
    expect(early.status).toBe(503)
    expect((await call(emu, 'GET', `/agents/${MISSING_ID}/ok`)).status).toBe(404)

    clock.advance(50)
    const live = await call<{ thread_id: string }>(
      emu,
      'POST',
      `/agents/${deployment.id}/threads`,
      {
        body: {}
      }
    )
    expect(live.status).toBe(200)
    expect(live.body.thread_id).toMatch(ANY_UUID)
  })
})

describe('agent servers', () => {
  it('mounts one agent server per deployment, guarded by the API key', async () => {
    const emu = await start({ stepMs: 0 })
    const first = await create(emu, 'first')
    const second = await create(emu, 'second')

    const anonymous = await call(emu, 'POST', `/agents/${first.id}/threads`, {
      body: {},
      headers: { 'x-api-key': null }
    })
    expect(anonymous.status).toBe(403)

    const thread = await call<{ thread_id: string }>(emu, 'POST', `/agents/${first.id}/threads`, {
      body: {}
    })
    const threadId = thread.body.thread_id
    expect((await call(emu, 'GET', `/agents/${first.id}/threads/${threadId}`)).status).toBe(200)
    expect((await call(emu, 'GET', `/agents/${second.id}/threads/${threadId}`)).status).toBe(404)

    const stream = await call(emu, 'POST', `/agents/${first.id}/runs/stream?x=1`, {
      body: { assistant_id: 'agent', input: { messages: [] }, stream_mode: 'updates' }
    })
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toContain('text/event-stream')
    expect(stream.text).toMatch(/^event: metadata\ndata: \{"run_id":"[^"]+","attempt":1\}/)
  })

  it('lets agent routes through without a key when agentAuth is false', async () => {
    const emu = await start({ stepMs: 0, agentAuth: false })
    const deployment = await create(emu, 'open')
    const reply = await call(emu, 'POST', `/agents/${deployment.id}/threads`, {
      body: {},
      headers: { 'x-api-key': null }
    })
    expect(reply.status).toBe(200)
  })
})

describe('quirks', () => {
  it('hides new revisions from the list for revisionListLagMs', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, quirks: { revisionListLagMs: 1000 } })
    const deployment = await create(emu, 'laggy')
    const path = `/v2/deployments/${deployment.id}/revisions`
    expect((await call<RevisionList>(emu, 'GET', path)).body.resources).toEqual([])
    clock.advance(1000)
    const patched = await call<WireDeployment>(emu, 'PATCH', `/v2/deployments/${deployment.id}`, {
      body: { source_revision_config: { repo_ref: 'next' } }
    })
    const listed = (await call<RevisionList>(emu, 'GET', path)).body.resources
    expect(listed.map(revision => revision.id)).toEqual([deployment.latest_revision_id])
    clock.advance(1000)
    const caughtUp = (await call<RevisionList>(emu, 'GET', path)).body.resources
    expect(caughtUp[0]?.id).toBe(patched.body.latest_revision_id)
  })

  it('can show the previous or no latest_revision_id in a PATCH response', async () => {
    const emu = await start({ quirks: { patchResponseRevision: 'previous' } })
    const deployment = await create(emu, 'stale')
    const path = `/v2/deployments/${deployment.id}`
    const body = { source_revision_config: { repo_ref: 'next' } }

    const stale = await call<WireDeployment>(emu, 'PATCH', path, { body })
    expect(stale.body.latest_revision_id).toBe(deployment.latest_revision_id)
    const fresh = await call<WireDeployment>(emu, 'GET', path)
    expect(fresh.body.latest_revision_id).not.toBe(deployment.latest_revision_id)

    emu.setQuirks({ patchResponseRevision: 'omitted' })
    const omitted = await call<WireDeployment>(emu, 'PATCH', path, { body })
    expect(omitted.body).not.toHaveProperty('latest_revision_id')
    expect(emu.state.revisions(deployment.id)).toHaveLength(3)
  })
})

describe('control surface', () => {
  it('logs requests with path, headers, body and status', async () => {
    const emu = await start()
    await create(emu, 'logged')
    await call(emu, 'GET', '/v2/deployments?name_contains=logged', {
      headers: { 'user-agent': 'test-agent/1.0' }
    })
    const [post, list] = emu.requests
    expect(post).toMatchObject({ method: 'POST', path: '/v2/deployments', status: 201 })
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({ name: 'logged' })
    expect(post?.headers['x-api-key']).toBe(emu.apiKey)
    expect(list).toMatchObject({
      method: 'GET',
      path: '/v2/deployments?name_contains=logged',
      status: 200,
      fault: undefined
    })
    expect(list?.headers['user-agent']).toBe('test-agent/1.0')
    emu.clearRequests()
    expect(emu.requests).toEqual([])
  })

  it('seeds deployments in any status and refuses a taken name', async () => {
    const emu = await start({ seed: [{ name: 'live' }] })
    const [building, failed] = emu.seed([
      { name: 'building', revisionStatus: 'BUILDING' },
      { name: 'failed', revisionStatus: 'DEPLOY_FAILED' }
    ])
    expect(building?.revisions[0]?.status).toBe('BUILDING')
    expect(failed?.revisions[0]?.status).toBe('DEPLOY_FAILED')
    expect(emu.state.deployment('live')?.deployment.status).toBe('READY')
    expect(() => emu.seed([{ name: 'live' }])).toThrow('already exists')
    expect(emu.state.deployments().map(snapshot => snapshot.deployment.name)).toEqual([
      'failed',
      'building',
      'live'
    ])
  })

  it('applies a scenario set later only to revisions created afterwards', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, stepMs: 0 })
    const deployment = await create(emu, 'later')
    emu.setScenario('later', { outcome: 'BUILD_FAILED' })
    await call(emu, 'PATCH', `/v2/deployments/${deployment.id}`, {
      body: { source_revision_config: { repo_ref: 'x' } }
    })
    expect(emu.state.revisions(deployment.id).map(revision => revision.status)).toEqual([
      'BUILD_FAILED',
      'DEPLOYED'
    ])
    emu.setScenario('later', undefined)
    await call(emu, 'PATCH', `/v2/deployments/${deployment.id}`, {
      body: { source_revision_config: { repo_ref: 'y' } }
    })
    expect(emu.state.revisions(deployment.id)[0]?.status).toBe('DEPLOYED')
  })
})
