import { describe, expect, it } from '@jest/globals'

import { type Fault, type RunningEmulator, type WireDeployment } from '../../emulator/index.js'
import { call, createBody, createDeployment, emulatorPerTest } from './emulator-helpers.js'

const start = emulatorPerTest()

/** Name and message of the error a promise rejects with (fetch errors come from another realm). */
async function failure(promise: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await promise
  } catch (error) {
    const { name, message } = error as { name: unknown; message: unknown }
    return { name: String(name), message: String(message) }
  }
  throw new Error('expected the call to fail')
}

describe('status faults', () => {
  it('answers the status with Retry-After, once, without applying the request', async () => {
    const emu = await start()
    const handle = emu.faults.add({
      method: 'post',
      path: '/v2/deployments',
      times: 1,
      fault: { kind: 'status', status: 503, retryAfter: 2 }
    })

    const refused = await call(emu, 'POST', '/v2/deployments', { body: createBody('a') })
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('2')
    expect(refused.body).toEqual({ detail: 'Service Unavailable' })
    expect(emu.state.deployments()).toHaveLength(0)
    expect(handle).toMatchObject({ hits: 1, done: true })

    const accepted = await call(emu, 'POST', '/v2/deployments', { body: createBody('a') })
    expect(accepted.status).toBe(201)
    expect(emu.requests.map(entry => [entry.status, entry.fault])).toEqual([
      [503, 'status'],
      [201, undefined]
    ])
    expect(emu.requests[0]?.body).toContain('"name":"a"')
  })

  it('sends a custom body, text or JSON, and custom headers', async () => {
    const emu = await start()
    emu.faults.add({
      path: '/v2/deployments',
      times: 1,
      fault: { kind: 'status', status: 429, body: 'slow down', headers: { 'x-why': 'test' } }
    })
    emu.faults.add({
      path: '/v2/deployments',
      times: 1,
      fault: { kind: 'status', status: 500, body: { error: 'boom' } }
    })
    const text = await call(emu, 'GET', '/v2/deployments')
    expect([text.status, text.text, text.headers.get('x-why')]).toEqual([429, 'slow down', 'test'])
    expect(text.headers.get('retry-after')).toBeNull()
    const json = await call(emu, 'GET', '/v2/deployments')
    expect([json.status, json.body]).toEqual([500, { error: 'boom' }])
  })
})

