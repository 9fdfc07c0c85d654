/**
 * The 25 MB payload limit of Cloud deployments (emulator/payload-limit.ts): an agent request with
 * a larger body is answered 413 before it reaches (or wakes) the deployment; a 24 MB run is served.
 */
import { describe, expect, it } from '@jest/globals'

import { CLOUD_PAYLOAD_LIMIT_BYTES, type RunningEmulator } from '../../emulator/index.js'
import { call, createBody, createDeployment, emulatorPerTest } from './emulator-helpers.js'

const start = emulatorPerTest()

/** A `POST /runs/wait` body of exactly `bytes` bytes, padded in its metadata. */
function runBody(bytes: number): string {
  const head = '{"assistant_id":"agent","input":{"messages":[{"role":"user","content":"hi"}]},'
  const open = `${head}"metadata":{"pad":"`
  const close = '"}}'
  return `${open}${'x'.repeat(bytes - open.length - close.length)}${close}`
}

/** A live deployment of `type` on a fresh emulator. */
async function deployment(options: Parameters<typeof start>[0], type = 'dedicated') {
  const emu = await start({ stepMs: 0, ...options })
  const body = createBody('big-bodies')
  const d = await createDeployment(emu, {
    ...body,
    source_config: { ...body.source_config, deployment_type: type }
  })
  return { emu, path: `/agents/${d.id}/runs/wait`, id: d.id }
}

function post(emu: RunningEmulator, path: string, bytes: number) {
  const rawBody = runBody(bytes)
  expect(Buffer.byteLength(rawBody)).toBe(bytes)
  return call<{ detail?: string; messages?: unknown[] }>(emu, 'POST', path, {
    rawBody,
    headers: { 'content-type': 'application/json' }
  })
}

describe('on Cloud (plays: cloud, the default)', () => {
  it('the limit is 25 MB, in decimal megabytes', () => {
    expect(CLOUD_PAYLOAD_LIMIT_BYTES).toBe(25_000_000)
  })

  it('answers 413 {"detail"} naming the limit for a body one byte over it', async () => {
    const { emu, path } = await deployment({})
    const reply = await post(emu, path, CLOUD_PAYLOAD_LIMIT_BYTES + 1)
    expect(reply.status).toBe(413)
    expect(reply.body.detail).toContain('Payload Too Large')
    expect(reply.body.detail).toContain('25000000 bytes (25 MB)')
  })

  it('serves a run whose body is 24 MB, and one of exactly 25 MB', async () => {
    const { emu, path } = await deployment({})
    for (const bytes of [24_000_000, CLOUD_PAYLOAD_LIMIT_BYTES]) {
      const reply = await post(emu, path, bytes)
      expect(reply.status).toBe(200)
      expect(reply.body.messages?.[0]).toMatchObject({ type: 'human', content: 'hi' })
    }
  })

  it('answers 413 for a body sent in chunks, without a Content-Length', async () => {
    const { emu, path } = await deployment({})
    const bytes = Buffer.from(runBody(CLOUD_PAYLOAD_LIMIT_BYTES + 1))
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 1_000_000) {
          controller.enqueue(bytes.subarray(at, at + 1_000_000))
        }
        controller.close()
      }
    })
    const reply = await fetch(`${emu.url}${path}`, {
      method: 'POST',
      headers: { 'x-api-key': emu.apiKey, 'content-type': 'application/json' },
      body: chunked,
      duplex: 'half'
    })
    expect(reply.status).toBe(413)
    const request = emu.requests.at(-1)
    expect(request?.headers['content-length']).toBeUndefined()
    expect(((await reply.json()) as { detail: string }).detail).toContain('25 MB')
  })

  it('refuses it on every agent route, before a sleeping deployment wakes', async () => {
    const { emu, id } = await deployment({ wakeMs: 5_000 }, 'serverless')
    const reply = await post(emu, `/agents/${id}/ok`, CLOUD_PAYLOAD_LIMIT_BYTES + 1)
    expect(reply.status).toBe(413)
    expect(emu.wakes(id)).toBe(0)
  })
})

describe('self-hosted (plays: self-hosted)', () => {
  it('serves a body over 25 MB: only the agent server’s own cap applies', async () => {
    const { emu, path } = await deployment({ plays: 'self-hosted' })
    const reply = await post(emu, path, 26_000_000)
    expect(reply.status).toBe(200)
  })

  it('answers 413 past that cap (64 MiB)', async () => {
    const { emu, path } = await deployment({ plays: 'self-hosted' })
    const reply = await post(emu, path, 64 * 1024 * 1024 + 1)
    expect(reply.status).toBe(413)
    expect(reply.body.detail).toBe('Request body too large')
  })
})

describe('the control plane', () => {
  it('answers its own 413 in the same shape, naming its limit', async () => {
    const emu = await start({ stepMs: 0 })
    const reply = await call<{ detail: string }>(emu, 'POST', '/v2/deployments', {
      rawBody: 'x'.repeat(2 * 1024 * 1024),
      headers: { 'content-type': 'application/json' }
    })
    expect(reply.status).toBe(413)
    expect(reply.body.detail).toBe(
      'Payload Too Large: a request body may be at most 1048576 bytes.'
    )
  })
})
