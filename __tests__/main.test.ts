import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import nock from 'nock'
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

const BASE = 'https://api.host.langchain.com'
const KEY = 'lsv2_pt_supersecretkey_0001'
const WORKSPACE = '3fa85f64-5717-4562-b3fc-2c963f66afa6'
const DEP = '11111111-1111-4111-8111-111111111111'
const OLD = 'rev-old'
const NEW = 'rev-new'
const INTEGRATION = '22222222-2222-4222-8222-222222222222'
const ENV = {
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/agent',
  GITHUB_REF_NAME: 'main'
}

let clock: FakeClock

function inputs(extra: Record<string, string> = {}): void {
  core.inputs = {
    'api-key': KEY,
    'workspace-id': WORKSPACE,
    'deployment-name': 'my-agent',
    'integration-id': INTEGRATION,
    'poll-interval-seconds': '10',
    ...extra
  }
}

/** The control plane, answering only requests that carry the credentials and our User-Agent. */
function api(): nock.Scope {
  return nock(BASE)
    .matchHeader('x-api-key', KEY)
    .matchHeader('x-tenant-id', WORKSPACE)
    .matchHeader('user-agent', /^langgraph-deploy-action\/\d+\.\d+\.\d+ /)
}

function deployment(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: DEP,
    name: 'my-agent',
    latest_revision_id: OLD,
    active_revision_id: OLD,
    url: 'https://my-agent.example.langgraph.app',
    source_config: { custom_url: null },
    ...extra
  }
}

/** The deployment once revision NEW is its latest and serves traffic. */
function live(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return deployment({ latest_revision_id: NEW, active_revision_id: NEW, ...extra })
}

function list(
  names: string[],
  start = 0
): { resources: Record<string, unknown>[]; offset: number } {
  return {
    resources: names.map((name, i) => deployment({ id: `other-${start + i}`, name })),
    offset: start
  }
}

/** Answers GET revision with each status in turn, the last one from then on. */
function revisionStatuses(scope: nock.Scope, revision: string, statuses: string[]): void {
  for (const status of statuses) {
    scope.get(`/v2/deployments/${DEP}/revisions/${revision}`).reply(200, { id: revision, status })
  }
}

/** The lookup by name finds the deployment (latest revision OLD). */
function found(): nock.Scope {
  return api()
    .get('/v2/deployments')
    .query(true)
    .reply(200, { resources: [deployment()], offset: 0 })
}

/** OLD as the revision list shows it: live 400 s after it was created. */
const OLD_LISTED = {
  id: OLD,
  status: 'DEPLOYED',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:06:40Z'
}

/** NEW as the revision list shows it, just created. */
const NEW_LISTED = { id: NEW, status: 'QUEUED', created_at: '2026-11-21T10:00:00Z' }

/** Before an update, one page of the deployment's newest revisions (20), for the wait's pace. */
function readsHistory(scope: nock.Scope): nock.Scope {
  return scope
    .get(`/v2/deployments/${DEP}/revisions`)
    .query({ limit: '20' })
    .reply(200, { resources: [OLD_LISTED], offset: 0 })
}

/** The update's revision: `POST .../revisions` answers it (revision NEW). */
function createsRevision(scope: nock.Scope, check: (body: unknown) => boolean = () => true) {
  return scope
    .post(`/v2/deployments/${DEP}/revisions`, check)
    .reply(201, { id: NEW, status: 'QUEUED' })
}

/** An older install: no `POST .../revisions` route (404), so the update goes by PATCH. */
function noRevisionRoute(scope: nock.Scope): nock.Scope {
  return scope.post(`/v2/deployments/${DEP}/revisions`).reply(404, { detail: 'Not Found' })
}

/** Found, updated to revision NEW, which then shows each of `statuses` in turn. */
function updateThenStatuses(statuses: string[]): nock.Scope {
  const scope = createsRevision(readsHistory(found()))
  revisionStatuses(scope, NEW, statuses)
  return scope
}

async function runAction(): Promise<void> {
  await run({ clock, env: ENV, requestTimeoutMs: 2000, retry: { baseMs: 1 }, random: () => 0.5 })
}

beforeAll(() => {
  nock.disableNetConnect()
})

beforeEach(() => {
  core.reset()
  clock = new FakeClock()
})

afterEach(() => {
  nock.cleanAll()
})

// nock patches Node's http module for the whole worker process: undo it for the test files
// that run after this one in the same worker and use real loopback servers.
afterAll(() => {
  nock.enableNetConnect()
  nock.restore()
})

