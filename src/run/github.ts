// Owns the run's GitHub integration (`github-token`): loaded only when asked, announcing the
// deploy, telling GitHub how it ended. Failures are warnings; nothing here fails the step.
// Text is redacted before it is rendered: escaping would hide a secret from the redactor.
import { mapStrings } from '../base/objects.js'
import type { Redactor } from '../base/redact.js'
import { userAgent } from '../base/version.js'
import type { Runtime } from '../base/runtime.js'
import type { GitHubReporter, StartInfo } from '../github/reporter.js'
import { type CommentInfo, renderComment } from '../report/comment.js'
import { untoldFailure, verdictOf } from '../report/headline.js'
import { renderPlanComment } from '../report/plan-table.js'
import { type PlanReport, type RunReport, statusAtEnd, wentLive } from '../report/report.js'
import type { Inputs } from '../inputs/read.js'

/** The GitHub integration of one run. */
export interface GitHubRun {
  readonly reporter: GitHubReporter
  /** The run's redaction, applied to what the comment shows before it is rendered. */
  readonly redact: (text: string) => string
}

/** What opening the integration needs. */
export interface GitHubSetup extends Pick<Runtime, 'logger' | 'clock' | 'signal'> {
  readonly inputs: Pick<Inputs, 'githubToken' | 'environment' | 'deploymentName' | 'deploymentId'>
  readonly env: Readonly<Record<string, string | undefined>>
  readonly redactor: Redactor
}

/** The GitHub integration, loaded only when `github-token` is given. */
export async function openGitHub(setup: GitHubSetup): Promise<GitHubRun | undefined> {
  const { inputs } = setup
  if (inputs.githubToken === undefined) return undefined
  // Octokit's fetch is undici's, which only this step needs (src/base/undici.ts).
  await (await import('../base/undici.js')).loadUndici()
  const { GitHubReporter } = await import('../github/reporter.js')
  const redact = (text: string): string => setup.redactor.redact(text)
  const reporter = GitHubReporter.fromEnv(
    {
      token: inputs.githubToken,
      environment:
        inputs.environment ?? inputs.deploymentName ?? inputs.deploymentId ?? 'langgraph',
      logger: setup.logger,
      clock: setup.clock,
      signal: setup.signal,
      userAgent: userAgent(),
      redact
    },
    setup.env
  )
  return reporter === undefined ? undefined : { reporter, redact }
}

/**
 * A deploy (or a rollback) starts: a GitHub Deployment in progress, and the comment saying so.
 * `description`: the in-progress status's text, when not the deploy's; `upload`: the archive an
 * upload run sent, recorded in the payload.
 */
export async function announceDeploy(github: GitHubRun, start: StartInfo): Promise<void> {
  await github.reporter.start(start)
  await postComment(github, { state: 'in_progress', deploymentName: start.deploymentName })
}

/**
 * The run's end, told to GitHub: the GitHub Deployment's final status with the agent URL, and
 * the pull request's comment; after a delete, the environment's deployments made inactive; a
 * plan writes only its own comment (no GitHub Deployment, no status).
 */
export async function reportToGitHub(
  github: GitHubRun,
  mode: Inputs['mode'],
  report: RunReport
): Promise<void> {
  const ok = report.failure === undefined && report.cancelled !== true
  const cancelled = report.cancelled === true
  const deploymentName = report.deploymentName ?? report.target
  if (mode === 'deploy' || mode === 'rollback') {
    const live = wentLive(report)
    // A cancelled run did not fail the deploy: LangSmith goes on with it, unwatched. Its GitHub
    // deployment is `inactive` (this run no longer vouches for it), never `failure`.
    await github.reporter.finish({
      state: ok ? 'success' : cancelled ? 'inactive' : 'failure',
      environmentUrl: live ? report.agentUrl : undefined,
      description: ok
        ? `${report.status ?? 'DEPLOYED'}: revision ${report.revisionId ?? ''}`
        : (cancelledDescription(report) ?? report.failure)
    })
    const verdict = verdictOf(report)
    await postComment(github, {
      state: ok ? 'success' : cancelled ? 'cancelled' : 'failure',
      verdict: verdict.text,
      detail: verdict.detail,
      deploymentName,
      status: statusAtEnd(report),
      url: live ? report.agentUrl : undefined,
      dashboardUrl: report.dashboardUrl,
      revisionId: report.revisionId,
      smoke: report.smoke,
      // Each message once: not what the smoke and rollback rows tell already.
      failure: untoldFailure(report),
      rollback: report.rollback,
      noRollback: report.noRollback,
      rollbackUnknown: report.rollbackUnknown,
      evalGate: report.evalGate
    })
  } else if (mode === 'plan' && report.plan !== undefined) {
    await postPlanComment(github, report.plan, deploymentName)
  } else if (mode === 'delete' && ok) {
    await github.reporter.deactivate()
    await postComment(github, { state: 'deleted', deploymentName })
  }
}

/** A cancelled run whose revision it interrupted says that first: GitHub keeps 140 characters. */
function cancelledDescription(report: RunReport): string | undefined {
  const interrupt = report.cancelled === true ? report.interrupt : undefined
  if (interrupt?.outcome !== 'interrupted') return undefined
  return `Cancelled: revision ${interrupt.revisionId} was interrupted (on-cancel: interrupt)`
}

/**
 * Renders the comment of `info`, its secrets removed first, and writes it (a deleted preview
 * only edits an existing one).
 */
export async function postComment(github: GitHubRun, info: CommentInfo): Promise<void> {
  const { context, environment } = github.reporter
  const place = { environment, sha: context.sha, runUrl: context.runUrl }
  const body = renderComment(mapStrings(info, github.redact), place)
  await github.reporter.comment(body, { create: info.state !== 'deleted' })
}

/** The plan, secrets removed first, in its own comment on the pull request. */
async function postPlanComment(
  github: GitHubRun,
  plan: PlanReport,
  deploymentName: string
): Promise<void> {
  const { context, environment } = github.reporter
  const place = { environment, sha: context.sha, runUrl: context.runUrl }
  const body = renderPlanComment(
    mapStrings(plan, github.redact),
    github.redact(deploymentName),
    place
  )
  await github.reporter.comment(body, { create: true, kind: 'plan' })
}
