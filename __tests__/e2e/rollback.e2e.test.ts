/**
 * End to end: rolling back through the bundled action (dist/index.js) against the emulator:
 * after a failed smoke test (rollback-on-failure) and as mode rollback.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  DEFAULT_INTEGRATION_ID,
  setFields,
  startEmulator,
  type RunningEmulator
} from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { FAILING_SMOKE, failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_rollback_0123456789ab'
const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const REDEPLOY = /\/revisions\/[^/]+\/redeploy$/

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ apiKey: KEY, workspaceId: WORKSPACE, stepMs: 30 })
})

afterAll(async () => {
  await emulator.close()
})

beforeEach(() => {
  emulator.faults.clear()
  emulator.clearRequests()
})

async function act(extra: Record<string, string>, url = emulator.url): Promise<ActionRun> {
  return runOnEmulator(
    { url, key: KEY, workspace: WORKSPACE },
    { 'integration-id': DEFAULT_INTEGRATION_ID, ...extra }
  )
}

/** Deploys each ref in turn to `name` (each must go live); the revisions made, oldest first. */
async function release(name: string, refs: readonly string[]): Promise<string[]> {
  const made: string[] = []
  for (const ref of refs) {
    const run = await act({ 'deployment-name': name, 'repo-ref': ref })
    expect(failure(run)).toBe('')
    made.push(run.outputs['revision-id'] ?? '')
  }
  return made
}

/** The ref of the revision serving deployment `id` now. */
function servingRef(id: string): string | null | undefined {
  const serving = emulator.state.revisions(id).find(r => r.id === active(id))
  return serving?.source_revision_config.repo_ref
}

/** The revisions the action asked to redeploy, in order. */
function redeployed(): string[] {
  return writes().flatMap(w => /\/revisions\/([^/]+)\/redeploy$/.exec(w)?.[1] ?? [])
}

/** A deployment with one DEPLOYED revision; its ID and that revision's. */
function seeded(name: string): { id: string; revision: string } {
  const [seed] = emulator.seed([{ name }])
  return { id: seed?.deployment.id ?? '', revision: seed?.revisions[0]?.id ?? '' }
}

function active(id: string): string | null | undefined {
  return emulator.state.deployment(id)?.deployment.active_revision_id
}

/** The writes the action sent (POST, PATCH, DELETE) to the control plane. */
function writes(): string[] {
  return emulator.requests
    .filter(r => r.listener === 'api' && r.method !== 'GET')
    .map(r => `${r.method} ${r.path}`)
}

/** A side of a rollback as the summary must show it: the revision and the ref it was built at. */
interface Side {
  readonly id: string
  readonly ref: string
}

/**
 * The summary of a rollback says what serves at the end: the new revision the redeploy made,
 * "a redeploy of" the one redeployed (never "live again"), a row for each side with its commit,
 * and, after a failed smoke test, the run's revision marked rolled back.
 */
function expectRolledBackSummary(
  run: ActionRun,
  sides: {
    readonly from: Side
    readonly to: Side
    readonly made: string
    readonly automatic: boolean
  }
): void {
  const { summary } = run
  const { from, to, made } = sides
  expect(made).not.toBe(to.id)
  const commit = '[0-9a-f]{12}'
  expect(summary).toMatch(
    new RegExp(
      `: ↩️ rolled back: revision \`${made}\` \\(a redeploy of \`${to.id}\`, commit ${commit} \\(${to.ref}\\), langgraph\\.json\\) serves\n`
    )
  )
  expect(summary).not.toMatch(/live again|is live now/)
  expect(summary).toContain(
    sides.automatic ? '### Rolled back after the failed smoke test\n' : '### Rolled back\n'
  )
  const [fromLabel, toLabel] = sides.automatic
    ? ["From \\(this run's, failed\\)", 'To \\(served before this run\\)']
    : ['From \\(served before\\)', 'To \\(redeployed\\)']
  expect(summary).toMatch(
    new RegExp(`\\| ${fromLabel} \\| \`${from.id}\` \\| commit ${commit} \\(${from.ref}\\)`)
  )
  expect(summary).toMatch(
    new RegExp(`\\| ${toLabel} \\| \`${to.id}\` \\| commit ${commit} \\(${to.ref}\\)`)
  )
  expect(summary).toContain(`| Made (a redeploy of the one above) | \`${made}\` |`)
  if (sides.automatic) {
    expect(summary).toContain('| Status | **rolled back**: was DEPLOYED; it no longer serves |')
  }
  expectEachMessageOnce(run)
}

