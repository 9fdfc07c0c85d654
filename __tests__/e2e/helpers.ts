import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer as createHttpServer, request as httpRequest } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, beforeAll, beforeEach, expect } from '@jest/globals'
import {
  type EmulatorOptions,
  type FaultRule,
  type RunningEmulator,
  startEmulator
} from '../../emulator/index.js'
import { type ActionRun, runAction } from '../../emulator/runner.js'

/** Every `::error::` line (the step's failure, not annotations with properties), decoded. */
export function errorLines(run: Pick<ActionRun, 'stdout'>): string[] {
  return run.stdout
    .split('\n')
    .filter(line => line.startsWith('::error::'))
    .map(line =>
      line
        .slice('::error::'.length)
        .replace(/%0A/g, '\n')
        .replace(/%0D/g, '\r')
        .replace(/%25/g, '%')
    )
}

/** The message the step failed with ('' when it did not fail). */
export function failure(run: Pick<ActionRun, 'stdout'>): string {
  return errorLines(run)[0] ?? ''
}

/**
 * The leak scan: no secret in stdout (other than in the runner's own `::add-mask::` commands),
 * stderr, the job summary or the outputs.
 */
export function expectNoLeak(run: ActionRun, secrets: readonly string[]): void {
  const stdout = run.stdout
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
  const everything = [stdout, run.stderr, run.summary, JSON.stringify(run.outputs)].join('\n')
  for (const secret of secrets) expect(everything).not.toContain(secret)
}

/** What an e2e run against the emulator is signed with. */
export interface EmulatorAccount {
  readonly url: string
  readonly key: string
  readonly workspace: string
}

/**
 * How a run says it cannot prove which revision its `write` of deployment `name` (`id`) made
 * (ownership.ts): the start of its failure.
 */
export function cannotTellWhich(write: 'update' | 'redeploy', name: string, id: string): string {
  return `cannot tell which revision the ${write} of deployment "${name}" (${id}) made`
}

/** The writes (anything but a read) sent to the control plane about deployment `id`, as `METHOD path`. */
export function writesAbout(emulator: RunningEmulator, id: string): string[] {
  return emulator.requests
    .map(r => ({ ...r, path: r.path.split('?')[0] ?? '' }))
    .filter(r => r.listener === 'api' && r.method !== 'GET')
    .filter(r => r.path.startsWith(`/v2/deployments/${id}`))
    .map(r => `${r.method} ${r.path}`)
}

/** The inputs of a deploy of ref `broken` whose smoke test's graph throws, with rollback-on-failure. */
export const FAILING_SMOKE: Readonly<Record<string, string>> = {
  'smoke-test': 'true',
  'smoke-assistant-id': 'failing',
  'rollback-on-failure': 'true',
  'repo-ref': 'broken'
}

/** The emulator of one test file, and the account its runs are signed with. */
export interface FileEmulator {
  /** The emulator (once the file's `beforeAll` has started it). */
  readonly emulator: RunningEmulator
  /** Its url, key and workspace, for {@link runOnEmulator}. */
  readonly account: EmulatorAccount
}

/**
 * Starts an emulator with `options` before the tests of the file that calls it (at its top level)
 * and closes it after them; before each test, its faults and its request log are cleared.
 */
export function emulatorForFile(options: EmulatorOptions): FileEmulator {
  let running: RunningEmulator | undefined
  const started = (): RunningEmulator => {
    if (running === undefined) throw new Error('the emulator is started in beforeAll')
    return running
  }
  beforeAll(async () => {
    running = await startEmulator(options)
  })
  afterAll(async () => {
    await running?.close()
  })
  beforeEach(() => {
    started().faults.clear()
    started().clearRequests()
  })
  return {
    get emulator() {
      return started()
    },
    get account() {
      const { url, apiKey, workspaceId } = started()
      return { url, key: apiKey, workspace: workspaceId }
    }
  }
}

/** How {@link runOnEmulator} runs the action, beyond its inputs. */
export interface EmulatorRunOptions {
  readonly env?: Record<string, string>
  /** Values besides the key that must never show (the leak scan looks for them too). */
  readonly secrets?: readonly string[]
  /**
   * `fast` (the default) polls every 0.1 s; `default` gives no poll-interval-seconds, so the
   * action waits at action.yml's adaptive pace, in real time, as users run it.
   */
  readonly pace?: 'fast' | 'default'
  /** How long the run may take (60 s unless given). */
  readonly timeoutMs?: number
  /** Called with the action's pid once it runs (to signal it). */
  readonly onSpawn?: (pid: number) => void
}

