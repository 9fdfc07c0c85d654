/**
 * End to end: the bundled action (dist/index.js), spawned exactly as GitHub's runner spawns it,
 * against the embedded emulator on loopback. Every run is also scanned for leaked secrets.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  startEmulator,
  type RunningEmulator
} from '../../emulator/index.js'
import { type ActionRun, runAction } from '../../emulator/runner.js'
import { expectNoLeak, failure } from './helpers.js'

const KEY = 'lsv2_sk_e2e_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const SECRET_VALUE = 'sk-openai-e2e-secret-value'

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 30 })
})

afterAll(async () => {
  await emulator.close()
})

beforeEach(() => {
  emulator.faults.clear()
  emulator.clearRequests()
})

/** Runs the action with the common inputs plus `extra` (and extra runner environment). */
async function act(
  extra: Record<string, string>,
  apiUrl = emulator.url,
  env: Record<string, string> = {}
): Promise<ActionRun> {
  const run = await runAction({
    env,
    inputs: {
      'api-key': KEY,
      'workspace-id': WORKSPACE,
      'api-url': apiUrl,
      'integration-id': DEFAULT_INTEGRATION_ID,
      'poll-interval-seconds': '0.1',
      secrets: `OPENAI_API_KEY=${SECRET_VALUE}`,
      ...extra
    },
    timeoutMs: 60_000
  })
  expectNoLeak(run, [KEY, SECRET_VALUE])
  return run
}

