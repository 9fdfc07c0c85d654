/**
 * A local emulator of the deployment control plane and of the agent servers it deploys, for
 * tests, benchmarks and demos. It is a real HTTP server on loopback:
 *
 * - `/v2/...` and `/api-host/v2/...`: the control plane (see control-plane.ts);
 * - `/agents/<deployment-id>/...`: that deployment's agent server, once a revision is live;
 * - anything else: 404 `{"detail":"Not Found"}`, or a web front end's HTML (option `root`).
 *
 * Faults can be injected on any route, and a test can read every request and the state.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { createAgentServer, type AgentServer } from './agent-server/index.js'
import { ControlPlane } from './control-plane.js'
import { FaultRegistry, applyFault } from './faults.js'
import {
  BodyTooLargeError,
  htmlPage,
  parseTarget,
  readBody,
  sendBody,
  sendJson,
  type RequestTarget
} from './http-util.js'
import { RequestLog, type LoggedRequest } from './request-log.js'
import { DeploymentStore, type DeploymentRecord } from './state.js'
import type {
  DeploymentScenario,
  DeploymentSnapshot,
  EmulatorOptions,
  EmulatorQuirks,
  RunningEmulator,
  SeedDeployment
} from './types.js'

export * from './types.js'

/** API key accepted when none is configured. */
export const DEFAULT_API_KEY = 'lsv2_emulator_key'

/** Workspace ID accepted when none is configured. */
export const DEFAULT_WORKSPACE_ID = '00000000-0000-4000-8000-000000000001'

/** Milliseconds per in-flight revision status when none is configured: fast, for tests. */
export const DEFAULT_STEP_MS = 20

const API_HOST_PREFIX = '/api-host'
const AGENTS_PREFIX = '/agents'

/** A pending delay that close() must cut short. */
interface PendingDelay {
  readonly timer: NodeJS.Timeout
  readonly resolve: (completed: boolean) => void
}

/** One running emulator; {@link startEmulator} hands out its public surface. */
class Emulator {
  readonly #options: EmulatorOptions
  readonly #now: () => number
  readonly #apiKey: string
  readonly #workspaceId: string
  readonly #server: Server
  readonly #faults = new FaultRegistry()
  readonly #log: RequestLog
  readonly #scenarios: Map<string, DeploymentScenario>
  readonly #store: DeploymentStore
  readonly #controlPlane: ControlPlane
  readonly #agents = new Map<string, AgentServer>()
  readonly #delays = new Set<PendingDelay>()
  #quirks: EmulatorQuirks
  #url = ''
  #closing: Promise<void> | undefined

