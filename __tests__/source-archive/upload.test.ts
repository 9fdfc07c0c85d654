import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { systemClock } from '../../src/base/clock.js'
import { RedirectError } from '../../src/base/errors.js'
import { signedUrlProblem, uploadArchive } from '../../src/source-archive/upload.js'
import { silentLogger } from '../fixtures/logger.js'
import { type TestServer, startServer } from '../fixtures/server.js'

let dir: string
let file: string
const BODY = Buffer.from('pretend this is a gzip tar')
const servers: TestServer[] = []

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'upload-'))
  file = path.join(dir, 'source.tar.gz')
  await writeFile(file, BODY)
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

afterEach(async () => {
  await Promise.all(servers.splice(0).map(s => s.close()))
})

async function server(handler: Parameters<typeof startServer>[0]): Promise<TestServer> {
  const started = await startServer(handler)
  servers.push(started)
  return started
}

function upload(url: string, onProgress?: (sent: number) => void): Promise<void> {
  return uploadArchive({
    url,
    path: file,
    bytes: BODY.length,
    onProgress,
    userAgent: 'test/1',
    clock: systemClock,
    logger: silentLogger,
    retry: { baseMs: 1, attempts: 3 }
  })
}

describe('uploadArchive', () => {
  it('PUTs the file to the signed URL with the storage headers and no credentials of ours', async () => {
    const storage = await server((_r, res) => res.writeHead(200).end())
    const sent: number[] = []
    await upload(`${storage.url}/bucket/o.tar.gz?X-Goog-Signature=abc&X-Goog-Expires=900`, n =>
      sent.push(n)
    )
    const [put] = storage.received
    expect(put?.method).toBe('PUT')
    expect(put?.url).toBe('/bucket/o.tar.gz?X-Goog-Signature=abc&X-Goog-Expires=900')
    expect(put?.body).toBe(BODY.toString('utf8'))
    expect(put?.headers).toMatchObject({
      'content-type': 'application/gzip',
      'content-length': String(BODY.length),
      'x-goog-content-length-range': '0,209715200'
    })
    expect(put?.headers['x-api-key']).toBeUndefined()
    expect(put?.headers['x-tenant-id']).toBeUndefined()
    expect(sent.at(-1)).toBe(BODY.length)
  })

  it('sends the whole file again after a transient failure', async () => {
    const storage = await server((_r, res, index) => res.writeHead(index === 0 ? 503 : 200).end())
    await upload(`${storage.url}/o?sig=1`)
    expect(storage.received.map(r => r.body)).toEqual([BODY.toString(), BODY.toString()])
  })

  it('never follows a redirect with the body, not even to the same host', async () => {
    const storage = await server((_r, res) => res.writeHead(307, { location: '/elsewhere' }).end())
    await expect(upload(`${storage.url}/o?sig=1`)).rejects.toBeInstanceOf(RedirectError)
    expect(storage.received).toHaveLength(1)
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
