/**
 * The emulator's contract, part 1: every create body the action sends is accepted, and every
 * shape the real service refuses is refused here too, with its status and body, over real HTTP.
 * Part 2 (contract-update.test.ts) covers PATCH, redeploy, uploads and the lists.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import {
  CLOUD_ONLY_RESERVED_ENV_NAMES,
  RESERVED_ENV_NAMES,
  startEmulator,
  type RunningEmulator,
  type WireDeployment
} from '../../emulator/index.js'
import {
  call,
  createBody,
  dockerBody,
  expectRefusal,
  sourceBody,
  type Refusal
} from './emulator-helpers.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const OTHER_LISTENER = '3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b'

let emu: RunningEmulator

beforeAll(async () => {
  emu = await startEmulator({ stepMs: 0, reservedNames: ['old-tracing-project'] })
  await call(emu, 'POST', '/v2/deployments', { body: createBody('taken') })
})

afterAll(async () => {
  await emu.close()
})

type Body = Record<string, unknown>
type Parts = { config?: Body; revision?: Body; secrets?: unknown[]; top?: Body }

/** A body of one source with some fields added or replaced (a value of undefined drops one). */
function shaped(base: Body, parts: Parts): Body {
  const merge = (key: string, extra: Body | undefined) => {
    const merged = { ...(base[key] as Body), ...extra }
    return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined))
  }
  return {
    ...base,
    source_config: merge('source_config', parts.config),
    source_revision_config: merge('source_revision_config', parts.revision),
    ...(parts.secrets === undefined ? {} : { secrets: parts.secrets }),
    ...parts.top
  }
}

const github =
  (parts: Parts = {}) =>
  (name: string) =>
    shaped(createBody(name), parts)
const docker =
  (parts: Parts = {}) =>
  (name: string) =>
    shaped(dockerBody(emu, name), parts)
const source =
  (parts: Parts = {}) =>
  (name: string) =>
    shaped(sourceBody(name), parts)

interface Accepted {
  readonly title: string
  readonly body: (name: string) => Body
  readonly check: (deployment: WireDeployment) => void
}

const ACCEPTED: readonly Accepted[] = [
  {
    title: 'github, as the action sends it (both config-path names, equal)',
    body: github(),
    check: deployment => {
      expect(deployment.latest_revision_id).toMatch(UUID)
      expect(deployment.source_revision_config.langgraph_config_path).toBe('langgraph.json')
      expect(deployment.source_config.custom_url).toBe(emu.agentUrl(deployment.id))
    }
  },
  {
    title: 'github on a tag given as its full ref, without build_on_push',
    body: github({ revision: { repo_ref: 'refs/tags/v1.2.3' } }),
    check: deployment => {
      expect(deployment.source_revision_config.repo_ref).toBe('refs/tags/v1.2.3')
    }
  },
  {
    title: 'github with build_on_push on a branch',
    body: github({ config: { build_on_push: true } }),
    check: deployment => {
      expect(deployment.source_config.build_on_push).toBe(true)
    }
  },
  {
    title: 'github on a commit SHA',
    body: github({ revision: { repo_ref: '0123456789abcdef0123456789abcdef01234567' } }),
    check: deployment => {
      const rid = deployment.latest_revision_id ?? ''
      const revision = emu.state.revisions(deployment.id).find(r => r.id === rid)
      expect(revision?.source_revision_config.repo_commit_sha).toBe(
        '0123456789abcdef0123456789abcdef01234567'
      )
    }
  },
  {
    title: 'external_docker with its listener and image',
    body: docker(),
    check: deployment => {
      expect(deployment.source_config.listener_id).toBe(emu.listenerId)
      expect(deployment.source_config.custom_url).toBeNull()
      expect(deployment.source_revision_config.image_uri).toBe('docker.io/acme/agent:1.0.0')
      expect(deployment.source_revision_config.langgraph_config_path).toBeNull()
    }
  },
  {
    title: 'external_docker with custom_url and resource_spec',
    body: docker({
      config: { custom_url: 'https://agent.example.com', resource_spec: { min_scale: 1 } }
    }),
    check: deployment => {
      expect(deployment.source_config.custom_url).toBe('https://agent.example.com')
      expect(deployment.source_config.resource_spec).toEqual({ min_scale: 1 })
    }
  },
  {
    title: 'internal_source with langgraph_config_path, as the public schema asks: no revision yet',
    body: source({ revision: { langgraph_config_path: 'langgraph.json' } }),
    check: deployment => {
      expect(deployment.latest_revision_id).toBeNull()
    }
  },
  {
    title: 'internal_source, as the official CLI creates it: no revision yet',
    body: source({ secrets: [{ name: 'OPENAI_API_KEY', value: 'sk' }] }),
    check: deployment => {
      expect(deployment.latest_revision_id).toBeNull()
      expect(deployment.active_revision_id).toBeNull()
      expect(deployment.source_config.custom_url).toBe(emu.agentUrl(deployment.id))
    }
  },
  {
    title: 'internal_docker, as the official CLI creates it for a local build: no revision yet',
    body: source({ top: { source: 'internal_docker' } }),
    check: deployment => {
      expect(deployment.source).toBe('internal_docker')
      expect(deployment.latest_revision_id).toBeNull()
      expect(deployment.source_config.custom_url).toBe(emu.agentUrl(deployment.id))
    }
  }
]

