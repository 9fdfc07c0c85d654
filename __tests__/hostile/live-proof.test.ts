// Issue 14, live is proven: DEPLOYED is not enough until `active_revision_id` is this run's
// revision (a newer one taking over fails, named), and the built commit is published and checked.
import { describe, expect, it } from '@jest/globals'
import {
  RIVAL_REF,
  inEmulator,
  rewriteRecords,
  takeOverWhenDeployed
} from '../fixtures/hostile-emulator.js'
import {
  SHA,
  cpInputs,
  expectCleanLog,
  failureOf,
  finalOutputs,
  outputFileProblems,
  runHostile
} from '../fixtures/hostile-run.js'
import { madeFor, truthOrClearFailure } from '../fixtures/hostile-verdict.js'

const OTHER_SHA = 'abcdefabcdefabcdefabcdefabcdefabcdefabcd'
describe('a newer revision takes over between DEPLOYED and active_revision_id', () => {
  it.concurrent.each([
    ['an update', true],
    ['a create', false]
  ] as const)('fails %s, naming this run’s revision and the newer one', (_what, seeded) =>
    inEmulator(async hostile => {
      const { emu } = hostile
      const name = `takeover-${String(seeded)}`
      if (seeded) hostile.seed(name)
      // Revisions of this deployment go live at once: the rival's takes over as it is made.
      emu.setScenario(name, { stepMs: 0 })
      // An update reads the deployment once just before its write: the rival comes after it.
      takeOverWhenDeployed(emu, seeded ? 1 : 0)
      const run = await runHostile({ inputs: cpInputs(emu.url, { 'deployment-name': name }) })
      const revisions = emu.state.deployment(name)?.revisions ?? []
      const mine = hostile.made(name)[0]?.id ?? '(none)'
      const rival =
        revisions.find(r => r.source_revision_config.repo_ref === RIVAL_REF)?.id ?? '(none)'
      const failure = failureOf(run)
      expect({
        exitCode: run.exitCode,
        namesMine: failure.includes(mine),
        namesRival: failure.includes(rival)
      }).toEqual({ exitCode: 1, namesMine: true, namesRival: true })
      expectCleanLog(run)
    })
  )

  it.concurrent(
    'waits (bounded) while active_revision_id lags behind DEPLOYED, then succeeds',
    () =>
      inEmulator(async hostile => {
        const name = 'active-lag'
        const old = hostile.seed(name).deployment.active_revision_id
        // Two reads of the deployment still show the old revision serving traffic.
        const lag = rewriteRecords(
          hostile.emu,
          'deployment',
          d => ({ ...d, active_revision_id: old }),
          { method: 'GET', path: /\/deployments\/[0-9a-f-]{36}$/, times: 2 }
        )
        const run = await runHostile({
          inputs: cpInputs(hostile.emu.url, { 'deployment-name': name })
        })
        const made = madeFor(hostile, name)
        expect(truthOrClearFailure(run, made.truth, [])).toEqual([])
        expect(run.exitCode).toBe(0)
        expect(lag.hits).toBe(2)
      })
  )
})

interface CommitRow {
  readonly what: string
  readonly built: string
  readonly inputs: Record<string, string>
  /** Whether the deployment exists before the run (an update), or is created. */
  readonly seeded: boolean
  /** Whether the run must fail for the commit. */
  readonly fails: boolean
}

const commitRows: CommitRow[] = [
  {
    what: 'require-commit-match fails when the built commit is not GITHUB_SHA',
    built: OTHER_SHA,
    inputs: { 'require-commit-match': 'true' },
    seeded: true,
    fails: true
  },
  {
    what: 'require-commit-match passes when the built commit is GITHUB_SHA',
    built: SHA,
    inputs: { 'require-commit-match': 'true' },
    seeded: true,
    fails: false
  },
  {
    what: 'without require-commit-match, another commit is published, not failed',
    built: OTHER_SHA,
    inputs: {},
    seeded: true,
    fails: false
  },
  {
    what: 'require-commit-match does not compare another ref than the pushed one',
    built: OTHER_SHA,
    inputs: { 'require-commit-match': 'true', 'repo-ref': 'release-2' },
    seeded: true,
    fails: false
  },
  {
    what: 'require-commit-match does not compare another repository (a create)',
    built: OTHER_SHA,
    inputs: { 'require-commit-match': 'true', 'repo-url': 'https://github.com/acme/other' },
    seeded: false,
    fails: false
  }
]

describe('the built commit (output commit-sha)', () => {
  it.concurrent.each(commitRows)('$what', row =>
    inEmulator(
      async hostile => {
        const name = `commit-${commitRows.indexOf(row)}`
        if (row.seeded) hostile.seed(name)
        const run = await runHostile({
          inputs: cpInputs(hostile.emu.url, { 'deployment-name': name, ...row.inputs })
        })
        const failure = failureOf(run)
        expect({
          exitCode: run.exitCode,
          commitSha: finalOutputs(run, ['commit-sha'])['commit-sha'],
          outputFile: outputFileProblems(run),
          namesBoth: !row.fails || (failure.includes(row.built) && failure.includes(SHA))
        }).toEqual({
          exitCode: row.fails ? 1 : 0,
          commitSha: row.built,
          outputFile: [],
          namesBoth: true
        })
        expectCleanLog(run)
      },
      // Every revision builds the row's commit, whatever its ref.
      { commitSha: () => row.built }
    )
  )
})
