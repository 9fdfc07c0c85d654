/**
 * The seeded adversary (sim/): 2,000 schedules of the whole action, in process on two worker
 * threads, against the emulator while other writers, lost answers, hangs, terse answers, failing
 * builds and cancels strike at random points; after each run, the invariants of sim/checks.ts
 * against the ground truth. A seed that breaks one fails the test with the line that replays it.
 */
import { expect, it } from '@jest/globals'
import { type Failure, failureLine } from '../../sim/simulate.js'
import { simulateOnThreads } from '../../sim/threads.js'

/** Schedules per run of the test: seeds 1 to RUNS. */
const RUNS = 2_000

/**
 * What each KNOWN entry reproduces: issue 44's cases 1-4, and what the adversary found besides
 * (F1-F6, none of them in the issue's points 1-4).
 */
const CASES = {
  'case 1': "a cancelled run interrupts another writer's revision (told apart by repo_ref alone)",
  'case 1 cause': "no cancel: another writer's same-source revision is taken as the run's own",
  'case 2':
    'rollback-on-failure rolls back to what served at the lookup, not just before its write',
  'case 3': 'a lost or unapplied redeploy answer plus another writer: a false rollback',
  'case 4': "without active_revision_id, mode rollback skips another run's revision in flight",
  'case 4 (lagging list)': 'the guard misses a newer revision a lagging list hides',
  F1: 'a lost answer and a list lagging past the settling reads make a second revision',
  F2: 'without latest_revision_id, mode rollback names the revision it redeployed as its own',
  F3: "a lost create answer while another run creates the name: the other's deployment claimed (fixed: writes/own-create.ts, a deployment found by name is the run's only by its mark)",
  F4: 'a hung request outlived its timeout: AbortSignal.any held AbortSignal.timeout weakly (fixed: base/http-exchange.ts timeoutSignal)',
  F5: 'exit 0 while the deployment is being deleted',
  F6: "without active_revision_id, exit 0 while another writer's newer revision serves"
} as const

/**
 * KNOWN: TO REMOVE as the fixes land. The seeds of 1-2,000 that break an invariant on main today
 * (6a83258, with fixes in progress in the tree), by what each reproduces (CASES): issue 44's
 * cases 1-4, which its points 1-4 fix, and F1-F6, which need fixes of their own. A seed listed
 * here may fail; the test says which of them passed. Replay one: `npm run sim -- --seed N --verbose`.
 */
const KNOWN: Readonly<Record<string, readonly number[]>> = {
  F1: [
    171, 210, 218, 248, 287, 521, 629, 632, 870, 935, 1042, 1093, 1141, 1224, 1282, 1432, 1578, 1854
  ],
  F2: [
    81, 116, 122, 260, 270, 280, 341, 362, 475, 496, 529, 550, 557, 579, 645, 714, 822, 879, 901,
    914, 924, 945, 958, 961, 974, 1013, 1027, 1059, 1112, 1118, 1283, 1311, 1348, 1354, 1362, 1389,
    1405, 1469, 1523, 1533, 1537, 1551, 1563, 1603, 1692, 1708, 1775, 1811, 1814, 1824, 1872, 1880,
    1896, 1944, 1945, 1969, 1978, 1997
  ],
  'F2 + case 3': [356, 460, 845, 881, 987, 1275, 1400, 1416],
  'F2 + case 4': [347, 1310, 1341],
  'F2 + case 4 (lagging list)': [779, 1727],
  F5: [821, 1328],
  'case 1 + case 1 cause': [42, 1410],
  'case 1 + case 3': [452, 610],
  'case 1 cause': [
    84, 93, 137, 187, 281, 487, 506, 508, 511, 524, 526, 602, 801, 939, 1219, 1260, 1265, 1509,
    1542, 1638, 1674, 1871, 1931
  ],
  'case 2': [242, 989],
  'case 3': [
    83, 103, 577, 658, 888, 898, 952, 1044, 1114, 1164, 1213, 1243, 1369, 1526, 1597, 1791, 1823
  ],
  'case 4': [1019],
  'case 4 (lagging list)': [236, 485, 942, 1036, 1056, 1272, 1306, 1387, 1459]
}

const knownSeeds = new Set(Object.values(KNOWN).flat())

/**
 * F4 was known by what it breaks, not by its seed: a hung request outliving its timeout. The cause
 * found (AbortSignal.any holding AbortSignal.timeout weakly) is fixed; what still trips the 7 s
 * watchdog is the agent server's /ok and run requests, whose clients keep the 30 s request default
 * rather than the run's (seed 706). TO REMOVE once those take the run's request timeout.
 */
const HUNG = /^a request hung \d+ ms of real time with no one giving up on it/

function known(failure: Failure): boolean {
  return knownSeeds.has(failure.seed) || failure.violations.every(v => HUNG.test(v.detail))
}

it(`runs ${RUNS} schedules of the seeded adversary on two threads; none breaks an invariant`, async () => {
  const simulation = await simulateOnThreads({ from: 1, runs: RUNS, threads: 2, concurrency: 32 })
  const failed = new Set(simulation.failures.map(failure => failure.seed))
  const fixed = [...knownSeeds].filter(seed => !failed.has(seed))
  const seconds = (simulation.realMs / 1000).toFixed(1)
  console.log(
    `${RUNS} schedules in ${seconds} s; ${failed.size} failed; KNOWN seeds that passed: ${fixed.join(', ') || 'none'}`
  )
  expect(simulation.failures.filter(failure => !known(failure)).map(failureLine)).toEqual([])
}, 180_000)

it('names what each KNOWN seed reproduces with the cases above', () => {
  const named = Object.keys(KNOWN).flatMap(entry => entry.split(' + '))
  expect(named.filter(name => !(name in CASES))).toEqual([])
})
