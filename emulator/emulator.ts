// Owns one running emulator: its two loopback listeners (the API, and the storage host that
// takes source uploads), the parts behind them, request logging, faults, and shutting down.
import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { AGENTS_PREFIX } from './agent-mounts.js'
import { agentServing, type AgentServing } from './agent-serving.js'
import { dashboardPage } from './control-plane/dashboard.js'
import { ApiFront, type Routed } from './api-front.js'
import type { ControlPlaneSettings } from './control-plane/router.js'
import {
  DEFAULT_API_KEY,
  DEFAULT_LISTENER_ID,
  DEFAULT_STEP_MS,
  DEFAULT_WORKSPACE_ID
} from './base/defaults.js'
import type { Fault, SecondWrite } from './faults/fault-types.js'
import { FaultRegistry, applyFault } from './faults/faults.js'
import {
  htmlPage,
  listen,
  parseTarget,
  readBody,
  readBodyText,
  sendBody,
  sendJson,
  type RequestTarget
} from './base/http-util.js'
import {
  DEFAULT_INTEGRATIONS,
  type EmulatedIntegration,
  knowsIntegration
} from './integrations/integrations.js'
import { LangSmithApi, langSmithPath } from './langsmith/router.js'
import { RequestLog, type LoggedRequest } from './request-log.js'
import { BranchHeads, CONTROL_PREFIX, serveControl } from './scripted.js'
import { SEED_DEFAULT_TYPE, pricingOf } from './control-plane/pricing.js'
import { seedDeployments, type SeedDefaults } from './control-plane/seed.js'
import { Delays } from './delays.js'
import { DEFAULT_IDLE_MS, ScaleToZero } from './scale-to-zero.js'
import { defaultIsTag } from './control-plane/source-rules.js'
import { DeploymentStore } from './control-plane/state.js'
import { KeptState } from './persist/kept-state.js'
import { SourceStorage } from './storage/storage.js'
import { buildSurface } from './surface.js'
import type {
  DeploymentScenario,
  EmulatorOptions,
  EmulatorQuirks,
  RunningEmulator
} from './types.js'
import { canonicalUuid, isUuid } from './base/validation.js'

const API_HOST_PREFIX = '/api-host'

function listenerIdOf(options: EmulatorOptions): string {
  const id = options.listenerId ?? DEFAULT_LISTENER_ID
  if (!isUuid(id)) throw new TypeError(`emulator option listenerId must be a UUID, got "${id}"`)
  return canonicalUuid(id)
}

/** How long a delete takes: `deleteMs`, else two steps of the revision clock. */
function deleteMsOf(options: EmulatorOptions): number {
  const ms = options.deleteMs ?? 2 * (options.stepMs ?? DEFAULT_STEP_MS)
  if (!Number.isFinite(ms) || ms < 0) {
    throw new TypeError(`emulator option deleteMs must be a number >= 0, got ${ms}`)
  }
  return ms
}

/** One running emulator; {@link buildSurface} hands out its public surface. */
export class Emulator {
  readonly options: EmulatorOptions
  readonly now: () => number
  readonly apiKey: string
  readonly workspaceId: string
  readonly listenerId: string
  readonly faults = new FaultRegistry()
  readonly log: RequestLog
  readonly scenarios: Map<string, DeploymentScenario>
  readonly heads: BranchHeads
  readonly store: DeploymentStore
  readonly storage: SourceStorage
  readonly integrations: readonly EmulatedIntegration[]
  readonly seedDefaults: SeedDefaults
  readonly scaleToZero: ScaleToZero
  quirks: EmulatorQuirks
  url = ''
  storageUrl = ''
  readonly #server: Server
  readonly #storageServer: Server
  readonly #api: ApiFront
  readonly #serving: AgentServing
  readonly langsmith: LangSmithApi
  readonly #delays = new Delays()
  #closing: Promise<void> | undefined
  /** The state kept in `stateDir`, if given. */
  readonly kept: KeptState | undefined

