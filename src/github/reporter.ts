import { readFileSync } from 'node:fs'
import { getOctokit } from '@actions/github'
import { errorMessage } from '../base/errors.js'
import { seconds } from '../base/http.js'
import type { Logger } from '../base/log.js'

/** Public GitHub's REST API, used when the runner does not say otherwise. */
export const DEFAULT_GITHUB_API_URL = 'https://api.github.com'

/** GitHub cuts a deployment status description at this many characters (and rejects longer). */
export const MAX_STATUS_DESCRIPTION = 140

/** Events whose payload names a pull request whose head is what gets deployed. */
const PULL_REQUEST_EVENTS: ReadonlySet<string> = new Set(['pull_request', 'pull_request_target'])

/** Longest piece of GitHub's error text quoted in a warning. */
const MAX_ERROR_CHARS = 300

/** Longest failure message quoted in the pull request comment. */
const MAX_COMMENT_FAILURE_CHARS = 2000

/**
 * What the GitHub integration needs to know about the workflow run, read once from the runner's
 * environment ({@link githubContextFromEnv}) or given by a test.
 */
export interface GitHubContext {
  /** REST API base URL without a trailing slash: `https://api.github.com`, or `https://HOST/api/v3` on GHES. */
  readonly apiUrl: string
  /** Web UI base URL without a trailing slash, for links to the run. */
  readonly serverUrl: string
  readonly repository: { readonly owner: string; readonly repo: string }
  /** `GITHUB_EVENT_NAME`: `push`, `pull_request`, ... */
  readonly eventName: string
  /**
   * The commit the deployment is for: the pull request's head on pull request events (not the
   * merge commit GitHub checks out, which no one sees on the pull request), else `GITHUB_SHA`.
   */
  readonly sha: string
  /** `GITHUB_REF`, e.g. `refs/heads/main` or `refs/pull/12/merge`. */
  readonly ref: string
  /** The pull request's number on pull request events; only then is a comment written. */
  readonly prNumber?: number
  /** The pull request's head branch, on pull request events. */
  readonly headRef?: string
  readonly runId?: string
  /** The run's page, linked from the deployment statuses and the comment. */
  readonly runUrl?: string
}

/** The runner's environment lacks what the GitHub integration needs. */
export class GitHubContextError extends Error {
  override readonly name = 'GitHubContextError'
}

/**
 * Reads the workflow run's context from the runner's environment (`GITHUB_*` variables and the
 * event payload at `GITHUB_EVENT_PATH`). Throws {@link GitHubContextError} naming what is missing
 * when the repository or the commit cannot be known, or when a pull request event's payload
 * cannot be read (the deployment would otherwise be made for the wrong commit).
 */
export function githubContextFromEnv(env: NodeJS.ProcessEnv): GitHubContext {
  const repository = env.GITHUB_REPOSITORY?.trim() ?? ''
  const [owner, repo, ...rest] = repository.split('/')
  if (!owner || !repo || rest.length > 0) {
    throw new GitHubContextError(
      `GITHUB_REPOSITORY must be "owner/repo", got ${JSON.stringify(repository)}`
    )
  }
  const eventName = env.GITHUB_EVENT_NAME?.trim() ?? ''
  const apiUrl = trimSlashes(env.GITHUB_API_URL) || DEFAULT_GITHUB_API_URL
  const serverUrl = trimSlashes(env.GITHUB_SERVER_URL) || 'https://github.com'
  const runId = env.GITHUB_RUN_ID?.trim() || undefined
  const attempt = Number(env.GITHUB_RUN_ATTEMPT)
  const runUrl =
    runId === undefined
      ? undefined
      : `${serverUrl}/${owner}/${repo}/actions/runs/${runId}${attempt > 1 ? `/attempts/${attempt}` : ''}`
  const base = {
    apiUrl,
    serverUrl,
    repository: { owner, repo },
    eventName,
    ref: env.GITHUB_REF?.trim() ?? '',
    runId,
    runUrl
  }

  if (PULL_REQUEST_EVENTS.has(eventName)) {
    const pr = readPullRequest(env.GITHUB_EVENT_PATH)
    return { ...base, sha: pr.headSha, prNumber: pr.number, headRef: pr.headRef }
  }
  const sha = env.GITHUB_SHA?.trim() ?? ''
  if (sha === '') throw new GitHubContextError('GITHUB_SHA is not set')
  return { ...base, sha }
}

