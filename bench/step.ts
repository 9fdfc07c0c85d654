// Owns one action step's files and environment as GitHub's runner makes them: a scratch directory,
// empty output and summary command files, and an INPUT_* variable for each input.
import { writeFile } from 'node:fs/promises'
import * as path from 'node:path'

import { inputVariable, runnerEnvironment } from '../emulator/runner.js'
import type { ChildRunner } from './child.js'

/** A step ready to run: its environment and the command files it writes. */
export interface StepFiles {
  readonly env: Record<string, string>
  readonly outputFile: string
  readonly summaryFile: string
}

/** A step of `inputs` in a fresh scratch directory (named from `prefix`). */
export async function stepFiles(
  runner: ChildRunner,
  prefix: string,
  inputs: Readonly<Record<string, string>>
): Promise<StepFiles> {
  const dir = await runner.scratch(prefix)
  const outputFile = path.join(dir, 'output')
  const summaryFile = path.join(dir, 'step_summary')
  await writeFile(outputFile, '')
  await writeFile(summaryFile, '')
  const env = runnerEnvironment({ dir, outputFile, summaryFile })
  for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value
  return { env, outputFile, summaryFile }
}
