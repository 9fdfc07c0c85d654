// Tests of the benchmark's child runs: the kept-heap probe tells what a process keeps from the
// garbage it made, on real Node children.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { ChildRunner, checkChild } from '../../bench/child.js'

let runner: ChildRunner

beforeAll(async () => {
  runner = await ChildRunner.create()
})

afterAll(async () => {
  await runner.dispose()
})

/** A child that makes about 30 MB of objects, keeps them or drops them, and lives on 0.6 s. */
const script = (keep: boolean): string =>
  [
    'let made = Array.from({ length: 300000 }, (_, i) => ({ i, text: "item " + i }))',
    keep ? 'globalThis.kept = made' : 'made = undefined',
    'setTimeout(() => {}, 600)'
  ].join('\n')

describe('ChildRunner, the kept-heap probe', () => {
  it('reports what the process keeps after a full collection, not the garbage it made', async () => {
    const run = (keep: boolean) =>
      runner.run({
        node: process.execPath,
        args: ['-e', script(keep)],
        measureRss: true,
        measureKeptHeap: true
      })
    const [kept, dropped] = [await run(true), await run(false)]
    checkChild('the child that keeps', kept, true)
    checkChild('the child that drops', dropped, true)
    const keptKb = kept.keptHeapKb ?? Number.NaN
    const droppedKb = dropped.keptHeapKb ?? Number.NaN
    // 300,000 small objects and their strings: well over 10 MiB while kept, none once dropped.
    expect(keptKb - droppedKb).toBeGreaterThan(10 * 1024)
    expect(droppedKb).toBeLessThan(10 * 1024)
    // The peak RSS probe runs beside it, and saw the garbage made.
    expect(dropped.peakRssKb).toBeGreaterThan(droppedKb)
  })

  it('measures nothing unless asked', async () => {
    const run = await runner.run({ node: process.execPath, args: ['-e', ''] })
    checkChild('a bare child', run)
    expect(run.keptHeapKb).toBeUndefined()
    expect(run.peakRssKb).toBeUndefined()
  })
})
