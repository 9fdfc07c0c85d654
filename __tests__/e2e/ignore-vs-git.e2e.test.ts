// The archive's ignore rules against git's own: the files packed are exactly those git does not
// ignore. An e2e test because it runs git.
import { afterEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { type ArchivePlan, planArchive } from '../../src/source-archive/index.js'
import { makeTree, removeTrees } from '../source-archive/tree.js'

afterEach(removeTrees)

const config = (body: object): string => JSON.stringify({ graphs: {}, ...body })

const hasGit = (() => {
  try {
    execFileSync('git', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

describe('agreement with git', () => {
  ;(hasGit ? it : it.skip)('keeps exactly the files git does not ignore', async () => {
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
