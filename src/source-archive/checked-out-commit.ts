// Owns which commit the workspace has checked out, read from its git directory without running
// git: HEAD of the nearest `.git` from the packed tree up to the workspace root, or why unknown.
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { type WorkspacePath, parentOf } from './paths.js'

/** The commit checked out (40 or 64 lowercase hex digits), or why it cannot be told. */
export type CheckedOutCommit = { readonly sha: string } | { readonly unknown: string }

/** A commit as git writes it: SHA-1 (40 hex digits) or SHA-256 (64). */
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/

/** A symbolic ref (`ref: refs/heads/main`), as HEAD and a symbolic ref file hold it. */
const SYMBOLIC = /^ref:\s*(\S+)$/

/** Symbolic refs followed at most (git's own limit is 5). */
const MAX_DEPTH = 5

/** packed-refs is read whole; past this size it is not read (no repository comes near it). */
const MAX_PACKED_REFS_BYTES = 64 * 1024 * 1024

/** Where a repository keeps HEAD (its git dir) and its shared refs (the common dir of a worktree). */
interface GitDirs {
  readonly gitDir: string
  readonly commonDir: string
  /** The `.git` found, relative to the workspace, for messages. */
  readonly shown: string
}

/**
 * The commit checked out in the repository that holds `from` (a directory of the workspace):
 * the first `.git` (a directory, or a file `gitdir: …` of a worktree or submodule) found from
 * `from` up to the workspace root, its HEAD read as a detached commit or a branch resolved
 * through its loose ref or `packed-refs`. Never throws: anything that cannot be read is unknown.
 */
export async function checkedOutCommit(
  workspace: string,
  from: WorkspacePath
): Promise<CheckedOutCommit> {
  try {
    const dirs = await findGitDirs(workspace, from)
    if ('unknown' in dirs) return dirs
    return await readHead(dirs)
  } catch (error) {
    return { unknown: `its git directory cannot be read (${(error as Error).message})` }
  }
}

/** The git directories of the nearest `.git` at or above `from`, or why there is none. */
async function findGitDirs(
  workspace: string,
  from: WorkspacePath
): Promise<GitDirs | { readonly unknown: string }> {
  for (let dir = from; ; dir = parentOf(dir)) {
    const shown = dir === '' ? '.git' : `${dir}/.git`
    const dotGit = path.join(workspace, ...shown.split('/'))
    const stat = await fs.stat(dotGit).catch(absent)
    if (stat?.isDirectory() === true) return { gitDir: dotGit, commonDir: dotGit, shown }
    if (stat?.isFile() === true) return linkedGitDirs(dotGit, shown)
    if (dir === '') break
  }
  const where = from === '' ? 'the workspace root' : `${from} up to the workspace root`
  return { unknown: `no .git was found from ${where}: the tree is not a git checkout` }
}

/** The git dirs a `.git` file names (`gitdir: <path>`, relative to the file's directory). */
async function linkedGitDirs(
  dotGit: string,
  shown: string
): Promise<GitDirs | { readonly unknown: string }> {
  const line = /^gitdir:\s*(.+?)\s*$/m.exec(await readSmall(dotGit))?.[1]
  if (line === undefined) return { unknown: `${shown} is a file without a "gitdir:" line` }
  const gitDir = path.resolve(path.dirname(dotGit), line)
  // A linked worktree keeps its branches in the main repository's git dir (named by `commondir`).
  const common = await readSmall(path.join(gitDir, 'commondir')).catch(() => undefined)
  const commonDir = common?.trim() ? path.resolve(gitDir, common.trim()) : gitDir
  return { gitDir, commonDir, shown }
}

/** HEAD, as a commit: detached, or the branch it names resolved. */
async function readHead(dirs: GitDirs): Promise<CheckedOutCommit> {
  let content = (await readSmall(path.join(dirs.gitDir, 'HEAD'))).trim()
  let said = `the HEAD of ${dirs.shown}`
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    if (SHA.test(content)) return { sha: content }
    const ref = SYMBOLIC.exec(content)?.[1]
    if (ref === undefined || !safeRef(ref)) {
      return { unknown: `${said} holds neither a commit nor a ref` }
    }
    const next = await resolveRef(dirs, ref)
    if (next === undefined) {
      return {
        unknown: `${said} names ${ref}, which has no commit yet (no loose ref, not in packed-refs)`
      }
    }
    said = `${ref} of ${dirs.shown}`
    content = next
  }
  return { unknown: `the HEAD of ${dirs.shown} is a chain of over ${MAX_DEPTH} symbolic refs` }
}

/** What `ref` holds: its loose file (the worktree's own, then the shared one), else packed-refs. */
async function resolveRef(dirs: GitDirs, ref: string): Promise<string | undefined> {
  for (const dir of new Set([dirs.gitDir, dirs.commonDir])) {
    const loose = await readSmall(path.join(dir, ...ref.split('/'))).catch(absent)
    if (loose !== undefined && loose.trim() !== '') return loose.trim()
  }
  const packed = await readPackedRefs(dirs.commonDir)
  for (const line of packed.split('\n')) {
    if (line.startsWith('#') || line.startsWith('^')) continue
    const [sha, name] = line.trim().split(' ')
    if (name === ref && sha !== undefined) return sha
  }
  return undefined
}

async function readPackedRefs(commonDir: string): Promise<string> {
  const file = path.join(commonDir, 'packed-refs')
  const stat = await fs.stat(file).catch(absent)
  if (stat === undefined) return ''
  if (stat.size > MAX_PACKED_REFS_BYTES) throw new Error(`${file} is over 64 MiB`)
  return fs.readFile(file, 'utf8')
}

/** A ref name that stays inside the git dir: `refs/…`, no `..`, no control characters. */
function safeRef(ref: string): boolean {
  // eslint-disable-next-line no-control-regex
  return ref.startsWith('refs/') && !ref.split('/').includes('..') && !/[\u0000-\u001f\\]/.test(ref)
}

/** HEAD, a `.git` file and a loose ref are a line: more than 4 KiB is not one of them. */
async function readSmall(file: string): Promise<string> {
  const handle = await fs.open(file, 'r')
  try {
    const buffer = Buffer.alloc(4096)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    return buffer.subarray(0, bytesRead).toString('utf8')
  } finally {
    await handle.close()
  }
}

/** A file that is not there reads as undefined; any other failure is thrown. */
function absent(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR')
    return undefined
  throw error
}
