// Owns the public face of the source archive: plan the files of a LangGraph config, then write
// them as a reproducible tar.gz for LangSmith to build (`internal_source`).
export {
  ArchiveTooLargeError,
  type ArchiveTooLargeDetails,
  type FileSize,
  SourceArchiveError,
  type SourceArchiveErrorCode
} from './errors.js'
export { type ArchiveLimits, formatBytes, MAX_ARCHIVE_BYTES, WARN_ARCHIVE_BYTES } from './limits.js'
export {
  type ArchivePlan,
  describeSkip,
  planArchive,
  type PlanOptions,
  type PlannedFile
} from './plan.js'
export type { SkippedEntry, SkipReason } from './walk.js'
export { type WriteOptions, type WrittenArchive, writeArchive } from './write.js'
