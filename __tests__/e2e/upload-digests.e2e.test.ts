/**
 * End to end: source identity by archive digest. The same tree uploaded twice makes two
 * revisions with equal `source-digest`; each upload run records its archive on its GitHub
 * Deployment (the stand-in GitHub API), so `mode: rollback` goes back past both copies. Without
 * `github-token` the copies' contents are not known, and the log never says they differ.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type RunningEmulator } from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { type FakeGitHub, startFakeGitHub } from '../fixtures/github-api.js'
import { expectNoLeak, failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_digests_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const TOKEN = 'ghs_digestsTokenThatMustNeverBePrinted01'
const SHA = 'feedfacefeedfacefeedfacefeedfacefeedface'

let emulator: RunningEmulator
let github: FakeGitHub
let workspace: string

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 20 })
  github = await startFakeGitHub({ token: TOKEN })
  workspace = await mkdtemp(path.join(tmpdir(), 'digests-e2e-'))
  await writeFile(
    path.join(workspace, 'langgraph.json'),
    JSON.stringify({ dependencies: ['.'], graphs: { agent: './agent.py:graph' } })
  )
})

afterAll(async () => {
  await emulator.close()
  await github.close()
  await rm(workspace, { recursive: true, force: true })
})

/** Runs the action on the workspace's tree, with `github-token` when `token`. */
async function act(inputs: Record<string, string>, token: boolean): Promise<ActionRun> {
  const run = await runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    { source: 'upload', ...inputs, ...(token ? { 'github-token': TOKEN } : {}) },
    {
      env: {
        GITHUB_WORKSPACE: workspace,
        GITHUB_SHA: SHA,
        GITHUB_API_URL: github.url,
        GITHUB_REPOSITORY: 'acme/agent',
        GITHUB_EVENT_NAME: 'push',
        GITHUB_REF: 'refs/heads/main',
        GITHUB_RUN_ID: '7'
      }
    }
  )
  expectNoLeak(run, [TOKEN])
  expect(failure(run)).toBe('')
  return run
}

/** Deploys tree `version` of the agent; returns the run. */
async function deployTree(name: string, version: string, token: boolean): Promise<ActionRun> {
  await writeFile(path.join(workspace, 'agent.py'), `graph = ${JSON.stringify(version)}\n`)
  return act({ 'deployment-name': name }, token)
}

/** R1 (tree a), then tree b twice: R2 and R3, equal digests. Returns the three runs. */
async function threeUploads(name: string, token: boolean): Promise<ActionRun[]> {
  const runs = [
    await deployTree(name, 'a', token),
    await deployTree(name, 'b', token),
    await deployTree(name, 'b', token)
  ]
  const digests = runs.map(run => run.outputs['source-digest'])
  expect(digests[1]).toBe(digests[2])
  expect(digests[0]).not.toBe(digests[1])
  return runs
}

describe('source identity by archive digest', () => {
  it('with github-token: the rollback goes to the revision before the two copies', async () => {
    const [first, second, third] = await threeUploads('digests-known', true)
    const digest = third?.outputs['source-digest'] ?? ''
    expect(third?.stdout).toContain(
      `The archive is the same as the serving revision's (${second?.outputs['revision-id']}, sha256:${digest}): LangSmith builds it again.`
    )
    expect(second?.stdout).not.toContain('the same as the serving')
    // What the update changes: the serving archive with the digest GitHub recorded for it.
    const was = first?.outputs['source-digest'] ?? ''
    expect(second?.stdout).toMatch(
      new RegExp(
        `^  built_from: revision ${first?.outputs['revision-id']}: archive \\S+ \\(sha256:${was}\\) -> archive \\S+ \\(sha256:${digest}\\) \\[change\\]$`,
        'm'
      )
    )
    const recorded = github.deployments.map(
      d => (d.body.payload as Record<string, string>).source_tar_sha256
    )
    expect(recorded).toEqual([first?.outputs['source-digest'], digest, digest])
    const rollback = await act({ 'deployment-name': 'digests-known', mode: 'rollback' }, true)
    expect(rollback.outputs['rolled-back-to']).toBe(first?.outputs['revision-id'])
    expect(rollback.stdout).toContain('whose source differs from the serving one')
  }, 120_000)

  it('without github-token: the older copy, "another upload (contents not known)", never "differs"', async () => {
    const [, second] = await threeUploads('digests-unknown', false)
    // Without github-token the serving archive's digest is not known: its path alone.
    expect(second?.stdout).toMatch(
      /^ {2}built_from: revision \S+: archive \S+ -> archive \S+ \(sha256:[0-9a-f]{64}\) \[change\]$/m
    )
    const rollback = await act({ 'deployment-name': 'digests-unknown', mode: 'rollback' }, false)
    expect(rollback.outputs['rolled-back-to']).toBe(second?.outputs['revision-id'])
    expect(rollback.stdout).toContain('another upload (contents not known)')
    expect(rollback.stdout).not.toContain('differs')
  }, 120_000)

  it('a GitHub that fails degrades to contents not known; the rollback still succeeds', async () => {
    github.fault = 500
    try {
      const rollback = await act({ 'deployment-name': 'digests-unknown', mode: 'rollback' }, true)
      expect(rollback.exitCode).toBe(0)
      expect(rollback.stdout).toContain('another upload (contents not known)')
      expect(rollback.stdout).toContain('reading the archive digests recorded')
    } finally {
      github.fault = undefined
    }
  }, 120_000)
})