  constructor(options: EmulatorOptions) {
    this.options = options
    this.now = options.now ?? Date.now
    this.apiKey = options.apiKey ?? DEFAULT_API_KEY
    this.workspaceId = options.workspaceId ?? DEFAULT_WORKSPACE_ID
    this.listenerId = listenerIdOf(options)
    this.quirks = {
      revisionListLagMs: 0,
      patchResponseRevision: 'new',
      topLevelUrl: false,
      ignoresNameFilter: false,
      readsBehindWrites: 0,
      ...options.quirks
    }
    this.scenarios = new Map(Object.entries(options.scenarios ?? {}))
    this.heads = new BranchHeads(options.heads)
    this.log = new RequestLog(options.requestLogLimit ?? 10_000, options.onRequest)
    this.storage = new SourceStorage(this.now)
    this.integrations = options.githubIntegrations ?? DEFAULT_INTEGRATIONS
    this.store = new DeploymentStore({
      workspaceId: this.workspaceId,
      now: this.now,
      stepMs: options.stepMs ?? DEFAULT_STEP_MS,
      deleteMs: deleteMsOf(options),
      schedule: options.schedule ?? {},
      scenarios: this.scenarios,
      agentUrlField: options.agentUrlField ?? 'custom_url',
      agentUrl: id => this.agentUrl(id),
      quirks: () => this.quirks,
      commitSha: options.commitSha ?? this.heads.commitSha,
      onDelete: id => {
        this.#serving.agents.stop(id)
      },
      onRevision: (record, revision) => {
        this.#serving.builds?.buildRevision(record, revision)
      }
    })
    const pricing = pricingOf(options.pricing)
    this.seedDefaults = { listenerId: this.listenerId, deploymentType: SEED_DEFAULT_TYPE[pricing] }
    this.scaleToZero = new ScaleToZero({
      wakeMs: options.wakeMs ?? 0,
      idleMs: options.idleMs ?? DEFAULT_IDLE_MS,
      now: this.now,
      wait: ms => this.#delays.wait(ms)
    })
    this.#serving = agentServing(options, this)
    const controlPlane: ControlPlaneSettings = {
      apiKey: this.apiKey,
      workspaceId: this.workspaceId,
      keyScope: options.keyScope ?? 'workspace',
      reservedNames: new Set(options.reservedNames ?? []),
      quirks: () => this.quirks,
      rules: {
        listenerId: this.listenerId,
        isTag: options.isTag ?? defaultIsTag,
        uploaded: objectPath => this.storage.uploaded(objectPath),
        knowsIntegration: id => knowsIntegration(this.integrations, id),
        plays: options.plays ?? 'cloud',
        pricing
      },
      issueUpload: id => this.storage.issue(id),
      createRevisionRoute: options.createRevisionRoute !== false,
      integrations: this.integrations
    }
    this.#api = new ApiFront(this.store, controlPlane, this.faults)
    const datasets = options.datasets ?? []
    this.langsmith = new LangSmithApi({ ...controlPlane, now: this.now, datasets })
    this.#server = this.#createServer((req, res) => this.#onRequest(req, res))
    this.#storageServer = this.#createServer((req, res) => this.#onStorageRequest(req, res))
    this.kept = options.stateDir === undefined ? undefined : new KeptState(options.stateDir, this)
    if (this.kept !== undefined) this.#serving.builds?.rebuildAfterRestart()
    if (options.seed !== undefined) seedDeployments(this.store, options.seed, this.seedDefaults)
  }

