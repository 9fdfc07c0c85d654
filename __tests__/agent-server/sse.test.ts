import { StringDecoder } from 'node:string_decoder'
import { describe, expect, it } from '@jest/globals'
import {
  EventStreamDecoder,
  Utf8Chunks,
  eventName,
  parseEventStream,
  type StreamEvent
} from '../../src/agent-server/sse.js'
import { ResponseFormatError } from '../../src/base/errors.js'
import { prettyEvent, recorded } from './fixtures.js'

const encoder = new TextEncoder()
const tick = (): Promise<void> => new Promise(resolve => setImmediate(resolve))

/** Decodes `chunks` through one decoder, as a body would arrive. */
function decode(chunks: readonly Uint8Array[]): StreamEvent[] {
  const decoder = new EventStreamDecoder()
  const events: StreamEvent[] = []
  for (const chunk of chunks) events.push(...decoder.feed(chunk))
  events.push(...decoder.end())
  return events
}

function decodeText(text: string): StreamEvent[] {
  return decode([encoder.encode(text)])
}

/**
 * An independent reading of a well-formed stream with `\n` line ends, used as the oracle of the
 * split tests: blocks split on blank lines, fields on the first colon.
 */
function reference(text: string): StreamEvent[] {
  const events: StreamEvent[] = []
  for (const block of text.split('\n\n')) {
    let name = 'message'
    let id: string | undefined
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = line.slice(0, colon)
      const value = line.slice(colon + 1).replace(/^ /, '')
      if (field === 'event') name = value
      else if (field === 'data') data.push(value)
      else if (field === 'id') id = value
    }
    if (data.length === 0) continue
    const raw = data.join('\n')
    const [event = '', ...namespace] = name.split('|')
    events.push({ event, namespace, data: JSON.parse(raw) as unknown, id, raw })
  }
  return events
}

const crlf = (text: string): string => text.replace(/\n/g, '\r\n')
const cr = (text: string): string => text.replace(/\n/g, '\r')

const pretty =
  prettyEvent('metadata', { run_id: '1f0-run', attempt: 1 }, '0') +
  prettyEvent(
    'updates',
    { call_model: { messages: [{ content: 'Grüße 🌍 — ok', type: 'ai' }] } },
    '1'
  ) +
  prettyEvent('messages|sub:5c56', [{ content: '✓' }, { langgraph_node: 'inner' }], '2')

/** Every recorded stream, plus the CLI 2.0 multi-line form. */
const streams: Record<string, string> = { ...recorded, prettyPrinted: pretty }

