import { describe, expect, it } from '@jest/globals'
import { outputTexts } from '../../src/agent-server/output-text.js'
import type { StreamEvent } from '../../src/agent-server/sse.js'
import { EventStreamDecoder } from '../../src/agent-server/sse.js'
import { recorded } from './fixtures.js'

function event(name: string, data: unknown): StreamEvent {
  const raw = JSON.stringify(data)
  return { event: name, namespace: [], data, id: undefined, raw }
}

/** The texts of an event as `where: text` lines. */
function texts(e: StreamEvent): string[] {
  return outputTexts(e).map(
    o => `${o.where}: ${o.text}${o.tokenOf === undefined ? '' : ` (token of "${o.tokenOf}")`}`
  )
}

function decode(body: string): StreamEvent[] {
  const decoder = new EventStreamDecoder()
  return [...decoder.feed(Buffer.from(body)), ...decoder.end()]
}

describe('outputTexts', () => {
  it.each<[string, StreamEvent, string[]]>([
    ['metadata carries no output', event('metadata', { run_id: 'r-42', attempt: 1 }), []],
    ['an error event is no output', event('error', { error: 'Error', message: '42' }), []],
    [
      'values: the agent messages, not the user message nor the IDs',
      event('values', {
        messages: [
          { content: 'What is 6 times 7?', id: 'h1', type: 'human' },
          { content: '42', id: 'a1', type: 'ai', response_metadata: { model: 'x' } }
        ],
        run_id: 'r',
        threadId: 't',
        answer: 42,
        done: true
      }),
      ['values messages[1].content: 42', 'values answer: 42', 'values done: true']
    ],
    [
      'updates: content given as a list of content blocks',
      event('updates', {
        model: {
          messages: [
            {
              role: 'assistant',
              content: [
                { type: 'text', text: 'Six ' },
                'times ',
                { type: 'image_url', image_url: 'u' },
                { type: 'text', text: 'seven' }
              ]
            }
          ]
        }
      }),
      ['updates model.messages[0].content: Six times seven']
    ],
    [
      'a serialised LangChain message: its kwargs content',
      event('values', {
        messages: [
          {
            lc: 1,
            type: 'constructor',
            id: ['langchain_core', 'messages', 'HumanMessage'],
            kwargs: { content: 'q' }
          },
          {
            lc: 1,
            type: 'constructor',
            id: ['langchain_core', 'messages', 'AIMessage'],
            kwargs: { content: 'a', id: 'x' }
          }
        ]
      }),
      ['values messages[1].content: a']
    ],
    [
      'messages (tuple): the chunk content as a token of its message, never the metadata',
      event('messages', [
        { content: 'to', id: 'm1', type: 'AIMessageChunk' },
        { run_id: 'r', langgraph_node: 'n' }
      ]),
      ['messages content: to (token of "m1")']
    ],
    [
      'messages/partial: whole messages',
      event('messages/partial', [{ content: 'so far', id: 'm1', type: 'ai' }]),
      ['messages/partial [0].content: so far']
    ],
    [
      'messages/metadata is metadata',
      event('messages/metadata', { m1: { metadata: { x: 'y' } } }),
      []
    ],
    [
      'checkpoints: the values only',
      event('checkpoints', { id: 'c', step: 3, source: 'loop', values: { answer: 'yes' } }),
      ['checkpoints values answer: yes']
    ],
    [
      "debug: a checkpoint's values and a task's result, not the bookkeeping",
      event('debug', {
        step: 1,
        type: 'task_result',
        timestamp: 't',
        payload: { id: 'i', name: 'node', result: [['answer', 'ok']] }
      }),
      ['debug result answer: ok']
    ],
    [
      'debug: a task start is no output',
      event('debug', { step: 1, type: 'task', payload: { name: 'node', input: { q: 'x' } } }),
      []
    ],
    [
      'events: what a step streamed, not its name or run id',
      event('events', {
        event: 'on_chat_model_stream',
        name: 'model',
        run_id: 'r',
        data: { chunk: { content: 'hey', type: 'AIMessageChunk', id: 'c' } }
      }),
      ['events chunk content: hey']
    ],
    [
      'custom: the values the graph wrote',
      event('custom', { progress: 50, note_id: 'n' }),
      ['custom progress: 50']
    ]
  ])('%s', (_name, e, expected) => {
    expect(texts(e)).toEqual(expected)
  })

  it('finds the agent answers in streams recorded from the real server, and no ID', () => {
    const all = [recorded.statelessUpdates, recorded.valuesWithSubgraphs, recorded.subgraphMessages]
      .flatMap(decode)
      .flatMap(texts)
    expect(all).toContain('updates call_model.messages[0].content: Héllo wörld 👋 from “agent”')
    expect(all).toContain('values messages[1].content: inner ✓')
    expect(all).toContain(
      'messages content: ✓ (token of "run-01a1fd10-04a8-771f-a8ad-f848b3a762fd")'
    )
    const said = [
      recorded.statelessUpdates,
      recorded.valuesWithSubgraphs,
      recorded.subgraphMessages
    ]
      .flatMap(decode)
      .flatMap(e => outputTexts(e).map(o => `${o.where}: ${o.text}`))
    expect(said.join('\n')).not.toMatch(/01a1fd|1f1e57f5|6a458658|langgraph|loop|: hi$/m)
  })
})
