// Holds the README and docs/ together: a short README that links every page of docs/, links
// that lead somewhere (a file, and a heading in it), workflow steps and INPUT_ variables that
// name inputs action.yml has, and no measured figure in prose (they live in BENCHMARKS.md,
// written by the scripts that measure them).
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'

const root = fileURLToPath(new URL('../../', import.meta.url))
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8')
const docs = readdirSync(path.join(root, 'docs'))
  .filter(name => name.endsWith('.md'))
  .map(name => `docs/${name}`)
/** The pages people read: the README, docs/ and the project's own notes. */
const PAGES = ['README.md', ...docs, 'CONTRIBUTING.md', 'SECURITY.md']
const inputs = Object.keys(
  (parse(read('action.yml')) as { inputs: Record<string, unknown> }).inputs
)

/** Markdown without its fenced code blocks (links and prose only). */
function prose(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors of a page's headings, with GitHub's -1, -2 for repeated ones. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>()
  const found = new Set<string>()
  for (const [, heading = ''] of prose(text).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(heading)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    found.add(count === 0 ? base : `${base}-${count}`)
  }
  return found
}

/**
 * What is wrong with the relative links of `file` (its text given): a path that does not exist,
 * or an anchor that no heading of the target page has. Web links are not followed.
 */
function brokenLinks(file: string, text: string, readPage = read): string[] {
  const broken: string[] = []
  for (const [, target = ''] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue
    const [where = '', anchor] = target.split('#')
    const page =
      where === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), where))
    if (page.startsWith('..') || !existsSync(path.join(root, page))) {
      broken.push(`${file}: ${target} (no ${page})`)
      continue
    }
    if (anchor !== undefined && !anchors(readPage(page)).has(anchor)) {
      broken.push(`${file}: ${target} (no heading #${anchor} in ${page})`)
    }
  }
  return broken
}

/**
 * Sentences that state a measured figure: a count of tests, a time on so many cores, a time
 * something takes "about" or "~". Figures like these go stale; BENCHMARKS.md holds them,
 * written by the script that measured them (npm run figures, npm run bench).
 */
const MEASURED = [
  /\b\d[\d,]*\s+(?:unit |e2e |repo )?tests\b/i,
  /\b\d[\d.,]*\s*(?:ms|s|seconds?|min|minutes?)\b[^.\n]*\bon \d+ cores\b/i,
  /(?:\babout|\baround|\broughly|~)\s*\d[\d.,]*\s*(?:ms|s|secs?|seconds?|min|mins|minutes?|h|hours?)\b/i,
  /\b(?:takes|took|measured)\b[^.\n]{0,40}\b\d[\d.,]*\s*(?:ms|s|seconds?|min|minutes?)\b/i
]

/** Each line of `text`'s prose that states a measured figure. */
function measuredFigures(file: string, text: string): string[] {
  return prose(text)
    .split('\n')
    .flatMap((line, index) =>
      MEASURED.some(pattern => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : []
    )
}

describe('the README and docs/', () => {
  it('the README is a page a newcomer reads in five minutes, and links every page of docs/', () => {
    const readme = read('README.md')
    const words = prose(readme)
      .split(/\s+/)
      .filter(word => /\w/.test(word)).length
    expect(words).toBeLessThan(1300)
    for (const section of ['## First deploy in five minutes', '## Rehearse it locally']) {
      expect(readme).toContain(section)
    }
    expect(docs.length).toBeGreaterThanOrEqual(8)
    expect(docs.filter(page => !readme.includes(`](${page})`))).toEqual([])
  })

  it.each(PAGES)('%s: every relative link leads to a file, and its anchor to a heading', file => {
    expect(brokenLinks(file, read(file))).toEqual([])
  })

  it('the link check catches a missing file and a missing heading', () => {
    const text = [
      '[ok](docs/inputs.md#inputs) [here](#a-heading) [web](https://example.com/x)',
      '[gone](docs/nothing.md) [no heading](docs/inputs.md#no-such-heading) [not here](#nope)',
      '## A heading'
    ].join('\n')
    expect(
      brokenLinks('README.md', text, page => (page === 'README.md' ? text : read(page)))
    ).toEqual([
      'README.md: docs/nothing.md (no docs/nothing.md)',
      'README.md: docs/inputs.md#no-such-heading (no heading #no-such-heading in docs/inputs.md)',
      'README.md: #nope (no heading #nope in README.md)'
    ])
  })

  it("every step of this action shown in the README or docs/ gives only action.yml's inputs", () => {
    const unknown: string[] = []
    let steps = 0
    for (const file of ['README.md', ...docs]) {
      for (const [, block = ''] of read(file).matchAll(/^\s*```yaml\n([\s\S]*?)^\s*```/gm)) {
        const uses = [
          ...block.matchAll(/uses: [\w-]+\/langgraph-deploy-action@\S+\n((?:\s+.*\n?)*)/g)
        ]
        for (const [, rest = ''] of uses) {
          steps++
          const withBlock = /^(\s*)with:\n((?:\1\s+.*\n?)*)/m.exec(rest)?.[2] ?? ''
          for (const [, key = ''] of withBlock.matchAll(/^\s+([a-z][\w-]*):/gm)) {
            if (!inputs.includes(key)) unknown.push(`${file}: ${key}`)
          }
        }
      }
    }
    expect(steps).toBeGreaterThanOrEqual(5)
    expect(unknown).toEqual([])
  })

  it("every INPUT_ variable of the README's rehearsal names an input of action.yml", () => {
    const given = [...read('README.md').matchAll(/\bINPUT_([A-Z][A-Z0-9-]*)=/g)].map(m =>
      (m[1] ?? '').toLowerCase()
    )
    expect(given).toEqual(expect.arrayContaining(['api-url', 'api-key', 'smoke-expect']))
    expect(given.filter(name => !inputs.includes(name))).toEqual([])
  })

  it.each(PAGES)('%s states no measured figure in its prose (BENCHMARKS.md holds them)', file => {
    expect(measuredFigures(file, read(file))).toEqual([])
  })

  it('the figure check catches the counts and times the README used to hold', () => {
    const stale = [
      'runs the whole test suite (2029 tests; measured in `.ci/run` on a fresh clone: 101 s on 2',
      'npm test            # the whole suite (unit and e2e): 2425 tests, 123 s on 2 cores',
      'takes about 15 seconds (`DEMO_STEP_MS=300 npm run demo` is quicker).',
      'npm run bench                      # Node 20 and Node 24, ~7 min',
      'A whole deploy took 3.5 s here.',
      // Rules the action keeps are not measurements.
      'at most 2 minutes, reading it every 2 s at first, then 5 s',
      'Whatever still runs exits 7 s after the signal.'
    ].join('\n')
    expect(measuredFigures('t.md', stale).map(line => line.split(': ')[0])).toEqual([
      't.md:1',
      't.md:2',
      't.md:3',
      't.md:4',
      't.md:5'
    ])
  })
})