  #createServer(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Server {
    const server = createServer((req, res) => {
      handle(req, res).catch((error: unknown) => {
        this.#fail(res, error)
      })
    })
    // Hung requests and long agent streams are the point; Node's own limits must not end them.
    server.requestTimeout = 0
    server.headersTimeout = 0
    return server
  }

  async listen(): Promise<void> {
    const host = this.options.host ?? '127.0.0.1'
    this.url = await listen(this.#server, host, this.options.port ?? 0)
    this.storageUrl = await listen(this.#storageServer, host, this.options.storagePort ?? 0)
    this.storage.setBaseUrl(this.storageUrl)
  }

  get port(): number {
    return (this.#server.address() as AddressInfo).port
  }

  /** Serves `socket` on the listener at `port` (sim/net.ts's in-memory network); false if none. */
  accept(port: number, socket: Duplex): boolean {
    const listeners = [this.#server, this.#storageServer]
    const server = listeners.find(one => (one.address() as AddressInfo | null)?.port === port)
    server?.emit('connection', socket)
    return server !== undefined
  }

  agentUrl(deploymentId: string): string {
    return `${this.options.publicUrl ?? this.url}${AGENTS_PREFIX}/${deploymentId}`
  }

  surface(): RunningEmulator {
    return buildSurface(this)
  }

  close(): Promise<void> {
    this.#closing ??= this.#shutDown()
    return this.#closing
  }

  async #shutDown(): Promise<void> {
    this.#delays.cancelAll()
    this.#serving.agents.stopAll()
    await this.#serving.builds?.close()
    await Promise.all(
      [this.#server, this.#storageServer].map(server => {
        const closed = once(server, 'close')
        server.close()
        server.closeAllConnections()
        return closed
      })
    )
    this.kept?.save()
  }

  /**
   * Applies a fault, if one fires: 'answered' when the fault answered, else the fault that the
   * control plane must still play (a rewrite or a stale read) or undefined.
   */
  async #admit(
    req: IncomingMessage,
    res: ServerResponse,
    entry: LoggedRequest,
    target: RequestTarget
  ): Promise<Fault | 'answered' | undefined> {
    const fault = this.faults.take(
      (req.method ?? 'GET').toUpperCase(),
      target.path,
      target.pathname,
      candidate => candidate.kind !== 'stale-read' || this.#api.canReadStale
    )
    if (fault === undefined) return undefined
    entry.fault = fault.kind
    const outcome = await applyFault(fault, req, res, {
      readBody: async () => {
        const text = await readBodyText(req)
        // An upload's bytes are no text to log; `uploads` keeps the accepted ones.
        if (entry.listener === 'api') entry.body = text
      },
      delay: ms => this.#delays.wait(ms),
      secondWrite: revision => {
        this.#secondWrite(target.pathname, revision)
      },
      sent: text => {
        entry.responseBody = text
      }
    })
    return outcome === 'answered' ? 'answered' : fault
  }

  /**
   * A second writer's revision of the deployment `pathname` names (`/v2/deployments/{id}...`),
   * or of the one `deploymentId` names (a request to an agent, say).
   */
  #secondWrite(pathname: string, { deploymentId, ...revision }: SecondWrite): void {
    const inner = pathname.startsWith(API_HOST_PREFIX)
      ? pathname.slice(API_HOST_PREFIX.length)
      : pathname
    const id = deploymentId ?? decodeURIComponent(inner.split('/')[3] ?? '')
    const record = this.store.get(id)
    if (record === undefined) {
      const named = deploymentId === undefined ? `the path ${pathname}` : 'deploymentId'
      throw new Error(`second-writer fault: ${named} names no deployment`)
    }
    this.store.update(record, { revisionConfig: { ...revision }, newRevision: true })
  }

  async #onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const entry = this.log.record(req, res, this.now())
    const target = parseTarget(req.url)
    const fault = await this.#admit(req, res, entry, target)
    if (fault !== 'answered') await this.#route(req, res, { entry, target, fault })
    this.kept?.answered(req.method)
  }

  async #onStorageRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const entry = this.log.record(req, res, this.now(), 'storage')
    const target = parseTarget(req.url)
    const fault = await this.#admit(req, res, entry, target)
    if (fault !== 'answered') await this.storage.handle(req, res, target)
    this.kept?.answered(req.method)
  }

  async #route(req: IncomingMessage, res: ServerResponse, routed: Routed): Promise<void> {
    const { pathname } = routed.target
    if (pathname === API_HOST_PREFIX || pathname.startsWith(`${API_HOST_PREFIX}/`)) {
      const inner = pathname.slice(API_HOST_PREFIX.length)
      await this.#api.serve(req, res, routed, inner === '' ? '/' : inner)
      return
    }
    const inLangSmith = langSmithPath(pathname)
    if (inLangSmith !== undefined) {
      await this.#api.serve(req, res, routed, inLangSmith, this.langsmith)
      return
    }
    const { target } = routed
    if (pathname.startsWith(`${AGENTS_PREFIX}/`)) {
      await this.#serving.agents.serve(req, res, target, routed.entry)
      return
    }
    if (pathname.startsWith(`${CONTROL_PREFIX}/`)) {
      await serveControl(req, res, pathname, this)
      return
    }
    const dashboard =
      dashboardPage(this.store, this.workspaceId, pathname) ??
      this.langsmith.page(pathname, target.query)
    if (dashboard !== undefined) {
      await readBody(req).catch(() => undefined)
      sendBody(res, dashboard.status, dashboard.body, 'text/html; charset=utf-8')
      return
    }
    const root = this.options.root ?? 'control-plane'
    if (root === 'control-plane') {
      await this.#api.serve(req, res, routed, pathname)
      return
    }
    // A self-hosted install's web front end answers every other path with its HTML.
    await readBody(req).catch(() => undefined)
    const status = root === 'html-404' ? 404 : 200
    const page = htmlPage(status === 404 ? 'Page not found' : 'LangSmith')
    sendBody(res, status, page, 'text/html; charset=utf-8')
  }

  /** Last resort for an unexpected error: a 500 if nothing was sent yet, else a cut. */
  #fail(res: ServerResponse, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error)
    if (res.headersSent || res.destroyed) res.destroy()
    else sendJson(res, 500, { detail: `Emulator error: ${message}` })
  }
}
