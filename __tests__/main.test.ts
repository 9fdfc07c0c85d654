/**
 * run() in process against the emulator on loopback, with a fake clock that also drives the
 * emulator's revisions: create, update, the uncertain writes, the pace of the wait, failures,
 * delete and the errors a user can act on. Faults of the emulator play lost answers, lagging
 * reads, terse answers and a second writer; its request log shows what was sent.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import type {
  EmulatorOptions,
  RequestLogEntry,
  RunningEmulator,
  SeedDeployment,
  WireDeployment
} from '../emulator/index.js'
import { answerText, keepFields, setFields } from '../emulator/index.js'
import { call, createBody, createDeployment, emulatorPerTest } from './emulator/emulator-helpers.js'
import { FakeClock } from './fixtures/clock.js'
import { mockActionsCore } from './fixtures/core.js'
import {
  MAX_POLL_MS,
  MIN_POLL_MS,
  PLAIN_POLL_MS,
  QUIET_POLL_MS
} from '../src/control-plane/poll-policy.js'

const core = mockActionsCore()
const { run } = await import('../src/main.js')
const start = emulatorPerTest()

const KEY = 'lsv2_pt_supersecretkey_0001'
const WORKSPACE = '3fa85f64-5717-4562-b3fc-2c963f66afa6'
const DEP = '11111111-1111-4111-8111-111111111111'
const INTEGRATION = '22222222-2222-4222-8222-222222222222'
const REPO = 'https://github.com/acme/agent'
const ENV = {
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/agent',
  GITHUB_REF_NAME: 'main'
}
/** What a GitHub revision of this repository is built from. */
const REVISION_CONFIG = {
  repo_ref: 'main',
  langgraph_config_path: 'langgraph.json',
  graph_config_path: 'langgraph.json'
}
/** Per status, how long a revision takes: polled every 10 s, it shows CREATING, BUILDING twice, DEPLOYING. */
const PACED = {
  CREATING: 10_000,
  AWAITING_BUILD: 0,
  BUILDING: 20_000,
  AWAITING_DEPLOY: 0,
  DEPLOYING: 10_000
}

/** Every in-flight status over at once: a revision is DEPLOYED when made. */
const NO_WAIT = {
  CREATING: 0,
  AWAITING_BUILD: 0,
  BUILDING: 0,
  AWAITING_DEPLOY: 0,
  DEPLOYING: 0
}

let clock: FakeClock
let emu: RunningEmulator

/** `my-agent` (ID DEP) as an earlier run left it: one revision, live. */
const MY_AGENT: SeedDeployment = {
  name: 'my-agent',
  id: DEP,
  sourceConfig: { integration_id: INTEGRATION, repo_url: REPO }
}

/** Starts the emulator for this test, on the fake clock, with `my-agent` unless told otherwise. */
async function emulator(
  options: EmulatorOptions = {},
  seed: readonly SeedDeployment[] = [MY_AGENT]
): Promise<RunningEmulator> {
  emu = await start({
    apiKey: KEY,
    workspaceId: WORKSPACE,
    now: () => clock.now(),
    githubIntegrations: [{ id: INTEGRATION, name: 'acme', installationId: 7, repos: [REPO] }],
    schedule: PACED,
    seed,
    ...options
  })
  emu.clearRequests()
  return emu
}

function inputs(extra: Record<string, string> = {}): void {
  core.inputs = {
    'api-url': emu.url,
    'api-key': KEY,
    'workspace-id': WORKSPACE,
    'deployment-name': 'my-agent',
    'integration-id': INTEGRATION,
    'poll-interval-seconds': '10',
    ...extra
  }
}

async function runAction(): Promise<void> {
  await run({ clock, env: ENV, requestTimeoutMs: 2000, retry: { baseMs: 1 }, random: () => 0.5 })
}

/** `METHOD path` of every request, the query cut off. */
const sent = (): string[] => emu.requests.map(r => `${r.method} ${r.path.split('?')[0] ?? ''}`)
/** The requests of one method to one path (the query cut off). */
const requestsTo = (method: string, path: string): RequestLogEntry[] =>
  emu.requests.filter(r => r.method === method && r.path.split('?')[0] === path)
const bodyOf = (entry: RequestLogEntry | undefined): unknown => JSON.parse(entry?.body ?? 'null')

/** The deployment as the emulator has it now. */
const current = (name = 'my-agent'): WireDeployment => {
  const found = emu.state.deployment(name)
  if (found === undefined) throw new Error(`no deployment ${name}`)
  return found.deployment
}
/** IDs of a deployment's revisions, newest first. */
const revisionIds = (id = DEP): string[] => emu.state.revisions(id).map(r => r.id)

beforeEach(() => {
  core.reset()
  clock = new FakeClock()
})

/** The lines of the wait that tell a status and when. */
const statusLines = (): string[] =>
  core.log
    .filter(l => l.level === 'info' && /^\[ *\d+m\d\ds\] /.test(l.message))
    .map(l => l.message)

