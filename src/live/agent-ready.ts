// Owns waiting, before the smoke run, for the agent server to answer `GET /ok`, so that a cold
// start or a wake from scale to zero is not a smoke failure. It sends no API key, and never fails
// the step by itself.
import { AgentServerClient } from '../agent-server/client.js'
import { Deadline } from '../base/clock.js'
import { formatDuration } from '../base/duration.js'
import { errorMessage } from '../base/errors.js'
import { scalesToZero } from '../control-plane/deployment-types.js'
import { userAgent } from '../base/version.js'
import type { Runtime } from '../base/runtime.js'

/** The share of `smoke-timeout-seconds` the agent server gets to come up, at most a minute. */
const READY_SHARE = 0.5
const READY_CAP_MS = 60_000

/** Retries of `GET /ok` while the server starts: full jitter below 0.5 s, 1 s, ... 4 s. */
const READY_RETRY = { attempts: 1000, baseMs: 500, capMs: 4000 }

/** The agent server the smoke step or the eval gate is about to run. */
export interface AgentToWait {
  readonly url: string
  /** `smoke-timeout-seconds`. */
  readonly timeoutSeconds: number
  /** The deployment's type as the service reports it; undefined when not known. */
  readonly deploymentType: string | undefined
}

/** How the wait went, and what the runs after it may do about a wake. */
export interface AgentReady {
  /** Milliseconds the wait took. */
  readonly readyMs: number
  /**
   * Set when the deployment scales to zero: why a first run request that times out unanswered
   * is sent once more (it may have met the deployment still waking).
   */
  readonly wakeRetry: string | undefined
}

/**
 * `GET {url}/ok` until it answers, retrying refused connections, timeouts and 502/503/504 within
 * its share of the smoke timeout, said with its bound (and, for a deployment that scales to
 * zero, that its first request wakes it). A server that still does not answer is a warning (the
 * smoke run then tells); one without `/ok` is no problem.
 */
export async function waitForAgent(runtime: Runtime, agent: AgentToWait): Promise<AgentReady> {
  const { clock, logger, signal } = runtime
  const { url, deploymentType } = agent
  const started = clock.now()
  const budgetMs = Math.min(READY_CAP_MS, agent.timeoutSeconds * 1000 * READY_SHARE)
  const wakes = scalesToZero(deploymentType) === true
  const wakeWords = wakes
    ? `; deployment type ${deploymentType ?? ''} scales to zero when idle and wakes on its next request, which takes longer while it starts`
    : ''
  logger.info(
    `Waiting up to ${formatDuration(budgetMs)} (half of 'smoke-timeout-seconds', at most ${formatDuration(READY_CAP_MS)}) for the agent server to answer GET /ok${wakeWords}.`
  )
  const client = new AgentServerClient({
    ...runtime,
    url,
    userAgent: userAgent(),
    deadline: Deadline.after(clock, budgetMs, 'smoke-timeout-seconds'),
    retry: READY_RETRY
  })
  try {
    const ok = await client.ok()
    const took = formatDuration(clock.now() - started)
    const woke = wakes ? ', awake' : ''
    logger.info(
      ok
        ? `The agent server answers GET /ok (after ${took}${woke}).`
        : `The agent server answers GET /ok with an error status (after ${took}); going on with the run.`
    )
  } catch (error) {
    if (signal?.aborted) throw error
    logger.warning(
      `The agent server did not answer GET /ok within ${formatDuration(budgetMs)}: ${errorMessage(error)}. Trying the smoke run anyway.`
    )
  }
  const wakeRetry = wakes
    ? `deployment type ${deploymentType ?? ''} scales to zero, and the deployment may still be waking`
    : undefined
  return { readyMs: clock.now() - started, wakeRetry }
}
