/**
 * One contender of the streaming benchmark, run in a child process of its own so that its peak
 * RSS is its own (the parent measures it): reads one `firehose` run from an agent server, checks
 * that every event arrived, in order, and prints one line of JSON ({@link ReaderResult}).
 *
 * Usage: node stream-reader.js <ours|sdk> <agent-url> <api-key> <events> <size>
 */
/** Who reads the stream: the project's client, or the official SDK's `runs.stream`. */
export type Contender = 'ours' | 'sdk'

/** What one reader measured, as the child prints it. */
export interface ReaderResult {
  readonly contender: Contender
  /** `custom` events received; must equal the events asked for. */
  readonly events: number
  /** Milliseconds from sending the request to the end of the stream. */
  readonly ms: number
  /** CPU time of the process (user and system) while it read, in milliseconds. */
  readonly cpuMs: number
}

/** The firehose graph's input: how many events, and the size of each in bytes. */
interface FirehoseInput extends Record<string, unknown> {
  readonly events: number
  readonly size: number
}

/** One event as both clients hand it over: the stream mode, and the data parsed from JSON. */
interface Received {
  readonly event: string
  readonly data: unknown
}

/** Opens the stream of one run; the clients differ only in how. */
type Source = (url: string, apiKey: string, input: FirehoseInput) => AsyncIterable<Received>

/**
 * Loads one contender's client and returns how it streams. Each child loads only its own
 * modules, so neither pays in RSS for the other's, and loading is done before the clock starts.
 */
async function load(contender: Contender): Promise<Source> {
  if (contender === 'ours') {
    const { AgentServerClient } = await import('../src/agent-server/client.js')
    return async function* ours(url, apiKey, input) {
      const client = new AgentServerClient({ url, apiKey })
      yield* await client.streamRun({ assistantId: 'firehose', input, streamMode: 'custom' })
    }
  }
  const { Client } = await import('@langchain/langgraph-sdk')
  return function sdk(url, apiKey, input) {
    const client = new Client({ apiUrl: url, apiKey })
    return client.runs.stream(null, 'firehose', { input, streamMode: 'custom' })
  }
}

/** The `seq` of a firehose event, or undefined when the data is not one. */
function seqOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { seq?: unknown }).seq : undefined
}

async function main(args: readonly string[]): Promise<void> {
  const [contender, url, apiKey, eventsArg, sizeArg] = args
  if ((contender !== 'ours' && contender !== 'sdk') || url === undefined || apiKey === undefined) {
    throw new Error('usage: stream-reader.js <ours|sdk> <agent-url> <api-key> <events> <size>')
  }
  const expected = Number(eventsArg)
  const size = Number(sizeArg)
  const input: FirehoseInput = { events: expected, size }
  const source = await load(contender)

  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  let count = 0
  for await (const { event, data } of source(url, apiKey, input)) {
    if (event === 'metadata') continue
    if (event !== 'custom') {
      throw new Error(`${contender}: unexpected "${event}" event: ${JSON.stringify(data)}`)
    }
    // Reading a field of every event keeps both clients honest: each must really parse it.
    if (seqOf(data) !== count) {
      throw new Error(`${contender}: event ${count} carried seq ${String(seqOf(data))}`)
    }
    count++
  }
  const ms = performance.now() - started
  const cpu = process.cpuUsage(cpuBefore)
  if (count !== expected) {
    throw new Error(`${contender}: the stream ended after ${count} of ${expected} events`)
  }
  const result: ReaderResult = {
    contender,
    events: count,
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000
  }
  process.stdout.write(`${JSON.stringify(result)}\n`)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`
  )
  process.exitCode = 1
})
