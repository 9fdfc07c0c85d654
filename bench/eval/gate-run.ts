// Owns one run of the action's eval gate as users run it: the bundle as a child process with
// INPUT_* variables, deploying to the in-process emulator with 'eval-dataset' set, checked to
// pass every example; its requests timed as the emulator served them.
import { readFile } from 'node:fs/promises'

import { actionDefaults } from '../../emulator/action-defaults.js'
import { parseCommandFile } from '../../emulator/runner.js'
import { DEFAULT_INTEGRATION_ID } from '../../emulator/base/defaults.js'
import { type RunningEmulator, startEmulator } from '../../emulator/index.js'
import { type ChildRunner, checkChild } from '../child.js'
import { stepFiles } from '../step.js'
import {
  type GateSpans,
  type TimedRequest,
  benchDataset,
  gateSpans,
  loggedExampleMs
} from './spans.js'

/** What one gate run measured. */
export interface GateRun extends GateSpans {
  /** Examples in its dataset. */
  readonly examples: number
  /** Runs of each ('eval-repeat'). */
  readonly repeat: number
  /** The per-example times the gate logged. */
  readonly loggedMs: readonly number[]
  /** The child's peak RSS in KiB, when measured. */
  readonly rssKb: number | undefined
  /** The most its heap held after a full collection, in KiB, when measured. */
  readonly keptKb: number | undefined
  /** Bytes of the job summary and the outputs: the results table as the step leaves it. */
  readonly tableBytes: number
}

/** An emulator serving one bench dataset per size, and the action run against it. */
export class GateBench {
  private deployments = 0
  private timed: TimedRequest[] = []

  private constructor(
    private readonly runner: ChildRunner,
    private readonly entry: string,
    private emulator: RunningEmulator | undefined,
    /** The inputs every run passes, the defaults of action.yml among them. */
    readonly defaults: Readonly<Record<string, string>>
  ) {}

  /** Starts the emulator (deploys at once) with a dataset `bench-<n>` for each size. */
  static async start(
    runner: ChildRunner,
    entry: string,
    sizes: readonly number[]
  ): Promise<GateBench> {
    const bench = new GateBench(runner, entry, undefined, await actionDefaults())
    bench.emulator = await startEmulator({
      stepMs: 0,
      datasets: sizes.map(size => benchDataset(datasetName(size), size)),
      requestLogLimit: 100,
      onRequest: ({ method, path: at, receivedAt }) => {
        bench.timed.push({ method, path: at, receivedAt, endedAt: Date.now() })
      }
    })
    return bench
  }

  /** The gate's 'eval-concurrency' as action.yml defaults it. */
  get concurrency(): number {
    return Number(this.defaults['eval-concurrency'] ?? '4')
  }

  /**
   * One deploy gated on the dataset of `size` examples on `node`, each run `repeat` times (with
   * the kept-heap probe, for the diagnosis pair); throws unless all passed.
   */
  async run(
    node: string,
    size: number,
    options: { readonly rss: boolean; readonly keptHeap?: boolean; readonly repeat?: number }
  ): Promise<GateRun> {
    const { rss: measureRss, keptHeap = false, repeat = 1 } = options
    const emulator = this.emulator
    if (emulator === undefined) throw new Error('the eval bench is closed')
    const { env, outputFile, summaryFile } = await stepFiles(this.runner, 'eval-', {
      ...this.defaults,
      'api-key': emulator.apiKey,
      'workspace-id': emulator.workspaceId,
      'api-url': emulator.url,
      'deployment-name': `bench-eval-${++this.deployments}`,
      'integration-id': DEFAULT_INTEGRATION_ID,
      'eval-dataset': datasetName(size),
      'eval-repeat': String(repeat)
    })
    this.timed = []
    const run = await this.runner.run({
      node,
      args: [this.entry],
      env,
      measureRss,
      measureKeptHeap: keptHeap
    })
    const timed = this.timed
    checkChild(`the eval gate on ${size} examples`, run, measureRss)
    const outputText = await readFile(outputFile, 'utf8')
    const summary = await readFile(summaryFile, 'utf8')
    checkPassed(parseCommandFile(outputText), { size, repeat }, run.stdout)
    const spans = gateSpans(timed)
    if (spans.runs !== size * repeat) {
      throw new Error(`the gate made ${spans.runs} runs of ${size} examples × ${repeat}`)
    }
    return {
      ...spans,
      examples: size,
      repeat,
      loggedMs: loggedExampleMs(run.stdout),
      rssKb: run.peakRssKb,
      keptKb: run.keptHeapKb,
      tableBytes: Buffer.byteLength(summary) + Buffer.byteLength(outputText)
    }
  }

  async close(): Promise<void> {
    await this.emulator?.close()
    this.emulator = undefined
  }
}

const datasetName = (size: number): string => `bench-${size}`

/** Throws unless the revision deployed and the gate passed every example of `size`, `repeat` times. */
function checkPassed(
  outputs: Record<string, string>,
  { size, repeat }: { readonly size: number; readonly repeat: number },
  stdout: string
): void {
  const results = JSON.parse(outputs['eval-results'] ?? '{}') as {
    total?: number
    passed?: number
    repeat?: number
  }
  const all = results.total === size && results.passed === size && results.repeat === repeat
  if (outputs.status !== 'DEPLOYED' || !all) {
    throw new Error(
      `the eval gate on ${size} examples did not pass them all: status ${String(outputs.status)}, eval-results ${outputs['eval-results'] ?? 'absent'}\n${stdout.slice(-2000)}`
    )
  }
}
