/**
 * The arguments of the `langgraph-deploy-emulator` command: its help text, and parsing them into
 * the emulator's options (cli-command.ts runs it).
 */
import { existsSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

import {
  DEFAULT_API_KEY,
  DEFAULT_INTEGRATION_ID,
  DEFAULT_LISTENER_ID,
  DEFAULT_WORKSPACE_ID,
  integrationsWith
} from './index.js'
import {
  type FailSpec,
  ScriptError,
  applyFailSpec,
  parseFailSpec,
  parseHeadSpec
} from './scripted.js'
import type { DeploymentScenario, EmulatorOptions } from './types.js'
import { isUuid } from './base/validation.js'
import { loadDatasetFile } from './langsmith/dataset-file.js'

/** Step duration of the demo: slow enough to watch a revision move. */
export const CLI_DEFAULT_STEP_MS = 2000

/** What the command line asked for. */
export interface CliConfig {
  readonly help: boolean
  readonly quiet: boolean
  /** `--builtin-agent`: the built-in agent serves, not LangChain's (`options.agentServer`). */
  readonly builtinAgent: boolean
  readonly options: EmulatorOptions
  /** The `--fail` options, in order. */
  readonly failures: readonly FailSpec[]
}

/** A command line the emulator cannot run with. */
export class CliUsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CliUsageError'
  }
}

export const USAGE = `Usage: langgraph-deploy-emulator [options]

Runs a local emulator of the LangSmith Deployment control plane (/v2/... and
/api-host/v2/...), of the agent servers it deploys (/agents/<deployment-id>), and
of the storage host that takes source uploads (its own port). It accepts only
requests the real service accepts.

Options:
  --port <n>                Port to listen on (default 0: any free port)
  --storage-port <n>        Port of the storage host for uploads (default 0: any free port)
  --host <address>          Address to bind, for both (default 127.0.0.1)
  --api-key <key>           API key to accept (default ${DEFAULT_API_KEY})
  --workspace-id <uuid>     Workspace ID to accept (default ${DEFAULT_WORKSPACE_ID})
  --listener-id <uuid>      ID of the one listener GET /v2/listeners serves
                            (default ${DEFAULT_LISTENER_ID})
  --top-level-url           Also send a deployment's agent URL as a top-level "url", as some
                            installs do (default: only source_config.custom_url)
  --step-ms <ms>            Time a revision spends in each status (default ${CLI_DEFAULT_STEP_MS}; 0 deploys at once)
  --delete-ms <ms>          Time a deleted deployment stays AWAITING_DELETE (GET finds it, its
                            name is taken) before it is gone (default two steps: 2 x --step-ms)
  --fail <name>=<status>    Make revisions of deployment <name> end in BUILD_FAILED or DEPLOY_FAILED
  --fail <name>@<n>=<status>  ... only its nth revision (1: its first), e.g. my-agent@2=BUILD_FAILED
                            (repeatable; DEPLOYED clears). While running: POST /_emulator/fail
                            with {"fail": "<name>@<n>=<status>"} and the API key in x-api-key
  --head [<owner>/<repo>@]<ref>=<sha>
                            The commit a branch's head is: a github revision of <ref> builds it
                            (repeatable; while running: POST /_emulator/head {"head": "..."}).
                            Default: a fake commit derived from the repository and the ref
  --integration <owner>/<repo>
                            A repository the workspace's GitHub integrations can deploy
                            (repeatable): one integration per owner, each listed at start.
                            Default: example/agent only, through ${DEFAULT_INTEGRATION_ID};
                            a create naming an integration id not listed is refused
  --no-create-revision-route
                            Play an older install: POST /v2/deployments/{id}/revisions answers 404
  --pricing <era>           The organization's pricing, which names the deployment types it takes:
                            usage (default): serverless, dedicated (a create without one:
                            dedicated); previous: dev_free, dev, prod, dev_zero, dev_free_zero
                            (a create without one: prod)
  --wake-seconds <s>        Time a sleeping deployment (serverless, dev_zero, dev_free_zero)
                            takes to wake: its agent requests are held that long, /ok too
                            (default 0: none sleeps). Decimals allowed, e.g. 1.5
  --idle-seconds <s>        Time without agent requests before such a deployment sleeps again
                            (default 300); a new live revision also starts asleep
  --reads-behind <n>        After each write, answer the next <n> reads from the state before it,
                            as an install reading from a lagging replica does (default 0)
  --repo <owner>/<name>=<path>
                            Build github deployments of that repository from the local directory
                            <path>, as uploads are built (repeatable)
  --builtin-agent           Serve every deployment with the emulator's fast built-in agent
                            (graphs agent, failing, firehose; any other graph its config names
                            echoes) instead of building it. Default: each revision of an upload
                            or of a --repo repository is built for real: its package.json
                            dependencies installed (linked from the emulator's node_modules when
                            those satisfy them, else npm install --prefer-offline), LangChain's
                            in-memory agent server started on it (langgraphjs dev; Python graphs:
                            langgraph dev from langgraph-cli[inmem], if on PATH), and the revision
                            is DEPLOYED once it answers, or BUILD_FAILED with the server's error
                            in its build log. Image deployments and other repositories always
                            get the built-in agent
  --graph <name>            A graph the built-in agent of a deployment without a config the
                            emulator holds (image, github without --repo) offers as an
                            assistant, answering as the echo graph (repeatable); a deployment
                            with a config answers only the graphs it names
  --dataset <file>          LangSmith datasets to serve besides agent-smoke, as JSON: {name, examples:
                            [{inputs, outputs?, metadata?, split?}]} or a list of them (repeatable)
  --state <dir>             Keep the state in <dir> across restarts (created if missing): at start,
                            restore what it holds; save after each write (debounced) and on
                            Ctrl+C or SIGTERM. Kept: deployments and their revisions (one in
                            flight goes on by the clock), the uploaded source archives (each a
                            file under <dir>/archives), datasets with their examples and splits,
                            experiments with their runs and feedback. A saved dataset wins over
                            a --dataset file of the same name. NOT kept: the agent servers'
                            threads, runs and store (a real deployment keeps them in its
                            Postgres; here they start empty again), upload URLs handed out but
                            not used, tracing-project names left by deleted deployments, the
                            request log, faults, and what --fail, --head and POST /_emulator/...
                            set (give them again). Secrets' values are saved as the emulator
                            holds them, in files only their owner can read (0600): it is a local
                            emulator for test values. A state file that cannot be read stops the
                            start, naming it. Default: nothing is written anywhere
  --quiet                   Do not print one line per request
  -h, --help                Print this help`

