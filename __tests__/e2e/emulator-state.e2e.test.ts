/**
 * End to end: the emulator's command with `--state DIR` keeps what the SDKs and the bundled action
 * wrote across a restart (issue 45, point 7). A dataset made in code with the `langsmith` SDK, a
 * deployment of an uploaded tree gated on it; stopped (SIGINT) and started again on DIR: the same
 * deployment, revisions and statuses, its agent answers a smoke run, the dataset and its examples
 * are there, and the next gated deploy's baseline is the experiment recorded before the restart.
 * A state file that cannot be read stops the start naming it; without `--state` nothing is written.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from 'langsmith'

import type { ActionRun } from '../../emulator/runner.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_emulator_state_0123456789'
const WORKSPACE = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
const SHA = 'feedfacefeedfacefeedfacefeedfacefeedface'
const CLI = path.resolve('lib/emulator/cli.js')

let root = ''
let workspace = ''

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'emulator-state-e2e-'))
  workspace = path.join(root, 'repo')
  const tree: Record<string, string> = {
    'langgraph.json': JSON.stringify({
      dependencies: ['.'],
      graphs: { agent: './agent.py:graph' }
    }),
    'agent.py': 'graph = None\n',
    '.git/HEAD': 'ref: refs/heads/main\n',
    '.git/refs/heads/main': `${SHA}\n`
  }
  for (const [file, content] of Object.entries(tree)) {
    await mkdir(path.dirname(path.join(workspace, file)), { recursive: true })
    await writeFile(path.join(workspace, file), content)
  }
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

/** One emulator process: its URL once it listens, its output, and how it ended. */
interface Cli {
  readonly url: string
  readonly stdout: () => string
  stop(signal: NodeJS.Signals): Promise<number | null>
}

/** Starts the command with `args`; resolves once it listens, rejects with its output if it exits. */
async function startCli(
  args: readonly string[],
  where: { readonly cwd?: string; readonly env?: NodeJS.ProcessEnv } = {}
): Promise<Cli> {
  const child = spawn(
    process.execPath,
    // The built-in agent: the uploaded tree is no agent LangChain's server could start.
    [
      CLI,
      '--quiet',
      '--builtin-agent',
      '--api-key',
      KEY,
      '--workspace-id',
      WORKSPACE,
      '--step-ms',
      '30',
      ...args
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], ...where }
  )
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<number | null>(resolve => child.once('exit', resolve))
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /listening on (http:\/\/\S+)[\s\S]*Press Ctrl\+C/.exec(stdout)
      if (match?.[1] !== undefined) resolve(match[1])
    })
    void exited.then(code => {
      reject(new Error(`exit ${String(code)}\n${stdout}\n${stderr}`))
    })
  })
  return {
    url,
    stdout: () => stdout,
    stop: async signal => {
      child.kill(signal)
      return exited
    }
  }
}

/** Runs the command to its end (it must not start listening). */
async function failedStart(
  args: readonly string[]
): Promise<{ code: number | null; stderr: string }> {
  try {
    const cli = await startCli(args)
    await cli.stop('SIGTERM')
    throw new Error('the emulator started')
  } catch (error) {
    const text = (error as Error).message
    const code = /^exit (\S+)/.exec(text)?.[1]
    return { code: code === undefined ? null : Number(code), stderr: text }
  }
}

function sdk(url: string): Client {
  return new Client({
    apiUrl: `${url}/api/v1`,
    apiKey: KEY,
    workspaceId: WORKSPACE,
    autoBatchTracing: false
  })
}

/** A gated deploy of the uploaded tree, with `eval-baseline: serving`. */
function deploy(url: string, extra: Record<string, string> = {}): Promise<ActionRun> {
  return runOnEmulator(
    { url, key: KEY, workspace: WORKSPACE },
    {
      'deployment-name': 'kept-agent',
      'graph-config-path': 'langgraph.json',
      'eval-dataset': 'kept-in-code',
      'eval-threshold': '0.8',
      'eval-baseline': 'serving',
      ...extra
    },
    { env: { GITHUB_WORKSPACE: workspace, GITHUB_SHA: SHA }, timeoutMs: 90_000 }
  )
}

/** The control plane's answer to a GET, as JSON. */
async function get(url: string, route: string): Promise<unknown> {
  const reply = await fetch(`${url}${route}`, {
    headers: { 'x-api-key': KEY, 'x-tenant-id': WORKSPACE }
  })
  expect(reply.status).toBe(200)
  return reply.json()
}

