// Owns the wait for this run's revision and its verdict: polling it (following its logs when
// asked) until it is live and serving, failed, superseded or out of time, said in one message.
// The log readers load (import()) only to follow logs or show a failure's: a plain run never does.
import { formatDuration } from '../base/duration.js'
import { capitalize } from '../base/text.js'
import { agentUrl, deploymentFacts } from '../control-plane/deployments.js'
import { builtFrom } from '../control-plane/revisions.js'
import type { Deployment, Revision } from '../control-plane/schemas.js'
import { type WaitResult, waitForRevision, waitForSwitchOver } from '../control-plane/wait.js'
import type { StepDeps } from './context.js'
import type { Deployed } from './deploy.js'
import type { FailedRevision, FailureLogInputs } from './failure-logs.js'
import type { Inputs } from '../inputs/read.js'
import type { TargetInputs } from './target.js'

/** What the wait reads of the inputs. */
export type WaitInputs = TargetInputs &
  FailureLogInputs &
  Pick<Inputs, 'followLogs' | 'pollIntervalSeconds' | 'timeoutSeconds' | 'imageUri'>

/** How long, past the timeout, fetching the last log lines of a revision still in progress may take. */
const LATE_LOGS_GRACE_MS = 10_000

/** The revision is live and serving: the deployment read then, the agent's URL, the revision. */
export interface Live {
  readonly deployment: Deployment
  /** The agent's URL ('' when none). */
  readonly url: string
  /** The revision as last polled. */
  readonly revision: Revision | undefined
}

/** The wait's dependencies and the inputs it reads, passed on together. */
interface WaitStep {
  readonly deps: StepDeps
  readonly inputs: WaitInputs
}

/**
 * Polls the revision until it is terminal or the time is up, then judges: returns when it is
 * `DEPLOYED`, throws a message that says why otherwise.
 */
export async function waitUntilLive(
  deps: StepDeps,
  inputs: WaitInputs,
  deployed: Deployed,
  options: LiveWaitOptions = {}
): Promise<Live> {
  const step = { deps, inputs }
  const result = await poll(step, deployed, options.track ?? true)
  return judge(step, deployed, result)
}

/** How {@link waitUntilLive} reports. */
export interface LiveWaitOptions {
  /**
   * Whether the statuses seen are the run's `status` output and timeline (default true); false
   * for a revision other than the run's own (a rollback after a failed smoke test).
   */
  readonly track?: boolean
}

/** Reads the revision once and reports its status, without waiting (`wait: false`). */
export async function reportWithoutWaiting(deps: StepDeps, deployed: Deployed): Promise<void> {
  const { controlPlane, progress } = deps
  const { deployment, revisionId } = deployed
  const revision = await controlPlane.getRevision({ deploymentId: deployment.id, revisionId })
  progress.submitted()
  progress.status(revision.status, deps.clock.now())
  progress.commit(builtFrom(revision).commitSha)
  deps.logger.info(`Not waiting (wait: false): revision ${revisionId} is ${revision.status}.`)
}

async function poll(step: WaitStep, deployed: Deployed, track: boolean): Promise<WaitResult> {
  const { deps, inputs } = step
  const { progress, controlPlane, logger, clock } = deps
  const { deployment, revisionId } = deployed
  const follower = inputs.followLogs
    ? new (await import('../control-plane/logs.js')).LogFollower(controlPlane, {
        deploymentId: deployment.id,
        revisionId,
        logger
      })
    : undefined
  const seconds = inputs.pollIntervalSeconds
  return logger.group(`Wait for revision ${revisionId}`, () =>
    waitForRevision({
      controlPlane,
      deploymentId: deployment.id,
      revisionId,
      pollIntervalMs: seconds === undefined ? undefined : seconds * 1000,
      history: deployed.baseline.history,
      // An image is deployed as it is: no build comes.
      prebuilt: inputs.imageUri !== undefined,
      clock,
      deadline: deps.deadline,
      lastLookMs: deps.requestTimeoutMs,
      logger,
      signal: deps.signal,
      onStatus: (status, revision) => {
        if (!track) return
        progress.status(status, clock.now())
        progress.commit(builtFrom(revision).commitSha)
      },
      follow: follower === undefined ? undefined : status => follower.poll(status)
    })
  )
}

