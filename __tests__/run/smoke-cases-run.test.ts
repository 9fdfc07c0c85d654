/**
 * The `smoke-cases` gate through the whole action, in process, against a real agent server on
 * loopback that counts the streams open at once: at most four, every case judged, a hostile
 * reason kept to text, and a bad file refused before the first request.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type * as http from 'node:http'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { mockActionsCore } from '../fixtures/core.js'
import { type Received, type TestServer, startServer } from '../fixtures/server.js'

const core = mockActionsCore()
const { run } = await import('../../src/main.js')

const KEY = 'lsv2_pt_smoke_cases_key_0001'
const WORKSPACE_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6'
const HOSTILE = '::error::forged\u001b[31m <img src=x onerror=alert(1)> | @team #1'

let workspace: string
let server: TestServer
let open = 0
let mostOpen = 0
const timers = new Set<NodeJS.Timeout>()

/** Each run streams a metadata event, waits, then ends; `input.fail` makes it send an error. */
function agent(request: Received, res: http.ServerResponse, index: number): void {
  if (request.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    return
  }
  const body = JSON.parse(request.body) as { input: { fail?: boolean; wait?: number } }
  open++
  mostOpen = Math.max(mostOpen, open)
  res.writeHead(200, { 'content-type': 'text/event-stream' })
  res.write(`event: metadata\ndata: {"run_id":"run-${index}"}\n\n`)
  const timer = setTimeout(() => {
    timers.delete(timer)
    res.write(
      body.input.fail === true
        ? `event: error\ndata: ${JSON.stringify({ error: 'Error', message: HOSTILE })}\n\n`
        : 'event: updates\ndata: {"echo":{"text":"hello"}}\n\n'
    )
    open--
    res.end()
  }, body.input.wait ?? 150)
  timers.add(timer)
}

beforeAll(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'smoke-cases-run-'))
  server = await startServer(agent)
})

afterAll(async () => {
  for (const timer of timers) clearTimeout(timer)
  await server.close()
  await rm(workspace, { recursive: true, force: true })
})

beforeEach(() => {
  core.reset()
  server.received.length = 0
  open = 0
  mostOpen = 0
})

afterEach(() => {
  expect(core.text()).not.toContain(KEY)
})

/** Runs the action on the cases in `file` (written to the workspace). */
async function smoke(file: unknown, extra: Record<string, string> = {}): Promise<void> {
  await writeFile(path.join(workspace, 'cases.json'), JSON.stringify(file))
  core.inputs = {
    'api-key': KEY,
    'workspace-id': WORKSPACE_ID,
    mode: 'smoke',
    'deployment-url': server.url,
    'smoke-cases': 'cases.json',
    ...extra
  }
  await run({ env: { GITHUB_WORKSPACE: workspace } })
}

const streams = (): Received[] => server.received.filter(r => r.method === 'POST')

describe('smoke-cases', () => {
  it('runs nine cases at most four at a time, and all pass', async () => {
    const cases = Array.from({ length: 9 }, (_, i) => ({ name: `case ${i}`, input: { n: i } }))
    await smoke(cases)
    expect(core.failed).toBeUndefined()
    expect(streams()).toHaveLength(9)
    expect(mostOpen).toBe(4)
    const results = JSON.parse(core.outputs['smoke-results'] ?? '[]') as { name: string }[]
    expect(results.map(r => r.name)).toEqual(cases.map(c => c.name))
    expect(results).toContainEqual(
      expect.objectContaining({ name: 'case 0', passed: true, events: 2 })
    )
    expect(core.outputs['smoke-run-id']).toBeUndefined()
  })

  it('sends each case its own assistant, input and stream mode, with the inputs as defaults', async () => {
    await smoke(
      [
        {
          name: 'a',
          input: { n: 1 },
          'assistant-id': 'other',
          'stream-mode': ['values', 'custom']
        },
        { name: 'b', input: { n: 2 } }
      ],
      { 'smoke-assistant-id': 'mine', 'smoke-stream-mode': 'debug' }
    )
    const sent = streams()
      .map(r => JSON.parse(r.body) as Record<string, unknown>)
      .sort((x, y) => JSON.stringify(x.input).localeCompare(JSON.stringify(y.input)))
    expect(sent).toEqual([
      expect.objectContaining({
        assistant_id: 'other',
        input: { n: 1 },
        stream_mode: ['values', 'custom']
      }),
      expect.objectContaining({ assistant_id: 'mine', input: { n: 2 }, stream_mode: 'debug' })
    ])
  })

  it('fails naming each failing case, with the server’s reason made harmless', async () => {
    await smoke([
      { name: 'fine', input: {} },
      { name: 'broken', input: { fail: true } },
      { name: 'late', input: { wait: 3000 }, 'timeout-seconds': 1 },
      { name: 'expects', input: {}, expect: 'goodbye' }
    ])
    expect(core.failed).toMatch(/smoke test of .* failed: 3 of 4 cases failed: "broken" \(/)
    expect(core.failed).toMatch(/"late" \(the stream did not end within the 1(\.0)? s timeout/)
    expect(core.failed).toMatch(/"expects" \(.*goodbye/)
    expect(core.failed).not.toContain('"fine"')
    const results = JSON.parse(core.outputs['smoke-results'] ?? '[]') as {
      name: string
      passed: boolean
      reason: string
    }[]
    expect(results.map(r => [r.name, r.passed])).toEqual([
      ['fine', true],
      ['broken', false],
      ['late', false],
      ['expects', false]
    ])
    expect(results[1]?.reason).toContain('forged')
    // The log's gate: no runner command and no terminal escape reaches a line of the log.
    for (const line of core.log) {
      expect(line.message).not.toMatch(/^::/m)
      expect(line.message).not.toContain('\u001b')
    }
    expect(core.failed).not.toMatch(/^::/m)
    expect(core.failed).not.toContain('\u001b')
  })
})

describe('a bad smoke-cases file', () => {
  it('fails before any request, naming the file, the case and the field', async () => {
    await smoke(
      [
        { name: 'ok', input: {} },
        { name: 'bad', input: {}, 'stream-mode': 'nope' }
      ],
      {
        mode: 'deploy',
        'deployment-name': 'my-agent',
        'api-url': server.url
      }
    )
    expect(core.failed).toMatch(
      /Input 'smoke-cases' \("cases\.json"\): case "bad" \(#2\), field 'stream-mode': must be one stream mode/
    )
    expect(server.received).toHaveLength(0)
  })

  it('turns the smoke step on, so it conflicts with wait: false in mode deploy', async () => {
    await smoke([{ name: 'ok', input: {} }], {
      mode: 'deploy',
      'deployment-name': 'my-agent',
      'api-url': server.url,
      wait: 'false'
    })
    expect(core.failed).toMatch(/Inputs 'smoke-cases' and 'wait' \(false\) conflict/)
    expect(server.received).toHaveLength(0)
  })

  it('refuses a path out of the workspace before any request', async () => {
    await smoke([], { 'smoke-cases': '../cases.json' })
    expect(core.failed).toMatch(
      /Input 'smoke-cases' \("\.\.\/cases\.json"\): is outside the workspace/
    )
    expect(server.received).toHaveLength(0)
  })
})
