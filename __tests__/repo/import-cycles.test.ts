// Holds src/ free of import cycles, type-only and dynamic imports included: ESLint's
// import-x/no-cycle skips `import type`, so a cycle made only of types would pass the lint.
import { readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'

const src = fileURLToPath(new URL('../../src/', import.meta.url))

/** Every .ts file under a folder, relative to src/. */
function sourceFiles(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') ? [path.relative(src, full)] : []
  })
}

/** The relative modules a file names: `import`, `import type`, `export ... from`, `import()`. */
function relativeImports(text: string): string[] {
  const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm
  return [...text.matchAll(specifier)].flatMap(match => match[1] ?? [])
}

/** The file of src/ an import names (`./a.js` is `a.ts`); undefined outside src/ (a package). */
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

describe('imports of src/', () => {
  const files = sourceFiles()
  const graph = new Map(
    files.map(file => {
      const text = readFileSync(path.join(src, file), 'utf8')
      return [
        file,
        relativeImports(text).flatMap(specifier => resolve(file, specifier) ?? [])
      ] as const
    })
  )

  it('name only files that exist', () => {
    const known = new Set(files)
    const missing = [...graph].flatMap(([file, targets]) =>
      targets.filter(target => !known.has(target)).map(target => `${file} → ${target}`)
    )
    expect(missing).toEqual([])
  })

  it('form no cycle', () => {
    expect(findCycle(graph)?.join(' → ')).toBeUndefined()
  })

  it('the check sees type-only, re-exported and dynamic imports', () => {
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
