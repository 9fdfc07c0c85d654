// Owns the story of rolling back: after a failed smoke test (`rollback-on-failure`) and as
// `mode: rollback` (its choice: control-plane/rollback-choice.ts), redeploy once, wait till live.
import { errorMessage } from '../base/errors.js'
import { capitalize } from '../base/text.js'
import { agentUrl } from '../control-plane/deployments.js'
import { builtFrom, describeSource } from '../control-plane/revisions.js'
import type { Deployment, Revision } from '../control-plane/schemas.js'
import { chooseRevision } from '../control-plane/rollback-choice.js'
import { readGuard } from '../control-plane/rollback-guard.js'
import { UnprovenRevisionError } from '../control-plane/writes/ownership.js'
import { redeployRevision } from '../control-plane/writes/settled-write.js'
import type { StepDeps } from './context.js'
import type { Deployed } from './deploy.js'
import type { Inputs } from '../inputs/read.js'
import type { RevisionSide, RollbackReport } from '../report/report.js'
import { type GitHubRun, announceDeploy } from './github.js'
import { type SmokeInputs, SmokeRefusedError, smokeStep } from '../live/smoke.js'
import { knownDigests } from './source-digests.js'
import { blocker, decideRollback } from './rollback-decision.js'
import { ReplacedWhileTestedError, stillServes } from './still-serves.js'
import { EvalGateError } from '../eval/eval-verdict.js'
import type { Gate } from '../eval/eval-step.js'
import { describeTarget, resolveTarget } from './target.js'
import { type Live, type WaitInputs, reportWithoutWaiting, waitUntilLive } from './wait.js'

/** What rolling back reads of the inputs. */
export type RollbackInputs = WaitInputs &
  SmokeInputs &
  Pick<Inputs, 'revisionId' | 'wait' | 'smokeTest' | 'rollbackOnFailure'>

/** What rolling back runs on: a step's dependencies, and GitHub when `github-token` is given. */
export interface RollbackDeps extends StepDeps {
  readonly github: GitHubRun | undefined
}

/** Rolling back's dependencies and the inputs it reads, passed on together. */
export interface RollbackStep {
  readonly deps: RollbackDeps
  readonly inputs: RollbackInputs
  /** With 'eval-dataset' in a deploy: the eval gate, run after the smoke step (if any). */
  readonly gate?: Gate
}

/**
 * The smoke step of `mode: deploy` on the live revision; with `rollback-on-failure`, a failure
 * redeploys the revision that served before this run, then fails the step anyway. A smoke step
 * refused before it reached the agent fails the step and rolls nothing back: nothing was tried.
 */
export async function smokeOrRollBack(
  step: RollbackStep,
  deployed: Deployed,
  live: Live
): Promise<void> {
  try {
    await smokeLive(step, deployed.revisionId, live.url)
    await stillServes(step, deployed)
  } catch (error) {
    if (error instanceof ReplacedWhileTestedError) throw error
    // Only an agent that was tried and failed is rolled back: a refusal tested nothing.
    if (error instanceof SmokeRefusedError) throw error
    if (!step.inputs.rollbackOnFailure || step.deps.signal?.aborted === true) throw error
    const from = sideOf(deployed.revisionId, live.revision)
    await rollBackAfterSmoke(step, { ...deployed, deployment: live.deployment }, from, error)
  }
}

/**
 * The smoke step on `revisionId`, live at `url`; a refusal before the agent was tried says
 * that the revision stays live untested (and is no reason to roll back).
 */
async function smokeLive(step: RollbackStep, revisionId: string, url: string): Promise<void> {
  let running: 'smoke test' | 'eval gate' = 'smoke test'
  try {
    if (step.inputs.smokeTest) await smokeStep(step.deps, step.inputs, url)
    running = 'eval gate'
    await step.gate?.(url, revisionId)
  } catch (error) {
    if (error instanceof SmokeRefusedError) throw untested(step, revisionId, error, running)
    throw error
  }
}

/** The failure of a smoke step that never tried the agent: `revisionId` stays live untested. */
function untested(
  step: RollbackStep,
  revisionId: string,
  refusal: SmokeRefusedError,
  running: 'smoke test' | 'eval gate'
): SmokeRefusedError {
  const why = step.inputs.rollbackOnFailure
    ? 'nothing rolled back, since the agent was never tried'
    : 'the agent was never tried'
  const stays = `revision ${revisionId} stays live untested (${why})`
  step.deps.logger.warning(`The ${running} did not run; ${stays}.`)
  step.deps.progress.smokeRefused(refusal.message, running)
  return new SmokeRefusedError(`${refusal.message}; ${stays}`, { cause: refusal })
}

