/**
 * Owns what a build starts from: the deployed source written into a private work directory,
 * from an uploaded archive or from the local directory mapped to a github repository (`--repo`).
 */
import { cp, mkdir, writeFile } from 'node:fs/promises'
import * as path from 'node:path'

import { readTarball } from '../storage/tarball.js'

/** Where a revision's source is. */
export type BuildSource =
  | { readonly kind: 'archive'; readonly archive: Buffer }
  | { readonly kind: 'directory'; readonly path: string }

/** What a copy of a local directory leaves out: what no archive of it would carry. */
const NOT_COPIED = new Set(['node_modules', '.git', '.langgraph_api'])

/** The file an archive entry writes, or undefined for one that would leave `root`. */
function inside(root: string, entryPath: string): string | undefined {
  const target = path.resolve(root, entryPath)
  return target.startsWith(`${root}${path.sep}`) ? target : undefined
}

/**
 * Writes the source into `dir` (created): the archive's regular files (links and paths that
 * leave the directory are skipped, as hostile), or a copy of the directory.
 */
export async function writeSource(source: BuildSource, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true })
  if (source.kind === 'directory') {
    await cp(source.path, dir, {
      recursive: true,
      filter: from => !NOT_COPIED.has(path.basename(from))
    })
    return
  }
  const root = path.resolve(dir)
  for (const entry of await readTarball(source.archive)) {
    if (entry.type !== 'file' && entry.type !== 'contiguous-file') continue
    const target = inside(root, entry.path)
    if (target === undefined || entry.path.split('/').some(part => NOT_COPIED.has(part))) continue
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, entry.content)
  }
}
