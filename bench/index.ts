/**
 * `npm run bench`: runs the benchmarks of issue 7 and writes BENCHMARKS.md.
 *
 *   npm run bench                                  # everything, writes BENCHMARKS.md
 *   npm run bench -- --only polling               # some sections, printed, nothing written
 *   npm run bench -- --runs 5 --long-runs 1 --trials 50 --no-variants --out /tmp/b.md
 *   ACTION_NODE=/path/to/node24 npm run bench     # the overhead runs on another Node
 *
 * Progress goes to stderr.
 */
import { execFileSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { ChildRunner } from './child.js'
import { measureOverhead } from './overhead.js'
import { measurePolling } from './polling.js'
import { type Machine, type Results, renderReport } from './report.js'
import { measureStreaming } from './streaming.js'

/** The repository's root, from this file's place (bench/ or lib/bench/). */
function repoRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  return path.basename(path.dirname(here)) === 'lib'
    ? path.resolve(here, '../..')
    : path.resolve(here, '..')
}

const SECTIONS = ['overhead', 'streaming', 'polling'] as const
type Section = (typeof SECTIONS)[number]

/** A whole number option, at least `min`. */
function count(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < min) {
    throw new Error(`--${name} must be a whole number of at least ${min}, got "${value}"`)
  }
  return number
}

function git(root: string, args: readonly string[]): string {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim()
  } catch {
    return ''
  }
}

function machine(root: string, actionNode: string, startedAt: Date): Machine {
  const cpus = os.cpus()
  const commit = git(root, ['rev-parse', '--short', 'HEAD'])
  const dirty =
    git(root, ['status', '--porcelain', '--', 'src', 'dist', 'emulator', 'bench']) !== ''
  return {
    cpu: `${cpus[0]?.model.trim() ?? 'unknown CPU'} (${cpus.length} logical cores)`,
    memoryGb: os.totalmem() / 1024 ** 3,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    actionNode: actionNode === process.execPath ? undefined : actionNode,
    date: startedAt,
    commit: commit === '' ? undefined : `${commit}${dirty ? ' (with uncommitted changes)' : ''}`
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      out: { type: 'string' },
      runs: { type: 'string' },
      'long-runs': { type: 'string' },
      trials: { type: 'string' },
      'no-variants': { type: 'boolean', default: false }
    },
    strict: true
  })
  const only = values.only?.split(',').map(part => part.trim())
  for (const part of only ?? []) {
    if (!(SECTIONS as readonly string[]).includes(part)) {
      throw new Error(`--only takes ${SECTIONS.join(', ')}, got "${part}"`)
    }
  }
  const wanted = (section: Section): boolean => only === undefined || only.includes(section)
  const runs = count('runs', values.runs, 7)
  const longRuns = count('long-runs', values['long-runs'], 3)
  const trials = count('trials', values.trials, 100)
  const root = repoRoot()
  // A partial run prints its sections rather than overwrite a whole report with them.
  const out = values.out ?? (only === undefined ? path.join(root, 'BENCHMARKS.md') : undefined)
  const actionNode = process.env.ACTION_NODE || process.execPath
  const log = (line: string): void => {
    process.stderr.write(`${line}\n`)
  }

  const startedAt = new Date()
  const began = performance.now()
  const runner = await ChildRunner.create()
  const results: Results = {}
  try {
    if (wanted('overhead')) {
      results.overhead = await measureOverhead({
        runs,
        node: actionNode,
        repoRoot: root,
        runner,
        variants: !values['no-variants'],
        log
      })
    }
    if (wanted('streaming')) {
      results.streaming = await measureStreaming({
        runs,
        longRuns,
        size: 1024,
        lengths: [10_000, 100_000, 1_000_000],
        runner,
        log
      })
    }
    if (wanted('polling')) {
      results.polling = await measurePolling({ trials, seed: 20_251_121, log })
    }
  } finally {
    await runner.dispose()
  }
  const minutes = (performance.now() - began) / 60_000
  const report = renderReport(machine(root, actionNode, startedAt), results, {
    minutes,
    runs,
    longRuns,
    trials
  })
  if (out === undefined) {
    process.stdout.write(report)
  } else {
    await writeFile(out, report)
    log(`wrote ${path.relative(process.cwd(), out) || out} (${minutes.toFixed(1)} min)`)
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`
  )
  process.exitCode = 1
})
