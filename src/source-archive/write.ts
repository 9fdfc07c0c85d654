// Owns writing a planned archive: a reproducible tar.gz streamed to a temporary file and hashed
// on the way (neither the tree nor the archive is held in memory), stopped once over its limit.
import {
  closeSync,
  constants,
  createWriteStream,
  fstatSync,
  openSync,
  promises as fs,
  readSync
} from 'node:fs'
import type { FileHandle } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { type Pack, pack as createPack } from 'tar-stream'
import { type FileSize, SourceArchiveError } from './archive-errors.js'
import { sizeWarning, tooLargeError } from './limits.js'
import type { ArchivePlan, PlannedFile } from './archive-plan.js'
import { Tally } from './tally.js'

/**
 * The modification time of every entry. Fixed, so the bytes do not depend on when files were
 * checked out; after 1980 in every time zone, so a build that zips the files (a Python wheel)
 * never meets a date ZIP cannot store.
 */
export const ARCHIVE_MTIME = new Date('2000-01-01T00:00:00Z')
/** The compression level, fixed: it shows in the gzip header and in every byte after it. */
export const GZIP_LEVEL = 6

/** Options of {@link writeArchive}. */
export interface WriteOptions {
  /** Where to create the temporary file (on a runner: RUNNER_TEMP); the system's by default. */
  readonly directory?: string
}

/** A source archive on disk, ready to upload. */
export interface WrittenArchive {
  /** Absolute path of the `.tar.gz` file. */
  readonly path: string
  /** SHA-256 of the file, in hex. */
  readonly sha256: string
  /** SHA-256 of the uncompressed tar, in hex: the same for the same tree whatever zlib does. */
  readonly tarSha256: string
  /** Size of the file. */
  readonly bytes: number
  /** Number of files in the archive. */
  readonly files: number
  /** The five largest files, largest first. */
  readonly largest: readonly FileSize[]
  /** The plan's warnings, and one naming the largest files if the archive is over `warnBytes`. */
  readonly warnings: readonly string[]
  /** Deletes the file (and its temporary directory); call it once the upload is done. */
  remove(): Promise<void>
}

/**
 * Packs the files of `plan` into a gzip tarball in a new temporary directory. The same files give
 * the same bytes: entries in the plan's order, fixed time, owner and modes, no gzip time or name.
 * On failure nothing is left behind. Throws {@link ArchiveTooLargeError} as soon as the compressed
 * archive passes the plan's `maxBytes` (nothing more is read), and {@link SourceArchiveError}
 * (`file-changed`) when a file changed since it was planned.
 */
export async function writeArchive(
  plan: ArchivePlan,
  options: WriteOptions = {}
): Promise<WrittenArchive> {
  const directory = await fs.mkdtemp(path.join(options.directory ?? os.tmpdir(), 'langgraph-src-'))
  const remove = (): Promise<void> => fs.rm(directory, { recursive: true, force: true })
  const file = path.join(directory, 'source.tar.gz')
  try {
    const { gzip, tar } = await pack(plan, file)
    const warnBytes = plan.limits.warnBytes
    const warning = sizeWarning({ bytes: gzip.bytes, warnBytes, largest: plan.largest })
    return {
      path: file,
      sha256: gzip.digest,
      tarSha256: tar.digest,
      bytes: gzip.bytes,
      files: plan.files.length,
      largest: plan.largest,
      warnings: warning ? [...plan.warnings, warning] : plan.warnings,
      remove
    }
  } catch (error) {
    await remove()
    throw error
  }
}

/**
 * Streams the tar of `plan` through gzip into `file`, counting and hashing both; once the gzip
 * bytes pass `maxBytes`, the files stop being read (at the next chunk) and the write fails.
 */
async function pack(plan: ArchivePlan, file: string): Promise<{ tar: Tally; gzip: Tally }> {
  const tar = new Tally({ batchBytes: BATCH_BYTES })
  const over = new AbortController()
  const gzip = new Tally({ patchGzipHeader: true, limit: plan.limits.maxBytes, over })
  const archive = createPack()
  const read: Reading = { bytes: 0, stop: over.signal }
  let failure: unknown
  const input = addFiles(archive, plan, read)
    .then(() => {
      archive.finalize()
    })
    .catch((error: unknown) => {
      failure ??= error
      archive.destroy(error as Error)
    })
  const output = pipeline(
    Readable.from(archive, { objectMode: false }),
    tar,
    createGzip({ level: GZIP_LEVEL, chunkSize: BATCH_BYTES }),
    gzip,
    createWriteStream(file, { flags: 'wx', highWaterMark: BATCH_BYTES })
  ).catch((error: unknown) => {
    failure ??= error
  })
  await Promise.all([input, output])
  if (gzip.overLimit) throw overLimit(plan, gzip.bytes, read.bytes)
  if (failure !== undefined) {
    throw failure instanceof Error
      ? failure
      : new Error('Writing the archive failed', { cause: failure })
  }
  return { tar, gzip }
}

/**
 * Files up to this size are read whole, with blocking calls on the main thread: for a small file
 * in the page cache they cost a few microseconds, where each promise of fs costs a trip to the
 * thread pool that zlib compresses on. Larger files are streamed.
 */
const SMALL_FILE_BYTES = 256 * 1024
/** The size of the batches handed to gzip, of its output chunks, and of a large file's reads. */
const BATCH_BYTES = 256 * 1024

/** The bytes of the files read so far, and the signal to read no more. */
interface Reading {
  bytes: number
  readonly stop: AbortSignal
}

