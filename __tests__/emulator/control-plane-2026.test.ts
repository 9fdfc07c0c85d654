/**
 * The 2026 control plane on the emulator: interrupt, GET /v2/deployment-logs, the CLI's v1 log
 * routes, the delete flag, deployment types, names, the `name` filter, the cloud/self-hosted
 * split of reserved names, and install/build commands kept.
 */
import { describe, expect, it } from '@jest/globals'

import {
  type RunningEmulator,
  type WireDeployment,
  type WireRevision
} from '../../emulator/index.js'
import {
  ManualClock,
  call,
  expectRefusal,
  createBody,
  sourceBody,
  emulatorPerTest,
  createDeployment
} from './emulator-helpers.js'

const start = emulatorPerTest()

const create = createDeployment

const revisionOf = async (emu: RunningEmulator, d: WireDeployment): Promise<WireRevision> =>
  (
    await call<WireRevision>(
      emu,
      'GET',
      `/v2/deployments/${d.id}/revisions/${d.latest_revision_id ?? ''}`
    )
  ).body

describe('interrupt', () => {
  it('stops a revision in flight: it ends INTERRUPTED, and stays so', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, stepMs: 1000 })
    const d = await create(emu, createBody('int-a'))
    clock.advance(2500)
    const path = `/v2/deployments/${d.id}/revisions/${d.latest_revision_id ?? ''}/interrupt`
    const reply = await call<WireRevision>(emu, 'POST', path)
    expect(reply.status).toBe(200)
    expect(reply.body.status).toBe('INTERRUPTED')
    clock.advance(60_000)
    expect((await revisionOf(emu, d)).status).toBe('INTERRUPTED')
  })

  it('refuses a final revision (409), which keeps its status', async () => {
    const emu = await start({ stepMs: 0 })
    const d = await create(emu, createBody('int-b'))
    const path = `/v2/deployments/${d.id}/revisions/${d.latest_revision_id ?? ''}/interrupt`
    const reply = await call<{ detail: string }>(emu, 'POST', path)
    expect(reply.status).toBe(409)
    expect(reply.body.detail).toMatch(/already DEPLOYED/)
    expect((await revisionOf(emu, d)).status).toBe('DEPLOYED')
  })
})

describe('GET /v2/deployment-logs', () => {
  it('pages a revision log by cursor, with log_type, level and query', async () => {
    const emu = await start({ stepMs: 0 })
    const d = await create(emu, createBody('logs-a'))
    const base = `/v2/deployment-logs?deployment_id=${d.id}&revision_id=${d.latest_revision_id ?? ''}`
    type Page = {
      items: { id: string; message: string; level: string }[]
      next_cursor: string | null
    }
    const all = (await call<Page>(emu, 'GET', `${base}&log_type=BUILD&page_size=100`)).body
    expect(all.items.length).toBeGreaterThan(2)
    expect(all.items.every(item => typeof item.id === 'string')).toBe(true)
    const first = (await call<Page>(emu, 'GET', `${base}&log_type=BUILD&page_size=1`)).body
    expect(first.items).toHaveLength(1)
    expect(first.next_cursor).not.toBeNull()
    const second = (
      await call<Page>(
        emu,
        'GET',
        `${base}&log_type=BUILD&page_size=1&cursor=${first.next_cursor ?? ''}`
      )
    ).body
    expect(second.items[0]?.id).toBe(all.items[1]?.id)
    const word = all.items[0]?.message.split(' ')[0] ?? ''
    const found = (
      await call<Page>(emu, 'GET', `${base}&log_type=BUILD&query=${encodeURIComponent(word)}`)
    ).body
    expect(found.items.every(item => item.message.includes(word))).toBe(true)
    const errors = (await call<Page>(emu, 'GET', `${base}&log_type=DEPLOY&level=ERROR`)).body
    expect(errors.items.every(item => item.level === 'ERROR')).toBe(true)
  })

  it('refuses a bad log_type, page_size or cursor (422)', async () => {
    const emu = await start({ stepMs: 0 })
    const d = await create(emu, createBody('logs-b'))
    for (const bad of ['log_type=build', 'page_size=101', 'cursor=nope']) {
      const reply = await call(emu, 'GET', `/v2/deployment-logs?deployment_id=${d.id}&${bad}`)
      expect(reply.status).toBe(422)
    }
  })
})