describe('EventStreamDecoder: table', () => {
  const cases: { name: string; input: string; expected: Partial<StreamEvent>[] }[] = [
    {
      name: 'one event',
      input: 'event: updates\ndata: {"a":1}\n\n',
      expected: [{ event: 'updates', namespace: [], data: { a: 1 }, id: undefined, raw: '{"a":1}' }]
    },
    {
      name: 'no event field: SSE default name',
      input: 'data: 1\n\n',
      expected: [{ event: 'message', data: 1 }]
    },
    {
      name: 'namespace split from the mode',
      input: 'event: messages|sub:a-1|inner:b-2\ndata: []\n\n',
      expected: [{ event: 'messages', namespace: ['sub:a-1', 'inner:b-2'], data: [] }]
    },
    {
      name: 'several data lines joined with \\n',
      input: 'event: values\ndata: {\ndata:   "x": [1,\ndata: 2]\ndata: }\n\n',
      expected: [{ data: { x: [1, 2] }, raw: '{\n  "x": [1,\n2]\n}' }]
    },
    {
      name: 'comments ignored',
      input: ': ping\nevent: updates\n:another\ndata: 2\n\n: trailing comment\n\n',
      expected: [{ event: 'updates', data: 2 }]
    },
    {
      name: 'id after data, as thread runs send it',
      input: 'event: metadata\ndata: {"run_id":"r"}\nid: 7\n\n',
      expected: [{ event: 'metadata', id: '7', data: { run_id: 'r' } }]
    },
    {
      name: '\\r\\n line ends',
      input: 'event: updates\r\ndata: {"a":1}\r\nid: 3\r\n\r\nevent: end\r\ndata: null\r\n\r\n',
      expected: [
        { event: 'updates', data: { a: 1 }, id: '3' },
        { event: 'end', data: null, id: undefined }
      ]
    },
    {
      name: '\\r line ends',
      input: 'event: updates\rdata: "x"\r\rdata: "y"\r\r',
      expected: [
        { event: 'updates', data: 'x' },
        { event: 'message', data: 'y' }
      ]
    },
    {
      name: 'data that is not JSON is kept as text',
      input: 'event: error\ndata: Run not found\n\n',
      expected: [{ event: 'error', data: 'Run not found', raw: 'Run not found' }]
    },
    {
      name: 'a JSON string',
      input: 'event: error\ndata: "Run not found"\n\n',
      expected: [{ event: 'error', data: 'Run not found', raw: '"Run not found"' }]
    },
    {
      name: 'empty data',
      input: 'event: ping\ndata:\n\n',
      expected: [{ event: 'ping', data: '', raw: '' }]
    },
    {
      name: 'no space after the colon; a second space is kept',
      input: 'event:custom\ndata:  {"p":50}\n\n',
      expected: [{ event: 'custom', data: { p: 50 }, raw: ' {"p":50}' }]
    },
    {
      name: 'a block without data is no event',
      input: 'event: updates\nid: 4\n\nevent: values\ndata: 1\n\n',
      expected: [{ event: 'values', data: 1, id: undefined }]
    },
    {
      name: 'unknown fields and retry ignored',
      input: 'retry: 1000\nfoo: bar\nevent: updates\ndata: 1\n\n',
      expected: [{ event: 'updates', data: 1 }]
    },
    {
      name: 'leading byte order mark dropped',
      input: '\uFEFFevent: metadata\ndata: {}\n\n',
      expected: [{ event: 'metadata', data: {} }]
    },
    {
      name: 'empty body',
      input: '',
      expected: []
    }
  ]

  it.each(cases)('$name', ({ input, expected }) => {
    const events = decodeText(input)
    expect(events).toHaveLength(expected.length)
    events.forEach((event, i) => {
      expect(event).toMatchObject(expected[i] ?? {})
    })
  })

  it('gives namespaced events their own namespace array and root events an empty one', () => {
    const [root, sub] = decodeText('event: a\ndata: 1\n\nevent: a|x:1\ndata: 2\n\n')
    expect(root?.namespace).toEqual([])
    expect(sub?.namespace).toEqual(['x:1'])
    expect(eventName(sub ?? root ?? { event: '', namespace: [] })).toBe('a|x:1')
  })

  it('yields each mode of a list-of-modes stream under its mode', () => {
    const events = decodeText(recorded.subgraphMessages + recorded.messagesTuple)
    expect(events.map(eventName)).toEqual([
      'metadata',
      'messages|sub:5c562343-33a1-5be5-ad08-b22218377752|inner_node:3acff4db-fb80-5c28-8949-c55e4d90803b',
      'updates|sub:5c562343-33a1-5be5-ad08-b22218377752',
      'updates',
      'metadata',
      'messages'
    ])
    expect(events[5]?.data).toEqual([
      expect.objectContaining({ content: 'é', type: 'ai' }),
      expect.objectContaining({ langgraph_node: 'call_model' })
    ])
  })
})

