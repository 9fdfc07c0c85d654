// Owns the per-component profile of loading the bundle: which part of it (a package, the
// action's own code, Node's built-ins, reading and compiling the file) costs how many ms.
import { readFile, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { pathToFileURL } from 'node:url'

import type { ChildRunner } from '../child.js'
import { type Summary, summarize } from '../stats.js'
import { RUNTIME, instrument, profilerScript, regions } from './instrument.js'

/** One part of the bundle and what loading it cost. */
export interface ComponentCost {
  readonly name: string
  /** Bytes of the bundle's text it owns (0 for reading and compiling). */
  readonly bytes: number
  /** Milliseconds of the import it owned, over the runs. */
  readonly ms: Summary
  /** Its costliest modules, `name: median ms`, for the report's detail. */
  readonly top: readonly string[]
}

/** The profile of one bundle on one Node. */
export interface ProfileResult {
  /** Whether the profiled build is byte for byte the committed dist/index.js. */
  readonly identicalToDist: boolean
  /** The whole instrumented import, which the components add up to. */
  readonly importMs: Summary
  /** Costliest first; the first is always the reading and compiling. */
  readonly components: readonly ComponentCost[]
}

/** Name of the time before the bundle's first statement runs. */
export const READ_AND_COMPILE = 'reading, compiling and linking the file'

/** A bundle made ready for profiling: the instrumented copy and who owns what. */
export interface PreparedProfile {
  readonly script: string
  readonly identicalToDist: boolean
  /** Label (`id:<n>` or a path) to component name. */
  readonly componentOf: (label: string) => string
  /** Label to the module's own name, for details. */
  readonly nameOf: (label: string) => string
  readonly bytesByComponent: ReadonlyMap<string, number>
}

const MARKER = 'BENCH_PROFILE='

/** Writes the instrumented copy beside the bundle (its chunks load from there) and its driver. */
export async function prepareProfile(
  entry: string,
  statsFile: string,
  distEntry: string
): Promise<PreparedProfile> {
  const [text, dist, statsText] = await Promise.all([
    readFile(entry),
    readFile(distEntry).catch(() => Buffer.alloc(0)),
    readFile(statsFile, 'utf8')
  ])
  const names = moduleNames(statsText)
  const nameOf = (label: string): string => names.get(label) ?? label
  const componentOf = (label: string): string => componentOfName(nameOf(label))
  const bundle = text.toString('utf8')
  const profiled = path.join(path.dirname(entry), 'profiled.js')
  await writeFile(profiled, instrument(bundle))
  const script = path.join(path.dirname(entry), 'profile-driver.mjs')
  await writeFile(script, profilerScript(pathToFileURL(profiled).href, MARKER))
  const bytesByComponent = new Map<string, number>()
  for (const region of regions(bundle)) {
    const component = componentOf(region.label)
    bytesByComponent.set(component, (bytesByComponent.get(component) ?? 0) + region.bytes)
  }
  return { script, identicalToDist: text.equals(dist), componentOf, nameOf, bytesByComponent }
}

/**
 * Imports the instrumented bundle `runs` times on `node` (calling `before` ahead of each) and
 * sums each component's time.
 */
export async function profileLoad(
  runner: ChildRunner,
  node: string,
  prepared: PreparedProfile,
  { runs, before }: { readonly runs: number; readonly before: () => Promise<void> }
): Promise<ProfileResult> {
  const byComponent = new Map<string, number[]>()
  const byModule = new Map<string, Map<string, number[]>>()
  const imports: number[] = []
  for (let round = 0; round < runs; round++) {
    await before()
    const run = await runner.run({ node, args: [prepared.script] })
    const line = run.stderr.split('\n').find(text => text.startsWith(MARKER))
    if (line === undefined) throw new Error(`profiling the bundle failed:\n${run.stderr.trim()}`)
    const report = JSON.parse(line.slice(MARKER.length)) as {
      beforeFirstStatementMs: number
      totals: Record<string, number>
      importMs: number
    }
    imports.push(report.importMs)
    const sums = new Map<string, number>([[READ_AND_COMPILE, report.beforeFirstStatementMs]])
    for (const [label, ms] of Object.entries(report.totals)) {
      const component = prepared.componentOf(label)
      sums.set(component, (sums.get(component) ?? 0) + ms)
      const modules = byModule.get(component) ?? new Map<string, number[]>()
      byModule.set(component, modules)
      const name = prepared.nameOf(label)
      modules.set(name, [...(modules.get(name) ?? []), ms])
    }
    for (const component of new Set([...byComponent.keys(), ...sums.keys()])) {
      const list = byComponent.get(component) ?? new Array<number>(round).fill(0)
      list.push(sums.get(component) ?? 0)
      byComponent.set(component, list)
    }
  }
  const components = [...byComponent.entries()].map(([name, values]) => ({
    name,
    bytes: prepared.bytesByComponent.get(name) ?? 0,
    ms: summarize(values),
    top: topModules(byModule.get(name), runs)
  }))
  components.sort((a, b) =>
    a.name === READ_AND_COMPILE ? -1 : b.name === READ_AND_COMPILE ? 1 : b.ms.median - a.ms.median
  )
  return { identicalToDist: prepared.identicalToDist, importMs: summarize(imports), components }
}

/** The three costliest modules of a component, by median over the runs. */
function topModules(modules: Map<string, number[]> | undefined, runs: number): string[] {
  if (modules === undefined || modules.size < 2) return []
  return [...modules.entries()]
    .map(([name, values]) => ({
      name,
      ms: summarize([...values, ...new Array<number>(runs - values.length).fill(0)]).median
    }))
    .filter(m => m.ms >= 0.05)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map(m => `${shortName(m.name)} ${m.ms.toFixed(1)}`)
}

/** `id:<n>` to module name, from webpack's stats (`./node_modules/undici/index.js`, ...). */
function moduleNames(statsText: string): Map<string, string> {
  const stats = JSON.parse(statsText) as {
    modules?: { id?: string | number | null; name?: string }[]
  }
  const names = new Map<string, string>()
  for (const module of stats.modules ?? []) {
    if (module.id !== null && module.id !== undefined && module.name !== undefined) {
      names.set(`id:${String(module.id)}`, module.name)
    }
  }
  return names
}

/** The component a module belongs to: its npm package, src/, Node's built-ins, or webpack's. */
export function componentOfName(name: string): string {
  const root = name.replace(/ \+ \d+ modules?$/, '')
  if (root === RUNTIME || root.startsWith('webpack/')) return RUNTIME
  if (root.startsWith('external ')) return 'Node built-in modules'
  const packages = [...root.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)]
  const innermost = packages[packages.length - 1]?.[1]
  if (innermost !== undefined) return innermost
  if (root.startsWith('./src/')) return 'src/ (the action itself)'
  return root
}

/** `./node_modules/undici/lib/web/fetch/index.js` → `undici/lib/web/fetch/index.js`. */
function shortName(name: string): string {
  const external = /^external (?:node-commonjs )?"([^"]+)"/.exec(name)
  if (external !== null) return external[1] ?? name
  return name
    .replace(/ \+ \d+ modules?$/, '')
    .replace(/^.*node_modules\//, '')
    .replace(/^\.\//, '')
}