describe('deploy: create', () => {
  it('creates a missing deployment, waits for its first revision, and publishes every output', async () => {
    await emulator({}, [{ name: 'my-agent-old' }, { name: 'not-my-agent' }])
    inputs({ secrets: 'OPENAI_API_KEY=sk-openai-123\nOTHER=x=y' })

    await runAction()

    expect(core.failed).toBeUndefined()
    const [lookup] = emu.requests
    expect(lookup?.path).toBe(
      '/v2/deployments?name=my-agent&name_contains=my-agent&limit=100&offset=0'
    )
    const posts = requestsTo('POST', '/v2/deployments')
    expect(posts).toHaveLength(1)
    expect(bodyOf(posts[0])).toEqual({
      name: 'my-agent',
      source: 'github',
      source_config: {
        integration_id: INTEGRATION,
        repo_url: REPO,
        // No 'deployment-type': what langgraph deploy asks for by default today.
        deployment_type: 'serverless',
        build_on_push: false
      },
      // The real service reads langgraph_config_path, the contract graph_config_path.
      source_revision_config: REVISION_CONFIG,
      secrets: [
        { name: 'OPENAI_API_KEY', value: 'sk-openai-123' },
        { name: 'OTHER', value: 'x=y' }
      ]
    })
    const created = current()
    expect(core.outputs).toEqual({
      'deployment-id': created.id,
      'deployment-type': 'serverless',
      'revision-id': created.latest_revision_id,
      status: 'DEPLOYED',
      'deployment-url': emu.agentUrl(created.id),
      'commit-sha': expect.stringMatching(/^[0-9a-f]{40}$/),
      created: 'true'
    })
    expect(statusLines()).toEqual([
      '[  0m00s] CREATING',
      '[  0m10s] BUILDING',
      '[  0m30s] DEPLOYING',
      '[  0m40s] DEPLOYED'
    ])
  })

  it('masks the key and the secret values before the first line and never prints them', async () => {
    await emulator({}, [])
    emu.faults.add({
      method: 'POST',
      path: '/v2/deployments',
      fault: {
        kind: 'status',
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'secrets'], msg: `bad secret sk-openai-123 for key ${KEY}`, type: 'x' }
          ]
        }
      }
    })
    inputs({ secrets: 'OPENAI_API_KEY=sk-openai-123' })

    await runAction()

    expect(core.secrets).toEqual(expect.arrayContaining([KEY, 'sk-openai-123']))
    expect(core.failed).toMatch(
      /creating deployment "my-agent": POST \/v2\/deployments returned HTTP 422: body\.secrets: bad secret \*\*\* for key \*\*\*/
    )
    expect(core.text()).not.toContain(KEY)
    expect(core.text()).not.toContain('sk-openai-123')
  })

  it('a GitHub deployment without integration-id looks for one only when it must create, and says so before the POST', async () => {
    await emulator({ githubIntegrations: [] }, [])
    inputs({ 'integration-id': '', source: 'github' })
    await runAction()
    expect(sent()).toEqual(['GET /v2/deployments', 'GET /v1/integrations/github/install'])
    expect(core.failed).toMatch(
      /no GitHub integration of workspace .* can deploy repository github\.com\/acme\/agent \(the workspace has no GitHub integration\)\. Nothing was created: .*set input 'integration-id'/
    )
    expect(core.outputs).toEqual({})
    expect(emu.state.deployments()).toEqual([])
  })
})

/**
 * The next reads of `path` (one unless `times`, after `skip` of them) show `fields` over the
 * deployment or revision as it is, as a read that lags behind a write does.
 */
function lagsBehind(
  path: string | RegExp,
  fields: object,
  { times = 1, skip = 0 }: { times?: number; skip?: number } = {}
): void {
  emu.faults.add({
    method: 'GET',
    path,
    times,
    skip,
    fault: { kind: 'rewrite', rewrite: setFields({ ...fields }) }
  })
}

/** Another writer updates `my-agent` just before the matching read (after `skip` of them). */
function secondWriterAt(path: string | RegExp, skip = 0): void {
  emu.faults.add({
    method: 'GET',
    path,
    skip,
    times: 1,
    fault: { kind: 'second-writer', revision: { repo_ref: 'rival' } }
  })
}

/** The failure of a github update whose answer did not name its revision (issue 44's rule). */
const UNPROVEN =
  /cannot tell which revision the update of deployment "my-agent" \(.*\) made: its answer did not name it, and revision \S+, new since the write, may be another writer's, since what it sent \(repo_ref '[^']*'\) is what another writer's deploy of the same ref or image sends too/

