/**
 * Owns reading an uploaded source archive (a gzip-compressed tar): whether it is one, and what
 * it holds. Tests use {@link readTarball} to open what the storage host received.
 */
import { posix } from 'node:path'
import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'

import { extract } from 'tar-stream'

const gunzipAsync = promisify(gunzip)

/** Decompressed size past which an archive is refused (a guard against gzip bombs). */
const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024

/** One entry of an archive. */
export interface TarballEntry {
  /** Path inside the archive, normalized: no leading `./`, no trailing `/`. */
  readonly path: string
  /** `file`, `directory`, `symlink`, ... as the tar header says. */
  readonly type: string
  readonly content: Buffer
}

/** An archive that is not a gzip-compressed tar. */
export class NotATarballError extends Error {
  constructor(reason: string) {
    super(`not a gzip-compressed tar archive: ${reason}`)
    this.name = 'NotATarballError'
  }
}

/** A path inside an archive as the config path names it: `./a//b/` is `a/b`. */
export function normalizeArchivePath(path: string): string {
  const normalized = posix
    .normalize(path)
    .replace(/^(\.\/)+/, '')
    .replace(/\/+$/, '')
  return normalized === '.' ? '' : normalized
}

async function unpack(tar: Buffer): Promise<TarballEntry[]> {
  const entries: TarballEntry[] = []
  const reader = extract()
  const reading = (async () => {
    for await (const entry of reader) {
      const chunks: Buffer[] = []
      for await (const chunk of entry) chunks.push(chunk as Buffer)
      entries.push({
        path: normalizeArchivePath(entry.header.name),
        type: entry.header.type,
        content: Buffer.concat(chunks)
      })
    }
  })()
  Readable.from([tar]).pipe(reader)
  await reading
  return entries
}

/** Every entry of a gzip-compressed tar, in archive order. Throws {@link NotATarballError}. */
export async function readTarball(archive: Buffer): Promise<TarballEntry[]> {
  if (archive.length < 2 || archive[0] !== 0x1f || archive[1] !== 0x8b) {
    throw new NotATarballError('it does not start with the gzip magic bytes')
  }
  let tar: Buffer
  try {
    tar = await gunzipAsync(archive, { maxOutputLength: MAX_UNPACKED_BYTES })
  } catch (error) {
    throw new NotATarballError(`gzip: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (tar.length === 0) throw new NotATarballError('it decompresses to nothing')
  try {
    return await unpack(tar)
  } catch (error) {
    throw new NotATarballError(`tar: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Paths of the regular files of an archive. */
export function filePaths(entries: readonly TarballEntry[]): string[] {
  return entries
    .filter(entry => entry.type === 'file' || entry.type === 'contiguous-file')
    .map(entry => entry.path)
}
