// Owns the order jest starts test files in: the files that take longest for their size first, so
// that none of them is the last one running while the other workers are idle; then jest's own.
import Sequencer from '@jest/test-sequencer'

/**
 * Files that run long for their size, longest first. Jest's own order puts the slowest first when
 * it has timings from an earlier run; on a fresh clone it has none and sorts by size, which
 * started the seeded adversary (one line of test, 2,000 schedules on two threads, ~45 s) last:
 * `npm test` then ended on it alone; the regex twin's property test, a small file, ended it too.
 * Only these: putting every long e2e file first as well made them contend with the adversary
 * (a fresh clone, quiet: 230 s and 450 CPU-s, against 216 s and 421 CPU-s this way).
 */
export const LONG_FILES = [
  '__tests__/sim/simulation.test.ts',
  '__tests__/eval/regex-twin.test.ts',
  '__tests__/e2e/eval-payload.e2e.test.ts',
  '__tests__/e2e/default-pace.e2e.test.ts',
  '__tests__/e2e/eval-baseline.e2e.test.ts',
  '__tests__/e2e/messages.e2e.test.ts',
  '__tests__/e2e/tracing-project.e2e.test.ts',
  '__tests__/e2e/demo.e2e.test.ts',
  '__tests__/e2e/emulator-script.e2e.test.ts',
  // 10 s of a 3 kB file, most of it waiting on real deadlines: last on a fresh clone, it ran
  // alone for the last 4.5 s of `npm test`.
  '__tests__/e2e/deadline.e2e.test.ts'
]

export default class LongFilesFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests)
    const rank = test => {
      const at = LONG_FILES.findIndex(file => test.path.endsWith(`/${file}`))
      return at < 0 ? LONG_FILES.length : at
    }
    // Array.prototype.sort is stable: the other files keep jest's order after the long ones.
    return sorted.sort((a, b) => rank(a) - rank(b))
  }
}
