/**
 * End to end (issue 45, point 5), through dist/index.js against the emulator and a stand-in of
 * GitHub's API: a gated preview deploy records the baseline; the dataset's references change
 * (the SDK's updateExample), so the next deploy's agent, echoing as before, fails an example
 * that passed and passes one that failed. The summary's tables, the pull request's one comment
 * (updated in place), `eval-results`; then `eval-max-regressions: 0` fails and rolls back.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from 'langsmith'
import { type DatasetSpec, DEFAULT_INTEGRATION_ID } from '../../emulator/index.js'
import type { ActionRun } from '../../emulator/runner.js'
import { type FakeGitHub, startFakeGitHub } from '../fixtures/github-api.js'
import { emulatorForFile, failure, runOnEmulator } from './helpers.js'

const KEY = 'lsv2_sk_e2e_eval_regressions_01234'
const WORKSPACE = '4d2c3e4f-5b6d-4c7e-8f90-a1b2c3d4e5f6'
const TOKEN = 'ghs_e2eRegressionsTokenNeverPrinted01'
const NAME = 'regress-pr-9'

/** Six questions the `agent` graph echoes; example 1's reference is never said. */
const DATASET: DatasetSpec = {
  name: 'regressions',
  examples: Array.from({ length: 6 }, (_, i) => ({
    inputs: { messages: [{ role: 'user', content: `Question ${i}: say word${i} please` }] },
    outputs: { answer: i === 1 ? 'never-said-1' : `word${i}` }
  }))
}

const e2e = emulatorForFile({
  apiKey: KEY,
  workspaceId: WORKSPACE,
  stepMs: 30,
  datasets: [DATASET]
})
let github: FakeGitHub
let dir: string
let eventPath: string

beforeAll(async () => {
  github = await startFakeGitHub({ token: TOKEN })
  dir = await mkdtemp(path.join(tmpdir(), 'eval-regressions-e2e-'))
  eventPath = path.join(dir, 'event.json')
  await writeFile(
    eventPath,
    JSON.stringify({
      action: 'synchronize',
      number: 9,
      pull_request: { number: 9, head: { sha: 'f'.repeat(40), ref: 'feature/y' } }
    })
  )
})

afterAll(async () => {
  await github.close()
  await rm(dir, { recursive: true, force: true })
})

/** A gated deploy of the preview of pull request 9, reported to the GitHub stand-in. */
function deploy(extra: Record<string, string>): Promise<ActionRun> {
  return runOnEmulator(
    e2e.account,
    {
      'integration-id': DEFAULT_INTEGRATION_ID,
      'deployment-name': NAME,
      'eval-dataset': 'regressions',
      'eval-threshold': '0.5',
      'eval-baseline': 'serving',
      'github-token': TOKEN,
      ...extra
    },
    {
      timeoutMs: 90_000,
      secrets: [TOKEN],
      env: {
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'acme/agent',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_SHA: 'abcdefabcdefabcdefabcdefabcdefabcdefabcd',
        GITHUB_REF: 'refs/pull/9/merge',
        GITHUB_HEAD_REF: 'feature/y',
        GITHUB_RUN_ID: '43'
      }
    }
  )
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
  score: number
  experiment_url: string
  baseline_score: number | null
  baseline_experiment_url: string | null
  regressions: string[] | null
  improvements: string[] | null
}

const resultsOf = (run: ActionRun): EvalResults =>
  JSON.parse(run.outputs['eval-results'] ?? '{}') as EvalResults

/** Sets the reference of example `index` (the dataset's order) through the SDK. */
async function setReference(index: number, answer: string): Promise<string> {
  const client = sdk()
  const examples = []
  for await (const example of client.listExamples({ datasetName: 'regressions' })) {
    examples.push(example)
  }
  const wanted = `Question ${index}: say word${index} please`
  const example = examples.find(
    e => (e.inputs as { messages: { content: string }[] }).messages[0]?.content === wanted
  )
  if (example === undefined) throw new Error(`no example ${index}`)
  await client.updateExample({
    id: example.id,
    dataset_id: example.dataset_id,
    outputs: { answer }
  })
  return example.id
}

