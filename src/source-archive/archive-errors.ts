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
  /** What was measured: the files before packing, or the written archive. */
  readonly measured: 'files' | 'archive'
  readonly bytes: number
  readonly maxBytes: number
  /** The five largest files, largest first. */
  readonly largest: readonly FileSize[]
}

/** The files, or the archive made of them, are over the size the service accepts. */
export class ArchiveTooLargeError extends SourceArchiveError {
  override readonly name: string = 'ArchiveTooLargeError'
  readonly measured: ArchiveTooLargeDetails['measured']
  readonly bytes: number
  readonly maxBytes: number
  readonly largest: readonly FileSize[]

  constructor(details: ArchiveTooLargeDetails, message: string) {
    super('too-large', message)
    this.measured = details.measured
    this.bytes = details.bytes
    this.maxBytes = details.maxBytes
    this.largest = details.largest
  }
}