describe('the emulator with --state DIR, stopped and started again', () => {
  it('keeps the deployment, its agent, the dataset and the experiment a later baseline finds', async () => {
    expect(existsSync(CLI)).toBe(true) // npm run build:emulator first
    const dir = path.join(root, 'state')
    const first = await startCli(['--state', dir])
    expect(first.stdout()).toContain(
      `state         ${path.join(dir, 'state.json')}  (nothing saved yet`
    )
    const client = sdk(first.url)
    const dataset = await client.createDataset('kept-in-code', { description: 'kept in code' })
    const made = await client.createExamples(
      Array.from({ length: 10 }, (_, i) => ({
        dataset_id: dataset.id,
        inputs: { messages: [{ role: 'user', content: `Question ${i}: say word${i} please` }] },
        reference_outputs: { answer: `word${i}` },
        split: 'release'
      }))
    )
    const run = await deploy(first.url)
    expect(failure(run)).toBe('')
    const id = run.outputs['deployment-id'] ?? ''
    const revision = run.outputs['revision-id'] ?? ''
    const { experiment_id: experiment } = JSON.parse(run.outputs['eval-results'] ?? '{}') as {
      experiment_id: string
    }
    const experimentName = (await client.readProject({ projectId: experiment })).name
    const port = new URL(first.url).port
    const before = [
      await get(first.url, `/v2/deployments/${id}`),
      await get(first.url, `/v2/deployments/${id}/revisions`)
    ]
    expect(await first.stop('SIGINT')).toBe(0)

    // The same port, so that the agent URL each deployment shows is the same too.
    const second = await startCli(['--state', dir, '--port', port])
    try {
      expect(second.stdout()).toMatch(
        /restored 1 deployment, 1 revision, 1 upload, 2 datasets, 1 experiment\)/
      )
      expect(second.stdout()).toMatch(
        /dataset {7}kept-in-code {2}\(10 examples, splits release; id /
      )
      const after = [
        await get(second.url, `/v2/deployments/${id}`),
        await get(second.url, `/v2/deployments/${id}/revisions`)
      ]
      expect(after).toEqual(before)
      expect(
        (after[1] as { resources: { id: string; status: string }[] }).resources.map(r => [
          r.id,
          r.status
        ])
      ).toEqual([[revision, 'DEPLOYED']])

      const smoke = await runOnEmulator(
        { url: second.url, key: KEY, workspace: WORKSPACE },
        { 'deployment-name': 'kept-agent', mode: 'smoke', 'smoke-test': 'true' }
      )
      expect(failure(smoke)).toBe('')
      expect(smoke.outputs['smoke-run-id']).toMatch(/^[0-9a-f-]{36}$/)

      const examples = []
      for await (const one of sdk(second.url).listExamples({ datasetName: 'kept-in-code' }))
        examples.push(one.id)
      expect(examples.sort()).toEqual(made.map(one => one.id).sort())

      await writeFile(path.join(workspace, 'agent.py'), 'graph = None  # v2\n')
      const next = await deploy(second.url)
      expect(failure(next)).toBe('')
      expect(next.summary).toContain(`of revision ${revision} (experiment ${experimentName})`)
    } finally {
      expect(await second.stop('SIGTERM')).toBe(0)
    }
  }, 240_000)

  it('refuses a state file that cannot be read, naming it, and leaves it as it was', async () => {
    const dir = path.join(root, 'corrupt')
    await mkdir(dir)
    await writeFile(
      path.join(dir, 'state.json'),
      '{"format": "langgraph-deploy-emulator-state", "ver'
    )
    const { code, stderr } = await failedStart(['--state', dir])
    expect(code).toBe(1)
    expect(stderr).toContain(
      `Cannot restore the emulator's state from ${path.join(dir, 'state.json')}: it is not JSON`
    )
    expect(await readdir(dir)).toEqual(['state.json'])
  })

  it('writes nothing anywhere without --state', async () => {
    const empty = path.join(root, 'empty')
    await mkdir(empty)
    const env = { ...process.env, HOME: empty, TMPDIR: empty, XDG_STATE_HOME: empty }
    const cli = await startCli([], { cwd: empty, env })
    await sdk(cli.url).createDataset('not-kept')
    await new Promise(resolve => setTimeout(resolve, 300))
    expect(await cli.stop('SIGTERM')).toBe(0)
    expect(cli.stdout()).not.toMatch(/^ {2}state /m)
    expect(await readdir(empty)).toEqual([])
  })
})
