// Owns the walk of the packed directories: which files go in, and what is left out and why.
import { promises as fs, type Stats } from 'node:fs'
import path from 'node:path'
import { SourceArchiveError } from './errors.js'
import {
  DOCKERIGNORE,
  enter,
  type Exclusion,
  GITIGNORE,
  judge,
  parseRuleFile,
  type RuleFile,
  type RuleKind,
  type Scope,
  workspaceScope
} from './ignore-rules.js'
import { joinPath, type WorkspacePath } from './paths.js'

/** Directories (and files) left out wherever they are, whatever the ignore files say. */
export const ALWAYS_EXCLUDED: ReadonlySet<string> = new Set([
  '.git',
  'node_modules',
  '__pycache__',
  '.venv',
  'venv',
  '.tox',
  '.mypy_cache'
])

/** A regular file that goes into the archive. */
export interface FoundFile {
  readonly source: WorkspacePath
  readonly bytes: number
  /** The owner's execute bit, the one git records. */
  readonly executable: boolean
}

export type SkipReason =
  | 'always-excluded'
  | 'ignored'
  | 'symbolic-link'
  | 'not-a-regular-file'
  | 'env-file'
  | 'name-not-utf8'

/** An entry left out of the archive; nothing below a skipped directory is listed. */
export interface SkippedEntry {
  readonly path: WorkspacePath
  readonly directory: boolean
  readonly reason: SkipReason
  /** For `ignored`: the rule that left it out. */
  readonly excludedBy?: Exclusion
}

/** What the walk needs to know about the workspace. */
export interface WalkContext {
  /** Absolute path of the workspace. */
  readonly workspace: string
  /** The directories the config names: each one's .dockerignore applies to its subtree. */
  readonly namedRoots: ReadonlySet<WorkspacePath>
  /** Files left out by name (the env file), with the reason to report. */
  readonly withheld: ReadonlyMap<WorkspacePath, SkipReason>
}

/** What a walk found. */
export interface WalkResult {
  readonly files: FoundFile[]
  readonly skipped: SkippedEntry[]
}

const absolute = (context: WalkContext, target: WorkspacePath): string =>
  path.join(context.workspace, ...target.split('/'))

/** The ignore files in `dir` that apply to its subtree. */
async function ruleFilesIn(context: WalkContext, dir: WorkspacePath): Promise<RuleFile[]> {
  const kinds: RuleKind[] = context.namedRoots.has(dir) ? [GITIGNORE, DOCKERIGNORE] : [GITIGNORE]
  const files: RuleFile[] = []
  for (const kind of kinds) {
    const text = await readRegularFile(absolute(context, joinPath(dir, kind)))
    if (text !== undefined) files.push(parseRuleFile({ kind, base: dir, text }))
  }
  return files
}

/** The text of a regular file; undefined when there is none (git ignores a symlinked one). */
async function readRegularFile(file: string): Promise<string | undefined> {
  const stat = await fs.lstat(file).catch(() => undefined)
  return stat?.isFile() ? fs.readFile(file, 'utf8') : undefined
}

/**
 * The scope inside `dir` (a directory of the workspace), or the entry on the way down that is
 * left out, which leaves `dir` out with it. A symbolic link on the way is refused: the archive
 * lays files out where they are, not where a link points.
 */
export async function scopeFor(
  context: WalkContext,
  dir: WorkspacePath
): Promise<{ scope: Scope } | { skipped: SkippedEntry }> {
  let scope = workspaceScope(await ruleFilesIn(context, ''))
  for (const name of dir === '' ? [] : dir.split('/')) {
    const target = joinPath(scope.dir, name)
    const stat = await fs.lstat(absolute(context, target))
    if (stat.isSymbolicLink()) {
      throw new SourceArchiveError(
        'symbolic-link',
        `${target} is a symbolic link; the source archive holds no links. ` +
          `Name the directory it points to instead of ${dir}.`
      )
    }
    const skipped = skipDirectory(scope, name)
    if (skipped) return { skipped }
    scope = enter(scope, name, await ruleFilesIn(context, target))
  }
  return { scope }
}

/** Why the directory `name` in `scope` is left out, or undefined when it is walked. */
function skipDirectory(scope: Scope, name: string): SkippedEntry | undefined {
  const target = joinPath(scope.dir, name)
  if (ALWAYS_EXCLUDED.has(name)) return { path: target, directory: true, reason: 'always-excluded' }
  const verdict = judge(scope, { name, isDirectory: true })
  if (!verdict.excludedBy || verdict.descend) return undefined
  return { path: target, directory: true, reason: 'ignored', excludedBy: verdict.excludedBy }
}

/** Walks the directory of `scope` and everything below it that is not left out. */
export async function walk(context: WalkContext, scope: Scope, found: WalkResult): Promise<void> {
  for (const name of await fs.readdir(absolute(context, scope.dir))) {
    const target = joinPath(scope.dir, name)
    const entry = classify(context, scope, name, await fs.lstat(absolute(context, target)))
    if (entry === 'directory') {
      await walk(context, enter(scope, name, await ruleFilesIn(context, target)), found)
    } else if ('reason' in entry) found.skipped.push(entry)
    else found.files.push(entry)
  }
}

/** Whether the entry `name` of `scope` is a file to pack, a directory to walk, or left out. */
function classify(
  context: WalkContext,
  scope: Scope,
  name: string,
  stat: Stats
): FoundFile | SkippedEntry | 'directory' {
  const target = joinPath(scope.dir, name)
  const skip = (reason: SkipReason, excludedBy?: Exclusion): SkippedEntry => ({
    path: target,
    directory: stat.isDirectory(),
    reason,
    ...(excludedBy ? { excludedBy } : {})
  })
  // A name that is not UTF-8 reaches us with U+FFFD in it, and cannot be opened by that name.
  if (name.includes('\uFFFD')) return skip('name-not-utf8')
  if (stat.isSymbolicLink()) return skip('symbolic-link')
  if (ALWAYS_EXCLUDED.has(name)) return skip('always-excluded')
  if (stat.isDirectory()) return skipDirectory(scope, name) ?? 'directory'
  if (!stat.isFile()) return skip('not-a-regular-file')
  const excludedBy = judge(scope, { name, isDirectory: false }).excludedBy
  if (excludedBy) return skip('ignored', excludedBy)
  const withheld = context.withheld.get(target)
  if (withheld) return skip(withheld)
  return { source: target, bytes: stat.size, executable: (stat.mode & 0o100) !== 0 }
}
