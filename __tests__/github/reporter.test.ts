import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  type GitHubContext,
  GitHubContextError,
  githubContextFromEnv
} from '../../src/github/context.js'
import { GitHubReporter } from '../../src/github/reporter.js'
import { commentMarker, statusDescription } from '../../src/github/wording.js'
import { renderComment } from '../../src/report/comment.js'
import { type GitHubRun, postComment, reportToGitHub } from '../../src/run/github.js'
import { type FakeGitHub, startFakeGitHub } from '../fixtures/github-api.js'
import { markdownProblems } from '../fixtures/rendered-markdown.js'
import { type RecordingLogger, recordingLogger } from '../fixtures/logger.js'

const TOKEN = 'ghs_s3cr3tT0kenValue'
const HEAD_SHA = '0123456789abcdef0123456789abcdef01234567'
const RUN_URL = 'https://github.com/acme/agents/actions/runs/42'

function pushContext(apiUrl: string): GitHubContext {
  return {
    apiUrl,
    serverUrl: 'https://github.com',
    repository: { owner: 'acme', repo: 'agents' },
    eventName: 'push',
    sha: HEAD_SHA,
    ref: 'refs/heads/main',
    runId: '42',
    runUrl: RUN_URL
  }
}

function prContext(apiUrl: string, prNumber = 7): GitHubContext {
  return {
    ...pushContext(apiUrl),
    eventName: 'pull_request',
    ref: `refs/pull/${prNumber}/merge`,
    prNumber,
    headRef: 'feature'
  }
}

/** A run's GitHub integration around `reporter`, redacting with `redact`. */
function asRun(reporter: GitHubReporter, redact = (text: string): string => text): GitHubRun {
  return { reporter, redact }
}

function statusBodies(github: FakeGitHub): Record<string, unknown>[] {
  return github.received
    .filter(r => r.method === 'POST' && r.url.endsWith('/statuses'))
    .map(r => JSON.parse(r.body) as Record<string, unknown>)
}

describe('githubContextFromEnv', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'github-context-'))
  })
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  const runner = {
    GITHUB_REPOSITORY: 'acme/agents',
    GITHUB_SHA: 'f'.repeat(40),
    GITHUB_REF: 'refs/heads/main',
    GITHUB_RUN_ID: '42',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://api.github.com'
  }

  it('reads a push: GITHUB_SHA, no pull request, the run URL', () => {
    expect(githubContextFromEnv({ ...runner, GITHUB_EVENT_NAME: 'push' })).toEqual({
      apiUrl: 'https://api.github.com',
      serverUrl: 'https://github.com',
      repository: { owner: 'acme', repo: 'agents' },
      eventName: 'push',
      sha: 'f'.repeat(40),
      ref: 'refs/heads/main',
      runId: '42',
      runUrl: 'https://github.com/acme/agents/actions/runs/42'
    })
  })

  it('deploys the head of a pull request, not the merge commit, and links the attempt', () => {
    const path = join(dir, 'pr.json')
    writeFileSync(
      path,
      JSON.stringify({ pull_request: { number: 12, head: { sha: HEAD_SHA, ref: 'feature' } } })
    )
    const context = githubContextFromEnv({
      ...runner,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REF: 'refs/pull/12/merge',
      GITHUB_EVENT_PATH: path,
      GITHUB_RUN_ATTEMPT: '2',
      GITHUB_API_URL: 'https://ghe.example.com/api/v3/',
      GITHUB_SERVER_URL: 'https://ghe.example.com'
    })
    expect(context).toMatchObject({
      apiUrl: 'https://ghe.example.com/api/v3',
      sha: HEAD_SHA,
      prNumber: 12,
      headRef: 'feature',
      runUrl: 'https://ghe.example.com/acme/agents/actions/runs/42/attempts/2'
    })
  })

  it('defaults the API and server URLs to github.com', () => {
    const context = githubContextFromEnv({
      GITHUB_REPOSITORY: 'acme/agents',
      GITHUB_SHA: HEAD_SHA,
      GITHUB_EVENT_NAME: 'workflow_dispatch'
    })
    expect(context.apiUrl).toBe('https://api.github.com')
    expect(context.serverUrl).toBe('https://github.com')
    expect(context.runUrl).toBeUndefined()
  })

  it.each([
    [{ ...runner, GITHUB_REPOSITORY: '' }, /GITHUB_REPOSITORY must be "owner\/repo", got ""/],
    [{ ...runner, GITHUB_REPOSITORY: 'a/b/c' }, /GITHUB_REPOSITORY/],
    [{ ...runner, GITHUB_SHA: undefined }, /GITHUB_SHA is not set/],
    [{ ...runner, GITHUB_EVENT_NAME: 'pull_request' }, /GITHUB_EVENT_PATH is not set/],
    [
      { ...runner, GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_EVENT_PATH: '/nonexistent' },
      /could not read the event payload at GITHUB_EVENT_PATH \(\/nonexistent\)/
    ]
  ])('names what is missing (%#)', (env, message) => {
    expect(() => githubContextFromEnv(env)).toThrow(GitHubContextError)
    expect(() => githubContextFromEnv(env)).toThrow(message)
  })

  it('rejects a pull request payload without the head commit', () => {
    const path = join(dir, 'bad.json')
    writeFileSync(path, JSON.stringify({ pull_request: { number: 3 } }))
    expect(() =>
      githubContextFromEnv({
        ...runner,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: path
      })
    ).toThrow(/no pull_request.number and pull_request.head.sha/)
  })

  it('fromEnv turns a missing context into one warning and no reporter', () => {
    const logger = recordingLogger()
    const reporter = GitHubReporter.fromEnv(
      { token: TOKEN, environment: 'my-agent', logger },
      { GITHUB_SHA: HEAD_SHA }
    )
    expect(reporter).toBeUndefined()
    expect(logger.warnings()).toEqual([
      expect.stringMatching(/^GitHub integration is off for this run: GITHUB_REPOSITORY/)
    ])
  })
})

