/**
 * End to end (issue 44, "Must show"): its seven wrong-release cases, each reproduced through
 * dist/index.js against the emulator as the issue first did, with the second writer or the lost
 * answer played by a fault hook (or by a client writing to the emulator while the run's own write
 * hangs), and each ending as points 1-4 say. Some cases have tests of their own beside their fix
 * (named in each describe); this file reads as the list, one case after another.
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { DEFAULT_INTEGRATION_ID, LANGSMITH_API_PREFIX, type Rewrite } from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import {
  type CloudFront,
  FAILING_SMOKE,
  emulatorForFile,
  secondWriterAtNextRequest,
  failure,
  runOnEmulator,
  startCloudFront
} from './helpers.js'

const KEY = 'lsv2_sk_ownership_cases_0123456789ab'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const REDEPLOY = /\/revisions\/([^/]+)\/redeploy$/
/** What a run says when it cannot prove which revision is its own (issue 44, point 1). */
const CANNOT_TELL = /(could not|cannot) tell .*(apart|its own|made)/

const e2e = emulatorForFile({
  apiKey: KEY,
  workspaceId: WORKSPACE,
  stepMs: 30,
  datasets: [
    {
      name: 'eu-gate',
      examples: [0, 1, 2].map(i => ({
        inputs: { messages: [{ role: 'user', content: `say word${i}` }] },
        outputs: { answer: `word${i}` }
      }))
    }
  ]
})

function act(
  inputs: Record<string, string>,
  options: { env?: Record<string, string>; url?: string; onSpawn?: (pid: number) => void } = {}
): Promise<ActionRun> {
  return runOnEmulator(
    { ...e2e.account, url: options.url ?? e2e.emulator.url },
    { 'integration-id': DEFAULT_INTEGRATION_ID, ...inputs },
    { env: options.env, ...(options.onSpawn === undefined ? {} : { onSpawn: options.onSpawn }) }
  )
}

/** A github deployment `name` with one live revision, built from `main`. */
function seeded(name: string, repoUrl?: string): { id: string; first: string } {
  const [seed] = e2e.emulator.seed([
    {
      name,
      sourceRevisionConfig: { repo_ref: 'main' },
      ...(repoUrl === undefined ? {} : { sourceConfig: { repo_url: repoUrl } })
    }
  ])
  return { id: seed?.deployment.id ?? '', first: seed?.revisions[0]?.id ?? '' }
}

/** The newest revision of deployment `id` built from `ref` ('' when none). */
function revisionOf(id: string, ref: string): string {
  return (
    e2e.emulator.state.revisions(id).find(r => r.source_revision_config.repo_ref === ref)?.id ?? ''
  )
}

function statusOf(id: string, revision: string): string | undefined {
  return e2e.emulator.state.revisions(id).find(r => r.id === revision)?.status
}

function active(id: string): string | null | undefined {
  return e2e.emulator.state.deployment(id)?.deployment.active_revision_id
}

/** The ref of the revision serving deployment `id` now. */
function servingRef(id: string): string | null | undefined {
  return e2e.emulator.state.revisions(id).find(r => r.id === active(id))?.source_revision_config
    .repo_ref
}

/** The revisions this run asked to redeploy, in order. */
function redeployed(): string[] {
  return e2e.emulator.requests.flatMap(r => REDEPLOY.exec(r.path)?.[1] ?? [])
}

/** The requests that wrote to the control plane (anything but a read). */
function writes(): string[] {
  return e2e.emulator.requests
    .filter(r => r.listener === 'api' && r.method !== 'GET' && r.path.startsWith('/v2/'))
    .map(r => `${r.method} ${r.path}`)
}

/** Another run's update of deployment `id` to `ref`, sent as a client of the emulator. */
async function anotherRunWrites(id: string, ref: string): Promise<void> {
  const response = await fetch(`${e2e.emulator.url}/v2/deployments/${id}/revisions`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'x-tenant-id': WORKSPACE, 'content-type': 'application/json' },
    body: JSON.stringify({
      source_revision_config: { repo_ref: ref, langgraph_config_path: 'langgraph.json' }
    })
  })
  expect(response.status).toBe(201)
}

