/**
 * The PATCH cases of the contract test (contract-update.test.ts): the bodies the action sends,
 * with whether each makes a revision, and the bodies the real service refuses, with the refusal.
 */
import { INTEGRATION_ID, type Refusal } from './emulator-helpers.js'

/** The deployments the cases patch, created by the test. */
export type Target = 'github' | 'pushed' | 'tagged' | 'docker' | 'source'

/** What the cases read of the running test, when they run. */
export interface CaseContext {
  readonly id: (target: Target | 'other') => string
  readonly upload: (which: 'good' | 'other') => string
  readonly listenerId: () => string
}

const MISSING_ID = '3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b'
const REVISION_LOC = ['body', 'source_revision_config']

/** The cases, over the context. */
export function updateCases(context: CaseContext) {
  const both = (path: string) => ({ langgraph_config_path: path, graph_config_path: path })
  const fromUpload =
    (path: () => string, config = 'langgraph.json') =>
    () => ({
      revision_source: 'internal_source',
      source_revision_config: { source_tarball_path: path(), langgraph_config_path: config }
    })

  /** PATCH bodies the action sends, and whether each makes a revision. */
  const ACCEPTED: readonly [string, Target, () => unknown, boolean][] = [
    [
      'github: new ref and config path (both names)',
      'github',
      () => ({ source_revision_config: { repo_ref: 'feature', ...both('agent/langgraph.json') } }),
      true
    ],
    [
      'github: with build_on_push and secrets',
      'github',
      () => ({
        source_revision_config: { repo_ref: 'main', ...both('langgraph.json') },
        source_config: { build_on_push: true },
        secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-2' }]
      }),
      true
    ],
    ['github: secrets only', 'github', () => ({ secrets: [{ name: 'A', value: 'b' }] }), false],
    [
      'github: a fixed field sent as null counts as not sent',
      'github',
      () => ({ source_config: { integration_id: null, repo_url: null } }),
      false
    ],
    [
      'github: a tag as its full ref',
      'tagged',
      () => ({
        source_revision_config: { repo_ref: 'refs/tags/v1.1.0', ...both('langgraph.json') }
      }),
      true
    ],
    [
      'external_docker: a new image',
      'docker',
      () => ({ source_revision_config: { image_uri: 'docker.io/acme/agent:2.0.0' } }),
      true
    ],
    [
      'external_docker: resource_spec and custom_url',
      'docker',
      () => ({
        source_revision_config: { image_uri: 'docker.io/acme/agent:2.0.1' },
        source_config: { resource_spec: { min_scale: 2 }, custom_url: 'https://a.example.com' }
      }),
      true
    ],
    [
      'internal_source: an uploaded archive',
      'source',
      fromUpload(() => context.upload('good')),
      true
    ]
  ]

  const REFUSED: readonly [string, Target, () => unknown, Refusal][] = [
    ...(['integration_id', 'repo_url', 'deployment_type', 'listener_id'] as const).map(
      (field): [string, Target, () => unknown, Refusal] => [
        `github: ${field}, even unchanged`,
        'github',
        () => ({
          source_config: {
            [field]: {
              integration_id: INTEGRATION_ID,
              repo_url: 'https://github.com/acme/agent',
              deployment_type: 'serverless',
              listener_id: MISSING_ID
            }[field]
          }
        }),
        { status: 400, says: `source_config.${field} cannot change` }
      ]
    ),
    [
      'github: graph_config_path without langgraph_config_path',
      'github',
      () => ({ source_revision_config: { repo_ref: 'main', graph_config_path: 'x.json' } }),
      { status: 400, says: 'without langgraph_config_path' }
    ],
    [
      'github: different config paths',
      'github',
      () => ({
        source_revision_config: { langgraph_config_path: 'a.json', graph_config_path: 'b.json' }
      }),
      { status: 400, says: 'must be equal' }
    ],
    [
      'github: custom_url',
      'github',
      () => ({ source_config: { custom_url: 'https://a.example.com' } }),
      { status: 400, says: 'custom_url applies to external_docker' }
    ],
    [
      'github: resource_spec',
      'github',
      () => ({ source_config: { resource_spec: { min_scale: 1 } } }),
      { status: 400, says: 'resource_spec applies to external_docker' }
    ],
    [
      'github: image_uri',
      'github',
      () => ({ source_revision_config: { image_uri: 'docker.io/a/b:1' } }),
      { status: 400, says: 'image_uri applies to external_docker' }
    ],
    [
      'github: a bare tag',
      'github',
      () => ({ source_revision_config: { repo_ref: 'v2.0.0' } }),
      { status: 400, says: "'refs/tags/v2.0.0'" }
    ],
    [
      'github: a full branch ref',
      'github',
      () => ({ source_revision_config: { repo_ref: 'refs/heads/feature' } }),
      { status: 400, says: 'bare name' }
    ],
    [
      'github: build_on_push and a tag together',
      'github',
      () => ({
        source_revision_config: { repo_ref: 'refs/tags/v2' },
        source_config: { build_on_push: true }
      }),
      { status: 400, says: 'build_on_push cannot be true' }
    ],
    [
      // The stored ref is the one the accepted PATCH above set.
      'github: build_on_push alone, on a deployment that builds a tag',
      'tagged',
      () => ({ source_config: { build_on_push: true } }),
      {
        status: 400,
        says: "build_on_push cannot be true when repo_ref is a tag ('refs/tags/v1.1.0')"
      }
    ],
    [
      'github: a tag alone, on a deployment with build_on_push',
      'pushed',
      () => ({ source_revision_config: { repo_ref: 'refs/tags/v2' } }),
      { status: 400, says: 'build_on_push cannot be true' }
    ],
    [
      'github: a reserved secret',
      'github',
      () => ({ secrets: [{ name: 'POSTGRES_URI', value: 'postgres://x' }] }),
      { status: 400, says: "'POSTGRES_URI' is reserved" }
    ],
    [
      'github: revision_source internal_source',
      'github',
      fromUpload(() => context.upload('good')),
      { status: 400, says: "revision_source 'internal_source' does not match" }
    ],
    [
      'github: source_revision_config that is no object',
      'github',
      () => ({ source_revision_config: 'main' }),
      { status: 422, loc: REVISION_LOC, type: 'model_attributes_type' }
    ],
    [
      'external_docker: a config path',
      'docker',
      () => ({ source_revision_config: { image_uri: 'a:1', ...both('langgraph.json') } }),
      { status: 400, says: 'langgraph_config_path applies to built sources' }
    ],
    [
      'external_docker: a repo_ref',
      'docker',
      () => ({ source_revision_config: { repo_ref: 'main' } }),
      { status: 400, says: 'repo_ref applies to github' }
    ],
    [
      'external_docker: its listener, even unchanged',
      'docker',
      () => ({ source_config: { listener_id: context.listenerId() } }),
      { status: 400, says: 'source_config.listener_id cannot change' }
    ],
    [
      'external_docker: build_on_push',
      'docker',
      () => ({ source_config: { build_on_push: true } }),
      { status: 400, says: 'build_on_push can be true for github deployments only' }
    ],
    [
      'internal_source: without revision_source',
      'source',
      () => ({
        source_revision_config: {
          source_tarball_path: context.upload('good'),
          langgraph_config_path: 'a'
        }
      }),
      { status: 400, says: "send revision_source 'internal_source'" }
    ],
    [
      'internal_source: an object path never uploaded',
      'source',
      fromUpload(() => `sources/${context.id('source')}/nothing.tar.gz`),
      { status: 400, says: 'was never uploaded for this deployment' }
    ],
    [
      "internal_source: another deployment's upload",
      'source',
      fromUpload(() => context.upload('other')),
      { status: 400, says: 'was never uploaded for this deployment' }
    ],
    [
      'internal_source: an archive without the named config file',
      'source',
      fromUpload(() => context.upload('good'), 'agent/langgraph.json'),
      { status: 400, says: "holds no file 'agent/langgraph.json'" }
    ],
    [
      'internal_source: no source_tarball_path',
      'source',
      () => ({
        revision_source: 'internal_source',
        source_revision_config: { langgraph_config_path: 'langgraph.json' }
      }),
      { status: 422, loc: [...REVISION_LOC, 'source_tarball_path'], type: 'missing' }
    ],
    [
      'internal_source: no langgraph_config_path',
      'source',
      () => ({
        revision_source: 'internal_source',
        source_revision_config: { source_tarball_path: context.upload('good') }
      }),
      { status: 422, loc: [...REVISION_LOC, 'langgraph_config_path'], type: 'missing' }
    ]
  ]

  return { accepted: ACCEPTED, refused: REFUSED }
}
