// Owns the figures section of BENCHMARKS.md: how many tests the suite has and how long it takes,
// and how long the demo takes, each part written by the script that measured it (npm run
// figures, npm run demo -- --record). npm run bench rewrites the rest of the file and keeps it.
import { readFile, writeFile } from 'node:fs/promises'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { execFileSync } from 'node:child_process'

export const FIGURES_FILE = new URL('../BENCHMARKS.md', import.meta.url)
const START = '<!-- figures:start (npm run figures writes this section; npm run bench keeps it) -->'
const END = '<!-- figures:end -->'
/** The parts of the section, in their order, and what each says before it is measured. */
const PARTS = {
  suite: '### The test suite (`npm test`)\n\nNot measured yet: run `npm run figures`.',
  demo: '### The demo (`npm run demo`)\n\nNot measured yet: run `npm run figures`.'
}

const HEADER = [
  '## The test suite and the demo',
  '',
  'Written by `npm run figures` ([scripts/figures.js](scripts/figures.js)): it runs the suite as `npm test` does, with `jest --json`, and writes the count of tests and the wall time it measured; then it runs `npm run demo -- --record`, which writes its own duration. The other pages state no measured figure: they link here. Times depend on the machine and on what else runs on it.'
].join('\n')

const partStart = part => `<!-- figures:${part}:start -->`
const partEnd = part => `<!-- figures:${part}:end -->`

/** The section as `page` holds it, or undefined when it holds none. */
export function figuresSection(page) {
  const start = page.indexOf(START)
  const end = page.indexOf(END)
  return start === -1 || end < start ? undefined : page.slice(start, end + END.length)
}

/** `report` (a fresh BENCHMARKS.md) with the figures section `old` held, when it held one. */
export function keepFigures(report, old) {
  const section = figuresSection(old)
  return section === undefined ? report : `${report.trimEnd()}\n\n${section}\n`
}

/** `page` with `part` of its figures section replaced by `markdown` (the section made if none). */
export function withFigures(page, part, markdown) {
  if (!(part in PARTS)) throw new Error(`no figures part ${part}: ${Object.keys(PARTS).join(', ')}`)
  const section = figuresSection(page)
  const body = Object.keys(PARTS).map(name => {
    const text = name === part ? markdown : (heldPart(section, name) ?? PARTS[name])
    return `${partStart(name)}\n${text.trim()}\n${partEnd(name)}`
  })
  const next = [START, '', HEADER, '', body.join('\n\n'), '', END].join('\n')
  return section === undefined
    ? `${page.trimEnd()}\n\n${next}\n`
    : page.replace(section, () => next)
}

/** What `part` of `section` holds, or undefined. */
function heldPart(section, name) {
  const from = section?.indexOf(partStart(name)) ?? -1
  const to = section?.indexOf(partEnd(name)) ?? -1
  return from === -1 || to < from ? undefined : section.slice(from + partStart(name).length, to)
}

/** Writes `part` of the figures section of BENCHMARKS.md. */
export async function recordFigures(part, markdown) {
  const page = await readFile(FIGURES_FILE, 'utf8')
  await writeFile(FIGURES_FILE, withFigures(page, part, markdown))
}

/** The rows every part starts with: where and when it was measured. */
export function machineRows(command) {
  const commit = (() => {
    try {
      const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' })
      const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
        encoding: 'utf8'
      })
      return `${head.trim()}${changed.trim() === '' ? '' : ' with uncommitted changes'}`
    } catch {
      return 'unknown'
    }
  })()
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU'
  return [
    '|  |  |',
    '| :--- | :--- |',
    `| Command | \`${command}\` |`,
    `| Machine | ${cpu}, ${availableParallelism()} logical cores, ${process.platform} ${process.arch} |`,
    `| Node | ${process.version} |`,
    `| Load average (1 / 5 / 15 min) at the end | ${loadavg()
      .map(load => load.toFixed(2))
      .join(' / ')} (others share this machine: a loaded one takes longer) |`,
    `| Commit | ${commit} |`,
    `| Date | ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC |`
  ]
}
