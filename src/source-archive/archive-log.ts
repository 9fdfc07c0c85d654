// Owns what the log says of an archive: what was packed, what was left out and why (a warning
// where a user may not expect it, with what to do), and how its upload goes, every few seconds.
import type { Clock } from '../base/clock.js'
import { formatDuration } from '../base/duration.js'
import type { Logger } from '../base/log.js'
import { formatBytes } from '../base/text.js'
import { type ArchivePlan, describeSkip } from './archive-plan.js'
import type { SkipReason } from './walk.js'
import type { WrittenArchive } from './write.js'

/** A progress line at most this often while the archive travels. */
const PROGRESS_EVERY_MS = 5000

/** Entries left out that a user may not expect to be: a warning each, with what to do. */
const WARNED: Partial<Record<SkipReason, (path: string) => string>> = {
  'secrets-file': path =>
    `Files that look like secrets are never sent by default; give the deployment its variables with the input 'secrets'. To pack this one on purpose, add ${path} to the input 'upload-include'.`,
  'name-not-utf8': () =>
    'Rename it if the build needs it, or list it in .gitignore to leave it out quietly.'
}

/** What was packed, in the log; the warnings as warnings. */
export function logArchive(
  logger: Logger,
  plan: Pick<ArchivePlan, 'root' | 'configPath' | 'skipped'>,
  archive: Pick<WrittenArchive, 'files' | 'bytes' | 'sha256' | 'warnings'>
): void {
  logger.info(
    `Packed ${archive.files} files (${formatBytes(archive.bytes)}) from ${plan.root || '.'}: config ${plan.configPath}, sha256 ${archive.sha256}.`
  )
  for (const skipped of plan.skipped) {
    const advice = WARNED[skipped.reason]
    if (advice === undefined) logger.info(`  left out: ${describeSkip(skipped)}`)
    else
      logger.warning(
        `Left out of the source archive: ${describeSkip(skipped)}. ${advice(skipped.path)}`
      )
  }
  for (const warning of archive.warnings) logger.warning(warning)
}

/**
 * What the upload of `bytes` says as it goes: a line with the bytes sent, the share, the rate
 * and the time taken, at most every {@link PROGRESS_EVERY_MS}, and always once all is sent.
 */
export function uploadProgress(
  runtime: { readonly clock: Clock; readonly logger: Logger },
  bytes: number
): (sent: number) => void {
  const { clock, logger } = runtime
  const started = clock.now()
  let shownAt = started
  return sent => {
    const now = clock.now()
    if (now - shownAt < PROGRESS_EVERY_MS && sent < bytes) return
    shownAt = now
    const seconds = Math.max(0.001, (now - started) / 1000)
    const percent = Math.floor((sent / Math.max(1, bytes)) * 100)
    logger.info(
      `Uploading: ${formatBytes(sent)} of ${formatBytes(bytes)} (${percent}%), ${formatBytes(Math.round(sent / seconds))}/s, ${formatDuration(now - started)}`
    )
  }
}
