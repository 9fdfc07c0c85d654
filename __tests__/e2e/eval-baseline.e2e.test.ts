/**
 * End to end: `eval-baseline: serving` after a rollback (issue 45, point 4). A rollback redeploys
 * v1 as a new revision (a copy, with no experiment of its own); the next gated deploy compares
 * with v1's experiment, found through the copy's source, asked of LangSmith by revision.
 */
import { describe, expect, it } from '@jest/globals'
import { Client } from 'langsmith'
import { type DatasetSpec, DEFAULT_INTEGRATION_ID } from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { emulatorForFile, failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_eval_baseline_0123456789'
const WORKSPACE = '3b1c2e3f-4b5d-4c6e-8f90-a1b2c3d4e5f6'

/** Ten questions the `agent` graph echoes; the first `wrong` get a reference it never says. */
function dataset(name: string, wrong: number): DatasetSpec {
  return {
    name,
    examples: Array.from({ length: 10 }, (_, i) => ({
      inputs: { messages: [{ role: 'user', content: `Question ${i}: say word${i} please` }] },
      outputs: { answer: i < wrong ? `never-said-${i}` : `word${i}` }
    }))
  }
}

const e2e = emulatorForFile({
  apiKey: KEY,
  workspaceId: WORKSPACE,
  stepMs: 30,
  datasets: [dataset('two-wrong', 2)]
})

async function act(extra: Record<string, string>): Promise<ActionRun> {
  return runOnEmulator(e2e.account, { 'integration-id': DEFAULT_INTEGRATION_ID, ...extra })
}

function sdk(): Client {
  return new Client({
    apiUrl: `${new URL(e2e.emulator.url).origin}/api/v1`,
    apiKey: KEY,
    workspaceId: WORKSPACE,
    autoBatchTracing: false
  })
}

/** The name of the experiment a gated run recorded, read back with the SDK. */
async function experimentOf(run: ActionRun): Promise<{ id: string; name: string }> {
  const { experiment_id: id } = JSON.parse(run.outputs['eval-results'] ?? '{}') as {
    experiment_id: string
  }
  const project = await sdk().readProject({ projectId: id })
  return { id, name: project.name ?? id }
}

describe('eval baseline after a rollback', () => {
  it("compares the release after a rollback with the experiment of the original the rollback's copy redeploys", async () => {
    const name = 'baseline-rollback'
    const gated = {
      'deployment-name': name,
      'eval-dataset': 'two-wrong',
      'eval-threshold': '0.5',
      'eval-baseline': 'serving'
    }
    const first = await act({ ...gated, 'repo-ref': 'v1' })
    expect(failure(first)).toBe('')
    const v1 = first.outputs['revision-id'] ?? ''
    const v1Experiment = await experimentOf(first)
    const second = await act({ ...gated, 'repo-ref': 'v2' })
    expect(failure(second)).toBe('')
    expect(second.summary).toContain(`of revision ${v1} (experiment ${v1Experiment.name})`)
    const back = await act({ 'deployment-name': name, mode: 'rollback' })
    expect(failure(back)).toBe('')
    const copy = back.outputs['revision-id'] ?? ''
    expect(copy).not.toBe('')
    expect(copy).not.toBe(v1)
    const third = await act({ ...gated, 'repo-ref': 'v3' })
    expect(failure(third)).toBe('')
    expect(third.summary).toContain(
      `score 0.800 against 0.800 of revision ${v1} (experiment ${v1Experiment.name}), whose source revision ${copy} (which served before) redeploys`
    )
    expect(third.summary).not.toContain('no baseline to compare with')
    // Asked of LangSmith by revision: every list of experiments the gate read was filtered.
    const lists = e2e.emulator.requests
      .filter(r => r.method === 'GET' && /\/sessions\?/.test(r.path))
      .map(r => new URL(r.path, 'http://x').searchParams)
    expect(lists.length).toBeGreaterThanOrEqual(3)
    for (const query of lists) {
      expect(query.get('reference_dataset')).not.toBeNull()
      expect(Object.keys(JSON.parse(query.get('metadata') ?? '{}') as object)).toEqual([
        'revision_id'
      ])
    }
    const asked = lists.map(
      q => (JSON.parse(q.get('metadata') ?? '{}') as { revision_id: string }).revision_id
    )
    expect(asked).toEqual(expect.arrayContaining([v1, copy]))
  }, 240_000)
})
