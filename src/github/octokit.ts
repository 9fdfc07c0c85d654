// Owns the Octokit of the GitHub integration: at the run's API URL, notices sent to debug, each
// request bounded by its own timeout and the run's cancellation, timed on the run's Clock.
import { getOctokit } from '@actions/github'
import type { Clock } from '../base/clock.js'
import { formatDuration } from '../base/duration.js'
import { timeoutSignal } from '../base/http-exchange.js'

/** An Octokit as `@actions/github` makes it. */
export type Octokit = ReturnType<typeof getOctokit>

/** How to make the {@link Octokit}. */
export interface OctokitOptions {
  readonly token: string
  /** REST API base URL (`https://api.github.com`, or `https://HOST/api/v3` on GHES). */
  readonly apiUrl: string
  readonly userAgent?: string
  /** Longest time one request may take. */
  readonly timeoutMs: number
  readonly signal?: AbortSignal
  readonly clock: Clock
  /** Where request traces and Octokit's own notices go. */
  readonly debug: (message: string) => void
}

/** An Octokit whose requests cannot outlive their timeout or the run's cancellation. */
export function createOctokit(options: OctokitOptions): Octokit {
  const { debug, clock, timeoutMs, signal: cancel } = options
  // @actions/github reads GITHUB_API_URL when it is first imported; the URL is given
  // explicitly so that the context (and a test's stand-in) decides where requests go.
  const octokit = getOctokit(options.token, {
    baseUrl: options.apiUrl,
    userAgent: options.userAgent,
    // Octokit's own notices (deprecations) are of no use to the person reading the run.
    log: { debug, info: debug, warn: debug, error: debug }
  })
  octokit.hook.wrap('request', async (request, endpoint) => {
    const timeout = timeoutSignal(timeoutMs, cancel)
    const { signal } = timeout
    const started = clock.now()
    const url = new URL(octokit.request.endpoint.parse(endpoint).url)
    const label = `${endpoint.method} ${url.pathname}${url.search}`
    debug(`→ GitHub ${label}`)
    try {
      // The hooks within (the token's) were bound to this very options object: it has to be
      // changed in place, a copy would not reach them.
      endpoint.request = { ...endpoint.request, signal }
      const response = await request(endpoint)
      debug(`← ${response.status} ${label} in ${clock.now() - started} ms`)
      return response
    } catch (error) {
      if (cancel?.aborted === true) {
        throw new Error(`${label} was abandoned: the run was cancelled`, { cause: error })
      }
      if (timeout.signal.aborted) {
        const within = formatDuration(timeoutMs)
        throw new Error(`${label} got no answer within ${within}`, { cause: error })
      }
      throw error
    } finally {
      // Octokit has read the whole answer (or given up): the timeout bounds nothing more.
      timeout.clear()
    }
  })
  return octokit
}

/**
 * Longest time the one request sent after a cancellation (the deployment's final status) may
 * take: well inside the grace before the process exits (base/cancel.ts).
 */
const LAST_WORD_TIMEOUT_MS = 1_000

/**
 * The run's Octokit, and the one that sets a deployment's status: the same until the run is
 * cancelled, then one that the cancellation does not abandon, bounded by
 * {@link LAST_WORD_TIMEOUT_MS}, so that the run's last word (its final status) still gets out.
 */
export function createOctokits(options: OctokitOptions): {
  octokit: Octokit
  statusOctokit: () => Octokit
} {
  const octokit = createOctokit(options)
  const lastWord = createOctokit({ ...options, signal: undefined, timeoutMs: LAST_WORD_TIMEOUT_MS })
  return { octokit, statusOctokit: () => (options.signal?.aborted === true ? lastWord : octokit) }
}
