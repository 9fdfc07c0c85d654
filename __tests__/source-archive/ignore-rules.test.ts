import { describe, expect, it } from '@jest/globals'
import {
  DOCKERIGNORE,
  dockerPattern,
  enter,
  escapeLiteral,
  GITIGNORE,
  judge,
  parseRuleFile,
  type RuleFile,
  type Scope,
  workspaceScope
} from '../../src/source-archive/ignore-rules.js'

/** Ignore files by directory: `{ '': { git: '*.log' }, 'a': { docker: 'x' } }`. */
type Levels = Readonly<Record<string, { readonly git?: string; readonly docker?: string }>>

function filesIn(levels: Levels, dir: string): RuleFile[] {
  const level = levels[dir] ?? {}
  const files: RuleFile[] = []
  if (level.git !== undefined)
    files.push(parseRuleFile({ kind: GITIGNORE, base: dir, text: level.git }))
  if (level.docker !== undefined) {
    files.push(parseRuleFile({ kind: DOCKERIGNORE, base: dir, text: level.docker }))
  }
  return files
}

/**
 * What the walk decides for `target` (a trailing `/` for a directory): the rule that leaves it
 * out, or the one that leaves out a directory above it, as `file:line`; '' when it is kept.
 */
function decide(levels: Levels, target: string): string {
  const isDirectory = target.endsWith('/')
  const names = target.replace(/\/$/, '').split('/')
  let scope: Scope = workspaceScope(filesIn(levels, ''))
  for (const [i, name] of names.entries()) {
    const last = i === names.length - 1
    const verdict = judge(scope, { name, isDirectory: last ? isDirectory : true })
    if (verdict.excludedBy && (last || !verdict.descend)) {
      return `${verdict.excludedBy.file}:${verdict.excludedBy.line}`
    }
    if (!last)
      scope = enter(scope, name, filesIn(levels, scope.dir ? `${scope.dir}/${name}` : name))
  }
  return ''
}

describe('.gitignore, as git reads it', () => {
  it.each<[string, Levels, string, string]>([
    ['a pattern applies at any depth', { '': { git: '*.log' } }, 'a/b/x.log', '.gitignore:1'],
    ['an unmatched file is kept', { '': { git: '*.log' } }, 'a/x.txt', ''],
    [
      'a deeper negation brings a file back',
      { '': { git: '*.log' }, a: { git: '!keep.log' } },
      'a/keep.log',
      ''
    ],
    [
      'the deeper negation applies to its subtree only',
      { '': { git: '*.log' }, a: { git: '!keep.log' } },
      'keep.log',
      '.gitignore:1'
    ],
    [
      'a deeper file leaves the shallow patterns in force',
      { '': { git: '*.log' }, a: { git: '!keep.log' } },
      'a/other.log',
      '.gitignore:1'
    ],
    [
      'an anchored pattern matches at its level',
      { '': { git: '/build' } },
      'build/',
      '.gitignore:1'
    ],
    ['an anchored pattern only there', { '': { git: '/build' } }, 'a/build/', ''],
    ['a directory pattern skips files', { '': { git: 'build/' } }, 'build', ''],
    ['a directory pattern at any depth', { '': { git: 'build/' } }, 'a/build/', '.gitignore:1'],
    [
      'nothing comes back from an excluded directory',
      { '': { git: 'logs/\n!logs/keep.txt' } },
      'logs/keep.txt',
      '.gitignore:1'
    ],
    [
      'a directory brought back by a deeper file keeps its files',
      { '': { git: 'build/' }, a: { git: '!build/' } },
      'a/build/out.txt',
      ''
    ],
    [
      'whose own matches still count',
      { '': { git: 'build/\n*.log' }, a: { git: '!build/' } },
      'a/build/out.log',
      '.gitignore:2'
    ],
    [
      'the last matching line of a file wins',
      { '': { git: '*.txt\n!important.txt' } },
      'd/important.txt',
      ''
    ],
    [
      'a deeper file overrides a shallower one',
      { a: { git: '*.py' }, 'a/b': { git: '!main.py' } },
      'a/b/main.py',
      ''
    ],
    [
      'and leaves the rest to it',
      { a: { git: '*.py' }, 'a/b': { git: '!main.py' } },
      'a/b/util.py',
      'a/.gitignore:1'
    ],
    [
      'a pattern anchored in a nested file is relative to it',
      { a: { git: '/only.txt' } },
      'a/only.txt',
      'a/.gitignore:1'
    ],
    ['not below it', { a: { git: '/only.txt' } }, 'a/b/only.txt', ''],
    ['patterns are case-sensitive, as git on Linux', { '': { git: '*.LOG' } }, 'x.log', ''],
    [
      'comments and blank lines count as lines',
      { '': { git: '# c\n\n*.tmp' } },
      'x.tmp',
      '.gitignore:3'
    ],
    [
      'a directory name with glob characters is brought back literally',
      { '': { git: 'build*/' }, sub: { git: '!build\\[1\\]/' } },
      'sub/build[1]/a.txt',
      ''
    ]
  ])('%s', (_name, levels, target, expected) => {
    expect(decide(levels, target)).toBe(expected)
  })
})

