// Owns sending an archive to the signed URL the control plane hands out: a streamed PUT with the
// storage host's headers, never the API key or the tenant, never along a redirect, with progress.
import { promises as fs } from 'node:fs'
import { Http, type HttpSettings } from '../base/http.js'
import { isHttpUrl, parseUrl, plainHttpProblem } from '../base/url-trust.js'

/** The content type of a source archive. */
export const ARCHIVE_CONTENT_TYPE = 'application/gzip'

/** The range of sizes the storage host takes: up to 200 MiB, as the service requires. */
export const CONTENT_LENGTH_RANGE = '0,209715200'

/**
 * The archive is read into {@link UPLOAD_BUFFERS} buffers of this size, each reused once what it
 * held has left: what the upload holds is the same for any archive, and it leaves no garbage
 * for the collector (a buffer per read piled up tens of MiB on a large archive).
 */
const UPLOAD_CHUNK_BYTES = 256 * 1024
const UPLOAD_BUFFERS = 4

/** What to upload, and where. */
export interface UploadOptions extends HttpSettings {
  /** The signed URL: its own credential, so it is masked by the caller before this runs. */
  readonly url: string
  /** The archive file. */
  readonly path: string
  readonly bytes: number
  /** Called as bytes leave, with the bytes sent so far of this attempt. */
  readonly onProgress?: (sent: number) => void
}

/** Why a signed URL cannot be used; undefined when it can (https, or http to this machine). */
export function signedUrlProblem(url: string): string | undefined {
  const parsed = parseUrl(url)
  if (parsed === undefined || !isHttpUrl(parsed)) return 'it is not an http(s) URL'
  return plainHttpProblem(parsed) === undefined
    ? undefined
    : 'it is plain http to another machine: the archive and the URL would travel unencrypted'
}

/**
 * PUTs the archive to the signed URL. Only transient failures are retried (a new attempt sends
 * the whole file again), within the deadline of `settings`. The request carries no credentials
 * of the action: the signed URL is the only one.
 */
export async function uploadArchive(options: UploadOptions): Promise<void> {
  const { url, path, bytes, onProgress, ...settings } = options
  const problem = signedUrlProblem(url)
  if (problem !== undefined) throw new Error(`the upload URL was refused: ${problem}`)
  const target = new URL(url)
  const http = new Http({
    ...settings,
    baseUrl: target.origin,
    headers: { 'x-goog-content-length-range': CONTENT_LENGTH_RANGE },
    secretHeaders: []
  })
  await http.send({
    method: 'PUT',
    path: `${target.pathname}${target.search}`,
    expect: [200, 201, 204],
    headers: { accept: '*/*' },
    upload: {
      length: bytes,
      contentType: ARCHIVE_CONTENT_TYPE,
      open: () => async send => {
        await sendFile(path, bytes, send, onProgress)
      }
    }
  })
}

/** Sends the first `bytes` of the file `path` through `send`, from a few reused buffers. */
async function sendFile(
  path: string,
  bytes: number,
  send: (chunk: Buffer) => Promise<void>,
  onProgress: ((sent: number) => void) | undefined
): Promise<void> {
  const handle = await fs.open(path, 'r')
  try {
    const free: Buffer[] = Array.from({ length: UPLOAD_BUFFERS }, () =>
      Buffer.allocUnsafeSlow(UPLOAD_CHUNK_BYTES)
    )
    const inFlight = new Set<Promise<void>>()
    let position = 0
    let sent = 0
    while (position < bytes) {
      if (free.length === 0) await Promise.race(inFlight)
      const buffer = free.pop() as Buffer
      const length = Math.min(buffer.length, bytes - position)
      const { bytesRead } = await handle.read(buffer, 0, length, position)
      if (bytesRead === 0) throw new Error(`the archive ${path} ended at ${position} bytes`)
      position += bytesRead
      const leaving = send(buffer.subarray(0, bytesRead)).then(() => {
        inFlight.delete(leaving)
        free.push(buffer)
        sent += bytesRead
        onProgress?.(sent)
      })
      leaving.catch(() => undefined) // raced or awaited below; a later failure is not unhandled
      inFlight.add(leaving)
    }
    await Promise.all(inFlight)
  } finally {
    await handle.close()
  }
}
