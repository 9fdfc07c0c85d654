/**
 * The job summary (renderSummary): each part of a run's report as a table row, the secrets list
 * it replaced, and four whole summaries kept as fixtures that render as GitHub renders them.
 */
import { readFile, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'
import { formatDuration } from '../../src/base/duration.js'
import { dashboardUrl } from '../../src/control-plane/hosts.js'
import type { RunReport } from '../../src/report/report.js'
import { renderSummary } from '../../src/report/summary.js'

const ACTIONS = { deploy: 'Deploy', delete: 'Delete', smoke: 'Smoke test' } as const

function newReport(mode: keyof typeof ACTIONS, target: string): RunReport {
  return { action: ACTIONS[mode], target, timeline: [] }
}

const T0 = Date.parse('2026-11-21T10:00:00Z')

function deployed(): RunReport {
  return {
    ...newReport('deploy', 'deployment "my-agent"'),
    deploymentName: 'my-agent',
    deploymentId: 'dep-1',
    dashboardUrl: 'https://smith.langchain.com/o/ws/host/deployments/dep-1',
    revisionId: 'rev-2',
    created: false,
    status: 'DEPLOYED',
    agentUrl: 'https://my-agent.example.com',
    timeline: [
      { status: 'CREATING', at: T0 },
      { status: 'BUILDING', at: T0 + 10_000 },
      { status: 'DEPLOYING', at: T0 + 130_000 },
      { status: 'DEPLOYED', at: T0 + 160_000 }
    ]
  }
}

describe('renderSummary', () => {
  it('tells a success: link, revision, status, URL and the timeline with the time in each status', () => {
    const md = renderSummary(deployed(), T0 + 170_000)
    expect(md).toContain('## Deploy of my-agent: ✅ deployed revision `rev-2`')
    expect(md).toContain(
      '| Deployment ID | [`dep-1`](https://smith.langchain.com/o/ws/host/deployments/dep-1) |'
    )
    expect(md).toContain('| Revision | `rev-2` |')
    expect(md).toContain('| Status | **DEPLOYED** |')
    expect(md).toContain('| Agent URL | `https://my-agent.example.com` |')
    // Between two statuses seen, those passed unseen are named, and the time between the
    // polls is given to none of them: CREATING does not get QUEUED's and BUILDING's time.
    expect(md).toContain(
      [
        '| CREATING | 10:00:00 | one poll |',
        '| QUEUED | not seen | |',
        '| AWAITING_BUILD | not seen | |',
        '| BUILDING | 10:00:10 | one poll |',
        '| AWAITING_DEPLOY | not seen | |',
        '| DEPLOYING | 10:02:10 | 30 s |',
        '| DEPLOYED | 10:02:40 |  |'
      ].join('\n')
    )
    expect(md).toContain('A status marked "not seen" came and went between two polls')
  })

  it('tells what was built: repository, ref, commit, config and the commit check, escaped', () => {
    const md = renderSummary(
      {
        ...deployed(),
        built: {
          repo: 'https://github.com/acme/agent',
          ref: 'feature|x',
          commit: '0123456789abcdef0123456789abcdef01234567',
          configPath: 'langgraph.json',
          check: 'Commit <b>x</b> is this workflow’s commit'
        }
      },
      T0 + 170_000
    )
    expect(md).toContain('| Repository | `https://github.com/acme/agent` |')
    expect(md).toContain('| Ref | <code>feature&#124;x</code> |')
    expect(md).toContain('| Commit built | `0123456789abcdef0123456789abcdef01234567` |')
    expect(md).toContain('| Config | `langgraph.json` |')
    expect(md).toContain('| Commit check | Commit &lt;b&gt;x&lt;/b&gt; is this workflow’s commit |')
  })

  it('tells a failure: the message and the last log lines', () => {
    const report: RunReport = {
      ...deployed(),
      status: 'BUILD_FAILED',
      timeline: [{ status: 'BUILD_FAILED', at: T0 }],
      failure: 'revision rev-2 ended BUILD_FAILED | oops',
      logs: { type: 'build', lines: ['step 1', 'ERROR: ```boom```'], cause: 'ERROR: ```boom```' }
    }
    const md = renderSummary(report, T0)
    expect(md).toContain('## Deploy of my-agent: ❌ build failed')
    expect(md).toContain('Root cause, from the build log: ```` ERROR: ```boom``` ````')
    // A revision that never went live: its deployment's URL is not shown as the agent's.
    expect(md).not.toContain('Agent URL')
    expect(md).toContain('> revision rev-2 ended BUILD_FAILED \\| oops')
    // A fence longer than any run of backticks in the lines: nothing in them can close it.
    expect(md).toContain(
      '### Last 2 lines of the build log\n\n````text\nstep 1\nERROR: ```boom```\n````'
    )
  })

  it('shows the smoke result with its first events', () => {
    const report: RunReport = {
      ...deployed(),
      smoke: {
        passed: true,
        runId: 'run-1',
        events: 3,
        verdict: 'Smoke test passed: 3 events',
        firstEvents: [{ event: 'updates', namespace: ['sub:1'], bytes: 12, preview: '{"a":1}' }],
        durationMs: 1500
      }
    }
    const md = renderSummary(report, T0)
    expect(md).toContain('### Smoke test\n\n✅ Smoke test passed: 3 events')
    expect(md).toContain('run `run-1` · 3 events · 1.5 s')
    // A namespaced event name keeps its pipe without splitting the table's cell.
    expect(md).toContain('| 1 | <code>updates&#124;sub&#58;1</code> | 12 | `{"a":1}` |')
  })

  it('shows the smoke cases as a table, each cell escaped', () => {
    const md = renderSummary(
      {
        ...deployed(),
        smokeCases: [
          {
            name: 'greets',
            passed: true,
            runId: 'run-1',
            events: 3,
            durationMs: 1200,
            reason: 'ok'
          },
          {
            name: 'a | b <i>',
            passed: false,
            events: 1,
            durationMs: 65_000,
            reason: 'the run sent an error event: <img src=x> | @team\n# pwned'
          }
        ]
      },
      T0 + 170_000
    )
    expect(md).toContain('### Smoke cases\n\n❌ 1 of 2 passed')
    expect(md).toContain('| case | passed | run | events | duration | reason |')
    expect(md).toContain(`| greets | ✅ | \`run-1\` | 3 | ${formatDuration(1200)} | ok |`)
    const row = md.split('\n').find(line => line.startsWith('| a '))
    expect(row).toBe(
      `| a \\| b &lt;i&gt; | ❌ |  | 1 | ${formatDuration(65_000)} | the run sent an error event: &lt;img src=x&gt; \\| \`@team\` # pwned |`
    )
  })

  it('says when the run was cancelled, not that it failed', () => {
    const md = renderSummary({ ...deployed(), cancelled: true, failure: 'Cancelled' }, T0)
    expect(md).toContain('## Deploy of my-agent: ⏹️ cancelled (the deployment itself goes on)')
    expect(md).not.toContain('❌')
  })
})

describe('dashboardUrl', () => {
  const ids = { tenantId: 't', deploymentId: 'd' }
  it.each<[string, string]>([
    ['https://api.host.langchain.com', 'https://smith.langchain.com/o/t/host/deployments/d'],
    ['https://eu.api.host.langchain.com', 'https://eu.smith.langchain.com/o/t/host/deployments/d'],
    [
      'https://apac.api.host.langchain.com',
      'https://apac.smith.langchain.com/o/t/host/deployments/d'
    ],
    [
      'https://aws.api.host.langchain.com',
      'https://aws.smith.langchain.com/o/t/host/deployments/d'
    ],
    // Self-hosted: the control-plane URL without its /api-host.
    [
      'https://langsmith.example.com/api-host',
      'https://langsmith.example.com/o/t/host/deployments/d'
    ],
    ['https://ls.example.com/x/api-host/', 'https://ls.example.com/x/o/t/host/deployments/d'],
    ['http://127.0.0.1:8123', 'http://127.0.0.1:8123/o/t/host/deployments/d']
  ])('%s', (apiUrl, expected) => {
    expect(dashboardUrl({ apiUrl, ...ids })).toBe(expected)
  })
})

describe('small helpers', () => {
  it.each([
    [0, '0 ms'],
    [140, '140 ms'],
    [1500, '1.5 s'],
    [59_400, '59 s'],
    [60_000, '1m 00s'],
    [3_725_000, '62m 05s']
  ])('formatDuration(%i) = %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })
})

describe('renderSummary in smoke mode on a URL alone', () => {
  it('names the agent server it tested', () => {
    const md = renderSummary(newReport('smoke', 'the agent server at https://a.example.com'), T0)
    // A URL in text is a code span: GitHub makes no link of it, and copied it is the URL.
    expect(md).toContain(
      '## Smoke test of the agent server at `https://a.example.com`: ✅ succeeded'
    )
    expect(md).not.toContain('\u200b')
  })
})

describe('renderSummary says only what it knows', () => {
  it('wait: false says submitted, not succeeded, and shows no commit built', () => {
    const report: RunReport = {
      ...deployed(),
      status: 'CREATING',
      submitted: true,
      built: { repo: 'https://github.com/acme/agent', ref: 'main', commit: 'a'.repeat(40) },
      timeline: [{ status: 'CREATING', at: T0 }]
    }
    const md = renderSummary(report, T0 + 5_000)
    expect(md).toContain('## Deploy of my-agent: 📨 submitted revision `rev-2` (not waited for)')
    expect(md).not.toContain('succeeded')
    expect(md).not.toContain('Commit built')
    expect(md).toContain('| Ref | `main` |')
  })

  it('key/value tables have a real header row', () => {
    const md = renderSummary(deployed(), T0 + 170_000)
    expect(md).toContain('| Fact | Value |\n|---|---|\n| Deployment | my-agent |')
    expect(md).not.toMatch(/^\| \| \|$/m)
  })

  it('labels the timeline as first seen, and says when polls were sparse', () => {
    const dense = renderSummary(deployed(), T0 + 170_000)
    expect(dense).toContain('| Status | First seen (UTC) | Seen for |')
    expect(dense).not.toContain('Polls were sparse')
    const report: RunReport = {
      ...deployed(),
      timeline: [
        { status: 'CREATING', at: T0 },
        { status: 'DEPLOYED', at: T0 + 90_000, after: T0 + 5_000 }
      ]
    }
    expect(renderSummary(report, T0 + 100_000)).toContain(
      'Polls were sparse (up to 1m 25s apart): a status may have begun up to that long before it was first seen'
    )
  })

  it('a timeout names the last status seen and the last line of the build log', () => {
    const report: RunReport = {
      ...deployed(),
      status: 'BUILDING',
      timedOut: true,
      failure: 'timed out',
      logs: { type: 'build', lines: ['Step 1/9', 'Step 7/9 : RUN pip install'] }
    }
    const md = renderSummary(report, T0 + 200_000)
    expect(md).toContain('⌛ timed out; last status seen: `BUILDING`')
    expect(md).toContain('Last line of the build log: `Step 7/9 : RUN pip install`')
  })
})

function withSecrets(secrets: RunReport['secrets']): RunReport {
  return { ...newReport('deploy', 'deployment "my-agent"'), deploymentName: 'my-agent', secrets }
}

describe('renderSummary: what the secrets list replaced', () => {
  it('names the secrets removed, added and sent again, as code, never a value', () => {
    const md = renderSummary(
      withSecrets({
        known: true,
        removed: ['OPENAI_API_KEY', 'SHORT'],
        added: ['NEW_SECRET'],
        changed: [],
        resent: ['KEPT|PIPE']
      }),
      T0
    )
    expect(md).toContain(
      '| Secrets | replaced: removed `OPENAI_API_KEY`, `SHORT`; added `NEW_SECRET`; changed none; sent again <code>KEPT&#124;PIPE</code> (values not shown by the service) |'
    )
  })

  it('says so when the service did not list the secrets', () => {
    const md = renderSummary(
      withSecrets({ known: false, removed: [], added: [], changed: [], resent: ['A'] }),
      T0
    )
    expect(md).toContain(
      "| Secrets | replaced by `A`; the service did not list the deployment's secrets, so what was removed cannot be told |"
    )
  })

  it('has no secrets row when no list was sent', () => {
    expect(renderSummary(withSecrets(undefined), T0)).not.toContain('Secrets')
  })
})

// The fixtures (__tests__/fixtures/summaries/*.md): a success, a `wait: false`, a timeout and a
// failure, each what renderSummary writes today, each rendering (GFM) to tables with headers
// and a working link to the deployment.
const DIR = path.join(import.meta.dirname, '..', 'fixtures', 'summaries')
const DEPLOYMENT_ID = '0b4d3c2a-1e5f-4a6b-9c8d-7e6f5a4b3c2d'
const LINK = dashboardUrl({
  apiUrl: 'https://api.host.langchain.com',
  tenantId: '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f',
  deploymentId: DEPLOYMENT_ID
})

function fixtureBase(): RunReport {
  return {
    action: 'Deploy',
    target: 'deployment "my-agent"',
    startedAt: T0 - 5_000,
    deploymentName: 'my-agent',
    deploymentId: DEPLOYMENT_ID,
    dashboardUrl: LINK,
    revisionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    created: false,
    timeline: []
  }
}

const BUILT = { repo: 'https://github.com/acme/agent', ref: 'main', commit: 'c'.repeat(40) }

/** Each case: the report and the clock at its end. */
const CASES: Readonly<Record<string, { report: RunReport; now: number }>> = {
  success: {
    report: {
      ...fixtureBase(),
      status: 'DEPLOYED',
      agentUrl: 'https://my-agent-0b4d.us.langgraph.app',
      agentUrlFrom: 'url',
      built: BUILT,
      timeline: [
        { status: 'QUEUED', at: T0 },
        { status: 'BUILDING', at: T0 + 6_000, after: T0 + 3_000 },
        { status: 'DEPLOYING', at: T0 + 120_000, after: T0 + 115_000 },
        { status: 'DEPLOYED', at: T0 + 150_000, after: T0 + 147_000 }
      ]
    },
    now: T0 + 152_000
  },
  'wait-false': {
    report: {
      ...fixtureBase(),
      status: 'QUEUED',
      submitted: true,
      built: BUILT,
      timeline: [{ status: 'QUEUED', at: T0 }]
    },
    now: T0 + 1_000
  },
  timeout: {
    report: {
      ...fixtureBase(),
      status: 'BUILDING',
      timedOut: true,
      failure: 'revision 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d is still BUILDING after 30m 00s',
      logs: {
        type: 'build',
        lines: ['#7 [3/5] RUN pip install -r requirements.txt', '#7 12.1 Collecting langgraph']
      },
      timeline: [
        { status: 'QUEUED', at: T0 },
        { status: 'BUILDING', at: T0 + 60_000, after: T0 + 5_000 }
      ]
    },
    now: T0 + 1_800_000
  },
  failure: {
    report: {
      ...fixtureBase(),
      status: 'BUILD_FAILED',
      failure: 'revision 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d failed: BUILD_FAILED',
      logs: {
        type: 'build',
        lines: ['#9 ERROR: No matching distribution found for langgraph==99'],
        cause: 'ERROR: No matching distribution found for langgraph==99'
      },
      timeline: [
        { status: 'QUEUED', at: T0 },
        { status: 'BUILDING', at: T0 + 5_000, after: T0 + 2_000 },
        { status: 'BUILD_FAILED', at: T0 + 40_000, after: T0 + 37_000 }
      ]
    },
    now: T0 + 41_000
  }
}

const renderGfm = (markdown: string): string =>
  micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] })

