// Owns the plan of a source archive: which files go in, where, in what order, and the checks that
// refuse a tree the build could not use (config left out, dependency missing, too large).
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { type PlacedConfig, placeConfig } from './config-file.js'
import { type FileSize, SourceArchiveError } from './archive-errors.js'
import { PlannedFiles, type PlannedFile } from './planned-files.js'
import { describeExclusion } from './ignore-rules.js'
import { type MissingGraph, judgeMissingGraphs } from './graph-files.js'
import {
  type ArchiveLimits,
  type ArchiveLimitSettings,
  largestFiles,
  limitSettings,
  tooLargeError
} from './limits.js'
import {
  commonAncestor,
  compareBytewise,
  isWithin,
  outermost,
  parentOf,
  relativeTo,
  type WorkspacePath
} from './paths.js'
import { describeSecretKind, includeMatcher } from './secret-files.js'
import {
  type FoundFile,
  scopeFor,
  type SkippedEntry,
  walk,
  type WalkContext,
  type WalkVisitor
} from './walk.js'

/** Options of {@link planArchive}. */
export interface PlanOptions {
  /** The checked-out tree, GITHUB_WORKSPACE. */
  readonly workspace: string
  /** The config file, relative to `workspace`: `apps/agent/langgraph.json`. */
  readonly configPath: string
  readonly limits?: ArchiveLimits
  /**
   * Files that look like secrets (.env files, private keys, JSON key files) to pack on purpose:
   * .gitignore patterns relative to the workspace. Everything else is left out and reported.
   */
  readonly include?: readonly string[]
}

/** What {@link writeArchive} packs, and what the caller reports before it does. */
export interface ArchivePlan {
  /** Real absolute path of the workspace. */
  readonly workspace: string
  /** The directory archive paths are relative to: the common ancestor of `directories`. */
  readonly root: WorkspacePath
  /** The config file's path inside the archive: what the deployment must name. */
  readonly configPath: string
  /** The directories packed: the config's and its local dependencies outside it. */
  readonly directories: readonly WorkspacePath[]
  /** In archive order: bytewise by archive path. */
  readonly files: PlannedFiles
  /** Total size of the files, before packing: what the writer reads. */
  readonly bytes: number
  /** The five largest files, largest first, by archive path. */
  readonly largest: readonly FileSize[]
  /** What was left out and why (nothing below a skipped directory is listed). */
  readonly skipped: readonly SkippedEntry[]
  /** Things to tell the user that do not stop the deploy. */
  readonly warnings: readonly string[]
  /** The config's graphs, in the order written: the assistants the deployment offers. */
  readonly graphs: readonly string[]
  readonly limits: ArchiveLimitSettings
}

/**
 * Walks the config's directory and its local dependencies, applying the ignore files, and plans
 * the archive. Throws {@link SourceArchiveError} when the tree cannot be packed as asked, and
 * {@link ArchiveTooLargeError} when its files come to more than `limits.maxReadBytes` (the
 * archive's own limit, on its compressed bytes, is the writer's).
 */
export async function planArchive(options: PlanOptions): Promise<ArchivePlan> {
  const limits = limitSettings(options.limits)
  const workspace = await fs.realpath(path.resolve(options.workspace)).catch((error: unknown) => {
    throw new SourceArchiveError(
      'workspace-missing',
      `The workspace ${options.workspace} cannot be read: ${(error as Error).message}.`,
      { cause: error }
    )
  })
  const config = await placeConfig({
    given: options.workspace,
    workspace,
    configPath: options.configPath
  })
  const named = [config.dir, ...config.dependencies]
  const directories = outermost(named)
  const context: WalkContext = {
    workspace,
    namedRoots: new Set(named),
    withheld: new Map(config.envFile === undefined ? [] : [[config.envFile, 'env-file']]),
    included: includeMatcher(options.include ?? [])
  }
  const root = commonAncestor(directories)
  const found = new Found(root)
  for (const dir of inArchiveOrder(directories, root)) {
    const entered = await scopeFor(context, dir)
    if ('skipped' in entered) throw excludedError(config, dir, entered.skipped)
    await walk(context, entered.scope, found)
  }
  const { warnings, missing } = checkContents(config, found)
  warnings.push(...(await judgeMissingGraphs(workspace, config, missing)))
  const { files, bytes } = found
  const largest = largestFiles(sizesOf(files))
  if (bytes > limits.maxReadBytes) {
    const maxBytes = limits.maxReadBytes
    throw tooLargeError({
      measured: 'read',
      bytes,
      maxBytes,
      readBytes: 0,
      filesBytes: bytes,
      largest
    })
  }
  const configPath = relativeTo(root, config.path)
  const skipped = found.skipped
  return {
    workspace,
    root,
    configPath,
    directories,
    files,
    bytes,
    largest,
    skipped,
    warnings,
    graphs: config.graphs,
    limits
  }
}

/** What the walk found, in archive order: the files kept off the heap, their total, what was left out. */
class Found implements WalkVisitor {
  readonly files: PlannedFiles
  readonly skipped: SkippedEntry[] = []
  bytes = 0

  constructor(root: WorkspacePath) {
    this.files = new PlannedFiles(root)
  }

  file(file: FoundFile): void {
    this.files.add(relativeTo(this.files.root, file.source), file.bytes, file.executable)
    this.bytes += file.bytes
  }

