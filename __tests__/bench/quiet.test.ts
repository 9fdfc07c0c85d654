/** The quiet gate: off with --no-quiet-gate, on with its options. */
import { expect, it } from '@jest/globals'
import { QuietGate } from '../../bench/quiet.js'

it('without options (--no-quiet-gate) it never checks the CPUs and says it was off', async () => {
  const gate = new QuietGate(undefined)
  await gate.wait()
  expect(gate.summary()).toMatchObject({ available: false, checks: 0, budgetMs: 0 })
})

it('with options it checks before a measurement', async () => {
  const gate = new QuietGate({ idleShare: 0, windowMs: 1, maxWaitMs: 10, budgetMs: 10 })
  await gate.wait()
  expect(gate.summary().checks).toBe(1)
})
