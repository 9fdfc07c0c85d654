/**
 * Runs a Node child process and measures its wall time and peak resident set size.
 *
 * Peak RSS comes from inside the child: a preloaded CommonJS file (`--require`, passed in
 * `NODE_OPTIONS` so that `node -e ""` and `node dist/index.js` get it alike) writes
 * `process.resourceUsage().maxRSS` (getrusage's `ru_maxrss`, the high-water mark of the whole
 * process, in KiB) to a file as the process exits. That works wherever Node runs, unlike GNU
 * `time -v`, and costs the child one tiny file read at start.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'

/** What one child run measured. */
export interface ChildRun {
  readonly exitCode: number | null
  readonly signal: NodeJS.Signals | null
  /** Milliseconds from just before the spawn to the child's exit. */
  readonly wallMs: number
  /** Peak RSS of the child in KiB. */
  readonly peakRssKb: number
  readonly stdout: string
  readonly stderr: string
}

/** How to run one child. */
export interface ChildOptions {
  /** The Node binary. */
  readonly node: string
  readonly args: readonly string[]
  /** The child's whole environment besides PATH, HOME and the probe's variables. */
  readonly env?: Readonly<Record<string, string>>
  /** Kill the child after this long (default 10 min). */
  readonly timeoutMs?: number
}

const PROBE = `'use strict'
// Written by the benchmark: reports this process's peak RSS (KiB) as it exits.
const { writeFileSync } = require('node:fs')
const target = process.env.BENCH_PEAK_RSS_FILE
process.on('exit', () => {
  if (target) writeFileSync(target, String(process.resourceUsage().maxRSS))
})
`

/**
 * Spawns Node children with the peak-RSS probe preloaded. Create one with {@link ChildRunner.create}
 * and {@link ChildRunner.dispose} it when done (it owns a temporary directory).
 */
export class ChildRunner {
  private runs = 0

  private constructor(private readonly dir: string) {}

  /** Writes the probe to a fresh temporary directory. */
  static async create(): Promise<ChildRunner> {
    const dir = await mkdtemp(path.join(tmpdir(), 'langgraph-deploy-bench-'))
    await writeFile(path.join(dir, 'peak-rss-probe.cjs'), PROBE)
    return new ChildRunner(dir)
  }

  /** A fresh scratch directory inside the runner's own, for one child's files. */
  async scratch(): Promise<string> {
    return mkdtemp(path.join(this.dir, 'run-'))
  }

  /** Runs one child to its end; resolves even when it fails (check `exitCode`). */
  async run(options: ChildOptions): Promise<ChildRun> {
    const rssFile = path.join(this.dir, `peak-rss-${++this.runs}`)
    const probe = path.join(this.dir, 'peak-rss-probe.cjs')
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? this.dir,
      ...options.env,
      NODE_OPTIONS: `--require ${JSON.stringify(probe)}`,
      BENCH_PEAK_RSS_FILE: rssFile
    }
    const started = performance.now()
    const child = spawn(options.node, options.args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 600_000)
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
      (resolve, reject) => {
        child.once('error', reject)
        child.once('exit', (code, signal) => {
          resolve({ code, signal, at: performance.now() })
        })
      }
    )
    const closed = new Promise<void>(resolve => {
      child.once('close', () => {
        resolve()
      })
    })
    try {
      const { code, signal, at } = await exited
      await closed
      const peak = await readFile(rssFile, 'utf8').catch(() => '')
      return {
        exitCode: code,
        signal,
        wallMs: at - started,
        peakRssKb: peak === '' ? Number.NaN : Number(peak),
        stdout,
        stderr
      }
    } finally {
      clearTimeout(timer)
      await rm(rssFile, { force: true })
    }
  }

  /** Removes the runner's temporary directory. */
  async dispose(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true })
  }
}

/** Throws unless the child exited 0 and reported its peak RSS. */
export function checkChild(what: string, run: ChildRun): void {
  if (run.exitCode !== 0 || Number.isNaN(run.peakRssKb)) {
    const why = run.signal ? `signal ${run.signal}` : `exit code ${String(run.exitCode)}`
    throw new Error(
      `${what} failed (${why}):\n${run.stderr.trim() || run.stdout.trim().slice(-2000)}`
    )
  }
}