describe.each(Object.entries(CASES))('the rendered summary of a %s', (name, { report, now }) => {
  const file = path.join(DIR, `${name}.md`)

  it('is the fixture kept for it (UPDATE_FIXTURES=1 rewrites it)', async () => {
    const markdown = renderSummary(report, now)
    if (process.env.UPDATE_FIXTURES === '1') await writeFile(file, markdown)
    expect(markdown).toBe(await readFile(file, 'utf8'))
  })

  it('renders with a working link to the deployment and tables with headers', async () => {
    const page = renderGfm(await readFile(file, 'utf8'))
    expect(page).toContain(`<a href="${LINK}"><code>${DEPLOYMENT_ID}</code></a>`)
    expect(new URL(LINK).protocol).toBe('https:')
    const tables = page.match(/<table>[\s\S]*?<\/table>/g) ?? []
    expect(tables.length).toBeGreaterThan(0)
    for (const table of tables) expect(table).toMatch(/<thead>\s*<tr>\s*<th>\S/)
    expect(page).not.toContain('\u200b')
    // The headline is one line: a heading, with the details below it.
    expect(page.match(/<h2>[^\n]*<\/h2>/)?.[0].length ?? 0).toBeLessThan(160)
  })
})

describe('what each summary says', () => {
  const page = (name: string): string => {
    const c = CASES[name]
    return c === undefined ? '' : renderSummary(c.report, c.now)
  }
  it('wait: false is submitted, with no commit built', () => {
    expect(page('wait-false')).toContain('📨 submitted')
    expect(page('wait-false')).not.toContain('Commit built')
  })
  it('a timeout names the last status and the last build log line', () => {
    expect(page('timeout')).toContain('last status seen: `BUILDING`')
    expect(page('timeout')).toContain('Last line of the build log: `#7 12.1 Collecting langgraph`')
    expect(page('timeout')).toContain('Polls were sparse')
  })
  it('a failure names the root cause', () => {
    expect(page('failure')).toContain('❌ build failed')
    expect(page('failure')).toContain('Root cause, from the build log:')
  })
})

