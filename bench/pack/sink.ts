// Owns the loopback storage host the pack section uploads to: it takes any PUT, hashes and counts
// the body, and answers 200, as a signed URL's bucket would.
import { createHash } from 'node:crypto'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One body the sink took. */
export interface SinkUpload {
  readonly bytes: number
  readonly sha256: string
}

/** A running sink; close it when done. */
export interface Sink {
  /** A signed-URL-like address on 127.0.0.1. */
  readonly url: string
  /** Every body taken, in order. */
  readonly uploads: SinkUpload[]
  close(): Promise<void>
}

/** Starts the sink on 127.0.0.1, on a free port. */
export async function startSink(): Promise<Sink> {
  const uploads: SinkUpload[] = []
  const server: Server = createServer((request, response) => {
    if (request.method !== 'PUT') {
      response.writeHead(405).end()
      return
    }
    const hash = createHash('sha256')
    let bytes = 0
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length
      hash.update(chunk)
    })
    request.on('end', () => {
      uploads.push({ bytes, sha256: hash.digest('hex') })
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/bench-bucket/source.tar.gz?X-Goog-Signature=bench`,
    uploads,
    close: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      })
  }
}
