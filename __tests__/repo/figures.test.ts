// Holds the one place of measured figures: BENCHMARKS.md's figures section, each part written by
// the script that measured it (scripts/figures-file.js), and kept when npm run bench rewrites
// the rest of the file.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
// @ts-expect-error: a script of the repository, in JavaScript without types
import * as figuresFile from '../../scripts/figures-file.js'

interface FiguresFile {
  figuresSection: (page: string) => string | undefined
  keepFigures: (report: string, old: string) => string
  withFigures: (page: string, part: string, markdown: string) => string
}
const { figuresSection, keepFigures, withFigures } = figuresFile as FiguresFile

const BENCH = '# Benchmarks\n\n## 1. Start\n\nfigures of the bench\n'

describe("BENCHMARKS.md's figures section", () => {
  it('is made on the first record, with the part not measured yet said so', () => {
    const page = withFigures(BENCH, 'suite', '### The test suite\n\n| Tests | 12 |')
    expect(page.startsWith(BENCH.trimEnd())).toBe(true)
    const section = figuresSection(page) ?? ''
    expect(section).toContain('## The test suite and the demo')
    expect(section).toContain('| Tests | 12 |')
    expect(section).toMatch(/### The demo \(`npm run demo`\)\n\nNot measured yet/)
  })

  it('a record replaces its own part and keeps the other', () => {
    const once = withFigures(BENCH, 'suite', '| Tests | 12 |')
    const both = withFigures(once, 'demo', '| Whole demo | 31.0 s |')
    const again = withFigures(both, 'suite', '| Tests | 13 |')
    expect(again).toContain('| Whole demo | 31.0 s |')
    expect(again).toContain('| Tests | 13 |')
    expect(again).not.toContain('| Tests | 12 |')
    expect(again.match(/## The test suite and the demo/g)).toHaveLength(1)
    expect(() => withFigures(BENCH, 'bench', 'x')).toThrow('no figures part bench')
  })

  it("survives npm run bench's rewrite of the file (keepFigures), and adds nothing when there is none", () => {
    const old = withFigures(BENCH, 'demo', '| Whole demo | 31.0 s |')
    const rewritten = '# Benchmarks\n\n## 1. Start\n\nnew figures of the bench\n'
    const kept = keepFigures(rewritten, old)
    expect(kept).toContain('new figures of the bench')
    expect(figuresSection(kept)).toBe(figuresSection(old))
    expect(keepFigures(rewritten, BENCH)).toBe(rewritten)
  })

  it('BENCHMARKS.md holds both parts, measured', () => {
    const section = figuresSection(
      readFileSync(new URL('../../BENCHMARKS.md', import.meta.url), 'utf8')
    )
    expect(section).toBeDefined()
    expect(section).not.toContain('Not measured yet')
    expect(section).toMatch(/\| Tests \| \d+ in \d+ files/)
    expect(section).toMatch(/\| Whole demo \| \d+\.\d s/)
  })
})
