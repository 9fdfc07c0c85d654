// Owns mixes as files: a JSON array of revisions in the simulator's shape, one revision a line,
// read with every field checked (a malformed file is refused with its line and field) and written.
import type { FinalStatus, InFlightStatus, Phase, SimRevision } from './mix.js'

const IN_FLIGHT: readonly InFlightStatus[] = [
  'CREATING',
  'AWAITING_BUILD',
  'BUILDING',
  'AWAITING_DEPLOY',
  'DEPLOYING'
]
const FINAL: readonly FinalStatus[] = ['DEPLOYED', 'BUILD_FAILED']

/** A mix file that is not one: the message names the file, the line and the field. */
export class MixFileError extends Error {}

/** A mix as a file: a JSON array, one revision a line, so that an error can name its line. */
export function formatMix(mix: readonly SimRevision[]): string {
  return `[\n${mix.map(revision => `  ${JSON.stringify(revision)}`).join(',\n')}\n]\n`
}

/** Reads a mix file's text; throws naming the file, the line and the field of the first fault. */
export function parseMix(text: string, file: string): SimRevision[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new MixFileError(`${file}: not JSON (${(error as Error).message})`, { cause: error })
  }
  if (!Array.isArray(parsed))
    throw new MixFileError(`${file}:1: a mix is a JSON array of revisions`)
  if (parsed.length === 0) throw new MixFileError(`${file}:1: the mix has no revision`)
  const lines = elementLines(text)
  const mix = parsed.map((item: unknown, i) => {
    try {
      return revisionOf(item)
    } catch (error) {
      const where = `${file}:${lines[i] ?? 1}: revision ${i}`
      throw new MixFileError(`${where}: ${(error as Error).message}`, { cause: error })
    }
  })
  checkOrder(mix, file, lines)
  return mix
}

/** Each deployment's revisions oldest first, indexes counting up: the history is built from them. */
function checkOrder(mix: readonly SimRevision[], file: string, lines: readonly number[]): void {
  const last = new Map<number, SimRevision>()
  mix.forEach((revision, i) => {
    const before = last.get(revision.deployment)
    if (before !== undefined && !(revision.index > before.index)) {
      throw new MixFileError(
        `${file}:${lines[i] ?? 1}: revision ${i}: field "index": ${revision.index} after ${before.index} in deployment ${revision.deployment}; a deployment's revisions come oldest first`
      )
    }
    if (before !== undefined && revision.createdAt < before.createdAt) {
      throw new MixFileError(
        `${file}:${lines[i] ?? 1}: revision ${i}: field "createdAt": before its deployment's earlier revision`
      )
    }
    last.set(revision.deployment, revision)
  })
}

function revisionOf(item: unknown): SimRevision {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    throw new Error('not an object')
  }
  const record = item as Record<string, unknown>
  const kind = record.kind
  if (kind !== undefined && typeof kind !== 'string') throw fieldError('kind', 'a string', kind)
  const revision: SimRevision = {
    deployment: whole(record, 'deployment'),
    index: whole(record, 'index'),
    prebuilt: flag(record, 'prebuilt'),
    createdAt: whole(record, 'createdAt'),
    phases: phasesOf(record.phases),
    final: oneOf(record, 'final', FINAL),
    ...(kind === undefined ? {} : { kind })
  }
  return revision
}

function phasesOf(value: unknown): Phase[] {
  if (!Array.isArray(value)) throw fieldError('phases', 'an array of {status, ms}', value)
  const seen = new Set<string>()
  return value.map((phase: unknown, i) => {
    const name = `phases[${i}]`
    if (typeof phase !== 'object' || phase === null) {
      throw fieldError(name, '{status, ms}', phase)
    }
    const record = phase as Record<string, unknown>
    const status = oneOf(record, 'status', IN_FLIGHT, `${name}.status`)
    if (seen.has(status)) throw new Error(`field "${name}.status": ${status} comes twice`)
    seen.add(status)
    return { status, ms: whole(record, 'ms', `${name}.ms`) }
  })
}

function whole(record: Record<string, unknown>, key: string, name = key): number {
  const value = record[key]
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw fieldError(name, 'a whole number of at least 0', value)
  }
  return value
}

function flag(record: Record<string, unknown>, key: string): boolean {
  const value = record[key]
  if (typeof value !== 'boolean') throw fieldError(key, 'true or false', value)
  return value
}

function oneOf<T extends string>(
  record: Record<string, unknown>,
  key: string,
  allowed: readonly T[],
  name = key
): T {
  const value = record[key]
  if (!(allowed as readonly unknown[]).includes(value)) {
    throw fieldError(name, `one of ${allowed.join(', ')}`, value)
  }
  return value as T
}

function fieldError(name: string, expected: string, value: unknown): Error {
  const got = value === undefined ? 'missing' : `got ${JSON.stringify(value)}`
  return new Error(`field "${name}": expected ${expected}, ${got}`)
}

/** The line (from 1) on which each element of the top-level array begins. */
function elementLines(text: string): number[] {
  const lines: number[] = []
  let line = 1
  let depth = 0
  let inString = false
  /** At depth 1, after the `[` or a `,`: the next character that is not a space starts an element. */
  let expecting = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i)
    if (c === '\n') line++
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
      continue
    }
    if (depth === 1 && expecting && !/\s/.test(c) && c !== ']') {
      lines.push(line)
      expecting = false
    }
    if (c === '"') inString = true
    else if (c === '[' || c === '{') depth++
    else if (c === ']' || c === '}') depth--
    if ((c === '[' && depth === 1) || (c === ',' && depth === 1)) expecting = true
  }
  return lines
}