describe('.dockerignore, as Docker reads it', () => {
  const docker = (text: string): Levels => ({ app: { docker: text } })
  it.each<[string, Levels, string, string]>([
    ['a pattern is anchored at the root', docker('*.md'), 'app/README.md', 'app/.dockerignore:1'],
    ['not matched deeper', docker('*.md'), 'app/docs/x.md', ''],
    ['** reaches any depth', docker('**/*.md'), 'app/docs/x.md', 'app/.dockerignore:1'],
    ['a directory takes its files', docker('data'), 'app/data/x.bin', 'app/.dockerignore:1'],
    ['leading and trailing slashes', docker('/tests/'), 'app/tests/', 'app/.dockerignore:1'],
    ['and a leading ./', docker('./secret.txt'), 'app/secret.txt', 'app/.dockerignore:1'],
    [
      'an exception brings a file back from an excluded directory',
      docker('data\n!data/schema.json'),
      'app/data/schema.json',
      ''
    ],
    [
      'leaving the rest out',
      docker('data\n!data/schema.json'),
      'app/data/big.bin',
      'app/.dockerignore:1'
    ],
    [
      'an allow-list: all out',
      docker('*\n!src\n!langgraph.json'),
      'app/README.md',
      'app/.dockerignore:1'
    ],
    ['an allow-list: a directory in', docker('*\n!src\n!langgraph.json'), 'app/src/a/b.py', ''],
    ['an allow-list: a file in', docker('*\n!src\n!langgraph.json'), 'app/langgraph.json', ''],
    ['a pattern above the context matches nothing', docker('../app/x'), 'app/x', ''],
    [
      'the .gitignore is consulted too, and named first',
      { '': { git: '*.bin' }, app: { docker: '*.bin' } },
      'app/x.bin',
      '.gitignore:1'
    ]
  ])('%s', (_name, levels, target, expected) => {
    expect(decide(levels, target)).toBe(expected)
  })

  it('looks inside an excluded directory only where an exception may reach', () => {
    const scope = workspaceScope([
      parseRuleFile({ kind: DOCKERIGNORE, base: '', text: 'data\nlogs\n!data/keep/*.json' })
    ])
    expect(judge(scope, { name: 'data', isDirectory: true })).toMatchObject({ descend: true })
    expect(judge(scope, { name: 'logs', isDirectory: true })).toMatchObject({ descend: false })
    const inData = enter(scope, 'data', [])
    expect(judge(inData, { name: 'keep', isDirectory: true })).toMatchObject({ descend: true })
    expect(judge(inData, { name: 'other', isDirectory: true })).toMatchObject({ descend: false })
  })

  it.each<[string, ReturnType<typeof dockerPattern>]>([
    ['', undefined],
    ['   ', undefined],
    ['# comment', undefined],
    ['*.md', { pattern: '*.md', negated: false }],
    ['  /tests/  ', { pattern: 'tests', negated: false }],
    ['!  src ', { pattern: 'src', negated: true }],
    ['a//b/./c', { pattern: 'a/b/c', negated: false }],
    ['a/../b', { pattern: 'b', negated: false }],
    ['../x', undefined],
    ['.', undefined]
  ])('reads the line %p as %p', (line, expected) => {
    expect(dockerPattern(line)).toEqual(expected)
  })
})

describe('escapeLiteral', () => {
  it.each<[string, string]>([
    ['plain', 'plain'],
    ['a*b', 'a\\*b'],
    ['q?', 'q\\?'],
    ['[x]', '\\[x]'],
    ['back\\slash', 'back\\\\slash']
  ])('%p becomes %p', (literal, expected) => {
    expect(escapeLiteral(literal)).toBe(expected)
  })
})
