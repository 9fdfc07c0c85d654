/**
 * The emulator's control plane as LangChain's own clients meet it (issue 33): the create's
 * default type, `display_name` and `secret_references` kept and shown, and the GitHub
 * integrations a create may name, given by repository (`--integration owner/repo`).
 */
import { describe, expect, it } from '@jest/globals'

import { parseCliArgs } from '../../emulator/cli-command.js'
import {
  DEFAULT_INTEGRATION_ID,
  integrationsWith,
  type WireDeployment
} from '../../emulator/index.js'
import {
  ManualClock,
  call,
  createBody,
  createDeployment,
  dockerBody,
  emulatorPerTest,
  expectRefusal
} from './emulator-helpers.js'

const start = emulatorPerTest()

const get = async (emu: Awaited<ReturnType<typeof start>>, id: string) =>
  (await call<WireDeployment>(emu, 'GET', `/v2/deployments/${id}`)).body

describe('a create without deployment_type', () => {
  // prod is the Terraform provider's documented default; dedicated is its usage-era counterpart.
  it.each([
    ['previous', 'prod'],
    ['usage', 'dedicated']
  ] as const)('on %s pricing makes a %s deployment', async (pricing, type) => {
    const emu = await start({ stepMs: 0, pricing })
    const body = createBody('no-type')
    const { deployment_type: _, ...config } = body.source_config
    const d = await createDeployment(emu, { ...body, source_config: config })
    expect(d.source_config.deployment_type).toBe(type)
    expect((await get(emu, d.id)).source_config.deployment_type).toBe(type)
  })
})

