// Owns the module hook of a simulation's thread: `@actions/core` resolves to sim/core.ts (as
// jest.unstable_mockModule makes it in a test), the action's `node:https` to sim/net.ts (the
// world's network) and its `node:http` to sim/loopback.ts; and, run from the TypeScript sources
// (the jest test), each `.ts` module is stripped of its types by SWC as it loads (as jest's
// transform does), once: the output is kept by the hash of its source, so the next run loads it
// at once.
import { register } from 'node:module'

/** The hook itself, as JavaScript: it runs on the loader's thread, before anything is transpiled. */
const HOOK = `
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
let data
let swc
export async function initialize(given) {
  data = given
}
export async function resolve(specifier, context, next) {
  if (specifier === '@actions/core') return { url: data.core, shortCircuit: true }
  const parent = context.parentURL
  // The action's own modules (src/ beside sim/) meet the world's network; no package does.
  if (parent?.startsWith(new URL('../src/', data.net).href)) {
    if (specifier === 'node:https') return { url: data.net, shortCircuit: true }
    if (specifier === 'node:http') return { url: data.loopback, shortCircuit: true }
  }
  if (data.compiler && parent?.endsWith('.ts') && /^\\.\\.?\\//.test(specifier) && specifier.endsWith('.js')) {
    const url = new URL(specifier.slice(0, -3) + '.ts', parent)
    if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true }
  }
  return next(specifier, context)
}
export async function load(url, context, next) {
  if (!data.compiler || !url.endsWith('.ts')) return next(url, context)
  const source = await readFile(new URL(url), 'utf8')
  const key = createHash('sha256')
    .update(data.compiler)
    .update(JSON.stringify(data.compilerOptions))
    .update(url)
    .update(source)
    .digest('hex')
  const kept = new URL(key + '.js', data.cache)
  let output = await readFile(kept, 'utf8').catch(() => undefined)
  if (output === undefined) {
    swc ??= (await import(data.compiler)).default
    const options = { ...data.compilerOptions, swcrc: false, filename: fileURLToPath(url) }
    output = swc.transformSync(source, options).code
    await mkdir(new URL('.', kept), { recursive: true })
    const partial = new URL(key + '.' + Math.random().toString(36).slice(2) + '.tmp', data.cache)
    await writeFile(partial, output)
    await rename(partial, kept)
  }
  return { format: 'module', source: output, shortCircuit: true }
}
`

/**
 * What the hook is given: the URLs of sim/core, sim/net and sim/loopback and, from the sources,
 * SWC's (with its version, so a new one transpiles again), its options (the project's .swcrc, as
 * jest's) and a cache's.
 */
export interface HookData {
  readonly core: string
  readonly net: string
  readonly loopback: string
  readonly compiler?: string
  readonly compilerOptions?: unknown
  /** The directory (a URL ending in `/`) that keeps what was transpiled. */
  readonly cache?: string
}

/** The hook as a module URL. */
export const HOOK_URL = `data:text/javascript,${encodeURIComponent(HOOK)}`

/** Registers the hook on this thread. */
export function registerHook(data: HookData): void {
  register(HOOK_URL, { data })
}
