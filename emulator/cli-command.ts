/**
 * The `langgraph-deploy-emulator` command: starts an emulator with the options its arguments
 * give (cli-args.ts), prints how to reach it, logs requests, and closes it when told to stop.
 * cli.ts wires it to the process.
 */
import {
  CLI_DEFAULT_STEP_MS,
  CliUsageError,
  USAGE,
  parseCliArgs,
  type CliConfig
} from './cli-args.js'
import { DEFAULT_PRICING, DEPLOYMENT_TYPES } from './control-plane/pricing.js'
import { startEmulator } from './index.js'
import type { LangGraphAgentServer } from './builds/contract.js'
import { DEFAULT_IDLE_MS } from './scale-to-zero.js'
import { describeFailSpec } from './scripted.js'
import type { DatasetSummary, KeptStateInfo, RequestLogEntry } from './types.js'
import { StateFileError } from './persist/state-file.js'
import { LANGSMITH_API_PREFIX } from './langsmith/router.js'

// The command's arguments, where its tests and callers have always found them.
export { CLI_DEFAULT_STEP_MS, CliUsageError, USAGE, parseCliArgs } from './cli-args.js'

/** Where the command writes. */
export interface CliOutput {
  out(line: string): void
  err(line: string): void
}

function describeRequest(entry: RequestLogEntry, now: number): string {
  const status = entry.status === null ? 'no response' : String(entry.status)
  // A signed URL's query is its credential: the line shows the storage path only.
  const where =
    entry.listener === 'storage' ? `[storage] ${entry.path.split('?')[0] ?? ''}` : entry.path
  const wake = entry.wake === undefined ? '' : ` [held: wake ${entry.wake}]`
  return `${entry.method} ${where} -> ${status} (${now - entry.receivedAt} ms)${wake}`
}

/** A dataset's banner line: its name, size, splits and ID (kept while the emulator runs). */
function describeDataset({ name, exampleCount, splits, id }: DatasetSummary): string {
  const what = exampleCount === 1 ? '1 example' : `${exampleCount} examples`
  const split = splits.length === 0 ? '' : `, splits ${splits.join(', ')}`
  return `  dataset       ${name}  (${what}${split}; id ${id})`
}

