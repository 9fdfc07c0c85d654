// Owns what a run produced: its final state less what its input already held (the messages it
// added after the input's, the values it wrote that differ from the input's), never the input.
import { asMessage, contentText } from './output-text.js'

/** Deeper objects are compared as wholes: a real state is far shallower. */
const MAX_DEPTH = 64

/**
 * The part of `final` (a run's final state) that its `input` did not hold, or undefined when the
 * run wrote nothing new. Key by key: a value the input had unchanged is left out, an object is
 * compared key by key, and a list keeps only the items the input's list did not have, counted
 * (a message by its author and text, as the server adds IDs and types; other items by value), so
 * an answer that repeats an earlier turn of the input still counts once for each time it was said.
 */
export function producedState(final: unknown, input: unknown, depth = 0): unknown {
  if (input === undefined) return final
  if (Array.isArray(final)) return Array.isArray(input) ? newItems(final, input) : final
  if (isRecord(final) && isRecord(input) && asMessage(final) === undefined && depth < MAX_DEPTH) {
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(final)) {
      const rest = producedState(value, input[key], depth + 1)
      if (rest !== undefined) out[key] = rest
    }
    return Object.keys(out).length === 0 ? undefined : out
  }
  return identity(final) === identity(input) ? undefined : final
}

/** The items of `final` beyond those of `input`, each of the input's taken away once. */
function newItems(final: readonly unknown[], input: readonly unknown[]): unknown[] | undefined {
  const held = new Map<string, number>()
  for (const item of input) {
    const key = identity(item)
    held.set(key, (held.get(key) ?? 0) + 1)
  }
  const added = final.filter(item => {
    const key = identity(item)
    const left = held.get(key) ?? 0
    if (left === 0) return true
    held.set(key, left - 1)
    return false
  })
  return added.length === 0 ? undefined : added
}

/** Roles of a message given as a `[role, content]` pair, as LangGraph takes them in input. */
const PAIR_ROLES = new Set(['human', 'user', 'ai', 'assistant', 'system', 'tool', 'developer'])

/**
 * What an item is, for telling the input's from the run's: a message by whether the user wrote
 * it and its text (in any of the forms LangGraph takes: `{role, content}`, `{type, content}`,
 * LangChain's constructor form, a `[role, content]` pair); anything else by its value.
 */
function identity(value: unknown): string {
  if (Array.isArray(value) && value.length === 2 && typeof value[1] === 'string') {
    const role = typeof value[0] === 'string' ? value[0].toLowerCase() : ''
    if (PAIR_ROLES.has(role)) return messageKey(role === 'human' || role === 'user', value[1])
  }
  if (isRecord(value)) {
    const message = asMessage(value)
    if (message !== undefined) return messageKey(message.fromUser, contentText(message.content))
  }
  return value === undefined ? 'nothing' : `value ${canonical(value)}`
}

function messageKey(fromUser: boolean, text: string): string {
  return `${fromUser ? 'user' : 'other'} message ${text}`
}

/** JSON with every object's keys in order: equal values, equal texts. */
function canonical(value: unknown): string {
  const sorted = (_key: string, item: unknown): unknown =>
    isRecord(item)
      ? Object.fromEntries(
          Object.keys(item)
            .sort()
            .map(key => [key, item[key]])
        )
      : item
  return JSON.stringify(value, sorted)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
