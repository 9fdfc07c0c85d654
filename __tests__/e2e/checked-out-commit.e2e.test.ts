// The workspace's checked-out commit, read without git, against what git itself says, on real
// repositories: a branch, detached HEAD (a tag), packed refs, a worktree's `.git` file, a checkout
// in a subfolder; and unknown, never guessed, when there is no checkout to read. An e2e test
// because it runs git (src/source-archive/checked-out-commit.ts never does).
import { afterEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { checkedOutCommit } from '../../src/source-archive/checked-out-commit.js'
import { addToTree, makeTree, removeTrees } from '../source-archive/tree.js'

afterEach(removeTrees)

const IDENTITY = ['-c', 'user.name=Test', '-c', 'user.email=test@example.com']

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', [...IDENTITY, ...args], { cwd, encoding: 'utf8' }).trim()
}

/** A repository at `dir` of the workspace on branch main, with two commits; returns them. */
async function repository(workspace: string, dir = ''): Promise<[string, string]> {
  const root = path.join(workspace, dir)
  await addToTree(workspace, { [path.posix.join(dir || '.', 'langgraph.json')]: '{}' })
  git(root, 'init', '-q', '-b', 'main')
  git(root, 'add', '.')
  git(root, 'commit', '-q', '-m', 'one')
  const first = git(root, 'rev-parse', 'HEAD')
  git(root, 'tag', 'v1')
  await fs.writeFile(path.join(root, 'agent.py'), 'graph = None\n')
  git(root, 'add', '.')
  git(root, 'commit', '-q', '-m', 'two')
  return [first, git(root, 'rev-parse', 'HEAD')]
}

describe('checkedOutCommit', () => {
  it('reads a branch through its loose ref, and the same once the refs are packed', async () => {
    const workspace = await makeTree({})
    const [, head] = await repository(workspace)
    expect(await checkedOutCommit(workspace, '')).toEqual({ sha: head })
    git(workspace, 'pack-refs', '--all')
    await expect(fs.stat(path.join(workspace, '.git/refs/heads/main'))).rejects.toThrow()
    expect(await checkedOutCommit(workspace, '')).toEqual({ sha: head })
  })

  it('reads a detached HEAD: a tag checked out is its commit, not the branch tip', async () => {
    const workspace = await makeTree({})
    const [first, head] = await repository(workspace)
    git(workspace, 'checkout', '-q', 'v1')
    expect(await checkedOutCommit(workspace, '')).toEqual({ sha: first })
    expect(first).not.toBe(head)
  })

  it('looks from the packed directory up to the workspace root: a checkout in a subfolder', async () => {
    const workspace = await makeTree({ 'apps/agent/langgraph.json': '{}' })
    const [, head] = await repository(workspace, 'checkout')
    await addToTree(workspace, { 'checkout/apps/agent/graph.py': '' })
    expect(await checkedOutCommit(workspace, 'checkout/apps/agent')).toEqual({ sha: head })
    expect(await checkedOutCommit(workspace, 'checkout')).toEqual({ sha: head })
    // The tree outside the checkout is no checkout at all.
    expect(await checkedOutCommit(workspace, 'apps/agent')).toEqual({
      unknown:
        'no .git was found from apps/agent up to the workspace root: the tree is not a git checkout'
    })
  })

  it("reads a worktree's .git file (gitdir:), its branch in the main repository's refs", async () => {
    const workspace = await makeTree({})
    await repository(workspace, 'main-repo')
    git(path.join(workspace, 'main-repo'), 'worktree', 'add', '-q', '-b', 'other', '../wt', 'v1')
    const dotGit = await fs.readFile(path.join(workspace, 'wt/.git'), 'utf8')
    expect(dotGit).toMatch(/^gitdir: /)
    const expected = git(path.join(workspace, 'wt'), 'rev-parse', 'HEAD')
    expect(await checkedOutCommit(workspace, 'wt')).toEqual({ sha: expected })
    git(path.join(workspace, 'main-repo'), 'pack-refs', '--all')
    expect(await checkedOutCommit(workspace, 'wt')).toEqual({ sha: expected })
  })

  it('is unknown on a branch with no commit yet, and never looks above the workspace', async () => {
    const fresh = await makeTree({ 'langgraph.json': '{}' })
    git(fresh, 'init', '-q', '-b', 'main')
    expect(await checkedOutCommit(fresh, '')).toEqual({
      unknown:
        'the HEAD of .git names refs/heads/main, which has no commit yet (no loose ref, not in packed-refs)'
    })
    const outer = await makeTree({})
    await repository(outer)
    await addToTree(outer, { 'inner/langgraph.json': '{}' })
    const inner = await checkedOutCommit(path.join(outer, 'inner'), '')
    expect(inner).toEqual({
      unknown: 'no .git was found from the workspace root: the tree is not a git checkout'
    })
  })

  it('is unknown, never a path outside the git dir, for a HEAD that is not one', async () => {
    const secret = 'abcdefabcdefabcdefabcdefabcdefabcdefabcd'
    const workspace = await makeTree({
      '.git/HEAD': 'ref: refs/../../leak\n',
      leak: `${secret}\n`,
      'b/.git/HEAD': 'not a ref\n',
      'c/.git': 'no gitdir line\n',
      'd/.git/HEAD': `${secret.toUpperCase()}\n`
    })
    expect(await checkedOutCommit(workspace, '')).toEqual({
      unknown: 'the HEAD of .git holds neither a commit nor a ref'
    })
    expect(await checkedOutCommit(workspace, 'b')).toEqual({
      unknown: 'the HEAD of b/.git holds neither a commit nor a ref'
    })
    expect(await checkedOutCommit(workspace, 'c')).toEqual({
      unknown: 'c/.git is a file without a "gitdir:" line'
    })
    expect(await checkedOutCommit(workspace, 'd')).toEqual({
      unknown: 'the HEAD of d/.git holds neither a commit nor a ref'
    })
  })

  it('reads a detached SHA-256 commit, and is unknown when HEAD cannot be read', async () => {
    const sha256 = 'ab'.repeat(32)
    const workspace = await makeTree({ 'a/.git/HEAD': `${sha256}\n`, 'b/.git/refs/x': '' })
    expect(await checkedOutCommit(workspace, 'a')).toEqual({ sha: sha256 })
    const unreadable = await checkedOutCommit(workspace, 'b')
    expect('unknown' in unreadable && unreadable.unknown).toMatch(
      /^its git directory cannot be read \(ENOENT/
    )
  })
})
