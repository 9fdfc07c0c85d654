// Issue 13, where the key goes: to the control plane's host, and to an agent only when it is the
// user's `deployment-url`, on the platform's hosts, or listed in `trusted-hosts`; else refused
// before anything is sent. `localhost` and `127.0.0.1` are two hosts here, both on loopback.
import { describe, expect, it } from '@jest/globals'
import { type HostileAgent, startHostileAgent } from '../fixtures/hostile-agent.js'
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
import { type World, inWorld } from '../fixtures/hostile-world.js'

/** The world's agent is a stranger: on `localhost`, while the control plane is `127.0.0.1`. */
const withStranger = (fn: (world: World) => Promise<void>): Promise<void> =>
  inWorld(fn, { agentHost: 'localhost' })

/** The control plane's requests all went to 127.0.0.1; the agents' kept to `agentHosts`. */
function keyStayedHome(
  world: World,
  agentHosts: readonly string[],
  others: readonly HostileAgent[] = []
): void {
  expect(keyOutside(world.cp.requests, ['127.0.0.1'])).toEqual([])
  const agents = [world.agent, ...others].flatMap(agent => agent.requests)
  expect(keyOutside(agents, agentHosts)).toEqual([])
}

/** The smoke step was refused before any byte went to the stranger, naming host and input. */
function refused(world: World, run: HostileRun): void {
  expect(world.agent.requests).toEqual([])
  expect(run.exitCode).not.toBe(0)
  expect(run.outputs['smoke-run-id']).toBeUndefined()
  const said = saidInErrors(run)
  expect(said).toContain('localhost')
  expect(said).toContain('trusted-hosts')
  keyStayedHome(world, [])
}

const smokeDeploy = (
  { cp }: World,
  name: string,
  extra: Record<string, string> = {}
): Record<string, string> =>
  cpInputs(cp.url, { 'deployment-name': name, 'smoke-test': 'true', ...extra })

describe('the control plane names the agent URL', () => {
  it.concurrent('refuses a custom_url on a host nobody named', () =>
    withStranger(async world => {
      world.cp.seed({ name: 'k-custom', customUrl: world.agent.url })
      refused(world, await runHostile({ inputs: smokeDeploy(world, 'k-custom') }))
    })
  )

  it.concurrent('refuses a top-level url on a host nobody named', () =>
    withStranger(async world => {
      world.cp.seed({ name: 'k-url', url: world.agent.url })
      refused(world, await runHostile({ inputs: smokeDeploy(world, 'k-url') }))
    })
  )

  it.concurrent('refuses it in mode smoke too', () =>
    withStranger(async world => {
      world.cp.seed({ name: 'k-mode', customUrl: world.agent.url })
      const inputs = cpInputs(world.cp.url, { mode: 'smoke', 'deployment-name': 'k-mode' })
      refused(world, await runHostile({ inputs }))
    })
  )

  it.concurrent('refuses it when trusted-hosts lists only other hosts', () =>
    withStranger(async world => {
      world.cp.seed({ name: 'k-other', customUrl: world.agent.url })
      const trusted = { 'trusted-hosts': 'agents.example.com' }
      refused(world, await runHostile({ inputs: smokeDeploy(world, 'k-other', trusted) }))
    })
  )

  it.concurrent('refuses a look-alike of the platform host before resolving it', () =>
    withStranger(async world => {
      const lookalike = 'https://127.0.0.1.attacker.example'
      world.cp.seed({ name: 'k-lookalike', customUrl: lookalike })
      const inputs = smokeDeploy(world, 'k-lookalike', { 'smoke-timeout-seconds': '2' })
      const run = await runHostile({ inputs })
      expect(run.exitCode).not.toBe(0)
      const said = saidInErrors(run)
      expect(said).toContain('127.0.0.1.attacker.example')
      expect(said).toContain('trusted-hosts')
    })
  )

  it.concurrent('sends the key to an agent on the platform host (the api-url host)', () =>
    withStranger(async world => {
      const platform = await startHostileAgent({ hostname: '127.0.0.1' })
      try {
        world.cp.seed({ name: 'k-platform', customUrl: platform.url })
        const run = await runHostile({ inputs: smokeDeploy(world, 'k-platform') })
        expect(failureOf(run)).toBe('')
        expect(run.outputs['smoke-run-id']).toBe(platform.runId)
        expect(platform.requests.some(r => r.apiKey === KEY)).toBe(true)
        keyStayedHome(world, ['127.0.0.1'], [platform])
        expectCleanLog(run)
      } finally {
        await platform.close()
      }
    })
  )

  it.concurrent('sends the key to a host listed in trusted-hosts', () =>
    withStranger(async world => {
      world.cp.seed({ name: 'k-trusted', customUrl: world.agent.url })
      const inputs = smokeDeploy(world, 'k-trusted', { 'trusted-hosts': 'localhost' })
      const run = await runHostile({ inputs })
      expect(failureOf(run)).toBe('')
      expect(run.outputs['smoke-run-id']).toBe(world.agent.runId)
      keyStayedHome(world, ['localhost'])
    })
  )

  it.concurrent('reads trusted-hosts as a list of any case, comma- or newline-separated', () =>
    withStranger(async world => {
      world.cp.seed({ name: 'k-list', customUrl: world.agent.url })
      const trusted = { 'trusted-hosts': 'agents.example.com,\n LOCALHOST \n' }
      const run = await runHostile({ inputs: smokeDeploy(world, 'k-list', trusted) })
      expect(failureOf(run)).toBe('')
      expect(run.outputs['smoke-run-id']).toBe(world.agent.runId)
      keyStayedHome(world, ['localhost'])
    })
  )
})

describe('the user names the agent URL', () => {
  it.concurrent('sends the key to the deployment-url input, whatever its host', () =>
    withStranger(async world => {
      world.cp.seed({ name: 'k-input', customUrl: 'https://elsewhere.example' })
      const inputs = smokeDeploy(world, 'k-input', { 'deployment-url': world.agent.url })
      const run = await runHostile({ inputs })
      expect(failureOf(run)).toBe('')
      expect(run.outputs['smoke-run-id']).toBe(world.agent.runId)
      keyStayedHome(world, ['localhost'])
    })
  )
})

describe('the control plane redirects', () => {
  it.concurrent('never carries the key to the redirect target', () =>
    withStranger(async world => {
      const location = `${world.agent.url}/v2/deployments`
      world.cp.knobs.faults = [{ path: /./, kind: 'redirect', location, times: 1 }]
      const inputs = cpInputs(world.cp.url, { 'deployment-name': 'k-redirect' })
      const run = await runHostile({ inputs })
      expect(run.exitCode).not.toBe(0)
      expect(world.agent.requests).toEqual([])
      keyStayedHome(world, [])
    })
  )
})
