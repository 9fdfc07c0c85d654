// The Markdown reader's own checks (fixtures/rendered-markdown.ts): that it finds what GitHub
// would render active, so a clean verdict on the summary or the PR comment means something.
import { describe, expect, it } from '@jest/globals'
import { CANARY, MARKDOWN_PAYLOAD, REFERENCES } from '../fixtures/hostile-payloads.js'
import { markdownProblems, rowCells } from '../fixtures/rendered-markdown.js'

describe('rendered Markdown', () => {
  it.each([
    ['| a | b |', 2],
    ['| a \\| b | c |', 2],
    ['| `x|y` | c |', 3],
    ['a | b', 2]
  ])('%s has %i cells', (row, cells) => {
    expect(rowCells(row)).toBe(cells)
  })

  it('finds links, images, HTML, mentions, schemes, CR and escapes; passes plain text', () => {
    const rules = { canary: 'ZZ', allowedHref: () => false, references: ['@bob', '#12'] }
    const bad =
      '| s |\n|---|\n| [ZZ](https://x.example) <img src=x> @bob #12 javascript:x \u001b |\r'
    expect(markdownProblems(bad, rules)).toHaveLength(8)
    const fine = '| s |\n|---|\n| `@bob` `#12` &lt;img&gt; a \\| b |\n'
    expect(markdownProblems(fine, { ...rules, keepInOneCell: ['a | b'] })).toEqual([])
  })

  it('passes the hostile payload once escaped as a cell should be (the rules can be met)', () => {
    // eslint-disable-next-line no-control-regex
    const text = MARKDOWN_PAYLOAD.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    const ticks = Math.max(...[...text.matchAll(/`+/g)].map(m => m[0].length))
    const fence = '`'.repeat(ticks + 1)
    const cell = `${fence} ${text.replace(/\|/g, '\\|')} ${fence}`
    const markdown = `| Status | ${cell} |\n|---|---|\n| Timeline | ${cell} |\n`
    const rules = { canary: CANARY, allowedHref: () => false, references: REFERENCES }
    expect(markdownProblems(markdown, { ...rules, keepInOneCell: ['a|b'] })).toEqual([])
  })
})