describe('deploy: a write whose answer was uncertain', () => {
  it('a 409 after its own uncertain create (github): a branch cannot tell it is this run’s; fails, claims nothing', async () => {
    await emulator({}, [])
    // The create is applied but its answer lost; the next five reads of the list lag behind it.
    emu.faults.add({
      method: 'POST',
      path: '/v2/deployments',
      times: 1,
      fault: { kind: 'drop-response' }
    })
    lagsBehind('/v2/deployments', { resources: [] }, { times: 5, skip: 1 })
    inputs()

    await runAction()

    const { id, latest_revision_id: revision } = current()
    expect(requestsTo('POST', '/v2/deployments').map(r => r.status)).toEqual([null, 409])
    expect(requestsTo('PATCH', `/v2/deployments/${id}`)).toEqual([])
    expect(emu.state.deployments()).toHaveLength(1)
    expect(revisionIds(id)).toEqual([revision])
    expect(core.failed).toBe(
      `creating deployment "my-agent": cannot tell whether deployment "my-agent" (${id}) is the one this run's create made: no answer of the create named it, and another writer may have created a deployment of that name meanwhile; what the create sent (repo_ref 'main') is what another writer's create of the same ref or image sends too, so its revision ${revision ?? ''} cannot prove it. The action reports, waits on, interrupts and rolls back neither the deployment nor its revisions as this run's`
    )
    // Neither the deployment nor its revision is reported, nor waited on, as this run's.
    expect(core.outputs).toEqual({})
    expect(sent()).not.toContain(`GET /v2/deployments/${id}/revisions/${revision ?? ''}`)
    // Four pauses between the five reads: full jitter (random 0.5) below 0.5, 1, 2 and 4 s.
    expect(clock.sleeps.slice(0, 4)).toEqual([250, 500, 1000, 2000])
  })

  it('a create that made nothing while another writer created the name (github): fails, its deployment and revision are not this run’s', async () => {
    await emulator({}, [])
    emu.faults.add({
      method: 'POST',
      path: '/v2/deployments',
      times: 1,
      fault: { kind: 'reset' },
      onMatch: () => void emu.seed([{ ...MY_AGENT, revisionStatus: 'BUILDING' }])
    })
    inputs()

    await runAction()

    expect(requestsTo('POST', '/v2/deployments')).toHaveLength(1)
    expect(core.failed).toMatch(
      new RegExp(
        `^creating deployment "my-agent": cannot tell whether deployment "my-agent" \\(${DEP}\\) is the one this run's create made: .*so its revision ${revisionIds()[0] ?? ''} cannot prove it\\.`
      )
    )
    expect(core.outputs).toEqual({})
    expect(emu.state.revisions(DEP).map(r => r.status)).toEqual(['BUILDING'])
  })

  it('a cancel during a create that made nothing, another writer creating the name (on-cancel: interrupt): its revision is neither claimed nor interrupted', async () => {
    await emulator({}, [])
    const controller = new AbortController()
    emu.faults.add({
      method: 'POST',
      path: '/v2/deployments',
      times: 1,
      fault: { kind: 'hang' },
      onMatch: () => {
        emu.seed([{ ...MY_AGENT, revisionStatus: 'BUILDING' }])
        setImmediate(() => {
          controller.abort(new Error('cancelled (SIGINT)'))
        })
      }
    })
    inputs({ 'on-cancel': 'interrupt' })

    await run({
      clock,
      env: ENV,
      signal: controller.signal,
      requestTimeoutMs: 2000,
      retry: { baseMs: 1 },
      random: () => 0.5
    })

    const [other] = revisionIds()
    expect(sent().filter(line => line.endsWith('/interrupt'))).toEqual([])
    expect(emu.state.revisions(DEP).map(r => r.status)).toEqual(['BUILDING'])
    expect(core.failed).toMatch(/^Cancelled; a revision may have been made by this run: /)
    expect(core.failed).toContain(
      `cannot tell whether deployment "my-agent" (${DEP}) is the one this run's create made`
    )
    expect(core.failed).toContain(`so its revision ${other ?? ''} cannot prove it`)
    expect(core.failed).toMatch(
      /; nothing was interrupted \(on-cancel: interrupt\): the deployment itself goes on\.$/
    )
    expect(core.outputs).toEqual({})
  })

  it('an update whose answer was lost, its updated_at then moved, is not sent again, and its revision is not claimed', async () => {
    // The revision list shows a new revision only a moment after it was made.
    await emulator({ createRevisionRoute: false, quirks: { revisionListLagMs: 100 } })
    const before = current()
    clock.time += 5_000
    emu.faults.add({
      method: 'PATCH',
      path: `/v2/deployments/${DEP}`,
      times: 1,
      fault: { kind: 'drop-response' }
    })
    // The reads just before and just after it show the write's updated_at but not yet its revision.
    lagsBehind(
      `/v2/deployments/${DEP}`,
      { latest_revision_id: before.latest_revision_id },
      { times: 2 }
    )
    inputs()

    await runAction()

    // A branch is no mark of this run's own: the new revision may be another push's (issue 44).
    expect(core.failed).toMatch(UNPROVEN)
    expect(core.failed).toContain(revisionIds()[0])
    expect(requestsTo('PATCH', `/v2/deployments/${DEP}`)).toHaveLength(1)
    expect(revisionIds()).toHaveLength(2)
    expect(core.outputs['revision-id']).toBeUndefined()
    expect(emu.state.revisions(DEP).map(r => r.status)).not.toContain('INTERRUPTED')
    expect(core.log.map(l => l.message)).toContain(
      `The deployment changed: its updated_at moved from ${before.updated_at} to ${current().updated_at}, so the write may have gone through and is not sent again.`
    )
  })
})