describe('EventStreamDecoder: recorded streams split at every byte', () => {
  for (const [name, text] of Object.entries(streams)) {
    const expected = reference(text)

    it(`${name}: the oracle agrees with one whole chunk`, () => {
      expect(expected.length).toBeGreaterThan(0)
      expect(decodeText(text)).toEqual(expected)
    })

    for (const [ending, transform] of [
      ['\\n', (t: string) => t],
      ['\\r\\n', crlf],
      ['\\r', cr]
    ] as const) {
      it(`${name} with ${ending} line ends: same events for every split point`, () => {
        const bytes = encoder.encode(transform(text))
        for (let at = 0; at <= bytes.length; at++) {
          const events = decode([bytes.subarray(0, at), bytes.subarray(at)])
          if (!sameJson(events, expected)) {
            // Name the split point when it fails.
            expect({ at, events }).toEqual({ at, events: expected })
          }
        }
      })
    }

    it(`${name}: same events fed one byte at a time`, () => {
      const bytes = encoder.encode(crlf(text))
      const chunks = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1))
      expect(decode(chunks)).toEqual(expected)
    })
  }

  it('joins multi-byte characters split across chunks', () => {
    const bytes = encoder.encode(recorded.statelessUpdates)
    const emoji = bytes.indexOf(0xf0) // the first byte of 👋, four bytes long
    expect(emoji).toBeGreaterThan(0)
    for (let at = emoji + 1; at < emoji + 4; at++) {
      const events = decode([bytes.subarray(0, at), bytes.subarray(at)])
      expect(events[1]?.raw).toContain('Héllo wörld 👋 from “agent”')
    }
  })

  it('three-way splits around the events of the pretty-printed stream', () => {
    const bytes = encoder.encode(crlf(pretty))
    const expected = reference(pretty)
    for (let a = 0; a < bytes.length; a += 7) {
      for (let b = a; b <= bytes.length; b += 13) {
        const events = decode([bytes.subarray(0, a), bytes.subarray(a, b), bytes.subarray(b)])
        if (!sameJson(events, expected))
          expect({ a, b, events }).toEqual({ a, b, events: expected })
      }
    }
  })
})

/** Deep equality without building a failure message for each of thousands of split points. */
function sameJson(actual: unknown, expected: unknown): boolean {
  return JSON.stringify(actual) === JSON.stringify(expected)
}

describe('EventStreamDecoder: end of the body', () => {
  it.each([
    [
      'inside the data line',
      'event: metadata\ndata: {"run_id":"r"}\n\nevent: updates\ndata: {"a":'
    ],
    ['after the data line, before the blank line', 'event: updates\ndata: {"a":1}\n'],
    ['after a \\r, before the blank line', 'event: updates\rdata: 1\r'],
    ['after several data lines', 'event: values\ndata: {\ndata: }\n']
  ])('throws when the body ends %s', (_, text) => {
    expect(() => decodeText(text)).toThrow(ResponseFormatError)
    expect(() => decodeText(text)).toThrow(/ended in the middle of a "(updates|values)" event/)
  })

  it.each([
    ['a complete stream', recorded.graphError, 2],
    ['a trailing comment', 'data: 1\n\n: bye', 1],
    ['a half event name without data', 'data: 1\n\nevent: upd', 1],
    ['a stream ended by \\r\\r', 'data: 1\r\r', 1]
  ])('ends quietly after %s', (_, text, count) => {
    expect(decodeText(text)).toHaveLength(count)
  })

  it('refuses an event larger than the limit instead of buffering it', () => {
    const decoder = new EventStreamDecoder({ maxEventChars: 1000 })
    expect(decoder.feed(encoder.encode('event: values\ndata: 1\n\n'))).toHaveLength(1)
    decoder.feed(encoder.encode(`data: ${'x'.repeat(600)}`))
    expect(() => decoder.feed(encoder.encode('y'.repeat(600)))).toThrow(
      /larger than 1000 characters/
    )
  })
})

/** A small seeded generator (mulberry32), so a failing case can be run again. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

/**
 * Bytes where UTF-8 goes wrong: line ends, ASCII, continuation bytes, the leads of two-, three-
 * and four-byte characters, overlong and surrogate leads, bytes no UTF-8 holds, a byte order mark.
 */
const UTF8_EDGES = [
  0x0a, 0x0d, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbb, 0xbf, 0xc0, 0xc1, 0xc2, 0xc3, 0xdf,
  0xe0, 0xe2, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xf8, 0xfe, 0xff
]

