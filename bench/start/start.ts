// Owns the start-up section (goal 1): whole create-and-waits paired with `node -e ""` on every
// Node; load and peak RSS in runs of their own; the per-component profile of the load.
import { stat } from 'node:fs/promises'
import * as path from 'node:path'

import { startEmulator } from '../../emulator/index.js'
import type { ChildRunner } from '../child.js'
import type { NodeBinary } from '../nodes.js'
import type { QuietGate, QuietSummary } from '../quiet.js'
import { type Summary, pairOrder, pairedRatios, rotation, summarize } from '../stats.js'
import { ACTION_BUNDLE } from '../targets.js'
import { ActionRunner } from './action.js'
import { type Bundle, buildForProfile, buildVariants, extractDist, scratchIn } from './builds.js'
import { type PreparedProfile, type ProfileResult, prepareProfile, profileLoad } from './profile.js'

/** What the start-up section needs. */
export interface StartOptions {
  /** Paired rounds of wall time (one warm-up round comes first). */
  readonly rounds: number
  /** Rounds of the peak-RSS runs, separate from the timed ones. */
  readonly rssRounds: number
  /** Imports of the instrumented bundle per Node; 0 skips the profile and its build. */
  readonly profileRounds: number
  /** Whether to build and measure the variants of the bundle. */
  readonly variants: boolean
  /** A git revision whose committed dist/ runs in the same rounds (the "before" bundle). */
  readonly beforeDist: readonly string[]
  readonly nodes: readonly NodeBinary[]
  readonly repoRoot: string
  readonly runner: ChildRunner
  /** Waited on before each pair, each round of loads and RSS runs, each profiled import. */
  readonly gate: QuietGate
  readonly log: (line: string) => void
}

/** One bundle on one Node. */
export interface BundleCost {
  readonly label: string
  readonly note: string
  /** Size of its index.js. */
  readonly bytes: number
  /** Whole create-and-wait, spawn to exit, no probe. */
  readonly wallMs: Summary
  /** The same, round by round, so two bundles can be compared pair by pair. */
  readonly wallSeries: readonly number[]
  /** The `node -e ""` runs paired with it. */
  readonly floorWallMs: Summary
  /** Whole run ÷ floor, pair by pair. */
  readonly ratio: Summary
  /** Its `import()`, timed inside a fresh process. */
  readonly loadMs: Summary
  /** Peak RSS of a whole run, from separate runs with the probe. */
  readonly rssKb: Summary
}

/** Everything measured on one Node. */
export interface StartNodeResult {
  readonly major: number
  readonly version: string
  readonly floor: {
    readonly wallMs: Summary
    readonly rssKb: Summary
    /** Wall time of the floor in the RSS runs, with the probe preloaded: what the probe costs. */
    readonly probedWallMs: Summary
  }
  /** The committed bundle first, then the variants. */
  readonly bundles: readonly BundleCost[]
  readonly profile: ProfileResult | undefined
}

/** What the start-up section found. */
export interface StartResult {
  readonly rounds: number
  readonly rssRounds: number
  readonly profileRounds: number
  /** Requests one create-and-wait sends (the same in every run). */
  readonly requests: number
  readonly nodes: readonly StartNodeResult[]
  readonly quiet: QuietSummary
}

/** Builds what is needed, then measures every Node in turn. */
export async function measureStart(options: StartOptions): Promise<StartResult> {
  const { repoRoot, runner, log } = options
  const dist = path.join(repoRoot, ACTION_BUNDLE)
  const bundles: Bundle[] = [
    { label: 'dist/index.js as committed', note: 'what the runner runs', entry: dist }
  ]
  const build = { repoRoot, scratch: scratchIn(runner.dir), log }
  for (const revision of options.beforeDist) bundles.push(await extractDist(build, revision))
  if (options.variants) bundles.push(...(await buildVariants(build)))
  let prepared: PreparedProfile | undefined
  if (options.profileRounds > 0) {
    const built = await buildForProfile(build)
    prepared = await prepareProfile(built.entry, built.statsFile, dist)
  }
  const emulator = await startEmulator({ stepMs: 0 })
  try {
    const action = await ActionRunner.create(runner, emulator)
    const requests = new Set<number>()
    const nodes: StartNodeResult[] = []
    for (const node of options.nodes) {
      nodes.push(await measureNode(options, action, node, bundles, prepared, requests))
    }
    if (requests.size !== 1) {
      throw new Error(`the runs sent different numbers of requests: ${[...requests].join(', ')}`)
    }
    return {
      rounds: options.rounds,
      rssRounds: options.rssRounds,
      profileRounds: options.profileRounds,
      requests: [...requests][0] as number,
      nodes,
      quiet: options.gate.summary()
    }
  } finally {
    await emulator.close()
  }
}

