import * as core from '@actions/core'
import { type Clock, Deadline, systemClock } from './clock.js'
import { ControlPlane, type Deployment } from './control-plane.js'
import {
  type DeployContext,
  createDeployment,
  deleteDeployment,
  describeTarget,
  findNewRevision,
  resolveDeployment,
  updateDeployment
} from './deploy.js'
import { errorMessage, withContext } from './errors.js'
import {
  type GitHubEnv,
  type Inputs,
  parseInputs,
  readRawInputs,
  type RawInputs
} from './inputs.js'
import { actionsLogger, type Logger } from './log.js'
import { Outputs } from './outputs.js'
import { Redactor } from './redact.js'
import { deploymentUrl } from './revisions.js'
import { userAgent } from './version.js'
import { elapsed, waitForRevision } from './wait.js'

/** What a run takes from its surroundings; tests replace these. */
export interface RunOptions {
  readonly clock?: Clock
  readonly env?: GitHubEnv
  /** Aborts the run (the workflow was cancelled). */
  readonly signal?: AbortSignal
  /** Jitter source for retries. */
  readonly random?: () => number
  /** Per-request timeout of the HTTP layer, in milliseconds. */
  readonly requestTimeoutMs?: number
  /** First retry delay of the HTTP layer, in milliseconds. */
  readonly backoffBaseMs?: number
}

/** The run so far, for the messages of a failure or a cancellation. */
interface Progress {
  deployment?: Deployment
  revisionId?: string
  status?: string
}

/**
 * One run of the action: read the inputs, resolve the deployment, create or update it, wait for
 * the new revision, publish the outputs. Never throws: every failure, thrown Error or not,
 * fails the step once, with a message that says what was being done.
 */
export async function run(options: RunOptions = {}): Promise<void> {
  const redactor = new Redactor()
  const logger = actionsLogger(redactor)
  const outputs = new Outputs(redactor)
  const progress: Progress = {}
  try {
    const raw = readRawInputs()
    maskSecretInputs(raw, redactor)
    const inputs = parseInputs(raw, options.env ?? process.env)
    const clock = options.clock ?? systemClock
    const deadline = Deadline.after(clock, inputs.timeoutSeconds * 1000)
    const controlPlane = new ControlPlane({
      baseUrl: inputs.apiUrl,
      apiKey: inputs.apiKey,
      workspaceId: inputs.workspaceId,
      userAgent: userAgent(),
      clock,
      logger,
      deadline,
      signal: options.signal,
      random: options.random,
      requestTimeoutMs: options.requestTimeoutMs,
      backoffBaseMs: options.backoffBaseMs
    })
    const ctx: DeployContext = {
      controlPlane,
      inputs,
      clock,
      deadline,
      logger,
      signal: options.signal
    }
    if (inputs.mode === 'delete') await runDelete(ctx, outputs)
    else await runDeploy(ctx, outputs, progress)
  } catch (error) {
    core.setFailed(redactor.redact(failureMessage(error, progress, options.signal)))
  }
}

/** Registers the API key and every secret value with the redactor before anything is logged. */
function maskSecretInputs(raw: RawInputs, redactor: Redactor): void {
  redactor.add(raw['api-key']?.trim())
  for (const line of (raw.secrets ?? '').split(/\r\n|\r|\n/)) {
    const equals = line.indexOf('=')
    // A line without "=" may be a value pasted on its own line: mask it whole.
    redactor.add(equals === -1 ? line.trim() : line.slice(equals + 1))
  }
}

