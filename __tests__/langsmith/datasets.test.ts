// LangSmithDatasets.listExamples against a loopback LangSmith holding large examples: pages that
// fit the 8 MiB read bound, one example read alone up to 64 MiB, and one larger refused by offset.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable, pipeline } from 'node:stream'
import { systemClock } from '../../src/base/clock.js'
import { silentLogger } from '../../src/base/log.js'
import { LangSmithDatasets } from '../../src/langsmith/datasets.js'

const DATASET_ID = '11111111-2222-4333-8444-555555555555'
const KB = 1000
const MB = 1000 * KB

/** The dataset served: each example as the JSON text of `GET /examples`, in order. */
let served: string[] = []
/** The pages asked for, as `offset/limit`. */
let asked: string[] = []
let server: Server
let apiUrl: string

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const offset = Number(url.searchParams.get('offset'))
    const limit = Number(url.searchParams.get('limit'))
    asked.push(`${offset}/${limit}`)
    res.writeHead(200, { 'content-type': 'application/json' })
    // Streamed an example at a time: a reader that stops early stops the writing too.
    const page = served.slice(offset, offset + limit)
    const parts = ['[', ...page.flatMap((text, i) => (i === 0 ? [text] : [',', text])), ']']
    pipeline(Readable.from(parts), res, () => undefined)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise(resolve => server.close(resolve))
})

beforeEach(() => {
  served = []
  asked = []
})

/** An example `e{i}` whose inputs hold a string of `size` characters. */
function example(i: number, size = 10): string {
  return JSON.stringify({ id: `e${i}`, inputs: { q: 'x'.repeat(size) }, outputs: null })
}

function client(): LangSmithDatasets {
  return new LangSmithDatasets({
    apiUrl,
    apiKey: 'lsv2_pt_unit_key_000000001',
    workspaceId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    userAgent: 'test',
    clock: systemClock,
    logger: silentLogger
  })
}

async function readAll(atMost = 1000): Promise<string[]> {
  const examples = await client().listExamples({ datasetId: DATASET_ID, atMost })
  return examples.map(one => one.id)
}

const ids = (from: number, to: number): string[] =>
  Array.from({ length: to - from }, (_, i) => `e${from + i}`)

describe('LangSmithDatasets.listExamples', () => {
  it('reads 100 examples of 100 kB (10 MB, over one page of 8 MiB) in halved pages, all of them', async () => {
    served = Array.from({ length: 100 }, (_, i) => example(i, 100 * KB))
    expect(await readAll()).toEqual(ids(0, 100))
    // One page over the bound, read again at half; half a bound and more does not grow back.
    expect(asked).toEqual(['0/100', '0/50', '50/50', '100/50'])
  }, 30_000)

  it('shrinks a page past large examples and grows it back, each example once and in order', async () => {
    served = [
      ...Array.from({ length: 10 }, (_, i) => example(i, 2 * MB)),
      ...Array.from({ length: 300 }, (_, i) => example(10 + i))
    ]
    expect(await readAll()).toEqual(ids(0, 310))
    const limits = asked.map(page => Number(page.split('/')[1]))
    expect(Math.min(...limits)).toBe(3)
    expect(limits.at(-1)).toBe(100)
    // Every page read starts where the last one read ended: none skipped, none read twice.
    const offsets = asked.map(page => Number(page.split('/')[0]))
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b))
  }, 30_000)

  it('reads an example of 9 MB alone, past the page bound', async () => {
    served = [example(0), example(1, 9 * MB), example(2), example(3)]
    const examples = await client().listExamples({ datasetId: DATASET_ID, atMost: 1000 })
    expect(examples.map(one => one.id)).toEqual(ids(0, 4))
    expect((examples[1]?.inputs as { q: string }).q).toHaveLength(9 * MB)
    expect(asked).toContain('1/1')
  }, 30_000)

  it('refuses an example of 70 MB, naming its offset and the bound', async () => {
    served = [example(0), example(1), example(2, 70 * MB), example(3)]
    await expect(readAll()).rejects.toThrow(
      `GET /examples: the example at offset 2 of dataset ${DATASET_ID} is too large to read: its answer is larger than 67108864 bytes (64 MiB)`
    )
  }, 60_000)

  it('still stops once more than atMost were read', async () => {
    served = Array.from({ length: 450 }, (_, i) => example(i))
    expect(await readAll(150)).toHaveLength(200)
    expect(asked).toEqual(['0/100', '100/100'])
  })
})
