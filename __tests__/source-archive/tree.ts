// Real temporary trees for the source-archive tests, and a reader for the archives they give.
import { promises as fs } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import { extract } from 'tar-stream'

/** A file's content, or a file with a mode, or a symbolic link. */
export type Node =
  string | { readonly content: string; readonly mode: number } | { readonly link: string }

const made: string[] = []

/** Creates `files` (paths with `/`) under a new temporary directory, in the order given. */
export async function makeTree(files: Readonly<Record<string, Node>>): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'source-archive-test-'))
  made.push(root)
  await addToTree(root, files)
  return root
}

export async function addToTree(
  root: string,
  files: Readonly<Record<string, Node>>
): Promise<void> {
  for (const [name, node] of Object.entries(files)) {
    const target = path.join(root, ...name.split('/'))
    await fs.mkdir(path.dirname(target), { recursive: true })
    if (typeof node === 'string') await fs.writeFile(target, node)
    else if ('link' in node) await fs.symlink(node.link, target)
    else {
      await fs.writeFile(target, node.content)
      await fs.chmod(target, node.mode)
    }
  }
}

/** Removes every tree made so far (call it in afterEach). */
export async function removeTrees(): Promise<void> {
  await Promise.all(made.splice(0).map(dir => fs.rm(dir, { recursive: true, force: true })))
}

export interface ReadEntry {
  readonly name: string
  readonly type: string
  readonly mode: number
  readonly mtime: number
  readonly uid: number
  readonly gid: number
  readonly uname: string
  readonly gname: string
  readonly content: string
}

/** Every entry of a .tar.gz, in archive order, read with tar-stream's extract. */
export async function readArchive(file: string): Promise<ReadEntry[]> {
  const entries: ReadEntry[] = []
  const reader = extract()
  const done = (async () => {
    for await (const entry of reader) {
      const chunks: Buffer[] = []
      for await (const chunk of entry) chunks.push(chunk as Buffer)
      const { name, type, mode, mtime, uid, gid, uname, gname } = entry.header
      const content = Buffer.concat(chunks).toString('utf8')
      entries.push({ name, type, mode, mtime: mtime.getTime(), uid, gid, uname, gname, content })
    }
  })()
  await pipeline(Readable.from(await fs.readFile(file)), createGunzip(), reader)
  await done
  return entries
}

/** The names in an archive. */
export async function archiveNames(file: string): Promise<string[]> {
  return (await readArchive(file)).map(entry => entry.name)
}
