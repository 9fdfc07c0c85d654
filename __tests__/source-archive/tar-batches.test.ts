import { afterEach, describe, expect, it } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { closeSync, promises as fs, openSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { TarBatches } from '../../src/source-archive/tar-batches.js'

/** A sink that keeps each batch's bytes and gives the batch back when `release` is called. */
function heldSink(): {
  sink: (batch: Buffer, done: () => void) => void
  out: Buffer[]
  held: (() => void)[]
  releaseAll(): void
} {
  const out: Buffer[] = []
  const held: (() => void)[] = []
  return {
    out,
    held,
    sink: (batch, done) => {
      out.push(Buffer.from(batch)) // a copy: the batch is written over once given back
      held.push(done)
    },
    releaseAll: () => {
      for (const done of held.splice(0)) done()
    }
  }
}

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map(dir => fs.rm(dir, { recursive: true, force: true })))
})

describe('TarBatches', () => {
  it('hands on every byte in order, with no more batches out than it has', async () => {
    const held = heldSink()
    const { sink, out } = held
    const batches = new TarBatches(sink, 16, 2)
    const parts = [randomBytes(5), randomBytes(40), randomBytes(16), randomBytes(3)]
    let writing = Promise.resolve()
    for (const part of parts) writing = writing.then(() => batches.write(part))
    const state = { settled: false }
    void writing.then(() => (state.settled = true))
    for (let turn = 0; turn < 20 && !state.settled; turn++) {
      await new Promise(resolve => setImmediate(resolve))
      expect(held.held.length).toBeLessThanOrEqual(2) // both out: the writer waits
      held.releaseAll()
    }
    await writing
    const digest = batches.end()
    const all = Buffer.concat(parts)
    expect(Buffer.concat(out).equals(all)).toBe(true)
    expect(out.slice(0, -1).every(batch => batch.length === 16)).toBe(true)
    expect(batches.bytes).toBe(all.length)
    expect(digest).toBe(createHash('sha256').update(all).digest('hex'))
  })

  it('reads a file straight into the batches, and says when it ended early', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tar-batches-'))
    dirs.push(dir)
    const content = randomBytes(100)
    await fs.writeFile(path.join(dir, 'f'), content)
    const { sink, out } = heldSink()
    const batches = new TarBatches(
      (batch, done) => {
        sink(batch, done)
        setImmediate(done)
      },
      32,
      2
    )
    const fd = openSync(path.join(dir, 'f'), 'r')
    const reads: number[] = []
    try {
      expect(await batches.readFrom(fd, 150, bytes => reads.push(bytes))).toBe(100)
    } finally {
      closeSync(fd)
    }
    batches.end()
    expect(Buffer.concat(out).equals(content)).toBe(true)
    expect(reads.reduce((a, b) => a + b, 0)).toBe(100)
  })

  it('fails a writer waiting for a batch, and every write after', async () => {
    const { sink } = heldSink()
    const batches = new TarBatches(sink, 8, 1)
    const waiting = batches.write(Buffer.alloc(20)) // fills the one batch, then waits
    batches.fail(new Error('the stream closed'))
    await expect(waiting).rejects.toThrow('the stream closed')
    await expect(batches.write(Buffer.alloc(1))).rejects.toThrow('the stream closed')
  })
})
