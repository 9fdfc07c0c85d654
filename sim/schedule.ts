// Owns a schedule: everything one seed decides of a simulated run (the action's inputs, the world
// it meets, the adversary's incidents), as plain data drawn from named streams of that seed.
import type { Move, MovePace } from '../emulator/faults/adversary.js'
import type { EmulatorQuirks, Fault, InFlightStatus, RevisionOutcome } from '../emulator/index.js'
import { Rng } from './random.js'
import { type Runner, drawRunner, runnerInputs } from './runner.js'

export type Mode = 'deploy' | 'rollback'

/** The kinds of request the action sends that an incident can strike. */
export const REQUEST_KINDS = [
  'lookup',
  'deployment',
  'revisions',
  'revision',
  'logs',
  'write',
  'redeploy',
  'interrupt',
  'smoke',
  'any'
] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

/** Where an incident strikes: the action's nth request of a kind (before it is handled), or its nth sleep. */
export interface Trigger {
  readonly on: RequestKind | 'sleep'
  readonly nth: number
}

/** The faults an incident plays on the request it strikes. */
export type IncidentFault = Extract<
  Fault,
  {
    kind:
      | 'status'
      | 'reset'
      | 'hang'
      | 'drop-response'
      | 'apply-then-hang'
      | 'stale-read'
      | 'truncate'
      | 'malformed-json'
  }
>

/** One thing that happens during the run: a fault, another writer's move, a cancel, or some of them at once. */
export interface Incident {
  readonly at: Trigger
  readonly fault?: IncidentFault
  readonly move?: Move
  /** The workflow is cancelled here (at a request: while it hangs, after it was handled). */
  readonly cancel: boolean
}

/** How the action's own revisions go. */
export interface Build {
  readonly stepMs: number
  readonly outcome: RevisionOutcome
  readonly stallAt?: InFlightStatus
}

/** The world the action meets. */
export interface World {
  /** `upload`: the action packs the runner's workspace (a create: no deployment before). */
  readonly source: 'github' | 'image' | 'upload'
  /** Whether the deployment exists before the run (always, for a rollback). */
  readonly exists: boolean
  /** Its revisions that went live before the run, each from another ref or image (1 to 3). */
  readonly releases: number
  readonly build: Build
  readonly quirks: Partial<EmulatorQuirks>
  /** False plays an older install: updates go through the PATCH. */
  readonly createRevisionRoute: boolean
  /** Optional fields every deployment answer leaves out. */
  readonly terse: readonly ('active_revision_id' | 'latest_revision_id')[]
  /** A smoke run's stream that fails (5xx) where the agent would pass. */
  readonly smokeFault: boolean
  /** `mode: rollback`: what `revision-id` names (an older release, the serving one), if given. */
  readonly rollbackTo: 'none' | 'older' | 'serving'
  /** The runner: the workflow's repository, the control plane's host, an upload's workspace. */
  readonly runner: Runner
}

/** Everything one seed decides. */
export interface Schedule {
  readonly seed: number
  readonly mode: Mode
  /** The inputs but those of the emulator (api-url, api-key, workspace-id) and `revision-id`. */
  readonly inputs: Readonly<Record<string, string>>
  readonly world: World
  readonly incidents: readonly Incident[]
}

/** The deployment a seed's run works on. */
export const deploymentNameOf = (seed: number): string => `sim-${seed}`

/** The image repository of image deployments; the action deploys its tag `v2`. */
export const IMAGE_REPO = 'registry.example.com/agent'

/** Draws the schedule of `seed`. */
export function drawSchedule(seed: number): Schedule {
  const mode: Mode = Rng.of(seed, 'mode').chance(0.3) ? 'rollback' : 'deploy'
  const drawn = drawWorld(Rng.of(seed, 'world'), mode)
  // A stream of its own: the runner moves no draw of the schedules drawn before it was.
  const reach = Rng.of(seed, 'runner')
  const upload = mode === 'deploy' && drawn.source === 'github' && reach.chance(0.15)
  const updates = mode === 'deploy' && drawn.source === 'github' && drawn.exists
  const runner = drawRunner(reach, upload, updates)
  const world: World = upload
    ? { ...drawn, source: 'upload', exists: false, runner }
    : { ...drawn, runner }
  const inputs = drawInputs(Rng.of(seed, 'inputs'), seed, mode, drawn)
  const incidents = drawIncidents(Rng.of(seed, 'incidents'), mode)
  const reached = runnerInputs(reach, runner, mode === 'deploy', inputs)
  // The eval gate's runs have the smoke step's budget, the one timer the clock runs beside the work.
  if (reached['eval-dataset'] !== undefined) {
    reached['smoke-timeout-seconds'] = String(SMOKE_TIMEOUT_SECONDS)
  }
  return {
    seed,
    mode,
    inputs: reached,
    world,
    // Another writer of an upload's deployment creates or deletes it; it pushes no tree of its own.
    incidents: upload ? incidents.map(withoutTreeMove) : incidents
  }
}

