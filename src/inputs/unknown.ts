// Owns the INPUT_ variables of no input of the action (a misspelt `with:` key): their names, the
// closest input for each, the warning or (a gate's input meant) the refusal, and the hints.
import type { Logger } from '../base/log.js'
import { truncate } from '../base/text.js'
import { INPUT_NAMES } from './table.js'

const PREFIX = 'INPUT_'

/** An `INPUT_` variable that no input of the action reads. */
export interface UnknownInput {
  /** The input's name as far as the runner keeps it: lower-cased, hyphens and underscores kept. */
  readonly name: string
  /** The input of the action it most likely meant; undefined when none is close. */
  readonly closest: string | undefined
}

/**
 * The environment variable the runner (and `core.getInput`) uses for an input: `INPUT_` and the
 * name upper-cased, spaces as underscores, hyphens kept (`INPUT_SMOKE-TEST`).
 */
function variableOf(name: string): string {
  return `${PREFIX}${name.replace(/ /g, '_').toUpperCase()}`
}

/**
 * Every `INPUT_` variable of `env` that no input of `names` reads, with the closest input. Reads
 * names only, never a value; a variable with an empty name is skipped.
 */
export function unknownInputs(
  env: Readonly<Record<string, string | undefined>>,
  names: readonly string[] = INPUT_NAMES
): UnknownInput[] {
  const known = new Set(names.map(variableOf))
  return Object.keys(env)
    .filter(key => key.startsWith(PREFIX) && key.length > PREFIX.length && !known.has(key))
    .sort()
    .map(key => {
      const name = key.slice(PREFIX.length).toLowerCase()
      return { name, closest: closestInput(name, names) }
    })
}

/**
 * Whether `name` guards a release: the smoke step's and the eval gate's inputs and what acts on
 * their verdict. A misspelling of one would let the release out without its gate.
 */
export function guardsRelease(name: string): boolean {
  return (
    /^(eval|smoke)-/.test(name) || name === 'rollback-on-failure' || name === 'require-commit-match'
  )
}

/** An unknown input whose closest input guards a release: refused, never warned of and ignored. */
function meantGate(input: UnknownInput): input is UnknownInput & { readonly closest: string } {
  return input.closest !== undefined && guardsRelease(input.closest)
}

/**
 * Warns of each unknown input of `env` through the logger (GitHub's runner warns of an unexpected
 * input without a guess; run elsewhere, nothing would), and returns them for the refusals' hints.
 * One that meant a gate's input is not warned of: parseInputs refuses it ({@link gateTypoProblems}).
 */
export function warnUnknownInputs(
  env: Readonly<Record<string, string | undefined>>,
  logger: Logger
): UnknownInput[] {
  const unknown = unknownInputs(env)
  for (const input of unknown) {
    if (!meantGate(input)) logger.warning(unknownInputWarning(input))
  }
  return unknown
}

/**
 * The refusal of each unknown input whose closest input guards a release (`eval_dataset`,
 * `smoke-tset`): ignored, it would remove the gate, so the step fails before any request.
 */
export function gateTypoProblems(unknown: readonly UnknownInput[]): string[] {
  return unknown
    .filter(meantGate)
    .map(
      ({ name, closest }) =>
        `Unexpected input '${shown(name)}': did you mean '${closest}'? The action has no input '${shown(name)}', and '${closest}' guards the release, so the step fails rather than go on without it (nothing was sent): rename it to '${closest}' (inputs use hyphens).`
    )
}

/** The warning for an unknown input: its name and the input it most likely meant. */
export function unknownInputWarning({ name, closest }: UnknownInput): string {
  const guess =
    closest === undefined
      ? "the action has no input of that name (the action's docs/inputs.md lists them)."
      : `did you mean '${closest}'?`
  return `Unexpected input '${shown(name)}': ${guess} It is ignored.`
}

/**
 * `problems` with the hint of each unknown input that looks like an input a problem names (the
 * missing `deployment-name` of a workflow that wrote `deployment_name`).
 */
export function withUnknownHints(
  problems: readonly string[],
  unknown: readonly UnknownInput[]
): string[] {
  return problems.map(problem => {
    const hints = unknown
      .filter(({ closest }) => closest !== undefined && problem.includes(`'${closest}'`))
      .map(({ name, closest }) => `the workflow gives '${shown(name)}': did you mean '${closest}'?`)
    return hints.length === 0 ? problem : `${problem} (${hints.join('; ')})`
  })
}

/** A name as a message shows it: on one line, cut short. */
function shown(name: string): string {
  return truncate(name.replace(/[^\x20-\x7e]/g, '?'), 60)
}

/**
 * The input `name` most likely meant: the nearest by edit distance (a swap of two letters counts
 * once; `_`, `.` and blanks read as `-`), when no further than a third of its length (two at
 * least); the first in the table's order on a tie.
 */
export function closestInput(name: string, names: readonly string[]): string | undefined {
  const typed = normalize(name)
  const limit = Math.max(2, Math.floor(typed.length / 3))
  let best: { name: string; distance: number } | undefined
  for (const candidate of names) {
    const distance = editDistance(typed, normalize(candidate))
    if (distance <= limit && (best === undefined || distance < best.distance)) {
      best = { name: candidate, distance }
    }
  }
  return best?.name
}

function normalize(name: string): string {
  return name.toLowerCase().replace(/[\s_.]+/g, '-')
}

/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1)
      d = Math.min(d, (rows[i - 1]?.[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (rows[i - 2]?.[j - 2] ?? 0) + 1)
      }
      row.push(d)
    }
    rows.push(row)
  }
  return rows[a.length]?.[b.length] ?? 0
}
