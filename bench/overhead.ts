/**
 * Overhead: what one whole run of the bundled action costs next to a bare Node start.
 *
 * Each round runs `node -e ""` and `node dist/index.js` doing a create-and-wait against the
 * emulator (one in this process, `stepMs: 0`, so the revision is `DEPLOYED` at once and the run
 * is all overhead: four requests, the outputs and the job summary), in a rotating order. The
 * action runs with the environment GitHub's runner gives it: `INPUT_*` variables with the
 * defaults of `action.yml`, fresh `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY` files.
 *
 * To show where the time goes, the same rounds can also run variants of the bundle that the
 * benchmark builds with ncc from `src/`: minified, and with `undici` left out of the bundle
 * (replaced by a stub that is never called: it only backs the proxy support of
 * `@actions/http-client`, and no proxy is configured here).
 */
import { spawn } from 'node:child_process'
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { pathToFileURL } from 'node:url'

import { startEmulator } from '../emulator/index.js'
import {
  actionDefaults,
  inputVariable,
  parseCommandFile,
  runnerEnvironment
} from '../emulator/runner.js'
import { type ChildRunner, checkChild } from './child.js'
import { type Summary, pairedRatios, summarize } from './stats.js'

/** What the overhead benchmark needs. */
export interface OverheadOptions {
  /** Measured rounds (one warm-up round comes first and is not counted). */
  readonly runs: number
  /** The Node binary that runs both the bare start and the action. */
  readonly node: string
  readonly repoRoot: string
  readonly runner: ChildRunner
  /** Whether to build and measure the variants of the bundle (about a minute of ncc). */
  readonly variants: boolean
  /** Progress lines for the console. */
  readonly log: (line: string) => void
}

/** Wall time and peak RSS of one contender over the rounds. */
export interface ProcessCost {
  readonly wallMs: Summary
  readonly peakRssKb: Summary
}

/** One bundle of the action, measured. */
export interface BundleCost extends ProcessCost {
  /** How it was built: `dist/index.js as committed`, `ncc --minify`, ... */
  readonly label: string
  readonly bytes: number
  /** Time to import the bundle, module evaluation included, measured inside the process. */
  readonly loadMs: Summary
  /** This bundle's whole run over the bare Node start of the same round. */
  readonly wallRatio: Summary
  readonly rssRatio: Summary
}

/** What the overhead benchmark found. */
export interface OverheadResult {
  readonly nodeVersion: string
  /** Requests one create-and-wait sent to the emulator (the same in every run). */
  readonly requests: number
  readonly bare: ProcessCost
  /** The committed `dist/index.js` first, then the variants. */
  readonly bundles: readonly BundleCost[]
}

/** One bundle to measure: its entry file and how it came about. */
interface Bundle {
  readonly label: string
  readonly entry: string
}

/** The whole run must stay within this many bare Node starts (issue 7). */
export const OVERHEAD_TARGET_RATIO = 3

/** Measures the bare start, the committed bundle and, when asked, its variants. */
export async function measureOverhead(options: OverheadOptions): Promise<OverheadResult> {
  const { runner, node, log } = options
  const bundles: Bundle[] = [
    { label: 'dist/index.js as committed', entry: path.join(options.repoRoot, 'dist', 'index.js') }
  ]
  if (options.variants) bundles.push(...(await buildVariants(options)))
  const defaults = await actionDefaults()
  const nodeVersion = (await runner.run({ node, args: ['-p', 'process.version'] })).stdout.trim()

  const emulator = await startEmulator({ stepMs: 0 })
  try {
    const bare = { wall: [] as number[], rss: [] as number[] }
    const runs = bundles.map(() => ({
      wall: [] as number[],
      rss: [] as number[],
      load: [] as number[]
    }))
    let deployments = 0
    const requestCounts = new Set<number>()
    const contenders = bundles.length + 1
    for (let round = -1; round < options.runs; round++) {
      const counted = round >= 0
      log(counted ? `overhead: round ${round + 1} of ${options.runs}` : 'overhead: warm-up round')
      // Rotating the order spreads a slow moment of the machine over all contenders.
      for (let k = 0; k < contenders; k++) {
        const which = (k + Math.max(0, round)) % contenders
        if (which === 0) {
          const run = await runner.run({ node, args: ['-e', ''] })
          checkChild('node -e ""', run)
          if (counted) {
            bare.wall.push(run.wallMs)
            bare.rss.push(run.peakRssKb)
          }
          continue
        }
        const bundle = bundles[which - 1] as Bundle
        const series = runs[which - 1] as (typeof runs)[number]
        const name = `bench-overhead-${++deployments}`
        emulator.clearRequests()
        const run = await runAction(options, bundle.entry, {
          ...defaults,
          'api-key': emulator.apiKey,
          'workspace-id': emulator.workspaceId,
          'api-url': emulator.url,
          'deployment-name': name,
          'integration-id': '7c4e2f0a-1b2c-4d5e-8f90-a1b2c3d4e5f6'
        })
        requestCounts.add(emulator.requests.length)
        const load = await loadTime(options, bundle.entry)
        if (counted) {
          series.wall.push(run.wallMs)
          series.rss.push(run.peakRssKb)
          series.load.push(load)
        }
      }
    }
    const results: BundleCost[] = []
    for (const [i, bundle] of bundles.entries()) {
      const series = runs[i] as (typeof runs)[number]
      results.push({
        label: bundle.label,
        bytes: (await stat(bundle.entry)).size,
        loadMs: summarize(series.load),
        wallMs: summarize(series.wall),
        peakRssKb: summarize(series.rss),
        wallRatio: summarize(pairedRatios(series.wall, bare.wall)),
        rssRatio: summarize(pairedRatios(series.rss, bare.rss))
      })
    }
    if (requestCounts.size !== 1) {
      throw new Error(
        `the runs sent different numbers of requests: ${[...requestCounts].join(', ')}`
      )
    }
    return {
      nodeVersion,
      requests: [...requestCounts][0] as number,
      bare: { wallMs: summarize(bare.wall), peakRssKb: summarize(bare.rss) },
      bundles: results
    }
  } finally {
    await emulator.close()
  }
}

