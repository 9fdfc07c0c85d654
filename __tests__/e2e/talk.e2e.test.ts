/**
 * What a run says, through the bundled action against the emulator: the root cause of a failed
 * build as the annotation the runner reads, the last log lines of a run that timed out, followed
 * log lines while it waits and none once it is live. (The 30 s heartbeat is asserted on a fake
 * clock in __tests__/control-plane/wait.test.ts: real time would make this file slow.)
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  startEmulator,
  type RunningEmulator
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_talk_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const ESC = '\u001b'

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 60 })
})

afterAll(async () => {
  await emulator.close()
})

async function act(name: string, extra: Record<string, string> = {}): Promise<ActionRun> {
  return runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    {
      'deployment-name': name,
      'integration-id': DEFAULT_INTEGRATION_ID,
      ...extra
    }
  )
}

/** The annotations with properties (`::error title=...::message`), as the runner parses them. */
function annotations(run: ActionRun): { title: string; message: string }[] {
  const decode = (text: string): string =>
    text
      .replace(/%0A/g, '\n')
      .replace(/%0D/g, '\r')
      .replace(/%3A/g, ':')
      .replace(/%2C/g, ',')
      .replace(/%25/g, '%')
  return run.stdout
    .split('\n')
    .map(line => /^::error title=([^:]*)::(.*)$/.exec(line))
    .filter(match => match !== null)
    .map(match => ({ title: decode(match[1] ?? ''), message: decode(match[2] ?? '') }))
}

describe('a failed build', () => {
  it('is annotated with its root cause: the exception, no timestamp, no colour', async () => {
    const name = 'talk-build-failed'
    emulator.setScenario(name, {
      outcome: 'BUILD_FAILED',
      buildLogs: [
        '#1 [internal] load build definition from Dockerfile',
        '#8 [4/5] RUN python -c "import agent.graph"',
        `#8 1.204 ${ESC}[31mERROR: this earlier line is not the cause${ESC}[0m`,
        '#8 1.310 Traceback (most recent call last):',
        '#8 1.311   File "/deps/agent/graph.py", line 3, in <module>',
        '#8 1.311     import foo',
        `#8 1.312 ${ESC}[1;31mModuleNotFoundError${ESC}[0m: No module named 'foo'`,
        'ERROR: failed to solve: process "/bin/sh -c python -c \\"import agent.graph\\"" did not complete successfully: exit code: 1'
      ]
    })
    const run = await act(name)
    expect(run.exitCode).not.toBe(0)
    const revisionId = run.outputs['revision-id'] ?? ''
    expect(annotations(run)).toContainEqual({
      title: `BUILD_FAILED: revision ${revisionId}`,
      message: "ModuleNotFoundError: No module named 'foo'"
    })
    expect(run.summary).toContain('## Deploy of talk-build-failed: ❌ build failed')
    expect(run.summary).toContain(
      "Root cause, from the build log: `ModuleNotFoundError: No module named 'foo'`"
    )
    // A revision that never went live: no agent URL in the summary.
    expect(run.summary).not.toContain('Agent URL')
    expect(run.summary).toContain('```mermaid\ngantt')
  })
})

describe('a run that times out', () => {
  it('shows the last log lines in the summary and says it timed out', async () => {
    const name = 'talk-timeout'
    emulator.setScenario(name, {
      stallAt: 'BUILDING',
      buildLogs: [
        'Step 1/9: FROM python:3.12',
        'Step 2/9: pip install -r requirements.txt',
        'never'
      ]
    })
    const run = await act(name, { 'timeout-seconds': '3' })
    expect(run.exitCode).not.toBe(0)
    expect(run.summary).toContain(
      '## Deploy of talk-timeout: ⌛ timed out; last status seen: `BUILDING`'
    )
    expect(run.summary).toMatch(/### Last \d+ lines of the build log/)
    expect(run.summary).toContain('Step 2/9: pip install -r requirements.txt')
    // A timeout is no failure of the build: no root cause is claimed.
    expect(run.summary).not.toContain('Root cause')
  })
})

describe('follow-logs', () => {
  it('prints the build and deploy lines while waiting, and none after the revision is live', async () => {
    const name = 'talk-follow'
    emulator.setScenario(name, {
      stepMs: 400,
      buildLogs: ['building: step one', 'building: step two', 'building: done'],
      deployLogs: ['deploying: starting', 'deploying: ready']
    })
    const run = await act(name, { 'follow-logs': 'true' })
    expect(run.exitCode).toBe(0)
    const lines = run.stdout.split('\n')
    const live = lines.findIndex(line => / is DEPLOYED /.test(line))
    expect(live).toBeGreaterThan(0)
    const followed = lines
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => /^\[(build|deploy)\] /.test(line))
    expect(followed.map(({ line }) => line)).toEqual(
      expect.arrayContaining([expect.stringContaining('building: step two')])
    )
    expect(followed.every(({ index }) => index < live)).toBe(true)
  })
})