/** Random bytes, some valid UTF-8 text and many of the edges above, cut into random chunks. */
function randomChunks(random: () => number): Uint8Array[] {
  const parts: number[] = []
  const length = Math.floor(random() * 48)
  while (parts.length < length) {
    const pick = random()
    if (pick < 0.3)
      parts.push(...encoder.encode(['é', '👋', '“', 'a', '\n', ' '][Math.floor(random() * 6)]))
    else if (pick < 0.8) parts.push(UTF8_EDGES[Math.floor(random() * UTF8_EDGES.length)] ?? 0)
    else parts.push(Math.floor(random() * 256))
  }
  const bytes = Uint8Array.from(parts)
  const chunks: Uint8Array[] = []
  let at = 0
  while (at < bytes.length || random() < 0.1) {
    const next = Math.min(bytes.length, at + Math.floor(random() * 8))
    chunks.push(random() < 0.5 ? Buffer.from(bytes.subarray(at, next)) : bytes.subarray(at, next))
    at = next
  }
  return chunks
}

describe('Utf8Chunks', () => {
  it('gives for every chunk exactly the text one StringDecoder gives (random bytes, random cuts)', () => {
    const random = seeded(17)
    for (let round = 0; round < 5000; round++) {
      const chunks = randomChunks(random)
      const ours = new Utf8Chunks()
      const reference = new StringDecoder('utf8')
      const texts = chunks.map(chunk => [ours.write(chunk), reference.write(chunk)])
      texts.push([ours.end(), reference.end()])
      if (texts.some(([a, b]) => a !== b)) {
        expect({ round, chunks: chunks.map(c => Buffer.from(c).toString('hex')), texts }).toBe(
          'the same text'
        )
      }
    }
  })

  it('joins a character cut after a chunk that ended on ASCII', () => {
    const text = new Utf8Chunks()
    expect(text.write(encoder.encode('a\n'))).toBe('a\n')
    expect(text.write(Uint8Array.of(0xf0, 0x9f))).toBe('')
    expect(text.write(Uint8Array.of(0x91, 0x8b, 0x0a))).toBe('👋\n')
    expect(text.write(Uint8Array.of(0xe2))).toBe('')
    expect(text.end()).toBe('\uFFFD')
  })
})

describe('parseEventStream', () => {
  it('reads an async source chunk by chunk', async () => {
    const bytes = encoder.encode(recorded.valuesWithSubgraphs)
    async function* source(): AsyncGenerator<Uint8Array> {
      for (let i = 0; i < bytes.length; i += 100) {
        await tick()
        yield bytes.subarray(i, i + 100)
      }
    }
    const events: StreamEvent[] = []
    for await (const event of parseEventStream(source())) events.push(event)
    expect(events).toEqual(reference(recorded.valuesWithSubgraphs))
    expect(events.map(e => e.event)).toContain('checkpoints')
  })

  it('stops pulling from the source when the consumer breaks out', async () => {
    let pulled = 0
    let released = false
    async function* source(): AsyncGenerator<Uint8Array> {
      try {
        for (;;) {
          await tick()
          pulled++
          yield encoder.encode('event: custom\ndata: {"progress":1}\n\n')
        }
      } finally {
        released = true
      }
    }
    let seen = 0
    for await (const event of parseEventStream(source())) {
      expect(event.data).toEqual({ progress: 1 })
      if (++seen === 3) break
    }
    expect(released).toBe(true)
    expect(pulled).toBe(3)
  })

  it('passes the error of the source on', async () => {
    async function* source(): AsyncGenerator<Uint8Array> {
      yield encoder.encode('data: 1\n\n')
      await tick()
      throw new Error('socket gone')
    }
    const seen: unknown[] = []
    await expect(
      (async () => {
        for await (const event of parseEventStream(source())) seen.push(event.data)
      })()
    ).rejects.toThrow('socket gone')
    expect(seen).toEqual([1])
  })
})
