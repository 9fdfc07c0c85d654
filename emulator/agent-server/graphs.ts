// Owns the built-in graphs an emulated agent server runs: `agent`, `silent`, `failing` and
// `firehose`.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'

import type { Channel, Graph, State } from './engine.js'
import { addMessages, textOf, type Message } from './messages.js'

/**
 * The graphs every emulated deployment serves, addressed by `assistant_id`
 * (the graph name, or the assistant UUID the real server derives from it).
 */

const messagesChannel: Channel = {
  reduce: addMessages,
  initial: () => []
}

function lastValue(initial: unknown): Channel {
  return { reduce: (_current, update) => update, initial: () => initial }
}

function messagesIn(state: State): Message[] {
  return Array.isArray(state.messages) ? (state.messages as Message[]) : []
}

/**
 * Inner graph of `agent`: its node `inner` reports progress on the custom
 * stream around a model call that answers "done".
 */
const innerGraph: Graph = {
  channels: { messages: messagesChannel },
  nodes: [
    {
      name: 'inner',
      run: async (state, context) => {
        await context.write({ progress: 50 })
        const reply = await context.chat('done', messagesIn(state))
        await context.write({ progress: 100 })
        return { messages: [reply] }
      }
    }
  ]
}

/**
 * `agent`: a messages graph. Node `echo` has the fake model repeat the last
 * message's text token by token ("hello" without one); node `sub` runs {@link innerGraph} as a
 * subgraph. Input: `{"messages": [{"role": "user", "content": "hi"}]}`.
 * On a thread, messages accumulate across runs.
 */
const agentGraph: Graph = {
  channels: { messages: messagesChannel },
  nodes: [
    {
      name: 'echo',
      run: async (state, context) => {
        const messages = messagesIn(state)
        // With no message to echo (a smoke test's default input is {}), it greets instead.
        const reply = await context.chat(textOf(messages.at(-1)) || 'hello', messages)
        return { messages: [reply] }
      }
    },
    { name: 'sub', subgraph: innerGraph }
  ]
}

/**
 * `silent`: an agent that answers nothing. Its node returns `{}`, so the run streams its input
 * state back (`messages`, and `context` when the input holds it): a gate that scored the input as
 * output would pass it on an example whose reference is in an earlier turn or in `context`.
 */
const silentGraph: Graph = {
  channels: { messages: messagesChannel, context: lastValue(null) },
  nodes: [{ name: 'idle', run: () => Promise.resolve({}) }]
}

/** `failing`: its only node raises, so the run ends with an `error` event. */
const failingGraph: Graph = {
  channels: { messages: messagesChannel },
  nodes: [
    {
      name: 'fail',
      run: () => Promise.reject(new Error('boom'))
    }
  ]
}

/** Largest `events` the firehose accepts (a run of that size streams for a long while). */
const FIREHOSE_MAX_EVENTS = 100_000_000
/** Largest `size` of one firehose event in bytes. */
const FIREHOSE_MAX_SIZE = 16 * 1024 * 1024
/** Background firehose runs have no reader to wait for; they yield this often to stay cancellable. */
const FIREHOSE_YIELD_EVERY = 256

function firehoseCount(state: State, key: 'events' | 'size', max: number): number {
  const value = state[key]
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(
      `firehose input '${key}' must be an integer from 0 to ${max}, got ${value === undefined ? 'nothing' : JSON.stringify(value)}`
    )
  }
  return value
}

/**
 * Writes `events` custom events of `size` bytes of JSON each as fast as the
 * reader takes them: `{"seq":<n>,"pad":"xxx..."}`, padded to the size
 * (never below the bare `{"seq":<n>,"pad":""}`).
 */
const firehoseGraph: Graph = {
  channels: { events: lastValue(0), size: lastValue(0), sent: lastValue(0) },
  nodes: [
    {
      name: 'firehose',
      run: async (state, context) => {
        const events = firehoseCount(state, 'events', FIREHOSE_MAX_EVENTS)
        const size = firehoseCount(state, 'size', FIREHOSE_MAX_SIZE)
        const padding = 'x'.repeat(size)
        for (let seq = 0; seq < events; seq += 1) {
          const overhead = `{"seq":${seq},"pad":""}`.length
          await context.write({ seq, pad: padding.slice(0, Math.max(0, size - overhead)) })
          if (seq % FIREHOSE_YIELD_EVERY === FIREHOSE_YIELD_EVERY - 1) {
            await yieldToEventLoop(undefined, { signal: context.signal })
          }
        }
        return { sent: events }
      }
    }
  ]
}

/** What a graph of the deployed `langgraph.json` runs: the echo behaviour of `agent`. */
export const echoGraph: Graph = agentGraph

/** Built-in graphs by name. */
export const GRAPHS: ReadonlyMap<string, Graph> = new Map([
  ['agent', agentGraph],
  ['silent', silentGraph],
  ['failing', failingGraph],
  ['firehose', firehoseGraph]
])
