// Owns running the bundled action as GitHub's runner does (INPUT_* variables, command files),
// for the e2e tests, the demo and the benchmarks.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { actionDefaults, repoRoot } from './action-defaults.js'

/** What a run of the bundled action produced, as the runner would see it. */
export interface ActionRun {
  readonly exitCode: number | null
  readonly signal: NodeJS.Signals | null
  readonly stdout: string
  readonly stderr: string
  /** Outputs parsed from the GITHUB_OUTPUT file. */
  readonly outputs: Record<string, string>
  /** The GITHUB_STEP_SUMMARY file's content. */
  readonly summary: string
  readonly durationMs: number
}

/** How to run the action. */
export interface RunActionOptions {
  /** Inputs by name (`api-key`, ...), passed as the runner passes them. */
  readonly inputs: Readonly<Record<string, string>>
  /** Extra environment (GITHUB_* variables...); PATH and HOME are kept from this process. */
  readonly env?: Readonly<Record<string, string>>
  /** The script to run; default: the repository's dist/index.js. */
  readonly entry?: string
  /** The Node binary; default: the one running this. */
  readonly node?: string
  /** Called with each chunk of stdout as it arrives (to show the log live). */
  readonly onStdout?: (chunk: string) => void
  /** Kill the action after this long (default 120 s). */
  readonly timeoutMs?: number
  /** Called with the child's pid once it runs (to signal it). */
  readonly onSpawn?: (pid: number) => void
  /**
   * Whether inputs not given get their `action.yml` default, as the runner passes them
   * (default true).
   */
  readonly actionDefaults?: boolean
}

/**
 * The environment variable the runner uses for an input: `INPUT_` and the name upper-cased with
 * spaces replaced by underscores; dashes stay (`INPUT_API-KEY`).
 */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`
}

/**
 * The variables the runner sets for a step on a push to main of `acme/agent`, with the step's
 * command files and temp directory.
 */
export function runnerEnvironment(files: {
  readonly dir: string
  readonly outputFile: string
  readonly summaryFile: string
}): Record<string, string> {
  return {
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_OUTPUT: files.outputFile,
    GITHUB_STEP_SUMMARY: files.summaryFile,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://api.github.com',
    GITHUB_REPOSITORY: 'acme/agent',
    GITHUB_REF_NAME: 'main',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_TYPE: 'branch',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    RUNNER_TEMP: files.dir
  }
}

/** Parses a GITHUB_OUTPUT file: `name=value` lines and `name<<DELIMITER` heredocs. */
export function parseCommandFile(text: string): Record<string, string> {
  const result: Record<string, string> = {}
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc?.[1] !== undefined && heredoc[2] !== undefined) {
      const [, name, delimiter] = heredoc
      const value: string[] = []
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '')
      result[name] = value.join('\n')
      continue
    }
    const equals = line.indexOf('=')
    if (equals > 0) result[line.slice(0, equals)] = line.slice(equals + 1)
  }
  return result
}

/**
 * Runs the bundled action as GitHub's runner does: `node dist/index.js` with `INPUT_*`
 * variables and fresh GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and collects what it wrote.
 */
export async function runAction(options: RunActionOptions): Promise<ActionRun> {
  const dir = await mkdtemp(path.join(tmpdir(), 'langgraph-deploy-action-'))
  const outputFile = path.join(dir, `output_${randomUUID()}`)
  const summaryFile = path.join(dir, `step_summary_${randomUUID()}`)
  await writeFile(outputFile, '')
  await writeFile(summaryFile, '')
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    ...runnerEnvironment({ dir, outputFile, summaryFile }),
    ...options.env
  }
  const inputs = {
    ...(options.actionDefaults === false ? {} : await actionDefaults()),
    ...options.inputs
  }
  for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value
  const entry = options.entry ?? path.join(repoRoot(), 'dist', 'index.js')
  const started = Date.now()
  try {
    const child = spawn(options.node ?? process.execPath, [entry], {
      env,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    if (child.pid !== undefined) options.onSpawn?.(child.pid)
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      options.onStdout?.(chunk)
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000)
    const [exitCode, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(
      (resolve, reject) => {
        child.once('error', reject)
        child.once('close', (code, sig) => {
          resolve([code, sig])
        })
      }
    )
    clearTimeout(timer)
    return {
      exitCode,
      signal,
      stdout,
      stderr,
      outputs: parseCommandFile(await readFile(outputFile, 'utf8')),
      summary: await readFile(summaryFile, 'utf8'),
      durationMs: Date.now() - started
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
