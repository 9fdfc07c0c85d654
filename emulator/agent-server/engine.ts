// Owns running a graph: its nodes, channels, steps, checkpoints and the events each step emits.
import { setTimeout as sleep } from 'node:timers/promises'

import { checkpointId, uuid5, uuid7 } from './ids.js'
import { aiMessage, aiStreamChunk, aiTupleChunk, type Message } from './messages.js'
import type { PartSink } from './stream.js'

/**
 * A small, deterministic graph runtime. It runs linear graphs (START -> each
 * node in order -> END) whose nodes are functions or nested subgraphs, and
 * produces the same stream parts, in the same order and with the same
 * payload shapes, as LangGraph does when the real agent server runs the
 * equivalent graph: checkpoints, values, updates, debug and task records,
 * model tokens, custom data and `events` lifecycle records.
 */

/** Graph state: channel name to value. */
export type State = Record<string, unknown>

/** A state channel: how an update combines with the current value, and its starting value. */
export interface Channel {
  reduce(current: unknown, update: unknown): unknown
  initial(): unknown
}

/** What a node can do besides reading state and returning an update. */
export interface NodeContext {
  /** Aborted when the run is cancelled (client gone, server closing). */
  readonly signal: AbortSignal
  /** Waits one tick of the server's pacing; rejects when the run is cancelled. */
  tick(): Promise<void>
  /** Emits user data on the `custom` stream (a graph's `config.writer`). */
  write(data: unknown): Promise<void>
  /**
   * Calls the fake chat model: streams `reply` one character per token and
   * resolves with the final AI message. An empty reply fails the way
   * LangChain's fake list model does.
   */
  chat(reply: string, messages: readonly Message[]): Promise<Message>
}

/** A node that runs a function and returns a state update. */
export interface FunctionNode {
  readonly name: string
  readonly run: (state: State, context: NodeContext) => Promise<State>
}

/** A node that runs a nested graph on the current state and returns its final state. */
export interface SubgraphNode {
  readonly name: string
  readonly subgraph: Graph
}

/** One node of a linear graph. */
export type GraphNode = FunctionNode | SubgraphNode

/** A linear graph: its state channels and its nodes in execution order. */
export interface Graph {
  readonly channels: Readonly<Record<string, Channel>>
  readonly nodes: readonly GraphNode[]
}

/** Who is running, stamped into the metadata of every part. */
export interface RunIdentity {
  readonly runId: string
  readonly threadId: string
  readonly assistantId: string
  readonly graphId: string
  /** A run on a thread (checkpointed, persisted) rather than a stateless one. */
  readonly stateful: boolean
  /** Base URL of this agent server, as the real server reports it in metadata. */
  readonly apiUrl: string
  /** The request's User-Agent, which the real server copies into the run config. */
  readonly userAgent: string | undefined
}

/** A root-graph checkpoint, handed to the caller so a stateful run can persist it. */
export interface Checkpoint {
  readonly id: string
  readonly parentId: string | null
  readonly step: number
  readonly source: 'input' | 'loop' | 'update'
  readonly values: State
  readonly next: readonly string[]
  readonly createdAt: string
  /** Checkpoint metadata as `GET /threads/{id}/state` shows it. */
  readonly metadata: Record<string, unknown>
  /** The update that made it from its parent (the parent's task result); null for an input one. */
  readonly writes: State | null
}

/** Where a root graph starts: a thread's latest checkpoint. */
export interface StartPoint {
  readonly values: State
  readonly step: number
  readonly checkpointId: string
}

/** Everything one execution needs. */
export interface ExecutionOptions {
  readonly graph: Graph
  readonly input: unknown
  readonly identity: RunIdentity
  readonly sink: PartSink
  readonly signal: AbortSignal
  /** Pause before each node and each model token, in milliseconds. */
  readonly tickMs: number
  /** The thread's latest checkpoint for a stateful run that continues a thread. */
  readonly start: StartPoint | null
  /** Receives every checkpoint of the root graph. */
  readonly onCheckpoint: (checkpoint: Checkpoint) => void
  /** The run's metadata (`created_by`, the thread's, the request's), as its record shows it. */
  readonly metadata: Readonly<Record<string, unknown>>
}

/** LangGraph's error for a run started without input. */
export class EmptyInputError extends Error {
  constructor() {
    super('Received no input writes for "__start__"')
    this.name = 'EmptyInputError'
  }
}

