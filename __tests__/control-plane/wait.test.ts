/**
 * The wait's voice on a fake clock: a heartbeat at least every 30 s while nothing changes, the
 * followed logs read at most 5 s apart whatever the status poll's pace, none once it is live;
 * the last look it takes when the time is up, at the default pace; and, against the emulator on
 * loopback, a deployment another writer deletes during the wait, which ends it failed.
 */
import { describe, expect, it } from '@jest/globals'
import { Deadline } from '../../src/base/clock.js'
import { DeadlineError, TransportError } from '../../src/base/errors.js'
import type { Clock } from '../../src/base/clock.js'
import type { ControlPlane } from '../../src/control-plane/client.js'
import { FOLLOW_LOGS_MS, HEARTBEAT_MS } from '../../src/control-plane/heartbeat.js'
import { PACE, PLAIN_POLL_MS, QUIET_POLL_MS } from '../../src/control-plane/poll-policy.js'
import type { Deployment, Revision } from '../../src/control-plane/schemas.js'
import {
  DeletedDuringWaitError,
  type Serving,
  type WaitOptions,
  servingState,
  waitForRevision,
  waitForSwitchOver
} from '../../src/control-plane/wait.js'
import { baselineOf } from '../../src/control-plane/writes/baseline.js'
import type { RunningEmulator, WireDeployment } from '../../emulator/index.js'
import { createBody, createDeployment, emulatorPerTest } from '../emulator/emulator-helpers.js'
import { FakeClock } from '../fixtures/clock.js'
import { recordingLogger } from '../fixtures/logger.js'
import { emulatorDeps } from '../fixtures/write-deps.js'

/** The deployment's read, which these waits never make: their revisions never answer 404. */
const UNREAD_DEPLOYMENT: Pick<WaitOptions['controlPlane'], 'getDeployment'> = {
  getDeployment: () => Promise.reject(new Error('the wait read the deployment: not scripted'))
}

/** A revision whose status, at `elapsed` ms of the wait, is the last step begun by then. */
function scripted(
  clock: FakeClock,
  steps: readonly [number, string][]
): WaitOptions['controlPlane'] {
  const t0 = clock.now()
  return {
    ...UNREAD_DEPLOYMENT,
    getRevision: ({ revisionId }) => {
      const elapsed = clock.now() - t0
      const status = steps.filter(([at]) => at <= elapsed).at(-1)?.[1] ?? 'CREATING'
      const revision: Revision = {
        id: revisionId,
        status,
        source_revision_config: {}
      }
      return Promise.resolve(revision)
    }
  }
}

/** Runs a wait, keeping each log line with the clock time it was written at. */
async function wait(
  steps: readonly [number, string][],
  extra: Partial<WaitOptions> = {}
): Promise<{
  lines: { at: number; text: string }[]
  follows: { at: number; status: string }[]
  t0: number
  result: Awaited<ReturnType<typeof waitForRevision>>
}> {
  const clock = new FakeClock()
  const t0 = clock.now()
  const recorder = recordingLogger()
  const lines: { at: number; text: string }[] = []
  const logger = {
    ...recorder,
    info: (text: string) => {
      lines.push({ at: clock.now() - t0, text })
    }
  }
  const follows: { at: number; status: string }[] = []
  const result = await waitForRevision({
    controlPlane: scripted(clock, steps),
    deploymentId: 'dep-1',
    revisionId: 'rev-1',
    clock,
    deadline: Deadline.after(clock, 30 * 60_000),
    logger,
    ...extra,
    follow:
      extra.follow ??
      (status => {
        follows.push({ at: clock.now() - t0, status })
        return Promise.resolve()
      })
  })
  return { lines, follows, t0, result }
}

/** The longest gap between two consecutive times, from 0 to `end`. */
function longestGap(times: readonly number[], end: number): number {
  const all = [0, ...times, end]
  return Math.max(...all.slice(1).map((at, i) => at - (all[i] ?? 0)))
}

const LONG_BUILD: [number, string][] = [
  [0, 'QUEUED'],
  [20_000, 'BUILDING'],
  [620_000, 'DEPLOYING'],
  [700_000, 'DEPLOYED']
]

