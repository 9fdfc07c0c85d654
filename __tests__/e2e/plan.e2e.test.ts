/**
 * `mode: plan` through the bundled action against the emulator: it sends only GETs (the request
 * log says so), never a secret's value, and what it lists is what the following deploy changes.
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
import { type FakeGitHub, startFakeGitHub } from '../fixtures/github-api.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_plan_e2e_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const TOKEN = 'ghs_planE2eTokenThatMustNeverBePrinted01'
/** A secret value that is also in the deployment as read (its seeded repo_ref). */
const SECRET_VALUE = 'sk-plan-e2e-secret-value-4242'

let emulator: RunningEmulator
let github: FakeGitHub
let dir: string

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 20 })
  github = await startFakeGitHub({ token: TOKEN })
  dir = await mkdtemp(path.join(tmpdir(), 'plan-e2e-'))
  await writeFile(
    path.join(dir, 'event.json'),
    JSON.stringify({
      action: 'synchronize',
      number: 9,
      pull_request: { number: 9, head: { sha: 'feedface'.repeat(5), ref: 'feature/x' } }
    })
  )
})

afterAll(async () => {
  await emulator.close()
  await github.close()
  await rm(dir, { recursive: true, force: true })
})

beforeEach(() => {
  emulator.clearRequests()
})

async function act(
  inputs: Record<string, string>,
  env: Record<string, string> = {}
): Promise<ActionRun> {
  return runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    { 'integration-id': DEFAULT_INTEGRATION_ID, ...inputs },
    {
      env: { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/agent', ...env },
      secrets: [TOKEN, SECRET_VALUE]
    }
  )
}

/** The plan's rows as the log lists them: field and verdict. */
function planRows(run: ActionRun): Map<string, string> {
  const rows = new Map<string, string>()
  for (const line of run.stdout.split('\n')) {
    const match = /^ {2}([a-z_]+(?:\.[A-Za-z0-9_]+)?)(?:: .*)? \[([a-z ]+)\]$/.exec(line)
    if (match?.[1] !== undefined && match[2] !== undefined) rows.set(match[1], match[2])
  }
  return rows
}

function expectOnlyGets(): void {
  const api = emulator.requests.filter(r => r.listener === 'api')
  expect(api.length).toBeGreaterThan(0)
  expect(emulator.requests.map(r => r.method)).toEqual(api.map(() => 'GET'))
  // The deployment is looked up once: the plan is made on what that lookup found.
  const lookups = api.filter(r => /\/v2\/deployments(\/[^/?]+)?(\?|$)/.test(r.path))
  expect(lookups.slice(1).map(r => r.path)).toEqual([])
}

/** The plan's rows on revisions (what serves, what it was built from), not fields sent. */
const REVISION_ROWS = new Set(['revision', 'built_from', 'latest_revision'])

/**
 * The log's groups, as GitHub reads them (it does not nest them): each group's name and lines.
 * Fails the test on a `::group::` while one is open, or an `::endgroup::` while none is.
 */
function groupsOf(run: ActionRun): { name: string; lines: string[] }[] {
  const groups: { name: string; lines: string[] }[] = []
  let open: { name: string; lines: string[] } | undefined
  for (const line of run.stdout.split('\n')) {
    if (line.startsWith('::group::')) {
      expect({ opened: line, inside: open?.name }).toEqual({ opened: line, inside: undefined })
      open = { name: line.slice('::group::'.length), lines: [] }
      groups.push(open)
    } else if (line === '::endgroup::') {
      expect(open).toBeDefined()
      open = undefined
    } else open?.lines.push(line)
  }
  return groups
}

/** Leaves of a record as `prefix.key` = JSON of the value. */
function leaves(prefix: string, record: object | undefined): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(record ?? {})) {
    out.set(`${prefix}.${key}`, JSON.stringify(value))
  }
  return out
}

/** The plan's table and preflight are in the plan's own group, and no group opens inside it. */
function expectPlanInItsGroup(run: ActionRun, action: 'create' | 'update'): void {
  const groups = groupsOf(run)
  const plan = groups.find(group => group.name.startsWith('Plan: what deploy would do'))
  expect(plan?.lines).toContain(`Deploy would ${action} the deployment:`)
  expect(plan?.lines).toContain('Preflight:')
  // The packing, once a group of its own inside the plan's, is a line of the plan's group.
  expect(plan?.lines).toContain('Pack the source:')
  expect(plan?.lines.some(line => line.startsWith('  source_revision_config.'))).toBe(true)
}

