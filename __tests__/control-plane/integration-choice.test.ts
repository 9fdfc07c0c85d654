// Which GitHub integration a first deploy from GitHub without `integration-id` goes through, as a
// table over the workspace's integrations (a typed fake of the client's integrations API).
import { describe, expect, it } from '@jest/globals'
import {
  type IntegrationDeps,
  type IntegrationInputs,
  withIntegration
} from '../../src/control-plane/integration-choice.js'
import type { IntegrationRepo } from '../../src/control-plane/integrations.js'
import { recordingLogger } from '../fixtures/logger.js'

/** The workspace's integrations: each ID with the repositories it sees. */
type Workspace = Readonly<Record<string, readonly IntegrationRepo[]>>

const ACME = { url: 'https://github.com/acme/agent', owner: 'acme', name: 'agent' }
const OTHER = { url: 'https://github.com/acme/other' }

/** The search's dependencies over `workspace`, and the reads it made. */
function deps(workspace: Workspace): IntegrationDeps & { readonly reads: string[] } {
  const reads: string[] = []
  const integrations = {
    list: () => {
      reads.push('list')
      return Promise.resolve(Object.keys(workspace).map(id => ({ id, name: `${id}-account` })))
    },
    repos: ({ id }: { readonly id: string }) => {
      reads.push(`repos ${id}`)
      return Promise.resolve([...(workspace[id] ?? [])])
    }
  }
  return { logger: recordingLogger(), reads, controlPlane: { integrations } }
}

const ASK: IntegrationInputs = {
  source: 'github',
  integrationId: undefined,
  repoUrl: 'https://github.com/ACME/agent.git',
  workspaceId: 'ws-1'
}

interface Row {
  readonly title: string
  readonly workspace: Workspace
  readonly ask?: Partial<IntegrationInputs>
  readonly existing?: boolean
  readonly chosen?: { readonly integrationId?: string; readonly repoUrl?: string }
  readonly refused?: RegExp
  readonly reads: readonly string[]
}

const ROWS: readonly Row[] = [
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
    existing: true,
    chosen: { integrationId: undefined },
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
    title: 'no repository url: left to the preflight',
    workspace: { i1: [ACME] },
    ask: { repoUrl: undefined },
    chosen: { integrationId: undefined },
    reads: []
  }
]

describe('withIntegration', () => {
  it.each(ROWS)('$title', async row => {
    const given = deps(row.workspace)
    const existing = row.existing === true ? { id: 'd', name: 'agent' } : undefined
    const filling = withIntegration(given, { ...ASK, ...row.ask }, existing)
    if (row.refused !== undefined) await expect(filling).rejects.toThrow(row.refused)
    else expect(await filling).toMatchObject(row.chosen ?? {})
    expect(given.reads).toEqual(row.reads)
  })
})
