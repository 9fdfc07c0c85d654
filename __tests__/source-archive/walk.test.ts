// Issue 25 item 5: names that are not UTF-8 are read by their bytes, left out and reported,
// never lstat'ed by a decoded string (which named a file that does not exist: ENOENT). Issue 36:
// the entries of a directory are stat'ed in parallel, and the walk's order does not depend on it.
import { afterEach, describe, expect, it } from '@jest/globals'
import { promises as fs, mkdirSync, type Stats, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describeSkip, planArchive, writeArchive } from '../../src/source-archive/index.js'
import { compareBytewise } from '../../src/source-archive/paths.js'
import {
  type FoundFile,
  scopeFor,
  type SkippedEntry,
  walk,
  type WalkContext
} from '../../src/source-archive/walk.js'
import { seededRandom } from '../../bench/stats.js'
import { archiveNames, makeTree, type Node, removeTrees } from './tree.js'

afterEach(removeTrees)

/** "résumé.txt" in Latin-1: 0xE9 is no UTF-8 sequence. */
const LATIN1_NAME = Buffer.from([0x72, 0xe9, 0x73, 0x75, 0x6d, 0xe9, 0x2e, 0x74, 0x78, 0x74])

/** Writes a file named by raw bytes inside `dir` of `workspace`. */
function writeRaw(workspace: string, dir: string, name: Buffer, content = 'x'): void {
  writeFileSync(Buffer.concat([Buffer.from(path.join(workspace, dir) + path.sep), name]), content)
}

describe('names that are not UTF-8', () => {
  it('are left out and reported by their bytes; the rest is packed', async () => {
    const workspace = await makeTree({
      'agent/langgraph.json': JSON.stringify({ graphs: {} }),
      'agent/src/graph.py': 'graph = 1'
    })
    writeRaw(workspace, 'agent/src', LATIN1_NAME)
    const plan = await planArchive({ workspace, configPath: 'agent/langgraph.json' })
    expect([...plan.files].map(file => file.archivePath)).toEqual([
      'langgraph.json',
      'src/graph.py'
    ])
    expect(plan.skipped).toEqual([
      { path: 'agent/src/r\\xE9sum\\xE9.txt', directory: false, reason: 'name-not-utf8' }
    ])
    expect(plan.skipped.map(describeSkip)).toEqual([
      'the name of agent/src/r\\xE9sum\\xE9.txt is not valid UTF-8, so the archive cannot hold it'
    ])
    const written = await writeArchive(plan)
    try {
      expect(await archiveNames(written.path)).toEqual(['langgraph.json', 'src/graph.py'])
    } finally {
      await written.remove()
    }
  })

  it('are left out quietly when .gitignore excludes them, as a file or a directory', async () => {
    const workspace = await makeTree({
      'langgraph.json': JSON.stringify({ graphs: {} }),
      '.gitignore': 'r*.txt\nbad-*/\n',
      'kept.py': 'x',
      'bad-dir/placeholder': 'x'
    })
    writeRaw(workspace, '', LATIN1_NAME)
    const badDir = Buffer.concat([Buffer.from('bad-'), Buffer.from([0xff])])
    writeFileSync(
      Buffer.concat([Buffer.from(workspace + path.sep), badDir, Buffer.from('-x')]),
      'y'
    )
    mkdirSync(Buffer.concat([Buffer.from(workspace + path.sep), badDir]))
    writeRaw(workspace, '', Buffer.concat([badDir, Buffer.from('/inner.txt')]))
    const plan = await planArchive({ workspace, configPath: 'langgraph.json' })
    expect([...plan.files].map(file => file.archivePath)).toEqual([
      '.gitignore',
      'kept.py',
      'langgraph.json'
    ])
    expect(plan.skipped.map(entry => [entry.path, entry.reason])).toEqual([
      ['bad-dir', 'ignored'],
      ['bad-\\xFF-x', 'name-not-utf8']
    ])
  })

  it('that hold U+FFFD as valid UTF-8 are packed like any other', async () => {
    const workspace = await makeTree({
      'langgraph.json': JSON.stringify({ graphs: {} }),
      'odd-\uFFFD.txt': 'x'
    })
    const plan = await planArchive({ workspace, configPath: 'langgraph.json' })
    expect([...plan.files].map(file => file.archivePath)).toEqual([
      'langgraph.json',
      'odd-\uFFFD.txt'
    ])
    expect(plan.skipped).toEqual([])
  })
})

