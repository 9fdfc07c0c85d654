/**
 * A revision's logs wherever the install keeps them (nock): GET /v2/deployment-logs first, with
 * cursor paging, bounded; else the per-revision route; else the v1 routes of the official CLI.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import nock from 'nock'
import { ControlPlane } from '../../src/control-plane/client.js'
import { LogFollower, lastLogLines } from '../../src/control-plane/logs.js'
import { FakeClock } from '../fixtures/clock.js'
import { recordingLogger, silentLogger } from '../fixtures/logger.js'

const BASE = 'https://cp.example.com'
const DEP = '11111111-1111-4111-8111-111111111111'
const REV = '22222222-2222-4222-8222-222222222222'
const REVISION_LOGS = `/v2/deployments/${DEP}/revisions/${REV}/logs`
const V1 = `/v1/projects/${DEP}/revisions/${REV}`

const controlPlane = (): ControlPlane =>
  new ControlPlane({
    baseUrl: BASE,
    apiKey: 'lsv2_sk_logs_test',
    workspaceId: '33333333-3333-4333-8333-333333333333',
    userAgent: 'test',
    clock: new FakeClock(),
    logger: silentLogger,
    retry: { attempts: 1, baseMs: 1, capMs: 1 }
  })

const at = (n: number): string => `2026-11-21T10:00:${String(n).padStart(2, '0')}Z`
const item = (n: number) => ({ timestamp: at(n % 60), level: 'INFO', message: `line ${n}` })

beforeAll(() => {
  nock.disableNetConnect()
})
afterEach(() => {
  nock.cleanAll()
})
afterAll(() => {
  nock.enableNetConnect()
  nock.restore()
})

const last = (lines: number, type: 'build' | 'deploy' = 'build') =>
  lastLogLines(controlPlane(), {
    deploymentId: DEP,
    revisionId: REV,
    type,
    lines,
    logger: silentLogger
  })

const buildQuery = (extra: Record<string, string>) => ({
  deployment_id: DEP,
  revision_id: REV,
  log_type: 'BUILD',
  sort_order: 'desc',
  ...extra
})

describe('lastLogLines', () => {
  it('reads GET /v2/deployment-logs when it answers, following its cursor for more than a page', async () => {
    // 150 lines wanted, pages of at most 100: two pages, newest first.
    const scope = nock(BASE)
      .get('/v2/deployment-logs')
      .query(buildQuery({ page_size: '100' }))
      .reply(200, {
        items: Array.from({ length: 100 }, (_, i) => item(200 - i)),
        next_cursor: 'c2'
      })
      .get('/v2/deployment-logs')
      .query(buildQuery({ page_size: '50', cursor: 'c2' }))
      .reply(200, { items: Array.from({ length: 50 }, (_, i) => item(100 - i)), next_cursor: 'c3' })
    const lines = await last(150)
    expect(scope.isDone()).toBe(true)
    expect(lines).toHaveLength(150)
    expect(lines?.[0]).toBe(`${at(51 % 60)} line 51`)
    expect(lines?.[149]).toBe(`${at(200 % 60)} line 200`)
  })

  it('asks for the DEPLOY log of a deploy failure', async () => {
    const scope = nock(BASE)
      .get('/v2/deployment-logs')
      .query(q => q.log_type === 'DEPLOY')
      .reply(200, { items: [item(1)], next_cursor: null })
    expect(await last(5, 'deploy')).toEqual([`${at(1)} line 1`])
    expect(scope.isDone()).toBe(true)
  })

  it('falls back to the per-revision route when /v2/deployment-logs is absent (404)', async () => {
    const scope = nock(BASE)
      .get('/v2/deployment-logs')
      .query(true)
      .reply(404, { detail: 'Not Found' })
      .get(REVISION_LOGS)
      .query({ type: 'build', limit: '3', order: 'desc' })
      .reply(200, { logs: [item(3), item(2), item(1)], next_offset: null })
    expect(await last(3)).toEqual([1, 2, 3].map(n => `${at(n)} line ${n}`))
    expect(scope.isDone()).toBe(true)
  })

  it('falls back to the v1 route of the official CLI when neither v2 route is served', async () => {
    let body: unknown
    const scope = nock(BASE)
      .get('/v2/deployment-logs')
      .query(true)
      .reply(405, { detail: 'Method Not Allowed' })
      .get(REVISION_LOGS)
      .query(true)
      .reply(404, { detail: 'Not Found' })
      .post(`${V1}/build_logs`, b => {
        body = b
        return true
      })
      .reply(200, [
        { id: 'e2', ...item(2) },
        { id: 'e1', ...item(1) }
      ])
    expect(await last(5)).toEqual([`${at(1)} line 1`, `${at(2)} line 2`])
    expect(body).toEqual({ order: 'desc', limit: 5, offset: 0 })
    expect(scope.isDone()).toBe(true)
  })

  it('reads the v1 answer as the service sends it, {logs, next_offset}, paging by the integer offset', async () => {
    const bodies: unknown[] = []
    const scope = nock(BASE)
      .get('/v2/deployment-logs')
      .query(true)
      .reply(404, { detail: 'Not Found' })
      .get(REVISION_LOGS)
      .query(true)
      .reply(404, { detail: 'Not Found' })
      .post(`${V1}/build_logs`, b => {
        bodies.push(b)
        return true
      })
      .reply(200, {
        logs: [
          { id: 'e3', ...item(3) },
          { id: 'e2', ...item(2) }
        ],
        next_offset: 2
      })
      .post(`${V1}/build_logs`, b => {
        bodies.push(b)
        return true
      })
      .reply(200, { logs: [{ id: 'e1', ...item(1) }], next_offset: null })
    expect(await last(3)).toEqual([1, 2, 3].map(n => `${at(n)} line ${n}`))
    expect(bodies).toEqual([
      { order: 'desc', limit: 3, offset: 0 },
      { order: 'desc', limit: 1, offset: 2 }
    ])
    expect(scope.isDone()).toBe(true)
  })

  it('is undefined, with no warning, when the install serves no logs route', async () => {
    const logger = recordingLogger()
    const scope = nock(BASE)
      .get('/v2/deployment-logs')
      .query(true)
      .reply(404, {})
      .get(REVISION_LOGS)
      .query(true)
      .reply(404, {})
      .post(`${V1}/deploy_logs`)
      .reply(404, {})
    const lines = await lastLogLines(controlPlane(), {
      deploymentId: DEP,
      revisionId: REV,
      type: 'deploy',
      lines: 10,
      logger
    })
    expect(lines).toBeUndefined()
    expect(logger.warnings()).toEqual([])
    expect(scope.isDone()).toBe(true)
  })

  it('a route that fails otherwise (500) is a warning, not a fallback', async () => {
    const logger = recordingLogger()
    nock(BASE).get('/v2/deployment-logs').query(true).reply(500, { detail: 'boom' })
    const lines = await lastLogLines(controlPlane(), {
      deploymentId: DEP,
      revisionId: REV,
      type: 'build',
      lines: 10,
      logger
    })
    expect(lines).toBeUndefined()
    expect(logger.warnings().join('\n')).toMatch(/Could not fetch the build logs: .*500/)
  })
})

describe('LogFollower', () => {
  it('keeps the route that answered: the absent one is asked once, not on every poll', async () => {
    const logger = recordingLogger()
    const absent = nock(BASE).get('/v2/deployment-logs').query(true).once().reply(404, {})
    const served = nock(BASE)
      .get(REVISION_LOGS)
      .query(q => q.type === 'build' && q.order === 'asc' && q.offset === undefined)
      .reply(200, { logs: [item(1)], next_offset: 'o1' })
      .get(REVISION_LOGS)
      .query(q => q.offset === 'o1')
      .reply(200, { logs: [], next_offset: null })
      .get(REVISION_LOGS)
      .query(q => q.offset === 'o1')
      .reply(200, { logs: [item(2)], next_offset: null })
    const follower = new LogFollower(controlPlane(), { deploymentId: DEP, revisionId: REV, logger })
    await follower.poll('BUILDING')
    await follower.poll('BUILDING')
    expect(absent.isDone()).toBe(true)
    expect(served.isDone()).toBe(true)
    expect(logger.lines).toEqual([`[build] ${at(1)} line 1`, `[build] ${at(2)} line 2`])
  })

  it('reads at most 20 pages in one poll from a server whose cursor never ends', async () => {
    let pages = 0
    nock(BASE)
      .get('/v2/deployment-logs')
      .query(true)
      .times(100)
      .reply(() => {
        pages++
        return [200, { items: [item(pages)], next_cursor: `c${pages}` }]
      })
    const follower = new LogFollower(controlPlane(), {
      deploymentId: DEP,
      revisionId: REV,
      logger: silentLogger
    })
    await follower.poll('BUILDING')
    expect(pages).toBe(20)
  })
})
