/**
 * Streaming: the project's agent-server client against `@langchain/langgraph-sdk`'s
 * `runs.stream`, reading the same long `firehose` run (custom events of a fixed size) from one
 * emulator, which runs in this process and serves every reader. Each read happens in a child
 * process of its own (`stream-reader.ts`), so its peak RSS is its own; the contenders alternate,
 * the first one changing every round.
 */
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startEmulator } from '../emulator/index.js'
import { type ChildRunner, checkChild } from './child.js'
import type { Contender, ReaderResult } from './stream-reader.js'
import { type Summary, pairedRatios, summarize } from './stats.js'

/** What the streaming benchmark needs. */
export interface StreamingOptions {
  /** Measured rounds at the main and the short length (one warm-up round comes first). */
  readonly runs: number
  /** Rounds at the long length, which take a while. */
  readonly longRuns: number
  /** Size of one event's data in bytes. */
  readonly size: number
  /** The stream lengths, in events: short, main (the throughput comparison), long. */
  readonly lengths: readonly [number, number, number]
  readonly runner: ChildRunner
  readonly log: (line: string) => void
}

/** One contender reading streams of one length. */
export interface ReaderCost {
  readonly contender: Contender
  readonly events: number
  readonly eventsPerSecond: Summary
  /** Megabytes (10^6 bytes) of event data per second. */
  readonly megabytesPerSecond: Summary
  readonly peakRssKb: Summary
  /** CPU time of the reader (user and system) per event, in microseconds. */
  readonly cpuMicrosPerEvent: Summary
  /**
   * The reader's CPU time over the stream's wall time: near 1, the reader itself is the limit;
   * well below, it waited for the server.
   */
  readonly busy: Summary
}

/** Both contenders at one stream length. */
export interface LengthResult {
  readonly events: number
  readonly ours: ReaderCost
  readonly sdk: ReaderCost
  /** Our events per second over the SDK's, paired by round. */
  readonly throughputRatio: Summary
  /** Our peak RSS over the SDK's, paired by round. */
  readonly rssRatio: Summary
}

/** Our client at one length with V8's young generation held small (the control). */
export interface ControlResult {
  readonly events: number
  readonly peakRssKb: Summary
  readonly eventsPerSecond: Summary
}

/** What the streaming benchmark found, by stream length (short, main, long). */
export interface StreamingResult {
  readonly size: number
  readonly lengths: readonly [LengthResult, LengthResult, LengthResult]
  /** The V8 flags of the control runs. */
  readonly controlFlags: readonly string[]
  /** Our client at each length, run with {@link controlFlags}. */
  readonly control: readonly ControlResult[]
}

/** Ours must read at least this many times the SDK's events per second (issue 7). */
export const THROUGHPUT_TARGET_RATIO = 1.5
/** A 10× longer stream may grow our peak RSS by less than this fraction (issue 7). */
export const RSS_GROWTH_TARGET = 0.1

/**
 * The control: V8 sizes its young generation by the allocation rate, growing it over the first
 * few hundred thousand events of a fast stream; held at 1 MiB, peak RSS shows what the reader
 * keeps rather than how large V8 let its heap grow.
 */
const CONTROL_FLAGS = ['--max-semi-space-size=1'] as const

const READER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'stream-reader.js')

/** Reads the firehose at each length with both clients. */
export async function measureStreaming(options: StreamingOptions): Promise<StreamingResult> {
  const emulator = await startEmulator({ stepMs: 0, seed: [{ name: 'bench-firehose' }] })
  try {
    const deployment = emulator.state.deployment('bench-firehose')
    if (deployment === undefined) throw new Error('the seeded deployment is missing')
    const url = emulator.agentUrl(deployment.deployment.id)
    const [short, main, long] = options.lengths
    const read = (contender: Contender, events: number, flags: readonly string[] = []) =>
      readOnce(options, { contender, url, apiKey: emulator.apiKey, events, flags })

    options.log(`streaming: warm-up, ${main} events each`)
    await read('ours', main)
    await read('sdk', main)
    const results: LengthResult[] = []
    for (const [events, rounds] of [
      [short, options.runs],
      [main, options.runs],
      [long, options.longRuns]
    ] as const) {
      const readings: Record<Contender, Reading[]> = { ours: [], sdk: [] }
      for (let round = 0; round < rounds; round++) {
        options.log(`streaming: ${events} events, round ${round + 1} of ${rounds}`)
        const order: Contender[] = round % 2 === 0 ? ['ours', 'sdk'] : ['sdk', 'ours']
        for (const contender of order) readings[contender].push(await read(contender, events))
      }
      results.push(compare(events, options.size, readings))
    }
    const control: ControlResult[] = []
    for (const events of options.lengths) {
      const readings: Reading[] = []
      for (let round = 0; round < options.longRuns; round++) {
        options.log(
          `streaming: control, ${events} events, round ${round + 1} of ${options.longRuns}`
        )
        readings.push(await read('ours', events, CONTROL_FLAGS))
      }
      control.push({
        events,
        peakRssKb: summarize(readings.map(r => r.peakRssKb)),
        eventsPerSecond: summarize(readings.map(r => (r.events * 1000) / r.ms))
      })
    }
    return {
      size: options.size,
      lengths: results as [LengthResult, LengthResult, LengthResult],
      controlFlags: CONTROL_FLAGS,
      control
    }
  } finally {
    await emulator.close()
  }
}

/** Where one reader reads, and how much. */
interface ReadTarget {
  readonly contender: Contender
  readonly url: string
  readonly apiKey: string
  readonly events: number
  /** Node options of the reader. */
  readonly flags: readonly string[]
}

/** One read in a child process of its own; throws unless every event arrived. */
async function readOnce(options: StreamingOptions, target: ReadTarget): Promise<Reading> {
  const args = [
    ...target.flags,
    READER,
    target.contender,
    target.url,
    target.apiKey,
    String(target.events),
    String(options.size)
  ]
  const run = await options.runner.run({ node: process.execPath, args })
  checkChild(`${target.contender} reading ${target.events} events`, run)
  const result = JSON.parse(run.stdout) as ReaderResult
  if (result.events !== target.events) {
    throw new Error(`${target.contender} read ${result.events} of ${target.events} events`)
  }
  return { ...result, peakRssKb: run.peakRssKb }
}

/** One read: what the child measured, and its peak RSS. */
interface Reading extends ReaderResult {
  readonly peakRssKb: number
}

function compare(
  events: number,
  size: number,
  readings: Readonly<Record<Contender, readonly Reading[]>>
): LengthResult {
  const cost = (contender: Contender): ReaderCost => {
    const list = readings[contender]
    return {
      contender,
      events,
      eventsPerSecond: summarize(list.map(r => (r.events * 1000) / r.ms)),
      megabytesPerSecond: summarize(list.map(r => (r.events * size) / 1000 / r.ms)),
      peakRssKb: summarize(list.map(r => r.peakRssKb)),
      cpuMicrosPerEvent: summarize(list.map(r => (r.cpuMs * 1000) / r.events)),
      busy: summarize(list.map(r => r.cpuMs / r.ms))
    }
  }
  const rate = (r: Reading): number => r.events / r.ms
  return {
    events,
    ours: cost('ours'),
    sdk: cost('sdk'),
    throughputRatio: summarize(pairedRatios(readings.ours.map(rate), readings.sdk.map(rate))),
    rssRatio: summarize(
      pairedRatios(
        readings.ours.map(r => r.peakRssKb),
        readings.sdk.map(r => r.peakRssKb)
      )
    )
  }
}
