// Holds tests findable: a unit test file sits at the path of the source file it is about
// (__tests__/X/Y.test.ts tests src/X/Y.ts); whole runs live under __tests__/e2e/ as *.e2e.test.ts.
import { existsSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'

const root = fileURLToPath(new URL('../../', import.meta.url))
const tests = path.join(root, '__tests__')

/**
 * Folders whose tests are about something other than one file of src/: whole runs (e2e), the
 * repository (repo, guards), the bench, the emulator, the hostile suite and the real server.
 */
const NOT_ONE_SOURCE_FILE = [
  'e2e',
  'repo',
  'guards',
  'bench',
  'emulator',
  'hostile',
  'real-server',
  'sim'
]

/** Every `*.test.ts` below `dir`, as a path relative to __tests__ with `/` separators. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'fixture' ? [] : testFiles(full)
    if (!entry.name.endsWith('.test.ts')) return []
    return [path.relative(tests, full).split(path.sep).join('/')]
  })
}

const all = testFiles(tests)
const unit = all.filter(file => !NOT_ONE_SOURCE_FILE.includes(file.split('/')[0] ?? ''))

/** The source file a unit test file is named after. */
const sourceOf = (file: string): string => `src/${file.replace(/\.test\.ts$/, '.ts')}`

describe('test file names', () => {
  it('finds the unit test files', () => {
    expect(unit.length).toBeGreaterThan(40)
  })

  it('every unit test file is named after a source file at the same path under src/', () => {
    const astray = unit.filter(file => !existsSync(path.join(root, sourceOf(file))))
    expect(astray.map(file => `__tests__/${file} (no ${sourceOf(file)})`)).toEqual([])
  })

  it('every whole-run test under e2e/ is named *.e2e.test.ts', () => {
    const e2e = all.filter(file => file.startsWith('e2e/'))
    expect(e2e.length).toBeGreaterThan(10)
    expect(e2e.filter(file => !file.endsWith('.e2e.test.ts'))).toEqual([])
  })
})
