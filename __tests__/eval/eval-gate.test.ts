/**
 * The eval gate in-process, over real HTTP on loopback: the emulator's LangSmith API and agent
 * server, or an agent server that answers then fails. Each case is one that a mutation of the
 * gate survived (issue 45, point 9): a pass share equal to the threshold passes (18 of 20 at
 * 0.9); a run that errored or timed out fails its example whatever it streamed first; an
 * example's metadata.match decides its rule. And an agent that answers nothing fails.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mockActionsCore } from '../fixtures/core.js'

const core = mockActionsCore()
const { Deadline, systemClock } = await import('../../src/base/clock.js')
const { Redactor } = await import('../../src/base/redact.js')
const { Progress } = await import('../../src/report/progress.js')
const { loadEvalDataset } = await import('../../src/eval/eval-dataset.js')
const { evalGate } = await import('../../src/eval/eval-gate.js')
const { startEmulator } = await import('../../emulator/index.js')
const { hostAgentServer } = await import('../fixtures/agent-server-host.js')
const { closeServers, serve } = await import('../agent-server/fixtures.js')
const { recordingLogger } = await import('../fixtures/logger.js')
const { startFlakyAgent } = await import('../fixtures/flaky-agent.js')
type RunningEmulator = import('../../emulator/index.js').RunningEmulator
type HostedAgentServer = import('../fixtures/agent-server-host.js').HostedAgentServer
type DatasetSpec = import('../../emulator/index.js').DatasetSpec
type EvalGateInputs = import('../../src/eval/eval-gate.js').EvalGateInputs
type EvalDatasetInputs = import('../../src/eval/eval-dataset.js').EvalDatasetInputs

const KEY = 'lsv2_sk_unit_eval_gate_0123456789'
const WORKSPACE = '5d1c2e3f-4b5d-4c6e-8f90-a1b2c3d4e5f6'

/** `n` questions the `agent` graph echoes; the first `wrong` get a reference it never says. */
function echoed(name: string, n: number, wrong: number): DatasetSpec {
  return {
    name,
    examples: Array.from({ length: n }, (_, i) => ({
      inputs: { messages: [{ role: 'user', content: `say word${i} please` }] },
      outputs: { answer: i < wrong ? `never-said-${i}` : `word${i}` }
    }))
  }
}

const question = { messages: [{ role: 'user', content: 'say word7 please' }] }

let emulator: RunningEmulator
let agent: HostedAgentServer

beforeAll(async () => {
  emulator = await startEmulator({
    apiKey: KEY,
    workspaceId: WORKSPACE,
    datasets: [
      echoed('eighteen-of-twenty', 20, 2),
      echoed('two', 2, 0),
      echoed('compared', 4, 1),
      { name: 'one', examples: [{ inputs: question, outputs: { answer: 'word7' } }] },
      {
        name: 'rules',
        examples: [
          // The echo holds word7 but is not exactly it: passes only under contains.
          { inputs: question, outputs: { answer: 'word7' }, metadata: { match: 'exact' } },
          // Passes only as a regular expression, which the dataset's rule (contains) is not.
          {
            inputs: question,
            outputs: { answer: '^say word\\d please' },
            metadata: { match: 'regex' }
          }
        ]
      }
    ]
  })
  agent = await hostAgentServer({ apiKey: KEY, tickMs: 0 })
})

afterAll(async () => {
  await agent.close()
  await emulator.close()
})

beforeEach(() => {
  core.reset()
})
afterEach(closeServers)