/** The pull request of a pull request event's payload. */
function readPullRequest(path: string | undefined): {
  number: number
  headSha: string
  headRef?: string
} {
  if (!path) throw new GitHubContextError('GITHUB_EVENT_PATH is not set on a pull request event')
  let payload: unknown
  try {
    payload = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new GitHubContextError(
      `could not read the event payload at GITHUB_EVENT_PATH (${path}): ${errorMessage(error)}`
    )
  }
  const pr = field(payload, 'pull_request')
  const number = field(pr, 'number')
  const head = field(pr, 'head')
  const headSha = field(head, 'sha')
  const headRef = field(head, 'ref')
  if (typeof number !== 'number' || !Number.isInteger(number) || typeof headSha !== 'string') {
    throw new GitHubContextError(
      `the event payload at GITHUB_EVENT_PATH (${path}) has no pull_request.number and pull_request.head.sha`
    )
  }
  return { number, headSha, headRef: typeof headRef === 'string' ? headRef : undefined }
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined
}

function trimSlashes(url: string | undefined): string {
  return (url ?? '').trim().replace(/\/+$/, '')
}

/** How a {@link GitHubReporter} talks to GitHub. */
export interface GitHubReporterOptions {
  /** `github-token`. Sent only to `context.apiUrl`; never logged. */
  readonly token: string
  readonly context: GitHubContext
  /** The GitHub environment the deployments are made in (input `environment`). */
  readonly environment: string
  /** Where warnings go; nothing the reporter logs contains the token. */
  readonly logger: Logger
  /** `User-Agent` prefix of the requests (Octokit appends its own). */
  readonly userAgent?: string
  /** Longest time one request to GitHub may take (default 10 s): a slow GitHub never holds up the run. */
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
}

/** Final state of a GitHub deployment. */
export type FinishState = 'success' | 'failure' | 'error' | 'inactive'

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

/** Where the preview stands, as the pull request comment shows it. */
export type CommentState = 'in_progress' | 'success' | 'failure' | 'deleted'

/** What the pull request comment says about the preview. */
export interface CommentInfo {
  readonly state: CommentState
  readonly deploymentName: string
  /** Last revision status (`DEPLOYED`, `BUILD_FAILED`, ...). */
  readonly status?: string
  /** The agent server's URL. */
  readonly url?: string
  /** The deployment's page in LangSmith. */
  readonly dashboardUrl?: string
  readonly revisionId?: string
  /** Outcome of the smoke step, when it ran. */
  readonly smoke?: { readonly passed: boolean; readonly verdict: string }
  /** The message the run failed with. */
  readonly failure?: string
}

type Octokit = ReturnType<typeof getOctokit>

/**
 * Shows a LangSmith deployment on GitHub: a GitHub Deployment whose status follows the run (so the
 * agent URL appears on the commit and the pull request), and one comment per environment on the
 * pull request. Optional by design: every method catches every failure and logs it as a warning
 * that names what failed, so GitHub being down, or a token lacking a permission, never fails a
 * deploy.
 */
