/**
 * End to end: an update's `secrets` list replaces the deployment's secrets. The bundled action
 * (dist/index.js) names what it removes, adds and sends again before the write, and with
 * `secrets-keep-existing` refuses a list that would remove one, before anything is sent.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type RunningEmulator } from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_secrets_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const NEW_VALUE = 'new-secret-value-e2e-0001'

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 30 })
})

afterAll(async () => {
  await emulator.close()
})

beforeEach(() => {
  emulator.clearRequests()
})

/** Seeds `name` holding OPENAI_API_KEY and SHORT, then deploys it with NEW_SECRET only. */
function replaceSecrets(name: string, extra: Record<string, string> = {}): Promise<ActionRun> {
  emulator.seed([
    {
      name,
      secrets: [
        { name: 'OPENAI_API_KEY', value: 'sk-old-value-0001' },
        { name: 'SHORT', value: 'old-short-0002' }
      ]
    }
  ])
  return runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    {
      'deployment-name': name,

      secrets: `NEW_SECRET=${NEW_VALUE}`,
      ...extra
    },
    { secrets: [NEW_VALUE, 'sk-old-value-0001', 'old-short-0002'] }
  )
}

function patches(): number {
  return emulator.requests.filter(r => r.method === 'PATCH').length
}

describe('secrets replaced on update', () => {
  it('names the secrets removed and added in the log and the summary before the write', async () => {
    const run = await replaceSecrets('e2e-secrets-replace', {})
    expect(failure(run)).toBe('')
    const warning = run.stdout
      .split('\n')
      .find(line => line.startsWith('::warning') && line.includes('replace'))
    expect(warning).toContain(
      `Deployment "e2e-secrets-replace": the secrets listed replace the deployment's secrets: removed OPENAI_API_KEY, SHORT; added NEW_SECRET; changed none`
    )
    // Logged before the PATCH was sent: the write's own log lines come after it.
    const lines = run.stdout.split('\n')
    expect(lines.findIndex(line => line.includes('removed OPENAI_API_KEY'))).toBeLessThan(
      lines.findIndex(line => /Updated deployment/.test(line))
    )
    expect(run.summary).toContain(
      '| Secrets | replaced: removed `OPENAI_API_KEY`, `SHORT`; added `NEW_SECRET`; changed none |'
    )
    const held = emulator.state.deployment('e2e-secrets-replace')?.deployment.secrets
    expect(held).toEqual([{ name: 'NEW_SECRET' }])
  })

  it('with secrets-keep-existing, refuses before any write, naming the names', async () => {
    const run = await replaceSecrets('e2e-secrets-keep', { 'secrets-keep-existing': 'true' })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(
      /input 'secrets-keep-existing' is true, but 'secrets' leaves out OPENAI_API_KEY, SHORT, which deployment "e2e-secrets-keep" holds/
    )
    expect(patches()).toBe(0)
    const held = emulator.state.deployment('e2e-secrets-keep')?.deployment.secrets
    expect(held).toEqual([{ name: 'OPENAI_API_KEY' }, { name: 'SHORT' }])
  })

  it('mode plan lists the removals and says the deploy would fail with secrets-keep-existing', async () => {
    const run = await replaceSecrets('e2e-secrets-plan', {
      mode: 'plan',
      'secrets-keep-existing': 'true'
    })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(
      /deploy would fail: input 'secrets-keep-existing' is true, but 'secrets' leaves out OPENAI_API_KEY, SHORT/
    )
    expect(run.summary).toMatch(/`secrets\.SHORT`.*remove/)
    expect(emulator.requests.filter(r => r.method !== 'GET')).toEqual([])
  })
})
