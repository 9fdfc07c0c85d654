/**
 * Owns the adversary's moves: what other writers do to a deployment while a client works on it (a
 * second push of the branch, another ref, a redeploy of an older revision, a deploy from the UI, a
 * create, a delete), played on the emulator's state in process, so none shows in the request log.
 */
import { createHash } from 'node:crypto'

import { seedDeployments, type SeedDefaults } from '../control-plane/seed.js'
import type { DeploymentRecord, DeploymentStore } from '../control-plane/state.js'
import type { DeploymentScenario } from '../control-plane/wire-types.js'
import type { ControlPlaneAnswer, Rewrite } from './fault-types.js'

/** How the revision a move makes goes: live at once, building for a while, or failing. */
export type MovePace = 'at-once' | 'builds' | 'fails'

/** What another writer does. */
export type Move =
  /** A push to the branch the client deploys (a new head commit), or to another ref. */
  | { readonly kind: 'push'; readonly ref: 'same' | 'other'; readonly pace: MovePace }
  /** A redeploy (rollback) of an older revision that went live. */
  | { readonly kind: 'redeploy'; readonly pace: MovePace }
  /** A deploy from the UI: the branch's head built again, or a new image. */
  | { readonly kind: 'ui-deploy'; readonly pace: MovePace }
  /** Another run creates the deployment first (when there is none). */
  | { readonly kind: 'create' }
  | { readonly kind: 'delete' }

/** The parts of an emulator the adversary acts on. */
export interface AdversaryWorld {
  readonly store: DeploymentStore
  readonly scenarios: Map<string, DeploymentScenario>
  /** The branch heads the emulator builds from (scripted.ts's BranchHeads). */
  readonly heads: { set(ref: string, sha: string): void }
  readonly seedDefaults: SeedDefaults
}

/** The deployment the adversary writes to: its name, and what the client's revisions build. */
export interface AdversaryTarget {
  readonly name: string
  readonly source: 'github' | 'external_docker'
  /** The branch the client deploys (github), or its image without the tag (image). */
  readonly ref: string
  /** The repository of a github deployment, for a create. */
  readonly repoUrl: string
  readonly integrationId: string
}

/** What a move did: a line for the schedule's log, and the revision it made, if any. */
export interface MoveResult {
  readonly said: string
  readonly revisionId: string | undefined
}

/** Milliseconds per in-flight status of a revision the adversary makes that builds or fails. */
const MOVE_STEP_MS = 20_000

/** The scenario of a move's revision (the client's own scenario is put back after it). */
function paceScenario(pace: MovePace): DeploymentScenario {
  if (pace === 'at-once') return { stepMs: 0 }
  return pace === 'builds'
    ? { stepMs: MOVE_STEP_MS }
    : { stepMs: MOVE_STEP_MS, outcome: 'BUILD_FAILED' }
}

/** Plays one move (the `nth` of the schedule, which makes its commits and tags its own). */
export function playMove(
  world: AdversaryWorld,
  target: AdversaryTarget,
  move: Move,
  nth: number
): MoveResult {
  const record = world.store.byName(target.name)
  if (move.kind === 'create') {
    if (record !== undefined)
      return { said: 'create: the deployment exists', revisionId: undefined }
    const [made] = seedDeployments(world.store, [createSeed(target)], world.seedDefaults)
    const revisionId = made?.revisions.at(-1)?.id
    return { said: `created the deployment, revision ${revisionId ?? '?'}`, revisionId }
  }
  if (record === undefined || record.deletedAt !== undefined) {
    return { said: `${move.kind}: no deployment to act on`, revisionId: undefined }
  }
  if (move.kind === 'delete') {
    world.store.delete(record)
    return { said: `deleted deployment ${record.id}`, revisionId: undefined }
  }
  return withPace(world, target.name, move.pace, () =>
    revisionMove(world, record, target, move, nth)
  )
}

function revisionMove(
  world: AdversaryWorld,
  record: DeploymentRecord,
  target: AdversaryTarget,
  move: Extract<Move, { pace: MovePace }>,
  nth: number
): MoveResult {
  const { store } = world
  const image = record.source === 'external_docker'
  if (move.kind === 'redeploy') {
    const active = store.activeRevision(record)
    const older = store
      .revisions(record)
      .find(r => r.id !== active?.id && store.status(r).status === 'DEPLOYED')
    if (older === undefined)
      return { said: 'redeploy: no older live revision', revisionId: undefined }
    const made = store.redeploy(record, older)
    return { said: `redeployed ${older.id} as ${made.id} (${move.pace})`, revisionId: made.id }
  }
  let config: Record<string, string>
  if (image) {
    const tag = move.kind === 'push' && move.ref === 'same' ? 'v2' : `adversary-${nth}`
    config = { image_uri: `${target.ref}:${tag}` }
  } else {
    const ref = move.kind === 'push' && move.ref === 'other' ? `adversary-${nth}` : target.ref
    // A second push of the branch moves its head; a deploy from the UI builds the head again.
    if (move.kind === 'push' && move.ref === 'same') world.heads.set(ref, commitOf(nth))
    config = { repo_ref: ref }
  }
  const { created } = store.update(record, { revisionConfig: config, newRevision: true })
  const what = `${move.kind}${move.kind === 'push' ? ` ${move.ref}` : ''}`
  return {
    said: `${what}: revision ${created?.id ?? '?'} of ${JSON.stringify(config)} (${move.pace})`,
    revisionId: created?.id
  }
}

/** Runs `act` with the move's pace as the deployment's scenario, then puts the old one back. */
function withPace(
  world: AdversaryWorld,
  name: string,
  pace: MovePace,
  act: () => MoveResult
): MoveResult {
  const before = world.scenarios.get(name)
  world.scenarios.set(name, paceScenario(pace))
  try {
    return act()
  } finally {
    if (before === undefined) world.scenarios.delete(name)
    else world.scenarios.set(name, before)
  }
}

/** Another run's create: the same name and kind of source, built from another ref or tag. */
function createSeed(target: AdversaryTarget): Parameters<typeof seedDeployments>[1][number] {
  const { name, source } = target
  if (source === 'external_docker') {
    return { name, source, sourceRevisionConfig: { image_uri: `${target.ref}:adversary-create` } }
  }
  return {
    name,
    source,
    sourceConfig: { integration_id: target.integrationId, repo_url: target.repoUrl },
    sourceRevisionConfig: { repo_ref: 'adversary-create' }
  }
}

/** The commit of the adversary's `nth` push. */
function commitOf(nth: number): string {
  return createHash('sha1').update(`adversary push ${nth}`).digest('hex')
}

/**
 * A rewrite that leaves `names` out of every deployment an answer holds (one, or a list's
 * `resources`), as installs that never send those optional fields do.
 */
export function withoutFields(names: readonly string[]): Rewrite {
  const strip = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
    if (!('tenant_id' in copy)) return value
    for (const name of names) Reflect.deleteProperty(copy, name)
    return copy
  }
  return (answer: ControlPlaneAnswer): ControlPlaneAnswer => {
    const body = answer.body
    if (typeof body !== 'object' || body === null) return answer
    const resources = (body as { resources?: unknown }).resources
    if (Array.isArray(resources))
      return { ...answer, body: { ...body, resources: resources.map(strip) } }
    return { ...answer, body: strip(body) }
  }
}
