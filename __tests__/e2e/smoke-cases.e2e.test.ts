/**
 * End to end: `smoke-cases` through the bundled action (dist/index.js), spawned as GitHub's
 * runner spawns it, against the emulator: a deploy gated by a file of cases.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import {
  DEFAULT_INTEGRATION_ID,
  startEmulator,
  type RunningEmulator
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_cases_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'

let emulator: RunningEmulator
let checkout: string

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 30 })
  checkout = await mkdtemp(path.join(tmpdir(), 'smoke-cases-e2e-'))
})

afterAll(async () => {
  await emulator.close()
  await rm(checkout, { recursive: true, force: true })
})

beforeEach(() => {
  emulator.clearRequests()
})

/** Deploys `name` with the cases file `cases.yml` holding `yaml`. */
async function deployWithCases(
  name: string,
  yaml: string,
  extra: Record<string, string> = {}
): Promise<ActionRun> {
  await writeFile(path.join(checkout, 'cases.yml'), yaml)
  return runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    {
      'integration-id': DEFAULT_INTEGRATION_ID,
      'deployment-name': name,
      'smoke-cases': 'cases.yml',
      ...extra
    },
    { env: { GITHUB_WORKSPACE: checkout } }
  )
}

/** The `smoke-results` output as [name, passed] pairs. */
function results(run: ActionRun): [string, boolean][] {
  const list = JSON.parse(run.outputs['smoke-results'] ?? '[]') as {
    name: string
    passed: boolean
    run_id: string | null
    events: number
    duration_ms: number
    reason: string
  }[]
  for (const one of list) {
    expect(typeof one.events).toBe('number')
    expect(typeof one.duration_ms).toBe('number')
    expect(typeof one.reason).toBe('string')
    expect(one.run_id).toMatch(/^[0-9a-f-]{36}$/)
  }
  return list.map(one => [one.name, one.passed])
}

const GREETS = [
  '- name: greets',
  '  input: {messages: [{role: user, content: ping}]}',
  '  expect: ping',
  '- name: default input',
  '  input: {}',
  '  stream-mode: [updates, custom]'
].join('\n')

describe('smoke-cases', () => {
  it('fails the deploy naming the one failing case of three; smoke-results has all three', async () => {
    const run = await deployWithCases(
      'e2e-cases-fail',
      `${GREETS}\n- name: graph raises\n  input: {}\n  assistant-id: failing\n`
    )
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(
      /smoke test of .* failed: 1 of 3 cases failed: "graph raises" \(the run sent an error event/
    )
    expect(failure(run)).not.toMatch(/"greets"|"default input"/)
    expect(results(run)).toEqual([
      ['greets', true],
      ['default input', true],
      ['graph raises', false]
    ])
    expect(run.outputs.status).toBe('DEPLOYED')
    expect(run.summary).toContain('### Smoke cases')
    expect(run.summary).toMatch(/\| graph raises \| ❌ \| `[0-9a-f-]{36}` \| \d+ \|/)
    const streams = emulator.requests.filter(r => r.path.endsWith('/runs/stream'))
    expect(streams).toHaveLength(3)
  })

  it('with rollback-on-failure, a failing case rolls back; the summary names the case once', async () => {
    const [seed] = emulator.seed([{ name: 'e2e-cases-rollback' }])
    const served = seed?.revisions[0]?.id ?? ''
    const run = await deployWithCases(
      'e2e-cases-rollback',
      `${GREETS}\n- name: graph raises\n  input: {}\n  assistant-id: failing\n`,
      { 'rollback-on-failure': 'true', 'repo-ref': 'broken' }
    )
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain('"graph raises"')
    expect(run.outputs['rolled-back-to']).toBe(served)
    const id = seed?.deployment.id ?? ''
    const now = emulator.state.deployment(id)?.deployment.active_revision_id
    const live = emulator.state.revisions(id).find(r => r.id === now)
    expect(live?.source_revision_config.repo_ref).toBe('main')
    expect(live?.status).toBe('DEPLOYED')
    // What serves at the end: a new revision, a redeploy of the one that served before.
    expect(run.summary).toMatch(
      new RegExp(
        `^## Deploy of .*: ↩️ rolled back: revision \`${now ?? ''}\` \\(a redeploy of \`${served}\`, commit [0-9a-f]{12} \\(main\\)[^\\n]*\\) serves\n`,
        'm'
      )
    )
    // The failing case is named once, in the smoke cases' table, not again in the headline.
    expect(run.summary).toMatch(/\| graph raises \| ❌ \|/)
    expect(run.summary.match(/graph raises/g)).toHaveLength(1)
  })

  it('passes when every case passes', async () => {
    const run = await deployWithCases('e2e-cases-pass', `${GREETS}\n- name: third\n  input: {}\n`)
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expect(results(run)).toEqual([
      ['greets', true],
      ['default input', true],
      ['third', true]
    ])
    expect(run.summary).toContain('✅ 3 of 3 passed')
  })

  it('refuses a bad file before the deploy starts', async () => {
    const run = await deployWithCases(
      'e2e-cases-bad',
      '- name: a\n  input: {}\n  timeout-seconds: -1\n'
    )
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(
      /Input 'smoke-cases' \("cases\.yml"\): case "a" \(#1\), field 'timeout-seconds': must be a positive number of seconds/
    )
    expect(emulator.requests).toHaveLength(0)
    expect(emulator.state.deployment('e2e-cases-bad')).toBeUndefined()
  })
})