describe('deploy: update', () => {
  it('finds the name on page 2 and updates it, sending only what was given', async () => {
    // An install that ignores the exact name filter: 100 near names come first.
    const near = Array.from({ length: 100 }, (_, i) => ({ name: `my-agent-${i}` }))
    await emulator({ quirks: { ignoresNameFilter: true } }, [
      MY_AGENT,
      { name: 'my-agent-x' },
      ...near
    ])
    inputs({ 'build-on-push': 'true' })

    await runAction()

    expect(core.failed).toBeUndefined()
    expect(
      emu.requests.filter(r => r.path.startsWith('/v2/deployments?')).map(r => r.path)
    ).toEqual([
      '/v2/deployments?name=my-agent&name_contains=my-agent&limit=100&offset=0',
      '/v2/deployments?name=my-agent&name_contains=my-agent&limit=100&offset=100'
    ])
    // build_on_push makes no revision: a PATCH of its own, first; then the one POST.
    expect(sent().filter(line => !line.startsWith('GET'))).toEqual([
      `PATCH /v2/deployments/${DEP}`,
      `POST /v2/deployments/${DEP}/revisions`
    ])
    // integration_id is fixed at creation: never sent on PATCH.
    expect(bodyOf(requestsTo('PATCH', `/v2/deployments/${DEP}`)[0])).toEqual({
      source_config: { build_on_push: true }
    })
    expect(bodyOf(requestsTo('POST', `/v2/deployments/${DEP}/revisions`)[0])).toEqual({
      source_revision_config: REVISION_CONFIG
    })
    expect(core.outputs).toMatchObject({
      'deployment-id': DEP,
      'revision-id': revisionIds()[0],
      status: 'DEPLOYED',
      created: 'false'
    })
  })

  it('keeps looking while the revision list lags behind the PATCH, never waiting on the old revision, and claims no revision its answer did not name', async () => {
    // The PATCH answers with the revision before it; the list shows the new one after 700 ms.
    await emulator({
      createRevisionRoute: false,
      quirks: { patchResponseRevision: 'previous', revisionListLagMs: 700 }
    })
    const old = current().latest_revision_id ?? ''
    // Reads of the deployment lag as long as the list does.
    lagsBehind(`/v2/deployments/${DEP}`, { latest_revision_id: old }, { times: 3 })
    inputs()

    await runAction()

    // The answer named the revision before it: the one the list then shows may be another push's.
    expect(core.failed).toMatch(UNPROVEN)
    expect(core.failed).toContain(revisionIds()[0])
    expect(core.outputs['revision-id']).toBeUndefined()
    expect(core.failed).not.toContain(old)
    expect(core.log.some(l => /not listed yet/.test(l.message))).toBe(true)
    // Two pauses between the three looks: full jitter (random 0.5) below 0.5 s, then 1 s.
    expect(clock.sleeps.slice(0, 2)).toEqual([250, 500])
  })

  it('fails naming the deployment and the old revision when the new one never shows', async () => {
    await emulator({
      createRevisionRoute: false,
      quirks: { patchResponseRevision: 'previous', revisionListLagMs: 86_400_000 }
    })
    const old = current().latest_revision_id ?? ''
    lagsBehind(`/v2/deployments/${DEP}`, { latest_revision_id: old }, { times: 100 })
    inputs({ 'timeout-seconds': '600' })

    await runAction()

    expect(core.failed).toMatch(
      new RegExp(
        `could not tell the revision created by the update of deployment "my-agent" \\(${DEP}\\) apart: after 8 looks .* newer than ${old}`
      )
    )
    expect(requestsTo('GET', `/v2/deployments/${DEP}/revisions`)).toHaveLength(1 + 8)
    expect(core.outputs['revision-id']).toBeUndefined()
  })

  it('reads one page of the newest revisions before the PATCH, and takes none of them (nor a revision its answer did not name) for the new one', async () => {
    // An install without the revision route (405); its PATCH answers with the revision before.
    await emulator({ quirks: { patchResponseRevision: 'previous' } })
    emu.faults.add({
      method: 'POST',
      path: `/v2/deployments/${DEP}/revisions`,
      fault: { kind: 'status', status: 405 }
    })
    const old = current().latest_revision_id
    inputs()

    await runAction()

    expect(core.failed).toMatch(UNPROVEN)
    // Then the serving revision, read for what it was built from ("what changed").
    // The deployment is read again just before the write: what is latest and what serves then.
    expect(sent().slice(1, 6)).toEqual([
      `GET /v2/deployments/${DEP}`,
      `GET /v2/deployments/${DEP}/revisions`,
      `GET /v2/deployments/${DEP}/revisions/${old}`,
      `POST /v2/deployments/${DEP}/revisions`,
      `PATCH /v2/deployments/${DEP}`
    ])
    expect(emu.requests[2]?.path).toBe(`/v2/deployments/${DEP}/revisions?limit=20`)
    expect(core.failed).toContain(revisionIds()[0])
    expect(core.failed).not.toContain(old)
    expect(core.outputs['revision-id']).toBeUndefined()
  })

  it.each([
    [
      'HTTP 500',
      { kind: 'status', status: 500, body: { detail: 'boom' } },
      'returned HTTP 500: boom'
    ],
    [
      'a page that does not parse',
      { kind: 'wrong-shape', body: { resources: 'none' } },
      'JSON of an unexpected shape'
    ]
  ] as const)(
    'a read of the earlier revisions that fails (%s) is sent once and does not stop the update',
    async (_name, fault, why) => {
      await emulator()
      emu.faults.add({ method: 'GET', path: /\/revisions\?limit=20$/, fault })
      inputs()

      await runAction()

      expect(core.failed).toBeUndefined()
      expect(emu.requests.filter(r => r.path.endsWith('/revisions?limit=20'))).toHaveLength(1)
      expect(core.outputs).toMatchObject({ 'revision-id': revisionIds()[0], status: 'DEPLOYED' })
      const said = core.log.filter(l => l.message.startsWith('Could not read the earlier'))
      expect(said.map(l => l.level)).toEqual(['info'])
      expect(said[0]?.message).toContain(why)
      expect(said[0]?.message).toMatch(
        /^Could not read the earlier revisions of deployment "my-agent" \(GET .*\); the wait keeps its pace for a deployment with no history\.$/
      )
      expect(core.log.filter(l => l.level === 'warning')).toEqual([])
    }
  )

  it('fails on a takeover: a newer revision serves traffic once this one is DEPLOYED', async () => {
    // Revisions go live at once; as the run reads the deployment, another writer's goes live.
    await emulator({ scenarios: { 'my-agent': { schedule: NO_WAIT } } })
    // After the read just before the write: the rival is newer than this run's revision.
    secondWriterAt(`/v2/deployments/${DEP}`, 1)
    inputs()
    await runAction()
    const [rival, ours] = revisionIds()
    expect(core.failed).toBe(
      `revision ${ours} of deployment "my-agent" went DEPLOYED, but a newer revision, ${rival}, took over: the deployment serves ${rival} (active_revision_id), not this run's revision`
    )
    expect(core.outputs).toMatchObject({ 'revision-id': ours, status: 'DEPLOYED' })
  })

  it('reads the deployment every poll interval for a minute while it still serves the old revision', async () => {
    await emulator()
    const old = current().latest_revision_id
    lagsBehind(`/v2/deployments/${DEP}`, { active_revision_id: old }, { times: 100 })
    inputs()
    await runAction()
    expect(core.failed).toMatch(
      new RegExp(
        `revision ${revisionIds()[0]} of deployment "my-agent" is DEPLOYED, but 1m 00s later the deployment still serves ${old} \\(active_revision_id\\), not this revision`
      )
    )
    // The read just before the write, then one a poll interval for the minute.
    expect(requestsTo('GET', `/v2/deployments/${DEP}`)).toHaveLength(8)
  })

  it('updates by deployment-id without a lookup by name and without needing integration-id', async () => {
    await emulator()
    inputs({ 'deployment-name': '', 'deployment-id': DEP, 'integration-id': '' })

    await runAction()

    expect(core.failed).toBeUndefined()
    expect(sent()).not.toContain('GET /v2/deployments')
    expect(sent()[0]).toBe(`GET /v2/deployments/${DEP}`)
    expect(bodyOf(requestsTo('POST', `/v2/deployments/${DEP}/revisions`)[0])).toEqual({
      source_revision_config: REVISION_CONFIG
    })
    expect(core.outputs).toMatchObject({ 'revision-id': revisionIds()[0], status: 'DEPLOYED' })
  })

  it('with wait: false returns right after the update with the revision status', async () => {
    await emulator()
    inputs({ wait: 'false' })
    await runAction()
    expect(core.failed).toBeUndefined()
    expect(core.outputs).toMatchObject({ 'revision-id': revisionIds()[0], status: 'CREATING' })
    // One read of its status, and no wait.
    expect(
      requestsTo('GET', `/v2/deployments/${DEP}/revisions/${revisionIds()[0] ?? ''}`)
    ).toHaveLength(1)
    expect(clock.sleeps).toEqual([])
  })
})

