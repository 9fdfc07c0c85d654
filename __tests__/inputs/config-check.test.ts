// The config in hand, checked before any write: the assistants the smoke step and the eval gate
// would run against its graphs, the only graph chosen when none is named, a github checkout's
// graph modules; refused only when the config is sure to be the one built.
import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  type ConfigCheckInputs,
  checkConfig,
  configStep,
  withCheckedOutGraph
} from '../../src/inputs/config-check.js'
import type { SmokeCase } from '../../src/inputs/smoke-cases.js'
import { recordingLogger } from '../fixtures/logger.js'

const SHA = '0123456789abcdef0123456789abcdef01234567'
const CONFIG = 'apps/agent/langgraph.json'
const made: string[] = []

afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true })
})

/** A workspace with `files`, and `.git` at `head` when given. */
async function workspace(files: Record<string, string>, head?: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'config-check-'))
  made.push(root)
  const all = head === undefined ? files : { ...files, '.git/HEAD': `${head}\n` }
  for (const [name, text] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true })
    await writeFile(path.join(root, name), text)
  }
  return root
}

const agent = (graphs: Record<string, string>) => ({
  [CONFIG]: JSON.stringify({ graphs }),
  'apps/agent/src/graph.js': 'export const graph = 1'
})

function inputs(extra: Partial<ConfigCheckInputs> = {}): ConfigCheckInputs {
  return {
    source: 'internal_source',
    graphConfigPath: CONFIG,
    repoRef: 'main',
    smokeTest: true,
    smokeAssistantId: 'agent',
    smokeAssistantIdGiven: false,
    smokeCases: undefined,
    evalDataset: undefined,
    ...extra
  }
}

function smokeCase(name: string, assistantId?: string): SmokeCase {
  return {
    name,
    assistantId: assistantId ?? 'agent',
    assistantIdGiven: assistantId !== undefined,
    input: {},
    streamMode: 'updates',
    expect: undefined,
    timeoutSeconds: 60
  }
}

const env = (root: string, more: Record<string, string> = {}) => ({
  GITHUB_WORKSPACE: root,
  ...more
})
const ONE = { support_bot: './src/graph.js:graph' }
const failed = (checks: readonly { passed: boolean; text: string }[]) =>
  checks.filter(c => !c.passed).map(c => c.text)

