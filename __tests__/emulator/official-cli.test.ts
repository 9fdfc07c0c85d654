/**
 * Conformance of the emulated control plane with a client nobody here wrote: the official
 * `@langchain/langgraph-cli` (pinned 1.5.1) deploys a small agent from its source (`deploy
 * --remote`), lists, shows a failed build's log and deletes, as it would against the service.
 * It knows only the previous pricing's types (`--deployment-type dev|prod`, `dev` by default), so
 * it meets an emulator on that pricing; on the usage pricing its deploy is refused.
 */
import { execFile } from 'node:child_process'
import * as fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import * as os from 'node:os'
import * as path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type RunningEmulator } from '../../emulator/index.js'

const require = createRequire(import.meta.url)
const CLI = path.join(
  path.dirname(require.resolve('@langchain/langgraph-cli/package.json')),
  'dist/cli/cli.mjs'
)
/** Refuses, and reports on stderr, any connection of the CLI that would leave loopback. */
const LOOPBACK_ONLY = pathToFileURL(path.join(import.meta.dirname, '../fixtures/loopback-only.js'))
/** A deleted deployment answers AWAITING_DELETE this long: room for the CLI to see it. */
const DELETE_MS = 1500
/** Each `deploy` polls every 3 s (the CLI's own pace): a whole deploy takes about 3.5 s. */
const DEPLOY_TIMEOUT_MS = 30_000

let emulator: RunningEmulator
let home: string

beforeAll(async () => {
  emulator = await startEmulator({
    pricing: 'previous',
    stepMs: 20,
    deleteMs: DELETE_MS,
    scenarios: { 'broken-agent': { outcome: 'BUILD_FAILED' } }
  })
  home = await fs.mkdtemp(path.join(os.tmpdir(), 'official-cli-home-'))
})

afterAll(async () => {
  await emulator.close()
  await fs.rm(home, { recursive: true, force: true })
})

interface CliRun {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

/**
 * Runs `langgraphjs <args>` against the emulator in `cwd`, with a HOME of its own, no telemetry
 * (LANGGRAPH_CLI_NO_ANALYTICS) and a PATH without docker, so `deploy` builds remotely.
 */
function langgraphjs(args: string[], cwd = home, target = emulator): Promise<CliRun> {
  const env = {
    PATH: path.dirname(process.execPath),
    HOME: home,
    LANGGRAPH_CLI_NO_ANALYTICS: '1'
  }
  const argv = ['--import', LOOPBACK_ONLY.href, CLI, ...args]
  argv.push('--host-url', target.url, '--api-key', target.apiKey)
  return new Promise(resolve => {
    execFile(process.execPath, argv, { cwd, env, timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1
      resolve({ code, stdout, stderr })
    })
  })
}

/** Runs a command that must exit 0 and try no network; resolves to its stdout. */
async function succeeds(args: string[], cwd = home): Promise<string> {
  const run = await langgraphjs(args, cwd)
  expect(run).toMatchObject({ code: 0, stderr: '' })
  return run.stdout
}

/** The JSON-lines events of `deploy --json`: every line of its stdout is one. */
function events(stdout: string): Record<string, unknown>[] {
  return stdout
    .split('\n')
    .filter(line => line !== '')
    .map(line => JSON.parse(line) as Record<string, unknown>)
}

/** A newcomer's agent in `home/<dir>`: langgraph.json naming graph `chat`, and `extra` files. */
async function agentDir(dir: string, extra: Record<string, string> = {}): Promise<string> {
  const root = path.join(home, dir)
  await fs.mkdir(path.join(root, 'src'), { recursive: true })
  const files: Record<string, string> = {
    'langgraph.json': JSON.stringify({
      node_version: '20',
      graphs: { chat: './src/graph.js:graph' },
      dependencies: ['.']
    }),
    'package.json': JSON.stringify({ name: dir.toLowerCase(), type: 'module', private: true }),
    'src/graph.js': 'export const graph = { invoke: async input => input }\n',
    ...extra
  }
  for (const [name, text] of Object.entries(files)) {
    await fs.writeFile(path.join(root, name), text)
  }
  return root
}

/** The rows of `deploy revisions list`: revision ID and the status the CLI shows. */
function revisionRows(table: string): string[][] {
  const rows = table.split('\n').filter(line => /^[0-9a-f]{8}-[0-9a-f-]{27}\s/.test(line))
  return rows.map(row => row.split(/\s+/).slice(0, 2))
}

function deploymentOf(name: string): string {
  const id = emulator.state.deployment(name)?.deployment.id
  if (id === undefined) throw new Error(`no deployment named ${name}`)
  return id
}

describe('the official langgraphjs CLI against the emulator', () => {
  it('deploy list finds deployments by name_contains', async () => {
    const [wanted] = emulator.seed([{ name: 'cli-listed' }, { name: 'cli-other' }])
    const out = await succeeds(['deploy', 'list', '--name-contains', 'listed'])
    expect(out).toContain(wanted?.deployment.id)
    expect(out).toContain('cli-listed')
    expect(out).not.toContain('cli-other')
    const request = emulator.requests.find(r => r.path.startsWith('/v2/deployments?'))
    expect(request?.headers['x-api-key']).toBe(emulator.apiKey)
    expect(request?.path).toMatch(/name_contains=listed/)
  })

  it('deploy revisions list shows the revisions, newest first, with their status', async () => {
    const [seeded] = emulator.seed([{ name: 'cli-revisions' }])
    const id = seeded?.deployment.id ?? ''
    const patched = await fetch(`${emulator.url}/v2/deployments/${id}`, {
      method: 'PATCH',
      headers: { 'x-api-key': emulator.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        source_revision_config: {
          repo_ref: 'v2',
          langgraph_config_path: 'langgraph.json',
          graph_config_path: 'langgraph.json'
        }
      })
    })
    expect(patched.status).toBe(200)
    const out = await succeeds(['deploy', 'revisions', 'list', id])
    const revisions = emulator.state.revisions(id)
    expect(revisions).toHaveLength(2)
    // The CLI shows the live revision as DEPLOYED and relabels older DEPLOYED rows REPLACED.
    expect(revisionRows(out)).toEqual([
      [revisions[0]?.id, 'DEPLOYED'],
      [revisions[1]?.id, 'REPLACED']
    ])
    expect(revisions.map(r => r.status)).toEqual(['DEPLOYED', 'DEPLOYED'])
  })
})

