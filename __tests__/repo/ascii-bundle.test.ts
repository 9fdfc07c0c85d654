// Tests of scripts/ascii-bundle.js (the last step of npm run bundle): a bundle written in ASCII
// means what it meant.
import { describe, expect, it } from '@jest/globals'
// @ts-expect-error a plain JavaScript script of the build, without types
import { toAscii } from '../../scripts/ascii-bundle.js'

const escape = toAscii as (source: string, file?: string) => string

describe('toAscii', () => {
  it('writes strings, templates, regular expressions and comments so that they mean the same', () => {
    const source = [
      '// a comment — with a dash',
      "const text = '✅ deployed — at last 📋'",
      'const tag = `${text} · ⏹️ ${1 + 1}`',
      "const match = /📋|—/u.test('x📋') && /—/.test('—')",
      ';[text, tag, match]'
    ].join('\n')
    const ascii = escape(source)
    expect(ascii).toMatch(/^[^\u0080-\u{10ffff}]*$/u)
    expect(ascii).toContain('\\ud83d\\udccb')
    expect(eval(ascii)).toEqual(eval(source))
  })

  it('leaves an ASCII source as it is', () => {
    expect(escape("const a = 'plain' // text")).toBe("const a = 'plain' // text")
  })

  it('refuses a character after a backslash, where an escape would not mean the same', () => {
    expect(() => escape("const a = '\\—'", 'dist/x.js')).toThrow(
      'dist/x.js: a non-ASCII character after a backslash'
    )
  })
})
