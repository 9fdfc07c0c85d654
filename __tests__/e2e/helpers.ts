import { expect } from '@jest/globals'
import { type ActionRun, runAction } from '../../emulator/runner.js'

/** Every `::error::` line (the step's failure, not annotations with properties), decoded. */
export function errorLines(run: Pick<ActionRun, 'stdout'>): string[] {
  return run.stdout
    .split('\n')
    .filter(line => line.startsWith('::error::'))
    .map(line =>
      line
        .slice('::error::'.length)
        .replace(/%0A/g, '\n')
        .replace(/%0D/g, '\r')
        .replace(/%25/g, '%')
    )
}

/** The message the step failed with ('' when it did not fail). */
export function failure(run: Pick<ActionRun, 'stdout'>): string {
  return errorLines(run)[0] ?? ''
}

/**
 * The leak scan: no secret in stdout (other than in the runner's own `::add-mask::` commands),
 * stderr, the job summary or the outputs.
 */
export function expectNoLeak(run: ActionRun, secrets: readonly string[]): void {
  const stdout = run.stdout
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
  const everything = [stdout, run.stderr, run.summary, JSON.stringify(run.outputs)].join('\n')
  for (const secret of secrets) expect(everything).not.toContain(secret)
}

/** What an e2e run against the emulator is signed with. */
export interface EmulatorAccount {
  readonly url: string
  readonly key: string
  readonly workspace: string
}

/** How {@link runOnEmulator} runs the action, beyond its inputs. */
export interface EmulatorRunOptions {
  readonly env?: Record<string, string>
  /** Values besides the key that must never show (the leak scan looks for them too). */
  readonly secrets?: readonly string[]
  /**
   * `fast` (the default) polls every 0.1 s; `default` gives no poll-interval-seconds, so the
   * action waits at action.yml's adaptive pace, in real time, as users run it.
   */
  readonly pace?: 'fast' | 'default'
  /** How long the run may take (60 s unless given). */
  readonly timeoutMs?: number
}

/**
 * Runs dist/index.js as the runner does against the emulator at `account.url`, with the inputs
 * every e2e run shares (the key, the workspace, a 0.1 s poll unless `pace` is `default`) under
 * `inputs`, then the leak scan for the key and `secrets`.
 */
export async function runOnEmulator(
  account: EmulatorAccount,
  inputs: Record<string, string>,
  options: EmulatorRunOptions = {}
): Promise<ActionRun> {
  const run = await runAction({
    env: options.env,
    inputs: {
      'api-key': account.key,
      'workspace-id': account.workspace,
      'api-url': account.url,
      ...(options.pace === 'default' ? {} : { 'poll-interval-seconds': '0.1' }),
      ...inputs
    },
    timeoutMs: options.timeoutMs ?? 60_000
  })
  expectNoLeak(run, [account.key, ...(options.secrets ?? [])])
  return run
}
