/**
 * Every workflow of examples/, run as GitHub would for the events it handles, with only the
 * values the README's "First deploy in five minutes" has the user set (and those an example's
 * own Setup names), through dist/index.js against the emulator. The emulator's GitHub
 * integration sees the workflow's repository, so the action finds it; a step after
 * `actions/checkout` gets a real langgraph.json project, whose smoke cases are the sample of
 * docs/release-gates.md, copied as a user would. Its one graph is `support_bot`, not `agent`: every example must
 * run the graph the config names (the matrix's configs name `support` and `research`).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { type RunningEmulator, integrationsWith, startEmulator } from '../../emulator/index.js'
import { type FakeGitHub, startFakeGitHub } from '../fixtures/github-api.js'
import {
  type StepRun,
  type WorkflowEvent,
  parseWorkflow,
  runWorkflow
} from '../fixtures/workflow-run.js'
import { expectNoLeak, failure } from './helpers.js'

const KEY = 'lsv2_sk_examples_e2e_0123456789'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const TOKEN = 'ghs_examplesTokenThatMustNeverBePrinted01'
const SHA = '0123456789abcdef0123456789abcdef01234567'
const ROOT = path.resolve(import.meta.dirname, '../..')

let emulator: RunningEmulator
let github: FakeGitHub
let root: string
let readme: string
let gates: string

/** The secrets and variables the README's first deploy has the user set (`gh secret set`...). */
function firstDeployValues(): { secrets: string[]; vars: string[] } {
  const start = readme.indexOf('## First deploy in five minutes')
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1))
  const names = (kind: string) =>
    [...section.matchAll(new RegExp(`gh ${kind} set ([A-Z0-9_]+)`, 'g'))].map(m => m[1] ?? '')
  return { secrets: names('secret'), vars: names('variable') }
}

/** The sample smoke-cases file of docs/release-gates.md, as a user copies it. */
function sampleSmokeCases(): string {
  const block = /```yaml\n(# \.github\/smoke-cases\.yml[^\n]*\n[\s\S]*?)```/.exec(gates)?.[1]
  if (block === undefined) {
    throw new Error('docs/release-gates.md has no .github/smoke-cases.yml block')
  }
  return block
}

/** A repository with an agent and the sample smoke cases: what actions/checkout gives. */
async function checkout(dir: string): Promise<void> {
  const tree: Record<string, string> = {
    'langgraph.json': JSON.stringify({
      dependencies: ['.'],
      graphs: { support_bot: './agent.py:graph' }
    }),
    'agent.py': 'graph = None\n',
    'agents/support/langgraph.json': JSON.stringify({ graphs: { support: './agent.py:graph' } }),
    'agents/support/agent.py': 'graph = None\n',
    'agents/research/langgraph.json': JSON.stringify({ graphs: { research: './agent.py:g' } }),
    'agents/research/agent.py': 'g = None\n',
    '.github/smoke-cases.yml': sampleSmokeCases()
  }
  for (const [file, content] of Object.entries(tree)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), content)
  }
}

