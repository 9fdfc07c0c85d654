import * as core from '@actions/core'
import { type Clock, Deadline, systemClock } from './base/clock.js'
import { ControlPlane, type Deployment } from './control-plane/client.js'
import {
  type DeployContext,
  createDeployment,
  deleteDeployment,
  describeTarget,
  findNewRevision,
  resolveDeployment,
  updateDeployment
} from './run/deploy.js'
import { errorMessage, withContext } from './base/errors.js'
import { isLoopback } from './base/http.js'
import { type Inputs, parseInputs, type RawInputs, readRawInputs } from './run/inputs.js'
import type { GitHubReporter } from './github/reporter.js'
import { actionsLogger, type Logger } from './base/log.js'
import { LogFollower, lastLogLines, logTypeFor } from './control-plane/logs.js'
import { Progress } from './report/progress.js'
import { Redactor } from './base/redact.js'
import { deploymentUrl } from './control-plane/revisions.js'
import { runSmoke } from './agent-server/smoke.js'
import { duration, firstErrorLine, type RunReport } from './report/summary.js'
import { userAgent } from './base/version.js'
import { type WaitResult, waitForRevision } from './control-plane/wait.js'

/** What a run takes from its surroundings; tests replace these. */
export interface RunOptions {
  readonly clock?: Clock
  /** The runner's environment (GITHUB_* variables); default `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>
  /** Aborts the run (the workflow was cancelled). */
  readonly signal?: AbortSignal
  /** Jitter source for retries. */
  readonly random?: () => number
  /** Per-request timeout of the HTTP layer, in milliseconds. */
  readonly requestTimeoutMs?: number
  /** First retry delay of the HTTP layer, in milliseconds. */
  readonly backoffBaseMs?: number
}

/** What every step of a run shares. */
interface RunContext extends DeployContext {
  readonly progress: Progress
  /** The GitHub integration, when `github-token` is given. */
  readonly github: GitHubReporter | undefined
}

/**
 * One run of the action: read the inputs, resolve the deployment, create or update it, wait for
 * the new revision, smoke-test it, publish the outputs and the job summary. Never throws: every
 * failure, thrown Error or not, fails the step once, with a message that says what was being
 * done.
 */
export async function run(options: RunOptions = {}): Promise<void> {
  const redactor = new Redactor()
  const logger = actionsLogger(redactor)
  const clock = options.clock ?? systemClock
  const env = options.env ?? process.env
  let progress: Progress | undefined
  let github: GitHubReporter | undefined
  try {
    const raw = readRawInputs()
    maskSecretInputs(raw, redactor)
    const inputs = parseInputs(raw, env)
    progress = new Progress(inputs, describeTarget(inputs), redactor)
    github = await openGitHub(inputs, env, logger, redactor)
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
      requestTimeoutMs: options.requestTimeoutMs ?? inputs.requestTimeoutSeconds * 1000,
      backoffBaseMs: options.backoffBaseMs
    })
    const ctx: RunContext = {
      controlPlane,
      inputs,
      clock,
      deadline,
      logger,
      signal: options.signal,
      progress,
      github
    }
    if (inputs.mode === 'delete') await runDelete(ctx)
    else if (inputs.mode === 'smoke') await runSmokeOnly(ctx)
    else await runDeploy(ctx)
  } catch (error) {
    const cancelled = options.signal?.aborted === true
    const message = cancelled
      ? `Cancelled${progress?.whereabouts() ? ` (${progress.whereabouts()})` : ''}; the deployment itself goes on.`
      : errorMessage(error)
    progress?.fail(message, cancelled)
    core.setFailed(redactor.redact(message))
  }
  if (progress !== undefined && github !== undefined) await reportToGitHub(github, progress.report)
  await progress?.writeSummary(clock.now())
}

/**
 * The GitHub integration, loaded only when `github-token` is given (its client is most of the
 * bundle's weight, and a run without it should not pay for loading it).
 */
