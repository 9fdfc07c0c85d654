// Owns the generators of the designed mixes of bench/poll/mixes/ (fast builds, slow builds,
// drifting, steady), written from the rows of its README: the files were drawn by hand, not kept.
import { seededRandom, uniform } from '../stats.js'
import type { MixOptions, Phase, SimRevision } from './mix.js'

/** The designed mixes with failures that a generator draws again. */
export const DESIGNED = ['fast-builds', 'slow-builds', 'drifting', 'steady'] as const
export type DesignedMix = (typeof DESIGNED)[number]

const S = 1000
const MINUTE = 60 * S

/** A deployment's usual build and deploy, and the index of the revision being drawn. */
interface Usual {
  readonly buildMs: number
  readonly deployMs: number
  readonly index: number
}

type Drawn = Pick<SimRevision, 'kind' | 'phases' | 'final'>

/** Each style: a deployment's usual times, and one revision around them. */
interface Style {
  usual(random: () => number): Omit<Usual, 'index'>
  revision(random: () => number, usual: Usual): Drawn
}

const logUniform = (random: () => number, low: number, high: number): number =>
  low * (high / low) ** random()

/** Queueing as in the built-in mix: before the build, and before the deploy. */
function queued(random: () => number): { before: Phase[]; beforeDeploy: Phase } {
  return {
    before: [
      { status: 'CREATING', ms: uniform(random, 2, 10) * S },
      { status: 'AWAITING_BUILD', ms: uniform(random, 3, 40) * S }
    ],
    beforeDeploy: { status: 'AWAITING_DEPLOY', ms: uniform(random, 3, 30) * S }
  }
}

/**
 * A source revision with queueing as in the built-in mix: it fails early (at `early` ms into the
 * build) with chance `earlyShare`, late (70–100 % of the build) with `lateShare`, else goes live.
 */
function sourceRevision(
  random: () => number,
  build: number,
  deploy: number,
  fails: { earlyShare: number; lateShare: number; early: () => number }
): Drawn {
  const roll = random()
  const { before, beforeDeploy } = queued(random)
  if (roll < fails.earlyShare + fails.lateShare) {
    const early = roll < fails.earlyShare
    const at = early ? fails.early() : build * uniform(random, 0.7, 1)
    const kind = early ? 'early-failure' : 'late-failure'
    return { kind, final: 'BUILD_FAILED', phases: [...before, { status: 'BUILDING', ms: at }] }
  }
  const phases: Phase[] = [
    ...before,
    { status: 'BUILDING', ms: build },
    beforeDeploy,
    { status: 'DEPLOYING', ms: deploy }
  ]
  return { kind: 'build', final: 'DEPLOYED', phases }
}

const STYLES: Record<DesignedMix, Style> = {
  'fast-builds': {
    usual: random => ({
      buildMs: uniform(random, 20, 90) * S,
      deployMs: uniform(random, 20, 60) * S
    }),
    revision: (random, u) =>
      sourceRevision(
        random,
        u.buildMs * uniform(random, 0.85, 1.15),
        u.deployMs * uniform(random, 0.85, 1.15),
        { earlyShare: 0.1, lateShare: 0.1, early: () => uniform(random, 5, 20) * S }
      )
  },
  'slow-builds': {
    usual: random => ({
      buildMs: uniform(random, 10.5, 24) * MINUTE,
      deployMs: uniform(random, 30, 120) * S
    }),
    revision: (random, u) => {
      // 5 % a slow deploy of 2–3 min, drawn before the rest of the revision.
      const slow = random() < 0.05
      const deploy = slow ? uniform(random, 120, 180) * S : u.deployMs * uniform(random, 0.95, 1.05)
      const drawn = sourceRevision(random, u.buildMs * uniform(random, 0.95, 1.05), deploy, {
        earlyShare: 0.08,
        lateShare: 0.1,
        early: () => uniform(random, 20, 90) * S
      })
      return slow && drawn.final === 'DEPLOYED' ? { ...drawn, kind: 'slow-deploy' } : drawn
    }
  },
  drifting: {
    usual: random => ({
      buildMs: logUniform(random, 1, 15) * MINUTE,
      deployMs: uniform(random, 30, 120) * S
    }),
    revision: (random, u) =>
      sourceRevision(
        random,
        u.buildMs * (1 + (0.5 * u.index) / 7) * uniform(random, 0.9, 1.1),
        u.deployMs * uniform(random, 0.9, 1.1),
        { earlyShare: 0.1, lateShare: 0.05, early: () => uniform(random, 20, 90) * S }
      )
  },
  steady: {
    // A scale of 1–10: about 2 s creating, 8 s awaiting the build, a 50 s build, 5 s awaiting the
    // deploy and a 25 s deploy, each times the scale and ±10 % a revision.
    usual: random => ({ buildMs: logUniform(random, 1, 10), deployMs: 0 }),
    revision: (random, u) => {
      const phase = (status: Phase['status'], s: number): Phase => ({
        status,
        ms: s * u.buildMs * uniform(random, 0.9, 1.1) * S
      })
      const before = [phase('CREATING', 2), phase('AWAITING_BUILD', 8)]
      if (random() < 0.05) {
        const failed: Phase = { status: 'BUILDING', ms: uniform(random, 20, 90) * S }
        return { kind: 'early-failure', final: 'BUILD_FAILED', phases: [...before, failed] }
      }
      const rest = [phase('BUILDING', 50), phase('AWAITING_DEPLOY', 5), phase('DEPLOYING', 25)]
      return { kind: 'build', final: 'DEPLOYED', phases: [...before, ...rest] }
    }
  }
}

/** A designed mix drawn from `options.seed`: deployments 30 days apart, revisions 4 h apart. */
export function drawDesignedMix(mix: DesignedMix, options: MixOptions): SimRevision[] {
  const style = STYLES[mix]
  const random = seededRandom(options.seed)
  const drawn: SimRevision[] = []
  for (let deployment = 0; deployment < options.deployments; deployment++) {
    const usual = style.usual(random)
    const firstAt = Date.UTC(2026, 0, 1) + deployment * 30 * 24 * 60 * MINUTE
    for (let index = 0; index < options.revisionsPerDeployment; index++) {
      const revision = style.revision(random, { ...usual, index })
      const phases = revision.phases.map(p => ({ status: p.status, ms: Math.round(p.ms) }))
      const createdAt = firstAt + index * 4 * 60 * MINUTE
      drawn.push({ deployment, index, prebuilt: false, createdAt, ...revision, phases })
    }
  }
  return drawn
}