function nonNegativeInteger(flag: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback
  if (!/^\d+$/.test(raw)) {
    throw new CliUsageError(`Option '--${flag}' must be a whole number >= 0, got "${raw}".`)
  }
  return Number.parseInt(raw, 10)
}

function portNumber(flag: string, raw: string | undefined): number {
  const port = nonNegativeInteger(flag, raw, 0)
  if (port > 65535)
    throw new CliUsageError(`Option '--${flag}' must be at most 65535, got ${port}.`)
  return port
}

/** A number of seconds (decimals allowed) in ms, or undefined when the option is absent. */
function secondsInMs(flag: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined
  if (!/^\d+(\.\d+)?$/.test(raw)) {
    throw new CliUsageError(
      `Option '--${flag}' must be a number of seconds >= 0 (decimals allowed), got "${raw}".`
    )
  }
  return Math.round(Number(raw) * 1000)
}

/** `--pricing`: one of the two eras. */
function pricingEra(raw: string | undefined): EmulatorOptions['pricing'] {
  if (raw === undefined || raw === 'usage' || raw === 'previous') return raw
  throw new CliUsageError(`Option '--pricing' must be 'usage' or 'previous', got "${raw}".`)
}

/** The options that are set only when given: `--delete-ms`, `--graph`, pricing and sleep. */
function givenOptions(values: {
  readonly 'delete-ms'?: string | undefined
  readonly graph?: string[] | undefined
  readonly pricing?: string | undefined
  readonly 'wake-seconds'?: string | undefined
  readonly 'idle-seconds'?: string | undefined
}): Partial<EmulatorOptions> {
  const rawDelete = values['delete-ms']
  const deleteMs =
    rawDelete === undefined ? undefined : nonNegativeInteger('delete-ms', rawDelete, 0)
  const pricing = pricingEra(values.pricing)
  const wakeMs = secondsInMs('wake-seconds', values['wake-seconds'])
  const idleMs = secondsInMs('idle-seconds', values['idle-seconds'])
  return {
    ...(deleteMs === undefined ? {} : { deleteMs }),
    ...(values.graph === undefined ? {} : { graphs: parseGraphs(values.graph) }),
    ...(pricing === undefined ? {} : { pricing }),
    ...(wakeMs === undefined ? {} : { wakeMs }),
    ...(idleMs === undefined ? {} : { idleMs })
  }
}

/** The `--fail` options as specs and as the scenarios they make. */
function parseFailures(raw: readonly string[]): [FailSpec[], Record<string, DeploymentScenario>] {
  const scenarios = new Map<string, DeploymentScenario>()
  const specs = raw.map(one => {
    try {
      return parseFailSpec(one)
    } catch (error) {
      if (error instanceof ScriptError)
        throw new CliUsageError(`Option '--fail': ${error.message}.`)
      throw error
    }
  })
  for (const spec of specs) applyFailSpec(scenarios, spec)
  return [specs, Object.fromEntries(scenarios)]
}

/** The `--head` options as the emulator's `heads`. */
function parseHeads(raw: readonly string[]): Record<string, string> {
  const heads: Record<string, string> = {}
  for (const one of raw) {
    const [key, sha] = parseHeadSpec(one)
    if (key === '' || !/^[0-9a-f]{40}$/i.test(sha)) {
      throw new CliUsageError(
        `Option '--head' must look like [<owner>/<repo>@]<ref>=<40-hex commit>, got "${one}".`
      )
    }
    heads[key] = sha
  }
  return heads
}

