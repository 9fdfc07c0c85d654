// Owns a revision's build and deploy logs as lines: which log tells about a status, the last
// lines of a failed one, and following new lines while the action waits.
import { errorMessage } from '../base/errors.js'
import type { Logger } from '../base/log.js'
import type { ControlPlane } from './client.js'
import type { LogPage } from './schemas.js'

/** Which log of a revision tells about a status: the deploy log once building is over. */
export function logTypeFor(status: string): 'build' | 'deploy' {
  return status.includes('DEPLOY') && !status.includes('BUILD') ? 'deploy' : 'build'
}

/** One log entry as one line of text. */
export function formatLogEntry(entry: LogPage['logs'][number]): string {
  const message = (entry.message ?? '').replace(/\s+$/, '')
  if (entry.timestamp === undefined || entry.timestamp === null) return message
  const time =
    typeof entry.timestamp === 'number'
      ? new Date(entry.timestamp > 1e12 ? entry.timestamp : entry.timestamp * 1000).toISOString()
      : entry.timestamp
  return `${time} ${message}`
}

/**
 * The last `lines` lines of a revision's build or deploy log, oldest first; undefined when the
 * install has no logs endpoint, or when fetching them failed (a failure to show logs must not
 * hide the failure they would explain: it is logged as a warning).
 */
export async function lastLogLines(
  controlPlane: ControlPlane,
  options: {
    readonly deploymentId: string
    readonly revisionId: string
    readonly type: 'build' | 'deploy'
    readonly lines: number
    readonly logger: Logger
  }
): Promise<string[] | undefined> {
  try {
    const page = await controlPlane.getRevisionLogs({
      deploymentId: options.deploymentId,
      revisionId: options.revisionId,
      type: options.type,
      limit: options.lines,
      order: 'desc'
    })
    if (page === undefined) return undefined
    return page.logs.slice(0, options.lines).map(formatLogEntry).reverse()
  } catch (error) {
    options.logger.warning(`Could not fetch the ${options.type} logs: ${errorMessage(error)}`)
    return undefined
  }
}

/**
 * Prints a revision's new build and deploy log lines as they appear (`follow-logs`). Each call
 * to {@link LogFollower.poll} reads what was added since the last one, from the cursor the
 * server gave; logs the install does not serve (404) are not asked for again.
 */
export class LogFollower {
  private readonly cursors = new Map<'build' | 'deploy', string | undefined>()
  /** Lines already printed since the cursor, for servers that give no next cursor. */
  private readonly seen = new Map<'build' | 'deploy', number>()
  private unavailable = false

  constructor(
    private readonly controlPlane: ControlPlane,
    private readonly options: {
      readonly deploymentId: string
      readonly revisionId: string
      readonly logger: Logger
    }
  ) {}

  /** Prints the lines added to the logs relevant to `status` since the last call. */
  async poll(status: string): Promise<void> {
    if (this.unavailable) return
    const types: ('build' | 'deploy')[] =
      logTypeFor(status) === 'deploy' || status === 'DEPLOYED' ? ['build', 'deploy'] : ['build']
    for (const type of types) await this.follow(type)
  }

  private async follow(type: 'build' | 'deploy'): Promise<void> {
    try {
      for (let pages = 0; pages < 20; pages++) {
        const cursor = this.cursors.get(type)
        const page = await this.controlPlane.getRevisionLogs({
          deploymentId: this.options.deploymentId,
          revisionId: this.options.revisionId,
          type,
          limit: 1000,
          order: 'asc',
          offset: cursor
        })
        if (page === undefined) {
          this.unavailable = true
          return
        }
        const skip = this.seen.get(type) ?? 0
        for (const entry of page.logs.slice(skip)) {
          this.options.logger.info(`[${type}] ${formatLogEntry(entry)}`)
        }
        const next = page.next_offset
        if (next === undefined || next === null || String(next) === cursor) {
          this.seen.set(type, Math.max(skip, page.logs.length))
          return
        }
        this.cursors.set(type, String(next))
        this.seen.set(type, 0)
      }
    } catch (error) {
      this.options.logger.debug(`Following the ${type} log failed: ${errorMessage(error)}`)
    }
  }
}