/** The smoke failure's text appears once in the summary (its section), not in a quote too. */
function expectEachMessageOnce(run: ActionRun): void {
  if (!run.summary.includes('### Smoke test')) return
  expect(run.summary.match(/the run sent an error event/g) ?? []).toHaveLength(1)
  expect(run.summary).not.toMatch(/smoke test failed: Smoke test failed/i)
}

describe('rollback-on-failure', () => {
  it('redeploys the revision that served before, waits until it serves, fails anyway', async () => {
    const before = seeded('e2e-rb-smoke')
    const run = await act({ 'deployment-name': 'e2e-rb-smoke', ...FAILING_SMOKE })
    expect(run.exitCode).toBe(1)
    const message = failure(run)
    expect(message).toMatch(/smoke test of .* failed: .*error/i)
    expect(message).toContain(`rolled back`)
    expect(message).toContain(before.revision)
    expect(run.outputs['rolled-back-to']).toBe(before.revision)

    // One redeploy, of the revision serving before; what it made serves now.
    const redeploys = writes().filter(w => REDEPLOY.test(w))
    expect(redeploys).toEqual([
      `POST /v2/deployments/${before.id}/revisions/${before.revision}/redeploy`
    ])
    const revisions = emulator.state.revisions(before.id)
    expect(revisions).toHaveLength(3)
    const [again, broken] = revisions
    expect(broken?.source_revision_config.repo_ref).toBe('broken')
    expect(again?.source_revision_config.repo_ref).toBe('main')
    expect(again?.status).toBe('DEPLOYED')
    expect(active(before.id)).toBe(again?.id)
    // The run's own revision stays its output; the summary says what is live now.
    expect(run.outputs['revision-id']).toBe(broken?.id)
    expectRolledBackSummary(run, {
      from: { id: broken?.id ?? '', ref: 'broken' },
      to: { id: before.revision, ref: 'main' },
      made: again?.id ?? '',
      automatic: true
    })
  })

  it('on a first deploy says there is nothing to roll back to, and does not', async () => {
    const run = await act({ 'deployment-name': 'e2e-rb-first', ...FAILING_SMOKE })
    expect(run.exitCode).toBe(1)
    const [made] = emulator.state.deployment('e2e-rb-first')?.revisions ?? []
    expect(run.outputs['revision-id']).toBe(made?.id)
    const why = `no rollback: this run created deployment "e2e-rb-first", so no revision served it before (first deploy), and revision ${made?.id ?? ''} stays live`
    expect(failure(run)).toContain(why)
    expect(run.outputs['rolled-back-to']).toBeUndefined()
    expect(writes().filter(w => REDEPLOY.test(w))).toEqual([])
    expect(run.summary).toContain(`### Not rolled back\n\n${why}`)
    expect(run.summary).not.toContain('### Rolled back')
    expectEachMessageOnce(run)
  })

  it('when the rollback fails too, fails with both reasons', async () => {
    const before = seeded('e2e-rb-fails')
    emulator.faults.add({
      method: 'POST',
      path: REDEPLOY,
      fault: { kind: 'status', status: 400, body: { detail: 'redeploy refused by policy' } }
    })
    const run = await act({ 'deployment-name': 'e2e-rb-fails', ...FAILING_SMOKE })
    expect(run.exitCode).toBe(1)
    const message = failure(run)
    expect(message).toMatch(/smoke test of .* failed: .*error/i)
    expect(message).toContain(`the rollback to revision ${before.revision} failed too`)
    expect(message).toContain('redeploy refused by policy')
    const [broken] = emulator.state.revisions(before.id)
    expect(message).toContain(`revision ${broken?.id ?? ''} still serves`)
    // Refused: nothing was redeployed, and the broken revision still serves.
    expect(run.outputs['rolled-back-to']).toBeUndefined()
    expect(active(before.id)).toBe(broken?.id)
  })

  it('sends a redeploy whose answer was lost only once, and claims no revision it cannot tell apart', async () => {
    const before = seeded('e2e-rb-lost')
    emulator.faults.add({
      method: 'POST',
      path: REDEPLOY,
      times: 1,
      fault: { kind: 'drop-response' }
    })
    const run = await act({ 'deployment-name': 'e2e-rb-lost', ...FAILING_SMOKE })
    expect(run.exitCode).toBe(1)
    // Sent once and applied once: one copy of the revision that served before.
    expect(redeployed()).toEqual([before.revision])
    const revisions = emulator.state.revisions(before.id)
    expect(revisions).toHaveLength(3)
    const [copy, broken] = revisions
    expect(copy?.source_revision_config.repo_ref).toBe('main')
    expect(broken?.source_revision_config.repo_ref).toBe('broken')
    // A redeploy sends nothing of its own: the new revision may be another writer's.
    const message = failure(run)
    expect(message).toContain(`the rollback to revision ${before.revision} failed too`)
    expect(message).toContain(
      `cannot tell which revision the redeploy of deployment "e2e-rb-lost" (${before.id}) made`
    )
    expect(message).toContain('a redeploy sends no source of its own')
    expect(message).not.toMatch(/rolled back: /)
    // Not reported, nor waited on, as this run's: its own revision stays its output.
    expect(run.outputs['rolled-back-to']).toBeUndefined()
    expect(run.outputs['revision-id']).toBe(broken?.id)
    expect(JSON.stringify(run.outputs)).not.toContain(copy?.id ?? '')
    expect(emulator.requests.filter(r => r.path.includes(copy?.id ?? ''))).toEqual([])
    expect(run.summary).not.toContain('### Rolled back')
  })
})

