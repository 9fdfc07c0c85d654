import { describe, expect, it } from '@jest/globals'
import type { RunReport } from '../../src/report/report.js'
import { renderSummary } from '../../src/report/summary.js'

const T0 = Date.parse('2026-11-21T10:00:00Z')

function report(secrets: RunReport['secrets']): RunReport {
  return {
    action: 'Deploy',
    target: 'deployment "my-agent"',
    deploymentName: 'my-agent',
    timeline: [],
    secrets
  }
}

describe('renderSummary: what the secrets list replaced', () => {
  it('names the secrets removed, added and sent again, as code, never a value', () => {
    const md = renderSummary(
      report({
        known: true,
        removed: ['OPENAI_API_KEY', 'SHORT'],
        added: ['NEW_SECRET'],
        changed: [],
        resent: ['KEPT|PIPE']
      }),
      T0
    )
    expect(md).toContain(
      '| Secrets | replaced: removed `OPENAI_API_KEY`, `SHORT`; added `NEW_SECRET`; changed none; sent again <code>KEPT\\|PIPE</code> (values not shown by the service) |'
    )
  })

  it('says so when the service did not list the secrets', () => {
    const md = renderSummary(
      report({ known: false, removed: [], added: [], changed: [], resent: ['A'] }),
      T0
    )
    expect(md).toContain(
      "| Secrets | replaced by `A`; the service did not list the deployment's secrets, so what was removed cannot be told |"
    )
  })

  it('has no secrets row when no list was sent', () => {
    expect(renderSummary(report(undefined), T0)).not.toContain('Secrets')
  })
})
