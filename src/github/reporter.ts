// Owns showing a LangSmith deployment on GitHub: a GitHub Deployment following the run, and one
// PR comment per environment. It must never fail a deploy: every failure becomes a warning.
import { type Clock, systemClock } from '../base/clock.js'
import { errorMessage } from '../base/errors.js'
import type { Logger } from '../base/log.js'
import { showableUrl } from '../base/url-trust.js'
import type { CommitComparison } from './commit-check.js'
import { findComment } from './comments.js'
import { type GitHubContext, githubContextFromEnv } from './context.js'
import { describeGitHubError, statusOf } from './github-errors.js'
import { type Octokit, createOctokits } from './octokit.js'
import * as records from './deployment-records.js'
import {
  type CommentOptions,
  type FinishState,
  commentMarker,
  defaultDescription,
  statusDescription
} from './wording.js'

export type { FinishState } from './wording.js'

/** Longest time one request to GitHub takes by default. */
const GITHUB_REQUEST_TIMEOUT_MS = 5_000

/** How a {@link GitHubReporter} talks to GitHub. */
export interface GitHubReporterOptions {
  /** `github-token`. Sent only to `context.apiUrl`; never logged. */
  readonly token: string
  readonly context: GitHubContext
  /** The GitHub environment the deployments are made in (input `environment`). */
  readonly environment: string
  /** Where warnings go; nothing the reporter logs contains the token. */
  readonly logger: Logger
  /** Times requests (default: the system clock). */
  readonly clock?: Clock
  /** `User-Agent` prefix of the requests (Octokit appends its own). */
  readonly userAgent?: string
  /**
   * Longest time one request to GitHub may take (default 5 s): a slow GitHub never holds up the
   * run, and its calls run outside the deploy's `timeout-seconds`.
   */
  readonly requestTimeoutMs?: number
  /** Aborts every request (the workflow was cancelled). */
  readonly signal?: AbortSignal
  /**
   * Applied to every text sent to GitHub (status descriptions, the comment), which the log's
   * redaction does not reach: pass the run's `Redactor.redact` so that no secret is published.
   */
  readonly redact?: (text: string) => string
}

/** What {@link GitHubReporter.start} announces. */
export interface StartInfo {
  /** Name of the LangSmith deployment, for the description. */
  readonly deploymentName: string
  /** Status description; cut to {@link MAX_STATUS_DESCRIPTION} characters. */
  readonly description?: string
  /** The agent URL when already known (an update of an existing deployment). */
  readonly environmentUrl?: string
  /** The archive an upload run sent: recorded in the payload, for a later rollback to read. */
  readonly upload?: records.UploadRecord
}

/** What {@link GitHubReporter.finish} reports. */
export interface FinishInfo {
  readonly state: FinishState
  /**
   * The agent URL, shown on the commit and the pull request. Give it on success; a failed
   * revision leaves the previous one serving, whose deployment keeps its own URL.
   */
  readonly environmentUrl?: string
  /** Status description; cut to {@link MAX_STATUS_DESCRIPTION} characters. */
  readonly description?: string
}

/**
 * Shows a LangSmith deployment on GitHub: a GitHub Deployment whose status follows the run (so the
 * agent URL appears on the commit and the pull request), and one comment per environment on the
 * pull request. Optional by design: every method catches every failure and logs it as a warning
 * that names what failed, so GitHub being down, or a token lacking a permission, never fails a
 * deploy.
 */
export class GitHubReporter {
  private readonly octokit: Octokit
  /** The Octokit that sets a status: {@link octokit}, or after a cancellation a brief other. */
  private readonly statusOctokit: () => Octokit
  /** The workflow run this reporter speaks for. */
  readonly context: GitHubContext
  /** The GitHub environment of the deployments and the comment. */
  readonly environment: string
  private readonly logger: Logger
  private readonly token: string
  private readonly redact: (text: string) => string
  /** The GitHub deployment {@link start} made; statuses go to it. */
  private deploymentId: number | undefined
  /** The comment found or written by this run, so a second call skips the search. */
  private commentId: number | undefined

  constructor(options: GitHubReporterOptions) {
    if (options.token.trim() === '') throw new Error('GitHubReporter needs a token')
    this.context = options.context
    this.environment = options.environment
    this.logger = options.logger
    this.token = options.token
    this.redact = options.redact ?? (text => text)
    ;({ octokit: this.octokit, statusOctokit: this.statusOctokit } = createOctokits({
      token: options.token,
      apiUrl: options.context.apiUrl,
      userAgent: options.userAgent,
      timeoutMs: options.requestTimeoutMs ?? GITHUB_REQUEST_TIMEOUT_MS,
      signal: options.signal,
      clock: options.clock ?? systemClock,
      debug: message => {
        options.logger.debug(this.scrub(message))
      }
    }))
  }

