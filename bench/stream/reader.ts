// Owns one read of the replayed stream in a child process of its own (its peak RSS is its own).
// Usage: node reader.js <plain|ours|sdk> <agent-url> <api-key> <events>; prints a ReaderResult.
import * as http from 'node:http'

import { loadStreamClient } from '../targets.js'
import { ASSISTANT_ID, INPUT, STREAM_MODE, TOKENS, countEventEnds, framesIn } from './wire.js'

/** Who reads: a plain Node reader, the smoke step's client, or the official SDK. */
export type Contender = 'plain' | 'ours' | 'sdk'

/** What one read measured, as the child prints it. */
export interface ReaderResult {
  readonly contender: Contender
  /** Token events received; must equal the events asked for. */
  readonly events: number
  /** Milliseconds from sending the request to the end of the stream. */
  readonly ms: number
  /** CPU time of the process (user and system) while it read, in milliseconds. */
  readonly cpuMs: number
  /** V8's heap at the end of the stream, in KiB: its capacity, and what a full GC leaves of it. */
  readonly heapTotalKb: number
  readonly retainedKb: number
}

/** One event as both clients hand it over: its stream mode and its data, parsed. */
interface Received {
  readonly event: string
  readonly data: unknown
}

/** Reads one run and returns the token events counted (checked by each reader its own way). */
type Read = (url: string, apiKey: string, events: number) => Promise<number>

/**
 * The plain reader, the ceiling of the comparison: `http.request` and a scan of each chunk for
 * the blank line that ends an event. No decoding, no parsing, no check beyond the count.
 */
function plainRead(url: string, apiKey: string, events: number): Promise<number> {
  const body = JSON.stringify({
    assistant_id: ASSISTANT_ID,
    input: INPUT,
    stream_mode: STREAM_MODE
  })
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}/runs/stream`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        accept: 'text/event-stream',
        'x-api-key': apiKey
      }
    })
    request.on('error', reject)
    request.on('response', response => {
      if (response.statusCode !== 200) {
        reject(new Error(`plain: HTTP ${String(response.statusCode)}`))
        response.resume()
        return
      }
      let frames = 0
      let carry = false
      response.on('data', (chunk: Buffer) => {
        const counted = countEventEnds(chunk, carry)
        frames += counted.ends
        carry = counted.carry
      })
      response.on('error', reject)
      response.on('end', () => {
        if (frames !== framesIn(events)) reject(new Error(`plain: ${frames} frames`))
        else resolve(events)
      })
    })
    request.end(body)
  })
}

/** Counts token events, checking each one's mode and token: both clients must parse all. */
async function countChecked(who: string, stream: AsyncIterable<Received>): Promise<number> {
  let count = 0
  let updates = 0
  for await (const { event, data } of stream) {
    if (event === 'metadata') continue
    if (event === 'updates') {
      updates++
      continue
    }
    const chunk: unknown = Array.isArray(data) ? data[0] : undefined
    const content =
      typeof chunk === 'object' && chunk !== null
        ? (chunk as { content?: unknown }).content
        : undefined
    if (event !== 'messages' || content !== TOKENS[count % TOKENS.length]) {
      throw new Error(`${who}: event ${count} was "${event}" carrying ${JSON.stringify(data)}`)
    }
    count++
  }
  if (updates !== 1) throw new Error(`${who}: ${updates} updates events, expected 1`)
  return count
}

/** Loads the reader's modules before the clock starts; each child loads only its own. */
async function load(contender: Contender): Promise<Read> {
  if (contender === 'plain') return plainRead
  if (contender === 'ours') {
    const AgentServerClient = await loadStreamClient()
    return async (url, apiKey) => {
      const client = new AgentServerClient({ url, apiKey })
      const stream = await client.streamRun({
        assistantId: ASSISTANT_ID,
        input: INPUT,
        streamMode: STREAM_MODE
      })
      return countChecked('ours', stream)
    }
  }
  const { Client } = await import('@langchain/langgraph-sdk')
  return (url, apiKey) => {
    const client = new Client({ apiUrl: url, apiKey })
    const stream = client.runs.stream(null, ASSISTANT_ID, {
      input: INPUT,
      streamMode: STREAM_MODE
    })
    return countChecked('sdk', stream)
  }
}

async function main(args: readonly string[]): Promise<void> {
  const [contender, url, apiKey, eventsArg] = args
  if (
    (contender !== 'plain' && contender !== 'ours' && contender !== 'sdk') ||
    url === undefined ||
    apiKey === undefined
  ) {
    throw new Error('usage: reader.js <plain|ours|sdk> <agent-url> <api-key> <events>')
  }
  const expected = Number(eventsArg)
  const read = await load(contender)
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  const events = await read(url, apiKey, expected)
  const ms = performance.now() - started
  const cpu = process.cpuUsage(cpuBefore)
  if (events !== expected) throw new Error(`${contender}: ${events} of ${expected} events`)
  const heapTotal = process.memoryUsage().heapTotal
  // The parent starts readers with --expose-gc: what survives a full GC is what the reader keeps.
  ;(globalThis as { gc?: () => void }).gc?.()
  const result: ReaderResult = {
    contender,
    events,
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    heapTotalKb: heapTotal / 1024,
    retainedKb: process.memoryUsage().heapUsed / 1024
  }
  process.stdout.write(`${JSON.stringify(result)}\n`)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`
  )
  process.exitCode = 1
})