/** LangGraph's error for an input or node return value that is not a state update. */
export class InvalidUpdateError extends Error {
  constructor(node: string, received: string) {
    super(
      `Expected node "${node}" to return an object or an array containing at least one Command object, received ${received}\n\nTroubleshooting URL: https://docs.langchain.com/oss/javascript/langgraph/INVALID_GRAPH_NODE_RETURN_VALUE/\n`
    )
    this.name = 'InvalidUpdateError'
  }
}

/** The version strings the real server reports; kept equal so metadata compares equal. */
const LANGGRAPH_VERSION = '1.4.18'
const CORE_VERSION = '1.2.13'
const MODEL_NAME = 'FakeListChatModel'
/** Namespace for task ids, which LangGraph derives from the checkpoint and the node. */
const TASK_NAMESPACE = '6ba7b812-9dad-11d1-80b4-00c04fd430c8'

function typeName(value: unknown): string {
  if (value === null) return 'null'
  return Array.isArray(value) ? 'array' : typeof value
}

function isState(value: unknown): value is State {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Id of the task that runs `node` after `checkpoint`; the same id names the task's namespace. */
export function taskId(checkpoint: string, node: string): string {
  return uuid5(`${checkpoint}|${node}`, TASK_NAMESPACE)
}

/** A graph being executed: the root or a subgraph invoked by a node. */
interface Frame {
  readonly graph: Graph
  /** Namespace of the graph, e.g. `[]` for the root, `['sub:<task id>']` inside a subgraph. */
  readonly ns: readonly string[]
  /** Parent graph's checkpoint when this subgraph was invoked (its `checkpoint_map`). */
  readonly parentCheckpoint: string | null
  /** Metadata of the node that invoked this subgraph; `null` for the root. */
  readonly invokerMetadata: Record<string, unknown> | null
  step: number
  lastCheckpoint: string | null
}

/** A node being executed. */
interface Task {
  readonly id: string
  readonly name: string
  readonly step: number
  /** `checkpoint_ns` of the task: the graph's namespace plus `<node>:<task id>`. */
  readonly ns: readonly string[]
  readonly metadata: Record<string, unknown>
}

/**
 * Runs a graph to completion and resolves with its final state. Rejects with
 * the graph's error, or with the abort reason when the run is cancelled.
 */
export async function executeGraph(options: ExecutionOptions): Promise<State> {
  return new Execution(options).run()
}

class Execution {
  private readonly sink: PartSink
  private readonly identity: RunIdentity
  /** Ids of messages already sent as `messages/complete` (legacy `messages` mode). */
  private readonly seenMessages = new Set<unknown>()

  constructor(private readonly options: ExecutionOptions) {
    this.sink = options.sink
    this.identity = options.identity
  }

  async run(): Promise<State> {
    const { graph, input, start } = this.options
    if (input === null || input === undefined) throw new EmptyInputError()
    if (!isState(input)) throw new InvalidUpdateError('__start__', typeName(input))
    const initial = start?.values ?? initialState(graph)
    const frame: Frame = {
      graph,
      ns: [],
      parentCheckpoint: null,
      invokerMetadata: null,
      step: start === null ? -1 : start.step + 1,
      lastCheckpoint: start?.checkpointId ?? null
    }
    const { runId } = this.identity
    const metadata = this.baseMetadata()
    await this.lifecycle('on_chain_start', 'LangGraph', runId, [], metadata, { input })
    const output = await this.runGraph(frame, initial, input)
    // The root graph's end record carries no input, unlike every other end record.
    await this.lifecycle('on_chain_end', 'LangGraph', runId, [], metadata, { output })
    return output
  }

  /** Input checkpoint, input applied, then one step per node, each ending in a checkpoint. */
  private async runGraph(frame: Frame, initial: State, input: State): Promise<State> {
    const first = frame.graph.nodes[0]?.name
    await this.checkpoint(frame, 'input', initial, ['__start__'], null)
    let values = applyUpdate(frame.graph, initial, input)
    frame.step += 1
    await this.checkpoint(frame, 'loop', values, first === undefined ? [] : [first], input)
    for (const [index, node] of frame.graph.nodes.entries()) {
      this.options.signal.throwIfAborted()
      await this.tick()
      frame.step += 1
      const update = await this.runTask(frame, node, values)
      values = applyUpdate(frame.graph, values, update)
      const next = frame.graph.nodes[index + 1]?.name
      await this.checkpoint(frame, 'loop', values, next === undefined ? [] : [next], update)
    }
    return values
  }

  private async runTask(frame: Frame, node: GraphNode, input: State): Promise<State> {
    const id = taskId(frame.lastCheckpoint ?? '', node.name)
    const ns = [...frame.ns, `${node.name}:${id}`]
    const task: Task = {
      id,
      name: node.name,
      step: frame.step,
      ns,
      metadata: this.nodeMetadata(frame.step, node.name, ns.join('|'))
    }
    const runId = uuid7()
    const tags = [`graph:step:${task.step}`]
    await this.lifecycle('on_chain_start', node.name, runId, tags, task.metadata, { input })
    const started = {
      id,
      name: node.name,
      input,
      triggers: [`branch:to:${node.name}`],
      interrupts: [],
      metadata: this.taskMetadata()
    }
    await this.debug(frame.ns, 'task', task.step, started)
    await this.sink.emit('tasks', 'tasks', frame.ns, started)
    let update: State
    try {
      update = await this.invoke(frame, node, task, input)
    } catch (error) {
      if (!this.options.signal.aborted) await this.taskResult(frame, task, {})
      throw error
    }
    await this.lifecycle('on_chain_end', node.name, runId, tags, task.metadata, {
      output: update,
      input
    })
    await this.sink.emit('updates', 'updates', frame.ns, { [node.name]: update })
    await this.taskResult(frame, task, update)
    return update
  }

  private async invoke(frame: Frame, node: GraphNode, task: Task, input: State): Promise<State> {
    if ('subgraph' in node) {
      const child: Frame = {
        graph: node.subgraph,
        ns: task.ns,
        parentCheckpoint: frame.lastCheckpoint,
        invokerMetadata: task.metadata,
        step: -1,
        lastCheckpoint: null
      }
      const runId = uuid7()
      await this.lifecycle('on_chain_start', 'LangGraph', runId, [], task.metadata, { input })
      const output = await this.runGraph(child, initialState(node.subgraph), input)
      await this.lifecycle('on_chain_end', 'LangGraph', runId, [], task.metadata, {
        output,
        input
      })
      return output
    }
    const update = await node.run(input, this.nodeContext(frame, task))
    if (!isState(update)) throw new InvalidUpdateError(node.name, typeName(update))
    return update
  }

  private async taskResult(frame: Frame, task: Task, result: State): Promise<void> {
    const payload = { id: task.id, name: task.name, result, interrupts: [] }
    await this.debug(frame.ns, 'task_result', task.step, payload)
    await this.sink.emit('tasks', 'tasks', frame.ns, payload)
  }

  private nodeContext(frame: Frame, task: Task): NodeContext {
    return {
      signal: this.options.signal,
      tick: () => this.tick(),
      write: async data => {
        this.options.signal.throwIfAborted()
        await this.sink.emit('custom', 'custom', frame.ns, data)
      },
      chat: (reply, messages) => this.chat(task, reply, messages)
    }
  }

  /** The fake chat model: one token per character, reported in every mode that carries tokens. */
  private async chat(task: Task, reply: string, messages: readonly Message[]): Promise<Message> {
    const runId = uuid7()
    const id = `run-${runId}`
    const metadata = {
      ...task.metadata,
      ls_integration: 'langchain_chat_model',
      ls_model_type: 'chat',
      ls_provider: MODEL_NAME,
      versions: { '@langchain/core': CORE_VERSION }
    }
    const input = { messages: [messages] }
    await this.lifecycle('on_chat_model_start', MODEL_NAME, runId, [], metadata, { input })
    if (reply === '') throw new Error('Received empty response from chat model call.')
    const tupleMetadata = { tags: [], ...metadata }
    let text = ''
    for (const token of reply) {
      await this.tick()
      text += token
      await this.sink.emit('messages-tuple', 'messages', task.ns, [
        aiTupleChunk(token, id),
        tupleMetadata
      ])
      await this.lifecycle('on_chat_model_stream', MODEL_NAME, runId, [], metadata, {
        chunk: aiStreamChunk(token, id)
      })
      // Legacy `messages` mode: the metadata once, then the message so far after each token.
      if (this.sink.wants('messages', task.ns)) {
        if (text === token) {
          await this.sink.emit('messages', 'messages/metadata', task.ns, { [id]: { metadata } })
        }
        const partial = text === token ? aiStreamChunk(token, id) : aiMessage(text, id)
        await this.sink.emit('messages', 'messages/partial', task.ns, [partial])
      }
    }
    const output = aiMessage(reply, id)
    await this.lifecycle('on_chat_model_end', MODEL_NAME, runId, [], metadata, { output, input })
    return output
  }

  /** Legacy `messages` mode: the messages new to this run, each sent once, complete. */
  private async completeMessages(ns: readonly string[], values: State): Promise<void> {
    if (!this.sink.wants('messages-complete', ns)) return
    const fresh = messagesOf(values).filter(message => !this.seenMessages.has(message.id))
    if (fresh.length === 0) return
    for (const message of fresh) this.seenMessages.add(message.id)
    await this.sink.emit('messages-complete', 'messages/complete', ns, fresh)
  }

  /**
   * Records a checkpoint and sends what the real server sends for it, in its
   * order: the `checkpoints` marker and the `values` (not for the input
   * checkpoint), then the `debug` checkpoint (stateful runs only, as the JS server sends it) and
   * the `checkpoints` record (a stateless run's too: the deployed server checkpoints it on a
   * temporary thread; the JS dev server sends none there).
   */
  private async checkpoint(
    frame: Frame,
    source: 'input' | 'loop',
    values: State,
    next: readonly string[],
    writes: State | null
  ): Promise<void> {
    const { stateful } = this.identity
    const id = checkpointId(frame.step)
    const parentId = frame.lastCheckpoint
    frame.lastCheckpoint = id
    const step = frame.step
    const parents = frame.parentCheckpoint === null ? {} : { '': frame.parentCheckpoint }
    if (source === 'loop') {
      await this.sink.emit('checkpoint-marker', 'checkpoints', frame.ns, {
        id,
        ...(stateful && parentId !== null ? { parent_id: parentId } : {}),
        step,
        source
      })
      await this.sink.emit('values', 'values', frame.ns, values)
      await this.completeMessages(frame.ns, values)
    }
    if (stateful && this.sink.wants('debug', frame.ns)) {
      const reference = (checkpoint: string) => ({
        thread_id: this.identity.threadId,
        checkpoint_id: checkpoint,
        checkpoint_ns: frame.ns.join('|'),
        checkpoint_map: frame.parentCheckpoint === null ? null : { '': frame.parentCheckpoint }
      })
      await this.debug(frame.ns, 'checkpoint', step, {
        config: this.checkpointConfig(frame, id),
        values,
        metadata: { source, step, parents },
        next,
        tasks: next.map(name => this.pendingTask(frame, id, name)),
        checkpoint: reference(id),
        parent_checkpoint: parentId === null ? null : reference(parentId),
        ...(parentId === null ? {} : { parent_config: this.checkpointConfig(frame, parentId) })
      })
    }
    await this.sink.emit('checkpoints', 'checkpoints', frame.ns, {
      values,
      metadata: { source, step, parents },
      next
    })
    if (frame.ns.length === 0) {
      this.options.onCheckpoint({
        id,
        parentId,
        step,
        source,
        values,
        next,
        createdAt: new Date().toISOString(),
        metadata: this.stateMetadata(source, step),
        writes
      })
    }
  }

  /** A task a debug checkpoint announces; a subgraph task also names the subgraph's namespace. */
  private pendingTask(frame: Frame, checkpoint: string, name: string): Record<string, unknown> {
    const id = taskId(checkpoint, name)
    const node = frame.graph.nodes.find(candidate => candidate.name === name)
    const task = { id, name, path: ['__pregel_pull', name], interrupts: [] }
    if (node === undefined || !('subgraph' in node)) return task
    return {
      ...task,
      checkpoint: {
        thread_id: this.identity.threadId,
        checkpoint_id: null,
        checkpoint_ns: [...frame.ns, `${name}:${id}`].join('|'),
        checkpoint_map: null
      }
    }
  }

  private checkpointConfig(frame: Frame, checkpoint: string): Record<string, unknown> {
    const { identity } = this
    return {
      configurable: {
        checkpoint_ns: frame.ns.join('|'),
        ...this.userAgent(),
        run_id: identity.runId,
        thread_id: identity.threadId,
        graph_id: identity.graphId,
        assistant_id: identity.assistantId,
        ...(frame.parentCheckpoint === null
          ? {}
          : { checkpoint_map: { '': frame.parentCheckpoint } }),
        checkpoint_id: checkpoint
      },
      metadata: frame.invokerMetadata ?? this.baseMetadata(),
      recursion_limit: 25,
      tags: []
    }
  }

  private async debug(
    ns: readonly string[],
    type: 'task' | 'task_result' | 'checkpoint',
    step: number,
    payload: Record<string, unknown>
  ): Promise<void> {
    if (!this.sink.wants('debug', ns)) return
    await this.sink.emit('debug', 'debug', ns, {
      step,
      type,
      timestamp: new Date().toISOString(),
      payload
    })
  }

  /** One `events` mode record (LangChain's stream-events v2 shape). */
  private async lifecycle(
    event: string,
    name: string,
    runId: string,
    tags: readonly string[],
    metadata: Record<string, unknown>,
    data: Record<string, unknown>
  ): Promise<void> {
    if (!this.sink.wants('events', [])) return
    const record = event.endsWith('_start')
      ? { event, data, name, tags, run_id: runId, metadata }
      : { event, data, run_id: runId, name, tags, metadata }
    await this.sink.emit('events', 'events', [], record)
  }

  private tick(): Promise<void> {
    return sleep(this.options.tickMs, undefined, { signal: this.options.signal })
  }

  private userAgent(): Record<string, string> {
    const agent = this.identity.userAgent
    return agent === undefined ? {} : { 'user-agent': agent }
  }

  /**
   * Run metadata in the real server's key order, which differs between
   * thread runs and stateless runs: the run's own metadata (on a thread, its
   * `graph_id` and `assistant_id` among the thread's) then the server's.
   */
  private baseMetadata(): Record<string, unknown> {
    const { identity } = this
    const own = this.options.metadata
    const server = {
      run_attempt: 1,
      langgraph_version: LANGGRAPH_VERSION,
      langgraph_plan: 'developer',
      langgraph_host: 'self-hosted',
      langgraph_api_url: identity.apiUrl
    }
    if (identity.stateful) {
      return {
        ls_integration: 'langgraph',
        ...own,
        ...server,
        thread_id: identity.threadId,
        run_id: identity.runId
      }
    }
    return {
      ls_integration: 'langgraph',
      ...own,
      ...server,
      thread_id: identity.threadId,
      run_id: identity.runId,
      assistant_id: identity.assistantId,
      graph_id: identity.graphId
    }
  }

  /** Metadata of a debug/tasks `task` record: the run metadata without the thread. */
  private taskMetadata(): Record<string, unknown> {
    const { thread_id: _thread, ...rest } = this.baseMetadata()
    return rest
  }

  private nodeMetadata(step: number, node: string, ns: string): Record<string, unknown> {
    return {
      ...this.baseMetadata(),
      langgraph_step: step,
      langgraph_node: node,
      langgraph_triggers: [`branch:to:${node}`],
      langgraph_path: ['__pregel_pull', node],
      langgraph_checkpoint_ns: ns,
      checkpoint_ns: ns
    }
  }

  private stateMetadata(source: 'input' | 'loop', step: number): Record<string, unknown> {
    const { graph_id, assistant_id, ...rest } = this.baseMetadata()
    return { ...this.userAgent(), graph_id, assistant_id, ...rest, source, step, parents: {} }
  }
}

/** Starting values of every channel of a graph. */
export function initialState(graph: Graph): State {
  const state: State = {}
  for (const [name, channel] of Object.entries(graph.channels)) state[name] = channel.initial()
  return state
}

/** Applies an update through the channels' reducers; keys that are not channels are ignored. */
export function applyUpdate(graph: Graph, values: State, update: State): State {
  const next = { ...values }
  for (const [key, value] of Object.entries(update)) {
    const channel = graph.channels[key]
    if (channel !== undefined) next[key] = channel.reduce(next[key], value)
  }
  return next
}

function messagesOf(values: State): Message[] {
  const messages = values.messages
  return Array.isArray(messages) ? (messages as Message[]) : []
}
