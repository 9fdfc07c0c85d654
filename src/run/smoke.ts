// Owns the smoke step of a run: choosing the agent URL (the user's `deployment-url` wins), asking
// url-trust.ts whether the key may go there before anything is sent, failing on a bad verdict.
import { runSmoke } from '../agent-server/smoke.js'
import { userAgent } from '../base/version.js'
import {
  type KeyHosts,
  agentKeyProblem,
  isHttpUrl,
  parseUrl,
  plainHttpProblem
} from '../base/url-trust.js'
import { platformHosts } from '../control-plane/hosts.js'
import { waitForAgent } from './agent-ready.js'
import type { StepContext } from './context.js'
import type { Inputs } from './inputs/read.js'

/** What the smoke step reads of the inputs. */
export type SmokeInputs = Pick<
  Inputs,
  | 'apiKey'
  | 'deploymentUrl'
  | 'smokeAssistantId'
  | 'smokeInput'
  | 'smokeStreamMode'
  | 'smokeStreamSubgraphs'
  | 'smokeTimeoutSeconds'
  | 'smokeExpect'
  | 'trustedHosts'
  | 'region'
  | 'customApiUrl'
  | 'apiUrl'
>

/**
 * Streams one stateless run from the agent server and fails the step unless the agent answers
 * cleanly. `deployment-url`, when given, wins over the deployment's own URL.
 */
export async function smokeStep(
  ctx: StepContext<SmokeInputs>,
  deploymentUrl: string
): Promise<void> {
  const { inputs, logger, clock, progress } = ctx
  const target =
    inputs.deploymentUrl ?? trustedAgentUrl(agentUrl(deploymentUrl), keyHostsOf(inputs))
  progress.agentUrl(target)
  const readyMs = await waitForAgent(ctx, target)
  const result = await logger.group(
    `Smoke test: one run of "${inputs.smokeAssistantId}" at ${target}`,
    () =>
      runSmoke(
        {
          url: target,
          apiKey: inputs.apiKey,
          assistantId: inputs.smokeAssistantId,
          input: inputs.smokeInput,
          streamMode: inputs.smokeStreamMode,
          streamSubgraphs: inputs.smokeStreamSubgraphs,
          timeoutMs: Math.max(1, inputs.smokeTimeoutSeconds * 1000 - readyMs),
          expect: inputs.smokeExpect,
          signal: ctx.signal,
          userAgent: userAgent()
        },
        { clock, logger }
      )
  )
  progress.smoke(result)
  if (!result.passed) {
    throw new Error(`smoke test of ${target} failed: ${result.reason ?? result.verdict}`)
  }
}

/** Where the key may go at an agent URL the control plane named. */
function keyHostsOf(inputs: SmokeInputs): KeyHosts {
  return { ...platformHosts(inputs), trusted: inputs.trustedHosts ?? [] }
}

/**
 * `target` (named by the control plane, not by the user) when url-trust.ts lets the API key go
 * there; otherwise an error naming the host and the input that would allow it.
 */
function trustedAgentUrl(target: string, allowed: KeyHosts): string {
  const refused = agentKeyProblem(new URL(target), allowed)
  if (refused === undefined) return target
  throw new Error(
    `smoke test not run: the control plane gives the agent URL ${target}, but ${refused}`
  )
}

/** The URL the smoke run goes to, or an error that says why the key may not go there. */
function agentUrl(target: string): string {
  if (target === '') {
    throw new Error(
      `smoke test: the deployment publishes no URL (neither url nor source_config.custom_url); set input 'deployment-url'`
    )
  }
  const parsed = parseUrl(target)
  if (parsed === undefined || !isHttpUrl(parsed)) {
    throw new Error(
      `smoke test: the deployment's URL "${target}" is not an http(s) URL; set input 'deployment-url'`
    )
  }
  if (plainHttpProblem(parsed) !== undefined) {
    throw new Error(
      `smoke test: the deployment's URL ${target} is plain http; the API key is only sent over https (or to localhost). Set input 'deployment-url' to its https URL`
    )
  }
  return target
}