describe('the v1 log routes of the official CLI', () => {
  type Entry = { id: string; timestamp: string; level: string; message: string }
  type V1Page = { logs: Entry[]; next_offset: number | null }

  it('answer {logs, next_offset}; next_offset sent back as offset reads the next page', async () => {
    const emu = await start({ stepMs: 0 })
    const d = await create(emu, createBody('v1-logs'))
    const path = `/v1/projects/${d.id}/revisions/${d.latest_revision_id ?? ''}/build_logs`
    const first = await call<V1Page>(emu, 'POST', path, {
      body: { order: 'desc', limit: 2, offset: 0 }
    })
    expect(first.status).toBe(200)
    expect(first.body.logs).toHaveLength(2)
    expect(first.body.logs.every(entry => typeof entry.id === 'string')).toBe(true)
    expect(first.body.next_offset).toBe(2)
    const second = await call<V1Page>(emu, 'POST', path, {
      body: { order: 'desc', limit: 2, offset: first.body.next_offset }
    })
    const all = await call<V1Page>(emu, 'POST', path, { body: { order: 'desc', limit: 100 } })
    expect(all.body.next_offset).toBeNull()
    expect([...first.body.logs, ...second.body.logs]).toEqual(all.body.logs.slice(0, 4))
    const deploy = await call<V1Page>(emu, 'POST', `/v1/projects/${d.id}/deploy_logs`, {
      body: { limit: 100, order: 'asc', level: 'INFO' }
    })
    expect(deploy.status).toBe(200)
    expect(deploy.body.logs.length).toBeGreaterThan(0)
  })

  it('filter by start_time, end_time, level and query', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, stepMs: 1000 })
    const d = await create(emu, createBody('v1-filter'))
    clock.advance(60_000)
    const path = `/v1/projects/${d.id}/revisions/${d.latest_revision_id ?? ''}/build_logs`
    const all = (await call<V1Page>(emu, 'POST', path, { body: { limit: 100 } })).body.logs
    expect(all.length).toBeGreaterThan(2)
    const middle = all[1]?.timestamp ?? ''
    const after = (
      await call<V1Page>(emu, 'POST', path, { body: { start_time: middle, order: 'asc' } })
    ).body.logs
    expect(after.map(entry => entry.id)).toEqual(all.slice(1).map(entry => entry.id))
    const before = (await call<V1Page>(emu, 'POST', path, { body: { end_time: middle } })).body.logs
    expect(before.map(entry => entry.id)).toEqual([all[0]?.id])
    const word = all[0]?.message.split(' ')[0] ?? ''
    const found = (await call<V1Page>(emu, 'POST', path, { body: { query: word } })).body.logs
    expect(found.length).toBeGreaterThan(0)
    expect(found.every(entry => entry.message.includes(word))).toBe(true)
    const errors = (await call<V1Page>(emu, 'POST', path, { body: { level: 'ERROR' } })).body
    expect(errors.logs).toEqual([])
  })

  it('answer the error lines of a failed build at level ERROR, its root cause among them', async () => {
    const emu = await start({ stepMs: 0, scenarios: { 'v1-failed': { outcome: 'BUILD_FAILED' } } })
    const d = await create(emu, createBody('v1-failed'))
    const path = `/v1/projects/${d.id}/revisions/${d.latest_revision_id ?? ''}/build_logs`
    const errors = (await call<V1Page>(emu, 'POST', path, { body: { level: 'ERROR' } })).body.logs
    expect(errors.map(entry => entry.message)).toContain(
      '#8 4.951 ERROR: Cannot install agent==0.1.0 because these package versions have conflicting dependencies.'
    )
    expect(errors.at(-1)?.message).toBe('Build failed: dependency installation exited with code 1')
    const all = (await call<V1Page>(emu, 'POST', path, { body: { limit: 100 } })).body.logs
    expect(all.length).toBeGreaterThan(errors.length)
  })

  it.each([
    ['offset', '2'],
    ['offset', 1.5],
    ['limit', 0],
    ['order', 'up'],
    ['level', 'LOUD'],
    ['start_time', 'yesterday']
  ])('refuse %s = %j (422 naming it)', async (field, value) => {
    const emu = await start({ stepMs: 0 })
    const d = await create(emu, createBody('v1-bad'))
    const path = `/v1/projects/${d.id}/revisions/${d.latest_revision_id ?? ''}/build_logs`
    const reply = await call(emu, 'POST', path, { body: { [field]: value } })
    expectRefusal(reply, { status: 422, loc: ['body', field] })
  })
})

describe('delete_tracing_project', () => {
  it.each(['true', 'false'])('takes %s', async flag => {
    const emu = await start({ stepMs: 0 })
    const d = await create(emu, createBody(`del-${flag}`))
    const reply = await call(
      emu,
      'DELETE',
      `/v2/deployments/${d.id}?delete_tracing_project=${flag}`
    )
    expect(reply.status).toBe(204)
  })

  it('refuses any other value (422), deleting nothing', async () => {
    const emu = await start({ stepMs: 0 })
    const d = await create(emu, createBody('del-bad'))
    const reply = await call(emu, 'DELETE', `/v2/deployments/${d.id}?delete_tracing_project=yes`)
    expect(reply.status).toBe(422)
    expect((await call(emu, 'GET', `/v2/deployments/${d.id}`)).status).toBe(200)
  })

  const recreate = async (query: string) => {
    const emu = await start({ stepMs: 0 })
    const d = await create(emu, createBody('kept-project'))
    const path = `/v2/deployments/${d.id}${query}`
    expect((await call(emu, 'DELETE', path)).status).toBe(204)
    return call<{ detail: string }>(emu, 'POST', '/v2/deployments', {
      body: createBody('kept-project')
    })
  }

  it.each(['', '?delete_tracing_project=false'])(
    'with %p the project stays and holds the name: a create of it is refused (409)',
    async query => {
      const again = await recreate(query)
      expect(again.status).toBe(409)
      expect(again.body.detail).toContain("A tracing project named 'kept-project' already exists")
      expect(again.body.detail).toContain('delete_tracing_project=true')
    }
  )

  it('with true the project goes with it: the name is free again', async () => {
    const again = await recreate('?delete_tracing_project=true')
    expect(again.status).toBe(201)
  })
})

