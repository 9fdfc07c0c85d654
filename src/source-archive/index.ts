// Owns the public face of the source archive: plan the files of a LangGraph config, write them
// as a reproducible tar.gz for LangSmith to build (`internal_source`), upload it, and say which
// commit the workspace has checked out.
export { ArchiveTooLargeError, SourceArchiveError } from './archive-errors.js'
export { logArchive, uploadProgress } from './archive-log.js'
export { type CheckedOutCommit, checkedOutCommit } from './checked-out-commit.js'
export { type ArchivePlan, describeSkip, planArchive } from './archive-plan.js'
export { uploadArchive } from './upload.js'
export { type WrittenArchive, writeArchive } from './write.js'
