// `npm run bench`: runs the benchmarks (issues 17 and 26) on Node 20 and 24, writes BENCHMARKS.md and
// bench/results.json, and exits 2 when a guard or a goal is missed, on any mix (1 when the benchmark itself fails).
import { execFileSync } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { ChildRunner } from './child.js'
import { exitStatus, judge } from './goals.js'
import {
  type LoadSample,
  type NodeBinary,
  describeMachine,
  findNodes,
  sampleLoad
} from './nodes.js'
import { measureEval } from './eval/eval.js'
import { type BenchOptions, USAGE, parseOptions } from './options.js'
import { measurePack } from './pack/pack.js'
import { measureScore } from './score/score.js'
import type { MixOptions } from './poll/mix.js'
import { MixFileError, formatMix } from './poll/mix-file.js'
import { measurePoll } from './poll/poll.js'
import { drawStyledMix } from './poll/styles.js'
import { DEFAULT_QUIET, QuietGate } from './quiet.js'
import { goalLines, renderReport } from './report/report.js'
import type { BenchResults, RunInfo } from './results.js'
import { measureStart } from './start/start.js'
import { measureStream } from './stream/stream.js'
import { ACTION_BUNDLE } from './targets.js'

/** The repository's root, from this file's place (bench/ or lib/bench/). */
function repoRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  return path.basename(path.dirname(here)) === 'lib'
    ? path.resolve(here, '../..')
    : path.resolve(here, '..')
}

const log = (line: string): void => {
  process.stderr.write(`${line}\n`)
}

function commitOf(root: string): string | undefined {
  try {
    const git = (args: string[]): string =>
      execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim()
    const dirty = git(['status', '--porcelain', '--', 'src', 'dist', 'emulator', 'bench']) !== ''
    return `${git(['rev-parse', '--short', 'HEAD'])}${dirty ? ' (with uncommitted changes)' : ''}`
  } catch {
    return undefined
  }
}

type Sections = {
  -readonly [K in 'start' | 'stream' | 'poll' | 'pack' | 'eval' | 'score']: BenchResults[K]
}

/** Runs the sections asked for, on every Node asked for. */
async function measure(options: BenchOptions, root: string): Promise<BenchResults> {
  const startedAt = new Date()
  const began = performance.now()
  const nodes = findNodes(options.nodes)
  const load: LoadSample[] = []
  const runner = await ChildRunner.create()
  let results: Sections
  try {
    results = await runSections(options, { root, nodes, runner, load })
  } finally {
    await runner.dispose()
  }
  load.push(sampleLoad('at the end'))
  const argv = process.argv.slice(2)
  const run: RunInfo = {
    date: startedAt.toISOString(),
    minutes: (performance.now() - began) / 60_000,
    command: ['npm run bench', ...(argv.length > 0 ? ['--', ...argv] : [])].join(' '),
    commit: commitOf(root),
    machine: describeMachine(),
    nodes: nodes.map(({ major, version, source }) => ({ major, version, source })),
    load
  }
  return { schema: 1, run, ...results, goals: judge(results) }
}

/** A gate per section, as the flags say. */
function quietGate(options: BenchOptions): QuietGate {
  return new QuietGate(
    options.quietGate ? { ...DEFAULT_QUIET, budgetMs: options.quietBudgetMs } : undefined
  )
}

/** What every section shares. */
interface SectionContext {
  readonly root: string
  readonly nodes: readonly NodeBinary[]
  readonly runner: ChildRunner
  /** The load average, sampled before each section. */
  readonly load: LoadSample[]
}

async function runSections(options: BenchOptions, context: SectionContext): Promise<Sections> {
  const { nodes, runner, load } = context
  const results: Sections = {
    start: undefined,
    stream: undefined,
    poll: undefined,
    pack: undefined,
    eval: undefined,
    score: undefined
  }
  if (options.sections.includes('start')) {
    load.push(sampleLoad('before start'))
    results.start = await measureStart({
      rounds: options.startRounds,
      rssRounds: options.rssRounds,
      profileRounds: options.profileRounds,
      variants: options.variants,
      beforeDist: options.beforeDist,
      nodes,
      repoRoot: context.root,
      runner,
      gate: quietGate(options),
      log
    })
  }
  if (options.sections.includes('stream')) {
    load.push(sampleLoad('before stream'))
    results.stream = await measureStream({
      rounds: options.streamRounds,
      longRounds: options.longRounds,
      events: options.events,
      rssEvents: options.rssEvents,
      nodes,
      runner,
      gate: quietGate(options),
      log
    })
  }
  if (options.sections.includes('poll')) {
    load.push(sampleLoad('before poll'))
    results.poll = await measurePoll({
      builtIn: builtInMix(options),
      mixFiles: options.mixFiles,
      mixesDir: path.join(context.root, 'bench', 'poll', 'mixes'),
      fidelityEvery: 10,
      sensitivity: options.sensitivity,
      heldOut: options.heldOut,
      log
    })
  }
  if (options.sections.includes('pack')) {
    load.push(sampleLoad('before pack'))
    results.pack = await measurePack({
      rounds: options.packRounds,
      rssRounds: options.packRssRounds,
      node: nodes.find(node => node.major === 24) ?? (nodes[0] as NodeBinary),
      runner,
      gate: quietGate(options),
      log
    })
  }
  if (options.sections.includes('eval')) {
    load.push(sampleLoad('before eval'))
    results.eval = await measureEval({
      rounds: options.evalRounds,
      examples: options.evalExamples,
      entry: path.join(context.root, ACTION_BUNDLE),
      nodes,
      runner,
      gate: quietGate(options),
      log
    })
  }
  if (options.sections.includes('score')) {
    load.push(sampleLoad('before score'))
    results.score = await measureScore({
      rounds: options.scoreRounds,
      outputs: options.scoreOutputs,
      outputChars: 100_000,
      nodes,
      runner,
      gate: quietGate(options),
      log
    })
  }
  return results
}

