/**
 * End to end (issue 32): what an update carries over. The service replaces `resource_spec` whole
 * with each revision, so the bundled action lays `resource-spec` over the current spec, read just
 * before the write (the plan shows the merged spec); it keeps the previous revision's secrets when
 * none are sent, and says so; it refuses a `secrets` input with no entry, which cannot clear them;
 * and a secret value the service returns on GET never reaches the log, summary or outputs.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type RunningEmulator } from '../../emulator/index.js'
import type { Rewrite } from '../../emulator/faults/fault-types.js'
import type { ActionRun } from '../../emulator/runner.js'
import { expectNoLeak, failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_carry_over_0123456789'
const WORKSPACE = '5d1c7e2a-9b34-4f60-8a71-2c3d4e5f6a7b'
const IMAGE = 'docker.io/acme/agent:2.0.0'
/** A full current spec, with a field the action does not know and nested labels. */
const CURRENT_SPEC = {
  min_scale: 2,
  max_scale: 4,
  cpu: 2,
  memory_mb: 4096,
  labels: { team: 'agents', cost: 'a1' },
  future_field: 'kept'
}
/** A value set in the LangSmith UI: the action never had it, and reads it back on GET. */
const UI_VALUE = 'sk-set-in-the-ui-7f3a9c'

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 20 })
})

afterAll(async () => {
  await emulator.close()
})

beforeEach(() => {
  emulator.clearRequests()
  emulator.faults.clear()
})

function act(inputs: Record<string, string>, secrets: readonly string[] = []): Promise<ActionRun> {
  return runOnEmulator({ url: emulator.url, key: KEY, workspace: WORKSPACE }, inputs, { secrets })
}

function seedImage(name: string): void {
  emulator.seed([
    { name, source: 'external_docker', sourceConfig: { resource_spec: { ...CURRENT_SPEC } } }
  ])
}

const PARTIAL = '{"max_scale": 3, "labels": {"tier": "gold"}}'
const MERGED = { ...CURRENT_SPEC, max_scale: 3, labels: { tier: 'gold' } }

describe('resource-spec over the current spec', () => {
  it('a partial spec keeps every field it does not name; a nested object it names is replaced', async () => {
    seedImage('e2e-spec-merge')
    const run = await act({
      'deployment-name': 'e2e-spec-merge',
      'image-uri': IMAGE,
      'resource-spec': PARTIAL
    })
    expect(failure(run)).toBe('')
    const held = emulator.state.deployment('e2e-spec-merge')?.deployment
    expect(held?.source_config.resource_spec).toEqual(MERGED)
    expect(run.stdout).toContain(
      "resource_spec: max_scale, labels from 'resource-spec' over the current spec (read just now), which keeps min_scale, cpu, memory_mb, future_field"
    )
    // The spec was read just before the write: a GET of the deployment right before the POST.
    const paths = emulator.requests.map(r => `${r.method} ${r.path}`)
    const post = paths.findIndex(p => p.startsWith('POST') && p.endsWith('/revisions'))
    expect(paths[post - 1]).toMatch(/^GET \/v2\/deployments\/[0-9a-f-]+$/)
  })

  it('mode plan shows the merged spec, and sends nothing', async () => {
    seedImage('e2e-spec-plan')
    const run = await act({
      'deployment-name': 'e2e-spec-plan',
      'image-uri': IMAGE,
      'resource-spec': PARTIAL,
      mode: 'plan'
    })
    expect(failure(run)).toBe('')
    const row = run.summary.split('\n').find(line => line.includes('source_config.resource_spec'))
    // Current, then what deploy would send: the merged spec (keys sorted).
    expect(row).toContain(
      '| `{"cpu":2,"future_field":"kept","labels":{"tier":"gold"},"max_scale":3,"memory_mb":4096,"min_scale":2}` | ✏️ change |'
    )
    expect(emulator.requests.filter(r => r.method !== 'GET')).toEqual([])
  })

  it('fails before any write when the service shows no current spec', async () => {
    seedImage('e2e-spec-unknown')
    const hide: Rewrite = answer => {
      const body = answer.body as { source_config?: Record<string, unknown> }
      const { resource_spec: _hidden, ...config } = body.source_config ?? {}
      return { ...answer, body: { ...body, source_config: config } }
    }
    emulator.faults.add({
      method: 'GET',
      path: /\/v2\/deployments\/[0-9a-f-]+$/,
      fault: { kind: 'rewrite', rewrite: hide }
    })
    const run = await act({
      'deployment-name': 'e2e-spec-unknown',
      'image-uri': IMAGE,
      'resource-spec': PARTIAL
    })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(
      /the current source_config\.resource_spec of deployment "e2e-spec-unknown" shows none as read, so what the others are cannot be told; nothing was sent/
    )
    expect(emulator.requests.filter(r => r.method !== 'GET')).toEqual([])
  })
})

