/**
 * `internal_docker` deployments on the emulator, as the official CLI's local build makes them:
 * create without a revision, `POST .../push-token`, then a revision naming the pushed image, by
 * PATCH or by `POST .../revisions`, as strictly as the other sources.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import {
  startEmulator,
  type RunningEmulator,
  type WireDeployment,
  type WireRevision
} from '../../emulator/index.js'
import {
  type Refusal,
  call,
  createBody,
  dockerBody,
  expectRefusal,
  sourceBody
} from './emulator-helpers.js'

let emu: RunningEmulator
let seq = 0

beforeAll(async () => {
  emu = await startEmulator({ stepMs: 0 })
})

afterAll(async () => {
  await emu.close()
})

type PushToken = { token: string; registry_url: string }

async function created(body: unknown): Promise<WireDeployment> {
  const reply = await call<WireDeployment>(emu, 'POST', '/v2/deployments', { body })
  expect(reply.status).toBe(201)
  return reply.body
}

/** A new internal_docker deployment and the push token of its registry. */
async function localBuild(): Promise<{ deployment: WireDeployment; grant: PushToken }> {
  seq += 1
  const deployment = await created(sourceBody(`local-${seq}`, { source: 'internal_docker' }))
  const reply = await call<PushToken>(emu, 'POST', `/v2/deployments/${deployment.id}/push-token`)
  expect(reply.status).toBe(200)
  return { deployment, grant: reply.body }
}

const revisionBody = (imageUri: string) => ({
  revision_source: 'internal_docker',
  source_revision_config: { image_uri: imageUri },
  secrets: []
})

describe('POST /v2/deployments/{id}/push-token', () => {
  it('answers a token and the registry of an internal_docker deployment', async () => {
    const { deployment, grant } = await localBuild()
    expect(grant.token).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    expect(grant.token).not.toContain(emu.apiKey)
    expect(grant.registry_url).toContain(deployment.id)
    const second = await call<PushToken>(emu, 'POST', `/v2/deployments/${deployment.id}/push-token`)
    expect(second.body.token).not.toBe(grant.token)
    expect(second.body.registry_url).toBe(grant.registry_url)
  })

  it.each([
    ['github', () => createBody('push-github')],
    ['external_docker', () => dockerBody(emu, 'push-docker')],
    ['internal_source', () => sourceBody('push-source')]
  ])('refuses a %s deployment (400), naming the one source it serves', async (kind, body) => {
    const deployment = await created(body())
    const reply = await call(emu, 'POST', `/v2/deployments/${deployment.id}/push-token`)
    expectRefusal(reply, {
      status: 400,
      says: `only available for 'internal_docker' source deployments: deployment ${deployment.id} is a ${kind} deployment`
    })
  })

  it('answers 404 for a deployment that does not exist', async () => {
    const reply = await call(
      emu,
      'POST',
      '/v2/deployments/00000000-0000-4000-8000-000000000000/push-token'
    )
    expect(reply.status).toBe(404)
  })
})

describe('a revision of the pushed image', () => {
  it('PATCH with revision_source internal_docker and image_uri makes it, and it deploys', async () => {
    const { deployment, grant } = await localBuild()
    const image = `${grant.registry_url}:v1`
    const reply = await call<WireDeployment>(emu, 'PATCH', `/v2/deployments/${deployment.id}`, {
      body: revisionBody(image)
    })
    expect(reply.status).toBe(200)
    const revisions = emu.state.revisions(deployment.id)
    expect(revisions).toHaveLength(1)
    expect(revisions[0]?.source_revision_config.image_uri).toBe(image)
    expect(revisions[0]?.status).toBe('DEPLOYED')
    expect(reply.body.latest_revision_id).toBe(revisions[0]?.id)
  })

  it('POST .../revisions makes it and answers the Revision (201)', async () => {
    const { deployment, grant } = await localBuild()
    const image = `${grant.registry_url}@sha256:${'a'.repeat(64)}`
    const reply = await call<WireRevision>(
      emu,
      'POST',
      `/v2/deployments/${deployment.id}/revisions`,
      { body: revisionBody(image) }
    )
    expect(reply.status).toBe(201)
    expect(reply.body.source_revision_config.image_uri).toBe(image)
    expect(emu.state.revisions(deployment.id).map(r => r.id)).toEqual([reply.body.id])
  })

  const refusals: [string, (grant: PushToken) => unknown, Refusal][] = [
    [
      'an image outside its registry',
      () => revisionBody('docker.io/acme/agent:1.0.0'),
      { status: 400, says: "is not in this deployment's registry: POST /v2/deployments/" }
    ],
    [
      'an image that only starts like its registry',
      grant => revisionBody(`${grant.registry_url}-other:v1`),
      { status: 400, says: "is not in this deployment's registry" }
    ],
    [
      'no image_uri',
      () => ({ revision_source: 'internal_docker', source_revision_config: {} }),
      { status: 422, loc: ['body', 'source_revision_config', 'image_uri'], type: 'missing' }
    ],
    [
      'no revision_source',
      grant => ({ source_revision_config: { image_uri: `${grant.registry_url}:v1` } }),
      { status: 400, says: "send revision_source 'internal_docker'" }
    ],
    [
      'another revision_source',
      grant => ({
        ...revisionBody(`${grant.registry_url}:v1`),
        revision_source: 'internal_source'
      }),
      { status: 400, says: "does not match this deployment's source 'internal_docker'" }
    ],
    [
      'a repo_ref',
      grant => ({
        revision_source: 'internal_docker',
        source_revision_config: { image_uri: `${grant.registry_url}:v1`, repo_ref: 'main' }
      }),
      { status: 400, says: 'source_revision_config.repo_ref applies to github' }
    ],
    [
      'a source_tarball_path',
      grant => ({
        revision_source: 'internal_docker',
        source_revision_config: {
          image_uri: `${grant.registry_url}:v1`,
          source_tarball_path: 'uploads/x.tar.gz'
        }
      }),
      { status: 400, says: 'source_tarball_path applies to internal_source' }
    ]
  ]

  describe.each(['PATCH', 'POST'] as const)('%s refuses, making no revision,', method => {
    it.each(refusals)('%s', async (_title, body, refusal) => {
      const { deployment, grant } = await localBuild()
      const path =
        method === 'PATCH'
          ? `/v2/deployments/${deployment.id}`
          : `/v2/deployments/${deployment.id}/revisions`
      expectRefusal(await call(emu, method, path, { body: body(grant) }), refusal)
      expect(emu.state.revisions(deployment.id)).toHaveLength(0)
    })
  })
})
