/**
 * The eval gate's refusals before any write, against a LangSmith API on loopback that answers
 * what the emulator never would: an example whose inputs are not an object, a key refused
 * (401/403), a dataset larger than the bound read no further than the bound.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { Deadline, systemClock } from '../../src/base/clock.js'
import { silentLogger } from '../../src/base/log.js'
import type { Runtime } from '../../src/base/runtime.js'
import { runRequestBytes } from '../../src/agent-server/payload-limit.js'
import {
  type EvalDatasetInputs,
  exampleRun,
  langSmithApiUrl,
  loadEvalDataset
} from '../../src/eval/eval-dataset.js'
import { parseInputs } from '../../src/inputs/read.js'
import { type TestServer, neverAnswer, startServer } from '../agent-server/fixtures.js'
import { testRuntime } from '../fixtures/runtime.js'

const DATASET = { id: '11111111-2222-4333-8444-555555555555', name: 'd', example_count: 250 }

/** What the server answers next, by path (never, for {@link NO_ANSWER}). */
let answers: Record<string, { status: number; body: unknown }> = {}
const NO_ANSWER = { status: 0, body: undefined }
let server: TestServer
let base: string

beforeAll(async () => {
  server = await startServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const answer = answers[url.pathname] ?? { status: 404, body: { detail: 'Not Found' } }
    if (answer === NO_ANSWER) {
      neverAnswer()
      return
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(bodyOf(answer, url))
  })
  base = `${server.url}/api/v1`
})

afterAll(() => server.close())

/**
 * The JSON an answer sends for `url`, each example written once: the reader asks again, with
 * smaller pages, for pages that hold a 25 MB example, and writing it for each request took half
 * of these tests' time.
 */
const written = new WeakMap<object, string>()
function bodyOf(answer: { body: unknown }, url: URL): string {
  const body =
    typeof answer.body === 'function' ? (answer.body as (u: URL) => unknown)(url) : answer.body
  if (!Array.isArray(body)) return JSON.stringify(body)
  const items = body.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) return JSON.stringify(item)
    const json = written.get(item) ?? JSON.stringify(item)
    written.set(item, json)
    return json
  })
  return `[${items.join(',')}]`
}

beforeEach(() => {
  answers = { '/api/v1/datasets': { status: 200, body: [DATASET] } }
  server.requests.splice(0)
})

/** The paths (with their queries) the server was asked in this test, in order. */
const asked = (): string[] => server.requests.map(request => request.url)

function runtime(requestTimeoutMs = 5_000): Runtime {
  const options = { clock: systemClock, budgetMs: 30_000, logger: silentLogger, random: 0 }
  return testRuntime({ ...options, requestTimeoutMs })
}

function inputs(
  extra: Partial<EvalDatasetInputs> = {}
): EvalDatasetInputs & { evalDataset: string } {
  return {
    apiKey: 'lsv2_pt_unit_key_000000001',
    workspaceId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    region: 'us',
    apiUrl: 'http://127.0.0.1:1/api-host',
    customApiUrl: true,
    langsmithApiUrl: base,
    evalDataset: 'd',
    evalSplit: undefined,
    evalMaxExamples: 500,
    evalMatch: 'contains',
    smokeAssistantId: 'agent',
    ...extra
  }
}

const example = (id: string, inputs: unknown): object => ({ id, inputs, outputs: { a: 'x' } })

/** `GET /examples` answering `all` a page at a time, as LangSmith pages by offset and limit. */
function paged(all: readonly object[]): { status: number; body: unknown } {
  const body = (url: URL): unknown => {
    const offset = Number(url.searchParams.get('offset'))
    return all.slice(offset, offset + Number(url.searchParams.get('limit')))
  }
  return { status: 200, body }
}

