// Holds the test projects of jest.config.js honest: every test file is in exactly one project,
// and no file of `unit` starts a process (the bundle, a CLI, git), so `npm run test:unit` stays fast.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'

const root = fileURLToPath(new URL('../../', import.meta.url))

interface Project {
  readonly displayName: string
  readonly testMatch: readonly string[]
  readonly testPathIgnorePatterns?: readonly string[]
}

const config = (await import(path.join(root, 'jest.config.js'))) as {
  default: { projects: readonly Project[] }
}

/** Every test file under __tests__, relative to the root. */
function testFiles(dir = path.join(root, '__tests__')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'fixture' ? [] : testFiles(full)
    return entry.name.endsWith('.test.ts') ? [path.relative(root, full)] : []
  })
}

/** A jest glob (`<rootDir>/a/**\/*.test.ts`) as a regular expression over root-relative paths. */
function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace('<rootDir>/', '')
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '\0')
    .replace(/\*/g, '[^/]*')
    .replace(/\0/g, '(?:.*/)?')
  return new RegExp(`^${body}$`)
}

function inProject(project: Project, file: string): boolean {
  if (!project.testMatch.some(glob => globToRegExp(glob).test(file))) return false
  const ignored = (project.testPathIgnorePatterns ?? []).filter(p => p !== '/node_modules/')
  return !ignored.some(pattern => new RegExp(pattern).test(`/${file}`))
}

const files = testFiles()
const projects = config.default.projects

describe('jest projects', () => {
  it('finds the test files', () => {
    expect(files.length).toBeGreaterThan(50)
  })

  it.each(files)('%s is in exactly one project', file => {
    const owners = projects.filter(project => inProject(project, file)).map(p => p.displayName)
    expect(owners).toHaveLength(1)
  })

  it('unit starts no process: no child_process, no run of the bundle, in a test or what it imports', () => {
    const unit = projects.find(project => project.displayName === 'unit')
    if (unit === undefined) throw new Error('no unit project')
    const spawners = files.filter(file => inProject(unit, file)).filter(file => startsProcess(file))
    expect(spawners).toEqual([])
  })
})

const SPAWNS = /node:child_process|dist\/index\.js/

/** Whether `file` or a file of ours it imports, however deep, can start a process. */
function startsProcess(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false
  seen.add(file)
  const source = readFileSync(path.join(root, file), 'utf8')
  if (SPAWNS.test(source)) return true
  return relativeImports(source).some(spec => {
    const target = path.relative(root, path.resolve(path.dirname(path.join(root, file)), spec))
    const ts = target.replace(/\.js$/, '.ts')
    // The fixtures and the emulator start processes; src/ and bench/ modules are imported for
    // their functions (src/ spawns only through @actions/exec, which @actions/core calls on Windows and macOS).
    if (!/^(__tests__|emulator)\//.test(ts)) return false
    return existsSync(path.join(root, ts)) && startsProcess(ts, seen)
  })
}

function relativeImports(source: string): string[] {
  return [...source.matchAll(/from '(\.{1,2}\/[^']+)'|import\('(\.{1,2}\/[^']+)'\)/g)].map(
    match => match[1] ?? match[2] ?? ''
  )
}
