// Owns scoring an example without a model: its reference `outputs` against the agent's output
// text (contents only), by `contains`, `exact` or `regex`, and the first difference, in words.
import { oneLine, truncate } from '../base/text.js'

/** How a reference is matched against the agent's output. */
export const MATCH_RULES = ['contains', 'exact', 'regex'] as const

/** One of {@link MATCH_RULES}. */
export type MatchRule = (typeof MATCH_RULES)[number]

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
 * match. Keys are not references; an empty or absent reference asks only that the run finished.
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

/**
 * Scores the agent's output (`pieces`: each message content or state value of its final state)
 * against the reference strings under `rule`.
 */
export function score(
  pieces: readonly string[],
  references: readonly string[],
  rule: MatchRule
): Score {
  const whole = pieces.join('\n')
  for (const reference of references) {
    const miss = difference(pieces, whole, reference, rule)
    if (miss !== undefined) return { passed: false, comment: miss }
  }
  const count = references.length
  return {
    passed: true,
    comment:
      count === 0
        ? 'no reference outputs: the run finished'
        : `${count} reference${count === 1 ? '' : 's'} matched (${rule})`
  }
}

/** Why `reference` does not match, or undefined when it does. */
function difference(
  pieces: readonly string[],
  whole: string,
  reference: string,
  rule: MatchRule
): string | undefined {
  const shown = `"${truncate(oneLine(reference), SHOWN_CHARS)}"`
  const got = `the output was "${truncate(oneLine(whole), SHOWN_CHARS)}"`
  switch (rule) {
    case 'contains':
      return normalized(whole).includes(normalized(reference))
        ? undefined
        : `expected ${shown} in the output; ${got}`
    case 'exact':
      return pieces.some(piece => normalized(piece) === normalized(reference))
        ? undefined
        : `expected an output of exactly ${shown}; ${got}`
    case 'regex': {
      const pattern = compiled(reference)
      if (typeof pattern === 'string') return pattern
      return pattern.test(whole)
        ? undefined
        : `expected a match of /${truncate(reference, SHOWN_CHARS)}/; ${got}`
    }
  }
}

/** The reference as a regular expression (case-insensitive), or why it is not one. */
function compiled(reference: string): RegExp | string {
  if (reference.length > MAX_PATTERN_CHARS) {
    return `the reference is longer than ${MAX_PATTERN_CHARS} characters, too long for a regular expression`
  }
  try {
    return new RegExp(reference, 'i')
  } catch (error) {
    return `the reference /${truncate(reference, SHOWN_CHARS)}/ is not a valid regular expression: ${(error as Error).message}`
  }
}