describe('deploy: create', () => {
  it('creates a missing deployment, waits for its first revision, and publishes every output', async () => {
    inputs({
      secrets: 'OPENAI_API_KEY=sk-openai-123\nOTHER=x=y'
    })
    let created: unknown
    const scope = api()
      .get('/v2/deployments')
      .query({ name: 'my-agent', name_contains: 'my-agent', limit: '100', offset: '0' })
      .reply(200, list(['my-agent-old', 'not-my-agent']))
      .post('/v2/deployments', body => {
        created = body
        return true
      })
      .reply(201, deployment({ latest_revision_id: NEW, url: null }))
    revisionStatuses(scope, NEW, ['CREATING', 'BUILDING', 'BUILDING', 'DEPLOYING', 'DEPLOYED'])
    scope.get(`/v2/deployments/${DEP}`).reply(200, live())

    await runAction()

    expect(core.failed).toBeUndefined()
    expect(scope.isDone()).toBe(true)
    expect(created).toEqual({
      name: 'my-agent',
      source: 'github',
      source_config: {
        integration_id: INTEGRATION,
        repo_url: 'https://github.com/acme/agent',
        deployment_type: 'dev',
        build_on_push: false
      },
      // The real service reads langgraph_config_path, the contract graph_config_path.
      source_revision_config: {
        repo_ref: 'main',
        langgraph_config_path: 'langgraph.json',
        graph_config_path: 'langgraph.json'
      },
      secrets: [
        { name: 'OPENAI_API_KEY', value: 'sk-openai-123' },
        { name: 'OTHER', value: 'x=y' }
      ]
    })
    expect(core.outputs).toEqual({
      'deployment-id': DEP,
      'revision-id': NEW,
      status: 'DEPLOYED',
      'deployment-url': 'https://my-agent.example.langgraph.app',
      created: 'true'
    })
    const statusLines = core.log.filter(
      l => l.level === 'info' && /^\[ *\d+m\d\ds\] /.test(l.message)
    )
    expect(statusLines.map(l => l.message)).toEqual([
      '[  0m00s] CREATING',
      '[  0m10s] BUILDING',
      '[  0m30s] DEPLOYING',
      '[  0m40s] DEPLOYED'
    ])
  })

  it('masks the key and the secret values before the first line and never prints them', async () => {
    inputs({ secrets: 'OPENAI_API_KEY=sk-openai-123' })
    api()
      .get('/v2/deployments')
      .query(true)
      .reply(200, list([]))
      .post('/v2/deployments')
      .reply(422, {
        detail: [
          { loc: ['body', 'secrets'], msg: `bad secret sk-openai-123 for key ${KEY}`, type: 'x' }
        ]
      })

    await runAction()

    expect(core.secrets).toEqual(expect.arrayContaining([KEY, 'sk-openai-123']))
    expect(core.failed).toMatch(
      /creating deployment "my-agent": POST \/v2\/deployments returned HTTP 422: body\.secrets: bad secret \*\*\* for key \*\*\*/
    )
    expect(core.text()).not.toContain(KEY)
    expect(core.text()).not.toContain('sk-openai-123')
  })

  it('a GitHub deployment without integration-id looks for one only when it must create, and says so before the POST', async () => {
    inputs({ 'integration-id': '', source: 'github' })
    const scope = api()
      .get('/v2/deployments')
      .query(true)
      .reply(200, list([]))
      .get('/v1/integrations/github/install')
      .reply(200, [])
    await runAction()
    expect(scope.isDone()).toBe(true)
    expect(core.failed).toMatch(
      /no GitHub integration of workspace .* can deploy repository acme\/agent \(the workspace has no GitHub integration\)\. Nothing was created: .*set input 'integration-id'/
    )
    expect(core.outputs).toEqual({})
  })
})

