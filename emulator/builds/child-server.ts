/**
 * Owns a server run as a child process in its own process group (LangChain's CLI starts the
 * agent server as a grandchild): its output line by line, waiting for `GET /ok`, and stopping
 * the whole group so that no orphan is left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import * as http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

const POLL_MS = 100
const STOP_GRACE_MS = 5000

/** What to run, where, and where its output goes (one call per line, ANSI colours removed). */
export interface ChildSpec {
  readonly command: string
  readonly args: readonly string[]
  readonly cwd: string
  readonly env: NodeJS.ProcessEnv
  readonly onLine: (line: string, stream: 'stdout' | 'stderr') => void
}

/** A child process group; {@link ChildServer.stop} ends all of it. */
export interface ChildServer {
  /** Why it is no longer running ("exited with code 1"), or undefined while it runs. */
  exit(): string | undefined
  /** Resolves once it exited (after {@link ChildServer.stop}, or by itself). */
  readonly exited: Promise<void>
  /** SIGTERM to the group, SIGKILL after a grace period. Safe to call twice. */
  stop(): Promise<void>
}

/** Removes the ANSI colour and style codes from a terminal line. */
export function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '')
}

/** Calls `onLine` with each complete line of a stream (and the last one at its end). */
function eachLine(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let rest = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk: string) => {
    const parts = (rest + chunk).split(/\r?\n/)
    rest = parts.pop() ?? ''
    for (const part of parts) onLine(stripAnsi(part))
  })
  stream.on('end', () => {
    if (rest !== '') onLine(stripAnsi(rest))
  })
}

/** Starts `spec` in a process group of its own; killed with the emulator's process too. */
export function startChild(spec: ChildSpec): ChildServer {
  const child = spawn(spec.command, [...spec.args], {
    cwd: spec.cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: spec.env
  })
  let exit: string | undefined
  const exited = new Promise<void>(resolve => {
    child.once('exit', (code, signal) => {
      exit = signal === null ? `exited with code ${String(code)}` : `was killed by ${signal}`
      resolve()
    })
    child.once('error', error => {
      exit = `could not start: ${error.message}`
      resolve()
    })
  })
  eachLine(child.stdout, line => {
    spec.onLine(line, 'stdout')
  })
  eachLine(child.stderr, line => {
    spec.onLine(line, 'stderr')
  })
  const killOnExit = (): void => {
    killGroup(child, 'SIGKILL')
  }
  process.once('exit', killOnExit)
  let stopping: Promise<void> | undefined
  return {
    exit: () => exit,
    exited,
    stop: () => {
      stopping ??= (async () => {
        process.removeListener('exit', killOnExit)
        await stopGroup(child, exited)
      })()
      return stopping
    }
  }
}

/** When {@link waitForOk} gives up: the child's end, a failure it printed, or the deadline. */
export interface ReadyWatch {
  readonly child: ChildServer
  /** A reason to stop waiting that the caller saw (an error line), else undefined. */
  readonly failed: () => string | undefined
  readonly timeoutMs: number
}

/** Waits until `GET <url>/ok` answers 200; resolves undefined then, else why it never will. */
export async function waitForOk(url: string, watch: ReadyWatch): Promise<string | undefined> {
  const giveUp = Date.now() + watch.timeoutMs
  for (;;) {
    const exit = watch.child.exit()
    if (exit !== undefined) return `the server ${exit} before ${url}/ok answered`
    const failed = watch.failed()
    if (failed !== undefined) return failed
    if ((await statusOf(`${url}/ok`)) === 200) return undefined
    if (Date.now() > giveUp) return `${url}/ok did not answer 200 within ${watch.timeoutMs} ms`
    await sleep(POLL_MS)
  }
}

/** The status of a GET, or undefined when nothing answered. No connection is kept open. */
export function statusOf(url: string): Promise<number | undefined> {
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
 * SIGTERM to the group, so the CLI stops its server as on Ctrl-C; once it exited (or after a
 * grace period), SIGKILL to whatever of the group is left. A process killed with SIGKILL holds
 * no port, so the group is not polled until empty.
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
  child.stdout?.destroy()
  child.stderr?.destroy()
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // The group is gone already.
  }
}
