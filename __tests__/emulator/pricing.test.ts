/**
 * The two pricing eras of the control plane (emulator/control-plane/pricing.ts): the deployment
 * types each takes on create and in the list filter, the type a create or a seed without one
 * gets, and `--pricing` on the command line.
 */
import { describe, expect, it } from '@jest/globals'

import { CliUsageError, parseCliArgs } from '../../emulator/cli-command.js'
import type { WireDeployment } from '../../emulator/index.js'
import {
  call,
  createBody,
  createDeployment,
  dockerBody,
  emulatorPerTest,
  sourceBody
} from './emulator-helpers.js'

const start = emulatorPerTest()

const USAGE = ['serverless', 'dedicated'] as const
const PREVIOUS = ['dev_free', 'dev', 'prod', 'dev_zero', 'dev_free_zero'] as const

/** The 422 FastAPI sends for a value outside the era's enum, naming the allowed values. */
function enumIssue(allowed: string, input: unknown) {
  return {
    detail: [
      expect.objectContaining({
        type: 'enum',
        loc: ['body', 'source_config', 'deployment_type'],
        msg: `Input should be ${allowed}`,
        input
      })
    ]
  }
}

const USAGE_ALLOWED = "'serverless' or 'dedicated'"
const PREVIOUS_ALLOWED = "'dev_free', 'dev', 'prod', 'dev_zero' or 'dev_free_zero'"

/** A github create body of `type`. */
function typed(name: string, type: unknown) {
  const body = createBody(name)
  return { ...body, source_config: { ...body.source_config, deployment_type: type } }
}

describe.each([
  ['usage', USAGE, PREVIOUS, USAGE_ALLOWED],
  ['previous', PREVIOUS, USAGE, PREVIOUS_ALLOWED]
] as const)('on %s pricing', (pricing, own, other, allowed) => {
  it.each(own)('a create takes %s and reports it as stored', async type => {
    const emu = await start({ stepMs: 0, pricing })
    const d = await createDeployment(emu, typed(`t-${type.replace(/_/g, '-')}`, type))
    expect(d.source_config.deployment_type).toBe(type)
    const got = await call<WireDeployment>(emu, 'GET', `/v2/deployments/${d.id}`)
    expect(got.body.source_config.deployment_type).toBe(type)
  })

  it.each([...other, 'big'])(
    'a create with %s is refused (422 naming the era’s values)',
    async type => {
      const emu = await start({ stepMs: 0, pricing })
      const reply = await call(emu, 'POST', '/v2/deployments', { body: typed('refused', type) })
      expect(reply.status).toBe(422)
      expect(reply.body).toEqual(enumIssue(allowed, type))
      expect(emu.state.deployments()).toEqual([])
    }
  )

  it('refuses a foreign type from every source, as the list filter does', async () => {
    const emu = await start({ stepMs: 0, pricing })
    const foreign = other[0]
    for (const body of [dockerBody(emu, 'img'), sourceBody('src')]) {
      const reply = await call(emu, 'POST', '/v2/deployments', {
        body: { ...body, source_config: { ...body.source_config, deployment_type: foreign } }
      })
      expect(reply.body).toEqual(enumIssue(allowed, foreign))
    }
    const listed = await call<{ detail: { loc: unknown[]; msg: string }[] }>(
      emu,
      'GET',
      `/v2/deployments?deployment_type=${foreign}`
    )
    expect(listed.status).toBe(422)
    expect(listed.body.detail[0]).toMatchObject({
      loc: ['query', 'deployment_type'],
      msg: `Input should be ${allowed}`
    })
  })

  it('filters the list by a type of the era', async () => {
    const emu = await start({ stepMs: 0, pricing })
    const [a, b] = own
    await createDeployment(emu, typed('first', a))
    await createDeployment(emu, typed('second', b))
    type Page = { resources: WireDeployment[] }
    const listed = await call<Page>(emu, 'GET', `/v2/deployments?deployment_type=${b}`)
    expect(listed.status).toBe(200)
    expect(listed.body.resources.map(d => d.name)).toEqual(['second'])
  })

  it('refuses a PATCH that gives deployment_type, even its own (400), and keeps the type', async () => {
    const emu = await start({ stepMs: 0, pricing })
    const [a, b] = own
    const d = await createDeployment(emu, typed('fixed', a))
    for (const type of [a, b]) {
      const reply = await call<{ detail: string }>(emu, 'PATCH', `/v2/deployments/${d.id}`, {
        body: { source_config: { deployment_type: type } }
      })
      expect(reply.status).toBe(400)
      expect(reply.body.detail).toContain('source_config.deployment_type cannot change')
    }
    const kept = emu.state.deployment(d.id)?.deployment.source_config.deployment_type
    expect(kept).toBe(a)
  })
})

