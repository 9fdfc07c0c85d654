// Owns the archive's size limits: defaults merged once, the five largest files, and the
// refusal and warning that name them.
import { formatBytes } from '../base/text.js'
import {
  type ArchiveTooLargeDetails,
  ArchiveTooLargeError,
  type FileSize,
  SourceArchiveError
} from './archive-errors.js'

/** The most the service accepts for a source archive: 200 MiB. */
export const MAX_ARCHIVE_BYTES = 209_715_200
/** Above this the archive is still sent, with a warning: 50 MiB. */
export const WARN_ARCHIVE_BYTES = 52_428_800
/** How many of the largest files the size messages name. */
export const LARGEST_COUNT = 5

/** Size limits of a source archive; every field optional. */
export interface ArchiveLimits {
  /** Refuse a tree whose files, or whose archive, are larger than this many bytes. */
  readonly maxBytes?: number
  /** Warn when the archive is larger than this many bytes. */
  readonly warnBytes?: number
}

export type ArchiveLimitSettings = Required<ArchiveLimits>

const LIMIT_DEFAULTS: ArchiveLimitSettings = {
  maxBytes: MAX_ARCHIVE_BYTES,
  warnBytes: WARN_ARCHIVE_BYTES
}

/** The only place a limit default is applied; everything below takes ArchiveLimitSettings. */
export function limitSettings(given: ArchiveLimits = {}): ArchiveLimitSettings {
  const settings = {
    maxBytes: given.maxBytes ?? LIMIT_DEFAULTS.maxBytes,
    warnBytes: given.warnBytes ?? LIMIT_DEFAULTS.warnBytes
  }
  for (const [name, value] of Object.entries(settings)) {
    if (!Number.isSafeInteger(value) || value <= 0) {
      throw new SourceArchiveError(
        'invalid-limits',
        `The archive size limit ${name} must be a positive whole number of bytes, not ${String(value)}.`
      )
    }
  }
  return settings
}

/** The {@link LARGEST_COUNT} largest files, largest first, ties by path. */
export function largestFiles(files: Iterable<FileSize>): FileSize[] {
  const top: FileSize[] = []
  for (const file of files) {
    top.push({ path: file.path, bytes: file.bytes })
    top.sort((a, b) => b.bytes - a.bytes || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    if (top.length > LARGEST_COUNT) top.pop()
  }
  return top
}

/** "a.bin (3 MiB), b.csv (1.2 MiB)". */
export function describeLargest(largest: readonly FileSize[]): string {
  return largest.map(file => `${file.path} (${formatBytes(file.bytes)})`).join(', ')
}

const ADVICE =
  'Leave out large files that the build does not need (model weights, data sets, build output) ' +
  'with .dockerignore or .gitignore next to langgraph.json.'

/** The refusal for a tree or archive over `maxBytes`. */
export function tooLargeError(details: ArchiveTooLargeDetails): ArchiveTooLargeError {
  const what =
    details.measured === 'files' ? 'The files to archive come to' : 'The source archive is'
  return new ArchiveTooLargeError(
    details,
    `${what} ${formatBytes(details.bytes)}, over the limit of ${formatBytes(details.maxBytes)}. ` +
      `The largest files: ${describeLargest(details.largest)}. ${ADVICE}`
  )
}

/** The warning for an archive over `warnBytes`, or undefined when it is not. */
export function sizeWarning(details: {
  readonly bytes: number
  readonly warnBytes: number
  readonly largest: readonly FileSize[]
}): string | undefined {
  if (details.bytes <= details.warnBytes) return undefined
  return (
    `The source archive is ${formatBytes(details.bytes)}, over ${formatBytes(details.warnBytes)}: ` +
    `uploading and building it takes longer. The largest files: ${describeLargest(details.largest)}. ` +
    ADVICE
  )
}
