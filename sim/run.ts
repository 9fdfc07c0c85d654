// Owns one simulated run: the action's run() in process, on the schedule's virtual clock, against
// the schedule's world, under a real-time watchdog; what is left is a RunRecord, plain data.
import type { LedgerEntry, RevisionTruth } from '../emulator/faults/adversary-ledger.js'
import type { RunOptions } from '../src/main.js'
import { type LogLine, coreRecord, withCore } from './core.js'
import { Rng } from './random.js'
import type { Schedule } from './schedule.js'
import { type HostRequest, withNetwork } from './net.js'
import { type DeploymentTruth, openWorld } from './world.js'

/** The action's `run()`, as main.ts exports it. */
export type RunAction = (options: RunOptions) => Promise<void>

/** One request the action sent, as the emulator logged it. */
export interface SentRequest {
  readonly method: string
  readonly path: string
  readonly status: number | null
  readonly fault: string | undefined
  readonly at: number
}

/** Everything the checkers read of one run: what the action said, and the ground truth. */
export interface RunRecord {
  readonly schedule: Schedule
  /** The API key: it must never show. */
  readonly key: string
  readonly inputs: Readonly<Record<string, string>>
  /** The runner's environment (GITHUB_*) the run was given. */
  readonly env: Readonly<Record<string, string>>
  readonly outputs: Readonly<Record<string, string>>
  /** The message the step failed with; undefined for exit 0. */
  readonly failed: string | undefined
  readonly log: readonly LogLine[]
  readonly summary: string
  readonly requests: readonly SentRequest[]
  /** Every request the action sent past loopback (to a cloud host, or one no one answers). */
  readonly sentToHosts: readonly HostRequest[]
  /** Every change of the state, with who made it, and the action's reads of the deployment. */
  readonly ledger: readonly LedgerEntry[]
  /** Every revision, with who made it and the statuses it held during the run. */
  readonly revisions: readonly RevisionTruth[]
  /** Per deployment ID the ledger names: the revision serving it at the end, if any. */
  readonly servingAtEnd: Readonly<Record<string, string | undefined>>
  /** Per deployment ID the ledger names: whether it exists at the end (not being deleted). */
  readonly existsAtEnd: Readonly<Record<string, boolean>>
  /** Per deployment ID the ledger names: its source and the repository it builds, at the end. */
  readonly sourcesAtEnd: Readonly<Record<string, DeploymentTruth>>
  /** What the adversary did, in order. */
  readonly said: readonly string[]
  readonly cancelled: boolean
  /** Virtual clock times of the start and the end of run(). */
  readonly startedAt: number
  readonly endedAt: number
  readonly realMs: number
  /**
   * Why run() was given up on: a request hung with no one giving up on it (`stuck-request`), or
   * the real-time watchdog ran out; undefined when it returned.
   */
  readonly hung: 'stuck-request' | 'watchdog' | undefined
  /** What run() threw, which it never should. */
  readonly threw: string | undefined
}

/**
 * Per-request timeout of the action's HTTP layer, real milliseconds: a hang costs this much, and a
 * loaded machine must never make an answer this late (a late answer is a lost one).
 */
export const REQUEST_TIMEOUT_MS = 2_000

/**
 * Real milliseconds a request may hang with no one giving up on it before the run counts as hung:
 * the action's own per-request timeout, and 5 s more.
 */
export const HANG_MS = REQUEST_TIMEOUT_MS + 5_000

/** How many times `watchdogMs` of real time a run without progress is given when idle. */
export const WATCHDOG_CEILING = 6

/** The CPU time this process has spent, in milliseconds. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** The API key of a seed's run: distinctive, so that any trace of it in the output is found. */
export const keyOf = (seed: number): string => `lsv2_sk_sim${seed.toString(36)}_c0ffee15dead`

/** Runs `schedule` with `run`, and records it; never throws for what the action does. */
export async function runSchedule(
  schedule: Schedule,
  run: RunAction,
  watchdogMs: number
): Promise<RunRecord> {
  const key = keyOf(schedule.seed)
  const world = await openWorld(schedule, key)
  const { clock, ledger, emulator, controller } = world
  const core = coreRecord(world.inputs)
  const random = Rng.of(schedule.seed, 'jitter')
  const startedAt = clock.now()
  const realStart = performance.now()
  ledger.actor = 'client'
  const action = withCore(core, () =>
    withNetwork(world.network, () =>
      run({
        clock,
        env: world.env,
        signal: controller.signal,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        retry: { baseMs: 1 },
        random: () => random.next()
      })
    )
  )
  let timer: NodeJS.Timeout | undefined
  // Progress is a request or a sleep: a run that makes neither for `watchdogMs` is hung, counted
  // in the CPU time the process spent meanwhile (on a loaded machine each of the runs in flight
  // may wait seconds for a turn; under load 10 two runs waited 10 s) and at most
  // WATCHDOG_CEILING times it in real time (a run left alone, hung, spends none).
  let progress = { mark: '', at: realStart, cpu: cpuMs() }
  const watchdog = new Promise<'stuck-request' | 'watchdog'>(resolve => {
    const look = (): void => {
      const now = performance.now()
      const mark = `${emulator.requests.length} ${clock.now()}`
      if (mark !== progress.mark) progress = { mark, at: now, cpu: cpuMs() }
      const waited = now - progress.at
      const spent = cpuMs() - progress.cpu
      if (world.stuckMs() > HANG_MS) resolve('stuck-request')
      else if (
        waited > watchdogMs &&
        (spent > watchdogMs || waited > WATCHDOG_CEILING * watchdogMs)
      )
        resolve('watchdog')
      else timer = setTimeout(look, 100)
    }
    timer = setTimeout(look, 100)
  })
  let threw: string | undefined
  const ended = action.then(
    () => 'ended' as const,
    (error: unknown) => {
      threw = error instanceof Error ? (error.stack ?? error.message) : String(error)
      return 'ended' as const
    }
  )
  const outcome = await Promise.race([ended, watchdog])
  clearTimeout(timer)
  ledger.actor = 'world'
  const endedAt = clock.now()
  const realMs = performance.now() - realStart
  const ids = [...new Set(ledger.entries.map(entry => entry.deploymentId))]
  const record: RunRecord = {
    schedule,
    key,
    inputs: world.inputs,
    env: world.env,
    outputs: { ...core.outputs },
    failed: core.failed,
    log: [...core.log],
    summary: core.summary.join(''),
    requests: emulator.requests.map(r => ({
      method: r.method,
      path: r.path,
      status: r.status,
      fault: r.fault,
      at: r.receivedAt
    })),
    sentToHosts: [...world.network.sent],
    ledger: [...ledger.entries],
    revisions: ledger.revisions(startedAt),
    servingAtEnd: Object.fromEntries(ids.map(id => [id, ledger.servingNow(id)])),
    existsAtEnd: Object.fromEntries(ids.map(id => [id, ledger.existsNow(id)])),
    sourcesAtEnd: Object.fromEntries(
      ids.flatMap(id => {
        const truth = world.deploymentTruth(id)
        return truth === undefined ? [] : [[id, truth]]
      })
    ),
    said: [...world.said],
    cancelled: controller.signal.aborted,
    startedAt,
    endedAt,
    realMs,
    hung: outcome === 'ended' ? undefined : outcome,
    threw
  }
  // A run the watchdog gave up on is left behind: its requests fail once the emulator is gone.
  await world.close()
  return record
}
