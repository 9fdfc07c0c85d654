// Owns the checks of the config in hand before any write (an upload's, or a github deploy's when
// the workflow checked it out): each graph's module is there, and each assistant the smoke step
// and the eval gate would run is a graph of it or an assistant ID; and, when none is named, that
// the smoke step runs the config's only graph.
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { errorMessage } from '../base/errors.js'
import type { Logger } from '../base/log.js'
import type { DeploymentSource } from '../control-plane/rules.js'
import { pushedRef } from './checks.js'
import { isUuid } from './parsers.js'
import type { Inputs } from './read.js'
import { checkedOutCommit } from '../source-archive/checked-out-commit.js'
import { type PlacedConfig, placeConfig } from '../source-archive/config-file.js'
import { judgeMissingGraphs } from '../source-archive/graph-files.js'
import { parentOf } from '../source-archive/paths.js'

/** What the config checks read of the inputs (the source chosen). */
export type ConfigCheckInputs = Pick<
  Inputs,
  | 'graphConfigPath'
  | 'repoRef'
  | 'smokeTest'
  | 'smokeAssistantId'
  | 'smokeAssistantIdGiven'
  | 'smokeCases'
  | 'evalDataset'
> & { readonly source: DeploymentSource }

/** What choosing the assistant from the config reads and fills in. */
type AssistantInputs = Pick<Inputs, 'smokeAssistantId' | 'smokeAssistantIdGiven' | 'smokeCases'>

/** The config the deploy builds, read from the workspace. */
export interface ConfigInHand {
  /** Its path in the workspace. */
  readonly path: string
  readonly graphs: readonly string[]
  /** Why the workspace's copy may not be what the build reads (github source); undefined: it is. */
  readonly unsure: string | undefined
  /** A github deploy's graph modules, checked in the checkout (an upload's: by the packer). */
  readonly modules: ConfigCheck | undefined
}

/** A check of the config; `warning`: it would fail, but the config may not be the one built. */
interface ConfigCheck {
  readonly passed: boolean
  readonly text: string
  readonly warning?: true
}

/** What the checks found: each check, and the inputs with the smoke step's assistant filled in. */
export interface ConfigChecked<I> {
  readonly config: ConfigInHand | undefined
  readonly checks: readonly ConfigCheck[]
  readonly inputs: I
}

/**
 * Reads the config in hand and checks it against the inputs; sends nothing. An upload's is the
 * config packed (its modules are judged by the packer, archive-plan.ts); a github deploy's is the
 * checked-out copy, sure only when the workspace is at the commit of the ref built. None for an
 * image, or when the workspace has no config (the packer refuses an upload without it).
 */
export async function checkConfig<I extends ConfigCheckInputs>(
  env: Readonly<Record<string, string | undefined>>,
  inputs: I
): Promise<ConfigChecked<I>> {
  const config = await configInHand(env, inputs)
  if (config === undefined) return { config, checks: [], inputs }
  const filled = withOnlyGraph(inputs, config.graphs)
  const checks = [graphsCheck(config, filled), ...assistantChecks(config, filled)]
  if (config.modules !== undefined) checks.push(sure(config, config.modules))
  return { config, checks, inputs: filled }
}

/** The config of the deploy, when the workspace holds it. */
async function configInHand(
  env: Readonly<Record<string, string | undefined>>,
  inputs: ConfigCheckInputs
): Promise<ConfigInHand | undefined> {
  if (inputs.source === 'external_docker') return undefined
  const read = await readConfig(env, inputs.graphConfigPath)
  if (read === undefined) return undefined
  const { placed, workspace } = read
  if (inputs.source === 'internal_source') {
    return { path: placed.path, graphs: placed.graphs, unsure: undefined, modules: undefined }
  }
  const unsure = await checkoutUnsure(env, inputs, workspace, placed)
  const modules = await modulesCheck(workspace, placed)
  return { path: placed.path, graphs: placed.graphs, unsure, modules }
}