async function runDeploy(ctx: DeployContext, outputs: Outputs, progress: Progress): Promise<void> {
  const { inputs, logger, clock } = ctx
  const target = describeTarget(inputs)
  const existing = await logger.group(`Resolve ${target}`, async () => {
    const found = await resolveDeployment(ctx)
    if (found === undefined)
      logger.info(`${capitalize(target)} does not exist yet: it will be created.`)
    else
      logger.info(
        `Found deployment "${found.name}" (${found.id}); latest revision ${found.latest_revision_id ?? 'none'}.`
      )
    return found
  })
  if (existing !== undefined) publishDeployment(outputs, progress, existing)

  const { deployment, revisionId, created } = await logger.group(
    existing === undefined ? `Create ${target}` : `Update ${target}`,
    async () => {
      let current = existing
      let wasCreated = false
      if (current === undefined) {
        const result = await createDeployment(ctx)
        current = result.deployment
        wasCreated = result.created
        publishDeployment(outputs, progress, current)
        if (wasCreated) {
          logger.info(`Created deployment "${current.name}" (${current.id}).`)
          outputs.set('created', true)
          const first = current.latest_revision_id ?? (await firstRevision(ctx, current))
          return { deployment: current, revisionId: first, created: true }
        }
      }
      outputs.set('created', false)
      const before = current
      const patched = await updateDeployment(ctx, before)
      publishDeployment(outputs, progress, patched)
      const newRevision = await withContext(
        `finding the revision created by the update of "${before.name}"`,
        () =>
          findNewRevision(ctx, {
            deploymentId: before.id,
            previousId: before.latest_revision_id,
            patched,
            pollIntervalMs: inputs.pollIntervalSeconds * 1000
          })
      )
      logger.info(
        `Updated deployment "${before.name}": new revision ${newRevision} (previous ${before.latest_revision_id ?? 'none'}).`
      )
      return { deployment: patched, revisionId: newRevision, created: wasCreated }
    }
  )
  progress.revisionId = revisionId
  outputs.set('revision-id', revisionId)
  outputs.set('created', created)

  if (!inputs.wait) {
    const revision = await ctx.controlPlane.getRevision({ deploymentId: deployment.id, revisionId })
    progress.status = revision.status
    outputs.set('status', revision.status)
    logger.info(`Not waiting (wait: false): revision ${revisionId} is ${revision.status}.`)
    return
  }

  const result = await logger.group(`Wait for revision ${revisionId}`, () =>
    waitForRevision({
      controlPlane: ctx.controlPlane,
      deploymentId: deployment.id,
      revisionId,
      pollIntervalMs: inputs.pollIntervalSeconds * 1000,
      clock,
      deadline: ctx.deadline,
      logger,
      signal: ctx.signal,
      onStatus: status => {
        progress.status = status
        outputs.set('status', status)
      }
    })
  )
  const took = elapsed(result.elapsedMs).slice(1, -1).trim()
  const name = `revision ${revisionId} of deployment "${deployment.name}"`
  switch (result.outcome) {
    case 'deployed': {
      const live = await ctx.controlPlane
        .getDeployment({ id: deployment.id })
        .catch(() => deployment)
      publishDeployment(outputs, progress, live)
      const url = deploymentUrl(live)
      logger.info(
        `✅ ${capitalize(name)} is DEPLOYED after ${took}.${url ? ` Agent server: ${url}` : ''}`
      )
      return
    }
    case 'failed':
      throw new Error(
        `${name} ended ${result.status}${result.revision?.status_message ? ` (${result.revision.status_message})` : ''} after ${took}; it will not go live`
      )
    case 'superseded': {
      const latest = await ctx.controlPlane
        .getDeployment({ id: deployment.id })
        .then(d => d.latest_revision_id)
        .catch(() => undefined)
      const newer =
        latest && latest !== revisionId ? `: a newer revision, ${latest}, superseded it` : ''
      throw new Error(`${name} ended ${result.status}${newer}; this revision will never go live`)
    }
    case 'timeout':
      throw new Error(
        `${name} was still ${result.status || 'without a status'} after ${took}, when the timeout of ${inputs.timeoutSeconds} s (timeout-seconds) ran out; the deployment goes on without this run`
      )
    case 'in-progress':
      throw new Error(`${name}: the wait ended while still in progress`)
  }
}

async function runDelete(ctx: DeployContext, outputs: Outputs): Promise<void> {
  const { logger } = ctx
  await logger.group(`Delete ${describeTarget(ctx.inputs)}`, async () => {
    const existing = await resolveDeployment(ctx).catch((error: unknown) => {
      // A deployment named by ID that is gone already is what a re-run cleanup expects.
      if (
        ctx.inputs.deploymentId !== undefined &&
        /no deployment with ID/.test(errorMessage(error))
      ) {
        return undefined
      }
      throw error
    })
    if (existing !== undefined) outputs.set('deployment-id', existing.id)
    const result = await deleteDeployment(ctx, existing)
    if (result === 'deleted')
      logger.info(`Deleted deployment "${existing?.name ?? ''}" (${existing?.id ?? ''}).`)
  })
}

/** The first revision of a deployment whose create response did not name it. */
async function firstRevision(ctx: DeployContext, deployment: Deployment): Promise<string> {
  return withContext(`finding the first revision of "${deployment.name}"`, () =>
    findNewRevision(ctx, {
      deploymentId: deployment.id,
      previousId: undefined,
      patched: deployment,
      pollIntervalMs: ctx.inputs.pollIntervalSeconds * 1000
    })
  )
}

function publishDeployment(outputs: Outputs, progress: Progress, deployment: Deployment): void {
  progress.deployment = deployment
  outputs.set('deployment-id', deployment.id)
  outputs.set('deployment-url', deploymentUrl(deployment))
}

/** The step's failure message; a cancellation also says where the run had got to. */
function failureMessage(
  error: unknown,
  progress: Progress,
  signal: AbortSignal | undefined
): string {
  if (signal?.aborted) {
    const parts = [
      progress.deployment ? `deployment ${progress.deployment.id}` : undefined,
      progress.revisionId ? `revision ${progress.revisionId}` : undefined,
      progress.status ? `last status ${progress.status}` : undefined
    ].filter(Boolean)
    return `Cancelled${parts.length > 0 ? ` (${parts.join(', ')})` : ''}; the deployment itself goes on.`
  }
  return errorMessage(error)
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export type { Inputs, Logger }