// Also: cancel-write.e2e.test.ts (a cancel during a write this run made) and
// two-writers.e2e.test.ts (races of two runs, lost answers).
describe('case 1: a cancelled run interrupts another run’s revision', () => {
  it('its write hangs unapplied, another run deploys the same ref, then the cancel: nothing interrupted, no revision-id', async () => {
    const name = 'own-1-cancel'
    const { id, first } = seeded(name)
    e2e.emulator.setScenario(name, { stallAt: 'BUILDING' })
    let pid = 0
    let meanwhile: Promise<void> | undefined
    e2e.emulator.faults.add({
      method: 'POST',
      path: `/v2/deployments/${id}/revisions`,
      times: 1,
      fault: { kind: 'hang' },
      onMatch: () => {
        // Then the cancel, as the runner sends it (never to pid 0: the whole process group).
        meanwhile = anotherRunWrites(id, 'feature').then(() => {
          if (pid !== 0) process.kill(pid, 'SIGINT')
        })
      }
    })
    const run = await act(
      { 'deployment-name': name, 'repo-ref': 'feature', 'on-cancel': 'interrupt' },
      {
        onSpawn: p => {
          pid = p
        }
      }
    )
    await meanwhile
    const theirs = revisionOf(id, 'feature')
    expect(e2e.emulator.state.revisions(id).map(r => r.id)).toEqual([theirs, first])
    expect(statusOf(id, theirs)).not.toBe('INTERRUPTED')
    expect(e2e.emulator.requests.filter(r => r.path.endsWith('/interrupt'))).toEqual([])
    expect(run.exitCode).not.toBe(0)
    expect(run.outputs['revision-id'] ?? '').toBe('')
    expect(failure(run)).toMatch(CANNOT_TELL)
    expect(failure(run)).not.toContain(`revision ${theirs} was interrupted`)
  })

  it.each([
    ['applied, its answer dropped', 'drop-response', 2],
    ['cut before it was applied', 'reset', 1]
  ] as const)(
    'mode deploy, another push of the branch after its write was %s: no revision-id is claimed',
    async (_how, kind, pushes) => {
      const name = `own-1-${kind}`
      const { id } = seeded(name)
      e2e.emulator.faults.add({
        method: 'POST',
        path: `/v2/deployments/${id}/revisions`,
        times: 1,
        fault: { kind },
        onMatch: () => e2e.emulator.faults.add(secondWriterAtNextRequest(id, 'feature'))
      })
      const run = await act({ 'deployment-name': name, 'repo-ref': 'feature' })
      const built = e2e.emulator.state
        .revisions(id)
        .filter(r => r.source_revision_config.repo_ref === 'feature')
      expect(built).toHaveLength(pushes)
      expect(run.exitCode).not.toBe(0)
      expect(run.outputs['revision-id'] ?? '').toBe('')
      expect(failure(run)).toMatch(CANNOT_TELL)
      // Its one write was sent once, never again.
      expect(writes()).toEqual([`POST /v2/deployments/${id}/revisions`])
    }
  )
})

// Also: rollback.e2e.test.ts, "what served before is read just before the write".
describe('case 2: rollback-on-failure and a release that went live after the lookup', () => {
  it('another run’s B goes live between the lookup and the write; the smoke fails: A is never redeployed over B', async () => {
    const name = 'own-2-served-late'
    const { id, first } = seeded(name)
    e2e.emulator.setScenario(name, { stepMs: 0 })
    // The lookup by name answers first; the next request of the deployment finds B live.
    e2e.emulator.faults.add({
      method: 'GET',
      path: '/v2/deployments',
      times: 1,
      fault: { kind: 'latency', ms: 0 },
      onMatch: () => e2e.emulator.faults.add(secondWriterAtNextRequest(id, 'theirs'))
    })
    const run = await act({ 'deployment-name': name, ...FAILING_SMOKE })
    // B is the oldest revision of its ref: a rollback to B makes a copy of it.
    const theirs =
      e2e.emulator.state
        .revisions(id)
        .filter(r => r.source_revision_config.repo_ref === 'theirs')
        .at(-1)?.id ?? ''
    expect(theirs).not.toBe('')
    expect(run.exitCode).toBe(1)
    expect(redeployed()).not.toContain(first)
    expect(servingRef(id)).not.toBe('main')
    expect(failure(run)).not.toContain(first)
    expect(run.summary).not.toContain(`\`${first}\``)
    // Rolling back means restoring B, or nothing at all.
    expect([undefined, theirs]).toContain(run.outputs['rolled-back-to'])
  })
})