function inputs(
  dataset: string,
  extra: Partial<EvalGateInputs & EvalDatasetInputs> = {}
): EvalGateInputs & EvalDatasetInputs & { evalDataset: string } {
  return {
    apiKey: KEY,
    workspaceId: WORKSPACE,
    region: 'us',
    apiUrl: emulator.url,
    customApiUrl: true,
    langsmithApiUrl: `${emulator.url}/api/v1`,
    deploymentUrl: agent.apiUrl,
    deploymentName: 'gate-unit',
    smokeAssistantId: 'agent',
    smokeInput: undefined,
    smokeStreamMode: 'values',
    smokeStreamSubgraphs: false,
    smokeTimeoutSeconds: 20,
    smokeExpect: '',
    smokeCases: undefined,
    trustedHosts: undefined,
    evalDataset: dataset,
    evalSplit: undefined,
    evalMaxExamples: 100,
    evalMatch: 'contains',
    evalThreshold: 1,
    evalConcurrency: 4,
    evalRepeat: 1,
    evalMinPass: undefined,
    evalExperimentPrefix: undefined,
    evalBaseline: undefined,
    evalMaxDrop: 0,
    ...extra
  } as EvalGateInputs & EvalDatasetInputs & { evalDataset: string }
}

function deps(signal?: AbortSignal) {
  const logger = recordingLogger()
  const subject = { action: 'Deploy', target: 'deployment "gate-unit"', deploymentUrl: undefined }
  const progress = new Progress({ ...subject, startedAt: 0 }, new Redactor(), logger)
  return {
    clock: systemClock,
    deadline: Deadline.after(systemClock, 120_000),
    requestTimeoutMs: 10_000,
    logger,
    signal,
    random: () => 0.5,
    progress
  }
}

/** Runs the gate on `dataset`; its report (passed, failed, rows) and the error it threw, if any. */
async function gate(
  dataset: string,
  extra: Partial<EvalGateInputs & EvalDatasetInputs> = {},
  release: { revisionId?: string; servingRevisionId?: string } = {},
  signal?: AbortSignal
) {
  const given = inputs(dataset, extra)
  const d = deps(signal)
  const loaded = await loadEvalDataset(d, given)
  const error = await evalGate(d, given, loaded, {
    agentUrl: given.deploymentUrl ?? '',
    revisionId: 'rev-1',
    deploymentName: 'gate-unit',
    ...release
  }).then(
    () => undefined,
    (thrown: unknown) => thrown as Error
  )
  return {
    report: d.progress.report.evalGate,
    error,
    lines: d.logger.lines,
    warnings: d.logger.warnings()
  }
}

describe('the verdict against eval-threshold', () => {
  it('passes a share equal to the threshold: 18 of 20 at 0.9', async () => {
    const { report, error } = await gate('eighteen-of-twenty', { evalThreshold: 0.9 })
    expect(report).toMatchObject({ passed: 18, failed: 2, score: 0.9 })
    expect(error).toBeUndefined()
  }, 60_000)

  it('fails a share just under it: 18 of 20 at 0.91', async () => {
    const { error } = await gate('eighteen-of-twenty', { evalThreshold: 0.91 })
    expect(error?.message).toMatch(/^eval gate failed: 18 of 20 examples .*threshold 0\.91\)/)
  }, 60_000)
})

/** An agent server that streams an answer holding the reference, then fails as `end` says. */
async function answersThen(end: 'error' | 'hang') {
  return serve((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
      return
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    res.write('event: metadata\ndata: {"run_id":"r1","attempt":1}\n\n')
    const state = { messages: [...question.messages, { type: 'ai', content: 'word7', id: 'a' }] }
    res.write(`event: values\ndata: ${JSON.stringify(state)}\n\n`)
    if (end === 'error') res.end('event: error\ndata: {"error":"Error","message":"boom"}\n\n')
  })
}

describe('a run that errored or timed out', () => {
  it.each([
    ['errored', 'error', 20, /the run failed: .*boom/],
    ['timed out', 'hang', 2, /the run failed: .*(timed out|did not end)/]
  ] as const)(
    'fails its example when it %s, whatever it streamed before',
    async (_what, end, seconds, comment) => {
      const server = await answersThen(end)
      const { report, error } = await gate('one', {
        deploymentUrl: server.url,
        smokeTimeoutSeconds: seconds
      })
      expect(report).toMatchObject({ passed: 0, failed: 1 })
      expect(report?.examples[0]?.comment).toMatch(comment)
      expect(error?.message).toMatch(/^eval gate failed: 0 of 1 examples/)
    },
    60_000
  )
})

