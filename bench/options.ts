// Owns the command line of `npm run bench`: its flags, their defaults, and the quick preset.
import { parseArgs } from 'node:util'
import { type MixStyle, STYLES } from './poll/styles.js'

export const SECTIONS = ['start', 'stream', 'poll', 'pack', 'eval', 'score'] as const
export type Section = (typeof SECTIONS)[number]

/** Everything a run is told. */
export interface BenchOptions {
  readonly sections: readonly Section[]
  /**
   * Whether this is less than the whole benchmark (some sections, some Nodes, or quick): then
   * the report is printed, and neither BENCHMARKS.md nor bench/results.json is written.
   */
  readonly partial: boolean
  readonly nodes: readonly number[]
  readonly startRounds: number
  readonly rssRounds: number
  readonly profileRounds: number
  readonly variants: boolean
  /** Git revisions whose committed dist/ runs beside today's in the start section, in order. */
  readonly beforeDist: readonly string[]
  readonly streamRounds: number
  readonly longRounds: number
  readonly events: number
  readonly rssEvents: number
  /** eval: rounds of the gate runs (after a warm-up). */
  readonly evalRounds: number
  /** eval: examples of the large dataset (the small one has a quarter). */
  readonly evalExamples: number
  /** score: rounds per Node, and the outputs each round scores (of 100 kB). */
  readonly scoreRounds: number
  readonly scoreOutputs: number
  readonly deployments: number
  readonly revisions: number
  /** Mix files to run in the poll section instead of the built-in mix and bench/poll/mixes/. */
  readonly mixFiles: readonly string[]
  /** Print the poll figures as JSON on stdout instead of the report. */
  readonly json: boolean
  /** Write a generated mix to this file, and measure nothing. */
  readonly writeMix: string | undefined
  /** The generator `--write-mix` uses. */
  readonly style: MixStyle
  /** The generator's seed: the built-in mix's own unless told (a fresh one is a held-out mix). */
  readonly seed: number | undefined
  /**
   * Move each constant of the pace but the request budget's ±20 % and judge the lag goals on
   * every mix again: on unless `--no-sensitivity`, so that `npm run bench` judges it.
   */
  readonly sensitivity: boolean
  /** Fresh seeds of every generator to judge the pace on (0: none), as a held-out sweep. */
  readonly heldOut: number
  /** Pack: timed pairs of the action's upload path and `tar | gzip -6`. */
  readonly packRounds: number
  /** Pack: pairs of peak-RSS runs at 1× and 3× the tree. */
  readonly packRssRounds: number
  /** Wait for a quiet machine before each measurement. */
  readonly quietGate: boolean
  /** Longest waiting for quiet in all, per section, in ms. */
  readonly quietBudgetMs: number
  readonly out: string | undefined
  /** The "before" run shown beside this one (default bench/baseline.json). */
  readonly baseline: string | undefined
  readonly render: boolean
  readonly help: boolean
}

export const USAGE = `npm run bench -- [flags]

  --only start,stream,poll,pack,eval,score
                            run some sections (a partial run prints its report and writes
                            neither BENCHMARKS.md nor bench/results.json)
  --nodes 20,24             the Node majors to measure on (default both; others: partial)
  --quick                   few rounds, short streams, no variant builds (partial)
  --rounds N                start: paired rounds (default 20)
  --rss-rounds N            start: runs with the RSS probe (default 5)
  --profile-rounds N        start: imports of the self-timing bundle, 0 skips (default 10)
  --no-variants             start: build no variant of the bundle (saves ~70 s of ncc)
  --before-dist REV[,REV]   start: also run the dist/ committed at each git REV, in the same rounds
  --stream-rounds N         stream: rounds of the three readers (default 5)
  --long-rounds N           stream: rounds of the memory pair (default 3)
  --events N                stream: token events the readers race on (default 20000)
  --rss-events N            stream: the shorter stream of the memory pair (default 50000)
  --eval-rounds N           eval: rounds of a 1-example gate and the small/large pair (default 3)
  --eval-examples N         eval: examples of the large dataset; the small has a quarter (default 200)
  --score-rounds N          score: rounds per Node (default 3)
  --score-outputs N         score: outputs of 100 kB scored per round (default 10000)
  --deployments N           poll: deployments in the mix (default 48)
  --revisions N             poll: revisions per deployment (default 8)
  --mix FILE                poll: run this mix file (a JSON array of revisions, see
                            bench/poll/mixes/README.md) instead of the built-in mix and
                            bench/poll/mixes/; may be given more than once (partial)
  --json                    poll: print the figures as one JSON object (one per mix, by name,
                            when several ran) instead of the report
  --write-mix FILE          write a generated mix (--style, --seed, --deployments, --revisions)
                            to FILE in the mix file format, and measure nothing
  --style NAME              --write-mix: the generator, one of ${STYLES.join(', ')}
                            (default built-in; see bench/poll/styles.ts)
  --seed N                  the generator's seed (default the built-in mix's, 20251121; another
                            draws a fresh mix the pace was never shown: a held-out check)
  --no-sensitivity          poll: skip moving each constant of the pace but the request
                            budget's ±20 % and judging the lag goals on every mix again (judged
                            unless told; about half a minute)
  --held-out N              poll: also draw every generator from N fresh seeds (1001 on) and log
                            how often each goal missed, and its mean and largest figure
  --pack-rounds N           pack: pairs of the action's upload path and tar | gzip -6 (default 5)
  --pack-rss-rounds N       pack: pairs of peak-RSS runs at 1× and 3× the tree (default 2)
  --no-quiet-gate           measure at once, without first waiting (≤ 5 s) for idle CPUs
  --quiet-budget S          longest waiting for idle CPUs per section (default 60 s)
  --out FILE                write the report there (default: BENCHMARKS.md on a full run)
  --baseline FILE           the "before" run shown beside this one (bench/baseline.json)
  --render                  rewrite the report from bench/results.json, measuring nothing
  --help
`