/** What an example's Setup comment names besides the first deploy's values. */
async function example(file: string) {
  const text = await readFile(path.join(ROOT, 'examples', file), 'utf8')
  const declared = [...text.matchAll(/^#\s+(secret|variable)\s+([A-Z0-9_]+)/gm)]
  const kinds = new Map(declared.map(m => [m[2] ?? '', m[1] === 'secret' ? 'secrets' : 'vars']))
  return { workflow: parseWorkflow(text), declared: kinds }
}

/** The value a test gives each secret or variable an example may name. */
function valueOf(name: string): string {
  if (name.startsWith('LANGSMITH_API_KEY')) return KEY
  if (name.startsWith('LANGSMITH_WORKSPACE_ID')) return WORKSPACE
  if (name === 'LANGSMITH_API_URL') return emulator.url
  throw new Error(`No test value for ${name}`)
}

/** Runs `file` for `event` with the first deploy's values and `extra` (names the example declares). */
async function run(
  file: string,
  event: WorkflowEvent,
  extra: readonly string[] = []
): Promise<StepRun[]> {
  const first = firstDeployValues()
  const { workflow, declared } = await example(file)
  // An extra value is one the example's Setup asks for, as a secret or as a variable.
  for (const name of extra) expect(declared.has(name)).toBe(true)
  const pick = (names: readonly string[], kind: string) =>
    Object.fromEntries(
      [...names, ...extra.filter(n => declared.get(n) === kind)].map(n => [n, valueOf(n)])
    )
  const secrets = pick(first.secrets, 'secrets')
  const vars = pick(first.vars, 'vars')
  const runs = await runWorkflow(workflow, event, {
    // GitHub gives every run its GITHUB_TOKEN; nobody sets it.
    secrets: { ...secrets, GITHUB_TOKEN: TOKEN },
    vars,
    // The cloud's URL is the emulator's; the poll is fast. A step's own values win.
    added: { 'api-url': emulator.url, 'poll-interval-seconds': '0.1' },
    checkout,
    env: { GITHUB_API_URL: github.url, GITHUB_SERVER_URL: 'https://github.com' },
    sha: SHA,
    root
  })
  for (const one of runs) expectNoLeak(one.run, [KEY, TOKEN])
  return runs
}

/** The smoke step of `run` ran `graph`, the config's, not the fallback `agent`. */
function smoked(one: StepRun, graph = 'support_bot'): void {
  expect(one.run.stdout).toContain(`Smoke test: one run of "${graph}"`)
}

function passed(runs: readonly StepRun[], count: number): void {
  expect(runs.map(r => [r.step, failure(r.run)])).toEqual(runs.map(r => [r.step, '']))
  expect(runs).toHaveLength(count)
}

const only = (runs: readonly StepRun[]): StepRun => {
  expect(runs).toHaveLength(1)
  return runs[0] as StepRun
}

beforeAll(async () => {
  readme = await readFile(path.join(ROOT, 'README.md'), 'utf8')
  gates = await readFile(path.join(ROOT, 'docs/release-gates.md'), 'utf8')
  github = await startFakeGitHub({ token: TOKEN })
  github.pulls.set(7, 'open')
})

afterAll(async () => {
  await github.close()
})

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'examples-e2e-'))
  emulator = await startEmulator({
    apiKey: KEY,
    workspaceId: WORKSPACE,
    stepMs: 20,
    // What the configs name: a github deployment offers these graphs.
    graphs: ['support_bot', 'support', 'research'],
    // As `--integration acme/agent`: the workspace's GitHub app sees the workflow's repository.
    githubIntegrations: integrationsWith(['acme/agent'])
  })
})

afterEach(async () => {
  await emulator.close()
  await rm(root, { recursive: true, force: true })
})

it('the README collects two values, and every example is tested here', async () => {
  expect(firstDeployValues()).toEqual({
    secrets: ['LANGSMITH_API_KEY'],
    vars: ['LANGSMITH_WORKSPACE_ID']
  })
  const files = (await readdir(path.join(ROOT, 'examples'))).sort()
  expect(files).toEqual(TESTED)
})

const TESTED = [
  'deploy-on-push.yml',
  'deploy-upload.yml',
  'deploy-with-rollback.yml',
  'eval-gated-release.yml',
  'manual-dispatch.yml',
  'matrix.yml',
  'plan-on-pr.yml',
  'pr-preview.yml',
  'self-hosted.yml'
]

