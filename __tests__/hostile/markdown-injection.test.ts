// Issue 13, summary and PR-comment injection: server text rendered as GitHub renders Markdown must
// stay text in its own cell: no link, image, HTML, mention, javascript:/data: URL, ANSI or lone CR.
import { describe, expect, it } from '@jest/globals'
import {
  type Hostile,
  agentUrlIs,
  deploymentShows,
  inEmulator,
  prefixNewRevisionIds,
  rewritePolls,
  streamsRun
} from '../fixtures/hostile-emulator.js'
import { CANARY, MARKDOWN_PAYLOAD, REFERENCES, ownLink } from '../fixtures/hostile-payloads.js'
import { KEY, ZERO_WIDTH, cpInputs, published, runHostile } from '../fixtures/hostile-run.js'
import { GITHUB_TOKEN, startPullRequestWorld } from '../fixtures/pull-request.js'
import { markdownProblems, renderedCode } from '../fixtures/rendered-markdown.js'

const MD = MARKDOWN_PAYLOAD
/** The bare URL in the payload: not a link, and copied whole from a code span. */
const BARE_URL = `https://evil.example/${CANARY}-bare`
interface Row {
  readonly vector: string
  readonly arrange: (hostile: Hostile, name: string) => Record<string, string>
  /** Server strings with a `|` that must stay whole in one cell of the summary. */
  readonly keepInOneCell?: readonly string[]
  /**
   * Where the row's canary is shown (default: both). Not where the text holds none or is
   * refused unshown (an ID, a URL), nor event names in the shorter PR comment.
   */
  readonly shownIn?: readonly ('summary' | 'comment')[]
}

const seeded = (
  hostile: Hostile,
  name: string,
  extra: Record<string, string> = {}
): Record<string, string> => {
  hostile.seed(name)
  return { 'deployment-name': name, ...extra }
}

/** The run's revision fails its build, its final status shown as `failed`. */
function failsBuild(
  hostile: Hostile,
  name: string,
  failed: string,
  scenario: { readonly statusMessage: string; readonly buildLogs: readonly string[] },
  inFlight: readonly string[]
): void {
  hostile.emu.setScenario(name, { outcome: 'BUILD_FAILED', ...scenario })
  rewritePolls(hostile, (revision, poll) => {
    if (revision.status === 'BUILD_FAILED') return { ...revision, status: failed }
    return poll < inFlight.length ? { ...revision, status: inFlight[poll] } : revision
  })
}

