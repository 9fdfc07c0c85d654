// Owns the world of one schedule: a fresh emulator on loopback on the run's virtual clock, the
// deployment's history, how the action's builds go, terse answers, and the incidents armed.
import type { Duplex } from 'node:stream'
import { Emulator } from '../emulator/emulator.js'
import { type Ledger, keepLedger } from '../emulator/faults/adversary-ledger.js'
import { type AdversaryTarget, withoutFields } from '../emulator/faults/adversary.js'
import {
  DEFAULT_INTEGRATIONS,
  type RequestLogEntry,
  type RunningEmulator
} from '../emulator/index.js'
import { SimClock } from './clock.js'
import { armIncidents } from './incidents.js'
import { CLOUD_HOSTS, type Network } from './net.js'
import { pipe } from './pipe.js'
import { EVAL_DATASET, runnerEnv } from './runner.js'
import { IMAGE_REPO, LISTENER_INPUT, type Schedule, deploymentNameOf } from './schedule.js'
import { workspaceOf } from './workspace.js'

export const WORKSPACE = '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f'
const [INTEGRATION] = DEFAULT_INTEGRATIONS
const INTEGRATION_ID = INTEGRATION?.id ?? ''
/** The repository the deployments build (the world's, and the adversary's creates). */
const REPO_URL = INTEGRATION?.repos[0] ?? ''

/** The eval gate's dataset in every world's LangSmith: two questions, their answers. */
const DATASETS = [
  {
    name: EVAL_DATASET,
    examples: [0, 1].map(i => ({
      inputs: { messages: [{ role: 'user', content: `say word${i}` }] },
      outputs: { answer: `word${i}` }
    }))
  }
]

const HOUR_MS = 3_600_000

/** What a deployment builds, as the emulator holds it. */
export interface DeploymentTruth {
  readonly source: string
  readonly repoUrl: string | undefined
}

/** One schedule's world, ready for the action. */
export interface SimWorld {
  readonly emulator: RunningEmulator
  readonly ledger: Ledger
  readonly clock: SimClock
  readonly controller: AbortController
  /** The inputs of the run, the emulator's and `revision-id` filled in. */
  readonly inputs: Readonly<Record<string, string>>
  /** The runner's environment (GITHUB_*), as the schedule's runner has it. */
  readonly env: Readonly<Record<string, string>>
  /** Its network past loopback: the cloud hosts, answered by the emulator. */
  readonly network: Network
  /** What the adversary did, in order. */
  readonly said: readonly string[]
  /** What deployment `id` builds now; undefined for one the emulator does not know. */
  deploymentTruth(id: string): DeploymentTruth | undefined
  /** Real milliseconds the longest-hanging request has waited with no one giving up on it. */
  stuckMs(): number
  close(): Promise<void>
}

/** Opens the world of `schedule`, the control plane taking `key`. */
export async function openWorld(schedule: Schedule, key: string): Promise<SimWorld> {
  const clock = new SimClock()
  const { world } = schedule
  const name = deploymentNameOf(schedule.seed)
  const over = new WeakSet<RequestLogEntry>()
  const { host } = world.runner
  const cloudUrl = host === 'loopback' ? undefined : `https://${CLOUD_HOSTS[host].controlPlane}`
  const emulator = new Emulator({
    ...(cloudUrl === undefined ? {} : { publicUrl: cloudUrl }),
    datasets: DATASETS,
    apiKey: key,
    workspaceId: WORKSPACE,
    now: () => clock.now(),
    stepMs: world.build.stepMs,
    quirks: world.quirks,
    createRevisionRoute: world.createRevisionRoute,
    agentTickMs: 0,
    requestLogLimit: 1_000_000,
    onRequest: entry => over.add(entry)
  })
  await emulator.listen()
  const ledger = keepLedger(emulator.store, emulator.now)
  const releases = world.exists ? seedHistory(emulator, schedule, clock) : []
  const surface = emulator.surface()
  const controller = new AbortController()
  const said: string[] = []
  const hanging: { readonly entry: RequestLogEntry; readonly since: number }[] = []
  const target: AdversaryTarget = {
    name,
    source: world.source === 'image' ? 'external_docker' : 'github',
    ref: world.source === 'image' ? IMAGE_REPO : 'main',
    repoUrl: REPO_URL,
    integrationId: INTEGRATION_ID
  }
  armIncidents({ emulator, ledger, clock, controller, target, said, hanging }, schedule.incidents)
  // After the incidents: a fault of theirs on a smoke request comes first.
  shape(emulator, schedule)
  // Every runner has a workspace: an upload's is drawn, any other's has GITHUB_SHA checked out.
  const dir = await workspaceOf(world.runner.workspace ?? 'at-sha')
  const inputs = inputsOf(schedule, surface, releases, key)
  return {
    emulator: surface,
    ledger,
    clock,
    controller,
    inputs: cloudUrl === undefined ? inputs : { ...inputs, 'api-url': cloudUrl },
    env: runnerEnv(world.runner, REPO_URL, dir),
    network: { emulatorPort: emulator.port, sent: [], connect: port => connect(emulator, port) },
    said,
    deploymentTruth: id => {
      const record = emulator.store.get(id)
      if (record === undefined) return undefined
      return { source: record.source, repoUrl: record.sourceConfig.repo_url ?? undefined }
    },
    stuckMs: () => {
      const waiting = hanging.filter(h => !over.has(h.entry)).map(h => h.since)
      return waiting.length === 0 ? 0 : performance.now() - Math.min(...waiting)
    },
    close: () => emulator.close()
  }
}

