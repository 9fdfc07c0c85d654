/**
 * Owns what a dataset file holds (`{name, description?, examples}` or a list of them), read from
 * disk for `--dataset FILE` or given as the `datasets` option, each problem named.
 */
import { readFileSync } from 'node:fs'

import { isRecord } from '../base/validation.js'
import { parseExampleSpec, type ExampleSpec } from './examples.js'

/** A dataset as a dataset file (or the `datasets` option) gives it. */
export interface DatasetSpec {
  readonly name: string
  readonly description?: string
  readonly examples: readonly ExampleSpec[]
}

function parseOne(value: unknown, where: string): DatasetSpec {
  if (!isRecord(value)) throw new TypeError(`${where} must be an object {name, examples}`)
  const { name, description, examples } = value
  if (typeof name !== 'string' || name.trim() === '') {
    throw new TypeError(`${where}.name must be a non-empty string`)
  }
  if (description !== undefined && typeof description !== 'string') {
    throw new TypeError(`${where}.description must be a string`)
  }
  if (!Array.isArray(examples)) throw new TypeError(`${where}.examples must be a list`)
  return {
    name,
    ...(description === undefined ? {} : { description }),
    examples: examples.map((example, index) =>
      parseExampleSpec(example, `${where}.examples[${index}]`)
    )
  }
}

/**
 * The datasets of a dataset file's JSON: one `{name, description?, examples: [{inputs,
 * outputs?, metadata?, split?}]}` or a list of them. Throws a TypeError naming the bad field.
 */
export function parseDatasetFile(value: unknown, where = 'dataset file'): DatasetSpec[] {
  if (Array.isArray(value)) return value.map((one, index) => parseOne(one, `${where}[${index}]`))
  return [parseOne(value, where)]
}

/** The datasets of a dataset file on disk; throws a TypeError that names the file and the problem. */
export function loadDatasetFile(path: string): DatasetSpec[] {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new TypeError(`cannot read dataset file ${path}: ${(error as Error).message}`)
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new TypeError(`dataset file ${path} is not JSON: ${(error as Error).message}`)
  }
  return parseDatasetFile(value, path)
}