/**
 * After a failed smoke test: redeploys the revision that served just before this run's (as the
 * revisions listed just before the redeploy tell, else as read before its write) when it went
 * live, and, read again just before, this run's revision (or a copy) still serves and no newer one
 * is on its way; waits until it is live. Always throws: the smoke failure, and what became of the
 * rollback (not possible, not allowed any more, done, or failed too).
 */
async function rollBackAfterSmoke(
  step: RollbackStep,
  deployed: Deployed,
  from: RevisionSide,
  smokeFailure: unknown
): Promise<never> {
  const { logger, progress } = step.deps
  const reason = errorMessage(smokeFailure)
  const after: 'smoke test' | 'eval gate' =
    smokeFailure instanceof EvalGateError ? 'eval gate' : 'smoke test'
  const test = `The ${after}`
  const name = `deployment "${deployed.deployment.name}"`
  const decision = await decideRollback(step.deps, deployed)
  if (decision.kind === 'none') {
    logger.warning(`${test} failed; ${decision.none}.`)
    progress.noRollback(decision.none)
    throw new Error(`${reason}; ${decision.none}`, { cause: smokeFailure })
  }
  const { before, guarded } = decision
  logger.warning(
    `${test} failed: rolling ${name} back to revision ${before.id}, which served it before this run.`
  )
  let now: string
  try {
    const sides = { automatic: true, after, from, toSource: before.source }
    now = (await redeployAndWait(step, guarded.deployment, before.id, sides)).revisionId
  } catch (error) {
    if (error instanceof UnprovenRevisionError) {
      // The redeploy may have been applied: neither "rolled back" nor "still serves" is known.
      const unknown = `the rollback to revision ${before.id} was sent and may have been applied, but ${errorMessage(error)}; whether revision ${deployed.revisionId} still serves cannot be told`
      progress.rollbackUnknown(unknown)
      throw new Error(`${reason}; ${unknown}`, { cause: smokeFailure })
    }
    // Until the redeploy is accepted, nothing changed: the run's revision still serves.
    const refused = progress.report.rollback === undefined
    const still = refused ? `; revision ${deployed.revisionId} still serves` : ''
    const failed = `the rollback to revision ${before.id} failed too: ${errorMessage(error)}${still}`
    if (refused) progress.noRollback(failed)
    throw new Error(`${reason}; ${failed}`, { cause: smokeFailure })
  }
  const what =
    now === before.id
      ? `revision ${now}, which served before this run, is live again`
      : `revision ${now}, a redeploy of revision ${before.id} which served before this run, is live now`
  throw new Error(
    `${reason}; rolled back after the ${after} failed: ${what}; revision ${deployed.revisionId} no longer serves`,
    { cause: smokeFailure }
  )
}

/**
 * `mode: rollback`: redeploys `revision-id`, or the release before the one serving now (see
 * control-plane/rollback-choice.ts), waits until it is live, and smoke-tests it when asked. A
 * `revision-id` that already serves is a success with nothing redeployed; a deployment whose
 * serving revision changed (or that has a newer one on its way) since the choice is refused.
 */
export async function rollbackMode(deps: RollbackDeps, inputs: RollbackInputs): Promise<void> {
  const step = { deps, inputs }
  const found = await resolveTarget(deps, inputs, 'there is nothing to roll back')
  if (found === undefined) {
    throw new Error(
      `${capitalize(describeTarget(inputs))} does not exist: there is nothing to roll back`
    )
  }
  const { digests, choice } = await deps.logger.group(
    `Choose the revision to roll back to`,
    async () => {
      const digests = await knownDigests(deps, deps.github, found)
      const choice = await chooseRevision(deps, {
        deployment: found,
        revisionId: inputs.revisionId,
        digests
      })
      return { digests, choice }
    }
  )
  if (choice.kind === 'serving') return alreadyServing(step, found, choice.revision)
  await announceRollback(step, found, choice.revisionId)
  // Read again just before the write: what served when the target was chosen must still serve.
  const decidedOnId = found.active_revision_id || undefined
  const guarded = await readGuard(deps, found, {
    decidedOnId,
    copiesCount: false,
    decidedOn: found
  })
  if (guarded.verdict.kind !== 'go') {
    const decided = `revision ${decidedOnId ?? '(none)'}, which served when it was chosen`
    throw new Error(
      `nothing was redeployed: the revision to roll back to, ${choice.revisionId}, was chosen from what served deployment "${found.name}" (${found.id}), and ${blocker(guarded, decided)}; run the rollback again to choose from what serves now`
    )
  }
  const { serving, target } = choice
  const sides = {
    automatic: false,
    from: serving === undefined ? undefined : sideOf(serving.id, serving, digests),
    toSource: describeSource(target, digests)
  }
  const { revisionId, live } = await redeployAndWait(
    step,
    guarded.deployment,
    choice.revisionId,
    sides
  )
  if (live !== undefined && inputs.smokeTest) await smokeLive(step, revisionId, live.url)
}

