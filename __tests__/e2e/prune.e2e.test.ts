/**
 * Previews that clean up, through the bundled action against the emulator: `mode: prune` deletes
 * the previews whose pull request is closed or whose newest revision is too old, `mode: plan`
 * lists them without deleting, and `max-previews` refuses one more preview before any write.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  startEmulator,
  type RunningEmulator
} from '../../emulator/index.js'
import { type FakeGitHub, startFakeGitHub } from '../fixtures/github-api.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_prune_e2e_0123456789'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const TOKEN = 'ghs_pruneTokenThatMustNeverBePrinted01'
const DAY_MS = 86_400_000

let emulator: RunningEmulator
let github: FakeGitHub
/** The emulator's clock runs this far from the real one: seeds made before 0 are old. */
let offsetMs = -40 * DAY_MS

beforeAll(async () => {
  emulator = await startEmulator({
    apiKey: KEY,
    workspaceId: WORKSPACE,
    stepMs: 20,
    now: () => Date.now() + offsetMs
  })
  github = await startFakeGitHub({ token: TOKEN })
})

afterAll(async () => {
  await emulator.close()
  await github.close()
})

beforeEach(() => {
  emulator.clearRequests()
})

/** A scheduled run (no pull request), as the example's prune job is. */
const SCHEDULED = {
  GITHUB_API_URL: '',
  GITHUB_REPOSITORY: 'acme/agent',
  GITHUB_EVENT_NAME: 'schedule',
  GITHUB_SHA: 'abcdefabcdefabcdefabcdefabcdefabcdefabcd',
  GITHUB_REF: 'refs/heads/main',
  GITHUB_RUN_ID: '77'
}

function act(inputs: Record<string, string>): ReturnType<typeof runOnEmulator> {
  const account = { url: emulator.url, key: KEY, workspace: WORKSPACE }
  const env = { ...SCHEDULED, GITHUB_API_URL: github.url }
  return runOnEmulator(account, inputs, { env, secrets: [TOKEN] })
}

const names = (): string[] =>
  emulator.state
    .deployments()
    .map(d => d.deployment.name)
    .sort()

const writes = (): string[] =>
  emulator.requests.filter(r => r.method !== 'GET').map(r => `${r.method} ${r.path}`)

const PRUNE = { 'prune-prefix': 'agent-pr-', 'prune-max-age-days': '30', 'github-token': TOKEN }

describe('previews that clean up', () => {
  beforeAll(() => {
    // 40 days ago: an old preview of an open pull request, and an old deployment of another name.
    emulator.seed([{ name: 'agent-pr-1' }, { name: 'other-agent-1' }])
    offsetMs = 0
    emulator.seed([{ name: 'agent-pr-2' }, { name: 'agent-pr-3' }, { name: 'agent-pr-x' }])
    github.pulls.set(1, 'open')
    github.pulls.set(2, 'closed')
    github.pulls.set(3, 'open')
  })

  it('plan lists what prune would delete, and why, and deletes nothing', async () => {
    const run = await act({ ...PRUNE, mode: 'plan' })
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expect(writes()).toEqual([])
    expect(names()).toEqual([
      'agent-pr-1',
      'agent-pr-2',
      'agent-pr-3',
      'agent-pr-x',
      'other-agent-1'
    ])
    expect(run.stdout).toMatch(
      /Prune would delete "agent-pr-1" \([-0-9a-f]+\): newest revision 40 days old \(more than 30 days\)/
    )
    expect(run.stdout).toMatch(
      /Prune would delete "agent-pr-2" \([-0-9a-f]+\): pull request #2 is closed/
    )
    expect(run.stdout).toMatch(
      /Prune keeps "agent-pr-3" \([-0-9a-f]+\): newest revision 0 days old; pull request #3 is open/
    )
    expect(run.stdout).toMatch(
      /Prune keeps "agent-pr-x" .*its name ends with no pull request number/
    )
    expect(run.stdout).not.toContain('other-agent-1')
    expect(run.summary).toContain('### Prune (dry run: nothing deleted)')
    expect(run.summary).toContain('Prune would delete 2 of 4 deployments')
    expect(run.summary).toMatch(
      /\| agent-pr-2 \| `[-0-9a-f]+` \| would be deleted \| pull request `#2` is closed \|/
    )
    expect(run.outputs.pruned).toBeUndefined()
  })

  it('max-previews refuses one more preview before any write, naming the cap and the fix', async () => {
    const run = await act({
      'deployment-name': 'agent-pr-9',
      'integration-id': DEFAULT_INTEGRATION_ID,
      'repo-ref': 'feature',
      'prune-prefix': 'agent-pr-',
      'max-previews': '4',
      wait: 'false'
    })
    expect(run.exitCode).not.toBe(0)
    expect(failure(run)).toContain(
      `refusing to create preview "agent-pr-9": 4 deployments named "agent-pr-…" exist already ("agent-pr-1", "agent-pr-2", "agent-pr-3", "agent-pr-x") and input 'max-previews' is 4`
    )
    expect(failure(run)).toContain('mode: prune')
    expect(writes()).toEqual([])
    expect(github.received.filter(r => r.method !== 'GET')).toEqual([])
  })

  it('prune deletes the closed and the old previews, keeps the rest, and a re-run deletes nothing', async () => {
    const run = await act({ ...PRUNE, mode: 'prune' })
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expect(names()).toEqual(['agent-pr-3', 'agent-pr-x', 'other-agent-1'])
    expect(writes().sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^DELETE \/v2\/deployments\//)])
    )
    expect(writes()).toHaveLength(2)
    expect(JSON.parse(run.outputs.pruned ?? 'null')).toEqual(['agent-pr-1', 'agent-pr-2'])
    expect(run.summary).toMatch(/\| agent-pr-1 \| `[-0-9a-f]+` \| 🗑️ deleted \|/)

    emulator.clearRequests()
    const again = await act({ ...PRUNE, mode: 'prune' })
    expect(again.exitCode).toBe(0)
    expect(writes()).toEqual([])
    expect(again.outputs.pruned).toBe('[]')
  })

  it('max-previews lets a preview be created while it is under the cap', async () => {
    const run = await act({
      'deployment-name': 'agent-pr-9',
      'integration-id': DEFAULT_INTEGRATION_ID,
      'repo-ref': 'feature',
      'prune-prefix': 'agent-pr-',
      'max-previews': '3',
      wait: 'false'
    })
    expect(failure(run)).toBe('')
    expect(names()).toContain('agent-pr-9')
  })

  it('refuses prune without a prefix, or with no way to tell a preview is done, before any request', async () => {
    const run = await act({ mode: 'prune', 'github-token': '' })
    expect(failure(run)).toContain(`Input 'prune-prefix' is required with mode 'prune'`)
    expect(failure(run)).toContain(`Input 'github-token' or 'prune-max-age-days' is required`)
    expect(emulator.requests).toEqual([])
  })
})