/** 3 directories of 40 files (more than one batch of stats), a skipped link, a secrets file. */
function files(): Record<string, Node> {
  const tree: Record<string, Node> = {
    'langgraph.json': '{"graphs": {"agent": "./a/f0.py:graph"}}',
    '.gitignore': '*.log\n',
    'a/link': { link: 'f0.py' },
    'b/.env': 'KEY=1',
    'c/out.log': 'ignored'
  }
  for (const dir of ['a', 'b', 'c/d']) {
    for (let i = 0; i < 40; i++) tree[`${dir}/f${i}.py`] = `print(${i})\n`.repeat(i + 1)
  }
  return tree
}

/** What a walk handed over, in its order. */
interface WalkResult {
  readonly files: FoundFile[]
  readonly skipped: SkippedEntry[]
}

/** Walks `workspace` from the top, each stat delayed by `delay()` ms. */
async function walkWith(workspace: string, delay: () => number): Promise<WalkResult> {
  const context: WalkContext = {
    workspace,
    namedRoots: new Set(['']),
    withheld: new Map(),
    included: () => false,
    lstat: async (target: Buffer): Promise<Stats> => {
      await sleep(delay())
      return fs.lstat(target)
    }
  }
  const entered = await scopeFor(context, '')
  if (!('scope' in entered)) throw new Error('the top was skipped')
  const found: WalkResult = { files: [], skipped: [] }
  await walk(context, entered.scope, {
    file: file => void found.files.push(file),
    skip: entry => void found.skipped.push(entry)
  })
  return found
}

describe('the parallel walk', () => {
  it('hands over files in archive order, a directory sorting as its name with a slash', async () => {
    // bytewise: ' ' (0x20) < '-' (0x2D) < '.' (0x2E) < '/' (0x2F) < 'B' < 'a' < 'é' (0xC3 0xA9)
    const names = ['a/b.py', 'a-c.py', 'a.x', 'a b/x.py', 'ab', 'B.py', 'é/z.py', 'a/a/c', 'z']
    const workspace = await makeTree({
      'langgraph.json': '{}',
      ...Object.fromEntries(names.map(name => [name, name]))
    })
    const walked = await walkWith(workspace, () => 0)
    const expected = [...names, 'langgraph.json'].sort(compareBytewise)
    expect(walked.files.map(file => file.source)).toEqual(expected)
    expect(expected.slice(0, 5)).toEqual(['B.py', 'a b/x.py', 'a-c.py', 'a.x', 'a/a/c'])
    const plan = await planArchive({ workspace, configPath: 'langgraph.json' })
    expect([...plan.files].map(file => file.archivePath)).toEqual(expected)
  })

  it('finds the same entries in the same order however its stats complete', async () => {
    const workspace = await makeTree(files())
    const straight = await walkWith(workspace, () => 0)
    expect(straight.files).toHaveLength(120 + 2) // and langgraph.json, .gitignore
    expect(straight.skipped.map(entry => entry.reason).sort()).toEqual([
      'ignored',
      'secrets-file',
      'symbolic-link'
    ])
    const random = seededRandom(7)
    for (let run = 0; run < 3; run++) {
      const shuffled = await walkWith(workspace, () => Math.floor(random() * 4))
      expect(shuffled).toEqual(straight)
    }
  })

  it('gives the same archive bytes run after run', async () => {
    const workspace = await makeTree(files())
    const digests = new Set<string>()
    for (let run = 0; run < 3; run++) {
      const archive = await writeArchive(
        await planArchive({ workspace, configPath: 'langgraph.json' })
      )
      digests.add(`${archive.sha256} ${archive.gzipSha256} ${archive.bytes}`)
      await archive.remove()
    }
    expect(digests.size).toBe(1)
  })
})