/** The built-in generator's mix, as the flags size and seed it. */
function builtInMix(options: BenchOptions): MixOptions {
  return {
    seed: options.seed ?? 20_251_121,
    deployments: options.deployments,
    revisionsPerDeployment: options.revisions
  }
}

/** The poll figures as JSON: one object for one mix, else one per mix, by name. */
function pollJson(results: BenchResults): string {
  const mixes = results.poll?.mixes ?? []
  const shown = (m: (typeof mixes)[number]): unknown => ({ ...m.figures, goals: m.verdicts })
  const only = mixes.length === 1 ? mixes[0] : undefined
  const value =
    only !== undefined ? shown(only) : Object.fromEntries(mixes.map(m => [m.name, shown(m)]))
  return `${JSON.stringify(value, null, 2)}\n`
}

async function readResults(file: string): Promise<BenchResults | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as BenchResults
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** JSON as the repository's Prettier writes it, so that `npm run lint` passes on it. */
async function prettyJson(value: unknown, file: string): Promise<string> {
  const prettier = await import('prettier')
  const config = (await prettier.resolveConfig(file)) ?? {}
  return prettier.format(JSON.stringify(value), { ...config, parser: 'json' })
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2))
  if (options.help) {
    process.stdout.write(USAGE)
    return 0
  }
  const root = repoRoot()
  if (options.writeMix !== undefined) {
    const mix = builtInMix(options)
    await writeFile(options.writeMix, formatMix(drawStyledMix(options.style, mix)))
    log(`wrote the ${options.style} mix of seed ${mix.seed} to ${options.writeMix}`)
    return 0
  }
  const resultsFile = path.join(root, 'bench', 'results.json')
  const baseline = await readResults(options.baseline ?? path.join(root, 'bench', 'baseline.json'))
  let results: BenchResults
  if (options.render) {
    const saved = await readResults(resultsFile)
    if (saved === undefined) throw new Error(`--render: ${resultsFile} does not exist`)
    results = saved
  } else {
    results = await measure(options, root)
    if (!options.partial) await writeFile(resultsFile, await prettyJson(results, resultsFile))
  }
  const report = renderReport(results, baseline)
  const out = options.out ?? (options.partial ? undefined : path.join(root, 'BENCHMARKS.md'))
  if (options.json) process.stdout.write(pollJson(results))
  else if (out === undefined) process.stdout.write(report)
  if (out !== undefined) await writeFile(out, await withKeptFigures(report, out))
  for (const line of goalLines(results.goals)) log(line)
  const took = options.render
    ? `rendered from ${path.relative(process.cwd(), resultsFile)}`
    : `${results.run.minutes.toFixed(1)} minutes`
  log(`${out === undefined ? '' : `wrote ${path.relative(process.cwd(), out) || out}; `}${took}`)
  return exitStatus(results.goals)
}

/**
 * The report with the figures section that `out` holds kept: npm run figures and the demo write
 * it (scripts/figures-file.js owns it), and a rewrite of the benchmarks must not lose it.
 */
async function withKeptFigures(report: string, out: string): Promise<string> {
  const owner = pathToFileURL(path.join(repoRoot(), 'scripts', 'figures-file.js')).href
  const figures = (await import(owner)) as { keepFigures(report: string, old: string): string }
  return figures.keepFigures(report, await readFile(out, 'utf8').catch(() => ''))
}

main().then(
  code => {
    process.exitCode = code
  },
  (error: unknown) => {
    const told =
      error instanceof MixFileError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error)
    process.stderr.write(`bench failed: ${told}\n`)
    process.exitCode = 1
  }
)
