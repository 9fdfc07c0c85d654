import { describe, expect, it } from '@jest/globals'
import { githubSpec } from '../fixtures/deploy-spec.js'
import {
  diffBuiltFrom,
  diffCreate,
  diffSecrets,
  diffSettings,
  diffUpdate
} from '../../src/control-plane/plan-diff.js'
import { type DeploySpec, createBody, updateBody } from '../../src/control-plane/requests.js'
import { DeploymentSchema, RevisionSchema } from '../../src/control-plane/schemas.js'

const INTEGRATION = '22222222-2222-4222-8222-222222222222'
const SECRET = 'sk-the-value-that-must-never-show'

function spec(extra: Partial<DeploySpec> = {}): DeploySpec {
  const secrets = [
    { name: 'OPENAI_API_KEY', value: SECRET },
    { name: 'NEW_ONE', value: 'v-new' },
    { name: 'ROTATED', value: 'v-rotated-new' }
  ]
  return githubSpec('my-agent', { repoRef: 'release-2', buildOnPush: true, secrets, ...extra })
}

/** A deployment as a service that returns secret values would answer. */
const deployment = DeploymentSchema.parse({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'my-agent',
  source: 'github',
  source_config: { integration_id: INTEGRATION, build_on_push: false, deployment_type: 'dev' },
  source_revision_config: { repo_ref: 'main', langgraph_config_path: 'langgraph.json' },
  secrets: [
    { name: 'OPENAI_API_KEY', value: SECRET },
    { name: 'ROTATED', value: 'v-rotated-old' },
    { name: 'DROPPED', value: 'v-dropped' }
  ]
})

describe('diffUpdate', () => {
  const rows = diffUpdate(updateBody(spec(), { source: 'github' }), deployment)

  it('compares each field the update body sends with the deployment as read', () => {
    expect(rows.filter(row => !row.field.startsWith('secrets.'))).toEqual([
      { field: 'source_config.build_on_push', current: 'false', next: 'true', verdict: 'change' },
      {
        field: 'source_revision_config.repo_ref',
        current: 'main',
        next: 'release-2',
        verdict: 'change'
      },
      // Sent under two names, so two rows: the second compared with the name read back.
      {
        field: 'source_revision_config.langgraph_config_path',
        current: 'langgraph.json',
        next: 'langgraph.json',
        verdict: 'unchanged'
      },
      {
        field: 'source_revision_config.graph_config_path',
        current: 'langgraph.json',
        next: 'langgraph.json',
        verdict: 'unchanged'
      }
    ])
  })

  it('secrets by name: added, changed, unchanged, removed; never a value', () => {
    expect(rows.filter(row => row.field.startsWith('secrets.'))).toEqual([
      {
        field: 'secrets.OPENAI_API_KEY',
        current: undefined,
        next: undefined,
        verdict: 'unchanged'
      },
      { field: 'secrets.NEW_ONE', current: undefined, next: undefined, verdict: 'add' },
      { field: 'secrets.ROTATED', current: undefined, next: undefined, verdict: 'change' },
      { field: 'secrets.DROPPED', current: undefined, next: undefined, verdict: 'remove' }
    ])
    const text = JSON.stringify(rows)
    for (const value of [SECRET, 'v-new', 'v-rotated', 'v-dropped']) {
      expect(text).not.toContain(value)
    }
  })

  it('a field the deployment does not show will be sent; one it shows as null is added', () => {
    const bare = DeploymentSchema.parse({
      id: deployment.id,
      name: 'my-agent',
      source_config: { build_on_push: null },
      secrets: [{ name: 'OPENAI_API_KEY' }]
    })
    const diff = diffUpdate(updateBody(spec(), { source: 'github' }), bare)
    expect(diff.find(row => row.field === 'source_config.build_on_push')?.verdict).toBe('add')
    expect(diff.find(row => row.field === 'source_revision_config.repo_ref')?.verdict).toBe(
      'will be sent'
    )
    expect(diff.find(row => row.field === 'secrets.OPENAI_API_KEY')?.verdict).toBe('will be sent')
  })

  it('no secrets given: none sent, none listed (the deployment keeps its own)', () => {
    const diff = diffUpdate(updateBody(spec({ secrets: [] }), { source: 'github' }), deployment)
    expect(diff.some(row => row.field.startsWith('secrets.'))).toBe(false)
  })

  it('objects compare by content, whatever the order of their keys', () => {
    const image = DeploymentSchema.parse({
      id: deployment.id,
      name: 'img',
      source: 'external_docker',
      source_config: { resource_spec: { min_scale: 1, max_scale: 2 } },
      source_revision_config: { image_uri: 'r/a:1' }
    })
    const body = updateBody(
      spec({
        source: 'external_docker',
        imageUri: 'r/a:2',
        resourceSpec: { max_scale: 2, min_scale: 1 },
        secrets: []
      }),
      { source: 'external_docker' }
    )
    expect(diffUpdate(body, image)).toEqual([
      {
        field: 'source_config.resource_spec',
        current: '{"max_scale":2,"min_scale":1}',
        next: '{"max_scale":2,"min_scale":1}',
        verdict: 'unchanged'
      },
      {
        field: 'source_revision_config.image_uri',
        current: 'r/a:1',
        next: 'r/a:2',
        verdict: 'change'
      }
    ])
  })
})

