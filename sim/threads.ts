// Owns running a simulation on worker threads, one core each: thread i of n takes the seeds
// from + i, from + i + n, ...; each loads the action and sim/ through the module hook (hook.ts).
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

import { HOOK_URL, type HookData } from './hook.js'
import type { Failure, Simulation } from './simulate.js'

/** What one thread runs: seeds `from`, `from + stride`, ... (`runs` of them). */
export interface ThreadShare {
  readonly from: number
  readonly runs: number
  readonly stride: number
  readonly concurrency: number
  readonly watchdogMs: number
}

/** A message of a thread. */
type ThreadMessage =
  | { readonly kind: 'failure'; readonly failure: Failure }
  | { readonly kind: 'done'; readonly simulation: Simulation }

/** Where the threads keep the modules they transpiled (see hook.ts). */
const CACHE = new URL('../node_modules/.cache/langgraph-deploy-sim/', import.meta.url)

/** Loads the hook, then the thread's module: what a worker runs first. */
const BOOT = `
import { register } from 'node:module'
import { workerData } from 'node:worker_threads'
register(workerData.hook, { data: workerData.hookData })
await import(workerData.entry)
`

export interface ThreadedOptions {
  readonly from: number
  readonly runs: number
  readonly threads: number
  /** Runs at once on each thread. */
  readonly concurrency: number
  readonly watchdogMs?: number
  /** Called with each failure as a thread finds it. */
  readonly onFailure?: (failure: Failure) => void
}

/** Runs seeds `from` .. `from + runs - 1` on `threads` worker threads and checks each. */
export async function simulateOnThreads(options: ThreadedOptions): Promise<Simulation> {
  const started = performance.now()
  // From the sources (the jest test) each module is transpiled as it loads; from lib/, not.
  const sources = import.meta.url.endsWith('.ts')
  const extension = sources ? '.ts' : '.js'
  const hookData: HookData = {
    core: new URL(`./core${extension}`, import.meta.url).href,
    net: new URL(`./net${extension}`, import.meta.url).href,
    loopback: new URL(`./loopback${extension}`, import.meta.url).href,
    ...(sources ? { ...(await compiler()), cache: CACHE.href } : {})
  }
  const entry = new URL(`./thread${extension}`, import.meta.url).href
  const shares = Array.from({ length: options.threads }, (_, index) => ({
    from: options.from + index,
    runs: Math.ceil((options.runs - index) / options.threads),
    stride: options.threads,
    concurrency: options.concurrency,
    watchdogMs: options.watchdogMs ?? 10_000
  })).filter(share => share.runs > 0)
  const done = await Promise.all(
    shares.map(share => runThread({ hook: HOOK_URL, hookData, entry, ...share }, options))
  )
  const failures = done.flatMap(simulation => simulation.failures).sort((a, b) => a.seed - b.seed)
  const slowest = done.map(s => s.slowest).reduce((a, b) => (b.realMs > a.realMs ? b : a))
  return { runs: options.runs, failures, realMs: performance.now() - started, slowest }
}

function runThread(
  workerData: ThreadShare & { hook: string; hookData: HookData; entry: string },
  options: ThreadedOptions
): Promise<Simulation> {
  return new Promise<Simulation>((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(BOOT)}`), {
      workerData
    })
    worker.on('message', (message: ThreadMessage) => {
      if (message.kind === 'failure') options.onFailure?.(message.failure)
      else {
        resolve(message.simulation)
        void worker.terminate()
      }
    })
    worker.on('error', reject)
    worker.on('exit', code => {
      reject(new Error(`a simulation thread exited (code ${code}) before it was done`))
    })
  })
}

/** SWC's URL, its version as the fragment, and the options it strips types with (.swcrc). */
async function compiler(): Promise<{ compiler: string; compilerOptions: unknown }> {
  const require = createRequire(import.meta.url)
  const { version } = require('@swc/core/package.json') as { version: string }
  const options = await readFile(new URL('../.swcrc', import.meta.url), 'utf8')
  return {
    compiler: `${pathToFileURL(require.resolve('@swc/core')).href}#${version}`,
    compilerOptions: JSON.parse(options) as unknown
  }
}
