// The experiment is recorded through LangSmith's own SDK, which follows redirects with its key in
// `x-api-key`: a LangSmith API that redirects must never pass the key to the host it points at,
// and the refusal ends the SDK's call at once, saying why.
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
