// Owns sending an archive to the signed URL the control plane hands out: a streamed PUT with the
// storage host's headers, never the API key or the tenant, never along a redirect, with progress.
import { createReadStream } from 'node:fs'
import { Transform } from 'node:stream'
import { Http, type HttpSettings } from '../base/http.js'
import { isHttpUrl, parseUrl, plainHttpProblem } from '../base/url-trust.js'

/** The content type of a source archive. */
export const ARCHIVE_CONTENT_TYPE = 'application/gzip'

/** The range of sizes the storage host takes: up to 200 MiB, as the service requires. */
export const CONTENT_LENGTH_RANGE = '0,209715200'

/** The archive is read in chunks of this size as it is sent: fewer trips through the streams. */
const UPLOAD_CHUNK_BYTES = 1024 * 1024

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
      open: () =>
        createReadStream(path, { highWaterMark: UPLOAD_CHUNK_BYTES }).pipe(counter(onProgress))
    }
  })
}

/** A pass-through that reports the bytes that went through it. */
function counter(onProgress: ((sent: number) => void) | undefined): Transform {
  let sent = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sent += chunk.length
      onProgress?.(sent)
      callback(null, chunk)
    }
  })
}