async function measureNode(
  options: StartOptions,
  action: ActionRunner,
  node: NodeBinary,
  bundles: readonly Bundle[],
  prepared: PreparedProfile | undefined,
  requests: Set<number>
): Promise<StartNodeResult> {
  const timed = await timedPairs(options, action, node, bundles, requests)
  options.log(`start, Node ${node.major}: load and peak RSS`)
  const separate = await loadsAndRss(options, action, node, bundles)
  let profile: ProfileResult | undefined
  if (prepared !== undefined) {
    options.log(`start, Node ${node.major}: profile of the load, ${options.profileRounds} imports`)
    profile = await profileLoad(options.runner, node.path, prepared, {
      runs: options.profileRounds,
      before: () => options.gate.wait()
    })
  }
  const costs: BundleCost[] = []
  for (const [i, bundle] of bundles.entries()) {
    const { wall, floor } = timed[i] as Pairs
    costs.push({
      label: bundle.label,
      note: bundle.note,
      bytes: (await stat(bundle.entry)).size,
      wallMs: summarize(wall),
      wallSeries: wall,
      floorWallMs: summarize(floor),
      ratio: summarize(pairedRatios(wall, floor)),
      loadMs: summarize(separate.loads[i] ?? []),
      rssKb: summarize(separate.rss[i] ?? [])
    })
  }
  return {
    major: node.major,
    version: node.version,
    floor: {
      wallMs: summarize(timed.flatMap(pairs => pairs.floor)),
      rssKb: summarize(separate.floorRss),
      probedWallMs: summarize(separate.floorProbedWall)
    },
    bundles: costs,
    profile
  }
}

/** Wall times of one bundle's runs and of the floors paired with them, round by round. */
interface Pairs {
  readonly wall: number[]
  readonly floor: number[]
}

/**
 * The timed rounds: in each, every bundle (each leading in turn) runs in a pair with a floor of
 * its own, the floor first in even rounds and second in odd ones. No probe in any of them.
 */
async function timedPairs(
  options: StartOptions,
  action: ActionRunner,
  node: NodeBinary,
  bundles: readonly Bundle[],
  requests: Set<number>
): Promise<Pairs[]> {
  const series: Pairs[] = bundles.map(() => ({ wall: [], floor: [] }))
  const indexes = bundles.map((_, i) => i)
  for (let round = -1; round < options.rounds; round++) {
    const title = round < 0 ? 'warm-up' : `round ${round + 1} of ${options.rounds}`
    options.log(`start, Node ${node.major}: ${title}`)
    for (const i of rotation(indexes, Math.max(0, round))) {
      let wall = 0
      let floor = 0
      await options.gate.wait()
      for (const which of pairOrder(round, 'floor', 'bundle')) {
        if (which === 'floor') {
          floor = (await action.bare(node.path)).wallMs
        } else {
          const done = await action.createAndWait(node.path, (bundles[i] as Bundle).entry)
          requests.add(done.requests)
          wall = done.run.wallMs
        }
      }
      if (round >= 0) {
        series[i]?.wall.push(wall)
        series[i]?.floor.push(floor)
      }
    }
  }
  return series
}

/** Loads (import timed inside the child) and peak RSS (with the probe), in runs of their own. */
async function loadsAndRss(
  options: StartOptions,
  action: ActionRunner,
  node: NodeBinary,
  bundles: readonly Bundle[]
): Promise<{ loads: number[][]; rss: number[][]; floorRss: number[]; floorProbedWall: number[] }> {
  const indexes = bundles.map((_, i) => i)
  const loads = bundles.map(() => [] as number[])
  const rss = bundles.map(() => [] as number[])
  const floorRss: number[] = []
  const floorProbedWall: number[] = []
  for (let round = 0; round < options.rounds; round++) {
    await options.gate.wait()
    for (const i of rotation(indexes, round)) {
      loads[i]?.push(await action.loadMs(node.path, (bundles[i] as Bundle).entry))
    }
  }
  for (let round = 0; round < options.rssRounds; round++) {
    await options.gate.wait()
    const floor = await action.bare(node.path, true)
    floorRss.push(floor.peakRssKb ?? Number.NaN)
    floorProbedWall.push(floor.wallMs)
    for (const i of indexes) {
      const done = await action.createAndWait(node.path, (bundles[i] as Bundle).entry, true)
      rss[i]?.push(done.run.peakRssKb ?? Number.NaN)
    }
  }
  return { loads, rss, floorRss, floorProbedWall }
}