export class GitHubReporter {
  private readonly octokit: Octokit
  private readonly context: GitHubContext
  private readonly environment: string
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
    const timeoutMs = options.requestTimeoutMs ?? 10_000
    const logger = options.logger
    const debug = (message: string): void => {
      logger.debug(this.scrub(message))
    }
    // @actions/github reads GITHUB_API_URL when it is first imported; the URL is given
    // explicitly so that the context (and a test's stand-in) decides where requests go.
    this.octokit = getOctokit(options.token, {
      baseUrl: options.context.apiUrl,
      userAgent: options.userAgent,
      // Octokit's own notices (deprecations) are of no use to the person reading the run.
      log: { debug, info: debug, warn: debug, error: debug }
    })
    const cancel = options.signal
    this.octokit.hook.wrap('request', async (request, endpoint) => {
      // Each request, every page of a listing included, gets its own time limit.
      const timeout = AbortSignal.timeout(timeoutMs)
      const signal = cancel === undefined ? timeout : AbortSignal.any([timeout, cancel])
      const started = Date.now()
      const url = new URL(this.octokit.request.endpoint.parse(endpoint).url)
      const label = `${endpoint.method} ${url.pathname}${url.search}`
      debug(`→ GitHub ${label}`)
      try {
        // The hooks within (the token's) were bound to this very options object: it has to be
        // changed in place, a copy would not reach them.
        endpoint.request = { ...endpoint.request, signal }
        const response = await request(endpoint)
        debug(`← ${response.status} ${label} in ${Date.now() - started} ms`)
        return response
      } catch (error) {
        if (cancel?.aborted === true) {
          throw new Error(`${label} was abandoned: the run was cancelled`, { cause: error })
        }
        if (timeout.aborted) {
          throw new Error(`${label} got no answer within ${seconds(timeoutMs)}`, { cause: error })
        }
        throw error
      }
    })
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
        payload: { langsmith_deployment: info.deploymentName }
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
   * called).
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
      const environmentUrl = httpUrl(details.environmentUrl)
      await this.octokit.rest.repos.createDeploymentStatus({
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
    await this.guard(
      `marking the GitHub deployments of environment "${this.environment}" inactive`,
      async () => {
        const { data: deployments } = await this.octokit.rest.repos.listDeployments({
          ...this.repo,
          environment: this.environment,
          per_page: 100
        })
        let marked = 0
        for (const deployment of deployments) {
          const { data: statuses } = await this.octokit.rest.repos.listDeploymentStatuses({
            ...this.repo,
            deployment_id: deployment.id,
            per_page: 1
          })
          if (statuses[0]?.state === 'inactive') continue
          await this.octokit.rest.repos.createDeploymentStatus({
            ...this.repo,
            deployment_id: deployment.id,
            state: 'inactive',
            description: 'The LangSmith deployment was deleted'
          })
          marked++
        }
        this.logger.info(
          `GitHub: ${marked} deployment${marked === 1 ? '' : 's'} of environment "${this.environment}" marked inactive.`
        )
      }
    )
  }

  /**
   * On a pull request, writes the preview's state into this environment's one comment: found by
   * its hidden marker on any page of the pull request's comments and edited, or created when there
   * is none. A `deleted` state only edits an existing comment: a pull request that never had a
   * preview is not told that it was deleted.
   */
  async comment(info: CommentInfo): Promise<void> {
    const prNumber = this.context.prNumber
    if (prNumber === undefined) return
    await this.guard(`writing the preview comment on pull request #${prNumber}`, async () => {
      const body = this.scrub(
        this.redact(
          renderComment(info, {
            environment: this.environment,
            sha: this.context.sha,
            runUrl: this.context.runUrl
          })
        )
      )
      const existing = this.commentId ?? (await this.findComment(prNumber))
      if (existing !== undefined) {
        try {
          await this.octokit.rest.issues.updateComment({
            ...this.repo,
            comment_id: existing,
            body
          })
          this.commentId = existing
          this.logger.info(`Updated the preview comment on pull request #${prNumber}.`)
          return
        } catch (error) {
          // Deleted meanwhile: write a new one. Anything else is a real failure.
          if (statusOf(error) !== 404) throw error
        }
      }
      if (info.state === 'deleted') return
      const { data } = await this.octokit.rest.issues.createComment({
        ...this.repo,
        issue_number: prNumber,
        body
      })
      this.commentId = data.id
      this.logger.info(`Commented the preview on pull request #${prNumber}.`)
    })
  }

  /** The id of this environment's comment on the pull request, reading every page. */
  private async findComment(prNumber: number): Promise<number | undefined> {
    const marker = commentMarker(this.environment)
    const pages = this.octokit.paginate.iterator(this.octokit.rest.issues.listComments, {
      ...this.repo,
      issue_number: prNumber,
      per_page: 100
    })
    for await (const page of pages) {
      const found = page.data.find(comment => comment.body?.includes(marker) === true)
      if (found !== undefined) return found.id
    }
    return undefined
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

/** Default status description of a final state. */
function defaultDescription(state: FinishState): string {
  switch (state) {
    case 'success':
      return 'Deployed to LangSmith'
    case 'failure':
      return 'The LangSmith deployment failed'
    case 'error':
      return 'The deploy run stopped before it finished'
    case 'inactive':
      return 'The LangSmith deployment was deleted'
  }
}

/** `text` fitted into GitHub's limit of {@link MAX_STATUS_DESCRIPTION} characters. */
export function statusDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(line)
  return chars.length <= MAX_STATUS_DESCRIPTION
    ? line
    : `${chars.slice(0, MAX_STATUS_DESCRIPTION - 1).join('')}…`
}

/**
 * The hidden marker that finds an environment's comment again. The name is encoded so that no
 * environment name can end the HTML comment early.
 */
export function commentMarker(environment: string): string {
  return `<!-- langgraph-deploy-action:${encodeURIComponent(environment).replace(/--/g, '-%2D')} -->`
}

const HEADLINES: Readonly<Record<CommentState, string>> = {
  in_progress: '⏳ is being deployed',
  success: '✅ is live',
  failure: '❌ failed to deploy',
  deleted: '🗑️ was deleted'
}

/**
 * The pull request comment of one environment: the marker, a headline, and a table of what is
 * known. Text from the control plane is escaped so it cannot break the table or the marker.
 */
export function renderComment(
  info: CommentInfo,
  where: { readonly environment: string; readonly sha: string; readonly runUrl?: string }
): string {
  const out = [
    commentMarker(where.environment),
    `### LangGraph preview ${code(info.deploymentName)} ${HEADLINES[info.state]}`,
    ''
  ]
  const rows: [string, string][] = []
  const dashboard = httpUrl(info.dashboardUrl)
  rows.push([
    'Deployment',
    `${code(info.deploymentName)}${dashboard ? ` ([LangSmith](${dashboard}))` : ''}`
  ])
  rows.push(['Environment', code(where.environment)])
  if (info.status) rows.push(['Status', `**${escape(info.status)}**`])
  const url = httpUrl(info.url)
  if (url !== undefined && info.state !== 'deleted') rows.push(['Agent URL', url])
  if (info.revisionId) rows.push(['Revision', code(info.revisionId)])
  if (info.smoke !== undefined) {
    rows.push(['Smoke test', `${info.smoke.passed ? '✅' : '❌'} ${escape(info.smoke.verdict)}`])
  }
  const run = httpUrl(where.runUrl)
  rows.push(['Commit', `${code(where.sha.slice(0, 7))}${run ? ` · [workflow run](${run})` : ''}`])
  out.push('| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`))
  if (info.failure !== undefined && info.state !== 'deleted') {
    const failure =
      info.failure.length > MAX_COMMENT_FAILURE_CHARS
        ? `${info.failure.slice(0, MAX_COMMENT_FAILURE_CHARS)}…`
        : info.failure
    out.push('', `> ${escape(failure)}`)
  }
  return out.join('\n') + '\n'
}

/** Markdown-safe text for a table cell: no pipes, line breaks or HTML. */
function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n|\r/g, ' ')
}

