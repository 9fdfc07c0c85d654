/**
 * End to end: a newcomer rehearses a release of their own agent (issue 46). The emulator's command
 * in its default mode builds each uploaded revision for real and serves it with LangChain's agent
 * server; the bundled action (dist/index.js) upload-deploys `__tests__/fixtures/agents/support-bot`
 * and smoke-tests its graph `support_bot`: "refund" is routed to an answer with `BILLING-DESK`,
 * so `smoke-expect: BILLING-DESK` passes on the real graph's answer and a wrong expectation
 * fails; the eval gate scores it on a dataset. Deployed by LangChain's CLI, a graph path with a typo ends `BUILD_FAILED` with the
 * server's own error in `deploy logs --type build`, and the previous revision keeps serving.
 */
import { execFile, spawn } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { failure, runOnEmulator, type EmulatorAccount } from './helpers.js'

const KEY = 'lsv2_sk_e2e_real_agent_0123456789ab'
const WORKSPACE = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a'
const SHA = 'feedfacefeedfacefeedfacefeedfacefeedface'
const CLI = path.resolve('lib/emulator/cli.js')
const AGENT = path.resolve('__tests__/fixtures/agents/support-bot')
const LANGGRAPHJS = path.resolve('node_modules/@langchain/langgraph-cli/dist/cli/cli.mjs')
/** The eval gate's dataset: each request and the desk the support bot must route it to. */
const SUPPORT_DESK = {
  name: 'support-desk',
  examples: [
    {
      inputs: { messages: [{ role: 'user', content: 'Refund my order' }] },
      outputs: { desk: 'BILLING-DESK' }
    },
    {
      inputs: { messages: [{ role: 'user', content: 'I cannot log in' }] },
      outputs: { desk: 'HELP-DESK' }
    },
    {
      inputs: { messages: [{ role: 'user', content: 'refund twice?' }] },
      outputs: { desk: 'BILLING-DESK' }
    }
  ]
}
/** A real build (start-up of LangChain's server) on a loaded two-core machine: room for it. */
const RUN_MS = 90_000

let root = ''
let workspace = ''
let stdout = ''
let account: EmulatorAccount
let stop: () => Promise<void> = () => Promise.resolve()

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'real-agent-e2e-'))
  workspace = path.join(root, 'support-bot')
  await cp(AGENT, workspace, { recursive: true })
  const dataset = path.join(root, 'support-desk.json')
  await writeFile(dataset, JSON.stringify(SUPPORT_DESK))
  const child = spawn(
    process.execPath,
    // The previous pricing: LangChain's CLI knows only its deployment types (dev, prod).
    [
      CLI,
      '--quiet',
      '--api-key',
      KEY,
      '--workspace-id',
      WORKSPACE,
      '--step-ms',
      '100',
      '--pricing',
      'previous',
      '--dataset',
      dataset
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] }
  )
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  const exited = new Promise<void>(resolve =>
    child.once('exit', () => {
      resolve()
    })
  )
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /listening on (http:\/\/\S+)[\s\S]*Press Ctrl\+C/.exec(stdout)
      if (match?.[1] !== undefined) resolve(match[1])
    })
    void exited.then(() => {
      reject(new Error(`the emulator exited:\n${stdout}`))
    })
  })
  account = { url, key: KEY, workspace: WORKSPACE }
  stop = async () => {
    child.kill('SIGTERM')
    await exited
  }
})

afterAll(async () => {
  await stop()
  await rm(root, { recursive: true, force: true })
})

/** Deploys the workspace by upload and smoke-tests `support_bot` with a refund request. */
function deploy(expectText: string) {
  return runOnEmulator(
    account,
    {
      'deployment-name': 'support-bot',
      'smoke-test': 'true',
      'smoke-assistant-id': 'support_bot',
      'smoke-input': '{"messages":[{"role":"user","content":"I want a refund for order 42"}]}',
      'smoke-expect': expectText,
      'timeout-seconds': '80'
    },
    { env: { GITHUB_WORKSPACE: workspace, GITHUB_SHA: SHA }, timeoutMs: RUN_MS }
  )
}

/** The deployment's revisions, newest first, and the build log of the newest. */
async function latest(): Promise<{ statuses: string[]; buildLog: string[] }> {
  const headers = { 'x-api-key': KEY }
  const list = await fetch(`${account.url}/v2/deployments?name_contains=support-bot`, { headers })
  const [deployment] = ((await list.json()) as { resources: { id: string }[] }).resources
  const id = deployment?.id ?? ''
  const revisions = await fetch(`${account.url}/v2/deployments/${id}/revisions`, { headers })
  const items = ((await revisions.json()) as { resources: { id: string; status: string }[] })
    .resources
  const logs = await fetch(
    `${account.url}/v2/deployment-logs?deployment_id=${id}&log_type=BUILD&page_size=100`,
    { headers }
  )
  const lines = ((await logs.json()) as { items: { message: string }[] }).items
  return { statuses: items.map(r => r.status), buildLog: lines.map(line => line.message) }
}