describe('deploy: a write whose answer was uncertain', () => {
  it('a 409 after its own uncertain create: that create went through (created, no PATCH)', async () => {
    inputs()
    const scope = api()
      .get('/v2/deployments')
      .query(true)
      .times(6) // the lookup, then five reads that lag behind the create
      .reply(200, list([]))
      .post('/v2/deployments')
      .reply(503, { detail: 'upstream timed out' })
      .post('/v2/deployments')
      .reply(409, { detail: 'A deployment named my-agent already exists.' })
      .get('/v2/deployments')
      .query(true)
      .reply(200, { resources: [deployment({ latest_revision_id: NEW })], offset: 0 })
    revisionStatuses(scope, NEW, ['DEPLOYED'])
    scope.get(`/v2/deployments/${DEP}`).reply(200, live())

    await runAction()

    expect(core.failed).toBeUndefined()
    expect(scope.isDone()).toBe(true)
    expect(core.outputs).toMatchObject({ 'revision-id': NEW, created: 'true' })
    // Four pauses between the five reads: full jitter (random 0.5) below 0.5, 1, 2 and 4 s.
    expect(clock.sleeps.slice(0, 4)).toEqual([250, 500, 1000, 2000])
  })

  it('an update answered 502 whose updated_at then moved is not sent again', async () => {
    inputs()
    const before = { updated_at: '2026-11-21T10:00:00Z' }
    const scope: nock.Scope = readsHistory(
      api()
        .get('/v2/deployments')
        .query(true)
        .reply(200, { resources: [deployment(before)], offset: 0 })
    )
    noRevisionRoute(scope)
      .patch(`/v2/deployments/${DEP}`)
      .reply(502, 'Bad Gateway')
      .get(`/v2/deployments/${DEP}`)
      .reply(200, deployment({ updated_at: '2026-11-21T10:00:05Z' }))
      .get(`/v2/deployments/${DEP}/revisions`)
      .query(true)
      .reply(200, { resources: [{ id: OLD, status: 'DEPLOYED' }] })
      .get(`/v2/deployments/${DEP}`)
      .reply(200, deployment({ latest_revision_id: NEW }))
      .get(`/v2/deployments/${DEP}/revisions`)
      .query(true)
      .reply(200, { resources: [NEW_LISTED, OLD_LISTED] })
    revisionStatuses(scope, NEW, ['DEPLOYED'])
    scope.get(`/v2/deployments/${DEP}`).reply(200, live())

    await runAction()

    expect(core.failed).toBeUndefined()
    expect(scope.isDone()).toBe(true)
    expect(core.outputs).toMatchObject({ 'revision-id': NEW, created: 'false' })
    expect(core.log.map(l => l.message)).toContain(
      `The deployment changed: its updated_at moved from 2026-11-21T10:00:00Z to 2026-11-21T10:00:05Z, so the write may have gone through and is not sent again.`
    )
  })
})