function withoutTreeMove(incident: Incident): Incident {
  const kind = incident.move?.kind
  if (kind === undefined || kind === 'create' || kind === 'delete') return incident
  const { move: _move, ...rest } = incident
  return rest
}

function drawWorld(rng: Rng, mode: Mode): Omit<World, 'runner'> {
  const stallAt = rng.chance(0.04) ? ('BUILDING' as const) : undefined
  const build: Build = {
    stepMs: rng.weighted([
      [0, 15],
      [2_000, 30],
      [10_000, 30],
      [60_000, 20],
      [240_000, 5]
    ]),
    outcome: rng.weighted<RevisionOutcome>([
      ['DEPLOYED', 75],
      ['BUILD_FAILED', 12],
      ['DEPLOY_FAILED', 13]
    ]),
    ...(stallAt === undefined ? {} : { stallAt })
  }
  return {
    source: rng.chance(0.2) ? 'image' : 'github',
    exists: mode === 'rollback' || rng.chance(0.8),
    releases: rng.int(mode === 'rollback' ? 2 : 1, 3),
    build,
    quirks: {
      revisionListLagMs: rng.weighted([
        [0, 70],
        [5_000, 15],
        [30_000, 15]
      ]),
      readsBehindWrites: rng.weighted([
        [0, 88],
        [1, 9],
        [2, 3]
      ]),
      patchResponseRevision: rng.pick(['new', 'previous', 'omitted'] as const)
    },
    createRevisionRoute: rng.chance(0.75),
    terse: rng.weighted<World['terse']>([
      [[], 70],
      [['active_revision_id'], 12],
      [['latest_revision_id'], 8],
      [['active_revision_id', 'latest_revision_id'], 10]
    ]),
    smokeFault: rng.chance(0.1),
    rollbackTo: rng.weighted<World['rollbackTo']>([
      ['none', 40],
      ['older', 50],
      ['serving', 10]
    ])
  }
}

function drawInputs(
  rng: Rng,
  seed: number,
  mode: Mode,
  world: Omit<World, 'runner'>
): Record<string, string> {
  const inputs: Record<string, string> = {
    'deployment-name': deploymentNameOf(seed),
    'timeout-seconds': String(
      rng.weighted([
        [60, 35],
        [300, 45],
        [1800, 20]
      ])
    ),
    'on-cancel': rng.pick(['leave', 'interrupt'])
  }
  const smoke = rng.chance(mode === 'deploy' ? 0.5 : 0.25)
  if (smoke) {
    inputs['smoke-test'] = 'true'
    inputs['smoke-timeout-seconds'] = String(SMOKE_TIMEOUT_SECONDS)
    if (rng.chance(0.4)) inputs['smoke-assistant-id'] = 'failing'
  } else if (rng.chance(0.15)) inputs.wait = 'false'
  if (mode === 'rollback') return { ...inputs, mode: 'rollback' }
  if (smoke && rng.chance(0.65)) inputs['rollback-on-failure'] = 'true'
  if (world.source === 'image') {
    return { ...inputs, 'image-uri': `${IMAGE_REPO}:v2`, 'listener-id': LISTENER_INPUT }
  }
  return rng.chance(0.3) ? { ...inputs, 'repo-ref': 'main' } : inputs
}

/**
 * The smoke step's timeout the simulation gives (`smoke-timeout-seconds`): the step's own timer is
 * the one sleep of this length, and the only one the run does not wait on (see world.ts SimClock).
 */
export const SMOKE_TIMEOUT_SECONDS = 97