async function judge(step: WaitStep, deployed: Deployed, result: WaitResult): Promise<Live> {
  const { deps, inputs } = step
  const { controlPlane } = deps
  const { deployment, revisionId } = deployed
  const name = `revision ${revisionId} of deployment "${deployment.name}"`
  switch (result.outcome) {
    case 'deployed':
      return serving(step, deployed, result)
    case 'failed': {
      const failed = { deploymentId: deployment.id, revisionId, status: result.status }
      await showLogs(deps, inputs, { ...failed, how: 'failed' })
      const message = result.revision?.status_message
      throw new Error(
        `${name} ended ${result.status}${message ? ` (${message})` : ''} after ${formatDuration(result.elapsedMs)}; it will not go live`
      )
    }
    case 'superseded': {
      const latest = await controlPlane
        .getDeployment({ id: deployment.id })
        .then(d => d.latest_revision_id)
        .catch(() => undefined)
      const newer =
        latest && latest !== revisionId ? `: a newer revision, ${latest}, superseded it` : ''
      throw new Error(`${name} ended ${result.status}${newer}; this revision will never go live`)
    }
    case 'timeout': {
      deps.progress.timedOut()
      // The time is up, but the last lines tell why: a short grace to fetch them.
      const late = { deploymentId: deployment.id, revisionId, status: result.status }
      await deps.deadline.graced(LATE_LOGS_GRACE_MS, () =>
        showLogs(deps, inputs, { ...late, how: 'late' })
      )
      throw new Error(
        `${name} was still ${result.status || 'without a status'} after ${formatDuration(result.elapsedMs)}, when the timeout of ${inputs.timeoutSeconds} s (timeout-seconds) ran out; the deployment goes on without this run`
      )
    }
    case 'in-progress':
      throw new Error(`${name}: the wait ended while it was still in progress`)
  }
}

/**
 * After `DEPLOYED`: waits (bounded) until the deployment serves the revision, as its
 * `active_revision_id` says; fails when a newer revision took over, or when it never switched.
 */
async function serving(step: WaitStep, deployed: Deployed, result: WaitResult): Promise<Live> {
  const { deps, inputs } = step
  const { logger } = deps
  const { deployment: written, revisionId, baseline } = deployed
  const seconds = inputs.pollIntervalSeconds
  const switched = await waitForSwitchOver({
    controlPlane: deps.controlPlane,
    deploymentId: written.id,
    revisionId,
    baseline,
    pollIntervalMs: seconds === undefined ? undefined : seconds * 1000,
    clock: deps.clock,
    deadline: deps.deadline,
    lastLookMs: deps.requestTimeoutMs,
    logger,
    signal: deps.signal
  })
  const live = switched.deployment ?? written
  deps.progress.deployment(deploymentFacts(live, inputs))
  const name = `revision ${revisionId} of deployment "${written.name}"`
  const active = live.active_revision_id || 'no revision'
  if (switched.serving === 'replaced') {
    throw new Error(
      `${name} went DEPLOYED, but a newer revision, ${active}, took over: the deployment serves ${active} (active_revision_id), not this run's revision`
    )
  }
  if (switched.serving === 'newer-unreported') {
    throw new Error(
      `${name} went DEPLOYED, but the deployment names a newer revision, ${live.latest_revision_id ?? '?'}, as its latest and does not say which revision serves (no active_revision_id): whether this run's revision serves cannot be told`
    )
  }
  if (switched.serving === 'unlisted-unreported') {
    throw new Error(
      `${name} went DEPLOYED, but the deployment names neither the revision that serves nor its latest one (no active_revision_id, no latest_revision_id), and ${switched.why ?? 'its revision list cannot tell'}: whether a newer revision serves cannot be told`
    )
  }
  if (switched.serving === 'timeout') {
    throw new Error(
      `${name} is DEPLOYED, but ${formatDuration(switched.elapsedMs)} later the deployment still serves ${active} (active_revision_id), not this revision; the deployment goes on without this run`
    )
  }
  const proof =
    switched.serving === 'serving'
      ? 'and serves traffic'
      : '(the control plane does not say which revision serves traffic: no active_revision_id)'
  const url = agentUrl(live)
  const where = url ? ` Agent server: ${url}` : ''
  const took = formatDuration(result.elapsedMs + switched.elapsedMs)
  logger.info(`✅ ${capitalize(name)} is DEPLOYED ${proof} after ${took}.${where}`)
  return { deployment: live, url, revision: result.revision }
}

/** The failed or late revision's last log lines (failure-logs.ts, loaded only then). */
async function showLogs(deps: StepDeps, inputs: WaitInputs, failed: FailedRevision): Promise<void> {
  const { showFailureLogs } = await import('./failure-logs.js')
  await showFailureLogs(deps, inputs, failed)
}
