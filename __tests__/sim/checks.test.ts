/**
 * The checkers of the simulation (sim/checks.ts) fail when they should: each invariant is shown a
 * run that breaks it (a fabricated ledger, or a planted action run against the emulator) and must
 * report it, while the honest run beside them passes. A checker that never failed proves nothing.
 */
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from '@jest/globals'
import type { LedgerEntry, RevisionTruth } from '../../emulator/faults/adversary-ledger.js'
import { type Invariant, GRACE_MS, check } from '../../sim/checks.js'
import { getInput, info, setOutput } from '../../sim/core.js'
import { type RunRecord, WATCHDOG_CEILING, runSchedule } from '../../sim/run.js'
import type { Schedule } from '../../sim/schedule.js'
import { GITHUB_SHA, TAG_SHA } from '../../sim/workspace.js'

const KEY = 'lsv2_sk_simtest_c0ffee15dead'
const DEPLOYMENT = 'd0000000-0000-4000-8000-000000000000'
const [SERVED, OWN, OTHER, COPY] = ['a', 'b', 'c', 'd'].map(
  letter => `${letter.repeat(8)}-0000-4000-8000-000000000000`
) as [string, string, string, string]
const START = 1_000_000

const schedule = (mode: Schedule['mode'], inputs: Record<string, string> = {}): Schedule => ({
  seed: 1,
  mode,
  inputs: { 'deployment-name': 'sim-1', 'timeout-seconds': '300', ...inputs },
  world: {
    source: 'github',
    exists: true,
    releases: 1,
    build: { stepMs: 1_000, outcome: 'DEPLOYED' },
    quirks: {},
    createRevisionRoute: true,
    terse: [],
    smokeFault: false,
    rollbackTo: 'none',
    runner: { repository: 'same', host: 'loopback', workspace: undefined, integrationInput: true }
  },
  incidents: []
})

/** The runner's environment of a push to example/agent on github.com (or `server`'s). */
const env = (server = 'https://github.com'): Record<string, string> => ({
  GITHUB_SERVER_URL: server,
  GITHUB_REPOSITORY: 'example/agent',
  GITHUB_SHA
})

let seq = 0
function entry(fields: Partial<LedgerEntry> & Pick<LedgerEntry, 'actor' | 'kind'>): LedgerEntry {
  seq += 1
  return {
    seq,
    at: START,
    deploymentId: DEPLOYMENT,
    applied: true,
    servingBefore: undefined,
    inFlightBefore: [],
    ...fields
  }
}

function revision(id: string, fields: Partial<RevisionTruth>): RevisionTruth {
  return {
    id,
    deploymentId: DEPLOYMENT,
    author: 'client',
    how: 'update',
    createdAt: START,
    repoRef: 'main',
    imageUri: null,
    commitSha: id.slice(0, 1).repeat(40),
    statusesHeld: ['CREATING', 'BUILDING', 'DEPLOYING', 'DEPLOYED'],
    statusAtEnd: 'DEPLOYED',
    ...fields
  }
}

/** An honest deploy: it read, made its one revision over SERVED, and that revision serves. */
function honest(): RunRecord {
  seq = 0
  return {
    schedule: schedule('deploy'),
    key: KEY,
    inputs: { 'deployment-name': 'sim-1', 'timeout-seconds': '300', 'api-key': KEY },
    env: env(),
    outputs: {
      'deployment-id': DEPLOYMENT,
      'revision-id': OWN,
      status: 'DEPLOYED',
      'commit-sha': 'b'.repeat(40),
      created: 'false'
    },
    failed: undefined,
    log: [{ level: 'info', message: `Revision ${OWN} is DEPLOYED` }],
    summary: `## Deploy of sim-1: revision ${OWN}`,
    requests: [],
    sentToHosts: [],
    ledger: [
      entry({ actor: 'world', kind: 'create', made: SERVED }),
      entry({ actor: 'client', kind: 'read', servingBefore: SERVED }),
      entry({ actor: 'client', kind: 'update', made: OWN, servingBefore: SERVED }),
      entry({ actor: 'client', kind: 'read', servingBefore: OWN })
    ],
    revisions: [
      revision(SERVED, { author: 'world', how: 'create', repoRef: 'release-1' }),
      revision(OWN, {})
    ],
    servingAtEnd: { [DEPLOYMENT]: OWN },
    existsAtEnd: { [DEPLOYMENT]: true },
    sourcesAtEnd: {
      [DEPLOYMENT]: { source: 'github', repoUrl: 'https://github.com/example/agent' }
    },
    said: [],
    cancelled: false,
    startedAt: START,
    endedAt: START + 60_000,
    realMs: 50,
    hung: undefined,
    threw: undefined
  }
}

