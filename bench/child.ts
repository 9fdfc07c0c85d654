// Owns running one Node child process: its wall time, its output and, only when asked, its peak
// RSS. Wall-time runs carry no probe, so a bare `node -e ""` is timed as the runner would start it.
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
  /** Peak RSS in KiB, when the run was asked to measure it. */
  readonly peakRssKb: number | undefined
  /** The most the heap held just after a full collection, in KiB, when asked ({@link KEPT_PROBE}). */
  readonly keptHeapKb: number | undefined
  readonly stdout: string
  readonly stderr: string
}

/** How to run one child. */
export interface ChildOptions {
  /** The Node binary. */
  readonly node: string
  readonly args: readonly string[]
  /** The child's environment besides PATH and HOME. */
  readonly env?: Readonly<Record<string, string>>
  /**
   * Preload the peak-RSS probe (`--require` in NODE_OPTIONS). It costs the child a file read and
   * a compile at start, so runs that time a start never use it.
   */
  readonly measureRss?: boolean
  /**
   * Preload the kept-heap probe too ({@link KEPT_PROBE}): a full collection every
   * {@link KEPT_EVERY_MS}, noting what the heap still held after each. The child's time and RSS
   * are then those of a process that collects that often.
   */
  readonly measureKeptHeap?: boolean
  /** Kill the child after this long (default 10 min). */
  readonly timeoutMs?: number
}

const PROBE = `'use strict'
// Written by the benchmark: reports this process's peak RSS (KiB) as it exits.
const target = process.env.BENCH_PEAK_RSS_FILE
process.on('exit', () => {
  if (target) require('node:fs').writeFileSync(target, String(process.resourceUsage().maxRSS))
})
`

/** How often the kept-heap probe collects. */
export const KEPT_EVERY_MS = 200

/**
 * Written by the benchmark: a full collection every {@link KEPT_EVERY_MS} (`--expose-gc`), and
 * the most the heap held after one (`heapUsed`, KiB), written as the process exits: what the
 * process keeps, apart from the garbage a lazy collector would leave in its heap.
 */
const KEPT_PROBE = `'use strict'
const target = process.env.BENCH_KEPT_HEAP_FILE
let kept = 0
const note = () => {
  globalThis.gc()
  kept = Math.max(kept, process.memoryUsage().heapUsed)
}
setInterval(note, ${KEPT_EVERY_MS}).unref()
process.on('exit', () => {
  note()
  if (target) require('node:fs').writeFileSync(target, String(Math.round(kept / 1024)))
})
`

/** Spawns Node children; owns a temporary directory, so {@link ChildRunner.dispose} it. */
export class ChildRunner {
  private runs = 0

  private constructor(readonly dir: string) {}

  /** A runner with a fresh temporary directory and the probe written into it. */
  static async create(): Promise<ChildRunner> {
    const dir = await mkdtemp(path.join(tmpdir(), 'langgraph-deploy-bench-'))
    await writeFile(path.join(dir, 'peak-rss-probe.cjs'), PROBE)
    await writeFile(path.join(dir, 'kept-heap-probe.cjs'), KEPT_PROBE)
    return new ChildRunner(dir)
  }

  /** A fresh scratch directory inside the runner's own. */
  async scratch(prefix = 'run-'): Promise<string> {
    return mkdtemp(path.join(this.dir, prefix))
  }

  /** Runs one child to its end; resolves even when it fails (see {@link checkChild}). */
  async run(options: ChildOptions): Promise<ChildRun> {
    const rssFile = path.join(this.dir, `peak-rss-${++this.runs}`)
    const keptFile = path.join(this.dir, `kept-heap-${this.runs}`)
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? this.dir,
      ...options.env
    }
    const preload: string[] = []
    if (options.measureRss === true) {
      preload.push(`--require ${JSON.stringify(path.join(this.dir, 'peak-rss-probe.cjs'))}`)
      env.BENCH_PEAK_RSS_FILE = rssFile
    }
    if (options.measureKeptHeap === true) {
      preload.push(
        `--expose-gc --require ${JSON.stringify(path.join(this.dir, 'kept-heap-probe.cjs'))}`
      )
      env.BENCH_KEPT_HEAP_FILE = keptFile
    }
    if (preload.length > 0) env.NODE_OPTIONS = preload.join(' ')
    const number = async (
      file: string,
      asked: boolean | undefined
    ): Promise<number | undefined> => {
      const text = asked === true ? await readFile(file, 'utf8').catch(() => '') : ''
      return text === '' ? undefined : Number(text)
    }
    try {
      const run = await spawnTimed(options, env)
      return {
        ...run,
        peakRssKb: await number(rssFile, options.measureRss),
        keptHeapKb: await number(keptFile, options.measureKeptHeap)
      }
    } finally {
      await rm(rssFile, { force: true })
      await rm(keptFile, { force: true })
    }
  }

  /** Removes the runner's temporary directory. */
  async dispose(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true })
  }
}

async function spawnTimed(
  options: ChildOptions,
  env: Record<string, string>
): Promise<Omit<ChildRun, 'peakRssKb' | 'keptHeapKb'>> {
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
  const closed = new Promise<void>(resolve => {
    child.once('close', () => {
      resolve()
    })
  })
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 600_000)
  try {
    const exited = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
      (resolve, reject) => {
        child.once('error', reject)
        child.once('exit', (code, signal) => {
          resolve({ code, signal })
        })
      }
    )
    const wallMs = performance.now() - started
    await closed
    return { exitCode: exited.code, signal: exited.signal, wallMs, stdout, stderr }
  } finally {
    clearTimeout(timer)
  }
}

/** Throws unless the child exited 0 (and, when it was asked to, reported its peak RSS). */
export function checkChild(what: string, run: ChildRun, wantsRss = false): void {
  if (run.exitCode !== 0 || (wantsRss && run.peakRssKb === undefined)) {
    const why = run.signal ? `signal ${run.signal}` : `exit code ${String(run.exitCode)}`
    throw new Error(
      `${what} failed (${why}):\n${run.stderr.trim().slice(-2000) || run.stdout.trim().slice(-2000)}`
    )
  }
}