/** Replaced by the emulator's listener when the run starts. */
export const LISTENER_INPUT = '<listener>'

const WRITE_FAULTS: readonly (readonly [IncidentFault | undefined, number])[] = [
  [undefined, 25],
  [{ kind: 'status', status: 503 }, 12],
  [{ kind: 'status', status: 500 }, 8],
  [{ kind: 'reset' }, 10],
  [{ kind: 'hang' }, 5],
  [{ kind: 'drop-response' }, 20],
  [{ kind: 'apply-then-hang' }, 8],
  [{ kind: 'truncate', bytes: 7 }, 7],
  [{ kind: 'malformed-json' }, 5]
]

const READ_FAULTS: readonly (readonly [IncidentFault | undefined, number])[] = [
  [undefined, 35],
  [{ kind: 'status', status: 503 }, 12],
  [{ kind: 'status', status: 502 }, 8],
  [{ kind: 'reset' }, 10],
  [{ kind: 'hang' }, 5],
  [{ kind: 'stale-read' }, 20],
  [{ kind: 'drop-response' }, 10]
]

const MOVES: readonly (readonly [Move['kind'] | 'push-other', number])[] = [
  ['push', 30],
  ['push-other', 15],
  ['ui-deploy', 20],
  ['redeploy', 20],
  ['delete', 5],
  ['create', 10]
]

function drawIncidents(rng: Rng, mode: Mode): Incident[] {
  const count = rng.weighted([
    [0, 10],
    [1, 30],
    [2, 30],
    [3, 20],
    [4, 10]
  ])
  let cancelled = false
  const incidents: Incident[] = []
  for (let i = 0; i < count; i++) {
    const at = drawTrigger(rng, mode)
    let fault = drawFault(rng, at)
    const move = rng.chance(0.5) ? drawMove(rng) : undefined
    const cancel: boolean = !cancelled && rng.chance(0.12)
    cancelled ||= cancel
    // A cancel at a request comes while it hangs: applied or not, as the fault says.
    if (
      cancel &&
      at.on !== 'sleep' &&
      fault?.kind !== 'hang' &&
      fault?.kind !== 'apply-then-hang'
    ) {
      fault = rng.chance(0.5) ? { kind: 'hang' } : { kind: 'apply-then-hang' }
    }
    incidents.push({ at, ...(fault ? { fault } : {}), ...(move ? { move } : {}), cancel })
  }
  return incidents
}

function drawTrigger(rng: Rng, mode: Mode): Trigger {
  const on = rng.weighted<Trigger['on']>([
    ['lookup', 4],
    ['deployment', 14],
    ['revisions', 14],
    ['revision', 14],
    ['logs', 3],
    ['write', mode === 'deploy' ? 24 : 4],
    ['redeploy', mode === 'rollback' ? 24 : 6],
    ['interrupt', 2],
    ['smoke', 4],
    ['any', 6],
    ['sleep', 16]
  ])
  const nth = rng.weighted([
    [1, 60],
    [2, 25],
    [3, 10],
    [4, 5]
  ])
  return { on, nth: on === 'sleep' || on === 'any' ? nth * rng.int(1, 4) : nth }
}

function drawFault(rng: Rng, at: Trigger): IncidentFault | undefined {
  if (at.on === 'sleep') return undefined
  if (at.on === 'smoke') {
    return rng.weighted<IncidentFault | undefined>([
      [undefined, 30],
      [{ kind: 'status', status: 500 }, 40],
      [{ kind: 'reset' }, 30]
    ])
  }
  const writes = at.on === 'write' || at.on === 'redeploy' || at.on === 'interrupt'
  return rng.weighted(writes ? WRITE_FAULTS : READ_FAULTS)
}

function drawMove(rng: Rng): Move {
  const kind = rng.weighted(MOVES)
  const pace = rng.weighted<MovePace>([
    ['at-once', 40],
    ['builds', 45],
    ['fails', 15]
  ])
  switch (kind) {
    case 'push':
      return { kind, ref: 'same', pace }
    case 'push-other':
      return { kind: 'push', ref: 'other', pace }
    case 'redeploy':
    case 'ui-deploy':
      return { kind, pace }
    case 'delete':
    case 'create':
      return { kind }
  }
}
