// The one bench file that names paths in src/: the code under test, re-exported for the benchmarks.
// When src/ moves, fix the paths here and nowhere else in bench/.

/** The action's source entry, relative to the repository root (what `npm run bundle` builds). */
export const ACTION_SOURCE_ENTRY = 'src/index.ts'

/** The committed bundle, relative to the repository root. */
export const ACTION_BUNDLE = 'dist/index.js'

export type { Clock } from '../src/base/clock.js'
export type { Pace, PollState } from '../src/control-plane/poll-policy.js'

/** The wait loop and its collaborators, loaded on demand so that a reader child loads none of it. */
export async function loadPolling(): Promise<{
  readonly ControlPlane: typeof import('../src/control-plane/client.js').ControlPlane
  readonly Deadline: typeof import('../src/base/clock.js').Deadline
  readonly waitForRevision: typeof import('../src/control-plane/wait.js').waitForRevision
  readonly nextPollDelayMs: typeof import('../src/control-plane/poll-policy.js').nextPollDelayMs
  readonly silentLogger: typeof import('../src/base/log.js').silentLogger
  /** The default pace's constants, which the sensitivity run moves. */
  readonly pace: import('../src/control-plane/poll-policy.js').Pace
  readonly policyConstants: {
    readonly minMs: number
    readonly maxMs: number
    readonly plainMs: number
    readonly quietMs: number
    readonly watchMs: number
    readonly watchStartMs: number
  }
}> {
  const [controlPlane, clock, wait, policy, log] = await Promise.all([
    import('../src/control-plane/client.js'),
    import('../src/base/clock.js'),
    import('../src/control-plane/wait.js'),
    import('../src/control-plane/poll-policy.js'),
    import('../src/base/log.js')
  ])
  return {
    ControlPlane: controlPlane.ControlPlane,
    Deadline: clock.Deadline,
    waitForRevision: wait.waitForRevision,
    nextPollDelayMs: policy.nextPollDelayMs,
    silentLogger: log.silentLogger,
    pace: policy.PACE,
    policyConstants: {
      minMs: policy.MIN_POLL_MS,
      maxMs: policy.MAX_POLL_MS,
      plainMs: policy.PLAIN_POLL_MS,
      quietMs: policy.QUIET_POLL_MS,
      watchMs: policy.PACE.watchMs,
      watchStartMs: policy.PACE.watchStartMs
    }
  }
}

/** The smoke step's streaming client (`AgentServerClient`), and nothing else of src/. */
export async function loadStreamClient(): Promise<
  typeof import('../src/agent-server/client.js').AgentServerClient
> {
  return (await import('../src/agent-server/client.js')).AgentServerClient
}