describe('polling pace', () => {
  /** A build whose revisions go DEPLOYED 395 s after they are made. */
  const BUILD = {
    CREATING: 20_000,
    AWAITING_BUILD: 0,
    BUILDING: 300_000,
    AWAITING_DEPLOY: 15_000,
    DEPLOYING: 60_000
  }

  /**
   * `my-agent` made and updated twice before, 1000 s apart: three earlier revisions that went
   * live 390, 400 and 405 s after they were made. Returns its ID.
   */
  async function withHistory(): Promise<string> {
    await emulator({ schedule: BUILD }, [])
    const liveAfter = (seconds: number): void => {
      const schedule = { ...BUILD, DEPLOYING: BUILD.DEPLOYING + (seconds - 395) * 1000 }
      emu.setScenario('my-agent', { schedule })
    }
    liveAfter(390)
    const body = createBody('my-agent', {
      source_config: { integration_id: INTEGRATION, repo_url: REPO, deployment_type: 'serverless' }
    })
    const { id } = await createDeployment(emu, body)
    for (const [ref, seconds] of [
      ['v1', 400],
      ['v2', 405]
    ] as const) {
      clock.time += 1_000_000
      liveAfter(seconds)
      const update = { source_revision_config: { repo_ref: `refs/tags/${ref}` } }
      const reply = await call(emu, 'POST', `/v2/deployments/${id}/revisions`, { body: update })
      expect(reply.status).toBe(201)
    }
    clock.time += 1_000_000
    emu.setScenario('my-agent', undefined)
    emu.clearRequests()
    return id
  }

  /** Updates `id` and returns when each poll of the new revision came, in ms after the update. */
  async function pollTimes(id: string, interval = ''): Promise<number[]> {
    inputs({
      'deployment-name': '',
      'deployment-id': id,
      'integration-id': '',
      'poll-interval-seconds': interval
    })
    await runAction()
    expect(core.failed).toBeUndefined()
    const [update] = requestsTo('POST', `/v2/deployments/${id}/revisions`)
    const polls = requestsTo('GET', `/v2/deployments/${id}/revisions/${revisionIds(id)[0] ?? ''}`)
    return polls.map(poll => poll.receivedAt - (update?.receivedAt ?? 0))
  }

  /** The gaps between polls that began from `from` up to `to` ms. */
  function gapsBetween(times: readonly number[], from: number, to: number): number[] {
    return times
      .slice(1)
      .map((at, i) => [times[i] ?? 0, at - (times[i] ?? 0)] as const)
      .filter(([begun]) => begun >= from && begun < to)
      .map(([, gap]) => gap)
  }

  /** The earlier revisions read before the update are none, as for a deployment without history. */
  function hideHistory(): void {
    lagsBehind(/\/revisions\?limit=20$/, { resources: [] })
  }

  it('without poll-interval-seconds, polls densely where the earlier revisions went live', async () => {
    const times = await pollTimes(await withHistory())
    const gaps = gapsBetween(times, 0, Infinity)
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(MIN_POLL_MS)
    expect(Math.max(...gaps)).toBeLessThanOrEqual(MAX_POLL_MS)
    // Before the build (to 20 s), where no final status comes: sparser than the plain pace.
    expect(Math.min(...gapsBetween(times, 0, 10_000))).toBeGreaterThan(PLAIN_POLL_MS)
    // As the build begins, where builds fail most: closer than the plain pace; then the plain
    // pace, never sparser while the build can fail, however far off its revisions went live.
    expect(Math.min(...gapsBetween(times, 20_000, 40_000))).toBeLessThan(PLAIN_POLL_MS / 2)
    expect(new Set(gapsBetween(times, 80_000, 300_000))).toEqual(new Set([PLAIN_POLL_MS]))
    // Around there, dense: DEPLOYED at 395 s is seen within a few seconds.
    expect(Math.max(...gapsBetween(times, 370_000, 395_000))).toBeLessThan(PLAIN_POLL_MS / 2)
    expect((times.at(-1) ?? 0) - 395_000).toBeLessThan(PLAIN_POLL_MS / 2)
  })

  it('the earlier revisions read before the update reach the pace: without them, the plain pace', async () => {
    const learnt = await pollTimes(await withHistory())
    core.reset()
    const id = await withHistory()
    hideHistory()
    const blind = await pollTimes(id)
    // Before the build, where no final status can come: the quiet pace; then the plain one.
    expect(gapsBetween(blind, 0, 1)).toEqual([QUIET_POLL_MS])
    expect(new Set(gapsBetween(blind, 80_000, 300_000))).toEqual(new Set([PLAIN_POLL_MS]))
    // The history spends more requests where its revisions went live (the build, at the pace of
    // its failures, saves none of them), and DEPLOYED is seen within half a plain gap.
    expect(learnt.length).toBeLessThanOrEqual(blind.length + 10)
    expect((learnt.at(-1) ?? 0) - 395_000).toBeLessThan(PLAIN_POLL_MS / 2)
  })

  it('with poll-interval-seconds, polls at exactly that interval', async () => {
    const times = await pollTimes(await withHistory(), '2.5')
    expect(new Set(gapsBetween(times, 0, Infinity))).toEqual(new Set([2500]))
    expect(times.at(-1)).toBe(395_000)
  })
})