/** The `--integration` options: each `<owner>/<repo>`, as GitHub names them. */
function parseRepos(raw: readonly string[]): string[] {
  for (const one of raw) {
    if (!/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/.test(one)) {
      throw new CliUsageError(`Option '--integration' must look like <owner>/<repo>, got "${one}".`)
    }
  }
  return [...raw]
}

/** The `--graph` options: names as `langgraph.json` keys them (letters, digits, `_`, `-`, `.`). */
function parseGraphs(raw: readonly string[]): string[] {
  for (const name of raw) {
    if (!/^[A-Za-z0-9_.-]{1,128}$/.test(name)) {
      throw new CliUsageError(
        `Option '--graph' must be a graph name of langgraph.json (letters, digits, '_', '-', '.'), got "${name}".`
      )
    }
  }
  return [...raw]
}

/** The `--repo` options: `<owner>/<name>=<path>`, each path a directory, made absolute. */
function parseRepoDirs(raw: readonly string[]): Record<string, string> {
  const repos: Record<string, string> = {}
  for (const one of raw) {
    const [repository = '', ...rest] = one.split('=')
    const dir = rest.join('=')
    if (!/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/.test(repository) || dir === '') {
      throw new CliUsageError(`Option '--repo' must look like <owner>/<name>=<path>, got "${one}".`)
    }
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      throw new CliUsageError(`Option '--repo': ${dir} is not a directory (for ${repository}).`)
    }
    repos[repository] = resolve(dir)
  }
  return repos
}

/** Parses the arguments (without `node` and the script). Throws {@link CliUsageError}. */
export function parseCliArgs(argv: readonly string[]): CliConfig {
  let values
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        'storage-port': { type: 'string' },
        host: { type: 'string' },
        'listener-id': { type: 'string' },
        'top-level-url': { type: 'boolean' },
        'api-key': { type: 'string' },
        'workspace-id': { type: 'string' },
        'step-ms': { type: 'string' },
        'delete-ms': { type: 'string' },
        fail: { type: 'string', multiple: true },
        'no-create-revision-route': { type: 'boolean' },
        'reads-behind': { type: 'string' },
        pricing: { type: 'string' },
        'wake-seconds': { type: 'string' },
        'idle-seconds': { type: 'string' },
        head: { type: 'string', multiple: true },
        integration: { type: 'string', multiple: true },
        graph: { type: 'string', multiple: true },
        repo: { type: 'string', multiple: true },
        'builtin-agent': { type: 'boolean' },
        dataset: { type: 'string', multiple: true },
        state: { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' }
      }
    }))
  } catch (error) {
    // parseArgs throws a TypeError with a message that already names the option.
    const message = (error as { message?: unknown } | null)?.message
    throw new CliUsageError(typeof message === 'string' ? message : String(error))
  }
  const port = portNumber('port', values.port)
  const storagePort = portNumber('storage-port', values['storage-port'])
  const listenerId = values['listener-id'] ?? DEFAULT_LISTENER_ID
  if (!isUuid(listenerId)) {
    throw new CliUsageError(`Option '--listener-id' must be a UUID, got "${listenerId}".`)
  }
  const apiKey = values['api-key'] ?? DEFAULT_API_KEY
  if (apiKey === '') throw new CliUsageError("Option '--api-key' must not be empty.")
  if (values.state === '') throw new CliUsageError("Option '--state' must name a directory.")
  const [failures, scenarios] = parseFailures(values.fail ?? [])
  return {
    failures,
    help: values.help === true,
    builtinAgent: values['builtin-agent'] === true,
    quiet: values.quiet === true,
    options: {
      port,
      storagePort,
      listenerId,
      quirks: {
        topLevelUrl: values['top-level-url'] === true,
        readsBehindWrites: nonNegativeInteger('reads-behind', values['reads-behind'], 0)
      },
      createRevisionRoute: values['no-create-revision-route'] !== true,
      host: values.host ?? '127.0.0.1',
      apiKey,
      workspaceId: values['workspace-id'] ?? DEFAULT_WORKSPACE_ID,
      stepMs: nonNegativeInteger('step-ms', values['step-ms'], CLI_DEFAULT_STEP_MS),
      repos: parseRepoDirs(values.repo ?? []),
      ...givenOptions(values),
      scenarios,
      heads: parseHeads(values.head ?? []),
      githubIntegrations: integrationsWith(parseRepos(values.integration ?? [])),
      ...(values.state === undefined ? {} : { stateDir: values.state }),
      datasets: (values.dataset ?? []).flatMap(file => {
        try {
          return loadDatasetFile(file)
        } catch (error) {
          throw new CliUsageError(`Option '--dataset': ${(error as Error).message}.`)
        }
      })
    }
  }
}
