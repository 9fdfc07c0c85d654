/**
 * Owns the agent servers mounted under `/agents/<deployment-id>`: one per deployment, started
 * on its first request once a revision is live, stopped when the deployment goes; and what stands
 * in front of them on the way in (the Cloud's payload limit, the wake of a sleeping deployment).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import {
  createAgentServer,
  type AgentServer,
  type AgentServerOptions,
  type BodyLimit
} from './agent-server/index.js'
import { deployedGraphs, type GraphSources } from './deployed-graphs.js'
import { sendJson, type RequestTarget } from './base/http-util.js'
import type { RevisionRecord } from './control-plane/records.js'
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
}

/** The agent servers of one emulator. */
export class AgentMounts {
  readonly #agents = new Map<string, AgentServer>()
  readonly #store: DeploymentStore
  readonly #options: AgentServerOptions
  readonly #graphSources: GraphSources
  readonly #ingress: Ingress
  #closed = false
  /** Graphs offered by each live revision, read once. */
  readonly #graphs = new Map<string, Promise<readonly string[]>>()

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
    const agent = this.#agentFor(record.id)
    agent.offer(await this.#graphsOf(live))
    await agent.handle(req, res, subPath)
  }

  #graphsOf(revision: RevisionRecord): Promise<readonly string[]> {
    let graphs = this.#graphs.get(revision.id)
    if (graphs === undefined) {
      graphs = deployedGraphs(revision, this.#graphSources)
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