describe('the wait talks while nothing changes', () => {
  it('says a line at least every 30 s through a 10-minute build, at the adaptive pace', async () => {
    const { lines, result } = await wait(LONG_BUILD)
    expect(result.outcome).toBe('deployed')
    const times = lines.map(line => line.at)
    expect(longestGap(times, result.elapsedMs)).toBeLessThanOrEqual(HEARTBEAT_MS)
    // The heartbeat says the status, the time in it, the time elapsed and the time left (QUEUED
    // is polled at 0, 18 and 36 s: BUILDING is seen at 36 s, and said again 30 s later).
    expect(lines).toContainEqual({
      at: 66_000,
      text: '[  1m06s] still BUILDING: 30 s in this status, 1m 06s elapsed, 28m 54s left'
    })
    // A status change is a line of its own; nothing is said twice in a row for no reason.
    expect(lines.filter(line => line.text.includes('still')).length).toBeGreaterThanOrEqual(19)
    expect(lines.filter(line => line.text.endsWith(' DEPLOYED'))).toHaveLength(1)
  })

  it('with a fixed poll interval longer than 30 s, the heartbeat still comes every 30 s', async () => {
    const { lines, result } = await wait(LONG_BUILD, { pollIntervalMs: 90_000 })
    expect(
      longestGap(
        lines.map(line => line.at),
        result.elapsedMs
      )
    ).toBeLessThanOrEqual(HEARTBEAT_MS)
  })

  it('before any status: says there is none yet, at the default pace', async () => {
    const clock = new FakeClock()
    const t0 = clock.now()
    let calls = 0
    const lines: string[] = []
    const reset = new TransportError({
      method: 'GET',
      path: '/v2/deployments/d/revisions/r',
      code: 'ECONNRESET',
      detail: 'socket hang up',
      mayHaveReachedServer: true
    })
    const result = await waitForRevision({
      controlPlane: {
        ...UNREAD_DEPLOYMENT,
        getRevision: ({ revisionId }) => {
          // The polls at 0, 9, 18 and 27 s fail on a passing fault: no status until 36 s.
          if (++calls <= 4) return Promise.reject(reset)
          return Promise.resolve({ id: revisionId, status: 'DEPLOYED', source_revision_config: {} })
        }
      },
      deploymentId: 'd',
      revisionId: 'r',
      clock,
      deadline: Deadline.after(clock, 60_000),
      logger: { ...recordingLogger(), info: text => lines.push(text) }
    })
    expect(result.outcome).toBe('deployed')
    expect(clock.now() - t0).toBe(4 * PLAIN_POLL_MS)
    // The heartbeat at 30 s says there is no status yet, and claims none it never saw.
    expect(lines).toContain('[  0m30s] no status yet: 30 s in this status, 30 s elapsed, 30 s left')
    expect(lines.filter(line => line.includes('still '))).toEqual([])
  })
})