describe('loadEvalDataset', () => {
  it('refuses an example whose inputs are not an object, naming it', async () => {
    answers['/api/v1/examples'] = {
      status: 200,
      body: [example('e1', { q: 1 }), example('e2', ['a', 'list'])]
    }
    await expect(loadEvalDataset(runtime(), inputs())).rejects.toThrow(
      /example e2 of dataset "d" has inputs that are a list, not an object/
    )
  })

  it('refuses, before any write, a regular expression the gate cannot run in linear time, naming it', async () => {
    answers['/api/v1/examples'] = {
      status: 200,
      body: [
        { id: 'e1', inputs: { q: 1 }, outputs: { a: '(a)\\1' } },
        { id: 'e2', inputs: { q: 2 }, outputs: { a: '(?=x)y' }, metadata: { match: 'regex' } }
      ]
    }
    // Under 'contains' the first is a plain text: only the example whose rule is regex is refused.
    await expect(loadEvalDataset(runtime(), inputs())).rejects.toThrow(
      /^eval gate: example e2 of dataset "d": the reference \/\(\?=x\)y\/ is not a regular expression the gate runs/
    )
    await expect(loadEvalDataset(runtime(), inputs({ evalMatch: 'regex' }))).rejects.toThrow(
      /^eval gate: example e1 of dataset "d": the reference \/\(a\)\\1\/ is not a regular expression/
    )
  })

  it("scores each example by its metadata.match over 'eval-match'", async () => {
    answers['/api/v1/examples'] = {
      status: 200,
      body: [
        { id: 'e1', inputs: {}, outputs: { a: 'x' }, metadata: { match: 'exact' } },
        { id: 'e2', inputs: {}, outputs: { a: 'x' }, metadata: { other: 1 } }
      ]
    }
    const loaded = await loadEvalDataset(runtime(), inputs())
    expect(loaded.examples.map(one => one.rule)).toEqual(['exact', 'contains'])
  })

  it.each([
    [401, /LangSmith's API at 127\.0\.0\.1:\d+ did not accept the API key.*check 'api-key'/],
    [403, /LangSmith's API at 127\.0\.0\.1:\d+ refused the API key.*check 'workspace-id'/]
  ])('names a %i with the host and what to check', async (status, expected) => {
    answers['/api/v1/datasets'] = { status, body: { detail: 'Invalid token' } }
    await expect(loadEvalDataset(runtime(), inputs())).rejects.toThrow(expected)
  })

  it('refuses a dataset larger than the bound by its example_count, before reading examples', async () => {
    await expect(loadEvalDataset(runtime(), inputs({ evalMaxExamples: 200 }))).rejects.toThrow(
      /dataset "d" has 250 examples, more than 'eval-max-examples' \(200\)/
    )
    expect(asked().some(path => path.startsWith('/api/v1/examples'))).toBe(false)
  })

  it('with a split, reads pages only until the bound is passed', async () => {
    answers['/api/v1/examples'] = {
      status: 200,
      body: Array.from({ length: 100 }, (_, i) => example(`e${i}`, { q: i }))
    }
    await expect(
      loadEvalDataset(runtime(), inputs({ evalMaxExamples: 150, evalSplit: 'base' }))
    ).rejects.toThrow(/more than 150 examples/)
    const pages = asked().filter(path => path.startsWith('/api/v1/examples'))
    expect(pages).toEqual([
      '/api/v1/examples?dataset=11111111-2222-4333-8444-555555555555&splits=base&offset=0&limit=100',
      '/api/v1/examples?dataset=11111111-2222-4333-8444-555555555555&splits=base&offset=100&limit=100'
    ])
  })

  it('names LangSmith unreachable, with the URL to check', async () => {
    const closed = inputs({ langsmithApiUrl: 'http://127.0.0.1:1/api/v1' })
    await expect(
      loadEvalDataset({ ...runtime(), deadline: Deadline.after(systemClock, 2000) }, closed)
    ).rejects.toThrow(
      /LangSmith's API at 127\.0\.0\.1:1 could not be reached .*check 'langsmith-api-url'/
    )
  }, 20_000)

  it("gives up on a request LangSmith never answers after the run's request timeout", async () => {
    answers['/api/v1/datasets'] = NO_ANSWER
    const started = Date.now()
    await expect(loadEvalDataset(runtime(200), inputs())).rejects.toThrow(
      /timed out waiting for the server/
    )
    // Each attempt (GET is retried, at once here) gave up after 200 ms, not the input's 30 s.
    expect(asked().length).toBeGreaterThan(1)
    expect(Date.now() - started).toBeLessThan(200 * asked().length + 2000)
  })

  it('refuses an example whose run request would be over 25 MB, naming its ID and size', async () => {
    const big = { q: 'x'.repeat(26_000_000) }
    answers['/api/v1/examples'] = paged([example('e1', { q: 'hi' }), example('e-big', big)])
    await expect(loadEvalDataset(runtime(), inputs())).rejects.toThrow(
      /^eval gate: example e-big of dataset "d" would send a run request of 26\.0 MB \(26,000,\d{3} bytes\); LangSmith Cloud refuses requests over 25 MB \(413\): make its inputs smaller, or remove it from the dataset$/
    )
  }, 30_000)

  it('takes an example whose run request is exactly 25,000,000 bytes, as the gate would send it', async () => {
    const around = runRequestBytes(exampleRun('agent', { q: '' }))
    const edge = { q: 'x'.repeat(25_000_000 - around) }
    expect(runRequestBytes(exampleRun('agent', edge))).toBe(25_000_000)
    answers['/api/v1/examples'] = paged([example('e1', { q: 'hi' }), example('e-edge', edge)])
    const loaded = await loadEvalDataset(runtime(), inputs())
    expect(loaded.examples.map(one => one.id)).toEqual(['e1', 'e-edge'])
  }, 30_000)

  it('measures the request with the assistant it would run: a longer ID tips the edge over', async () => {
    const around = runRequestBytes(exampleRun('agent', { q: '' }))
    const edge = { q: 'x'.repeat(25_000_000 - around) }
    answers['/api/v1/examples'] = paged([example('e-edge', edge)])
    await expect(
      loadEvalDataset(runtime(), inputs({ smokeAssistantId: 'agent2' }))
    ).rejects.toThrow(/example e-edge .* of 25\.0 MB \(25,000,001 bytes\)/)
  }, 30_000)
})

describe('langSmithApiUrl: the LangSmith API beside the control plane', () => {
  const raw = { 'api-key': 'lsv2_k', 'workspace-id': '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f' }
  const env = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/agent' }

  it.each([
    [{}, 'https://api.smith.langchain.com'],
    [{ region: 'eu' }, 'https://eu.api.smith.langchain.com'],
    // 'region' left at its default: the EU control plane's own LangSmith API (case 7 of issue 44).
    [{ 'api-url': 'https://eu.api.host.langchain.com' }, 'https://eu.api.smith.langchain.com'],
    [{ 'api-url': 'https://apac.api.host.langchain.com' }, 'https://apac.api.smith.langchain.com'],
    [{ 'api-url': 'https://ls.example.com/api-host' }, 'https://ls.example.com/api/v1']
  ])('%j: %s', async (extra, expected) => {
    const inputs = await parseInputs({ ...raw, 'deployment-name': 'a', ...extra }, env)
    expect(langSmithApiUrl(inputs)).toBe(expected)
  })
})
