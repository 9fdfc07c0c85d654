import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { INPUTS, INPUT_NAMES, MODES } from '../../src/inputs/table.js'
import { OUTPUT_NAMES } from '../../src/report/outputs.js'

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>
  outputs: Record<string, { description: string }>
  runs: { using: string; main: string }
}

const root = new URL('../../', import.meta.url)
const action = parse(readFileSync(new URL('action.yml', root), 'utf8')) as ActionYml
/** The page that holds the tables `npm run docs` generates from action.yml. */
const inputsPage = readFileSync(new URL('docs/inputs.md', root), 'utf8')

/** The rows of the Markdown table under `heading` inside the generated block, cells trimmed. */
function tableRows(heading: string): string[][] {
  const block = inputsPage.slice(
    inputsPage.indexOf('<!-- action-tables:start'),
    inputsPage.indexOf('<!-- action-tables:end')
  )
  const section = block.slice(block.indexOf(heading))
  const lines = section.split('\n').slice(1)
  const rows: string[][] = []
  for (const line of lines) {
    if (line.startsWith('#')) break
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map(cell => cell.trim().replace(/\\\|/g, '|'))
    )
  }
  return rows.slice(1)
}

describe('action.yml, the code and docs/inputs.md agree', () => {
  it('declares exactly the inputs the code reads', () => {
    expect(Object.keys(action.inputs)).toEqual(INPUT_NAMES)
  })

  it('declares each input with the default and the required flag of the table that parses it', () => {
    const declared = Object.entries(action.inputs).map(([name, input]) => ({
      name,
      default: input.default,
      required: input.required === true
    }))
    const table = INPUT_NAMES.map(name => {
      const spec: (typeof INPUTS)[typeof name] = INPUTS[name]
      return {
        name,
        default: 'default' in spec ? spec.default : undefined,
        required: 'required' in spec
      }
    })
    expect(declared).toEqual(table)
  })

  it('gives every input at least one mode, and names modes the code has', () => {
    for (const name of INPUT_NAMES) {
      expect(INPUTS[name].modes.length).toBeGreaterThan(0)
      for (const mode of INPUTS[name].modes) expect(MODES).toContain(mode)
    }
  })

  it('declares exactly the outputs the code sets', () => {
    expect(Object.keys(action.outputs).sort()).toEqual([...OUTPUT_NAMES].sort())
  })

  it('runs the committed bundle on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
  })

  it('the inputs table of docs/inputs.md matches action.yml exactly (npm run docs regenerates it)', () => {
    const expected = Object.entries(action.inputs).map(([name, input]) => [
      `\`${name}\``,
      input.required ? 'required' : input.default === undefined ? '' : `\`${input.default}\``,
      input.description.replace(/\s*\n\s*/g, ' ').trim()
    ])
    expect(tableRows('## Inputs')).toEqual(expected)
  })

  it('the outputs table of docs/inputs.md matches action.yml exactly', () => {
    const expected = Object.entries(action.outputs).map(([name, output]) => [
      `\`${name}\``,
      output.description.replace(/\s*\n\s*/g, ' ').trim()
    ])
    expect(tableRows('## Outputs')).toEqual(expected)
  })
})