describe('display_name', () => {
  it('is kept from the create, changed by a PATCH that makes no revision, never cleared', async () => {
    const emu = await start({ stepMs: 0 })
    const d = await createDeployment(emu, { ...createBody('shown'), display_name: 'Shown agent' })
    expect(d.display_name).toBe('Shown agent')
    const renamed = await call<WireDeployment>(emu, 'PATCH', `/v2/deployments/${d.id}`, {
      body: { display_name: 'Renamed' }
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.latest_revision_id).toBe(d.latest_revision_id)
    expect((await get(emu, d.id)).display_name).toBe('Renamed')
    const kept = await call(emu, 'PATCH', `/v2/deployments/${d.id}`, {
      body: { display_name: null }
    })
    expect(kept.status).toBe(200)
    expect((await get(emu, d.id)).display_name).toBe('Renamed')
    const cleared = await call(emu, 'PATCH', `/v2/deployments/${d.id}`, {
      body: { display_name: '' }
    })
    expectRefusal(cleared, { status: 422, loc: ['body', 'display_name'] })
    expect((await get(emu, d.id)).display_name).toBe('Renamed')
  })

  it('is null on a deployment that never had one', async () => {
    const emu = await start({ stepMs: 0 })
    expect((await createDeployment(emu, createBody('plain'))).display_name).toBeNull()
  })
})

describe('secret_references (external_docker)', () => {
  const refs = [{ name: 'DB_PASSWORD', secret_name: 'db', secret_key: 'password' }]

  it('come back on GET; omitted keeps them, [] removes them all', async () => {
    const emu = await start({ stepMs: 0 })
    const d = await createDeployment(emu, {
      ...dockerBody(emu, 'refs'),
      secret_references: refs
    })
    expect(d.secret_references).toEqual(refs)
    const path = `/v2/deployments/${d.id}`
    const image = { source_revision_config: { image_uri: 'docker.io/acme/agent:1.0.1' } }
    expect((await call(emu, 'PATCH', path, { body: image })).status).toBe(200)
    expect((await get(emu, d.id)).secret_references).toEqual(refs)
    const revision = await call(emu, 'POST', `${path}/revisions`, {
      body: { ...image, secret_references: [] }
    })
    expect(revision.status).toBe(201)
    expect((await get(emu, d.id)).secret_references).toEqual([])
  })

  it('are refused on another source (400) and checked item by item (422)', async () => {
    const emu = await start({ stepMs: 0 })
    const d = await createDeployment(emu, createBody('refs-github'))
    const foreign = await call(emu, 'PATCH', `/v2/deployments/${d.id}`, {
      body: { secret_references: refs }
    })
    expectRefusal(foreign, { status: 400, says: 'apply to external_docker deployments only' })
    const bad = await call(emu, 'POST', '/v2/deployments', {
      body: { ...dockerBody(emu, 'refs-bad'), secret_references: [{ name: 'A', secret_name: 'x' }] }
    })
    expectRefusal(bad, { status: 422, loc: ['body', 'secret_references', 0, 'secret_key'] })
  })
})

describe('GitHub integrations given by repository', () => {
  it('one per owner beside the default one, each creating deployments of what it sees', async () => {
    const integrations = integrationsWith(['acme/agent', 'acme/tools', 'example/other'])
    expect(integrations.map(i => [i.name, i.repos])).toEqual([
      ['example', ['https://github.com/example/agent', 'https://github.com/example/other']],
      ['acme', ['https://github.com/acme/agent', 'https://github.com/acme/tools']]
    ])
    expect(integrationsWith(['acme/x'])[1]?.id).toBe(integrations[1]?.id)
    const emu = await start({ stepMs: 0, githubIntegrations: integrations })
    const acme = integrations[1]?.id ?? ''
    const repos = await call<{ url: string }[]>(emu, 'GET', `/v1/integrations/github/${acme}/repos`)
    expect(repos.body.map(repo => repo.url)).toEqual([
      'https://github.com/acme/agent',
      'https://github.com/acme/tools'
    ])
    const body = createBody('by-acme')
    const d = await createDeployment(emu, {
      ...body,
      source_config: { ...body.source_config, integration_id: acme }
    })
    expect(d.source_config.integration_id).toBe(acme)
  })

  it('refuse a create naming an integration the workspace does not have (400), creating nothing', async () => {
    const emu = await start({ stepMs: 0 })
    const unknown = '9e0c1d2b-3a4f-4b5c-8d6e-7f8091a2b3c4'
    const body = createBody('stray')
    const reply = await call(emu, 'POST', '/v2/deployments', {
      body: { ...body, source_config: { ...body.source_config, integration_id: unknown } }
    })
    expectRefusal(reply, { status: 400, says: `GitHub integration ${unknown} not found` })
    expect(emu.state.deployments()).toEqual([])
  })

  it('--integration OWNER/REPO gives them on the command line; a malformed one is refused', () => {
    const config = parseCliArgs(['--integration', 'acme/agent', '--integration', 'acme/tools'])
    const given = config.options.githubIntegrations ?? []
    expect(given.map(i => i.name)).toEqual(['example', 'acme'])
    expect(given[0]?.id).toBe(DEFAULT_INTEGRATION_ID)
    expect(() => parseCliArgs(['--integration', 'https://github.com/acme/agent'])).toThrow(
      "Option '--integration' must look like <owner>/<repo>"
    )
  })
})

describe('a delete', () => {
  it('passes through AWAITING_DELETE for two steps by default, then 404 and the name is free', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, stepMs: 1000 })
    const d = await createDeployment(emu, createBody('going'))
    const path = `/v2/deployments/${d.id}`
    expect((await call(emu, 'DELETE', `${path}?delete_tracing_project=true`)).status).toBe(204)
    const during = await call<WireDeployment>(emu, 'GET', path)
    expect(during.status).toBe(200)
    expect(during.body.status).toBe('AWAITING_DELETE')
    const listed = await call<{ resources: WireDeployment[] }>(
      emu,
      'GET',
      '/v2/deployments?status=AWAITING_DELETE'
    )
    expect(listed.body.resources.map(item => item.id)).toEqual([d.id])
    const again = await call(emu, 'POST', '/v2/deployments', { body: createBody('going') })
    expectRefusal(again, {
      status: 409,
      says: "Deployment name 'going' is in use by a deployment being deleted"
    })
    const write = await call(emu, 'POST', `${path}/revisions`, {
      body: {
        source_revision_config: { repo_ref: 'main', langgraph_config_path: 'langgraph.json' }
      }
    })
    expectRefusal(write, { status: 409, says: 'is being deleted (status AWAITING_DELETE)' })
    clock.advance(1999)
    expect((await call(emu, 'GET', path)).status).toBe(200)
    clock.advance(1)
    expectRefusal(await call(emu, 'GET', path), {
      status: 404,
      says: `Deployment ID ${d.id} not found`
    })
    await createDeployment(emu, createBody('going'))
  })

  it('takes as long as deleteMs says (0: gone at once), and --delete-ms sets it', async () => {
    const emu = await start({ stepMs: 1000, deleteMs: 0 })
    const d = await createDeployment(emu, createBody('quick'))
    expect((await call(emu, 'DELETE', `/v2/deployments/${d.id}`)).status).toBe(204)
    expect((await call(emu, 'GET', `/v2/deployments/${d.id}`)).status).toBe(404)
    expect(parseCliArgs(['--delete-ms', '5000']).options.deleteMs).toBe(5000)
    expect(() => parseCliArgs(['--delete-ms', 'soon'])).toThrow("Option '--delete-ms'")
  })
})
