/**
 * The fault-injection suite: one row per fault the network or a busy control plane produces,
 * injected on the emulator while the bundled action runs as the runner runs it. Each row says
 * what must hold; the suite prints how many held. Every run is scanned for leaked secrets, and
 * every deploy that survives must leave exactly one deployment and one new revision.
 */
import * as http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  type FaultRule,
  startEmulator,
  type RunningEmulator
} from '../../emulator/index.js'
import { type ActionRun, runAction } from '../../emulator/runner.js'
import { expectNoLeak, failure } from './helpers.js'

const KEY = 'lsv2_sk_faults_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'

/** Another host, to which a redirect points; it must never see a request. */
let elsewhere: http.Server
let elsewhereUrl = ''
const elsewhereRequests: http.IncomingHttpHeaders[] = []

beforeAll(async () => {
  elsewhere = http.createServer((req, res) => {
    elsewhereRequests.push(req.headers)
    res.end('{}')
  })
  await new Promise<void>(resolve => elsewhere.listen(0, '127.0.0.1', resolve))
  elsewhereUrl = `http://localhost:${(elsewhere.address() as AddressInfo).port}`
})

afterAll(async () => {
  elsewhere.closeAllConnections()
  await new Promise(resolve => elsewhere.close(resolve))
})

async function deploy(
  emulator: RunningEmulator,
  name: string,
  extra: Record<string, string> = {}
): Promise<ActionRun> {
  const run = await runAction({
    inputs: {
      'api-key': KEY,
      'workspace-id': WORKSPACE,
      'api-url': emulator.url,
      'deployment-name': name,
      'integration-id': DEFAULT_INTEGRATION_ID,
      'poll-interval-seconds': '0.1',
      'timeout-seconds': '30',
      ...extra
    },
    timeoutMs: 60_000
  })
  expectNoLeak(run, [KEY])
  return run
}

/** A deploy that must survive: exit 0, one deployment, and exactly `revisions` revisions. */
function survives(
  emulator: RunningEmulator,
  run: ActionRun,
  name: string,
  revisions: number
): void {
  expect(failure(run)).toBe('')
  expect(run.exitCode).toBe(0)
  expect(run.outputs.status).toBe('DEPLOYED')
  expect(emulator.state.deployments().filter(d => d.deployment.name === name)).toHaveLength(1)
  expect(emulator.state.deployment(name)?.revisions).toHaveLength(revisions)
  expect(run.outputs['revision-id']).toBe(emulator.state.deployment(name)?.revisions[0]?.id)
}

interface Row {
  readonly fault: string
  readonly holds: string
  /** Runs the row on an emulator of its own, so that rows run at once. */
  readonly check: (name: string, emulator: RunningEmulator) => Promise<void>
}

const path = (name: string): RegExp => new RegExp(name)
const LIST = /^\/v2\/deployments\?/

function statusRow(status: number, retryAfter: boolean): Row {
  return {
    fault: `${status}${retryAfter ? ' with Retry-After: 1' : ''} on the deployment lookup`,
    holds: 'retried; the deploy goes through',
    check: async (name, emulator) => {
      const rule: FaultRule = {
        method: 'GET',
        path: LIST,
        times: 1,
        fault: { kind: 'status', status, ...(retryAfter ? { retryAfter: 1 } : {}) }
      }
      const handle = emulator.faults.add(rule)
      const started = Date.now()
      const run = await deploy(emulator, name)
      expect(handle.hits).toBe(1)
      survives(emulator, run, name, 1)
      if (retryAfter) expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
    }
  }
}