const broken = (record: RunRecord): Invariant[] => [...new Set(check(record).map(v => v.invariant))]

describe('the checkers', () => {
  it('pass an honest run', () => {
    expect(check(honest())).toEqual([])
  })

  it('no foreign touch: an interrupt of another writer’s revision after a cancel (case 1)', () => {
    const run = honest()
    const record: RunRecord = {
      ...run,
      inputs: { ...run.inputs, 'on-cancel': 'interrupt' },
      cancelled: true,
      failed: 'Cancelled',
      ledger: [
        ...run.ledger,
        entry({ actor: 'adversary', kind: 'update', made: OTHER }),
        entry({ actor: 'client', kind: 'interrupt', of: OTHER })
      ],
      revisions: [...run.revisions, revision(OTHER, { author: 'adversary' })]
    }
    expect(broken(record)).toEqual(['no-foreign-touch'])
  })

  it('no foreign touch: a rollback to what served at the lookup, not just before the write (case 2)', () => {
    const run = honest()
    const inputs = { ...run.inputs, 'smoke-test': 'true', 'rollback-on-failure': 'true' }
    const [created, read] = run.ledger
    const record: RunRecord = {
      ...run,
      inputs,
      failed: `smoke test failed; rolled back: revision ${COPY}`,
      ledger: [
        created as LedgerEntry,
        read as LedgerEntry,
        entry({ actor: 'adversary', kind: 'update', made: OTHER, servingBefore: SERVED }),
        entry({ actor: 'client', kind: 'update', made: OWN, servingBefore: OTHER }),
        entry({ actor: 'client', kind: 'read', servingBefore: OWN }),
        entry({ actor: 'client', kind: 'redeploy', of: SERVED, made: COPY, servingBefore: OWN })
      ],
      outputs: { ...run.outputs, 'rolled-back-to': SERVED },
      revisions: [
        ...run.revisions,
        revision(OTHER, { author: 'adversary', repoRef: 'other' }),
        revision(COPY, { how: 'redeploy', from: SERVED })
      ],
      servingAtEnd: { [DEPLOYMENT]: COPY }
    }
    expect(broken(record)).toEqual(['no-foreign-touch'])
  })

  it('no foreign touch: a rollback that skips another writer’s revision in flight (case 4)', () => {
    const run = honest()
    const record: RunRecord = {
      ...run,
      schedule: schedule('rollback'),
      outputs: { 'deployment-id': DEPLOYMENT, 'revision-id': COPY, 'rolled-back-to': SERVED },
      ledger: [
        entry({ actor: 'world', kind: 'create', made: SERVED }),
        entry({ actor: 'world', kind: 'update', made: OWN, servingBefore: SERVED }),
        entry({ actor: 'adversary', kind: 'update', made: OTHER, servingBefore: OWN }),
        entry({ actor: 'client', kind: 'read', servingBefore: OWN, inFlightBefore: [OTHER] }),
        entry({
          actor: 'client',
          kind: 'redeploy',
          of: SERVED,
          made: COPY,
          servingBefore: OWN,
          inFlightBefore: [OTHER]
        })
      ],
      revisions: [
        revision(SERVED, { author: 'world', how: 'create' }),
        revision(OWN, { author: 'world' }),
        revision(OTHER, { author: 'adversary', statusesHeld: ['CREATING', 'SKIPPED'] }),
        revision(COPY, { how: 'redeploy', from: SERVED })
      ],
      servingAtEnd: { [DEPLOYMENT]: COPY }
    }
    expect(broken(record)).toEqual(['no-foreign-touch'])
  })

  it('true claims: a revision-id, status and commit-sha that are another writer’s (case 3)', () => {
    const run = honest()
    const record: RunRecord = {
      ...run,
      failed: 'the wait ran out',
      outputs: {
        ...run.outputs,
        'revision-id': OTHER,
        status: 'DEPLOYED',
        'commit-sha': 'f'.repeat(40)
      },
      revisions: [
        ...run.revisions,
        revision(OTHER, { author: 'adversary', statusesHeld: ['CREATING'] })
      ]
    }
    const details = check(record).map(v => v.detail)
    expect(broken(record)).toEqual(['true-claims'])
    expect(details).toHaveLength(3)
  })

  it('true claims: a rollback whose redeploy never applied names what another writer made live', () => {
    const run = honest()
    const record: RunRecord = {
      ...run,
      schedule: schedule('rollback'),
      outputs: { 'deployment-id': DEPLOYMENT, 'revision-id': OTHER, 'rolled-back-to': SERVED },
      ledger: [
        entry({ actor: 'world', kind: 'create', made: SERVED }),
        entry({ actor: 'world', kind: 'update', made: OWN, servingBefore: SERVED }),
        entry({ actor: 'client', kind: 'read', servingBefore: OWN }),
        entry({ actor: 'adversary', kind: 'update', made: OTHER, servingBefore: OWN }),
        entry({ actor: 'client', kind: 'read', servingBefore: OTHER })
      ],
      revisions: [...run.revisions, revision(OTHER, { author: 'adversary' })],
      servingAtEnd: { [DEPLOYMENT]: OTHER }
    }
    expect(broken(record)).toEqual(['true-claims', 'exit-0-only'])
  })

  it('true claims: rolled-back-to a revision the run never redeployed', () => {
    const run = honest()
    const record = {
      ...run,
      failed: 'smoke failed',
      outputs: { ...run.outputs, 'rolled-back-to': SERVED }
    }
    expect(broken(record)).toEqual(['true-claims'])
  })

  it('exit 0 only: exit 0 while another revision serves, or the deployment is gone', () => {
    expect(broken({ ...honest(), servingAtEnd: { [DEPLOYMENT]: SERVED } })).toEqual(['exit-0-only'])
    expect(broken({ ...honest(), existsAtEnd: { [DEPLOYMENT]: false } })).toEqual(['exit-0-only'])
  })

  it('it ends: past timeout-seconds and the grace, or hung', () => {
    const late = { ...honest(), endedAt: START + 300_000 + GRACE_MS + 1 }
    expect(broken(late)).toEqual(['it-ends'])
    expect(broken({ ...honest(), hung: 'stuck-request' })).toEqual(['it-ends'])
  })

  it('no key: in a log line, an output or the summary', () => {
    const run = honest()
    expect(broken({ ...run, log: [{ level: 'debug', message: `x-api-key: ${KEY}` }] })).toEqual([
      'no-key'
    ])
    expect(broken({ ...run, summary: `key ${KEY}` })).toEqual(['no-key'])
    expect(broken({ ...run, outputs: { ...run.outputs, plan: KEY } })).toEqual(['no-key'])
  })
})

