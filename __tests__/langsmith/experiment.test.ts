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
    score: 0.7,
    startTime: '2026-11-20T10:06:00.000000'
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

const SPEC = {
  apiKey: KEY,
  workspaceId: '7a1c2e3f-4b5d-4c6e-8f90-a1b2c3d4e5f6',
  requestTimeoutMs: 5_000
}
const EXPERIMENT = '00000000-0000-4000-8000-0000000000e1'
const runId = (i: number): string => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`

/** Reads a request's JSON body. */
async function jsonOf(
  request: import('node:http').IncomingMessage
): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>
}

it("the baseline's runs are read page by page as the server pages them, each with its reference_match feedback, read a batch of runs at a time", async () => {
  const queries: Record<string, unknown>[] = []
  const feedbackAsked: string[][] = []
  // 230 runs: example i % 115 (two runs each); run 7 has no feedback; run 3 failed.
  const api = await serve((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://x')
      let body: unknown = {}
      if (url.pathname === '/api/v2/runs/query') {
        const query = await jsonOf(request)
        queries.push(query)
        const from = Number(query.cursor ?? 0)
        const items = Array.from({ length: Math.min(100, 230 - from) }, (_, k) => ({
          id: runId(from + k),
          reference_example_id: runId(10_000 + ((from + k) % 115))
        }))
        body = { items, next_cursor: from + 100 < 230 ? String(from + 100) : null }
      } else if (url.pathname === '/api/v1/feedback') {
        request.resume()
        const runs = url.searchParams.getAll('run')
        if (url.searchParams.get('offset') === '0') feedbackAsked.push(runs)
        const offset = Number(url.searchParams.get('offset'))
        const all = runs
          .filter(id => id !== runId(7))
          .map(id => ({
            run_id: id,
            key: 'reference_match',
            score: id === runId(3) ? 0 : 1,
            comment: id === runId(3) ? 'expected "x"' : 'matched'
          }))
        // A server that ignored the filter: another key, another run, both never taken.
        all.push({ run_id: runId(3), key: 'other', score: 1, comment: 'no' })
        body = all.slice(offset, offset + 100)
      } else {
        request.resume()
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    })()
  })
  const runs = await Experiment.scoredRuns(
    { ...SPEC, apiUrl: `${api}/api/v1` },
    { experimentId: EXPERIMENT, startTime: '2026-11-20T10:06:00.000000', atMost: 1000 }
  )
  expect(runs).toHaveLength(230)
  expect(queries.map(q => q.cursor ?? null)).toEqual([null, '100', '200'])
  expect(queries[0]).toMatchObject({
    project_ids: [EXPERIMENT],
    is_root: true,
    selects: ['REFERENCE_EXAMPLE_ID'],
    // A day before the experiment started: the runner's clock is not the server's.
    min_start_time: '2026-11-19T10:06:00.000Z'
  })
  expect(feedbackAsked.map(batch => batch.length)).toEqual([100, 100, 30])
  expect(runs[3]).toEqual({ exampleId: runId(10_003), score: 0, comment: 'expected "x"' })
  expect(runs[7]).toEqual({ exampleId: runId(10_007), score: undefined, comment: undefined })
  expect(runs[8]).toEqual({ exampleId: runId(10_008), score: 1, comment: 'matched' })
})

it('a run query that pages for ever, or holds more runs than the bound, is an error, not a partial read', async () => {
  let asked = 0
  const endless = await serve((request, response) => {
    request.resume()
    asked += 1
    response.writeHead(200, { 'content-type': 'application/json' })
    // Items the read skips (no string ID), and always a next page.
    response.end(JSON.stringify({ items: [{ id: asked }], next_cursor: `c${asked}` }))
  })
  const bound = { experimentId: EXPERIMENT, startTime: 'not a time', atMost: 150 }
  await expect(
    Experiment.scoredRuns({ ...SPEC, apiUrl: `${endless}/api/v1` }, bound)
  ).rejects.toThrow(/did not end in 3 pages/)
  const many = await serve((request, response) => {
    request.resume()
    const items = Array.from({ length: 100 }, (_, k) => ({
      id: runId(k + 100 * asked),
      reference_example_id: runId(k)
    }))
    asked += 1
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ items, next_cursor: 'more' }))
  })
  await expect(Experiment.scoredRuns({ ...SPEC, apiUrl: `${many}/api/v1` }, bound)).rejects.toThrow(
    /holds more than 150 runs/
  )
})
