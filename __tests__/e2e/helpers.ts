import { expect } from '@jest/globals'
import type { ActionRun } from '../../emulator/runner.js'

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