describe("an example's metadata.match", () => {
  it("decides its rule over 'eval-match'", async () => {
    const { report } = await gate('rules', { evalThreshold: 0 })
    expect(report?.examples.map(row => [row.passed, row.comment])).toEqual([
      [false, expect.stringMatching(/^expected an output of exactly "word7"/)],
      [true, '1 reference matched (regex)']
    ])
  }, 60_000)
})

describe('an agent that answers nothing', () => {
  it('fails every example: the run produced no output', async () => {
    const { report, error } = await gate('one', { smokeAssistantId: 'silent' })
    expect(report?.examples.map(row => row.comment)).toEqual(['the run produced no output'])
    expect(error?.message).toMatch(/^eval gate failed: 0 of 1 examples/)
  }, 60_000)
})

describe('eval-repeat: each example run several times, eval-min-pass of them to pass', () => {
  // The flaky agent fails the 2nd of every 3 runs of an input: 2 of 3 runs of each example pass.
  it('passes at eval-min-pass 2 of 3; the runs of all examples share one pool', async () => {
    const flaky = await startFlakyAgent({ delayMs: 50 })
    try {
      const { report, error, lines } = await gate('two', {
        deploymentUrl: flaky.url,
        evalRepeat: 3,
        evalMinPass: 2
      })
      expect(error).toBeUndefined()
      expect(flaky.runs()).toBe(6)
      // 2 examples alone would hold 2 runs at once; 6 runs in one pool fill 'eval-concurrency'.
      expect(flaky.maxInFlight()).toBe(4)
      expect(report).toMatchObject({ repeat: 3, minPass: 2 })
      expect(report?.examples.map(e => [e.runs, e.passes])).toEqual([
        [3, 2],
        [3, 2]
      ])
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^✅ example \S+ \(2 of 3 runs passed, \d+ ms\): the run failed: .*flaky/
        )
      )
    } finally {
      await flaky.close()
    }
  }, 60_000)

  it('fails at eval-min-pass 3, naming the runs that passed and a failed run', async () => {
    const flaky = await startFlakyAgent()
    try {
      const { report, error } = await gate('one', {
        deploymentUrl: flaky.url,
        evalRepeat: 3,
        evalMinPass: 3
      })
      expect(report).toMatchObject({ passed: 0, failed: 1, score: 0 })
      expect(error?.message).toMatch(
        /^eval gate failed: 0 of 1 examples of dataset "one" passed, each 3 times \(3 must pass\) .*\(2 of 3 runs passed: the run failed: .*flaky/
      )
    } finally {
      await flaky.close()
    }
  }, 60_000)

  it('times out each run on its own: a hung run is a failed run, not run again', async () => {
    const hung = await startFlakyAgent({ hang: true })
    try {
      const { report } = await gate('one', {
        deploymentUrl: hung.url,
        smokeTimeoutSeconds: 1,
        evalRepeat: 2,
        evalMinPass: 1
      })
      expect(hung.runs()).toBe(2)
      expect(report?.examples[0]).toMatchObject({ passed: false, runs: 2, passes: 0 })
      expect(report?.examples[0]?.comment).toMatch(/the run failed: .*(timed out|did not end)/)
    } finally {
      await hung.close()
    }
  }, 60_000)

  it('stops at a cancel: the runs in flight end, no other starts', async () => {
    const hung = await startFlakyAgent({ hang: true })
    const controller = new AbortController()
    const reason = new Error('The operation was cancelled')
    try {
      const started = Date.now()
      // The cancel comes once the pool is full ('eval-concurrency' 4), however slow the machine.
      const full = setInterval(() => {
        if (hung.runs() < 4) return
        clearInterval(full)
        controller.abort(reason)
      }, 10)
      const { error } = await gate(
        'eighteen-of-twenty',
        { deploymentUrl: hung.url, evalRepeat: 3 },
        {},
        controller.signal
      )
      expect(error).toBe(reason)
      expect(Date.now() - started).toBeLessThan(10_000)
      await new Promise(resolve => setTimeout(resolve, 200))
      expect(hung.runs()).toBe(4)
    } finally {
      await hung.close()
    }
  }, 60_000)
})

