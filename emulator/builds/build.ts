/**
 * Owns one real build of a revision, as the service's build would run it: read the graph
 * configuration, install the dependencies, start LangChain's in-memory agent server
 * (`langgraphjs dev` for JS graphs, `langgraph dev` for Python ones) on a free loopback port and
 * wait for `GET /ok`. The build log is the install's output and the server's start-up output.
 */
import { access, readFile } from 'node:fs/promises'
import { constants } from 'node:fs'
import * as net from 'node:net'
import * as path from 'node:path'

import { startChild, waitForOk, type ChildServer } from './child-server.js'
import { EMULATOR_NODE_MODULES, installDependencies } from './install.js'

/** The JS CLI, as `@langchain/langgraph-cli` ships it. */
const JS_CLI = path.join(EMULATOR_NODE_MODULES, '@langchain/langgraph-cli/dist/cli/cli.mjs')

/** How long an error line's stack trace may take to arrive before the build fails on it. */
const ERROR_SETTLE_MS = 300

/** What to build: the source written into `dir`, its config file and the deployment's secrets. */
export interface BuildRequest {
  readonly dir: string
  readonly configPath: string
  readonly secrets: Readonly<Record<string, string>>
  /** Writes one line of the build log. */
  readonly log: (message: string, level?: 'INFO' | 'ERROR') => void
  /** True once the build's revision no longer needs it: the start-up is abandoned. */
  readonly cancelled: () => boolean
  /** Longest wait for the server's `GET /ok`. */
  readonly startTimeoutMs: number
}

/** A live server, and how long each part of its build took. */
export interface BuiltServer {
  readonly url: string
  readonly server: ChildServer
  readonly installMs: number
  readonly startMs: number
}

/** A build that failed: the reason, as its last log line and the revision's status_message. */
export class BuildFailure extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'BuildFailure'
  }
}

/** The parsed config, or a failure naming what is wrong with it. */
async function readConfig(file: string, shown: string): Promise<Record<string, unknown>> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    throw new BuildFailure(`the graph configuration ${shown} is not in the deployed source`)
  }
  try {
    const config = JSON.parse(text) as unknown
    if (typeof config === 'object' && config !== null && !Array.isArray(config)) {
      return config as Record<string, unknown>
    }
  } catch (error) {
    throw new BuildFailure(`${shown} is not valid JSON: ${(error as Error).message}`)
  }
  throw new BuildFailure(`${shown} must hold a JSON object`)
}

/** Whether a config is for Python: `python_version`, or graph paths to `.py` files. */
export function isPythonConfig(config: Readonly<Record<string, unknown>>): boolean {
  if (config.node_version !== undefined) return false
  if (config.python_version !== undefined) return true
  const graphs = config.graphs
  if (typeof graphs !== 'object' || graphs === null) return false
  return Object.values(graphs).some(spec => {
    const where = typeof spec === 'string' ? spec : (spec as { path?: unknown }).path
    return typeof where === 'string' && /\.py(:|$)/.test(where)
  })
}

/** The path of `name` on PATH, if it is there and executable. */
async function onPath(name: string): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir === '') continue
    const candidate = path.join(dir, name)
    try {
      await access(candidate, constants.X_OK)
      return candidate
    } catch {
      // Not in this one.
    }
  }
  return undefined
}

/** A free loopback port (the OS picks it; it is free again once the probe closes). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => {
        resolve(port)
      })
    })
  })
}

/**
 * The server's environment: offline (no analytics, no tracing, no browser), without the
 * emulator's own `NODE_OPTIONS` and LangSmith settings, with the deployment's secrets.
 */
export function agentServerEnv(secrets: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const own = Object.entries(process.env).filter(
    ([name]) => name !== 'NODE_OPTIONS' && !/^(LANGSMITH_|LANGCHAIN_)/.test(name)
  )
  return {
    ...Object.fromEntries(own),
    ...secrets,
    LANGGRAPH_CLI_NO_ANALYTICS: '1',
    LANGSMITH_TRACING: 'false',
    LANGCHAIN_TRACING_V2: 'false',
    BROWSER: 'none',
    NO_COLOR: '1'
  }
}

/** The command that serves the config: LangChain's JS CLI, or `langgraph` for Python graphs. */
async function serverCommand(python: boolean): Promise<{ command: string; prefix: string[] }> {
  if (!python) return { command: process.execPath, prefix: [JS_CLI] }
  const langgraph = await onPath('langgraph')
  if (langgraph === undefined) {
    throw new BuildFailure(
      'this config has Python graphs, which the emulator serves with LangChain\'s Python agent server (`langgraph dev`), and `langgraph` is not on PATH: install it with pip install -U "langgraph-cli[inmem]" (Python 3.11+), then restart the emulator and deploy again'
    )
  }
  return { command: langgraph, prefix: [] }
}

/** Runs one build to a live server; throws {@link BuildFailure} with the reason otherwise. */
export async function runBuild(request: BuildRequest): Promise<BuiltServer> {
  const { dir, configPath, log } = request
  const configFile = path.resolve(dir, configPath)
  const config = await readConfig(configFile, configPath)
  const python = isPythonConfig(config)
  log(`Read graph configuration ${configPath}: ${python ? 'Python' : 'JS'} graphs`)
  const started = Date.now()
  const { command, prefix } = await serverCommand(python)
  if (!python) {
    const installed = await installDependencies(path.dirname(configFile), line => {
      log(line)
    })
    if (!installed.ok) throw new BuildFailure(installed.reason)
  }
  const installMs = Date.now() - started
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const args = ['dev', '--port', String(port), '--host', '127.0.0.1', '--no-browser', '--no-reload']
  log(
    `Starting LangChain's agent server: ${python ? 'langgraph' : 'langgraphjs'} ${args.join(' ')}`
  )
  let firstError: { message: string; at: number } | undefined
  const server = startChild({
    command,
    args: [...prefix, ...args, '--config', configFile],
    cwd: path.dirname(configFile),
    env: agentServerEnv(request.secrets),
    onLine: line => {
      const error = /^\s*error:/i.test(line) || /^\s+at /.test(line) ? 'ERROR' : 'INFO'
      if (line.trim() !== '') log(line, error)
      if (firstError === undefined && /^\s*error:/i.test(line)) {
        firstError = {
          message: line.replace(/^\s*error:\s*[▪┏┃┗]?\s*/i, '').trim(),
          at: Date.now()
        }
      }
    }
  })
  const failed = (): string | undefined =>
    request.cancelled()
      ? 'the revision no longer needs this build'
      : firstError !== undefined && Date.now() - firstError.at >= ERROR_SETTLE_MS
        ? firstError.message
        : undefined
  const problem = await waitForOk(url, { child: server, failed, timeoutMs: request.startTimeoutMs })
  if (problem !== undefined) {
    await server.stop()
    throw new BuildFailure(firstError?.message ?? problem)
  }
  return { url, server, installMs, startMs: Date.now() - started - installMs }
}
