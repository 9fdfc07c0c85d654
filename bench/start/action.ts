// Owns one create-and-wait of a bundle as GitHub's runner runs it, against the instant emulator,
// and the in-process timing of a bundle's import (its load).
import { readFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'

import { actionDefaults } from '../../emulator/action-defaults.js'
import { parseCommandFile } from '../../emulator/runner.js'
import { DEFAULT_INTEGRATION_ID } from '../../emulator/base/defaults.js'
import type { RunningEmulator } from '../../emulator/index.js'
import { type ChildRun, type ChildRunner, checkChild } from '../child.js'
import { stepFiles } from '../step.js'

/** Runs bundles as the runner does, against one emulator. */
export class ActionRunner {
  private deployments = 0

  private constructor(
    private readonly runner: ChildRunner,
    private readonly emulator: RunningEmulator,
    private readonly defaults: Readonly<Record<string, string>>
  ) {}

  static async create(runner: ChildRunner, emulator: RunningEmulator): Promise<ActionRunner> {
    return new ActionRunner(runner, emulator, await actionDefaults())
  }

  /**
   * One create-and-wait of `entry` on `node`: the environment and the command files are made
   * before the clock starts, and the outputs are checked after it stops (`status=DEPLOYED`,
   * `created=true`). Returns the child's run and the requests it sent.
   */
  async createAndWait(
    node: string,
    entry: string,
    measureRss = false
  ): Promise<{ run: ChildRun; requests: number }> {
    const { env, outputFile } = await stepFiles(this.runner, 'run-', {
      ...this.defaults,
      'api-key': this.emulator.apiKey,
      'workspace-id': this.emulator.workspaceId,
      'api-url': this.emulator.url,
      'deployment-name': `bench-start-${++this.deployments}`,
      'integration-id': DEFAULT_INTEGRATION_ID
    })
    this.emulator.clearRequests()
    const run = await this.runner.run({ node, args: [entry], env, measureRss })
    const requests = this.emulator.requests.length
    checkChild(`node ${entry}`, run, measureRss)
    const outputs = parseCommandFile(await readFile(outputFile, 'utf8'))
    if (outputs.status !== 'DEPLOYED' || outputs.created !== 'true') {
      throw new Error(
        `node ${entry} did not create a DEPLOYED revision: outputs ${JSON.stringify(outputs)}\n${run.stdout}`
      )
    }
    return { run, requests }
  }

  /** `node -e ""`, the floor, with nothing preloaded unless RSS is measured. */
  async bare(node: string, measureRss = false): Promise<ChildRun> {
    const run = await this.runner.run({ node, args: ['-e', ''], measureRss })
    checkChild('node -e ""', run, measureRss)
    return run
  }

  /**
   * Milliseconds to `import()` the bundle, module evaluation included, timed inside a fresh
   * process. The action starts its run on import; without inputs it stops at once.
   */
  async loadMs(node: string, entry: string): Promise<number> {
    const marker = 'BENCH_LOAD_MS='
    const code = [
      'const started = performance.now()',
      `await import(${JSON.stringify(pathToFileURL(entry).href)})`,
      `process.stderr.write('\\n${marker}' + (performance.now() - started) + '\\n')`
    ].join('\n')
    const run = await this.runner.run({ node, args: ['--input-type=module', '-e', code] })
    const line = run.stderr.split('\n').find(text => text.startsWith(marker))
    if (line === undefined) {
      throw new Error(`loading ${entry} failed:\n${run.stderr.trim() || run.stdout.trim()}`)
    }
    return Number(line.slice(marker.length))
  }
}
