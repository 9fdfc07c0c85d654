// Issue 13, where the key goes: to the control plane's host, and to an agent only when it is the
// user's `deployment-url`, on the platform's hosts, or listed in `trusted-hosts`; else refused
// before anything is sent. `localhost` and `127.0.0.1` are two hosts here, both on loopback.
import { describe, expect, it } from '@jest/globals'
import {
  type Hostile,
  agentUrlIs,
  deploymentShows,
  inEmulator,
  streamsRun
} from '../fixtures/hostile-emulator.js'
import {
  type HostileRun,
  KEY,
  cpInputs,
  expectCleanLog,
  failureOf,
  keyOutside,
  runHostile
} from '../fixtures/hostile-run.js'
import { saidInErrors } from '../fixtures/hostile-verdict.js'

/** A deployment seeded for the test; its agent, on `localhost`, is a stranger to the action. */
interface Stranger {
  readonly hostile: Hostile
  readonly id: string
  /** Its agent server under the host name `localhost` (the control plane is `127.0.0.1`). */
  readonly strangerUrl: string
}

/** Runs `fn` on an emulator with `name` seeded. */
const withStranger = (name: string, fn: (world: Stranger) => Promise<void>): Promise<void> =>
  inEmulator(async hostile => {
    const { id } = hostile.seed(name).deployment
    const strangerUrl = hostile.emu.agentUrl(id).replace('//127.0.0.1:', '//localhost:')
    await fn({ hostile, id, strangerUrl })
  })

/** The control plane's requests all went to 127.0.0.1; the agents' kept to `agentHosts`. */
function keyStayedHome(hostile: Hostile, agentHosts: readonly string[]): void {
  expect(keyOutside(hostile.controlPlaneRequests(), ['127.0.0.1'])).toEqual([])
  expect(keyOutside(hostile.agentRequests(), agentHosts)).toEqual([])
}

/** The smoke step was refused before any byte went to the stranger, naming host and input. */
function refused(hostile: Hostile, run: HostileRun): void {
  expect(hostile.agentRequests()).toEqual([])
  expect(run.exitCode).not.toBe(0)
  expect(run.outputs['smoke-run-id']).toBeUndefined()
  const said = saidInErrors(run)
  expect(said).toContain('localhost')
  expect(said).toContain('trusted-hosts')
  keyStayedHome(hostile, [])
}

const smokeDeploy = (
  { hostile }: Stranger,
  name: string,
  extra: Record<string, string> = {}
): Record<string, string> =>
  cpInputs(hostile.emu.url, { 'deployment-name': name, 'smoke-test': 'true', ...extra })