describe('a release another run makes live while this run’s revision is tested', () => {
  it('the smoke test passes, but the run does not exit 0 claiming its revision, and rolls nothing back (soak seed 9779)', async () => {
    const name = 'own-live-while-tested'
    const { id } = seeded(name)
    e2e.emulator.setScenario(name, { stepMs: 0 })
    // As the smoke run starts, another run's release lands at the next request of the deployment.
    e2e.emulator.faults.add({
      method: 'POST',
      path: /\/runs\/stream$/,
      times: 1,
      fault: { kind: 'latency', ms: 0 },
      onMatch: () => e2e.emulator.faults.add(secondWriterAtNextRequest(id, 'theirs'))
    })
    const run = await act({
      'deployment-name': name,
      'repo-ref': 'mine',
      'smoke-test': 'true',
      'rollback-on-failure': 'true'
    })
    const theirs = revisionOf(id, 'theirs')
    expect(theirs).not.toBe('')
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(
      new RegExp(
        `passed its tests, but a newer revision, ${theirs}, serves now \\(active_revision_id\\)`
      )
    )
    expect(redeployed()).toEqual([])
    expect(active(id)).toBe(theirs)
  })
})

// Also: rollback.e2e.test.ts, "settles a redeploy whose answer was lost".
describe('case 3: a lost redeploy answer plus another writer', () => {
  it('gives no false rollback: never rolled-back-to A with the other’s revision as its own', async () => {
    const name = 'own-3-lost-redeploy'
    const { id, first } = seeded(name)
    const update = await act({ 'deployment-name': name, 'repo-ref': 'release-2' })
    expect(update.exitCode).toBe(0)
    e2e.emulator.clearRequests()
    e2e.emulator.faults.add({
      method: 'POST',
      path: REDEPLOY,
      times: 1,
      fault: { kind: 'drop-response' },
      onMatch: () => e2e.emulator.faults.add(secondWriterAtNextRequest(id, 'other'))
    })
    const run = await act({ 'deployment-name': name, mode: 'rollback' })
    const other = revisionOf(id, 'other')
    expect(other).not.toBe('')
    expect(redeployed()).toEqual([first])
    expect(run.outputs['revision-id']).not.toBe(other)
    if (run.outputs['rolled-back-to'] === first) expect(servingRef(id)).toBe('main')
    if (run.exitCode === 0) expect(run.stdout).toMatch(CANNOT_TELL)
    else expect(failure(run)).toMatch(CANNOT_TELL)
  })
})

/** Leaves `active_revision_id` out of every deployment in an answer (an install without it). */
const withoutActive: Rewrite = answer => {
  const strip = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value
    const { active_revision_id: _left, ...rest } = value as Record<string, unknown>
    return Array.isArray(rest.resources) ? { ...rest, resources: rest.resources.map(strip) } : rest
  }
  return { ...answer, body: strip(answer.body) }
}

// Also: rollback.e2e.test.ts, "mode rollback without active_revision_id in the answers".
describe('case 4: mode rollback without active_revision_id in the answers', () => {
  it('another run’s revision on its way is not skipped because of this run: the run holds', async () => {
    const name = 'own-4-no-active'
    const { id, first } = seeded(name)
    expect((await act({ 'deployment-name': name, 'repo-ref': 'release-2' })).exitCode).toBe(0)
    e2e.emulator.clearRequests()
    e2e.emulator.faults.add({
      path: /^\/v2\/deployments/,
      fault: { kind: 'rewrite', rewrite: withoutActive }
    })
    // Another run's release is building, slowly, when this run looks.
    e2e.emulator.setScenario(name, { stepMs: 60_000 })
    e2e.emulator.faults.add(secondWriterAtNextRequest(id, 'theirs'))
    // Bounded: a run that redeploys waits for a revision that takes minutes (the old behaviour).
    const run = await act({
      'deployment-id': id,
      mode: 'rollback',
      'revision-id': first,
      'timeout-seconds': '8'
    })
    e2e.emulator.setScenario(name, undefined)
    const theirs = revisionOf(id, 'theirs')
    expect(theirs).not.toBe('')
    expect(
      e2e.emulator.requests.find(r => r.path.startsWith('/v2/') && r.method === 'GET')?.responseBody
    ).not.toContain('active_revision_id')
    expect(statusOf(id, theirs)).not.toBe('SKIPPED')
    expect(redeployed()).toEqual([])
    expect(run.exitCode).not.toBe(0)
    expect(failure(run)).toContain(theirs)
  })
})

// Also: other-repository.e2e.test.ts.
describe('case 5: GitHub Enterprise updating a github.com deployment', () => {
  it('is refused before any write, naming source: upload', async () => {
    const name = 'own-5-ghes'
    const { id } = seeded(name, 'https://github.com/acme/agent')
    const run = await act(
      { 'deployment-name': name, 'repo-ref': 'feature-x', 'integration-id': '' },
      { env: { GITHUB_SERVER_URL: 'https://ghe.corp.test', GITHUB_REPOSITORY: 'acme/agent' } }
    )
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain('builds https://github.com/acme/agent (source_config.repo_url)')
    expect(failure(run)).toContain('this workflow runs in https://ghe.corp.test/acme/agent')
    expect(failure(run)).toContain("'source: upload'")
    expect(writes()).toEqual([])
    expect(e2e.emulator.state.revisions(id)).toHaveLength(1)
  })
})