describe('rules of 2026', () => {
  it.each(['dev_zero', 'dev_free_zero'])(
    'takes deployment type %s (previous pricing)',
    async type => {
      const emu = await start({ stepMs: 0, pricing: 'previous' })
      const body = createBody(`type-${type.replace(/_/g, '-')}`)
      const d = await create(emu, {
        ...body,
        source_config: { ...body.source_config, deployment_type: type }
      })
      expect(d.source_config.deployment_type).toBe(type)
    }
  )

  it('refuses a name that does not start with a letter', async () => {
    const emu = await start({ stepMs: 0 })
    const reply = await call<{ detail: string }>(emu, 'POST', '/v2/deployments', {
      body: createBody('1-agent')
    })
    expect(reply.status).toBe(400)
    expect(reply.body.detail).toMatch(/must start with a letter/)
  })

  it('filters the list by the exact name', async () => {
    const emu = await start({ stepMs: 0 })
    await create(emu, createBody('agent'))
    await create(emu, createBody('agent-two'))
    type Page = { resources: WireDeployment[] }
    const exact = await call<Page>(emu, 'GET', '/v2/deployments?name=agent&name_contains=agent')
    expect(exact.body.resources.map(d => d.name)).toEqual(['agent'])
  })

  it.each<['cloud' | 'self-hosted', number]>([
    ['cloud', 400],
    ['self-hosted', 201]
  ])('POSTGRES_URI_CUSTOM and LSD_* when it plays %s: %i', async (plays, status) => {
    const emu = await start({ stepMs: 0, plays })
    const reply = await call(emu, 'POST', '/v2/deployments', {
      body: createBody('pg-custom', {
        secrets: [
          { name: 'POSTGRES_URI_CUSTOM', value: 'postgres://db' },
          { name: 'LSD_ENV', value: 'x' }
        ]
      })
    })
    expect(reply.status).toBe(status)
  })

  it('refuses the names reserved everywhere, self-hosted too', async () => {
    const emu = await start({ stepMs: 0, plays: 'self-hosted' })
    const reply = await call(emu, 'POST', '/v2/deployments', {
      body: createBody('pg', { secrets: [{ name: 'POSTGRES_URI', value: 'postgres://db' }] })
    })
    expect(reply.status).toBe(400)
  })

  it('keeps install_command and build_command, on create and on update', async () => {
    const emu = await start({ stepMs: 0 })
    const created = await create(
      emu,
      sourceBody('js-mono', {
        source_config: {
          deployment_type: 'serverless',
          install_command: 'pnpm i',
          build_command: 'pnpm build'
        }
      })
    )
    expect(created.source_config).toMatchObject({
      install_command: 'pnpm i',
      build_command: 'pnpm build'
    })
    const gh = await create(emu, createBody('js-gh'))
    const patched = await call<WireDeployment>(emu, 'PATCH', `/v2/deployments/${gh.id}`, {
      body: {
        source_config: { install_command: 'yarn', build_command: 'yarn build' },
        source_revision_config: { repo_ref: 'main', langgraph_config_path: 'langgraph.json' }
      }
    })
    expect(patched.status).toBe(200)
    expect(patched.body.source_config).toMatchObject({
      install_command: 'yarn',
      build_command: 'yarn build'
    })
  })
})

describe('tracked_packages (what the official CLI sends on its PATCH)', () => {
  async function patch(emu: RunningEmulator, id: string, tracked: unknown) {
    return call<{ detail: unknown }>(emu, 'PATCH', `/v2/deployments/${id}`, {
      body: {
        source_revision_config: { repo_ref: 'main', langgraph_config_path: 'langgraph.json' },
        tracked_packages: tracked
      }
    })
  }

  it('takes <package>:<version spec> entries', async () => {
    const emu = await start({ stepMs: 0 })
    const d = await create(emu, createBody('tracked-ok'))
    const reply = await patch(emu, d.id, ['langgraph:>=0.2', 'langchain-openai[extra]:==0.1.0'])
    expect(reply.status).toBe(200)
  })

  it.each<[string, unknown]>([
    ['not a list', 'langgraph:>=0.2'],
    ['an entry without a spec', ['langgraph']],
    ['an entry that is no string', [42]]
  ])('refuses %s (422), making no revision', async (_title, tracked) => {
    const emu = await start({ stepMs: 0 })
    const d = await create(emu, createBody('tracked-bad'))
    const reply = await patch(emu, d.id, tracked)
    expect(reply.status).toBe(422)
    const after = await call<WireDeployment>(emu, 'GET', `/v2/deployments/${d.id}`)
    expect(after.body.latest_revision_id).toBe(d.latest_revision_id)
  })
})
