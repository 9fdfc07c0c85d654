import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import {
  commonAncestor,
  compareBytewise,
  isWithin,
  outermost,
  relativeTo,
  toWorkspacePath
} from '../../src/source-archive/paths.js'

describe('toWorkspacePath', () => {
  const ws = path.resolve('/ws/repo')
  it.each<[string, string | undefined]>([
    ['/ws/repo', ''],
    ['/ws/repo/apps/agent', 'apps/agent'],
    ['/ws/repo/apps/../libs/x', 'libs/x'],
    ['/ws/repo/..', undefined],
    ['/ws/repo-other/x', undefined],
    ['/ws/repo/..foo', '..foo'],
    ['/elsewhere', undefined]
  ])('%p is %p', (absolute, expected) => {
    expect(toWorkspacePath(ws, path.resolve(absolute))).toBe(expected)
  })
})

describe('isWithin and relativeTo', () => {
  it.each<[string, string, boolean, string | undefined]>([
    ['', 'apps/agent', true, 'apps/agent'],
    ['apps', 'apps/agent/x.py', true, 'agent/x.py'],
    ['apps/agent', 'apps/agent', true, ''],
    ['apps/agent', 'apps/agent2/x', false, undefined],
    ['apps/agent', 'apps', false, undefined]
  ])('%p holds %p: %p', (dir, target, within, relative) => {
    expect(isWithin(dir, target)).toBe(within)
    if (relative !== undefined) expect(relativeTo(dir, target)).toBe(relative)
  })
})

describe('commonAncestor', () => {
  it.each<[string[], string]>([
    [['apps/agent'], 'apps/agent'],
    [['apps/agent', 'libs/shared'], ''],
    [['apps/agent', 'apps/shared'], 'apps'],
    [['apps/agent', 'apps/agent/vendor'], 'apps/agent'],
    [['apps/agent', 'apps/agent2'], 'apps'],
    [['a/b/c', 'a/b/d', 'a/e'], 'a'],
    [['', 'x'], ''],
    [[], '']
  ])('of %p is %p', (dirs, expected) => {
    expect(commonAncestor(dirs)).toBe(expected)
  })
})

describe('outermost', () => {
  it.each<[string[], string[]]>([
    [['apps/agent', 'apps/agent'], ['apps/agent']],
    [['apps/agent', 'apps/agent/vendor/pkg'], ['apps/agent']],
    [['apps/agent', 'apps'], ['apps']],
    [
      ['apps/agent', 'apps/agent2'],
      ['apps/agent', 'apps/agent2']
    ],
    [['apps/agent', ''], ['']]
  ])('of %p is %p', (dirs, expected) => {
    expect(outermost(dirs)).toEqual(expected)
  })
})

describe('compareBytewise', () => {
  it('orders by UTF-8 bytes, not by UTF-16 units or locale', () => {
    const names = ['b', 'B', 'a/b', 'a-b', 'a.b', 'é', '\u{1F600}', '\uFF5E', 'a']
    // U+FF5E is 0xEF 0xBD 0x9E in UTF-8 and the emoji 0xF0...: UTF-16 order would swap them.
    expect([...names].sort(compareBytewise)).toEqual([
      'B',
      'a',
      'a-b',
      'a.b',
      'a/b',
      'b',
      'é',
      '\uFF5E',
      '\u{1F600}'
    ])
  })
})