const IDENTITY = ['-c', 'user.name=Test', '-c', 'user.email=test@example.com']
const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', [...IDENTITY, ...args], { cwd, encoding: 'utf8' }).trim()

// Also: upload.e2e.test.ts, "the commit of an upload".
describe('case 6: an upload with a tag checked out, not GITHUB_SHA', () => {
  it('reports the workspace’s HEAD as the commit, never GITHUB_SHA', async () => {
    const workspace = await mkdtemp(path.join(tmpdir(), 'own-6-'))
    try {
      const config = { dependencies: ['.'], graphs: { agent: './agent.py:graph' } }
      await writeFile(path.join(workspace, 'langgraph.json'), JSON.stringify(config))
      await writeFile(path.join(workspace, 'agent.py'), 'graph = None\n')
      git(workspace, 'init', '-q', '-b', 'main')
      git(workspace, 'add', '.')
      git(workspace, 'commit', '-q', '-m', 'v1')
      git(workspace, 'tag', 'v1')
      await writeFile(path.join(workspace, 'agent.py'), 'graph = "v2"\n')
      git(workspace, 'commit', '-q', '-am', 'v2')
      const pushed = git(workspace, 'rev-parse', 'HEAD')
      git(workspace, 'checkout', '-q', 'v1')
      const tagged = git(workspace, 'rev-parse', 'HEAD')
      const run = await act(
        { 'deployment-name': 'own-6-tag', source: 'upload', 'integration-id': '' },
        { env: { GITHUB_WORKSPACE: workspace, GITHUB_SHA: pushed } }
      )
      expect(failure(run)).toBe('')
      expect(run.outputs['commit-sha']).toBe(tagged)
      expect(JSON.stringify(run.outputs)).not.toContain(pushed)
      expect(run.summary).toContain(`| Commit built | \`${tagged}\` |`)
      expect(run.stdout).toContain(
        `The uploaded tree is commit ${tagged}, the workspace's checked-out HEAD`
      )
    } finally {
      await rm(workspace, { recursive: true, force: true })
    }
  })
})

const EU_CONTROL_PLANE = 'eu.api.host.langchain.com'
const EU_LANGSMITH = 'eu.api.smith.langchain.com'
const US_LANGSMITH = 'api.smith.langchain.com'

// Also: __tests__/eval/dataset.test.ts (the host chosen, without a run).
describe('case 7: an EU api-url with region left at its default', () => {
  let front: CloudFront

  beforeAll(async () => {
    front = await startCloudFront(e2e.emulator.url, {
      [EU_CONTROL_PLANE]: '',
      [EU_LANGSMITH]: LANGSMITH_API_PREFIX,
      [US_LANGSMITH]: LANGSMITH_API_PREFIX
    })
  })

  afterAll(async () => {
    await front.close()
  })

  it('sends the eval gate’s LangSmith key to the EU LangSmith API, never api.smith.langchain.com', async () => {
    const name = 'own-7-eu'
    const { id } = seeded(name)
    // The agent is served where the EU control plane says, on its host (through the proxy).
    const cloud = `https://${EU_CONTROL_PLANE}`
    e2e.emulator.faults.add({
      path: /^\/v2\/deployments/,
      fault: {
        kind: 'rewrite',
        rewrite: answer =>
          answer.body === undefined
            ? answer
            : {
                ...answer,
                body: JSON.parse(JSON.stringify(answer.body).replaceAll(e2e.emulator.url, cloud))
              }
      }
    })
    const run = await act(
      {
        'deployment-name': name,
        'repo-ref': 'eu-release',
        'eval-dataset': 'eu-gate',
        'eval-threshold': '0'
      },
      { url: cloud, env: front.env }
    )
    expect(failure(run)).toBe('')
    expect(front.connects).toContain(`${EU_LANGSMITH}:443`)
    expect(front.connects).not.toContain(`${US_LANGSMITH}:443`)
    const langsmith = front.requests.filter(r => r.host !== EU_CONTROL_PLANE)
    expect(langsmith.length).toBeGreaterThan(0)
    expect(new Set(langsmith.map(r => r.host))).toEqual(new Set([EU_LANGSMITH]))
    expect(langsmith.every(r => r.keyed)).toBe(true)
    expect(run.outputs['experiment-url']).toMatch(/^https:\/\/eu\.smith\.langchain\.com\//)
    expect(run.outputs['revision-id']).toBe(revisionOf(id, 'eu-release'))
  })
})
