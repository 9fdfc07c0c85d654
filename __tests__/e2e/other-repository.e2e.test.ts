/**
 * End to end (issue 44, case 5): an update of a github deployment builds the deployment's
 * repository at the workflow's ref, so a workflow of another repository (GitHub Enterprise, a
 * fork) is refused before any write, naming both and `source: upload`; `mode: plan` says deploy
 * would fail; a `repo-url` equal to the deployment's is the user's choice; a run that does not know
 * its repository (no GITHUB_REPOSITORY) compares nothing and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { type RunningEmulator, startEmulator } from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_other_repo_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const GITHUB_COM = 'https://github.com/acme/agent'
const GHES = { GITHUB_SERVER_URL: 'https://ghe.corp.test', GITHUB_REPOSITORY: 'acme/agent' }

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 20 })
})

afterAll(async () => {
  await emulator.close()
})

/** A github deployment `name` built from github.com's acme/agent; returns its revision count. */
function seedGitHubCom(name: string): number {
  emulator.seed([{ name, sourceConfig: { repo_url: GITHUB_COM } }])
  return emulator.state.deployment(name)?.revisions.length ?? 0
}

function act(inputs: Record<string, string>, env: Record<string, string>): Promise<ActionRun> {
  const account = { url: emulator.url, key: KEY, workspace: WORKSPACE }
  return runOnEmulator(account, { 'repo-ref': 'feature-x', ...inputs }, { env })
}

/** The requests that write (anything but a read). */
const writes = () => emulator.requests.filter(r => r.method !== 'GET' && r.listener === 'api')

describe("a github update from another repository than the deployment's", () => {
  it('a workflow on GitHub Enterprise is refused before any write, naming both and source upload', async () => {
    const revisions = seedGitHubCom('ghes-update')
    emulator.clearRequests()
    const run = await act({ 'deployment-name': 'ghes-update' }, GHES)
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain(
      `deployment "ghes-update" builds ${GITHUB_COM} (source_config.repo_url), but this workflow runs in https://ghe.corp.test/acme/agent (GITHUB_SERVER_URL and GITHUB_REPOSITORY): an update would build ${GITHUB_COM} at this workflow's ref feature-x`
    )
    expect(failure(run)).toContain(
      "Nothing was sent: deploy the checked-out tree with 'source: upload'"
    )
    expect(writes()).toEqual([])
    expect(emulator.state.deployment('ghes-update')?.revisions).toHaveLength(revisions)
    expect(run.outputs['commit-sha']).toBeUndefined()
  })

  it('mode plan says deploy would fail, for the same reason', async () => {
    seedGitHubCom('ghes-plan')
    emulator.clearRequests()
    const run = await act({ 'deployment-name': 'ghes-plan', mode: 'plan' }, GHES)
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(
      /^deploy would fail: deployment "ghes-plan" builds https:\/\/github.com\/acme\/agent/
    )
    expect(writes()).toEqual([])
  })

  it("goes ahead with repo-url given equal to the deployment's: building it is the user's choice", async () => {
    const revisions = seedGitHubCom('ghes-deliberate')
    const run = await act({ 'deployment-name': 'ghes-deliberate', 'repo-url': GITHUB_COM }, GHES)
    expect(failure(run)).toBe('')
    expect(emulator.state.deployment('ghes-deliberate')?.revisions).toHaveLength(revisions + 1)
  })

  it('without GITHUB_REPOSITORY (a local run) compares nothing, and the plan says so', async () => {
    const local = { GITHUB_SERVER_URL: '', GITHUB_REPOSITORY: '' }
    seedGitHubCom('local-update')
    const plan = await act({ 'deployment-name': 'local-update', mode: 'plan' }, local)
    expect(failure(plan)).toBe('')
    expect(plan.stdout).toContain(
      `this workflow's repository is unknown (GITHUB_REPOSITORY is unset): not compared with the one deployment "local-update" builds (${GITHUB_COM})`
    )
    const run = await act({ 'deployment-name': 'local-update' }, local)
    expect(failure(run)).toBe('')
  })
})
