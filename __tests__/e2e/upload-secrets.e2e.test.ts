/**
 * End to end (issue 25 items 5 and 6): the bundled action packs a tree that a workflow left
 * `.env` files, keys and a file named in Latin-1 in. The storage host's copy holds none of them,
 * the log names each, `upload-include` brings one back, and `source-digest` is the digest of the tar sent.
 */
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readTarball, startEmulator, type RunningEmulator } from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_upload_secrets_0123456789'
const WORKSPACE = '7a1c9d0e-3b54-4f6a-8e9f-2d3c4b5e6f70'
const OPENAI_KEY = 'sk-proj-e2eLeakCanary0123456789abcdef'

let emulator: RunningEmulator
let workspace: string

const TREE: Record<string, string> = {
  'langgraph.json': JSON.stringify({ graphs: { agent: './agent/graph.py:graph' } }),
  'agent/graph.py': 'graph = None\n',
  'agent/.env': `OPENAI_API_KEY=${OPENAI_KEY}\n`,
  '.env.production': 'DATABASE_URL=postgres://user:pw@db/prod\n',
  '.env.example': 'OPENAI_API_KEY=\n',
  'deploy/service-account.json': JSON.stringify({
    type: 'service_account',
    private_key: '-----BEGIN PRIVATE KEY-----\nMIIEvQ\n-----END PRIVATE KEY-----\n'
  }),
  'certs/key.pem': '-----BEGIN PRIVATE KEY-----\nMIIEvQ\n-----END PRIVATE KEY-----\n',
  '.gitignore': 'ignored-*\n'
}

/** "résumé.txt" and "ignored-é.txt" in Latin-1: names that are not UTF-8. */
const LATIN1 = Buffer.from('r\xe9sum\xe9.txt', 'latin1')
const LATIN1_IGNORED = Buffer.from('ignored-\xe9.txt', 'latin1')

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 20 })
  workspace = await mkdtemp(path.join(tmpdir(), 'upload-secrets-e2e-'))
  for (const [file, content] of Object.entries(TREE)) {
    await mkdir(path.dirname(path.join(workspace, file)), { recursive: true })
    await writeFile(path.join(workspace, file), content)
  }
  const agentDir = Buffer.from(path.join(workspace, 'agent') + path.sep)
  await writeFile(Buffer.concat([agentDir, LATIN1]), 'notes\n')
  await writeFile(Buffer.concat([agentDir, LATIN1_IGNORED]), 'notes\n')
})

afterAll(async () => {
  await emulator.close()
  await rm(workspace, { recursive: true, force: true })
})

async function act(name: string, extra: Record<string, string> = {}): Promise<ActionRun> {
  return runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    { 'deployment-name': name, ...extra },
    { env: { GITHUB_WORKSPACE: workspace }, secrets: [OPENAI_KEY] }
  )
}

/** The files of the archive the storage host received last, and the SHA-256 of its tar. */
async function lastUpload(): Promise<{ files: string[]; sha256: string }> {
  const archive = emulator.uploads.at(-1)?.archive ?? Buffer.alloc(0)
  const entries = await readTarball(archive)
  return {
    files: entries
      .filter(entry => entry.type === 'file')
      .map(entry => entry.path)
      .sort(),
    sha256: createHash('sha256').update(gunzipSync(archive)).digest('hex')
  }
}

const warnings = (run: ActionRun): string[] =>
  run.stdout
    .split('\n')
    .filter(line => line.startsWith('::warning'))
    .map(line => line.replace(/%0A/g, '\n'))

describe('a tree with secrets files and a name that is not UTF-8', () => {
  it('deploys without them, naming each in a warning with how to include it', async () => {
    const run = await act('e2e-secrets-files')
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    const sent = await lastUpload()
    expect(sent.files).toEqual(['.env.example', '.gitignore', 'agent/graph.py', 'langgraph.json'])
    expect(run.outputs['source-digest']).toBe(sent.sha256)
    const said = warnings(run)
    for (const file of [
      'agent/.env',
      '.env.production',
      'deploy/service-account.json',
      'certs/key.pem'
    ]) {
      const warning = said.find(line => line.includes(`${file} looks like a secrets file`))
      expect(warning).toContain(`add ${file} to the input 'upload-include'`)
    }
    expect(said.filter(line => line.includes('looks like a secrets file'))).toHaveLength(4)
    expect(said.filter(line => line.includes('is not valid UTF-8'))).toEqual([
      expect.stringContaining('agent/r\\xE9sum\\xE9.txt')
    ])
    expect(run.stdout).toContain('Packed 4 files')
    expect(run.stdout).not.toContain('ignored-')
  })

  it('packs one on purpose with upload-include, and the digest follows what is sent', async () => {
    const before = await lastUpload()
    const run = await act('e2e-secrets-files', { 'upload-include': 'certs/*.pem\n# not .env\n' })
    expect(failure(run)).toBe('')
    const sent = await lastUpload()
    expect(sent.files).toEqual([...before.files, 'certs/key.pem'].sort())
    expect(run.outputs['source-digest']).toBe(sent.sha256)
    expect(sent.sha256).not.toBe(before.sha256)
    const said = warnings(run)
    expect(said.some(line => line.includes('certs/key.pem'))).toBe(false)
    expect(said.filter(line => line.includes('looks like a secrets file'))).toHaveLength(3)
  })
})
