/**
 * End to end: what a plain deploy through dist/index.js loads. The bundle keeps in chunks of their
 * own what only some runs need (Octokit and undici, the YAML parser, the archive writer, the eval
 * gate and its RE2 port, the smoke step and the rollback, mode plan, the log readers); a static
 * import slipping back in would load them on every run. (@actions/exec, and child_process
 * with it, loads with @actions/core: putting it off saved 3-4 ms a run, below what a start-up
 * trick must pay to be kept.)
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
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

/** A deploy of a new deployment, no option but its name, with `nodeOptions`; checked DEPLOYED. */
async function plainDeploy(name: string, nodeOptions: string): Promise<void> {
  const run = await runOnEmulator(
    { url: emulator.url, key: KEY, workspace: WORKSPACE },
    { 'deployment-name': name, 'integration-id': DEFAULT_INTEGRATION_ID },
    { env: { NODE_OPTIONS: nodeOptions } }
  )
  expect(run.exitCode).toBe(0)
  expect(run.outputs.status).toBe('DEPLOYED')
}

/** A probe preloaded in the action's process: the Node built-ins it loaded, written at exit. */
async function probe(): Promise<{ file: string; loaded: string }> {
  const file = path.join(dir, 'probe.cjs')
  const loaded = path.join(dir, 'loaded.txt')
  await writeFile(
    file,
    [
      "process.on('exit', () => {",
      `  require('node:fs').writeFileSync(${JSON.stringify(loaded)}, process.moduleLoadList.join('\\n'))`,
      '})'
    ].join('\n')
  )
  return { file, loaded }
}

it('a deploy loads neither zlib nor worker_threads', async () => {
  const { file, loaded } = await probe()
  await plainDeploy('startup-plain', `--require ${file}`)
  const modules = new Set((await readFile(loaded, 'utf8')).split('\n'))
  // The run did load what it needs: the probe sees the HTTP client's modules.
  expect(modules).toContain('NativeModule http')
  for (const unneeded of ['zlib', 'worker_threads']) {
    expect([unneeded, modules.has(`NativeModule ${unneeded}`)]).toEqual([unneeded, false])
  }
})

/**
 * A module hook registered in the action's process (`--import`): the URL of every module it
 * loads, one a line, appended to a file as it loads (the bundle's chunks are loaded by `import()`).
 */
async function loadLog(): Promise<{ file: string; urls: string }> {
  const hooks = path.join(dir, 'hooks.mjs')
  const file = path.join(dir, 'register.mjs')
  const urls = path.join(dir, 'urls.txt')
  await writeFile(urls, '')
  await writeFile(
    hooks,
    [
      "import { appendFileSync } from 'node:fs'",
      'export async function load(url, context, next) {',
      `  appendFileSync(${JSON.stringify(urls)}, url + '\\n')`,
      '  return next(url, context)',
      '}'
    ].join('\n')
  )
  await writeFile(
    file,
    [
      "import { register } from 'node:module'",
      `register(${JSON.stringify(pathToFileURL(hooks).href)})`
    ].join('\n')
  )
  return { file, urls }
}

/**
 * What only some runs load, each by a line that only its own module holds (not the calls into it,
 * which stay in the bundle): a plain deploy loads no file of dist/ that holds one.
 */
const LAZY: readonly (readonly [what: string, line: string])[] = [
  ["RE2's port (re2js), the gate's regex engine", 'class RE2JS'],
  ["the eval gate's dataset reader", 'async function loadEvalDataset('],
  ['the smoke step and the rollback', 'async function smokeOrRollBack('],
  ["mode plan's step", 'async function planStep('],
  ["the log readers (follow-logs, a failure's last lines)", 'class LogFollower'],
  ["the 'smoke-cases' file reader", 'async function readSmokeCases(']
]

it('a plain deploy loads none of what only the gate, the smoke step, plan or the logs need', async () => {
  const { file, urls } = await loadLog()
  await plainDeploy('startup-no-gate', `--import ${pathToFileURL(file).href}`)
  const loaded = (await readFile(urls, 'utf8'))
    .split('\n')
    .filter(url => url.startsWith('file:') && url.includes('/dist/'))
  // The hook saw the bundle load: what follows is about the code it ran.
  expect(loaded.some(url => url.endsWith('/dist/index.js'))).toBe(true)
  for (const url of loaded) {
    const text = await readFile(fileURLToPath(url), 'utf8')
    const found = LAZY.filter(([, line]) => text.includes(line)).map(([what]) => what)
    expect([path.basename(url), found]).toEqual([path.basename(url), []])
  }
  // Each line is still in the bundle, in a chunk of its own: none went unseen for a renaming.
  const dist = path.dirname(fileURLToPath(loaded.find(url => url.endsWith('/index.js')) ?? ''))
  const chunks = await Promise.all(
    (await readdir(dist))
      .filter(name => name.endsWith('.js'))
      .map(name => readFile(path.join(dist, name), 'utf8'))
  )
  for (const [what, line] of LAZY) {
    expect([what, chunks.some(text => text.includes(line))]).toEqual([what, true])
  }
})

it('a deploy compiles no code as it runs: zod parses interpreted (src/base/zod-setup.ts)', async () => {
  const file = path.join(dir, 'compiled.cjs')
  const compiled = path.join(dir, 'compiled.json')
  await writeFile(
    file,
    [
      "// Notes the body of each function made from text (new Function), as zod's JIT makes them.",
      'const made = []',
      'const note = (target, args) => { made.push(String(args.at(-1)).slice(0, 120)); return target }',
      'globalThis.Function = new Proxy(Function, {',
      '  construct: (target, args) => Reflect.construct(note(target, args), args),',
      '  apply: (target, self, args) => Reflect.apply(note(target, args), self, args)',
      '})',
      "process.on('exit', () => {",
      `  require('node:fs').writeFileSync(${JSON.stringify(compiled)}, JSON.stringify(made))`,
      '})'
    ].join('\n')
  )
  await plainDeploy('startup-jitless', `--require ${file}`)
  expect(JSON.parse(await readFile(compiled, 'utf8'))).toEqual([])
})
