import { spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import * as http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { unusedPort } from '../fixtures/ports.js'

/** The repository's root, where `node_modules` and `dist` are. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** The fixture project the dev server serves: `langgraph.json` and the graphs. */
export const FIXTURE_DIR = fileURLToPath(new URL('./fixture/', import.meta.url))

const CLI = join(REPO_ROOT, 'node_modules/@langchain/langgraph-cli/dist/cli/cli.mjs')

/** Most of the server's output kept for error messages. */
const LOG_LIMIT = 64 * 1024
const POLL_MS = 100
const STOP_GRACE_MS = 5000

/** A running `langgraphjs dev` server. */
export interface DevServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string
  /** The last part of what the server printed, for diagnosis. */
  log(): string
  /** Stops the server's whole process group and deletes its working copy. Safe to call twice. */
  stop(): Promise<void>
}

/** Options of {@link startDevServer}. */
export interface DevServerOptions {
  /** Longest wait for `GET /ok` to answer 200. Default 60 s. */
  readonly readyTimeoutMs?: number
}

/**
 * Starts the real LangGraph JS dev server (`@langchain/langgraph-cli dev`, in memory) on a free
 * loopback port, serving a copy of the fixture project, and resolves once `GET /ok` answers 200.
 *
 * The server writes `.langgraph_api/` and edits `.gitignore` where its `langgraph.json` is, so it
 * runs in a temporary copy of the fixture (with `node_modules` linked to the repository's) and
 * the repository stays clean. It runs in its own process group, since the CLI starts the server
 * as a grandchild: {@link DevServer.stop} signals the group, leaving no orphan behind.
 */
export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000
  const workDir = await mkdtemp(join(tmpdir(), 'langgraph-dev-'))
  await cp(FIXTURE_DIR, workDir, { recursive: true })
  await symlink(join(REPO_ROOT, 'node_modules'), join(workDir, 'node_modules'), 'dir')
  const port = await unusedPort()
  const url = `http://127.0.0.1:${port}`

  const child = spawn(
    process.execPath,
    [
      CLI,
      'dev',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-browser',
      '--no-reload',
      '--studio-url',
      url,
      '--config',
      join(workDir, 'langgraph.json')
    ],
    {
      cwd: workDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: serverEnv()
    }
  )
  let output = ''
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-LOG_LIMIT)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise<void>(resolve => {
    child.once('exit', () => {
      resolve()
    })
  })
  // A test run that dies without afterAll must not leave the server behind.
  const killOnExit = (): void => {
    killGroup(child, 'SIGKILL')
  }
  process.once('exit', killOnExit)

  let stopping: Promise<void> | undefined
  const server: DevServer = {
    url,
    log: () => stripAnsi(output),
    stop: () => {
      stopping ??= (async () => {
        process.removeListener('exit', killOnExit)
        await stopGroup(child, exited)
        child.stdout.destroy()
        child.stderr.destroy()
        await rm(workDir, { recursive: true, force: true })
      })()
      return stopping
    }
  }

  try {
    await waitUntilReady(url, child, readyTimeoutMs)
  } catch (error) {
    await server.stop()
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n--- dev server output ---\n${server.log()}`
    )
  }
  return server
}

/**
 * The server's environment: no analytics ping, no tracing and no browser, since the suite runs
 * offline; without the test runner's `NODE_OPTIONS`, which the server's own children inherit.
 */
function serverEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'NODE_OPTIONS' && !/^(LANGSMITH_|LANGCHAIN_)/.test(name)
    )
  )
  return {
    ...env,
    LANGGRAPH_CLI_NO_ANALYTICS: '1',
    LANGSMITH_TRACING: 'false',
    LANGCHAIN_TRACING_V2: 'false',
    BROWSER: 'none',
    NO_COLOR: '1'
  }
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const giveUp = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `langgraphjs dev exited (code ${String(child.exitCode)}, signal ${String(child.signalCode)}) before ${url}/ok answered`
      )
    }
    if ((await statusOf(`${url}/ok`)) === 200) return
    if (Date.now() > giveUp) {
      throw new Error(`langgraphjs dev did not answer 200 on ${url}/ok within ${timeoutMs} ms`)
    }
    await sleep(POLL_MS)
  }
}

/** The status of a GET, or undefined when nothing answered. No connection is kept open. */
function statusOf(url: string): Promise<number | undefined> {
  return new Promise(resolve => {
    const request = http.get(url, { agent: false, timeout: 2000 }, response => {
      response.resume()
      response.on('end', () => {
        resolve(response.statusCode)
      })
      response.on('error', () => {
        resolve(undefined)
      })
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => {
      resolve(undefined)
    })
  })
}

/**
 * Stops the group: SIGTERM, so the CLI stops its server as it would on Ctrl-C; once the CLI
 * exited (or after a grace period), SIGKILL to whatever of the group is left. The group is not
 * polled until empty: the grandchildren are reaped by init, which may take a while, and a
 * process killed with SIGKILL holds no port.
 */
async function stopGroup(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    killGroup(child, 'SIGTERM')
    const grace = new AbortController()
    await Promise.race([
      exited,
      sleep(STOP_GRACE_MS, undefined, { signal: grace.signal }).catch(() => undefined)
    ])
    grace.abort()
  }
  killGroup(child, 'SIGKILL')
  await exited
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // The group is gone already.
  }
}

function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '')
}