/** The banner line of `--state`: where the state is kept, and what was restored. */
function describeState({ file, restored }: KeptStateInfo): string {
  if (restored === undefined) return `  state         ${file}  (nothing saved yet: starts empty)`
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`
  const what = [
    count(restored.deployments, 'deployment'),
    count(restored.revisions, 'revision'),
    count(restored.uploads, 'upload'),
    count(restored.datasets, 'dataset'),
    count(restored.experiments, 'experiment')
  ].join(', ')
  const kept =
    restored.datasetsKept.length === 0
      ? ''
      : `; --dataset ${restored.datasetsKept.map(name => `"${name}"`).join(', ')} not loaded: the saved dataset of that name is kept`
  return `  state         ${file}  (restored ${what}${kept})`
}

/**
 * Runs the command until `stop` resolves and returns the exit code. With `--help` (or a usage
 * error) it returns at once.
 */
export async function runCli(
  argv: readonly string[],
  output: CliOutput,
  stop: Promise<unknown>,
  langgraph?: LangGraphAgentServer
): Promise<number> {
  let config: CliConfig
  try {
    config = parseCliArgs(argv)
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error
    output.err(error.message)
    output.err("Run with '--help' for the options.")
    return 2
  }
  if (config.help) {
    output.out(USAGE)
    return 0
  }
  const agentServer = config.builtinAgent || langgraph === undefined ? 'builtin' : langgraph
  const emulator = await startListening(
    { ...config, options: { ...config.options, agentServer } },
    output
  )
  if (emulator === undefined) return 1
  const { url } = emulator
  output.out(`LangGraph deploy emulator listening on ${url}`)
  output.out(`  api-url       ${url}   (self-hosted form: ${url}/api-host)`)
  output.out(`  api-key       ${emulator.apiKey}`)
  output.out(`  workspace-id  ${emulator.workspaceId}`)
  output.out(`  agent URLs    ${url}/agents/<deployment-id>  (send x-api-key: the same key)`)
  output.out(`  storage host  ${emulator.storageUrl}  (source uploads, through signed URLs only)`)
  output.out(`  langsmith     ${url}${LANGSMITH_API_PREFIX}  (the langsmith SDK's apiUrl)`)
  if (emulator.savedState !== undefined) output.out(describeState(emulator.savedState))
  for (const dataset of emulator.state.datasets()) output.out(describeDataset(dataset))
  for (const integration of config.options.githubIntegrations ?? []) {
    const repos = integration.repos.map(url => new URL(url).pathname.slice(1)).join(', ')
    output.out(`  integration-id ${integration.id}  (GitHub account ${integration.name}: ${repos})`)
  }
  output.out(`  listener-id   ${emulator.listenerId}`)
  output.out(`  agents        ${agentsLine(config)}`)
  output.out(
    `  revisions     CREATING -> AWAITING_BUILD -> BUILDING -> AWAITING_DEPLOY -> DEPLOYING -> DEPLOYED, ${config.options.stepMs ?? CLI_DEFAULT_STEP_MS} ms per step`
  )
  const pricing = config.options.pricing ?? DEFAULT_PRICING
  output.out(
    `  pricing       ${pricing} (deployment types ${DEPLOYMENT_TYPES[pricing].join(', ')})`
  )
  const { wakeMs = 0, idleMs = DEFAULT_IDLE_MS } = config.options
  if (wakeMs > 0) {
    output.out(
      `  scale to zero serverless, dev_zero, dev_free_zero: asleep after ${idleMs / 1000} s idle, ${wakeMs / 1000} s to wake`
    )
  }
  for (const spec of config.failures) output.out(`  failing       ${describeFailSpec(spec)}`)
  for (const [ref, sha] of Object.entries(config.options.heads ?? {})) {
    output.out(`  head          ${ref} -> ${sha}`)
  }
  output.out(`  control       POST ${url}/_emulator/fail, POST ${url}/_emulator/head (x-api-key)`)
  output.out('Press Ctrl+C to stop.')
  await stop
  await emulator.close()
  output.out('Emulator stopped.')
  return 0
}

/** The banner line that says which agent server serves the deployments. */
function agentsLine({ options, builtinAgent }: CliConfig): string {
  if (builtinAgent) return 'the built-in agent (--builtin-agent)'
  const repos = Object.keys(options.repos ?? {})
  const built = ['uploads', ...(repos.length === 0 ? [] : [repos.join(', ')])].join(', ')
  return `LangChain's agent server, built per revision of ${built}; the built-in agent for the rest`
}

/**
 * Starts the emulator; on a port already taken, says so on one line (and how to pick another)
 * and returns undefined.
 */
async function startListening(
  config: CliConfig,
  output: CliOutput
): Promise<Awaited<ReturnType<typeof startEmulator>> | undefined> {
  try {
    return await startEmulator({
      ...config.options,
      onBuild: line => {
        output.out(line)
      },
      ...(config.quiet
        ? {}
        : {
            onRequest: entry => {
              output.out(describeRequest(entry, Date.now()))
            }
          })
    })
  } catch (error) {
    const problem = error instanceof StateFileError ? error.message : listenProblem(error)
    if (problem === undefined) throw error
    output.err(problem)
    return undefined
  }
}

/** The one line a failed listen deserves, or undefined for any other error. */
function listenProblem(error: unknown): string | undefined {
  const { code, port, address } = (error ?? {}) as {
    code?: unknown
    port?: unknown
    address?: unknown
  }
  const where = `${typeof address === 'string' ? address : 'the host'}:${String(port)}`
  if (code === 'EADDRINUSE') {
    return `Port ${String(port)} is already in use on ${typeof address === 'string' ? address : 'this host'} (another emulator still running?): stop what listens there, or pick another port with --port (or --storage-port), e.g. --port 0 for any free port.`
  }
  if (code === 'EACCES') {
    return `Not allowed to listen on ${where}: pick a port above 1023 with --port (--port 0 picks a free one).`
  }
  if (code === 'EADDRNOTAVAIL') {
    return `Cannot listen on ${where}: the address is not one of this machine's; check --host (default 127.0.0.1).`
  }
  return undefined
}
