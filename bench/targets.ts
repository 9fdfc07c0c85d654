// The one bench file that names paths in src/: the code under test, re-exported for the benchmarks.
// When src/ moves, fix the paths here and nowhere else in bench/.

/** The action's source entry, relative to the repository root (what `npm run bundle` builds). */
export const ACTION_SOURCE_ENTRY = 'src/index.ts'

/** The committed bundle, relative to the repository root. */
export const ACTION_BUNDLE = 'dist/index.js'

export type { Clock } from '../src/clock.js'
export type { Logger } from '../src/log.js'
export type { PollState } from '../src/poll-policy.js'

/** The wait loop and its collaborators, loaded on demand so that a reader child loads none of it. */
export async function loadPolling(): Promise<{
  readonly ControlPlane: typeof import('../src/control-plane.js').ControlPlane
  readonly Deadline: typeof import('../src/clock.js').Deadline
  readonly waitForRevision: typeof import('../src/wait.js').waitForRevision
  readonly nextPollDelayMs: typeof import('../src/poll-policy.js').nextPollDelayMs
  readonly policyConstants: {
    readonly deployPhaseMs: number
    readonly minMs: number
    readonly maxMs: number
  }
}> {
  const [controlPlane, clock, wait, policy] = await Promise.all([
    import('../src/control-plane.js'),
    import('../src/clock.js'),
    import('../src/wait.js'),
    import('../src/poll-policy.js')
  ])
  return {
    ControlPlane: controlPlane.ControlPlane,
    Deadline: clock.Deadline,
    waitForRevision: wait.waitForRevision,
    nextPollDelayMs: policy.nextPollDelayMs,
    policyConstants: {
      deployPhaseMs: policy.DEPLOY_PHASE_POLL_MS,
      minMs: policy.MIN_POLL_MS,
      maxMs: policy.MAX_POLL_MS
    }
  }
}

/** The smoke step's streaming client (`AgentServerClient`), and nothing else of src/. */
export async function loadStreamClient(): Promise<
  typeof import('../src/agent-server/client.js').AgentServerClient
> {
  return (await import('../src/agent-server/client.js')).AgentServerClient
}