describe('followed logs', () => {
  it('are read at most 5 s apart while in progress, even when the status is polled every 30 s', async () => {
    const { follows, result } = await wait(LONG_BUILD)
    const inProgress = follows.map(f => f.at)
    expect(FOLLOW_LOGS_MS).toBeLessThanOrEqual(5_000)
    // From the first poll to the last poll before DEPLOYED, no gap over 5 s.
    const gaps = inProgress.slice(1).map((at, i) => at - (inProgress[i] ?? 0))
    expect(Math.max(...gaps)).toBeLessThanOrEqual(5_000)
    expect(inProgress[0]).toBe(0)
    expect(result.outcome).toBe('deployed')
  })

  it('are read a last time before the line saying it is live, and never after', async () => {
    const clock = new FakeClock()
    const events: string[] = []
    await waitForRevision({
      controlPlane: scripted(clock, LONG_BUILD),
      deploymentId: 'd',
      revisionId: 'r',
      clock,
      deadline: Deadline.after(clock, 30 * 60_000),
      logger: { ...recordingLogger(), info: text => events.push(text) },
      follow: status => {
        events.push(`follow ${status}`)
        return Promise.resolve()
      }
    })
    const live = events.findIndex(
      event => event.endsWith(' DEPLOYED') && !event.startsWith('follow')
    )
    expect(events[live - 1]).toBe('follow DEPLOYED')
    expect(events.slice(live + 1).filter(event => event.startsWith('follow'))).toEqual([])
  })

  it('do not change the pace of the status poll', async () => {
    const polls = async (follow: boolean): Promise<number[]> => {
      const clock = new FakeClock()
      const t0 = clock.now()
      const script = scripted(clock, LONG_BUILD)
      const at: number[] = []
      await waitForRevision({
        controlPlane: {
          ...script,
          getRevision: request => {
            at.push(clock.now() - t0)
            return script.getRevision(request)
          }
        },
        deploymentId: 'd',
        revisionId: 'r',
        clock,
        deadline: Deadline.after(clock, 30 * 60_000),
        logger: recordingLogger(),
        follow: follow ? () => Promise.resolve() : undefined
      })
      return at
    }
    const alone = await polls(false)
    expect(await polls(true)).toEqual(alone)
    // The default pace with no history: the quiet gap before the build; in it, closer gaps as it
    // begins, then the plain one.
    const gaps = alone.slice(1).map((at, i) => at - (alone[i] ?? 0))
    expect(new Set(gaps.filter(gap => gap >= PLAIN_POLL_MS))).toEqual(
      new Set([QUIET_POLL_MS, PLAIN_POLL_MS])
    )
    expect(Math.min(...gaps)).toBe(PACE.watchStartMs)
  })
})

describe('the pace learns from the history it is given', () => {
  /** When each poll came, for a revision whose statuses begin at the times given. */
  async function pollTimes(
    steps: readonly [number, string][],
    extra: Pick<WaitOptions, 'history'>
  ): Promise<number[]> {
    const clock = new FakeClock()
    const t0 = clock.now()
    const script = scripted(clock, steps)
    const times: number[] = []
    await waitForRevision({
      controlPlane: {
        ...script,
        getRevision: request => {
          times.push(clock.now() - t0)
          return script.getRevision(request)
        }
      },
      deploymentId: 'dep-1',
      revisionId: 'rev-1',
      ...extra,
      clock,
      deadline: Deadline.after(clock, 1_800_000),
      logger: recordingLogger()
    })
    return times
  }

  /** The gaps between polls that began from `from` up to `to` ms. */
  const gapsBetween = (times: readonly number[], from: number, to: number): number[] =>
    times
      .slice(1)
      .map((at, i) => [times[i] ?? 0, at - (times[i] ?? 0)] as const)
      .filter(([begun]) => begun >= from && begun < to)
      .map(([, gap]) => gap)

  const at = Date.UTC(2026, 0, 1)
  /** Earlier revisions that went live `seconds` after their creation. */
  const went = (...seconds: number[]): WaitOptions['history'] =>
    seconds.map(s => ({ status: 'DEPLOYED', createdAt: at, updatedAt: at + s * 1000 }))

  it('gathers polls where the earlier revisions went live, and waits before', async () => {
    const longDeploy: [number, string][] = [
      [0, 'BUILDING'],
      [60_000, 'DEPLOYING'],
      [425_000, 'DEPLOYED']
    ]
    // Went live after 420, 430 and 425 s: a steady deployment of about 7 minutes.
    const learnt = await pollTimes(longDeploy, { history: went(420, 430, 425) })
    const blind = await pollTimes(longDeploy, {})
    expect(Math.max(...gapsBetween(learnt, 410_000, 440_000))).toBeLessThan(PLAIN_POLL_MS / 2)
    expect(Math.min(...gapsBetween(learnt, 80_000, 300_000))).toBeGreaterThan(PLAIN_POLL_MS)
    expect(new Set(gapsBetween(blind, 40_000, 400_000))).toEqual(new Set([PLAIN_POLL_MS]))
    // The build keeps the pace of its failures, history or none.
    expect(gapsBetween(learnt, 0, 60_000)).toEqual(gapsBetween(blind, 0, 60_000))
    // Seen within the shortest gap (the blind pace's lag is its luck: here 7 ms), for no more polls.
    expect((learnt.at(-1) ?? 0) - 425_000).toBeLessThanOrEqual(PACE.minMs)
    expect(learnt.length).toBeLessThanOrEqual(blind.length)
  })
})

