// Owns paths inside the workspace: their POSIX form, containment, the common ancestor of the
// packed directories, and the bytewise order of archive entries.
import path from 'node:path'

/**
 * Paths in this module are relative to the workspace, in POSIX form, without `.` or `..`
 * segments; '' is the workspace itself.
 */
export type WorkspacePath = string

/** The workspace path of `absolute`, or undefined when it lies outside `workspace`. */
export function toWorkspacePath(workspace: string, absolute: string): WorkspacePath | undefined {
  const relative = path.relative(workspace, absolute)
  if (relative === '') return ''
  if (path.isAbsolute(relative) || relative === '..' || relative.startsWith(`..${path.sep}`)) {
    return undefined
  }
  return relative.split(path.sep).join('/')
}

/** Whether `target` is `dir` or lies below it. */
export function isWithin(dir: WorkspacePath, target: WorkspacePath): boolean {
  return dir === '' || target === dir || target.startsWith(`${dir}/`)
}

/** `target` relative to `dir`, which holds it ('' when they are the same). */
export function relativeTo(dir: WorkspacePath, target: WorkspacePath): string {
  if (dir === '') return target
  return target === dir ? '' : target.slice(dir.length + 1)
}

/** `name` (or a relative path) inside `dir`. */
export function joinPath(dir: WorkspacePath, name: string): WorkspacePath {
  return dir === '' ? name : `${dir}/${name}`
}

/** The directory holding `target` ('' for a top-level entry). */
export function parentOf(target: WorkspacePath): WorkspacePath {
  const slash = target.lastIndexOf('/')
  return slash === -1 ? '' : target.slice(0, slash)
}

/** The deepest directory that holds every one of `dirs`. */
export function commonAncestor(dirs: readonly WorkspacePath[]): WorkspacePath {
  const [first, ...rest] = dirs.map(dir => (dir === '' ? [] : dir.split('/')))
  if (first === undefined) return ''
  let shared = first.length
  for (const segments of rest) {
    let i = 0
    while (i < shared && i < segments.length && segments[i] === first[i]) i++
    shared = i
  }
  return first.slice(0, shared).join('/')
}

/** Keeps only the directories that no other one holds, in the order given. */
export function outermost(dirs: readonly WorkspacePath[]): WorkspacePath[] {
  const unique = [...new Set(dirs)]
  return unique.filter(dir => !unique.some(other => other !== dir && isWithin(other, dir)))
}

/** Orders archive paths by their UTF-8 bytes, as `LC_ALL=C sort` would. */
export function compareBytewise(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))
}