const CONFIG_LOC = ['body', 'source_config']
const REVISION_LOC = ['body', 'source_revision_config']

const REFUSED: readonly [string, (name: string) => Body, Refusal][] = [
  [
    'github without langgraph_config_path (graph_config_path alone)',
    github({ revision: { langgraph_config_path: undefined } }),
    { status: 422, loc: [...REVISION_LOC, 'langgraph_config_path'], type: 'missing' }
  ],
  [
    'github with the two config-path names different',
    github({ revision: { graph_config_path: 'other/langgraph.json' } }),
    { status: 400, says: 'must be equal' }
  ],
  [
    'github with a config path outside the repository',
    github({ revision: { langgraph_config_path: '../x.json', graph_config_path: '../x.json' } }),
    { status: 400, says: "without '..'" }
  ],
  [
    'github with a bare tag as repo_ref',
    github({ revision: { repo_ref: 'v1.2.3' } }),
    { status: 400, says: "'refs/tags/v1.2.3'" }
  ],
  [
    'github with a full branch ref',
    github({ revision: { repo_ref: 'refs/heads/main' } }),
    { status: 400, says: 'bare name' }
  ],
  [
    'github with build_on_push on a tag',
    github({ config: { build_on_push: true }, revision: { repo_ref: 'refs/tags/v1' } }),
    { status: 400, says: 'build_on_push cannot be true' }
  ],
  [
    'github with custom_url',
    github({ config: { custom_url: 'https://agent.example.com' } }),
    { status: 400, says: 'source_config.custom_url applies to external_docker' }
  ],
  [
    'github with resource_spec',
    github({ config: { resource_spec: { min_scale: 1 } } }),
    { status: 400, says: 'source_config.resource_spec applies to external_docker' }
  ],
  [
    'github with a listener',
    github({ config: { listener_id: OTHER_LISTENER } }),
    { status: 400, says: 'source_config.listener_id' }
  ],
  [
    'github with image_uri',
    github({ revision: { image_uri: 'docker.io/a/b:1' } }),
    { status: 400, says: 'source_revision_config.image_uri' }
  ],
  [
    'github without integration_id',
    github({ config: { integration_id: undefined } }),
    { status: 422, loc: [...CONFIG_LOC, 'integration_id'], type: 'missing' }
  ],
  [
    'github with an integration_id that is no UUID',
    github({ config: { integration_id: 'int-1' } }),
    { status: 422, loc: [...CONFIG_LOC, 'integration_id'], type: 'uuid_parsing' }
  ],
  [
    'github with an integration the workspace does not have',
    github({ config: { integration_id: OTHER_LISTENER } }),
    { status: 400, says: `GitHub integration ${OTHER_LISTENER} not found in this workspace` }
  ],
  [
    'github with secret_references',
    github({ top: { secret_references: [{ name: 'A', secret_name: 'k8s', secret_key: 'a' }] } }),
    { status: 400, says: 'secret_references apply to external_docker deployments only' }
  ],
  [
    'a display_name that is empty',
    github({ top: { display_name: '' } }),
    { status: 422, loc: ['body', 'display_name'], type: 'string_too_short' }
  ],
  [
    'a secret with a reserved name',
    github({ secrets: [{ name: 'LANGSMITH_API_KEY', value: 'x' }] }),
    { status: 400, says: "'LANGSMITH_API_KEY' is reserved" }
  ],
  [
    'external_docker without a listener',
    docker({ config: { listener_id: undefined } }),
    { status: 400, says: "source_config 'listener_id' is required" }
  ],
  [
    'external_docker with a listener that is no UUID',
    docker({ config: { listener_id: 'default' } }),
    { status: 422, loc: [...CONFIG_LOC, 'listener_id'], type: 'uuid_parsing' }
  ],
  [
    'external_docker with an unknown listener',
    docker({ config: { listener_id: OTHER_LISTENER } }),
    { status: 400, says: `Listener ${OTHER_LISTENER} not found` }
  ],
  [
    'external_docker without image_uri',
    docker({ revision: { image_uri: undefined } }),
    { status: 422, loc: [...REVISION_LOC, 'image_uri'], type: 'missing' }
  ],
  [
    'external_docker with langgraph_config_path',
    docker({ revision: { langgraph_config_path: 'langgraph.json' } }),
    { status: 400, says: 'source_revision_config.langgraph_config_path applies to built sources' }
  ],
  [
    'external_docker with graph_config_path',
    docker({ revision: { graph_config_path: 'langgraph.json' } }),
    { status: 400, says: 'source_revision_config.graph_config_path' }
  ],
  [
    'external_docker with a repository',
    docker({ config: { repo_url: 'https://github.com/acme/agent' } }),
    { status: 400, says: 'source_config.repo_url applies to github' }
  ],
  [
    'external_docker with build_on_push',
    docker({ config: { build_on_push: true } }),
    { status: 400, says: 'build_on_push can be true for github deployments only' }
  ],
  [
    'external_docker with a custom_url that is no URL',
    docker({ config: { custom_url: 'agent.example.com' } }),
    { status: 422, loc: [...CONFIG_LOC, 'custom_url'], type: 'url_parsing' }
  ],
  [
    'internal_source with a revision on create (an archive path)',
    source({ revision: { source_tarball_path: 'uploads/x.tar.gz' } }),
    { status: 400, says: 'created without a revision' }
  ],
  [
    'internal_source with custom_url',
    source({ config: { custom_url: 'https://agent.example.com' } }),
    { status: 400, says: 'source_config.custom_url applies to external_docker' }
  ],
  [
    'internal_docker with an image on create (it is pushed after, to the push-token registry)',
    source({ top: { source: 'internal_docker' }, revision: { image_uri: 'docker.io/a/b:1' } }),
    { status: 400, says: 'An internal_docker deployment is created without a revision' }
  ],
  [
    'internal_docker with a repository',
    github({ top: { source: 'internal_docker' }, revision: { repo_ref: undefined } }),
    { status: 400, says: 'source_config.integration_id applies to github' }
  ],
  [
    'internal_docker with a config path',
    source({ top: { source: 'internal_docker' }, revision: { langgraph_config_path: 'l.json' } }),
    { status: 400, says: 'langgraph_config_path applies to built sources' }
  ],
  ['a name in use', () => createBody('taken'), { status: 409, says: "'taken' already exists" }],
  [
    'a name a tracing project holds',
    () => createBody('old-tracing-project'),
    { status: 409, says: 'tracing project' }
  ]
]