describe('deploy: update', () => {
  it('finds the name on page 2 and updates it, sending only what was given', async () => {
    inputs({ 'build-on-push': 'true' })
    const page1 = Array.from({ length: 100 }, (_, i) => `my-agent-${i}`)
    let patch: unknown
    let post: unknown
    const scope = api()
      .get('/v2/deployments')
      .query({ name: 'my-agent', name_contains: 'my-agent', limit: '100', offset: '0' })
      .reply(200, list(page1))
      .get('/v2/deployments')
      .query({ name: 'my-agent', name_contains: 'my-agent', limit: '100', offset: '100' })
      .reply(200, {
        resources: [deployment({ id: 'x', name: 'my-agent-x' }), deployment()],
        offset: 100
      })
    // build_on_push makes no revision: a PATCH of its own, first; then the one POST.
    readsHistory(scope)
      .patch(`/v2/deployments/${DEP}`, body => {
        patch = body
        return true
      })
      .reply(200, deployment({ source_config: { custom_url: null, build_on_push: true } }))
    createsRevision(scope, body => {
      post = body
      return true
    })
    revisionStatuses(scope, NEW, ['DEPLOYED'])
    scope.get(`/v2/deployments/${DEP}`).reply(200, live())

    await runAction()

    expect(core.failed).toBeUndefined()
    expect(scope.isDone()).toBe(true)
    // integration_id is fixed at creation: never sent on PATCH.
    expect(patch).toEqual({ source_config: { build_on_push: true } })
    expect(post).toEqual({
      source_revision_config: {
        repo_ref: 'main',
        langgraph_config_path: 'langgraph.json',
        graph_config_path: 'langgraph.json'
      }
    })
    expect(core.outputs).toMatchObject({
      'deployment-id': DEP,
      'revision-id': NEW,
      status: 'DEPLOYED',
      created: 'false'
    })
  })

  it('keeps looking while the revision list lags behind the PATCH, never waiting on the old revision', async () => {
    inputs()
    const oldRevision = { id: OLD, status: 'DEPLOYED', created_at: '2026-11-20T10:00:00Z' }
    const scope = noRevisionRoute(readsHistory(found()))
      .patch(`/v2/deployments/${DEP}`)
      .reply(200, deployment({ latest_revision_id: OLD }))
      .get(`/v2/deployments/${DEP}`)
      .times(3)
      .reply(200, deployment())
      .get(`/v2/deployments/${DEP}/revisions`)
      .query({ limit: '100', offset: '0' })
      .times(2)
      .reply(200, { resources: [oldRevision] })
      .get(`/v2/deployments/${DEP}/revisions`)
      .query({ limit: '100', offset: '0' })
      .reply(200, {
        resources: [
          oldRevision,
          { id: NEW, status: 'CREATING', created_at: '2026-11-21T10:00:00Z' }
        ]
      })
    revisionStatuses(scope, NEW, ['BUILDING', 'DEPLOYED'])
    scope.get(`/v2/deployments/${DEP}`).reply(200, live())

    await runAction()

    expect(core.failed).toBeUndefined()
    expect(scope.isDone()).toBe(true)
    expect(core.outputs['revision-id']).toBe(NEW)
    expect(core.log.some(l => /not listed yet/.test(l.message))).toBe(true)
    // Two pauses between the three looks: full jitter (random 0.5) below 0.5 s, then 1 s.
    expect(clock.sleeps.slice(0, 2)).toEqual([250, 500])
  })

  it('fails naming the deployment and the old revision when the new one never shows', async () => {
    inputs({ 'timeout-seconds': '600' })
    const scope = noRevisionRoute(readsHistory(found()))
      .patch(`/v2/deployments/${DEP}`)
      .reply(200, deployment())
      .get(`/v2/deployments/${DEP}`)
      .times(8)
      .reply(200, deployment())
      .get(`/v2/deployments/${DEP}/revisions`)
      .query({ limit: '100', offset: '0' })
      .times(8)
      .reply(200, { resources: [{ id: OLD, status: 'DEPLOYED' }] })

    await runAction()

    expect(scope.isDone()).toBe(true)
    expect(core.failed).toMatch(
      new RegExp(
        `could not tell the revision created by the update of deployment "my-agent" \\(${DEP}\\) apart: after 8 looks .* newer than ${OLD}`
      )
    )
    expect(core.outputs['revision-id']).toBeUndefined()
  })

  it('reads one page of the newest revisions before the PATCH, and takes none of them for the new one', async () => {
    inputs()
    const order: string[] = []
    // rev-older is listed, not named by the deployment: the PATCH's answer naming it is a stale
    // one, so the run looks again instead of taking it for its own.
    const older = { ...OLD_LISTED, id: 'rev-older', status: 'BUILD_FAILED' }
    const scope = found()
      .get(`/v2/deployments/${DEP}/revisions`)
      .query({ limit: '20' })
      .reply(() => {
        order.push('list 20')
        return [200, { resources: [OLD_LISTED, older], offset: 0 }]
      })
      .post(`/v2/deployments/${DEP}/revisions`)
      .reply(() => {
        order.push('POST 405')
        return [405, { detail: 'Method Not Allowed' }]
      })
      .patch(`/v2/deployments/${DEP}`)
      .reply(() => {
        order.push('PATCH')
        return [200, deployment({ latest_revision_id: 'rev-older' })]
      })
      .get(`/v2/deployments/${DEP}`)
      .reply(200, deployment({ latest_revision_id: NEW }))
      .get(`/v2/deployments/${DEP}/revisions`)
      .query({ limit: '100', offset: '0' })
      .reply(200, { resources: [NEW_LISTED, OLD_LISTED, older] })
    revisionStatuses(scope, NEW, ['DEPLOYED'])
    scope.get(`/v2/deployments/${DEP}`).reply(200, live())

    await runAction()

    expect(core.failed).toBeUndefined()
    expect(scope.isDone()).toBe(true)
    expect(order).toEqual(['list 20', 'POST 405', 'PATCH'])
    expect(core.outputs['revision-id']).toBe(NEW)
  })

  it.each([
    ['HTTP 500', 500, { detail: 'boom' }, 'returned HTTP 500: boom'],
    ['a page that does not parse', 200, { resources: 'none' }, 'JSON of an unexpected shape']
  ])(
    'a read of the earlier revisions that fails (%s) is sent once and does not stop the update',
    async (_name, status, body, why) => {
      inputs()
      const scope = found()
        .get(`/v2/deployments/${DEP}/revisions`)
        .query({ limit: '20' })
        .once()
        .reply(status, body)
        .post(`/v2/deployments/${DEP}/revisions`)
        .reply(201, { id: NEW, status: 'QUEUED' })
      revisionStatuses(scope, NEW, ['DEPLOYED'])
      scope.get(`/v2/deployments/${DEP}`).reply(200, live())

      await runAction()

      expect(core.failed).toBeUndefined()
      expect(scope.isDone()).toBe(true)
      expect(core.outputs).toMatchObject({ 'revision-id': NEW, status: 'DEPLOYED' })
      // One attempt: a retry would have met no answer (nock) and said so instead.
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
    inputs()
    const scope = updateThenStatuses(['DEPLOYED'])
    scope
      .get(`/v2/deployments/${DEP}`)
      .reply(200, deployment({ latest_revision_id: 'rev-rival', active_revision_id: 'rev-rival' }))
    await runAction()
    expect(scope.isDone()).toBe(true)
    expect(core.failed).toBe(
      `revision ${NEW} of deployment "my-agent" went DEPLOYED, but a newer revision, rev-rival, took over: the deployment serves rev-rival (active_revision_id), not this run's revision`
    )
    expect(core.outputs).toMatchObject({ 'revision-id': NEW, status: 'DEPLOYED' })
  })

  it('reads the deployment every poll interval for a minute while it still serves the old revision', async () => {
    inputs()
    const scope = updateThenStatuses(['DEPLOYED'])
    scope.get(`/v2/deployments/${DEP}`).times(7).reply(200, deployment())
    await runAction()
    expect(scope.isDone()).toBe(true)
    expect(core.failed).toMatch(
      new RegExp(
        `revision ${NEW} of deployment "my-agent" is DEPLOYED, but 1m 00s later the deployment still serves ${OLD} \\(active_revision_id\\), not this revision`
      )
    )
  })

  it('updates by deployment-id without a lookup by name and without needing integration-id', async () => {
    inputs({ 'deployment-name': '', 'deployment-id': DEP, 'integration-id': '' })
    let post: unknown
    const scope = createsRevision(
      readsHistory(api().get(`/v2/deployments/${DEP}`).reply(200, deployment())),
      body => {
        post = body
        return true
      }
    )
    revisionStatuses(scope, NEW, ['DEPLOYED'])
    scope.get(`/v2/deployments/${DEP}`).reply(200, live())

    await runAction()

    expect(core.failed).toBeUndefined()
    expect(scope.isDone()).toBe(true)
    expect(post).toEqual({
      source_revision_config: {
        repo_ref: 'main',
        langgraph_config_path: 'langgraph.json',
        graph_config_path: 'langgraph.json'
      }
    })
  })

  it('with wait: false returns right after the update with the revision status', async () => {
    inputs({ wait: 'false' })
    const scope = updateThenStatuses(['CREATING'])
    await runAction()
    expect(core.failed).toBeUndefined()
    expect(scope.isDone()).toBe(true)
    expect(core.outputs).toMatchObject({ 'revision-id': NEW, status: 'CREATING' })
  })
})