const rows: Row[] = [
  ...[408, 429, 500, 502, 503, 504].flatMap(status => [
    statusRow(status, false),
    statusRow(status, true)
  ]),
  {
    fault: '429 with Retry-After on the create (POST)',
    holds: 'the POST is sent again after the wait; one deployment',
    check: async (name, emulator) => {
      emulator.faults.add({
        method: 'POST',
        path: /^\/v2\/deployments$/,
        times: 1,
        fault: { kind: 'status', status: 429, retryAfter: 1 }
      })
      survives(emulator, await deploy(emulator, name), name, 1)
    }
  },
  {
    fault: '503 on the create (POST), not applied',
    holds: 'looked up first, then created once',
    check: async (name, emulator) => {
      emulator.faults.add({
        method: 'POST',
        path: /^\/v2\/deployments$/,
        times: 1,
        fault: { kind: 'status', status: 503 }
      })
      survives(emulator, await deploy(emulator, name), name, 1)
    }
  },
  {
    fault: 'connection reset on a revision poll',
    holds: 'retried; the wait goes on',
    check: async (name, emulator) => {
      emulator.faults.add({
        method: 'GET',
        path: /\/revisions\/[^/?]+$/,
        times: 2,
        fault: { kind: 'reset' }
      })
      survives(emulator, await deploy(emulator, name), name, 1)
    }
  },
  {
    fault: 'hang past the request timeout on the lookup',
    holds: 'abandoned after request-timeout-seconds and retried',
    check: async (name, emulator) => {
      emulator.faults.add({ method: 'GET', path: LIST, times: 1, fault: { kind: 'hang' } })
      survives(emulator, await deploy(emulator, name, { 'request-timeout-seconds': '1' }), name, 1)
    }
  },
  {
    fault: 'lost response to the create (applied, then the socket dies)',
    holds:
      'the name is looked up again and found, never created twice; a branch cannot tell it is this run’s: a clear failure, nothing claimed',
    check: async (name, emulator) => {
      emulator.faults.add({
        method: 'POST',
        path: /^\/v2\/deployments$/,
        times: 1,
        fault: { kind: 'drop-response' }
      })
      const run = await deploy(emulator, name)
      expect(run.exitCode).not.toBe(0)
      const found = emulator.state.deployment(name)
      expect(emulator.state.deployments().filter(d => d.deployment.name === name)).toHaveLength(1)
      expect(found?.revisions).toHaveLength(1)
      expect(failure(run)).toContain(
        `cannot tell whether deployment "${name}" (${found?.deployment.id ?? ''}) is the one this run's create made`
      )
      expect(run.outputs.created).toBeUndefined()
      expect(run.outputs['revision-id']).toBeUndefined()
      expect(run.outputs['deployment-id']).toBeUndefined()
    }
  },
  {
    fault: 'lost response to the update (applied, then the socket dies)',
    holds: 'the deployment is read again: exactly one new revision',
    check: async (name, emulator) => {
      emulator.seed([{ name }])
      emulator.faults.add({
        method: 'PATCH',
        path: path('/v2/deployments/'),
        times: 1,
        fault: { kind: 'drop-response' }
      })
      const run = await deploy(emulator, name)
      survives(emulator, run, name, 2)
      expect(run.outputs.created).toBe('false')
    }
  },
  ...(['500', 'hang'] as const).map((kind): Row => ({
    fault: `${kind === 'hang' ? 'hang past the request timeout' : '500'} on the read of the newest revisions before an update`,
    holds: 'sent once; the update goes through, the wait at its pace without history',
    check: async (name, emulator) => {
      emulator.seed([{ name }])
      const handle = emulator.faults.add({
        method: 'GET',
        path: /\/revisions\?limit=20$/,
        times: 2,
        fault: kind === 'hang' ? { kind: 'hang' } : { kind: 'status', status: 500 }
      })
      const run = await deploy(emulator, name, { 'request-timeout-seconds': '1' })
      survives(emulator, run, name, 2)
      expect(handle.hits).toBe(1)
      expect(run.stdout).toContain(`Could not read the earlier revisions of deployment "${name}"`)
    }
  })),
  {
    fault: '409 on the create: another run created the name meanwhile',
    holds: 'the existing deployment is found and updated instead',
    check: async (name, emulator) => {
      emulator.faults.add({
        method: 'POST',
        path: /^\/v2\/deployments$/,
        times: 1,
        fault: {
          kind: 'status',
          status: 409,
          body: { detail: `A deployment named ${name} already exists.` }
        },
        onMatch: () => {
          emulator.seed([{ name }])
        }
      })
      const run = await deploy(emulator, name)
      survives(emulator, run, name, 2)
      expect(run.outputs.created).toBe('false')
    }
  },
  {
    fault: 'stale revision list: the PATCH answer and the list lag behind the update',
    holds: 'the new revision is waited for, never the old deployed one',
    check: async (name, emulator) => {
      const [seeded] = emulator.seed([{ name }])
      emulator.setQuirks({ revisionListLagMs: 400, patchResponseRevision: 'previous' })
      const run = await deploy(emulator, name)
      survives(emulator, run, name, 2)
      expect(run.outputs['revision-id']).not.toBe(seeded?.revisions[0]?.id)
    }
  },
  {
    fault: 'a cold agent server: GET /ok answers 503 twice',
    holds: 'the smoke step waits for /ok, then starts the run once and passes',
    check: async (name, emulator) => {
      const handle = emulator.faults.add({
        method: 'GET',
        path: /\/ok$/,
        times: 2,
        fault: { kind: 'status', status: 503 }
      })
      const run = await deploy(emulator, name, { 'smoke-test': 'true' })
      survives(emulator, run, name, 1)
      expect(handle.hits).toBe(2)
      expect(run.outputs['smoke-run-id']).toBeTruthy()
      expect(
        emulator.requests.filter(r => r.method === 'POST' && r.path.endsWith('/runs/stream'))
      ).toHaveLength(1)
    }
  },
  {
    fault: 'truncated stream in the smoke step',
    holds: 'the smoke step fails saying the stream broke; the run is not started again',
    check: async (name, emulator) => {
      emulator.faults.add({
        method: 'POST',
        path: /\/runs\/stream$/,
        times: 1,
        fault: { kind: 'truncate', bytes: 90 }
      })
      const run = await deploy(emulator, name, { 'smoke-test': 'true' })
      expect(run.exitCode).toBe(1)
      expect(failure(run)).toMatch(/smoke test of .* failed: .*(broke|ended|truncated|closed)/i)
      expect(
        emulator.requests.filter(r => r.method === 'POST' && r.path.endsWith('/runs/stream'))
      ).toHaveLength(1)
    }
  },
  {
    fault: 'a 200 whose body is not JSON',
    holds: 'fails naming the endpoint and what was wrong',
    check: async (name, emulator) => {
      emulator.faults.add({
        method: 'GET',
        path: LIST,
        times: 1,
        fault: { kind: 'malformed-json' }
      })
      const run = await deploy(emulator, name)
      expect(run.exitCode).toBe(1)
      expect(failure(run)).toMatch(/GET \/v2\/deployments answered with a body that is not JSON/)
    }
  },
  {
    fault: 'a 200 with JSON of the wrong shape',
    holds: 'fails naming the endpoint and the field that is wrong',
    check: async (name, emulator) => {
      emulator.faults.add({
        method: 'GET',
        path: /\/revisions\/[^/?]+$/,
        times: 1,
        fault: { kind: 'wrong-shape' }
      })
      const run = await deploy(emulator, name)
      expect(run.exitCode).toBe(1)
      expect(failure(run)).toMatch(
        /GET \/v2\/deployments\/\{deployment_id\}\/revisions\/\{revision_id\} answered with JSON of an unexpected shape: id: /
      )
    }
  },
  {
    fault: 'a redirect to another host',
    holds: 'not followed: the key never reaches the other host',
    check: async (name, emulator) => {
      emulator.faults.add({
        method: 'GET',
        path: LIST,
        times: 1,
        fault: { kind: 'redirect', status: 307, location: `${elsewhereUrl}/v2/deployments` }
      })
      const run = await deploy(emulator, name)
      expect(run.exitCode).toBe(1)
      expect(failure(run)).toMatch(
        /redirected to http:\/\/localhost:\d+\/v2\/deployments; not followed/
      )
      expect(elsewhereRequests).toHaveLength(0)
    }
  }
]

let held = 0

describe('fault injection', () => {
  afterAll(() => {
    console.log(`fault injection: ${held} of ${rows.length} faults held`)
  })

  // Each row waits more than it works (retry delays, request timeouts): they run at once, each
  // on an emulator of its own.
  it.concurrent.each(rows.map((row, index) => [index + 1, row.fault, row.holds, row] as const))(
    '%i. %s: %s',
    async (index, _fault, _holds, row) => {
      const emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 20 })
      try {
        await row.check(`fault-row-${index}`, emulator)
      } finally {
        await emulator.close()
      }
      held++
    },
    60_000
  )
})
