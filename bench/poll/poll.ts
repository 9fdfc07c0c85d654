// Owns the polling section: every mix (the built-in generator's and the files in
// bench/poll/mixes/, or the one --mix names) through the default policy, judged on the goals, and
// the fidelity check of the simulator against the real wait loop.
import { readFile, readdir } from 'node:fs/promises'
import * as path from 'node:path'
import { loadPolling } from '../targets.js'
import { type CheckedPolicy, type FidelityResult, checkFidelity } from './fidelity.js'
import { FIXED_3S, type MixFigures, type MixVerdict, judgeMix } from './figures.js'
import { type Redraw, figuresWithDraws, generatorOf } from './failure-draws.js'
import { type SimRevision, drawMix } from './mix.js'
import { parseMix } from './mix-file.js'
import { heldOutLine, sweepHeldOut } from './held-out.js'
import { type SensitivityRow, measureSensitivity } from './sensitivity.js'

/** What the polling section needs. */
export interface PollOptions {
  /** The built-in generator's mix. */
  readonly builtIn: {
    readonly seed: number
    readonly deployments: number
    readonly revisionsPerDeployment: number
  }
  /** Mix files to run instead of the built-in mix and bench/poll/mixes/ (`--mix`). */
  readonly mixFiles: readonly string[]
  /** The folder of the mixes run beside the built-in one. */
  readonly mixesDir: string
  /** Every how many revisions of the built-in mix one is checked against the real wait loop. */
  readonly fidelityEvery: number
  /** Also move each constant of the pace ±20 % and judge the lag goals again (off: `--no-sensitivity`). */
  readonly sensitivity: boolean
  /** Fresh seeds of every generator to judge the pace on, logged only (`--held-out`; 0: none). */
  readonly heldOut?: number
  readonly log: (line: string) => void
}

/** One mix through the default policy. */
export interface MixResult {
  readonly name: string
  /** Where it comes from: the generator and its seed, or a file. */
  readonly source: string
  readonly figures: MixFigures
  readonly verdicts: readonly MixVerdict[]
}

/** What the polling section found. */
export interface PollResult {
  /** The default policy's bounds and plain gaps, as src/control-plane/poll-policy.ts sets them. */
  readonly defaultPolicy: {
    readonly minMs: number
    readonly maxMs: number
    readonly plainMs: number
    readonly quietMs: number
    /** How long a build is watched closely, and the gap as it begins (issue 36). */
    readonly watchMs: number
    readonly watchStartMs: number
  }
  readonly mixes: readonly MixResult[]
  /** The check of the simulator on the built-in mix; undefined when it did not run. */
  readonly fidelity: FidelityResult | undefined
  /** Each constant of the pace moved ±20 %; undefined when `--no-sensitivity` was given. */
  readonly sensitivity?: readonly SensitivityRow[]
}

/** A mix to run, and its generator when known (more draws of it judge the failure lag). */
interface LoadedMix {
  readonly name: string
  readonly source: string
  readonly mix: SimRevision[]
  readonly redraw?: Redraw
}

/** The mixes to run: their names, sources and revisions, and the generators of ours. */
async function loadMixes(options: PollOptions): Promise<LoadedMix[]> {
  const fromFile = async (file: string): Promise<LoadedMix> => ({
    name: path.basename(file, '.json'),
    source: file,
    mix: parseMix(await readFile(file, 'utf8'), file)
  })
  // A mix of someone else's (--mix) has no generator known here: judged on its own revisions.
  if (options.mixFiles.length > 0) return Promise.all(options.mixFiles.map(fromFile))
  const { seed } = options.builtIn
  const files = (await readdir(options.mixesDir)).filter(name => name.endsWith('.json')).sort()
  const mixes = [
    { name: 'built-in', source: `bench/poll/mix.ts, seed ${seed}`, mix: drawMix(options.builtIn) },
    ...(await Promise.all(files.map(name => fromFile(path.join(options.mixesDir, name)))))
  ]
  return mixes.map(m => ({ ...m, redraw: generatorOf(m.name, options.builtIn) }))
}

/** Runs every mix through the default policy, and checks the simulator on the built-in one. */
export async function measurePoll(options: PollOptions): Promise<PollResult> {
  const { nextPollDelayMs, pace, policyConstants } = await loadPolling()
  const adaptive: CheckedPolicy = {
    title: 'the default pace',
    intervalMs: undefined,
    // Its own state and the deployment's earlier revisions, as the wait loop passes them.
    policy: knowledge => nextPollDelayMs(knowledge)
  }
  const mixes = await loadMixes(options)
  const results = mixes.map(({ name, source, mix, redraw }) => {
    options.log(`poll: ${name}: ${mix.length} revisions`)
    const figures = figuresWithDraws(mix, adaptive.policy, redraw)
    return { name, source, figures, verdicts: judgeMix(figures) }
  })
  const builtIn = mixes.find(m => m.name === 'built-in' && options.mixFiles.length === 0)
  let fidelity: FidelityResult | undefined
  if (builtIn !== undefined) {
    options.log(
      `poll: checking every ${options.fidelityEvery}th revision against the real wait loop`
    )
    const fixed3s: CheckedPolicy = {
      title: 'a fixed 3 s',
      intervalMs: FIXED_3S,
      policy: () => FIXED_3S
    }
    fidelity = await checkFidelity(builtIn.mix, options.fidelityEvery, [fixed3s, adaptive])
  }
  if ((options.heldOut ?? 0) > 0) {
    const rows = sweepHeldOut(options.heldOut ?? 0, options.builtIn, adaptive.policy)
    for (const row of rows) options.log(heldOutLine(row))
  }
  const sensitivity = options.sensitivity
    ? measureSensitivity(mixes, pace, nextPollDelayMs, options.log)
    : undefined
  return { defaultPolicy: policyConstants, mixes: results, fidelity, sensitivity }
}
