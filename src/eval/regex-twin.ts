// Owns the fast path of a regex reference: the syntax tree re2js parsed, written back as a V8
// pattern that matches where RE2 matches, run by V8 with its linear-time engine to fall back on.
import * as v8 from 'node:v8'
import { re2 } from './re2.js'

/**
 * The worst step of V8's linear engine, in steps of RE2: where irregexp falls back to it (after
 * 50,000 backtracks), it read 120-530 ns per instruction and character of 100 kB outputs
 * (`\\w*\\w*x`, `(\\w+\\s?)+$`, `(.*a){6}x`) where re2js reads some 20.
 */
export const TWIN_STEP_COST = 25

/** A V8 pattern of the same meaning as a reference compiled by RE2. */
export interface Twin {
  readonly regexp: RegExp
  /** It holds `\B`, which V8 could find between the halves of a surrogate pair. */
  readonly innerBoundary: boolean
}

/** re2js's syntax tree (Regexp in re2js 2.10), as this reader takes it. */
interface Node {
  readonly op: number
  readonly flags: number
  readonly runes: ArrayLike<number>
  readonly subs: readonly Node[]
}

/** re2js's Regexp.Op and RE2Flags.FOLD_CASE (2.10): a re2js that changes them fails the tests. */
const OP = {
  NO_MATCH: 0,
  EMPTY_MATCH: 1,
  LITERAL: 2,
  CHAR_CLASS: 3,
  ANY_CHAR_NOT_NL: 4,
  ANY_CHAR: 5,
  BEGIN_TEXT: 8,
  END_TEXT: 9,
  WORD_BOUNDARY: 10,
  NO_WORD_BOUNDARY: 11,
  CAPTURE: 12,
  STAR: 13,
  PLUS: 14,
  QUEST: 15,
  CONCAT: 17,
  ALTERNATE: 18
} as const
const FOLD_CASE = 1
const MAX_RUNE = 0x10ffff
/** Longest V8 source written: past it the reference runs on RE2 alone. */
const MAX_SOURCE = 20_000
/** Most repetitions: each is a capture group, and V8's linear engine carries them all. */
const MAX_LOOPS = 24
const MAX_DEPTH = 64
/** V8's flag for its linear engine, known once the flag below is set. */
const LINEAR = 'l'

/**
 * The V8 twin of `translated` (RE2 syntax, case-insensitive), or undefined where none is
 * written (a `(?m)` anchor, a pattern too large, V8 unable to run it linearly): then RE2 runs.
 *
 * The twin has no flag: V8's linear engine takes neither `i` nor `u`. So case folding is written
 * out as classes of RE2's own fold orbits, and a code point past U+FFFF as its surrogate pair,
 * over text that is well-formed UTF-16 ({@link twinReads}). V8 falls back to its linear engine
 * after 50,000 backtracks (the flag set below); every repeated body is a capture group, for V8
 * steps back over a plain fixed-width loop without counting it (`\w*x` would be quadratic).
 */
export function twinOf(translated: string): Twin | undefined {
  if (!linearFallback()) return undefined
  const { RE2JS, RE2Set } = re2()
  try {
    const set = new RE2Set(RE2Set.UNANCHORED, RE2JS.CASE_INSENSITIVE)
    set.add(translated)
    const tree = (set as unknown as { regexps: readonly Node[] }).regexps[0]
    if (tree === undefined) return undefined
    const writer = { loops: 0, innerBoundary: false }
    const source = write(tree, writer, 0)
    if (source === undefined || source.length > MAX_SOURCE || writer.loops > MAX_LOOPS) {
      return undefined
    }
    new RegExp(source, LINEAR) // throws where V8's linear engine cannot run it
    return { regexp: new RegExp(source), innerBoundary: writer.innerBoundary }
  } catch {
    return undefined
  }
}

declare global {
  interface String {
    /** ES2024 (Node 20 has it): no lone surrogate. V8 answers a one-byte string at once. */
    isWellFormed(): boolean
  }
}

const SURROGATE = /[\ud800-\udfff]/

/**
 * Whether the twin reads `text` as RE2 does: RE2 takes a lone surrogate as a code point, the
 * twin only pairs; and `\B` holds between the halves of a pair, where RE2 never looks.
 */
export function twinReads(twin: Twin, text: string): boolean {
  if (twin.innerBoundary) return !SURROGATE.test(text)
  return text.isWellFormed()
}

let fallback: boolean | undefined

/** Turns on V8's linear engine, and its use after excessive backtracking, once. */
function linearFallback(): boolean {
  if (fallback !== undefined) return fallback
  try {
    v8.setFlagsFromString('--enable-experimental-regexp-engine')
    v8.setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks')
    new RegExp('a', LINEAR)
    fallback = true
  } catch {
    fallback = false
  }
  return fallback
}

