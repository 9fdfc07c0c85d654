import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { REPO_ROOT } from './dev-server.js'

/** The committed bundle, as `action.yml` runs it. */
export const BUNDLE = join(REPO_ROOT, 'dist/index.js')

/** What one run of the bundled action left behind. */
export interface ActionRun {
  /** The process's exit code: 0 for success, 1 when the step failed. */
  readonly code: number
  readonly stdout: string
  readonly stderr: string
  /** Outputs as written to `GITHUB_OUTPUT`. */
  readonly outputs: Readonly<Record<string, string>>
  /** What was written to `GITHUB_STEP_SUMMARY`. */
  readonly summary: string
}

interface ActionYml {
  readonly inputs: Readonly<Record<string, { readonly default?: string | number | boolean }>>
}

let defaults: Promise<Record<string, string>> | undefined

/** The defaults `action.yml` declares; the runner passes them for inputs the workflow omits. */
function inputDefaults(): Promise<Record<string, string>> {
  defaults ??= readFile(join(REPO_ROOT, 'action.yml'), 'utf8').then(text => {
    const action = parse(text) as ActionYml
    const result: Record<string, string> = {}
    for (const [name, input] of Object.entries(action.inputs)) {
      if (input.default !== undefined) result[name] = String(input.default)
    }
    return result
  })
  return defaults
}

/**
 * Runs `node dist/index.js` the way the GitHub runner does: each input in `INPUT_<NAME>` (name
 * upper-cased, spaces turned into `_`, dashes kept), defaults from `action.yml` for the rest, and
 * `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY` pointing at fresh files. The environment is otherwise
 * minimal, so nothing of the test runner's leaks in.
 */
export async function runAction(
  inputs: Readonly<Record<string, string>>,
  timeoutMs = 60_000
): Promise<ActionRun> {
  const dir = await mkdtemp(join(tmpdir(), 'action-run-'))
  try {
    const outputFile = join(dir, 'output')
    const summaryFile = join(dir, 'summary')
    await writeFile(outputFile, '')
    await writeFile(summaryFile, '')
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_ACTIONS: 'true',
      RUNNER_TEMP: dir,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile
    }
    for (const [name, value] of Object.entries({ ...(await inputDefaults()), ...inputs })) {
      env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
    }
    const { code, stdout, stderr } = await new Promise<{
      code: number
      stdout: string
      stderr: string
    }>((resolve, reject) => {
      execFile(
        process.execPath,
        [BUNDLE],
        { cwd: dir, env, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 },
        (error, out, err) => {
          if (error !== null && typeof error.code !== 'number') {
            reject(new Error(`node dist/index.js did not finish: ${error.message}\n${out}\n${err}`))
            return
          }
          resolve({ code: error === null ? 0 : Number(error.code), stdout: out, stderr: err })
        }
      )
    })
    return {
      code,
      stdout,
      stderr,
      outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
      summary: await readFile(summaryFile, 'utf8')
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * Reads `GITHUB_OUTPUT`: `name<<delimiter`, the value's lines, the delimiter alone on a line (what
 * `@actions/core` writes); plain `name=value` lines are accepted too, as the runner does.
 */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (line === '') continue
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, name = '', delimiter] = heredoc
      const value: string[] = []
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '')
      if (i >= lines.length) throw new Error(`GITHUB_OUTPUT: no closing ${delimiter} for ${name}`)
      outputs[name] = value.join('\n')
      continue
    }
    const equals = line.indexOf('=')
    if (equals === -1) throw new Error(`GITHUB_OUTPUT: unreadable line ${JSON.stringify(line)}`)
    outputs[line.slice(0, equals)] = line.slice(equals + 1)
  }
  return outputs
}

/** The `::error::` lines of a run's stdout, without the prefix. */
export function errorLines(run: Pick<ActionRun, 'stdout'>): string[] {
  return run.stdout
    .split(/\r?\n/)
    .filter(line => line.startsWith('::error'))
    .map(line => line.replace(/^::error[^:]*::/, ''))
}

/**
 * Every place the run wrote to, except the `::add-mask::` lines that register a secret with the
 * runner (the one place a secret must appear).
 */
export function everythingWritten(run: ActionRun): string {
  const stdout = run.stdout
    .split(/\r?\n/)
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
  return [stdout, run.stderr, JSON.stringify(run.outputs), run.summary].join('\n')
}