describe('the release against the last one, example by example', () => {
  it('shows what regressed and improved in the summary, the PR comment and eval-results; eval-max-regressions 0 fails and rolls back', async () => {
    const first = await deploy({ 'repo-ref': 'v1' })
    expect(failure(first)).toBe('')
    // A first deploy: nothing served before, nothing compared.
    expect(resultsOf(first)).toMatchObject({ regressions: null, improvements: null })
    expect(resultsOf(first).baseline_experiment_url).toBeNull()

    const regressed = await setReference(0, 'never-said-0')
    const improved = await setReference(1, 'word1')
    const second = await deploy({ 'repo-ref': 'v2' })
    expect(failure(second)).toBe('')
    const results = resultsOf(second)
    expect(results).toMatchObject({
      score: 5 / 6,
      baseline_score: 5 / 6,
      baseline_experiment_url: resultsOf(first).experiment_url,
      regressions: [regressed],
      improvements: [improved]
    })
    const links = `[this run](${results.experiment_url}) · [baseline](${resultsOf(first).experiment_url})`
    const summary = second.summary
    expect(summary).toContain('Score 83.3% (±0.0 points against 83.3%).')
    expect(summary).toContain('Example by example, of 6 compared: 1 regressed, 1 improved.')
    expect(summary).toContain('**Regressed** (passed on the baseline, fail now) (1):')
    expect(summary).toContain(
      `| \`${regressed}\` | Question 0: say word0 please | expected "never-said-0" in the output; the output was "Question 0: say word0 please`
    )
    expect(summary).toContain('**Improved** (failed on the baseline, pass now) (1):')
    expect(summary).toContain(
      `| \`${improved}\` | Question 1: say word1 please | expected "never-said-1" in the output;`
    )
    expect(summary).toContain(` | ${links} |`)

    // One comment on the pull request, updated in place: the gate's result and both tables.
    const comments = github.comments.get(9) ?? []
    expect(comments).toHaveLength(1)
    const body = comments[0]?.body ?? ''
    expect(body).toContain(second.outputs['revision-id'] ?? 'no revision')
    expect(body).toContain(
      `| Eval gate | ✅ 5 of 6 examples of regressions passed: 83.3% (±0.0 points against 83.3%) · [experiment](${results.experiment_url}) |`
    )
    expect(body).toContain('**Regressed** (passed on the baseline, fail now) (1):')
    expect(body).toContain(`| \`${regressed}\` | Question 0: say word0 please |`)
    expect(body).toContain(`| \`${improved}\` | Question 1: say word1 please |`)
    expect(body).toContain(links)

    // Against v2's experiment now: example 2 passed there and fails now.
    const stillPassed = await setReference(2, 'never-said-2')
    const third = await deploy({
      'repo-ref': 'v3',
      // The drop (5 of 6 to 4 of 6) is allowed: only the regression fails the gate.
      'eval-max-drop': '0.5',
      'eval-max-regressions': '0',
      'rollback-on-failure': 'true'
    })
    expect(failure(third)).toMatch(
      new RegExp(
        `eval gate failed: 4 of 6 examples .*, but 1 example that passed on the baseline fails now, more than 'eval-max-regressions' \\(0\\): example ${stillPassed} \\("Question 2: say word2 please"\\)`
      )
    )
    expect(failure(third)).toContain('; rolled back after the eval gate failed: revision ')
    expect(third.outputs['rolled-back-to']).toBe(second.outputs['revision-id'])
    expect(third.summary).toContain("❌ more than 'eval-max-regressions' (0).")
    expect(resultsOf(third).regressions).toEqual([stillPassed])
    const last = github.comments.get(9) ?? []
    expect(last).toHaveLength(1)
    expect(last[0]?.body).toContain('| Eval gate | ❌ 4 of 6 examples of regressions passed')
  }, 300_000)

  it("says it in plan's line on the gate, and refuses it without eval-baseline before any request", async () => {
    const plan = await runOnEmulator(e2e.account, {
      'integration-id': DEFAULT_INTEGRATION_ID,
      mode: 'plan',
      'deployment-name': 'regress-plan',
      'eval-dataset': 'regressions',
      'eval-baseline': 'serving',
      'eval-max-regressions': '0'
    })
    expect(failure(plan)).toBe('')
    expect(plan.summary).toContain(
      'or on a drop of more than 0 from the score of the revision serving before or more than 0 examples that passed on the baseline failing now'
    )
    e2e.emulator.clearRequests()
    const refused = await runOnEmulator(e2e.account, {
      'integration-id': DEFAULT_INTEGRATION_ID,
      'deployment-name': 'regress-refused',
      'eval-dataset': 'regressions',
      'eval-max-regressions': '0'
    })
    expect(failure(refused)).toContain(
      "Input 'eval-max-regressions' (0) needs 'eval-baseline: serving'"
    )
    expect(e2e.emulator.requests).toEqual([])
  }, 60_000)
})
