/**
 * End to end, through dist/index.js against the emulator: the newcomer's `support_bot` agent.
 * What the build would fail is refused before any write, in deploy and in plan alike: a graph
 * path with a typo, a smoke-assistant-id that is not a graph of the config. With the path fixed
 * and no smoke-assistant-id, the smoke step runs the config's only graph.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import type { ActionRun } from '../../emulator/runner.js'
import { emulatorForFile, failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_config_check_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const SHA = 'feedfacefeedfacefeedfacefeedfacefeedface'
const CONFIG = 'apps/agent/langgraph.json'

const e2e = emulatorForFile({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 20 })
let root: string

/** A JS agent in apps/agent whose one graph is support_bot at `graphPath`. */
async function agentTree(name: string, graphPath: string): Promise<string> {
  const dir = path.join(root, name)
  const files: Record<string, string> = {
    [CONFIG]: JSON.stringify({ node_version: '20', graphs: { support_bot: graphPath } }),
    'apps/agent/package.json': JSON.stringify({ name: 'support-bot', type: 'module' }),
    'apps/agent/src/graph.js': 'export const graph = {}\n'
  }
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), text)
  }
  return dir
}

function act(workspace: string, extra: Record<string, string>): Promise<ActionRun> {
  return runOnEmulator(
    e2e.account,
    { 'graph-config-path': CONFIG, source: 'upload', 'smoke-test': 'true', ...extra },
    { env: { GITHUB_WORKSPACE: workspace, GITHUB_SHA: SHA } }
  )
}

/** Every request of the run was a read: nothing was written, nothing uploaded. */
function expectNoWrite(): void {
  const methods = e2e.emulator.requests.map(r => `${r.method} ${r.path}`)
  expect(methods.filter(m => !m.startsWith('GET '))).toEqual([])
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'config-check-e2e-'))
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

beforeEach(() => {
  e2e.emulator.clearRequests()
})

const TYPO =
  'graph "support_bot" in apps/agent/langgraph.json points to ./src/grpah.js, which is not in the source archive (no file apps/agent/src/grpah.js): ' +
  `LangSmith's build would fail on it. Nothing was sent: fix "graphs.support_bot" in apps/agent/langgraph.json (did you mean ./src/graph.js?), or add the file.`

const HYPHEN =
  'smoke-assistant-id: support-bot is not a graph of apps/agent/langgraph.json; its graphs: support_bot.'

describe('refused before any write', () => {
  it('a graph path with a typo: deploy writes nothing', async () => {
    const workspace = await agentTree('typo', './src/grpah.js:graph')
    const run = await act(workspace, { 'deployment-name': 'support-typo' })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain(TYPO)
    expectNoWrite()
    expect(e2e.emulator.state.deployment('support-typo')).toBeUndefined()
  })

  it('a graph path with a typo: the plan says deploy would fail, with the same words', async () => {
    const workspace = await agentTree('typo-plan', './src/grpah.js:graph')
    const run = await act(workspace, { 'deployment-name': 'support-typo', mode: 'plan' })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain(`deploy would fail: `)
    expect(failure(run)).toContain(TYPO)
    expect(run.stdout).toContain('ok: the graphs of apps/agent/langgraph.json: support_bot')
    expectNoWrite()
  })

  it('a smoke-assistant-id that is not a graph of the config, naming its graphs, in deploy and plan', async () => {
    const workspace = await agentTree('hyphen', './src/graph.js:graph')
    const extra = { 'deployment-name': 'support-hyphen', 'smoke-assistant-id': 'support-bot' }
    const run = await act(workspace, extra)
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain(HYPHEN)
    expectNoWrite()
    expect(e2e.emulator.state.deployment('support-hyphen')).toBeUndefined()
    const plan = await act(workspace, { ...extra, mode: 'plan' })
    expect(plan.exitCode).toBe(1)
    expect(failure(plan)).toContain(`deploy would fail: ${HYPHEN}`)
    expectNoWrite()
  })
})

describe('the config decides the assistant', () => {
  it("with no smoke-assistant-id, the smoke step runs the config's only graph", async () => {
    const workspace = await agentTree('fixed', './src/graph.js:graph')
    const run = await act(workspace, { 'deployment-name': 'support-fixed' })
    expect(failure(run)).toBe('')
    expect(run.stdout).toContain('Smoke test: one run of "support_bot"')
    expect(run.outputs['smoke-run-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})
