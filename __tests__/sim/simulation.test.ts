/**
 * The seeded adversary (sim/): 2,000 schedules of the whole action, in process on two worker
 * threads, against the emulator while other writers, lost answers, hangs, terse answers, failing
 * builds and cancels strike at random points; after each run, the invariants of sim/checks.ts
 * against the ground truth. A seed that breaks one fails the test with the line that replays it.
 */
import { expect, it } from '@jest/globals'
import { failureLine } from '../../sim/simulate.js'
import { simulateOnThreads } from '../../sim/threads.js'

/** Schedules per run of the test: seeds 1 to RUNS. */
const RUNS = 2_000

it(`runs ${RUNS} schedules of the seeded adversary on two threads; none breaks an invariant`, async () => {
  const simulation = await simulateOnThreads({ from: 1, runs: RUNS, threads: 2, concurrency: 32 })
  const seconds = (simulation.realMs / 1000).toFixed(1)
  console.log(`${RUNS} schedules in ${seconds} s; ${simulation.failures.length} failed`)
  expect(simulation.failures.map(failureLine)).toEqual([])
}, 180_000)
