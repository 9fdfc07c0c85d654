// The experiment is recorded through LangSmith's own SDK, which follows redirects with its key in
// `x-api-key`: a LangSmith API that redirects must never pass the key to the host it points at,
// and the refusal ends the SDK's call at once, saying why. The baseline is asked of LangSmith per
// revision (its `metadata` filter), never read from the dataset's first experiments.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, it } from '@jest/globals'
import { Experiment } from '../../src/langsmith/experiment.js'

const KEY = 'lsv2_sk_redirect_test_0123456789'
const servers: Server[] = []

afterEach(async () => {
  await Promise.all(servers.splice(0).map(s => new Promise(resolve => s.close(resolve))))
})

/** A loopback server; resolves to its origin. */
async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler)
  servers.push(server)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

it.each([301, 302, 307, 308])(
  'a %i from the LangSmith API fails the experiment, and the host it names never sees a request',
  async status => {
    const seen: IncomingHttpHeaders[] = []
    const elsewhere = await serve((request, response) => {
      seen.push(request.headers)
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ id: '00000000-0000-4000-8000-000000000001', name: 'x' }))
    })
    let asked = 0
    const named = await serve((request, response) => {
      asked += 1
      request.resume()
      response.writeHead(status, { location: `${elsewhere}${request.url ?? '/'}` })
      response.end()
    })
    const opening = Experiment.open({
      apiUrl: `${named}/api/v1`,
      apiKey: KEY,
      workspaceId: '7a1c2e3f-4b5d-4c6e-8f90-a1b2c3d4e5f6',
      datasetId: '00000000-0000-4000-8000-000000000002',
      prefix: 'redirect',
      description: 'a redirect test',
      metadata: {},
      requestTimeoutMs: 5_000
    })
    // Refused at once, naming where it led: a redirect is not tried again (it would redirect again).
    await expect(opening).rejects.toThrow(
      new RegExp(`was redirected \\(HTTP ${status}\\) to ${elsewhere}; not followed`)
    )
    expect(asked).toBe(1)
    expect(seen).toEqual([])
  }
)

it('the baseline asks LangSmith for each revision’s experiments on the dataset (metadata filter) and takes the newest scored one', async () => {
  const asked: URLSearchParams[] = []
  const project = (id: string, revision: string, at: string, score?: number): object => ({
    id: `00000000-0000-4000-8000-00000000000${id}`,
    name: `exp-${id}`,
    start_time: at,
    extra: {
      metadata: { revision_id: revision, ...(score === undefined ? {} : { eval_score: score }) }
    }
  })
  const byRevision: Record<string, object[]> = {
    'rev-a': [
      project('1', 'rev-a', '2026-11-20T10:05:00.000000', 0.5),
      project('2', 'rev-a', '2026-11-20T10:04:00.000000', 0.9)
    ],
    // A server that ignored the filter would answer another revision's: never taken.
    'rev-b': [
      project('3', 'rev-c', '2026-11-20T10:09:00.000000', 1),
      project('4', 'rev-b', '2026-11-20T10:07:00.000000'),
      project('5', 'rev-b', '2026-11-20T10:06:00.000000', 0.7)
    ]
  }
  const api = await serve((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    asked.push(url.searchParams)
    const { revision_id } = JSON.parse(url.searchParams.get('metadata') ?? '{}') as {
      revision_id?: string
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(byRevision[revision_id ?? ''] ?? []))
  })
  const spec = {
    apiUrl: `${api}/api/v1`,
    apiKey: KEY,
    workspaceId: '7a1c2e3f-4b5d-4c6e-8f90-a1b2c3d4e5f6',
    datasetId: '00000000-0000-4000-8000-000000000009',
    requestTimeoutMs: 5_000
  }
  const found = await Experiment.baseline(spec, ['rev-a', 'rev-b'])
  // rev-b's newest holds no score: its scored one, at 10:06, is newer than rev-a's 10:05.
  expect(found).toEqual({
    experimentId: '00000000-0000-4000-8000-000000000005',
    experimentName: 'exp-5',
    revisionId: 'rev-b',
    score: 0.7
  })
  expect(asked.map(q => [q.get('reference_dataset'), q.get('metadata')])).toEqual([
    [spec.datasetId, '{"revision_id":"rev-a"}'],
    [spec.datasetId, '{"revision_id":"rev-b"}']
  ])
  // The run's own experiment is never its baseline.
  const excluded = await Experiment.baseline(
    spec,
    ['rev-a'],
    '00000000-0000-4000-8000-000000000001'
  )
  expect(excluded?.experimentName).toBe('exp-2')
  expect(await Experiment.baseline(spec, ['rev-none'])).toBeUndefined()
})