describe('create: every shape the action sends is accepted', () => {
  it.each(ACCEPTED.map((testCase, index) => [testCase.title, index] as const))(
    '%s',
    async (_title, index) => {
      const testCase = ACCEPTED[index] as Accepted
      const name = `accepted-${index}`
      const reply = await call<WireDeployment>(emu, 'POST', '/v2/deployments', {
        body: testCase.body(name)
      })
      expect(reply.status).toBe(201)
      expect(reply.body.name).toBe(name)
      expect(reply.text).not.toContain('"url"')
      testCase.check(reply.body)
      expect(emu.state.deployment(name)?.deployment).toEqual(reply.body)
    }
  )
})

describe('create: every shape the real service refuses is refused', () => {
  it.each(REFUSED.map(([title], index) => [title, index] as const))('%s', async (_t, index) => {
    const [, body, refusal] = REFUSED[index] ?? []
    if (body === undefined || refusal === undefined) throw new Error(`no case ${index}`)
    const before = emu.state.deployments().length
    const reply = await call(emu, 'POST', '/v2/deployments', { body: body(`refused-${index}`) })
    expectRefusal(reply, refusal)
    expect(emu.state.deployments()).toHaveLength(before)
  })

  it('refuses each reserved secret name, naming it', async () => {
    for (const name of RESERVED_ENV_NAMES) {
      const reply = await call(emu, 'POST', '/v2/deployments', {
        body: createBody(`reserved-${name.toLowerCase()}`, { secrets: [{ name, value: 'v' }] })
      })
      expectRefusal(reply, { status: 400, says: `'${name}'` })
    }
    expect(RESERVED_ENV_NAMES).toHaveLength(40)
    expect(emu.state.deployment(`reserved-path`)).toBeUndefined()
  })

  it('self-hosted (plays: self-hosted) accepts the CLI self-hosted group and LSD_*, refuses the rest', async () => {
    const selfHosted = await startEmulator({ stepMs: 0, plays: 'self-hosted' })
    try {
      const accepted: string[] = []
      for (const name of [...RESERVED_ENV_NAMES, 'LSD_ANYTHING']) {
        const reply = await call(selfHosted, 'POST', '/v2/deployments', {
          body: createBody(`sh-${name.toLowerCase().replace(/_/g, '-')}`, {
            secrets: [{ name, value: 'v' }]
          })
        })
        if (reply.status === 201) accepted.push(name)
        else expectRefusal(reply, { status: 400, says: `'${name}'` })
      }
      const lsd = RESERVED_ENV_NAMES.filter(name => name.startsWith('LSD_'))
      expect(accepted.sort()).toEqual(
        [...CLOUD_ONLY_RESERVED_ENV_NAMES, ...lsd, 'LSD_ANYTHING'].sort()
      )
      // The notes: seven names and LSD_* (four in the list) are the cloud's only; 29 everywhere.
      expect(CLOUD_ONLY_RESERVED_ENV_NAMES).toHaveLength(7)
      expect(RESERVED_ENV_NAMES.length - accepted.length + 1).toBe(29)
    } finally {
      await selfHosted.close()
    }
  })

  it('reports schema problems (422) before rule refusals (400)', async () => {
    const body = github({
      config: { custom_url: 'https://agent.example.com', integration_id: undefined }
    })('both')
    const reply = await call(emu, 'POST', '/v2/deployments', { body })
    expectRefusal(reply, { status: 422, loc: [...CONFIG_LOC, 'integration_id'] })
  })
})

