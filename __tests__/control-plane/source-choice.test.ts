// Which source a deploy uses, and which GitHub integration a first deploy from GitHub without
// `integration-id` goes through, as a table over the workspace's integrations (a typed fake of
// the client's integrations API).
import { describe, expect, it } from '@jest/globals'
import { HttpStatusError, withContext } from '../../src/base/errors.js'
import type { IntegrationDeps } from '../../src/control-plane/integration-choice.js'
import type { DeploymentSource } from '../../src/control-plane/rules.js'
import { type SourceInputs, chooseSource } from '../../src/control-plane/source-choice.js'
import type { IntegrationRepo } from '../../src/control-plane/integrations.js'
import { recordingLogger } from '../fixtures/logger.js'

/** The workspace's integrations: each ID with the repositories it sees. */
type Workspace = Readonly<Record<string, readonly IntegrationRepo[]>>

const ACME = { url: 'https://github.com/acme/agent', owner: 'acme', name: 'agent' }
const OTHER = { url: 'https://github.com/acme/other' }

/** The search's dependencies over `workspace`, and the reads it made. */
function deps(
  workspace: Workspace | 404
): IntegrationDeps & { readonly reads: string[]; readonly lines: () => string[] } {
  const reads: string[] = []
  const logger = recordingLogger()
  const integrations = {
    list: () => {
      reads.push('list')
      if (workspace === 404) return withContext('listing', () => Promise.reject(notFound()))
      return Promise.resolve(Object.keys(workspace).map(id => ({ id, name: `${id}-account` })))
    },
    repos: ({ id }: { readonly id: string }) => {
      reads.push(`repos ${id}`)
      return Promise.resolve(workspace === 404 ? [] : [...(workspace[id] ?? [])])
    }
  }
  const lines = () => logger.lines
  return { logger, reads, lines, controlPlane: { integrations } }
}

function notFound(): HttpStatusError {
  const failure = { method: 'GET', path: '/v1/integrations/github/install', status: 404 }
  return new HttpStatusError({
    ...failure,
    detail: 'Not Found',
    contentType: 'text/plain',
    hint: undefined,
    retryAfterMs: undefined
  })
}

const ASK: SourceInputs = {
  source: 'github',
  imageUri: undefined,
  integrationId: undefined,
  repoUrl: 'https://github.com/ACME/agent.git',
  workspaceId: 'ws-1'
}

interface Row {
  readonly title: string
  readonly workspace: Workspace | 404
  readonly ask?: Partial<SourceInputs>
  readonly existing?: DeploymentSource
  readonly chosen?: {
    readonly source?: DeploymentSource
    readonly integrationId?: string
    readonly repoUrl?: string
  }
  /** The log line that says which source and why. */
  readonly said?: string
  readonly refused?: RegExp
  readonly reads: readonly string[]
}

