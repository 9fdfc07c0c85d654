/**
 * The `smoke-cases` gate through the whole action, in process, against the emulator's agent
 * server on loopback, its request log counting the streams open at once: at most four, every
 * case judged, a hostile reason kept to text, and a bad file refused before the first request.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { type RequestLogEntry, type RunningEmulator, startEmulator } from '../../emulator/index.js'
import { mockActionsCore } from '../fixtures/core.js'

const core = mockActionsCore()
const { run } = await import('../../src/main.js')

const KEY = 'lsv2_pt_smoke_cases_key_0001'
const WORKSPACE_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6'
const HOSTILE = '::error::forged\u001b[31m <img src=x onerror=alert(1)> | @team #1'

let workspace: string
let emu: RunningEmulator
let agentUrl: string
/** Streams over, and the most open at once (counted as each one ends). */
let ended = 0
let mostOpen = 0

const isStream = (entry: RequestLogEntry): boolean =>
  entry.method === 'POST' && entry.path.endsWith('/runs/stream')
const streams = (): RequestLogEntry[] => emu.requests.filter(isStream)

/** As a stream ends, every stream that arrived and has not ended was open beside it. */
function onRequest(entry: RequestLogEntry): void {
  if (!isStream(entry)) return
  mostOpen = Math.max(mostOpen, streams().length - ended)
  ended++
}

beforeAll(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'smoke-cases-run-'))
  emu = await startEmulator({ apiKey: KEY, agentTickMs: 20, seed: [{ name: 'agent' }], onRequest })
  agentUrl = emu.agentUrl(emu.state.deployment('agent')?.deployment.id ?? '')
})

afterAll(async () => {
  await emu.close()
  await rm(workspace, { recursive: true, force: true })
})

beforeEach(() => {
  core.reset()
  emu.clearRequests()
  ended = 0
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
    'deployment-url': agentUrl,
    'smoke-cases': 'cases.json',
    ...extra
  }
  await run({ env: { GITHUB_WORKSPACE: workspace } })
}

/** A messages input the `agent` graph echoes back. */
const says = (text: string) => ({ messages: [{ role: 'user', content: text }] })

interface CaseResult {
  readonly name: string
  readonly passed: boolean
  readonly events: number
  readonly reason: string
}
const results = (): CaseResult[] =>
  JSON.parse(core.outputs['smoke-results'] ?? '[]') as CaseResult[]

describe('smoke-cases', () => {
  it('runs nine cases at most four at a time, and all pass', async () => {
    const cases = Array.from({ length: 9 }, (_, i) => ({ name: `case ${i}`, input: says(`n${i}`) }))
    await smoke(cases)
    expect(core.failed).toBeUndefined()
    expect(streams()).toHaveLength(9)
    expect(mostOpen).toBe(4)
    expect(results().map(r => r.name)).toEqual(cases.map(c => c.name))
    expect(results()).toContainEqual(
      expect.objectContaining({ name: 'case 0', passed: true, events: 3 })
    )
    expect(core.outputs['smoke-run-id']).toBeUndefined()
  })

  it('sends each case its own assistant, input and stream mode, with the inputs as defaults', async () => {
    await smoke(
      [
        { name: 'a', input: says('alpha'), 'assistant-id': 'failing' },
        { name: 'b', input: says('bravo'), expect: 'bravo' },
        {
          name: 'c',
          input: says('charlie'),
          'stream-mode': ['values', 'custom'],
          expect: 'charlie'
        }
      ],
      { 'smoke-assistant-id': 'agent', 'smoke-stream-mode': 'messages' }
    )
    const [a, b, c] = results()
    expect(a).toMatchObject({ passed: false, reason: expect.stringContaining('boom') })
    expect(b).toMatchObject({
      passed: true,
      reason: expect.stringMatching(/"bravo" was seen in messages/)
    })
    expect(c).toMatchObject({
      passed: true,
      reason: expect.stringMatching(/"charlie" was seen in values/)
    })
  })

  it('fails naming each failing case, with the server’s reason made harmless', async () => {
    await smoke([
      { name: 'fine', input: {} },
      { name: 'broken', input: { events: HOSTILE, size: 1 }, 'assistant-id': 'firehose' },
      {
        name: 'late',
        input: { events: 100_000_000, size: 10 },
        'assistant-id': 'firehose',
        'timeout-seconds': 1
      },
      { name: 'expects', input: says(`\n${HOSTILE}\n::warning::again`), expect: 'goodbye' }
    ])
    expect(core.failed).toMatch(/smoke test of .* failed: 3 of 4 cases failed: "broken" \(/)
    expect(core.failed).toMatch(/"late" \(the stream did not end within the 1(\.0)? s timeout/)
    expect(core.failed).toMatch(/"expects" \(.*goodbye/)
    expect(core.failed).not.toContain('"fine"')
    expect(results().map(r => [r.name, r.passed])).toEqual([
      ['fine', true],
      ['broken', false],
      ['late', false],
      ['expects', false]
    ])
    expect(results()[1]?.reason).toContain('forged')
    // The echo carried the hostile text (an escape, runner commands after a newline) back.
    expect(core.log.map(line => line.message).join('\n')).toContain('forged')
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
      { mode: 'deploy', 'deployment-name': 'my-agent', 'api-url': emu.url }
    )
    expect(core.failed).toMatch(
      /Input 'smoke-cases' \("cases\.json"\): case "bad" \(#2\), field 'stream-mode': must be one stream mode/
    )
    expect(emu.requests).toHaveLength(0)
  })

  it('turns the smoke step on, so it conflicts with wait: false in mode deploy', async () => {
    await smoke([{ name: 'ok', input: {} }], {
      mode: 'deploy',
      'deployment-name': 'my-agent',
      'api-url': emu.url,
      wait: 'false'
    })
    expect(core.failed).toMatch(/Inputs 'smoke-cases' and 'wait' \(false\) conflict/)
    expect(emu.requests).toHaveLength(0)
  })

  it('refuses a path out of the workspace before any request', async () => {
    await smoke([], { 'smoke-cases': '../cases.json' })
    expect(core.failed).toMatch(
      /Input 'smoke-cases' \("\.\.\/cases\.json"\): is outside the workspace/
    )
    expect(emu.requests).toHaveLength(0)
  })
})
