// Owns the `smoke-cases` file: finding it inside the workspace, parsing it (YAML with tags and
// alias bombs refused, or JSON) and validating each case, the smoke-* inputs as its defaults.
import { closeSync, fstatSync, openSync, readSync, realpathSync } from 'node:fs'
import * as path from 'node:path'
import { z } from 'zod'
import { quote } from '../base/text.js'
import { line } from './parsers.js'
import { INPUTS, type ParsedInputs } from './table.js'

/** Most cases a file may list: at four at a time, more would make a gate no one waits for. */
export const MAX_SMOKE_CASES = 25
/** Largest file read, in bytes. */
const MAX_FILE_BYTES = 256 * 1024
/** Longest case name. */
const MAX_NAME_CHARS = 100

/** One smoke run to make, every field resolved (the smoke-* inputs fill in what a case omits). */
export interface SmokeCase {
  readonly name: string
  readonly assistantId: string
  /**
   * Whether the case or `smoke-assistant-id` names the assistant; if not, the config's only graph
   * replaces the fallback (inputs/config-check.ts).
   */
  readonly assistantIdGiven: boolean
  readonly input: Readonly<Record<string, unknown>>
  readonly streamMode: string | readonly string[]
  /** Text that must appear in the run's output (as `smoke-expect`); undefined: not checked. */
  readonly expect: string | undefined
  readonly timeoutSeconds: number
}

/** The smoke-* inputs a case takes its defaults from (the assistant resolved, read.ts). */
export type SmokeCaseDefaults = Pick<
  ParsedInputs,
  'smokeInput' | 'smokeStreamMode' | 'smokeExpect' | 'smokeTimeoutSeconds'
> & { readonly smokeAssistantId: string; readonly smokeAssistantIdGiven: boolean }

/** The one run of the smoke step without `smoke-cases`: the smoke-* inputs as they are. */
export function defaultSmokeCase(inputs: SmokeCaseDefaults, name = 'smoke'): SmokeCase {
  return {
    name,
    assistantId: inputs.smokeAssistantId,
    assistantIdGiven: inputs.smokeAssistantIdGiven,
    input: inputs.smokeInput,
    streamMode: inputs.smokeStreamMode,
    expect: inputs.smokeExpect || undefined,
    timeoutSeconds: inputs.smokeTimeoutSeconds
  }
}

/**
 * A number in a file is read as the input's text would be, so the bounds are the input's (and
 * `expect: 42` looks for "42"; written 1.50, it looks for "1.5": quote it to keep the zero).
 */
const asText = (value: unknown): unknown => (typeof value === 'number' ? String(value) : value)

/** A list of stream modes in a file is read as the input's comma-separated text. */
const asList = (value: unknown): unknown =>
  Array.isArray(value) && value.every(item => typeof item === 'string') ? value.join(',') : value

/** One case as written in the file; each field is checked by the parser of its smoke-* input. */
const caseSchema = z.strictObject({
  name: line('a case name', MAX_NAME_CHARS, 'greets-back').refine(
    name => name !== '',
    'must not be empty'
  ),
  input: z.record(z.string(), z.unknown(), {
    error: 'must be a JSON object, such as {"messages": [{"role": "user", "content": "hi"}]}'
  }),
  'assistant-id': INPUTS['smoke-assistant-id'].parse.optional(),
  'stream-mode': z.preprocess(asList, INPUTS['smoke-stream-mode'].parse).optional(),
  expect: z
    .preprocess(
      asText,
      z
        .string({ error: 'must be text: quote it (expect: "yes"); a number is taken as its text' })
        .pipe(INPUTS['smoke-expect'].parse)
    )
    .optional(),
  'timeout-seconds': z.preprocess(asText, INPUTS['smoke-timeout-seconds'].parse).optional()
})

const fileSchema = z
  .array(z.unknown(), { error: 'must hold a list of cases' })
  .min(1, 'must list at least one case')
  .max(MAX_SMOKE_CASES, `must list at most ${MAX_SMOKE_CASES} cases`)

/** What reading the file gave: the cases, or every problem, each naming file, case and field. */
export type SmokeCasesRead =
  { readonly cases: readonly SmokeCase[] } | { readonly problems: readonly string[] }

/**
 * Reads and checks the `smoke-cases` file `given` (relative to `workspace`, and never outside
 * it). Sends nothing; the problems name the file, the case (by name, else number) and the field.
 */
