/**
 * The wait for the agent server's `GET /ok` before a smoke run, against a server on loopback:
 * each request gives up after the run's per-request timeout (`request-timeout-seconds`), not the
 * HTTP layer's 30 s default, and the wait goes on within its share of the smoke timeout.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { waitForAgent } from '../../src/live/agent-ready.js'
import { closeServers, neverAnswer, serve } from '../agent-server/fixtures.js'
import { FakeClock } from '../fixtures/clock.js'
import { recordingLogger } from '../fixtures/logger.js'
import { testRuntime } from '../fixtures/runtime.js'

afterEach(closeServers)

/** A runtime on a fake clock (backoffs take no time), its requests given `requestTimeoutMs`. */
function runtime(requestTimeoutMs: number) {
  const options = { clock: new FakeClock(), budgetMs: 600_000, logger: recordingLogger() }
  return testRuntime({ ...options, requestTimeoutMs, random: 0.99 })
}

describe('waitForAgent', () => {
  it('gives up on a GET /ok with no answer after the run’s request timeout, and asks again', async () => {
    const server = await serve(neverAnswer)
    const rt = runtime(200)
    const started = Date.now()
    await waitForAgent(rt, { url: server.url, timeoutSeconds: 20, deploymentType: 'dev' })
    // Its 10 s (half the smoke timeout, on the fake clock) spent in backoffs between attempts
    // that each gave up after 200 ms of real time: never one attempt held for 10 s or 30 s.
    expect(server.requests.length).toBeGreaterThanOrEqual(3)
    expect(server.requests.every(request => request.url === '/ok')).toBe(true)
    expect(Date.now() - started).toBeLessThan(200 * server.requests.length + 3000)
    expect(rt.logger.warnings()).toEqual([
      expect.stringMatching(
        /^The agent server did not answer GET \/ok within 10 s: GET \/ok failed: timed out waiting for the server.*Trying the smoke run anyway\.$/
      )
    ])
  })

  it('says when the server answers, its request given the same timeout', async () => {
    const server = await serve((_req, res, _body, index) => {
      if (index === 0) return // the first request is held: the server is still starting
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"ok":true}')
    })
    const rt = runtime(200)
    const started = Date.now()
    const ready = await waitForAgent(rt, {
      url: server.url,
      timeoutSeconds: 20,
      deploymentType: 'dev'
    })
    expect(server.requests).toHaveLength(2)
    expect(Date.now() - started).toBeLessThan(3000)
    expect(ready.wakeRetry).toBeUndefined()
    expect(rt.logger.lines.join('\n')).toMatch(/The agent server answers GET \/ok \(after /)
    expect(rt.logger.warnings()).toEqual([])
  })
})
