// Owns a revision's build and deploy logs as lines: which log tells about a status, the route
// this install serves them from, the last lines of a failed one, following new lines.
import { errorMessage } from '../base/errors.js'
import type { Logger } from '../base/log.js'
import type { ControlPlane } from './client.js'
import {
  LOG_ROUTES,
  type LogEntry,
  type LogPage,
  type LogQuery,
  type LogRoute
} from './log-routes.js'

/** Most pages read for one answer: logs are shown, never read without end. */
const MAX_PAGES = 20

/**
 * Reads a revision's logs wherever this install keeps them: `GET /v2/deployment-logs` when it
 * answers, else the per-revision route, else the v1 routes of the official CLI. The first route
 * that answers is kept for every later page.
 */
class LogReader {
  private route: LogRoute | undefined

  constructor(private readonly controlPlane: ControlPlane) {}

  /** One page; undefined when the install serves none of the routes. */
  async page(query: LogQuery): Promise<LogPage | undefined> {
    if (this.route !== undefined) return this.controlPlane.readLogs(this.route, query)
    for (const route of LOG_ROUTES) {
      const page = await this.controlPlane.readLogs(route, query)
      if (page === undefined) continue
      this.route = route
      return page
    }
    return undefined
  }
}

/** Which log of a revision tells about a status: the deploy log once building is over. */
export function logTypeFor(status: string): 'build' | 'deploy' {
  return status.includes('DEPLOY') && !status.includes('BUILD') ? 'deploy' : 'build'
}

/** One log entry as one line of text. */
export function formatLogEntry(entry: LogEntry): string {
  const message = entry.message.replace(/\s+$/, '')
  if (entry.timestamp === undefined) return message
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
    const reader = new LogReader(controlPlane)
    const { deploymentId, revisionId, type } = options
    const entries: LogEntry[] = []
    let cursor: string | undefined
    for (let pages = 0; pages < MAX_PAGES && entries.length < options.lines; pages++) {
      const query = { deploymentId, revisionId, type, limit: options.lines - entries.length }
      const page = await reader.page({ ...query, order: 'desc', cursor })
      if (page === undefined) return pages === 0 ? undefined : lines(entries)
      entries.push(...page.entries)
      if (page.next === undefined || page.next === cursor || page.entries.length === 0) break
      cursor = page.next
    }
    return lines(entries.slice(0, options.lines))
  } catch (error) {
    options.logger.warning(`Could not fetch the ${options.type} logs: ${errorMessage(error)}`)
    return undefined
  }
}

/** Entries read newest first, as lines oldest first. */
function lines(newestFirst: readonly LogEntry[]): string[] {
  return newestFirst.map(formatLogEntry).reverse()
}

/**
 * Prints a revision's new build and deploy log lines as they appear (`follow-logs`). Each call
 * to {@link LogFollower.poll} reads what was added since the last one, from the cursor the
 * server gave; when the install serves none of the log routes, they are not asked for again.
 */
export class LogFollower {
  private readonly cursors = new Map<'build' | 'deploy', string | undefined>()
  /** Lines already printed since the cursor, for servers that give no next cursor. */
  private readonly seen = new Map<'build' | 'deploy', number>()
  private unavailable = false
  private readonly reader: LogReader

  constructor(
    controlPlane: ControlPlane,
    private readonly options: {
      readonly deploymentId: string
      readonly revisionId: string
      readonly logger: Logger
    }
  ) {
    this.reader = new LogReader(controlPlane)
  }

  /** Prints the lines added to the logs relevant to `status` since the last call. */
  async poll(status: string): Promise<void> {
    if (this.unavailable) return
    const types: ('build' | 'deploy')[] =
      logTypeFor(status) === 'deploy' || status === 'DEPLOYED' ? ['build', 'deploy'] : ['build']
    for (const type of types) await this.follow(type)
  }

  private async follow(type: 'build' | 'deploy'): Promise<void> {
    try {
      for (let pages = 0; pages < MAX_PAGES; pages++) {
        const cursor = this.cursors.get(type)
        const page = await this.reader.page({
          deploymentId: this.options.deploymentId,
          revisionId: this.options.revisionId,
          type,
          limit: 1000,
          order: 'asc',
          cursor
        })
        if (page === undefined) {
          this.unavailable = true
          return
        }
        const skip = this.seen.get(type) ?? 0
        for (const entry of page.entries.slice(skip)) {
          this.options.logger.info(`[${type}] ${formatLogEntry(entry)}`)
        }
        const next = page.next
        if (next === undefined || next === cursor) {
          this.seen.set(type, Math.max(skip, page.entries.length))
          return
        }
        this.cursors.set(type, next)
        this.seen.set(type, 0)
      }
    } catch (error) {
      this.options.logger.debug(`Following the ${type} log failed: ${errorMessage(error)}`)
    }
  }
}
