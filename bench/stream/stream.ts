// Owns the stream section (goal 2): the smoke step's client against a plain Node reader and the
// SDK on the same replayed stream, on every Node, and its peak RSS on a 10× longer stream.
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

import { type ChildRunner, checkChild } from '../child.js'
import type { NodeBinary } from '../nodes.js'
import type { QuietGate, QuietSummary } from '../quiet.js'
import { type Summary, pairOrder, pairedRatios, rotation, summarize } from '../stats.js'
import type { Contender, ReaderResult } from './reader.js'
import { type ReplayServer, startReplay } from './replay.js'
import { STREAM_MODE } from './wire.js'

/** What the stream section needs. */
export interface StreamOptions {
  /** Rounds of the three readers at the main length (after a warm-up read of each). */
  readonly rounds: number
  /** Rounds of our client at the memory pair's two lengths, paired. */
  readonly longRounds: number
  /** Token events in the stream the three readers race on. */
  readonly events: number
  /** Token events in the shorter stream of the memory pair; the longer has ten times as many. */
  readonly rssEvents: number
  readonly nodes: readonly NodeBinary[]
  readonly runner: ChildRunner
  /** Waited on before each read. */
  readonly gate: QuietGate
  readonly log: (line: string) => void
}

/** One reader at one length, over the rounds. */
export interface ReaderCost {
  readonly eventsPerSecond: Summary
  /** Megabytes (10^6 bytes) of SSE per second. */
  readonly megabytesPerSecond: Summary
  /** The reader's CPU time (user and system) per event, in microseconds. */
  readonly cpuMicrosPerEvent: Summary
  /** CPU time over wall time: near 1 (or past it, with GC threads) the reader sets the pace. */
  readonly busy: Summary
  readonly rssKb: Summary
}

/** Everything measured on one Node. */
export interface StreamNodeResult {
  readonly major: number
  readonly version: string
  readonly readers: Readonly<Record<Contender, ReaderCost>>
  /** Our events/s over the plain reader's, pair by pair within a round. */
  readonly oursOverPlain: Summary
  /** Our events/s over the SDK's, pair by pair within a round. */
  readonly oursOverSdk: Summary
  /** Our client on the memory pair: a stream and one ten times longer, paired. */
  readonly long: {
    readonly shortRssKb: Summary
    readonly longRssKb: Summary
    /** Long peak RSS over short, minus one, pair by pair. */
    readonly growth: Summary
    readonly longEventsPerSecond: Summary
    /** V8's heap at the end of each stream (diagnostic): capacity, and what a full GC leaves. */
    readonly shortHeap: HeapFigures
    readonly longHeap: HeapFigures
  }
}

/** V8's heap at the end of a stream, in KiB: its capacity, and what a full GC leaves of it. */
export interface HeapFigures {
  readonly totalKb: Summary
  readonly retainedKb: Summary
}

/** What the stream section found. */
export interface StreamResult {
  readonly events: number
  readonly rssEvents: number
  readonly longEvents: number
  readonly streamMode: string
  /** SSE bytes of one token event. */
  readonly eventBytes: number
  /** SSE bytes of the main stream's body. */
  readonly bodyBytes: number
  readonly rounds: number
  readonly longRounds: number
  readonly nodes: readonly StreamNodeResult[]
  readonly quiet: QuietSummary
}

const READER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reader.js')
const CONTENDERS: readonly Contender[] = ['plain', 'ours', 'sdk']

/** One read in a child of its own, with its peak RSS; throws unless every event arrived. */
interface Reading extends ReaderResult {
  readonly rssKb: number
}

/** Starts the replay server and measures every Node in turn. */
export async function measureStream(options: StreamOptions): Promise<StreamResult> {
  const replay = await startReplay()
  try {
    const nodes: StreamNodeResult[] = []
    for (const node of options.nodes) nodes.push(await measureNode(options, replay, node))
    return {
      events: options.events,
      rssEvents: options.rssEvents,
      longEvents: options.rssEvents * 10,
      streamMode: STREAM_MODE,
      eventBytes: replay.eventBytes,
      bodyBytes: replay.bodyBytes(options.events),
      rounds: options.rounds,
      longRounds: options.longRounds,
      nodes,
      quiet: options.gate.summary()
    }
  } finally {
    await replay.close()
  }
}

