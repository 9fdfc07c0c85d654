// Owns waiting, before the smoke run, for the agent server to answer `GET /ok`, so that a cold
// start is not a smoke failure. It sends no API key, and never fails the step by itself.
import { AgentServerClient } from '../agent-server/client.js'
import { Deadline } from '../base/clock.js'
import { formatDuration } from '../base/duration.js'
import { errorMessage } from '../base/errors.js'
import { userAgent } from '../base/version.js'
import type { Runtime } from '../base/runtime.js'

/** The share of `smoke-timeout-seconds` the agent server gets to come up, at most a minute. */
const READY_SHARE = 0.5
const READY_CAP_MS = 60_000

/** Retries of `GET /ok` while the server starts: full jitter below 0.5 s, 1 s, ... 4 s. */
const READY_RETRY = { attempts: 1000, baseMs: 500, capMs: 4000 }

/**
 * `GET {url}/ok` until it answers, retrying refused connections and 502/503/504 within its share
 * of the smoke timeout. A server that still does not answer is a warning (the smoke run then
 * tells); one without `/ok` is no problem. Returns the milliseconds it took.
 */
export async function waitForAgent(
  runtime: Runtime,
  smoke: { readonly url: string; readonly timeoutSeconds: number }
): Promise<number> {
  const { clock, logger, signal, random } = runtime
  const { url } = smoke
  const started = clock.now()
  const budgetMs = Math.min(READY_CAP_MS, smoke.timeoutSeconds * 1000 * READY_SHARE)
  const client = new AgentServerClient({
    url,
    userAgent: userAgent(),
    clock,
    logger,
    deadline: Deadline.after(clock, budgetMs, 'smoke-timeout-seconds'),
    signal,
    random,
    retry: READY_RETRY
  })
  try {
    const ok = await client.ok()
    const took = formatDuration(clock.now() - started)
    logger.info(
      ok
        ? `The agent server answers GET /ok (after ${took}).`
        : `The agent server answers GET /ok with an error status (after ${took}); going on with the run.`
    )
  } catch (error) {
    if (signal?.aborted) throw error
    logger.warning(
      `The agent server did not answer GET /ok within ${formatDuration(budgetMs)}: ${errorMessage(error)}. Trying the smoke run anyway.`
    )
  }
  return clock.now() - started
}