describe('deploy', () => {
  it('creates a deployment, waits for its first revision and publishes the outputs', async () => {
    const run = await act({ 'deployment-name': 'e2e-create' })
    expect(run.exitCode).toBe(0)
    const snapshot = emulator.state.deployment('e2e-create')
    expect(snapshot?.revisions).toHaveLength(1)
    expect(run.outputs).toEqual({
      'deployment-id': snapshot?.deployment.id,
      'deployment-type': 'serverless',
      'deployment-url': emulator.agentUrl(snapshot?.deployment.id ?? ''),
      created: 'true',
      'revision-id': snapshot?.revisions[0]?.id,
      status: 'DEPLOYED',
      'commit-sha': snapshot?.revisions[0]?.source_revision_config.repo_commit_sha
    })
    expect(run.outputs['commit-sha']).toMatch(/^[0-9a-f]{40}$/)
    expect(snapshot?.secrets).toEqual([{ name: 'OPENAI_API_KEY', value: SECRET_VALUE }])
    for (const request of emulator.requests) {
      expect(request.headers['x-api-key']).toBe(KEY)
      expect(request.headers['x-tenant-id']).toBe(WORKSPACE)
      expect(request.headers['user-agent']).toMatch(/^langgraph-deploy-action\//)
    }
    expect(run.summary).toContain(
      `## Deploy of e2e-create: ✅ deployed revision \`${snapshot?.revisions[0]?.id}\``
    )
    expect(run.summary).toMatch(/\| DEPLOYED \| \d\d:\d\d:\d\d \|/)
  })

  it('updates an existing deployment with a new revision and waits for that one', async () => {
    const [seeded] = emulator.seed([{ name: 'e2e-update' }])
    const oldRevision = seeded?.revisions[0]?.id
    const run = await act({ 'deployment-name': 'e2e-update', 'repo-ref': 'release-2' })
    expect(run.exitCode).toBe(0)
    const revisions = emulator.state.revisions(seeded?.deployment.id ?? '')
    expect(revisions).toHaveLength(2)
    const newest = revisions.find(r => r.id !== oldRevision)
    expect(run.outputs).toMatchObject({
      created: 'false',
      'revision-id': newest?.id,
      status: 'DEPLOYED'
    })
    expect(newest?.source_revision_config.repo_ref).toBe('release-2')
    // Before the write, one page of the newest revisions (the baseline, and the wait's history),
    // which the emulator answers as the real service would. The write is the one POST that
    // creates the revision: no PATCH, since no setting changes.
    const id = seeded?.deployment.id ?? ''
    const writes = emulator.requests.filter(r => r.method !== 'GET').map(r => r.method)
    expect(writes).toEqual(['POST'])
    const lists = emulator.requests.filter(r =>
      r.path.startsWith(`/v2/deployments/${id}/revisions?`)
    )
    expect(lists.map(r => [r.path, r.status])).toEqual([
      [`/v2/deployments/${id}/revisions?limit=20`, 200]
    ])
    const order = emulator.requests.map(r => r.method + ' ' + r.path)
    expect(order.indexOf(`GET /v2/deployments/${id}/revisions?limit=20`)).toBeLessThan(
      order.indexOf(`POST /v2/deployments/${id}/revisions`)
    )
  })

  it('finds the exact name past the first page of name_contains matches (an install without the name filter)', async () => {
    // The list is newest first: the exact name, seeded first, lands on the second page.
    emulator.seed([{ name: 'e2e-paged' }])
    emulator.seed(Array.from({ length: 105 }, (_, i) => ({ name: `e2e-paged-${i}` })))
    emulator.setQuirks({ ignoresNameFilter: true })
    const run = await act({ 'deployment-name': 'e2e-paged' }).finally(() => {
      emulator.setQuirks({ ignoresNameFilter: false })
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.created).toBe('false')
    expect(emulator.requests.some(r => /offset=100/.test(r.path))).toBe(true)
    expect(emulator.state.deployment('e2e-paged')?.revisions).toHaveLength(2)
    expect(emulator.state.deployment('e2e-paged-0')?.revisions).toHaveLength(1)
  })

  it('sends the exact name filter, which finds the name on the first page', async () => {
    emulator.seed([{ name: 'e2e-named' }])
    emulator.seed(Array.from({ length: 105 }, (_, i) => ({ name: `e2e-named-${i}` })))
    const before = emulator.requests.length
    const run = await act({ 'deployment-name': 'e2e-named' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.created).toBe('false')
    const lists = emulator.requests.slice(before).filter(r => /^\/v2\/deployments\?/.test(r.path))
    expect(lists).toHaveLength(1)
    expect(lists[0]?.path).toMatch(/[?&]name=e2e-named(&|$)/)
  })

  it('with follow-logs prints each build and deploy log line once, as it appears', async () => {
    const run = await act({ 'deployment-name': 'e2e-follow', 'follow-logs': 'true' })
    expect(run.exitCode).toBe(0)
    const lines = run.stdout.split('\n')
    const build = lines.filter(line => /^\[build\] /.test(line))
    const deploy = lines.filter(line => /^\[deploy\] /.test(line))
    expect(
      build.some(line => /Cloning https:\/\/github\.com\/acme\/agent at main$/.test(line))
    ).toBe(true)
    expect(build.some(line => /Built image for revision /.test(line))).toBe(true)
    expect(deploy.some(line => /Agent server is ready$/.test(line))).toBe(true)
    expect(new Set(build).size).toBe(build.length)
    expect(new Set(deploy).size).toBe(deploy.length)
  })

  it('works under the /api-host prefix of a self-hosted install', async () => {
    const run = await act({ 'deployment-name': 'e2e-api-host' }, `${emulator.url}/api-host`)
    expect(run.exitCode).toBe(0)
    expect(emulator.requests.every(r => r.path.startsWith('/api-host/v2/'))).toBe(true)
  })
})

describe('failures a user can act on', () => {
  it('a build failure fails the step and shows the build log', async () => {
    emulator.setScenario('e2e-build-fails', {
      outcome: 'BUILD_FAILED',
      buildLogs: ['Step 1/3 : FROM langchain/langgraph-api', "ERROR: No module named 'agentt'"]
    })
    const run = await act({ 'deployment-name': 'e2e-build-fails' })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(/ended BUILD_FAILED .*it will not go live/)
    expect(run.stdout).toMatch(
      /^::error title=BUILD_FAILED[^:]*::.*ERROR: No module named 'agentt'$/m
    )
    expect(run.summary).toContain("ERROR: No module named 'agentt'")
    expect(run.outputs).toMatchObject({ status: 'BUILD_FAILED', created: 'true' })
  })

  it('times out naming the last status, with the outputs set', async () => {
    emulator.setScenario('e2e-stalls', { stallAt: 'BUILDING' })
    const run = await act({ 'deployment-name': 'e2e-stalls', 'timeout-seconds': '1.5' })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(/was still BUILDING after .*timeout of 1\.5 s \(timeout-seconds\)/)
    expect(run.outputs.status).toBe('BUILDING')
    expect(run.outputs['revision-id']).toBeTruthy()
    // Nothing "built" that was not: the commit is the one it was to build.
    expect(run.summary).not.toContain('Commit built')
    expect(run.summary).toMatch(
      /\| Commit \| `[0-9a-f]{40}` \(not built; last status seen BUILDING\) \|/
    )
  })

  it('wait: false submits and draws no timeline of its one read', async () => {
    // Still building at its one read, however slow the machine: nothing was built yet.
    emulator.setScenario('e2e-no-wait', { stallAt: 'BUILDING' })
    emulator.seed([{ name: 'e2e-no-wait' }])
    const run = await act({ 'deployment-name': 'e2e-no-wait', 'repo-ref': 'next', wait: 'false' })
    expect(failure(run)).toBe('')
    expect(run.summary).toContain('(not waited for)')
    expect(run.summary).not.toContain('### Status timeline')
    expect(run.summary).not.toContain('```mermaid')
    expect(run.summary).not.toContain('Commit built')
  })

  it('a revision superseded by a newer one fails, naming the newer revision', async () => {
    emulator.setScenario('e2e-superseded', { stallAt: 'BUILDING' })
    const [seeded] = emulator.seed([{ name: 'e2e-superseded' }])
    const id = seeded?.deployment.id ?? ''
    const action = { finished: false }
    const running = act({ 'deployment-name': 'e2e-superseded' }).finally(() => {
      action.finished = true
    })
    // Once the action's revision exists, another deploy of the same deployment supersedes it.
    while (emulator.state.revisions(id).length < 2 && !action.finished) {
      await new Promise(r => setTimeout(r, 20))
    }
    expect(emulator.state.revisions(id)).toHaveLength(2)
    emulator.setScenario('e2e-superseded', undefined)
    const patched = await fetch(`${emulator.url}/v2/deployments/${id}`, {
      method: 'PATCH',
      headers: { 'x-api-key': KEY, 'x-tenant-id': WORKSPACE, 'content-type': 'application/json' },
      body: JSON.stringify({
        source_revision_config: { repo_ref: 'other', langgraph_config_path: 'langgraph.json' }
      })
    })
    const newer = ((await patched.json()) as { latest_revision_id: string }).latest_revision_id
    const run = await running
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain(`ended SKIPPED: a newer revision, ${newer}, superseded it`)
  })

  it('a wrong API key fails with the 401 and a hint, and sends nothing else', async () => {
    const run = await runAction({
      inputs: {
        'api-key': 'lsv2_wrong_key',
        'workspace-id': WORKSPACE,
        'api-url': emulator.url,
        'deployment-name': 'e2e-wrong-key'
      }
    })
    expectNoLeak(run, ['lsv2_wrong_key'])
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(
      /GET \/v2\/deployments returned HTTP 401: .*check the 'api-key' input/
    )
    expect(emulator.requests).toHaveLength(1)
  })

  it('an invalid input fails before any request', async () => {
    const run = await act({ 'deployment-name': 'e2e-bad', 'timeout-seconds': '-5' })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toBe(
      `Input 'timeout-seconds' must be a positive number of seconds, such as 1800, got "-5".`
    )
    expect(emulator.requests).toHaveLength(0)
  })
})

describe('delete', () => {
  it('deletes the deployment, and succeeds again when it is already gone', async () => {
    emulator.seed([{ name: 'e2e-delete' }])
    const first = await act({ 'deployment-name': 'e2e-delete', mode: 'delete' })
    expect(first.exitCode).toBe(0)
    // The service answers the DELETE, then deletes: AWAITING_DELETE for two steps (60 ms here).
    const gone = Date.now() + 5_000
    while (emulator.state.deployment('e2e-delete') !== undefined && Date.now() < gone) {
      await new Promise(resolve => setTimeout(resolve, 20))
    }
    expect(emulator.state.deployment('e2e-delete')).toBeUndefined()
    // No link to the deleted deployment's page, nor its agent URL.
    expect(first.summary).toContain('## Delete of e2e-delete: ✅ succeeded')
    expect(first.summary).not.toMatch(/\]\(|\/deployments\/|\/agents\//)
    const again = await act({ 'deployment-name': 'e2e-delete', mode: 'delete' })
    expect(again.exitCode).toBe(0)
    expect(again.stdout).toContain(
      '::notice::Deployment "e2e-delete" does not exist; nothing to delete.'
    )
  })
})

describe('smoke step', () => {
  it('passes against a healthy agent and publishes the run ID and event count', async () => {
    const run = await act({
      'deployment-name': 'e2e-smoke',
      'smoke-test': 'true',
      'smoke-stream-mode': 'updates,custom',
      'smoke-input': '{"messages":[{"role":"user","content":"ping"}]}'
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['smoke-run-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(Number(run.outputs['smoke-events'])).toBeGreaterThan(1)
    expect(run.summary).toContain('### Smoke test')
  })

  it('passes with the default smoke settings (assistant agent, input {}, mode updates)', async () => {
    const run = await act({ 'deployment-name': 'e2e-smoke-defaults', 'smoke-test': 'true' })
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expect(run.outputs['smoke-events']).toBe('3')
  })

  it('fails with the message of a graph that throws', async () => {
    const run = await act({
      'deployment-name': 'e2e-smoke-fails',
      'smoke-test': 'true',
      'smoke-assistant-id': 'failing'
    })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(/smoke test of .* failed: .*error/i)
  })

  it('mode smoke alone tests the named deployment and reports an unknown assistant', async () => {
    const [seeded] = emulator.seed([{ name: 'e2e-smoke-only' }])
    const run = await act({
      'deployment-name': 'e2e-smoke-only',
      mode: 'smoke',
      'integration-id': '',
      'smoke-assistant-id': 'no-such-graph'
    })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain('No assistant found for "no-such-graph"')
    expect(emulator.state.revisions(seeded?.deployment.id ?? '')).toHaveLength(1)
  })
})

describe('what the real service enforces (the emulator is as strict)', () => {
  it('deploys a prebuilt image on a listener, then updates it with a new image', async () => {
    const image = (tag: string): Record<string, string> => ({
      'deployment-name': 'e2e-image',
      'image-uri': `registry.example.com/agent:${tag}`,
      'listener-id': emulator.listenerId
    })
    const created = await act(image('1'))
    expect(failure(created)).toBe('')
    const updated = await act(image('2'))
    expect(failure(updated)).toBe('')
    const snapshot = emulator.state.deployment('e2e-image')
    expect(snapshot?.deployment.source).toBe('external_docker')
    expect(snapshot?.revisions.map(r => r.source_revision_config.image_uri).sort()).toEqual([
      'registry.example.com/agent:1',
      'registry.example.com/agent:2'
    ])
    expect(updated.outputs).toMatchObject({ created: 'false', status: 'DEPLOYED' })
  })

  it('deploys the tag a workflow runs on as refs/tags/<tag>, never building on push', async () => {
    const run = await act({ 'deployment-name': 'e2e-tag' }, emulator.url, {
      GITHUB_REF_NAME: 'v1.4.0',
      GITHUB_REF: 'refs/tags/v1.4.0',
      GITHUB_REF_TYPE: 'tag'
    })
    expect(failure(run)).toBe('')
    const snapshot = emulator.state.deployment('e2e-tag')
    expect(snapshot?.revisions[0]?.source_revision_config.repo_ref).toBe('refs/tags/v1.4.0')
    expect(snapshot?.deployment.source_config.build_on_push).toBe(false)
  })

  it('refuses to change what is fixed at creation, before any write', async () => {
    emulator.seed([{ name: 'e2e-fixed' }])
    const other = '9d2f1c3b-5a6e-4f70-8b91-c2d3e4f5a6b7'
    const run = await act({ 'deployment-name': 'e2e-fixed', 'integration-id': other })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain(`input 'integration-id' is ${other}`)
    expect(failure(run)).toContain('cannot change')
    expect(emulator.requests.filter(r => r.method !== 'GET')).toEqual([])
  })
})
