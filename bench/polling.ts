/**
 * Polling economy: how many requests a poll policy makes over a deploy, and how late it sees the
 * revision's final status.
 *
 * Time is simulated. The emulator runs in this process with a virtual clock (`now`), the real
 * `ControlPlane` client and the real `waitForRevision` loop share that clock, and a sleep moves
 * it forward at once; every poll is still a real HTTP request to the emulator, counted from its
 * request log. Each trial draws the durations of the revision's statuses from the deploy model
 * (each within ±30 % of its nominal length, from a seeded generator, so the numbers reproduce
 * exactly), which spreads the moment of `DEPLOYED` over every phase of a policy's polls. All
 * policies meet the same drawn durations.
 */
import { type Clock, Deadline } from '../src/base/clock.js'
import { ControlPlane } from '../src/control-plane/client.js'
import type { Logger } from '../src/base/log.js'
import { waitForRevision } from '../src/control-plane/wait.js'
import {
  type InFlightStatus,
  type RevisionOutcome,
  type RevisionSchedule,
  startEmulator
} from '../emulator/index.js'
import { type Summary, summarize } from './stats.js'

/** What the polling benchmark needs. */
export interface PollingOptions {
  /** Deploys simulated per model and policy. */
  readonly trials: number
  /** Seed of the generator that draws the status durations. */
  readonly seed: number
  readonly log: (line: string) => void
}

/** A kind of deploy: nominal time in each status, and how it ends. */
export interface DeployModel {
  readonly title: string
  /** Nominal milliseconds per in-flight status; a status left out is skipped. */
  readonly nominal: Readonly<Partial<Record<InFlightStatus, number>>>
  readonly outcome: RevisionOutcome
}

/** A poll policy under test. */
export interface Policy {
  readonly title: string
  /** A fixed interval, or undefined for the adaptive default of `src/poll-policy.ts`. */
  readonly fixedMs: number | undefined
}

/** One policy over the trials of one model. */
export interface PolicyResult {
  readonly policy: Policy
  readonly requests: Summary
  readonly meanRequests: number
  /** Milliseconds from the final status to the wait noticing it. */
  readonly lagMs: Summary
  readonly meanLagMs: number
}

/** Every policy over one model. */
export interface ModelResult {
  readonly model: DeployModel
  readonly results: readonly PolicyResult[]
}

/** What the polling benchmark found. */
export interface PollingResult {
  readonly trials: number
  readonly seed: number
  /** Each status's duration is drawn within this fraction of its nominal length. */
  readonly jitter: number
  readonly models: readonly ModelResult[]
}

/** The adaptive policy must see `DEPLOYED` this late at most, on average (issue 7). */
export const LAG_TARGET_MS = 5_000
/** ...while making at most this share of the 3 s poller's requests. */
export const REQUESTS_TARGET_SHARE = 1 / 3

const JITTER = 0.3
const SECOND = 1000

/** The deploys simulated; the first is the one the targets are about. */
export const MODELS: readonly DeployModel[] = [
  {
    title: 'Ten-minute deploy from source',
    nominal: {
      CREATING: 10 * SECOND,
      AWAITING_BUILD: 20 * SECOND,
      BUILDING: 390 * SECOND,
      AWAITING_DEPLOY: 30 * SECOND,
      DEPLOYING: 150 * SECOND
    },
    outcome: 'DEPLOYED'
  },
  {
    title: 'Short deploy without a build (a prebuilt image)',
    nominal: { CREATING: 10 * SECOND, AWAITING_DEPLOY: 15 * SECOND, DEPLOYING: 60 * SECOND },
    outcome: 'DEPLOYED'
  },
  {
    title: 'Build that fails after five minutes',
    nominal: { CREATING: 10 * SECOND, AWAITING_BUILD: 20 * SECOND, BUILDING: 270 * SECOND },
    outcome: 'BUILD_FAILED'
  }
]

/** The policies compared; the 3 s poller is the yardstick of the request target. */
export const POLICIES: readonly Policy[] = [
  { title: 'fixed 10 s (the default until now)', fixedMs: 10 * SECOND },
  { title: "fixed 60 s (the contract's reference client)", fixedMs: 60 * SECOND },
  { title: 'fixed 3 s', fixedMs: 3 * SECOND },
  { title: 'adaptive (src/poll-policy.ts, the new default)', fixedMs: undefined }
]

const STEPS: readonly InFlightStatus[] = [
  'CREATING',
  'AWAITING_BUILD',
  'BUILDING',
  'AWAITING_DEPLOY',
  'DEPLOYING'
]