/**
 * A revision whose status, at `elapsed` ms, is the last step begun by then, read as the HTTP
 * layer reads it: no request once the deadline has passed. Records when each poll was answered.
 */
function strictScripted(clock: FakeClock, deadline: Deadline, steps: readonly [number, string][]) {
  const t0 = clock.now()
  const polls: number[] = []
  const controlPlane: WaitOptions['controlPlane'] = {
    ...UNREAD_DEPLOYMENT,
    getRevision: ({ revisionId }) => {
      if (deadline.expired()) return Promise.reject(new DeadlineError('GET was not sent'))
      const elapsed = clock.now() - t0
      polls.push(elapsed)
      const status = steps.filter(([at]) => at <= elapsed).at(-1)?.[1] ?? 'CREATING'
      return Promise.resolve({ id: revisionId, status, source_revision_config: {} } as Revision)
    }
  }
  return { controlPlane, polls }
}

/** A wait at the default pace (no poll interval) with the default timeout, 1800 s. */
async function waitAtDefaultPace(steps: readonly [number, string][]) {
  const clock = new FakeClock()
  const deadline = Deadline.after(clock, 1_800_000)
  const { controlPlane, polls } = strictScripted(clock, deadline, steps)
  const lines: string[] = []
  const statuses: string[] = []
  const result = await waitForRevision({
    controlPlane,
    deploymentId: 'dep-1',
    revisionId: 'rev-1',
    clock,
    deadline,
    lastLookMs: 30_000,
    logger: { ...recordingLogger(), info: text => lines.push(text) },
    onStatus: status => statuses.push(status)
  })
  return { result, polls, lines, statuses }
}

describe('the last look at the deadline', () => {
  const building: [number, string][] = [
    [0, 'QUEUED'],
    [20_000, 'BUILDING']
  ]

  it('at the default pace, a revision DEPLOYED in the last seconds before the deadline is a success', async () => {
    // Where the default pace polls last before the deadline, for a build that never ends.
    const probe = await waitAtDefaultPace(building)
    const regular = probe.polls.filter(at => at < 1_800_000)
    const lastRegular = regular.at(-1) ?? 0
    expect(1_800_000 - lastRegular).toBeGreaterThan(2_000)
    // Live between that poll and the deadline: only a look at the deadline can see it.
    const liveAt = Math.round((lastRegular + 1_800_000) / 2)
    const { result, polls, lines, statuses } = await waitAtDefaultPace([
      ...building,
      [liveAt, 'DEPLOYED']
    ])
    expect(result.outcome).toBe('deployed')
    expect(result.status).toBe('DEPLOYED')
    expect(polls.at(-1)).toBe(1_800_000)
    expect(statuses.at(-1)).toBe('DEPLOYED')
    expect(lines).toContain(
      '[ 30m00s] The time is up (timeout-seconds): one last look at revision rev-1.'
    )
  })

  it('out of time, the status returned (and published) is the one the service said last', async () => {
    const probe = await waitAtDefaultPace(building)
    const lastRegular = probe.polls.filter(at => at < 1_800_000).at(-1) ?? 0
    const { result, statuses } = await waitAtDefaultPace([
      ...building,
      [Math.round((lastRegular + 1_800_000) / 2), 'DEPLOYING']
    ])
    expect(result.outcome).toBe('timeout')
    expect(result.status).toBe('DEPLOYING')
    expect(statuses.at(-1)).toBe('DEPLOYING')
  })
})

