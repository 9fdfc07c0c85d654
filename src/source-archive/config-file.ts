// Owns reading the config file from the workspace and placing what it names: the directories to
// pack, the files they must hold, and the env file to leave out.
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { type ConfigReference, readConfigPaths } from './config-paths.js'
import { SourceArchiveError } from './archive-errors.js'
import { isWithin, parentOf, toWorkspacePath, type WorkspacePath } from './paths.js'

/** The config file, read, with what it names placed in the workspace. */
export interface PlacedConfig {
  /** The config file. */
  readonly path: WorkspacePath
  /** Its directory: always packed. */
  readonly dir: WorkspacePath
  /** The local dependencies, in the order the config lists them. */
  readonly dependencies: readonly WorkspacePath[]
  /** The files the config points to, each placed in the workspace. */
  readonly references: readonly PlacedReference[]
  /** The env file, when it is a path inside the workspace. */
  readonly envFile?: WorkspacePath
  /** The names of its graphs, in the order written. */
  readonly graphs: readonly string[]
  /** Whether `dockerfile_lines` adds build steps (which may make files the tree lacks). */
  readonly buildSteps: boolean
}

export interface PlacedReference extends ConfigReference {
  readonly target: WorkspacePath
}

/** Reads the config at `configPath` (relative to `workspace` or absolute) and places its paths. */
export async function placeConfig(options: {
  /** The workspace as given. */
  readonly given: string
  /** Its real absolute path, with no symbolic link in it. */
  readonly workspace: string
  readonly configPath: string
}): Promise<PlacedConfig> {
  const configPath = toWorkspacePath(
    path.resolve(options.given),
    path.resolve(options.given, options.configPath)
  )
  if (configPath === undefined || configPath === '') {
    throw new SourceArchiveError(
      'outside-workspace',
      `The config file ${options.configPath} is not a file inside the workspace ${options.given}.`
    )
  }
  const dir = parentOf(configPath)
  const absolute = path.join(options.workspace, ...configPath.split('/'))
  const paths = readConfigPaths(await readJson(absolute, configPath), configPath)
  const place = (entry: string): WorkspacePath | undefined =>
    toWorkspacePath(options.workspace, path.resolve(path.dirname(absolute), entry))
  const dependencies: WorkspacePath[] = []
  for (const entry of paths.dependencies) {
    dependencies.push(
      await placeDependency({
        entry,
        target: place(entry),
        configPath,
        workspace: options.workspace
      })
    )
  }
  const packed = [dir, ...dependencies]
  const references: PlacedReference[] = []
  for (const reference of paths.references) {
    const target = place(reference.path)
    if (target === undefined || !packed.some(root => isWithin(root, target))) {
      throw referenceOutside(configPath, reference, packed)
    }
    references.push({ ...reference, target })
  }
  const envFile = paths.envFile === undefined ? undefined : place(paths.envFile)
  const { graphs, buildSteps } = paths
  return {
    path: configPath,
    dir,
    dependencies,
    references,
    graphs,
    buildSteps,
    ...(envFile ? { envFile } : {})
  }
}

async function readJson(file: string, configPath: WorkspacePath): Promise<unknown> {
  const stat = await fs.lstat(file).catch(() => undefined)
  if (stat?.isSymbolicLink()) {
    throw new SourceArchiveError(
      'symbolic-link',
      `The config file ${configPath} is a symbolic link; the source archive holds no links. ` +
        'Point the action at the file itself.'
    )
  }
  if (!stat?.isFile()) {
    throw new SourceArchiveError(
      'config-missing',
      `The config file ${configPath} does not exist in the workspace${stat ? ' (it is not a file)' : ''}.`
    )
  }
  const text = await fs.readFile(file, 'utf8')
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (error) {
    throw new SourceArchiveError(
      'config-invalid',
      `${configPath} is not valid JSON: ${(error as Error).message}.`,
      { cause: error }
    )
  }
}

async function placeDependency(options: {
  readonly entry: string
  readonly target: WorkspacePath | undefined
  readonly configPath: WorkspacePath
  readonly workspace: string
}): Promise<WorkspacePath> {
  const { entry, target, configPath, workspace } = options
  const named = `The local dependency "${entry}" in ${configPath}`
  if (target === undefined) {
    throw new SourceArchiveError(
      'outside-workspace',
      `${named} lies outside the workspace (${workspace}). The source archive holds only the ` +
        'checked-out repository: move that package into it, or depend on a published version.'
    )
  }
  const stat = await fs.stat(path.join(workspace, ...target.split('/'))).catch(() => undefined)
  if (!stat?.isDirectory()) {
    throw new SourceArchiveError(
      'dependency-missing',
      `${named} names ${target || '.'}, which ${stat ? 'is not a directory' : 'does not exist'} ` +
        'in the workspace.'
    )
  }
  return target
}

/** The refusal for a file the config points to outside every packed directory. */
function referenceOutside(
  configPath: WorkspacePath,
  reference: ConfigReference,
  packed: readonly WorkspacePath[]
): SourceArchiveError {
  const dirs = [...new Set(packed)].map(dir => dir || '.').join(', ')
  return new SourceArchiveError(
    'reference-outside-archive',
    `"${reference.field}" in ${configPath} points to ${reference.path}, outside the directories ` +
      `packed into the source archive (${dirs}). Add its directory to "dependencies" or move it.`
  )
}
