// Rewrites the bundle's JavaScript files in dist/ as pure ASCII: every other character becomes
// a \u escape (a pair for one outside the BMP), as esbuild's default `charset: ascii` does.
// Node must decode a file holding even one such character as UTF-8 and V8 then keeps its whole
// source as two bytes per character; an ASCII file is read and scanned one byte per character.
// The bundle holds them only in string and template literals and comments, where the escape
// means the same character; a character right after a backslash would not, and stops the build.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'

const NON_ASCII = /[\u0080-\u{10ffff}]/gu

/** `source` with every non-ASCII character written as \u escapes of its UTF-16 code units. */
export function toAscii(source, file = 'the bundle') {
  return source.replace(NON_ASCII, (char, offset) => {
    if (source[offset - 1] === '\\') {
      throw new Error(`${file}: a non-ASCII character after a backslash at ${offset}: not escaped`)
    }
    let escaped = ''
    for (let i = 0; i < char.length; i++) {
      escaped += `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`
    }
    return escaped
  })
}

function main(dir) {
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.js')) continue
    const file = path.join(dir, name)
    const source = readFileSync(file, 'utf8')
    const ascii = toAscii(source, file)
    if (ascii !== source) writeFileSync(file, ascii)
  }
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename) {
  main(process.argv[2] ?? 'dist')
}
