// The 25 MB payload limit of a run request (src/agent-server/payload-limit.ts): the refusal at the
// edge, and the size measured being the size AgentServerClient sends, byte for byte.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AgentServerClient, type StreamRunOptions } from '../../src/agent-server/client.js'
import {
  PAYLOAD_LIMIT_BYTES,
  payloadRefusal,
  runRequestBytes
} from '../../src/agent-server/payload-limit.js'

/** The bodies the server was sent, as bytes. */
const bodies: Buffer[] = []
let server: Server
let url: string

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks))
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.end('event: end\ndata: null\n\n')
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise(resolve => server.close(resolve))
})

/** The body AgentServerClient sends for `options`. */
async function sent(options: StreamRunOptions): Promise<Buffer> {
  // The server answers once it read the whole request.
  const stream = await new AgentServerClient({ url }).streamRun(options)
  stream.close()
  const body = bodies.at(-1)
  if (body === undefined) throw new Error('no request reached the server')
  return body
}

describe('payloadRefusal', () => {
  it('is the decimal 25 MB of LangSmith Cloud', () => {
    expect(PAYLOAD_LIMIT_BYTES).toBe(25_000_000)
  })

  it('lets a request of exactly 25,000,000 bytes through', () => {
    expect(payloadRefusal(25_000_000, 'example e1')).toBeUndefined()
  })

  it('refuses one byte more, naming the label, the size in MB and bytes, and the limit', () => {
    expect(payloadRefusal(25_000_001, 'example e1')).toBe(
      'example e1 would send a run request of 25.0 MB (25,000,001 bytes); LangSmith Cloud refuses requests over 25 MB (413)'
    )
    expect(payloadRefusal(26_043_210, 'example e2')).toMatch(/^example e2 .* of 26\.0 MB /)
  })
})

describe('runRequestBytes', () => {
  it.each<[string, StreamRunOptions]>([
    [
      'the eval gate',
      {
        assistantId: 'agent',
        input: { q: 'héllo ✓ 🙂' },
        streamMode: 'values',
        streamSubgraphs: false
      }
    ],
    [
      'extra fields',
      {
        assistantId: 'a',
        input: { m: [1, 2] },
        streamMode: ['values', 'updates'],
        extra: { config: { tags: ['x'] }, assistant_id: 'shadowed' }
      }
    ],
    ['no input', { assistantId: 'agent' }]
  ])('is the byte length of the body AgentServerClient sends (%s)', async (_, options) => {
    const body = await sent(options)
    expect(runRequestBytes(options)).toBe(body.length)
  })
})
