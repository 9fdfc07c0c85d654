/**
 * End to end: the bundled action deploys the checked-out tree (source upload) to the strict
 * emulator: create, upload to the storage host, PATCH, DEPLOYED; then an update. The archive the
 * storage host received is opened and checked, and so is every header that reached it.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { readTarball, startEmulator, type RunningEmulator } from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_upload_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const SHA = 'feedfacefeedfacefeedfacefeedfacefeedface'
const MIB = 1024 * 1024

let emulator: RunningEmulator
let workspace: string

/** A monorepo: the agent in apps/agent, a local dependency in libs/shared, and what to leave out. */
const TREE: Record<string, string> = {
  'apps/agent/langgraph.json': JSON.stringify({
    dependencies: ['.', '../../libs/shared'],
    graphs: { agent: './agent.py:graph' }
  }),
  'apps/agent/agent.py': 'graph = None\n',
  'apps/agent/.gitignore': 'secrets.local\n',
  'apps/agent/secrets.local': 'not for the archive\n',
  'apps/agent/node_modules/left/index.js': 'left out\n',
  // What actions/checkout leaves: branch main checked out at the pushed commit.
  'apps/agent/.git/HEAD': 'ref: refs/heads/main\n',
  'apps/agent/.git/refs/heads/main': `${SHA}\n`,
  'libs/shared/util.py': 'def helper(): pass\n',
  'README.md': 'outside the packed directories\n'
}

async function writeTree(root: string, tree: Record<string, string>): Promise<void> {
  for (const [file, content] of Object.entries(tree)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), content)
  }
}

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 20 })
  workspace = await mkdtemp(path.join(tmpdir(), 'upload-e2e-'))
  await writeTree(workspace, TREE)
})

afterAll(async () => {
  await emulator.close()
  await rm(workspace, { recursive: true, force: true })
})

beforeEach(() => {
  emulator.clearRequests()
})

/** Runs the action in `workspace` as the runner would, with source upload by default. */
async function act(extra: Record<string, string>): Promise<ActionRun> {
  return runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    { 'graph-config-path': 'apps/agent/langgraph.json', ...extra },
    { env: { GITHUB_WORKSPACE: workspace, GITHUB_SHA: SHA } }
  )
}

describe('deploy the checked-out tree (source upload)', () => {
  it('creates, uploads, builds the archive and goes live; the key never reaches the storage host', async () => {
    const run = await act({ 'deployment-name': 'e2e-upload' })
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ created: 'true', status: 'DEPLOYED', 'commit-sha': SHA })
    expect(run.outputs['source-digest']).toMatch(/^[0-9a-f]{64}$/)
    const snapshot = emulator.state.deployment('e2e-upload')
    expect(snapshot?.deployment.source).toBe('internal_source')
    expect(snapshot?.revisions).toHaveLength(1)
    const storage = emulator.requests.filter(r => r.listener === 'storage')
    expect(storage).toHaveLength(1)
    for (const request of storage) {
      expect(request.headers['x-api-key']).toBeUndefined()
      expect(request.headers['x-tenant-id']).toBeUndefined()
      expect(request.headers['x-goog-content-length-range']).toBe('0,209715200')
      expect(request.headers['content-type']).toBe('application/gzip')
    }
    expect(run.summary).toContain(`sha256:${run.outputs['source-digest'] ?? ''}`)
  })

  it('packs what the config needs where it expects it, and nothing it should not', async () => {
    const upload = emulator.uploads.at(-1)
    const entries = await readTarball(upload?.archive ?? Buffer.alloc(0))
    const files = entries.filter(e => e.type === 'file').map(e => e.path)
    expect(files.sort()).toEqual([
      'apps/agent/.gitignore',
      'apps/agent/agent.py',
      'apps/agent/langgraph.json',
      'libs/shared/util.py'
    ])
    const revision = emulator.state.deployment('e2e-upload')?.revisions[0]
    expect(revision?.source_revision_config.langgraph_config_path).toBe('apps/agent/langgraph.json')
  })

  it('updates with a new revision, and the same tree gives the same source-digest', async () => {
    const first = emulator.uploads.at(-1)
    const run = await act({ 'deployment-name': 'e2e-upload' })
    expect(failure(run)).toBe('')
    expect(run.outputs).toMatchObject({ created: 'false', status: 'DEPLOYED' })
    expect(emulator.state.deployment('e2e-upload')?.revisions).toHaveLength(2)
    const second = emulator.uploads.at(-1)
    expect(second?.objectPath).not.toBe(first?.objectPath)
    expect(second?.archive.equals(first?.archive ?? Buffer.alloc(0))).toBe(true)
    // The revisions known before the write are read after the upload, just before the write.
    const order = emulator.requests.map(r => `${r.listener} ${r.method} ${r.path}`)
    const uploaded = order.findIndex(line => line.startsWith('storage PUT'))
    const listed = order.findIndex(line =>
      /^api GET \/v2\/deployments\/[^/?]+\/revisions/.test(line)
    )
    const written = order.findIndex(line =>
      /^api (PATCH \/v2\/deployments\/[^/?]+|POST \/v2\/deployments\/[^/?]+\/revisions)$/.test(line)
    )
    expect(uploaded).toBeGreaterThan(-1)
    expect(listed).toBeGreaterThan(uploaded)
    expect(written).toBeGreaterThan(listed)
  })

  it('sends a tree over upload-max-mb that compresses under it: the limit is the archive sent (default 200 MiB)', async () => {
    const table = path.join(workspace, 'apps/agent/table.csv')
    await writeFile(table, Buffer.alloc(210 * MIB, 'id,name,score\n'))
    try {
      const run = await act({ 'deployment-name': 'e2e-upload-compressible' })
      expect(failure(run)).toBe('')
      expect(run.outputs).toMatchObject({ created: 'true', status: 'DEPLOYED' })
      const sent = emulator.uploads.at(-1)?.archive.length ?? Infinity
      expect(sent).toBeLessThan(2 * MIB)
      expect(run.stdout).not.toContain('over 50 MiB') // the warning is about the archive too
    } finally {
      await rm(table)
    }
    // Packing 210 MiB is seconds on a quiet machine; a shared CI runner can take several times that.
  }, 120_000)

  it('refuses an archive over upload-max-mb before any upload, naming the limit, the figure and the largest files', async () => {
    const model = path.join(workspace, 'apps/agent/model.bin')
    await writeFile(model, randomBytes(1.5 * MIB)) // incompressible
    try {
      const run = await act({ 'deployment-name': 'e2e-upload-big', 'upload-max-mb': '1' })
      expect(run.exitCode).toBe(1)
      expect(failure(run)).toMatch(
        /The compressed source archive passed the limit of 1 MiB \('upload-max-mb'\) at 1(\.\d)? MiB( \(\d+ bytes\))?, after reading 1(\.\d)? MiB of the 1.5 MiB of files; packing stopped there\. The largest files: apps\/agent\/model\.bin \(1\.5 MiB\)/
      )
      expect(emulator.requests.filter(r => r.listener === 'storage')).toEqual([])
      expect(emulator.requests.some(r => r.path.endsWith('/upload-url'))).toBe(false)
      expect(emulator.state.deployment('e2e-upload-big')).toBeUndefined()
    } finally {
      await rm(model)
    }
  })

  it('refuses files over the 2 GiB read bound before reading them, naming it and the largest files', async () => {
    const huge = path.join(workspace, 'apps/agent/huge.bin')
    await writeFile(huge, '')
    await truncate(huge, 2 * 1024 * MIB + 1) // sparse: nothing is written, 2 GiB would be read
    try {
      const run = await act({ 'deployment-name': 'e2e-upload-huge' })
      expect(run.exitCode).toBe(1)
      expect(failure(run)).toContain(
        'over the limit of 2 GiB on the bytes read to pack them (it spares the runner a tree ' +
          'that compresses without end); nothing was read. The largest files: apps/agent/huge.bin (2 GiB)'
      )
      expect(emulator.requests.filter(r => r.method !== 'GET')).toEqual([])
    } finally {
      await rm(huge)
    }
  })

  it('refuses an explicit source that differs from the deployment’s, before any write', async () => {
    const run = await act({ 'deployment-name': 'e2e-upload', source: 'github' })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain('cannot change')
    expect(emulator.requests.filter(r => r.method !== 'GET')).toEqual([])
  })
})

