// Owns a thread's checkpoints as clients read and write them: the state, the history, the state at
// one checkpoint, and an update of the state, in the real server's shapes.
import {
  applyUpdate,
  initialState,
  taskId,
  type Checkpoint,
  type Graph,
  type State
} from './engine.js'
import { checkpointId } from './ids.js'
import {
  checkObject,
  invalidType,
  isRecord,
  textError,
  union,
  validationError,
  type Issue
} from './protocol.js'
import { contains } from './search.js'
import { activeRun, keepCheckpoint, type Thread } from './threads.js'

/** The state of a thread with no checkpoint, as the real server answers it. */
const NO_STATE = {
  values: {},
  next: [],
  tasks: [],
  created_at: null,
  checkpoint: null,
  parent_checkpoint: null
}

/** The names of a graph's nodes that run a subgraph (their tasks name the subgraph's namespace). */
function subgraphNodes(graph: Graph | undefined): ReadonlySet<string> {
  return new Set(graph?.nodes.filter(node => 'subgraph' in node).map(node => node.name) ?? [])
}

function reference(thread: Thread, checkpoint: string): Record<string, unknown> {
  return {
    thread_id: thread.threadId,
    checkpoint_id: checkpoint,
    checkpoint_ns: '',
    checkpoint_map: null
  }
}

/**
 * One checkpoint of a thread as the real server shows it (state, history): its pending tasks
 * with the result its successor in the history recorded, and the error of a failed last run.
 */
function snapshotJson(thread: Thread, index: number, graph: Graph | undefined): unknown {
  const checkpoint = thread.history[index]
  if (checkpoint === undefined) return NO_STATE
  const child = thread.history[index + 1]
  const result = child?.parentId === checkpoint.id && child.source === 'loop' ? child.writes : null
  const failed = child === undefined && thread.status === 'error' && checkpoint.source !== 'update'
  const error = failed ? thread.lastError : undefined
  const subgraphs = subgraphNodes(graph)
  return {
    values: checkpoint.values,
    next: checkpoint.next,
    tasks: checkpoint.next.map(name => {
      const id = taskId(checkpoint.id, name)
      return {
        id,
        name,
        error:
          error === undefined ? null : JSON.stringify({ message: error.message, name: error.name }),
        interrupts: [],
        path: ['__pregel_pull', name],
        checkpoint: subgraphs.has(name)
          ? { thread_id: thread.threadId, checkpoint_ns: `${name}:${id}` }
          : null,
        state: null,
        result
      }
    }),
    metadata: checkpoint.metadata,
    created_at: checkpoint.createdAt,
    checkpoint: reference(thread, checkpoint.id),
    parent_checkpoint: checkpoint.parentId === null ? null : reference(thread, checkpoint.parentId)
  }
}

/** `GET /threads/{id}/state`: the latest checkpoint. */
export function stateJson(thread: Thread, graph: Graph | undefined): unknown {
  return snapshotJson(thread, thread.history.length - 1, graph)
}

/** `GET /threads/{id}/state/{checkpoint_id}`: that checkpoint (the empty state when unknown). */
export function stateAtJson(thread: Thread, graph: Graph | undefined, id: string): unknown {
  const index = thread.history.findIndex(checkpoint => checkpoint.id === id)
  return index < 0 ? NO_STATE : snapshotJson(thread, index, graph)
}

/** What `GET` and `POST /threads/{id}/history` select. */
export interface HistoryQuery {
  readonly limit: number
  /** Only checkpoints older than this checkpoint id. */
  readonly before: string | undefined
  readonly metadata: Record<string, unknown>
  /** Only this checkpoint. */
  readonly checkpointId: string | undefined
}

/** Reads the body of `POST /threads/{id}/history`, or throws the real server's 400. */
export function parseHistoryBody(body: unknown): HistoryQuery {
  if (!isRecord(body)) throw validationError([invalidType('object', body, [])])
  const issues: Issue[] = []
  if (body.limit !== undefined && typeof body.limit !== 'number') {
    issues.push(invalidType('number', body.limit, ['limit']))
  }
  const before = body.before
  if (before !== undefined && before !== null && typeof before !== 'string' && !isRecord(before)) {
    issues.push(invalidType('string', before, ['before']))
  }
  checkObject(body, 'metadata', issues)
  checkObject(body, 'checkpoint', issues)
  if (issues.length > 0) throw validationError(issues)
  const checkpoint = isRecord(body.checkpoint) ? body.checkpoint : {}
  return {
    limit: typeof body.limit === 'number' ? body.limit : 10,
    before: checkpointOf(before),
    metadata: isRecord(body.metadata) ? body.metadata : {},
    checkpointId:
      typeof checkpoint.checkpoint_id === 'string' ? checkpoint.checkpoint_id : undefined
  }
}

