/**
 * LangSmith's 2026 deployment model through the bundle (dist/index.js), against the emulator in
 * both pricing eras: the type asked for and reported, the previous default once when today's is
 * refused, a change of type refused before any write, a Serverless deployment that wakes slowly,
 * and what `mode: plan` says of the type.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  type RunningEmulator,
  startEmulator
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_types_0123456789'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
/** The wake a Serverless deployment plays after it scaled to zero. */
const WAKE_MS = 2500

let usage: RunningEmulator
let previous: RunningEmulator

beforeAll(async () => {
  const common = { apiKey: KEY, workspaceId: WORKSPACE, stepMs: 30 }
  usage = await startEmulator({ ...common, wakeMs: WAKE_MS })
  previous = await startEmulator({ ...common, pricing: 'previous' })
})

afterAll(async () => {
  await Promise.all([usage.close(), previous.close()])
})

beforeEach(() => {
  usage.clearRequests()
  previous.clearRequests()
})

/** Runs the bundle against `emulator` with the inputs every run here shares, plus `extra`. */
function act(emulator: RunningEmulator, extra: Record<string, string>): Promise<ActionRun> {
  const account = { url: emulator.url, key: KEY, workspace: WORKSPACE }
  return runOnEmulator(account, {
    'integration-id': DEFAULT_INTEGRATION_ID,
    'smoke-test': 'false',
    ...extra
  })
}

/** The deployment types the creates of the run sent, in order. */
function typesSent(emulator: RunningEmulator): string[] {
  return emulator.requests
    .filter(r => r.method === 'POST' && r.path === '/v2/deployments')
    .map(r => JSON.parse(r.body ?? '{}') as { source_config: { deployment_type: string } })
    .map(body => body.source_config.deployment_type)
}

/** Every write of the run: creates, updates, new revisions, uploads. */
function writes(emulator: RunningEmulator): string[] {
  return emulator.requests
    .filter(r => r.method !== 'GET' && r.listener === 'api' && r.path.startsWith('/v2/'))
    .map(r => `${r.method} ${r.path}`)
}

describe('usage-based pricing (the emulator by default)', () => {
  it.each([
    ['serverless', 'serverless'],
    ['dedicated', 'dedicated']
  ])('creates with deployment-type %s and reports it', async (type, reported) => {
    const name = `types-usage-${type}`
    const run = await act(usage, { 'deployment-name': name, 'deployment-type': type })
    expect(failure(run)).toBe('')
    expect(typesSent(usage)).toEqual([type])
    expect(usage.state.deployment(name)?.deployment.source_config.deployment_type).toBe(reported)
    expect(run.outputs['deployment-type']).toBe(reported)
    expect(run.summary).toContain(`| Type | \`${reported}\` |`)
  })

  it('creates with none given: asks for serverless, as langgraph deploy does', async () => {
    const run = await act(usage, { 'deployment-name': 'types-usage-none' })
    expect(failure(run)).toBe('')
    expect(typesSent(usage)).toEqual(['serverless'])
    expect(run.outputs['deployment-type']).toBe('serverless')
    expect(run.stdout).not.toContain('refused deployment type')
  })

  it('refuses a change of type before any write, and takes dev for serverless', async () => {
    const name = 'types-usage-change'
    expect(failure(await act(usage, { 'deployment-name': name }))).toBe('')
    usage.clearRequests()
    const run = await act(usage, { 'deployment-name': name, 'deployment-type': 'dedicated' })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain(
      `input 'deployment-type' is dedicated, but source_config.deployment_type of deployment "${name}" is serverless`
    )
    expect(writes(usage)).toEqual([])
    // The previous pricing's name for the same type is no change: the update goes ahead.
    const same = await act(usage, { 'deployment-name': name, 'deployment-type': 'dev' })
    expect(failure(same)).toBe('')
    expect(same.outputs['deployment-type']).toBe('serverless')
    expect(usage.state.deployment(name)?.revisions).toHaveLength(2)
  })

  it('smoke-tests a Serverless deployment that wakes slowly, saying the wait and its bound', async () => {
    const name = 'types-usage-wake'
    const run = await act(usage, { 'deployment-name': name, 'smoke-test': 'true' })
    expect(failure(run)).toBe('')
    expect(run.stdout).toMatch(
      /Waiting up to 1m 00s \(half of 'smoke-timeout-seconds', at most 1m 00s\) for the agent server to answer GET \/ok; deployment type serverless scales to zero when idle and wakes on its next request, which takes longer while it starts\./
    )
    const answered = /The agent server answers GET \/ok \(after ([\d.]+) s, awake\)\./.exec(
      run.stdout
    )
    expect(Number(answered?.[1])).toBeGreaterThanOrEqual(WAKE_MS / 1000 - 0.1)
    expect(run.stdout).toContain('Smoke test passed')
    expect(run.outputs['deployment-type']).toBe('serverless')
  })
})

