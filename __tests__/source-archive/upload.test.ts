/**
 * The source upload against the emulator's storage host on loopback: the signed URL's headers
 * and no credentials of ours, the whole file again after a transient failure, no redirect
 * followed with the body.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { RunningEmulator } from '../../emulator/index.js'
import { systemClock } from '../../src/base/clock.js'
import { RedirectError } from '../../src/base/errors.js'
import { signedUrlProblem, uploadArchive } from '../../src/source-archive/upload.js'
import {
  call,
  createDeployment,
  emulatorPerTest,
  sourceBody,
  tarball
} from '../emulator/emulator-helpers.js'
import { silentLogger } from '../fixtures/logger.js'

const start = emulatorPerTest()
let dir: string
let file: string
let body: Buffer

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'upload-'))
  file = path.join(dir, 'source.tar.gz')
  body = await tarball({ 'langgraph.json': '{"graphs": {"agent": "./agent.py:graph"}}' })
  await writeFile(file, body)
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A signed URL the emulator's control plane issued for a new source deployment. */
async function signedUrl(emu: RunningEmulator): Promise<string> {
  const { id } = await createDeployment(emu, sourceBody('from-source'))
  const granted = await call<{ upload_url: string }>(
    emu,
    'POST',
    `/v2/deployments/${id}/upload-url`
  )
  expect(granted.status).toBe(200)
  emu.clearRequests()
  return granted.body.upload_url
}

/** What reached the storage host. */
const stored = (emu: RunningEmulator) => emu.requests.filter(r => r.listener === 'storage')

/** Requests to the storage host's bucket. */
const BUCKET = /^\/langgraph-deploy-emulator-sources\//

function upload(url: string, onProgress?: (sent: number) => void): Promise<void> {
  return uploadArchive({
    url,
    path: file,
    bytes: body.length,
    onProgress,
    userAgent: 'test/1',
    clock: systemClock,
    logger: silentLogger,
    retry: { baseMs: 1, attempts: 3 }
  })
}

describe('uploadArchive', () => {
  it('PUTs the file to the signed URL with the storage headers and no credentials of ours', async () => {
    const emu = await start()
    const url = await signedUrl(emu)
    const sent: number[] = []
    await upload(url, n => sent.push(n))
    const [put] = stored(emu)
    expect(put?.method).toBe('PUT')
    expect(`${emu.storageUrl}${put?.path ?? ''}`).toBe(url)
    expect(put?.status).toBe(200)
    expect(emu.uploads.map(u => u.archive)).toEqual([body])
    expect(put?.headers).toMatchObject({
      'content-type': 'application/gzip',
      'content-length': String(body.length),
      'x-goog-content-length-range': '0,209715200'
    })
    expect(put?.headers['x-api-key']).toBeUndefined()
    expect(put?.headers['x-tenant-id']).toBeUndefined()
    expect(sent.at(-1)).toBe(body.length)
  })

  it('sends the whole file again after a transient failure', async () => {
    const emu = await start()
    const url = await signedUrl(emu)
    emu.faults.add({ path: BUCKET, times: 1, fault: { kind: 'status', status: 503 } })
    await upload(url)
    expect(stored(emu).map(r => [r.status, r.headers['content-length']])).toEqual([
      [503, String(body.length)],
      [200, String(body.length)]
    ])
    expect(emu.uploads.map(u => u.archive)).toEqual([body])
  })

  it('never follows a redirect with the body, not even to the same host', async () => {
    const emu = await start()
    const url = await signedUrl(emu)
    emu.faults.add({ path: BUCKET, fault: { kind: 'redirect', location: '/elsewhere' } })
    await expect(upload(url)).rejects.toBeInstanceOf(RedirectError)
    expect(stored(emu)).toHaveLength(1)
    expect(emu.uploads).toHaveLength(0)
  })

  it('sends a file many times its few buffers byte for byte to a host that reads slowly', async () => {
    const large = randomBytes(5 * 1024 * 1024 + 123)
    const largeFile = path.join(dir, 'large.tar.gz')
    await writeFile(largeFile, large)
    const got: string[] = []
    const server = createServer((request, response) => {
      const hash = createHash('sha256')
      let bytes = 0
      request.on('data', (chunk: Buffer) => {
        hash.update(chunk)
        bytes += chunk.length
        request.pause() // the writer's buffers wait on this host: none may be written over early
        setTimeout(() => request.resume(), 1)
      })
      request.on('end', () => {
        got.push(`${bytes} ${hash.digest('hex')}`)
        response.writeHead(200).end()
      })
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const sent: number[] = []
      await uploadArchive({
        url: `http://127.0.0.1:${port}/bucket/o?sig=1`,
        path: largeFile,
        bytes: large.length,
        onProgress: n => sent.push(n),
        userAgent: 'test/1',
        clock: systemClock,
        logger: silentLogger,
        retry: { attempts: 1 }
      })
      expect(got).toEqual([`${large.length} ${createHash('sha256').update(large).digest('hex')}`])
      expect(sent.at(-1)).toBe(large.length)
      expect(sent.every((n, i) => i === 0 || n > (sent[i - 1] ?? 0))).toBe(true)
    } finally {
      server.closeAllConnections()
      await new Promise<void>(resolve =>
        server.close(() => {
          resolve()
        })
      )
    }
  })

  it.each([
    ['https://storage.example.com/o?sig=1', undefined],
    ['http://127.0.0.1:9/o?sig=1', undefined],
    ['http://storage.example.com/o?sig=1', /plain http/],
    ['ftp://storage.example.com/o', /not an http\(s\) URL/],
    ['not a url', /not an http\(s\) URL/]
  ])('signed URL %s', (url, problem) => {
    const said = signedUrlProblem(url)
    if (problem === undefined) expect(said).toBeUndefined()
    else expect(said).toMatch(problem)
  })
})