/** `GET` and `POST /threads/{id}/history`: its checkpoints, newest first; none without a graph. */
export function historyJson(
  thread: Thread,
  graph: Graph | undefined,
  query: HistoryQuery
): unknown[] {
  if (typeof thread.metadata.graph_id !== 'string') return []
  const { before, checkpointId: only } = query
  const states: unknown[] = []
  for (let index = thread.history.length - 1; index >= 0; index -= 1) {
    if (states.length >= query.limit) break
    const checkpoint = thread.history[index] as Checkpoint
    if (before !== undefined && checkpoint.id >= before) continue
    if (only !== undefined && checkpoint.id !== only) continue
    if (!contains(checkpoint.metadata, query.metadata)) continue
    states.push(snapshotJson(thread, index, graph))
  }
  return states
}

/**
 * The checkpoint id of a history's `before`: the id itself (LangChain's JS server) or a config
 * naming it, `{"configurable": {"checkpoint_id": ...}}`, as the official SDK sends it.
 */
function checkpointOf(before: unknown): string | undefined {
  if (typeof before === 'string') return before
  if (!isRecord(before)) return undefined
  const inner = isRecord(before.configurable) ? before.configurable : before
  return typeof inner.checkpoint_id === 'string' ? inner.checkpoint_id : undefined
}

/** A validated `POST /threads/{id}/state` body. */
export interface StateUpdate {
  /** The updates, applied in order as if `asNode` had returned them. */
  readonly updates: readonly State[]
  readonly asNode: string | undefined
}

/** Reads the body of `POST /threads/{id}/state`, or throws the real server's 400. */
export function parseStateUpdate(body: unknown): StateUpdate {
  if (!isRecord(body)) throw validationError([invalidType('object', body, [])])
  const issues: Issue[] = []
  const values = body.values
  const valid = values === undefined || values === null || isRecord(values) || isRecordList(values)
  if (!valid) {
    const path = ['values']
    issues.push(
      union(path, [[invalidType('object', values, path)], [invalidType('array', values, path)]])
    )
  }
  for (const key of ['as_node', 'checkpoint_id']) {
    if (body[key] !== undefined && typeof body[key] !== 'string') {
      issues.push(invalidType('string', body[key], [key]))
    }
  }
  if (body.checkpoint !== null) checkObject(body, 'checkpoint', issues)
  if (issues.length > 0) throw validationError(issues)
  return {
    updates: isRecord(values) ? [values] : Array.isArray(values) ? (values as State[]) : [],
    asNode: typeof body.as_node === 'string' ? body.as_node : undefined
  }
}

function isRecordList(value: unknown): boolean {
  return Array.isArray(value) && value.every(isRecord)
}

/** The node an update is written as when none is named: the last one that ran. */
function lastNode(graph: Graph, latest: Checkpoint | null): string {
  const names = graph.nodes.map(node => node.name)
  if (latest === null || latest.source === 'input') return '__start__'
  const pending = latest.next[0]
  const index = pending === undefined ? names.length : names.indexOf(pending)
  return index <= 0 ? '__start__' : (names[index - 1] ?? '__start__')
}

/**
 * `POST /threads/{id}/state`: writes the values as if `as_node` (by default the last node that
 * ran) had returned them, in a new checkpoint whose `next` is the node after it. Refused on a
 * busy thread (409) and on a thread no run or `graph_id` tied to a graph (400), as the real
 * server does. Answers the new checkpoint.
 */
export function updateState(thread: Thread, graph: Graph, update: StateUpdate): unknown {
  if (activeRun(thread) !== undefined) throw textError(409, 'Thread is busy')
  const names = graph.nodes.map(node => node.name)
  const asNode = update.asNode ?? lastNode(graph, thread.latest)
  if (asNode !== '__start__' && !names.includes(asNode)) {
    throw textError(400, `Node ${asNode} does not exist`)
  }
  const latest = thread.latest
  let values = latest?.values ?? initialState(graph)
  for (const one of update.updates) values = applyUpdate(graph, values, one)
  const following = names[asNode === '__start__' ? 0 : names.indexOf(asNode) + 1]
  const step = latest === null ? 0 : latest.step + 1
  const id = checkpointId(step)
  keepCheckpoint(thread, {
    id,
    parentId: latest?.id ?? null,
    step,
    source: 'update',
    values,
    next: following === undefined ? [] : [following],
    createdAt: new Date().toISOString(),
    metadata: {
      graph_id: thread.metadata.graph_id,
      source: 'update',
      step,
      parents: {},
      thread_id: thread.threadId
    },
    writes: { [asNode]: update.updates.at(-1) ?? null }
  })
  return { checkpoint: { thread_id: thread.threadId, checkpoint_ns: '', checkpoint_id: id } }
}
