// scripts/test-order.js: the files that run long for their size start first, on a fresh clone
// (no timings) as after a run; every file it names exists, so a rename cannot drop one silently.
import { existsSync, mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { describe, expect, it } from '@jest/globals'
// @ts-expect-error a plain JavaScript script of the tests' configuration, without types
import * as script from '../../scripts/test-order.js'

interface Sequencer {
  sort(tests: { path: string; context: unknown }[]): Promise<{ path: string }[]>
}
type SequencerClass = new (options: { contexts: unknown[]; globalConfig: unknown }) => Sequencer
const { default: LongFilesFirst, LONG_FILES } = script as {
  default: SequencerClass
  LONG_FILES: readonly string[]
}

const ROOT = path.resolve('.')

/** The order the sequencer gives `files`, with no timings of an earlier run. */
async function order(files: readonly string[]): Promise<string[]> {
  const context = {
    config: { cacheDirectory: mkdtempSync(path.join(tmpdir(), 'test-order-')), id: 'order' },
    hasteFS: { getSize: (file: string) => statSync(file).size }
  }
  const sequencer = new LongFilesFirst({ contexts: [context], globalConfig: {} })
  const tests = files.map(file => ({ path: path.join(ROOT, file), context }))
  const sorted = await sequencer.sort(tests)
  return sorted.map(test => path.relative(ROOT, test.path))
}

describe('scripts/test-order.js', () => {
  it('names only files that exist', () => {
    expect(LONG_FILES.filter(file => !existsSync(file))).toEqual([])
  })

  it('starts the seeded adversary first on a fresh clone, where size alone would start it last', async () => {
    const others = ['__tests__/main.test.ts', '__tests__/e2e/plan.e2e.test.ts']
    expect(await order([...others, '__tests__/sim/simulation.test.ts'])).toEqual([
      '__tests__/sim/simulation.test.ts',
      '__tests__/main.test.ts', // then jest's own order: the larger file first
      '__tests__/e2e/plan.e2e.test.ts'
    ])
  })

  it('keeps the long files in its order, ahead of the rest', async () => {
    const sorted = await order(['__tests__/base/clock.test.ts', ...[...LONG_FILES].reverse()])
    expect(sorted).toEqual([...LONG_FILES, '__tests__/base/clock.test.ts'])
  })
})
