// Owns the checked-out trees an upload packs: one per kind (HEAD at the workflow's commit, another
// commit checked out, no git at all), written once per machine and shared by every run.
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** What the workspace has checked out. */
export type WorkspaceKind = 'at-sha' | 'tag' | 'no-git'

/** The workflow's commit (`GITHUB_SHA`) of every simulated run. */
export const GITHUB_SHA = '5a1c0ffee0ddba11deadbeefcafef00d12345678'

/** The commit of the tag another step checked out (`actions/checkout` with `ref: v1`). */
export const TAG_SHA = '7a6000000000000000000000000000000000e1e1'

/** The commit each kind of workspace has checked out; undefined for a tree with no git. */
export const HEAD_OF: Readonly<Record<WorkspaceKind, string | undefined>> = {
  'at-sha': GITHUB_SHA,
  tag: TAG_SHA,
  'no-git': undefined
}

/** The files of every tree: a graph `agent`, as the emulator's agent server offers it. */
const TREE: Readonly<Record<string, string>> = {
  'langgraph.json': JSON.stringify({ graphs: { agent: './agent.py:graph' }, dependencies: ['.'] }),
  'agent.py': 'graph = None\n'
}

/** The git files of each kind: a branch at GITHUB_SHA, a detached HEAD at the tag, none. */
const GIT: Readonly<Record<WorkspaceKind, Readonly<Record<string, string>>>> = {
  'at-sha': { '.git/HEAD': 'ref: refs/heads/main\n', '.git/refs/heads/main': `${GITHUB_SHA}\n` },
  tag: { '.git/HEAD': `${TAG_SHA}\n`, '.git/packed-refs': `${GITHUB_SHA} refs/heads/main\n` },
  'no-git': {}
}

/** Version of the trees: a change of their files takes new directories. */
const ROOT = path.join(tmpdir(), 'langgraph-deploy-sim-workspaces-1')

const written = new Map<WorkspaceKind, Promise<string>>()

/** The directory of a kind's workspace, written (atomically, file by file) the first time. */
export function workspaceOf(kind: WorkspaceKind): Promise<string> {
  let dir = written.get(kind)
  if (dir === undefined) {
    dir = write(path.join(ROOT, kind), { ...TREE, ...GIT[kind] })
    written.set(kind, dir)
  }
  return dir
}

async function write(dir: string, files: Readonly<Record<string, string>>): Promise<string> {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, ...name.split('/'))
    await mkdir(path.dirname(file), { recursive: true })
    // Threads and processes write the same bytes: each file whole, by rename from outside the tree.
    const partial = path.join(ROOT, `.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`)
    await writeFile(partial, content)
    await rename(partial, file)
  }
  return dir
}