/** One create-and-wait of a bundle, run as GitHub's runner runs it; throws unless DEPLOYED. */
async function runAction(
  options: OverheadOptions,
  entry: string,
  inputs: Readonly<Record<string, string>>
): Promise<{ wallMs: number; peakRssKb: number }> {
  const dir = await options.runner.scratch()
  const outputFile = path.join(dir, 'output')
  const summaryFile = path.join(dir, 'step_summary')
  await writeFile(outputFile, '')
  await writeFile(summaryFile, '')
  const env = runnerEnvironment({ dir, outputFile, summaryFile })
  for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value
  const run = await options.runner.run({ node: options.node, args: [entry], env })
  checkChild(`node ${entry}`, run)
  const outputs = parseCommandFile(await readFile(outputFile, 'utf8'))
  if (outputs.status !== 'DEPLOYED' || outputs.created !== 'true') {
    throw new Error(
      `node ${entry} did not create a DEPLOYED revision: outputs ${JSON.stringify(outputs)}\n${run.stdout}`
    )
  }
  return run
}

/**
 * Milliseconds to import the bundle, module evaluation included, timed inside the child. The
 * action starts its run on import; without inputs it stops at once (and exits 1), so the time is
 * the load.
 */
async function loadTime(options: OverheadOptions, entry: string): Promise<number> {
  const marker = 'BENCH_LOAD_MS='
  const code = [
    'const started = performance.now()',
    `await import(${JSON.stringify(pathToFileURL(entry).href)})`,
    `process.stderr.write('\\n${marker}' + (performance.now() - started) + '\\n')`
  ].join('\n')
  const run = await options.runner.run({
    node: options.node,
    args: ['--input-type=module', '-e', code]
  })
  const line = run.stderr.split('\n').find(text => text.startsWith(marker))
  if (line === undefined) {
    throw new Error(`loading ${entry} failed:\n${run.stderr.trim() || run.stdout.trim()}`)
  }
  return Number(line.slice(marker.length))
}

/** Builds the variants of the bundle with ncc, in parallel. */
async function buildVariants(options: OverheadOptions): Promise<Bundle[]> {
  options.log('overhead: building variants of the bundle with ncc (takes a while)')
  const variants = [
    { label: 'ncc --minify', flags: ['--minify'], stubUndici: false },
    { label: 'undici left out', flags: ['-e', 'undici'], stubUndici: true },
    { label: 'undici left out, --minify', flags: ['-e', 'undici', '--minify'], stubUndici: true }
  ]
  return Promise.all(
    variants.map(async variant => {
      const dir = await options.runner.scratch()
      const out = path.join(dir, 'bundle')
      if (variant.stubUndici) await writeUndiciStub(dir)
      await ncc(options.repoRoot, [
        'build',
        'src/index.ts',
        '-o',
        out,
        '--target',
        'es2022',
        '-q',
        ...variant.flags
      ])
      return { label: variant.label, entry: path.join(out, 'index.js') }
    })
  )
}

/**
 * A stand-in for `undici` beside a bundle that leaves it out. The action reaches undici only
 * through the proxy support of `@actions/http-client` and `@actions/github`, which no run here
 * uses; the stub fails loudly if that ever changes.
 */
async function writeUndiciStub(dir: string): Promise<void> {
  const stub = path.join(dir, 'node_modules', 'undici')
  await mkdir(stub, { recursive: true })
  await writeFile(path.join(stub, 'package.json'), '{"name":"undici","main":"index.js"}\n')
  await writeFile(
    path.join(stub, 'index.js'),
    [
      "'use strict'",
      'const unused = name => { throw new Error(`undici stub of the benchmark: ${name} was called`) }',
      'exports.ProxyAgent = class ProxyAgent { constructor() { unused("ProxyAgent") } }',
      'exports.fetch = () => unused("fetch")',
      ''
    ].join('\n')
  )
}

/** Runs the project's ncc (a devDependency) and throws with its output when it fails. */
async function ncc(repoRoot: string, args: readonly string[]): Promise<void> {
  const cli = path.join(repoRoot, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')
  const child = spawn(process.execPath, [cli, ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
  })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', resolve)
  })
  if (code !== 0) throw new Error(`ncc ${args.join(' ')} failed (exit ${String(code)}):\n${output}`)
}
