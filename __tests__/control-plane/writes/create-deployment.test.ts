/**
 * Creating a deployment never twice, on a fake clock against the emulator: the answer, a lost
 * answer found by name, a 502 that made nothing sent again after the lookups, and a name that
 * another writer took meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createDeployment } from '../../../src/control-plane/writes/create-deployment.js'
import { type Fault, type RunningEmulator, startEmulator } from '../../../emulator/index.js'
import { FakeClock } from '../../fixtures/clock.js'
import { recordingLogger } from '../../fixtures/logger.js'
import { emulatorDeps, githubSpec } from '../../fixtures/write-deps.js'

const KEY = 'lsv2_sk_writes_create_test'
let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, stepMs: 60_000 })
})

afterAll(async () => {
  await emulator.close()
})

/** Creates `name` with `fault` on its first POST; what came of it. */
async function create(name: string, fault?: Fault, before?: () => void) {
  const clock = new FakeClock()
  const logger = recordingLogger()
  const deps = emulatorDeps(emulator, KEY, { clock, logger })
  before?.()
  emulator.clearRequests()
  const handle =
    fault && emulator.faults.add({ method: 'POST', path: '/v2/deployments', times: 1, fault })
  try {
    const created = await createDeployment(deps, githubSpec(name))
    return { ...created, failure: undefined, sleeps: clock.sleeps, logger, posts: posts() }
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error)
    return { failure, deployment: undefined, sleeps: clock.sleeps, logger, posts: posts() }
  } finally {
    handle?.remove()
  }
}

const posts = (): number =>
  emulator.requests.filter(r => r.method === 'POST' && r.path === '/v2/deployments').length

const named = (name: string) => emulator.state.deployments().filter(d => d.deployment.name === name)

describe('createDeployment', () => {
  it('takes the answer: one POST, created', async () => {
    const out = await create('c-answered')
    expect(out.failure).toBeUndefined()
    expect(out).toMatchObject({ created: true, posts: 1 })
    expect(out.deployment?.id).toBe(named('c-answered')[0]?.deployment.id)
  })

  it('an answer lost: found by name, this run created it, never sent again', async () => {
    const out = await create('c-lost', { kind: 'drop-response' })
    expect(out).toMatchObject({ created: true, posts: 1 })
    expect(named('c-lost')).toHaveLength(1)
    expect(out.logger.warnings()[0]).toMatch(/may or may not have worked/)
  })

  it('a 502 that made nothing: five lookups with backoff, then sent once more', async () => {
    const out = await create('c-502', { kind: 'status', status: 502 })
    expect(out).toMatchObject({ created: true, posts: 2 })
    expect(out.sleeps).toEqual([250, 500, 1000, 2000])
    expect(named('c-502')).toHaveLength(1)
  })

  it('a name another writer took meanwhile (409): not created, the existing one to update', async () => {
    const out = await create('c-taken', undefined, () => {
      emulator.seed([{ name: 'c-taken' }])
    })
    expect(out).toMatchObject({ created: false, posts: 1 })
    expect(out.deployment?.id).toBe(named('c-taken')[0]?.deployment.id)
  })
})
