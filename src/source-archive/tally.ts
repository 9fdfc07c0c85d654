// Owns the byte counter of the compressed archive: counting, hashing and limiting what passes,
// and the gzip header's OS byte that would make the bytes depend on the runner.
import { createHash, type Hash } from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'

/** The gzip header's OS byte, which zlib sets to the platform it was built for. */
const GZIP_OS_OFFSET = 9
const GZIP_OS_UNIX = 3

/**
 * Sets the OS byte of a gzip header to Unix, where `chunk` (at `position` in the stream) holds it:
 * zlib writes the platform it was built for there, which would make the bytes depend on the runner.
 */
export function fixGzipOs(chunk: Buffer, position: number): void {
  const offset = GZIP_OS_OFFSET - position
  if (offset >= 0 && offset < chunk.length) chunk[offset] = GZIP_OS_UNIX
}

/**
 * Passes bytes through, counting and hashing them. Optionally fixes the gzip OS byte, and aborts
 * `over` once more than `limit` bytes came (and drops the rest).
 */
export class Tally extends Transform {
  bytes = 0
  digest = ''
  overLimit = false
  private readonly hash: Hash = createHash('sha256')

  constructor(
    private readonly options: {
      readonly patchGzipHeader?: boolean
      readonly limit?: number
      readonly over?: AbortController
    }
  ) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.options.patchGzipHeader) fixGzipOs(chunk, this.bytes)
    if (this.overLimit) {
      callback() // the write fails: drop the rest rather than stall the stream
      return
    }
    this.bytes += chunk.length
    if (this.bytes > (this.options.limit ?? Infinity)) {
      this.overLimit = true // `bytes` stays where the limit was passed
      this.options.over?.abort(new Error('the archive passed its size limit'))
      callback()
      return
    }
    this.hash.update(chunk)
    callback(null, chunk)
  }

  override _flush(callback: TransformCallback): void {
    this.digest = this.hash.digest('hex')
    callback()
  }
}
