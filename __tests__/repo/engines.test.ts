/**
 * package.json's `engines.node` is true to what the bundle carries: every runtime dependency
 * (`dependencies`, transitively, as installed in node_modules) accepts every Node version that
 * range allows, and the range allows the Node that runs the action (action.yml: node24) and the
 * oldest one tested (20).
 */
import { existsSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import semver from 'semver'

const root = fileURLToPath(new URL('../../', import.meta.url))

interface Manifest {
  readonly name: string
  readonly version: string
  readonly engines?: { readonly node?: string }
  readonly dependencies?: Readonly<Record<string, string>>
  readonly optionalDependencies?: Readonly<Record<string, string>>
}

/** One installed package and the Node versions it declares. */
interface Installed {
  readonly name: string
  readonly version: string
  readonly node: string | undefined
}

function manifestAt(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest
}

/** Where Node finds `name` from the package in `from`: the nearest node_modules/<name> above. */
function resolveFrom(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name)
    if (existsSync(path.join(candidate, 'package.json'))) return candidate
    if (dir === root || path.dirname(dir) === dir) return undefined
  }
}

/**
 * Every package the root's `dependencies` bring in, transitively, as installed. A dependency
 * that is missing is an error, unless it is optional (npm skips those on other platforms).
 */
function runtimeTree(): Installed[] {
  const seen = new Map<string, Installed>()
  const queue = [root]
  for (let dir = queue.pop(); dir !== undefined; dir = queue.pop()) {
    const manifest = manifestAt(dir)
    const optional = manifest.optionalDependencies ?? {}
    const names = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(optional)]
    for (const name of new Set(names)) {
      const found = resolveFrom(dir, name)
      if (found === undefined) {
        if (name in optional) continue
        throw new Error(`${manifest.name} needs ${name}, which is not installed: run npm ci`)
      }
      if (seen.has(found)) continue
      const dep = manifestAt(found)
      seen.set(found, { name: dep.name, version: dep.version, node: dep.engines?.node })
      queue.push(found)
    }
  }
  return [...seen.values()]
}

/** The packages whose `engines.node` refuses some Node version that `declared` allows. */
function engineProblems(declared: string, packages: readonly Installed[]): string[] {
  return packages
    .filter(pkg => pkg.node !== undefined && !semver.subset(declared, pkg.node))
    .map(
      pkg =>
        `${pkg.name}@${pkg.version} needs node ${String(pkg.node)}, narrower than engines.node ${declared}`
    )
}

const pkg = manifestAt(root)
const declared = pkg.engines?.node ?? ''

describe('engines.node', () => {
  it('is declared, and allows Node 20 (tested) and Node 24 (runs the action)', () => {
    expect(semver.validRange(declared)).not.toBeNull()
    expect(semver.satisfies('20.0.0', declared)).toBe(true)
    expect(semver.satisfies('24.0.0', declared)).toBe(true)
  })

  it('is what every runtime dependency, direct or not, accepts', () => {
    expect(engineProblems(declared, runtimeTree())).toEqual([])
  })

  it('the tree walked is the installed runtime tree, transitive dependencies included', () => {
    const names = new Set(runtimeTree().map(installed => installed.name))
    for (const direct of Object.keys(pkg.dependencies ?? {})) expect(names).toContain(direct)
    // Reached only through other packages: @actions/core → @actions/exec → @actions/io, and
    // @actions/github → @octokit/core → @octokit/request → content-type.
    expect(names).toContain('@actions/io')
    expect(names).toContain('content-type')
    // Development tools are not part of it.
    expect(names).not.toContain('jest')
    expect(names).not.toContain('semver')
  })

  it('a dependency that needs a newer Node than declared is reported', () => {
    expect(
      engineProblems('>=20', [
        { name: 'eventsource-parser', version: '4.1.3', node: '>=22.12' },
        { name: 'eventsource-parser', version: '3.1.1', node: '>=18.0.0' },
        { name: 'tunnel', version: '0.0.6', node: '>=0.6.11 <=0.7.0 || >=0.7.3' },
        { name: 'zod', version: '4.6.7', node: undefined }
      ])
    ).toEqual(['eventsource-parser@4.1.3 needs node >=22.12, narrower than engines.node >=20'])
  })
})