describe("the commit of an upload: the workspace's checked-out HEAD, never GITHUB_SHA by assumption", () => {
  const TAG_SHA = 'abcdefabcdefabcdefabcdefabcdefabcdefabcd'

  it('a tag checked out is that commit: a mismatch, a failure with require-commit-match', async () => {
    const head = path.join(workspace, 'apps/agent/.git/HEAD')
    await writeFile(head, `${TAG_SHA}\n`)
    try {
      const warned = await act({ 'deployment-name': 'e2e-upload-tag' })
      expect(failure(warned)).toBe('')
      expect(warned.outputs['commit-sha']).toBe(TAG_SHA)
      expect(warned.stdout).toContain(
        `::warning::The uploaded tree is commit ${TAG_SHA}, the workspace's checked-out HEAD, which is neither this workflow's commit ${SHA} nor newer than it`
      )
      const refused = await act({
        'deployment-name': 'e2e-upload-tag',
        'require-commit-match': 'true'
      })
      expect(refused.exitCode).toBe(1)
      expect(failure(refused)).toContain(
        `The uploaded tree is commit ${TAG_SHA}, the workspace's checked-out HEAD`
      )
      expect(failure(refused)).toContain('require-commit-match is true (the deploy went through')
    } finally {
      await writeFile(head, 'ref: refs/heads/main\n')
    }
  })

  it('a tree that is no git checkout has no commit: commit-sha unset, said, and refused when required', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'upload-e2e-bare-'))
    try {
      await writeTree(bare, {
        'langgraph.json': JSON.stringify({
          dependencies: ['.'],
          graphs: { agent: './agent.py:graph' }
        }),
        'agent.py': 'graph = None\n'
      })
      const env = { env: { GITHUB_WORKSPACE: bare, GITHUB_SHA: SHA } }
      const account = { url: emulator.url, key: KEY, workspace: WORKSPACE }
      const run = await runOnEmulator(account, { 'deployment-name': 'e2e-upload-bare' }, env)
      expect(failure(run)).toBe('')
      expect(run.outputs['commit-sha']).toBeUndefined()
      const why = 'no .git was found from the workspace root: the tree is not a git checkout'
      expect(run.stdout).toContain(`The commit of the tree packed is unknown: ${why}.`)
      expect(run.summary).toContain('The commit of the uploaded tree is unknown')
      const refused = await runOnEmulator(
        account,
        { 'deployment-name': 'e2e-upload-bare', 'require-commit-match': 'true' },
        env
      )
      expect(refused.exitCode).toBe(1)
      expect(refused.outputs['commit-sha']).toBeUndefined()
      expect(failure(refused)).toContain(
        `The commit of the uploaded tree is unknown (${why}), so it cannot be checked against this workflow's commit ${SHA}; require-commit-match is true`
      )
    } finally {
      await rm(bare, { recursive: true, force: true })
    }
  })
})