async function openGitHub(
  inputs: Inputs,
  env: Readonly<Record<string, string | undefined>>,
  logger: Logger,
  redactor: Redactor
): Promise<GitHubReporter | undefined> {
  if (inputs.githubToken === undefined) return undefined
  const { GitHubReporter } = await import('./github/reporter.js')
  return GitHubReporter.fromEnv(
    {
      token: inputs.githubToken,
      environment:
        inputs.environment ?? inputs.deploymentName ?? inputs.deploymentId ?? 'langgraph',
      logger,
      userAgent: userAgent(),
      redact: text => redactor.redact(text)
    },
    env
  )
}

/**
 * The run's end, told to GitHub: the GitHub Deployment's final status with the agent URL, and
 * the pull request's comment; after a delete, the environment's deployments made inactive.
 * The reporter turns every failure into a warning, so this never fails the step.
 */
async function reportToGitHub(github: GitHubReporter, report: RunReport): Promise<void> {
  const ok = report.failure === undefined && report.cancelled !== true
  const deploymentName = report.deploymentName ?? report.target
  if (report.mode === 'deploy') {
    await github.finish({
      state: ok ? 'success' : report.cancelled ? 'error' : 'failure',
      environmentUrl: report.status === 'DEPLOYED' ? report.agentUrl : undefined,
      description: ok
        ? `${report.status ?? 'DEPLOYED'}: revision ${report.revisionId ?? ''}`
        : report.failure
    })
    await github.comment({
      state: ok ? 'success' : 'failure',
      deploymentName,
      status: report.status,
      url: report.agentUrl,
      dashboardUrl: report.dashboardUrl,
      revisionId: report.revisionId,
      smoke: report.smoke,
      failure: report.failure
    })
  } else if (report.mode === 'delete' && ok) {
    await github.deactivate()
    await github.comment({ state: 'deleted', deploymentName })
  }
}

/** Registers the API key and every secret value with the redactor before anything is logged. */
function maskSecretInputs(raw: RawInputs, redactor: Redactor): void {
  redactor.add(raw['api-key']?.trim())
  redactor.add(raw['github-token']?.trim())
  for (const line of (raw.secrets ?? '').split(/\r\n|\r|\n/)) {
    const equals = line.indexOf('=')
    // A line without "=" may be a value pasted on its own line: mask it whole.
    redactor.add(equals === -1 ? line.trim() : line.slice(equals + 1))
  }
}

async function runDeploy(ctx: RunContext): Promise<void> {
  const existing = await resolveStep(ctx)
  if (ctx.github !== undefined) {
    const deploymentName =
      existing?.name ?? ctx.inputs.deploymentName ?? ctx.inputs.deploymentId ?? ''
    await ctx.github.start({
      deploymentName,
      environmentUrl: existing === undefined ? undefined : deploymentUrl(existing) || undefined
    })
    await ctx.github.comment({ state: 'in_progress', deploymentName })
  }
  const { deployment, revisionId } = await createOrUpdateStep(ctx, existing)
  if (!ctx.inputs.wait) {
    const revision = await ctx.controlPlane.getRevision({ deploymentId: deployment.id, revisionId })
    ctx.progress.status(revision.status, ctx.clock.now())
    ctx.logger.info(`Not waiting (wait: false): revision ${revisionId} is ${revision.status}.`)
    return
  }
  const result = await waitStep(ctx, deployment, revisionId)
  await judgeRevision(ctx, deployment, revisionId, result)
}

/** Finds the deployment the inputs name; undefined when it must be created. */
async function resolveStep(ctx: RunContext): Promise<Deployment | undefined> {
  const { logger, progress } = ctx
  const target = describeTarget(ctx.inputs)
  return logger.group(`Resolve ${target}`, async () => {
    const found = await resolveDeployment(ctx)
    if (found === undefined) {
      logger.info(`${capitalize(target)} does not exist yet: it will be created.`)
    } else {
      progress.deployment(found)
      logger.info(
        `Found deployment "${found.name}" (${found.id}); latest revision ${found.latest_revision_id ?? 'none'}.`
      )
    }
    return found
  })
}

