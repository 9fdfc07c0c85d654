// Owns the assistants an agent server offers: one per graph (built-in or of the deployed
// langgraph.json), found by graph name or UUID, and their JSON (record, graph, schemas).
import type { Graph } from './engine.js'
import { GRAPHS, echoGraph } from './graphs.js'
import { GRAPH_NAMESPACE, uuid5 } from './ids.js'
import { detailError, type HttpError } from './protocol.js'

/** A graph as an assistant: its graph id, the assistant UUID derived from it, and the graph. */
export interface Assistant {
  readonly graphId: string
  readonly assistantId: string
  readonly graph: Graph
  /** When it was registered (the server's start, or when the deployment's graphs were read). */
  readonly createdAt: string
}

/** The real server's 404 for an assistant ID that is neither a graph name nor an assistant. */
function unknownAssistant(assistantId: string): HttpError {
  return detailError(
    404,
    `No assistant found for "${assistantId}". Make sure the assistant ID is for a valid assistant or a valid graph ID.`
  )
}

/**
 * The assistants of one agent server: the built-in graphs, then each graph of the deployed
 * `langgraph.json` (running the echo graph). A name that is a built-in keeps the built-in.
 */
export class AssistantRegistry {
  #byId = new Map<string, Assistant>()
  #ordered: Assistant[] = []

  constructor(graphNames: readonly string[] = []) {
    this.offer(graphNames)
  }

  /**
   * Replaces the deployment's own graphs (a new revision may name others). Without the built-ins
   * only these are offered, a name of a built-in running it (a config that names `failing`).
   */
  offer(graphNames: readonly string[], withBuiltins = true): void {
    const createdAt = new Date().toISOString()
    const known = new Map(this.#ordered.map(assistant => [assistant.graphId, assistant]))
    const graphs = new Map<string, Graph>(
      graphNames.map(name => [name, withBuiltins ? echoGraph : (GRAPHS.get(name) ?? echoGraph)])
    )
    if (withBuiltins) for (const [name, graph] of GRAPHS) graphs.set(name, graph)
    this.#ordered = [...graphs].map(
      ([graphId, graph]) =>
        known.get(graphId) ?? {
          graphId,
          assistantId: uuid5(graphId, GRAPH_NAMESPACE),
          graph,
          createdAt
        }
    )
    this.#byId = new Map(
      this.#ordered.flatMap(assistant => [
        [assistant.graphId, assistant],
        [assistant.assistantId, assistant]
      ])
    )
  }

  /** The assistant a request names by graph name or assistant UUID; the real 404 otherwise. */
  resolve(assistantId: string): Assistant {
    const assistant = this.#byId.get(assistantId)
    if (assistant === undefined) throw unknownAssistant(assistantId)
    return assistant
  }

  /** Every assistant, newest first as the real server sorts them (ties keep registration order). */
  all(): readonly Assistant[] {
    return [...this.#ordered].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  }
}

/** The assistant record as `GET /assistants/{id}` and `POST /assistants/search` return it. */
export function assistantJson(assistant: Assistant): Record<string, unknown> {
  return {
    assistant_id: assistant.assistantId,
    version: 1,
    config: {},
    context: {},
    created_at: assistant.createdAt,
    updated_at: assistant.createdAt,
    graph_id: assistant.graphId,
    metadata: { created_by: 'system' },
    name: assistant.graphId,
    description: null
  }
}

/** The drawable graph as `GET /assistants/{id}/graph` returns it: START, each node, END. */
export function graphJson(assistant: Assistant): Record<string, unknown> {
  const names = assistant.graph.nodes.map(node => node.name)
  const nodes = [
    { id: '__start__', type: 'schema', data: '__start__' },
    ...names.map(name => ({
      id: name,
      type: 'runnable',
      data: { id: ['langgraph', 'utils', 'RunnableCallable'], name }
    })),
    { id: '__end__', type: 'schema', data: '__end__' }
  ]
  const path = ['__start__', ...names, '__end__']
  const edges = path.slice(1).map((target, index) => ({ source: path[index], target }))
  return { nodes, edges }
}

/** The JSON schemas as `GET /assistants/{id}/schemas` returns them, from the graph's channels. */
export function schemasJson(assistant: Assistant): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.keys(assistant.graph.channels).map(name => [
      name,
      name === 'messages' ? { type: 'array', items: { type: 'object' } } : {}
    ])
  )
  const state = { type: 'object', properties, $schema: 'http://json-schema.org/draft-07/schema#' }
  const config = { type: 'object', properties: {}, $schema: state.$schema }
  return {
    graph_id: assistant.graphId,
    input_schema: state,
    output_schema: state,
    state_schema: state,
    config_schema: config,
    context_schema: config
  }
}