describe('the switch-over', () => {
  it('reads the deployment once more when the time is up, and sees it serve the revision', async () => {
    const clock = new FakeClock()
    const t0 = clock.now()
    const deadline = Deadline.after(clock, 12_000)
    const reads: number[] = []
    const deployment = (active: string): Deployment => ({
      id: 'dep-1',
      name: 'agent',
      active_revision_id: active
    })
    const controlPlane = {
      getDeployment: () => {
        if (deadline.expired()) return Promise.reject(new DeadlineError('GET was not sent'))
        reads.push(clock.now() - t0)
        return Promise.resolve(deployment(clock.now() - t0 >= 11_000 ? 'rev-new' : 'rev-old'))
      }
    } as unknown as ControlPlane
    const result = await waitForSwitchOver({
      controlPlane,
      deploymentId: 'dep-1',
      revisionId: 'rev-new',
      baseline: {
        latestId: 'rev-old',
        activeId: 'rev-old',
        oldIds: new Set(['rev-old']),
        history: []
      },
      pollIntervalMs: 5_000,
      clock,
      deadline,
      lastLookMs: 30_000,
      logger: recordingLogger()
    })
    expect(result.serving).toBe('serving')
    expect(reads).toEqual([0, 5_000, 10_000, 12_000])
  })
})

describe('servingState', () => {
  it.each<[string, string | null | undefined, string | null | undefined, Serving]>([
    ['this run’s revision is active', 'mine', 'mine', 'serving'],
    ['no revision is active yet', null, 'mine', 'switching'],
    ['the revision before the write still serves', 'r1', 'mine', 'switching'],
    ['the active one from before the write still serves', 'r0', 'rival', 'switching'],
    ['an unknown older one serves while this one is the latest', 'r-9', 'mine', 'switching'],
    ['a revision newer than this one took over', 'rival', 'rival', 'replaced'],
    ['an unknown one serves, the latest not said', 'rival', undefined, 'replaced'],
    ['the install does not send active_revision_id', undefined, 'mine', 'unreported'],
    ['nor the latest revision', undefined, undefined, 'unreported'],
    [
      'without active_revision_id, the latest is from before the write',
      undefined,
      'r1',
      'unreported'
    ],
    // Seed 2997 (F6): another writer's newer revision, and nothing says which serves.
    [
      'without active_revision_id, a revision newer than this one',
      undefined,
      'rival',
      'newer-unreported'
    ]
  ])('%s', (_name, active, latest, expected) => {
    const deployment = { active_revision_id: active, latest_revision_id: latest }
    expect(
      servingState(
        deployment,
        'mine',
        baselineOf({ latest_revision_id: 'r1', active_revision_id: 'r0' })
      )
    ).toBe(expected)
  })
})

