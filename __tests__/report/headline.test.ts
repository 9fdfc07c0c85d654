/** The summary's headline and chart: how the run ended at a glance, and time per state. */
import { describe, expect, it } from '@jest/globals'
import { renderComment } from '../../src/report/comment.js'
import { verdictOf } from '../../src/report/headline.js'
import { mermaidName } from '../../src/report/markdown.js'
import type { RunReport } from '../../src/report/report.js'
import { renderSummary } from '../../src/report/summary.js'
import { gantt } from '../../src/report/timeline.js'

const T0 = Date.parse('2026-11-21T10:00:00Z')

function report(extra: Partial<RunReport> = {}): RunReport {
  return {
    action: 'Deploy',
    target: 'deployment "my-agent"',
    startedAt: T0 - 5_000,
    deploymentName: 'my-agent',
    revisionId: 'rev-2',
    status: 'DEPLOYED',
    agentUrl: 'https://my-agent.example.com',
    timeline: [
      { status: 'BUILDING', at: T0 },
      { status: 'DEPLOYED', at: T0 + 60_000 }
    ],
    ...extra
  }
}

const SMOKE_FAILED = {
  passed: false,
  events: 0,
  verdict: 'Smoke test failed: HTTP 500',
  firstEvents: [],
  durationMs: 100
}

