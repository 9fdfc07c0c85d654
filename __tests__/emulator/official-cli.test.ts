/**
 * A second real client of the emulated control plane: the official `@langchain/langgraph-cli`
 * (`langgraphjs deploy list` and `deploy revisions list`) pointed at the emulator.
 */
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import * as path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type RunningEmulator } from '../../emulator/index.js'

const require = createRequire(import.meta.url)
const CLI = path.join(
  path.dirname(require.resolve('@langchain/langgraph-cli/package.json')),
  'dist/cli/cli.mjs'
)

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ stepMs: 0 })
})

afterAll(async () => {
  await emulator.close()
})

function langgraphjs(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [CLI, ...args, '--host-url', emulator.url, '--api-key', emulator.apiKey],
      { timeout: 30_000, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stdout}\n${stderr}`))
        else resolve(stdout)
      }
    )
  })
}

describe('the official langgraphjs CLI against the emulator', () => {
  it('deploy list finds deployments by name_contains', async () => {
    const [wanted] = emulator.seed([{ name: 'cli-listed' }, { name: 'cli-other' }])
    const out = await langgraphjs(['deploy', 'list', '--name-contains', 'listed'])
    expect(out).toContain(wanted?.deployment.id)
    expect(out).toContain('cli-listed')
    expect(out).not.toContain('cli-other')
    const request = emulator.requests.find(r => r.path.startsWith('/v2/deployments?'))
    expect(request?.headers['x-api-key']).toBe(emulator.apiKey)
    expect(request?.path).toMatch(/name_contains=listed/)
  })

  it('deploy revisions list shows the revisions, newest first, with their status', async () => {
    const [seeded] = emulator.seed([{ name: 'cli-revisions' }])
    const id = seeded?.deployment.id ?? ''
    const patched = await fetch(`${emulator.url}/v2/deployments/${id}`, {
      method: 'PATCH',
      headers: { 'x-api-key': emulator.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        source_revision_config: {
          repo_ref: 'v2',
          langgraph_config_path: 'langgraph.json',
          graph_config_path: 'langgraph.json'
        }
      })
    })
    expect(patched.status).toBe(200)
    const out = await langgraphjs(['deploy', 'revisions', 'list', id])
    const revisions = emulator.state.revisions(id)
    expect(revisions).toHaveLength(2)
    const lines = out.split('\n').filter(line => /^[0-9a-f]{8}-[0-9a-f-]{27}\s/.test(line))
    expect(lines.map(line => line.split(/\s+/)[0])).toEqual(revisions.map(r => r.id))
    // The CLI shows the live revision as DEPLOYED and relabels older DEPLOYED rows REPLACED.
    expect(lines.map(line => line.split(/\s+/)[1])).toEqual(['DEPLOYED', 'REPLACED'])
    expect(revisions.map(r => r.status)).toEqual(['DEPLOYED', 'DEPLOYED'])
  })
})
