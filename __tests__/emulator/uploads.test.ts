/**
 * The storage host of `internal_source` uploads: one-time signed URLs on their own port, the
 * checks a cloud bucket makes on a signed PUT, what it records, and the revision built from it.
 */
import { request as httpRequest } from 'node:http'
import { gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from '@jest/globals'

import {
  readTarball,
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator,
  type WireDeployment
} from '../../emulator/index.js'
import { call, sourceBody, tarball, upload, uploadHeaders } from './emulator-helpers.js'

const started: RunningEmulator[] = []

afterEach(async () => {
  await Promise.all(started.splice(0).map(emulator => emulator.close()))
})

async function start(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const emulator = await startEmulator({ stepMs: 0, ...options })
  started.push(emulator)
  return emulator
}

/** A started emulator with one internal_source deployment and a fresh signed URL for it. */
async function granted(options: EmulatorOptions = {}) {
  const emu = await start(options)
  const created = await call<WireDeployment>(emu, 'POST', '/v2/deployments', {
    body: sourceBody('uploaded')
  })
  const grant = await call<{ upload_url: string; object_path: string }>(
    emu,
    'POST',
    `/v2/deployments/${created.body.id}/upload-url`
  )
  return { emu, id: created.body.id, ...grant.body }
}

async function put(url: string, body: Buffer, headers: Record<string, string>) {
  const response = await fetch(url, { method: 'PUT', headers, body })
  return { status: response.status, text: await response.text() }
}

const ARCHIVE = await tarball({ './langgraph.json': '{"graphs":{}}', 'src/agent.py': 'x = 1' })

describe('the storage host', () => {
  it('takes a signed PUT once, on its own port, and records headers and bytes', async () => {
    const { emu, id, upload_url: url, object_path: objectPath } = await granted()
    expect(new URL(url).origin).toBe(emu.storageUrl)
    expect(emu.storageUrl).not.toBe(emu.url)
    expect(new URL(url).searchParams.get('X-Goog-Signature')).toMatch(/^[0-9a-f]{64}$/)

    const first = await put(url, ARCHIVE, uploadHeaders(ARCHIVE))
    expect(first.status).toBe(200)
    const [record] = emu.uploads
    expect(record).toMatchObject({
      deploymentId: id,
      objectPath,
      files: ['langgraph.json', 'src/agent.py']
    })
    expect(record?.headers['content-type']).toBe('application/gzip')
    expect(record?.headers['x-goog-content-length-range']).toBe('0,209715200')
    expect(record?.archive.equals(ARCHIVE)).toBe(true)
    const entries = await readTarball(record?.archive ?? Buffer.alloc(0))
    expect(entries.find(entry => entry.path === 'src/agent.py')?.content.toString()).toBe('x = 1')

    const again = await put(url, ARCHIVE, uploadHeaders(ARCHIVE))
    expect(again.status).toBe(403)
    expect(again.text).toContain('<Code>AccessDenied</Code>')
    expect(again.text).toContain('already used')
    expect(emu.uploads).toHaveLength(1)
    const logged = emu.requests.filter(entry => entry.listener === 'storage')
    expect(logged.map(entry => [entry.method, entry.status, entry.body])).toEqual([
      ['PUT', 200, undefined],
      ['PUT', 403, undefined]
    ])
  })

  it('refuses the API credentials, a wrong token, a wrong method or content type (403)', async () => {
    const { emu, upload_url: url } = await granted()
    const forged = new URL(url)
    forged.searchParams.set('X-Goog-Signature', 'f'.repeat(64))
    const cases: [string, string, Record<string, string>, string][] = [
      [url, 'PUT', { ...uploadHeaders(ARCHIVE), 'x-api-key': emu.apiKey }, 'X-Api-Key'],
      [url, 'PUT', { ...uploadHeaders(ARCHIVE), 'x-tenant-id': emu.workspaceId }, 'X-Tenant-Id'],
      [forged.toString(), 'PUT', uploadHeaders(ARCHIVE), 'SignatureDoesNotMatch'],
      [url.replace('.tar.gz?', '.tgz?'), 'PUT', uploadHeaders(ARCHIVE), 'SignatureDoesNotMatch'],
      [url, 'POST', uploadHeaders(ARCHIVE), 'signed for PUT'],
      [
        url,
        'PUT',
        { ...uploadHeaders(ARCHIVE), 'content-type': 'application/x-tar' },
        'Content-Type'
      ],
      [url, 'PUT', { ...uploadHeaders(ARCHIVE), 'x-goog-content-length-range': '0,10' }, 'Range']
    ]
    for (const [target, method, headers, says] of cases) {
      const response = await fetch(target, { method, headers, body: ARCHIVE })
      expect([method, response.status]).toEqual([method, 403])
      expect(await response.text()).toContain(says)
    }
    expect(emu.uploads).toEqual([])
    // None of those used the URL up.
    expect((await put(url, ARCHIVE, uploadHeaders(ARCHIVE))).status).toBe(200)
  })

  it('refuses a missing range header, a body that is no gzip tar, an oversized length (400)', async () => {
    const { emu, upload_url: url } = await granted()
    const { 'x-goog-content-length-range': _range, ...noRange } = uploadHeaders(ARCHIVE)
    const missing = await put(url, ARCHIVE, noRange)
    expect([missing.status, missing.text.includes('missing')]).toEqual([400, true])
    const plain = Buffer.from('just text, not an archive')
    const notGzip = await put(url, plain, uploadHeaders(plain))
    expect([notGzip.status, notGzip.text.includes('gzip')]).toEqual([400, true])
    const gzipped = gzipSync(Buffer.from('gzip, but no tar inside it'.repeat(40)))
    const notTar = await put(url, gzipped, uploadHeaders(gzipped))
    expect([notTar.status, notTar.text.includes('tar')]).toEqual([400, true])
    const tooLong = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(url, {
        method: 'PUT',
        headers: { ...uploadHeaders(ARCHIVE), 'content-length': '209715201' }
      })
      req.on('response', response => {
        let text = `${response.statusCode ?? 0} `
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
        response.on('end', () => {
          resolve(text)
          req.destroy()
        })
      })
      req.on('error', reject)
      req.write(ARCHIVE)
    })
    expect(tooLong).toMatch(/^400 .*<Code>EntityTooLarge<\/Code>/)
    expect(emu.uploads).toEqual([])
  })

  it('lets faults strike the storage host, without using the URL up', async () => {
    const { emu, upload_url: url } = await granted()
    emu.faults.add({
      method: 'PUT',
      path: /^\/langgraph-deploy-emulator-sources\//,
      times: 1,
      fault: { kind: 'status', status: 503 }
    })
    expect((await put(url, ARCHIVE, uploadHeaders(ARCHIVE))).status).toBe(503)
    expect((await put(url, ARCHIVE, uploadHeaders(ARCHIVE))).status).toBe(200)
    expect(emu.requests.filter(entry => entry.listener === 'storage').map(e => e.fault)).toEqual([
      'status',
      undefined
    ])
  })

  it('is not the API: the control plane is not served on the storage port', async () => {
    const { emu } = await granted()
    const response = await fetch(`${emu.storageUrl}/v2/deployments`, {
      headers: { 'x-api-key': emu.apiKey }
    })
    expect(response.status).toBe(403)
  })
})

