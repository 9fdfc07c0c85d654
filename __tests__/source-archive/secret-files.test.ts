// Issue 25 item 6: files that look like secrets stay out of the archive unless included on
// purpose, each reported; the archive's digest is that of what is packed.
import { afterEach, describe, expect, it } from '@jest/globals'
import {
  describeSkip,
  planArchive,
  SourceArchiveError,
  writeArchive
} from '../../src/source-archive/index.js'
import { secretKindByName } from '../../src/source-archive/secret-files.js'
import { archiveNames, makeTree, removeTrees } from './tree.js'

afterEach(removeTrees)

const SERVICE_ACCOUNT = JSON.stringify({
  type: 'service_account',
  project_id: 'demo',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIEvQ\n-----END PRIVATE KEY-----\n'
})

/** The tree of issue 25: an agent whose workflow wrote .env files and keys next to it. */
const SOURCE = {
  'langgraph.json': JSON.stringify({ graphs: { agent: './agent/graph.py:graph' } }),
  'agent/graph.py': 'graph = 1',
  'agent/settings.json': '{"model": "gpt", "private_key_path": "/run/key"}',
  '.env.example': 'OPENAI_API_KEY=\n',
  '.env.template': 'OPENAI_API_KEY=\n'
}
const SECRETS = {
  'agent/.env': 'OPENAI_API_KEY=sk-proj-abc123def456\n',
  '.env.production': 'DATABASE_URL=postgres://u:p@db/x\n',
  'deploy/service-account.json': SERVICE_ACCOUNT,
  'certs/key.pem': '-----BEGIN PRIVATE KEY-----\nMIIEvQ\n-----END PRIVATE KEY-----\n',
  'certs/tls.KEY': 'x',
  'ssh/id_ed25519': 'x',
  'ssh/id_rsa.pub': 'ssh-rsa AAAA',
  // What google-github-actions/auth writes into the workspace for workload identity federation:
  // no "private_key", but the job's OIDC request token, which mints Google access tokens.
  'gha-creds-0f1e2d3c4b5a6978.json': JSON.stringify({
    type: 'external_account',
    audience:
      '//iam.googleapis.com/projects/1/locations/global/workloadIdentityPools/p/providers/gh',
    subject_token_type: 'urn:ietf:params:oauth:token-type:jwt',
    token_url: 'https://sts.googleapis.com/v1/token',
    credential_source: {
      url: 'https://pipelines.actions.githubusercontent.com/abc/idtoken?audience=x',
      headers: { Authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.request-token' },
      format: { type: 'json', subject_token_field_name: 'value' }
    }
  })
}

async function packed(
  workspace: string,
  include?: readonly string[]
): Promise<{ names: string[]; skipped: string[]; sha256: string }> {
  const plan = await planArchive({ workspace, configPath: 'langgraph.json', include })
  const written = await writeArchive(plan)
  try {
    return {
      names: await archiveNames(written.path),
      skipped: plan.skipped.map(describeSkip),
      sha256: written.sha256
    }
  } finally {
    await written.remove()
  }
}

describe('secrets files', () => {
  it('are left out and each named; the digest is that of the tree without them', async () => {
    const withSecrets = await packed(await makeTree({ ...SOURCE, ...SECRETS }))
    expect(withSecrets.names).toEqual([
      '.env.example',
      '.env.template',
      'agent/graph.py',
      'agent/settings.json',
      'langgraph.json'
    ])
    expect(withSecrets.skipped.sort()).toEqual([
      '.env.production looks like a secrets file (a .env file)',
      'agent/.env looks like a secrets file (a .env file)',
      'certs/key.pem looks like a secrets file (a private key)',
      'certs/tls.KEY looks like a secrets file (a private key)',
      'deploy/service-account.json looks like a secrets file (a JSON file with a "private_key" field)',
      'gha-creds-0f1e2d3c4b5a6978.json looks like a secrets file (Google credentials written by google-github-actions/auth)',
      'ssh/id_ed25519 looks like a secrets file (a private key)',
      'ssh/id_rsa.pub looks like a secrets file (a private key)'
    ])
    const without = await packed(await makeTree(SOURCE))
    expect(withSecrets.sha256).toBe(without.sha256)
  })

  it('come back one by one with include patterns, as .gitignore reads them', async () => {
    const workspace = await makeTree({ ...SOURCE, ...SECRETS })
    const result = await packed(workspace, ['agent/.env', '*.pem'])
    expect(result.names).toEqual(expect.arrayContaining(['agent/.env', 'certs/key.pem']))
    expect(result.names).not.toContain('.env.production')
    expect(result.skipped).toHaveLength(6)
    const anchored = await packed(workspace, ['/.env'])
    expect(anchored.names).not.toContain('agent/.env')
  })

  it('that are left out by .gitignore are not reported twice', async () => {
    const workspace = await makeTree({ ...SOURCE, '.gitignore': '.env*\n', 'agent/.env': 'A=b' })
    const result = await packed(workspace)
    expect(result.skipped).toEqual([
      '.gitignore line 1 (`.env*`) excludes .env.example',
      '.gitignore line 1 (`.env*`) excludes .env.template',
      '.gitignore line 1 (`.env*`) excludes agent/.env'
    ])
  })

  it('a config file that looks like one is refused, saying how to include it', async () => {
    const workspace = await makeTree({ 'app.json': '{"graphs": {}, "private_key": "x"}' })
    const error = await planArchive({ workspace, configPath: 'app.json' }).catch(
      (caught: unknown) => caught
    )
    expect(error).toBeInstanceOf(SourceArchiveError)
    expect((error as Error).message).toContain("input 'upload-include': app.json")
  })

  it.each([
    ['.env', 'env-file'],
    ['.env.local', 'env-file'],
    ['.ENV.production', 'env-file'],
    ['.env.example', undefined],
    ['.env.sample', undefined],
    ['.env.template', undefined],
    ['.envrc', undefined],
    ['env.py', undefined],
    ['server.pem', 'private-key'],
    ['id_rsa', 'private-key'],
    ['id_ed25519.pub', 'private-key'],
    ['keys.py', undefined],
    ['monkey.json', undefined],
    ['gha-creds-7c1a9e05d3b2f4a6.json', 'gha-creds'],
    ['GHA-CREDS-1.JSON', 'gha-creds'],
    ['gha-creds.md', undefined]
  ])('%s by its name: %s', (name, kind) => {
    expect(secretKindByName(name)).toBe(kind)
  })
})