/** An honest upload: its tree's workspace has `workspace` checked out, and it says so. */
function upload(workspace: 'tag' | 'at-sha' | 'no-git', inputs: Record<string, string> = {}) {
  const run = honest()
  const base = schedule('deploy', inputs)
  const sha = { tag: TAG_SHA, 'at-sha': GITHUB_SHA, 'no-git': undefined }[workspace]
  const record: RunRecord = {
    ...run,
    schedule: {
      ...base,
      world: { ...base.world, source: 'upload', runner: { ...base.world.runner, workspace } }
    },
    inputs: { ...run.inputs, source: 'upload', ...inputs },
    outputs:
      sha === undefined
        ? { ...run.outputs, 'commit-sha': '' }
        : { ...run.outputs, 'commit-sha': sha },
    revisions: run.revisions.map(r =>
      r.id === OWN ? { ...r, commitSha: null, repoRef: null } : r
    ),
    sourcesAtEnd: { [DEPLOYMENT]: { source: 'internal_source', repoUrl: undefined } }
  }
  return record
}

describe('the checkers of what a run reaches', () => {
  it('no foreign touch: an update of a github.com deployment from GitHub Enterprise or another repository (case 5)', () => {
    expect(broken({ ...honest(), env: env('https://ghe.corp.test') })).toEqual(['no-foreign-touch'])
    const fork = { ...env(), GITHUB_REPOSITORY: 'someone/agent-fork' }
    expect(broken({ ...honest(), env: fork })).toEqual(['no-foreign-touch'])
    // The same repository however written, or one named on purpose by 'repo-url': no touch.
    const upper = { ...env(), GITHUB_REPOSITORY: 'Example/Agent' }
    expect(broken({ ...honest(), env: upper })).toEqual([])
    const run = honest()
    const named = {
      ...run,
      env: fork,
      inputs: { ...run.inputs, 'repo-url': 'https://github.com/example/agent' }
    }
    expect(broken(named)).toEqual([])
  })

  it('true claims: an upload’s commit-sha is what its workspace had checked out, never GITHUB_SHA by assumption (case 6)', () => {
    expect(broken(upload('tag'))).toEqual([])
    expect(broken(upload('no-git'))).toEqual([])
    const claimed = upload('tag')
    const details = check({ ...claimed, outputs: { ...claimed.outputs, 'commit-sha': GITHUB_SHA } })
    expect(details.map(v => v.invariant)).toEqual(['true-claims'])
    expect(details[0]?.detail).toContain(`had ${TAG_SHA} checked out`)
    const none = upload('no-git')
    expect(broken({ ...none, outputs: { ...none.outputs, 'commit-sha': GITHUB_SHA } })).toEqual([
      'true-claims'
    ])
  })

  it('exit 0 only: require-commit-match never passes on a commit other than GITHUB_SHA, or an unknown one', () => {
    const match = { 'require-commit-match': 'true' }
    expect(broken(upload('at-sha', match))).toEqual([])
    expect(broken(upload('tag', match))).toEqual(['exit-0-only'])
    expect(broken(upload('no-git', match))).toEqual(['exit-0-only'])
    // Failing the step is what it should do.
    expect(broken({ ...upload('tag', match), failed: 'commit mismatch' })).toEqual([])
    // A github build of another commit than GITHUB_SHA too.
    const run = honest()
    expect(broken({ ...run, inputs: { ...run.inputs, ...match } })).toEqual(['exit-0-only'])
  })

  it('key to named hosts: an EU control plane’s key never goes to the US LangSmith API (case 7)', () => {
    const run = honest()
    const inputs = { ...run.inputs, 'api-url': 'https://eu.api.host.langchain.com' }
    const sent = (host: string, keyed = true) => ({
      host,
      method: 'GET',
      path: '/datasets?name=gate',
      keyed,
      answered: true
    })
    const home = [sent('eu.api.host.langchain.com'), sent('eu.api.smith.langchain.com')]
    expect(broken({ ...run, inputs, sentToHosts: home })).toEqual([])
    const away = [...home, sent('api.smith.langchain.com')]
    expect(broken({ ...run, inputs, sentToHosts: away })).toEqual(['key-to-named-hosts'])
    // Without the key, any host may be asked; with langsmith-api-url, that host is named.
    const bare = [...home, sent('api.smith.langchain.com', false)]
    expect(broken({ ...run, inputs, sentToHosts: bare })).toEqual([])
    const given = { ...inputs, 'langsmith-api-url': 'https://api.smith.langchain.com' }
    expect(broken({ ...run, inputs: given, sentToHosts: away })).toEqual([])
    // The cloud's agents, where a cloud control plane names them; never beside a self-hosted one.
    const agent = [...home, sent('sim-1-abc.eu.langgraph.app')]
    expect(broken({ ...run, inputs, sentToHosts: agent })).toEqual([])
    const selfHosted = { ...inputs, 'api-url': 'https://langsmith.corp.test' }
    expect(broken({ ...run, inputs: selfHosted, sentToHosts: agent })).toEqual([
      'key-to-named-hosts'
    ])
  })
})