describe('mode: plan', () => {
  it('a new deployment: plan is create, nothing but GETs, nothing created', async () => {
    const run = await act({
      mode: 'plan',
      'deployment-name': 'plan-new',
      'repo-ref': 'main',
      secrets: `OPENAI_API_KEY=${SECRET_VALUE}`
    })
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toEqual({ plan: 'create' })
    expectOnlyGets()
    expect(emulator.state.deployment('plan-new')).toBeUndefined()
    const rows = planRows(run)
    expect(rows.get('name')).toBe('add')
    expect(rows.get('source_revision_config.repo_ref')).toBe('add')
    expect(rows.get('secrets.OPENAI_API_KEY')).toBe('add')
    expect(run.summary).toContain(
      '## Plan of deployment "plan-new": 📋 plan: deploy would create it\n'
    )
    expect(run.summary).toContain('deploy would **create** the deployment')
  })

  it('shows the new inputs: install-command, build-command and on-cancel', async () => {
    const run = await act({
      mode: 'plan',
      'deployment-name': 'plan-js',
      'repo-ref': 'main',
      'install-command': 'pnpm install',
      'build-command': 'pnpm build',
      'on-cancel': 'interrupt'
    })
    expect(failure(run)).toBe('')
    const rows = planRows(run)
    expect(rows.get('source_config.install_command')).toBe('add')
    expect(rows.get('source_config.build_command')).toBe('add')
    expect(run.stdout).toContain('  source_config.install_command: (none) -> pnpm install [add]')
    expect(run.stdout).toContain('on-cancel: interrupt: a cancelled deploy would interrupt')
    expectOnlyGets()
  })

  it('an existing one: update, changes, a secret added, a fixed field that would fail; a PR comment', async () => {
    emulator.seed([
      {
        name: 'plan-update',
        sourceRevisionConfig: { repo_ref: SECRET_VALUE },
        secrets: [{ name: 'OPENAI_API_KEY', value: SECRET_VALUE }]
      }
    ])
    const before = emulator.state.deployment('plan-update')
    const run = await act(
      {
        mode: 'plan',
        'deployment-name': 'plan-update',
        'repo-ref': 'release-2',
        'build-on-push': 'true',
        'deployment-type': 'prod',
        secrets: `OPENAI_API_KEY=${SECRET_VALUE}\nNEW_KEY=another-value-1234`,
        'github-token': TOKEN
      },
      {
        GITHUB_API_URL: github.url,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: path.join(dir, 'event.json'),
        GITHUB_SHA: 'abcdefabcdefabcdefabcdefabcdefabcdefabcd',
        GITHUB_HEAD_REF: 'feature/x'
      }
    )
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(/deploy would fail: input 'deployment-type' is prod/)
    expect(run.outputs.plan).toBe('update')
    expectOnlyGets()
    expect(emulator.state.deployment('plan-update')).toEqual(before)
    const rows = planRows(run)
    expect(rows.get('source_revision_config.repo_ref')).toBe('change')
    expect(rows.get('source_config.build_on_push')).toBe('change')
    expect(rows.get('source_revision_config.langgraph_config_path')).toBe('unchanged')
    expect(rows.get('secrets.NEW_KEY')).toBe('add')
    // The emulator, like the API, shows names only: the value cannot be compared.
    expect(rows.get('secrets.OPENAI_API_KEY')).toBe('will be sent')
    expect(rows.get('source_config.deployment_type')).toBe('cannot change')
    expect(run.summary).toContain('❌ cannot change: deploy would fail')
    expect(run.summary).toContain('`***`') // the secret, where the deployment held it
    // GitHub: no deployment and no status; reads, and the one plan comment.
    expect(github.deployments).toHaveLength(0)
    const writes = github.received.filter(r => r.method !== 'GET')
    expect(writes.map(r => `${r.method} ${r.url}`)).toEqual([
      'POST /repos/acme/agent/issues/9/comments'
    ])
    const comment = github.comments.get(9)?.[0]?.body ?? ''
    expect(comment).toContain('<!-- langgraph-deploy-action-plan:plan-update -->')
    expect(comment).toContain('`source_revision_config.repo_ref`')
    expect(comment).toContain('`release-2`')
    expect(comment).not.toContain(SECRET_VALUE)
    expect(comment).not.toContain('another-value-1234')
  })

  it('its table matches the deploy that follows with the same inputs', async () => {
    emulator.seed([
      { name: 'plan-then-deploy', secrets: [{ name: 'OPENAI_API_KEY', value: 'old-value-0001' }] }
    ])
    const inputs = {
      'deployment-name': 'plan-then-deploy',
      'repo-ref': 'release-3',
      'build-on-push': 'true',
      secrets: `OPENAI_API_KEY=${SECRET_VALUE}\nNEW_KEY=another-value-1234`
    }
    const plan = await act({ ...inputs, mode: 'plan' })
    expect(plan.exitCode).toBe(0)
    expectOnlyGets()
    const rows = planRows(plan)
    const before = emulator.state.deployment('plan-then-deploy')

    emulator.clearRequests()
    const deploy = await act(inputs)
    expect(deploy.exitCode).toBe(0)
    const after = emulator.state.deployment('plan-then-deploy')
    // The settings' PATCH and the POST that makes the revision, together.
    const bodyOf = (method: string) =>
      JSON.parse(emulator.requests.find(r => r.method === method)?.body ?? '{}') as Record<
        string,
        object | undefined
      >
    const sent = { ...bodyOf('PATCH'), ...bodyOf('POST') }

    // What the deploy sent is what the plan listed, every field (the config path under both names).
    const sentFields = [
      ...leaves('source_config', sent.source_config).keys(),
      ...leaves('source_revision_config', sent.source_revision_config).keys(),
      ...((sent.secrets ?? []) as { name: string }[]).map(s => `secrets.${s.name}`)
    ]
    expect(sentFields).toContain('source_revision_config.graph_config_path')
    expect([...rows.keys()].filter(field => !REVISION_ROWS.has(field)).sort()).toEqual(
      sentFields.sort()
    )

    // What the deploy changed is what the plan called a change or an addition.
    const changed = (['source_config', 'source_revision_config'] as const).flatMap(part => {
      const old = leaves(part, before?.deployment[part])
      return [...leaves(part, after?.deployment[part])]
        .filter(([field, value]) => old.get(field) !== value)
        .map(([field]) => field)
    })
    const oldNames = new Set(before?.secrets.map(s => s.name))
    changed.push(
      ...(after?.secrets ?? []).filter(s => !oldNames.has(s.name)).map(s => `secrets.${s.name}`)
    )
    const listed = [...rows]
      .filter(
        ([field, verdict]) =>
          !REVISION_ROWS.has(field) && (verdict === 'change' || verdict === 'add')
      )
      .map(([field]) => field)
    expect(changed.sort()).toEqual(listed.sort())
    expect(listed).toEqual(
      expect.arrayContaining(['source_revision_config.repo_ref', 'source_config.build_on_push'])
    )
    expect(after?.revisions).toHaveLength(2)
  })

  it('after a failed build: "now" is the revision serving, and the failed latest is shown with its status', async () => {
    const [seeded] = emulator.seed([{ name: 'plan-failed-latest' }])
    const serving = seeded?.revisions[0]
    const servingCommit = serving?.source_revision_config.repo_commit_sha ?? ''
    expect(servingCommit).toMatch(/^[0-9a-f]{40}$/)
    emulator.setScenario('plan-failed-latest', { outcome: 'BUILD_FAILED' })
    const inputs = { 'deployment-name': 'plan-failed-latest', 'repo-ref': 'broken' }
    const failed = await act(inputs)
    expect(failed.outputs.status).toBe('BUILD_FAILED')
    const latest = failed.outputs['revision-id'] ?? ''
    emulator.setScenario('plan-failed-latest', undefined)

    emulator.clearRequests()
    const plan = await act({ ...inputs, mode: 'plan' })
    expect(failure(plan)).toBe('')
    expectOnlyGets()
    expect(plan.stdout).toContain(`  revision: ${serving?.id} (serving) -> a new revision [add]`)
    expect(plan.stdout).toContain(
      `  latest_revision: ${latest} (BUILD_FAILED) -> (none) [not serving]`
    )
    expect(plan.stdout).toContain(
      `  built_from: revision ${serving?.id}: commit ${servingCommit} (ref main) -> ref broken [change]`
    )
    // The fields sent compare with what serves (main), not with the failed build's ref.
    expect(plan.stdout).toContain('  source_revision_config.repo_ref: main -> broken [change]')
    expect(plan.summary).toContain(
      `| \`latest_revision\` | \`${latest} (BUILD_FAILED)\` | (none) | not serving |`
    )
    expect(plan.summary).toContain(`| \`revision\` | \`${serving?.id} (serving)\` |`)
  })

  it('warns a secret removal as deploy does, in the same words', async () => {
    emulator.seed([
      {
        name: 'plan-secret-removed',
        secrets: [
          { name: 'KEEP_ME', value: 'kept-value-0001' },
          { name: 'DROP_ME', value: 'dropped-value-0002' }
        ]
      }
    ])
    const inputs = { 'deployment-name': 'plan-secret-removed', secrets: 'KEEP_ME=kept-value-0003' }
    const warnings = (run: ActionRun): string[] =>
      run.stdout
        .split('\n')
        .filter(line => line.startsWith('::warning') && line.includes('secrets'))
    const plan = await act({ ...inputs, mode: 'plan' })
    expect(failure(plan)).toBe('')
    expect(planRows(plan).get('secrets.DROP_ME')).toBe('remove')
    expect(warnings(plan)).toHaveLength(1)
    expect(warnings(plan)[0]).toContain('removed DROP_ME')
    const deploy = await act(inputs)
    expect(failure(deploy)).toBe('')
    expect(warnings(deploy)).toEqual(warnings(plan))
  })

  it('source upload: packs the tree locally for its digest, asks for no upload URL', async () => {
    const workspace = path.join(dir, 'ws')
    await mkdir(workspace, { recursive: true })
    await writeFile(path.join(workspace, 'langgraph.json'), '{"graphs":{"agent":"./a.py:g"}}')
    await writeFile(path.join(workspace, 'a.py'), 'g = None\n')
    const inputs = { 'deployment-name': 'plan-upload', source: 'upload', 'integration-id': '' }
    const env = { GITHUB_WORKSPACE: workspace }
    const plan = await act({ ...inputs, mode: 'plan' }, env)
    expect(failure(plan)).toBe('')
    expect(plan.outputs).toEqual({ plan: 'create' })
    expectOnlyGets()
    expect(emulator.requests.some(r => r.listener === 'storage')).toBe(false)
    const digest = /sha256 ([0-9a-f]{64}) \(deploy would upload it/.exec(plan.stdout)?.[1]
    expect(digest).toMatch(/^[0-9a-f]{64}$/)
    expect(planRows(plan).get('source_revision_config.source_tarball_path')).toBe('add')
    expectPlanInItsGroup(plan, 'create')

    const deploy = await act(inputs, env)
    expect(deploy.exitCode).toBe(0)
    expect(deploy.outputs['source-digest']).toBe(digest)

    // The second step, an update: the packing inside the plan's group, still one group at a time.
    const update = await act({ ...inputs, mode: 'plan' }, env)
    expect(failure(update)).toBe('')
    expectPlanInItsGroup(update, 'update')
    const served = emulator.state.deployment('plan-upload')?.revisions[0]
    const tarball = served?.source_revision_config.source_tarball_path ?? ''
    expect(tarball).not.toBe('')
    expect(update.stdout).toContain(
      `  built_from: revision ${served?.id}: archive ${tarball} -> archive (the archive deploy uploads) (sha256:${digest}) [change]`
    )
  })

  it("refuses, before any request, each input deploy refuses (the issue's three cases)", async () => {
    const workspace = path.join(dir, 'cases-ws')
    await mkdir(workspace, { recursive: true })
    const one = '- name: hello\n  input: {"messages": []}\n'
    await writeFile(path.join(workspace, 'cases.yml'), one + one)
    const env = { GITHUB_WORKSPACE: workspace }
    const refusals: [Record<string, string>, string][] = [
      [
        { 'rollback-on-failure': 'true' },
        "Input 'rollback-on-failure' (true) needs the smoke step"
      ],
      [{ 'smoke-test': 'true', wait: 'false' }, "Inputs 'smoke-test' (true) and 'wait' (false)"],
      [{ 'smoke-cases': 'cases.yml' }, 'names must be unique']
    ]
    for (const [inputs, said] of refusals) {
      emulator.clearRequests()
      const given = { 'deployment-name': 'plan-refused', ...inputs }
      const plan = await act({ ...given, mode: 'plan' }, env)
      expect(plan.exitCode).toBe(1)
      expect(failure(plan)).toContain(said)
      expect(emulator.requests).toEqual([])
      const deploy = await act(given, env)
      expect(failure(deploy)).toBe(failure(plan))
    }
  })

  it('reads a smoke-cases file with a UTF-8 BOM, and takes a YAML number in expect as its text', async () => {
    const workspace = path.join(dir, 'bom-ws')
    await mkdir(workspace, { recursive: true })
    const yaml = '\uFEFF- name: times\n  input: {"messages": []}\n  expect: 42\n'
    await writeFile(path.join(workspace, 'cases.yml'), yaml)
    await writeFile(
      path.join(workspace, 'cases.json'),
      '\uFEFF' + JSON.stringify([{ name: 'times', input: {}, expect: 42 }])
    )
    for (const file of ['cases.yml', 'cases.json']) {
      const plan = await act(
        { 'deployment-name': 'plan-bom', 'smoke-cases': file, mode: 'plan' },
        { GITHUB_WORKSPACE: workspace }
      )
      expect(failure(plan)).toBe('')
      expect(plan.exitCode).toBe(0)
    }
    await writeFile(
      path.join(workspace, 'cases.yml'),
      '- name: yes\n  input: {"messages": []}\n  expect: true\n'
    )
    const refused = await act(
      { 'deployment-name': 'plan-bom', 'smoke-cases': 'cases.yml', mode: 'plan' },
      { GITHUB_WORKSPACE: workspace }
    )
    expect(refused.exitCode).toBe(1)
    expect(failure(refused)).toContain('quote it')
  })
})