describe('rule matching', () => {
  it('matches a string path with or without /api-host and ignores the query', async () => {
    const emu = await start()
    emu.faults.add({ path: '/v2/deployments', fault: { kind: 'status', status: 502 } })
    expect((await call(emu, 'GET', '/v2/deployments?limit=5')).status).toBe(502)
    expect((await call(emu, 'GET', '/api-host/v2/deployments')).status).toBe(502)
    expect((await call(emu, 'GET', '/v2/deployments/x')).status).toBe(422)
  })

  it('matches a RegExp against the path with its query, and filters by method', async () => {
    const emu = await start()
    emu.faults.add({
      method: 'GET',
      path: /name_contains=flaky/g,
      fault: { kind: 'status', status: 504 }
    })
    expect((await call(emu, 'GET', '/v2/deployments?name_contains=flaky')).status).toBe(504)
    expect((await call(emu, 'GET', '/v2/deployments?name_contains=flaky')).status).toBe(504)
    expect((await call(emu, 'GET', '/v2/deployments?name_contains=solid')).status).toBe(200)
  })

  it('skips the first matches, counts hits, and stops once removed', async () => {
    const emu = await start()
    const handle = emu.faults.add({
      path: '/v2/deployments',
      skip: 2,
      fault: { kind: 'status', status: 500 }
    })
    const statuses: number[] = []
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await call(emu, 'GET', '/v2/deployments')).status)
    }
    expect(statuses).toEqual([200, 200, 500, 500])
    expect(handle).toMatchObject({ hits: 2, done: false })
    handle.remove()
    expect(handle.done).toBe(true)
    expect((await call(emu, 'GET', '/v2/deployments')).status).toBe(200)
  })

  it('applies the first live rule and clears them all', async () => {
    const emu = await start()
    emu.faults.add({ path: '/v2/deployments', times: 1, fault: { kind: 'status', status: 500 } })
    emu.faults.add({ path: '/v2/deployments', fault: { kind: 'status', status: 503 } })
    expect((await call(emu, 'GET', '/v2/deployments')).status).toBe(500)
    expect((await call(emu, 'GET', '/v2/deployments')).status).toBe(503)
    emu.faults.clear()
    expect((await call(emu, 'GET', '/v2/deployments')).status).toBe(200)
  })

  it('runs onMatch first, e.g. to create a rival and cause a 409 race', async () => {
    const emu = await start()
    emu.faults.add({
      method: 'POST',
      path: '/v2/deployments',
      times: 1,
      onMatch: () => emu.seed([{ name: 'racy' }]),
      fault: { kind: 'latency', ms: 0 }
    })
    const reply = await call(emu, 'POST', '/v2/deployments', { body: createBody('racy') })
    expect(reply.status).toBe(409)
    expect(emu.state.deployments()).toHaveLength(1)
  })

  it('refuses nonsense rules', async () => {
    const emu = await start()
    const fault = { kind: 'status', status: 500 } as const
    expect(() => emu.faults.add({ path: 'v2', fault })).toThrow(TypeError)
    expect(() => emu.faults.add({ path: '/v2', times: 0, fault })).toThrow('times')
    expect(() => emu.faults.add({ path: '/v2', fault: { kind: 'status', status: 99 } })).toThrow()
    expect(() => emu.faults.add({ path: '/v2', fault: { kind: 'truncate', bytes: -1 } })).toThrow()
    const stale = { kind: 'stale-read' } as const
    expect(() => emu.faults.add({ method: 'POST', path: '/v2', fault: stale })).toThrow('GET')
  })
})