const rows: Row[] = [
  {
    vector: 'statuses, status message and build log of a failed build',
    arrange: (h, name) => {
      failsBuild(
        h,
        name,
        `BUILD_FAILED ${MD}`,
        { statusMessage: `why ${MD}`, buildLogs: [`error: ${MD}`] },
        ['QUEUED', `BUILDING ${MD}`]
      )
      return seeded(h, name)
    },
    keepInOneCell: ['a|b']
  },
  {
    vector: 'status message with an e-mail, a www. link, math, entities and schemes',
    arrange: (h, name) => {
      const odd = [
        `${CANARY}@evil.example www.evil.example/${CANARY} $\\sqrt{${CANARY}}$`,
        `&lt;img src=x onerror=alert(1)&gt; &#60;b&#62;${CANARY}`,
        `javascript:alert(1) data:text/html,${CANARY} vbscript:x mailto:${CANARY}@evil.example`,
        `1. ${CANARY}`
      ].join(' ')
      failsBuild(
        h,
        name,
        `BUILD_FAILED ${CANARY}@evil.example`,
        { statusMessage: odd, buildLogs: [odd, `\`\`\`\n${odd}`] },
        ['BUILDING']
      )
      return seeded(h, name)
    }
  },
  {
    vector: 'error detail of a 4xx (PATCH 422)',
    arrange: (h, name) => {
      h.emu.faults.add({
        method: 'PATCH',
        path: /./,
        fault: { kind: 'status', status: 422, body: { detail: MD } }
      })
      return seeded(h, name)
    }
  },
  {
    vector: 'deployment name (deployment-id input)',
    arrange: (h, name) => ({ 'deployment-id': h.seed(`${name} ${MD}`).deployment.id })
  },
  {
    vector: 'revision ID with backticks, pipes and HTML',
    arrange: (h, name) => {
      const old = h.seed(name).deployment.latest_revision_id
      prefixNewRevisionIds(h.emu, old, `r\`|<img src=x onerror=alert(1)>\`|${CANARY}-`)
      return { 'deployment-name': name }
    },
    // Refused as no ID, and not repeated.
    shownIn: []
  },
  {
    vector: 'agent URL javascript: (source_config.custom_url)',
    arrange: (h, name) => {
      agentUrlIs(h.emu, name, 'javascript:alert(document.domain)//')
      return { 'deployment-id': h.seed(name).deployment.id }
    },
    shownIn: []
  },
  {
    vector: 'agent URL data: (top-level url)',
    arrange: (h, name) => {
      agentUrlIs(h.emu, name, null)
      deploymentShows(h.emu, name, { url: 'data:text/html,<script>alert(1)</script>' })
      return { 'deployment-id': h.seed(name).deployment.id }
    },
    shownIn: []
  },
  {
    vector: 'agent URL with a pipe, HTML and a mention',
    arrange: (h, name) => {
      const url = `https://agent.example/${CANARY}|x<img src=x onerror=alert(1)> ${REFERENCES[0]}`
      agentUrlIs(h.emu, name, url)
      return { 'deployment-id': h.seed(name).deployment.id }
    },
    shownIn: []
  },
  {
    vector: 'smoke events: subgraph names with |, ANSI, backticks, HTML',
    arrange: (h, name) => {
      const { id } = h.seed(name).deployment
      streamsRun(h.emu, id, runId => [
        { event: 'metadata', data: JSON.stringify({ run_id: runId, attempt: 1 }) },
        { event: `updates|sub:${CANARY}|inner:x`, data: JSON.stringify({ a: MD }) },
        { event: `messages|\`${CANARY}\`|<b>x</b>`, data: '["x"]' },
        { event: `custom|\u001b[31m${CANARY}`, data: JSON.stringify(MD) }
      ])
      return {
        'deployment-name': name,
        'smoke-test': 'true',
        'deployment-url': h.emu.agentUrl(id)
      }
    },
    keepInOneCell: [`updates|sub:${CANARY}|inner:x`],
    shownIn: ['summary']
  }
]

/** Terminal escapes and CRs in what GitHub shows as a deployment's description. */
function descriptionProblems(descriptions: readonly string[]): string[] {
  // eslint-disable-next-line no-control-regex
  return descriptions.filter(text => /[\u001b\u009b\r]/.test(text))
}

describe('server text in the job summary and the PR comment stays text', () => {
  it.concurrent.each(rows)('$vector', row =>
    inEmulator(async hostile => {
      const pr = await startPullRequestWorld()
      try {
        const inputs = row.arrange(hostile, `md-${rows.indexOf(row)}`)
        const run = await runHostile({
          inputs: cpInputs(hostile.emu.url, { 'github-token': GITHUB_TOKEN, ...inputs }),
          env: pr.env
        })
        expect(published(run)).not.toContain(KEY)
        expect(published(run)).not.toContain(GITHUB_TOKEN)
        // The summary and the comment are checked for them with the rest (markdownProblems).
        expect(run.stdout).not.toMatch(ZERO_WIDTH)
        // A URL the server sent, copied from the rendered page, is the URL it sent.
        for (const page of [run.summary, pr.comment()]) {
          if (!page.includes(BARE_URL)) continue
          expect(renderedCode(page).filter(code => code.includes(BARE_URL))).not.toEqual([])
        }
        const allowedHref = (href: string): boolean =>
          ownLink(href) || href.startsWith(`${hostile.emu.url}/agents/`)
        const rules = { canary: CANARY, allowedHref, references: REFERENCES }
        const comment = pr.comment()
        expect(comment).not.toBe('')
        expect({
          summary: markdownProblems(run.summary, { ...rules, keepInOneCell: row.keepInOneCell }),
          comment: markdownProblems(comment, rules),
          deploymentDescriptions: descriptionProblems(pr.descriptions()),
          // The server text reached what people read: the checks are of it, not of its absence.
          shownIn: (['summary', 'comment'] as const).filter(where =>
            (where === 'summary' ? run.summary : comment).includes(CANARY)
          )
        }).toEqual({
          summary: [],
          comment: [],
          deploymentDescriptions: [],
          shownIn: row.shownIn ?? ['summary', 'comment']
        })
      } finally {
        await pr.close()
      }
    })
  )
})