describe('secrets on an update', () => {
  it('none sent: kept by the service, and the log and summary say so', async () => {
    emulator.seed([
      { name: 'e2e-secrets-kept', secrets: [{ name: 'OPENAI_API_KEY', value: UI_VALUE }] }
    ])
    const run = await act({ 'deployment-name': 'e2e-secrets-kept' }, [UI_VALUE])
    expect(failure(run)).toBe('')
    expect(run.stdout).toContain(
      `Deployment "e2e-secrets-kept": secrets: unchanged (none sent; the service keeps the previous revision's).`
    )
    expect(run.summary).toContain(
      "| Secrets | unchanged (none sent; the service keeps the previous revision's) |"
    )
    const sent = emulator.requests.filter(r => r.method === 'POST' || r.method === 'PATCH')
    expect(sent.length).toBeGreaterThan(0)
    for (const request of sent) expect(request.body).not.toHaveProperty('secrets')
    expect(emulator.state.deployment('e2e-secrets-kept')?.secrets).toEqual([
      { name: 'OPENAI_API_KEY', value: UI_VALUE }
    ])
  })

  it.each(['# no secrets yet', '{}'])(
    'a secrets input with no entry (%j): refused before any request',
    async secrets => {
      emulator.seed([{ name: `e2e-no-entry-${secrets.length}` }])
      const run = await act({ 'deployment-name': `e2e-no-entry-${secrets.length}`, secrets })
      expect(run.exitCode).toBe(1)
      expect(failure(run)).toMatch(
        /^Input 'secrets' holds no NAME=value entry .*no list can clear a deployment's secrets.*remove secrets in the LangSmith UI/
      )
      expect(emulator.requests).toEqual([])
    }
  )

  it('values the service returns on GET never reach the log, the summary or the outputs', async () => {
    const name = 'e2e-secret-values-read'
    emulator.seed([{ name, secrets: [{ name: 'OPENAI_API_KEY', value: UI_VALUE }] }])
    // This install returns values on GET, and the new revision's failure echoes one.
    const withValues: Rewrite = answer => {
      const fill = (d: unknown): unknown =>
        typeof d === 'object' && d !== null && 'secrets' in d
          ? { ...d, secrets: [{ name: 'OPENAI_API_KEY', value: UI_VALUE }] }
          : d
      const body = answer.body as { resources?: unknown[] }
      if (Array.isArray(body.resources)) {
        return { ...answer, body: { ...body, resources: body.resources.map(fill) } }
      }
      return { ...answer, body: fill(body) }
    }
    emulator.faults.add({
      method: 'GET',
      path: /\/v2\/deployments(\/[0-9a-f-]+)?(\?|$)/,
      fault: { kind: 'rewrite', rewrite: withValues }
    })
    emulator.setScenario(name, {
      outcome: 'DEPLOY_FAILED',
      deployLogs: [`starting with OPENAI_API_KEY=${UI_VALUE}`, `crashed: key ${UI_VALUE} refused`],
      statusMessage: `crashed: OPENAI_API_KEY=${UI_VALUE} was refused`
    })
    const run = await runOnEmulator(
      { url: emulator.url, key: KEY, workspace: WORKSPACE },
      { 'deployment-name': name }
    )
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain('crashed: OPENAI_API_KEY=*** was refused')
    expectNoLeak(run, [UI_VALUE])
    emulator.setScenario(name, undefined)
  })
})
