// Owns what an upload says when its config file is not in the workspace: the path read and
// relative to what, the config files found nearby, why upload was chosen, and what an upload needs.
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { SourceArchiveError } from './archive-errors.js'

/** What the message needs to know about the run. */
export interface MissingConfigContext {
  /** The workspace, as the run reads it (GITHUB_WORKSPACE, else the working directory). */
  readonly workspace: string
  /** The `graph-config-path` input, as given (its default when not given). */
  readonly configPath: string
  /** Why upload was chosen, as the source choice said it. */
  readonly sourceWhy: string
  /** Whether the `source` input chose upload. */
  readonly sourceGiven: boolean
  /** The name of the deployment updated; undefined for a create. */
  readonly updating: string | undefined
}

/** The default of `graph-config-path`: a path equal to it counts as not given. */
const DEFAULT_CONFIG = 'langgraph.json'
/** Directories the search for nearby config files never enters. */
const SKIPPED = new Set(['.git', 'node_modules', '.venv', 'venv', '__pycache__', '.tox'])
/** The search stays cheap: at most this many directories, this deep, this many found. */
const SEARCH = { directories: 2000, depth: 4, found: 5 } as const

/**
 * The refusal of an upload whose config file is missing, with its cause and its fix: the path
 * read (relative to the workspace), the config files found there, and what to do for the way
 * upload was chosen. Only a create that upload was chosen for by default is told of GitHub.
 */
export async function configMissingError(
  error: SourceArchiveError,
  context: MissingConfigContext
): Promise<SourceArchiveError> {
  const name = path.posix.basename(context.configPath.replace(/\\/g, '/')) || DEFAULT_CONFIG
  const found = await findConfigs(context.workspace, name)
  const message = [
    error.message,
    readAt(context),
    foundNearby(found, name, context),
    ...why(context)
  ]
  return new SourceArchiveError('config-missing', message.join(' '), { cause: error })
}

/** Where the file was looked for: the input's value, relative to the workspace. */
function readAt(context: MissingConfigContext): string {
  const read = path.resolve(context.workspace, context.configPath)
  const given = context.configPath !== DEFAULT_CONFIG
  return given
    ? `Input 'graph-config-path' is ${context.configPath}, a path relative to the workspace (${context.workspace}): no file is at ${read}.`
    : `Input 'graph-config-path' is not given, so its default, ${DEFAULT_CONFIG} at the workspace's root (${read}), was read.`
}

/** What the search found, as a fix; the checkout step when the workspace holds no config at all. */
function foundNearby(found: Found, name: string, context: MissingConfigContext): string {
  if (found.paths.length > 0) {
    const more = found.complete ? '' : ' (the search stopped early; there may be more)'
    return `Found in the workspace: ${found.paths.join(', ')}${more}: set 'graph-config-path' to the one to deploy.`
  }
  const where = found.complete
    ? `No file named ${name} is in the workspace`
    : `No file named ${name} was found in the first ${SEARCH.directories} directories of the workspace`
  const checkout = found.directories <= 1 && found.files === 0
  return checkout || context.configPath === DEFAULT_CONFIG
    ? `${where}: is the repository checked out? Add a step \`uses: actions/checkout@v7\` before this one.`
    : `${where} (${SEARCH.depth} directories deep at most; .git and node_modules left out).`
}

/** Why upload was chosen, what it needs, and, for a create by default, the way through GitHub. */
function why(context: MissingConfigContext): string[] {
  const needs =
    'An upload packs the checked-out tree, so the config file must be in the workspace at the path of graph-config-path.'
  if (context.updating !== undefined) {
    return [
      `Deployment "${context.updating}" has source upload, which an update keeps (a deployment's source cannot change).`,
      needs
    ]
  }
  if (context.sourceGiven) return [`Input 'source' is upload.`, needs]
  return [
    `Source upload was chosen (${context.sourceWhy}).`,
    needs,
    "To build from GitHub instead, set 'integration-id', or give the LangSmith GitHub app access to this repository (LangSmith → Deployments → + New Deployment → your GitHub account)."
  ]
}

/** The config files found, workspace-relative, and how much the search read. */
interface Found {
  readonly paths: readonly string[]
  readonly directories: number
  readonly files: number
  /** Whether the search read the whole workspace (within its depth). */
  readonly complete: boolean
}

/** Files named `name` in the workspace, breadth first, within the bounds of {@link SEARCH}. */
async function findConfigs(workspace: string, name: string): Promise<Found> {
  const paths: string[] = []
  let queue: string[] = ['']
  let directories = 0
  let files = 0
  for (let depth = 0; depth <= SEARCH.depth && queue.length > 0; depth++) {
    const next: string[] = []
    for (const dir of queue) {
      if (directories >= SEARCH.directories || paths.length >= SEARCH.found) {
        return { paths, directories, files, complete: false }
      }
      directories++
      const entries = await fs
        .readdir(path.join(workspace, dir), { withFileTypes: true })
        .catch(() => [])
      for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const relative = dir === '' ? entry.name : `${dir}/${entry.name}`
        if (entry.isDirectory() && !SKIPPED.has(entry.name)) next.push(relative)
        if (!entry.isFile()) continue
        files++
        if (entry.name === name) paths.push(relative)
      }
    }
    queue = next
  }
  return { paths: paths.slice(0, SEARCH.found), directories, files, complete: true }
}
