// Owns the fast replay source of the stream section: a plain loopback TCP server that answers
// `POST <base>/runs/stream` with pre-rendered bytes, as fast as the socket takes them.

/*
 * The body is rendered once: one HTTP chunk per event, as a Node server writing each event with
 * its own write() sends it, so readers parse the framing they meet in the field. The server
 * only copies buffers; `<base>` is `/n/<events>`, so one server serves every length.
 */
import { once } from 'node:events'
import { type AddressInfo, type Server, type Socket, createServer } from 'node:net'

import { RUN_ID, messageFrame, metadataFrame, updatesFrame } from './wire.js'

/** The running replay server. */
export interface ReplayServer {
  /** The agent server URL a reader uses for a run of `events` token events. */
  url(events: number): string
  readonly apiKey: string
  /** Bytes of one token event as SSE (the HTTP chunk framing aside), averaged over the block. */
  readonly eventBytes: number
  /** Bytes of the body of a run of `events` token events, SSE only. */
  bodyBytes(events: number): number
  close(): Promise<void>
}

const API_KEY = 'lsv2_bench_replay_key'
/** Token events pre-rendered in one block, a multiple of the 8 tokens. */
const BLOCK_EVENTS = 1000

/** A chunk of chunked transfer encoding holding `text`. */
function chunked(text: string): Buffer {
  const body = Buffer.from(text)
  return Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n')])
}

/** The pre-rendered body: the block of token events and where each event ends in it. */
interface Rendered {
  readonly head: Buffer
  readonly metadata: Buffer
  readonly block: Buffer
  /** `ends[k]`: bytes of the first k+1 events of the block. */
  readonly ends: readonly number[]
  readonly tail: Buffer
  readonly sseBlockBytes: number
  readonly sseOtherBytes: number
}

function render(): Rendered {
  const frames = Array.from({ length: BLOCK_EVENTS }, (_, k) => messageFrame(k))
  const pieces = frames.map(chunked)
  const ends: number[] = []
  let total = 0
  for (const piece of pieces) ends.push((total += piece.length))
  const head = [
    'HTTP/1.1 200 OK',
    'content-type: text/event-stream',
    'cache-control: no-cache',
    `content-location: /runs/${RUN_ID}`,
    'connection: close',
    'transfer-encoding: chunked',
    '',
    ''
  ].join('\r\n')
  return {
    head: Buffer.from(head),
    metadata: chunked(metadataFrame()),
    block: Buffer.concat(pieces),
    ends,
    tail: Buffer.concat([chunked(updatesFrame()), Buffer.from('0\r\n\r\n')]),
    sseBlockBytes: frames.reduce((sum, frame) => sum + Buffer.byteLength(frame), 0),
    sseOtherBytes: Buffer.byteLength(metadataFrame()) + Buffer.byteLength(updatesFrame())
  }
}

/** Starts the replay server on 127.0.0.1, on a free port. */
export async function startReplay(): Promise<ReplayServer> {
  const rendered = render()
  const sockets = new Set<Socket>()
  const server: Server = createServer(socket => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    void serve(socket, rendered).catch(() => socket.destroy())
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: events => `http://127.0.0.1:${port}/n/${events}`,
    apiKey: API_KEY,
    eventBytes: rendered.sseBlockBytes / BLOCK_EVENTS,
    bodyBytes: events =>
      Math.floor(events / BLOCK_EVENTS) * rendered.sseBlockBytes +
      sseBytesOfFirst(events % BLOCK_EVENTS) +
      rendered.sseOtherBytes,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      server.close()
      await once(server, 'close')
    }
  }
}

function sseBytesOfFirst(count: number): number {
  let bytes = 0
  for (let k = 0; k < count; k++) bytes += Buffer.byteLength(messageFrame(k))
  return bytes
}

/** Reads one request, checks it, and writes the run of the length its path asks for. */
async function serve(socket: Socket, rendered: Rendered): Promise<void> {
  const request = await readRequest(socket)
  const match = /^POST \/n\/(\d+)\/runs\/stream HTTP\/1\.1$/.exec(request.line)
  const problem =
    match === null
      ? `unexpected request ${request.line}`
      : request.headers.get('x-api-key') !== API_KEY
        ? 'missing or wrong x-api-key'
        : bodyProblem(request.body)
  if (problem !== undefined || match === null) {
    const text = problem ?? 'bad request'
    socket.end(
      `HTTP/1.1 400 Bad Request\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`
    )
    return
  }
  const events = Number(match[1])
  const write = async (buffer: Buffer): Promise<void> => {
    if (socket.destroyed) throw new Error('the reader went away')
    if (!socket.write(buffer)) await once(socket, 'drain')
  }
  await write(Buffer.concat([rendered.head, rendered.metadata]))
  for (let left = events; left > 0; left -= BLOCK_EVENTS) {
    const part = Math.min(left, BLOCK_EVENTS)
    await write(
      part === BLOCK_EVENTS ? rendered.block : rendered.block.subarray(0, rendered.ends[part - 1])
    )
  }
  socket.end(rendered.tail)
}

function bodyProblem(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { assistant_id?: unknown }
    return typeof parsed.assistant_id === 'string' ? undefined : 'the body names no assistant_id'
  } catch {
    return `the body is not JSON: ${body.slice(0, 200)}`
  }
}

/** One HTTP/1.1 request: its line, headers (lower-cased) and body (by length, or chunked). */
async function readRequest(
  socket: Socket
): Promise<{ line: string; headers: Map<string, string>; body: string }> {
  let buffer = Buffer.alloc(0)
  const more = async (): Promise<void> => {
    const [chunk] = (await once(socket, 'data')) as [Buffer]
    buffer = Buffer.concat([buffer, chunk])
  }
  while (buffer.indexOf('\r\n\r\n') === -1) await more()
  const headEnd = buffer.indexOf('\r\n\r\n')
  const [line = '', ...fields] = buffer.subarray(0, headEnd).toString('latin1').split('\r\n')
  const headers = new Map<string, string>()
  for (const field of fields) {
    const colon = field.indexOf(':')
    if (colon > 0)
      headers.set(field.slice(0, colon).trim().toLowerCase(), field.slice(colon + 1).trim())
  }
  let rest = buffer.subarray(headEnd + 4)
  if (headers.get('transfer-encoding')?.toLowerCase() === 'chunked') {
    while (rest.indexOf('0\r\n\r\n') === -1) {
      await more()
      rest = buffer.subarray(headEnd + 4)
    }
    return { line, headers, body: dechunk(rest) }
  }
  const length = Number(headers.get('content-length') ?? 0)
  while (rest.length < length) {
    await more()
    rest = buffer.subarray(headEnd + 4)
  }
  return { line, headers, body: rest.subarray(0, length).toString('utf8') }
}

function dechunk(data: Buffer): string {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at)
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
    if (!(size > 0)) break
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts).toString('utf8')
}
