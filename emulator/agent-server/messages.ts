// Owns chat messages: coercing what a client sends, merging updates, and model output chunks.
import { uuid4 } from './ids.js'

/**
 * Chat messages as the agent server serialises them: plain JSON objects with
 * `content`, `additional_kwargs`, `response_metadata`, `id` and `type`, plus
 * the tool-call arrays on AI messages. Key order follows the real server's
 * output so that emulated bodies read the same byte for byte, ids aside.
 */
export type Message = Record<string, unknown>

/** Error LangChain raises for an input it cannot turn into a message. */
export class MessageCoercionError extends Error {
  constructor(detail: string) {
    super(
      `Unable to coerce message from array: only human, AI, system, developer, or tool message coercion is currently supported.\n\nReceived: ${detail}`
    )
    this.name = 'Error'
  }
}

const ROLE_TO_TYPE: Readonly<Record<string, string>> = {
  human: 'human',
  user: 'human',
  ai: 'ai',
  assistant: 'ai',
  system: 'system',
  developer: 'system',
  tool: 'tool'
}

/** Messages this module built: already in their final shape, so coercion keeps them as they are. */
const built = new WeakSet<Message>()

function register(message: Message): Message {
  built.add(message)
  return message
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function build(type: string, content: unknown, extra: Record<string, unknown>): Message {
  const id = typeof extra.id === 'string' ? extra.id : uuid4()
  const name = typeof extra.name === 'string' ? { name: extra.name } : {}
  const base = {
    content,
    additional_kwargs: isRecord(extra.additional_kwargs) ? extra.additional_kwargs : {},
    response_metadata: isRecord(extra.response_metadata) ? extra.response_metadata : {},
    ...name
  }
  if (type === 'ai') {
    return register({
      ...base,
      tool_calls: Array.isArray(extra.tool_calls) ? extra.tool_calls : [],
      invalid_tool_calls: [],
      id,
      type
    })
  }
  if (type === 'tool') {
    return register({ ...base, tool_call_id: extra.tool_call_id ?? '', id, type })
  }
  return register({ ...base, id, type })
}

/**
 * Turns one input item into a message the way LangChain's message coercion
 * does: a string is a human message; `{role|type, content}` objects and
 * `[role, content]` pairs map the role onto a message type.
 */
export function coerceMessage(value: unknown): Message {
  if (isRecord(value) && built.has(value)) return value
  if (typeof value === 'string') return build('human', value, {})
  if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string') {
    const type = ROLE_TO_TYPE[value[0]]
    if (type === undefined) throw new MessageCoercionError(JSON.stringify(value))
    return build(type, value[1], {})
  }
  if (isRecord(value)) {
    const role = typeof value.type === 'string' ? value.type : value.role
    const type = typeof role === 'string' ? ROLE_TO_TYPE[role] : undefined
    if (type === undefined || !('content' in value)) {
      throw new MessageCoercionError(JSON.stringify(value))
    }
    return build(type, value.content, value)
  }
  throw new MessageCoercionError(JSON.stringify(value))
}

/** Coerces a `messages` state update: one message or a list of them. */
export function coerceMessages(value: unknown): Message[] {
  const items = Array.isArray(value) && !isPair(value) ? value : [value]
  return items.map(coerceMessage)
}

function isPair(value: unknown[]): boolean {
  return value.length === 2 && typeof value[0] === 'string' && ROLE_TO_TYPE[value[0]] !== undefined
}

/**
 * The `add_messages` reducer: messages whose id is already present replace
 * the old one in place, the others are appended.
 */
export function addMessages(current: unknown, update: unknown): Message[] {
  const merged = Array.isArray(current) ? [...(current as Message[])] : []
  const index = new Map<unknown, number>()
  merged.forEach((message, position) => index.set(message.id, position))
  for (const message of coerceMessages(update)) {
    const position = index.get(message.id)
    if (position === undefined) {
      index.set(message.id, merged.length)
      merged.push(message)
    } else {
      merged[position] = message
    }
  }
  return merged
}

/** Text of a message whose content is a plain string, else ''. */
export function textOf(message: Message | undefined): string {
  return typeof message?.content === 'string' ? message.content : ''
}

/** A final AI message, as a model reply appears in state (concatenated chunks). */
export function aiMessage(content: string, id: string): Message {
  return register({
    content,
    additional_kwargs: {},
    response_metadata: {},
    tool_call_chunks: [],
    tool_calls: [],
    id,
    invalid_tool_calls: [],
    type: 'ai'
  })
}

/** One streamed token as `messages-tuple` mode carries it. */
export function aiTupleChunk(content: string, id: string): Message {
  return {
    content,
    tool_calls: [],
    invalid_tool_calls: [],
    tool_call_chunks: [],
    additional_kwargs: {},
    response_metadata: {},
    id,
    type: 'ai'
  }
}

/** One streamed token as `events` and legacy `messages` modes carry it. */
export function aiStreamChunk(content: string, id: string): Message {
  return {
    content,
    id,
    tool_calls: [],
    invalid_tool_calls: [],
    tool_call_chunks: [],
    additional_kwargs: {},
    response_metadata: {},
    type: 'ai'
  }
}