/** Creates or updates the deployment; returns it with the revision to wait for. */
async function createOrUpdateStep(
  ctx: RunContext,
  existing: Deployment | undefined
): Promise<{ deployment: Deployment; revisionId: string }> {
  const { logger, progress, inputs } = ctx
  const target = describeTarget(inputs)
  return logger.group(
    existing === undefined ? `Create ${target}` : `Update ${target}`,
    async () => {
      let current = existing
      if (current === undefined) {
        const result = await createDeployment(ctx)
        current = result.deployment
        progress.deployment(current)
        if (result.created) {
          progress.created(true)
          logger.info(`Created deployment "${current.name}" (${current.id}).`)
          const first = current.latest_revision_id ?? (await firstRevision(ctx, current))
          progress.revision(first)
          logger.info(`Its first revision is ${first}.`)
          return { deployment: current, revisionId: first }
        }
      }
      progress.created(false)
      const before = current
      const patched = await updateDeployment(ctx, before)
      progress.deployment(patched)
      const revisionId = await withContext(
        `finding the revision created by the update of "${before.name}"`,
        () =>
          findNewRevision(ctx, {
            deploymentId: before.id,
            previousId: before.latest_revision_id,
            patched,
            pollIntervalMs: lookupIntervalMs(inputs)
          })
      )
      progress.revision(revisionId)
      logger.info(
        `Updated deployment "${before.name}": new revision ${revisionId} (previous ${before.latest_revision_id ?? 'none'}).`
      )
      return { deployment: patched, revisionId }
    }
  )
}

/** Polls the revision until it is terminal or the time is up, logging each status change. */
async function waitStep(
  ctx: RunContext,
  deployment: Deployment,
  revisionId: string
): Promise<WaitResult> {
  const { logger, progress, inputs, controlPlane } = ctx
  const follower = inputs.followLogs
    ? new LogFollower(controlPlane, { deploymentId: deployment.id, revisionId, logger })
    : undefined
  return logger.group(`Wait for revision ${revisionId}`, () =>
    waitForRevision({
      controlPlane,
      deploymentId: deployment.id,
      revisionId,
      pollIntervalMs: fixedPollIntervalMs(inputs),
      clock: ctx.clock,
      deadline: ctx.deadline,
      logger,
      signal: ctx.signal,
      onStatus: status => {
        progress.status(status, ctx.clock.now())
      },
      afterPoll: follower === undefined ? undefined : status => follower.poll(status)
    })
  )
}