const silentLogger: Logger = {
  info: () => undefined,
  debug: () => undefined,
  notice: () => undefined,
  warning: () => undefined,
  error: () => undefined,
  fail: () => undefined,
  group: (_name, fn) => fn()
}

/** A clock whose sleeps move simulated time forward at once. */
class VirtualClock implements Clock {
  private time = Date.UTC(2025, 0, 1)

  now(): number {
    return this.time
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(new Error('aborted'))
    this.time += Math.max(0, ms)
    return Promise.resolve()
  }
}

/** mulberry32: a small seeded generator of numbers in [0, 1), so every run draws the same. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Durations of one trial: each nominal one scaled by a factor within ±{@link JITTER}. */
function drawSchedule(model: DeployModel, random: () => number): RevisionSchedule {
  const schedule = {} as Record<InFlightStatus, number>
  for (const step of STEPS) {
    const nominal = model.nominal[step] ?? 0
    schedule[step] = Math.round(nominal * (1 - JITTER + 2 * JITTER * random()))
  }
  return schedule
}

/** Milliseconds from the revision's creation to its final status. */
function finalOffset(schedule: RevisionSchedule, outcome: RevisionOutcome): number {
  const last: InFlightStatus = outcome === 'BUILD_FAILED' ? 'BUILDING' : 'DEPLOYING'
  let total = 0
  for (const step of STEPS) {
    total += schedule[step]
    if (step === last) break
  }
  return total
}

/** Runs every policy over every model. */
export async function measurePolling(options: PollingOptions): Promise<PollingResult> {
  const clock = new VirtualClock()
  const emulator = await startEmulator({ now: () => clock.now(), requestLogLimit: 100_000 })
  const controlPlane = new ControlPlane({
    baseUrl: emulator.url,
    apiKey: emulator.apiKey,
    workspaceId: emulator.workspaceId,
    userAgent: 'langgraph-deploy-action-bench',
    clock,
    logger: silentLogger
  })
  try {
    const models: ModelResult[] = []
    for (const [m, model] of MODELS.entries()) {
      options.log(`polling: ${model.title}, ${options.trials} trials`)
      const random = seededRandom(options.seed + m)
      const requests = POLICIES.map(() => [] as number[])
      const lags = POLICIES.map(() => [] as number[])
      for (let trial = 0; trial < options.trials; trial++) {
        const schedule = drawSchedule(model, random)
        for (const [p, policy] of POLICIES.entries()) {
          const name = `poll-${m}-${trial}-${p}`
          emulator.setScenario(name, { schedule, outcome: model.outcome })
          const deployment = await controlPlane.createDeployment({
            body: {
              name,
              source: 'github',
              source_config: {
                integration_id: '7c4e2f0a-1b2c-4d5e-8f90-a1b2c3d4e5f6',
                repo_url: 'https://github.com/acme/agent',
                deployment_type: 'dev',
                build_on_push: false
              },
              source_revision_config: { repo_ref: 'main', graph_config_path: 'langgraph.json' },
              secrets: []
            }
          })
          const revisionId = deployment.latest_revision_id
          if (!revisionId) throw new Error(`the emulator created ${name} without a revision`)
          const finalAt = clock.now() + finalOffset(schedule, model.outcome)
          emulator.clearRequests()
          const result = await waitForRevision({
            controlPlane,
            deploymentId: deployment.id,
            revisionId,
            // Undefined: the wait loop's own default, the adaptive policy.
            pollIntervalMs: policy.fixedMs,
            clock,
            deadline: Deadline.after(clock, 3600 * SECOND),
            logger: silentLogger
          })
          if (result.status !== model.outcome) {
            throw new Error(`${name}: the wait ended ${result.outcome} (${result.status})`)
          }
          const polls = emulator.requests.filter(
            request => request.method === 'GET' && request.path.endsWith(`/revisions/${revisionId}`)
          ).length
          requests[p]?.push(polls)
          lags[p]?.push(clock.now() - finalAt)
        }
      }
      models.push({
        model,
        results: POLICIES.map((policy, p) => {
          const polls = requests[p] ?? []
          const lag = lags[p] ?? []
          return {
            policy,
            requests: summarize(polls),
            meanRequests: mean(polls),
            lagMs: summarize(lag),
            meanLagMs: mean(lag)
          }
        })
      })
    }
    return { trials: options.trials, seed: options.seed, jitter: JITTER, models }
  } finally {
    await emulator.close()
  }
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length
}