describe("the emulator serves the newcomer's own graph with LangChain's agent server", () => {
  it(
    'smoke-expect BILLING-DESK passes on the real graph answer, a wrong expectation fails',
    async () => {
      const run = await deploy('BILLING-DESK')
      expect(failure(run)).toBe('')
      expect(run.exitCode).toBe(0)
      expect(run.summary).toContain('BILLING-DESK')
      const { statuses, buildLog } = await latest()
      expect(statuses).toEqual(['DEPLOYED'])
      expect(buildLog).toEqual(
        expect.arrayContaining([
          expect.stringContaining("Dependencies satisfied by the emulator's node_modules"),
          expect.stringContaining("Registering graph with id 'support_bot'"),
          expect.stringMatching(/^Agent server is up at .*: built in [\d.]+ s \(dependencies/)
        ])
      )
      expect(stdout).toMatch(/build support-bot revision \S+: live in [\d.]+ s after the write/)

      const wrong = await runOnEmulator(
        account,
        {
          'deployment-name': 'support-bot',
          mode: 'smoke',
          'smoke-assistant-id': 'support_bot',
          'smoke-input': '{"messages":[{"role":"user","content":"I want a refund"}]}',
          'smoke-expect': 'HELP-DESK'
        },
        { env: { GITHUB_WORKSPACE: workspace, GITHUB_SHA: SHA }, timeoutMs: RUN_MS }
      )
      expect(wrong.exitCode).toBe(1)
      expect(failure(wrong)).toContain('"HELP-DESK" did not appear in the agent\'s output')
    },
    2 * RUN_MS
  )

  it(
    'the eval gate scores the real graph on a dataset: every request reaches its desk',
    async () => {
      const run = await runOnEmulator(
        account,
        {
          'deployment-name': 'support-bot',
          mode: 'smoke',
          'smoke-assistant-id': 'support_bot',
          'eval-dataset': 'support-desk'
        },
        { env: { GITHUB_WORKSPACE: workspace, GITHUB_SHA: SHA }, timeoutMs: RUN_MS }
      )
      expect(failure(run)).toBe('')
      const results = JSON.parse(run.outputs['eval-results'] ?? '{}') as Record<string, unknown>
      expect(results).toMatchObject({ total: 3, passed: 3, failed: 0 })
    },
    RUN_MS
  )

  it(
    "LangChain's CLI deploying a typo'd graph path ends BUILD_FAILED with the server's error in its build log; the live revision keeps serving",
    async () => {
      const config = path.join(workspace, 'langgraph.json')
      const text = await readFile(config, 'utf8')
      await writeFile(config, text.replace('./src/graph.js', './src/grpah.js'))
      const deployed = await langgraphjs([
        'deploy',
        '--remote',
        '--no-input',
        '--json',
        '--name',
        'support-bot'
      ])
      expect(deployed.code).toBe(1)
      const { statuses, buildLog } = await latest()
      expect(statuses).toEqual(['BUILD_FAILED', 'DEPLOYED'])
      expect(buildLog.join('\n')).toContain('no such file or directory')
      expect(buildLog.at(-1)).toMatch(/^Build failed: .*src\/grpah\.js/)

      const logs = await langgraphjs(['deploy', 'logs', '--type', 'build', '--name', 'support-bot'])
      expect(logs.stdout).toMatch(
        /\[ERROR\] Build failed: .*no such file or directory.*src\/grpah\.js/
      )

      const smoke = await runOnEmulator(
        account,
        {
          'deployment-name': 'support-bot',
          mode: 'smoke',
          'smoke-assistant-id': 'support_bot',
          'smoke-input': '{"messages":[{"role":"user","content":"refund please"}]}',
          'smoke-expect': 'BILLING-DESK'
        },
        { env: { GITHUB_WORKSPACE: workspace, GITHUB_SHA: SHA }, timeoutMs: RUN_MS }
      )
      expect(failure(smoke)).toBe('')
    },
    RUN_MS
  )
})

/** Runs LangChain's `langgraphjs` in the workspace against the emulator, with a HOME of its own. */
function langgraphjs(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { PATH: path.dirname(process.execPath), HOME: root, LANGGRAPH_CLI_NO_ANALYTICS: '1' }
  const argv = [LANGGRAPHJS, ...args, '--host-url', account.url, '--api-key', KEY]
  return new Promise(resolve => {
    execFile(
      process.execPath,
      argv,
      { cwd: workspace, env, timeout: RUN_MS },
      (error, out, err) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1
        resolve({ code, stdout: out, stderr: err })
      }
    )
  })
}
