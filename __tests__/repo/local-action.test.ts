/**
 * npm run local-action: the action run from its TypeScript sources by @github/local-action
 * (which replaces @actions/core 3 with its own), with .env.example pointed at the emulator.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type RunningEmulator } from '../../emulator/index.js'

const root = fileURLToPath(new URL('../../', import.meta.url))

let emulator: RunningEmulator
let dir: string

beforeAll(async () => {
  emulator = await startEmulator({ stepMs: 50 })
  dir = await mkdtemp(path.join(tmpdir(), 'local-action-test-'))
})

afterAll(async () => {
  await emulator.close()
  await rm(dir, { recursive: true, force: true })
})

/** .env.example with its emulator URL replaced by this test's emulator, and `changes` applied. */
async function envFile(name: string, changes: Readonly<Record<string, string>>): Promise<string> {
  const example = await readFile(path.join(root, '.env.example'), 'utf8')
  const lines = example.split('\n').map(line => {
    const key = /^([\w.-]+)=/.exec(line)?.[1]
    return key !== undefined && key in changes ? `${key}=${changes[key] ?? ''}` : line
  })
  const file = path.join(dir, name)
  await writeFile(file, lines.join('\n'))
  return file
}

/** Runs scripts/local-action.js, the script behind npm run local-action. */
function localAction(file: string): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'local-action.js'), file], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.once('error', reject)
    child.once('close', code => {
      resolve({ code, stdout })
    })
  })
}

describe('npm run local-action', () => {
  it('deploys and smoke-tests from src/ with .env.example, without printing the key', async () => {
    const file = await envFile('ok.env', {
      'INPUT_API-URL': emulator.url,
      'INPUT_POLL-INTERVAL-SECONDS': '0.1'
    })
    const { code, stdout } = await localAction(file)
    expect({ code, tail: code === 0 ? '' : stdout.slice(-3000) }).toEqual({ code: 0, tail: '' })
    expect(stdout).toMatch(/Created deployment "local-agent" \([0-9a-f-]{36}\)/)
    expect(stdout).toMatch(/Smoke test passed: run [0-9a-f-]{36} streamed \d+ events/)
    expect(stdout).toMatch(/'status'\s*│\s*'DEPLOYED'/)
    expect(stdout).toContain('Job summary')
    expect(stdout).not.toContain(emulator.apiKey)
  }, 60_000)

  it('exits 1 when the action fails, though local-action itself exits 0', async () => {
    const file = await envFile('bad-key.env', {
      'INPUT_API-URL': emulator.url,
      'INPUT_API-KEY': 'lsv2_not_the_key'
    })
    const { code, stdout } = await localAction(file)
    expect(code).toBe(1)
    expect(stdout).toMatch(/::error::.*HTTP 401.*'api-key'/)
    expect(stdout).toContain('The action failed')
  }, 60_000)
})
