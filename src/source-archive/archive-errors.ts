// Owns the errors of the source archive: one class with a code for each refusal, and the size one.

/** Why the archive was refused; the message says the same for people. */
export type SourceArchiveErrorCode =
  | 'workspace-missing'
  | 'config-missing'
  | 'config-invalid'
  | 'config-excluded'
  | 'outside-workspace'
  | 'dependency-missing'
  | 'dependency-excluded'
  | 'reference-outside-archive'
  | 'reference-excluded'
  | 'graph-missing'
  | 'symbolic-link'
  | 'file-changed'
  | 'invalid-limits'
  | 'too-large'

/** One file and its size, as the size messages list them. */
export interface FileSize {
  /** Path inside the archive. */
  readonly path: string
  readonly bytes: number
}

/**
 * The source tree cannot be packed as asked. The message names the file, the dependency or the
 * ignore rule at fault and what to change, so it can be shown to the user as it is.
 */
export class SourceArchiveError extends Error {
  override readonly name: string = 'SourceArchiveError'

  constructor(
    readonly code: SourceArchiveErrorCode,
    message: string,
    options?: ErrorOptions
  ) {
    super(message, options)
  }
}

/** Options of {@link ArchiveTooLargeError}. */
export interface ArchiveTooLargeDetails {
  /**
   * Which limit was passed: the bytes of the files to read (`read`, checked before reading any),
   * or the compressed archive (`archive`, checked as it is written).
   */
  readonly measured: 'read' | 'archive'
  /** What was measured when packing stopped: the files' total, or the archive so far. */
  readonly bytes: number
  /** The limit passed. */
  readonly maxBytes: number
  /** Bytes of the files read when packing stopped (0 for `read`). */
  readonly readBytes: number
  /** Bytes of all the files planned. */
  readonly filesBytes: number
  /** The five largest files, largest first. */
  readonly largest: readonly FileSize[]
}

/** The files, or the archive made of them, are over a size limit. */
export class ArchiveTooLargeError extends SourceArchiveError {
  override readonly name: string = 'ArchiveTooLargeError'
  readonly measured: ArchiveTooLargeDetails['measured']
  readonly bytes: number
  readonly maxBytes: number
  readonly readBytes: number
  readonly filesBytes: number
  readonly largest: readonly FileSize[]

  constructor(details: ArchiveTooLargeDetails, message: string) {
    super('too-large', message)
    this.measured = details.measured
    this.bytes = details.bytes
    this.maxBytes = details.maxBytes
    this.readBytes = details.readBytes
    this.filesBytes = details.filesBytes
    this.largest = details.largest
  }
}
