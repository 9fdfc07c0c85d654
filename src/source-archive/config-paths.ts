// Owns what a langgraph.json names on disk: its local dependencies, the files its graphs and
// hooks point to, and its env file. Pure: it reads the parsed JSON, never the disk.
import { SourceArchiveError } from './archive-errors.js'

/** A file the config points to, such as a graph's module. */
export interface ConfigReference {
  /** Where the config names it, for messages: `graphs.agent`, `auth.path`, `ui.chat`. */
  readonly field: string
  /** The path as written, relative to the config's directory unless absolute. */
  readonly path: string
  /** The graph whose module it is, for a file of `graphs`. */
  readonly graph?: string
}

/** What a langgraph.json names on disk. */
export interface ConfigPaths {
  /** Local dependencies (`.`, `../shared`), as written; package names are left out. */
  readonly dependencies: readonly string[]
  /** Files the build loads: graphs, UI components, auth and HTTP apps, embeddings, pip config. */
  readonly references: readonly ConfigReference[]
  /** The `env` file, when `env` is a path rather than a mapping or a list of names. */
  readonly envFile?: string
  /** The names of its `graphs`, in the order written: the assistants its server offers. */
  readonly graphs: readonly string[]
  /** Whether `dockerfile_lines` adds steps to the build, which may make files the tree lacks. */
  readonly buildSteps: boolean
}

/** Extensions of the modules a graph or hook can live in (the CLI tells Python from JS by them). */
const MODULE_EXTENSIONS = /\.(py|pyx|pyi|js|mjs|cjs|jsx|ts|mts|cts|tsx)$/

/** A dependency is a local directory when it starts with `.` or `/`; else it is a package name. */
export function isLocalDependency(entry: string): boolean {
  return entry.startsWith('.') || entry.startsWith('/')
}

/**
 * The file part of an import string (`./src/agent.py:graph` gives `./src/agent.py`), or undefined
 * when it names a module or a provider (`my_pkg.agent:graph`, `openai:text-embedding-3-small`).
 */
export function importFile(spec: string): string | undefined {
  const file = spec.split(':')[0] ?? ''
  const looksLikePath = file.startsWith('.') || file.startsWith('/') || file.includes('/')
  return looksLikePath || MODULE_EXTENSIONS.test(file) ? file : undefined
}

/** Reads what `config` (the parsed langgraph.json at `configPath`) names on disk. */
export function readConfigPaths(config: unknown, configPath: string): ConfigPaths {
  const invalid = (what: string): SourceArchiveError =>
    new SourceArchiveError('config-invalid', `${configPath} is not a valid config: ${what}.`)
  if (!isRecord(config)) throw invalid('it must hold a JSON object')
  const dependencies = stringList(config.dependencies, 'dependencies', invalid)
  const references: ConfigReference[] = []
  const add = (field: string, spec: unknown, always = false, graph?: string): void => {
    if (spec === undefined) return
    if (typeof spec !== 'string') throw invalid(`"${field}" must be a string`)
    const file = always ? spec : importFile(spec)
    if (file) references.push({ field, path: file, ...(graph === undefined ? {} : { graph }) })
  }
  const graphs = entries(config.graphs, 'graphs', invalid)
  for (const [name, graph] of graphs) {
    add(`graphs.${name}`, isRecord(graph) ? graph.path : graph, false, name)
  }
  for (const [name, ui] of entries(config.ui, 'ui', invalid)) add(`ui.${name}`, ui, true)
  add('auth.path', field(config.auth, 'path'))
  add('http.app', field(config.http, 'app'))
  add('store.index.embed', field(field(config.store, 'index'), 'embed'))
  add('pip_config_file', config.pip_config_file, true)
  const envFile = typeof config.env === 'string' ? config.env : undefined
  const lines = config.dockerfile_lines
  return {
    dependencies: dependencies.filter(isLocalDependency),
    references,
    graphs: graphs.map(([name]) => name),
    buildSteps: Array.isArray(lines) ? lines.length > 0 : lines !== undefined && lines !== '',
    ...(envFile ? { envFile } : {})
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined
}

function stringList(
  value: unknown,
  name: string,
  invalid: (what: string) => SourceArchiveError
): string[] {
  if (value === undefined) return []
  const items: unknown[] = Array.isArray(value) ? value : [value]
  const strings = items.filter((item): item is string => typeof item === 'string')
  if (!Array.isArray(value) || strings.length !== items.length) {
    throw invalid(`"${name}" must be a list of strings`)
  }
  return strings
}

function entries(
  value: unknown,
  name: string,
  invalid: (what: string) => SourceArchiveError
): [string, unknown][] {
  if (value === undefined) return []
  if (!isRecord(value)) throw invalid(`"${name}" must be an object`)
  return Object.entries(value)
}