describe('against the baseline, example by example', () => {
  /** Sets the reference of example `index` of dataset `compared` (its inputs say its index). */
  async function setReference(index: number, answer: string): Promise<string> {
    const { Client } = await import('langsmith')
    const client = new Client({
      apiUrl: `${emulator.url}/api/v1`,
      apiKey: KEY,
      workspaceId: WORKSPACE
    })
    for await (const example of client.listExamples({ datasetName: 'compared' })) {
      const content = (example.inputs as { messages: { content: string }[] }).messages[0]?.content
      if (content !== `say word${index} please`) continue
      await client.updateExample({
        id: example.id,
        dataset_id: example.dataset_id,
        outputs: { answer }
      })
      return example.id
    }
    throw new Error(`no example ${index}`)
  }
  const gated = { evalThreshold: 0.5, evalBaseline: 'serving' as const, evalMaxDrop: 1 }

  it("fails on more regressions than 'eval-max-regressions', naming them; says the improvements; none over the bound passes", async () => {
    // rev-a's experiment: example 0 fails, 1 to 3 pass.
    const first = await gate('compared', gated, { revisionId: 'rev-a' })
    expect(first.error).toBeUndefined()
    const regressed = await setReference(1, 'never-said-1')
    const improved = await setReference(0, 'word0')
    const within = await gate(
      'compared',
      { ...gated, evalMaxRegressions: 1 },
      { revisionId: 'rev-b', servingRevisionId: 'rev-a' }
    )
    expect(within.error).toBeUndefined()
    expect(within.report?.baseline?.comparison).toEqual({
      regressions: [
        {
          exampleId: regressed,
          input: 'say word1 please',
          comment: expect.stringMatching(/^expected "never-said-1"/)
        }
      ],
      improvements: [
        {
          exampleId: improved,
          input: 'say word0 please',
          comment: expect.stringMatching(/^expected "never-said-0"/)
        }
      ],
      compared: 4,
      notCompared: 0,
      maxRegressions: 1,
      failed: false
    })
    const over = await gate(
      'compared',
      { ...gated, evalMaxRegressions: 0 },
      { revisionId: 'rev-b', servingRevisionId: 'rev-a' }
    )
    expect(over.error?.name).toBe('EvalGateError')
    expect(over.error?.message).toMatch(
      new RegExp(
        `^eval gate failed: 3 of 4 .*, but 1 example that passed on the baseline fails now, more than 'eval-max-regressions' \\(0\\): example ${regressed} \\("say word1 please"\\)`
      )
    )
    // Without the bound, regressions are shown, not failed.
    const shown = await gate('compared', gated, { revisionId: 'rev-b', servingRevisionId: 'rev-a' })
    expect(shown.error).toBeUndefined()
    expect(shown.report?.baseline?.comparison?.regressions).toHaveLength(1)
    await setReference(1, 'word1')
  }, 120_000)

  it("leaves the threshold's verdict when the baseline's runs cannot be read: a warning, nothing judged", async () => {
    const first = await gate('compared', gated, { revisionId: 'rev-c' })
    expect(first.error).toBeUndefined()
    await setReference(2, 'never-said-2')
    emulator.faults.add({
      method: 'POST',
      path: '/api/v2/runs/query',
      fault: { kind: 'status', status: 404 }
    })
    try {
      const { report, error, warnings } = await gate(
        'compared',
        { ...gated, evalMaxRegressions: 0 },
        { revisionId: 'rev-d', servingRevisionId: 'rev-c' }
      )
      expect(error).toBeUndefined()
      expect(report?.baseline?.comparison).toBeUndefined()
      expect(report?.baseline?.runsUnread).toMatch(
        /^the runs of experiment gate-unit-[0-9a-f]{8} could not be read \(/
      )
      expect(warnings.join('\n')).toContain(
        "examples not compared one by one; 'eval-max-regressions' not applied"
      )
    } finally {
      emulator.faults.clear()
      await setReference(2, 'word2')
    }
  }, 120_000)
})
