/**
 * End to end (issue 33): the bundled action writes an update as LangChain's Terraform provider
 * does: a PATCH with only what makes no revision, then `POST .../revisions` whose `source_config`
 * holds `install_command`, `build_command` and `resource_spec`; an older install gets one PATCH.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type RunningEmulator } from '../../emulator/index.js'
import { failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_update_shape_0123456789'
const WORKSPACE = '0b7e1c2d-3f4a-4b5c-9d6e-7f8a9b0c1d2e'
const COMMANDS = {
  'install-command': 'pnpm install --frozen-lockfile',
  'build-command': 'pnpm build'
}
const SENT = { install_command: 'pnpm install --frozen-lockfile', build_command: 'pnpm build' }

let modern: RunningEmulator
let older: RunningEmulator

beforeAll(async () => {
  modern = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 20 })
  older = await startEmulator({
    apiKey: KEY,
    workspaceId: WORKSPACE,
    stepMs: 20,
    createRevisionRoute: false
  })
})

afterAll(async () => {
  await Promise.all([modern.close(), older.close()])
})

/** The bodies of the writes the run sent, in order, as `METHOD path` and the parsed body. */
function writes(emulator: RunningEmulator): { what: string; body: Record<string, unknown> }[] {
  return emulator.requests
    .filter(r => r.method === 'PATCH' || (r.method === 'POST' && r.path.endsWith('/revisions')))
    .map(r => ({
      what: `${r.method} ${r.path.endsWith('/revisions') ? 'revisions' : 'deployment'}`,
      body: JSON.parse(r.body || '{}') as Record<string, unknown>
    }))
}

/** Seeds `name` on `emulator`, updates it with `inputs` through the bundle, returns the writes. */
async function update(
  emulator: RunningEmulator,
  name: string,
  inputs: Record<string, string>
): Promise<ReturnType<typeof writes>> {
  emulator.seed([{ name, sourceConfig: { build_on_push: false } }])
  emulator.clearRequests()
  const account = { url: emulator.url, key: KEY, workspace: WORKSPACE }
  const run = await runOnEmulator(account, { 'deployment-name': name, ...inputs, ...COMMANDS })
  expect(failure(run)).toBe('')
  return writes(emulator)
}

describe('an update with install-command, build-command and build-on-push', () => {
  it('PATCH carries build_on_push alone; the POST carries the commands with the revision', async () => {
    const sent = await update(modern, 'e2e-shape', {
      'repo-ref': 'feature',
      'build-on-push': 'true'
    })
    expect(sent.map(w => w.what)).toEqual(['PATCH deployment', 'POST revisions'])
    expect(sent[0]?.body).toEqual({ source_config: { build_on_push: true } })
    expect(sent[1]?.body.source_config).toEqual(SENT)
    expect(sent[1]?.body.source_revision_config).toMatchObject({ repo_ref: 'feature' })
    const held = modern.state.deployment('e2e-shape')?.deployment.source_config
    expect(held).toMatchObject({ ...SENT, build_on_push: true })
  })

  it('commands alone make no PATCH at all: one POST', async () => {
    const sent = await update(modern, 'e2e-shape-only', { 'repo-ref': 'main' })
    expect(sent.map(w => w.what)).toEqual(['POST revisions'])
    expect(sent[0]?.body.source_config).toEqual(SENT)
  })

  it('an older install (no POST .../revisions): the one PATCH carries everything', async () => {
    const sent = await update(older, 'e2e-shape-old', {
      'repo-ref': 'feature',
      'build-on-push': 'true'
    })
    // The POST answered 404; the PATCH that makes the revision carries every field.
    expect(sent.map(w => w.what)).toEqual([
      'PATCH deployment',
      'POST revisions',
      'PATCH deployment'
    ])
    expect(sent[0]?.body).toEqual({ source_config: { build_on_push: true } })
    expect(sent[2]?.body.source_config).toEqual({ build_on_push: true, ...SENT })
    expect(sent[2]?.body.source_revision_config).toMatchObject({ repo_ref: 'feature' })
  })
})
