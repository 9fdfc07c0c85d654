// Owns the seeded mix of revisions fed to the polling simulator: deployments with a character of
// their own (image or source, usual build and deploy times), revisions drawn around it.
import { seededRandom, uniform } from '../stats.js'

/** A status a revision passes through on its way to its final one, in order. */
export type InFlightStatus =
  'CREATING' | 'AWAITING_BUILD' | 'BUILDING' | 'AWAITING_DEPLOY' | 'DEPLOYING'

/** The statuses a revision in the mix ends in. */
export type FinalStatus = 'DEPLOYED' | 'BUILD_FAILED'

/** The kinds of revision the generator draws. */
type RevisionClass = 'prebuilt' | 'build' | 'early-failure' | 'late-failure' | 'slow-deploy'

/** One status and how long the revision stays in it. */
export interface Phase {
  readonly status: InFlightStatus
  readonly ms: number
}

/** One revision of the mix: how it goes on the server. */
export interface SimRevision {
  readonly deployment: number
  /** Its place among its deployment's revisions, oldest first. */
  readonly index: number
  /** What kind of revision it is, for people (a mix file may leave it out). */
  readonly kind?: string
  /** Deployed from an image: the action knows it from its own inputs (`image-uri`). */
  readonly prebuilt: boolean
  /** Epoch milliseconds, as `created_at` would say. */
  readonly createdAt: number
  /** The in-flight statuses in order; a status it skips is absent. */
  readonly phases: readonly Phase[]
  readonly final: FinalStatus
}

/** How much of a mix to draw. */
export interface MixOptions {
  readonly seed: number
  readonly deployments: number
  readonly revisionsPerDeployment: number
}

const S = 1000
/** Share of deployments that deploy prebuilt images. */
const IMAGE_SHARE = 0.3
/** Revisions of a deployment are this far apart. */
const REVISION_SPACING_MS = 6 * 3600 * S

/** Milliseconds from a revision's creation to its final status. */
export function finalOffset(revision: SimRevision): number {
  return revision.phases.reduce((sum, phase) => sum + phase.ms, 0)
}

/** The status of `revision` `t` ms after its creation: a status holds from its start, exclusive of its end. */
export function statusAt(revision: SimRevision, t: number): string {
  let end = 0
  for (const phase of revision.phases) {
    end += phase.ms
    if (t < end) return phase.status
  }
  return revision.final
}

/** The whole mix, deployment after deployment, each one's revisions oldest first. */
export function drawMix(options: MixOptions): SimRevision[] {
  const random = seededRandom(options.seed)
  const mix: SimRevision[] = []
  for (let d = 0; d < options.deployments; d++) {
    const image = random() < IMAGE_SHARE
    const character = {
      buildMs: uniform(random, 120, 480) * S,
      deployMs: image ? uniform(random, 15, 40) * S : uniform(random, 45, 90) * S
    }
    const firstAt = Date.UTC(2025, 0, 1) + d * 30 * 24 * 3600 * S
    for (let index = 0; index < options.revisionsPerDeployment; index++) {
      const draw = image ? imageRevision(random, character) : sourceRevision(random, character)
      mix.push({
        deployment: d,
        index,
        prebuilt: image,
        createdAt: firstAt + index * REVISION_SPACING_MS,
        ...draw
      })
    }
  }
  return mix
}

/** A deployment's usual times. */
interface Character {
  readonly buildMs: number
  readonly deployMs: number
}

type Drawn = Pick<SimRevision, 'kind' | 'phases' | 'final'>

function imageRevision(random: () => number, character: Character): Drawn {
  const slow = random() < 0.1
  return {
    kind: slow ? 'slow-deploy' : 'prebuilt',
    final: 'DEPLOYED',
    phases: [
      { status: 'CREATING' as const, ms: uniform(random, 2, 6) * S },
      { status: 'AWAITING_DEPLOY' as const, ms: uniform(random, 2, 10) * S },
      {
        status: 'DEPLOYING' as const,
        ms: slow ? uniform(random, 180, 480) * S : character.deployMs * uniform(random, 0.8, 1.2)
      }
    ].map(roundPhase)
  }
}

function sourceRevision(random: () => number, character: Character): Drawn {
  const roll = random()
  const kind: RevisionClass =
    roll < 0.12
      ? 'early-failure'
      : roll < 0.2
        ? 'late-failure'
        : roll < 0.28
          ? 'slow-deploy'
          : 'build'
  const creating = { status: 'CREATING' as const, ms: uniform(random, 3, 10) * S }
  const awaitingBuild = { status: 'AWAITING_BUILD' as const, ms: uniform(random, 5, 40) * S }
  if (kind === 'early-failure' || kind === 'late-failure') {
    const building =
      kind === 'early-failure'
        ? uniform(random, 20, 90) * S
        : character.buildMs * uniform(random, 0.7, 1.0)
    return {
      kind,
      final: 'BUILD_FAILED',
      phases: [creating, awaitingBuild, { status: 'BUILDING' as const, ms: building }].map(
        roundPhase
      )
    }
  }
  const deploying =
    kind === 'slow-deploy'
      ? uniform(random, 180, 480) * S
      : character.deployMs * uniform(random, 0.8, 1.2)
  return {
    kind,
    final: 'DEPLOYED',
    phases: [
      creating,
      awaitingBuild,
      { status: 'BUILDING' as const, ms: character.buildMs * uniform(random, 0.85, 1.15) },
      { status: 'AWAITING_DEPLOY' as const, ms: uniform(random, 5, 30) * S },
      { status: 'DEPLOYING' as const, ms: deploying }
    ].map(roundPhase)
  }
}

function roundPhase(phase: Phase): Phase {
  return { status: phase.status, ms: Math.round(phase.ms) }
}