describe('connection faults', () => {
  it('resets the connection without applying the request', async () => {
    const emu = await start()
    emu.faults.add({ path: '/v2/deployments', times: 1, fault: { kind: 'reset' } })
    const error = await failure(call(emu, 'POST', '/v2/deployments', { body: createBody('r') }))
    expect(error.name).toBe('TypeError')
    expect(emu.state.deployments()).toHaveLength(0)
    expect(emu.requests[0]).toMatchObject({ status: null, fault: 'reset' })
    expect((await call(emu, 'GET', '/v2/deployments')).status).toBe(200)
  })

  it('hangs until the client gives up, and close() still ends at once', async () => {
    const emu = await start()
    emu.faults.add({ path: '/v2/deployments', fault: { kind: 'hang' } })
    const error = await failure(
      call(emu, 'GET', '/v2/deployments', { signal: AbortSignal.timeout(100) })
    )
    expect(error.name).toBe('TimeoutError')

    // A second hung request is still open when the emulator closes.
    const pending = fetch(`${emu.url}/v2/deployments`).then(
      () => 'answered',
      () => 'cut'
    )
    await new Promise(resolve => setTimeout(resolve, 20))
    const started = Date.now()
    await emu.close()
    expect(Date.now() - started).toBeLessThan(500)
    expect(await pending).toBe('cut')
  })

  it('adds latency, then answers normally', async () => {
    const emu = await start()
    emu.faults.add({ path: '/v2/deployments', fault: { kind: 'latency', ms: 120 } })
    const started = Date.now()
    const reply = await call(emu, 'POST', '/v2/deployments', { body: createBody('slow') })
    expect(Date.now() - started).toBeGreaterThanOrEqual(110)
    expect(reply.status).toBe(201)
    expect(emu.requests[0]).toMatchObject({ status: 201, fault: 'latency' })
  })

  it('cuts a pending latency short on close', async () => {
    const emu = await start()
    emu.faults.add({ path: '/v2/deployments', fault: { kind: 'latency', ms: 60_000 } })
    const pending = fetch(`${emu.url}/v2/deployments`).then(
      () => 'answered',
      () => 'cut'
    )
    await new Promise(resolve => setTimeout(resolve, 20))
    await emu.close()
    expect(await pending).toBe('cut')
  })

  it('drops the response of an applied POST (the lost-response case)', async () => {
    const emu = await start()
    emu.faults.add({
      method: 'POST',
      path: '/v2/deployments',
      times: 1,
      fault: { kind: 'drop-response' }
    })
    const error = await failure(call(emu, 'POST', '/v2/deployments', { body: createBody('lost') }))
    expect(error.name).toBe('TypeError')
    expect(emu.state.deployments().map(snapshot => snapshot.deployment.name)).toEqual(['lost'])
    await new Promise(resolve => setTimeout(resolve, 10))
    expect(emu.requests[0]).toMatchObject({ status: null, fault: 'drop-response' })

    const retry = await call(emu, 'POST', '/v2/deployments', { body: createBody('lost') })
    expect(retry.status).toBe(409)
  })

  it('applies a POST and never answers it, until the client gives up (apply-then-hang)', async () => {
    const emu = await start()
    emu.faults.add({
      method: 'POST',
      path: '/v2/deployments',
      times: 1,
      fault: { kind: 'apply-then-hang' }
    })
    const error = await failure(
      call(emu, 'POST', '/v2/deployments', {
        body: createBody('withheld'),
        signal: AbortSignal.timeout(200)
      })
    )
    expect(error.name).toBe('TimeoutError')
    expect(emu.state.deployments().map(snapshot => snapshot.deployment.name)).toEqual(['withheld'])
    expect(emu.requests[0]).toMatchObject({ status: null, fault: 'apply-then-hang' })
    // A second one is still open when the emulator closes: close() ends it at once.
    emu.faults.add({ method: 'POST', path: '/v2/deployments', fault: { kind: 'apply-then-hang' } })
    const pending = fetch(`${emu.url}/v2/deployments`, {
      method: 'POST',
      headers: {
        'x-api-key': emu.apiKey,
        'x-tenant-id': emu.workspaceId,
        'content-type': 'application/json'
      },
      body: JSON.stringify(createBody('second'))
    }).then(
      () => 'answered',
      () => 'cut'
    )
    await new Promise(resolve => setTimeout(resolve, 50))
    const started = Date.now()
    await emu.close()
    expect(Date.now() - started).toBeLessThan(500)
    expect(await pending).toBe('cut')
  })

  it('drops the response of an applied PATCH', async () => {
    const emu = await start()
    const created = await call<WireDeployment>(emu, 'POST', '/v2/deployments', {
      body: createBody('patchy')
    })
    const path = `/v2/deployments/${created.body.id}`
    emu.faults.add({ method: 'PATCH', path, times: 1, fault: { kind: 'drop-response' } })
    await failure(
      call(emu, 'PATCH', path, { body: { source_revision_config: { repo_ref: 'next' } } })
    )
    expect(emu.state.revisions(created.body.id)).toHaveLength(2)
  })

  it('truncates the body after N bytes, having applied the request', async () => {
    const emu = await start()
    emu.faults.add({ path: '/v2/deployments', times: 1, fault: { kind: 'truncate', bytes: 10 } })
    const response = await fetch(`${emu.url}/v2/deployments`, {
      method: 'POST',
      headers: {
        'x-api-key': emu.apiKey,
        'x-tenant-id': emu.workspaceId,
        'content-type': 'application/json'
      },
      body: JSON.stringify(createBody('cut'))
    })
    expect(response.status).toBe(201)
    const error = await failure(response.text())
    expect(error.name).toBe('TypeError')
    expect(emu.state.deployments()).toHaveLength(1)
    expect(emu.requests[0]).toMatchObject({ status: 201, fault: 'truncate' })
  })

  it('truncates to zero bytes: headers, then a broken body', async () => {
    const emu = await start()
    emu.faults.add({ path: '/v2/deployments', fault: { kind: 'truncate', bytes: 0 } })
    const response = await fetch(`${emu.url}/v2/deployments`, {
      headers: { 'x-api-key': emu.apiKey }
    })
    expect(response.status).toBe(200)
    await failure(response.text())
  })
})