describe('diffCreate', () => {
  it('every field the create body sends is added; secrets by name only', () => {
    const rows = diffCreate(createBody(spec()))
    expect(rows.map(row => [row.field, row.verdict])).toEqual([
      ['name', 'add'],
      ['source', 'add'],
      ['source_config.integration_id', 'add'],
      ['source_config.repo_url', 'add'],
      ['source_config.deployment_type', 'add'],
      ['source_config.build_on_push', 'add'],
      ['source_revision_config.repo_ref', 'add'],
      ['source_revision_config.langgraph_config_path', 'add'],
      ['source_revision_config.graph_config_path', 'add'],
      ['secrets.OPENAI_API_KEY', 'add'],
      ['secrets.NEW_ONE', 'add'],
      ['secrets.ROTATED', 'add']
    ])
    expect(rows.find(row => row.field === 'source_config.deployment_type')?.next).toBe('serverless')
    expect(JSON.stringify(rows)).not.toContain(SECRET)
  })
})

describe('every field the write sends is a row', () => {
  /** Each leaf field of a body, as the plan names it (`source_config.build_on_push`). */
  const sentFields = (body: object): string[] =>
    Object.entries(body).flatMap(([part, value]: [string, unknown]) =>
      part === 'secrets'
        ? (value as { name: string }[]).map(secret => `secrets.${secret.name}`)
        : typeof value === 'object' && value !== null
          ? Object.keys(value).map(key => `${part}.${key}`)
          : [part === 'revision_source' ? 'source' : part]
    )

  it.each([
    ['github update', updateBody(spec(), { source: 'github' })],
    [
      'upload update',
      updateBody(spec({ source: 'internal_source' }), {
        source: 'internal_source',
        uploaded: { objectPath: 'o/p.tar.gz', configPath: 'langgraph.json' }
      })
    ],
    [
      'image update',
      updateBody(spec({ source: 'external_docker', imageUri: 'r.example.com/a:1' }), {
        source: 'external_docker'
      })
    ]
  ])('%s: the plan lists each field of its body', (_name, body) => {
    const rows = diffUpdate(body, deployment).filter(row => row.verdict !== 'remove')
    expect(rows.map(row => row.field).sort()).toEqual(sentFields(body).sort())
  })

  it('create: the plan lists each field of its body', () => {
    const body = createBody(spec())
    expect(
      diffCreate(body)
        .map(row => row.field)
        .sort()
    ).toEqual(sentFields(body).sort())
  })
})

describe('diffSecrets', () => {
  it('nothing sent: nothing removed', () => {
    expect(diffSecrets([], deployment.secrets)).toEqual([])
  })
})

describe('diffBuiltFrom: what the serving revision was built from, against what is sent', () => {
  const revision = (config: Record<string, string>) =>
    RevisionSchema.parse({ id: 'rev-1', status: 'DEPLOYED', source_revision_config: config })

  it('a commit and its ref, against the ref sent', () => {
    const serving = {
      id: 'rev-1',
      revision: revision({ repo_ref: 'main', repo_commit_sha: 'abc123' })
    }
    expect(diffBuiltFrom(serving, { repo_ref: 'release-2' })).toEqual({
      field: 'built_from',
      current: 'revision rev-1: commit abc123 (ref main)',
      next: 'ref release-2',
      verdict: 'change'
    })
  })

  it('an image; an archive with the digest sent', () => {
    const image = { id: 'rev-1', revision: revision({ image_uri: 'acme/agent:1' }) }
    expect(diffBuiltFrom(image, { image_uri: 'acme/agent:2' })).toMatchObject({
      current: 'revision rev-1: image acme/agent:1',
      next: 'image acme/agent:2'
    })
    const archive = { id: 'rev-1', revision: revision({ source_tarball_path: 'a/1.tgz' }) }
    expect(diffBuiltFrom(archive, { source_tarball_path: 'a/2.tgz' }, 'f00d')).toMatchObject({
      current: 'revision rev-1: archive a/1.tgz',
      next: 'archive a/2.tgz (sha256:f00d)'
    })
  })

  it('says so when the serving revision could not be read, or none serves', () => {
    expect(diffBuiltFrom({ id: 'rev-1', revision: undefined }, { repo_ref: 'x' }).current).toBe(
      'revision rev-1: what it was built from is not known'
    )
    expect(diffBuiltFrom(undefined, { repo_ref: 'x' })).toMatchObject({
      current: undefined,
      verdict: 'add'
    })
  })
})

describe('diffSettings: the settings an update sends, old -> new', () => {
  it('build_on_push only, beside the revision fields it leaves out', () => {
    const rows = diffSettings(updateBody(spec({ secrets: [] }), { source: 'github' }), deployment)
    expect(rows).toEqual([
      {
        field: 'source_config.build_on_push',
        current: 'false',
        next: 'true',
        verdict: 'change'
      }
    ])
  })
})
