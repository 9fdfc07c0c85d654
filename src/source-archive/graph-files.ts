// Owns what a graph's module missing from what is deployed means: the build fails on it for
// certain (refused before any write), unless a step of the build may make the file (a warning).
import { promises as fs } from 'node:fs'
import path from 'node:path'
import type { PlacedConfig, PlacedReference } from './config-file.js'
import { SourceArchiveError } from './archive-errors.js'
import { joinPath } from './paths.js'

/** The scripts npm, yarn and pnpm run when the build installs the project. */
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare'] as const

/** A module the JS build installs the project for (its package.json scripts run then). */
const JS_MODULE = /\.(js|mjs|cjs|jsx|ts|mts|cts|tsx)$/

/** Largest edit between a missing name and a file beside it that is offered as "did you mean". */
const NEAR_EDITS = 2

/** A graph whose module is not among the files deployed. */
export interface MissingGraph {
  readonly reference: PlacedReference & { readonly graph: string }
  /** What is deployed, for messages: "the source archive", "the checked-out tree". */
  readonly deployed: string
  /** The names of the files deployed in the directory the module should be in. */
  readonly siblings: readonly string[]
}

/**
 * Throws a {@link SourceArchiveError} (`graph-missing`) naming the graph, the path and the config
 * for the first graph whose module the build cannot find for certain; returns a warning for each
 * one a build step may still make (`dockerfile_lines`, an install script of package.json).
 */
export async function judgeMissingGraphs(
  workspace: string,
  config: PlacedConfig,
  missing: readonly MissingGraph[]
): Promise<string[]> {
  const warnings: string[] = []
  for (const graph of missing) {
    const { reference } = graph
    const maker = await mayBeMade(workspace, config, reference.path)
    const what = `graph "${reference.graph}" in ${config.path} points to ${reference.path}, which is not in ${graph.deployed} (no file ${reference.target})`
    if (maker !== undefined) {
      warnings.push(`${what}; the build fails unless ${maker} makes it.`)
      continue
    }
    const near = nearest(path.posix.basename(reference.target), graph.siblings)
    const guess = near === undefined ? '' : ` (did you mean ${beside(reference.path, near)}?)`
    throw new SourceArchiveError(
      'graph-missing',
      `${what}: LangSmith's build would fail on it. Nothing was sent: fix "${reference.field}" in ${config.path}${guess}, or add the file.`
    )
  }
  return warnings
}

/** What in the build may make a missing module, in words; undefined when nothing can. */
async function mayBeMade(
  workspace: string,
  config: PlacedConfig,
  written: string
): Promise<string | undefined> {
  if (config.buildSteps) return `a step of "dockerfile_lines" in ${config.path}`
  if (!JS_MODULE.test(written)) return undefined
  const manifest = joinPath(config.dir, 'package.json')
  const scripts = await readScripts(path.join(workspace, ...manifest.split('/')))
  const script = INSTALL_SCRIPTS.find(name => scripts.has(name))
  return script === undefined ? undefined : `the "${script}" script of ${manifest}`
}

/** The script names of a package.json; none when it is absent or unreadable. */
async function readScripts(file: string): Promise<ReadonlySet<string>> {
  try {
    const json: unknown = JSON.parse(await fs.readFile(file, 'utf8'))
    const scripts = (json as { scripts?: unknown } | null)?.scripts
    return typeof scripts === 'object' && scripts !== null
      ? new Set(Object.keys(scripts))
      : new Set()
  } catch {
    return new Set()
  }
}

/** The sibling nearest to `name` by edits, when it is near enough to be a slip of the keys. */
export function nearest(name: string, siblings: readonly string[]): string | undefined {
  let best: { name: string; edits: number } | undefined
  for (const sibling of siblings) {
    const edits = editDistance(name, sibling)
    if (edits <= NEAR_EDITS && (best === undefined || edits < best.edits)) {
      best = { name: sibling, edits }
    }
  }
  return best?.name
}

/** `written` with its file name replaced by `name`: the path as the config would write it. */
function beside(written: string, name: string): string {
  const slash = written.lastIndexOf('/')
  return slash === -1 ? name : `${written.slice(0, slash + 1)}${name}`
}

/** Levenshtein distance, with a transposition counted as one edit. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i])
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[]
    const above = rows[i - 1] as number[]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1)
      }
      row[j] = best
    }
  }
  return (rows[a.length] as number[])[b.length] ?? 0
}
