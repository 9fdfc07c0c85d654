import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import * as path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import {
  CLI_DEFAULT_STEP_MS,
  CliUsageError,
  USAGE,
  parseCliArgs,
  runCli
} from '../../emulator/cli-command.js'
import {
  DEFAULT_API_KEY,
  DEFAULT_INTEGRATIONS,
  DEFAULT_LISTENER_ID,
  DEFAULT_WORKSPACE_ID,
  integrationsWith
} from '../../emulator/index.js'

const WORKSPACE = '11111111-2222-4333-8444-555555555555'
const LISTENER = '66666666-7777-4888-8999-000000000000'

describe('parseCliArgs', () => {
  it('defaults to loopback, any port, the default credentials and demo pacing', () => {
    expect(parseCliArgs([])).toEqual({
      help: false,
      builtinAgent: false,
      quiet: false,
      failures: [],
      options: {
        port: 0,
        storagePort: 0,
        listenerId: DEFAULT_LISTENER_ID,
        quirks: { topLevelUrl: false, readsBehindWrites: 0 },
        createRevisionRoute: true,
        host: '127.0.0.1',
        apiKey: DEFAULT_API_KEY,
        workspaceId: DEFAULT_WORKSPACE_ID,
        stepMs: CLI_DEFAULT_STEP_MS,
        repos: {},
        scenarios: {},
        heads: {},
        githubIntegrations: DEFAULT_INTEGRATIONS,
        datasets: []
      }
    })
  })

  it('reads every option', () => {
    const config = parseCliArgs([
      '--port=8123',
      '--storage-port',
      '8124',
      '--listener-id',
      LISTENER,
      '--top-level-url',
      '--host',
      '0.0.0.0',
      '--api-key',
      'k',
      '--workspace-id',
      WORKSPACE,
      '--step-ms',
      '0',
      '--fail',
      'a=BUILD_FAILED',
      '--fail',
      'b=c=DEPLOY_FAILED',
      '--no-create-revision-route',
      '--reads-behind',
      '2',
      '--graph',
      'chat',
      '--graph=planner',
      '--state',
      'kept/here',
      '--quiet',
      '-h'
    ])
    expect(config).toMatchObject({
      help: true,
      quiet: true,
      options: {
        port: 8123,
        storagePort: 8124,
        listenerId: LISTENER,
        quirks: { topLevelUrl: true, readsBehindWrites: 2 },
        createRevisionRoute: false,
        host: '0.0.0.0',
        apiKey: 'k',
        workspaceId: WORKSPACE,
        stepMs: 0,
        scenarios: { a: { outcome: 'BUILD_FAILED' }, 'b=c': { outcome: 'DEPLOY_FAILED' } },
        heads: {},
        graphs: ['chat', 'planner'],
        stateDir: 'kept/here'
      }
    })
  })

  it("serves with LangChain's agent server by default; --builtin-agent and --repo say otherwise", () => {
    expect(parseCliArgs([])).toMatchObject({ builtinAgent: false, options: { repos: {} } })
    const given = parseCliArgs(['--builtin-agent', '--repo', 'acme/agent=__tests__'])
    expect(given).toMatchObject({
      builtinAgent: true,
      options: { repos: { 'acme/agent': path.resolve('__tests__') } }
    })
  })

  it.each([
    [['--port', 'x'], "'--port' must be a whole number"],
    [['--port', '70000'], 'at most 65535'],
    [['--storage-port', '70000'], "'--storage-port' must be at most 65535"],
    [['--listener-id', 'default'], "'--listener-id' must be a UUID"],
    [['--step-ms=-1'], "'--step-ms' must be a whole number"],
    [['--step-ms', '-1'], 'ambiguous'],
    [['--reads-behind', 'x'], "'--reads-behind' must be a whole number"],
    [['--fail', 'a=FAILED'], "'--fail': a failure must look like"],
    [['--fail', '=BUILD_FAILED'], "'--fail': a failure must look like"],
    [['--fail', 'a@0=BUILD_FAILED'], "'--fail': a failure must look like"],
    [['--head', 'main=abc'], "'--head' must look like"],
    [['--api-key', ''], 'must not be empty'],
    [['--graph', 'my graph'], "'--graph' must be a graph name of langgraph.json"],
    [['--state', ''], "'--state' must name a directory"],
    [['--repo', 'acme/agent'], "'--repo' must look like <owner>/<name>=<path>"],
    [['--repo', 'acme=.'], "'--repo' must look like <owner>/<name>=<path>"],
    [['--repo', 'acme/agent=no/such/dir'], "'--repo': no/such/dir is not a directory"],
    [['--nope'], 'nope'],
    [['extra'], 'extra']
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(CliUsageError)
    expect(() => parseCliArgs(argv)).toThrow(message)
  })
})