  constructor(options: EmulatorOptions) {
    this.#options = options
    this.#now = options.now ?? Date.now
    this.#apiKey = options.apiKey ?? DEFAULT_API_KEY
    this.#workspaceId = options.workspaceId ?? DEFAULT_WORKSPACE_ID
    this.#quirks = {
      revisionListLagMs: 0,
      patchResponseRevision: 'new',
      ...options.quirks
    }
    this.#scenarios = new Map(Object.entries(options.scenarios ?? {}))
    this.#log = new RequestLog(options.requestLogLimit ?? 10_000, options.onRequest)
    this.#store = new DeploymentStore({
      workspaceId: this.#workspaceId,
      now: this.#now,
      stepMs: options.stepMs ?? DEFAULT_STEP_MS,
      schedule: options.schedule ?? {},
      scenarios: this.#scenarios,
      agentUrlField: options.agentUrlField ?? 'url',
      agentUrl: id => this.agentUrl(id),
      onDelete: id => {
        this.#stopAgent(id)
      }
    })
    this.#controlPlane = new ControlPlane(this.#store, {
      apiKey: this.#apiKey,
      workspaceId: this.#workspaceId,
      keyScope: options.keyScope ?? 'workspace',
      reservedNames: new Set(options.reservedNames ?? []),
      quirks: () => this.#quirks
    })
    this.#server = createServer((req, res) => {
      this.#onRequest(req, res).catch((error: unknown) => {
        this.#fail(res, error)
      })
    })
    // Hung requests and long agent streams are the point; Node's own limits must not end them.
    this.#server.requestTimeout = 0
    this.#server.headersTimeout = 0
    if (options.seed !== undefined) this.#store.seed(options.seed)
  }

  async listen(): Promise<void> {
    const host = this.#options.host ?? '127.0.0.1'
    await new Promise<void>((resolve, reject) => {
      this.#server.once('error', reject)
      this.#server.listen(this.#options.port ?? 0, host, () => {
        this.#server.off('error', reject)
        resolve()
      })
    })
    const { port } = this.#server.address() as AddressInfo
    const shownHost = host.includes(':') ? `[${host}]` : host
    this.#url = `http://${shownHost}:${port}`
  }

  get url(): string {
    return this.#url
  }

  get port(): number {
    return (this.#server.address() as AddressInfo).port
  }

  agentUrl(deploymentId: string): string {
    return `${this.#url}${AGENTS_PREFIX}/${deploymentId}`
  }

  surface(): RunningEmulator {
    const store = this.#store
    const log = this.#log
    const find = (idOrName: string): DeploymentRecord | undefined =>
      store.get(idOrName) ?? store.byName(idOrName)
    return {
      url: this.#url,
      port: this.port,
      apiKey: this.#apiKey,
      workspaceId: this.#workspaceId,
      faults: {
        add: rule => this.#faults.add(rule),
        clear: () => {
          this.#faults.clear()
        }
      },
      get requests() {
        return log.entries()
      },
      clearRequests: () => {
        log.clear()
      },
      state: {
        deployments: () => store.all().map(record => store.snapshot(record)),
        deployment: idOrName => {
          const record = find(idOrName)
          return record === undefined ? undefined : store.snapshot(record)
        },
        revisions: deploymentId => {
          const record = store.get(deploymentId)
          if (record === undefined) return []
          return store.revisions(record).map(revision => store.revisionToWire(record, revision))
        }
      },
      seed: (seeds: readonly SeedDeployment[]): DeploymentSnapshot[] =>
        store.seed(seeds).map(record => store.snapshot(record)),
      setScenario: (name, scenario) => {
        if (scenario === undefined) this.#scenarios.delete(name)
        else this.#scenarios.set(name, scenario)
      },
      setQuirks: quirks => {
        this.#quirks = { ...this.#quirks, ...quirks }
      },
      agentUrl: id => this.agentUrl(id),
      close: () => this.close()
    }
  }

  close(): Promise<void> {
    this.#closing ??= this.#shutDown()
    return this.#closing
  }

  async #shutDown(): Promise<void> {
    for (const pending of this.#delays) {
      clearTimeout(pending.timer)
      pending.resolve(false)
    }
    this.#delays.clear()
    for (const id of [...this.#agents.keys()]) this.#stopAgent(id)
    const closed = new Promise<void>(resolve => {
      this.#server.close(() => {
        resolve()
      })
    })
    this.#server.closeAllConnections()
    await closed
  }

  #delay(ms: number): Promise<boolean> {
    if (this.#closing !== undefined) return Promise.resolve(false)
    return new Promise(resolve => {
      const pending: PendingDelay = {
        timer: setTimeout(() => {
          this.#delays.delete(pending)
          resolve(true)
        }, ms),
        resolve
      }
      this.#delays.add(pending)
    })
  }

  async #onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const entry = this.#log.record(req, res, this.#now())
    const target = parseTarget(req.url)
    const method = (req.method ?? 'GET').toUpperCase()
    const fault = this.#faults.take(method, target.path, target.pathname)
    if (fault !== undefined) {
      entry.fault = fault.kind
      const outcome = await applyFault(fault, req, res, {
        readBody: async () => {
          entry.body = await this.#readBodyText(req)
        },
        delay: ms => this.#delay(ms)
      })
      if (outcome === 'answered') return
    }
    await this.#route(req, res, entry, target)
  }

  async #route(
    req: IncomingMessage,
    res: ServerResponse,
    entry: LoggedRequest,
    target: RequestTarget
  ): Promise<void> {
    const { pathname } = target
    if (pathname === API_HOST_PREFIX || pathname.startsWith(`${API_HOST_PREFIX}/`)) {
      const inner = pathname.slice(API_HOST_PREFIX.length)
      await this.#serveControlPlane(req, res, entry, inner === '' ? '/' : inner, target.query)
      return
    }
    if (pathname.startsWith(`${AGENTS_PREFIX}/`)) {
      await this.#serveAgent(req, res, target)
      return
    }
    const root = this.#options.root ?? 'control-plane'
    if (root === 'control-plane') {
      await this.#serveControlPlane(req, res, entry, pathname, target.query)
      return
    }
    // A self-hosted install's web front end answers every other path with its HTML.
    await readBody(req).catch(() => undefined)
    const status = root === 'html-404' ? 404 : 200
    sendBody(
      res,
      status,
      htmlPage(status === 404 ? 'Page not found' : 'LangSmith'),
      'text/html; charset=utf-8'
    )
  }

  async #serveControlPlane(
    req: IncomingMessage,
    res: ServerResponse,
    entry: LoggedRequest,
    pathname: string,
    query: URLSearchParams
  ): Promise<void> {
    let body: Buffer
    try {
      body = await readBody(req)
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error
      sendJson(res, 413, { detail: 'Request body too large.' }, { connection: 'close' })
      return
    }
    entry.body = body.toString('utf8')
    const answer = this.#controlPlane.respond({
      method: req.method ?? 'GET',
      pathname,
      query,
      headers: req.headers,
      body
    })
    sendJson(res, answer.status, answer.body, answer.headers)
  }

  async #serveAgent(
    req: IncomingMessage,
    res: ServerResponse,
    target: RequestTarget
  ): Promise<void> {
    const rest = target.path.slice(AGENTS_PREFIX.length + 1)
    const slash = rest.search(/[/?]/)
    const id = slash === -1 ? rest : rest.slice(0, slash)
    const below = slash === -1 ? '' : rest.slice(slash)
    const subPath = below.startsWith('/') ? below : `/${below}`
    const record = this.#store.get(id)
    if (record === undefined) {
      sendJson(res, 404, { detail: 'Not Found' })
      return
    }
    if (this.#store.activeRevision(record) === undefined) {
      sendJson(res, 503, {
        detail: `Deployment ${record.id} has no live revision yet.`
      })
      return
    }
    await this.#agentFor(record.id).handle(req, res, subPath)
  }

  #agentFor(deploymentId: string): AgentServer {
    let agent = this.#agents.get(deploymentId)
    if (agent === undefined) {
      agent = createAgentServer({
        ...(this.#options.agentAuth === false ? {} : { apiKey: this.#apiKey }),
        ...(this.#options.agentTickMs === undefined ? {} : { tickMs: this.#options.agentTickMs })
      })
      this.#agents.set(deploymentId, agent)
    }
    return agent
  }

  #stopAgent(deploymentId: string): void {
    const agent = this.#agents.get(deploymentId)
    if (agent === undefined) return
    this.#agents.delete(deploymentId)
    agent.close()
  }

  async #readBodyText(req: IncomingMessage): Promise<string> {
    try {
      return (await readBody(req)).toString('utf8')
    } catch (error) {
      if (error instanceof BodyTooLargeError) return ''
      throw error
    }
  }

  /** Last resort for an unexpected error: a 500 if nothing was sent yet, else a cut. */
  #fail(res: ServerResponse, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error)
    if (res.headersSent || res.destroyed) {
      res.destroy()
      return
    }
    sendJson(res, 500, { detail: `Emulator error: ${message}` })
  }
}

/**
 * Starts an emulator on loopback (port 0 unless configured) and resolves once it listens.
 * Close it with `close()`; it holds no timers of its own between requests.
 */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const emulator = new Emulator(options)
  await emulator.listen()
  return emulator.surface()
}
