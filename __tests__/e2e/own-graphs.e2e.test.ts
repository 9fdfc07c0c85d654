/**
 * End to end: a newcomer's own agent. The bundled action deploys a tree whose langgraph.json
 * names the graph `chat` and smoke-tests `chat` with the defaults otherwise: the emulator's agent
 * server offers the graphs of the uploaded langgraph.json, and only those (the built-in `agent`
 * too is a 404 there), so the smoke run works. A graph the file does not name is refused with the
 * server's 404 naming it. A github deployment, whose config the emulator does not hold, offers the
 * built-in graphs and those the emulator was given (`graphs`, the CLI's `--graph`).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { emulatorForFile, failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_own_graphs_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const SHA = 'feedfacefeedfacefeedfacefeedfacefeedface'

const e2e = emulatorForFile({
  apiKey: KEY,
  workspaceId: WORKSPACE,
  stepMs: 20,
  graphs: ['planner']
})
let workspace: string

beforeAll(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'own-graphs-e2e-'))
  await writeFile(
    path.join(workspace, 'langgraph.json'),
    JSON.stringify({ dependencies: ['.'], graphs: { chat: './chat.py:graph' } })
  )
  await writeFile(path.join(workspace, 'chat.py'), 'graph = None\n')
})

afterAll(async () => {
  await rm(workspace, { recursive: true, force: true })
})

describe("the emulator serves the newcomer's own graphs", () => {
  it('an upload whose langgraph.json names chat passes a smoke run of chat, then refuses a graph it does not name', async () => {
    const run = await runOnEmulator(
      e2e.account,
      { 'deployment-name': 'own-chat', 'smoke-test': 'true', 'smoke-assistant-id': 'chat' },
      { env: { GITHUB_WORKSPACE: workspace, GITHUB_SHA: SHA } }
    )
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expect(e2e.emulator.state.deployment('own-chat')?.deployment.source).toBe('internal_source')
    expect(run.outputs['smoke-run-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(run.outputs['smoke-events']).toBe('3')
    // Only the graphs of its config answer, as on the service: not the built-in `agent`.
    const id = e2e.emulator.state.deployment('own-chat')?.deployment.id ?? ''
    const headers = { 'x-api-key': KEY }
    const agentUrl = e2e.emulator.agentUrl(id)
    expect((await fetch(`${agentUrl}/assistants/chat`, { headers })).status).toBe(200)
    const builtIn = await fetch(`${agentUrl}/assistants/agent`, { headers })
    expect(builtIn.status).toBe(404)
    expect(await builtIn.json()).toEqual({
      detail: expect.stringContaining('No assistant found for "agent"') as unknown
    })

    // The second step: the same deployment, a graph its langgraph.json does not name.
    const unknown = await runOnEmulator(
      e2e.account,
      { 'deployment-name': 'own-chat', mode: 'smoke', 'smoke-assistant-id': 'planner' },
      { env: { GITHUB_WORKSPACE: workspace, GITHUB_SHA: SHA } }
    )
    expect(unknown.exitCode).toBe(1)
    expect(failure(unknown)).toContain('No assistant found for "planner"')
  })

  it('a github deployment offers the graphs the emulator was given', async () => {
    e2e.emulator.seed([{ name: 'own-github' }])
    expect(e2e.emulator.state.deployment('own-github')?.deployment.source).toBe('github')
    const run = await runOnEmulator(e2e.account, {
      'deployment-name': 'own-github',
      mode: 'smoke',
      'integration-id': '',
      'smoke-assistant-id': 'planner'
    })
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expect(run.outputs['smoke-events']).toBe('3')
  })
})
