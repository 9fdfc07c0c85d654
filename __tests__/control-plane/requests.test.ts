import { describe, expect, it } from '@jest/globals'
import { githubSpec } from '../fixtures/deploy-spec.js'
import {
  type DeploySpec,
  createBody,
  revisionWrite,
  updateBody
} from '../../src/control-plane/requests.js'

const INTEGRATION = '22222222-2222-4222-8222-222222222222'
const LISTENER = '33333333-3333-4333-8333-333333333333'

function spec(extra: Partial<DeploySpec> = {}): DeploySpec {
  const secrets = [{ name: 'OPENAI_API_KEY', value: 'sk-1' }]
  return githubSpec('my-agent', { graphConfigPath: 'apps/agent/langgraph.json', secrets, ...extra })
}

const image = {
  source: 'external_docker',
  imageUri: 'registry.example.com/agent:1',
  listenerId: LISTENER,
  repoRef: 'main'
} as const

describe('createBody', () => {
  it('GitHub: the config path under both names, build_on_push false, type serverless by default, as langgraph deploy asks', () => {
    expect(createBody(spec())).toEqual({
      name: 'my-agent',
      source: 'github',
      source_config: {
        integration_id: INTEGRATION,
        repo_url: 'https://github.com/acme/agent',
        deployment_type: 'serverless',
        build_on_push: false
      },
      source_revision_config: {
        repo_ref: 'main',
        langgraph_config_path: 'apps/agent/langgraph.json',
        graph_config_path: 'apps/agent/langgraph.json'
      },
      secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-1' }]
    })
  })

  it('a tag never builds on push', () => {
    const body = createBody(spec({ repoRef: 'refs/tags/v1', buildOnPush: true }))
    expect(body.source_config).toMatchObject({ build_on_push: false })
    expect(body.source_revision_config).toMatchObject({ repo_ref: 'refs/tags/v1' })
  })

  it('an image: external_docker with its listener, no config path, no repo, no ref', () => {
    const body = createBody(
      spec({ ...image, customUrl: 'https://a.example.com', resourceSpec: { min_scale: 1 } })
    )
    expect(body).toMatchObject({ source: 'external_docker' })
    expect(body.source_config).toEqual({
      deployment_type: 'serverless',
      listener_id: LISTENER,
      custom_url: 'https://a.example.com',
      resource_spec: { min_scale: 1 }
    })
    expect(body.source_revision_config).toEqual({ image_uri: 'registry.example.com/agent:1' })
  })
})

describe('updateBody', () => {
  it('GitHub: the new revision and what may change; never the fixed fields', () => {
    const body = updateBody(spec({ deploymentType: 'prod', buildOnPush: true }), {
      source: 'github'
    })
    expect(body).toEqual({
      source_revision_config: {
        repo_ref: 'main',
        langgraph_config_path: 'apps/agent/langgraph.json',
        graph_config_path: 'apps/agent/langgraph.json'
      },
      source_config: { build_on_push: true },
      secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-1' }]
    })
  })

  it('GitHub with a tag turns build_on_push off, whatever the deployment had', () => {
    expect(
      updateBody(spec({ repoRef: 'refs/tags/v2' }), { source: 'github' }).source_config
    ).toEqual({
      build_on_push: false
    })
  })

  it('sends no source_config and no secrets when none are given', () => {
    const body = updateBody(spec({ secrets: [] }), { source: 'github' })
    expect(Object.keys(body)).toEqual(['source_revision_config'])
  })

  it('an image: image_uri, and custom_url and resource_spec when given', () => {
    const body = updateBody(spec({ ...image, resourceSpec: { min_scale: 2 }, secrets: [] }), {
      source: 'external_docker'
    })
    expect(body).toEqual({
      source_revision_config: { image_uri: 'registry.example.com/agent:1' },
      source_config: { resource_spec: { min_scale: 2 } }
    })
  })
})

describe('an upload (internal_source)', () => {
  const upload = { source: 'internal_source' } as const
  const uploaded = { objectPath: 'uploads/d1/abc.tar.gz', configPath: 'apps/agent/langgraph.json' }

  it('is created empty: the deployment type and the secrets, no revision config', () => {
    expect(createBody(spec({ ...upload, deploymentType: 'prod' }))).toEqual({
      name: 'my-agent',
      source: 'internal_source',
      source_config: { deployment_type: 'prod' },
      source_revision_config: {},
      secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-1' }]
    })
  })

  it('gets a revision from a PATCH that names the archive and the config inside it', () => {
    expect(updateBody(spec(upload), { source: 'internal_source', uploaded })).toEqual({
      revision_source: 'internal_source',
      source_revision_config: {
        source_tarball_path: 'uploads/d1/abc.tar.gz',
        langgraph_config_path: 'apps/agent/langgraph.json'
      },
      secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-1' }]
    })
  })
})

