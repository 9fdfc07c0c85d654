/**
 * End to end: what a plain deploy through dist/index.js loads. The bundle keeps in chunks of their
 * own what only some runs need (Octokit and undici, a proxy's tunnel, @actions/exec, the YAML
 * parser, the archive writer, the smoke client); a static import slipping back in would load
 * them on every run.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import {
  DEFAULT_INTEGRATION_ID,
  startEmulator,
  type RunningEmulator
} from '../../emulator/index.js'
import { runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_startup_0123456789abcdef'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'

let emulator: RunningEmulator
let dir: string

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 10 })
  dir = await mkdtemp(path.join(tmpdir(), 'startup-'))
})

afterAll(async () => {
  await emulator.close()
  await rm(dir, { recursive: true, force: true })
})

/**
 * Probes preloaded in the action's process: one writes the Node built-ins it loaded at exit, the
 * other (a module resolve hook) every module URL it imported, the bundle's chunks included.
 */
async function probes(): Promise<{
  builtinsProbe: string
  importsProbe: string
  builtins: string
  imported: string
}> {
  const builtins = path.join(dir, 'builtins.txt')
  const imported = path.join(dir, 'imported.txt')
  const atExit = path.join(dir, 'at-exit.cjs')
  await writeFile(
    atExit,
    [
      "process.on('exit', () => {",
      `  require('node:fs').writeFileSync(${JSON.stringify(builtins)}, process.moduleLoadList.join('\\n'))`,
      '})'
    ].join('\n')
  )
  const hooks = path.join(dir, 'hooks.mjs')
  await writeFile(
    hooks,
    [
      "import { appendFileSync } from 'node:fs'",
      'export async function resolve(specifier, context, next) {',
      '  const resolved = await next(specifier, context)',
      `  appendFileSync(${JSON.stringify(imported)}, resolved.url + '\\n')`,
      '  return resolved',
      '}'
    ].join('\n')
  )
  const register = path.join(dir, 'register.mjs')
  await writeFile(
    register,
    [
      "import { register } from 'node:module'",
      `register(${JSON.stringify(pathToFileURL(hooks).href)})`
    ].join('\n')
  )
  await writeFile(imported, '')
  return {
    builtinsProbe: `--require ${atExit}`,
    // The hooks run on a worker thread of their own: this probe loads worker_threads itself.
    importsProbe: `--import ${register}`,
    builtins,
    imported
  }
}

/** The text of each chunk of dist/ (not index.js) that the run imported. */
async function chunksImported(imported: string): Promise<string[]> {
  const urls = (await readFile(imported, 'utf8')).split('\n')
  const chunks = urls.filter(url => /\/dist\/\d+\.index\.js$/.test(url))
  return Promise.all(chunks.map(url => readFile(fileURLToPath(url), 'utf8')))
}

/** A create-and-wait of `name` with `probe` preloaded. */
async function deploy(name: string, probe: string, inputs: Record<string, string> = {}) {
  const run = await runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    { 'deployment-name': name, 'integration-id': DEFAULT_INTEGRATION_ID, ...inputs },
    { env: { NODE_OPTIONS: probe } }
  )
  expect(run.exitCode).toBe(0)
  expect(run.outputs.status).toBe('DEPLOYED')
  return run
}

it('a deploy loads neither child_process, assert, zlib nor worker_threads', async () => {
  const probe = await probes()
  await deploy('startup-builtins', probe.builtinsProbe)
  const modules = new Set((await readFile(probe.builtins, 'utf8')).split('\n'))
  // The run did load what it needs: the probe sees the HTTP client's modules.
  expect(modules).toContain('NativeModule http')
  for (const unneeded of ['child_process', 'assert', 'zlib', 'worker_threads']) {
    expect([unneeded, modules.has(`NativeModule ${unneeded}`)]).toEqual([unneeded, false])
  }
})

it('a deploy without the smoke test loads no smoke client', async () => {
  const probe = await probes()
  await deploy('startup-plain', probe.importsProbe)
  const main = await readFile(new URL('../../dist/index.js', import.meta.url), 'utf8')
  const chunks = await chunksImported(probe.imported)
  for (const text of [main, ...chunks]) expect(text).not.toContain('class AgentServerClient')
})

it('a deploy with the smoke test loads the smoke client, from a chunk of its own', async () => {
  const probe = await probes()
  const run = await deploy('startup-smoke', probe.importsProbe, { 'smoke-test': 'true' })
  expect(run.outputs['smoke-run-id']).toBeTruthy()
  const chunks = await chunksImported(probe.imported)
  expect(chunks.filter(text => text.includes('class AgentServerClient'))).toHaveLength(1)
})