  /**
   * The reporter for this workflow run, or undefined (with a warning saying why) when the
   * runner's environment does not say which repository and commit this is.
   */
  static fromEnv(
    options: Omit<GitHubReporterOptions, 'context'>,
    env: NodeJS.ProcessEnv
  ): GitHubReporter | undefined {
    try {
      return new GitHubReporter({ ...options, context: githubContextFromEnv(env) })
    } catch (error) {
      options.logger.warning(
        `GitHub integration is off for this run: ${errorMessage(error)}. The deploy goes on without it.`
      )
      return undefined
    }
  }

  private get repo(): { owner: string; repo: string } {
    return { ...this.context.repository }
  }

  /** The repository and environment of this run's GitHub Deployments. */
  private get place(): records.Environment {
    return { ...this.repo, environment: this.environment }
  }

  /** Whether this run belongs to a pull request (and so makes a transient preview). */
  private get isPreview(): boolean {
    return this.context.prNumber !== undefined
  }

  /**
   * Creates a GitHub Deployment of {@link GitHubContext.sha} in the environment and sets its status
   * to `in_progress`, linking the run. No status checks are required and nothing is merged, so
   * GitHub never refuses it for the state of the commit.
   */
  async start(info: StartInfo): Promise<void> {
    const what = `creating a GitHub deployment in environment "${this.environment}"`
    await this.guard(what, async () => {
      const created = await this.octokit.rest.repos.createDeployment({
        ...this.repo,
        ref: this.context.sha,
        environment: this.environment,
        description: this.describe(`LangSmith deployment "${info.deploymentName}"`),
        auto_merge: false,
        required_contexts: [],
        transient_environment: this.isPreview,
        ...(this.isPreview ? { production_environment: false } : {}),
        payload: records.deploymentPayload(info.deploymentName, info.upload)
      })
      // A 202 would mean GitHub merged the default branch first; auto_merge is off, so an answer
      // without an id is unexpected and is reported rather than guessed at.
      const id = 'id' in created.data ? created.data.id : undefined
      if (id === undefined) {
        throw new Error(`GitHub answered HTTP ${created.status} without a deployment id`)
      }
      this.deploymentId = id
      this.logger.info(
        `GitHub deployment ${id} created in environment "${this.environment}" for ${this.context.sha.slice(0, 7)}.`
      )
    })
    if (this.deploymentId === undefined) return
    await this.setStatus('in_progress', {
      description: info.description ?? `Deploying "${info.deploymentName}" to LangSmith`,
      environmentUrl: info.environmentUrl
    })
  }

  /**
   * Sets the final status of the deployment {@link start} made, with the agent URL as
   * `environment_url`. Does nothing when there is no such deployment (start failed or was not
   * called). Sent even after a cancellation (briefly bounded): no deployment stays in progress.
   */
  async finish(info: FinishInfo): Promise<void> {
    if (this.deploymentId === undefined) {
      this.logger.debug(`GitHub: no deployment was created, so there is no status to set.`)
      return
    }
    await this.setStatus(info.state, {
      description: info.description ?? defaultDescription(info.state),
      environmentUrl: info.environmentUrl
    })
  }

  private async setStatus(
    state: FinishState | 'in_progress',
    details: { description: string; environmentUrl: string | undefined }
  ): Promise<void> {
    const deploymentId = this.deploymentId
    if (deploymentId === undefined) return
    await this.guard(`setting GitHub deployment ${deploymentId} to ${state}`, async () => {
      const environmentUrl = showableUrl(details.environmentUrl)
      await this.statusOctokit().rest.repos.createDeploymentStatus({
        ...this.repo,
        deployment_id: deploymentId,
        state,
        description: this.describe(details.description),
        ...(this.context.runUrl !== undefined ? { log_url: this.context.runUrl } : {}),
        ...(environmentUrl !== undefined ? { environment_url: environmentUrl } : {}),
        // Only a live new revision retires the previous deployments: while one builds, or
        // after it failed, LangSmith keeps serving the previous revision.
        auto_inactive: state === 'success'
      })
      this.logger.info(
        `GitHub deployment ${deploymentId}: ${state}${environmentUrl ? ` (${environmentUrl})` : ''}.`
      )
    })
  }