async function measureNode(
  options: StreamOptions,
  replay: ReplayServer,
  node: NodeBinary
): Promise<StreamNodeResult> {
  const read = async (contender: Contender, events: number): Promise<Reading> => {
    await options.gate.wait()
    return readOnce(options.runner, node, replay, contender, events)
  }
  const readings = await race(options, node, read)
  const { short, long } = await memoryPairs(options, node, read)
  const rate = (r: Reading): number => r.events / r.ms
  const bytes = replay.bodyBytes(options.events)
  return {
    major: node.major,
    version: node.version,
    readers: {
      plain: cost(readings.plain, bytes),
      ours: cost(readings.ours, bytes),
      sdk: cost(readings.sdk, bytes)
    },
    oursOverPlain: summarize(pairedRatios(readings.ours.map(rate), readings.plain.map(rate))),
    oursOverSdk: summarize(pairedRatios(readings.ours.map(rate), readings.sdk.map(rate))),
    long: {
      shortRssKb: summarize(short.map(r => r.rssKb)),
      longRssKb: summarize(long.map(r => r.rssKb)),
      growth: summarize(
        pairedRatios(
          long.map(r => r.rssKb),
          short.map(r => r.rssKb)
        ).map(ratio => ratio - 1)
      ),
      longEventsPerSecond: summarize(long.map(r => (r.events * 1000) / r.ms)),
      shortHeap: heap(short),
      longHeap: heap(long)
    }
  }
}

type ReadOne = (contender: Contender, events: number) => Promise<Reading>

/** The three readers on the same stream: a warm-up read each, then rounds in rotating order. */
async function race(
  options: StreamOptions,
  node: NodeBinary,
  read: ReadOne
): Promise<Record<Contender, Reading[]>> {
  const events = options.events
  options.log(`stream, Node ${node.major}: warm-up, ${events} events each`)
  for (const contender of CONTENDERS) await read(contender, events)
  const readings: Record<Contender, Reading[]> = { plain: [], ours: [], sdk: [] }
  for (let round = 0; round < options.rounds; round++) {
    options.log(
      `stream, Node ${node.major}: ${events} events, round ${round + 1} of ${options.rounds}`
    )
    for (const contender of rotation(CONTENDERS, round)) {
      readings[contender].push(await read(contender, events))
    }
  }
  return readings
}

/** Our client on a stream and on one ten times longer, the pair in alternating order. */
async function memoryPairs(
  options: StreamOptions,
  node: NodeBinary,
  read: ReadOne
): Promise<{ short: Reading[]; long: Reading[] }> {
  const short: Reading[] = []
  const long: Reading[] = []
  const base = options.rssEvents
  for (let round = 0; round < options.longRounds; round++) {
    options.log(
      `stream, Node ${node.major}: ours, ${base} against ${base * 10} events, round ${round + 1} of ${options.longRounds}`
    )
    for (const length of pairOrder(round, base, base * 10)) {
      ;(length === base ? short : long).push(await read('ours', length))
    }
  }
  return { short, long }
}

function heap(list: readonly Reading[]): HeapFigures {
  return {
    totalKb: summarize(list.map(r => r.heapTotalKb)),
    retainedKb: summarize(list.map(r => r.retainedKb))
  }
}

function cost(list: readonly Reading[], bodyBytes: number): ReaderCost {
  return {
    eventsPerSecond: summarize(list.map(r => (r.events * 1000) / r.ms)),
    megabytesPerSecond: summarize(list.map(r => bodyBytes / 1000 / r.ms)),
    cpuMicrosPerEvent: summarize(list.map(r => (r.cpuMs * 1000) / r.events)),
    busy: summarize(list.map(r => r.cpuMs / r.ms)),
    rssKb: summarize(list.map(r => r.rssKb))
  }
}

async function readOnce(
  runner: ChildRunner,
  node: NodeBinary,
  replay: ReplayServer,
  contender: Contender,
  events: number
): Promise<Reading> {
  const args = ['--expose-gc', READER, contender, replay.url(events), replay.apiKey, String(events)]
  const run = await runner.run({ node: node.path, args, measureRss: true })
  checkChild(`Node ${node.major}, ${contender} reading ${events} events`, run, true)
  const result = JSON.parse(run.stdout) as ReaderResult
  if (result.events !== events) {
    throw new Error(`${contender} read ${result.events} of ${events} events`)
  }
  return { ...result, rssKb: run.peakRssKb ?? Number.NaN }
}
