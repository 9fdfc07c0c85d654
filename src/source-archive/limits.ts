// Owns the archive's size limits (the archive sent, the bytes read to make it): defaults merged
// once, the five largest files, and the refusals and warning that name them.
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
/**
 * The most the files may come to before packing: 2 GiB. The archive limit bounds what is sent,
 * not what is read; this bounds the runner's work on a tree that compresses without end.
 */
export const MAX_READ_BYTES = 2_147_483_648
/** How many of the largest files the size messages name. */
export const LARGEST_COUNT = 5

/** Size limits of a source archive; every field optional. */
export interface ArchiveLimits {
  /** Refuse an archive (its compressed bytes, as sent) larger than this; packing stops there. */
  readonly maxBytes?: number
  /** Warn when the archive is larger than this many bytes. */
  readonly warnBytes?: number
  /** Refuse, before reading any, files that come to more than this many bytes. */
  readonly maxReadBytes?: number
}

export type ArchiveLimitSettings = Required<ArchiveLimits>

const LIMIT_DEFAULTS: ArchiveLimitSettings = {
  maxBytes: MAX_ARCHIVE_BYTES,
  warnBytes: WARN_ARCHIVE_BYTES,
  maxReadBytes: MAX_READ_BYTES
}

/** The only place a limit default is applied; everything below takes ArchiveLimitSettings. */
export function limitSettings(given: ArchiveLimits = {}): ArchiveLimitSettings {
  const settings = {
    maxBytes: given.maxBytes ?? LIMIT_DEFAULTS.maxBytes,
    warnBytes: given.warnBytes ?? LIMIT_DEFAULTS.warnBytes,
    maxReadBytes: given.maxReadBytes ?? LIMIT_DEFAULTS.maxReadBytes
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

/** The refusal for an archive over `maxBytes`, or files over `maxReadBytes`. */
export function tooLargeError(details: ArchiveTooLargeDetails): ArchiveTooLargeError {
  return new ArchiveTooLargeError(
    details,
    `${describeOver(details)} The largest files: ${describeLargest(details.largest)}. ${ADVICE}`
  )
}

/** Which limit was passed, by how much, and how far packing went. */
function describeOver(details: ArchiveTooLargeDetails): string {
  const { bytes, maxBytes, readBytes, filesBytes } = details
  if (details.measured === 'read') {
    return (
      `The files to archive come to ${formatBytes(bytes)}, over the limit of ` +
      `${formatBytes(maxBytes)} on the bytes read to pack them (it spares the runner a tree ` +
      'that compresses without end); nothing was read.'
    )
  }
  const at = formatBytes(bytes) === formatBytes(maxBytes) ? ` (${bytes} bytes)` : ''
  return (
    `The compressed source archive passed the limit of ${formatBytes(maxBytes)} ` +
    `('upload-max-mb') at ${formatBytes(bytes)}${at}, after reading ${formatBytes(readBytes)} of the ` +
    `${formatBytes(filesBytes)} of files; packing stopped there.`
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
