/**
 * End to end: the release gate on a LangSmith dataset through the bundled action (dist/index.js)
 * against the emulator: 20 examples, threshold 0.9; one failing passes, three fail the step (and
 * roll back with rollback-on-failure); the experiment, its runs and their feedback read back
 * with the `langsmith` SDK itself; the summary's table and link; plan's line; refusals before
 * any write.
 */
import { describe, expect, it } from '@jest/globals'
import { Client } from 'langsmith'
import { type DatasetSpec, DEFAULT_INTEGRATION_ID } from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { emulatorForFile, failure, runOnEmulator, secondWriterAtNextRequest } from './helpers.js'

const KEY = 'lsv2_sk_e2e_eval_gate_0123456789ab'
const WORKSPACE = '7a1c2e3f-4b5d-4c6e-8f90-a1b2c3d4e5f6'
/** What the agent echoes back: a runner command, an escape, HTML, a cell break, a mention. */
const HOSTILE = '::error::forged\u001b[31m <img src=x onerror=alert(1)> | @team #1'

/** Twenty questions the `agent` graph echoes; `wrong` of them get a reference it never says. */
function dataset(name: string, wrong: number): DatasetSpec {
  return {
    name,
    examples: Array.from({ length: 20 }, (_, i) => ({
      inputs: { messages: [{ role: 'user', content: `Question ${i}: say word${i} please` }] },
      outputs: { answer: i < wrong ? `never-said-${i}` : `WORD${i}  Please` },
      metadata: { case: i }
    }))
  }
}

const e2e = emulatorForFile({
  apiKey: KEY,
  workspaceId: WORKSPACE,
  stepMs: 30,
  datasets: [
    dataset('one-wrong', 1),
    dataset('three-wrong', 3),
    { name: 'empty', examples: [] },
    {
      name: 'hostile',
      examples: [
        {
          inputs: { messages: [{ role: 'user', content: HOSTILE }] },
          outputs: { answer: 'not in the reply' }
        }
      ]
    },
    {
      // The agent echoes 40 a's and a '!': V8's engine backtracks on this for ever.
      name: 'catastrophic',
      examples: [
        {
          inputs: { messages: [{ role: 'user', content: `${'a'.repeat(40)}!` }] },
          outputs: { answer: '^(\\w+\\s?)*$' }
        }
      ]
    },
    {
      name: 'bad-rule',
      examples: [{ inputs: { q: 'fine' }, outputs: {}, metadata: { match: 'fuzzy' } }]
    }
  ]
})

async function act(extra: Record<string, string>): Promise<ActionRun> {
  return runOnEmulator(e2e.account, { 'integration-id': DEFAULT_INTEGRATION_ID, ...extra })
}

/**
 * The requests that changed something on the control plane (paths /v2/...): not LangSmith's
 * reads under /api/v2, whose run query is a POST.
 */
function controlPlaneWrites(): string[] {
  return e2e.emulator.requests
    .filter(r => r.method !== 'GET' && r.path.startsWith('/v2/'))
    .map(r => `${r.method} ${r.path}`)
}

function sdk(): Client {
  return new Client({
    apiUrl: `${new URL(e2e.emulator.url).origin}/api/v1`,
    apiKey: KEY,
    workspaceId: WORKSPACE,
    autoBatchTracing: false
  })
}

interface EvalResults {
  total: number
  passed: number
  failed: number
  score: number
  experiment_id: string
  experiment_url: string
  failing_example_ids: string[]
}

