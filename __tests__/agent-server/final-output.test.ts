/**
 * What a run produced: the final `values` state less the run's input, as the eval gate scores it.
 * An agent that streams its input back (a node returning `{}`) produced nothing, however much of
 * the reference its input's earlier turns or extra keys hold.
 */
import { describe, expect, it } from '@jest/globals'
import { FinalOutput } from '../../src/agent-server/final-output.js'
import { producedState } from '../../src/agent-server/produced.js'
import type { StreamEvent } from '../../src/agent-server/sse.js'

function values(data: unknown, namespace: readonly string[] = []): StreamEvent {
  return { event: 'values', namespace, data, id: undefined, raw: '' }
}

/** The final pieces of a run of `input` whose `values` events are `states`, in order. */
function pieces(input: unknown, ...states: unknown[]): readonly string[] {
  const output = new FinalOutput(input)
  for (const state of states) output.observe(values(state))
  return output.pieces
}

/** The server's form of a message: a type, an ID it gave, fields the input never had. */
const served = (type: string, content: unknown, id: string) => ({
  content,
  additional_kwargs: {},
  response_metadata: {},
  id,
  type
})

const multiTurn = {
  messages: [
    { role: 'user', content: 'Name a colour' },
    { role: 'assistant', content: 'teal' },
    { role: 'user', content: 'Say it again' }
  ]
}
const echoed = {
  messages: [
    served('human', 'Name a colour', 'm1'),
    served('ai', 'teal', 'm2'),
    served('human', 'Say it again', 'm3')
  ]
}

describe('FinalOutput', () => {
  it('takes nothing from a state that is the input streamed back: earlier turns, extra keys', () => {
    expect(pieces(multiTurn, echoed, echoed)).toEqual([])
    const keyed = { messages: [{ role: 'user', content: 'the code word?' }], context: 'harbor' }
    const back = { messages: [served('human', 'the code word?', 'h')], context: 'harbor' }
    expect(pieces(keyed, back)).toEqual([])
  })

  it('takes the messages added after the input, a repeat of an earlier turn included', () => {
    const answered = { messages: [...echoed.messages, served('ai', 'teal', 'm4')] }
    expect(pieces(multiTurn, echoed, answered)).toEqual(['teal'])
    const more = {
      messages: [
        ...answered.messages,
        served('tool', '42', 't'),
        served('ai', [{ type: 'text', text: 'done' }], 'd')
      ]
    }
    expect(pieces(multiTurn, more)).toEqual(['teal', '42', 'done'])
  })

  it('takes the state values the run wrote that differ from the input, key by key', () => {
    const input = { question: 'capital?', context: { doc: 'Paris is a city', lang: 'en' }, n: 1 }
    const final = {
      question: 'capital?',
      context: { doc: 'Paris is a city', lang: 'fr' },
      n: 2,
      answer: 'Paris'
    }
    expect(pieces(input, final)).toEqual(['fr', '2', 'Paris'])
  })

  it('keeps the last root values event only, and nothing before any', () => {
    expect(pieces({})).toEqual([])
    const output = new FinalOutput({})
    output.observe(values({ answer: 'root' }))
    output.observe(values({ answer: 'inner' }, ['sub:1']))
    expect(output.pieces).toEqual(['root'])
  })
})

describe('producedState', () => {
  it('takes each item of the input away once: tuples, constructor form, plain values', () => {
    const input = {
      messages: [
        ['assistant', 'teal'],
        {
          lc: 1,
          type: 'constructor',
          id: ['langchain_core', 'messages', 'AIMessage'],
          kwargs: { content: 'sea' }
        }
      ],
      docs: ['a', { k: 1, j: 2 }]
    }
    const final = {
      messages: [served('ai', 'teal', '1'), served('ai', 'sea', '2'), served('ai', 'sea', '3')],
      docs: ['a', { j: 2, k: 1 }, 'b']
    }
    expect(producedState(final, input)).toEqual({
      messages: [served('ai', 'sea', '3')],
      docs: ['b']
    })
  })

  it('is undefined when the run wrote nothing new', () => {
    expect(producedState({ a: [1], b: { c: 'x' } }, { a: [1], b: { c: 'x' } })).toBeUndefined()
  })
})
