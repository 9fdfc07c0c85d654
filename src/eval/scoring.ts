// Owns scoring an example without a model: its reference `outputs` against what the run produced,
// by `contains`, `exact` or `regex` (RE2: linear time), and the first difference, in words.
import type { RE2JS } from 're2js'

import { oneLine, truncate } from '../base/text.js'
import { MATCH_RULES, type MatchRule } from '../inputs/eval-inputs.js'
import { re2 } from './re2.js'
import { type Needs, isAscii, literalNeeds, mayMatch } from './regex-filter.js'
import { TWIN_STEP_COST, type Twin, twinOf, twinReads } from './regex-twin.js'

export type { MatchRule }

/** The metadata key of an example that overrides `eval-match` for it. */
export const MATCH_KEY = 'match'

/** The verdict on one example's output. */
export interface Score {
  readonly passed: boolean
  /** The first reference that did not match, and what the output held instead; or how it matched. */
  readonly comment: string
}

/** Longest excerpt of the output quoted in a difference. */
const SHOWN_CHARS = 120
/** Longest regular expression taken from a reference. */
const MAX_PATTERN_CHARS = 1000
/** Largest program a reference may compile to (RE2 instructions): `\w{1000}` is 1,003. */
const MAX_PROGRAM_SIZE = 2000
/**
 * Most work the regular expressions of one example may take: program size × characters of
 * output. RE2 is linear in both, at worst some 20 ns a step here: about 4 s, so that the timeout
 * and the cancel are never kept waiting long by one example's scoring.
 */
const MAX_REGEX_WORK = 200_000_000
/** Compiled references kept at most (a dataset's worth; the cache starts over past it). */
const MAX_COMPILED = 10_000
/** Deeper references are not read: a real one is far shallower. */
const MAX_DEPTH = 32

/** The example's own rule, from its metadata; undefined when it names none; an error text when bad. */
export function exampleRule(metadata: unknown): MatchRule | undefined | { readonly bad: string } {
  if (typeof metadata !== 'object' || metadata === null) return undefined
  const value = (metadata as Record<string, unknown>)[MATCH_KEY]
  if (value === undefined || value === null) return undefined
  const rule = MATCH_RULES.find(r => r === value)
  if (rule !== undefined) return rule
  return {
    bad: `metadata.${MATCH_KEY} is ${truncate(JSON.stringify(value), 60)}, not one of ${MATCH_RULES.join(', ')}`
  }
}

/**
 * Every string of the reference `outputs` (numbers and booleans as text), in order: each must
 * match. Keys are not references; an empty or absent reference asks only that the run produced output.
 */
export function referenceStrings(outputs: unknown, depth = 0): string[] {
  if (typeof outputs === 'string') return outputs.trim() === '' ? [] : [outputs]
  if (typeof outputs === 'number' || typeof outputs === 'boolean') return [String(outputs)]
  if (typeof outputs !== 'object' || outputs === null || depth >= MAX_DEPTH) return []
  const items = Array.isArray(outputs) ? outputs : Object.values(outputs)
  return items.flatMap(item => referenceStrings(item, depth + 1))
}

/** Lower case, every run of blanks one space, trimmed: case- and space-insensitive. */
function normalized(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim()
}

/** A reference as a search: over the lower-cased output, or over the output as it is. */
interface Words {
  readonly regexp: RegExp
  readonly lowered: boolean
  /**
   * For exact: holds on a message of more non-blank characters than the reference, which cannot
   * match it (lower-casing never turns one into a blank, nor two into one) and is not lower-cased.
   */
  readonly longer: RegExp
}

const words = new Map<string, Words>()

/**
 * The normalised reference as a search of the lower-cased output that takes any run of blanks
 * for each space, so the whole output is never normalised: a literal word, then blanks, then the
 * next (no nested repetition, so V8 matches it in linear time). Anchored at both ends for exact.
 *
 * Exact with a reference all ASCII searches the output as it is, so that no message is
 * lower-cased: each letter becomes the class of what lower-cases to it (A-Z, and K for k, the
 * Kelvin sign), and anchored at its start V8 stops at the first character that differs. İ, which
 * lower-cases to i and a combining dot, can only end a match of contains, never of exact.
 */