describe('polling pace', () => {
  const byId = { 'deployment-name': '', 'deployment-id': DEP, 'integration-id': '' }

  /**
   * An update by ID whose new revision shows each status from the time given (ms after the
   * update), the earlier revisions listed before it being `listed`; returns when each poll came.
   */
  async function pollTimes(
    steps: readonly (readonly [number, string])[],
    listed: readonly Record<string, unknown>[] = [OLD_LISTED]
  ): Promise<number[]> {
    const times: number[] = []
    let t0: number | undefined
    const scope = api()
      .get(`/v2/deployments/${DEP}`)
      .reply(200, deployment())
      .get(`/v2/deployments/${DEP}/revisions`)
      .query({ limit: '20' })
      .reply(200, { resources: listed, offset: 0 })
      .post(`/v2/deployments/${DEP}/revisions`)
      .reply(() => {
        t0 = clock.now()
        return [201, { id: NEW, status: 'CREATING' }]
      })
      .get(`/v2/deployments/${DEP}/revisions/${NEW}`)
      .times(200)
      .reply(() => {
        const at = clock.now() - (t0 ?? 0)
        times.push(at)
        const status = steps.filter(([from]) => from <= at).at(-1)?.[1] ?? 'CREATING'
        return [200, { id: NEW, status }]
      })
      .get(`/v2/deployments/${DEP}`)
      .reply(200, live())
    await runAction()
    expect(core.failed).toBeUndefined()
    expect(scope.pendingMocks()).toEqual([`GET ${BASE}:443/v2/deployments/${DEP}/revisions/${NEW}`])
    nock.cleanAll()
    return times
  }

  /** The gaps between polls that began from `from` up to `to` ms. */
  function gapsBetween(times: readonly number[], from: number, to: number): number[] {
    return times
      .slice(1)
      .map((at, i) => [times[i] ?? 0, at - (times[i] ?? 0)] as const)
      .filter(([begun]) => begun >= from && begun < to)
      .map(([, gap]) => gap)
  }

  const build: [number, string][] = [
    [0, 'CREATING'],
    [20_000, 'BUILDING'],
    [320_000, 'AWAITING_DEPLOY'],
    [335_000, 'DEPLOYING'],
    [395_000, 'DEPLOYED']
  ]

  /** Three earlier revisions that went live 390, 400 and 405 s after their creation. */
  const steady = [390, 400, 405].map((seconds, i) => ({
    id: `00000000-0000-4000-8000-00000000010${i}`,
    status: 'DEPLOYED',
    created_at: new Date(Date.UTC(2026, 10, 20 + i, 10)).toISOString(),
    updated_at: new Date(Date.UTC(2026, 10, 20 + i, 10, 0, seconds)).toISOString()
  }))

  it('without poll-interval-seconds, polls densely where the earlier revisions went live', async () => {
    inputs({ ...byId, 'poll-interval-seconds': '' })
    const times = await pollTimes(build, steady)
    const gaps = gapsBetween(times, 0, Infinity)
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(MIN_POLL_MS)
    expect(Math.max(...gaps)).toBeLessThanOrEqual(MAX_POLL_MS)
    // Long before where its revisions went live: sparser than the plain pace.
    expect(Math.min(...gapsBetween(times, 20_000, 250_000))).toBeGreaterThan(PLAIN_POLL_MS)
    // Around there, dense: DEPLOYED at 395 s is seen within a few seconds.
    expect(Math.max(...gapsBetween(times, 370_000, 395_000))).toBeLessThan(PLAIN_POLL_MS / 2)
    expect((times.at(-1) ?? 0) - 395_000).toBeLessThan(PLAIN_POLL_MS / 2)
  })

  it('the earlier revisions read before the update reach the pace: without them, the plain pace', async () => {
    inputs({ ...byId, 'poll-interval-seconds': '' })
    const learnt = await pollTimes(build, steady)
    const blind = await pollTimes(build, [])
    // Before the build, where no final status can come: the quiet pace; then the plain one.
    expect(gapsBetween(blind, 0, 1)).toEqual([QUIET_POLL_MS])
    expect(new Set(gapsBetween(blind, 40_000, 300_000))).toEqual(new Set([PLAIN_POLL_MS]))
    // The history spends fewer requests, and DEPLOYED is seen within half a plain gap all the same.
    expect(learnt.length).toBeLessThan(blind.length)
    expect((learnt.at(-1) ?? 0) - 395_000).toBeLessThan(PLAIN_POLL_MS / 2)
  })

  it('with poll-interval-seconds, polls at exactly that interval', async () => {
    inputs({ ...byId, 'poll-interval-seconds': '2.5' })
    const times = await pollTimes(build)
    expect(new Set(gapsBetween(times, 0, Infinity))).toEqual(new Set([2500]))
    expect(times.at(-1)).toBe(395_000)
  })
})