describe('mode rollback', () => {
  it('without revision-id redeploys the newest DEPLOYED revision that does not serve', async () => {
    const before = seeded('e2e-rb-mode')
    const update = await act({ 'deployment-name': 'e2e-rb-mode', 'repo-ref': 'release-2' })
    expect(update.exitCode).toBe(0)
    emulator.clearRequests()
    const run = await act({ 'deployment-name': 'e2e-rb-mode', mode: 'rollback' })
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expect(writes()).toEqual([
      `POST /v2/deployments/${before.id}/revisions/${before.revision}/redeploy`
    ])
    // The candidates were listed with the status filter.
    expect(emulator.requests.some(r => /\/revisions\?.*status=DEPLOYED/.test(r.path))).toBe(true)
    const [now] = emulator.state.revisions(before.id)
    expect(now?.source_revision_config.repo_ref).toBe('main')
    expect(active(before.id)).toBe(now?.id)
    expect(run.outputs).toMatchObject({
      'deployment-id': before.id,
      'revision-id': now?.id,
      status: 'DEPLOYED',
      'rolled-back-to': before.revision,
      'deployment-url': emulator.agentUrl(before.id)
    })
    expectRolledBackSummary(run, {
      from: { id: update.outputs['revision-id'] ?? '', ref: 'release-2' },
      to: { id: before.revision, ref: 'main' },
      made: now?.id ?? '',
      automatic: false
    })
    // The run's own revision is the copy that serves: its status is not marked rolled back.
    expect(run.summary).toContain('| Status | **DEPLOYED** |')
  })

  it('with revision-id redeploys that revision and smoke-tests it when asked', async () => {
    const before = seeded('e2e-rb-given')
    expect((await act({ 'deployment-name': 'e2e-rb-given', 'repo-ref': 'v2' })).exitCode).toBe(0)
    const run = await act({
      'deployment-id': before.id,
      mode: 'rollback',
      'revision-id': before.revision,
      'smoke-test': 'true'
    })
    expect(failure(run)).toBe('')
    expect(run.outputs['rolled-back-to']).toBe(before.revision)
    expect(run.outputs['smoke-events']).toBe('3')
    expect(active(before.id)).toBe(run.outputs['revision-id'])
  })

  it('refuses a revision of another deployment before any write', async () => {
    const mine = seeded('e2e-rb-mine')
    const other = seeded('e2e-rb-other')
    const run = await act({
      'deployment-name': 'e2e-rb-mine',
      mode: 'rollback',
      'revision-id': other.revision
    })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain(
      `input 'revision-id': ${other.revision} is not a revision of deployment "e2e-rb-mine"`
    )
    expect(writes()).toEqual([])
    expect(emulator.state.revisions(mine.id)).toHaveLength(1)
    expect(run.outputs['rolled-back-to']).toBeUndefined()
  })

  it('says so when no other revision went live', async () => {
    seeded('e2e-rb-alone')
    const run = await act({ 'deployment-name': 'e2e-rb-alone', mode: 'rollback' })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain('has no revision to roll back to')
    expect(writes()).toEqual([])
  })

  it('needs an existing deployment', async () => {
    const run = await act({ 'deployment-name': 'e2e-rb-missing', mode: 'rollback' })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain('does not exist: there is nothing to roll back')
    expect(writes()).toEqual([])
  })

  it('twice in a row walks back twice: never forward in time', async () => {
    const before = seeded('e2e-rb-twice')
    const [one] = await release('e2e-rb-twice', ['release-1', 'release-2'])
    emulator.clearRequests()
    const first = await act({ 'deployment-name': 'e2e-rb-twice', mode: 'rollback' })
    expect(failure(first)).toBe('')
    expect(redeployed()).toEqual([one])
    expect(servingRef(before.id)).toBe('release-1')
    expect(first.outputs['rolled-back-to']).toBe(one)

    // The serving revision is now a redeploy of release-1: its original is release-1 itself.
    emulator.clearRequests()
    const second = await act({ 'deployment-name': 'e2e-rb-twice', mode: 'rollback' })
    expect(failure(second)).toBe('')
    expect(redeployed()).toEqual([before.revision])
    expect(servingRef(before.id)).toBe('main')
    expect(second.stdout).toContain(`serves deployment "e2e-rb-twice" (${before.id}) now (commit `)
    expect(second.stdout).toContain(`It is a redeploy of revision ${one} (created `)

    // Nothing is older than the first release: the third says so, and writes nothing.
    emulator.clearRequests()
    const third = await act({ 'deployment-name': 'e2e-rb-twice', mode: 'rollback' })
    expect(third.exitCode).toBe(1)
    expect(failure(third)).toContain('has no revision to roll back to')
    expect(failure(third)).toContain('a rollback never moves forward in time')
    expect(writes()).toEqual([])
  })

  it('after an automatic rollback goes to the release before the good one, never to the bad one', async () => {
    const before = seeded('e2e-rb-after-auto')
    const [one, good] = await release('e2e-rb-after-auto', ['release-1', 'release-2'])
    const auto = await act({ 'deployment-name': 'e2e-rb-after-auto', ...FAILING_SMOKE })
    expect(auto.exitCode).toBe(1)
    expect(auto.outputs['rolled-back-to']).toBe(good)
    const bad = auto.outputs['revision-id'] ?? ''
    const copy = active(before.id) ?? ''
    expect(servingRef(before.id)).toBe('release-2')

    emulator.clearRequests()
    const run = await act({ 'deployment-name': 'e2e-rb-after-auto', mode: 'rollback' })
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expect(redeployed()).toEqual([one])
    expect(redeployed()).not.toContain(bad)
    expect(servingRef(before.id)).toBe('release-1')
    // The log says which revision serves, what its original is, and why the target.
    expect(run.stdout).toContain(`Revision ${copy} serves deployment "e2e-rb-after-auto"`)
    expect(run.stdout).toContain(`It is a redeploy of revision ${good} (created `)
    expect(run.stdout).toContain(`Rolling back to revision ${one} (commit `)
    expect(run.stdout).toContain(`older than ${good} whose source differs from the serving one`)
    expect(run.stdout).toContain(`Not ${bad}: newer than that release`)
  })

  it('with revision-id naming the revision serving now: already serving, nothing redeployed', async () => {
    const before = seeded('e2e-rb-serving')
    const [serving] = await release('e2e-rb-serving', ['release-2'])
    emulator.clearRequests()
    const run = await act({
      'deployment-name': 'e2e-rb-serving',
      mode: 'rollback',
      'revision-id': serving ?? ''
    })
    expect(failure(run)).toBe('')
    expect(run.exitCode).toBe(0)
    expect(run.stdout).toContain(`Revision ${serving ?? ''} already serves deployment`)
    expect(writes()).toEqual([])
    expect(emulator.state.revisions(before.id)).toHaveLength(2)
    expect(active(before.id)).toBe(serving)
    expect(run.outputs['revision-id']).toBe(serving)
    expect(run.outputs.status).toBe('DEPLOYED')
    expect(run.outputs['rolled-back-to']).toBeUndefined()
    expect(run.summary).toContain(`already serves: nothing redeployed`)
  })

  it('with revision-id naming the original of the serving copy: already serving too', async () => {
    const before = seeded('e2e-rb-copy')
    const [good] = await release('e2e-rb-copy', ['release-2'])
    const auto = await act({ 'deployment-name': 'e2e-rb-copy', ...FAILING_SMOKE })
    expect(auto.outputs['rolled-back-to']).toBe(good)
    const copy = active(before.id) ?? ''
    expect(copy).not.toBe(good)
    emulator.clearRequests()
    const run = await act({
      'deployment-name': 'e2e-rb-copy',
      mode: 'rollback',
      'revision-id': good ?? ''
    })
    expect(failure(run)).toBe('')
    expect(run.stdout).toContain(`Revision ${copy} (a copy of revision ${good ?? ''}'s source`)
    expect(writes()).toEqual([])
    expect(active(before.id)).toBe(copy)
  })
})