  skip(entry: SkippedEntry): void {
    this.skipped.push(entry)
  }
}

/**
 * The packed directories in the order their files come in the archive: each one's files sort
 * together, after the paths that sort before its own followed by `/`.
 */
function inArchiveOrder(
  directories: readonly WorkspacePath[],
  root: WorkspacePath
): WorkspacePath[] {
  const key = (dir: WorkspacePath): string => `${relativeTo(root, dir)}/`
  return [...directories].sort((a, b) => compareBytewise(key(a), key(b)))
}

/** The sizes of `files` one at a time: no second list of every file. */
function* sizesOf(files: Iterable<PlannedFile>): Generator<FileSize> {
  for (const file of files) yield { path: file.archivePath, bytes: file.bytes }
}

/**
 * Refuses a walk that left out the config file, a dependency or a file the config points to;
 * warns about a file other than a graph's module that does not exist (the build may resolve it),
 * and returns each graph whose module is missing, for graph-files.ts to judge.
 */
function checkContents(
  config: PlacedConfig,
  found: Found
): { warnings: string[]; missing: MissingGraph[] } {
  const held = heldTargets(found.files, [config.path, ...config.references.map(r => r.target)])
  const skipOf = (target: WorkspacePath): SkippedEntry | undefined =>
    found.skipped.find(entry => isWithin(entry.path, target))
  for (const dir of config.dependencies) {
    const skipped = skipOf(dir)
    if (skipped) throw excludedError(config, dir, skipped)
  }
  if (!held.has(config.path)) {
    const skipped = skipOf(config.path)
    if (skipped) throw excludedError(config, config.path, skipped)
    throw new SourceArchiveError('config-missing', `${config.path} disappeared during the walk.`)
  }
  const warnings: string[] = []
  const missing: MissingGraph[] = []
  for (const reference of config.references) {
    const skipped = skipOf(reference.target)
    if (skipped) {
      throw new SourceArchiveError(
        'reference-excluded',
        `"${reference.field}" in ${config.path} points to ${reference.target}, which the source ` +
          `archive leaves out: ${describeSkip(skipped)}.`
      )
    }
    const { graph } = reference
    if (!held.has(reference.target) && graph !== undefined) {
      const siblings = filesIn(found.files, parentOf(reference.target))
      missing.push({ reference: { ...reference, graph }, deployed: 'the source archive', siblings })
    } else if (!held.has(reference.target)) {
      warnings.push(
        `"${reference.field}" in ${config.path} points to ${reference.path}, which is not in ` +
          `the workspace (${reference.target}); the build fails unless it resolves that path.`
      )
    }
  }
  return { warnings, missing }
}

/** The names of the files packed directly in `dir`. */
function filesIn(files: Iterable<PlannedFile>, dir: WorkspacePath): string[] {
  const names: string[] = []
  for (const file of files) {
    if (parentOf(file.source) === dir) names.push(path.posix.basename(file.source))
  }
  return names
}

/** Which of `targets` the files hold (as a file, or below it): one pass over the files. */
function heldTargets(
  files: Iterable<PlannedFile>,
  targets: readonly WorkspacePath[]
): Set<WorkspacePath> {
  const wanted = new Set(targets)
  const held = new Set<WorkspacePath>()
  for (const file of files) {
    for (const target of wanted) {
      if (isWithin(target, file.source)) {
        held.add(target)
        wanted.delete(target)
      }
    }
    if (wanted.size === 0) break
  }
  return held
}

/** The refusal for the config file, its directory or a dependency that the walk leaves out. */
function excludedError(
  config: PlacedConfig,
  target: WorkspacePath,
  skipped: SkippedEntry
): SourceArchiveError {
  const isConfig = isWithin(target, config.path)
  const what = isConfig ? `The config file ${config.path}` : `The local dependency ${target}`
  const how =
    skipped.reason === 'ignored' && skipped.excludedBy
      ? ` Remove that pattern, or add one starting with "!" after it that matches ${skipped.path}.`
      : skipped.reason === 'secrets-file'
        ? ` To pack it on purpose, include it by name (input 'upload-include': ${skipped.path}).`
        : ''
  return new SourceArchiveError(
    isConfig ? 'config-excluded' : 'dependency-excluded',
    `${what} would be left out of the source archive: ${describeSkip(skipped)}.${how}`
  )
}

/** Why an entry is left out, for people: "apps/.gitignore line 2 (`build/`) excludes build". */
export function describeSkip(skipped: SkippedEntry): string {
  const what = skipped.path
  switch (skipped.reason) {
    case 'ignored':
      return skipped.excludedBy
        ? `${describeExclusion(skipped.excludedBy)} excludes ${what}`
        : `${what} is ignored`
    case 'always-excluded':
      return `${what} is left out, as every ${path.posix.basename(what)} is`
    case 'symbolic-link':
      return `${what} is a symbolic link, and the archive holds no links`
    case 'not-a-regular-file':
      return `${what} is not a regular file`
    case 'env-file':
      return `${what} is the env file the config names; it holds local settings, not source`
    case 'name-not-utf8':
      return `the name of ${what} is not valid UTF-8, so the archive cannot hold it`
    case 'secrets-file':
      return `${what} looks like a secrets file (${skipped.secretKind ? describeSecretKind(skipped.secretKind) : 'a key'})`
  }
}