/**
 * What stays true all run long: how the action's revisions go (the deployment's scenario), the
 * optional fields every deployment answer leaves out, a smoke stream that fails.
 */
function shape(emulator: Emulator, schedule: Schedule): void {
  const { world } = schedule
  const { build } = world
  emulator.scenarios.set(deploymentNameOf(schedule.seed), {
    stepMs: build.stepMs,
    outcome: build.outcome,
    ...(build.stallAt === undefined ? {} : { stallAt: build.stallAt })
  })
  if (world.terse.length > 0) {
    const rewrite = withoutFields(world.terse)
    emulator.faults.add({ path: /^\/v2\/deployments/, fault: { kind: 'rewrite', rewrite } })
  }
  if (world.smokeFault) {
    const fault = { kind: 'status', status: 500 } as const
    emulator.faults.add({ method: 'POST', path: /\/runs\/stream$/, fault })
  }
}

/**
 * The deployment as earlier runs left it: `releases` revisions an hour apart, each live in turn
 * (the last one, for a third of the seeds, from the branch or image the action deploys).
 */
function seedHistory(emulator: Emulator, schedule: Schedule, clock: SimClock): string[] {
  const { world } = schedule
  const name = deploymentNameOf(schedule.seed)
  const github = world.source === 'github'
  const configOf = (release: string) =>
    github ? { repo_ref: release } : { image_uri: `${IMAGE_REPO}:${release}` }
  clock.time -= (world.releases + 1) * HOUR_MS
  emulator.surface().seed([
    {
      name,
      source: github ? 'github' : 'external_docker',
      sourceConfig: github ? { integration_id: INTEGRATION_ID, repo_url: REPO_URL } : {},
      sourceRevisionConfig: configOf('release-1')
    }
  ])
  const record = emulator.store.byName(name)
  if (record === undefined) throw new Error(`seeding ${name} failed`)
  emulator.scenarios.set(name, { stepMs: 0 })
  for (let n = 2; n <= world.releases; n++) {
    clock.time += HOUR_MS
    const last = n === world.releases && schedule.seed % 3 === 0
    const release = last ? (github ? 'main' : 'v2') : `release-${n}`
    emulator.store.update(record, { revisionConfig: configOf(release), newRevision: true })
  }
  clock.time += HOUR_MS
  return emulator.store.revisions(record).map(r => r.id)
}

/** The run's inputs: the schedule's, the emulator's, and `revision-id` as the world names it. */
function inputsOf(
  schedule: Schedule,
  emulator: RunningEmulator,
  newestFirst: readonly string[],
  key: string
): Record<string, string> {
  const inputs: Record<string, string> = {
    ...schedule.inputs,
    'api-url': emulator.url,
    'api-key': key,
    'workspace-id': WORKSPACE
  }
  const { world } = schedule
  if (world.source === 'github' && world.runner.integrationInput) {
    inputs['integration-id'] = INTEGRATION_ID
  }
  if (inputs['listener-id'] === LISTENER_INPUT) inputs['listener-id'] = emulator.listenerId
  if (schedule.mode !== 'rollback') return inputs
  const pick = { none: undefined, older: newestFirst[1], serving: newestFirst[0] }
  const revisionId = pick[schedule.world.rollbackTo]
  return revisionId === undefined ? inputs : { ...inputs, 'revision-id': revisionId }
}

/** A connection in memory to `emulator`'s listener on `port`; undefined if none is there. */
function connect(emulator: Emulator, port: number): Duplex | undefined {
  const { client, server } = pipe()
  if (emulator.accept(port, server)) return client
  server.destroy()
  return undefined
}
