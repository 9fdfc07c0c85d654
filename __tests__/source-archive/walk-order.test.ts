/**
 * The walk stats the entries of a directory in parallel: whatever order the stats complete in,
 * it finds the same files and skips in the same order, and the archive has the same bytes.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { promises as fs, type Stats } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { planArchive, writeArchive } from '../../src/source-archive/index.js'
import { scopeFor, walk, type WalkContext, type WalkResult } from '../../src/source-archive/walk.js'
import { seededRandom } from '../../bench/stats.js'
import { makeTree, type Node, removeTrees } from './tree.js'

afterEach(removeTrees)

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
  await walk(context, entered.scope, found)
  return found
}

describe('the parallel walk', () => {
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
      digests.add(`${archive.sha256} ${archive.tarSha256} ${archive.bytes}`)
      await archive.remove()
    }
    expect(digests.size).toBe(1)
  })
})