describe('a revision from an upload', () => {
  it('builds from the archive, goes live and serves its agent', async () => {
    const emu = await start()
    const created = await call<WireDeployment>(emu, 'POST', '/v2/deployments', {
      body: sourceBody('from-source')
    })
    const { id } = created.body
    expect((await call(emu, 'GET', `/agents/${id}/ok`)).status).toBe(503)
    const objectPath = await upload(emu, id, ARCHIVE)
    const patched = await call<WireDeployment>(emu, 'PATCH', `/v2/deployments/${id}`, {
      body: {
        revision_source: 'internal_source',
        source_revision_config: {
          source_tarball_path: objectPath,
          langgraph_config_path: './langgraph.json'
        }
      }
    })
    expect(patched.status).toBe(200)
    const rid = patched.body.latest_revision_id ?? ''
    expect(patched.body.source_revision_config).toEqual({
      repo_ref: null,
      langgraph_config_path: './langgraph.json',
      image_uri: null,
      source_tarball_path: objectPath
    })
    const live = await call<WireDeployment>(emu, 'GET', `/v2/deployments/${id}`)
    expect(live.body.active_revision_id).toBe(rid)
    const logs = await call<{ logs: { message: string }[] }>(
      emu,
      'GET',
      `/v2/deployments/${id}/revisions/${rid}/logs?type=build`
    )
    expect(logs.body.logs[0]?.message).toBe(`Unpacking uploaded source ${objectPath}`)
    expect((await call(emu, 'GET', `/agents/${id}/ok`)).status).toBe(200)
  })
})
