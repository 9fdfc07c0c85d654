import { expect } from '@jest/globals'
import type { ActionRun } from '../../emulator/runner.js'

/** The message the step failed with: its `::error::` line, decoded as the runner decodes it. */
export function failure(run: ActionRun): string {
  const line = run.stdout.split('\n').find(l => l.startsWith('::error::')) ?? ''
  return line
    .slice('::error::'.length)
    .replace(/%0A/g, '\n')
    .replace(/%0D/g, '\r')
    .replace(/%25/g, '%')
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