describe('smoke step safety', () => {
  it('never sends the key to a deployment URL on plain http that is not localhost', async () => {
    inputs({ 'smoke-test': 'true' })
    const scope = updateThenStatuses(['DEPLOYED'])
    scope.get(`/v2/deployments/${DEP}`).reply(200, live({ url: 'http://agent.example.com' }))
    const agent = nock('http://agent.example.com').post(/.*/).reply(200)
    await runAction()
    expect(scope.isDone()).toBe(true)
    expect(agent.isDone()).toBe(false)
    expect(core.failed).toMatch(
      /smoke test not run: the deployment's URL http:\/\/agent\.example\.com is plain http; the API key is only sent over https/
    )
  })
})

describe('answers that show only what the contract promises', () => {
  it('a create answered with only id and latest_revision_id', async () => {
    inputs()
    const scope = api()
      .get('/v2/deployments')
      .query(true)
      .reply(200, list([]))
      .post('/v2/deployments')
      .reply(201, { id: DEP, latest_revision_id: NEW })
    revisionStatuses(scope, NEW, ['DEPLOYED'])
    scope.get(`/v2/deployments/${DEP}`).reply(200, { id: DEP, latest_revision_id: NEW })
    await runAction()
    expect(core.failed).toBeUndefined()
    expect(scope.isDone()).toBe(true)
    expect(core.outputs).toMatchObject({
      'deployment-id': DEP,
      'revision-id': NEW,
      created: 'true'
    })
    expect(core.log).toContainEqual({
      level: 'info',
      message: `Created deployment "my-agent" (${DEP}).`
    })
  })

  it.each([
    ['an empty body', ''],
    ['a body that is not JSON', 'OK'],
    ['JSON that is no deployment', '{"status": "accepted"}']
  ])(
    'a created revision answered with %s: the revision list tells it, and it is not sent again',
    async (_name, body) => {
      inputs()
      const scope = readsHistory(found())
        .post(`/v2/deployments/${DEP}/revisions`)
        .once()
        .reply(201, body)
        .get(`/v2/deployments/${DEP}`)
        .reply(200, deployment())
        .get(`/v2/deployments/${DEP}/revisions`)
        .query({ limit: '100', offset: '0' })
        .reply(200, {
          resources: [
            { id: NEW, status: 'CREATING', created_at: '2026-11-21T10:00:00Z' },
            { id: OLD, status: 'DEPLOYED', created_at: '2026-11-20T10:00:00Z' }
          ]
        })
      revisionStatuses(scope, NEW, ['DEPLOYED'])
      scope.get(`/v2/deployments/${DEP}`).reply(200, live())
      await runAction()
      expect(core.failed).toBeUndefined()
      expect(scope.isDone()).toBe(true)
      expect(core.outputs['revision-id']).toBe(NEW)
    }
  )
})