/** The names of the sections before issue 17, still taken. */
const ALIASES: Readonly<Record<string, Section>> = {
  overhead: 'start',
  streaming: 'stream',
  polling: 'poll'
}

/** A whole number option, at least `min`. */
function whole(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < min) {
    throw new Error(`--${name} must be a whole number of at least ${min}, got "${value}"`)
  }
  return number
}

/** Parses the flags; throws on an unknown one or a bad value. */
export function parseOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      only: { type: 'string' },
      nodes: { type: 'string' },
      quick: { type: 'boolean', default: false },
      rounds: { type: 'string' },
      'rss-rounds': { type: 'string' },
      'profile-rounds': { type: 'string' },
      'no-variants': { type: 'boolean', default: false },
      'before-dist': { type: 'string' },
      'stream-rounds': { type: 'string' },
      'long-rounds': { type: 'string' },
      events: { type: 'string' },
      'rss-events': { type: 'string' },
      'eval-rounds': { type: 'string' },
      'eval-examples': { type: 'string' },
      'score-rounds': { type: 'string' },
      'score-outputs': { type: 'string' },
      deployments: { type: 'string' },
      revisions: { type: 'string' },
      mix: { type: 'string', multiple: true },
      json: { type: 'boolean', default: false },
      'write-mix': { type: 'string' },
      style: { type: 'string' },
      seed: { type: 'string' },
      'no-sensitivity': { type: 'boolean', default: false },
      'held-out': { type: 'string' },
      'pack-rounds': { type: 'string' },
      'pack-rss-rounds': { type: 'string' },
      'no-quiet-gate': { type: 'boolean', default: false },
      'quiet-budget': { type: 'string' },
      out: { type: 'string' },
      baseline: { type: 'string' },
      render: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false }
    },
    strict: true
  })
  const only = values.only?.split(',').map(part => ALIASES[part.trim()] ?? part.trim())
  for (const part of only ?? []) {
    if (!(SECTIONS as readonly string[]).includes(part)) {
      throw new Error(`--only takes ${SECTIONS.join(', ')}, got "${part}"`)
    }
  }
  const nodes = (values.nodes ?? '20,24').split(',').map(part => whole('nodes', part.trim(), 0))
  const quick = values.quick
  const style = values.style ?? 'built-in'
  if (!(STYLES as readonly string[]).includes(style)) {
    throw new Error(`--style takes ${STYLES.join(', ')}, got "${style}"`)
  }
  return {
    sections: SECTIONS.filter(section => only === undefined || only.includes(section)),
    partial: only !== undefined || quick || values.nodes !== undefined || values.mix !== undefined,
    nodes,
    startRounds: whole('rounds', values.rounds, quick ? 5 : 20),
    rssRounds: whole('rss-rounds', values['rss-rounds'], quick ? 2 : 5),
    profileRounds: whole('profile-rounds', values['profile-rounds'], quick ? 3 : 10, 0),
    variants: !values['no-variants'] && !quick,
    beforeDist: (values['before-dist'] ?? '')
      .split(',')
      .map(rev => rev.trim())
      .filter(rev => rev !== ''),
    streamRounds: whole('stream-rounds', values['stream-rounds'], quick ? 2 : 5),
    longRounds: whole('long-rounds', values['long-rounds'], quick ? 1 : 3),
    events: whole('events', values.events, quick ? 5000 : 20_000),
    rssEvents: whole('rss-events', values['rss-events'], quick ? 10_000 : 50_000),
    evalRounds: whole('eval-rounds', values['eval-rounds'], quick ? 1 : 3),
    evalExamples: whole('eval-examples', values['eval-examples'], 200, 4),
    scoreRounds: whole('score-rounds', values['score-rounds'], quick ? 1 : 3),
    scoreOutputs: whole('score-outputs', values['score-outputs'], 10_000),
    deployments: whole('deployments', values.deployments, 48),
    revisions: whole('revisions', values.revisions, 8),
    mixFiles: values.mix ?? [],
    json: values.json,
    writeMix: values['write-mix'],
    style: style as MixStyle,
    seed: values.seed === undefined ? undefined : whole('seed', values.seed, 0, 0),
    sensitivity: !values['no-sensitivity'],
    heldOut: whole('held-out', values['held-out'], 0, 0),
    packRounds: whole('pack-rounds', values['pack-rounds'], quick ? 2 : 5),
    packRssRounds: whole('pack-rss-rounds', values['pack-rss-rounds'], quick ? 1 : 2),
    quietGate: !values['no-quiet-gate'],
    quietBudgetMs: whole('quiet-budget', values['quiet-budget'], 60, 0) * 1000,
    out: values.out,
    baseline: values.baseline,
    render: values.render,
    help: values.help
  }
}
