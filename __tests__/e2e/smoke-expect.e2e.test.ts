/**
 * End to end: `smoke-expect` and a case's `expect` through the bundled action (dist/index.js)
 * against the emulator: they match the agent's output only, never an ID or metadata.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { GRAPH_NAMESPACE, uuid5 } from '../../emulator/agent-server/ids.js'
import {
  DEFAULT_INTEGRATION_ID,
  startEmulator,
  type RunningEmulator
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_expect_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
/**
 * A piece of the `agent` graph's assistant ID, which every `messages` event's metadata carries
 * (the real server derives it from the graph name, so it is known before the run).
 */
const IN_AN_ID = uuid5('agent', GRAPH_NAMESPACE).slice(0, 8)

let emulator: RunningEmulator
let checkout: string

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 30 })
  checkout = await mkdtemp(path.join(tmpdir(), 'smoke-expect-e2e-'))
})

afterAll(async () => {
  await emulator.close()
  await rm(checkout, { recursive: true, force: true })
})

function deploy(name: string, inputs: Record<string, string>): Promise<ActionRun> {
  return runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    {
      'integration-id': DEFAULT_INTEGRATION_ID,
      'deployment-name': name,
      'smoke-test': 'true',
      'smoke-stream-mode': 'messages-tuple,updates',
      'smoke-input': '{"messages":[{"role":"user","content":"What is 6 times 7?"}]}',
      ...inputs
    },
    { env: { GITHUB_WORKSPACE: checkout } }
  )
}

describe('smoke-expect', () => {
  it('fails the gate when the text is only in an ID of the stream', async () => {
    const run = await deploy('e2e-expect-id', { 'smoke-expect': IN_AN_ID })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain(
      `"${IN_AN_ID}" did not appear in the agent's output (message contents and state values)`
    )
    // The ID was in the stream: the gate did not pass because it looked only at the output.
    expect(run.stdout).toContain(IN_AN_ID)
  })

  it('fails the gate when the text is only metadata or the user question', async () => {
    const meta = await deploy('e2e-expect-meta', { 'smoke-expect': 'langgraph_node' })
    expect(meta.exitCode).toBe(1)
    expect(failure(meta)).toMatch(/"langgraph_node" did not appear in the agent's output/)
  })

  it("passes on the agent's answer and the summary shows the text it matched in", async () => {
    const run = await deploy('e2e-expect-answer', { 'smoke-expect': '6 times' })
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expect(run.summary).toContain('was seen in messages content: "What is 6 times"')
  })

  it("a case's expect is matched the same way", async () => {
    await writeFile(
      path.join(checkout, 'cases.yml'),
      [
        '- name: id only',
        '  input: {messages: [{role: user, content: ping}]}',
        '  stream-mode: [messages-tuple]',
        `  expect: '${IN_AN_ID}'`,
        '- name: answer',
        '  input: {messages: [{role: user, content: ping}]}',
        '  expect: ping'
      ].join('\n')
    )
    const run = await deploy('e2e-expect-cases', { 'smoke-cases': 'cases.yml' })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain(`1 of 2 cases failed: "id only" ("${IN_AN_ID}" did not appear`)
    expect(run.summary).toMatch(/\| answer \| ✅ .*was seen in messages content: "ping"/)
  })
})
