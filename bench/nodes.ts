// Owns finding the Node binaries the benchmark runs on (20 and 24) and describing the machine.
import { execFileSync } from 'node:child_process'
import * as os from 'node:os'

/** One Node binary to measure on. */
export interface NodeBinary {
  /** The major version: 20, 24. */
  readonly major: number
  /** `v24.21.0` */
  readonly version: string
  readonly path: string
  /** How it was found, for the report. */
  readonly source: string
}

/** Where the benchmark ran. */
export interface Machine {
  readonly cpu: string
  readonly cores: number
  readonly memoryGiB: number
  readonly os: string
}

/** One reading of the load average (1, 5 and 15 minutes), and when it was taken. */
export interface LoadSample {
  readonly label: string
  readonly at: string
  readonly loadAverage: readonly [number, number, number]
}

/**
 * The Node binary of each major version: this process's own when it matches, else
 * `BENCH_NODE<major>` when set, else the one `npx -y node@<major>` installs (cached offline).
 */
export function findNodes(majors: readonly number[]): NodeBinary[] {
  return majors.map(major => {
    const own = Number(process.versions.node.split('.')[0])
    const fromEnv = process.env[`BENCH_NODE${major}`]
    let found: { path: string; source: string }
    if (own === major) {
      found = { path: process.execPath, source: 'the Node running the benchmark' }
    } else if (fromEnv !== undefined && fromEnv !== '') {
      found = { path: fromEnv, source: `BENCH_NODE${major}` }
    } else {
      found = { path: npxNode(major), source: `npx -y node@${major} -p process.execPath` }
    }
    const version = run(found.path, ['-p', 'process.version'])
    if (!version.startsWith(`v${major}.`)) {
      throw new Error(`${found.path} (${found.source}) is Node ${version}, not Node ${major}`)
    }
    return { major, version, ...found }
  })
}

function npxNode(major: number): string {
  const printed = run('npx', ['-y', `node@${major}`, '-p', 'process.execPath'])
  const last = printed
    .split('\n')
    .filter(line => line.trim() !== '')
    .pop()
  if (last === undefined) throw new Error(`npx -y node@${major} printed no path`)
  return last.trim()
}

function run(command: string, args: readonly string[]): string {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe']
    }).trim()
  } catch (error) {
    const detail = (error as { stderr?: unknown }).stderr
    throw new Error(
      `${command} ${args.join(' ')} failed${typeof detail === 'string' ? `: ${detail.trim()}` : ''}`,
      { cause: error }
    )
  }
}

/** The machine, as the report's header shows it. */
export function describeMachine(): Machine {
  const cpus = os.cpus()
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus.length,
    memoryGiB: os.totalmem() / 1024 ** 3,
    os: `${os.type()} ${os.release()} ${os.arch()}`
  }
}

/** The load average now, labelled. */
export function sampleLoad(label: string): LoadSample {
  const [one = 0, five = 0, fifteen = 0] = os.loadavg()
  return { label, at: new Date().toISOString(), loadAverage: [one, five, fifteen] }
}