describe('revisionWrite: the update split for POST .../revisions', () => {
  const uploaded = { objectPath: 'uploads/d1/abc.tar.gz', configPath: 'apps/agent/langgraph.json' }

  it.each([
    [
      'github: build_on_push is a setting; the ref and the secrets make the revision',
      spec({ buildOnPush: true }),
      { source: 'github' } as const,
      { build_on_push: true },
      {
        source_revision_config: {
          repo_ref: 'main',
          langgraph_config_path: 'apps/agent/langgraph.json',
          graph_config_path: 'apps/agent/langgraph.json'
        },
        secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-1' }]
      }
    ],
    [
      'an image: custom_url is a setting; resource_spec goes with the revision',
      spec({
        ...image,
        customUrl: 'https://a.example',
        resourceSpec: { min_scale: 2 },
        secrets: []
      }),
      { source: 'external_docker' } as const,
      { custom_url: 'https://a.example' },
      {
        source_revision_config: { image_uri: 'registry.example.com/agent:1' },
        source_config: { resource_spec: { min_scale: 2 } }
      }
    ],
    [
      'github with commands: install_command, build_command go with the revision, as Terraform sends them',
      spec({ buildOnPush: false, installCommand: 'pnpm i', buildCommand: 'pnpm build' }),
      { source: 'github' } as const,
      { build_on_push: false },
      {
        source_config: { install_command: 'pnpm i', build_command: 'pnpm build' },
        source_revision_config: {
          repo_ref: 'main',
          langgraph_config_path: 'apps/agent/langgraph.json',
          graph_config_path: 'apps/agent/langgraph.json'
        },
        secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-1' }]
      }
    ],
    [
      'an upload with a command: no setting; the command with the archive',
      spec({ source: 'internal_source', buildCommand: 'yarn build', secrets: [] }),
      { source: 'internal_source', uploaded } as const,
      {},
      {
        revision_source: 'internal_source',
        source_config: { build_command: 'yarn build' },
        source_revision_config: {
          source_tarball_path: 'uploads/d1/abc.tar.gz',
          langgraph_config_path: 'apps/agent/langgraph.json'
        }
      }
    ],
    [
      'an upload: no setting; the archive, its source and the secrets',
      spec({ source: 'internal_source' }),
      { source: 'internal_source', uploaded } as const,
      {},
      {
        revision_source: 'internal_source',
        source_revision_config: {
          source_tarball_path: 'uploads/d1/abc.tar.gz',
          langgraph_config_path: 'apps/agent/langgraph.json'
        },
        secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-1' }]
      }
    ]
  ])('%s', (_, given, target, settings, revision) => {
    expect(revisionWrite(given, target)).toEqual({
      patch: updateBody(given, target),
      settings,
      revision
    })
  })
})

describe('install-command and build-command (JS monorepos)', () => {
  const commands = { installCommand: 'pnpm install --frozen-lockfile', buildCommand: 'pnpm build' }
  const sent = { install_command: 'pnpm install --frozen-lockfile', build_command: 'pnpm build' }
  const uploaded = { objectPath: 'uploads/d1/abc.tar.gz', configPath: 'langgraph.json' }

  it('go in source_config on create, for GitHub and for an upload', () => {
    expect(createBody(spec(commands)).source_config).toMatchObject(sent)
    const upload = createBody(spec({ ...commands, source: 'internal_source' }))
    expect(upload.source_config).toEqual({ deployment_type: 'serverless', ...sent })
  })

  it('go in source_config on update, for GitHub and for an upload', () => {
    expect(updateBody(spec(commands), { source: 'github' }).source_config).toEqual(sent)
    const upload = updateBody(spec({ ...commands, source: 'internal_source' }), {
      source: 'internal_source',
      uploaded
    })
    expect(upload.source_config).toEqual(sent)
  })

  it('only the one given is sent', () => {
    const body = updateBody(spec({ buildCommand: 'yarn build' }), { source: 'github' })
    expect(body.source_config).toEqual({ build_command: 'yarn build' })
  })
})