describe('each example, with only the first deploy values', () => {
  it('deploy-on-push.yml: a push creates the deployment through the integration found, and smoke-tests it', async () => {
    const step = only(await run('deploy-on-push.yml', { name: 'push' }))
    expect(failure(step.run)).toBe('')
    expect(step.run.outputs).toMatchObject({ created: 'true', status: 'DEPLOYED' })
    expect(step.run.outputs['smoke-run-id']).not.toBe('')
    expect(step.run.stdout).toContain("Source: github (input 'source' is github; the workspace's")
    expect(emulator.state.deployment('my-agent')?.deployment.source).toBe('github')
    smoked(step)
  })

  it('deploy-upload.yml: a push uploads the checked-out tree and runs the sample smoke cases, all passing', async () => {
    const step = only(await run('deploy-upload.yml', { name: 'push' }))
    expect(failure(step.run)).toBe('')
    expect(step.run.outputs['source-digest']).toMatch(/^[0-9a-f]{64}$/)
    expect(step.run.outputs['commit-sha']).toBe(SHA)
    const results = JSON.parse(step.run.outputs['smoke-results'] ?? '[]') as { passed: boolean }[]
    expect(results.map(r => r.passed)).toEqual([true, true, true])
  })

  it('deploy-with-rollback.yml: pushes deploy and smoke-test; a dispatch rolls back with the same smoke input', async () => {
    passed(await run('deploy-with-rollback.yml', { name: 'push' }), 1)
    await setHead('main', 'b'.repeat(40))
    const second = only(await run('deploy-with-rollback.yml', { name: 'push' }))
    expect(failure(second.run)).toBe('')
    smoked(second)
    const back = only(await run('deploy-with-rollback.yml', { name: 'workflow_dispatch' }))
    expect(failure(back.run)).toBe('')
    smoked(back)
    expect(back.inputs['smoke-input']).toBe(second.inputs['smoke-input'])
    expect(back.run.outputs['rolled-back-to']).not.toBe('')
    expect(back.run.outputs['rolled-back-to']).not.toBe(second.run.outputs['revision-id'])
  })

  it('eval-gated-release.yml: a pull request deploys a gated preview and deletes it on close; a push releases behind the same gate', async () => {
    const environments = () => github.deployments.map(d => d.environment)
    const preview = only(
      await run('eval-gated-release.yml', { name: 'pull_request', action: 'opened' })
    )
    expect(failure(preview.run)).toBe('')
    const results = JSON.parse(preview.run.outputs['eval-results'] ?? '{}') as {
      total?: number
      passed?: number
    }
    expect(results).toMatchObject({ total: 24, passed: 24 })
    expect(preview.run.stdout).toContain('the smoke step and the eval gate run support_bot')
    expect(preview.run.outputs['experiment-url']).toContain('/compare?selectedSessions=')
    // github-token is passed where deployments: write is granted: the preview is recorded.
    expect(environments()).toContain('my-agent-pr-7')
    expect(emulator.state.deployment('my-agent-pr-7')).toBeDefined()
    const closed = only(
      await run('eval-gated-release.yml', { name: 'pull_request', action: 'closed' })
    )
    expect(failure(closed.run)).toBe('')
    expect(closed.inputs.mode).toBe('delete')
    expect(emulator.state.deployment('my-agent-pr-7')).toBeUndefined()
    const release = only(await run('eval-gated-release.yml', { name: 'push' }))
    expect(failure(release.run)).toBe('')
    expect(release.run.outputs).toMatchObject({ created: 'true', status: 'DEPLOYED' })
    expect(emulator.state.deployment('my-agent')?.deployment.source).toBe('github')
    expect(environments()).toContain('my-agent')
    // The same gate: every eval input of the release is the preview's.
    const gate = (inputs: Readonly<Record<string, string>>) =>
      Object.entries(inputs).filter(([name]) => name.startsWith('eval-'))
    expect(gate(release.inputs)).toEqual(gate(preview.inputs))
    expect(gate(release.inputs)).toContainEqual(['eval-dataset', 'agent-smoke'])
  })

  it("manual-dispatch.yml: the form's defaults create, and keep leaves an existing deployment's type", async () => {
    const created = only(await run('manual-dispatch.yml', { name: 'workflow_dispatch' }))
    expect(created.inputs['deployment-type']).toBe('keep')
    expect(failure(created.run)).toBe('')
    smoked(created)
    const deployment = emulator.state.deployment('my-agent')?.deployment
    expect(deployment?.source_config.deployment_type).toBe('serverless')
    emulator.seed([{ name: 'prod-agent', sourceConfig: { deployment_type: 'dedicated' } }])
    const event = {
      name: 'workflow_dispatch',
      inputs: { 'deployment-name': 'prod-agent' }
    } as const
    const kept = only(await run('manual-dispatch.yml', event))
    expect(failure(kept.run)).toBe('')
    expect(kept.run.outputs.created).toBe('false')
    const prod = emulator.state.deployment('prod-agent')?.deployment
    expect(prod?.source_config.deployment_type).toBe('dedicated')
  })

  it.each([true, false])(
    'manual-dispatch.yml: with the smoke box ticked %p, the dispatch deploys',
    async ticked => {
      const event = { name: 'workflow_dispatch', inputs: { 'smoke-test': ticked } } as const
      const step = only(await run('manual-dispatch.yml', event))
      expect(failure(step.run)).toBe('')
      expect(step.run.outputs.status).toBe('DEPLOYED')
      expect((step.run.outputs['smoke-run-id'] ?? '') !== '').toBe(ticked)
      if (ticked) smoked(step)
    }
  )

  it('plan-on-pr.yml: a pull request plans the create before the first deploy', async () => {
    const step = only(await run('plan-on-pr.yml', { name: 'pull_request' }))
    expect(failure(step.run)).toBe('')
    expect(step.run.outputs.plan).toBe('create')
    expect(step.run.stdout).toContain('the graphs of langgraph.json: support_bot')
    expect(emulator.requests.every(r => r.method === 'GET')).toBe(true)
  })

  it('pr-preview.yml: opened deploys the preview, closed deletes it, the nightly prunes, by hand it plans', async () => {
    const opened = only(await run('pr-preview.yml', { name: 'pull_request', action: 'opened' }))
    expect(failure(opened.run)).toBe('')
    expect(opened.run.outputs.created).toBe('true')
    smoked(opened)
    expect(emulator.state.deployment('my-agent-pr-7')?.deployment.source).toBe('github')
    passed(await run('pr-preview.yml', { name: 'pull_request', action: 'closed' }), 1)
    passed(await run('pr-preview.yml', { name: 'schedule' }), 1)
    const byHand = only(await run('pr-preview.yml', { name: 'workflow_dispatch' }))
    expect(byHand.inputs.mode).toBe('plan')
    expect(failure(byHand.run)).toBe('')
  })

  it('matrix.yml: the US entries deploy; an EU entry with its values unset fails naming the input, never using the US key', async () => {
    const runs = await run('matrix.yml', { name: 'push' })
    expect(runs.map(r => r.matrix?.deployment)).toEqual([
      'support-agent',
      'research-agent',
      'support-agent-eu'
    ])
    passed(runs.slice(0, 2), 2)
    smoked(runs[0] as StepRun, 'support')
    smoked(runs[1] as StepRun, 'research')
    const eu = runs[2] as StepRun
    expect(eu.inputs['api-key']).toBe('')
    expect(failure(eu.run)).toContain("Input 'api-key' is required")
    expect(emulator.state.deployment('support-agent-eu')).toBeUndefined()
  })

  it('matrix.yml: with the EU values its Setup names, every entry deploys', async () => {
    const extra = ['LANGSMITH_API_KEY_EU', 'LANGSMITH_WORKSPACE_ID_EU']
    passed(await run('matrix.yml', { name: 'push' }, extra), 3)
  })

  it('self-hosted.yml: with its api-url variable, a push deploys and smoke-tests', async () => {
    const step = only(await run('self-hosted.yml', { name: 'push' }, ['LANGSMITH_API_URL']))
    expect(failure(step.run)).toBe('')
    expect(step.run.outputs.status).toBe('DEPLOYED')
    smoked(step)
  })
})

/** Moves a branch head of the emulated repository, as a push does. */
async function setHead(ref: string, sha: string): Promise<void> {
  const response = await fetch(`${emulator.url}/_emulator/head`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ head: `${ref}=${sha}` })
  })
  expect(response.status).toBeLessThan(300)
}
