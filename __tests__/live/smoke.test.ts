/**
 * The smoke step against an agent server on loopback that answers `GET /ok` and holds the run
 * request unanswered: the run's per-request timeout (`request-timeout-seconds`) reaches the run
 * request, which gives up after it and is not sent again, long before the smoke timeout.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mockActionsCore } from '../fixtures/core.js'

const core = mockActionsCore()
const { systemClock } = await import('../../src/base/clock.js')
const { Redactor } = await import('../../src/base/redact.js')
const { Progress } = await import('../../src/report/progress.js')
const { smokeStep } = await import('../../src/live/smoke.js')
const { closeServers, serve } = await import('../agent-server/fixtures.js')
const { recordingLogger } = await import('../fixtures/logger.js')
const { testRuntime } = await import('../fixtures/runtime.js')
type SmokeInputs = import('../../src/live/smoke.js').SmokeInputs

beforeEach(() => {
  core.reset()
})
afterEach(closeServers)

/** The step's inputs: one run of `agent` at `url` (`deployment-url`), 15 s to pass. */
function inputs(url: string): SmokeInputs {
  return {
    apiKey: 'lsv2_sk_smoke_step_test',
    deploymentUrl: url,
    smokeAssistantId: 'agent',
    smokeAssistantIdGiven: false,
    smokeInput: { messages: [{ role: 'user', content: 'hi' }] },
    smokeStreamMode: 'updates',
    smokeStreamSubgraphs: false,
    smokeTimeoutSeconds: 15,
    smokeExpect: '',
    smokeCases: undefined,
    trustedHosts: undefined,
    region: 'us',
    customApiUrl: false,
    apiUrl: 'https://api.host.langchain.com'
  }
}

/** The step's runtime on the real clock (the step's own timer runs on it), and its progress. */
function deps(requestTimeoutMs: number) {
  const logger = recordingLogger()
  const subject = { action: 'Smoke test', target: 'deployment "a"', deploymentUrl: undefined }
  const progress = new Progress({ ...subject, startedAt: 0 }, new Redactor(), logger)
  const runtime = testRuntime({ clock: systemClock, budgetMs: 600_000, requestTimeoutMs, logger })
  return { ...runtime, progress }
}

describe('smokeStep', () => {
  it("gives up on a run request with no answer after the run's request timeout", async () => {
    const server = await serve((req, res) => {
      if (req.url !== '/ok') return // the run request: accepted, never answered
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"ok":true}')
    })
    const started = Date.now()
    await expect(smokeStep(deps(300), inputs(server.url), server.url)).rejects.toThrow(
      /^smoke test of http:\/\/127\.0\.0\.1:\d+ failed: .*POST \/runs\/stream failed: timed out waiting for the server$/
    )
    expect(Date.now() - started).toBeLessThan(5000)
    expect(server.requests.map(request => `${request.method} ${request.url}`)).toEqual([
      'GET /ok',
      'POST /runs/stream'
    ])
  })
})
