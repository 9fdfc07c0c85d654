// Owns the story of a run: read the inputs, pick the mode, call its steps, report. Every
// failure, thrown Error or not, fails the step once, here, with what was being done.
import { errorMessage } from './base/errors.js'
import { actionsLogger } from './base/log.js'
import { Redactor } from './base/redact.js'
import { chooseSource } from './control-plane/source-choice.js'
import { Progress } from './report/progress.js'
import {
  type RunContext,
  type RunOptions,
  modeDeps,
  openAfterCancel,
  openControlPlane,
  openRuntime,
  runSettings
} from './run/context.js'
import { deleteStep } from './run/delete.js'
import { cancelledMessage } from './run/interrupt.js'
import { checkBuiltCommit } from './run/built-commit.js'
import { configStep, withCheckedOutGraph } from './inputs/config-check.js'
import { deploy } from './run/deploy.js'
import { type GitHubRun, openGitHub, reportToGitHub } from './run/github.js'
import type { Inputs } from './inputs/read.js'
import { maskSecretInputs, parseInputs, readRawInputs } from './inputs/read.js'
import { warnUnknownInputs } from './inputs/unknown.js'
import { prepareEvalGate } from './eval/eval-step.js'
import { checkPreviewCap, pruneStep } from './run/prune.js'
import { announceDeployment } from './run/source-digests.js'
import { describeTarget, resolveTarget } from './run/target.js'
import { reportWithoutWaiting, waitUntilLive } from './run/wait.js'

export type { RunOptions } from './run/context.js'

/**
 * What each mode does, as docs/how-it-works.md tells it. Plan, rollback and smoke load their
 * modules as they start (import()), so that a plain deploy never loads them (BENCHMARKS.md, start).
 */
const MODES: Readonly<Record<Inputs['mode'], (ctx: RunContext) => Promise<void>>> = {
  deploy: deployMode,
  plan: planMode,
  rollback: async ctx => {
    const { rollbackMode } = await import('./run/rollback.js')
    const deps = modeDeps(ctx)
    return rollbackMode(deps, await withCheckedOutGraph(deps, ctx.inputs))
  },
  delete: ctx => deleteStep(modeDeps(ctx), ctx.inputs),
  smoke: async ctx => {
    const { smokeMode } = await import('./run/smoke-mode.js')
    const deps = modeDeps(ctx)
    return smokeMode(deps, await withCheckedOutGraph(deps, ctx.inputs))
  },
  prune: ctx => pruneStep(modeDeps(ctx), ctx.inputs, { dryRun: false })
}

/** The headline of the job summary, per mode. */
const ACTIONS: Readonly<Record<Inputs['mode'], string>> = {
  deploy: 'Deploy',
  plan: 'Plan',
  rollback: 'Rollback',
  delete: 'Delete',
  smoke: 'Smoke test',
  prune: 'Prune'
}

/**
 * One run of the action. Never throws: every failure fails the step once, with a message that
 * says what was being done; the outputs known by then stay set and the summary is written.
 */
export async function run(options: RunOptions = {}): Promise<void> {
  const settings = runSettings(options)
  const { clock, signal } = settings
  const redactor = new Redactor()
  const logger = actionsLogger(redactor)
  const startedAt = clock.now()
  const env = options.env ?? process.env
  let inputs: Inputs | undefined
  let progress: Progress | undefined
  let github: GitHubRun | undefined
  try {
    const raw = readRawInputs()
    maskSecretInputs(raw, redactor, logger)
    inputs = await parseInputs(raw, env, warnUnknownInputs(env, logger))
    const subject = { action: ACTIONS[inputs.mode], target: describeTarget(inputs) }
    const { deploymentUrl } = inputs
    progress = new Progress({ ...subject, deploymentUrl, startedAt }, redactor, logger)
    github = await openGitHub({ inputs, env, logger, redactor, clock, signal })
    // The one runtime of the run: `timeout-seconds` counts from here.
    const runtime = openRuntime(inputs, settings, logger)
    const controlPlane = openControlPlane(inputs, runtime, settings, redactor)
    await MODES[inputs.mode]({ inputs, env, progress, github, redactor, runtime, controlPlane })
  } catch (error) {
    const afterCancel = openAfterCancel(settings, logger, redactor)
    const message =
      signal?.aborted === true
        ? await cancelledMessage({ inputs, progress, logger, failure: error, afterCancel })
        : errorMessage(error)
    progress?.fail(message, signal?.aborted === true)
    logger.fail(message)
  }
  if (github !== undefined && inputs !== undefined && progress !== undefined) {
    await reportToGitHub(github, inputs.mode, progress.redactedReport())
  }
  await progress?.writeSummary(clock.now())
}

/**
 * `mode: deploy`: find the deployment, create or update it, wait for the new revision to be
 * live, and smoke-test it when asked (rolling back on a failure with `rollback-on-failure`).
 */
async function deployMode(ctx: RunContext): Promise<void> {
  const { inputs, github } = ctx
  const deps = modeDeps(ctx)
  const existing = await resolveTarget(deps, inputs, 'it will be created', {
    awaitDeletion: true
  })
  await checkPreviewCap(deps, inputs, existing)
  // The config in hand decides the assistant the smoke step and the gate run: checked first.
  const filled = await configStep(deps, await chooseSource(deps, inputs, existing))
  const gate = await prepareEvalGate(deps, filled, existing)
  const hooks = await announceDeployment(deps, github, filled, existing)
  const deployed = await deploy({ ...deps, ...hooks }, filled, existing)
  if (!inputs.wait) return reportWithoutWaiting(deps, deployed)
  const live = await waitUntilLive(deps, inputs, deployed)
  await checkBuiltCommit(deps, inputs, live, deployed.packedCommit)
  if (inputs.smokeTest || gate !== undefined) {
    const { smokeOrRollBack } = await import('./run/rollback.js')
    await smokeOrRollBack({ deps, inputs: filled, gate }, deployed, live)
  }
}

/**
 * `mode: plan`: what deploy would do to the deployment named and, with `prune-prefix`, what
 * prune would delete (its dry run).
 */
async function planMode(ctx: RunContext): Promise<void> {
  const { inputs } = ctx
  const deps = modeDeps(ctx)
  if (inputs.prunePrefix !== undefined) await pruneStep(deps, inputs, { dryRun: true })
  if (inputs.deploymentName === undefined && inputs.deploymentId === undefined) return
  const existing = await resolveTarget(deps, inputs, 'deploy would create it')
  const { planStep } = await import('./run/plan.js')
  await planStep(deps, await chooseSource(deps, inputs, existing), existing)
}