describe('a deployment another writer deletes during the wait', () => {
  const start = emulatorPerTest()
  const KEY = 'lsv2_sk_wait_test'

  /**
   * A deployment just created on an emulator whose revisions take 10 s a status, and whose
   * deletions last `deleteMs`; `deleteAt(n)` has another writer delete it, over HTTP, at the end
   * of the wait's nth sleep. The run's client and runtime are on that clock.
   */
  async function world(deleteMs: number) {
    const fake = new FakeClock()
    const emulator = await start({ apiKey: KEY, now: () => fake.now(), stepMs: 10_000, deleteMs })
    const created = await createDeployment(emulator, createBody('deleted-meanwhile'))
    const other = emulatorDeps(emulator, KEY, { clock: fake, logger: recordingLogger() })
    const deleteNow = () =>
      other.controlPlane.deleteDeployment({ id: created.id, deleteTracingProject: false })
    let sleeps = 0
    let deleteAfter = Number.POSITIVE_INFINITY
    const clock: Clock = {
      now: () => fake.now(),
      sleep: async (ms, signal) => {
        await fake.sleep(ms, signal)
        if (++sleeps === deleteAfter) await deleteNow()
      }
    }
    const logger = recordingLogger()
    const ours = emulatorDeps(emulator, KEY, { clock: fake, logger })
    const deleteAt = (n: number) => {
      deleteAfter = n
    }
    return { emulator, created, clock, logger, ours, deleteAt, deleteNow }
  }

  type World = Awaited<ReturnType<typeof world>>

  /** The wait for the created deployment's first revision, as run/wait.ts starts it. */
  const revisionWait = (w: World) =>
    waitForRevision({
      controlPlane: w.ours.controlPlane,
      deploymentId: w.created.id,
      revisionId: revisionOf(w.created),
      pollIntervalMs: 10_000,
      clock: w.clock,
      deadline: w.ours.deadline,
      logger: w.logger
    })

  /** The wait for the deployment to serve that revision, as run/wait.ts follows it. */
  const switchOver = (w: World) =>
    waitForSwitchOver({
      controlPlane: w.ours.controlPlane,
      deploymentId: w.created.id,
      revisionId: revisionOf(w.created),
      baseline: baselineOf(undefined),
      clock: w.clock,
      deadline: w.ours.deadline,
      logger: w.logger
    })

  it('being deleted (AWAITING_DELETE) while its revision goes DEPLOYED: the switch-over fails, saying so', async () => {
    // The deletion outlasts the run: the deployment answers AWAITING_DELETE, its revision goes on.
    const w = await world(600_000)
    w.deleteAt(2)
    const revision = await revisionWait(w)
    expect(revision.outcome).toBe('deployed')
    expect(deployment(w.emulator, w.created.id).status).toBe('AWAITING_DELETE')
    const failure = await switchOver(w).then(
      () => undefined,
      (error: unknown) => error
    )
    expect(failure).toBeInstanceOf(DeletedDuringWaitError)
    expect(failure).toMatchObject({ deploymentId: w.created.id, status: 'AWAITING_DELETE' })
    expect(String(failure)).toContain(
      `Deployment "deleted-meanwhile" (${w.created.id}) is being deleted by someone else (status AWAITING_DELETE) while this run waited for revision ${revisionOf(w.created)}: that revision will not serve, so the run fails`
    )
  })

  it('gone (404) by the time the deployment is read: the switch-over fails, saying it was deleted', async () => {
    const w = await world(0)
    expect((await revisionWait(w)).outcome).toBe('deployed')
    await w.deleteNow()
    await expect(switchOver(w)).rejects.toThrow(
      `Deployment ${w.created.id} was deleted by someone else (a read of it answers 404) while this run waited for revision ${revisionOf(w.created)}`
    )
  })

  it('gone (404) while its revision builds: the revision wait fails, saying it was deleted', async () => {
    const w = await world(0)
    w.deleteAt(2)
    const failure = await revisionWait(w).then(
      () => undefined,
      (error: unknown) => error
    )
    expect(failure).toBeInstanceOf(DeletedDuringWaitError)
    expect(String(failure)).toContain(`Deployment ${w.created.id} was deleted by someone else`)
    // The revision read answered 404 first; the deployment's read told why.
    const reads = w.emulator.requests.map(r => `${r.method} ${r.path} ${r.status ?? ''}`)
    expect(reads.slice(-2)).toEqual([
      `GET /v2/deployments/${w.created.id}/revisions/${revisionOf(w.created)} 404`,
      `GET /v2/deployments/${w.created.id} 404`
    ])
  })

  it('a revision that answers 404 while its deployment stands is thrown as it is', async () => {
    const w = await world(0)
    const missing = '00000000-0000-4000-8000-00000000dead'
    const failure = await waitForRevision({
      controlPlane: w.ours.controlPlane,
      deploymentId: w.created.id,
      revisionId: missing,
      clock: w.clock,
      deadline: w.ours.deadline,
      logger: w.logger
    }).then(
      () => undefined,
      (error: unknown) => error
    )
    expect(failure).not.toBeInstanceOf(DeletedDuringWaitError)
    expect(String(failure)).toContain(`Revision ID ${missing} not found`)
  })
})

/** The first revision of a deployment just created. */
function revisionOf(created: WireDeployment): string {
  const id = created.latest_revision_id
  if (typeof id !== 'string') throw new Error('created without a revision')
  return id
}

/** The deployment as the emulator has it now. */
function deployment(emulator: RunningEmulator, id: string): WireDeployment {
  const found = emulator.state.deployment(id)
  if (found === undefined) throw new Error(`no deployment ${id}`)
  return found.deployment
}