describe('a smoke step refused before it reached the agent', () => {
  it('rolls nothing back: the step fails, and says the new revision stays live untested', async () => {
    const before = seeded('e2e-rb-refused')
    // The control plane at "localhost": the agent URL it names, on 127.0.0.1, is not trusted.
    const elsewhere = emulator.url.replace('127.0.0.1', 'localhost')
    const run = await act({ 'deployment-name': 'e2e-rb-refused', ...FAILING_SMOKE }, elsewhere)
    expect(run.exitCode).toBe(1)
    const message = failure(run)
    expect(message).toContain('smoke test not run')
    expect(message).toContain("'trusted-hosts'")
    const [fresh] = emulator.state.revisions(before.id)
    expect(message).toContain(
      `revision ${fresh?.id ?? ''} stays live untested (nothing rolled back, since the agent was never tried)`
    )
    expect(run.stdout).toMatch(/^::warning::The smoke test did not run; .* stays live untested/m)
    expect(redeployed()).toEqual([])
    expect(emulator.requests.filter(r => r.path.startsWith('/agents/'))).toEqual([])
    expect(active(before.id)).toBe(fresh?.id)
    expect(run.outputs['rolled-back-to']).toBeUndefined()
    expect(run.outputs.status).toBe('DEPLOYED')
    expect(run.summary).toMatch(
      /: ⚠️ deployed revision `[^`]+`, untested: the smoke test did not run\n/
    )
    expect(run.summary).toContain('The smoke test did not run: ')
    expect(run.summary).not.toContain('### Rolled back')
  })

  it('a deployment that publishes no URL: nothing rolled back either', async () => {
    const bare = await startEmulator({
      apiKey: KEY,
      workspaceId: WORKSPACE,
      stepMs: 30,
      agentUrlField: 'none'
    })
    try {
      const [seed] = bare.seed([{ name: 'e2e-rb-no-url' }])
      const run = await act({ 'deployment-name': 'e2e-rb-no-url', ...FAILING_SMOKE }, bare.url)
      expect(run.exitCode).toBe(1)
      expect(failure(run)).toContain('smoke test not run: the deployment publishes no URL')
      expect(failure(run)).toContain('stays live untested')
      expect(bare.requests.filter(r => REDEPLOY.test(r.path))).toEqual([])
      const id = seed?.deployment.id ?? ''
      expect(bare.state.deployment(id)?.deployment.active_revision_id).toBe(
        run.outputs['revision-id']
      )
    } finally {
      await bare.close()
    }
  })
})

/**
 * A second writer's revision of deployment `id` (repo ref `ref`) made as the smoke run reaches
 * the agent, after this run's revision went live; `onMatch` runs first (to set its scenario).
 */
function newerDuringSmoke(id: string, ref: string, onMatch?: () => void): void {
  emulator.faults.add({
    method: 'POST',
    path: new RegExp(`^/agents/${id}/`),
    times: 1,
    fault: { kind: 'second-writer', revision: { repo_ref: ref, deploymentId: id } },
    ...(onMatch === undefined ? {} : { onMatch })
  })
}

/** The revision of deployment `id` built from `ref`. */
function revisionOf(id: string, ref: string): string {
  return emulator.state.revisions(id).find(r => r.source_revision_config.repo_ref === ref)?.id ?? ''
}

describe('what served before is read just before the write (issue 44, case 2)', () => {
  it('rolls back to the release another run made live after the lookup, never to the older one', async () => {
    const before = seeded('e2e-rb-served-late')
    // Revisions go live at once; another run's release goes live as this run reads the deployment
    // just before its write (after the lookup by name; in real runs, minutes of packing later).
    emulator.setScenario('e2e-rb-served-late', { stepMs: 0 })
    emulator.faults.add({
      method: 'GET',
      path: `/v2/deployments/${before.id}`,
      times: 1,
      fault: { kind: 'second-writer', revision: { repo_ref: 'theirs', deploymentId: before.id } }
    })
    const run = await act({ 'deployment-name': 'e2e-rb-served-late', ...FAILING_SMOKE })
    // Newest first: the copy the rollback made, then the other run's release it redeployed.
    const built = emulator.state
      .revisions(before.id)
      .filter(r => r.source_revision_config.repo_ref === 'theirs')
    const theirs = built.at(-1)?.id ?? ''
    expect(built).toHaveLength(2)
    expect(run.exitCode).toBe(1)
    expect(run.outputs['rolled-back-to']).toBe(theirs)
    expect(redeployed()).toEqual([theirs])
    expect(servingRef(before.id)).toBe('theirs')
    expect(failure(run)).toContain(theirs)
    expect(failure(run)).not.toContain(before.revision)
  })
})

describe('rollback-on-failure reads the deployment again before its write', () => {
  it('leaves a newer release that went live during the smoke test: no redeploy, the step names it', async () => {
    const before = seeded('e2e-rb-newer-live')
    // Every later revision of it goes live at once: the newer one serves before the smoke ends.
    emulator.setScenario('e2e-rb-newer-live', { stepMs: 0 })
    newerDuringSmoke(before.id, 'newer')
    const run = await act({ 'deployment-name': 'e2e-rb-newer-live', ...FAILING_SMOKE })
    const mine = revisionOf(before.id, 'broken')
    const newer = revisionOf(before.id, 'newer')
    expect(run.outputs['revision-id']).toBe(mine)
    expect(run.exitCode).toBe(1)
    const message = failure(run)
    expect(message).toMatch(/smoke test of .* failed: .*error/i)
    const why = `no rollback: revision ${newer} serves deployment "e2e-rb-newer-live" now, not this run's revision ${mine}`
    expect(message).toContain(why)
    expect(message).toContain(
      `${why}; a rollback must not replace a newer release, so nothing was redeployed`
    )
    expect(run.stdout).toContain(`::warning::The smoke test failed; ${why}`)
    expect(run.summary).toContain(why)
    expect(run.summary).not.toContain('### Rolled back')
    // The newer release still serves; nothing was redeployed.
    expect(redeployed()).toEqual([])
    expect(active(before.id)).toBe(newer)
    expect(run.outputs['rolled-back-to']).toBeUndefined()
  })

  it('leaves a newer revision that is still building: no redeploy, the step names it', async () => {
    const name = 'e2e-rb-newer-building'
    const before = seeded(name)
    newerDuringSmoke(before.id, 'building', () => {
      emulator.setScenario(name, { stepMs: 0, stallAt: 'BUILDING' })
    })
    const run = await act({ 'deployment-name': name, ...FAILING_SMOKE })
    const mine = revisionOf(before.id, 'broken')
    const newer = revisionOf(before.id, 'building')
    expect(run.exitCode).toBe(1)
    const why = `no rollback: revision ${newer}, newer than this run's revision ${mine}, is BUILDING (on its way to serve)`
    expect(failure(run)).toContain(why)
    expect(run.summary).toContain(why)
    expect(redeployed()).toEqual([])
    // This run's revision still serves: the building one will replace it, not old code.
    expect(active(before.id)).toBe(mine)
    expect(run.outputs['rolled-back-to']).toBeUndefined()
  })

  it('rolls back past a newer revision that failed: it will never serve', async () => {
    const name = 'e2e-rb-newer-failed'
    const before = seeded(name)
    newerDuringSmoke(before.id, 'failed', () => {
      emulator.setScenario(name, { stepMs: 0, outcome: 'BUILD_FAILED' })
    })
    const run = await act({ 'deployment-name': name, ...FAILING_SMOKE })
    expect(run.exitCode).toBe(1)
    expect(failure(run)).toContain('rolled back')
    expect(redeployed()).toEqual([before.revision])
    expect(servingRef(before.id)).toBe('main')
    expect(run.outputs['rolled-back-to']).toBe(before.revision)
  })
  it('when the read again cannot tell (the list refused), says so and rolls nothing back', async () => {
    const name = 'e2e-rb-cannot-tell'
    const before = seeded(name)
    // Once the smoke run reaches the agent, the revision list answers 404.
    emulator.faults.add({
      method: 'POST',
      path: new RegExp(`^/agents/${before.id}/`),
      times: 1,
      fault: { kind: 'latency', ms: 0 },
      onMatch: () => {
        emulator.faults.add({
          method: 'GET',
          path: `/v2/deployments/${before.id}/revisions`,
          fault: { kind: 'status', status: 404, body: { detail: 'list gone' } }
        })
      }
    })
    const run = await act({ 'deployment-name': name, ...FAILING_SMOKE })
    const mine = revisionOf(before.id, 'broken')
    expect(run.exitCode).toBe(1)
    const message = failure(run)
    expect(message).toContain(`no rollback: reading deployment "${name}" again failed (`)
    expect(message).toContain('list gone')
    expect(message).toContain('so whether another release serves or is on its way cannot be told')
    expect(redeployed()).toEqual([])
    expect(active(before.id)).toBe(mine)
    expect(run.outputs['rolled-back-to']).toBeUndefined()
  })
})

