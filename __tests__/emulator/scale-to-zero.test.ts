/**
 * Scale to zero on the emulator (emulator/scale-to-zero.ts): a Serverless deployment sleeps, and
 * the agent requests that find it asleep are held for `wakeMs`; a Dedicated one never sleeps.
 */
import { describe, expect, it } from '@jest/globals'

import type { RunningEmulator, WireDeployment } from '../../emulator/index.js'
import {
  ManualClock,
  call,
  createBody,
  createDeployment,
  emulatorPerTest
} from './emulator-helpers.js'

const start = emulatorPerTest()

/** How long a wake takes in these tests: long enough to tell from a request served at once. */
const WAKE_MS = 400
/** Below it, a request was not held. */
const PROMPT_MS = WAKE_MS / 2

/** Creates a deployment of `type`, live at once (stepMs 0). */
async function deployed(emu: RunningEmulator, name: string, type: string) {
  const body = createBody(name)
  return createDeployment(emu, {
    ...body,
    source_config: { ...body.source_config, deployment_type: type }
  })
}

/** Sends one agent request; resolves to its status and how long it took. */
async function timed(emu: RunningEmulator, d: WireDeployment, path = '/ok') {
  const began = performance.now()
  const reply = await call(emu, 'GET', `/agents/${d.id}${path}`)
  return { status: reply.status, ms: performance.now() - began }
}

/** The wake noted on each logged request to the deployment's agent routes, oldest first. */
function wakesLogged(emu: RunningEmulator, d: WireDeployment) {
  return emu.requests.filter(r => r.path.startsWith(`/agents/${d.id}`)).map(r => r.wake)
}

describe('a serverless deployment', () => {
  it('holds its first agent request (GET /ok too) for wakeMs; the next is served at once', async () => {
    const emu = await start({ stepMs: 0, wakeMs: WAKE_MS })
    const d = await deployed(emu, 'sleepy', 'serverless')
    expect(emu.wakes(d.id)).toBe(0)
    const first = await timed(emu, d)
    expect(first.status).toBe(200)
    expect(first.ms).toBeGreaterThanOrEqual(WAKE_MS - 5)
    const second = await timed(emu, d, '/assistants/agent')
    expect(second.status).toBe(200)
    expect(second.ms).toBeLessThan(PROMPT_MS)
    expect(emu.wakes(d.id)).toBe(1)
    expect(wakesLogged(emu, d)).toEqual(['started', undefined])
  })

  it('holds every request arriving during the wake, with no status line sent until it ends', async () => {
    const emu = await start({ stepMs: 0, wakeMs: WAKE_MS })
    const d = await deployed(emu, 'crowd', 'serverless')
    const first = timed(emu, d)
    await new Promise(resolve => setTimeout(resolve, WAKE_MS / 4))
    const second = timed(emu, d, '/assistants/agent')
    await new Promise(resolve => setTimeout(resolve, WAKE_MS / 4))
    expect(emu.requests.map(r => r.status)).toEqual([201, null, null])
    const [a, b] = await Promise.all([first, second])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.ms).toBeGreaterThanOrEqual(WAKE_MS - 5)
    // It came a quarter of the wake later and waited for the same wake to end, not a wake of its own.
    expect(b.ms).toBeGreaterThan(WAKE_MS / 4)
    expect(b.ms).toBeLessThan(WAKE_MS)
    expect(wakesLogged(emu, d)).toEqual(['started', 'joined'])
    expect(emu.wakes(d.id)).toBe(1)
  })

  it('sleeps again after idleMs without requests (on the emulator clock), not before', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, stepMs: 0, wakeMs: WAKE_MS, idleMs: 60_000 })
    const d = await deployed(emu, 'idle', 'serverless')
    await timed(emu, d)
    clock.advance(59_999)
    expect((await timed(emu, d)).ms).toBeLessThan(PROMPT_MS)
    expect(emu.wakes(d.id)).toBe(1)
    clock.advance(60_000)
    expect((await timed(emu, d)).ms).toBeGreaterThanOrEqual(WAKE_MS - 5)
    expect(emu.wakes(d.id)).toBe(2)
  })

  it('counts a client that gave up while held as gone: the deployment still falls asleep', async () => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, stepMs: 0, wakeMs: WAKE_MS, idleMs: 60_000 })
    const d = await deployed(emu, 'impatient', 'serverless')
    const gaveUp = call(emu, 'GET', `/agents/${d.id}/ok`, { signal: AbortSignal.timeout(50) })
    await expect(gaveUp).rejects.toThrow()
    expect((await timed(emu, d)).status).toBe(200)
    expect(wakesLogged(emu, d)).toEqual(['started', 'joined'])
    clock.advance(60_000)
    expect((await timed(emu, d)).ms).toBeGreaterThanOrEqual(WAKE_MS - 5)
    expect(emu.wakes(d.id)).toBe(2)
  })

  it('starts asleep when a new revision goes live', async () => {
    const emu = await start({ stepMs: 0, wakeMs: WAKE_MS })
    const d = await deployed(emu, 'revised', 'serverless')
    await timed(emu, d)
    expect((await timed(emu, d)).ms).toBeLessThan(PROMPT_MS)
    const patched = await call(emu, 'PATCH', `/v2/deployments/${d.id}`, {
      body: {
        source_revision_config: { repo_ref: 'next', langgraph_config_path: 'langgraph.json' }
      }
    })
    expect(patched.status).toBe(200)
    expect((await timed(emu, d)).ms).toBeGreaterThanOrEqual(WAKE_MS - 5)
    expect(emu.wakes(d.id)).toBe(2)
  })

  it('is asleep from the start when seeded (usage pricing seeds serverless)', async () => {
    const emu = await start({ stepMs: 0, wakeMs: WAKE_MS, seed: [{ name: 'seeded' }] })
    const d = emu.state.deployment('seeded')?.deployment
    if (d === undefined) throw new Error('no seeded deployment')
    expect((await timed(emu, d)).ms).toBeGreaterThanOrEqual(WAKE_MS - 5)
    expect(emu.wakes(d.id)).toBe(1)
  })
})