describe('a planted bug in the action', () => {
  it('is caught through the emulator: it prints the key, interrupts and claims a revision not its own', async () => {
    const planted = async (): Promise<void> => {
      const url = getInput('api-url')
      const key = getInput('api-key')
      const headers = { 'x-api-key': key }
      info(`Using the API key ${key}`)
      const listed = await fetch(`${url}/v2/deployments?name=${getInput('deployment-name')}`, {
        headers
      })
      const { resources } = (await listed.json()) as {
        resources: { id: string; latest_revision_id: string }[]
      }
      const [found] = resources
      if (found === undefined) throw new Error('the world has no deployment')
      const { id, latest_revision_id: latest } = found
      await fetch(`${url}/v2/deployments/${id}/revisions/${latest}/interrupt`, {
        method: 'POST',
        headers
      })
      setOutput('deployment-id', id)
      setOutput('revision-id', latest)
    }
    const record = await runSchedule(schedule('deploy'), planted, 10_000)
    expect(broken(record).sort()).toEqual([
      'exit-0-only',
      'no-foreign-touch',
      'no-key',
      'true-claims'
    ])
  })
})

describe('a hung action', () => {
  const hangs = (): Promise<void> => new Promise<void>(() => undefined)

  it('left alone, spending no CPU, is called hung at WATCHDOG_CEILING times the watchdog', async () => {
    const record = await runSchedule(schedule('deploy'), hangs, 200)
    expect(record.hung).toBe('watchdog')
    expect(broken(record)).toContain('it-ends')
    expect(record.realMs).toBeGreaterThanOrEqual(WATCHDOG_CEILING * 200)
  })

  it('while the process works, is called hung once it has spent the watchdog in CPU', async () => {
    // Other threads burn CPU, as the other runs in flight do: the watchdog counts that time. Three
    // of them, so that even on a loaded machine the process gets a sixth of a core.
    const busy = [1, 2, 3].map(
      () => new Worker('const end = Date.now() + 20000; while (Date.now() < end);', { eval: true })
    )
    try {
      const record = await runSchedule(schedule('deploy'), hangs, 500)
      expect(record.hung).toBe('watchdog')
      expect(record.realMs).toBeLessThan(WATCHDOG_CEILING * 500)
    } finally {
      await Promise.all(busy.map(worker => worker.terminate()))
    }
  })
})
