// The archive's ignore rules against git's own: the files packed are exactly those git does not
// ignore. An e2e test because it runs git, which every machine that runs it has: without git it
// fails, naming why, rather than skipping (a check skipped in silence has never been shown to hold).
import { afterEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { type ArchivePlan, planArchive } from '../../src/source-archive/index.js'
import { makeTree, removeTrees } from '../source-archive/tree.js'

afterEach(removeTrees)

const config = (body: object): string => JSON.stringify({ graphs: {}, ...body })

/** Throws, saying what is missing, when git cannot run here. */
function requireGit(): void {
  try {
    execFileSync('git', ['--version'], { stdio: 'ignore' })
  } catch (error) {
    throw new Error(
      `This test compares the archive with git's own ignore rules and needs git on the PATH (${(error as Error).message}); install git: the test is never skipped.`,
      { cause: error }
    )
  }
}

describe('agreement with git', () => {
  it('keeps exactly the files git does not ignore', async () => {
    requireGit()
    const workspace = await makeTree({
      '.gitignore': '*.log\n/dist\nbuild/\n!important.log\ncache*/\n',
      'langgraph.json': config({}),
      'a.log': '',
      'important.log': '',
      'dist/x.js': '',
      'src/dist/y.js': '',
      'src/build/z.js': '',
      'src/.gitignore': '!build/\n*.py\n!main.py\n/local.txt\n',
      'src/main.py': '',
      'src/util.py': '',
      'src/local.txt': '',
      'src/deep/local.txt': '',
      'src/deep/.gitignore': '!util.py\n',
      'src/deep/util.py': '',
      'src/deep/other.py': '',
      'cache-a/x': '',
      'caches.txt': '',
      'docs/Notes.LOG': '',
      'docs/.gitignore': '*\n!*.md\n!.gitignore\n',
      'docs/a.md': '',
      'docs/b.txt': ''
    })
    execFileSync('git', ['init', '-q'], { cwd: workspace })
    const listed = execFileSync(
      'git',
      ['-c', 'core.excludesFile=/dev/null', 'ls-files', '--others', '--exclude-standard'],
      { cwd: workspace, encoding: 'utf8' }
    )
    const plan: ArchivePlan = await planArchive({ workspace, configPath: 'langgraph.json' })
    expect([...plan.files].map(file => file.archivePath)).toEqual(
      listed.split('\n').filter(Boolean).sort()
    )
  })
})