  /**
   * Marks every deployment of the environment that is not inactive yet as `inactive` (shown as
   * destroyed for a pull request's transient environment), so that the pull request no longer
   * offers a preview that was deleted. Looks at the environment's latest 100 deployments.
   */
  async deactivate(): Promise<void> {
    const where = `environment "${this.environment}"`
    await this.guard(`marking the GitHub deployments of ${where} inactive`, async () => {
      const marked = await records.markInactive(this.octokit, this.place)
      this.logger.info(
        `GitHub: ${marked} deployment${marked === 1 ? '' : 's'} of ${where} marked inactive.`
      )
    })
  }

  /**
   * The archive digests recorded for `deploymentName` by path (deployment-records.ts); undefined,
   * with a warning, when GitHub cannot say: then no archive's contents are known.
   */
  async sourceDigests(deploymentName: string): Promise<ReadonlyMap<string, string> | undefined> {
    let digests: ReadonlyMap<string, string> | undefined
    const what = `reading the archive digests recorded in environment "${this.environment}"`
    await this.guard(what, async () => {
      digests = await records.readSourceDigests(this.octokit, this.place, deploymentName)
    })
    return digests
  }

  /**
   * How `head` stands to `base` as GitHub's compare says (`ahead`: newer, `identical`, `behind`,
   * `diverged`), else what it answered: the commit check says it, and rules what it means.
   */
  async compareCommits(base: string, head: string): Promise<CommitComparison> {
    try {
      const { data } = await this.octokit.rest.repos.compareCommitsWithBasehead({
        ...this.repo,
        basehead: `${base}...${head}`,
        per_page: 1
      })
      return { status: data.status }
    } catch (error) {
      return { failed: this.scrub(describeGitHubError(error)) }
    }
  }

  /** Pull request `number`: `open` or `closed` (merged or not); undefined (a warning) if unknown. */
  async pullRequestState(number: number): Promise<'open' | 'closed' | undefined> {
    let state: 'open' | 'closed' | undefined
    await this.guard(`reading the state of pull request #${number}`, async () => {
      const { data } = await this.octokit.rest.pulls.get({ ...this.repo, pull_number: number })
      state = data.state
    })
    return state
  }

  /**
   * On a pull request, writes `body` into this environment's one comment, behind its hidden
   * marker: found on any page of the pull request's comments and edited, or created when there
   * is none and `create` allows it (a deleted preview only edits it). A plan has its own comment.
   * After a cancellation it still gets out, briefly bounded, so the comment says cancelled.
   */
  async comment(body: string, options: CommentOptions): Promise<void> {
    const prNumber = this.context.prNumber
    const kind = options.kind ?? 'preview'
    if (prNumber === undefined) return
    await this.guard(`writing the ${kind} comment on pull request #${prNumber}`, async () => {
      const marker = commentMarker(this.environment, kind)
      const text = this.scrub(this.redact(`${marker}\n${body}`))
      const existing =
        this.commentId ?? (await findComment(this.statusOctokit(), this.repo, prNumber, marker))
      if (existing !== undefined && (await this.editComment(existing, text))) {
        this.logger.info(`Updated the ${kind} comment on pull request #${prNumber}.`)
        return
      }
      if (!options.create) return
      const { data } = await this.statusOctokit().rest.issues.createComment({
        ...this.repo,
        issue_number: prNumber,
        body: text
      })
      this.commentId = data.id
      this.logger.info(`Commented the ${kind} on pull request #${prNumber}.`)
    })
  }

  /** Edits a comment; false when it was deleted meanwhile (anything else is a real failure). */
  private async editComment(id: number, body: string): Promise<boolean> {
    try {
      await this.statusOctokit().rest.issues.updateComment({ ...this.repo, comment_id: id, body })
      this.commentId = id
      return true
    } catch (error) {
      if (statusOf(error) !== 404) throw error
      return false
    }
  }

  /** Runs `fn`, turning any failure into a warning: GitHub never fails the deploy. */
  private async guard(what: string, fn: () => Promise<void>): Promise<void> {
    try {
      await fn()
    } catch (error) {
      this.logger.warning(
        this.scrub(
          `GitHub integration: ${what} failed: ${describeGitHubError(error)}. The deploy itself is not affected.`
        )
      )
    }
  }

  /** A status description as sent: redacted, then fitted to GitHub's limit. */
  private describe(text: string): string {
    return statusDescription(this.scrub(this.redact(text)))
  }

  /** `text` without the token, whatever the logger in use does. */
  private scrub(text: string): string {
    return text.split(this.token).join('***')
  }
}
