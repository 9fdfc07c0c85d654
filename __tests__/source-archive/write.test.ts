import { afterEach, describe, expect, it } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { promises as fs } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import {
  ArchiveTooLargeError,
  planArchive,
  SourceArchiveError,
  writeArchive,
  type WrittenArchive
} from '../../src/source-archive/index.js'
import { MAX_READ_BYTES } from '../../src/source-archive/limits.js'
import { ARCHIVE_MTIME } from '../../src/source-archive/write.js'
import { addToTree, makeTree, readArchive, removeTrees } from './tree.js'

const CONFIG = 'app/langgraph.json'
const LONG = `app/${'deeply-nested-directory/'.repeat(6)}module_with_a_long_name.py`

/** One tree's files, in creation order; `variant` changes modes and order, not contents. */
function files(variant: 'a' | 'b'): [string, string, number][] {
  const list: [string, string, number][] = [
    [CONFIG, JSON.stringify({ graphs: {}, dependencies: ['.'] }), 0o644],
    ['app/Zeta.py', 'z', 0o644],
    ['app/alpha.py', 'a', 0o644],
    ['app/a-b.py', 'ab', 0o644],
    ['app/a_b.py', 'a_b', 0o644],
    ['app/é.py', 'accent', 0o644],
    ['app/run.sh', '#!/bin/sh\necho hi\n', 0o755],
    ['app/src/agent.py', 'graph = None\n', 0o644],
    [LONG, 'long', 0o644]
  ]
  if (variant === 'a') return list
  // What another checkout may give: group-writable files (umask 002), other creation order.
  return list
    .map(([name, content, mode]): [string, string, number] => [name, content, mode | 0o020])
    .reverse()
}

async function build(variant: 'a' | 'b', mtime: Date): Promise<string> {
  const workspace = await makeTree({})
  for (const [name, content, mode] of files(variant)) {
    await addToTree(workspace, { [name]: { content, mode } })
    await fs.utimes(path.join(workspace, name), mtime, mtime)
  }
  return workspace
}

const written: WrittenArchive[] = []
async function write(workspace: string, limits = {}): Promise<WrittenArchive> {
  const archive = await writeArchive(await planArchive({ workspace, configPath: CONFIG, limits }))
  written.push(archive)
  return archive
}

afterEach(async () => {
  await Promise.all(written.splice(0).map(archive => archive.remove()))
  await removeTrees()
})

describe('the archive bytes', () => {
  it('hold regular files in bytewise order, with fixed time, owner and modes', async () => {
    const archive = await write(await build('a', new Date()))
    const entries = await readArchive(archive.path)
    expect(entries.map(entry => entry.name)).toEqual([
      'Zeta.py',
      'a-b.py',
      'a_b.py',
      'alpha.py',
      LONG.slice('app/'.length),
      'langgraph.json',
      'run.sh',
      'src/agent.py',
      'é.py'
    ])
    for (const entry of entries) {
      expect(entry).toMatchObject({
        type: 'file',
        mtime: ARCHIVE_MTIME.getTime(),
        uid: 0,
        gid: 0,
        uname: '',
        gname: '',
        mode: entry.name === 'run.sh' ? 0o755 : 0o644
      })
    }
    expect(entries.find(entry => entry.name === 'é.py')?.content).toBe('accent')
  })

  it('carry no time, file name or build OS in the gzip header', async () => {
    const archive = await write(await build('a', new Date()))
    const header = (await fs.readFile(archive.path)).subarray(0, 10)
    expect([...header]).toEqual([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])
  })

  it('report the size and hash of the file written, and as identity the hash of its tar', async () => {
    const archive = await write(await build('a', new Date()))
    const bytes = await fs.readFile(archive.path)
    const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex')
    expect(archive.bytes).toBe(bytes.length)
    expect(archive.gzipSha256).toBe(sha256(bytes))
    // The identity is the tar's: another zlib (another Node, another CPU path) writes other gzip
    // bytes for the same tar, as another level does here, and the identity stays.
    const tar = gunzipSync(bytes)
    expect(archive.sha256).toBe(sha256(tar))
    const recompressed = gzipSync(tar, { level: 1 })
    expect(sha256(recompressed)).not.toBe(archive.gzipSha256)
    expect(sha256(gunzipSync(recompressed))).toBe(archive.sha256)
    expect(archive.files).toBe(9)
    expect(archive.largest.map(file => file.path)).toEqual([
      'langgraph.json',
      'run.sh',
      'src/agent.py',
      'é.py',
      LONG.slice('app/'.length)
    ])
  })

  it('round-trip binary content larger than a stream chunk', async () => {
    const workspace = await build('a', new Date())
    const blob = randomBytes(3 * 1024 * 1024 + 17)
    await fs.writeFile(path.join(workspace, 'app/weights.bin'), blob)
    const archive = await write(workspace)
    const extracted = await extractFile(archive.path, 'weights.bin')
    expect(extracted.equals(blob)).toBe(true)
  })
})