/** Any one revision of a deployment (not its list). */
const ONE_REVISION = /^\/v2\/deployments\/[^/]+\/revisions\/[0-9a-f-]{36}$/
/** Any one deployment (not the list). */
const ONE_DEPLOYMENT = /^\/v2\/deployments\/[0-9a-f-]{36}$/

describe('smoke step safety', () => {
  it('never sends the key to a deployment URL on plain http that is not localhost', async () => {
    await emulator()
    // The control plane names an agent URL on plain http, on a host not on this machine.
    const source_config = { ...current().source_config, custom_url: 'http://agent.example.com' }
    lagsBehind(`/v2/deployments/${DEP}`, { source_config }, { times: 100 })
    inputs({ 'smoke-test': 'true' })
    await runAction()
    expect(core.failed).toMatch(
      /smoke test not run: the deployment's URL http:\/\/agent\.example\.com is plain http; the API key is only sent over https/
    )
    expect(emu.requests.filter(r => r.path.startsWith('/agents/'))).toEqual([])
  })
})

describe('answers that show only what the contract promises', () => {
  it('a create answered with only id and latest_revision_id', async () => {
    await emulator({}, [])
    const terse = { kind: 'rewrite', rewrite: keepFields(['id', 'latest_revision_id']) } as const
    emu.faults.add({ method: 'POST', path: '/v2/deployments', fault: terse })
    emu.faults.add({ method: 'GET', path: ONE_DEPLOYMENT, fault: terse })
    inputs()
    await runAction()
    expect(core.failed).toBeUndefined()
    const { id, latest_revision_id: revision } = current()
    expect(core.outputs).toMatchObject({
      'deployment-id': id,
      'revision-id': revision,
      created: 'true'
    })
    expect(core.log).toContainEqual({
      level: 'info',
      message: `Created deployment "my-agent" (${id}).`
    })
  })

  it.each([
    ['an empty body', ''],
    ['a body that is not JSON', 'OK'],
    ['JSON that is no deployment', '{"status": "accepted"}']
  ])(
    'a created revision answered with %s: not sent again, and the revision the list shows is not claimed (a branch is no mark of its own)',
    async (_name, body) => {
      await emulator()
      emu.faults.add({
        method: 'POST',
        path: `/v2/deployments/${DEP}/revisions`,
        fault: { kind: 'rewrite', rewrite: answerText(body) }
      })
      inputs()
      await runAction()
      expect(core.failed).toMatch(UNPROVEN)
      expect(requestsTo('POST', `/v2/deployments/${DEP}/revisions`)).toHaveLength(1)
      expect(revisionIds()).toHaveLength(2)
      expect(core.failed).toContain(revisionIds()[0])
      expect(core.outputs['revision-id']).toBeUndefined()
    }
  )
})

