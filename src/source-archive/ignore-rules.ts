// Owns which entries the ignore files leave out: each .gitignore as git reads it (for its own
// subtree, deeper files first, negations included) and a .dockerignore as Docker reads it.
import ignore, { type Ignore } from 'ignore'
import { joinPath, relativeTo, type WorkspacePath } from './paths.js'

export const GITIGNORE = '.gitignore'
export const DOCKERIGNORE = '.dockerignore'
export type RuleKind = typeof GITIGNORE | typeof DOCKERIGNORE

/** The rules of one ignore file, compiled once. */
export interface RuleFile {
  readonly kind: RuleKind
  /** The directory the file sits in, whose subtree it applies to. */
  readonly base: WorkspacePath
  /** The file's lines as written, to quote the one that excluded an entry. */
  readonly lines: readonly string[]
  readonly rules: Ignore
  /** For a .dockerignore: the literal leading segments of each `!` pattern. */
  readonly reincludes: readonly (readonly string[])[]
}

/** The ignore rule that left an entry out. */
export interface Exclusion {
  /** The ignore file, e.g. `apps/agent/.gitignore`. */
  readonly file: WorkspacePath
  readonly line: number
  /** The pattern as written on that line. */
  readonly pattern: string
}

/** What the ignore files say about one entry. */
export interface Verdict {
  readonly excludedBy?: Exclusion
  /**
   * For an excluded directory: whether to look inside anyway, because a .dockerignore `!`
   * pattern may bring back something below it (Docker does; git never does).
   */
  readonly descend: boolean
}

/** The rules that apply inside one directory, each bound to it. */
export interface Scope {
  readonly dir: WorkspacePath
  /** Deepest file last. */
  readonly views: readonly View[]
}

interface View {
  readonly file: RuleFile
  /** The file's rules, plus one `!` per directory between it and the scope (see `enter`). */
  readonly matcher: Ignore
}

const newIgnore = (): Ignore => ignore({ ignorecase: false })

/** Compiles the text of the ignore file `kind` found in `base`. */
export function parseRuleFile(options: {
  readonly kind: RuleKind
  readonly base: WorkspacePath
  readonly text: string
}): RuleFile {
  const lines = options.text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const rules = newIgnore()
  const reincludes: string[][] = []
  lines.forEach((line, index) => {
    const mark = String(index + 1)
    if (options.kind === GITIGNORE) {
      rules.add({ pattern: line, mark })
      return
    }
    const docker = dockerPattern(line)
    if (!docker) return
    const bang = docker.negated ? '!' : ''
    // Docker matches a pattern against an entry or any directory above it, last match winning:
    // in gitignore terms, the anchored pattern and everything below what it matches.
    rules.add([
      { pattern: `${bang}/${docker.pattern}`, mark },
      { pattern: `${bang}/${docker.pattern}/**`, mark }
    ])
    if (docker.negated) reincludes.push(literalPrefix(docker.pattern))
  })
  return { kind: options.kind, base: options.base, lines, rules, reincludes }
}

/**
 * A .dockerignore line as Docker reads it: trimmed, `#` comments skipped, `!` for an exception,
 * cleaned like a path and relative to the context root. Undefined for a line that matches nothing.
 */
export function dockerPattern(line: string): { pattern: string; negated: boolean } | undefined {
  let pattern = line.trim()
  if (pattern === '' || pattern.startsWith('#')) return undefined
  const negated = pattern.startsWith('!')
  if (negated) pattern = pattern.slice(1).trim()
  const segments: string[] = []
  for (const segment of pattern.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment !== '..') segments.push(segment)
    else if (segments.pop() === undefined) return undefined // above the context: never matches
  }
  return segments.length ? { pattern: segments.join('/'), negated } : undefined
}

function literalPrefix(pattern: string): string[] {
  const segments = pattern.split('/')
  const glob = segments.findIndex(segment => /[*?[\\]/.test(segment))
  return glob === -1 ? segments : segments.slice(0, glob)
}

/** The scope of the workspace root, with `files` (the ignore files found there). */
export function workspaceScope(files: readonly RuleFile[]): Scope {
  return { dir: '', views: files.map(file => ({ file, matcher: newIgnore().add(file.rules) })) }
}

/**
 * The scope inside `name`, a directory of `scope` that was not excluded, with `added` (the ignore
 * files found in it) applying from there down.
 *
 * Git never re-includes an entry below an excluded directory, and `ignore` enforces that by
 * testing each parent first. But a parent excluded by a shallow .gitignore may have been brought
 * back by a deeper one; the entries below it are then judged on their own. So each file's rules
 * get a `!` for every directory entered below it: all of them were kept, so none can exclude.
 */
export function enter(scope: Scope, name: string, added: readonly RuleFile[]): Scope {
  const dir = joinPath(scope.dir, name)
  const views = scope.views.map(view => ({
    file: view.file,
    matcher: newIgnore()
      .add(view.matcher)
      .add(`!/${escapeLiteral(relativeTo(view.file.base, dir))}/`)
  }))
  for (const file of added) views.push({ file, matcher: newIgnore().add(file.rules) })
  return { dir, views }
}

/** Escapes a path so that a gitignore pattern matches it literally. */
export function escapeLiteral(literal: string): string {
  return literal.replace(/[\\*?[]/g, match => `\\${match}`)
}

/** An entry of a scope's directory. */
export interface DirectoryEntry {
  readonly name: string
  readonly isDirectory: boolean
}

/** What the ignore files in `scope` say about `entry`, an entry of its directory. */
export function judge(scope: Scope, entry: DirectoryEntry): Verdict {
  const { name, isDirectory } = entry
  const target = joinPath(scope.dir, name)
  const test = (view: View): ReturnType<Ignore['test']> =>
    view.matcher.test(relativeTo(view.file.base, target) + (isDirectory ? '/' : ''))
  for (let i = scope.views.length - 1; i >= 0; i--) {
    const view = scope.views[i]
    if (view?.file.kind !== GITIGNORE) continue
    const result = test(view)
    if (result.ignored) return { excludedBy: exclusion(view.file, result.rule), descend: false }
    if (result.unignored) break // a deeper `!` pattern has the last word
  }
  let excludedBy: Exclusion | undefined
  let descend = isDirectory
  for (const view of scope.views) {
    if (view.file.kind !== DOCKERIGNORE) continue
    const result = test(view)
    if (!result.ignored) continue
    excludedBy ??= exclusion(view.file, result.rule)
    descend &&= mayReinclude(view.file, relativeTo(view.file.base, target))
  }
  return excludedBy ? { excludedBy, descend } : { descend: isDirectory }
}

function exclusion(file: RuleFile, rule: { mark?: string | undefined } | undefined): Exclusion {
  const line = Number(rule?.mark ?? 0)
  return {
    file: joinPath(file.base, file.kind),
    line,
    pattern: (file.lines[line - 1] ?? '').trim()
  }
}

/** Whether an `!` pattern of a .dockerignore could match something below `dir`. */
function mayReinclude(file: RuleFile, dir: string): boolean {
  const segments = dir.split('/')
  return file.reincludes.some(prefix =>
    prefix.every((segment, i) => i >= segments.length || segments[i] === segment)
  )
}

/** "apps/agent/.gitignore line 3 (`*.json`)". */
export function describeExclusion(excluded: Exclusion): string {
  return `${excluded.file} line ${excluded.line} (\`${excluded.pattern}\`)`
}
