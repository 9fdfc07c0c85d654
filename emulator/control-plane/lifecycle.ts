/**
 * The life of one revision, computed from the clock: no timers, so nothing leaks and a test can
 * move time forward by replacing `now`. A revision walks the in-flight steps in order, spending
 * the scheduled number of milliseconds in each, and ends in its planned outcome unless it stalls
 * or a newer revision supersedes it first.
 */

/** Every revision status the public reference lists. */
export type RevisionStatus =
  | 'CREATING'
  | 'QUEUED'
  | 'AWAITING_BUILD'
  | 'BUILDING'
  | 'AWAITING_DEPLOY'
  | 'DEPLOYING'
  | 'DEPLOYED'
  | 'CREATE_FAILED'
  | 'BUILD_FAILED'
  | 'DEPLOY_FAILED'
  | 'SKIPPED'
  | 'INTERRUPTED'
  | 'UNKNOWN'

/** The statuses a revision passes through on its way to `DEPLOYED`, in order. */
export const IN_FLIGHT_STEPS = [
  'CREATING',
  'AWAITING_BUILD',
  'BUILDING',
  'AWAITING_DEPLOY',
  'DEPLOYING'
] as const

/** A status a revision passes through on its way to `DEPLOYED`. */
export type InFlightStatus = (typeof IN_FLIGHT_STEPS)[number]

/** How a revision ends when nothing stops it: live, or failed in the build or the deploy phase. */
export type RevisionOutcome = 'DEPLOYED' | 'BUILD_FAILED' | 'DEPLOY_FAILED'

/** Milliseconds a revision spends in each in-flight status. Zero everywhere: DEPLOYED at once. */
export type RevisionSchedule = Readonly<Record<InFlightStatus, number>>

/** Log phases, named as the logs endpoint's `type` parameter names them. */
export type LogPhase = 'build' | 'deploy'

/** Everything decided about a revision when it is created. */
export interface RevisionPlan {
  readonly schedule: RevisionSchedule
  readonly outcome: RevisionOutcome
  /** The revision reaches this status and stays there forever. */
  readonly stallAt?: InFlightStatus | undefined
  /** Lines of each phase, oldest first; the last one is written when the phase ends. */
  readonly logs: Readonly<Record<LogPhase, readonly string[]>>
  /** `status_message` of a failed revision. */
  readonly failureMessage: string
  /** The build log of a real build, each line at the offset it was written (over `logs.build`). */
  readonly builtLines?: readonly TimedLogLine[] | undefined
}

/**
 * What a real build of a revision (the emulator running LangChain's agent server) has done so
 * far: kept on the revision, written as it goes. Its clock offsets are ms after the revision's
 * creation, as the plan's.
 */
export interface BuildProgress {
  /** The build log so far: the install's output, then the server's start-up output. */
  readonly lines: TimedLogLine[]
  /** How the build ended (the server answered, or the build failed); absent while it runs. */
  ended?: { readonly offset: number; readonly ok: boolean; readonly message: string }
}

/** The steps up to the build: a scripted stall in one of them decides before any build. */
const UP_TO_BUILD: readonly InFlightStatus[] = ['CREATING', 'AWAITING_BUILD', 'BUILDING']

/** Whether a revision of this plan reaches its build at all (no scripted failure or stall first). */
export function plansBuild(plan: RevisionPlan): boolean {
  return (
    plan.outcome !== 'BUILD_FAILED' &&
    (plan.stallAt === undefined || !UP_TO_BUILD.includes(plan.stallAt))
  )
}

/**
 * The plan as a real build makes it: BUILDING lasts until the build ended (at least its scripted
 * time), the build log is the build's own, and a failed build ends BUILD_FAILED with its message.
 * The scripted plan stands where it decides first: a scripted build failure, a stall up to BUILDING.
 */
export function builtPlan(plan: RevisionPlan, build: BuildProgress | undefined): RevisionPlan {
  if (build === undefined || !plansBuild(plan)) return plan
  const withLog = { ...plan, builtLines: build.lines }
  const { ended } = build
  if (ended === undefined) return { ...withLog, stallAt: 'BUILDING' }
  const start = plan.schedule.CREATING + plan.schedule.AWAITING_BUILD
  const building = Math.max(plan.schedule.BUILDING, ended.offset - start)
  const schedule = { ...plan.schedule, BUILDING: building }
  if (ended.ok) return { ...withLog, schedule }
  return {
    ...withLog,
    schedule,
    outcome: 'BUILD_FAILED',
    stallAt: undefined,
    failureMessage: ended.message
  }
}