describe('verdictOf', () => {
  it.each<[string, Partial<RunReport>, string, string, string?]>([
    ['deployed', {}, 'deployed', '✅ deployed revision `rev-2`'],
    [
      'live, but the commit check failed the step: which revision and commit serve',
      {
        built: {
          commit: 'abc1234',
          check: 'Could not tell whether commit abc1234 | x',
          refused: true
        },
        failure: 'Could not tell whether commit abc1234; require-commit-match is true'
      },
      'failed',
      '❌ revision `rev-2` is live, but the commit check failed',
      'The revision serves abc1234; the commit check failed: Could not tell whether commit abc1234 \\| x'
    ],
    [
      'a smoke step refused before it reached the agent',
      {
        smokeRefused: 'smoke test not run: its host h | x is not trusted',
        failure: 'smoke test not run; revision rev-2 stays live untested'
      },
      'untested',
      '⚠️ deployed revision `rev-2`, untested: the smoke test did not run',
      'The smoke test did not run: smoke test not run: its host h \\| x is not trusted'
    ],
    [
      'the eval gate refused before it reached the agent (its experiment not created)',
      {
        smokeRefused: 'eval gate not run: the experiment could not be created',
        refusedStep: 'eval gate',
        failure: 'eval gate not run; revision rev-2 stays live untested'
      },
      'untested',
      '⚠️ deployed revision `rev-2`, untested: the eval gate did not run',
      'The eval gate did not run: eval gate not run: the experiment could not be created'
    ],
    [
      'the eval gate failed on its regressions only: over the threshold, within the drop',
      {
        failure: 'eval gate failed: but 1 example that passed on the baseline fails now',
        evalGate: {
          dataset: 'qa',
          datasetId: 'd',
          repeat: 1,
          minPass: 1,
          passed: 9,
          failed: 1,
          score: 0.9,
          threshold: 0.5,
          examples: [],
          baseline: {
            maxDrop: 1,
            text: 'score 0.900 against 0.900',
            failed: false,
            comparison: {
              regressions: [{ exampleId: 'e', input: 'hi', comment: 'expected "x"' }],
              improvements: [],
              compared: 10,
              notCompared: 0,
              maxRegressions: 0,
              failed: true
            }
          }
        }
      },
      'smoke-failed',
      '⚠️ deployed revision `rev-2`, but the eval gate failed'
    ],
    [
      'a rollback to the revision serving already',
      { action: 'Rollback' },
      'succeeded',
      '✅ revision `rev-2` already serves: nothing redeployed'
    ],
    [
      'one smoke failed',
      { smoke: SMOKE_FAILED, failure: 'smoke failed' },
      'smoke-failed',
      '⚠️ deployed revision `rev-2`, but the smoke test failed'
    ],
    [
      'a smoke case failed',
      {
        failure: 'smoke failed',
        smokeCases: [
          { name: 'greets', passed: true, events: 3, durationMs: 1, reason: 'ok' },
          { name: 'tools', passed: false, events: 0, durationMs: 1, reason: 'no tool call' },
          { name: 'refuses', passed: false, events: 0, durationMs: 1, reason: 'answered' }
        ]
      },
      'smoke-failed',
      // The smoke cases' section tells which failed: the headline does not say it again.
      '⚠️ deployed revision `rev-2`, but the smoke test failed'
    ],
    [
      'rolled back after a failed smoke',
      {
        smoke: SMOKE_FAILED,
        failure: 'smoke failed; rolled back',
        rollback: { to: 'rev-1', liveRevisionId: 'rev-3', live: true, toSource: 'commit abc' }
      },
      'rolled-back',
      // A new revision copying rev-1: never "rev-1 is live again".
      '↩️ rolled back: revision `rev-3` (a redeploy of `rev-1`, commit abc) serves'
    ],
    [
      'rolled back in place',
      { failure: 'x', rollback: { to: 'rev-1', live: true } },
      'rolled-back',
      '↩️ rolled back: revision `rev-1` serves'
    ],
    [
      'the rollback failed',
      { failure: 'x', rollback: { to: 'rev-1', live: false, failure: 'HTTP 500' } },
      'rollback-failed',
      '❌ the rollback to revision `rev-1` failed; what serves now is not known'
    ],
    ['build failed', { status: 'BUILD_FAILED', failure: 'x' }, 'build-failed', '❌ build failed'],
    [
      'deploy failed',
      { status: 'DEPLOY_FAILED', failure: 'x' },
      'deploy-failed',
      '❌ deploy failed'
    ],
    [
      'timed out',
      { status: 'BUILDING', failure: 'x', timedOut: true },
      'timed-out',
      '⌛ timed out; last status seen: `BUILDING`'
    ],
    [
      'cancelled',
      { status: 'BUILDING', failure: 'Cancelled', cancelled: true },
      'cancelled',
      '⏹️ cancelled (the deployment itself goes on)'
    ],
    ['another failure', { status: undefined, failure: 'HTTP 401' }, 'failed', '❌ failed'],
    [
      'a plan',
      { status: undefined, plan: { action: 'update', rows: [], preflight: [] } },
      'planned',
      '📋 plan: deploy would update it'
    ],
    [
      'a plan of a deploy that would fail',
      {
        status: undefined,
        plan: { action: 'update', rows: [], preflight: [] },
        failure: "deploy would fail: 'deployment-type' <b>cannot</b> change"
      },
      'planned',
      '📋 plan: deploy would update it, and would fail (why: below)'
    ]
  ])('%s', (...row) => {
    const [, extra, outcome, text, detail] = row
    expect(verdictOf(report(extra))).toEqual({ outcome, text, ...(detail ? { detail } : {}) })
    // One short line: no line break, at most 100 characters even with a UUID revision ID.
    const long = verdictOf(report({ ...extra, revisionId: '0'.repeat(36) })).text
    expect(long).not.toMatch(/\n/)
    expect(long.length).toBeLessThanOrEqual(100)
  })

  it('keeps the headline short whatever the server or the smoke case says', () => {
    const huge = 'x'.repeat(5_000)
    const { text, detail } = verdictOf(
      report({
        revisionId: huge,
        failure: 'smoke failed; rolled back',
        smokeCases: [{ name: huge, passed: false, events: 0, durationMs: 1, reason: huge }],
        rollback: { to: huge, liveRevisionId: huge, live: true }
      })
    )
    expect(text.length).toBeLessThanOrEqual(100)
    expect(detail).toBeUndefined()
  })

  it('escapes what a server or smoke case says', () => {
    const { detail: text = '' } = verdictOf(
      report({
        failure: 'x',
        status: 'DEPLOYED',
        smokeRefused: '@admin <img src=x> | #1'
      })
    )
    expect(text).not.toMatch(/<img|(?<!`)@admin|\| #1/)
    expect(text).toContain('`@admin`')
    expect(text).toContain('&lt;img')
  })
})

describe('the summary headline', () => {
  it('gives the total duration, and no agent URL for a revision that never went live', () => {
    const timedOut = renderSummary(
      report({ status: 'BUILDING', failure: 'late', timedOut: true }),
      T0 + 95_000
    )
    expect(timedOut).toContain(
      '## Deploy of my-agent: ⌛ timed out; last status seen: `BUILDING`\n\nTook 1m 40s.'
    )
    expect(timedOut).not.toContain('Agent URL')
    const live = renderSummary(report(), T0 + 65_000)
    expect(live).toContain('| Agent URL | `https://my-agent.example.com` |')
    expect(live).toContain('Took 1m 10s.')
  })

  it('an untested run tells why once: in the headline, not again as the failure', () => {
    const untested = report({
      smokeRefused: 'its host h is not trusted',
      failure: 'smoke test not run: its host h is not trusted'
    })
    expect(renderSummary(untested, T0).split('its host h is not trusted')).toHaveLength(2)
  })

  it('the PR comment carries the same verdict; a cancelled run is not "failed to deploy"', () => {
    const place = { environment: 'pr-7', sha: 'abcdef1234567' }
    const cancelled = renderComment(
      { state: 'cancelled', deploymentName: 'my-agent', failure: 'Cancelled' },
      place
    )
    expect(cancelled).toContain('⏹️ was cancelled')
    expect(cancelled).not.toContain('failed to deploy')
    const verdict = verdictOf(
      report({
        failure: 'x',
        smoke: { ...SMOKE_FAILED, verdict: 'see https://a.example.com/x for more' },
        rollback: { to: 'rev-1', live: true }
      })
    )
    const rolledBack = renderComment(
      {
        state: 'failure',
        verdict: verdict.text,
        detail: verdict.detail,
        deploymentName: 'my-agent'
      },
      place
    )
    expect(rolledBack).toContain(
      '### LangGraph preview `my-agent`: ↩️ rolled back: revision `rev-1` serves\n\n|'
    )
  })
})

describe('the gantt chart', () => {
  it('draws the run before the first status, each status, and a terminal one as a milestone', () => {
    expect(gantt(report(), T0 + 70_000)).toEqual([
      '```mermaid',
      'gantt',
      '  dateFormat x',
      '  axisFormat %H:%M:%S',
      '  section Run',
      `  0. before the first status : ${T0 - 5_000}, ${T0}`,
      '  section Revision',
      // Seen by one poll, then DEPLOYED: the statuses between were not seen, and get the gap.
      `  1. BUILDING : milestone, ${T0}, ${T0}`,
      `  2. not seen AWAITING_DEPLOY DEPLOYING : ${T0}, ${T0 + 60_000}`,
      `  3. DEPLOYED : milestone, ${T0 + 60_000}, ${T0 + 60_000}`,
      '```',
      ''
    ])
  })

  it('an unfinished last status lasts until now', () => {
    const lines = gantt(
      report({ status: 'BUILDING', timeline: [{ status: 'BUILDING', at: T0 }] }),
      T0 + 9_000
    )
    expect(lines).toContain(`  1. BUILDING : ${T0}, ${T0 + 9_000}`)
  })

  it.each([
    'DEPLOYED\n```\n<script>alert(1)</script>',
    'BUILDING : 0, 1\n  click x call alert(1)',
    '%%{init: {"securityLevel": "loose"}}%%',
    'x ; section evil # comment',
    '`'.repeat(10),
    'CLICK',
    'building:done, crit'
  ])('a hostile status name stays one harmless task name: %j', status => {
    const lines = gantt(report({ timeline: [{ status, at: T0 }] }), T0 + 1_000)
    const body = lines.slice(1, -2)
    expect(lines.at(-2)).toBe('```')
    // Nothing can close the fence, start a directive, a comment, a click or another task.
    for (const line of body) expect(line).not.toMatch(/`|%%|#|;|<|\n/)
    expect(body.filter(line => /^ *click\b/i.test(line))).toEqual([])
    const task = body.find(line => line.startsWith('  1. ')) ?? ''
    expect(task.split(':')).toHaveLength(2)
  })

  it('mermaidName keeps a plain status and marks any other', () => {
    expect(mermaidName('AWAITING_DEPLOY')).toBe('AWAITING_DEPLOY')
    expect(mermaidName('Deploying: 50%')).toBe('unusual status Deploying_50')
    expect(mermaidName(':;#%%')).toBe('unusual status without letters')
    expect(mermaidName('A'.repeat(100))).toHaveLength('unusual status '.length + 60)
  })
})