export async function readSmokeCases(
  given: string,
  workspace: string,
  defaults: SmokeCaseDefaults
): Promise<SmokeCasesRead> {
  const where = `Input 'smoke-cases' (${quote(given)})`
  let data: unknown
  try {
    data = await parseFile(given, readInside(given, workspace))
  } catch (error) {
    return { problems: [`${where}: ${error instanceof Error ? error.message : String(error)}`] }
  }
  const list = fileSchema.safeParse(data)
  if (!list.success) return { problems: [`${where} ${list.error.issues[0]?.message ?? ''}.`] }
  const problems: string[] = []
  const cases: SmokeCase[] = []
  list.data.forEach((raw, index) => {
    const label = caseLabel(raw, index)
    const parsed = caseSchema.safeParse(raw)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push(`${where}: ${label}${fieldOf(issue)} ${issue.message}.`)
      }
      return
    }
    const { name, input, expect, ...rest } = parsed.data
    if (cases.some(other => other.name === name)) {
      problems.push(
        `${where}: ${label}, field 'name': is used by another case; names must be unique.`
      )
    }
    cases.push({
      ...defaultSmokeCase(defaults, name),
      input,
      ...(rest['assistant-id'] === undefined
        ? {}
        : { assistantId: rest['assistant-id'], assistantIdGiven: true }),
      ...(rest['stream-mode'] === undefined ? {} : { streamMode: rest['stream-mode'] }),
      ...(expect === undefined ? {} : { expect: expect || undefined }),
      ...(rest['timeout-seconds'] === undefined ? {} : { timeoutSeconds: rest['timeout-seconds'] })
    })
  })
  return problems.length > 0 ? { problems } : { cases }
}

/** `case "name" (#2)`, or `case #2` when it has no usable name. */
function caseLabel(raw: unknown, index: number): string {
  const name: unknown =
    typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).name : undefined
  return typeof name === 'string' && name.trim() !== '' && name.length <= MAX_NAME_CHARS
    ? `case ${quote(name.trim())} (#${index + 1})`
    : `case #${index + 1}`
}

/** `, field 'stream-mode':` for an issue; unknown fields are named as such. */
function fieldOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    return `: unknown field ${issue.keys.map(key => quote(key)).join(', ')}; a case takes name, input, assistant-id, stream-mode, expect and timeout-seconds, and`
  }
  const [field] = issue.path
  return field === undefined ? ':' : `, field '${String(field)}':`
}

/** The file's text; a path outside the workspace (symbolic links followed) is refused. */
function readInside(given: string, workspace: string): string {
  const root = realpathSync(workspace)
  const escapes = (file: string): boolean => {
    const relative = path.relative(root, file)
    return relative === '' || relative.startsWith('..') || path.isAbsolute(relative)
  }
  const outside = `is outside the workspace ${workspace}; give a path to a file in the repository`
  if (escapes(path.resolve(root, given))) throw new Error(outside)
  let real: string
  try {
    real = realpathSync(path.resolve(root, given))
  } catch {
    throw new Error(`no such file in the workspace ${workspace}`)
  }
  if (escapes(real)) throw new Error(`${outside} (it links to ${real})`)
  return readSmall(real)
}

/** Reads a regular file of at most MAX_FILE_BYTES. */
function readSmall(file: string): string {
  const fd = openSync(file, 'r')
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) throw new Error('is not a file')
    if (stat.size > MAX_FILE_BYTES) {
      throw new Error(`is ${stat.size} bytes; a cases file may have at most ${MAX_FILE_BYTES}`)
    }
    const buffer = Buffer.alloc(stat.size)
    const read = readSync(fd, buffer, 0, stat.size, 0)
    // A byte order mark, as some editors on Windows write one, is not part of the data.
    return buffer
      .subarray(0, read)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
  } finally {
    closeSync(fd)
  }
}

/** The file's data: JSON for `.json`, else YAML 1.2 with the core schema and nothing more. */
async function parseFile(given: string, text: string): Promise<unknown> {
  if (/\.json$/i.test(given)) {
    try {
      return JSON.parse(text) as unknown
    } catch (error) {
      throw new Error(`is not valid JSON (${error instanceof Error ? error.message : ''})`)
    }
  }
  if (!/\.ya?ml$/i.test(given)) throw new Error('must be a .yml, .yaml or .json file')
  // The YAML parser is loaded only for a YAML file: most runs have none, and it costs start-up.
  const { parseYamlData } = await import('./yaml-data.js')
  return parseYamlData(text)
}
