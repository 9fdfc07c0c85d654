/**
 * End to end: the messages of issue 27 item 4 through dist/index.js, as the runner shows them:
 * each names what was wrong and the fix, before any request where the input is at fault.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { runAction } from '../../emulator/runner.js'
import { unusedPort } from '../fixtures/ports.js'
import { expectNoLeak, failure } from './helpers.js'

const KEY = 'lsv2_sk_messages_0123456789abcdef'
const BASE = {
  'api-key': KEY,
  'workspace-id': '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f',
  'deployment-name': 'messages',
  'integration-id': '3fa85f64-5717-4562-b3fc-2c963f66afa6'
}
const ENV = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/agent' }

let dir: string
/** A loopback port nothing listens on. */
let closedPort: number

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'messages-e2e-'))
  closedPort = await unusedPort()
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function refusal(inputs: Record<string, string>, env: Record<string, string> = {}) {
  const run = await runAction({
    inputs: { 'api-url': `http://127.0.0.1:${closedPort}`, ...BASE, ...inputs },
    env: { ...ENV, ...env }
  })
  expect(run.exitCode).toBe(1)
  expectNoLeak(run, [KEY])
  return failure(run)
}

describe('messages that name the fix, through the bundle', () => {
  it('smoke-input that is not JSON shows a smoke-input example', async () => {
    const message = await refusal({ 'smoke-test': 'true', 'smoke-input': 'ping' })
    expect(message).toContain("Input 'smoke-input'")
    expect(message).toContain('such as {"messages": [')
    expect(message).not.toContain('min_scale')
  })

  it('a YAML error in a smoke-cases file says where: line and column', async () => {
    await writeFile(path.join(dir, 'cases.yml'), '- name: one\n  input: {"messages": [\n')
    const message = await refusal({ 'smoke-cases': 'cases.yml' }, { GITHUB_WORKSPACE: dir })
    expect(message).toMatch(/smoke-cases/)
    expect(message).toMatch(/line \d+, column \d+/)
  })

  it('a reserved POSTGRES_URI in secrets is called reserved, not a line of the wrong form (issue 34, point 7)', async () => {
    const message = await refusal({
      secrets: 'OPENAI_API_KEY=sk-1\nPOSTGRES_URI=postgres://db/app'
    })
    expect(message).toContain('POSTGRES_URI is reserved by the platform')
    expect(message).not.toContain('one NAME=value per line')
  })

  it("deployment-type keep (a dispatch form's default) is taken as not given (issue 34, point 3)", async () => {
    const message = await refusal({ 'deployment-type': 'keep' })
    // Past the inputs: the refusal is the closed port, not the input.
    expect(message).not.toContain("'deployment-type'")
    expect(message).toContain(`127.0.0.1:${closedPort}`)
  })

  it('a refused connection names the host it tried', async () => {
    const message = await refusal({})
    expect(message).toContain(`127.0.0.1:${closedPort}`)
    expect(message).toMatch(/refused/)
  })

  it('an empty api-key on a push says why it can be empty and how to fix it', async () => {
    const message = await refusal({ 'api-key': '' }, { GITHUB_EVENT_NAME: 'push' })
    expect(message).toContain("Input 'api-key'")
    expect(message).toMatch(/unset, misspelled .* or not available to this event/)
  })
})
