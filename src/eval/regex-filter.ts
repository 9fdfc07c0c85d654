// Owns a quick "cannot match" for a case-insensitive RE2 reference: the literals every match holds
// (re2js's prefilter, made only for case-sensitive patterns), sought in the lower-cased output.
import { re2 } from './re2.js'

/** Literals a match needs, lower case: all of them, any of them, or one. */
export type Needs = string | { readonly all: readonly Needs[] } | { readonly any: readonly Needs[] }

/** re2js's prefilter node types (Prefilter.Type in re2js 2.10). */
const EXACT = 1
const AND = 2
const OR = 3
const MAX_DEPTH = 32
const ASCII = /^\p{ASCII}*$/u

/**
 * What any match of `translated` (RE2 syntax) must contain, read from the prefilter re2js builds
 * for it compiled case-sensitively; undefined when nothing is known (no literal, a node this
 * reader does not know, a literal outside ASCII): then every output is tried.
 */
export function literalNeeds(translated: string): Needs | undefined {
  const { RE2JS } = re2()
  try {
    const compiled = RE2JS.compile(translated).re2Input as { prefilter?: unknown }
    return read(compiled.prefilter, 0)
  } catch {
    return undefined
  }
}

function read(node: unknown, depth: number): Needs | undefined {
  if (typeof node !== 'object' || node === null || depth > MAX_DEPTH) return undefined
  const { type, str, subs } = node as { type?: unknown; str?: unknown; subs?: unknown }
  if (type === EXACT && typeof str === 'string') {
    return str !== '' && ASCII.test(str) ? str.toLowerCase() : undefined
  }
  if ((type !== AND && type !== OR) || !Array.isArray(subs)) return undefined
  const parts = subs.map((sub: unknown) => read(sub, depth + 1))
  const known = parts.filter((part): part is Needs => part !== undefined)
  if (type === AND) return known.length === 0 ? undefined : { all: known }
  // One branch of unknown needs may match anything: then the alternation needs nothing.
  return known.length < parts.length || known.length === 0 ? undefined : { any: known }
}

/**
 * False when the output cannot match: `lower` is the output lower-cased and `ascii` says it is
 * all ASCII. In ASCII text a case-insensitive literal matches only its lower-cased self there;
 * elsewhere case folding (ſ for s, K for k) could match what lower-casing does not, so the
 * output is always tried.
 */
export function mayMatch(needs: Needs, lower: string, ascii: boolean): boolean {
  if (!ascii) return true
  return holds(needs, lower)
}

function holds(needs: Needs, lower: string): boolean {
  if (typeof needs === 'string') return lower.includes(needs)
  if ('all' in needs) return needs.all.every(part => holds(part, lower))
  return needs.any.some(part => holds(part, lower))
}

/** Whether the text is all ASCII (V8 scans it natively). */
export function isAscii(text: string): boolean {
  return ASCII.test(text)
}