/** The config in the workspace, placed; undefined when there is none that reads. */
async function readConfig(
  env: Readonly<Record<string, string | undefined>>,
  configPath: string
): Promise<{ readonly placed: PlacedConfig; readonly workspace: string } | undefined> {
  const given = env.GITHUB_WORKSPACE || process.cwd()
  try {
    const workspace = await fs.realpath(path.resolve(given))
    return { placed: await placeConfig({ given, workspace, configPath }), workspace }
  } catch {
    // No config here (or none that reads): the packer says why for an upload; github builds its own.
    return undefined
  }
}

/**
 * Why the checked-out config may not be the one LangSmith builds from GitHub; undefined when the
 * workspace is at the commit the workflow runs for, and the ref built is the workflow's.
 */
async function checkoutUnsure(
  env: Readonly<Record<string, string | undefined>>,
  inputs: ConfigCheckInputs,
  workspace: string,
  placed: PlacedConfig
): Promise<string | undefined> {
  const event = env.GITHUB_EVENT_NAME ?? ''
  if (event.startsWith('pull_request')) {
    return `on a pull request the checkout is a merge commit, not the branch LangSmith builds`
  }
  if (inputs.repoRef === undefined || inputs.repoRef !== pushedRef(env)) {
    return `LangSmith builds ${inputs.repoRef ?? 'a ref not named'}, not the ref this workflow runs on`
  }
  const head = await checkedOutCommit(workspace, parentOf(placed.path))
  const sha = env.GITHUB_SHA?.trim().toLowerCase()
  if (!('sha' in head)) return `the commit checked out is unknown: ${head.unknown}`
  return head.sha === sha
    ? undefined
    : `the workspace is at ${head.sha}, not at ${sha ?? 'GITHUB_SHA (unset)'}`
}

/** The graph modules missing from the checked-out tree, judged as the packer judges them. */
async function modulesCheck(
  workspace: string,
  placed: PlacedConfig
): Promise<ConfigCheck | undefined> {
  const missing = []
  for (const reference of placed.references) {
    const { graph } = reference
    if (graph === undefined) continue
    const file = path.join(workspace, ...reference.target.split('/'))
    if ((await fs.stat(file).catch(() => undefined)) !== undefined) continue
    const dir = path.dirname(file)
    const siblings = await fs.readdir(dir).catch(() => [])
    missing.push({ reference: { ...reference, graph }, deployed: 'the checked-out tree', siblings })
  }
  try {
    const warnings = await judgeMissingGraphs(workspace, placed, missing)
    return warnings.length === 0
      ? undefined
      : { passed: true, text: warnings.join(' '), warning: true }
  } catch (error) {
    return { passed: false, text: errorMessage(error) }
  }
}

/** A check that fails only when the config is sure to be the one built; else said, and passed. */
function sure(config: ConfigInHand, check: ConfigCheck): ConfigCheck {
  if (check.passed || config.unsure === undefined) return check
  return { passed: true, text: `not refused, since ${config.unsure}: ${check.text}`, warning: true }
}

/**
 * The inputs with the config's only graph as the assistant wherever none was named (the input,
 * a case): the fallback `agent` stands when the config has several graphs.
 */
function withOnlyGraph<I extends AssistantInputs>(inputs: I, graphs: readonly string[]): I {
  const [only, ...others] = graphs
  if (only === undefined || others.length > 0) return inputs
  const cases = inputs.smokeCases?.map(c => (c.assistantIdGiven ? c : { ...c, assistantId: only }))
  return {
    ...inputs,
    ...(inputs.smokeAssistantIdGiven ? {} : { smokeAssistantId: only }),
    smokeCases: cases
  }
}

/** The line that names the config's graphs, and the assistant the runs after the deploy use. */
function graphsCheck(config: ConfigInHand, inputs: ConfigCheckInputs): ConfigCheck {
  const graphs = config.graphs.length === 0 ? 'none' : config.graphs.join(', ')
  const runs = inputs.smokeTest || inputs.evalDataset !== undefined
  const chosen = !runs
    ? ''
    : inputs.smokeAssistantIdGiven
      ? `; the smoke step and the eval gate run ${inputs.smokeAssistantId} ('smoke-assistant-id')`
      : config.graphs.length === 1
        ? `; the smoke step and the eval gate run ${inputs.smokeAssistantId}, its only graph (no 'smoke-assistant-id')`
        : `; the smoke step and the eval gate run ${inputs.smokeAssistantId} (no 'smoke-assistant-id')`
  return { passed: true, text: `the graphs of ${config.path}: ${graphs}${chosen}` }
}

