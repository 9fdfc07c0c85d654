/**
 * End to end, issue 34 items 2 and 7: no input is silently ignored, through dist/index.js against
 * the emulator with action.yml's defaults passed as the runner passes them. The smoke step's
 * inputs without the smoke step are refused before any request; an INPUT_ variable of no input
 * is warned of with the closest input (refused, when that input guards the release), and a
 * refusal naming that input gives the hint; a reserved secret name is refused as reserved, by
 * line and name, never its value.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  startEmulator,
  type RunningEmulator
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_ignored_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const SECRET_VALUE = 'postgres://user:pw-e2e-ignored-123456@db.example.com/app'

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 20 })
})

afterAll(async () => {
  await emulator.close()
})

beforeEach(() => {
  emulator.clearRequests()
})

function deploy(inputs: Record<string, string>): Promise<ActionRun> {
  return runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    { 'integration-id': DEFAULT_INTEGRATION_ID, ...inputs },
    { secrets: [SECRET_VALUE] }
  )
}

/** The `::warning::` lines of a run, decoded. */
function warnings(run: ActionRun): string[] {
  return run.stdout
    .split('\n')
    .filter(line => line.startsWith('::warning'))
    .map(line => line.slice(line.indexOf('::', 2) + 2).replace(/%0A/g, '\n'))
}

describe('the smoke step inputs without the smoke step', () => {
  it('are refused before any request, named, with the fix', async () => {
    const run = await deploy({
      'deployment-name': 'e2e-ignored-smoke',
      'smoke-input': '{"messages":[{"role":"user","content":"ping"}]}',
      'smoke-expect': 'pong'
    })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toBe(
      "Inputs 'smoke-input', 'smoke-expect' apply only to the smoke test, which is off in mode 'deploy': set 'smoke-test: true' to run it (or give 'smoke-cases'), or drop them."
    )
    expect(emulator.requests).toEqual([])
  })

  it('are refused in plan too, which checks what deploy would', async () => {
    const run = await deploy({
      mode: 'plan',
      'deployment-name': 'e2e-ignored-plan',
      'smoke-timeout-seconds': '30'
    })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(/^Input 'smoke-timeout-seconds' applies only to the smoke test/)
    expect(emulator.requests).toEqual([])
  })

  it('at their defaults (as the runner passes them) deploy, and with smoke-test they run', async () => {
    const quiet = await deploy({ 'deployment-name': 'e2e-ignored-defaults' })
    expect(quiet.exitCode).toBe(0)
    expect(quiet.stdout).not.toMatch(/smoke test/i)
    expect(warnings(quiet).filter(line => /input/i.test(line))).toEqual([])
    // The second step: the same inputs with the smoke test on are taken, and the test runs.
    const smoked = await deploy({
      'deployment-name': 'e2e-ignored-defaults',
      'smoke-test': 'true',
      'smoke-input': '{"messages":[{"role":"user","content":"ping"}]}'
    })
    expect(smoked.exitCode).toBe(0)
    expect(smoked.stdout).toMatch(/POST .*\/runs\/stream/)
  })
})

describe('an INPUT_ variable of no input', () => {
  it('is warned of with the closest input, and the run goes on', async () => {
    const run = await deploy({ 'deployment-name': 'e2e-ignored-typo', 'follow-lgos': 'true' })
    expect(run.exitCode).toBe(0)
    expect(warnings(run)).toContain(
      "Unexpected input 'follow-lgos': did you mean 'follow-logs'? It is ignored."
    )
    expect(run.outputs['revision-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("that meant a gate's input fails the step before any request: ignored, the gate would go", async () => {
    const run = await deploy({ 'deployment-name': 'e2e-ignored-gate', 'smoke-tset': 'true' })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(
      /^Unexpected input 'smoke-tset': did you mean 'smoke-test'\? .* guards the release/
    )
    expect(warnings(run).filter(line => line.includes('smoke-tset'))).toEqual([])
    expect(emulator.requests).toEqual([])
  })

  it("deployment_name: the warning and the required-input refusal both say 'deployment-name'", async () => {
    const run = await deploy({ deployment_name: 'e2e-ignored-underscore' })
    expect(run.exitCode).toBe(1)
    expect(warnings(run)).toContain(
      "Unexpected input 'deployment_name': did you mean 'deployment-name'? It is ignored."
    )
    expect(failure(run)).toMatch(
      /^Input 'deployment-name' or 'deployment-id' is required: .* \(the workflow gives 'deployment_name': did you mean 'deployment-name'\?\)$/
    )
    expect(emulator.requests).toEqual([])
  })
})

describe('a reserved secret name', () => {
  it('is refused as reserved by the platform, naming the line and the name, not the value', async () => {
    const run = await deploy({
      'deployment-name': 'e2e-ignored-reserved',
      secrets: `OPENAI_API_KEY=sk-e2e-ignored-123456\nPOSTGRES_URI=${SECRET_VALUE}`
    })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toBe(
      "Input 'secrets' at line 2: POSTGRES_URI is reserved by the platform (LangSmith sets it itself), so the service refuses a secret of that name; rename it or drop it."
    )
    expect(failure(run)).not.toContain('per line')
    expect(emulator.requests).toEqual([])
  })
})
