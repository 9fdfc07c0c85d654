import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { agentServerEnv } from '../../emulator/builds/build.js'
import { startChild, waitForOk } from '../../emulator/builds/child-server.js'
import { unusedPort } from '../fixtures/ports.js'

/** The repository's root, where `node_modules` and `dist` are. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** The fixture project the dev server serves: `langgraph.json` and the graphs. */
export const FIXTURE_DIR = fileURLToPath(new URL('./fixture/', import.meta.url))

const CLI = join(REPO_ROOT, 'node_modules/@langchain/langgraph-cli/dist/cli/cli.mjs')

/** Most of the server's output kept for error messages. */
const LOG_LIMIT = 64 * 1024

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

  let output = ''
  const child = startChild({
    command: process.execPath,
    args: [
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
    cwd: workDir,
    env: agentServerEnv(),
    onLine: line => {
      output = `${output}${line}\n`.slice(-LOG_LIMIT)
    }
  })

  let stopping: Promise<void> | undefined
  const server: DevServer = {
    url,
    log: () => output,
    stop: () => {
      stopping ??= (async () => {
        await child.stop()
        await rm(workDir, { recursive: true, force: true })
      })()
      return stopping
    }
  }

  const problem = await waitForOk(url, {
    child,
    failed: () => undefined,
    timeoutMs: readyTimeoutMs
  })
  if (problem !== undefined) {
    await server.stop()
    throw new Error(`langgraphjs dev: ${problem}\n--- dev server output ---\n${server.log()}`)
  }
  return server
}
