// The one Markdown renderer, read back as GitHub renders it: server text stays text in its cell.
import { describe, expect, it } from '@jest/globals'
import { CANARY, MARKDOWN_PAYLOAD, REFERENCES } from '../fixtures/hostile-payloads.js'
import { markdownProblems, renderedCode } from '../fixtures/rendered-markdown.js'
import {
  markdownCell,
  markdownCode,
  markdownCodeBlock,
  markdownLink,
  markdownProse,
  markdownUrl
} from '../../src/report/markdown.js'

const rules = { canary: CANARY, allowedHref: () => false, references: REFERENCES }

/** A table with `cell` in a row, and the same text as prose in a quote. */
const page = (cell: string): string =>
  ['| a | b |', '|---|---|', `| x | ${cell} |`, '', `> ${cell}`, '', `## ${cell}`].join('\n')

describe('markdownCell and markdownCode', () => {
  it.each([
    ['the hostile payload', MARKDOWN_PAYLOAD],
    ['a URL that would autolink', `see https://evil.example/${CANARY} and www.evil.example`],
    ['an e-mail address', `mail ${CANARY}@evil.example`],
    ['schemes', 'javascript:alert(1) data:text/html,x vbscript:y'],
    ['math and entities', `$x$ &amp; &#60;b&#62; ${CANARY}`],
    ['a list at the start', `1. ${CANARY}`],
    ['a heading at the start', `# ${CANARY}`],
    ['a lone ESC and a C1 CSI', `\u001bX \u009b31m ${CANARY}`],
    ['backticks', `\`\`\` a|b \` ${CANARY}`]
  ])('%s', (_name, text) => {
    expect(markdownProblems(page(markdownCell(text)), rules)).toEqual([])
    expect(markdownProblems(page(markdownCode(text)), rules)).toEqual([])
  })

  it('keeps a pipe inside its cell, and ordinary text as it reads', () => {
    const md = page(markdownCell('a|b'))
    expect(markdownProblems(md, { ...rules, keepInOneCell: ['a|b'] })).toEqual([])
    expect(markdownCell('BUILD_FAILED: step 2 of my-agent (42 s)')).toBe(
      'BUILD_FAILED: step 2 of my-agent (42 s)'
    )
    expect(markdownCell('_x_ *y* ~z~ [l](u) <b>')).toBe(
      '\\_x\\_ \\*y\\* \\~z\\~ \\[l\\](u) &lt;b&gt;'
    )
  })

  it('writes code as a backtick span when it can, else as an element', () => {
    expect(markdownCode('rev-1')).toBe('`rev-1`')
    expect(markdownCode('a|b')).toBe('<code>a&#124;b</code>')
    expect(markdownCode('`tick`')).toBe('`` `tick` ``')
    expect(markdownCode('a ``` b')).toBe('````a ``` b````')
    expect(markdownCode(' x')).toBe('`  x `')
    expect(markdownCode('a\r\nb\u001b[31m')).toBe('`a b`')
  })
})

describe('markdownUrl and markdownLink', () => {
  it.each([
    ['https://agent.example.com/x', '`https://agent.example.com/x`'],
    ['http://127.0.0.1:8123', '`http://127.0.0.1:8123`'],
    ['http://agent.example.com', '(not shown: not an https URL)'],
    ['javascript:alert(1)//', '(not shown: not an https URL)'],
    ['data:text/html,<script>x</script>', '(not shown: not an https URL)'],
    ['https://a.example/x y', '(not shown: not an https URL)'],
    ['https://user:pw@a.example/', '(not shown: not an https URL)']
  ])('%s → %s', (url, shown) => {
    expect(markdownUrl(url)).toBe(shown)
  })

  it('links only https URLs, under the label given', () => {
    expect(markdownLink('run', 'https://github.com/a/b/actions/runs/1')).toBe(
      '[run](https://github.com/a/b/actions/runs/1)'
    )
    expect(markdownLink('run', 'javascript:alert(1)')).toBe('run')
  })
})

describe('markdownCodeBlock', () => {
  it('fences log lines so that none can close the block', () => {
    const lines = ['ok', '````', `x\r${CANARY}`, '\u001b[31mred\u001b[0m']
    const block = markdownCodeBlock(lines)
    expect(block[0]).toBe('`````text')
    expect(block.at(-1)).toBe('`````')
    expect(block.slice(1, -1)).toEqual(['ok', '````', `x ${CANARY}`, 'red'])
    expect(markdownProblems(['# Log', '', ...block, '', 'after'].join('\n'), rules)).toEqual([])
  })
})

describe('markdownProse', () => {
  it('shows each URL of a message as a code span, copied as it is, the rest as cell text', () => {
    const text =
      'GET https://api.example.com/v2/deployments failed: see http://127.0.0.1:8123/ok | @bob'
    const md = markdownProse(text)
    expect(md).toBe(
      'GET `https://api.example.com/v2/deployments` failed: see `http://127.0.0.1:8123/ok` \\| `@bob`'
    )
  })
})

describe('no character added: what is copied is what the server sent', () => {
  const urls = [
    'https://example.com/a?b=1&c=2#frag',
    'https://evil.example/x|y',
    'https://example.com/`tick`',
    'http://127.0.0.1:8123/ok'
  ]

  it.each(urls)('%s copied from a cell, a quote and a heading is the URL', url => {
    // Prose ends a URL at a `|` or a backtick; a cell keeps the word whole.
    const prose = /[|`]/.test(url) ? [] : [markdownProse(`see (${url})`)]
    for (const shown of [markdownCell(`see ${url}`), ...prose]) {
      const md = page(shown)
      expect(markdownProblems(md, rules)).toEqual([])
      // Three places (the cell, the quote, the heading), each with the URL whole.
      expect(renderedCode(md).filter(code => code === url)).toHaveLength(3)
    }
  })

  it('a mention, a reference, an e-mail and www. stay whole, as code, never linked', () => {
    const text = `ping @octocat about #12 and GH-7, mail a@b.example, www.example.com ${CANARY}`
    const md = page(markdownCell(text))
    expect(markdownProblems(md, { ...rules, references: ['@octocat', '#12'] })).toEqual([])
    for (const word of ['@octocat', '#12', 'GH-7,', 'a@b.example,', 'www.example.com']) {
      expect(renderedCode(md)).toContain(word)
    }
    expect(md).not.toMatch(/[\u200b-\u200d\u2060\ufeff]/)
  })

  it('zero-width characters a server sends are shown, not passed on', () => {
    const md = markdownCell('a\u200bb \u2060c\ufeff https://x.example/\u200d')
    expect(md).not.toMatch(/[\u200b-\u200d\u2060\ufeff]/)
    expect(md).toContain('a\\\\u200bb')
  })
})
