// Owns the smoke step of a run: choosing the agent URL (the user's `deployment-url` wins), asking
// url-trust.ts whether the key may go there before anything is sent, running the one run or the
// `smoke-cases` (at most four at a time) through one per-run function, failing on a bad verdict.
import { type SmokeResult, runSmoke } from '../agent-server/smoke.js'
import { prefixedLogger } from '../base/log.js'
import { truncate } from '../base/text.js'
import { userAgent } from '../base/version.js'
import { agentUrlProblem } from '../base/url-trust.js'
import { platformHosts } from '../control-plane/hosts.js'
import type { SmokeCaseReport } from '../report/report.js'
import { waitForAgent } from './agent-ready.js'
import { inPool } from './pool.js'
import type { Runtime } from '../base/runtime.js'
import type { Progress } from '../report/progress.js'
import type { Inputs } from '../inputs/read.js'
import { type SmokeCase, defaultSmokeCase } from '../inputs/smoke-cases.js'

/** Smoke cases in flight at once. */
const SMOKE_CASES_AT_ONCE = 4
/** Longest reason of one case in the step's failure message, and in the report. */
const REASON_CHARS = 300
const REPORTED_REASON_CHARS = 1000

/** What the smoke step reads of the inputs. */
export type SmokeInputs = Pick<
  Inputs,
  | 'apiKey'
  | 'deploymentUrl'
  | 'smokeAssistantId'
  | 'smokeAssistantIdGiven'
  | 'smokeInput'
  | 'smokeStreamMode'
  | 'smokeStreamSubgraphs'
  | 'smokeTimeoutSeconds'
  | 'smokeExpect'
  | 'smokeCases'
  | 'trustedHosts'
  | 'region'
  | 'customApiUrl'
  | 'apiUrl'
>

/**
 * The smoke step was refused before any request reached the agent (no URL, one that is not
 * http(s) or would carry the key over plain http, an untrusted host): the agent was never tried,
 * so this says nothing of the revision, and is no reason to roll it back.
 */
export class SmokeRefusedError extends Error {
  override readonly name = 'SmokeRefusedError'
}

/** What the smoke step runs on: the runtime, and the progress report it tells. */
export type SmokeDeps = Runtime & { readonly progress: Progress }

/** One smoke step: its dependencies, the inputs it reads, the agent URL it tries. */
interface SmokeRun {
  readonly deps: SmokeDeps
  readonly inputs: SmokeInputs
  readonly target: string
  /** Set for a deployment that scales to zero (agent-ready.ts). */
  readonly wakeRetry: string | undefined
}

/**
 * Streams one stateless run from the agent server, or each of the `smoke-cases`, and fails the
 * step unless every run answers cleanly. `deployment-url`, when given, wins over the deployment's
 * own URL. Throws a {@link SmokeRefusedError} when it refuses to try the agent at all.
 */
export async function smokeStep(
  deps: SmokeDeps,
  inputs: SmokeInputs,
  agentUrl: string
): Promise<void> {
  const { progress } = deps
  const target = inputs.deploymentUrl ?? trustedAgentUrl(agentUrl, inputs)
  progress.agentUrl(target)
  const { readyMs, wakeRetry } = await waitForAgent(deps, {
    url: target,
    timeoutSeconds: inputs.smokeTimeoutSeconds,
    deploymentType: progress.report.deploymentType
  })
  const step = { deps, inputs, target, wakeRetry }
  if (inputs.smokeCases !== undefined) return smokeCases(step, inputs.smokeCases)
  const only = defaultSmokeCase(inputs)
  const result = await deps.logger.group(
    `Smoke test: one run of "${only.assistantId}" at ${target}`,
    // The wait for the server to answer counts within `smoke-timeout-seconds`.
    () => runCase(step, only, Math.max(1, only.timeoutSeconds * 1000 - readyMs))
  )
  progress.smoke(result)
  if (!result.passed) {
    throw new Error(`smoke test of ${target} failed: ${result.reason ?? result.verdict}`)
  }
}

/**
 * Runs every case, at most {@link SMOKE_CASES_AT_ONCE} at a time, each within its own
 * `timeout-seconds` from its start; fails naming each case that did not pass, and why.
 */
async function smokeCases(step: SmokeRun, cases: readonly SmokeCase[]): Promise<void> {
  const { deps, target } = step
  const at = Math.min(SMOKE_CASES_AT_ONCE, cases.length)
  const results = await deps.logger.group(
    `Smoke test: ${cases.length} cases at ${target}, ${at} at a time`,
    () =>
      inPool(cases, SMOKE_CASES_AT_ONCE, smokeCase => {
        const logger = prefixedLogger(deps.logger, `[${smokeCase.name}] `)
        const timeoutMs = smokeCase.timeoutSeconds * 1000
        return runCase({ ...step, deps: { ...deps, logger } }, smokeCase, timeoutMs)
      })
  )
  const reports = results.map((result, index) => caseReport(cases[index]?.name ?? '', result))
  deps.progress.smokeCases(reports)
  const failed = reports.filter(report => !report.passed)
  if (failed.length === 0) {
    deps.logger.info(`All ${reports.length} smoke cases passed.`)
    return
  }
  const each = failed.map(report => `"${report.name}" (${truncate(report.reason, REASON_CHARS)})`)
  throw new Error(
    `smoke test of ${target} failed: ${failed.length} of ${reports.length} cases failed: ${each.join('; ')}`
  )
}

/** One case as the report and the `smoke-results` output tell it. */
function caseReport(name: string, result: SmokeResult): SmokeCaseReport {
  const { passed, runId, events, durationMs } = result
  const reason = truncate(result.reason ?? result.verdict, REPORTED_REASON_CHARS)
  return { name, passed, runId, events, durationMs, reason }
}

/** The one stateless run of a case, judged by the agent server's smoke verdict. */
function runCase(step: SmokeRun, smokeCase: SmokeCase, timeoutMs: number): Promise<SmokeResult> {
  const { deps, inputs, target } = step
  return runSmoke(
    {
      url: target,
      apiKey: inputs.apiKey,
      assistantId: smokeCase.assistantId,
      input: smokeCase.input,
      streamMode: smokeCase.streamMode,
      streamSubgraphs: inputs.smokeStreamSubgraphs,
      timeoutMs,
      expect: smokeCase.expect,
      signal: deps.signal,
      wakeRetry: step.wakeRetry,
      userAgent: userAgent()
    },
    { clock: deps.clock, logger: deps.logger, requestTimeoutMs: deps.requestTimeoutMs }
  )
}

/**
 * `target` (named by the control plane, not by the user) when url-trust.ts lets the API key go
 * there; otherwise an error that says why and names the input that would allow it.
 */
export function trustedAgentUrl(target: string, inputs: SmokeInputs): string {
  if (target === '') {
    throw new SmokeRefusedError(
      `smoke test not run: the deployment publishes no URL (neither url nor source_config.custom_url); set input 'deployment-url'`
    )
  }
  const allowed = { ...platformHosts(inputs), trusted: inputs.trustedHosts ?? [] }
  const refused = agentUrlProblem(target, allowed)
  if (refused !== undefined) throw new SmokeRefusedError(`smoke test not run: ${refused}`)
  return target
}