describe('the control plane names the agent URL', () => {
  it.concurrent('refuses a custom_url on a host nobody named', () =>
    withStranger('k-custom', async world => {
      agentUrlIs(world.hostile.emu, 'k-custom', world.strangerUrl)
      refused(world.hostile, await runHostile({ inputs: smokeDeploy(world, 'k-custom') }))
    })
  )

  it.concurrent('refuses a top-level url on a host nobody named', () =>
    withStranger('k-url', async world => {
      agentUrlIs(world.hostile.emu, 'k-url', null)
      deploymentShows(world.hostile.emu, 'k-url', { url: world.strangerUrl })
      refused(world.hostile, await runHostile({ inputs: smokeDeploy(world, 'k-url') }))
    })
  )

  it.concurrent('refuses it in mode smoke too', () =>
    withStranger('k-mode', async world => {
      agentUrlIs(world.hostile.emu, 'k-mode', world.strangerUrl)
      const inputs = cpInputs(world.hostile.emu.url, { mode: 'smoke', 'deployment-name': 'k-mode' })
      refused(world.hostile, await runHostile({ inputs }))
    })
  )

  it.concurrent('refuses it when trusted-hosts lists only other hosts', () =>
    withStranger('k-other', async world => {
      agentUrlIs(world.hostile.emu, 'k-other', world.strangerUrl)
      const trusted = { 'trusted-hosts': 'agents.example.com' }
      refused(world.hostile, await runHostile({ inputs: smokeDeploy(world, 'k-other', trusted) }))
    })
  )

  it.concurrent('refuses a look-alike of the platform host before resolving it', () =>
    withStranger('k-lookalike', async world => {
      agentUrlIs(world.hostile.emu, 'k-lookalike', 'https://127.0.0.1.attacker.example')
      const inputs = smokeDeploy(world, 'k-lookalike', { 'smoke-timeout-seconds': '2' })
      const run = await runHostile({ inputs })
      expect(run.exitCode).not.toBe(0)
      const said = saidInErrors(run)
      expect(said).toContain('127.0.0.1.attacker.example')
      expect(said).toContain('trusted-hosts')
    })
  )

  it.concurrent('sends the key to an agent on the platform host (the api-url host)', () =>
    withStranger('k-platform', async world => {
      // The emulator's own custom_url: its agent server on 127.0.0.1, the api-url host.
      const runId = streamsRun(world.hostile.emu, world.id)
      const run = await runHostile({ inputs: smokeDeploy(world, 'k-platform') })
      expect(failureOf(run)).toBe('')
      expect(run.outputs['smoke-run-id']).toBe(runId)
      expect(world.hostile.agentRequests().some(r => r.apiKey === KEY)).toBe(true)
      keyStayedHome(world.hostile, ['127.0.0.1'])
      expectCleanLog(run)
    })
  )

  it.concurrent('sends the key to a host listed in trusted-hosts', () =>
    withStranger('k-trusted', async world => {
      agentUrlIs(world.hostile.emu, 'k-trusted', world.strangerUrl)
      const runId = streamsRun(world.hostile.emu, world.id)
      const inputs = smokeDeploy(world, 'k-trusted', { 'trusted-hosts': 'localhost' })
      const run = await runHostile({ inputs })
      expect(failureOf(run)).toBe('')
      expect(run.outputs['smoke-run-id']).toBe(runId)
      keyStayedHome(world.hostile, ['localhost'])
    })
  )

  it.concurrent('reads trusted-hosts as a list of any case, comma- or newline-separated', () =>
    withStranger('k-list', async world => {
      agentUrlIs(world.hostile.emu, 'k-list', world.strangerUrl)
      const runId = streamsRun(world.hostile.emu, world.id)
      const trusted = { 'trusted-hosts': 'agents.example.com,\n LOCALHOST \n' }
      const run = await runHostile({ inputs: smokeDeploy(world, 'k-list', trusted) })
      expect(failureOf(run)).toBe('')
      expect(run.outputs['smoke-run-id']).toBe(runId)
      keyStayedHome(world.hostile, ['localhost'])
    })
  )
})

describe('the user names the agent URL', () => {
  it.concurrent('sends the key to the deployment-url input, whatever its host', () =>
    withStranger('k-input', async world => {
      agentUrlIs(world.hostile.emu, 'k-input', 'https://elsewhere.example')
      const runId = streamsRun(world.hostile.emu, world.id)
      const inputs = smokeDeploy(world, 'k-input', { 'deployment-url': world.strangerUrl })
      const run = await runHostile({ inputs })
      expect(failureOf(run)).toBe('')
      expect(run.outputs['smoke-run-id']).toBe(runId)
      keyStayedHome(world.hostile, ['localhost'])
    })
  )
})

describe('the control plane redirects', () => {
  it.concurrent('never carries the key to the redirect target', () =>
    inEmulator(async hostile => {
      const location = `http://localhost:${hostile.emu.port}/v2/deployments`
      hostile.emu.faults.add({ path: /./, times: 1, fault: { kind: 'redirect', location } })
      const inputs = cpInputs(hostile.emu.url, { 'deployment-name': 'k-redirect' })
      const run = await runHostile({ inputs })
      expect(run.exitCode).not.toBe(0)
      // Nothing reached the redirect's host, keyed or not.
      expect(hostile.controlPlaneRequests().filter(r => r.host !== '127.0.0.1')).toEqual([])
      keyStayedHome(hostile, [])
    })
  )
})
