import { describe, expect, it } from '@jest/globals'
import { commentMarker } from '../../src/github/wording.js'
import { changesSection, planSection, renderPlanComment } from '../../src/report/plan-table.js'
import type { PlanReport } from '../../src/report/report.js'
import { markdownProblems } from '../fixtures/rendered-markdown.js'

/** A plan whose every piece of server text tries to be Markdown or HTML. */
const hostile: PlanReport = {
  action: 'update',
  rows: [
    {
      field: 'source_revision_config.repo_ref',
      current: 'main | <script>alert(1)</script> @team #1',
      next: 'release`2`',
      verdict: 'change'
    },
    { field: 'secrets.OPENAI_API_KEY', current: '', next: '', verdict: 'will be sent' },
    {
      field: 'source_config.deployment_type',
      current: 'dev',
      next: 'prod',
      verdict: 'cannot change'
    }
  ],
  preflight: [
    { passed: true, text: 'no field fixed at creation would change' },
    { passed: false, text: 'deployment "x" | <img src=x> [link](javascript:alert(1))' }
  ]
}

describe('the plan as Markdown', () => {
  const text = planSection(hostile).join('\n')

  it('keeps server text as text: no HTML, no cell split, no mention, no link', () => {
    expect(text).not.toMatch(/<script|<img/)
    expect(text).toContain('&#60;script&#62;')
    expect(text).not.toMatch(/(?<!`)@team/)
    // As GitHub renders it: no link, no HTML, no mention, no reference, no javascript: URL.
    const rules = { canary: 'link', allowedHref: () => false, references: ['@team', '#1'] }
    expect(markdownProblems(text, rules)).toEqual([])
    // Every table row has exactly its four cells.
    const rows = text.split('\n').filter(line => line.startsWith('| `'))
    expect(rows).toHaveLength(3)
    for (const row of rows) expect(row.split(/(?<!\\)\|/).length).toBe(6)
  })

  it('a secret shows no value; a fixed field says the deploy would fail; so does the verdict', () => {
    expect(text).toContain('| `secrets.OPENAI_API_KEY` |  | (value not shown) |')
    expect(text).toContain('| `dev` | `prod` | ❌ cannot change: deploy would fail |')
    expect(text).toContain('❌ deploy would **update** the deployment, and fail')
    expect(text).toContain('- ✅ no field fixed at creation would change')
  })

  it('the PR comment has the same table under its own headline', () => {
    const comment = renderPlanComment(hostile, 'my-agent', {
      environment: 'production',
      sha: 'abcdef0123456789',
      runUrl: 'https://github.com/acme/agent/actions/runs/1'
    })
    expect(comment).toContain('### LangGraph plan for `my-agent`')
    for (const line of planSection(hostile).slice(2)) expect(comment).toContain(line)
    expect(comment).toContain('Environment `production` · commit `abcdef0`')
  })
})

describe('the plan comment marker', () => {
  it('is its own: neither marker finds the other comment, whatever the environment', () => {
    for (const environment of ['production', 'plan:x', 'a--b', '-plan']) {
      const preview = commentMarker(environment)
      const plan = commentMarker(environment, 'plan')
      expect(plan).not.toContain(preview)
      expect(preview).not.toContain(plan)
      expect(commentMarker(`plan:${environment}`)).not.toBe(plan)
    }
  })
})

describe("an update's What changed", () => {
  it('the same rows as a plan, before and after, every server text escaped', () => {
    const lines = changesSection(hostile.rows.slice(0, 1))
    expect(lines.slice(0, 4)).toEqual([
      '### What changed',
      '',
      '| field | before | new | |',
      '|---|---|---|---|'
    ])
    expect(lines[4]).toContain('`source_revision_config.repo_ref`')
    expect(lines[4]).not.toContain('<script>')
    expect(changesSection([])).toEqual([])
  })
})
