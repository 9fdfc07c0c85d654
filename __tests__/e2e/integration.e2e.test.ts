/**
 * A first deploy from GitHub without `integration-id`, through the bundled action against the
 * emulator: the action finds the one integration that can deploy the workflow's repository and
 * uses its id and the url it lists; none, or more than one, is refused before any write.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { emulatorForFile, failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_integration_e2e_0123456789'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const ACME = '11111111-2222-4333-8444-555555555555'
const GLOBEX = '66666666-7777-4888-9999-aaaaaaaaaaaa'
/** The repository of the runs below that update a deployment built from it. */
const NOBODY = 'https://github.com/nobody/agent'

const e2e = emulatorForFile({
  apiKey: KEY,
  workspaceId: WORKSPACE,
  stepMs: 20,
  githubIntegrations: [
    {
      id: ACME,
      name: 'acme',
      installationId: 1,
      // The service's own spelling of the URL, which the create must carry.
      repos: ['https://github.com/Acme/Agent', 'https://github.com/shared/agent']
    },
    {
      id: GLOBEX,
      name: 'globex',
      installationId: 2,
      repos: ['https://github.com/globex/x', 'https://github.com/shared/agent']
    }
  ]
})

function act(
  name: string,
  repository: string,
  {
    server = 'https://github.com',
    inputs = {}
  }: { server?: string; inputs?: Record<string, string> } = {}
): ReturnType<typeof runOnEmulator> {
  return runOnEmulator(
    e2e.account,
    { 'deployment-name': name, source: 'github', 'repo-ref': 'main', wait: 'false', ...inputs },
    { env: { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository } }
  )
}

const writes = (): string[] =>
  e2e.emulator.requests.filter(r => r.method !== 'GET').map(r => `${r.method} ${r.path}`)

describe('a first deploy from GitHub without integration-id', () => {
  it('uses the one integration that can deploy the repository, and the url it lists', async () => {
    const run = await act('found-integration', 'acme/agent')
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    const created = e2e.emulator.state.deployment('found-integration')
    expect(created?.deployment.source_config.integration_id).toBe(ACME)
    expect(created?.deployment.source_config.repo_url).toBe('https://github.com/Acme/Agent')
    expect(run.stdout).toContain(
      `GitHub integration "acme" (${ACME}) can deploy github.com/acme/agent: creating the deployment through it, with repo_url https://github.com/Acme/Agent.`
    )
    const paths = e2e.emulator.requests.map(r => r.path.replace(/\?.*/, ''))
    expect(paths).toContain('/v1/integrations/github/install')
    expect(paths).toContain(`/v1/integrations/github/${GLOBEX}/repos`)
  })

  it('links the deployment in the summary to a page the emulator serves, listing it and its revisions', async () => {
    const run = await act('linked-page', 'acme/agent')
    expect(failure(run)).toBe('')
    const id = run.outputs['deployment-id'] ?? ''
    const url = `${e2e.emulator.url}/o/${WORKSPACE}/host/deployments/${id}`
    expect(run.summary).toContain(`| Deployment ID | [\`${id}\`](${url}) |`)
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const text = await page.text()
    expect(text).toContain('<h1>Deployment linked-page</h1>')
    expect(text).toContain(`<code>${run.outputs['revision-id'] ?? 'none'}</code>`)
    expect((await fetch(`${e2e.emulator.url}/o/${ACME}/host/deployments/${id}`)).status).toBe(404)
  })

  it('refuses, before any write, when no integration can, naming the repository and each integration', async () => {
    const run = await act('no-integration', 'nobody/agent')
    expect(run.exitCode).not.toBe(0)
    const message = failure(run)
    expect(message).toContain('no GitHub integration of workspace')
    expect(message).toContain('can deploy repository github.com/nobody/agent')
    expect(message).toContain(
      `"acme" (${ACME}), which sees github.com/acme/agent, github.com/shared/agent; "globex" (${GLOBEX}), which sees github.com/globex/x, github.com/shared/agent`
    )
    expect(message).toContain("set input 'integration-id'")
    expect(writes()).toEqual([])
  })

  it('refuses, before any write, when more than one can, naming them', async () => {
    const run = await act('two-integrations', 'shared/agent')
    expect(run.exitCode).not.toBe(0)
    expect(failure(run)).toContain(
      `2 GitHub integrations of workspace ${WORKSPACE} can deploy repository github.com/shared/agent: "acme" (${ACME}), "globex" (${GLOBEX}). Nothing was created`
    )
    expect(writes()).toEqual([])
  })

  it('refuses a GitHub Enterprise workflow before any request: the app reaches github.com only', async () => {
    // github.com/acme/agent is one the acme integration sees: the same owner and name on the
    // Enterprise host is another repository, never deployed in its place.
    const run = await act('enterprise', 'acme/agent', { server: 'https://ghe.corp.test' })
    expect(run.exitCode).not.toBe(0)
    const message = failure(run)
    expect(message).toContain(
      'This workflow runs on https://ghe.corp.test (GITHUB_SERVER_URL), not https://github.com: with source github, LangSmith builds through its GitHub app, which reaches github.com only, so it cannot build https://ghe.corp.test/acme/agent.'
    )
    expect(message).toContain("'source: upload'")
    expect(e2e.emulator.requests).toEqual([])
    expect(e2e.emulator.state.deployment('enterprise')).toBeUndefined()
  })

  it('refuses a repo-url on another host than github.com, naming the input, before any request', async () => {
    const run = await act('other-host', 'acme/agent', {
      inputs: { 'repo-url': 'https://gitlab.com/acme/agent' }
    })
    expect(run.exitCode).not.toBe(0)
    expect(failure(run)).toContain(
      "Input 'repo-url' (https://gitlab.com/acme/agent) is on gitlab.com, not github.com: with source github"
    )
    expect(e2e.emulator.requests).toEqual([])
  })

  it('deploys from a GitHub Enterprise workflow a repo-url on github.com, through the integration that sees it', async () => {
    const run = await act('enterprise-to-com', 'acme/agent', {
      server: 'https://ghe.corp.test',
      inputs: { 'repo-url': 'https://github.com/acme/agent.git' }
    })
    expect(failure(run)).toBe('')
    const created = e2e.emulator.state.deployment('enterprise-to-com')
    expect(created?.deployment.source_config.repo_url).toBe('https://github.com/Acme/Agent')
  })

  it('asks nothing of the integrations when the deployment exists', async () => {
    e2e.emulator.seed([{ name: 'existing-github', sourceConfig: { repo_url: NOBODY } }])
    const run = await act('existing-github', 'nobody/agent')
    expect(failure(run)).toBe('')
    expect(e2e.emulator.requests.some(r => r.path.startsWith('/v1/integrations'))).toBe(false)
  })
})

