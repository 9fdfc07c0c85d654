/**
 * The GitHub integration through the bundled action: a pull-request preview deployed against
 * the emulator, reported to a local stand-in of the GitHub API (under /api/v3, as GitHub
 * Enterprise Server serves it; the repository is on github.com, the only host LangSmith builds from).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  startEmulator,
  type RunningEmulator
} from '../../emulator/index.js'
import { runAction } from '../../emulator/runner.js'
import { type FakeGitHub, startFakeGitHub } from '../fixtures/github-api.js'
import { unusedPort } from '../fixtures/ports.js'
import { expectNoLeak, failure } from './helpers.js'

const KEY = 'lsv2_sk_github_e2e_0123456789'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const TOKEN = 'ghs_e2eTokenThatMustNeverBePrinted0001'
const HEAD_SHA = 'feedfacefeedfacefeedfacefeedfacefeedface'

let emulator: RunningEmulator
let github: FakeGitHub
let dir: string
let eventPath: string

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 20 })
  github = await startFakeGitHub({ token: TOKEN, prefix: '/api/v3' })
  dir = await mkdtemp(path.join(tmpdir(), 'github-e2e-'))
  eventPath = path.join(dir, 'event.json')
  await writeFile(
    eventPath,
    JSON.stringify({
      action: 'synchronize',
      number: 7,
      pull_request: { number: 7, head: { sha: HEAD_SHA, ref: 'feature/x' } }
    })
  )
})

afterAll(async () => {
  await emulator.close()
  await github.close()
  await rm(dir, { recursive: true, force: true })
})

function preview(
  extra: Record<string, string> = {},
  hooks: Pick<Parameters<typeof runAction>[0], 'onSpawn' | 'onStdout'> = {},
  env: Record<string, string> = {}
): ReturnType<typeof runAction> {
  return runAction({
    ...hooks,
    inputs: {
      'api-key': KEY,
      'workspace-id': WORKSPACE,
      'api-url': emulator.url,
      'deployment-name': 'agent-pr-7',
      'integration-id': DEFAULT_INTEGRATION_ID,
      'poll-interval-seconds': '0.1',
      'github-token': TOKEN,
      ...extra
    },
    env: {
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'acme/agent',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_SHA: 'abcdefabcdefabcdefabcdefabcdefabcdefabcd',
      GITHUB_REF: 'refs/pull/7/merge',
      GITHUB_REF_NAME: '7/merge',
      GITHUB_HEAD_REF: 'feature/x',
      GITHUB_RUN_ID: '42',
      ...env
    }
  })
}

describe('GitHub integration', () => {
  it('records a GitHub Deployment with the agent URL and keeps ONE comment on the pull request', async () => {
    const first = await preview()
    expectNoLeak(first, [KEY, TOKEN])
    expect(failure(first)).toBe('')
    expect(github.deployments).toHaveLength(1)
    const deployment = github.deployments[0]
    expect(deployment?.ref).toBe(HEAD_SHA)
    expect(deployment?.environment).toBe('agent-pr-7')
    expect(deployment?.statuses.map(s => s.state)).toEqual(['in_progress', 'success'])
    expect(deployment?.statuses.at(-1)?.environment_url).toBe(first.outputs['deployment-url'])
    const comments = github.comments.get(7) ?? []
    expect(comments).toHaveLength(1)
    expect(comments[0]?.body).toContain('agent-pr-7')
    expect(comments[0]?.body).toContain(first.outputs['deployment-url'])
    expect(github.received.every(r => r.url.startsWith('/api/v3/'))).toBe(true)

    const second = await preview({ 'smoke-test': 'true' })
    expect(failure(second)).toBe('')
    expect(github.comments.get(7)).toHaveLength(1)
    expect(github.comments.get(7)?.[0]?.body).toContain(second.outputs['revision-id'])
  })

  it('a GitHub that fails is a warning, never the reason the deploy fails', async () => {
    github.fault = 500
    try {
      const run = await preview()
      expectNoLeak(run, [KEY, TOKEN])
      expect(run.exitCode).toBe(0)
      expect(run.outputs.status).toBe('DEPLOYED')
      expect(run.stdout).toMatch(/^::warning::GitHub integration: .*HTTP 500/m)
      // The compare failed: said as such, never as a verdict on the commit.
      expect(run.stdout).toMatch(
        /^::warning::Could not tell whether commit [0-9a-f]{40}, which LangSmith built, is newer than this workflow's commit feedface\w+: comparing them on GitHub failed: .*HTTP 500/m
      )
      expect(run.stdout).not.toContain('nor newer')
    } finally {
      github.fault = undefined
    }
  })

  it.each([
    ['answers 500', 'HTTP 500'],
    ['cannot be reached', 'got no answer']
  ])(
    'with require-commit-match, a GitHub that %s fails the step saying it could not tell, and which revision and commit serve',
    async (_what, answered) => {
      const closed: Record<string, string> =
        answered === 'HTTP 500' ? {} : { GITHUB_API_URL: `http://127.0.0.1:${await unusedPort()}` }
      github.fault = answered === 'HTTP 500' ? 500 : undefined
      try {
        const run = await preview({ 'require-commit-match': 'true' }, {}, closed)
        expectNoLeak(run, [KEY, TOKEN])
        expect(run.exitCode).toBe(1)
        expect(run.outputs.status).toBe('DEPLOYED')
        const built = run.outputs['commit-sha'] ?? '(none)'
        const message = failure(run)
        expect(message).toContain(
          `Could not tell whether commit ${built}, which LangSmith built, is newer than this workflow's commit ${HEAD_SHA}: comparing them on GitHub failed: `
        )
        expect(message).toContain(answered)
        expect(message).toContain(
          `require-commit-match is true (the deploy went through: revision ${run.outputs['revision-id'] ?? '(none)'} is live and serves commit ${built})`
        )
        expect(message).not.toContain('nor newer')
        expect(run.summary).toContain('is live, but the commit check failed')
        expect(run.summary).toContain(`The revision serves ${built}; the commit check failed`)
      } finally {
        github.fault = undefined
      }
    }
  )

  it('with require-commit-match, a commit GitHub finds older fails as such; one it finds newer passes', async () => {
    // GitHub does not know the built commit yet (404): could not tell.
    const first = await preview({ 'require-commit-match': 'true' })
    const built = first.outputs['commit-sha'] ?? ''
    expect(first.exitCode).toBe(1)
    expect(failure(first)).toMatch(/^Could not tell whether commit .*HTTP 404/)
    const key = `${HEAD_SHA}...${built}`
    github.comparisons.set(key, 'behind')
    try {
      const older = await preview({ 'require-commit-match': 'true' })
      expect(failure(older)).toMatch(
        new RegExp(
          `^LangSmith built commit ${built}, which is neither this workflow's commit ${HEAD_SHA} nor newer than it; require-commit-match is true \\(the deploy went through: revision \\S+ is live and serves commit ${built}\\)$`
        )
      )
      github.comparisons.set(key, 'ahead')
      const newer = await preview({ 'require-commit-match': 'true' })
      expect(failure(newer)).toBe('')
      expect(newer.stdout).toContain(
        `Commit ${built} is newer than this workflow's commit ${HEAD_SHA}.`
      )
    } finally {
      github.comparisons.delete(key)
    }
  })

  it('after a delete, the preview is marked inactive and the comment says so', async () => {
    const run = await preview({ mode: 'delete' })
    expect(failure(run)).toBe('')
    const states = github.deployments.map(d => d.statuses.at(-1)?.state)
    expect(states.every(state => state === 'inactive')).toBe(true)
    expect(github.comments.get(7)).toHaveLength(1)
    expect(github.comments.get(7)?.[0]?.body).toMatch(/deleted/i)
    // No link to the deleted deployment's page or agent URL, in the comment or the summary.
    expect(github.comments.get(7)?.[0]?.body).not.toMatch(/\/deployments\/|\/agents\//)
    expect(run.summary).not.toMatch(/\/deployments\/|\/agents\//)
  })

  it('a cancelled run says so, and its GitHub deployment is inactive, not failed', async () => {
    const name = 'agent-pr-7-cancel'
    emulator.setScenario(name, { stallAt: 'BUILDING' })
    let pid = 0
    let killed = false
    const before = github.deployments.length
    const run = await preview(
      { 'deployment-name': name, environment: 'agent-pr-7-cancel' },
      {
        onSpawn: p => {
          pid = p
        },
        onStdout: chunk => {
          if (!killed && chunk.includes('BUILDING')) {
            killed = true
            process.kill(pid, 'SIGTERM')
          }
        }
      }
    )
    expectNoLeak(run, [KEY, TOKEN])
    expect(killed).toBe(true)
    expect(run.exitCode).not.toBe(0)
    expect(run.summary).toContain(
      `## Deploy of ${name}: ⏹️ cancelled (the deployment itself goes on)`
    )
    expect(run.summary).not.toContain('❌')
    // Cancelled while BUILDING: nothing is said to be built.
    expect(run.summary).not.toContain('Commit built')
    expect(github.deployments).toHaveLength(before + 1)
    const states = github.deployments.at(-1)?.statuses.map(s => s.state)
    expect(states).toEqual(['in_progress', 'inactive'])
    // The pull request's comment learns of the cancel too: it no longer says "being deployed".
    const comment = github.comments.get(7)?.find(c => c.body.includes(name))
    expect(comment?.body).toMatch(/cancelled/)
    expect(comment?.body).not.toMatch(/being deployed/i)
    // on-cancel: leave (the default): the revision is left to LangSmith, untouched.
    expect(await revisionStatus(run)).toBe('BUILDING')
    expect(run.stdout).not.toContain('/interrupt')
  })

  it('with on-cancel: interrupt, a cancelled run interrupts its revision and says so everywhere', async () => {
    const name = 'agent-pr-7-interrupt'
    emulator.setScenario(name, { stallAt: 'BUILDING' })
    let pid = 0
    let killed = false
    const run = await preview(
      { 'deployment-name': name, environment: name, 'on-cancel': 'interrupt' },
      {
        onSpawn: p => {
          pid = p
        },
        onStdout: chunk => {
          if (!killed && chunk.includes('BUILDING')) {
            killed = true
            process.kill(pid, 'SIGTERM')
          }
        }
      }
    )
    expectNoLeak(run, [KEY, TOKEN])
    expect(killed).toBe(true)
    expect(run.exitCode).not.toBe(0)
    const revisionId = run.outputs['revision-id'] ?? ''
    expect(await revisionStatus(run)).toBe('INTERRUPTED')
    expect(failure(run)).toContain(
      `revision ${revisionId} was interrupted (on-cancel: interrupt): it ends INTERRUPTED`
    )
    expect(run.summary).toContain(
      `## Deploy of ${name}: ⏹️ cancelled; revision \`${revisionId}\` interrupted (on-cancel: interrupt)`
    )
    // The status it ends with, not the BUILDING last polled beside an "interrupted" message.
    expect(run.summary).toMatch(/\| Status \| \*\*INTERRUPTED\*\* \(the service took the interrupt/)
    expect(run.summary).not.toContain('| Status | **BUILDING** |')
    expect(run.summary).not.toContain('Commit built')
    const comment = github.comments.get(7)?.find(c => c.body.includes(name))
    expect(comment?.body).toContain('| Status | **INTERRUPTED** |')
    const last = github.deployments.at(-1)?.statuses.at(-1)
    expect(last?.state).toBe('inactive')
    expect(last?.description).toContain('was interrupted')
  })

  it('mode rollback makes a GitHub Deployment and its statuses, as a deploy does', async () => {
    const name = 'agent-pr-7-rollback'
    const where = { 'deployment-name': name, environment: name }
    for (const ref of ['release-1', 'release-2']) {
      expect(failure(await preview({ ...where, 'repo-ref': ref }))).toBe('')
    }
    const before = github.deployments.length
    const run = await preview({ ...where, mode: 'rollback' })
    expectNoLeak(run, [KEY, TOKEN])
    expect(failure(run)).toBe('')
    expect(run.outputs['rolled-back-to']).toBeDefined()
    expect(github.deployments).toHaveLength(before + 1)
    const made = github.deployments.at(-1)
    expect(made?.environment).toBe(name)
    expect(made?.ref).toBe(HEAD_SHA)
    expect(made?.statuses.map(s => s.state)).toEqual(['in_progress', 'success'])
    expect(made?.statuses[0]?.description).toContain(
      `Rolling back "${name}" to revision ${run.outputs['rolled-back-to'] ?? ''}`
    )
    expect(made?.statuses.at(-1)?.environment_url).toBe(run.outputs['deployment-url'])
    expect(made?.statuses.at(-1)?.description).toContain(run.outputs['revision-id'])
  })
})

/** The revision's status as the emulator answers it now. */
async function revisionStatus(run: { outputs: Record<string, string> }): Promise<string> {
  const path = `/v2/deployments/${run.outputs['deployment-id'] ?? ''}/revisions/${run.outputs['revision-id'] ?? ''}`
  const response = await fetch(`${emulator.url}${path}`, {
    headers: { 'x-api-key': KEY, 'x-tenant-id': WORKSPACE }
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { status: string }).status
}