describe('mode rollback without active_revision_id in the answers (issue 44, case 4)', () => {
  it("never skips another run's revision on its way: the guard judges from the revisions it lists", async () => {
    const name = 'e2e-rb-no-active'
    const before = seeded(name)
    const [release2] = await release(name, ['release-2'])
    // This install names no serving revision; another run's release is building, slowly.
    emulator.faults.add({
      method: 'GET',
      path: `/v2/deployments/${before.id}`,
      fault: { kind: 'rewrite', rewrite: setFields({ active_revision_id: null }) }
    })
    emulator.setScenario(name, { stepMs: 60_000 })
    emulator.faults.add({
      method: 'GET',
      path: `/v2/deployments/${before.id}`,
      times: 1,
      fault: { kind: 'second-writer', revision: { repo_ref: 'theirs', deploymentId: before.id } }
    })
    emulator.clearRequests()
    const run = await act({
      'deployment-id': before.id,
      mode: 'rollback',
      'revision-id': before.revision
    })
    const theirs = revisionOf(before.id, 'theirs')
    expect(theirs).not.toBe('')
    expect(run.exitCode).toBe(1)
    expect(redeployed()).toEqual([])
    expect(failure(run)).toContain(theirs)
    const status = emulator.state.revisions(before.id).find(r => r.id === theirs)?.status
    expect(status).not.toBe('SKIPPED')
    expect(release2).not.toBe('')
    emulator.setScenario(name, undefined)
  })
})