function write(
  node: Node,
  w: { loops: number; innerBoundary: boolean },
  depth: number
): string | undefined {
  if (depth > MAX_DEPTH) return undefined
  const subs = (): string[] | undefined => {
    const written = node.subs.map(sub => write(sub, w, depth + 1))
    return written.every((s): s is string => s !== undefined) ? written : undefined
  }
  switch (node.op) {
    case OP.NO_MATCH:
      return '[]'
    case OP.EMPTY_MATCH:
      return '(?:)'
    case OP.LITERAL:
      return Array.from(node.runes, rune =>
        (node.flags & FOLD_CASE) === 0 ? oneRune(rune) : runes(orbit(rune))
      ).join('')
    case OP.CHAR_CLASS:
      return runes(Array.from(node.runes))
    case OP.ANY_CHAR_NOT_NL:
      return runes([0, 9, 11, MAX_RUNE])
    case OP.ANY_CHAR:
      return runes([0, MAX_RUNE])
    case OP.BEGIN_TEXT:
      return '^'
    case OP.END_TEXT:
      return '$'
    case OP.WORD_BOUNDARY:
      return '\\b'
    case OP.NO_WORD_BOUNDARY:
      w.innerBoundary = true
      return '\\B'
    case OP.CAPTURE:
    case OP.CONCAT:
      return subs()?.join('')
    case OP.ALTERNATE: {
      const written = subs()
      return written === undefined ? undefined : `(?:${written.join('|')})`
    }
    case OP.QUEST: {
      const [body] = subs() ?? []
      return body === undefined ? undefined : `(?:${body})?`
    }
    case OP.STAR:
    case OP.PLUS: {
      const [body] = subs() ?? []
      if (body === undefined) return undefined
      w.loops++
      return `(${body})${node.op === OP.STAR ? '*' : '+'}`
    }
    default:
      return undefined // a (?m) anchor, a counted repeat left unexpanded: RE2 alone
  }
}

const orbits = new Map<number, number[]>()

/**
 * The code points RE2 folds `rune` with, as ranges: RE2's own table, read from a class it parsed.
 * A code point without folds (U+0000, or U+2FFFF for the first two) keeps it a class: alone, a
 * pair such as [Cc] would come back as a literal.
 */
function orbit(rune: number): number[] {
  const known = orbits.get(rune)
  if (known !== undefined) return known
  const extra = rune < 2 ? 0x2ffff : 0
  const { RE2JS, RE2Set } = re2()
  const set = new RE2Set(RE2Set.UNANCHORED, RE2JS.CASE_INSENSITIVE)
  set.add(`[\\x{${rune.toString(16)}}\\x{${extra.toString(16)}}]`)
  const tree = (set as unknown as { regexps: readonly Node[] }).regexps[0]
  const ranges = tree?.op === OP.CHAR_CLASS ? Array.from(tree.runes) : []
  const made: number[] = []
  for (let i = 0; i + 1 < ranges.length; i += 2) {
    if (ranges[i] !== extra) made.push(ranges[i] ?? rune, ranges[i + 1] ?? rune)
  }
  orbits.set(rune, made.length > 0 ? made : [rune, rune])
  return orbits.get(rune) ?? [rune, rune]
}

const hex = (unit: number): string => `\\u${unit.toString(16).padStart(4, '0')}`

function oneRune(rune: number): string {
  const char = String.fromCharCode(rune)
  return rune < 0x80 && /[\w ]/.test(char) ? char : runes([rune, rune])
}

/**
 * Code point ranges (pairs, as RE2 keeps a class) as UTF-16 without the `u` flag: the BMP but its
 * surrogates as one class, each range past U+FFFF as surrogate pairs.
 */
function runes(ranges: readonly number[]): string {
  const bmp: string[] = []
  const astral: string[] = []
  for (let i = 0; i + 1 < ranges.length; i += 2) {
    const lo = ranges[i] ?? 0
    const hi = ranges[i + 1] ?? 0
    for (const [a, b] of [
      [lo, Math.min(hi, 0xd7ff)],
      [Math.max(lo, 0xe000), Math.min(hi, 0xffff)]
    ] as const) {
      if (a <= b) bmp.push(a === b ? hex(a) : `${hex(a)}-${hex(b)}`)
    }
    if (hi > 0xffff) astral.push(...pairs(Math.max(lo, 0x10000), hi))
  }
  const parts = [...(bmp.length > 0 ? [`[${bmp.join('')}]`] : []), ...astral]
  if (parts.length === 0) return '[]'
  return parts.length === 1 ? (parts[0] ?? '[]') : `(?:${parts.join('|')})`
}

/** The code points lo..hi (past U+FFFF) as alternatives of high surrogates and a low range. */
function pairs(lo: number, hi: number): string[] {
  const high = (cp: number): number => 0xd800 + ((cp - 0x10000) >> 10)
  const low = (cp: number): number => 0xdc00 + ((cp - 0x10000) & 0x3ff)
  const lastOf = (h: number): number => 0x10000 + ((h - 0xd800 + 1) << 10) - 1
  const out: string[] = []
  for (let start = lo; start <= hi;) {
    const first = high(start)
    // Whole blocks of 1,024 code points: one class of high surrogates for the run of them.
    const lastWhole = high(hi + 1) - 1
    if (low(start) === 0xdc00 && lastWhole >= first) {
      const highs = lastWhole > first ? `[${hex(first)}-${hex(lastWhole)}]` : hex(first)
      out.push(`${highs}[\\udc00-\\udfff]`)
      start = lastOf(lastWhole) + 1
    } else {
      const end = Math.min(hi, lastOf(first))
      out.push(`${hex(first)}[${hex(low(start))}-${hex(low(end))}]`)
      start = end + 1
    }
  }
  return out
}
