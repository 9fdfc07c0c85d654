// Owns comparing a release with its baseline example by example: what regressed (passed on the
// baseline, fails now), what improved, what could not be compared, and each input's first words.
import { oneLine, truncate } from '../base/text.js'
import { type Repetition, examplePassed } from './eval-repeat.js'

/** One run of an example on the baseline, as its `reference_match` feedback scored it. */
export interface BaselineRunVerdict {
  readonly exampleId: string
  /** Undefined when the run holds no score (never judged, or its feedback is missing). */
  readonly passed: boolean | undefined
  /** The feedback's comment: the first difference, or how it matched. */
  readonly comment: string | undefined
}

/** One example as judged now. */
export interface CurrentVerdict {
  readonly exampleId: string
  readonly passed: boolean
  readonly comment: string
}

/** An example whose verdict changed since the baseline. */
export interface ExampleChange {
  readonly exampleId: string
  /** The comment of the side that failed: now for a regression, the baseline's for an improvement. */
  readonly comment: string
}

/** The release against its baseline, example by example, in the dataset's order. */
export interface Comparison {
  readonly regressions: readonly ExampleChange[]
  readonly improvements: readonly ExampleChange[]
  /** Examples judged on both sides. */
  readonly compared: number
  /** Examples on one side only, or without a score on the baseline. */
  readonly notCompared: number
}

/**
 * Whether an example passed on the baseline, from all of its runs there, by this run's rule
 * (eval-repeat.ts `examplePassed`) at this run's share: of its n runs there, n × 'eval-min-pass' ÷
 * 'eval-repeat' (rounded up) must have passed — every run with the defaults, whatever number of
 * repetitions the baseline ran. Undefined when a run holds no score (then it is not compared).
 */
export function passedOnBaseline(
  runs: readonly BaselineRunVerdict[],
  { repeat, minPass }: Repetition
): boolean | undefined {
  if (runs.length === 0 || runs.some(run => run.passed === undefined)) return undefined
  const passes = runs.filter(run => run.passed === true).length
  const needed = Math.min(runs.length, Math.max(1, Math.ceil((runs.length * minPass) / repeat)))
  return examplePassed(passes, runs.length, needed)
}

/** Compares the verdicts of now with the baseline's runs, grouped by example. */
export function compareExamples(
  now: readonly CurrentVerdict[],
  baselineRuns: readonly BaselineRunVerdict[],
  repetition: Repetition
): Comparison {
  const byExample = new Map<string, BaselineRunVerdict[]>()
  for (const run of baselineRuns) {
    const runs = byExample.get(run.exampleId) ?? []
    runs.push(run)
    byExample.set(run.exampleId, runs)
  }
  const regressions: ExampleChange[] = []
  const improvements: ExampleChange[] = []
  let compared = 0
  const seen = new Set<string>()
  for (const example of now) {
    seen.add(example.exampleId)
    const runs = byExample.get(example.exampleId) ?? []
    const before = passedOnBaseline(runs, repetition)
    if (before === undefined) continue
    compared += 1
    if (before && !example.passed) {
      regressions.push({ exampleId: example.exampleId, comment: example.comment })
    } else if (!before && example.passed) {
      const failed = runs.find(run => run.passed === false)
      improvements.push({ exampleId: example.exampleId, comment: failed?.comment ?? '' })
    }
  }
  const onlyBefore = [...byExample.keys()].filter(id => !seen.has(id)).length
  return { regressions, improvements, compared, notCompared: now.length - compared + onlyBefore }
}

/** Words of an input shown at most. */
const INPUT_WORDS = 8
const INPUT_CHARS = 80

/**
 * The first words of an example's inputs, as people recognise it: the text of the last human
 * message (`messages`: role user or human, or type human; content a string or text parts), else
 * the first string value found; empty when there is none.
 */
export function inputFirstWords(inputs: Readonly<Record<string, unknown>>): string {
  const text = lastHumanText(inputs.messages) ?? firstString(inputs, 0) ?? ''
  const words = oneLine(text.slice(0, INPUT_CHARS * 4))
    .split(/\s+/)
    .filter(word => word !== '')
  const shown = words.slice(0, INPUT_WORDS).join(' ')
  return truncate(words.length > INPUT_WORDS ? `${shown} …` : shown, INPUT_CHARS)
}

function lastHumanText(messages: unknown): string | undefined {
  if (!Array.isArray(messages)) return undefined
  for (const message of [...(messages as unknown[])].reverse()) {
    if (typeof message !== 'object' || message === null) continue
    const { role, type, content } = message as Record<string, unknown>
    if (role !== 'user' && role !== 'human' && type !== 'human') continue
    const text = contentText(content)
    if (text !== undefined) return text
  }
  return undefined
}

/** A message content's text: the string, or its text parts joined. */
function contentText(content: unknown): string | undefined {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return undefined
  const parts = content.flatMap(part =>
    typeof part === 'string'
      ? [part]
      : typeof (part as { text?: unknown } | null)?.text === 'string'
        ? [(part as { text: string }).text]
        : []
  )
  return parts.length === 0 ? undefined : parts.join(' ')
}

/** Deeper values are not looked into for a string. */
const MAX_DEPTH = 8

function firstString(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return undefined
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    const found = firstString(item, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}