describe('deploy: the revision does not go live', () => {
  it.each([
    [
      'BUILD_FAILED',
      /revision \S+ of deployment "my-agent" ended BUILD_FAILED \(Build failed: .*\) after 30 s; it will not go live/
    ],
    ['DEPLOY_FAILED', /ended DEPLOY_FAILED/]
  ] as const)('%s fails the step', async (outcome, message) => {
    await emulator({ scenarios: { 'my-agent': { outcome } } })
    inputs()
    await runAction()
    expect(core.failed).toMatch(message)
    expect(core.outputs).toMatchObject({
      'deployment-id': DEP,
      'revision-id': revisionIds()[0],
      status: outcome,
      created: 'false'
    })
  })

  it('CREATE_FAILED fails the step', async () => {
    await emulator()
    // After one read, the service says the revision could not be created (no end the emulator plays).
    lagsBehind(ONE_REVISION, { status: 'CREATE_FAILED' }, { skip: 1 })
    inputs()
    await runAction()
    expect(core.failed).toMatch(/ended CREATE_FAILED/)
    expect(core.outputs).toMatchObject({ 'revision-id': revisionIds()[0], status: 'CREATE_FAILED' })
  })

  it('a build failure shows the last log-lines lines and annotates the root cause, untimed', async () => {
    const buildLogs = [
      'Step 3/9 : COPY . /deps/agent',
      'Step 4/9 : RUN pip install -r requirements.txt',
      "ERROR: No module named 'langgraph_sdkk'",
      'Build failed with exit code 1'
    ]
    await emulator({ scenarios: { 'my-agent': { outcome: 'BUILD_FAILED', buildLogs } } })
    inputs({ 'log-lines': '3' })
    await runAction()
    expect(core.failed).toMatch(/ended BUILD_FAILED/)
    const infos = core.log.filter(l => l.level === 'info').map(l => l.message)
    // The last three lines, oldest first, each after its time.
    const shown = infos.filter(line => /^\d{4}-\d\d-\d\dT\S+ /.test(line))
    expect(shown.map(line => line.replace(/^\S+ /, ''))).toEqual(buildLogs.slice(1))
    // The cause, not the wrapper after it ("Build failed with exit code 1"), without its time.
    expect(core.log).toContainEqual({
      level: 'error',
      message: "ERROR: No module named 'langgraph_sdkk'"
    })
  })

  it('an install without any logs route (404, 405, 404) just has no logs', async () => {
    await emulator({ scenarios: { 'my-agent': { outcome: 'DEPLOY_FAILED' } } })
    const refuse = (method: string, path: RegExp, status: number): void => {
      emu.faults.add({ method, path, fault: { kind: 'status', status } })
    }
    refuse('GET', /^\/v2\/deployment-logs/, 405)
    refuse('GET', /\/revisions\/[^/]+\/logs/, 404)
    refuse('POST', /^\/v1\/projects\//, 404)
    inputs()
    await runAction()
    expect(core.failed).toMatch(/ended DEPLOY_FAILED/)
    expect(emu.requests.filter(r => r.fault === 'status').length).toBeGreaterThanOrEqual(2)
    expect(core.log.filter(l => l.level === 'warning' || l.level === 'error')).toEqual([])
  })

  /** How each status comes about while the revision builds; either way a newer one follows. */
  const supersede = {
    // Another writer's revision supersedes it.
    SKIPPED: () => {
      secondWriterAt(ONE_REVISION, 1)
    },
    // Someone interrupts it (as the run reads it), and another writer makes a newer one.
    INTERRUPTED: () => {
      const interrupt = (): void => {
        const ours = revisionIds()[0] ?? ''
        void call(emu, 'POST', `/v2/deployments/${DEP}/revisions/${ours}/interrupt`)
      }
      const slowly = { kind: 'latency', ms: 200 } as const
      emu.faults.add({
        method: 'GET',
        path: ONE_REVISION,
        skip: 1,
        times: 1,
        fault: slowly,
        onMatch: interrupt
      })
      secondWriterAt(`/v2/deployments/${DEP}`, 1)
    }
  }

  it.each(['SKIPPED', 'INTERRUPTED'] as const)(
    '%s fails, naming the newer revision',
    async status => {
      await emulator()
      supersede[status]()
      inputs()
      await runAction()
      const [newer, ours] = revisionIds()
      expect(core.outputs).toMatchObject({ 'revision-id': ours, status })
      expect(core.failed).toMatch(
        `ended ${status}: a newer revision, ${newer}, superseded it; this revision will never go live`
      )
    }
  )

  it('times out naming the last status, with the outputs set', async () => {
    await emulator({ scenarios: { 'my-agent': { stallAt: 'BUILDING' } } })
    inputs({ 'timeout-seconds': '60' })
    await runAction()
    // Polled every 10 s from 0 to 50 s, then one last look when the time is up, at 60 s.
    expect(core.failed).toMatch(
      /was still BUILDING after 1m 00s, when the timeout of 60 s \(timeout-seconds\) ran out/
    )
    expect(core.outputs).toMatchObject({
      'deployment-id': DEP,
      'revision-id': revisionIds()[0],
      status: 'BUILDING'
    })
    expect(clock.sleeps.reduce((a, b) => a + b, 0)).toBe(60_000)
  })
})

describe('delete', () => {
  it('deletes the deployment found by name, keeping its tracing project by default', async () => {
    await emulator()
    inputs({ mode: 'delete' })
    await runAction()
    expect(core.failed).toBeUndefined()
    expect(emu.requests.filter(r => r.method === 'DELETE').map(r => r.path)).toEqual([
      `/v2/deployments/${DEP}?delete_tracing_project=false`
    ])
    // The service answers the DELETE first and goes on deleting (AWAITING_DELETE): the run
    // reads it until it answers 404, so it is gone when the run ends.
    const reads = emu.requests.filter(
      r => r.method === 'GET' && r.path === `/v2/deployments/${DEP}`
    )
    expect(reads.length).toBeGreaterThan(0)
    expect(emu.state.deployments()).toEqual([])
    expect(core.outputs['deployment-id']).toBe(DEP)
    expect(core.text()).toContain("its tracing project and traces kept ('delete-tracing-project'")
  })

  it('deletes the tracing project too with delete-tracing-project', async () => {
    await emulator()
    inputs({ mode: 'delete', 'delete-tracing-project': 'true' })
    await runAction()
    expect(core.failed).toBeUndefined()
    expect(emu.requests.filter(r => r.method === 'DELETE').map(r => r.path)).toEqual([
      `/v2/deployments/${DEP}?delete_tracing_project=true`
    ])
    expect(core.text()).toContain('with its tracing project and traces')
  })

  it('succeeds with a notice when there is nothing to delete', async () => {
    await emulator({}, [{ name: 'my-agent-2' }])
    inputs({ mode: 'delete', 'integration-id': '' })
    await runAction()
    expect(core.failed).toBeUndefined()
    expect(sent()).toEqual(['GET /v2/deployments'])
    expect(emu.state.deployments()).toHaveLength(1)
    expect(core.log).toContainEqual({
      level: 'notice',
      message: 'Deployment "my-agent" does not exist; nothing to delete.'
    })
  })

  it('succeeds when the deployment named by ID is already gone', async () => {
    await emulator({}, [])
    inputs({ mode: 'delete', 'deployment-name': '', 'deployment-id': DEP })
    await runAction()
    expect(core.failed).toBeUndefined()
    expect(emu.requests.map(r => [r.method, r.path, r.status])).toEqual([
      ['GET', `/v2/deployments/${DEP}`, 404]
    ])
  })
})

describe('errors a user can act on', () => {
  it('401 points at the api-key input and is not retried', async () => {
    await emulator()
    inputs({ 'api-key': 'lsv2_pt_not_the_key_0002' })
    await runAction()
    expect(emu.requests.map(r => r.status)).toEqual([401])
    expect(core.failed).toMatch(
      /^looking up deployment "my-agent": GET \/v2\/deployments returned HTTP 401: .+ \(check the 'api-key' input: the control plane did not accept the API key\)$/
    )
  })

  it('403 points at workspace-id', async () => {
    await emulator()
    emu.faults.add({
      path: '/v2/deployments',
      fault: {
        kind: 'status',
        status: 403,
        body: { detail: 'This API key requires workspace specification' }
      }
    })
    inputs()
    await runAction()
    expect(core.failed).toMatch(
      /HTTP 403: This API key requires workspace specification \(set 'workspace-id'/
    )
  })

  it('404 for a deployment-id says which deployment is missing', async () => {
    await emulator({}, [])
    inputs({ 'deployment-name': '', 'deployment-id': DEP })
    await runAction()
    expect(core.failed).toMatch(
      new RegExp(
        `looking up deployment ${DEP}: no deployment with ID ${DEP} in workspace ${WORKSPACE} .*${DEP}.*check 'deployment-id'`
      )
    )
  })

  it('422 quotes the validation detail', async () => {
    await emulator()
    emu.faults.add({
      method: 'POST',
      path: `/v2/deployments/${DEP}/revisions`,
      fault: {
        kind: 'status',
        status: 422,
        body: {
          detail: [
            {
              loc: ['body', 'source_revision_config', 'repo_ref'],
              msg: 'field required',
              type: 'missing'
            }
          ]
        }
      }
    })
    inputs({ 'deployment-name': '', 'deployment-id': DEP })
    await runAction()
    expect(core.failed).toBe(
      `updating deployment "my-agent" (${DEP}): POST /v2/deployments/${DEP}/revisions returned HTTP 422: body.source_revision_config.repo_ref: field required`
    )
    expect(revisionIds()).toHaveLength(1)
  })

  it('a long non-JSON error body is cut to about 1 KB', async () => {
    await emulator()
    emu.faults.add({
      path: '/v2/deployments',
      fault: { kind: 'status', status: 400, body: 'x'.repeat(5000) }
    })
    inputs()
    await runAction()
    expect(core.failed?.length).toBeLessThan(1200)
    expect(core.failed).toMatch(/HTTP 400: x+…$/)
  })

  it('sends no request at all when an input is invalid', async () => {
    await emulator()
    inputs({ 'timeout-seconds': '-5' })
    await runAction()
    expect(emu.requests).toEqual([])
    expect(core.failed).toBe(
      `Input 'timeout-seconds' must be a positive number of seconds, such as 1800, got "-5".`
    )
  })

  it('fails the step on a thrown non-Error too', async () => {
    await emulator()
    inputs()
    Object.defineProperty(core.inputs, 'region', {
      enumerable: true,
      get: () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the case under test
        throw 'a plain string'
      }
    })
    await runAction()
    expect(core.failed).toBe('a plain string')
  })
})