describe('deploy: the revision does not go live', () => {
  it.each([
    [
      'BUILD_FAILED',
      /revision rev-new of deployment "my-agent" ended BUILD_FAILED after 10 s; it will not go live/
    ],
    ['DEPLOY_FAILED', /ended DEPLOY_FAILED/],
    ['CREATE_FAILED', /ended CREATE_FAILED/]
  ])('%s fails the step', async (status, message) => {
    inputs()
    const scope = updateThenStatuses(['BUILDING', status])
    await runAction()
    expect(scope.isDone()).toBe(true)
    expect(core.failed).toMatch(message)
    expect(core.outputs).toMatchObject({
      'deployment-id': DEP,
      'revision-id': NEW,
      status,
      created: 'false'
    })
  })

  it('a build failure shows the last log-lines lines and annotates the root cause, untimed', async () => {
    inputs({ 'log-lines': '3' })
    const scope = updateThenStatuses(['BUILDING', 'BUILD_FAILED'])
    scope
      .get('/v2/deployment-logs')
      .query(true)
      .reply(404, { detail: 'Not Found' })
      .get(`/v2/deployments/${DEP}/revisions/${NEW}/logs`)
      .query({ type: 'build', limit: '3', order: 'desc' })
      .reply(200, {
        logs: [
          { timestamp: '2026-11-21T10:00:03Z', message: 'Build failed with exit code 1' },
          { timestamp: '2026-11-21T10:00:02Z', message: "ERROR: No module named 'langgraph_sdkk'" },
          {
            timestamp: '2026-11-21T10:00:01Z',
            message: 'Step 4/9 : RUN pip install -r requirements.txt'
          }
        ],
        next_offset: null
      })
    await runAction()
    expect(scope.isDone()).toBe(true)
    expect(core.failed).toMatch(/ended BUILD_FAILED/)
    const infos = core.log.filter(l => l.level === 'info').map(l => l.message)
    expect(infos).toEqual(
      expect.arrayContaining([
        '2026-11-21T10:00:01Z Step 4/9 : RUN pip install -r requirements.txt',
        "2026-11-21T10:00:02Z ERROR: No module named 'langgraph_sdkk'",
        '2026-11-21T10:00:03Z Build failed with exit code 1'
      ])
    )
    // The cause, not the wrapper after it ("Build failed with exit code 1"), without its time.
    expect(core.log).toContainEqual({
      level: 'error',
      message: "ERROR: No module named 'langgraph_sdkk'"
    })
  })

  it('an install without any logs route (404, 405, 404) just has no logs', async () => {
    inputs()
    const scope = updateThenStatuses(['DEPLOY_FAILED'])
    scope
      .get('/v2/deployment-logs')
      .query(true)
      .reply(405, { detail: 'Method Not Allowed' })
      .get(`/v2/deployments/${DEP}/revisions/${NEW}/logs`)
      .query(true)
      .reply(404, { detail: 'Not Found' })
      .post(`/v1/projects/${DEP}/revisions/${NEW}/deploy_logs`)
      .reply(404, { detail: 'Not Found' })
    await runAction()
    expect(scope.isDone()).toBe(true)
    expect(core.failed).toMatch(/ended DEPLOY_FAILED/)
    expect(core.log.filter(l => l.level === 'warning' || l.level === 'error')).toEqual([])
  })

  it.each(['SKIPPED', 'INTERRUPTED'])('%s fails, naming the newer revision', async status => {
    inputs()
    const scope = updateThenStatuses(['BUILDING', status])
    scope.get(`/v2/deployments/${DEP}`).reply(200, deployment({ latest_revision_id: 'rev-newer' }))
    await runAction()
    expect(scope.isDone()).toBe(true)
    expect(core.failed).toMatch(
      new RegExp(
        `ended ${status}: a newer revision, rev-newer, superseded it; this revision will never go live`
      )
    )
  })

  it('times out naming the last status, with the outputs set', async () => {
    inputs({ 'timeout-seconds': '60' })
    // Polled every 10 s from 0 to 50 s, then one last look when the time is up, at 60 s.
    const scope = updateThenStatuses(Array.from({ length: 7 }, () => 'BUILDING'))
    await runAction()
    expect(scope.isDone()).toBe(true)
    expect(core.failed).toMatch(
      /was still BUILDING after 1m 00s, when the timeout of 60 s \(timeout-seconds\) ran out/
    )
    expect(core.outputs).toMatchObject({
      'deployment-id': DEP,
      'revision-id': NEW,
      status: 'BUILDING'
    })
    expect(clock.sleeps.reduce((a, b) => a + b, 0)).toBe(60_000)
  })
})