/** A status and the offset (ms after creation) at which the revision entered it. */
export interface TimedStatus {
  readonly status: RevisionStatus
  readonly since: number
}

/** One log line with its offset (ms after the revision's creation). */
export interface TimedLogLine {
  readonly offset: number
  readonly message: string
  readonly level: 'INFO' | 'ERROR'
}

/** A line of a failing phase that the service logs at ERROR: pip's, BuildKit's, an exception. */
const ERROR_LINE = /\bERROR\b|^[A-Za-z]+(Error|Exception): /

/** The status that the revision sits in at the start of each log phase. */
const PHASE_STEP: Readonly<Record<LogPhase, InFlightStatus>> = {
  build: 'BUILDING',
  deploy: 'DEPLOYING'
}

/** Builds a full schedule from one step duration and per-status overrides. */
export function makeSchedule(
  stepMs: number,
  overrides: Partial<RevisionSchedule> = {}
): RevisionSchedule {
  const schedule = {} as Record<InFlightStatus, number>
  for (const step of IN_FLIGHT_STEPS) {
    schedule[step] = Math.max(0, overrides[step] ?? stepMs)
  }
  return schedule
}

/** True for a status after which a revision never changes again. */
export function isTerminal(status: RevisionStatus): boolean {
  return (
    status === 'DEPLOYED' ||
    status === 'SKIPPED' ||
    status === 'INTERRUPTED' ||
    status.includes('FAILED')
  )
}

/**
 * The status of a revision `elapsed` ms after its creation, ignoring supersession (the caller
 * freezes a superseded revision as SKIPPED).
 */
export function statusAt(plan: RevisionPlan, elapsed: number): TimedStatus {
  let start = 0
  for (const step of IN_FLIGHT_STEPS) {
    if (step === plan.stallAt) return { status: step, since: start }
    const end = start + plan.schedule[step]
    if (elapsed < end) return { status: step, since: start }
    start = end
    if (step === 'BUILDING' && plan.outcome === 'BUILD_FAILED') {
      return { status: 'BUILD_FAILED', since: start }
    }
    if (step === 'DEPLOYING' && plan.outcome === 'DEPLOY_FAILED') {
      return { status: 'DEPLOY_FAILED', since: start }
    }
  }
  return { status: 'DEPLOYED', since: start }
}

/** Start offset and duration of a phase, or undefined when the plan never reaches it. */
function phaseWindow(
  plan: RevisionPlan,
  phase: LogPhase
): { start: number; duration: number; stalls: boolean } | undefined {
  const target = PHASE_STEP[phase]
  let start = 0
  for (const step of IN_FLIGHT_STEPS) {
    if (step === target) {
      return { start, duration: plan.schedule[step], stalls: plan.stallAt === step }
    }
    if (step === plan.stallAt) return undefined
    if (step === 'BUILDING' && plan.outcome === 'BUILD_FAILED') return undefined
    start += plan.schedule[step]
  }
  return undefined
}

/**
 * The log lines of a phase written by `elapsed` ms after creation. Lines are spread over the
 * phase; the last one (the outcome) is written as the phase ends, so a stalled phase never
 * shows it, and a revision superseded at `cutoff` writes nothing after that.
 */
export function logLinesAt(
  plan: RevisionPlan,
  phase: LogPhase,
  elapsed: number,
  cutoff = Number.POSITIVE_INFINITY
): TimedLogLine[] {
  if (phase === 'build' && plan.builtLines !== undefined) {
    return plan.builtLines.filter(line => line.offset <= elapsed && line.offset <= cutoff)
  }
  const window = phaseWindow(plan, phase)
  const lines = plan.logs[phase]
  if (window === undefined || lines.length === 0) return []
  const failing =
    (phase === 'build' && plan.outcome === 'BUILD_FAILED') ||
    (phase === 'deploy' && plan.outcome === 'DEPLOY_FAILED')
  const last = lines.length - 1
  const visible: TimedLogLine[] = []
  lines.forEach((message, index) => {
    const isLast = index === last
    if (isLast && window.stalls) return
    const offset = isLast
      ? window.start + window.duration
      : window.start + Math.floor((window.duration * index) / lines.length)
    if (offset > elapsed || offset > cutoff) return
    const error = failing && (isLast || ERROR_LINE.test(message))
    visible.push({ offset, message, level: error ? 'ERROR' : 'INFO' })
  })
  return visible
}
