// The hostile fixtures' own checks: the control plane's wire shapes, state machine and knobs, the
// agent's SSE, and the Markdown reader, so that a failing hostile test blames the action.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startHostileAgent } from '../fixtures/hostile-agent.js'
import {
  type HostileControlPlane,
  startHostileControlPlane
} from '../fixtures/hostile-control-plane.js'
import { honestKnobs, routeOf } from '../fixtures/hostile-knobs.js'
import { CANARY, MARKDOWN_PAYLOAD, REFERENCES } from '../fixtures/hostile-payloads.js'
import { KEY, SHA, WORKSPACE } from '../fixtures/hostile-run.js'
import { markdownProblems, rowCells } from '../fixtures/rendered-markdown.js'

let cp: HostileControlPlane

beforeAll(async () => {
  cp = await startHostileControlPlane({ apiKey: KEY, workspaceId: WORKSPACE, commitSha: SHA })
})

afterAll(async () => {
  await cp.close()
})

beforeEach(() => {
  cp.knobs = honestKnobs(SHA)
})

const headers = { 'x-api-key': KEY, 'x-tenant-id': WORKSPACE, 'content-type': 'application/json' }

/** The fields these checks read from any answer of the control plane. */
interface Wire {
  readonly id: string
  readonly name: string
  readonly status: string
  readonly latest_revision_id: string
  readonly active_revision_id: string
  readonly resources: readonly Wire[]
  readonly logs: readonly { readonly message: string }[]
  readonly next_offset: string | null
}

async function call(method: string, path: string, body?: unknown): Promise<[number, Wire]> {
  const res = await fetch(`${cp.url}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const text = await res.text()
  return [res.status, (text === '' ? {} : JSON.parse(text)) as Wire]
}

describe('hostile control plane', () => {
  it('creates, lists by name_contains with limit and offset, refuses a taken name', async () => {
    const body = { name: 'fx-a', source: 'github', source_revision_config: { repo_ref: 'main' } }
    const [status, created] = await call('POST', '/v2/deployments', body)
    expect(status).toBe(201)
    expect(created.latest_revision_id).toEqual(expect.any(String))
    expect((await call('POST', '/v2/deployments', body))[0]).toBe(409)
    await call('POST', '/v2/deployments', { ...body, name: 'fx-ab' })
    const [, page] = await call('GET', '/v2/deployments?name_contains=fx-a&limit=1&offset=1')
    expect(page.resources.map(d => d.name)).toEqual(['fx-ab'])
    expect((await call('GET', '/v2/deployments?limit=101'))[0]).toBe(422)
  })

  it('advances a revision one status per poll and makes it active when DEPLOYED', async () => {
    const seeded = cp.seed({ name: 'fx-poll' })
    cp.knobs.schedule = ['QUEUED', 'DEPLOYED']
    const [, patched] = await call('PATCH', `/v2/deployments/${seeded.id}`, {
      source_revision_config: { repo_ref: 'refs/tags/v1', langgraph_config_path: 'lg.json' }
    })
    const id = patched.latest_revision_id
    const path = `/v2/deployments/${seeded.id}/revisions/${id}`
    expect((await call('GET', path))[1].status).toBe('QUEUED')
    expect((await call('GET', path))[1]).toMatchObject({
      status: 'DEPLOYED',
      source_revision_config: { repo_ref: 'refs/tags/v1', repo_commit_sha: SHA }
    })
    const [, deployment] = await call('GET', `/v2/deployments/${seeded.id}`)
    expect(deployment.active_revision_id).toBe(id)
    const [, list] = await call('GET', `/v2/deployments/${seeded.id}/revisions?limit=1`)
    expect(list.resources.map(r => r.id)).toEqual([id])
    const [, queued] = await call('GET', `/v2/deployments/${seeded.id}/revisions?status=QUEUED`)
    expect(queued.resources).toEqual([])
  })

  it('serves stale reads after a write, per endpoint, then the truth', async () => {
    const seeded = cp.seed({ name: 'fx-lag' })
    const old = seeded.latest_revision_id
    cp.knobs.lag = { revisions: 2 }
    await call('PATCH', `/v2/deployments/${seeded.id}`, {
      source_revision_config: { repo_ref: 'x' }
    })
    const first = async (): Promise<string> =>
      (await call('GET', `/v2/deployments/${seeded.id}/revisions`))[1].resources[0]?.id ?? ''
    expect([await first(), await first()]).toEqual([old, old])
    expect(await first()).not.toBe(old)
    expect((await call('GET', `/v2/deployments/${seeded.id}`))[1].latest_revision_id).not.toBe(old)
  })

  it('applies a write and then loses its answer', async () => {
    cp.knobs.writeFaults = [{ method: 'POST', kind: 'lost' }]
    await expect(call('POST', '/v2/deployments', { name: 'fx-lost' })).rejects.toThrow()
    expect(cp.made().deployments.filter(d => d.name === 'fx-lost')).toHaveLength(1)
    expect(cp.requests.at(-1)?.outcome).toBe('lost')
  })

  it('pages logs with an opaque cursor; refuses a wrong key', async () => {
    const seeded = cp.seed({ name: 'fx-logs' })
    cp.knobs.logs.build = ['a', 'b', 'c']
    const base = `/v2/deployments/${seeded.id}/revisions/${seeded.latest_revision_id ?? ''}/logs`
    const [, one] = await call('GET', `${base}?type=build&limit=2`)
    expect(one.logs.map(l => l.message)).toEqual(['a', 'b'])
    const [, two] = await call(
      'GET',
      `${base}?type=build&limit=2&offset=${String(one.next_offset)}`
    )
    expect([two.logs[0]?.message, two.next_offset]).toEqual(['c', null])
    const res = await fetch(`${cp.url}/v2/deployments`, { headers: { 'x-api-key': 'nope' } })
    expect(res.status).toBe(401)
    expect(routeOf({ method: 'GET', path: base })).toBe('logs')
  })
})

describe('hostile agent', () => {
  it('streams its events as SSE under the host name chosen', async () => {
    const agent = await startHostileAgent({ hostname: 'localhost' })
    try {
      expect(agent.url).toMatch(/^http:\/\/localhost:\d+$/)
      const res = await fetch(`${agent.url}/runs/stream`, { method: 'POST', body: '{}' })
      expect(res.headers.get('content-type')).toBe('text/event-stream')
      expect(await res.text()).toContain(`event: metadata\ndata: {"run_id":"${agent.runId}"`)
      expect(agent.requests[0]?.host).toBe('localhost')
    } finally {
      await agent.close()
    }
  })
})

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
