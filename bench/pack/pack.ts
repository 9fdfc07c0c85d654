// Owns the pack section (issue 36, point 3): the action's whole upload path against
// `tar -cf - . | gzip -6` on one generated tree in the same rounds, its peak RSS at 1× and 3× the
// tree, and whether the archive and its source-digest come out the same run after run.
import { spawn } from 'node:child_process'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

import { type ChildRun, type ChildRunner, checkChild } from '../child.js'
import type { NodeBinary } from '../nodes.js'
import type { QuietGate, QuietSummary } from '../quiet.js'
import { type Summary, pairOrder, pairedRatios, summarize } from '../stats.js'
import type { PackChildReport } from './child.js'
import { type Sink, startSink } from './sink.js'
import { type GeneratedTree, generateTree } from './tree.js'

/** What the pack section needs. */
export interface PackOptions {
  /** Timed pairs, after a warm-up run of each. */
  readonly rounds: number
  /** Pairs of peak-RSS runs at 1× and 3× the tree. */
  readonly rssRounds: number
  /** The Node the action runs on (24 when measured, as on GitHub). */
  readonly node: NodeBinary
  readonly runner: ChildRunner
  readonly gate: QuietGate
  readonly log: (line: string) => void
}

/** A generated tree, as the report describes it. */
export interface TreeFigures {
  readonly files: number
  readonly bytes: number
}

/** Everything the pack section measured. */
export interface PackResult {
  readonly node: string
  readonly rounds: number
  readonly rssRounds: number
  readonly tree: TreeFigures
  readonly bigTree: TreeFigures
  /** The files the plan packed, and the archive's size (ours, and `tar | gzip -6`'s). */
  readonly packedFiles: number
  readonly archiveBytes: number
  readonly tarGzipBytes: number
  /** Wall time of the whole child, from spawn to exit. */
  readonly actionMs: Summary
  readonly tarMs: Summary
  /** CPU time (user and system): the action's process, and tar's and gzip's together. */
  readonly actionCpuMs: Summary
  readonly tarCpuMs: Summary
  /** Ours over `tar | gzip`, pair by pair. */
  readonly ratio: Summary
  /** Inside the action's child: walk and plan, write (tar, gzip, hashes), upload. */
  readonly planMs: Summary
  readonly writeMs: Summary
  readonly uploadMs: Summary
  readonly rssKb: Summary
  readonly bigRssKb: Summary
  /** Peak RSS at 3× over 1×, minus one, pair by pair. */
  readonly rssGrowth: Summary
  readonly reproducible: {
    /** Runs of the 1× tree compared (timed and RSS runs). */
    readonly runs: number
    /** Distinct SHA-256 of the archive (its source-digest) and of its tar, over those runs. */
    readonly digests: readonly string[]
    readonly tarDigests: readonly string[]
    /** Whether every upload the sink took had the bytes and hash the action reported. */
    readonly uploadsMatch: boolean
  }
  readonly quiet: QuietSummary
}

const SEED = 20_251_128
const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'child.js')
const TAR_GZIP = 'tar -cf - . | gzip -6 > /dev/null; times'

/** Runs the pack section. */
export async function measurePack(options: PackOptions): Promise<PackResult> {
  const { runner, log } = options
  const made = async (scale: number): Promise<GeneratedTree> => {
    const began = performance.now()
    const tree = await generateTree(await runner.scratch(`tree${scale}-`), scale, SEED + scale)
    log(
      `pack: generated ${tree.files} files, ${(tree.bytes / 1e6).toFixed(0)} MB in ${((performance.now() - began) / 1000).toFixed(1)} s`
    )
    return tree
  }
  const tree = await made(1)
  const bigTree = await made(3)
  const temp = await runner.scratch('archives-')
  const sink = await startSink()
  try {
    return await measureWith(options, { tree, bigTree, temp, sink })
  } finally {
    await sink.close()
  }
}

interface Setting {
  readonly tree: GeneratedTree
  readonly bigTree: GeneratedTree
  readonly temp: string
  readonly sink: Sink
}

