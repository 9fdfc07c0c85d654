// Owns what counts as the agent's output in a streamed event: message contents and state values,
// never IDs, metadata, event names or the user's own messages. `smoke-expect` matches only this.
import type { StreamEvent } from './sse.js'

/** One piece of the agent's output, as an event carried it. */
interface OutputText {
  /** Where the text was, for people: `values messages[1].content`. */
  readonly where: string
  readonly text: string
  /**
   * Set on a streamed token of a message (`messages` mode, one token per event): the message's
   * ID ('' when it has none), so that its tokens can be put together.
   */
  readonly tokenOf?: string
}

/** Deeper state is not searched: a real state is far shallower. */
const MAX_DEPTH = 64

/** The agent's output in one event, in the order the event holds it. */
export function outputTexts(event: StreamEvent): OutputText[] {
  const out: OutputText[] = []
  const mode = event.event
  const data = event.data
  switch (mode) {
    case 'metadata':
    case 'error':
    case 'messages/metadata':
    case 'feedback':
      return out
    case 'messages':
      messageTuple(data, out)
      return out
    case 'checkpoints':
      walk(field(data, 'values'), top(`${mode} values`, out))
      return out
    case 'debug':
      debugOutput(data, out)
      return out
    case 'tasks':
      taskWrites(field(data, 'result'), top(`${mode} result`, out))
      return out
    case 'events':
      eventsOutput(data, out)
      return out
    default:
      // values, updates, custom, messages/partial, messages/complete and modes yet to come.
      walk(data, top(mode, out))
      return out
  }
}

/** The agent's output in a graph's state (a root `values` event's data), in order. */
export function stateTexts(state: unknown): string[] {
  const out: OutputText[] = []
  walk(state, top('values', out))
  return out.map(output => output.text)
}

/** Where a walk is, and where it writes what it finds. */
interface Walk {
  /** The event's mode, or the part of it walked (`checkpoints values`). */
  readonly mode: string
  /** The path within it: `messages[1]`, '' at the top. */
  readonly path: string
  readonly depth: number
  readonly out: OutputText[]
}

function top(mode: string, out: OutputText[]): Walk {
  return { mode, path: '', depth: 0, out }
}

function whereOf(at: Walk, last = ''): string {
  const path = at.path === '' ? last.replace(/^\./, '') : `${at.path}${last}`
  return path === '' ? at.mode : `${at.mode} ${path}`
}

/** Every string, number and boolean of a value, but for IDs, metadata and the user's messages. */
function walk(value: unknown, at: Walk): void {
  if (typeof value === 'string') {
    if (value !== '') at.out.push({ where: whereOf(at), text: value })
    return
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    at.out.push({ where: whereOf(at), text: String(value) })
    return
  }
  if (typeof value !== 'object' || value === null || at.depth >= MAX_DEPTH) return
  const depth = at.depth + 1
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      walk(item, { ...at, path: `${at.path}[${index}]`, depth })
    })
    return
  }
  const message = asMessage(value as Record<string, unknown>)
  if (message !== undefined) {
    const text = message.fromUser ? '' : contentText(message.content)
    if (text !== '') at.out.push({ where: whereOf(at, '.content'), text })
    return
  }
  for (const [key, item] of Object.entries(value)) {
    if (isIdOrMetadata(key)) continue
    walk(item, { ...at, path: at.path === '' ? key : `${at.path}.${key}`, depth })
  }
}

/** Keys that name or describe rather than say: `id`, `run_id`, `threadId`, `response_metadata`. */
function isIdOrMetadata(key: string): boolean {
  return (
    /(^|_)ids?$/i.test(key) ||
    /[a-z]Ids?$/.test(key) ||
    /metadata/i.test(key) ||
    key === 'lc' ||
    key === 'tags'
  )
}

/** A chat message: its content, and whether the user (not the agent) wrote it. */
export interface MessageLike {
  readonly content: unknown
  readonly fromUser: boolean
}

const USER_TYPES = new Set(['human', 'user', 'humanmessage', 'humanmessagechunk'])

/**
 * The record as a chat message, if it is one: `{content, type|role, ...}` as the server
 * serialises it, or LangChain's `{lc: 1, type: 'constructor', id: [..., 'AIMessage'], kwargs}`.
 */
export function asMessage(record: Record<string, unknown>): MessageLike | undefined {
  if (record.lc === 1 && record.type === 'constructor' && isRecord(record.kwargs)) {
    const path: readonly unknown[] = Array.isArray(record.id) ? record.id : []
    const kind = path.at(-1)
    return {
      content: record.kwargs.content,
      fromUser: typeof kind === 'string' && USER_TYPES.has(kind.toLowerCase())
    }
  }
  if (!('content' in record)) return undefined
  const kind = typeof record.type === 'string' ? record.type : record.role
  if (typeof kind !== 'string') return undefined
  return { content: record.content, fromUser: USER_TYPES.has(kind.toLowerCase()) }
}

/** `messages` (messages-tuple): `[<message chunk>, <metadata>]`, one token per event. */
function messageTuple(data: unknown, out: OutputText[]): void {
  const chunk = Array.isArray(data) ? (data[0] as unknown) : undefined
  if (!isRecord(chunk)) return
  const message = asMessage(chunk) ?? { content: chunk.content, fromUser: false }
  if (message.fromUser) return
  const text = contentText(message.content)
  if (text === '') return
  const id = typeof chunk.id === 'string' ? chunk.id : ''
  out.push({ where: 'messages content', text, tokenOf: id })
}

/** `debug`: a checkpoint's values and a task's result; the rest is bookkeeping. */
function debugOutput(data: unknown, out: OutputText[]): void {
  if (!isRecord(data) || !isRecord(data.payload)) return
  if (data.type === 'checkpoint') {
    walk(data.payload.values, top('debug values', out))
  } else if (data.type === 'task_result') {
    taskWrites(data.payload.result, top('debug result', out))
  }
}

/** A task's result: the `[channel, value]` pairs it wrote; the values, not the channel names. */
function taskWrites(result: unknown, at: Walk): void {
  if (!Array.isArray(result)) {
    walk(result, at)
    return
  }
  result.forEach((write, index) => {
    const pair = Array.isArray(write) && write.length === 2 && typeof write[0] === 'string'
    const path = pair ? `${at.path}${String(write[0])}` : `${at.path}[${index}]`
    walk(pair ? (write[1] as unknown) : write, { ...at, path, depth: at.depth + 1 })
  })
}

/** `events` (LangChain's stream events): what a step streamed or returned, not its names. */
function eventsOutput(data: unknown, out: OutputText[]): void {
  const inner = isRecord(data) ? data.data : undefined
  if (!isRecord(inner)) return
  walk(inner.chunk, top('events chunk', out))
  walk(inner.output, top('events output', out))
}

/** The text of a message's `content`: a string, or the text parts of a list of content blocks. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  let text = ''
  for (const part of content) {
    if (typeof part === 'string') text += part
    else if (isRecord(part)) {
      const value = part.text
      if (typeof value === 'string') text += value
    }
  }
  return text
}

function field(data: unknown, key: string): unknown {
  return isRecord(data) ? data[key] : undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
