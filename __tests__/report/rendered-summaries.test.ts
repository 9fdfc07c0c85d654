/**
 * The job summary of a success, a `wait: false`, a timeout and a failure, kept as fixtures
 * (__tests__/fixtures/summaries/*.md): each is what renderSummary writes today, and each renders
 * (GFM, as GitHub does) to a page whose tables have headers and whose link to the deployment works.
 */
import { readFile, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'
import { dashboardUrl } from '../../src/control-plane/hosts.js'
import type { RunReport } from '../../src/report/report.js'
import { renderSummary } from '../../src/report/summary.js'

const DIR = path.join(import.meta.dirname, '..', 'fixtures', 'summaries')
const T0 = Date.parse('2026-11-21T10:00:00Z')
const DEPLOYMENT_ID = '0b4d3c2a-1e5f-4a6b-9c8d-7e6f5a4b3c2d'
const LINK = dashboardUrl({
  apiUrl: 'https://api.host.langchain.com',
  tenantId: '6f0b8c9e-2a43-4e59-9d8e-1c2b3a4d5e6f',
  deploymentId: DEPLOYMENT_ID
})

function base(): RunReport {
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
      ...base(),
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
      ...base(),
      status: 'QUEUED',
      submitted: true,
      built: BUILT,
      timeline: [{ status: 'QUEUED', at: T0 }]
    },
    now: T0 + 1_000
  },
  timeout: {
    report: {
      ...base(),
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
      ...base(),
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