describe('previous pricing', () => {
  it('creates with none given: serverless refused, then dev once, said', async () => {
    const run = await act(previous, { 'deployment-name': 'types-previous-none' })
    expect(failure(run)).toBe('')
    expect(typesSent(previous)).toEqual(['serverless', 'dev'])
    expect(run.outputs['deployment-type']).toBe('dev')
    const warning = run.stdout.split('\n').find(line => line.includes('refused deployment type'))
    expect(warning).toMatch(
      /^::warning::The control plane refused deployment type serverless, the default of the usage-based pricing \(.*422.*\): it knows only the previous pricing's types\. Creating deployment "types-previous-none" once more with the previous default, dev; set 'deployment-type' to choose the type\.$/
    )
  })

  it('never replaces a type the user chose: serverless refused, nothing created', async () => {
    const name = 'types-previous-chosen'
    const run = await act(previous, { 'deployment-name': name, 'deployment-type': 'serverless' })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(/HTTP 422: .*deployment_type/)
    expect(typesSent(previous)).toEqual(['serverless'])
    expect(previous.state.deployment(name)).toBeUndefined()
  })

  it('creates with prod, and refuses a change to dedicated before any write', async () => {
    const name = 'types-previous-prod'
    const created = await act(previous, { 'deployment-name': name, 'deployment-type': 'prod' })
    expect(created.outputs['deployment-type']).toBe('prod')
    previous.clearRequests()
    const serverless = await act(previous, { 'deployment-name': name, 'deployment-type': 'dev' })
    expect(failure(serverless)).toContain("input 'deployment-type' is dev, but")
    expect(writes(previous)).toEqual([])
    // Dedicated is prod's name on today's pricing: no change.
    const same = await act(previous, { 'deployment-name': name, 'deployment-type': 'dedicated' })
    expect(failure(same)).toBe('')
  })
})

describe('mode: plan', () => {
  it('says the type a create asks for, and the fallback', async () => {
    const run = await act(previous, { 'deployment-name': 'types-plan-new', mode: 'plan' })
    expect(failure(run)).toBe('')
    expect(run.stdout).toContain(
      "ok: deployment type: serverless (no 'deployment-type': the default of langgraph deploy); a service that knows only the previous pricing's types refuses it, and deploy then creates with dev, said in the log"
    )
    expect(run.stdout).toMatch(/source_config\.deployment_type: .*serverless/)
    expect(writes(previous)).toEqual([])
  })

  it("says an existing deployment's type as reported, fixed at creation", async () => {
    const name = 'types-plan-existing'
    expect(failure(await act(usage, { 'deployment-name': name }))).toBe('')
    const run = await act(usage, { 'deployment-name': name, mode: 'plan' })
    expect(failure(run)).toBe('')
    expect(run.stdout).toContain(
      'ok: deployment type: serverless (usage-based pricing), fixed at creation'
    )
    expect(run.outputs['deployment-type']).toBe('serverless')
  })

  it('fails a plan that would change the type, naming it', async () => {
    const name = 'types-plan-change'
    expect(failure(await act(usage, { 'deployment-name': name }))).toBe('')
    const run = await act(usage, {
      'deployment-name': name,
      mode: 'plan',
      'deployment-type': 'dedicated'
    })
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toMatch(
      /source_config\.deployment_type: serverless -> dedicated \[cannot change\]/
    )
  })
})