describe('runCli', () => {
  function capture() {
    const out: string[] = []
    const err: string[] = []
    return {
      out,
      err,
      output: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }
    }
  }

  it('prints the help and the usage errors without starting anything', async () => {
    const help = capture()
    expect(await runCli(['--help'], help.output, new Promise(() => undefined))).toBe(0)
    expect(help.out).toEqual([USAGE])

    const bad = capture()
    expect(await runCli(['--port', 'x'], bad.output, new Promise(() => undefined))).toBe(2)
    expect(bad.err[0]).toContain('--port')
  })

  it('serves with the given credentials and failures until stopped', async () => {
    const { out, output } = capture()
    let stop = (): void => undefined
    const stopped = new Promise<void>(resolve => {
      stop = resolve
    })
    const running = runCli(
      [
        '--api-key',
        'cli-key',
        '--workspace-id',
        WORKSPACE,
        '--step-ms',
        '0',
        '--fail',
        'bad=BUILD_FAILED',
        '--integration',
        'acme/agent',
        '--wake-seconds',
        '0.5'
      ],
      output,
      stopped
    )
    while (!out.includes('Press Ctrl+C to stop.')) {
      await new Promise(resolve => setTimeout(resolve, 5))
    }
    const url = /listening on (http:\/\/\S+)/.exec(out[0] ?? '')?.[1] ?? ''
    expect(out.join('\n')).toContain('api-key       cli-key')
    expect(out.join('\n')).toContain(`workspace-id  ${WORKSPACE}`)
    expect(out.join('\n')).toContain('bad (every revision) -> BUILD_FAILED')
    expect(out.join('\n')).toMatch(/storage host {2}http:\/\/127\.0\.0\.1:\d+ /)
    expect(out.join('\n')).toContain(`listener-id   ${DEFAULT_LISTENER_ID}`)
    expect(out).toContain('  pricing       usage (deployment types serverless, dedicated)')
    expect(out).toContain(
      '  scale to zero serverless, dev_zero, dev_free_zero: asleep after 300 s idle, 0.5 s to wake'
    )
    const acme = integrationsWith(['acme/agent'])[1]?.id ?? ''
    expect(out.join('\n')).toContain(`integration-id ${acme}  (GitHub account acme: acme/agent)`)

    const headers = {
      'x-api-key': 'cli-key',
      'x-tenant-id': WORKSPACE,
      'content-type': 'application/json'
    }
    const created = await fetch(`${url}/v2/deployments`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'bad',
        source: 'github',
        source_config: {
          integration_id: '7c4e2f0a-1b2c-4d5e-8f90-a1b2c3d4e5f6',
          repo_url: 'https://github.com/a/b'
        },
        source_revision_config: { repo_ref: 'main', langgraph_config_path: 'langgraph.json' }
      })
    })
    expect(created.status).toBe(201)
    const { id, latest_revision_id: rid } = (await created.json()) as {
      id: string
      latest_revision_id: string
    }
    const revision = await fetch(`${url}/v2/deployments/${id}/revisions/${rid}`, { headers })
    expect(((await revision.json()) as { status: string }).status).toBe('BUILD_FAILED')
    expect(out).toContainEqual(expect.stringMatching(/^POST \/v2\/deployments -> 201 \(\d+ ms\)$/))

    stop()
    expect(await running).toBe(0)
    expect(out.at(-1)).toBe('Emulator stopped.')
    await expect(fetch(`${url}/v2/deployments`, { headers })).rejects.toThrow()
  })
})

describe('compiled command', () => {
  let outDir = ''

  beforeAll(async () => {
    // Inside the repository's node_modules, so that the compiled modules resolve their
    // dependencies (tar-stream) as an installed package's lib/ does.
    const cache = path.join(process.cwd(), 'node_modules', '.cache')
    await mkdir(cache, { recursive: true })
    outDir = await mkdtemp(path.join(cache, 'emulator-cli-'))
    // The compiled modules are ESM, as they are under lib/ next to the package.json.
    await writeFile(path.join(outDir, 'package.json'), '{"type":"module"}\n')
    // Emitted without a second type-check (npm run typecheck does that): 10.4 → 5.4 CPU-s.
    const args = ['-p', 'tsconfig.emulator.json', '--outDir', outDir, '--noCheck']
    spawnSync(process.execPath, [tscPath(), ...args], { cwd: process.cwd(), encoding: 'utf8' })
  }, 120_000)

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true })
  })

  it('starts from the tsc output, answers, and exits cleanly on SIGTERM', async () => {
    const cli = path.join(outDir, 'cli.js')
    expect(existsSync(cli)).toBe(true)
    const child = spawn(process.execPath, [cli, '--quiet'], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    child.stdout.setEncoding('utf8')
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: string) => {
        stdout += chunk
        const match = /listening on (http:\/\/\S+)/.exec(stdout)
        if (match?.[1] !== undefined) resolve(match[1])
      })
      child.once('exit', code => {
        reject(new Error(`emulator exited early with ${String(code)}: ${stdout}`))
      })
    })
    const exited = new Promise<number | null>(resolve => child.once('exit', resolve))

    const reply = await fetch(`${url}/v2/deployments`, {
      headers: { 'x-api-key': DEFAULT_API_KEY, 'x-tenant-id': DEFAULT_WORKSPACE_ID }
    })
    expect(reply.status).toBe(200)
    expect(await reply.json()).toEqual({ resources: [], offset: 0 })

    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(stdout).toContain('Emulator stopped.')
  })
})

/** The TypeScript compiler's command-line entry in this repository's node_modules. */
function tscPath(): string {
  return path.join(process.cwd(), 'node_modules', 'typescript', 'bin', 'tsc')
}
