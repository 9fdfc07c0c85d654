// Issue 13, summary and PR-comment injection: server text rendered as GitHub renders Markdown must
// stay text in its own cell: no link, image, HTML, mention, javascript:/data: URL, ANSI or lone CR.
import { describe, expect, it } from '@jest/globals'
import { CANARY, MARKDOWN_PAYLOAD, REFERENCES, ownLink } from '../fixtures/hostile-payloads.js'
import { KEY, cpInputs, published, runHostile } from '../fixtures/hostile-run.js'
import { type World, inWorld } from '../fixtures/hostile-world.js'
import { GITHUB_TOKEN, startPullRequestWorld } from '../fixtures/pull-request.js'
import { markdownProblems } from '../fixtures/rendered-markdown.js'

const MD = MARKDOWN_PAYLOAD
interface Row {
  readonly vector: string
  readonly arrange: (world: World, name: string) => Record<string, string>
  /** Server strings with a `|` that must stay whole in one cell of the summary. */
  readonly keepInOneCell?: readonly string[]
}

const seeded = (
  { cp }: World,
  name: string,
  extra: Record<string, string> = {}
): Record<string, string> => {
  cp.seed({ name })
  return { 'deployment-name': name, ...extra }
}

const rows: Row[] = [
  {
    vector: 'statuses, status message and build log of a failed build',
    arrange: (w, name) => {
      w.cp.knobs.schedule = ['QUEUED', `BUILDING ${MD}`, `BUILD_FAILED ${MD}`]
      w.cp.knobs.statusMessage = status => (status.startsWith('BUILD_FAILED') ? `why ${MD}` : null)
      w.cp.knobs.logs.build = [`error: ${MD}`]
      return seeded(w, name)
    },
    keepInOneCell: ['a|b']
  },
  {
    vector: 'status message with an e-mail, a www. link, math, entities and schemes',
    arrange: (w, name) => {
      w.cp.knobs.schedule = ['BUILDING', `BUILD_FAILED ${CANARY}@evil.example`]
      const odd = [
        `${CANARY}@evil.example www.evil.example/${CANARY} $\\sqrt{${CANARY}}$`,
        `&lt;img src=x onerror=alert(1)&gt; &#60;b&#62;${CANARY}`,
        `javascript:alert(1) data:text/html,${CANARY} vbscript:x mailto:${CANARY}@evil.example`,
        `1. ${CANARY}`
      ].join(' ')
      w.cp.knobs.statusMessage = status => (status.startsWith('BUILD_FAILED') ? odd : null)
      w.cp.knobs.logs.build = [odd, `\`\`\`\n${odd}`]
      return seeded(w, name)
    }
  },
  {
    vector: 'error detail of a 4xx (PATCH 422)',
    arrange: (w, name) => {
      w.cp.knobs.faults = [{ method: 'PATCH', path: /./, kind: 'status', status: 422, detail: MD }]
      return seeded(w, name)
    }
  },
  {
    vector: 'deployment name (deployment-id input)',
    arrange: (w, name) => ({ 'deployment-id': w.cp.seed({ name: `${name} ${MD}` }).id })
  },
  {
    vector: 'revision ID with backticks, pipes and HTML',
    arrange: (w, name) => {
      w.cp.knobs.revisionIdPrefix = `r\`|<img src=x onerror=alert(1)>\`|${CANARY}-`
      return seeded(w, name)
    }
  },
  {
    vector: 'agent URL javascript: (source_config.custom_url)',
    arrange: (w, name) => ({
      'deployment-id': w.cp.seed({ name, customUrl: 'javascript:alert(document.domain)//' }).id
    })
  },
  {
    vector: 'agent URL data: (top-level url)',
    arrange: (w, name) => ({
      'deployment-id': w.cp.seed({ name, url: 'data:text/html,<script>alert(1)</script>' }).id
    })
  },
  {
    vector: 'agent URL with a pipe, HTML and a mention',
    arrange: (w, name) => ({
      'deployment-id': w.cp.seed({
        name,
        customUrl: `https://agent.example/${CANARY}|x<img src=x onerror=alert(1)> ${REFERENCES[0]}`
      }).id
    })
  },
  {
    vector: 'smoke events: subgraph names with |, ANSI, backticks, HTML',
    arrange: (w, name) => {
      w.agent.events = [
        { event: 'metadata', data: JSON.stringify({ run_id: w.agent.runId, attempt: 1 }) },
        { event: `updates|sub:${CANARY}|inner:x`, data: JSON.stringify({ a: MD }) },
        { event: `messages|\`${CANARY}\`|<b>x</b>`, data: '["x"]' },
        { event: `custom|\u001b[31m${CANARY}`, data: JSON.stringify(MD) }
      ]
      return seeded(w, name, { 'smoke-test': 'true', 'deployment-url': w.agent.url })
    },
    keepInOneCell: [`updates|sub:${CANARY}|inner:x`]
  }
]

/** Terminal escapes and CRs in what GitHub shows as a deployment's description. */
function descriptionProblems(descriptions: readonly string[]): string[] {
  // eslint-disable-next-line no-control-regex
  return descriptions.filter(text => /[\u001b\u009b\r]/.test(text))
}

describe('server text in the job summary and the PR comment stays text', () => {
  it.concurrent.each(rows)('$vector', row =>
    inWorld(async world => {
      const pr = await startPullRequestWorld()
      try {
        const inputs = row.arrange(world, `md-${rows.indexOf(row)}`)
        const run = await runHostile({
          inputs: cpInputs(world.cp.url, { 'github-token': GITHUB_TOKEN, ...inputs }),
          env: pr.env
        })
        expect(published(run)).not.toContain(KEY)
        expect(published(run)).not.toContain(GITHUB_TOKEN)
        const allowedHref = (href: string): boolean => ownLink(href) || href === world.agent.url
        const rules = { canary: CANARY, allowedHref, references: REFERENCES }
        const comment = pr.comment()
        expect(comment).not.toBe('')
        expect({
          summary: markdownProblems(run.summary, { ...rules, keepInOneCell: row.keepInOneCell }),
          comment: markdownProblems(comment, rules),
          deploymentDescriptions: descriptionProblems(pr.descriptions())
        }).toEqual({ summary: [], comment: [], deploymentDescriptions: [] })
      } finally {
        await pr.close()
      }
    })
  )
})
