// Renders the inputs and outputs tables of docs/inputs.md from action.yml, so the two cannot
// drift: `npm run docs` rewrites them, and a test fails when the page is not what this renders.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

const START = '<!-- action-tables:start (generated from action.yml by npm run docs) -->'
const END = '<!-- action-tables:end -->'
/** The page that holds the tables, from the repository's root. */
export const PAGE = 'docs/inputs.md'

/**
 * A table cell of our own text, on one line. action.yml is ours, so nothing is escaped here
 * (the action's one Markdown escaper is src/report/markdown.ts, for text from servers): a pipe,
 * which would end the cell, is refused instead.
 */
function cell(text) {
  const line = String(text ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .trim()
  if (line.includes('|')) throw new Error(`action.yml: no "|" in descriptions or defaults: ${line}`)
  return line
}

/** The Markdown of both tables for the given action.yml text. */
export function renderTables(actionYml) {
  const action = parse(actionYml)
  const inputs = Object.entries(action.inputs ?? {}).map(
    ([name, input]) =>
      `| \`${name}\` | ${input.required ? 'required' : input.default === undefined ? '' : `\`${cell(input.default)}\``} | ${cell(input.description)} |`
  )
  const outputs = Object.entries(action.outputs ?? {}).map(
    ([name, output]) => `| \`${name}\` | ${cell(output.description)} |`
  )
  return [
    START,
    '## Inputs',
    '',
    '| input | default | description |',
    '| --- | --- | --- |',
    ...inputs,
    '',
    '## Outputs',
    '',
    '| output | description |',
    '| --- | --- |',
    ...outputs,
    END
  ].join('\n')
}

/** The page with its tables replaced by freshly rendered ones. */
export function updateTables(page, actionYml) {
  const start = page.indexOf(START)
  const end = page.indexOf(END)
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`${PAGE} lacks the markers ${START} … ${END}`)
  }
  return page.slice(0, start) + renderTables(actionYml) + page.slice(end + END.length)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = new URL('../', import.meta.url)
  const pagePath = new URL(PAGE, root)
  const next = updateTables(
    readFileSync(pagePath, 'utf8'),
    readFileSync(new URL('action.yml', root), 'utf8')
  )
  writeFileSync(pagePath, next)
}