/** With `github-token`: a GitHub Deployment in progress for the rollback, as a deploy makes. */
async function announceRollback(
  step: RollbackStep,
  deployment: Deployment,
  revisionId: string
): Promise<void> {
  const github = step.deps.github
  if (github === undefined) return
  const url = agentUrl(deployment) || undefined
  const description = `Rolling back "${deployment.name}" to revision ${revisionId}`
  // GitHub's calls have their own short timeouts, outside the deploy's `timeout-seconds`.
  await step.deps.deadline.excluding(() =>
    announceDeploy(github, { deploymentName: deployment.name, environmentUrl: url, description })
  )
}

/**
 * `revision-id` names the revision serving now, or a copy of its source: nothing to redeploy.
 * Its outputs are those of a rollback that ended there (no `rolled-back-to`); smoke-tested when
 * asked.
 */
async function alreadyServing(
  step: RollbackStep,
  deployment: Deployment,
  serving: Revision
): Promise<void> {
  step.deps.progress.revision(serving.id)
  step.deps.progress.status(serving.status, step.deps.clock.now())
  step.deps.progress.commit(builtFrom(serving).commitSha)
  if (step.inputs.smokeTest) await smokeLive(step, serving.id, agentUrl(deployment))
}

/** A revision as one side of a rollback: its ID, and its source when it was read. */
function sideOf(
  id: string,
  revision: Revision | undefined,
  digests?: ReadonlyMap<string, string>
): RevisionSide {
  return revision === undefined ? { id } : { id, source: describeSource(revision, digests) }
}

/** What a rollback's report says besides its target: what kind, from what, to what source. */
type RollbackSides = Pick<RollbackReport, 'automatic' | 'after' | 'from' | 'toSource'>

/**
 * Redeploys `revisionId` of `deployment` (once: control-plane/writes settles an uncertain send) and waits
 * until the revision the answer names (or the redeployed one) is live (no `live` with `wait:
 * false`). `own`: the revision is the run's own (`mode: rollback`), its status the run's output.
 */
async function redeployAndWait(
  step: RollbackStep,
  deployment: Deployment,
  revisionId: string,
  sides: RollbackSides
): Promise<{ readonly revisionId: string; readonly live: Live | undefined }> {
  // `mode: rollback`: the revision is the run's own, its status the run's output.
  const own = sides.automatic !== true
  const answer = await step.deps.logger.group(`Redeploy revision ${revisionId}`, async () => {
    const redeployed = await redeployRevision(step.deps, deployment, revisionId)
    step.deps.logger.info(
      redeployed.revisionId === revisionId
        ? `Redeployed revision ${revisionId}.`
        : `Redeployed revision ${revisionId}: the revision that results is ${redeployed.revisionId}.`
    )
    return redeployed
  })
  const { revisionId: target } = answer
  if (own) step.deps.progress.revision(target)
  const base = { ...sides, to: revisionId, liveRevisionId: target }
  step.deps.progress.rollback({ ...base, live: false })
  const deployed: Deployed = { ...answer, created: false }
  if (own && !step.inputs.wait) {
    await reportWithoutWaiting(step.deps, deployed)
    return { revisionId: target, live: undefined }
  }
  try {
    const live = await waitUntilLive(step.deps, step.inputs, deployed, { track: own })
    // What the copy that serves was built from, where the original was not read.
    const copied =
      sides.toSource !== undefined || live.revision === undefined
        ? {}
        : { toSource: describeSource(live.revision) }
    step.deps.progress.rollback({ ...base, ...copied, live: true })
    return { revisionId: target, live }
  } catch (error) {
    const failure = errorMessage(error)
    step.deps.progress.rollback({ ...base, live: false, failure })
    throw error
  }
}
