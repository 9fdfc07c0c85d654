/**
 * The client calls rolling back uses, on loopback: the revision list with the status filter
 * read to its last page, and the redeploy, a POST sent once even when its answer is a 5xx.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { ControlPlane } from '../../src/control-plane/client.js'
import { HttpStatusError } from '../../src/base/errors.js'
import { FakeClock } from '../fixtures/clock.js'
import { silentLogger } from '../fixtures/logger.js'
import { type TestServer, json, startServer } from '../fixtures/server.js'

const DEP = '11111111-1111-4111-8111-111111111111'
let server: TestServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

function client(url: string): ControlPlane {
  return new ControlPlane({
    baseUrl: url,
    apiKey: 'lsv2_sk_client_test',
    workspaceId: '22222222-2222-4222-8222-222222222222',
    userAgent: 'test',
    clock: new FakeClock(),
    logger: silentLogger,
    retry: { attempts: 3, baseMs: 1, capMs: 1 }
  })
}

const revisionId = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

describe('listRevisions with statuses', () => {
  it('sends the status filter on every page and reads until a short page', async () => {
    // 150 DEPLOYED revisions, newest first: two pages of 100 and 50.
    const all = Array.from({ length: 150 }, (_, i) => ({
      id: revisionId(150 - i),
      status: 'DEPLOYED',
      created_at: new Date(Date.UTC(2026, 0, 1) + (150 - i) * 1000).toISOString()
    }))
    server = await startServer((request, res) => {
      const query = new URL(request.url, 'http://x').searchParams
      const offset = Number(query.get('offset'))
      const limit = Number(query.get('limit'))
      json(res, 200, { resources: all.slice(offset, offset + limit), offset })
    })
    const listed = await client(server.url).listRevisions({
      deploymentId: DEP,
      statuses: ['DEPLOYED', 'SKIPPED']
    })
    expect(listed.map(r => r.id)).toEqual(all.map(r => r.id))
    expect(server.received.map(r => r.url)).toEqual([
      `/v2/deployments/${DEP}/revisions?limit=100&offset=0&status=DEPLOYED%2CSKIPPED`,
      `/v2/deployments/${DEP}/revisions?limit=100&offset=100&status=DEPLOYED%2CSKIPPED`
    ])
  })
})

describe('redeployRevision', () => {
  it('POSTs without a body and reads the new latest revision from the answer', async () => {
    server = await startServer((_, res) => {
      json(res, 200, { id: DEP, latest_revision_id: revisionId(9), updated_at: 'now' })
    })
    const answer = await client(server.url).redeployRevision({
      deploymentId: DEP,
      revisionId: revisionId(1)
    })
    expect(answer.latest_revision_id).toBe(revisionId(9))
    expect(server.received).toHaveLength(1)
    expect(server.received[0]).toMatchObject({
      method: 'POST',
      url: `/v2/deployments/${DEP}/revisions/${revisionId(1)}/redeploy`,
      body: ''
    })
  })

  it('is not sent again on a 5xx, which may have been applied', async () => {
    server = await startServer((_, res) => {
      json(res, 502, { detail: 'bad gateway' })
    })
    const redeploy = client(server.url).redeployRevision({
      deploymentId: DEP,
      revisionId: revisionId(1)
    })
    await expect(redeploy).rejects.toBeInstanceOf(HttpStatusError)
    expect(server.received).toHaveLength(1)
  })

  it('takes an unreadable answer as telling nothing', async () => {
    server = await startServer((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"id": ')
    })
    const answer = await client(server.url).redeployRevision({
      deploymentId: DEP,
      revisionId: revisionId(1)
    })
    expect(answer).toEqual({})
  })
})
