import { Readable } from 'node:stream'
import { describe, expect, it } from '@jest/globals'
import { BodyEvents } from '../../src/agent-server/body-events.js'
import { EventStreamDecoder, type StreamEvent } from '../../src/agent-server/sse.js'

const tick = (): Promise<void> => new Promise(resolve => setImmediate(resolve))

/** An event of exactly `size` bytes carrying `n`. */
function frame(n: number, size = 1024): Buffer {
  const head = `event: custom\ndata: {"n":${n},"pad":"`
  const tail = '"}\n\n'
  return Buffer.from(head + 'x'.repeat(size - head.length - tail.length) + tail)
}

/** A body the test pushes into, counting the 'data' events delivered before the first pause. */
function body(): { body: Readable; pauses: () => number; dataBeforePause: () => number } {
  const stream = new Readable({ read: () => undefined })
  let pauses = 0
  let data = 0
  let dataBeforePause = -1
  stream.on('pause', () => {
    if (pauses++ === 0) dataBeforePause = data
  })
  stream.on('data', () => data++)
  return { body: stream, pauses: () => pauses, dataBeforePause: () => dataBeforePause }
}

async function readAll(events: BodyEvents): Promise<StreamEvent[]> {
  const read: StreamEvent[] = []
  for (;;) {
    const event = events.shift()
    if (event !== undefined) read.push(event)
    else if (await events.settled()) return read
  }
}

const numbers = (events: readonly StreamEvent[]): unknown[] =>
  events.map(event => (event.data as { n: number }).n)
const upTo = (count: number): number[] => Array.from({ length: count }, (_, i) => i)

describe('BodyEvents', () => {
  it('takes a burst of small chunks, as one read of the socket brings, without pausing the body', async () => {
    const { body: stream, pauses } = body()
    const events = new BodyEvents(stream, new EventStreamDecoder())
    await tick()
    for (let n = 0; n < 100; n++) stream.push(frame(n))
    stream.push(null)
    expect(numbers(await readAll(events))).toEqual(upTo(100))
    expect(pauses()).toBe(0)
  })

  it('pauses a body that runs 256 KiB ahead of the reader, and resumes it as the reader catches up', async () => {
    const { body: stream, pauses, dataBeforePause } = body()
    const events = new BodyEvents(stream, new EventStreamDecoder())
    await tick()
    for (let n = 0; n < 600; n++) stream.push(frame(n))
    stream.push(null)
    await tick()
    expect(stream.isPaused()).toBe(true)
    expect(dataBeforePause()).toBe(256)
    expect(numbers(await readAll(events))).toEqual(upTo(600))
    expect(pauses()).toBeGreaterThanOrEqual(2)
  })

  it('pauses a body of many tiny chunks at 1024 of them', async () => {
    const { body: stream, dataBeforePause } = body()
    const events = new BodyEvents(stream, new EventStreamDecoder())
    await tick()
    for (let n = 0; n < 1500; n++) stream.push(`data: {"n":${n}}\n\n`)
    stream.push(null)
    await tick()
    expect(dataBeforePause()).toBe(1024)
    expect(numbers(await readAll(events))).toEqual(upTo(1500))
  })
})