/** Success when DEPLOYED (then the smoke step, if asked); otherwise a failure that says why. */
async function judgeRevision(
  ctx: RunContext,
  deployment: Deployment,
  revisionId: string,
  result: WaitResult
): Promise<void> {
  const { controlPlane, inputs, logger, progress } = ctx
  const took = duration(result.elapsedMs)
  const name = `revision ${revisionId} of deployment "${deployment.name}"`
  switch (result.outcome) {
    case 'deployed': {
      const live = await controlPlane.getDeployment({ id: deployment.id }).catch(() => deployment)
      progress.deployment(live)
      const url = deploymentUrl(live)
      logger.info(
        `✅ ${capitalize(name)} is DEPLOYED after ${took}.${url ? ` Agent server: ${url}` : ''}`
      )
      if (inputs.smokeTest) await smokeStep(ctx, url)
      return
    }
    case 'failed': {
      await showFailureLogs(ctx, deployment.id, revisionId, result.status)
      const message = result.revision?.status_message
      throw new Error(
        `${name} ended ${result.status}${message ? ` (${message})` : ''} after ${took}; it will not go live`
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
    case 'timeout':
      throw new Error(
        `${name} was still ${result.status || 'without a status'} after ${took}, when the timeout of ${inputs.timeoutSeconds} s (timeout-seconds) ran out; the deployment goes on without this run`
      )
    case 'in-progress':
      throw new Error(`${name}: the wait ended while it was still in progress`)
  }
}

/**
 * Shows the last `log-lines` lines of the failed revision's build or deploy log in the log and
 * the summary, and its first error line as an annotation.
 */
async function showFailureLogs(
  ctx: RunContext,
  deploymentId: string,
  revisionId: string,
  status: string
): Promise<void> {
  const { controlPlane, inputs, logger, progress } = ctx
  const type = logTypeFor(status)
  const lines = await lastLogLines(controlPlane, {
    deploymentId,
    revisionId,
    type,
    lines: inputs.logLines,
    logger
  })
  if (lines === undefined || lines.length === 0) return
  progress.logs({ type, lines })
  await logger.group(`Last ${lines.length} lines of the ${type} log`, () => {
    for (const line of lines) logger.info(line)
    return Promise.resolve()
  })
  const first = firstErrorLine(lines)
  if (first !== undefined) {
    logger.error(first, { title: `${status}: revision ${revisionId}` })
  }
}

async function runDelete(ctx: RunContext): Promise<void> {
  const { logger, progress, inputs } = ctx
  await logger.group(`Delete ${describeTarget(inputs)}`, async () => {
    const existing = await resolveDeployment(ctx).catch((error: unknown) => {
      // A deployment named by ID that is gone already is what a re-run clean-up expects.
      if (inputs.deploymentId !== undefined && /no deployment with ID/.test(errorMessage(error))) {
        return undefined
      }
      throw error
    })
    if (existing !== undefined) progress.deployment(existing)
    const result = await deleteDeployment(ctx, existing)
    if (result === 'deleted' && existing !== undefined) {
      logger.info(`Deleted deployment "${existing.name}" (${existing.id}).`)
    }
  })
}

/** `mode: smoke`: only the smoke step, against `deployment-url` or the named deployment's URL. */
async function runSmokeOnly(ctx: RunContext): Promise<void> {
  let url = ctx.inputs.deploymentUrl
  if (url === undefined) {
    const found = await ctx.logger.group(`Resolve ${describeTarget(ctx.inputs)}`, () =>
      resolveDeployment(ctx)
    )
    if (found === undefined) {
      throw new Error(
        `${capitalize(describeTarget(ctx.inputs))} does not exist: there is nothing to smoke-test`
      )
    }
    ctx.progress.deployment(found)
    url = deploymentUrl(found)
  }
  await smokeStep(ctx, url)
}

/**
 * Streams one stateless run from the agent server and fails the step unless the agent answers
 * cleanly. `deployment-url`, when given, wins over the deployment's own URL.
 */
async function smokeStep(ctx: RunContext, url: string): Promise<void> {
  const { inputs, logger, clock, progress } = ctx
  const target = inputs.deploymentUrl ?? url
  if (target === '') {
    throw new Error(
      `smoke test: the deployment publishes no URL (neither url nor source_config.custom_url); set input 'deployment-url'`
    )
  }
  const parsed = URL.canParse(target) ? new URL(target) : undefined
  if (parsed === undefined || !/^https?:$/.test(parsed.protocol)) {
    throw new Error(
      `smoke test: the deployment's URL "${target}" is not an http(s) URL; set input 'deployment-url'`
    )
  }
  if (parsed.protocol === 'http:' && !isLoopback(parsed.hostname)) {
    throw new Error(
      `smoke test: the deployment's URL ${target} is plain http; the API key is only sent over https (or to localhost). Set input 'deployment-url' to its https URL`
    )
  }
  progress.agentUrl(target)
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
          timeoutMs: inputs.smokeTimeoutSeconds * 1000,
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

/** The first revision of a deployment whose create response did not name it. */
async function firstRevision(ctx: RunContext, deployment: Deployment): Promise<string> {
  return withContext(`finding the first revision of "${deployment.name}"`, () =>
    findNewRevision(ctx, {
      deploymentId: deployment.id,
      previousId: undefined,
      patched: deployment,
      pollIntervalMs: lookupIntervalMs(ctx.inputs)
    })
  )
}

/** The user's `poll-interval-seconds` in milliseconds; undefined for the adaptive default. */
function fixedPollIntervalMs(inputs: Inputs): number | undefined {
  return inputs.pollIntervalSeconds === undefined ? undefined : inputs.pollIntervalSeconds * 1000
}

/**
 * How often to look for a new revision in a lagging revision list (`findNewRevision` waits half
 * of it): the user's interval, else 10 s, as before the adaptive policy.
 */
function lookupIntervalMs(inputs: Inputs): number {
  return fixedPollIntervalMs(inputs) ?? 10_000
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