async function measureWith(options: PackOptions, setting: Setting): Promise<PackResult> {
  const { gate, log } = options
  const { tree, bigTree } = setting
  const action = (on: GeneratedTree, measureRss = false): Promise<Ran> =>
    runAction(options, setting, on, measureRss)
  log(`pack, Node ${options.node.major}: warm-up`)
  const tarGzipBytes = Number((await shell(tree.dir, 'tar -cf - . | gzip -6 | wc -c')).stdout)
  const ran: Ran[] = [await action(tree)]
  const actionMs: number[] = []
  const tarMs: number[] = []
  const tarCpuMs: number[] = []
  for (let round = 0; round < options.rounds; round++) {
    for (const which of pairOrder(round, 'action', 'tar')) {
      await gate.wait()
      if (which === 'tar') {
        const tar = await shell(tree.dir, TAR_GZIP)
        tarMs.push(tar.wallMs)
        tarCpuMs.push(childrenCpuMs(tar.stdout))
      } else {
        const run = await action(tree)
        ran.push(run)
        actionMs.push(run.wallMs)
      }
    }
    const last = actionMs.length - 1
    log(
      `pack round ${round + 1}/${options.rounds}: action ${actionMs[last]?.toFixed(0)} ms, tar | gzip ${tarMs[last]?.toFixed(0)} ms`
    )
  }
  const rss: number[] = []
  const bigRss: number[] = []
  for (let round = 0; round < options.rssRounds; round++) {
    for (const which of pairOrder(round, 'one', 'three')) {
      const run = await action(which === 'one' ? tree : bigTree, true)
      if (which === 'one') ran.push(run)
      ;(which === 'one' ? rss : bigRss).push(run.peakRssKb ?? 0)
    }
  }
  const timed = ran.slice(1)
  const reports = ran.map(run => run.report)
  const first = reports[0] as PackChildReport
  return {
    node: options.node.version,
    rounds: options.rounds,
    rssRounds: options.rssRounds,
    tree: { files: tree.files, bytes: tree.bytes },
    bigTree: { files: bigTree.files, bytes: bigTree.bytes },
    packedFiles: first.files,
    archiveBytes: first.bytes,
    tarGzipBytes,
    actionMs: summarize(actionMs),
    tarMs: summarize(tarMs),
    actionCpuMs: summarize(timed.slice(0, options.rounds).map(run => run.report.cpuMs)),
    tarCpuMs: summarize(tarCpuMs),
    ratio: summarize(pairedRatios(actionMs, tarMs)),
    planMs: summarize(timed.slice(0, options.rounds).map(run => run.report.planMs)),
    writeMs: summarize(timed.slice(0, options.rounds).map(run => run.report.writeMs)),
    uploadMs: summarize(timed.slice(0, options.rounds).map(run => run.report.uploadMs)),
    rssKb: summarize(rss),
    bigRssKb: summarize(bigRss),
    rssGrowth: summarize(pairedRatios(bigRss, rss).map(value => value - 1)),
    reproducible: {
      runs: reports.length,
      digests: [...new Set(reports.map(report => report.sha256))],
      tarDigests: [...new Set(reports.map(report => report.tarSha256))],
      uploadsMatch:
        setting.sink.uploads.length === ran.length + options.rssRounds &&
        ran.every(
          run =>
            run.uploaded?.sha256 === run.report.sha256 && run.uploaded.bytes === run.report.bytes
        )
    },
    quiet: gate.summary()
  }
}

interface Ran {
  readonly wallMs: number
  readonly peakRssKb: number | undefined
  readonly report: PackChildReport
  /** What the sink took from this run. */
  readonly uploaded: { readonly bytes: number; readonly sha256: string } | undefined
}

async function runAction(
  options: PackOptions,
  setting: Setting,
  tree: GeneratedTree,
  measureRss: boolean
): Promise<Ran> {
  const before = setting.sink.uploads.length
  const run: ChildRun = await options.runner.run({
    node: options.node.path,
    args: [CHILD, tree.dir, tree.configPath, setting.sink.url, setting.temp],
    measureRss
  })
  checkChild('the action’s upload path', run, measureRss)
  return {
    wallMs: run.wallMs,
    peakRssKb: run.peakRssKb,
    report: JSON.parse(run.stdout) as PackChildReport,
    uploaded: setting.sink.uploads[before]
  }
}

/** Runs `command` with `bash -o pipefail -c` in `cwd`; throws unless it exits 0. */
async function shell(cwd: string, command: string): Promise<{ wallMs: number; stdout: string }> {
  const started = performance.now()
  const child = spawn('bash', ['-o', 'pipefail', '-c', command], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', resolve)
  })
  const wallMs = performance.now() - started
  if (code !== 0)
    throw new Error(`\`${command}\` failed (exit code ${String(code)}): ${stderr.trim()}`)
  return { wallMs, stdout: stdout.trim() }
}

/** The children's user and system time from bash's `times` (its second line: `0m4.9s 0m0.3s`). */
function childrenCpuMs(printed: string): number {
  const line = printed.split('\n').pop() ?? ''
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)]
  if (parts.length !== 2) throw new Error(`bash's \`times\` printed "${printed}"`)
  return parts.reduce((sum, [, m, s]) => sum + (Number(m) * 60 + Number(s)) * 1000, 0)
}