/** Each assistant a run after the deploy would use, checked against the config's graphs. */
function assistantChecks(config: ConfigInHand, inputs: ConfigCheckInputs): ConfigCheck[] {
  const named: { readonly where: string; readonly id: string }[] = []
  if (inputs.smokeTest && inputs.smokeCases === undefined) {
    named.push({ where: 'smoke-assistant-id', id: inputs.smokeAssistantId })
  } else if (inputs.evalDataset !== undefined) {
    named.push({ where: "smoke-assistant-id (the eval gate's)", id: inputs.smokeAssistantId })
  }
  for (const c of inputs.smokeCases ?? []) {
    named.push({ where: `smoke-cases, case "${c.name}"`, id: c.assistantId })
  }
  const unknown = named.filter(({ id }) => !isUuid(id) && !config.graphs.includes(id))
  return unknown.map(({ where, id }) => sure(config, notAGraph(config, where, id, inputs)))
}

/** The refusal of an assistant that is neither a graph of the config nor an assistant ID. */
function notAGraph(
  config: ConfigInHand,
  where: string,
  id: string,
  inputs: ConfigCheckInputs
): ConfigCheck {
  const graphs = config.graphs.length === 0 ? 'none' : config.graphs.join(', ')
  const fallback =
    where.startsWith('smoke-assistant-id') && !inputs.smokeAssistantIdGiven
      ? ` (not given: ${config.path} has ${config.graphs.length} graphs, so the fallback ${id} was taken)`
      : ''
  return {
    passed: false,
    text: `${where}: ${id} is not a graph of ${config.path}; its graphs: ${graphs}${fallback}. The agent server would answer 404 for it. Set it to one of those graphs, or to an assistant ID (a UUID such as 3fa85f64-5717-4562-b3fc-2c963f66afa6).`
  }
}

/**
 * Deploy's config checks, before any write: each said in the log, the first that fails thrown.
 * Returns the inputs with the smoke step's assistant filled in from the config.
 */
export async function configStep<I extends ConfigCheckInputs>(
  deps: { readonly env: Readonly<Record<string, string | undefined>>; readonly logger: Logger },
  inputs: I
): Promise<I> {
  const checked = await checkConfig(deps.env, inputs)
  if (checked.config === undefined) return inputs
  await deps.logger.group(`Check ${checked.config.path}`, () => {
    for (const check of checked.checks) {
      if (check.warning === true) deps.logger.warning(check.text)
      else deps.logger.info(`${check.passed ? 'ok' : 'FAILS'}: ${check.text}`)
    }
    return Promise.resolve()
  })
  const failed = checked.checks.find(check => !check.passed)
  if (failed !== undefined) throw new Error(failed.text)
  return checked.inputs
}

/**
 * Modes rollback and smoke: with no assistant named, the only graph of the config checked out in
 * the workspace (langgraph.json, 'graph-config-path' being a deploy input) is run. Nothing is refused: what serves may
 * have been built from another commit than the checkout.
 */
export async function withCheckedOutGraph<I extends AssistantInputs>(
  deps: { readonly env: Readonly<Record<string, string | undefined>>; readonly logger: Logger },
  inputs: I & Pick<Inputs, 'graphConfigPath'>
): Promise<I> {
  const read = await readConfig(deps.env, inputs.graphConfigPath)
  if (read === undefined) return inputs
  const filled = withOnlyGraph(inputs, read.placed.graphs)
  if (filled.smokeAssistantId !== inputs.smokeAssistantId) {
    deps.logger.info(
      `No 'smoke-assistant-id': the runs use ${filled.smokeAssistantId}, the only graph of ${read.placed.path} in the workspace.`
    )
  }
  return filled
}
