/**
 * End to end (issue 34, point 5): every update says what it changes, in the log and the job
 * summary: each setting sent old -> new (the rows `mode: plan` lists, from the same diff), and
 * what the serving revision was built from (commit, image or archive) -> what this run sends.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  startEmulator,
  type RunningEmulator
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_update_changes_0123456'
const WORKSPACE = '3e2d1c0b-4a59-4f68-9d7e-6c5b4a3f2e1d'

let emulator: RunningEmulator
let dir: string

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 20 })
  dir = await mkdtemp(path.join(tmpdir(), 'update-changes-e2e-'))
})

afterAll(async () => {
  await emulator.close()
  await rm(dir, { recursive: true, force: true })
})

beforeEach(() => {
  emulator.clearRequests()
  emulator.faults.clear()
})

function act(inputs: Record<string, string>, env: Record<string, string> = {}): Promise<ActionRun> {
  return runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    { 'integration-id': DEFAULT_INTEGRATION_ID, ...inputs },
    { env: { GITHUB_REPOSITORY: 'acme/agent', ...env } }
  )
}

/** The summary's "What changed" table, one entry per field: its cells after the field's. */
function changedRows(run: ActionRun): Map<string, string> {
  const section = run.summary.split('### What changed')[1]?.split('\n### ')[0] ?? ''
  const rows = new Map<string, string>()
  for (const line of section.split('\n')) {
    const match = /^\| `([^`]+)` \| (.*) \|$/.exec(line)
    if (match?.[1] !== undefined && match[2] !== undefined) rows.set(match[1], match[2])
  }
  return rows
}

/** The commit each of the deployment's revisions built, by revision ID. */
function commits(name: string): Map<string, string> {
  const revisions = emulator.state.deployment(name)?.revisions ?? []
  return new Map(revisions.map(r => [r.id, r.source_revision_config.repo_commit_sha ?? '']))
}

describe('what an update changes', () => {
  it('a GitHub update: build_on_push old -> new and the serving commit -> the ref sent; then the second', async () => {
    const [seeded] = emulator.seed([
      { name: 'e2e-changes', sourceConfig: { build_on_push: false } }
    ])
    const first = seeded?.revisions[0]?.id ?? ''
    const firstCommit = commits('e2e-changes').get(first)
    expect(firstCommit).toMatch(/^[0-9a-f]{40}$/)
    const inputs = {
      'deployment-name': 'e2e-changes',
      'repo-ref': 'release-2',
      'build-on-push': 'true'
    }
    const run = await act(inputs)
    expect(failure(run)).toBe('')
    expect(run.stdout).toContain('What the update changes in deployment "e2e-changes"')
    expect(run.stdout).toContain('  source_config.build_on_push: false -> true [change]')
    expect(run.stdout).toContain(
      `  built_from: revision ${first}: commit ${firstCommit} (ref main) -> ref release-2 [change]`
    )
    const rows = changedRows(run)
    expect(rows.get('source_config.build_on_push')).toBe('`false` | `true` | ✏️ change')
    expect(rows.get('built_from')).toBe(
      `\`revision ${first}: commit ${firstCommit} (ref main)\` | \`ref release-2\` | ✏️ change`
    )

    // The second step: the setting is now what is sent, and what served is this run's revision.
    emulator.clearRequests()
    const again = await act(inputs)
    expect(failure(again)).toBe('')
    const second = run.outputs['revision-id'] ?? ''
    const secondCommit = commits('e2e-changes').get(second)
    expect(again.stdout).toContain('  source_config.build_on_push: true -> true [unchanged]')
    expect(again.stdout).toContain(
      `  built_from: revision ${second}: commit ${secondCommit} (ref release-2) -> ref release-2 [change]`
    )
    expect(changedRows(again).get('source_config.build_on_push')).toBe(
      '`true` | `true` | unchanged'
    )
  })

  it('the defaults (no setting given): only what it builds from, no setting row', async () => {
    const [seeded] = emulator.seed([{ name: 'e2e-changes-default' }])
    const first = seeded?.revisions[0]?.id ?? ''
    const run = await act({ 'deployment-name': 'e2e-changes-default' })
    expect(failure(run)).toBe('')
    const rows = changedRows(run)
    expect([...rows.keys()]).toEqual(['built_from'])
    expect(rows.get('built_from')).toContain(`revision ${first}: commit `)
    expect(run.stdout).not.toMatch(/^ {2}source_config\./m)
  })

  it('says so when the serving revision cannot be read, and the update goes on', async () => {
    const [seeded] = emulator.seed([{ name: 'e2e-changes-unread' }])
    const first = seeded?.revisions[0]?.id ?? ''
    emulator.faults.add({
      method: 'GET',
      path: `/v2/deployments/${seeded?.deployment.id}/revisions/${first}`,
      times: 1,
      fault: { kind: 'status', status: 404 }
    })
    const run = await act({ 'deployment-name': 'e2e-changes-unread', 'repo-ref': 'release-9' })
    expect(failure(run)).toBe('')
    expect(run.outputs.status).toBe('DEPLOYED')
    expect(run.stdout).toContain(
      `  built_from: revision ${first}: what it was built from is not known -> ref release-9 [change]`
    )
  })

  it('an image update: resource_spec as merged, the image before -> after', async () => {
    emulator.seed([
      {
        name: 'e2e-changes-image',
        source: 'external_docker',
        sourceConfig: { resource_spec: { cpu: 1, memory_mb: 1024 } },
        sourceRevisionConfig: { image_uri: 'docker.io/acme/agent:1.0.0' }
      }
    ])
    const run = await act({
      'deployment-name': 'e2e-changes-image',
      'image-uri': 'docker.io/acme/agent:2.0.0',
      'resource-spec': '{"cpu": 2}'
    })
    expect(failure(run)).toBe('')
    expect(run.stdout).toContain(
      '  source_config.resource_spec: {"cpu":1,"memory_mb":1024} -> {"cpu":2,"memory_mb":1024} [change]'
    )
    expect(run.stdout).toMatch(
      /^ {2}built_from: revision \S+: image docker\.io\/acme\/agent:1\.0\.0 -> image docker\.io\/acme\/agent:2\.0\.0 \[change\]$/m
    )
    expect(changedRows(run).get('source_config.resource_spec')).toBe(
      '`{"cpu":1,"memory_mb":1024}` | `{"cpu":2,"memory_mb":1024}` | ✏️ change'
    )
  })

  it("an upload: the serving archive before -> this run's archive and digest", async () => {
    const workspace = path.join(dir, 'ws')
    await mkdir(workspace, { recursive: true })
    await writeFile(path.join(workspace, 'langgraph.json'), '{"graphs":{"agent":"./a.py:g"}}')
    await writeFile(path.join(workspace, 'a.py'), 'g = None\n')
    const inputs = {
      'deployment-name': 'e2e-changes-upload',
      source: 'upload',
      'integration-id': ''
    }
    const env = { GITHUB_WORKSPACE: workspace }
    const created = await act(inputs, env)
    expect(failure(created)).toBe('')
    // A create is no update: nothing to compare with.
    expect(created.summary).not.toContain('### What changed')
    const firstPath =
      emulator.state.deployment('e2e-changes-upload')?.revisions[0]?.source_revision_config
        .source_tarball_path
    expect(firstPath).toBeTruthy()

    await writeFile(path.join(workspace, 'a.py'), 'g = 1\n')
    const run = await act(inputs, env)
    expect(failure(run)).toBe('')
    const digest = run.outputs['source-digest'] ?? ''
    const revisions = emulator.state.deployment('e2e-changes-upload')?.revisions ?? []
    const sentPath = revisions.find(r => r.id === run.outputs['revision-id'])
      ?.source_revision_config.source_tarball_path
    expect(run.stdout).toContain(
      `  built_from: revision ${created.outputs['revision-id']}: archive ${firstPath} -> archive ${sentPath} (sha256:${digest}) [change]`
    )
    expect(changedRows(run).get('built_from')).toContain(`(sha256:${digest})`)
  })
})