describe('eval gate', () => {
  it('passes 19 of 20 at threshold 0.9, records the experiment, shows the table and the link', async () => {
    const run = await act({
      'deployment-name': 'gate-pass',
      'eval-dataset': 'one-wrong',
      'eval-threshold': '0.9'
    })
    expect(failure(run)).toBe('')
    const results = JSON.parse(run.outputs['eval-results'] ?? '{}') as EvalResults
    expect(results).toMatchObject({ total: 20, passed: 19, failed: 1, score: 0.95 })
    expect(results.failing_example_ids).toHaveLength(1)
    const client = sdk()
    const examples = []
    for await (const example of client.listExamples({ datasetName: 'one-wrong' })) {
      examples.push(example)
    }
    const wrong = examples.find(e => (e.outputs as { answer: string }).answer === 'never-said-0')
    expect(results.failing_example_ids).toEqual([wrong?.id])
    const datasetId = examples[0]?.dataset_id ?? ''
    expect(run.outputs['experiment-url']).toBe(
      `${new URL(e2e.emulator.url).origin}/o/${WORKSPACE}/datasets/${datasetId}/compare?selectedSessions=${results.experiment_id}`
    )
    expect(results.experiment_url).toBe(run.outputs['experiment-url'])

    // Read back by a client nobody here wrote: the experiment, a run per example, their scores.
    const project = await client.readProject({ projectId: results.experiment_id })
    expect(project.reference_dataset_id).toBe(datasetId)
    expect(project.name).toMatch(/^gate-pass-[0-9a-f]{8}$/)
    const metadata = (project.extra as { metadata?: Record<string, string> }).metadata
    expect(metadata).toMatchObject({
      deployment: 'gate-pass',
      revision_id: run.outputs['revision-id']
    })
    const runs = []
    const query = client.runs.query({
      project_ids: [results.experiment_id],
      selects: ['REFERENCE_EXAMPLE_ID', 'ERROR', 'STATUS', 'OUTPUTS'],
      page_size: 7
    })
    for await (const r of query) runs.push(r)
    expect(runs).toHaveLength(20)
    expect(new Set(runs.map(r => r.reference_example_id))).toEqual(new Set(examples.map(e => e.id)))
    const feedback = []
    for await (const f of client.listFeedback({ runIds: runs.map(r => r.id ?? '') }))
      feedback.push(f)
    expect(feedback).toHaveLength(20)
    const failedRun = runs.find(r => r.reference_example_id === wrong?.id)
    const scoreOf = new Map(feedback.map(f => [f.run_id, f.score]))
    expect(scoreOf.get(failedRun?.id ?? '')).toBe(0)
    expect(feedback.filter(f => f.score === 1)).toHaveLength(19)

    expect(run.summary).toContain('### Eval gate')
    expect(run.summary).toContain(
      '19 of 20 examples of dataset one-wrong passed (95%; threshold 90%)'
    )
    expect(run.summary).toContain(`| \`${wrong?.id ?? ''}\` | ❌ |`)
    expect(run.summary).toContain('expected "never-said-0" in the output')
    expect(run.summary).toContain(`(${run.outputs['experiment-url'] ?? ''})`)
  }, 120_000)

  it('two gated deploys at once on one dataset each record their own experiment, runs and scores', async () => {
    const [a, b] = await Promise.all([
      act({
        'deployment-name': 'gate-twin-a',
        'eval-dataset': 'one-wrong',
        'eval-threshold': '0.9'
      }),
      act({
        'deployment-name': 'gate-twin-b',
        'eval-dataset': 'one-wrong',
        'eval-threshold': '0.9'
      })
    ])
    const client = sdk()
    const experiments = new Set<string>()
    for (const [name, run] of [
      ['gate-twin-a', a],
      ['gate-twin-b', b]
    ] as const) {
      expect(failure(run)).toBe('')
      const results = JSON.parse(run.outputs['eval-results'] ?? '{}') as EvalResults
      expect(results).toMatchObject({ total: 20, passed: 19, failed: 1 })
      experiments.add(results.experiment_id)
      const project = await client.readProject({ projectId: results.experiment_id })
      expect(project.name).toMatch(new RegExp(`^${name}-[0-9a-f]{8}$`))
      const metadata = (project.extra as { metadata?: Record<string, string> }).metadata
      expect(metadata).toMatchObject({ deployment: name, revision_id: run.outputs['revision-id'] })
      const runs = []
      const query = client.runs.query({
        project_ids: [results.experiment_id],
        selects: ['REFERENCE_EXAMPLE_ID'],
        page_size: 50
      })
      for await (const r of query) runs.push(r)
      // 20 each, one per example: neither took the other's runs
      expect(new Set(runs.map(r => r.reference_example_id)).size).toBe(20)
      expect(runs).toHaveLength(20)
      const feedback = []
      for await (const f of client.listFeedback({ runIds: runs.map(r => r.id ?? '') }))
        feedback.push(f)
      expect(feedback.map(f => f.score).sort()).toEqual([0, ...Array<number>(19).fill(1)])
    }
    expect(experiments.size).toBe(2)
  }, 120_000)

  it('fails with three failing, and with rollback-on-failure rolls back to what served before', async () => {
    const first = await act({ 'deployment-name': 'gate-fail', 'repo-ref': 'v1' })
    expect(failure(first)).toBe('')
    const before = first.outputs['revision-id']
    const run = await act({
      'deployment-name': 'gate-fail',
      'repo-ref': 'v2',
      'eval-dataset': 'three-wrong',
      'eval-threshold': '0.9',
      'rollback-on-failure': 'true'
    })
    const message = failure(run)
    expect(message).toMatch(
      /eval gate failed: 17 of 20 examples of dataset "three-wrong" passed \(score 0\.850, threshold 0\.9\)/
    )
    // Said as the gate's rollback, from this run's revision to what served before it.
    expect(message).toContain('; rolled back after the eval gate failed: revision ')
    expect(run.summary).toContain('### Rolled back after the failed eval gate\n')
    expect(run.summary).toContain(`| To (served before this run) | \`${before ?? ''}\` |`)
    expect(run.summary).toMatch(/\| From \(this run's, failed\) \| `[0-9a-f-]+` \|/)
    expect(run.summary).not.toContain('smoke test')
    expect(run.outputs['rolled-back-to']).toBe(before)
    expect(controlPlaneWrites().some(w => w.endsWith(`/revisions/${before ?? ''}/redeploy`))).toBe(
      true
    )
    const results = JSON.parse(run.outputs['eval-results'] ?? '{}') as EvalResults
    expect(results).toMatchObject({ total: 20, passed: 17, failed: 3 })
    expect(run.summary).toContain('❌ 17 of 20 examples')
    // The gate's section tells why once; the headline names what serves, a redeploy of `before`.
    expect(run.summary.split('17 of 20 examples')).toHaveLength(2)
    expect(run.summary).toMatch(
      new RegExp(`rolled back: revision \`[0-9a-f-]+\` \\(a redeploy of \`${before ?? ''}\``)
    )
    expect(run.stdout).toContain(
      '::warning::The eval gate failed: rolling deployment "gate-fail" back'
    )
  }, 120_000)

  it('with eval-baseline serving, fails on a drop larger than eval-max-drop from what served before', async () => {
    const client = sdk()
    const { id: datasetId } = await client.readDataset({ datasetName: 'three-wrong' })
    /** An experiment of `revisionId` on the dataset that scored 1, as another run's gate records it. */
    const perfect = (revisionId: string, name: string): Promise<unknown> =>
      client.createProject({
        projectName: name,
        referenceDatasetId: datasetId,
        metadata: { revision_id: revisionId, eval_score: 1 }
      })
    const base = {
      'deployment-name': 'gate-base',
      'eval-dataset': 'three-wrong',
      'eval-threshold': '0.5',
      'eval-baseline': 'serving'
    }
    const first = await act({ 'deployment-name': 'gate-base', 'repo-ref': 'v1' })
    const v1 = first.outputs['revision-id'] ?? ''
    await perfect(v1, 'v1-before')
    // 17 of 20 against 20 of 20: a drop of 0.15.
    const within = await act({ ...base, 'repo-ref': 'v2', 'eval-max-drop': '0.2' })
    expect(failure(within)).toBe('')
    expect(within.summary).toContain(`score 0.850 against 1.000 of revision ${v1}`)
    expect(within.summary).toContain("a drop of 0.150, within 'eval-max-drop' (0.2)")
    const v2 = within.outputs['revision-id'] ?? ''
    await perfect(v2, 'v2-later')
    const dropped = await act({
      ...base,
      'repo-ref': 'v3',
      'eval-max-drop': '0.1',
      'rollback-on-failure': 'true'
    })
    expect(failure(dropped)).toMatch(
      new RegExp(
        `eval gate failed: 17 of 20 .*, but score 0\\.850 against 1\\.000 of revision ${v2} \\(experiment v2-later\\): a drop of 0\\.150, more than 'eval-max-drop' \\(0\\.1\\)`
      )
    )
    expect(dropped.outputs['rolled-back-to']).toBe(v2)
    const results = JSON.parse(dropped.outputs['eval-results'] ?? '{}') as {
      baseline_score: number
    }
    expect(results.baseline_score).toBe(1)
  }, 180_000)

  it('with eval-baseline serving, compares with a release another run made live after the lookup, read just before the gate (issue 44, case 2)', async () => {
    const client = sdk()
    const { id: datasetId } = await client.readDataset({ datasetName: 'three-wrong' })
    const name = 'gate-base-late'
    const first = await act({ 'deployment-name': name, 'repo-ref': 'v1' })
    const v1 = first.outputs['revision-id'] ?? ''
    const id = first.outputs['deployment-id'] ?? ''
    await client.createProject({
      projectName: 'late-v1',
      referenceDatasetId: datasetId,
      metadata: { revision_id: v1, eval_score: 1 }
    })
    // The lookup by name answers; at the next request of the deployment another run's release
    // lands first (it goes live at once) and serves when this run writes.
    e2e.emulator.setScenario(name, { stepMs: 0 })
    e2e.emulator.faults.add({
      method: 'GET',
      path: '/v2/deployments',
      times: 1,
      fault: { kind: 'latency', ms: 0 },
      onMatch: () => e2e.emulator.faults.add(secondWriterAtNextRequest(id, 'theirs'))
    })
    const run = await act({
      'deployment-name': name,
      'repo-ref': 'v2',
      'eval-dataset': 'three-wrong',
      'eval-threshold': '0.5',
      'eval-baseline': 'serving',
      'eval-max-drop': '0.1'
    })
    const theirs =
      e2e.emulator.state.revisions(id).find(r => r.source_revision_config.repo_ref === 'theirs')
        ?.id ?? ''
    expect(theirs).not.toBe('')
    // Their release, with no experiment, is the baseline: never v1's score of 1.
    expect(failure(run)).toBe('')
    expect(run.summary).toContain(`no experiment of revision ${theirs} (which served before)`)
    expect(run.summary).not.toContain(`of revision ${v1}`)
  }, 120_000)

  it('fails an agent that answers nothing, though four seeded examples hold the reference in their input', async () => {
    // `silent` streams its input state back. Scored on its whole final state, the four examples
    // of agent-smoke whose reference is in an earlier assistant turn or in `context` passed:
    // 4 of 24 is over 0.1. Scored on what the run produced, none does.
    const run = await act({
      'deployment-name': 'gate-silent',
      'eval-dataset': 'agent-smoke',
      'eval-threshold': '0.1',
      'smoke-assistant-id': 'silent'
    })
    expect(failure(run)).toMatch(/^eval gate failed: 0 of 24 examples of dataset "agent-smoke"/)
    expect(failure(run)).toContain('the run produced no output')
    const results = JSON.parse(run.outputs['eval-results'] ?? '{}') as EvalResults
    expect(results).toMatchObject({ total: 24, passed: 0, failed: 24 })
  }, 120_000)

  it('ends a gate whose regex reference hangs a backtracking engine: RE2 answers at once', async () => {
    const run = await act({
      'deployment-name': 'gate-regex',
      'eval-dataset': 'catastrophic',
      'eval-match': 'regex'
    })
    expect(failure(run)).toMatch(/^eval gate failed: 0 of 1 examples/)
    expect(failure(run)).toContain('expected a match of /^(\\w+\\s?)*$/')
  }, 60_000)

  it('a baseline LangSmith refuses to read is a warning: the verdict of 19 of 20 stands, nothing rolled back (issue 45, point 3)', async () => {
    const first = await act({ 'deployment-name': 'gate-base-403', 'repo-ref': 'v1' })
    expect(failure(first)).toBe('')
    const refused = e2e.emulator.faults.add({
      method: 'GET',
      path: /\/api\/v1\/sessions/,
      fault: { kind: 'status', status: 403 }
    })
    try {
      const run = await act({
        'deployment-name': 'gate-base-403',
        'repo-ref': 'v2',
        'eval-dataset': 'one-wrong',
        'eval-threshold': '0.9',
        'eval-baseline': 'serving',
        'rollback-on-failure': 'true'
      })
      expect(failure(run)).toBe('')
      expect(run.outputs['rolled-back-to']).toBeUndefined()
      expect(run.stdout).toMatch(
        /::warning::Eval gate baseline: the experiments of dataset "one-wrong" could not be read for the baseline \(.*403.*\): no baseline to compare with, the threshold's verdict stands/
      )
      const results = JSON.parse(run.outputs['eval-results'] ?? '{}') as EvalResults
      expect(results).toMatchObject({ total: 20, passed: 19, failed: 1 })
    } finally {
      refused.remove()
    }
  }, 120_000)

  it('keeps an answer full of markup and commands to text in the log, the summary and the failure', async () => {
    const run = await act({ 'deployment-name': 'gate-hostile', 'eval-dataset': 'hostile' })
    expect(failure(run)).toMatch(/^eval gate failed: 0 of 1 examples/)
    const lines = run.stdout.split('\n')
    expect(lines.filter(line => line.startsWith('::error::forged'))).toEqual([])
    expect(run.stdout).not.toContain('\u001b[31m')
    expect(run.summary).not.toContain('<img')
    expect(run.summary).not.toContain('\u001b')
    expect(run.summary).toContain('&lt;img src=x onerror=alert(1)&gt; \\| `@team` `#1`')
    expect(run.summary).not.toMatch(/[\u200b-\u200d\u2060\ufeff]/)
  }, 60_000)

  it('an experiment LangSmith refuses leaves the revision live untested, and the summary says the eval gate did not run', async () => {
    const refused = e2e.emulator.faults.add({
      method: 'POST',
      path: /\/api\/v1\/sessions/,
      times: 1,
      fault: { kind: 'status', status: 403 }
    })
    try {
      const run = await act({
        'deployment-name': 'gate-no-experiment',
        'eval-dataset': 'agent-smoke'
      })
      expect(refused.hits).toBe(1)
      expect(run.exitCode).toBe(1)
      expect(failure(run)).toMatch(/^eval gate not run: the experiment could not be created/)
      expect(run.summary).toContain('untested: the eval gate did not run')
      expect(run.summary).not.toContain('smoke test')
      expect(run.stdout).toContain('::warning::The eval gate did not run;')
    } finally {
      refused.remove()
    }
  }, 60_000)

  it("says in plan's checks what the gate would do, and writes nothing", async () => {
    const run = await act({
      mode: 'plan',
      'deployment-name': 'gate-plan',
      'eval-dataset': 'agent-smoke',
      'eval-split': 'base',
      'eval-threshold': '0.9'
    })
    expect(failure(run)).toBe('')
    expect(run.summary).toContain('eval gate: dataset')
    expect(run.summary).toMatch(/has 12 examples, each checked/)
    expect(controlPlaneWrites()).toEqual([])
  }, 60_000)

  it.each([
    ['no-such-dataset', {}, /has no dataset named "no-such-dataset"/],
    ['empty', {}, /dataset "empty" has no examples/],
    ['one-wrong', { 'eval-max-examples': '19' }, /more than 'eval-max-examples' \(19\)/],
    ['bad-rule', {}, /metadata\.match is "fuzzy", not one of contains, exact, regex/]
  ])(
    'refuses %s before any write',
    async (name, extra, expected) => {
      const run = await act({ 'deployment-name': 'gate-refused', 'eval-dataset': name, ...extra })
      expect(failure(run)).toMatch(expected)
      expect(controlPlaneWrites()).toEqual([])
    },
    60_000
  )

  it('names a LangSmith API URL that is not one, before any write', async () => {
    const run = await act({
      'deployment-name': 'gate-refused',
      'eval-dataset': 'agent-smoke',
      'langsmith-api-url': `${new URL(e2e.emulator.url).origin}/nowhere/api/v1`
    })
    expect(failure(run)).toMatch(
      /^eval gate: reading the dataset from LangSmith's API at http:\/\/127\.0\.0\.1:\d+\/nowhere\/api\/v1 failed: GET \/datasets returned HTTP 404.*check 'langsmith-api-url'/
    )
    expect(controlPlaneWrites()).toEqual([])
  }, 60_000)

  it('refuses eval inputs without eval-dataset', async () => {
    const run = await act({ 'deployment-name': 'x', 'eval-threshold': '0.5' })
    expect(failure(run)).toMatch(/'eval-threshold' applies only to the eval gate/)
    expect(e2e.emulator.requests).toEqual([])
  }, 60_000)
})
