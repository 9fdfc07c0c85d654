/**
 * Owns the agent servers mounted under `/agents/<deployment-id>`: one per deployment, started
 * on its first request once a revision is live, stopped when the deployment goes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import {
  createAgentServer,
  type AgentServer,
  type AgentServerOptions
} from './agent-server/index.js'
import { deployedGraphs, type GraphSources } from './deployed-graphs.js'
import { sendJson, type RequestTarget } from './base/http-util.js'
import type { RevisionRecord } from './control-plane/records.js'
import type { DeploymentStore } from './control-plane/state.js'

/** The path prefix of every agent server. */
export const AGENTS_PREFIX = '/agents'

/** The agent servers of one emulator. */
export class AgentMounts {
  readonly #agents = new Map<string, AgentServer>()
  readonly #store: DeploymentStore
  readonly #options: AgentServerOptions
  readonly #graphSources: GraphSources
  /** Graphs offered by each live revision, read once. */
  readonly #graphs = new Map<string, Promise<readonly string[]>>()

  constructor(store: DeploymentStore, options: AgentServerOptions, graphSources: GraphSources) {
    this.#store = store
    this.#options = options
    this.#graphSources = graphSources
  }

  /** Answers a request below `/agents/`: 404 unknown, 503 until live, else its agent server. */
  async serve(req: IncomingMessage, res: ServerResponse, target: RequestTarget): Promise<void> {
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
    const agent = this.#agents.get(deploymentId)
    if (agent === undefined) return
    this.#agents.delete(deploymentId)
    agent.close()
  }

  /** Stops every agent server. */
  stopAll(): void {
    for (const id of [...this.#agents.keys()]) this.stop(id)
  }
}
