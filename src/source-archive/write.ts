// Owns writing a planned archive: a reproducible tar.gz streamed to a temporary file and hashed
// on the way (neither the tree nor the archive is held in memory), stopped once over its limit;
// and the archive's identity: the digest of its tar, which no zlib can change.
import {
  closeSync,
  constants,
  createWriteStream,
  fstatSync,
  openSync,
  promises as fs,
  readSync
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { type FileSize, SourceArchiveError } from './archive-errors.js'
import { sizeWarning, tooLargeError } from './limits.js'
import type { ArchivePlan } from './archive-plan.js'
import type { PlannedFile } from './planned-files.js'
import { Tally } from './tally.js'
import { TarBatches } from './tar-batches.js'
import { TAR_BLOCK, type TarEntry, tarHeader } from './tar-header.js'

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
  /**
   * SHA-256 of the uncompressed tar, in hex: the archive's identity (output `source-digest`, the
   * digest GitHub records). The same tree gives the same tar, whatever zlib compresses it: a
   * runner whose zlib (Node's version, the CPU's code path) writes other gzip bytes for one tree
   * still gives it one identity.
   */
  readonly sha256: string
  /** SHA-256 of the `.tar.gz` file as sent, in hex: only what this runner's zlib wrote. */
  readonly gzipSha256: string
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
      sha256: tar.digest,
      gzipSha256: gzip.digest,
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
 * bytes pass `maxBytes`, the files stop being read (at the next batch) and the write fails.
 */
async function pack(plan: ArchivePlan, file: string): Promise<{ tar: Digest; gzip: Tally }> {
  const over = new AbortController()
  const gzip = new Tally({ patchGzipHeader: true, limit: plan.limits.maxBytes, over })
  const compress = createGzip({ level: GZIP_LEVEL, chunkSize: BATCH_BYTES })
  const batches = new TarBatches((batch, done) => compress.write(batch, done), BATCH_BYTES, BATCHES)
  const read: Reading = { bytes: 0, stop: over.signal }
  over.signal.addEventListener('abort', () => {
    batches.fail(over.signal.reason)
  })
  compress.once('close', () => {
    batches.fail(new Error('the archive stream closed early'))
  })
  let tar: Digest | undefined
  let inputFailure: unknown
  let outputFailure: unknown
  const input = addFiles(batches, plan, read)
    .then(() => {
      tar = { digest: batches.end(), bytes: batches.bytes }
      compress.end()
    })
    .catch((error: unknown) => {
      inputFailure = error
      compress.destroy(error as Error)
    })
  const output = pipeline(
    compress,
    gzip,
    createWriteStream(file, { flags: 'wx', highWaterMark: BATCH_BYTES })
  ).catch((error: unknown) => {
    outputFailure = error
    batches.fail(error)
  })
  await Promise.all([input, output])
  if (gzip.overLimit) throw overLimit(plan, gzip.bytes, read.bytes)
  // The output's failure first: a failed write closes the stream the input then waits on.
  const failure = outputFailure ?? inputFailure
  if (failure !== undefined || tar === undefined) {
    throw failure instanceof Error
      ? failure
      : new Error('Writing the archive failed', { cause: failure })
  }
  return { tar, gzip }
}

/** The count and SHA-256 of the tar bytes. */
interface Digest {
  readonly digest: string
  readonly bytes: number
}

/** The size of the batches of tar handed to gzip, and of its output chunks. */
const BATCH_BYTES = 256 * 1024
/** Batches of tar in use at once: one being filled while gzip works through the others. */
const BATCHES = 4
/** Two empty blocks end a tar. */
const END_OF_TAR = Buffer.alloc(2 * TAR_BLOCK)

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

/**
 * Adds every planned file in order, each read with blocking calls straight into the batches: for
 * files in the page cache a read costs microseconds, where each promise of fs costs a trip to
 * the thread pool that zlib compresses on. The event loop turns while a batch is awaited.
 */
async function addFiles(batches: TarBatches, plan: ArchivePlan, read: Reading): Promise<void> {
  for (const file of plan.files) {
    read.stop.throwIfAborted()
    assertSafePath(file.archivePath)
    const absolute = path.join(plan.workspace, ...file.source.split('/'))
    await batches.write(tarHeader(header(file)))
    await addContent(batches, absolute, file, read)
    const padding = (TAR_BLOCK - (file.bytes % TAR_BLOCK)) % TAR_BLOCK
    if (padding > 0) await batches.write(END_OF_TAR.subarray(0, padding))
  }
  await batches.write(END_OF_TAR)
}

/** Reads `file` into the batches, opened as planned (a regular file of the planned size, no link). */
async function addContent(
  batches: TarBatches,
  absolute: string,
  file: PlannedFile,
  reading: Reading
): Promise<void> {
  let fd: number
  try {
    fd = openSync(absolute, OPEN_NO_FOLLOW)
  } catch (error) {
    throw changed(file, (error as Error).message)
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile() || stat.size !== file.bytes) throw changed(file, 'its size or type differs')
    const read = await batches.readFrom(fd, file.bytes, bytes => {
      reading.bytes += bytes
      reading.stop.throwIfAborted()
    })
    if (read < file.bytes) throw changed(file, 'it shrank')
    if (readSync(fd, ONE_BYTE, 0, 1, null) > 0) throw changed(file, 'it grew')
  } finally {
    closeSync(fd)
  }
}

/** Where a read past a file's planned end goes: it only tells whether the file grew. */
const ONE_BYTE = Buffer.alloc(1)

/** Opens for reading without following a link swapped in since the plan (where supported). */
const OPEN_NO_FOLLOW =
  constants.O_RDONLY | ((constants as Partial<typeof constants>).O_NOFOLLOW ?? 0)

/** The tar header of `file`: nothing in it depends on the machine, the user or the clock. */
function header(file: PlannedFile): TarEntry {
  return { name: file.archivePath, size: file.bytes, mode: file.mode, mtime: ARCHIVE_MTIME }
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