describe('deployments that never sleep', () => {
  it.each<['usage' | 'previous', string]>([
    ['usage', 'dedicated'],
    ['previous', 'dev'],
    ['previous', 'prod']
  ])('%s pricing, %s: served at once, however long idle', async (pricing, type) => {
    const clock = new ManualClock()
    const emu = await start({ now: clock.now, pricing, stepMs: 0, wakeMs: WAKE_MS, idleMs: 1000 })
    const d = await deployed(emu, 'awake', type)
    expect((await timed(emu, d)).ms).toBeLessThan(PROMPT_MS)
    clock.advance(3_600_000)
    expect((await timed(emu, d)).ms).toBeLessThan(PROMPT_MS)
    expect(emu.wakes(d.id)).toBe(0)
    expect(wakesLogged(emu, d)).toEqual([undefined, undefined])
  })

  it.each(['dev_zero', 'dev_free_zero'])(
    'previous pricing, %s sleeps as serverless does',
    async type => {
      const emu = await start({ pricing: 'previous', stepMs: 0, wakeMs: WAKE_MS })
      const d = await deployed(emu, 'zero', type)
      expect((await timed(emu, d)).ms).toBeGreaterThanOrEqual(WAKE_MS - 5)
      expect(emu.wakes(d.id)).toBe(1)
    }
  )

  it('none sleeps when wakeMs is 0 (the default)', async () => {
    const emu = await start({ stepMs: 0 })
    const d = await deployed(emu, 'default', 'serverless')
    expect((await timed(emu, d)).status).toBe(200)
    expect(emu.wakes(d.id)).toBe(0)
    expect(wakesLogged(emu, d)).toEqual([undefined])
  })

  it('refuses a negative wakeMs or idleMs', async () => {
    await expect(start({ wakeMs: -1 })).rejects.toThrow('wakeMs must be a number >= 0')
    await expect(start({ idleMs: Number.NaN })).rejects.toThrow('idleMs must be a number >= 0')
  })
})