describe('GitHubReporter against a stand-in of the GitHub API', () => {
  let github: FakeGitHub
  let logger: RecordingLogger

  beforeEach(async () => {
    github = await startFakeGitHub({ token: TOKEN })
    logger = recordingLogger()
  })
  afterEach(async () => {
    await github.close()
  })

  function reporter(context: GitHubContext, environment = 'my-agent'): GitHubReporter {
    return new GitHubReporter({ token: TOKEN, context, environment, logger })
  }

  it('creates a deployment of the commit and moves it through in_progress to success', async () => {
    const gh = reporter(pushContext(github.url))
    await gh.start({ deploymentName: 'my-agent' })
    await gh.finish({ state: 'success', environmentUrl: 'https://my-agent.example.com' })

    expect(github.received.map(r => `${r.method} ${r.url}`)).toEqual([
      'POST /repos/acme/agents/deployments',
      `POST /repos/acme/agents/deployments/${github.deployments[0]?.id}/statuses`,
      `POST /repos/acme/agents/deployments/${github.deployments[0]?.id}/statuses`
    ])
    for (const request of github.received) {
      expect(request.headers.authorization).toBe(`token ${TOKEN}`)
    }
    expect(github.deployments).toHaveLength(1)
    expect(github.deployments[0]?.body).toEqual({
      ref: HEAD_SHA,
      environment: 'my-agent',
      description: 'LangSmith deployment "my-agent"',
      auto_merge: false,
      required_contexts: [],
      transient_environment: false,
      payload: { langsmith_deployment: 'my-agent' }
    })
    expect(statusBodies(github)).toEqual([
      {
        state: 'in_progress',
        description: 'Deploying "my-agent" to LangSmith',
        log_url: RUN_URL,
        auto_inactive: false
      },
      {
        state: 'success',
        description: 'Deployed to LangSmith',
        log_url: RUN_URL,
        environment_url: 'https://my-agent.example.com',
        auto_inactive: true
      }
    ])
    expect(logger.warnings()).toEqual([])
  })

  it('makes a pull request preview transient and not production, and reports a failure', async () => {
    const gh = reporter(prContext(github.url), 'my-agent-pr-7')
    await gh.start({ deploymentName: 'my-agent-pr-7' })
    await gh.finish({ state: 'failure', description: 'revision abc ended BUILD_FAILED' })

    expect(github.deployments[0]?.body).toMatchObject({
      ref: HEAD_SHA,
      environment: 'my-agent-pr-7',
      transient_environment: true,
      production_environment: false
    })
    expect(github.deployments[0]?.statuses.map(s => s.state)).toEqual(['in_progress', 'failure'])
    const failure = statusBodies(github)[1]
    expect(failure).toEqual({
      state: 'failure',
      description: 'revision abc ended BUILD_FAILED',
      log_url: RUN_URL,
      auto_inactive: false
    })
  })

  it('cuts descriptions to the 140 characters GitHub allows', async () => {
    const gh = reporter(pushContext(github.url))
    await gh.start({ deploymentName: 'my-agent', description: 'x'.repeat(500) })
    const description = statusBodies(github)[0]?.description as string
    expect(Array.from(description)).toHaveLength(140)
    expect(description.endsWith('…')).toBe(true)
    expect(statusDescription('a\n b   c')).toBe('a b c')
  })

  it("redacts what it sends to GitHub with the run's redactor", async () => {
    const redact = (text: string): string => text.replaceAll('hunter2', '***')
    const gh = new GitHubReporter({
      token: TOKEN,
      context: prContext(github.url),
      environment: 'my-agent',
      logger,
      redact
    })
    await gh.start({ deploymentName: 'my-agent' })
    await gh.finish({ state: 'failure', description: 'the server said hunter2' })
    await postComment(asRun(gh, redact), {
      state: 'failure',
      deploymentName: 'my-agent',
      failure: `secret hunter2 and token ${TOKEN}`
    })
    expect(statusBodies(github)[1]?.description).toBe('the server said ***')
    const body = github.comments.get(7)?.[0]?.body ?? ''
    // Redacted before rendering (escaping would hide a secret from the redactor), so the `***`
    // of the run's redaction is escaped, the reporter's own one is not: both read `***`.
    expect(body).toContain('> secret \\*\\*\\* and token ***')
    expect(github.received.map(r => r.body).join('\n')).not.toMatch(/hunter2|ghs_/)
  })

  it('finish without a deployment sends nothing', async () => {
    await reporter(pushContext(github.url)).finish({ state: 'success' })
    expect(github.received).toEqual([])
  })

  it('uses a GHES-style base URL with a path prefix', async () => {
    const ghes = await startFakeGitHub({ token: TOKEN, prefix: '/api/v3' })
    try {
      expect(ghes.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v3$/)
      const gh = reporter(prContext(ghes.url))
      await gh.start({ deploymentName: 'my-agent' })
      await gh.finish({ state: 'success', environmentUrl: 'https://a.example.com' })
      await postComment(asRun(gh), { state: 'success', deploymentName: 'my-agent' })
      expect(ghes.received.length).toBe(5)
      expect(ghes.received.every(r => r.url.startsWith('/api/v3/repos/acme/agents/'))).toBe(true)
      expect(ghes.deployments[0]?.statuses.map(s => s.state)).toEqual(['in_progress', 'success'])
      expect(ghes.comments.get(7)).toHaveLength(1)
      expect(logger.warnings()).toEqual([])
    } finally {
      await ghes.close()
    }
  })

  it('fromEnv sends everything to GITHUB_API_URL, for the pull request of the event payload', async () => {
    const ghes = await startFakeGitHub({ token: TOKEN, prefix: '/api/v3' })
    const dir = mkdtempSync(join(tmpdir(), 'github-event-'))
    try {
      const eventPath = join(dir, 'event.json')
      writeFileSync(
        eventPath,
        JSON.stringify({ pull_request: { number: 31, head: { sha: HEAD_SHA, ref: 'feature' } } })
      )
      const gh = GitHubReporter.fromEnv(
        { token: TOKEN, environment: 'my-agent-pr-31', logger },
        {
          GITHUB_REPOSITORY: 'acme/agents',
          GITHUB_SHA: 'f'.repeat(40),
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: eventPath,
          GITHUB_API_URL: `${ghes.url}/`,
          GITHUB_SERVER_URL: 'https://ghe.example.com',
          GITHUB_RUN_ID: '9'
        }
      )
      await gh?.start({ deploymentName: 'my-agent-pr-31' })
      await postComment(asRun(gh as GitHubReporter), {
        state: 'in_progress',
        deploymentName: 'my-agent-pr-31'
      })
      expect(ghes.deployments.map(d => d.ref)).toEqual([HEAD_SHA])
      expect(ghes.deployments[0]?.statuses[0]?.log_url).toBe(
        'https://ghe.example.com/acme/agents/actions/runs/9'
      )
      expect(ghes.comments.get(31)).toHaveLength(1)
      expect(github.received).toEqual([])
      expect(logger.warnings()).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
      await ghes.close()
    }
  })

  describe('the pull request comment', () => {
    it('is created once, then edited by the next run instead of a second one', async () => {
      await postComment(asRun(reporter(prContext(github.url))), {
        state: 'in_progress',
        deploymentName: 'my-agent-pr-7'
      })
      expect(github.comments.get(7)).toHaveLength(1)

      const secondRun = reporter(prContext(github.url))
      await postComment(asRun(secondRun), {
        state: 'success',
        deploymentName: 'my-agent-pr-7',
        status: 'DEPLOYED',
        url: 'https://pr-7.example.com',
        revisionId: 'rev-2',
        dashboardUrl: 'https://smith.langchain.com/o/t/host/deployments/d',
        smoke: { passed: true, verdict: 'passed: 5 events in 1.2 s' }
      })
      const comments = github.comments.get(7) ?? []
      expect(comments).toHaveLength(1)
      const body = comments[0]?.body ?? ''
      expect(body.startsWith(commentMarker('my-agent'))).toBe(true)
      expect(body).toContain('✅ is live')
      expect(body).toContain('| Status | **DEPLOYED** |')
      expect(body).toContain('| Agent URL | `https://pr-7.example.com` |')
      expect(body).toContain('| Smoke test | ✅ passed: 5 events in 1.2 s |')
      expect(body).toContain('[LangSmith](https://smith.langchain.com/o/t/host/deployments/d)')
      expect(body).toContain(`\`${HEAD_SHA.slice(0, 7)}\` · [workflow run](${RUN_URL})`)
      expect(github.received.filter(r => r.method === 'PATCH')).toHaveLength(1)

      // The same run comments again without searching the comments a second time.
      const listsBefore = github.received.filter(r => r.method === 'GET').length
      await postComment(asRun(secondRun), { state: 'failure', deploymentName: 'my-agent-pr-7' })
      expect(github.received.filter(r => r.method === 'GET').length).toBe(listsBefore)
      expect(github.comments.get(7)).toHaveLength(1)
    })

    it('finds its comment on the second page of comments', async () => {
      for (let i = 0; i < 130; i++) github.seedComment(7, `comment ${i}`)
      const ours = github.seedComment(7, `${commentMarker('my-agent')}\nold`)
      github.seedComment(7, 'a later comment')

      await postComment(asRun(reporter(prContext(github.url))), {
        state: 'success',
        deploymentName: 'my-agent'
      })
      expect(github.comments.get(7)).toHaveLength(132)
      expect(ours.body).toContain('✅ is live')
      const lists = github.received.filter(r => r.method === 'GET').map(r => r.url)
      expect(lists).toEqual([
        '/repos/acme/agents/issues/7/comments?per_page=100',
        '/repos/acme/agents/issues/7/comments?per_page=100&page=2'
      ])
    })

    it('keeps one comment per environment, so a matrix of previews does not overwrite itself', async () => {
      await postComment(asRun(reporter(prContext(github.url), 'agent-a')), {
        state: 'success',
        deploymentName: 'a'
      })
      await postComment(asRun(reporter(prContext(github.url), 'agent-b')), {
        state: 'success',
        deploymentName: 'b'
      })
      await postComment(asRun(reporter(prContext(github.url), 'agent-a')), {
        state: 'failure',
        deploymentName: 'a'
      })
      const bodies = (github.comments.get(7) ?? []).map(c => c.body)
      expect(bodies).toHaveLength(2)
      expect(bodies[0]).toContain(commentMarker('agent-a'))
      expect(bodies[0]).toContain('❌ failed to deploy')
      expect(bodies[1]).toContain(commentMarker('agent-b'))
    })

    it('writes a new comment when the old one was deleted meanwhile', async () => {
      const gh = reporter(prContext(github.url))
      await postComment(asRun(gh), { state: 'in_progress', deploymentName: 'my-agent' })
      github.comments.set(7, [])
      await postComment(asRun(gh), { state: 'success', deploymentName: 'my-agent' })
      expect(github.comments.get(7)).toHaveLength(1)
      expect(github.comments.get(7)?.[0]?.body).toContain('✅ is live')
      expect(logger.warnings()).toEqual([])
    })

    it('is not written outside pull requests', async () => {
      await postComment(asRun(reporter(pushContext(github.url))), {
        state: 'success',
        deploymentName: 'my-agent'
      })
      expect(github.received).toEqual([])
    })

    it('on delete, edits an existing comment but never starts one', async () => {
      await postComment(asRun(reporter(prContext(github.url))), {
        state: 'deleted',
        deploymentName: 'my-agent'
      })
      expect(github.comments.get(7) ?? []).toEqual([])

      github.seedComment(7, `${commentMarker('my-agent')}\nlive`)
      await postComment(asRun(reporter(prContext(github.url))), {
        state: 'deleted',
        deploymentName: 'my-agent',
        url: 'https://gone.example.com'
      })
      const body = github.comments.get(7)?.[0]?.body ?? ''
      expect(body).toContain('🗑️ was deleted')
      expect(body).not.toContain('gone.example.com')
    })
  })

  it('deactivate marks the environment deployments inactive, skipping those already inactive', async () => {
    const live = github.seedDeployment('my-agent-pr-7', ['in_progress', 'success'])
    const failed = github.seedDeployment('my-agent-pr-7', ['in_progress', 'failure'])
    const done = github.seedDeployment('my-agent-pr-7', ['success', 'inactive'])
    const other = github.seedDeployment('another-env', ['success'])

    await reporter(prContext(github.url), 'my-agent-pr-7').deactivate()

    expect(live.statuses.at(-1)?.state).toBe('inactive')
    expect(failed.statuses.at(-1)?.state).toBe('inactive')
    expect(done.statuses.map(s => s.state)).toEqual(['success', 'inactive'])
    expect(other.statuses.map(s => s.state)).toEqual(['success'])
    expect(github.received[0]?.url).toBe(
      '/repos/acme/agents/deployments?environment=my-agent-pr-7&per_page=100'
    )
    expect(logger.entries).toContainEqual({
      level: 'info',
      message: 'GitHub: 2 deployments of environment "my-agent-pr-7" marked inactive.'
    })
  })

  describe('when GitHub fails', () => {
    it('turns HTTP 500 into warnings that never carry the token', async () => {
      github.fault = 500
      const gh = reporter(prContext(github.url))
      await expect(gh.start({ deploymentName: 'my-agent' })).resolves.toBeUndefined()
      await expect(gh.finish({ state: 'success' })).resolves.toBeUndefined()
      await expect(
        postComment(asRun(gh), { state: 'success', deploymentName: 'my-agent' })
      ).resolves.toBeUndefined()
      await expect(gh.deactivate()).resolves.toBeUndefined()

      const warnings = logger.warnings()
      expect(warnings).toEqual([
        expect.stringMatching(
          /^GitHub integration: creating a GitHub deployment in environment "my-agent" failed: POST \/repos\/acme\/agents\/deployments returned HTTP 500: Server Error/
        ),
        expect.stringMatching(
          /^GitHub integration: writing the preview comment on pull request #7 failed: GET \/repos\/acme\/agents\/issues\/7\/comments returned HTTP 500/
        ),
        expect.stringMatching(
          /^GitHub integration: marking the GitHub deployments of environment "my-agent" inactive failed: GET \/repos\/acme\/agents\/deployments returned HTTP 500/
        )
      ])
      for (const warning of warnings) {
        expect(warning).toMatch(/The deploy itself is not affected\.$/)
      }
      // The stand-in echoed the Authorization header; the warnings must not.
      expect(warnings[0]).toContain('seen authorization: token ***')
      const everything = logger.entries.map(l => l.message).join('\n')
      expect(everything).not.toContain(TOKEN)
      // Only the create was tried: no status is set on a deployment that does not exist.
      expect(github.received.filter(r => r.url.includes('/statuses'))).toEqual([])
    })

    it('explains a 403 by the permissions of the token', async () => {
      github.fault = 403
      await reporter(pushContext(github.url)).start({ deploymentName: 'my-agent' })
      expect(logger.warnings()[0]).toMatch(
        /returned HTTP 403: .*\(github-token needs the deployments: write and pull-requests: write permissions/
      )
    })

    it('warns about a token GitHub does not accept', async () => {
      const gh = new GitHubReporter({
        token: 'wrong-token',
        context: pushContext(github.url),
        environment: 'my-agent',
        logger
      })
      await gh.start({ deploymentName: 'my-agent' })
      expect(logger.warnings()).toEqual([
        expect.stringContaining('returned HTTP 401: Bad credentials (github-token is not valid)')
      ])
    })

    it('keeps going when the status update fails after the deployment was created', async () => {
      const gh = reporter(pushContext(github.url))
      await gh.start({ deploymentName: 'my-agent' })
      github.fault = 502
      await gh.finish({ state: 'success', environmentUrl: 'https://a.example.com' })
      expect(logger.warnings()).toEqual([
        expect.stringMatching(
          new RegExp(
            `^GitHub integration: setting GitHub deployment ${github.deployments[0]?.id} to success failed: POST /repos/acme/agents/deployments/\\d+/statuses returned HTTP 502`
          )
        )
      ])
    })

    it('warns when GitHub cannot be reached', async () => {
      // A port that was open a moment ago and is closed now refuses connections.
      const closed = await startFakeGitHub({ token: TOKEN })
      const url = closed.url
      await closed.close()
      const gh = reporter(prContext(url))
      await gh.start({ deploymentName: 'my-agent' })
      await postComment(asRun(gh), { state: 'failure', deploymentName: 'my-agent' })
      await gh.deactivate()
      const warnings = logger.warnings()
      expect(warnings).toHaveLength(3)
      expect(warnings[0]).toMatch(
        /^GitHub integration: creating a GitHub deployment in environment "my-agent" failed: POST \/repos\/acme\/agents\/deployments got no answer: .*ECONNREFUSED/
      )
      expect(warnings.join('\n')).not.toContain(TOKEN)
    })

    it('stops at once when the run is cancelled', async () => {
      github.fault = 'hang'
      const cancel = new AbortController()
      const gh = new GitHubReporter({
        token: TOKEN,
        context: prContext(github.url),
        environment: 'my-agent',
        logger,
        signal: cancel.signal
      })
      const started = Date.now()
      const pending = postComment(asRun(gh), { state: 'in_progress', deploymentName: 'my-agent' })
      setTimeout(() => {
        cancel.abort()
      }, 50)
      await expect(pending).resolves.toBeUndefined()
      expect(Date.now() - started).toBeLessThan(5000)
      expect(logger.warnings()).toEqual([
        expect.stringMatching(
          /^GitHub integration: writing the preview comment on pull request #7 failed: GET \/repos\/acme\/agents\/issues\/7\/comments\?per_page=100 was abandoned: the run was cancelled\./
        )
      ])
    })

    it('a cancelled deploy: its deployment is set inactive, never failure, after the cancel', async () => {
      const cancel = new AbortController()
      const gh = new GitHubReporter({
        token: TOKEN,
        context: pushContext(github.url),
        environment: 'my-agent',
        logger,
        signal: cancel.signal
      })
      await gh.start({ deploymentName: 'my-agent' })
      cancel.abort(new Error('cancelled (SIGTERM)'))
      await reportToGitHub(asRun(gh), 'deploy', {
        action: 'Deploy',
        target: 'deployment "my-agent"',
        deploymentName: 'my-agent',
        status: 'BUILDING',
        agentUrl: 'https://my-agent.example.com',
        timeline: [],
        cancelled: true,
        failure: 'Cancelled (revision r, last status BUILDING); the deployment itself goes on.'
      })
      const states = statusBodies(github).map(body => body.state)
      expect(states).toEqual(['in_progress', 'inactive'])
      const last = statusBodies(github).at(-1)
      expect(last?.description).toMatch(/^Cancelled/)
      // The agent URL of a revision that never went live is not offered.
      expect(last?.environment_url).toBeUndefined()
      expect(last?.auto_inactive).toBe(false)
    })

    it('gives up on a GitHub that does not answer, within the request timeout', async () => {
      github.fault = 'hang'
      const gh = new GitHubReporter({
        token: TOKEN,
        context: pushContext(github.url),
        environment: 'my-agent',
        logger,
        requestTimeoutMs: 150
      })
      const started = Date.now()
      await gh.start({ deploymentName: 'my-agent' })
      expect(Date.now() - started).toBeLessThan(5000)
      expect(logger.warnings()).toEqual([
        expect.stringContaining('POST /repos/acme/agents/deployments got no answer within 150 ms')
      ])
    })
  })
})

describe('renderComment', () => {
  it('escapes text that could break the table or forge a marker', () => {
    const body = renderComment(
      {
        state: 'failure',
        deploymentName: 'my|agent',
        status: 'BUILD_FAILED',
        url: 'javascript:alert(1)',
        failure: `line one\n${commentMarker('other')} <b>bold</b> | pipe`
      },
      { environment: 'env', sha: HEAD_SHA }
    )
    // The reporter puts the one marker in front; the rendered text has none of its own.
    expect(body.match(/<!--/g)).toBeNull()
    expect(body).toContain('&lt;b&gt;bold&lt;/b&gt; \\| pipe')
    expect(body).toContain('<code>my&#124;agent</code>')
    expect(body).toContain('| Agent URL | (not shown: not an https URL) |')
    expect(body).not.toContain('javascript:')
    expect(body).not.toContain('workflow run')
    const rules = { canary: 'bold', allowedHref: () => false }
    expect(markdownProblems(body, { ...rules, keepInOneCell: ['my|agent'] })).toEqual([])
  })

  it('encodes environment names so that none can close the marker early', () => {
    expect(commentMarker('my-agent')).toBe('<!-- langgraph-deploy-action:my-agent -->')
    const marker = commentMarker('a-->b--c')
    expect(marker.slice(4, -3)).not.toContain('--')
    expect(marker.slice(4, -3)).not.toContain('>')
  })
})

describe('GitHubReporter.compareCommits', () => {
  const BASE = 'a'.repeat(40)
  const HEAD = 'b'.repeat(40)

  it.each<[string, 'ahead' | 'behind' | undefined, object]>([
    ['newer: GitHub says ahead', 'ahead', { status: 'ahead' }],
    ['older: GitHub says behind', 'behind', { status: 'behind' }],
    [
      'GitHub cannot compare (404): what it answered, for the commit check to say',
      undefined,
      { failed: expect.stringMatching(/HTTP 404/) }
    ]
  ])('%s', async (_name, standing, answer) => {
    const github = await startFakeGitHub({ token: TOKEN })
    try {
      if (standing !== undefined) github.comparisons.set(`${BASE}...${HEAD}`, standing)
      const logger = recordingLogger()
      const reporter = new GitHubReporter({
        token: TOKEN,
        context: pushContext(github.url),
        environment: 'my-agent',
        logger
      })
      expect(await reporter.compareCommits(BASE, HEAD)).toEqual(answer)
      expect(github.received.map(r => `${r.method} ${r.url}`)).toEqual([
        `GET /repos/acme/agents/compare/${BASE}...${HEAD}?per_page=1`
      ])
      // The commit check says it, once: a warning here would say the deploy is not affected.
      expect(logger.warnings()).toEqual([])
    } finally {
      await github.close()
    }
  })
})