/** The raw bytes of one entry (readArchive decodes text). */
async function extractFile(archive: string, name: string): Promise<Buffer> {
  const { extract } = await import('tar-stream')
  const { createGunzip } = await import('node:zlib')
  const { Readable } = await import('node:stream')
  const reader = extract()
  Readable.from(await fs.readFile(archive))
    .pipe(createGunzip())
    .pipe(reader)
  for await (const entry of reader) {
    const chunks: Buffer[] = []
    for await (const chunk of entry) chunks.push(chunk as Buffer)
    if (entry.header.name === name) return Buffer.concat(chunks)
  }
  throw new Error(`${name} is not in the archive`)
}

describe('reproducibility', () => {
  it('gives the same bytes for the same tree, whatever the times, modes and creation order', async () => {
    const first = await build('a', new Date('2021-03-04T05:06:07Z'))
    const again = await write(first)
    const twice = await write(first)
    const copy = await write(await build('b', new Date('2024-11-12T13:14:15Z')))
    expect(twice.sha256).toBe(again.sha256)
    expect(copy.sha256).toBe(again.sha256)
    expect(copy.gzipSha256).toBe(again.gzipSha256)
    expect((await fs.readFile(copy.path)).equals(await fs.readFile(again.path))).toBe(true)
  })

  it('gives each of two packs at once its own bytes: neither writes into the batches of the other', async () => {
    // Files of several MiB each, so that both packs cycle their reused batches many times over
    const trees = await Promise.all(
      ['one', 'two'].map(async name =>
        makeTree({
          [CONFIG]: JSON.stringify({ graphs: {} }),
          [`app/${name}-a.bin`]: randomBytes(3 * MIB).toString('latin1'),
          [`app/${name}-b.txt`]: `${name} `.repeat(400_000)
        })
      )
    )
    const alone = []
    for (const tree of trees) alone.push(await write(tree))
    const together = await Promise.all(trees.map(tree => write(tree)))
    expect(together.map(a => a.sha256)).toEqual(alone.map(a => a.sha256))
    expect(together.map(a => a.gzipSha256)).toEqual(alone.map(a => a.gzipSha256))
    expect(new Set(alone.map(a => a.sha256)).size).toBe(2)
    for (const [i, archive] of together.entries()) {
      expect(
        (await fs.readFile(archive.path)).equals(await fs.readFile(alone[i]?.path ?? ''))
      ).toBe(true)
    }
  })

  it('gives other bytes when a byte or an execute bit changes', async () => {
    const base = await write(await build('a', new Date()))
    const edited = await build('a', new Date())
    await fs.writeFile(path.join(edited, 'app/alpha.py'), 'b')
    const executable = await build('a', new Date())
    await fs.chmod(path.join(executable, 'app/alpha.py'), 0o755)
    const hashes = [base, await write(edited), await write(executable)].map(a => a.sha256)
    expect(new Set(hashes).size).toBe(3)
  })
})

const MIB = 1024 * 1024

/** The refusal `promise` ends in, which must be an ArchiveTooLargeError. */
async function refusal(promise: Promise<unknown>): Promise<ArchiveTooLargeError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught
  )
  expect(error).toBeInstanceOf(ArchiveTooLargeError)
  return error as ArchiveTooLargeError
}

/** Creates an empty file at `name` in `workspace`, to be grown sparse; its absolute path. */
async function sparse(workspace: string, name: string): Promise<string> {
  const file = path.join(workspace, name)
  await fs.writeFile(file, '')
  return file
}