describe('body faults', () => {
  it('answers 200 with malformed JSON without applying the request', async () => {
    const emu = await start()
    emu.faults.add({ path: '/v2/deployments', times: 1, fault: { kind: 'malformed-json' } })
    const response = await fetch(`${emu.url}/v2/deployments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(createBody('m'))
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect((await failure(response.json())).name).toBe('SyntaxError')
    expect(emu.state.deployments()).toHaveLength(0)
  })

  it('can answer a non-JSON page with 200', async () => {
    const emu = await start()
    emu.faults.add({
      path: '/v2/deployments',
      fault: { kind: 'malformed-json', body: '<html>proxy</html>', contentType: 'text/html' }
    })
    const reply = await call(emu, 'GET', '/v2/deployments')
    expect([reply.status, reply.text, reply.headers.get('content-type')]).toEqual([
      200,
      '<html>proxy</html>',
      'text/html'
    ])
  })

  it('answers JSON of the wrong shape', async () => {
    const emu = await start()
    emu.faults.add({ path: '/v2/deployments', times: 1, fault: { kind: 'wrong-shape' } })
    emu.faults.add({
      path: '/v2/deployments',
      times: 1,
      fault: { kind: 'wrong-shape', body: { resources: 'nope' } }
    })
    const first = await call(emu, 'GET', '/v2/deployments')
    expect(first.status).toBe(200)
    expect(first.body).not.toHaveProperty('resources')
    expect((await call(emu, 'GET', '/v2/deployments')).body).toEqual({ resources: 'nope' })
  })

  it('redirects to another host without applying the request', async () => {
    const emu = await start()
    emu.faults.add({
      path: '/v2/deployments',
      fault: { kind: 'redirect', location: 'http://127.0.0.2:9/v2/deployments', status: 302 }
    })
    const reply = await call(emu, 'POST', '/v2/deployments', {
      body: createBody('moved'),
      redirect: 'manual'
    })
    expect(reply.status).toBe(302)
    expect(reply.headers.get('location')).toBe('http://127.0.0.2:9/v2/deployments')
    expect(emu.state.deployments()).toHaveLength(0)
  })
})

describe('faults on agent routes', () => {
  async function liveDeployment(emu: RunningEmulator): Promise<string> {
    const created = await call<WireDeployment>(emu, 'POST', '/v2/deployments', {
      body: createBody('agent')
    })
    return created.body.id
  }

  it('answers a status fault on an agent route once, then lets the agent answer', async () => {
    const emu = await start({ stepMs: 0 })
    const id = await liveDeployment(emu)
    emu.faults.add({
      path: `/agents/${id}/threads`,
      times: 1,
      fault: { kind: 'status', status: 503, retryAfter: 1 }
    })
    const refused = await call(emu, 'POST', `/agents/${id}/threads`, { body: {} })
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([503, '1'])
    const created = await call<{ thread_id: string }>(emu, 'POST', `/agents/${id}/threads`, {
      body: {}
    })
    expect(created.status).toBe(200)
    expect(typeof created.body.thread_id).toBe('string')
  })

  it('truncates an agent stream', async () => {
    const emu = await start({ stepMs: 0 })
    const id = await liveDeployment(emu)
    emu.faults.add({ path: `/agents/${id}/runs/stream`, fault: { kind: 'truncate', bytes: 30 } })
    const response = await fetch(`${emu.url}/agents/${id}/runs/stream`, {
      method: 'POST',
      headers: { 'x-api-key': emu.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ assistant_id: 'agent', input: {}, stream_mode: 'updates' })
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const reader = (response.body ?? new ReadableStream<Uint8Array>()).getReader()
    let received = 0
    const error = await failure(
      (async () => {
        for (;;) {
          const chunk = (await reader.read()) as { done: boolean; value?: Uint8Array }
          if (chunk.done) return
          received += chunk.value?.length ?? 0
        }
      })()
    )
    expect(error.name).toBe('TypeError')
    expect(received).toBe(30)
  })
})

describe('rewrite faults', () => {
  it('refuses a rewrite rule without a function, before any request', async () => {
    const emu = await start()
    const fault = { kind: 'rewrite', rewrite: { keep: ['id'] } } as unknown as Fault
    expect(() => emu.faults.add({ path: '/v2/deployments', fault })).toThrow(
      'a rewrite fault needs a rewrite function'
    )
    expect(emu.requests).toHaveLength(0)
  })

  it('change what the control plane answered, after applying the request', async () => {
    const emu = await start({ stepMs: 0 })
    emu.faults.add({
      method: 'POST',
      path: '/v2/deployments',
      times: 1,
      fault: { kind: 'rewrite', rewrite: () => ({ status: 503, body: { detail: 'timed out' } }) }
    })
    const refused = await call(emu, 'POST', '/v2/deployments', { body: createBody('applied') })
    expect([refused.status, refused.body]).toEqual([503, { detail: 'timed out' }])
    expect(emu.state.deployment('applied')?.revisions).toHaveLength(1)
    expect(emu.requests[0]).toMatchObject({ fault: 'rewrite', responseBody: refused.text })
  })

  it('put server text in a field of the answer, and see the request', async () => {
    const emu = await start({ stepMs: 0 })
    const seen: string[] = []
    emu.faults.add({
      method: 'GET',
      path: /\/revisions\/[^/?]+$/,
      times: 1,
      fault: {
        kind: 'rewrite',
        rewrite: (answer, request) => {
          seen.push(`${request.method} ${request.path}`)
          return { ...answer, body: { ...(answer.body as object), status: 'BUILDING ::x::' } }
        }
      }
    })
    const created = await createDeployment(emu, createBody('hostile-status'))
    const path = `/v2/deployments/${created.id}/revisions/${created.latest_revision_id ?? ''}`
    const first = await call<{ status: string; id: string }>(emu, 'GET', path)
    expect([first.body.status, first.body.id]).toEqual([
      'BUILDING ::x::',
      created.latest_revision_id
    ])
    expect((await call<{ status: string }>(emu, 'GET', path)).body.status).toBe('DEPLOYED')
    expect(seen).toEqual([`GET ${path}`])
  })
  it('combine: every matching rewrite acts, in order, also on a stale read', async () => {
    const emu = await start({ stepMs: 0 })
    const tag = (suffix: string) => ({
      kind: 'rewrite' as const,
      rewrite: (answer: { status: number; body?: unknown }) => ({
        ...answer,
        body: {
          ...(answer.body as object),
          tag: `${(answer.body as { tag?: string }).tag ?? ''}${suffix}`
        }
      })
    })
    emu.faults.add({ path: '/v2/deployments', method: 'GET', fault: { kind: 'stale-read' } })
    emu.faults.add({ path: '/v2/deployments', method: 'GET', fault: tag('a') })
    emu.faults.add({ path: '/v2/deployments', method: 'GET', fault: tag('b') })
    await createDeployment(emu, createBody('combined'))
    const reply = await call<{ resources: unknown[]; tag: string }>(emu, 'GET', '/v2/deployments')
    expect([reply.body.resources, reply.body.tag]).toEqual([[], 'ab'])
    expect(emu.requests.at(-1)?.fault).toBe('stale-read')
  })
})

describe('stale-read faults', () => {
  it('answer reads from the state before the last write, N times, then the truth', async () => {
    const emu = await start({ stepMs: 0 })
    const handle = emu.faults.add({
      path: '/v2/deployments',
      times: 2,
      fault: { kind: 'stale-read' }
    })
    // No write yet: nothing to lag behind, so the rule does not fire.
    expect(
      (await call<{ resources: unknown[] }>(emu, 'GET', '/v2/deployments')).body.resources
    ).toEqual([])
    expect(handle.hits).toBe(0)
    await createDeployment(emu, createBody('lagging'))
    const names = async (): Promise<string[]> =>
      (
        await call<{ resources: WireDeployment[] }>(emu, 'GET', '/v2/deployments')
      ).body.resources.map(d => d.name)
    expect([await names(), await names(), await names()]).toEqual([[], [], ['lagging']])
    expect(emu.requests.map(entry => entry.fault)).toEqual([
      undefined,
      undefined,
      'stale-read',
      'stale-read',
      undefined
    ])
  })

  it('lag per endpoint: the revision list shows the old revision while GET shows the new', async () => {
    const emu = await start({ stepMs: 0 })
    const [seeded] = emu.seed([{ name: 'per-endpoint' }])
    const id = seeded?.deployment.id ?? ''
    const old = seeded?.deployment.latest_revision_id
    emu.faults.add({
      path: `/v2/deployments/${id}/revisions`,
      times: 2,
      fault: { kind: 'stale-read' }
    })
    const patched = await call<WireDeployment>(emu, 'PATCH', `/v2/deployments/${id}`, {
      body: { source_revision_config: { repo_ref: 'next' } }
    })
    const newest = async (): Promise<string | undefined> =>
      (await call<{ resources: { id: string }[] }>(emu, 'GET', `/v2/deployments/${id}/revisions`))
        .body.resources[0]?.id
    expect([await newest(), await newest()]).toEqual([old, old])
    expect(await newest()).toBe(patched.body.latest_revision_id)
    const live = await call<WireDeployment>(emu, 'GET', `/v2/deployments/${id}`)
    expect(live.body.latest_revision_id).toBe(patched.body.latest_revision_id)
  })

  it('never loosen validation: a stale read of a malformed ID is still refused', async () => {
    const emu = await start()
    emu.faults.add({ path: /./, fault: { kind: 'stale-read' } })
    await createDeployment(emu, createBody('strict'))
    expect((await call(emu, 'GET', '/v2/deployments/not-a-uuid')).status).toBe(422)
    expect(
      (await call(emu, 'GET', '/v2/deployments', { headers: { 'x-api-key': 'no' } })).status
    ).toBe(401)
  })
})

describe('the readsBehindWrites quirk', () => {
  it('answers the next N reads after each write from the state before it', async () => {
    const emu = await start({ stepMs: 0, quirks: { readsBehindWrites: 2 } })
    const names = async (): Promise<string[]> =>
      (await call<{ resources: WireDeployment[] }>(emu, 'GET', '/v2/deployments')).body.resources
        .map(d => d.name)
        .sort()
    expect(await names()).toEqual([])
    await createDeployment(emu, createBody('first'))
    expect([await names(), await names(), await names()]).toEqual([[], [], ['first']])
    // The next write lags again, by the same count.
    await createDeployment(emu, createBody('second'))
    expect([await names(), await names(), await names()]).toEqual([
      ['first'],
      ['first'],
      ['first', 'second']
    ])
  })

  it('is off by default, and a refused write does not re-arm it', async () => {
    const emu = await start({ stepMs: 0 })
    await createDeployment(emu, createBody('at-once'))
    expect(
      (await call<{ resources: unknown[] }>(emu, 'GET', '/v2/deployments')).body.resources
    ).toHaveLength(1)
    emu.setQuirks({ readsBehindWrites: 5 })
    expect(
      (await call(emu, 'POST', '/v2/deployments', { body: createBody('at-once') })).status
    ).toBe(409)
    expect(
      (await call<{ resources: unknown[] }>(emu, 'GET', '/v2/deployments')).body.resources
    ).toHaveLength(1)
  })
})

describe('events faults', () => {
  it('answer an agent route with the events given, data split one line per data field', async () => {
    const emu = await start({ stepMs: 0 })
    const { id } = await createDeployment(emu, createBody('crafted'))
    emu.faults.add({
      path: `/agents/${id}/runs/stream`,
      fault: {
        kind: 'events',
        events: [
          { event: 'metadata', data: '{"run_id":"r-1"}' },
          { event: 'custom', data: 'a\nb' }
        ],
        headers: { 'content-location': '/runs/r-1' }
      }
    })
    const reply = await call(emu, 'POST', `/agents/${id}/runs/stream`, { body: {} })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toBe('text/event-stream')
    expect(reply.headers.get('content-location')).toBe('/runs/r-1')
    const stream = 'event: metadata\ndata: {"run_id":"r-1"}\n\nevent: custom\ndata: a\ndata: b\n\n'
    expect(reply.text).toBe(stream)
    expect(emu.requests.at(-1)?.responseBody).toBe(stream)
  })
})