describe('renderSummary: what serves at the end, each message once', () => {
  const SMOKE_FAILED = {
    passed: false,
    events: 2,
    verdict: 'Smoke test failed after 39 ms: the run sent an error event: boom',
    firstEvents: [],
    durationMs: 39
  }

  it('a smoke failure is told once: in its section, not in a detail nor in a quote too', () => {
    const md = renderSummary(
      {
        ...deployed(),
        smoke: SMOKE_FAILED,
        failure: 'smoke test of https://a.example failed: the run sent an error event: boom',
        noRollback: 'no rollback: no revision served deployment "my-agent" before this run'
      },
      T0 + 170_000
    )
    expect(md.match(/the run sent an error event: boom/g)).toHaveLength(1)
    expect(md).toContain(
      '### Not rolled back\n\nno rollback: no revision served deployment "my-agent" before this run.'
    )
  })

  it('mode rollback: from/to rows with each side’s source, and what serves', () => {
    const md = renderSummary(
      {
        ...deployed(),
        action: 'Rollback',
        revisionId: 'rev-3',
        rollback: {
          automatic: false,
          from: { id: 'rev-2', source: 'archive uploads/b.tgz (sha256:bbbbbbbbbbbb…)' },
          to: 'rev-1',
          toSource: 'commit aaaaaaaaaaaa (main)',
          liveRevisionId: 'rev-3',
          live: true
        }
      },
      T0 + 170_000
    )
    expect(md).toContain(
      '## Rollback of my-agent: ↩️ rolled back: revision `rev-3` (a redeploy of `rev-1`, commit aaaaaaaaaaaa (main)) serves'
    )
    expect(md).toContain('### Rolled back\n')
    expect(md).toContain(
      '| From (served before) | `rev-2` | archive uploads/b.tgz (sha256:bbbbbbbbbbbb…) |'
    )
    expect(md).toContain('| To (redeployed) | `rev-1` | commit aaaaaaaaaaaa (main) |')
    // The run's own revision is the copy, and it serves: no "rolled back" mark on it.
    expect(md).toContain('| Status | **DEPLOYED** |')
  })

  it('nothing built that was not: a cancel or a timeout while BUILDING', () => {
    const building = {
      ...deployed(),
      status: 'BUILDING',
      built: { commit: 'c'.repeat(40) },
      timeline: [{ status: 'BUILDING', at: T0 }]
    }
    const timedOut = renderSummary({ ...building, timedOut: true, failure: 'late' }, T0 + 9_000)
    expect(timedOut).not.toContain('Commit built')
    expect(timedOut).toContain(
      `| Commit | \`${'c'.repeat(40)}\` (not built; last status seen BUILDING) |`
    )
    const failed = renderSummary({ ...building, status: 'BUILD_FAILED' }, T0 + 9_000)
    expect(failed).toContain('(its build failed)')
    const built = renderSummary({ ...building, timeline: deployed().timeline }, T0 + 170_000)
    expect(built).toContain('| Commit built |')
  })

  it('after on-cancel: interrupt, the status is INTERRUPTED, not the last BUILDING polled', () => {
    const md = renderSummary(
      {
        ...deployed(),
        status: 'BUILDING',
        cancelled: true,
        failure: 'Cancelled',
        interrupt: { revisionId: 'rev-2', outcome: 'interrupted' }
      },
      T0 + 170_000
    )
    expect(md).toContain(
      '| Status | **INTERRUPTED** (the service took the interrupt; last status polled: BUILDING) |'
    )
    expect(md).not.toContain('| Status | **BUILDING** |')
  })

  it('wait: false draws no timeline', () => {
    const md = renderSummary({ ...deployed(), status: 'QUEUED', submitted: true }, T0 + 1)
    expect(md).not.toContain('### Status timeline')
    expect(md).not.toContain('mermaid')
  })
})