function wordsPattern(reference: string, whole: boolean): Words {
  const key = `${whole ? '=' : '~'}${reference}`
  const known = words.get(key)
  if (known !== undefined) return known
  const wanted = normalized(reference)
  const lowered = !whole || !isAscii(wanted)
  const body = wanted
    .split(' ')
    .map(word => word.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
    .map(word => (lowered ? word : word.replace(/[a-z]/g, caseless)))
    .join('\\s+')
  const longer = new RegExp(`^(?:\\s*\\S){${wanted.replace(/ /g, '').length + 1}}`)
  const made = { regexp: new RegExp(whole ? `^\\s*${body}\\s*$` : body), lowered, longer }
  if (words.size >= MAX_COMPILED) words.clear()
  words.set(key, made)
  return made
}

/** An ASCII letter as the class of the characters that lower-case to it. */
function caseless(letter: string): string {
  return `[${letter}${letter.toUpperCase()}${letter === 'k' ? '\\u212a' : ''}]`
}

/** The output of one run as the rules read it, each form made once, when first asked. */
class Output {
  private lowerWhole: string | undefined
  private isAscii: boolean | undefined
  /** Regex work left for this example ({@link MAX_REGEX_WORK}). */
  workLeft = MAX_REGEX_WORK
  /** The same budget, for the twins' worst case: past it, RE2 runs the references left. */
  twinLeft = MAX_REGEX_WORK
  readonly whole: string

  constructor(readonly pieces: readonly string[]) {
    this.whole = pieces.join('\n')
  }

  get lower(): string {
    this.lowerWhole ??= this.whole.toLowerCase()
    return this.lowerWhole
  }

  get ascii(): boolean {
    this.isAscii ??= isAscii(this.whole)
    return this.isAscii
  }
}

/**
 * Scores what the run produced (`pieces`: each message content or state value it added or
 * changed) against the reference strings under `rule`. A run that produced nothing fails.
 */
export function score(
  pieces: readonly string[],
  references: readonly string[],
  rule: MatchRule
): Score {
  if (pieces.length === 0) return { passed: false, comment: 'the run produced no output' }
  const output = new Output(pieces)
  for (const reference of references) {
    const miss = difference(output, reference, rule)
    if (miss !== undefined) return { passed: false, comment: miss }
  }
  const count = references.length
  return {
    passed: true,
    comment:
      count === 0
        ? 'no reference outputs: the run produced output'
        : `${count} reference${count === 1 ? '' : 's'} matched (${rule})`
  }
}

/** Why `reference` does not match, or undefined when it does. */
function difference(output: Output, reference: string, rule: MatchRule): string | undefined {
  const shown = `"${truncate(oneLine(reference), SHOWN_CHARS)}"`
  // Only its start is shown: made one line from a slice, never from the whole (100 kB or more).
  const start = output.whole.slice(0, SHOWN_CHARS * 8)
  const got = (): string => `the output was "${truncate(oneLine(start), SHOWN_CHARS)}"`
  switch (rule) {
    case 'contains':
      return wordsPattern(reference, false).regexp.test(output.lower)
        ? undefined
        : `expected ${shown} in the output; ${got()}`
    case 'exact': {
      const { regexp, lowered, longer } = wordsPattern(reference, true)
      const matches = lowered
        ? (piece: string): boolean => !longer.test(piece) && regexp.test(piece.toLowerCase())
        : (piece: string): boolean => regexp.test(piece)
      return output.pieces.some(matches)
        ? undefined
        : `expected an output of exactly ${shown}; ${got()}`
    }
    case 'regex': {
      const regex = compiled(reference)
      if (typeof regex === 'string') return regex
      const { pattern, needs, twin } = regex
      const missed = `expected a match of /${truncate(reference, SHOWN_CHARS)}/; ${got()}`
      const work = pattern.programSize() * output.whole.length
      // A literal every match needs is not in the output: no need to run RE2 over it.
      const ruledOut = (): boolean =>
        needs !== undefined && !mayMatch(needs, output.lower, output.ascii)
      if (work > output.workLeft) {
        return ruledOut() ? missed : tooMuchWork(reference, pattern, output.whole.length)
      }
      // A miss ends the example: the work of a ruled-out reference need not be given back.
      const twinWork = work * TWIN_STEP_COST
      if (twin !== undefined && twinWork <= output.twinLeft && twinReads(twin, output.whole)) {
        output.twinLeft -= twinWork
        output.workLeft -= work
        return twin.regexp.test(output.whole) ? undefined : missed
      }
      if (ruledOut()) return missed
      output.workLeft -= work
      return pattern.test(output.whole) ? undefined : missed
    }
  }
}

/**
 * Why a reference cannot be scored as a regular expression (named), or undefined when it can:
 * the dataset's check asks it before any write.
 */
export function regexRefusal(reference: string): string | undefined {
  const pattern = compiled(reference)
  return typeof pattern === 'string' ? pattern : undefined
}

/**
 * A reference compiled: its program, the literals any match of it needs (regex-filter.ts), and
 * its V8 twin (regex-twin.ts) where one is written.
 */
interface Compiled {
  readonly pattern: RE2JS
  readonly needs: Needs | undefined
  readonly twin: Twin | undefined
}

const cache = new Map<string, Compiled | string>()

/**
 * The reference as a regular expression (case-insensitive, RE2's syntax, JavaScript's escapes
 * taken), or why it is not one. RE2 matches in time linear in the output, whatever the pattern.
 */
function compiled(reference: string): Compiled | string {
  const known = cache.get(reference)
  if (known !== undefined) return known
  const made = compile(reference)
  if (cache.size >= MAX_COMPILED) cache.clear()
  cache.set(reference, made)
  return made
}

function compile(reference: string): Compiled | string {
  const named = `the reference /${truncate(reference, SHOWN_CHARS)}/`
  if (reference.length > MAX_PATTERN_CHARS) {
    return `${named} is longer than ${MAX_PATTERN_CHARS} characters, too long for a regular expression`
  }
  const { RE2JS: Re2 } = re2()
  let pattern: RE2JS
  const translated = Re2.translateRegExp(reference)
  try {
    pattern = Re2.compile(translated, Re2.CASE_INSENSITIVE)
  } catch (error) {
    return `${named} is not a regular expression the gate runs (RE2's syntax, which matches in linear time: no lookaround, no backreference): ${(error as Error).message}`
  }
  const size = pattern.programSize()
  if (size > MAX_PROGRAM_SIZE) {
    return `${named} compiles to ${size} instructions, more than the ${MAX_PROGRAM_SIZE} the gate runs: make its repetitions smaller`
  }
  return { pattern, needs: literalNeeds(translated), twin: twinOf(translated) }
}

function tooMuchWork(reference: string, pattern: RE2JS, chars: number): string {
  return `the reference /${truncate(reference, SHOWN_CHARS)}/ (${pattern.programSize()} instructions) against an output of ${chars} characters is more than the gate matches for one example (${MAX_REGEX_WORK} instruction-characters): make the pattern or the output smaller`
}
