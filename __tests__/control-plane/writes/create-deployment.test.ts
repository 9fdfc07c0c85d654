/**
 * Creating a deployment never twice, on a fake clock against the emulator: the answer, a lost
 * answer (the deployment found by name is this run's only by its mark, which no create sends: a
 * branch, an image even pinned, an upload's empty create), a 502 that made nothing sent again, a
 * name that another writer took meanwhile, and a name still held by a deployment being deleted.
 * Then the type a create asks for across LangSmith's two pricing eras: today's default, the
 * previous default once when that is refused and the user chose no type, never when the user
 * chose it.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { DeploySpec } from '../../../src/control-plane/requests.js'
import { createDeployment } from '../../../src/control-plane/writes/create-deployment.js'
import {
  DEFAULT_LISTENER_ID,
  type Fault,
  type RunningEmulator,
  startEmulator
} from '../../../emulator/index.js'
import { FakeClock } from '../../fixtures/clock.js'
import { playDeleting } from '../../fixtures/deleting.js'
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

/**
 * Creates `name` (`spec`, github at `main` by default) with `fault` on its first POST, and
 * `meanwhile` run as that POST arrives (another writer's create, say); what came of it.
 */
async function create(
  name: string,
  fault?: Fault,
  before?: () => void,
  { spec = githubSpec(name), meanwhile }: { spec?: DeploySpec; meanwhile?: () => void } = {}
) {
  const clock = new FakeClock()
  const logger = recordingLogger()
  const deps = emulatorDeps(emulator, KEY, { clock, logger })
  before?.()
  emulator.clearRequests()
  const rule = { method: 'POST', path: '/v2/deployments', times: 1, onMatch: meanwhile }
  const handle = fault && emulator.faults.add({ ...rule, fault })
  try {
    const created = await createDeployment(deps, spec)
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

/** An image pinned by its digest: still no mark of this run's, a re-run ships the same image. */
const PINNED = `registry.example.com/agent@sha256:${'a'.repeat(64)}`

/** An image deployment `name` of `image` on the emulator's listener. */
const imageSpec = (name: string, image = PINNED): DeploySpec =>
  githubSpec(name, {
    source: 'external_docker',
    imageUri: image,
    listenerId: DEFAULT_LISTENER_ID,
    integrationId: undefined,
    repoUrl: undefined,
    repoRef: undefined
  })

/** Another writer's deployment `name` at ref `main`, created meanwhile. */
const rival = (name: string) =>
  emulator.seed([{ name, sourceRevisionConfig: { repo_ref: 'main' } }])

/** The one deployment named `name` and its revisions, as the emulator holds them. */
const only = (name: string) => {
  const [held] = named(name)
  return { id: held?.deployment.id ?? '', revisions: held?.revisions.map(r => r.id) ?? [] }
}

describe('createDeployment: a lost answer, and the deployment its name then shows', () => {
  const NOT_OWN =
    /\. The action reports, waits on, interrupts and rolls back neither the deployment nor its revisions as this run's$/

  it('github, applied: found by name, but a branch marks no create as this run’s: cannot tell, never sent again', async () => {
    const out = await create('c-lost', { kind: 'drop-response' })
    const { id, revisions } = only('c-lost')
    expect(out).toMatchObject({ deployment: undefined, posts: 1 })
    expect(revisions).toHaveLength(1)
    expect(out.logger.warnings()[0]).toMatch(/may or may not have worked/)
    expect(out.failure).toMatch(
      `cannot tell whether deployment "c-lost" (${id}) is the one this run's create made: no answer of the create named it, and another writer may have created a deployment of that name meanwhile; what the create sent (repo_ref 'main') is what another writer's create of the same ref or image sends too, so its revision ${revisions[0] ?? ''} cannot prove it.`
    )
    expect(out.failure).toMatch(NOT_OWN)
  })

  it('github, made nothing while another writer created the name: its deployment and revision are not claimed', async () => {
    const out = await create('c-rival', { kind: 'status', status: 503 }, undefined, {
      meanwhile: () => rival('c-rival')
    })
    const { id, revisions } = only('c-rival')
    expect(out).toMatchObject({ deployment: undefined, posts: 1 })
    expect(out.failure).toContain(`cannot tell whether deployment "c-rival" (${id})`)
    expect(out.failure).toContain(`so its revision ${revisions[0] ?? ''} cannot prove it`)
    expect(out.failure).toMatch(NOT_OWN)
  })

  it('github, a 409 on sending again (the list lagged past the lookups): cannot tell, never a third send', async () => {
    emulator.faults.add({
      method: 'GET',
      path: '/v2/deployments',
      times: 5,
      fault: { kind: 'stale-read' }
    })
    const out = await create('c-409', { kind: 'drop-response' })
    emulator.faults.clear()
    expect(out).toMatchObject({ deployment: undefined, posts: 2 })
    expect(only('c-409').revisions).toHaveLength(1)
    expect(out.failure).toContain(
      `cannot tell whether deployment "c-409" (${only('c-409').id}) is the one this run's create made`
    )
  })

  it('an image pinned by digest, applied: a re-run ships the same image, so its digest proves nothing: cannot tell', async () => {
    const out = await create('c-pinned', { kind: 'drop-response' }, undefined, {
      spec: imageSpec('c-pinned')
    })
    const { id, revisions } = only('c-pinned')
    expect(out).toMatchObject({ deployment: undefined, posts: 1 })
    expect(out.failure).toContain(
      `cannot tell whether deployment "c-pinned" (${id}) is the one this run's create made: no answer of the create named it, and another writer may have created a deployment of that name meanwhile; what the create sent (image_uri '${PINNED}') is what another writer's create of the same ref or image sends too, so its revision ${revisions[0] ?? ''} cannot prove it.`
    )
  })

  it('upload, applied: its create is empty and sends nothing of its own: cannot tell, no created', async () => {
    const spec = githubSpec('c-upload', {
      source: 'internal_source',
      integrationId: undefined,
      repoUrl: undefined,
      repoRef: undefined
    })
    const out = await create('c-upload', { kind: 'drop-response' }, undefined, { spec })
    expect(out).toMatchObject({ deployment: undefined, posts: 1 })
    expect(out.failure).toContain(
      `cannot tell whether deployment "c-upload" (${only('c-upload').id}) is the one this run's create made`
    )
    expect(out.failure).toContain(
      'the create of an upload deployment sends no source of its own (the archive is uploaded after it), so no revision of it can prove it'
    )
  })
})

const fail = (): never => {
  throw new Error('not seeded')
}

describe('createDeployment: a name held by a deployment being deleted', () => {
  /** A deployment of `name` the service is deleting (the emulator never held it). */
  function holder(name: string, reads?: number) {
    const [other] = emulator.seed([{ name: `${name}-model` }])
    const wire = { ...(other?.deployment ?? fail()), id: randomUUID(), name }
    return { wire, played: playDeleting(emulator, wire, { reads, listed: true }) }
  }
  const refused = (detail: string): Fault => ({ kind: 'status', status: 409, body: { detail } })
  const TAKEN = "Deployment with name 'x' already exists."

  it('a 409, the name listed AWAITING_DELETE: waits until it is gone, reads the name, creates once', async () => {
    let wire: { id: string } | undefined
    const out = await create('c-pruned', refused(TAKEN), () => {
      wire = holder('c-pruned', 3).wire
    })
    emulator.faults.clear()
    expect(out.failure).toBeUndefined()
    expect(out).toMatchObject({ created: true, posts: 2 })
    expect(out.sleeps).toEqual([2_000, 2_000, 2_000])
    expect(named('c-pruned')).toHaveLength(1)
    expect(out.logger.lines).toContainEqual(
      `The name "c-pruned" is held by deployment "c-pruned" (${wire?.id}), being deleted (status AWAITING_DELETE): waiting up to 2m 00s for it to be gone, then creating the deployment once.`
    )
  })

  it('a 409 that says so, the deployment not listed: pauses 2 s between creates until one passes', async () => {
    emulator.faults.add({
      method: 'POST',
      path: '/v2/deployments',
      skip: 1,
      times: 1,
      fault: refused("Deployment 'c-hidden' is being deleted")
    })
    const out = await create('c-hidden', refused("Deployment 'c-hidden' is being deleted"))
    emulator.faults.clear()
    expect(out.failure).toBeUndefined()
    expect(out).toMatchObject({ created: true, posts: 3 })
    expect(out.sleeps).toEqual([2_000, 2_000])
    expect(named('c-hidden')).toHaveLength(1)
  })

  it('still being deleted at the bound: fails saying so, created nothing, sent once', async () => {
    const out = await create('c-stuck', refused(TAKEN), () => holder('c-stuck'))
    emulator.faults.clear()
    expect(out).toMatchObject({ deployment: undefined, posts: 1 })
    expect(out.failure).toMatch(
      /still being deleted \(status AWAITING_DELETE\) after 2m 00s \(the bound of 2m 00s for a deletion\); it will be gone shortly: run again then$/
    )
    expect(out.sleeps.reduce((a, b) => a + b, 0)).toBe(120_000)
    expect(named('c-stuck')).toHaveLength(0)
  })

  it('gone by ID while the list still shows it, forever: a 2 s pause per look, then fails at the bound', async () => {
    const out = await create('c-lagging', refused(TAKEN), () => {
      const [other] = emulator.seed([{ name: 'c-lagging-model' }])
      const wire = { ...(other?.deployment ?? fail()), id: randomUUID(), name: 'c-lagging' }
      emulator.faults.add({ method: 'POST', path: '/v2/deployments', fault: refused(TAKEN) })
      playDeleting(emulator, wire, { reads: 0, listed: 'lagging' })
    })
    emulator.faults.clear()
    expect(out.failure).toMatch(
      /still held by a deployment being deleted .* at the end of the bound of 2m 00s/
    )
    expect(out.sleeps.every(ms => ms === 2_000)).toBe(true)
    expect(out.sleeps.reduce((a, b) => a + b, 0)).toBe(120_000)
    expect(named('c-lagging')).toHaveLength(0)
  })

  it('another run creates the name while this one waits: read again, updated, never created twice', async () => {
    const out = await create('c-raced', refused(TAKEN), () => {
      const { wire } = holder('c-raced', 1)
      emulator.faults.add({
        method: 'GET',
        path: `/v2/deployments/${wire.id}`,
        skip: 1,
        times: 1,
        fault: { kind: 'latency', ms: 0 },
        onMatch: () => emulator.seed([{ name: 'c-raced' }])
      })
    })
    emulator.faults.clear()
    expect(out.failure).toBeUndefined()
    expect(out).toMatchObject({ created: false, posts: 1 })
    expect(out.deployment?.id).toBe(named('c-raced')[0]?.deployment.id)
    expect(named('c-raced')).toHaveLength(1)
  })
})

const TYPE_KEY = 'lsv2_sk_writes_create_type_test'
let usage: RunningEmulator
let previous: RunningEmulator

describe('the deployment type of a create, in both pricing eras', () => {
  beforeAll(async () => {
    usage = await startEmulator({ apiKey: TYPE_KEY, stepMs: 60_000 })
    previous = await startEmulator({ apiKey: TYPE_KEY, stepMs: 60_000, pricing: 'previous' })
  })

  afterAll(async () => {
    await Promise.all([usage.close(), previous.close()])
  })

  /** Creates `name` on `emulator`; the types its creates sent, and what came of it. */
  async function createTyped(
    emulator: RunningEmulator,
    name: string,
    extra: Partial<DeploySpec> = {}
  ) {
    const logger = recordingLogger()
    const deps = emulatorDeps(emulator, TYPE_KEY, { clock: new FakeClock(), logger })
    emulator.clearRequests()
    let failure: string | undefined
    try {
      await createDeployment(deps, githubSpec(name, extra))
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error)
    }
    const sent = emulator.requests
      .filter(r => r.method === 'POST' && r.path === '/v2/deployments')
      .map(r => JSON.parse(r.body ?? '{}') as { source_config: { deployment_type: string } })
      .map(body => body.source_config.deployment_type)
    const stored = emulator.state.deployment(name)?.deployment.source_config.deployment_type
    return { failure, sent, stored, warnings: logger.warnings() }
  }

  describe('asks', () => {
    it('usage-based pricing, no type chosen: asks for serverless, once', async () => {
      const out = await createTyped(usage, 'type-usage-default')
      expect(out).toMatchObject({ failure: undefined, sent: ['serverless'], stored: 'serverless' })
      expect(out.warnings).toEqual([])
    })

    it('usage-based pricing: dedicated as chosen', async () => {
      const out = await createTyped(usage, 'type-usage-dedicated', { deploymentType: 'dedicated' })
      expect(out).toMatchObject({ failure: undefined, sent: ['dedicated'], stored: 'dedicated' })
    })

    it('previous pricing, no type chosen: serverless refused, then dev once, said', async () => {
      const out = await createTyped(previous, 'type-previous-default')
      expect(out).toMatchObject({ failure: undefined, sent: ['serverless', 'dev'], stored: 'dev' })
      expect(out.warnings).toHaveLength(1)
      expect(out.warnings[0]).toMatch(
        /^The control plane refused deployment type serverless, the default of the usage-based pricing \(POST \/v2\/deployments returned HTTP 422: .*deployment_type.*\): it knows only the previous pricing's types\. Creating deployment "type-previous-default" once more with the previous default, dev; set 'deployment-type' to choose the type\.$/
      )
    })

    it('previous pricing, serverless chosen: refused, never replaced by another type', async () => {
      const out = await createTyped(previous, 'type-previous-chosen', {
        deploymentType: 'serverless'
      })
      expect(out.sent).toEqual(['serverless'])
      expect(out.stored).toBeUndefined()
      expect(out.failure).toMatch(/HTTP 422: .*deployment_type/)
    })

    it('usage-based pricing, dev chosen: refused, never replaced', async () => {
      const out = await createTyped(usage, 'type-usage-dev', { deploymentType: 'dev' })
      expect(out.sent).toEqual(['dev'])
      expect(out.stored).toBeUndefined()
      expect(out.failure).toMatch(/HTTP 422: .*deployment_type/)
    })

    it('a refusal about something else is not a type refusal: sent once', async () => {
      const secrets = [{ name: 'LANGCHAIN_API_KEY', value: 'x' }]
      const out = await createTyped(usage, 'type-usage-other', { secrets })
      expect(out.sent).toEqual(['serverless'])
      expect(out.failure).toBeDefined()
    })
  })
})
