// Owns reading one eval-gate run's timing: the bench's generated dataset, the gate's window and
// one example's span from the emulator's timed requests, and the per-example times it logged.
import type { DatasetSpec } from '../../emulator/index.js'

/** One request as the emulator saw it: when it arrived and when its answer was over (ms). */
export interface TimedRequest {
  readonly method: string
  readonly path: string
  readonly receivedAt: number
  readonly endedAt: number
}

/**
 * `size` examples for the emulator's `agent` graph, which echoes the last user message: each
 * reference is a phrase of its question in other case and spacing, so every example passes.
 */
export function benchDataset(name: string, size: number): DatasetSpec {
  return {
    name,
    description: `The eval bench's ${size} examples`,
    examples: Array.from({ length: size }, (_, i) => ({
      inputs: { messages: [{ role: 'user', content: `Question ${i}: please say word${i} back` }] },
      outputs: { answer: `WORD${i}   Back` },
      metadata: { case: i }
    }))
  }
}

const pathname = (request: TimedRequest): string => request.path.split('?')[0] ?? ''
const isStream = (r: TimedRequest): boolean =>
  r.method === 'POST' && /\/runs\/stream$/.test(pathname(r))
const isFeedback = (r: TimedRequest): boolean =>
  r.method === 'POST' && /^\/api(\/v1)?\/feedback$/.test(pathname(r))
const isSession = (r: TimedRequest, method: string): boolean =>
  r.method === method && /^\/api(\/v1)?\/sessions(\/[^/]+)?$/.test(pathname(r))

/** What one gate's requests say of it. */
export interface GateSpans {
  /** Runs made: the `POST …/runs/stream` requests (examples × 'eval-repeat'). */
  readonly runs: number
  /** From the experiment's creation arriving to the end of the answer that closed it. */
  readonly gateMs: number
  /** From the first run arriving to the end of the last feedback: the examples' own span. */
  readonly examplesMs: number
}

/**
 * The gate's window from the requests of one action run; throws unless the gate opened the
 * experiment, ran examples, sent their feedback and closed the experiment.
 */
export function gateSpans(requests: readonly TimedRequest[]): GateSpans {
  const first = (pick: (r: TimedRequest) => boolean): TimedRequest | undefined =>
    requests.find(pick)
  const last = (pick: (r: TimedRequest) => boolean): TimedRequest | undefined =>
    requests
      .filter(pick)
      .reduce<TimedRequest | undefined>(
        (latest, r) => (latest === undefined || r.endedAt >= latest.endedAt ? r : latest),
        undefined
      )
  const opened = first(r => isSession(r, 'POST'))
  const closed = last(r => isSession(r, 'PATCH'))
  const firstRun = first(isStream)
  const lastFeedback = last(isFeedback)
  if (!opened || !closed || !firstRun || !lastFeedback) {
    const missing = [
      opened ? '' : 'the experiment created',
      firstRun ? '' : 'a run',
      lastFeedback ? '' : 'a feedback',
      closed ? '' : 'the experiment closed'
    ].filter(Boolean)
    throw new Error(`the gate's requests lack ${missing.join(', ')}`)
  }
  return {
    runs: requests.filter(isStream).length,
    gateMs: closed.endedAt - opened.receivedAt,
    examplesMs: lastFeedback.endedAt - firstRun.receivedAt
  }
}

/**
 * The per-example times the gate logged (`✅ example <id> (<n> ms)`; with 'eval-repeat',
 * `(3 of 3 runs passed, <n> ms)`, the median run's), in the log's order.
 */
export function loggedExampleMs(stdout: string): number[] {
  const times: number[] = []
  const line = /(?:✅|❌) example \S+ \((?:\d+ of \d+ runs passed, )?(\d+) ms\)/g
  for (const match of stdout.matchAll(line)) {
    times.push(Number(match[1]))
  }
  return times
}

/**
 * How far the peak RSS grew from the smaller dataset to the larger beyond the results table's
 * own growth, as a share of the smaller run's peak: `(rssLarge − rssSmall − tableGrowth) / rssSmall`.
 */
export function rssExcess(
  small: { readonly rssKb: number; readonly tableBytes: number },
  large: { readonly rssKb: number; readonly tableBytes: number }
): number {
  const tableKb = (large.tableBytes - small.tableBytes) / 1024
  return (large.rssKb - small.rssKb - tableKb) / small.rssKb
}

/**
 * Bytes the process kept per example beyond the smaller run: the growth of the most its heap held
 * after a full collection, ÷ the examples added (NaN when a run did not measure it).
 */
export function keptPerExample(
  small: { readonly keptKb: number | undefined; readonly examples: number },
  large: { readonly keptKb: number | undefined; readonly examples: number }
): number {
  const kb = (large.keptKb ?? Number.NaN) - (small.keptKb ?? Number.NaN)
  return (kb * 1024) / (large.examples - small.examples)
}
