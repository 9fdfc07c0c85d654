// Owns the walk of the packed directories: which files go in, and what is left out and why.
import { promises as fs, type Stats } from 'node:fs'
import path from 'node:path'
import { SourceArchiveError } from './archive-errors.js'
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
import { secretFileKind, type SecretFileKind } from './secret-files.js'

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
  | 'secrets-file'

/** An entry left out of the archive; nothing below a skipped directory is listed. */
export interface SkippedEntry {
  readonly path: WorkspacePath
  readonly directory: boolean
  readonly reason: SkipReason
  /** For `ignored`: the rule that left it out. */
  readonly excludedBy?: Exclusion
  /** For `secrets-file`: what kind of secrets file it looks like. */
  readonly secretKind?: SecretFileKind
}

/** What the walk needs to know about the workspace. */
export interface WalkContext {
  /** Absolute path of the workspace. */
  readonly workspace: string
  /** The directories the config names: each one's .dockerignore applies to its subtree. */
  readonly namedRoots: ReadonlySet<WorkspacePath>
  /** Files left out by name (the env file), with the reason to report. */
  readonly withheld: ReadonlyMap<WorkspacePath, SkipReason>
  /** Whether a file that looks like secrets is packed on purpose (`include` of the plan). */
  readonly included: (target: WorkspacePath) => boolean
  /** How entries are stat'ed (fs.lstat); a test shuffles the order the stats complete in. */
  readonly lstat?: (target: Buffer) => Promise<Stats>
}

/** Takes what a walk finds, in archive order: each file, and each entry left out. */
export interface WalkVisitor {
  file(file: FoundFile): void
  skip(entry: SkippedEntry): void
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

/** Entries of a directory stat'ed (and JSON files read) at once: enough to keep libuv's pool busy. */
const STAT_BATCH = 32

/** What an entry of a directory turned out to be, and its key in archive order. */
interface Visited {
  readonly key: Buffer
  readonly entry: FoundFile | SkippedEntry | { scope: Scope }
}

/**
 * Walks the directory of `scope` and everything below it that is not left out, handing what it
 * finds to `visitor` in archive order (bytewise by path), whatever order the listing and the stats
 * come in: the entries of a directory are stat'ed in parallel, {@link STAT_BATCH} at a time, then
 * sorted by name (a directory's as if it ended in `/`, so its files come where their paths sort),
 * and its subdirectories walked in that order. Only the entries of the directories on the way down
 * are held. Entries are read and stat'ed by their raw bytes: a name that is not UTF-8 has no string
 * that opens it.
 */
export async function walk(
  context: WalkContext,
  scope: Scope,
  visitor: WalkVisitor
): Promise<void> {
  const dir = Buffer.from(absolute(context, scope.dir) + path.sep)
  const names = await fs.readdir(dir, { encoding: 'buffer' })
  const visited: Visited[] = []
  for (let start = 0; start < names.length; start += STAT_BATCH) {
    const batch = names.slice(start, start + STAT_BATCH)
    const entries = await Promise.all(batch.map(raw => visit(context, scope, dir, raw)))
    entries.forEach((entry, index) => {
      const raw = batch[index]
      if (entry === undefined || raw === undefined) return
      const directory = 'scope' in entry || ('reason' in entry && entry.directory)
      visited.push({ key: directory ? Buffer.concat([raw, SLASH]) : raw, entry })
    })
  }
  visited.sort((a, b) => Buffer.compare(a.key, b.key))
  for (const { entry } of visited) {
    if ('scope' in entry) await walk(context, entry.scope, visitor)
    else if ('reason' in entry) visitor.skip(entry)
    else visitor.file(entry)
  }
}

const SLASH = Buffer.from('/')

/** What the entry `raw` of `dir` is: a file to pack, a directory to walk, or left out (quietly). */
async function visit(
  context: WalkContext,
  scope: Scope,
  dir: Buffer,
  raw: Buffer
): Promise<FoundFile | SkippedEntry | { scope: Scope } | undefined> {
  const stat = await (context.lstat ?? fs.lstat)(Buffer.concat([dir, raw]))
  const name = utf8Name(raw)
  if (name === undefined) return notUtf8(scope, raw, stat)
  const entry = classify(context, scope, name, stat)
  if (entry === 'directory') {
    const rules = await ruleFilesIn(context, joinPath(scope.dir, name))
    return { scope: enter(scope, name, rules) }
  }
  if ('reason' in entry) return entry
  const kind = await secretFileKind(absolute(context, entry.source), name, entry.bytes)
  if (kind === undefined || context.included(entry.source)) return entry
  return { path: entry.source, directory: false, reason: 'secrets-file', secretKind: kind }
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/** The name as text, or undefined when its bytes are not valid UTF-8. */
function utf8Name(raw: Buffer): string | undefined {
  try {
    return STRICT_UTF8.decode(raw)
  } catch {
    return undefined
  }
}

/** A name for people: printable ASCII as is, every other byte as `\xE9`. */
function escapedName(raw: Buffer): string {
  let shown = ''
  for (const byte of raw) {
    shown +=
      byte >= 0x20 && byte < 0x7f && byte !== 0x5c
        ? String.fromCharCode(byte)
        : `\\x${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return shown
}

/**
 * An entry whose name is not UTF-8: the archive cannot name it, so it is left out. It is reported
 * unless an ignore file leaves it out anyway (judged by its name with U+FFFD for each bad byte).
 */
function notUtf8(scope: Scope, raw: Buffer, stat: Stats): SkippedEntry | undefined {
  const isDirectory = stat.isDirectory()
  if (judge(scope, { name: raw.toString('utf8'), isDirectory }).excludedBy) return undefined
  return {
    path: joinPath(scope.dir, escapedName(raw)),
    directory: isDirectory,
    reason: 'name-not-utf8'
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