/**
 * Runs dist/index.js as the runner does against the emulator at `account.url`, with the inputs
 * every e2e run shares (the key, the workspace, a 0.1 s poll unless `pace` is `default`) under
 * `inputs`, then the leak scan for the key and `secrets`.
 */
export async function runOnEmulator(
  account: EmulatorAccount,
  inputs: Record<string, string>,
  options: EmulatorRunOptions = {}
): Promise<ActionRun> {
  const run = await runAction({
    env: options.env,
    inputs: {
      'api-key': account.key,
      'workspace-id': account.workspace,
      'api-url': account.url,
      ...(options.pace === 'default' ? {} : { 'poll-interval-seconds': '0.1' }),
      ...inputs
    },
    timeoutMs: options.timeoutMs ?? 60_000,
    ...(options.onSpawn === undefined ? {} : { onSpawn: options.onSpawn })
  })
  expectNoLeak(run, [account.key, ...(options.secrets ?? [])])
  return run
}

/** One request a {@link CloudFront} passed on to the emulator, by the cloud host it was sent to. */
export interface CloudRequest {
  readonly host: string
  readonly method: string
  readonly path: string
  /** Whether it carried `x-api-key`. */
  readonly keyed: boolean
}

/**
 * The emulator standing for LangChain's cloud hosts (`eu.api.host.langchain.com`, ...), as the
 * runner's proxy sees a run: a run given `env` sends every request to a cloud host through it
 * (HTTPS_PROXY); it answers each CONNECT as that host, under a certificate made for the test and
 * trusted through NODE_EXTRA_CA_CERTS, and passes the request on to the emulator.
 */
export interface CloudFront {
  readonly env: Record<string, string>
  /** Every CONNECT target asked for (`host:443`), in order. */
  readonly connects: string[]
  readonly requests: CloudRequest[]
  close(): Promise<void>
}

/**
 * Starts a {@link CloudFront} in front of the emulator at `emulatorUrl` for the hosts of `routes`,
 * each mapped to the path prefix the emulator serves it under ('' for the control plane, the
 * LangSmith API's `/api/v1`). Needs openssl, to make the certificate.
 */
export async function startCloudFront(
  emulatorUrl: string,
  routes: Readonly<Record<string, string>>
): Promise<CloudFront> {
  const hosts = Object.keys(routes)
  const dir = await mkdtemp(path.join(tmpdir(), 'cloud-front-'))
  const keyFile = path.join(dir, 'key.pem')
  const certFile = path.join(dir, 'cert.pem')
  const subject = ['-subj', '/CN=langgraph-deploy-action e2e', '-keyout', keyFile, '-out', certFile]
  const names = `subjectAltName=${hosts.map(host => `DNS:${host}`).join(',')}`
  const request = 'req -x509 -nodes -days 1 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1'
  execFileSync('openssl', [...request.split(' '), ...subject, '-addext', names], {
    stdio: 'ignore'
  })
  const connects: string[] = []
  const requests: CloudRequest[] = []
  const sockets = new Set<Socket>()
  const upstream = new URL(emulatorUrl)
  const front = createHttpsServer(
    { key: await readFile(keyFile), cert: await readFile(certFile) },
    (request, response) => {
      const { method = 'GET', url = '/', headers } = request
      const host = headers.host ?? ''
      requests.push({ host, method, path: url, keyed: 'x-api-key' in headers })
      const prefix = routes[host] ?? ''
      const onward = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method,
          path: `${prefix}${url}`,
          headers,
          agent: false
        },
        answer => {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
        }
      )
      onward.on('error', () => response.destroy())
      request.pipe(onward)
    }
  )
  const proxy = createHttpServer((_request, response) => {
    response.statusCode = 405
    response.end()
  })
  proxy.on('connect', (request: { url?: string }, socket: Socket, head: Buffer) => {
    connects.push(request.url ?? '')
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.write('HTTP/1.1 200 Connection established\r\n\r\n')
    if (head.length > 0) socket.unshift(head)
    front.emit('connection', socket)
  })
  await new Promise<void>(resolve => proxy.listen(0, '127.0.0.1', resolve))
  return {
    env: {
      HTTPS_PROXY: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      NODE_EXTRA_CA_CERTS: certFile
    },
    connects,
    requests,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>(resolve => {
        proxy.close(() => {
          resolve()
        })
      })
      await rm(dir, { recursive: true, force: true })
    }
  }
}

/** Once the next request of deployment `id` comes, another run's revision of `ref` lands first. */
export function secondWriterAtNextRequest(id: string, ref: string): FaultRule {
  return {
    path: new RegExp(`^/v2/deployments/${id}(/|$|\\?)`),
    times: 1,
    fault: { kind: 'second-writer', revision: { repo_ref: ref, deploymentId: id } }
  }
}