const ROWS: readonly Row[] = [
  {
    title: 'source: github, integrations not listed (HTTP 404): refused, never an upload',
    workspace: 404,
    refused: /listing: GET \/v1\/integrations\/github\/install returned HTTP 404/,
    reads: ['list']
  },
  {
    title: 'the one that sees the repository, with the url it lists',
    workspace: { i1: [OTHER], i2: [ACME] },
    chosen: { integrationId: 'i2', repoUrl: ACME.url },
    reads: ['list', 'repos i1', 'repos i2']
  },
  {
    title: 'by owner and name when the url differs',
    workspace: { i1: [{ url: 'git@github.com:acme/agent', owner: 'Acme', name: 'Agent' }] },
    chosen: { integrationId: 'i1' },
    reads: ['list', 'repos i1']
  },
  {
    title: 'two that see it: refused, naming both',
    workspace: { i1: [ACME], i2: [ACME] },
    refused:
      /2 GitHub integrations of workspace ws-1 can deploy repository github\.com\/acme\/agent/,
    reads: ['list', 'repos i1', 'repos i2']
  },
  {
    title: 'none that sees it: refused, naming what each sees',
    workspace: { i1: [OTHER] },
    refused:
      /no GitHub integration .* \(looked at 1: "i1-account" \(i1\), which sees github\.com\/acme\/other\)/,
    reads: ['list', 'repos i1']
  },
  {
    title: 'no integration at all',
    workspace: {},
    refused: /the workspace has no GitHub integration/,
    reads: ['list']
  },
  {
    title: 'the same owner and name on another host: not that repository, by url or by name',
    workspace: { i1: [ACME], i2: [{ url: 'not a url', owner: 'acme', name: 'agent' }] },
    ask: { repoUrl: 'https://ghe.corp.test/acme/agent' },
    refused:
      /no GitHub integration .* can deploy repository ghe\.corp\.test\/acme\/agent .*which sees github\.com\/acme\/agent;.*which sees github\.com\/acme\/agent\)/,
    reads: ['list', 'repos i1', 'repos i2']
  },
  {
    title: 'a trailing slash, .git, case and the scheme do not count',
    workspace: { i1: [{ url: 'http://GitHub.com/Acme/Agent/' }] },
    ask: { repoUrl: 'https://github.com/acme/agent.git' },
    chosen: { integrationId: 'i1', repoUrl: 'http://GitHub.com/Acme/Agent/' },
    reads: ['list', 'repos i1']
  },
  {
    title: 'integration-id given: nothing read',
    workspace: { i1: [ACME] },
    ask: { integrationId: 'mine' },
    chosen: { integrationId: 'mine' },
    reads: []
  },
  {
    title: 'the deployment exists: nothing read',
    workspace: { i1: [ACME] },
    existing: 'github',
    chosen: { source: 'github', integrationId: undefined },
    reads: []
  },
  {
    title: 'not from GitHub: nothing read',
    workspace: { i1: [ACME] },
    ask: { source: 'external_docker' },
    chosen: { integrationId: undefined },
    reads: []
  },
  {
    title: 'nothing given, one integration sees it: github through it',
    workspace: { i1: [OTHER], i2: [ACME] },
    ask: { source: undefined },
    chosen: { source: 'github', integrationId: 'i2', repoUrl: ACME.url },
    said: `Source: github (no 'source', 'image-uri' or 'integration-id' given; the workspace's GitHub integration "i2-account" (i2) sees github.com/acme/agent, and it builds through it with repo_url ${ACME.url}).`,
    reads: ['list', 'repos i1', 'repos i2']
  },
  {
    title: 'nothing given, none sees it: upload, saying why',
    workspace: { i1: [OTHER] },
    ask: { source: undefined },
    chosen: { source: 'internal_source', integrationId: undefined },
    said: `Source: upload (no 'source', 'image-uri' or 'integration-id' given, and no GitHub integration of workspace ws-1 can deploy repository github.com/acme/agent (looked at 1: "i1-account" (i1), which sees github.com/acme/other)).`,
    reads: ['list', 'repos i1']
  },
  {
    title: 'nothing given, two see it: refused, naming both',
    workspace: { i1: [ACME], i2: [ACME] },
    ask: { source: undefined },
    refused: /2 GitHub integrations of workspace ws-1 can deploy repository/,
    reads: ['list', 'repos i1', 'repos i2']
  },
  {
    title: 'nothing given, integrations not listed (HTTP 404, an older install): upload',
    workspace: 404,
    ask: { source: undefined },
    chosen: { source: 'internal_source' },
    said: "Source: upload (no 'source', 'image-uri' or 'integration-id' given, and this LangSmith does not list GitHub integrations (HTTP 404)).",
    reads: ['list']
  },
  {
    title: 'nothing given, no repository known: upload, nothing read',
    workspace: { i1: [ACME] },
    ask: { source: undefined, repoUrl: undefined },
    chosen: { source: 'internal_source' },
    reads: []
  },
  {
    title: 'nothing given, integration-id given: github, nothing read',
    workspace: { i1: [ACME] },
    ask: { source: undefined, integrationId: 'mine' },
    chosen: { source: 'github', integrationId: 'mine' },
    said: "Source: github (input 'integration-id' is mine).",
    reads: []
  },
  {
    title: 'nothing given, image-uri given: image, nothing read',
    workspace: { i1: [ACME] },
    ask: { source: undefined, imageUri: 'registry.test/agent:1' },
    chosen: { source: 'external_docker' },
    reads: []
  },
  {
    title: "an update keeps the deployment's source, whatever integration sees the repository",
    workspace: { i1: [ACME] },
    ask: { source: undefined },
    existing: 'internal_source',
    chosen: { source: 'internal_source', integrationId: undefined },
    said: 'Source: upload (deployment "agent" has source upload, which an update keeps).',
    reads: []
  },
  {
    title: 'an update of a github deployment with nothing given stays github',
    workspace: {},
    ask: { source: undefined },
    existing: 'github',
    chosen: { source: 'github' },
    reads: []
  },
  {
    title: 'no repository url: left to the preflight',
    workspace: { i1: [ACME] },
    ask: { repoUrl: undefined },
    chosen: { integrationId: undefined },
    reads: []
  }
]

describe('chooseSource', () => {
  it.each(ROWS)('$title', async row => {
    const given = deps(row.workspace)
    const existing =
      row.existing === undefined ? undefined : { name: 'agent', source: row.existing }
    const filling = chooseSource(given, { ...ASK, ...row.ask }, existing)
    if (row.refused !== undefined) await expect(filling).rejects.toThrow(row.refused)
    else expect(await filling).toMatchObject(row.chosen ?? {})
    if (row.said !== undefined) expect(given.lines()).toContain(row.said)
    expect(given.reads).toEqual(row.reads)
  })
})
