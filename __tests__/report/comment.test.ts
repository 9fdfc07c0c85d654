/**
 * What the job summary and the PR comment say of a rollback: what is live now, with server text
 * escaped by markdown.ts like everywhere else.
 */
import { describe, expect, it } from '@jest/globals'
import { renderComment } from '../../src/report/comment.js'
import type { RunReport } from '../../src/report/report.js'
import { renderSummary, rollbackLine } from '../../src/report/summary.js'

const T0 = Date.parse('2026-11-21T10:00:00Z')

function report(extra: Partial<RunReport>): RunReport {
  return {
    action: 'Deploy',
    target: 'deployment "my-agent"',
    deploymentName: 'my-agent',
    revisionId: 'rev-new',
    status: 'DEPLOYED',
    timeline: [{ status: 'DEPLOYED', at: T0 }],
    ...extra
  }
}

describe('rollbackLine', () => {
  it('names the revision live now, and the one redeployed when they differ', () => {
    expect(rollbackLine({ to: 'rev-old', liveRevisionId: 'rev-again', live: true })).toBe(
      '✅ Revision `rev-again` (a redeploy of `rev-old`) serves.'
    )
    expect(
      rollbackLine({
        to: 'rev-old',
        liveRevisionId: 'rev-again',
        toSource: 'commit 0123456789ab (main)',
        from: { id: 'rev-bad' },
        live: true
      })
    ).toBe(
      '✅ Revision `rev-again` (a redeploy of `rev-old`, commit 0123456789ab (main)) serves, in place of revision `rev-bad`.'
    )
    expect(rollbackLine({ to: 'rev-old', liveRevisionId: 'rev-old', live: true })).toBe(
      '✅ Revision `rev-old` serves.'
    )
    expect(rollbackLine({ to: 'rev-old', live: false })).toBe(
      '⏳ Revision `rev-old` was redeployed; it was not seen serving.'
    )
  })

  it('says a failed rollback failed, its reason escaped', () => {
    const line = rollbackLine({
      to: 'rev-old',
      live: false,
      failure: 'ended DEPLOY_FAILED | <img src=x onerror=alert(1)>\n# heading'
    })
    expect(line).toMatch(/^❌ The rollback to revision `rev-old` failed: /)
    expect(line).not.toContain('<img')
    expect(line).not.toContain('\n')
    expect(line).toContain('\\|')
  })
})

describe('the summary and the comment after a rollback', () => {
  it('the summary has a Rolled back section only when a rollback was made', () => {
    const rolled = report({
      failure: 'smoke test failed; rolled back',
      built: { commit: 'b'.repeat(40) },
      rollback: {
        automatic: true,
        from: { id: 'rev-new', source: 'commit bbbbbbbbbbbb (broken)' },
        to: 'rev-old',
        toSource: 'commit aaaaaaaaaaaa (main)',
        liveRevisionId: 'rev-again',
        live: true
      }
    })
    const md = renderSummary(rolled, T0)
    expect(md).toContain(
      [
        '### Rolled back after the failed smoke test',
        '',
        '| | Revision | Built from |',
        '|---|---|---|',
        "| From (this run's, failed) | `rev-new` | commit bbbbbbbbbbbb (broken) |",
        '| To (served before this run) | `rev-old` | commit aaaaaaaaaaaa (main) |',
        '| Made (a redeploy of the one above) | `rev-again` | commit aaaaaaaaaaaa (main) |',
        '',
        '✅ Revision `rev-again` (a redeploy of `rev-old`, commit aaaaaaaaaaaa (main)) serves, in place of revision `rev-new`.'
      ].join('\n')
    )
    // What serves at the end, in the headline; the run's own revision marked rolled back.
    expect(md).toContain(
      '↩️ rolled back: revision `rev-again` (a redeploy of `rev-old`, commit aaaaaaaaaaaa (main)) serves'
    )
    expect(md).not.toMatch(/live again|is live now/)
    expect(md).toContain('| Status | **rolled back**: was DEPLOYED; it no longer serves |')
    // The failure is told by the sections, not quoted once more.
    expect(md).not.toContain('> smoke test failed; rolled back')
    expect(renderSummary(report({}), T0)).not.toContain('Rolled back')
  })

  it('the comment has a Rolled back row', () => {
    const body = renderComment(
      {
        state: 'failure',
        deploymentName: 'my-agent',
        revisionId: 'rev-new',
        rollback: { to: 'rev-old', liveRevisionId: 'rev-old', live: true }
      },
      { environment: 'pr-1', sha: '0123456789abcdef' }
    )
    expect(body).toContain('| Rolled back | ✅ Revision `rev-old` serves. |')
    const without = renderComment(
      { state: 'failure', deploymentName: 'my-agent' },
      { environment: 'pr-1', sha: '0123456789abcdef' }
    )
    expect(without).not.toContain('Rolled back')
  })
})
