// Owns the list of files a plan packs, held off the JS heap: their archive paths as UTF-8 in one
// buffer, sizes and modes in typed arrays. A file costs ~50 bytes there and no object that the
// garbage collector copies, so planning a larger tree does not grow the process's young generation.
import type { WorkspacePath } from './paths.js'
import { joinPath } from './paths.js'

/** A file to pack. */
export interface PlannedFile {
  /** Its path inside the archive. */
  readonly archivePath: string
  /** Its path in the workspace. */
  readonly source: WorkspacePath
  readonly bytes: number
  readonly mode: 0o644 | 0o755
}

/** Room for this many files, and this many bytes of their paths, before the first growth. */
const INITIAL_FILES = 1024
const INITIAL_PATH_BYTES = 64 * 1024

/**
 * The files of a plan in archive order: appended in that order, read back as {@link PlannedFile}s
 * made one at a time. `root` is the directory archive paths are relative to.
 */
export class PlannedFiles implements Iterable<PlannedFile> {
  private paths = Buffer.allocUnsafe(INITIAL_PATH_BYTES)
  private pathBytes = 0
  /** Where each file's path ends in `paths`; it starts where the one before ends. */
  private ends = new Uint32Array(INITIAL_FILES)
  private sizes = new Float64Array(INITIAL_FILES)
  private executable = new Uint8Array(INITIAL_FILES)
  private count = 0

  constructor(readonly root: WorkspacePath) {}

  /** The number of files. */
  get length(): number {
    return this.count
  }

  /** Adds a file after the others; `archivePath` must sort after theirs. */
  add(archivePath: string, bytes: number, executable: boolean): void {
    const pathBytes = Buffer.byteLength(archivePath)
    if (this.pathBytes + pathBytes > this.paths.length) {
      this.paths = grown(this.paths, this.pathBytes + pathBytes)
    }
    if (this.count === this.ends.length) {
      this.ends = grown(this.ends, this.count + 1)
      this.sizes = grown(this.sizes, this.count + 1)
      this.executable = grown(this.executable, this.count + 1)
    }
    this.pathBytes += this.paths.write(archivePath, this.pathBytes, 'utf8')
    this.ends[this.count] = this.pathBytes
    this.sizes[this.count] = bytes
    this.executable[this.count] = executable ? 1 : 0
    this.count++
  }

  *[Symbol.iterator](): Iterator<PlannedFile> {
    let start = 0
    for (let index = 0; index < this.count; index++) {
      const end = this.ends[index] ?? start
      const archivePath = this.paths.toString('utf8', start, end)
      start = end
      yield {
        archivePath,
        source: joinPath(this.root, archivePath),
        bytes: this.sizes[index] ?? 0,
        mode: this.executable[index] === 1 ? 0o755 : 0o644
      }
    }
  }
}

type Growable = Buffer | Uint32Array | Float64Array | Uint8Array

/** A copy of `array` with room for at least `needed` elements: twice as large, or more. */
function grown<T extends Growable>(array: T, needed: number): T {
  const size = Math.max(needed, array.length * 2)
  const next = (
    Buffer.isBuffer(array)
      ? Buffer.allocUnsafe(size)
      : new (array.constructor as new (length: number) => Growable)(size)
  ) as T
  next.set(array)
  return next
}