describe('the official langgraphjs CLI deploys from source, shows a failed build and deletes', () => {
  // Both first deploys run at once: the CLI's own 3 s poll is most of their time.
  let mine: Promise<CliRun>
  let broken: Promise<CliRun>

  beforeAll(async () => {
    // No --name: with --no-input the CLI names a deployment after its directory, normalized.
    const dir = await agentDir('My_Agent', { '.env': 'OPENAI_API_KEY=sk-emulated\n' })
    mine = langgraphjs(['deploy', '--remote', '--no-input', '--json'], dir)
    broken = langgraphjs(
      ['deploy', '--remote', '--no-input', '--json'],
      await agentDir('broken-agent')
    )
  })

  it(
    'deploy --remote uploads the source, waits for the revision and serves its graphs; a second deploy keeps the secrets',
    async () => {
      const run = await mine
      expect(run).toMatchObject({ code: 0, stderr: '' })
      const first = events(run.stdout)
      const id = deploymentOf('my-agent')
      expect(first.at(-1)).toMatchObject({
        event: 'result',
        status: 'succeeded',
        deployment_id: id,
        url: emulator.agentUrl(id)
      })
      const created = emulator.state.deployment(id)
      expect(created?.deployment).toMatchObject({
        source: 'internal_source',
        source_config: { deployment_type: 'dev' }
      })
      expect(created?.secrets).toEqual([{ name: 'OPENAI_API_KEY', value: 'sk-emulated' }])
      expect(created?.revisions.map(r => r.status)).toEqual(['DEPLOYED'])
      expect(emulator.uploads.at(-1)?.files).toEqual(
        expect.arrayContaining(['langgraph.json', 'package.json', 'src/graph.js'])
      )
      const search = await fetch(`${emulator.agentUrl(id)}/assistants/search`, {
        method: 'POST',
        headers: { 'x-api-key': emulator.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ graph_id: 'chat' })
      })
      expect(await search.json()).toEqual([expect.objectContaining({ graph_id: 'chat' })])

      // The second step: the CLI finds the deployment by name and sends `secrets: []` (no .env).
      const dir = path.join(home, 'My_Agent')
      await fs.rm(path.join(dir, '.env'))
      const second = events(await succeeds(['deploy', '--remote', '--no-input', '--json'], dir))
      expect(second).toContainEqual(
        expect.objectContaining({ event: 'info', message: `Found existing deployment (ID: ${id})` })
      )
      expect(second.at(-1)).toMatchObject({ event: 'result', status: 'succeeded' })
      const patch = emulator.requests
        .filter(r => r.method === 'PATCH' && r.path.endsWith(id))
        .at(-1)
      expect(JSON.parse(patch?.body ?? '{}')).toMatchObject({ secrets: [] })
      const updated = emulator.state.deployment(id)
      expect(updated?.revisions.map(r => r.status)).toEqual(['DEPLOYED', 'DEPLOYED'])
      expect(updated?.secrets).toEqual([{ name: 'OPENAI_API_KEY', value: 'sk-emulated' }])
      const table = await succeeds(['deploy', 'revisions', 'list', id])
      expect(revisionRows(table)).toEqual([
        [updated?.revisions[0]?.id, 'DEPLOYED'],
        [updated?.revisions[1]?.id, 'REPLACED']
      ])
    },
    DEPLOY_TIMEOUT_MS
  )

  it(
    "a failed build exits 1 with the build log's last lines, and deploy logs --type build shows them",
    async () => {
      const run = await broken
      expect(run).toMatchObject({ code: 1, stderr: '' })
      const id = deploymentOf('broken-agent')
      const [revision] = emulator.state.revisions(id)
      expect(revision?.status).toBe('BUILD_FAILED')
      const deployed = events(run.stdout)
      const shown = deployed.filter(e => e.event === 'log').map(e => e.message)
      expect(shown).toContain('#8 4.951 The conflict is caused by:')
      expect(shown.at(-1)).toBe(revision?.status_message)
      expect(deployed.at(-1)).toMatchObject({
        event: 'result',
        status: 'failed',
        deployment_id: id
      })

      const out = await succeeds(['deploy', 'logs', '--type', 'build', '--name', 'broken-agent'])
      const [using, ...lines] = out.trimEnd().split('\n')
      expect(using).toBe(`Using latest revision: ${revision?.id}`)
      // Oldest first, each as `[timestamp] [LEVEL] message`, the root cause marked ERROR.
      expect(lines.map(line => line.replace(/^\[[^\]]+\] /, ''))).toEqual(
        expect.arrayContaining([
          '[INFO] #8 4.951 The conflict is caused by:',
          expect.stringMatching(/^\[ERROR\] #8 4\.952 ERROR: ResolutionImpossible: /)
        ])
      )
      expect(lines.at(-1)).toMatch(/^\[\S+\] \[ERROR\] Build failed: dependency installation/)
      expect(lines.at(-1)).toContain(revision?.status_message)
      // The same lines as the deploy showed from the v1 build_logs route.
      expect(lines.map(line => line.replace(/^\[[^\]]+\] \[[A-Z]+\] /, ''))).toEqual(shown)
    },
    DEPLOY_TIMEOUT_MS
  )

  it('deploy delete --force: the deployment answers AWAITING_DELETE, then 404', async () => {
    const id = deploymentOf('broken-agent')
    expect(await succeeds(['deploy', 'delete', '--force', id])).toBe(`Deleted deployment ${id}.\n`)
    const deleting = await fetch(`${emulator.url}/v2/deployments/${id}`, {
      headers: { 'x-api-key': emulator.apiKey }
    })
    expect(await deleting.json()).toMatchObject({ id, status: 'AWAITING_DELETE' })

    const asked = emulator.requests.find(r => r.method === 'DELETE' && r.path.endsWith(id))
    const left = (asked?.receivedAt ?? 0) + DELETE_MS - Date.now()
    await new Promise(resolve => setTimeout(resolve, Math.max(0, left) + 50))
    const gone = await langgraphjs(['deploy', 'revisions', 'list', id])
    expect(gone.code).toBe(1)
    expect(gone.stderr).toContain(
      `failed with status 404: {"detail":"Deployment ID ${id} not found."}`
    )
  })
})

describe('the official langgraphjs CLI against an organization on usage-based pricing', () => {
  it('cannot deploy: its default type dev is refused (422 naming serverless, dedicated), nothing is created', async () => {
    const usage = await startEmulator({ stepMs: 20 })
    try {
      const run = await langgraphjs(
        ['deploy', '--remote', '--no-input', '--json'],
        await agentDir('usage-agent'),
        usage
      )
      expect(run.code).toBe(1)
      const post = usage.requests.find(r => r.method === 'POST' && r.path === '/v2/deployments')
      expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
        source_config: { deployment_type: 'dev' }
      })
      expect(post?.status).toBe(422)
      expect(JSON.parse(post?.responseBody ?? '{}')).toEqual({
        detail: [
          expect.objectContaining({
            type: 'enum',
            loc: ['body', 'source_config', 'deployment_type'],
            msg: "Input should be 'serverless' or 'dedicated'",
            input: 'dev'
          })
        ]
      })
      expect(run.stdout + run.stderr).toContain("Input should be 'serverless' or 'dedicated'")
      expect(usage.state.deployments()).toEqual([])
      expect(usage.uploads).toEqual([])
    } finally {
      await usage.close()
    }
  })
})
