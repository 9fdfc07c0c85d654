// Owns the check that the simulator tells the truth: sampled revisions waited for by src/'s real
// wait loop over HTTP (emulator, virtual clock), told the same history and whether the revision
// is an image, must poll and lag exactly as simulated.
import { DEFAULT_INTEGRATION_ID } from '../../emulator/base/defaults.js'
import { type RevisionSchedule, type RunningEmulator, startEmulator } from '../../emulator/index.js'
import { type Clock, loadPolling } from '../targets.js'
import { type SimRevision, finalOffset } from './mix.js'
import {
  DEFAULT_TIMEOUT_MS,
  type EarlierRevision,
  type PollPolicy,
  type SimulatedWait,
  asEarlier,
  simulateWait
} from './simulator.js'

/** A policy the real wait loop can run: a fixed interval, or undefined for its default. */
export interface CheckedPolicy {
  readonly title: string
  readonly intervalMs: number | undefined
  /** The same policy as the simulator runs it. */
  readonly policy: PollPolicy
}

/** What the check compared. */
export interface FidelityResult {
  /** One revision of the mix in this many was checked. */
  readonly every: number
  readonly revisions: number
  readonly policies: readonly string[]
  /** Real HTTP polls the check made. */
  readonly requests: number
}

/** A clock whose sleeps move simulated time forward at once. */
class VirtualClock implements Clock {
  private time = Date.UTC(2025, 0, 1)

  now(): number {
    return this.time
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(new Error('aborted'))
    this.time += Math.max(0, ms)
    return Promise.resolve()
  }
}

/** The emulator's schedule for a revision of the mix: 0 ms for a status it skips. */
function scheduleOf(revision: SimRevision): RevisionSchedule {
  const ms = (status: string): number =>
    revision.phases.find(phase => phase.status === status)?.ms ?? 0
  return {
    CREATING: ms('CREATING'),
    AWAITING_BUILD: ms('AWAITING_BUILD'),
    BUILDING: ms('BUILDING'),
    AWAITING_DEPLOY: ms('AWAITING_DEPLOY'),
    DEPLOYING: ms('DEPLOYING')
  }
}

/** Waits for each sampled revision with each policy for real; throws on any difference. */
export async function checkFidelity(
  mix: readonly SimRevision[],
  every: number,
  policies: readonly CheckedPolicy[]
): Promise<FidelityResult> {
  const sample = mix.filter((_, i) => i % every === 0)
  const polling = await loadPolling()
  const clock = new VirtualClock()
  // Previous pricing: the deployments below are created as `dev`.
  const emulator = await startEmulator({
    now: () => clock.now(),
    requestLogLimit: 100_000,
    pricing: 'previous'
  })
  const controlPlane = new polling.ControlPlane({
    baseUrl: emulator.url,
    apiKey: emulator.apiKey,
    workspaceId: emulator.workspaceId,
    userAgent: 'langgraph-deploy-action-bench',
    clock,
    logger: polling.silentLogger
  })
  const context: RealWaitContext = { polling, clock, emulator, controlPlane }
  let requests = 0
  try {
    for (const [i, revision] of sample.entries()) {
      const history = historyOf(mix, revision)
      for (const checked of policies) {
        const name = `fidelity-${i}-${checked.intervalMs ?? 'default'}`
        const real = await realWait(context, name, { revision, history }, checked.intervalMs)
        requests += real.requests
        const simulated = simulateWait(revision, checked.policy, history)
        if (real.requests !== simulated.requests || real.lagMs !== simulated.lagMs) {
          throw new Error(
            `the simulator disagrees with the real wait loop (${checked.title}, revision ${i}, ${revision.kind}): real ${JSON.stringify(real)}, simulated ${JSON.stringify(simulated)}`
          )
        }
      }
    }
  } finally {
    await emulator.close()
  }
  return { every, revisions: sample.length, policies: policies.map(p => p.title), requests }
}

/** The earlier revisions of `revision`'s deployment, newest first, as simulateMix feeds them. */
function historyOf(mix: readonly SimRevision[], revision: SimRevision): EarlierRevision[] {
  return mix
    .filter(r => r.deployment === revision.deployment && r.index < revision.index)
    .map(asEarlier)
    .reverse()
}

/** A revision to wait for, and what the run knows before it: its deployment's earlier revisions. */
interface Waited {
  readonly revision: SimRevision
  readonly history: readonly EarlierRevision[]
}

/** What a real wait needs: src/'s wait loop and client, the emulator, their shared clock. */
interface RealWaitContext {
  readonly polling: Awaited<ReturnType<typeof loadPolling>>
  readonly clock: VirtualClock
  readonly emulator: RunningEmulator
  readonly controlPlane: InstanceType<Awaited<ReturnType<typeof loadPolling>>['ControlPlane']>
}

/** Creates a deployment whose revision goes as `revision` does, and waits for it for real. */
async function realWait(
  context: RealWaitContext,
  name: string,
  { revision, history }: Waited,
  intervalMs: number | undefined
): Promise<SimulatedWait> {
  const { polling, clock, emulator, controlPlane } = context
  emulator.setScenario(name, { schedule: scheduleOf(revision), outcome: revision.final })
  const deployment = await controlPlane.createDeployment({
    body: {
      name,
      source: 'github',
      source_config: {
        integration_id: DEFAULT_INTEGRATION_ID,
        repo_url: 'https://github.com/acme/agent',
        deployment_type: 'dev',
        build_on_push: false
      },
      source_revision_config: { repo_ref: 'main', langgraph_config_path: 'langgraph.json' },
      secrets: []
    }
  })
  const revisionId = deployment.latest_revision_id
  if (!revisionId) throw new Error(`the emulator created ${name} without a revision`)
  const finalAt = clock.now() + finalOffset(revision)
  emulator.clearRequests()
  const result = await polling.waitForRevision({
    controlPlane,
    deploymentId: deployment.id,
    revisionId,
    pollIntervalMs: intervalMs,
    history,
    prebuilt: revision.prebuilt,
    clock,
    deadline: polling.Deadline.after(clock, DEFAULT_TIMEOUT_MS),
    logger: polling.silentLogger
  })
  const polls = emulator.requests.filter(
    request => request.method === 'GET' && request.path.endsWith(`/revisions/${revisionId}`)
  ).length
  return {
    requests: polls,
    lagMs: result.status === revision.final ? clock.now() - finalAt : undefined,
    final: revision.final
  }
}