describe('mode rollback reads the deployment again before its write', () => {
  it('refuses when another release went live after the target was chosen', async () => {
    const name = 'e2e-rb-mode-changed'
    const before = seeded(name)
    const [serving] = await release(name, ['release-2'])
    emulator.setScenario(name, { stepMs: 0 })
    // Another writer's release goes live while the candidates are listed.
    emulator.faults.add({
      method: 'GET',
      path: /\/revisions\?.*status=DEPLOYED/,
      times: 1,
      fault: { kind: 'second-writer', revision: { repo_ref: 'hotfix' } }
    })
    emulator.clearRequests()
    const run = await act({ 'deployment-name': name, mode: 'rollback' })
    const hotfix = revisionOf(before.id, 'hotfix')
    expect(run.exitCode).toBe(1)
    const message = failure(run)
    expect(message).toContain(
      `nothing was redeployed: the revision to roll back to, ${before.revision}, was chosen from what served deployment "${name}"`
    )
    expect(message).toContain(
      `revision ${hotfix} serves deployment "${name}" now, not revision ${serving ?? ''}, which served when it was chosen; run the rollback again`
    )
    expect(run.summary).toContain(`revision ${hotfix} serves deployment`)
    expect(writes()).toEqual([])
    expect(active(before.id)).toBe(hotfix)
    expect(run.outputs['rolled-back-to']).toBeUndefined()

    // Run again, as it says: it chooses from what serves now, the release before the hotfix.
    emulator.clearRequests()
    const again = await act({ 'deployment-name': name, mode: 'rollback' })
    expect(failure(again)).toBe('')
    expect(redeployed()).toEqual([serving])
    expect(servingRef(before.id)).toBe('release-2')
  })
})
