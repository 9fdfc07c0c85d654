// Owns the tar bytes on their way to gzip: written into a few batches that are reused once gzip
// has taken them, so what packing holds is the same for any tree; counted and hashed as they go.
import { createHash } from 'node:crypto'
import { readSync } from 'node:fs'

/** Where full batches go: `done` is called once the batch may be written over. */
export type BatchSink = (batch: Buffer, done: (error?: Error | null) => void) => void

/**
 * A writer of tar bytes into `count` batches of `batchBytes`: a full batch is hashed and handed
 * to the sink, and the writer waits for a batch to come back when all are out. Files are read
 * straight into the batches, so their contents are never copied or held elsewhere.
 */
export class TarBatches {
  /** Bytes written so far. */
  bytes = 0
  private readonly hash = createHash('sha256')
  private readonly free: Buffer[] = []
  private current: Buffer | undefined
  private filled = 0
  private waiting: { resolve: () => void; reject: (error: unknown) => void } | undefined
  private failure: Error | undefined

  constructor(
    private readonly sink: BatchSink,
    batchBytes: number,
    count: number
  ) {
    for (let i = 0; i < count; i++) this.free.push(Buffer.allocUnsafeSlow(batchBytes))
  }

  /** Adds `bytes` (a header, padding). */
  async write(bytes: Buffer): Promise<void> {
    let offset = 0
    while (offset < bytes.length) {
      const batch = this.current ?? (await this.next())
      const copied = bytes.copy(batch, this.filled, offset)
      offset += copied
      this.advance(batch, copied)
    }
  }

  /**
   * Reads `length` bytes of the open file `fd` from where it is, straight into the batches.
   * Returns the bytes read: fewer than `length` when the file ended first. `onRead` sees each
   * read's size as it comes (and may throw to stop).
   */
  async readFrom(fd: number, length: number, onRead: (bytes: number) => void): Promise<number> {
    let read = 0
    while (read < length) {
      const batch = this.current ?? (await this.next())
      const wanted = Math.min(batch.length - this.filled, length - read)
      const got = readSync(fd, batch, this.filled, wanted, null)
      if (got === 0) break
      read += got
      this.advance(batch, got)
      onRead(got)
    }
    return read
  }

  /** Hands the last, partial batch to the sink; returns the SHA-256 of all bytes, in hex. */
  end(): string {
    this.throwIfFailed()
    if (this.current !== undefined && this.filled > 0) this.send(this.current, this.filled)
    this.current = undefined
    return this.hash.digest('hex')
  }

  /** Stops the writer: a wait for a batch, and every later write, fails with `error`. */
  fail(error: unknown): void {
    this.failure ??= error instanceof Error ? error : new Error(String(error))
    const waiting = this.waiting
    this.waiting = undefined
    waiting?.reject(this.failure)
  }

  private advance(batch: Buffer, bytes: number): void {
    this.filled += bytes
    this.bytes += bytes
    if (this.filled === batch.length) {
      this.current = undefined
      this.send(batch, batch.length)
    }
  }

  private send(batch: Buffer, length: number): void {
    const bytes = length === batch.length ? batch : batch.subarray(0, length)
    this.hash.update(bytes)
    this.sink(bytes, () => {
      this.free.push(batch)
      const waiting = this.waiting
      this.waiting = undefined
      waiting?.resolve()
    })
  }

  /** A free batch to write into; waits for one to come back when all are out. */
  private async next(): Promise<Buffer> {
    for (;;) {
      this.throwIfFailed()
      const batch = this.free.pop()
      if (batch !== undefined) {
        this.current = batch
        this.filled = 0
        return batch
      }
      await new Promise<void>((resolve, reject) => {
        this.waiting = { resolve, reject }
      })
    }
  }

  private throwIfFailed(): void {
    if (this.failure !== undefined) throw this.failure
  }
}
