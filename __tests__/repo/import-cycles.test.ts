// Holds src/ and emulator/ free of import cycles, type-only and dynamic imports included: ESLint's
// import-x/no-cycle skips `import type`, so a cycle made only of types would pass the lint.
import { readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'

/** Every .ts file under a folder, relative to `root`. */
function sourceFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(root, full)
    return entry.name.endsWith('.ts') ? [path.relative(root, full)] : []
  })
}

/** The relative modules a file names: `import`, `import type`, `export ... from`, `import()`. */
function relativeImports(text: string): string[] {
  const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm
  return [...text.matchAll(specifier)].flatMap(match => match[1] ?? [])
}

/** The file of the tree an import names (`./a.js` is `a.ts`); undefined outside it (a package). */
function resolve(from: string, specifier: string): string | undefined {
  const file = path.normalize(path.join(path.dirname(from), specifier.replace(/\.js$/, '.ts')))
  return file.startsWith('..') ? undefined : file
}

/** The first cycle found in a graph of file → files it imports, or undefined. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const done = new Set<string>()
  const visit = (file: string, trail: string[]): string[] | undefined => {
    const at = trail.indexOf(file)
    if (at >= 0) return [...trail.slice(at), file]
    if (done.has(file)) return undefined
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next, [...trail, file])
      if (cycle !== undefined) return cycle
    }
    done.add(file)
    return undefined
  }
  for (const file of graph.keys()) {
    const cycle = visit(file, [])
    if (cycle !== undefined) return cycle
  }
  return undefined
}

/** The graph of a tree's files: each file → the files of the tree it imports. */
function importGraph(root: string): Map<string, string[]> {
  return new Map(
    sourceFiles(root).map(file => {
      const text = readFileSync(path.join(root, file), 'utf8')
      return [
        file,
        relativeImports(text).flatMap(specifier => resolve(file, specifier) ?? [])
      ] as const
    })
  )
}

describe.each(['src', 'emulator'])('imports of %s/', tree => {
  const graph = importGraph(fileURLToPath(new URL(`../../${tree}/`, import.meta.url)))

  it('name only files that exist', () => {
    const known = new Set(graph.keys())
    const missing = [...graph].flatMap(([file, targets]) =>
      targets.filter(target => !known.has(target)).map(target => `${file} → ${target}`)
    )
    expect(missing).toEqual([])
  })

  it('form no cycle', () => {
    expect(findCycle(graph)?.join(' → ')).toBeUndefined()
  })
})

describe('imports of emulator/', () => {
  const graph = importGraph(fileURLToPath(new URL('../../emulator/', import.meta.url)))

  it('point down: a service folder (control-plane/, storage/, ...) imports no file of the top', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      path.dirname(file) === '.'
        ? []
        : targets
            .filter(target => path.dirname(target) === '.')
            .map(target => `${file} → ${target}`)
    )
    expect(upward).toEqual([])
  })
})

describe('the import check', () => {
  it('sees type-only, re-exported and dynamic imports, and finds a cycle', () => {
    const text = [
      "import type { A } from './a.js'",
      "export { B } from '../b.js'",
      "const c = await import('./c.js')",
      "import './d.js'",
      "import { e } from 'node:e'"
    ].join('\n')
    expect(relativeImports(text)).toEqual(['./a.js', '../b.js', './c.js', './d.js'])
    const cycle = new Map([
      ['comment.ts', ['summary.ts']],
      ['summary.ts', ['plan.ts']],
      ['plan.ts', ['comment.ts']]
    ])
    expect(findCycle(cycle)).toEqual(['comment.ts', 'summary.ts', 'plan.ts', 'comment.ts'])
    expect(findCycle(new Map([['a.ts', ['b.ts']]]))).toBeUndefined()
  })
})