describe('size limits', () => {
  const sized = {
    [CONFIG]: JSON.stringify({ graphs: {} }),
    'app/data/a.bin': 'a'.repeat(6000),
    'app/data/b.bin': 'b'.repeat(5000),
    'app/c.csv': 'c'.repeat(4000),
    'app/d.txt': 'd'.repeat(3000),
    'app/e.txt': 'e'.repeat(2048),
    'app/f.txt': 'f'.repeat(1000)
  }

  it('refuse files over maxReadBytes before reading any, naming the five largest', async () => {
    const workspace = await makeTree(sized)
    const error = await refusal(
      planArchive({ workspace, configPath: CONFIG, limits: { maxReadBytes: 10_000 } })
    )
    expect(error).toMatchObject({ code: 'too-large', measured: 'read', maxBytes: 10_000 })
    expect(error.message).toContain('over the limit of 9.8 KiB on the bytes read')
    expect(error.message).toContain(
      'The largest files: data/a.bin (5.9 KiB), data/b.bin (4.9 KiB), c.csv (3.9 KiB), ' +
        'd.txt (2.9 KiB), e.txt (2 KiB).'
    )
    expect(error.message).not.toContain('f.txt')
  })

  it('read at most 2 GiB by default: a larger file is refused before it is read', async () => {
    const workspace = await makeTree({ [CONFIG]: '{"graphs":{}}' })
    await fs.truncate(await sparse(workspace, 'app/huge.bin'), MAX_READ_BYTES - 12)
    const error = await refusal(planArchive({ workspace, configPath: CONFIG }))
    expect(error).toMatchObject({ measured: 'read', maxBytes: MAX_READ_BYTES, readBytes: 0 })
    expect(error.message).toContain('come to 2 GiB, over the limit of 2 GiB on the bytes read')
    expect(error.message).toContain('The largest files: huge.bin (2 GiB), langgraph.json')
  })

  it('limit the compressed archive, not the files: 3 MiB that compress well pass 1 MiB', async () => {
    const workspace = await makeTree({ [CONFIG]: '{"graphs":{}}' })
    await fs.writeFile(path.join(workspace, 'app/table.csv'), Buffer.alloc(3 * MIB, 'a,b,c\n'))
    const limits = { maxBytes: MIB, warnBytes: MIB }
    const archive = await write(workspace, limits)
    expect(archive.bytes).toBeLessThan(64 * 1024)
    expect(archive.warnings).toEqual([]) // the warning is about the archive too
    expect((await write(workspace, limits)).sha256).toBe(archive.sha256)
  })

  it('stop packing an archive once it passes maxBytes: later files are never opened', async () => {
    const workspace = await makeTree({ [CONFIG]: '{"graphs":{}}' })
    const noise = ['a.bin', 'b.bin', 'c.bin', 'd.bin', 'e.bin', 'z.bin']
    for (const name of noise)
      await fs.writeFile(path.join(workspace, 'app', name), randomBytes(MIB))
    const directory = await makeTree({})
    const plan = await planArchive({ workspace, configPath: CONFIG, limits: { maxBytes: MIB } })
    await fs.rm(path.join(workspace, 'app/z.bin')) // opening it would fail with file-changed
    const error = await refusal(writeArchive(plan, { directory }))
    expect(error).toMatchObject({ measured: 'archive', maxBytes: MIB, filesBytes: plan.bytes })
    expect(error.bytes).toBeGreaterThan(MIB)
    expect(error.readBytes).toBeLessThan(3 * MIB) // of 6 MiB: the rest was never read
    expect(error.message).toMatch(
      /^The compressed source archive passed the limit of 1 MiB \('upload-max-mb'\) at 1(\.\d)? MiB( \(\d+ bytes\))?, after reading [12](\.\d)? MiB of the 6 MiB of files; packing stopped there\./
    )
    expect(error.message).toContain('The largest files: a.bin (1 MiB), b.bin (1 MiB), c.bin')
    expect(await fs.readdir(directory)).toEqual([])
  })

  it('refuse an archive over maxBytes whose files fit, and leave nothing behind', async () => {
    const workspace = await makeTree({
      [CONFIG]: '{"graphs":{}}',
      'app/x': 'x',
      'app/y': 'y'
    })
    const directory = await makeTree({})
    const plan = await planArchive({ workspace, configPath: CONFIG, limits: { maxBytes: 100 } })
    expect(plan.bytes).toBeLessThan(100) // the files fit; the tar headers around them do not
    const error = await refusal(writeArchive(plan, { directory }))
    expect(error.measured).toBe('archive')
    expect(await fs.readdir(directory)).toEqual([])
  })

  it('warn over warnBytes, naming the five largest', async () => {
    const workspace = await makeTree(sized)
    const quiet = await write(workspace, { warnBytes: 1_000_000 })
    expect(quiet.warnings).toEqual([])
    const loud = await write(workspace, { warnBytes: 50 })
    expect(loud.warnings).toHaveLength(1)
    expect(loud.warnings[0]).toMatch(/^The source archive is \d+ B, over 50 B: /)
    expect(loud.warnings[0]).toContain('The largest files: data/a.bin (5.9 KiB), data/b.bin')
  })
})

describe('the temporary file', () => {
  it('is removed by remove()', async () => {
    const directory = await makeTree({})
    const archive = await writeArchive(
      await planArchive({ workspace: await build('a', new Date()), configPath: CONFIG }),
      { directory }
    )
    expect(path.dirname(path.dirname(archive.path))).toBe(directory)
    expect(await fs.readdir(directory)).toHaveLength(1)
    await archive.remove()
    expect(await fs.readdir(directory)).toEqual([])
  })

  it.each<[string, number]>([
    ['a small file, read whole', 10],
    ['a large file, streamed', 1024 * 1024]
  ])('is removed when %s changed after planning, with an error naming it', async (_name, size) => {
    const workspace = await build('a', new Date())
    await fs.writeFile(path.join(workspace, 'app/src/agent.py'), 'x'.repeat(size))
    const directory = await makeTree({})
    const plan = await planArchive({ workspace, configPath: CONFIG })
    await fs.appendFile(path.join(workspace, 'app/src/agent.py'), 'more')
    const error = await writeArchive(plan, { directory }).then(
      () => undefined,
      (caught: unknown) => caught
    )
    expect(error).toBeInstanceOf(SourceArchiveError)
    expect((error as SourceArchiveError).code).toBe('file-changed')
    expect((error as Error).message).toContain('app/src/agent.py changed while')
    expect(await fs.readdir(directory)).toEqual([])
  })

  it('goes to the system temporary directory by default', async () => {
    const archive = await write(await build('a', new Date()))
    expect(archive.path.startsWith(os.tmpdir())).toBe(true)
  })
})
