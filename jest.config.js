// Three projects, each runnable alone (`npm run test:unit`, `test:e2e`, `test:repo`); `npm test`
// runs unit and e2e, and `npm run lint` runs repo. `unit` spawns no process (a repo test holds it
// so); `e2e` runs whole actions (the bundle or in process), the emulator's CLI or the real agent
// server; `repo` checks the repository and its tools (docs, workflows, engines, release, guards,
// and scripts/local-action.js, the developer's run from source).
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

/** Whole runs (__tests__/e2e/) and test files that start a process (a CLI, the real server). */
export const E2E = [
  '<rootDir>/__tests__/e2e/**/*.test.ts',
  '<rootDir>/__tests__/hostile/**/*.test.ts',
  '<rootDir>/__tests__/real-server/**/*.test.ts',
  '<rootDir>/__tests__/emulator/cli.test.ts',
  '<rootDir>/__tests__/emulator/builds.test.ts',
  '<rootDir>/__tests__/emulator/official-cli.test.ts',
  '<rootDir>/__tests__/base/version.test.ts'
]

/** Checks of the repository and its tools rather than of the action's behaviour (`npm run lint`). */
export const REPO = [
  '<rootDir>/__tests__/repo/**/*.test.ts',
  '<rootDir>/__tests__/guards/**/*.test.ts'
]

/** How SWC strips the types: .swcrc, which sim/threads.ts reads too. */
const SWC = JSON.parse(readFileSync(new URL('./.swcrc', import.meta.url), 'utf8'))

const shared = {
  testEnvironment: '<rootDir>/scripts/test-environment.js',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1'
  },
  // SWC strips the types file by file, with the options of .swcrc (tsconfig.json has
  // isolatedModules, and `npm run typecheck` checks the types): on a fresh clone, ts-jest's
  // transpiling cost ~55 CPU-s of a CPU-bound suite.
  transform: { '^.+\\.ts$': ['@swc/jest', SWC] }
}

/** @type {import('jest').Config} */
export default {
  // The tests wait on loopback servers, child processes and the default pace's real timers as
  // much as on the CPU: two workers a core, and one more (on 2 cores, quiet, with the e2e files of
  // issue 46: 3 workers 259 s, 5 workers 204 s, 6 workers 208 s: the CPU is then the bound).
  maxWorkers: availableParallelism() * 2 + 1,
  testTimeout: 20000,
  // The files that run long for their size start first (scripts/test-order.js).
  testSequencer: '<rootDir>/scripts/test-order.js',
  verbose: false,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      roots: ['<rootDir>/__tests__'],
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...[...E2E, ...REPO].map(toIgnore)]
    },
    { ...shared, displayName: 'e2e', roots: ['<rootDir>/__tests__'], testMatch: E2E },
    { ...shared, displayName: 'repo', roots: ['<rootDir>/__tests__'], testMatch: REPO }
  ]
}

/** A testMatch glob as a testPathIgnorePatterns regular expression. */
function toIgnore(glob) {
  return glob
    .replace('<rootDir>', '')
    .replace(/\./g, '\\.')
    .replace('/**/*', '/.*')
    .replace(/\*/g, '[^/]*')
}
