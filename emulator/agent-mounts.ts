/**
 * Owns the agent servers mounted under `/agents/<deployment-id>`: a revision built for real is
 * served by its own LangChain server (builds/), any other by a built-in one per deployment,
 * started on its first request once a revision is live, stopped when the deployment goes; and
 * what stands in front of them (the API key, Cloud's payload limit, the wake of a sleeping one).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import {
  createAgentServer,
  type AgentServer,
  type AgentServerOptions,
  type BodyLimit
} from './agent-server/index.js'
import { agentKeyRefusal } from './base/auth.js'
import { proxyToAgent } from './builds/agent-proxy.js'
import { deployedGraphs, type GraphSources } from './deployed-graphs.js'
import { sendJson, type RequestTarget } from './base/http-util.js'
import type { DeploymentRecord, RevisionRecord } from './control-plane/records.js'
import type { DeploymentStore } from './control-plane/state.js'
import { refuseOverLimit } from './payload-limit.js'
import type { LoggedRequest } from './request-log.js'
import type { ScaleToZero } from './scale-to-zero.js'

/** The path prefix of every agent server. */
export const AGENTS_PREFIX = '/agents'

/** What stands between a request and the agent server. */
export interface Ingress {
  /** The payload limit in front of every agent server (Cloud's 25 MB), if any. */
  readonly limit: BodyLimit | undefined
  readonly scaleToZero: ScaleToZero
  /** The URL of the live server a revision's real build started, while it runs. */
  readonly builtServer: (revisionId: string) => string | undefined
  /** Stops the real servers of a deployment. */
  readonly stopBuilt: (deploymentId: string) => void
}

/** The agent servers of one emulator. */
export class AgentMounts {
  readonly #agents = new Map<string, AgentServer>()
  readonly #store: DeploymentStore
  readonly #options: AgentServerOptions
  readonly #graphSources: GraphSources
  readonly #ingress: Ingress
  #closed = false
  /** Graphs offered by each live revision (undefined: no config), read once. */
  readonly #graphs = new Map<string, Promise<readonly string[] | undefined>>()

  constructor(
    store: DeploymentStore,
    options: AgentServerOptions,
    graphSources: GraphSources,
    ingress: Ingress
  ) {
    this.#store = store
    this.#options = {
      ...options,
      ...(ingress.limit === undefined ? {} : { bodyLimit: ingress.limit })
    }
    this.#graphSources = graphSources
    this.#ingress = ingress
  }

  /**
   * Answers a request below `/agents/`: 404 unknown, 503 until live, 413 over the payload limit,
   * else its agent server, once the deployment is awake (the wake is noted on `entry`).
   */
  async serve(
    req: IncomingMessage,
    res: ServerResponse,
    target: RequestTarget,
    entry: LoggedRequest
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
    const live = this.#store.activeRevision(record)
    if (live === undefined) {
      sendJson(res, 503, { detail: `Deployment ${record.id} has no live revision yet.` })
      return
    }
    const { limit, scaleToZero } = this.#ingress
    if (limit !== undefined && (await refuseOverLimit(req, res, limit))) return
    const deployment = { id: record.id, type: record.sourceConfig.deployment_type }
    entry.wake = await scaleToZero.admit(deployment, live.id, res)
    // A wake that the emulator's close cut short serves nothing: its socket is gone.
    if (this.#closed) return
    if (live.build !== undefined) {
      await this.#proxy(req, res, live.id, subPath)
      return
    }
    const agent = this.#agentFor(record.id)
    const graphs = await this.#graphsOf(record, live)
    agent.offer(graphs ?? this.#graphSources.graphs, graphs === undefined)
    await agent.handle(req, res, subPath)
  }

  /** Passes a request on to the revision's real server, past the key check (`GET /ok` is open). */
  async #proxy(req: IncomingMessage, res: ServerResponse, revisionId: string, subPath: string) {
    const { apiKey } = this.#options
    const open = req.method === 'GET' && subPath.split('?')[0] === '/ok'
    const refusal = apiKey === undefined || open ? undefined : agentKeyRefusal(req.headers, apiKey)
    if (refusal !== undefined) {
      sendJson(res, refusal.status, { detail: refusal.detail })
      return
    }
    const upstream = this.#ingress.builtServer(revisionId)
    if (upstream === undefined) {
      sendJson(res, 503, { detail: `The agent server of revision ${revisionId} is not running.` })
      return
    }
    await proxyToAgent(req, res, upstream, subPath)
  }

  #graphsOf(
    record: DeploymentRecord,
    revision: RevisionRecord
  ): Promise<readonly string[] | undefined> {
    let graphs = this.#graphs.get(revision.id)
    if (graphs === undefined) {
      graphs = deployedGraphs(record, revision, this.#graphSources)
      this.#graphs.set(revision.id, graphs)
    }
    return graphs
  }

  #agentFor(deploymentId: string): AgentServer {
    let agent = this.#agents.get(deploymentId)
    if (agent === undefined) {
      agent = createAgentServer(this.#options)
      this.#agents.set(deploymentId, agent)
    }
    return agent
  }

  /** Stops a deployment's agent server, if it runs. */
  stop(deploymentId: string): void {
    this.#ingress.scaleToZero.forget(deploymentId)
    this.#ingress.stopBuilt(deploymentId)
    const agent = this.#agents.get(deploymentId)
    if (agent === undefined) return
    this.#agents.delete(deploymentId)
    agent.close()
  }

  /** Stops every agent server, for good. */
  stopAll(): void {
    this.#closed = true
    for (const id of [...this.#agents.keys()]) this.stop(id)
  }
}
