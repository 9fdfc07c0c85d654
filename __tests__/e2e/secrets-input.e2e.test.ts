/**
 * End to end (issue 25 item 7): the bundled action reads `secrets` whole before it prints a line.
 * A PEM key pasted without quotes is refused, and no fragment of it reaches stdout; the same key
 * in double quotes, as dotenv writes it, is sent whole and masked line by line.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type RunningEmulator } from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { PEM_BODY, PEM_LINES } from '../fixtures/pem.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_secrets_input_0123456789'
const WORKSPACE = '8b2d0e1f-4c65-4a7b-9f0a-3e4d5c6f7a81'

const BODY = PEM_BODY
const PEM = PEM_LINES
/** What must appear nowhere but in the runner's own ::add-mask:: commands. */
const FRAGMENTS = [...BODY.slice(0, 3), 'AbCdEfGhIj', 'Xq7', 'TLS_KEY']

let emulator: RunningEmulator
let workspace: string

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 20 })
  workspace = await mkdtemp(path.join(tmpdir(), 'secrets-input-e2e-'))
  await writeFile(path.join(workspace, 'langgraph.json'), JSON.stringify({ graphs: {} }))
})

afterAll(async () => {
  await emulator.close()
  await rm(workspace, { recursive: true, force: true })
})

async function act(name: string, secrets: string): Promise<ActionRun> {
  return runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    { 'deployment-name': name, secrets },
    { env: { GITHUB_WORKSPACE: workspace }, secrets: BODY.slice(0, 3) }
  )
}

/** stdout without the runner's ::add-mask:: commands, which carry the values by design. */
const shown = (run: ActionRun): string =>
  run.stdout
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')

describe('a PEM key in secrets', () => {
  it('pasted without quotes: refused by line number before any request, no fragment printed', async () => {
    const run = await act(
      'e2e-pasted-key',
      `OPENAI_API_KEY=sk-abc-0123456789\nTLS_KEY=${PEM.join('\n')}`
    )
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toMatch(
      /^Input 'secrets' must be one NAME=value per line, such as MY_API_KEY=\$\{\{ secrets\.MY_API_KEY \}\}; line 3 has no "="/
    )
    expect(failure(run)).toContain('goes in double quotes')
    for (const fragment of FRAGMENTS) expect(shown(run)).not.toContain(fragment)
    expect(run.stdout).not.toMatch(/too short to mask/)
    expect(emulator.requests.filter(request => request.listener !== 'storage')).toEqual([])
  })

  it('in double quotes over several lines: sent whole, masked line by line', async () => {
    const run = await act(
      'e2e-quoted-key',
      `TLS_KEY="${PEM.join('\n')}"\nOPENAI_API_KEY=sk-abc-0123456789`
    )
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expect(emulator.state.deployment('e2e-quoted-key')?.secrets).toEqual([
      { name: 'TLS_KEY', value: PEM.join('\n') },
      { name: 'OPENAI_API_KEY', value: 'sk-abc-0123456789' }
    ])
    const masks = run.stdout.split('\n').filter(line => line.startsWith('::add-mask::'))
    for (const line of [...PEM.slice(0, 4), PEM[5] ?? ''])
      expect(masks).toContain(`::add-mask::${line}`)
    expect(shown(run)).toMatch(/The value of line 5 of secret TLS_KEY is too short to mask/)
    for (const fragment of FRAGMENTS.slice(0, 4)) expect(shown(run)).not.toContain(fragment)
  })
})
