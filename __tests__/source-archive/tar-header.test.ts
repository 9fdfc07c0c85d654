import { describe, expect, it } from '@jest/globals'
import { pack } from 'tar-stream'
import { TAR_BLOCK, tarHeader } from '../../src/source-archive/tar-header.js'

const MTIME = new Date('2000-01-01T00:00:00Z')

/** The bytes tar-stream 3 writes before the contents of a file named `name` of `size` bytes. */
async function tarStreamHeader(name: string, size: number, mode: number): Promise<Buffer> {
  const archive = pack()
  const chunks: Buffer[] = []
  archive.on('data', (chunk: unknown) => chunks.push(chunk as Buffer))
  const ended = new Promise<void>(resolve => archive.on('end', resolve))
  archive.entry(
    { name, size, mode, mtime: MTIME, type: 'file', uid: 0, gid: 0, uname: '', gname: '' },
    Buffer.alloc(size, 0x61)
  )
  archive.finalize()
  await ended
  const all = Buffer.concat(chunks)
  const padded = Math.ceil(size / TAR_BLOCK) * TAR_BLOCK
  return all.subarray(0, all.length - padded - 2 * TAR_BLOCK)
}

describe('tarHeader', () => {
  const slashes = (parts: number, width: number): string =>
    Array.from({ length: parts }, (_, i) => String(i).padStart(width, 'd')).join('/')
  it.each<[string, string, number, number]>([
    ['a short name', 'src/agent.py', 12, 0o644],
    ['an executable', 'run.sh', 0, 0o755],
    ['a name of exactly 100 bytes', 'n'.repeat(100), 3, 0o644],
    ['a name split into prefix and name', `${'dir/'.repeat(30)}file.py`, 600, 0o644],
    ['a name too long for ustar (pax)', slashes(40, 9), 1, 0o644],
    ['a long name without a slash (pax)', 'x'.repeat(101), 512, 0o644],
    ['a name that is not ASCII (pax)', 'app/é.py', 6, 0o644],
    ['a name with a character outside the BMP (pax)', 'app/🦜.py', 9, 0o755],
    ['a pax record whose length gains a digit', `${'p/'.repeat(45)}${'q'.repeat(4)}é`, 2, 0o644]
  ])('writes %s as tar-stream does', async (_what, name, size, mode) => {
    const ours = tarHeader({ name, size, mode, mtime: MTIME })
    expect(ours.length % TAR_BLOCK).toBe(0)
    expect(ours.equals(await tarStreamHeader(name, size, mode))).toBe(true)
  })

  it('writes a size past 11 octal digits in base 256', () => {
    const size = 8 * 1024 ** 3 + 5
    const header = tarHeader({ name: 'big.bin', size, mode: 0o644, mtime: MTIME })
    expect(header[124]).toBe(0x80)
    expect(header.readUIntBE(130, 6)).toBe(size)
  })
})
