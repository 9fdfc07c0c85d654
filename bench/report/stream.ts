// Owns the stream section of BENCHMARKS.md: the three readers on the replayed stream, and our
// client's memory on a stream ten times longer.
import type { Contender } from '../stream/reader.js'
import type { ReaderCost, StreamNodeResult, StreamResult } from '../stream/stream.js'
import {
  count,
  fixed,
  medianRange,
  mib,
  percent,
  plural,
  quietLine,
  table,
  times
} from './format.js'

const READERS: readonly { contender: Contender; label: string }[] = [
  { contender: 'plain', label: 'plain Node reader: `http.request`, counting `\\n\\n`' },
  { contender: 'ours', label: 'ours: `AgentServerClient.streamRun` (the smoke step)' },
  { contender: 'sdk', label: 'SDK: `@langchain/langgraph-sdk` `client.runs.stream`' }
]

/** The stream section. */
export function renderStream(result: StreamResult): string {
  const megabytes = fixed(result.bodyBytes / 1e6, 1)
  return [
    '## 2. Stream: the smoke step’s client on a fast replayed stream',
    `The source is a plain loopback TCP server in the benchmark's process that answers \`POST /runs/stream\` with pre-rendered bytes, as fast as the socket takes them: a stateless \`${result.streamMode}\` run as the real agent server writes it (agent-server-wire-format.md): \`event: metadata\` first, then one \`event: messages\` per token, \`data: [<AI message chunk>, <metadata>]\` with the fields and key order of the frames recorded from the real server (${fixed(result.eventBytes, 0)} bytes of SSE each), then one \`event: updates\`; no \`id:\` lines, no end event, the body ends with the run. Each event is an HTTP chunk of its own, as a Node server writing each event with its own \`write()\` sends it. The server only copies buffers, so the readers set the pace (their "busy" is CPU time over wall time).`,
    `Each read is a child process of its own that loads only its reader, times from sending the request to the end of the body, and prints its count; the parent takes its peak RSS with the \`--require\` probe (it only delays the child's start, which is not timed). Our client and the SDK must hand over every event parsed: each reader checks every event's mode and the token in \`data[0].content\`, in order. The plain reader is the ceiling: \`http.request\` with the same headers and body, and a \`Buffer.indexOf\` scan of each chunk for the blank line that ends an event; it decodes and parses nothing, and checks only the count of ${count(result.events + 2)} events.`,
    `${result.events.toLocaleString('en-US')} token events (${megabytes} MB of SSE) per read; ${plural(result.rounds, 'round')} after a warm-up read of each, the three readers in a rotating order; ratios are taken within each round.`,
    quietLine(result.quiet),
    ...result.nodes.map(node => nodeSection(node)),
    '### Memory on a ten times longer stream',
    `Our client reads ${result.rssEvents.toLocaleString('en-US')} and ${result.longEvents.toLocaleString('en-US')} token events, the pair in alternating order, ${plural(result.longRounds, 'round')}; growth is the longer stream's peak RSS over the shorter's, pair by pair. At the end of each stream the reader notes V8's heap capacity (\`heapTotal\`), then forces a full GC (\`--expose-gc\`) and notes what survives it (\`heapUsed\`): what the client keeps. A growth of capacity with a flat survivor is heap V8 chose to grow, not memory the client holds.`,
    memoryTable(result)
  ].join('\n\n')
}

function nodeSection(node: StreamNodeResult): string {
  const row = (label: string, cost: ReaderCost): string[] => [
    label,
    medianRange(cost.eventsPerSecond, count),
    medianRange(cost.megabytesPerSecond, value => fixed(value, 1)),
    medianRange(cost.cpuMicrosPerEvent, value => fixed(value, 1)),
    `${fixed(cost.busy.median * 100, 0)} %`,
    medianRange(cost.rssKb, mib)
  ]
  return [
    `### Node ${node.version}`,
    table(
      ['Reader', 'Events/s', 'MB/s', 'CPU µs/event', 'Busy', 'Peak RSS, MiB'],
      [
        ...READERS.map(({ contender, label }) => row(label, node.readers[contender])),
        ['ours ÷ plain reader', medianRange(node.oursOverPlain, times), '', '', '', ''],
        ['ours ÷ SDK', medianRange(node.oursOverSdk, times), '', '', '', '']
      ]
    )
  ].join('\n\n')
}

function memoryTable(result: StreamResult): string {
  const heap = (figures: StreamNodeResult['long']['shortHeap']): string =>
    `${mib(figures.totalKb.median)} / ${mib(figures.retainedKb.median)}`
  return table(
    [
      'Node',
      `Peak RSS, ${count(result.rssEvents)} events, MiB`,
      `Peak RSS, ${count(result.longEvents)} events, MiB`,
      'Growth',
      'Heap at the end, capacity / kept after GC, MiB (short; long)',
      `Events/s, ${count(result.longEvents)}`
    ],
    result.nodes.map(node => [
      node.version,
      medianRange(node.long.shortRssKb, mib),
      medianRange(node.long.longRssKb, mib),
      medianRange(node.long.growth, percent),
      `${heap(node.long.shortHeap)}; ${heap(node.long.longHeap)}`,
      medianRange(node.long.longEventsPerSecond, count)
    ])
  )
}