describe('a first deploy with no source, image or integration-id given', () => {
  const bare = (name: string, repository: string, workspace?: string) =>
    runOnEmulator(
      e2e.account,
      { 'deployment-name': name, wait: 'false' },
      {
        env: {
          GITHUB_REPOSITORY: repository,
          GITHUB_HEAD_REF: 'feature',
          ...(workspace === undefined ? {} : { GITHUB_WORKSPACE: workspace })
        }
      }
    )

  it('builds from GitHub through the integration found for the repository, saying so', async () => {
    const run = await bare('found-no-source', 'acme/agent')
    expect(failure(run)).toBe('')
    const created = e2e.emulator.state.deployment('found-no-source')
    expect(created?.deployment.source).toBe('github')
    expect(created?.deployment.source_config.integration_id).toBe(ACME)
    expect(run.stdout).toContain(
      `Source: github (no 'source', 'image-uri' or 'integration-id' given; the workspace's GitHub integration "acme" (${ACME}) sees github.com/acme/agent`
    )
  })

  it("keeps an existing github deployment's source, asking nothing of the integrations", async () => {
    e2e.emulator.seed([{ name: 'existing-no-source', sourceConfig: { repo_url: NOBODY } }])
    const run = await bare('existing-no-source', 'nobody/agent')
    expect(failure(run)).toBe('')
    expect(run.stdout).toContain(
      'Source: github (deployment "existing-no-source" has source github, which an update keeps).'
    )
    expect(e2e.emulator.requests.some(r => r.path.startsWith('/v1/integrations'))).toBe(false)
    expect(e2e.emulator.state.deployment('existing-no-source')?.deployment.source).toBe('github')
  })

  it('uploads when no integration sees the repository, and a missing config says why upload was chosen', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'no-checkout-'))
    try {
      const run = await bare('unseen-no-source', 'nobody/agent', empty)
      expect(run.exitCode).not.toBe(0)
      const message = failure(run)
      expect(message).toContain('The config file langgraph.json does not exist in the workspace.')
      expect(message).toContain(
        `Source upload was chosen (no 'source', 'image-uri' or 'integration-id' given, and no GitHub integration of workspace ${WORKSPACE} can deploy repository github.com/nobody/agent`
      )
      expect(message).toContain('uses: actions/checkout@v7')
      expect(message).toContain("set 'integration-id'")
      expect(writes()).toEqual([])
    } finally {
      await rm(empty, { recursive: true, force: true })
    }
  })
})
