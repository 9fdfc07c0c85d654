// Owns the assistants an agent server offers: one per graph (built-in or of the deployed
// langgraph.json), found by graph name or UUID, and their JSON (record, graph, schemas).
import type { Graph } from './engine.js'
import { GRAPHS, echoGraph } from './graphs.js'
import { GRAPH_NAMESPACE, uuid5, uuid7 } from './ids.js'
import { detailError, textError, type HttpError } from './protocol.js'

/**
 * An assistant: a graph's own (its UUID derived from the graph id) or one a client created
 * (`POST /assistants`) for a graph, with its record fields.
 */
export interface Assistant {
  readonly graphId: string
  readonly assistantId: string
  readonly graph: Graph
  /** When it was registered (the server's start, when the deployment's graphs were read, or created). */
  readonly createdAt: string
  readonly name: string
  readonly metadata: Readonly<Record<string, unknown>>
  readonly config: Readonly<Record<string, unknown>>
  readonly context: unknown
  readonly description: string | null
}

/** What a client asks of `POST /assistants` (validated). */
export interface AssistantSpec {
  readonly assistantId: string | undefined
  readonly graphId: string
  readonly config: Record<string, unknown>
  readonly context: unknown
  readonly metadata: Record<string, unknown>
  readonly ifExists: 'raise' | 'do_nothing'
  readonly name: string | undefined
  readonly description: string | undefined
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
  /** Assistants clients created, in creation order. */
  #created: Assistant[] = []

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
          createdAt,
          name: graphId,
          metadata: { created_by: 'system' },
          config: {},
          context: {},
          description: null
        }
    )
    // A created assistant lives as long as its graph is offered.
    this.#created = this.#created.filter(assistant => graphs.has(assistant.graphId))
    this.#index()
  }

  #index(): void {
    this.#byId = new Map([
      ...this.#ordered.flatMap((assistant): [string, Assistant][] => [
        [assistant.graphId, assistant],
        [assistant.assistantId, assistant]
      ]),
      ...this.#created.map((assistant): [string, Assistant] => [assistant.assistantId, assistant])
    ])
  }

  /**
   * Creates an assistant for one of the offered graphs (`POST /assistants`): 404 for a graph not
   * offered, 409 for an ID taken unless `if_exists` is `do_nothing` (then the existing one).
   */
  create(spec: AssistantSpec): Assistant {
    const graph = this.#ordered.find(assistant => assistant.graphId === spec.graphId)
    if (graph === undefined) throw detailError(404, `Graph "${spec.graphId}" not found`)
    const existing = spec.assistantId === undefined ? undefined : this.#byId.get(spec.assistantId)
    if (existing !== undefined) {
      if (spec.ifExists === 'raise') throw textError(409, 'Assistant already exists')
      return existing
    }
    const assistant: Assistant = {
      graphId: spec.graphId,
      assistantId: spec.assistantId ?? uuid7(),
      graph: graph.graph,
      createdAt: new Date().toISOString(),
      name: spec.name === undefined || spec.name === '' ? spec.graphId : spec.name,
      metadata: spec.metadata,
      config: spec.config,
      context: spec.context ?? {},
      description: spec.description ?? null
    }
    this.#created.push(assistant)
    this.#index()
    return assistant
  }

  /** The assistant a request names by graph name or assistant UUID; the real 404 otherwise. */
  resolve(assistantId: string): Assistant {
    const assistant = this.#byId.get(assistantId)
    if (assistant === undefined) throw unknownAssistant(assistantId)
    return assistant
  }

  /** Every assistant, newest first as the real server sorts them (ties keep registration order). */
  all(): readonly Assistant[] {
    return [...this.#ordered, ...this.#created].sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt)
    )
  }
}

/** The assistant record as `GET /assistants/{id}` and `POST /assistants/search` return it. */
export function assistantJson(assistant: Assistant): Record<string, unknown> {
  return {
    assistant_id: assistant.assistantId,
    version: 1,
    config: assistant.config,
    context: assistant.context,
    created_at: assistant.createdAt,
    updated_at: assistant.createdAt,
    graph_id: assistant.graphId,
    metadata: assistant.metadata,
    name: assistant.name,
    description: assistant.description
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