describe('the type a create or a seed without one gets', () => {
  it.each([
    ['usage', 'dedicated', 'serverless'],
    ['previous', 'prod', 'dev']
  ] as const)('%s pricing: a create stores %s, a seed %s', async (pricing, created, seeded) => {
    const emu = await start({ stepMs: 0, pricing, seed: [{ name: 'from-options' }] })
    const body = createBody('untyped')
    const { deployment_type: _, ...config } = body.source_config
    const d = await createDeployment(emu, { ...body, source_config: config })
    expect(d.source_config.deployment_type).toBe(created)
    const later = emu.seed([{ name: 'later', source: 'external_docker' }])
    const types = [emu.state.deployment('from-options'), later[0]].map(
      s => s?.deployment.source_config.deployment_type
    )
    expect(types).toEqual([seeded, seeded])
  })

  it("keeps a seed's own type", async () => {
    const emu = await start({
      seed: [{ name: 'own', sourceConfig: { deployment_type: 'dedicated' } }]
    })
    expect(emu.state.deployment('own')?.deployment.source_config.deployment_type).toBe('dedicated')
  })

  it('the default pricing is usage; an unknown one is refused', async () => {
    const emu = await start({ stepMs: 0 })
    const reply = await call(emu, 'POST', '/v2/deployments', { body: typed('dev-type', 'dev') })
    expect(reply.body).toEqual(enumIssue(USAGE_ALLOWED, 'dev'))
    await expect(start({ pricing: 'legacy' as 'usage' })).rejects.toThrow(
      "emulator option pricing must be 'usage' or 'previous'"
    )
  })
})

describe('--pricing, --wake-seconds and --idle-seconds', () => {
  it('read into pricing, wakeMs and idleMs (seconds, decimals allowed)', () => {
    const { options } = parseCliArgs([
      '--pricing',
      'previous',
      '--wake-seconds',
      '1.5',
      '--idle-seconds=0.25'
    ])
    expect(options).toMatchObject({ pricing: 'previous', wakeMs: 1500, idleMs: 250 })
    expect(parseCliArgs(['--pricing=usage']).options.pricing).toBe('usage')
  })

  it('are left to the emulator’s defaults when absent', () => {
    const { options } = parseCliArgs([])
    expect(['pricing', 'wakeMs', 'idleMs'].filter(key => key in options)).toEqual([])
  })

  it.each([
    [['--pricing', 'dev'], "Option '--pricing' must be 'usage' or 'previous', got \"dev\"."],
    [['--pricing', 'Usage'], "Option '--pricing' must be 'usage' or 'previous'"],
    [['--wake-seconds', '-1'], 'ambiguous'],
    [['--wake-seconds', '2s'], "Option '--wake-seconds' must be a number of seconds >= 0"],
    [['--wake-seconds', '.5'], "Option '--wake-seconds' must be a number of seconds >= 0"],
    [['--idle-seconds', 'x'], "Option '--idle-seconds' must be a number of seconds >= 0"]
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(CliUsageError)
    expect(() => parseCliArgs(argv)).toThrow(message)
  })
})