describe('an upload: the config packed is the one built', () => {
  it("refuses a 'smoke-assistant-id' that is not a graph, naming the graphs there", async () => {
    const root = await workspace(agent(ONE))
    const given = inputs({ smokeAssistantId: 'support-bot', smokeAssistantIdGiven: true })
    const { checks } = await checkConfig(env(root), given)
    expect(failed(checks)).toEqual([
      'smoke-assistant-id: support-bot is not a graph of apps/agent/langgraph.json; its graphs: support_bot. The agent server would answer 404 for it. Set it to one of those graphs, or to an assistant ID (a UUID such as 3fa85f64-5717-4562-b3fc-2c963f66afa6).'
    ])
  })

  it('takes an assistant ID (a UUID) or a graph of the config', async () => {
    const root = await workspace(agent({ ...ONE, other: './src/graph.js:graph' }))
    for (const id of ['3fa85f64-5717-4562-b3fc-2c963f66afa6', 'other', 'support_bot']) {
      const given = inputs({ smokeAssistantId: id, smokeAssistantIdGiven: true })
      expect(failed((await checkConfig(env(root), given)).checks)).toEqual([])
    }
  })

  it('runs the only graph when no assistant is named: the smoke step, its cases, the eval gate', async () => {
    const root = await workspace(agent(ONE))
    const cases = [smokeCase('default'), smokeCase('named', 'support_bot')]
    const given = inputs({ smokeCases: cases, evalDataset: 'agent-smoke' })
    const result = await checkConfig(env(root), given)
    expect(failed(result.checks)).toEqual([])
    expect(result.inputs.smokeAssistantId).toBe('support_bot')
    expect(result.inputs.smokeCases?.map(c => c.assistantId)).toEqual([
      'support_bot',
      'support_bot'
    ])
    expect(result.checks[0]?.text).toBe(
      "the graphs of apps/agent/langgraph.json: support_bot; the smoke step and the eval gate run support_bot, its only graph (no 'smoke-assistant-id')"
    )
  })

  it('with several graphs and none named, refuses the fallback agent unless it is one of them', async () => {
    const root = await workspace(agent({ a: './src/graph.js:g', b: './src/graph.js:g' }))
    const { checks, inputs: kept } = await checkConfig(env(root), inputs())
    expect(kept.smokeAssistantId).toBe('agent')
    expect(failed(checks)).toEqual([
      expect.stringMatching(
        /^smoke-assistant-id: agent is not a graph of apps\/agent\/langgraph\.json; its graphs: a, b \(not given: apps\/agent\/langgraph\.json has 2 graphs, so the fallback agent was taken\)/
      )
    ])
    const root2 = await workspace(agent({ agent: './src/graph.js:g', b: './src/graph.js:g' }))
    expect(failed((await checkConfig(env(root2), inputs())).checks)).toEqual([])
  })

  it("refuses a smoke case's assistant-id that is not a graph, naming the case", async () => {
    const root = await workspace(agent(ONE))
    const given = inputs({ smokeCases: [smokeCase('refund', 'billing')] })
    expect(failed((await checkConfig(env(root), given)).checks)).toEqual([
      expect.stringMatching(
        /^smoke-cases, case "refund": billing is not a graph of apps\/agent\/langgraph\.json; its graphs: support_bot\./
      )
    ])
  })

  it("checks the eval gate's assistant when the smoke step is off", async () => {
    const root = await workspace(agent(ONE))
    const given = inputs({
      smokeTest: false,
      evalDataset: 'agent-smoke',
      smokeAssistantId: 'agent',
      smokeAssistantIdGiven: true
    })
    expect(failed((await checkConfig(env(root), given)).checks)).toEqual([
      expect.stringMatching(/^smoke-assistant-id \(the eval gate's\): agent is not a graph/)
    ])
  })

  it('checks nothing without a config in the workspace, or for an image', async () => {
    const root = await workspace({})
    expect(await checkConfig(env(root), inputs())).toMatchObject({ config: undefined, checks: [] })
    const full = await workspace(agent(ONE))
    const image = inputs({ source: 'external_docker' })
    expect(await checkConfig(env(full), image)).toMatchObject({ config: undefined, checks: [] })
  })
})

describe('a github deploy with the checkout', () => {
  const push = { GITHUB_EVENT_NAME: 'push', GITHUB_REF_NAME: 'main', GITHUB_SHA: SHA }
  const github = (extra: Partial<ConfigCheckInputs> = {}) =>
    inputs({
      source: 'github',
      smokeAssistantId: 'support-bot',
      smokeAssistantIdGiven: true,
      ...extra
    })

  it('refuses when the checkout is the commit the workflow runs for and the ref built is its own', async () => {
    const root = await workspace(agent(ONE), SHA)
    const { checks } = await checkConfig(env(root, push), github())
    expect(failed(checks)).toEqual([
      expect.stringMatching(/^smoke-assistant-id: support-bot is not a graph/)
    ])
  })

  it('refuses a graph module missing from the checkout, as the packer words it', async () => {
    const root = await workspace({ ...agent({ support_bot: './src/grpah.js:graph' }) }, SHA)
    const given = github({ smokeAssistantId: 'support_bot' })
    expect(failed((await checkConfig(env(root, push), given)).checks)).toEqual([
      expect.stringMatching(
        /^graph "support_bot" in apps\/agent\/langgraph\.json points to \.\/src\/grpah\.js, which is not in the checked-out tree .*\(did you mean \.\/src\/graph\.js\?\)/
      )
    ])
  })

  it.each<[string, Record<string, string>, Partial<ConfigCheckInputs>, string | undefined]>([
    ['another ref is built', push, { repoRef: 'release' }, SHA],
    [
      'a pull request (the checkout is a merge commit)',
      { ...push, GITHUB_EVENT_NAME: 'pull_request' },
      {},
      SHA
    ],
    ['the checkout is at another commit', push, {}, 'f'.repeat(40)],
    ['the commit checked out is unknown', push, {}, undefined]
  ])('only warns when %s', async (_name, more, extra, head) => {
    const root = await workspace(agent(ONE), head)
    const { checks } = await checkConfig(env(root, more), github(extra))
    expect(failed(checks)).toEqual([])
    expect(checks.filter(c => 'warning' in c).map(c => c.text)).toEqual([
      expect.stringMatching(
        /^not refused, since .*: smoke-assistant-id: support-bot is not a graph/
      )
    ])
  })
})

describe('configStep', () => {
  it('logs each check and throws the first that fails; passes the inputs filled in', async () => {
    const root = await workspace(agent(ONE))
    const logger = recordingLogger()
    const filled = await configStep({ env: env(root), logger }, inputs())
    expect(filled.smokeAssistantId).toBe('support_bot')
    const given = inputs({ smokeAssistantId: 'support-bot', smokeAssistantIdGiven: true })
    await expect(configStep({ env: env(root), logger }, given)).rejects.toThrow(
      'smoke-assistant-id: support-bot is not a graph of apps/agent/langgraph.json; its graphs: support_bot.'
    )
  })
})

describe('withCheckedOutGraph (modes rollback and smoke)', () => {
  it("runs the checked-out config's only graph when none is named, and says so; refuses nothing", async () => {
    const root = await workspace(agent(ONE))
    const logger = recordingLogger()
    const deps = { env: env(root), logger }
    const filled = await withCheckedOutGraph(deps, inputs())
    expect(filled.smokeAssistantId).toBe('support_bot')
    expect(logger.lines).toContain(
      "No 'smoke-assistant-id': the runs use support_bot, the only graph of apps/agent/langgraph.json in the workspace."
    )
    const named = inputs({ smokeAssistantId: 'other', smokeAssistantIdGiven: true })
    expect((await withCheckedOutGraph(deps, named)).smokeAssistantId).toBe('other')
    const none = await withCheckedOutGraph({ env: env(await workspace({})), logger }, inputs())
    expect(none.smokeAssistantId).toBe('agent')
  })
})