/** Inline code for an identifier; backticks in it are dropped rather than break out. */
function code(text: string): string {
  return `\`${text
    .replace(/`/g, "'")
    .replace(/\|/g, '\\|')
    .replace(/\r?\n|\r/g, ' ')}\``
}

/** The URL as given when it is a valid http(s) URL, else undefined. */
function httpUrl(text: string | undefined): string | undefined {
  const trimmed = text?.trim()
  // A URL with blanks in it would break the comment's table; none that works has any.
  if (!trimmed || /\s/.test(trimmed)) return undefined
  try {
    const { protocol } = new URL(trimmed)
    return protocol === 'https:' || protocol === 'http:' ? trimmed : undefined
  } catch {
    return undefined
  }
}

/** The HTTP status of an Octokit error that carries a response. */
function statusOf(error: unknown): number | undefined {
  const response = field(error, 'response')
  const status = field(response, 'status')
  return typeof status === 'number' ? status : undefined
}

/**
 * What went wrong with a request to GitHub, in one line: the request, the HTTP status and
 * GitHub's message, or why no answer came; with advice for the statuses a token's permissions
 * explain.
 */
export function describeGitHubError(error: unknown): string {
  const request = field(error, 'request')
  const method = field(request, 'method')
  const url = field(request, 'url')
  let where = ''
  if (typeof method === 'string' && typeof url === 'string') {
    try {
      where = `${method} ${new URL(url).pathname}`
    } catch {
      where = method
    }
  }
  const message = cut(errorMessage(error))
  const status = statusOf(error)
  // Octokit gives a request that got no response status 500 but no response; the reason (a
  // refused connection, a DNS failure) is the innermost cause.
  if (status === undefined) {
    return where ? `${where} got no answer: ${cut(innermostMessage(error))}` : message
  }
  const hint =
    status === 401
      ? ' (github-token is not valid)'
      : status === 403 || status === 404
        ? ' (github-token needs the deployments: write and pull-requests: write permissions; a pull request from a fork gets a read-only token)'
        : ''
  return `${where} returned HTTP ${status}: ${message}${hint}`
}

/** The message of the deepest `cause` in a chain of errors. */
function innermostMessage(error: unknown): string {
  let message = errorMessage(error)
  let current = error
  for (let depth = 0; depth < 10; depth++) {
    current = field(current, 'cause')
    const text = field(current, 'message')
    if (typeof text !== 'string' || text === '') break
    message = text
  }
  return message
}

function cut(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > MAX_ERROR_CHARS ? `${line.slice(0, MAX_ERROR_CHARS)}…` : line
}