describe('delete', () => {
  it('deletes the deployment found by name, keeping its tracing project by default', async () => {
    inputs({ mode: 'delete' })
    const scope = found()
      .delete(`/v2/deployments/${DEP}`)
      .query({ delete_tracing_project: 'false' })
      .reply(204)
    await runAction()
    expect(core.failed).toBeUndefined()
    expect(scope.isDone()).toBe(true)
    expect(core.outputs['deployment-id']).toBe(DEP)
    expect(core.text()).toContain("its tracing project and traces kept ('delete-tracing-project'")
  })

  it('deletes the tracing project too with delete-tracing-project', async () => {
    inputs({ mode: 'delete', 'delete-tracing-project': 'true' })
    const scope = found()
      .delete(`/v2/deployments/${DEP}`)
      .query({ delete_tracing_project: 'true' })
      .reply(204)
    await runAction()
    expect(core.failed).toBeUndefined()
    expect(scope.isDone()).toBe(true)
    expect(core.text()).toContain('with its tracing project and traces')
  })

  it('succeeds with a notice when there is nothing to delete', async () => {
    inputs({ mode: 'delete', 'integration-id': '' })
    const scope = api()
      .get('/v2/deployments')
      .query(true)
      .reply(200, list(['my-agent-2']))
    await runAction()
    expect(core.failed).toBeUndefined()
    expect(scope.isDone()).toBe(true)
    expect(core.log).toContainEqual({
      level: 'notice',
      message: 'Deployment "my-agent" does not exist; nothing to delete.'
    })
  })

  it('succeeds when the deployment named by ID is already gone', async () => {
    inputs({ mode: 'delete', 'deployment-name': '', 'deployment-id': DEP })
    const scope = api()
      .get(`/v2/deployments/${DEP}`)
      .reply(404, { detail: `Deployment ID ${DEP} not found.` })
    await runAction()
    expect(core.failed).toBeUndefined()
    expect(scope.isDone()).toBe(true)
  })
})

describe('errors a user can act on', () => {
  it('401 points at the api-key input and is not retried', async () => {
    inputs()
    const scope = api()
      .get('/v2/deployments')
      .query(true)
      .once()
      .reply(401, { detail: 'Invalid API key' })
    await runAction()
    expect(scope.isDone()).toBe(true)
    expect(core.failed).toBe(
      `looking up deployment "my-agent": GET /v2/deployments returned HTTP 401: Invalid API key (check the 'api-key' input: the control plane did not accept the API key)`
    )
  })

  it('403 points at workspace-id', async () => {
    inputs()
    api()
      .get('/v2/deployments')
      .query(true)
      .reply(403, { detail: 'This API key requires workspace specification' })
    await runAction()
    expect(core.failed).toMatch(
      /HTTP 403: This API key requires workspace specification \(set 'workspace-id'/
    )
  })

  it('404 for a deployment-id says which deployment is missing', async () => {
    inputs({ 'deployment-name': '', 'deployment-id': DEP })
    api()
      .get(`/v2/deployments/${DEP}`)
      .reply(404, { detail: `Deployment ID ${DEP} not found.` })
    await runAction()
    expect(core.failed).toMatch(
      new RegExp(
        `looking up deployment ${DEP}: no deployment with ID ${DEP} in workspace ${WORKSPACE} .*Deployment ID ${DEP} not found.*check 'deployment-id'`
      )
    )
  })

  it('422 quotes the validation detail', async () => {
    inputs({ 'deployment-name': '', 'deployment-id': DEP })
    readsHistory(api().get(`/v2/deployments/${DEP}`).reply(200, deployment()))
      .post(`/v2/deployments/${DEP}/revisions`)
      .reply(422, {
        detail: [
          {
            loc: ['body', 'source_revision_config', 'repo_ref'],
            msg: 'field required',
            type: 'missing'
          }
        ]
      })
    await runAction()
    expect(core.failed).toBe(
      `updating deployment "my-agent" (${DEP}): POST /v2/deployments/${DEP}/revisions returned HTTP 422: body.source_revision_config.repo_ref: field required`
    )
  })

  it('a long non-JSON error body is cut to about 1 KB', async () => {
    inputs()
    api().get('/v2/deployments').query(true).reply(400, 'x'.repeat(5000))
    await runAction()
    expect(core.failed?.length).toBeLessThan(1200)
    expect(core.failed).toMatch(/HTTP 400: x+…$/)
  })

  it('sends no request at all when an input is invalid', async () => {
    inputs({ 'timeout-seconds': '-5' })
    const scope = api().get('/v2/deployments').query(true).reply(200, list([]))
    await runAction()
    expect(scope.isDone()).toBe(false)
    expect(core.failed).toBe(
      `Input 'timeout-seconds' must be a positive number of seconds, such as 1800, got "-5".`
    )
  })

  it('fails the step on a thrown non-Error too', async () => {
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