describe('listeners', () => {
  it('lists the one listener an external_docker deployment can name', async () => {
    const reply = await call(emu, 'GET', '/v2/listeners')
    expect(reply.status).toBe(200)
    const listener = {
      id: emu.listenerId,
      name: 'default',
      compute_id: expect.any(String),
      compute_config: { k8s_namespaces: ['default'] }
    }
    expect(reply.body).toEqual({ resources: [listener], offset: 0 })
    expectRefusal(await call(emu, 'GET', '/v2/listeners?limit=0'), {
      status: 422,
      loc: ['query', 'limit']
    })
  })

  it('describes a listener it has at GET /v2/listeners/{id}, as the Go CLI reads it', async () => {
    const reply = await call<{ id: string; compute_id: string; compute_config: unknown }>(
      emu,
      'GET',
      `/v2/listeners/${emu.listenerId.toUpperCase()}`
    )
    expect(reply.status).toBe(200)
    expect(reply.body.id).toBe(emu.listenerId)
    expect(reply.body.compute_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(reply.body.compute_config).toEqual({ k8s_namespaces: ['default'] })
    expectRefusal(await call(emu, 'GET', `/v2/listeners/${OTHER_LISTENER}`), {
      status: 404,
      says: `Listener ID ${OTHER_LISTENER} not found`
    })
    expectRefusal(await call(emu, 'GET', '/v2/listeners/default'), {
      status: 422,
      loc: ['path', 'listener_id']
    })
  })

  it('serves the listener it was given', async () => {
    const other = await startEmulator({ listenerId: OTHER_LISTENER.toUpperCase() })
    try {
      expect(other.listenerId).toBe(OTHER_LISTENER)
      const reply = await call(other, 'POST', '/v2/deployments', { body: dockerBody(other, 'd') })
      expect(reply.status).toBe(201)
    } finally {
      await other.close()
    }
    await expect(startEmulator({ listenerId: 'x' })).rejects.toThrow('must be a UUID')
  })
})