/** The refusal of an archive that passed `maxBytes` at `bytes`, with `readBytes` of files read. */
function overLimit(plan: ArchivePlan, bytes: number, readBytes: number): Error {
  const { limits, largest } = plan
  const maxBytes = limits.maxBytes
  return tooLargeError({
    measured: 'archive',
    bytes,
    maxBytes,
    readBytes,
    filesBytes: plan.bytes,
    largest
  })
}

/** Adds every planned file in order: small ones read whole, large ones as streams. */
async function addFiles(archive: Pack, plan: ArchivePlan, read: Reading): Promise<void> {
  for (const file of plan.files) {
    read.stop.throwIfAborted()
    assertSafePath(file.archivePath)
    const absolute = path.join(plan.workspace, ...file.source.split('/'))
    if (file.bytes > SMALL_FILE_BYTES) await addStream(archive, absolute, file, read)
    else {
      const content = readSmall(absolute, file)
      read.bytes += content.length
      await addBuffer(archive, file, content)
    }
  }
}

/** The whole of a small file, opened as planned (a regular file of the planned size, no link). */
function readSmall(absolute: string, file: PlannedFile): Buffer {
  let fd: number
  try {
    fd = openSync(absolute, OPEN_NO_FOLLOW)
  } catch (error) {
    throw changed(file, (error as Error).message)
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile() || stat.size !== file.bytes) throw changed(file, 'its size or type differs')
    const content = Buffer.allocUnsafe(file.bytes + 1)
    let read = 0
    for (;;) {
      const got = readSync(fd, content, read, content.length - read, null)
      if (got === 0) break
      read += got
      if (read > file.bytes) throw changed(file, 'it grew')
    }
    if (read < file.bytes) throw changed(file, 'it shrank')
    return content.subarray(0, read)
  } finally {
    closeSync(fd)
  }
}

function addBuffer(archive: Pack, file: PlannedFile, content: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    archive.entry(header(file), content, error => {
      if (error) reject(error)
      else resolve()
    })
  })
}

async function addStream(
  archive: Pack,
  absolute: string,
  file: PlannedFile,
  reading: Reading
): Promise<void> {
  await withFile(absolute, file, async handle => {
    let finish: (error?: Error | null) => void = () => undefined
    const done = new Promise<void>((resolve, reject) => {
      finish = error => {
        if (error) reject(error)
        else resolve()
      }
    })
    done.catch(() => undefined) // awaited below; a failure before that is thrown instead
    const entry = archive.entry(header(file), finish)
    entry.on('error', () => undefined) // torn down with the archive: `finish` gets the error
    let read = 0
    for await (const chunk of handle.createReadStream({
      autoClose: false,
      highWaterMark: BATCH_BYTES
    }) as AsyncIterable<Buffer>) {
      read += chunk.length
      reading.bytes += chunk.length
      reading.stop.throwIfAborted()
      if (read > file.bytes) throw changed(file, 'it grew')
      if (!entry.write(chunk)) await drained(entry)
    }
    if (read !== file.bytes) throw changed(file, 'it shrank')
    entry.end(undefined)
    await done
  })
}

/** Opens `file` as planned (a regular file of the planned size, not a link) for `use`. */
async function withFile<T>(
  absolute: string,
  file: PlannedFile,
  use: (handle: FileHandle) => Promise<T>
): Promise<T> {
  const handle = await fs.open(absolute, OPEN_NO_FOLLOW).catch((error: unknown) => {
    throw changed(file, (error as Error).message)
  })
  try {
    const stat = await handle.stat()
    if (!stat.isFile() || stat.size !== file.bytes) throw changed(file, 'its size or type differs')
    return await use(handle)
  } finally {
    await handle.close()
  }
}

/** Opens for reading without following a link swapped in since the plan (where supported). */
const OPEN_NO_FOLLOW =
  constants.O_RDONLY | ((constants as Partial<typeof constants>).O_NOFOLLOW ?? 0)

/** The tar header of `file`: nothing in it depends on the machine, the user or the clock. */
function header(file: PlannedFile): Parameters<Pack['entry']>[0] {
  return {
    name: file.archivePath,
    size: file.bytes,
    mode: file.mode,
    mtime: ARCHIVE_MTIME,
    type: 'file',
    uid: 0,
    gid: 0,
    uname: '',
    gname: ''
  }
}

type Entry = ReturnType<Pack['entry']>

/** Resolves once `entry` takes more data; rejects if the archive was torn down meanwhile. */
function drained(entry: Entry): Promise<void> {
  const closed = (): Error => new Error('the archive stream closed before the file was written')
  if (entry.destroying || entry.destroyed) return Promise.reject(closed())
  return new Promise((resolve, reject) => {
    const onDrain = (): void => {
      off()
      resolve()
    }
    const onClose = (): void => {
      off()
      reject(closed())
    }
    const off = (): void => {
      entry.off('drain', onDrain)
      entry.off('close', onClose)
    }
    entry.on('drain', onDrain)
    entry.on('close', onClose)
  })
}

function changed(file: PlannedFile, why: string): SourceArchiveError {
  return new SourceArchiveError(
    'file-changed',
    `${file.source} changed while the source archive was written (${why}); ` +
      'make sure no step writes into the workspace while the action packs it.'
  )
}

/** The plan never yields these; refuse them all the same, as an extractor would. */
function assertSafePath(archivePath: string): void {
  const segments = archivePath.split('/')
  if (segments.some(segment => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`Refusing the archive path "${archivePath}"`)
  }
}
