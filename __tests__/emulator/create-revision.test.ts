/**
 * `POST /v2/deployments/{id}/revisions` on the emulator: one revision, answered directly, under
 * the PATCH's rules for revision fields; off (404) when started as an older install; and the
 * fault that plays another writer's revision.
 */
import { afterEach, describe, expect, it } from '@jest/globals'

import {
  DEFAULT_LISTENER_ID,
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator,
  type WireDeployment,
  type WireRevision
} from '../../emulator/index.js'
import { call, createBody, dockerBody, expectRefusal, sourceBody } from './emulator-helpers.js'

const started: RunningEmulator[] = []

afterEach(async () => {
  await Promise.all(started.splice(0).map(emulator => emulator.close()))
})

async function deployment(
  options: EmulatorOptions = {},
  body: unknown = createBody('cr-agent')
): Promise<{ emu: RunningEmulator; id: string }> {
  const emu = await startEmulator(options)
  started.push(emu)
  const reply = await call<WireDeployment>(emu, 'POST', '/v2/deployments', { body })
  expect(reply.status).toBe(201)
  return { emu, id: reply.body.id }
}

const revisionOf = (ref: string) => ({
  source_revision_config: { repo_ref: ref, langgraph_config_path: 'langgraph.json' }
})

describe('POST /v2/deployments/{id}/revisions', () => {
  it('makes one revision and answers it (201), which becomes the latest', async () => {
    const { emu, id } = await deployment()
    const reply = await call<WireRevision>(emu, 'POST', `/v2/deployments/${id}/revisions`, {
      body: { ...revisionOf('feature'), secrets: [{ name: 'A', value: 'a' }] }
    })
    expect(reply.status).toBe(201)
    expect(reply.body.source_revision_config.repo_ref).toBe('feature')
    const after = await call<WireDeployment>(emu, 'GET', `/v2/deployments/${id}`)
    expect(after.body.latest_revision_id).toBe(reply.body.id)
    expect(emu.state.revisions(id)).toHaveLength(2)
    expect(emu.state.deployment(id)?.secrets).toEqual([{ name: 'A', value: 'a' }])
  })

  it('takes install_command, build_command and resource_spec in source_config, as the Terraform provider sends them', async () => {
    const { emu, id } = await deployment()
    const source_config = { install_command: 'pnpm i', build_command: 'pnpm build' }
    const reply = await call<WireRevision>(emu, 'POST', `/v2/deployments/${id}/revisions`, {
      body: { ...revisionOf('cmds'), source_config }
    })
    expect(reply.status).toBe(201)
    expect(emu.state.deployment(id)?.deployment.source_config).toMatchObject(source_config)
  })

  it.each([
    ['no source_revision_config', {}, { status: 422, loc: ['body', 'source_revision_config'] }],
    [
      'a repo_ref of the wrong type',
      { source_revision_config: { repo_ref: 5 } },
      { status: 422, loc: ['body', 'source_revision_config', 'repo_ref'] }
    ],
    [
      'a setting that makes no revision',
      { ...revisionOf('x'), source_config: { build_on_push: true } },
      { status: 400, says: 'source_config.build_on_push is a setting of the deployment' }
    ],
    [
      'a field fixed at creation',
      { ...revisionOf('x'), source_config: { resource_spec: null, repo_url: 'https://x' } },
      { status: 400, says: 'source_config.repo_url' }
    ],
    [
      "another source's field",
      { source_revision_config: { repo_ref: 'x', image_uri: 'docker.io/a/b:1' } },
      { status: 400, says: 'image_uri' }
    ],
    [
      'a reserved secret name',
      { ...revisionOf('x'), secrets: [{ name: 'LANGSMITH_API_KEY', value: 'v' }] },
      { status: 400, says: 'LANGSMITH_API_KEY' }
    ]
  ] as const)('refuses %s, making no revision', async (_, body, refusal) => {
    const { emu, id } = await deployment()
    const reply = await call(emu, 'POST', `/v2/deployments/${id}/revisions`, { body })
    expectRefusal(reply, refusal)
    expect(emu.state.revisions(id)).toHaveLength(1)
  })

  it('needs an uploaded archive for an internal_source deployment, as the PATCH does', async () => {
    const { emu, id } = await deployment({}, sourceBody('cr-upload'))
    const reply = await call(emu, 'POST', `/v2/deployments/${id}/revisions`, {
      body: {
        revision_source: 'internal_source',
        source_revision_config: {
          source_tarball_path: 'never/uploaded.tar.gz',
          langgraph_config_path: 'langgraph.json'
        }
      }
    })
    expectRefusal(reply, { status: 400, says: 'was never uploaded for this deployment' })
  })

  it('serves an image revision of an external_docker deployment', async () => {
    const { emu, id } = await deployment(
      {},
      dockerBody({ listenerId: DEFAULT_LISTENER_ID }, 'cr-image')
    )
    const reply = await call<WireRevision>(emu, 'POST', `/v2/deployments/${id}/revisions`, {
      body: { source_revision_config: { image_uri: 'docker.io/acme/agent:2' } }
    })
    expect(reply.status).toBe(201)
    expect(reply.body.source_revision_config.image_uri).toBe('docker.io/acme/agent:2')
  })

  it('takes install_command and build_command in source_config, kept for later revisions', async () => {
    const { emu, id } = await deployment()
    const path = `/v2/deployments/${id}/revisions`
    const commands = { install_command: 'pnpm install', build_command: 'pnpm build' }
    const reply = await call(emu, 'POST', path, {
      body: { ...revisionOf('feature'), source_config: commands }
    })
    expect(reply.status).toBe(201)
    expect(emu.state.revisions(id)).toHaveLength(2)
    const next = await call(emu, 'POST', path, { body: revisionOf('main') })
    expect(next.status).toBe(201)
    const after = await call<WireDeployment>(emu, 'GET', `/v2/deployments/${id}`)
    expect(after.body.source_config).toMatchObject(commands)
  })

  it('replaces resource_spec whole with each revision that sends one', async () => {
    const { emu, id } = await deployment(
      {},
      dockerBody({ listenerId: DEFAULT_LISTENER_ID }, 'cr-spec')
    )
    const path = `/v2/deployments/${id}/revisions`
    const image = (tag: string) => ({
      source_revision_config: { image_uri: `docker.io/a/b:${tag}` }
    })
    const spec = async () =>
      (await call<WireDeployment>(emu, 'GET', `/v2/deployments/${id}`)).body.source_config
        .resource_spec
    const first = { min_scale: 1, max_scale: 2, cpu: 1, labels: { team: 'a' } }
    for (const [tag, resource_spec] of [
      ['2', first],
      ['3', { max_scale: 5 }]
    ] as const) {
      const reply = await call(emu, 'POST', path, {
        body: { ...image(tag), source_config: { resource_spec } }
      })
      expect(reply.status).toBe(201)
      expect(await spec()).toEqual(resource_spec)
    }
    expect((await call(emu, 'POST', path, { body: image('4') })).status).toBe(201)
    expect(await spec()).toEqual({ max_scale: 5 })
  })

  it('answers 404 and makes nothing when started as an older install', async () => {
    const { emu, id } = await deployment({ createRevisionRoute: false })
    const reply = await call(emu, 'POST', `/v2/deployments/${id}/revisions`, {
      body: revisionOf('x')
    })
    expectRefusal(reply, { status: 404, says: 'Not Found' })
    expect(emu.state.revisions(id)).toHaveLength(1)
  })
})

describe('the second-writer fault', () => {
  it("makes another writer's revision just before the request it matches is handled", async () => {
    const { emu, id } = await deployment()
    const handle = emu.faults.add({
      method: 'GET',
      path: `/v2/deployments/${id}`,
      times: 1,
      fault: { kind: 'second-writer', revision: { repo_ref: 'other-run' } }
    })
    const read = await call<WireDeployment>(emu, 'GET', `/v2/deployments/${id}`)
    expect(handle.hits).toBe(1)
    const [newest] = emu.state.revisions(id)
    expect(newest?.source_revision_config.repo_ref).toBe('other-run')
    expect(read.body.latest_revision_id).toBe(newest?.id)
    expect(emu.requests.at(-1)?.fault).toBe('second-writer')
  })
})
