// The checks of the inputs taken together (checks.ts): here, the smoke step's inputs given while
// the step is off, refused rather than ignored, as a test's inputs are in a mode that reads none;
// a value equal to action.yml's default is not given; and a pull request from a fork, whose branch
// is no ref of this repository.
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { mockActionsCore } from '../fixtures/core.js'
import { inputProblem } from '../fixtures/input-problem.js'
import type { InputSpec, RawInputs } from '../../src/inputs/table.js'

mockActionsCore()
const { parseInputs } = await import('../../src/inputs/read.js')
const { INPUTS, INPUT_NAMES } = await import('../../src/inputs/table.js')

const ENV = {
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/agent',
  GITHUB_REF_NAME: 'main'
}

/** Every input at its action.yml default, as the runner passes the inputs a workflow leaves out. */
const RUNNER_DEFAULTS: RawInputs = Object.fromEntries(
  INPUT_NAMES.flatMap(name => {
    const spec: InputSpec = INPUTS[name]
    return spec.default === undefined ? [] : [[name, spec.default]]
  })
)

function valid(extra: RawInputs = {}): RawInputs {
  return {
    ...RUNNER_DEFAULTS,
    'api-key': 'lsv2_pt_0123456789abcdef',
    'workspace-id': '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    'deployment-name': 'my-agent',
    ...extra
  }
}

describe('the smoke step inputs without the smoke step', () => {
  it.each<[string, RawInputs, string]>([
    [
      'smoke-input in deploy',
      { 'smoke-input': '{"messages": []}' },
      "Input 'smoke-input' applies only to the smoke test, which is off in mode 'deploy': set 'smoke-test: true' to run it (or give 'smoke-cases'), or drop it."
    ],
    [
      'smoke-input, smoke-expect and smoke-cases-less trusted-hosts, all named',
      { 'smoke-input': '{"a": 1}', 'smoke-expect': 'pong', 'trusted-hosts': 'agent.example.com' },
      "Inputs 'trusted-hosts', 'smoke-input', 'smoke-expect' apply only to the smoke test, which is off in mode 'deploy': set 'smoke-test: true' to run it (or give 'smoke-cases'), or drop them."
    ],
    [
      'smoke-stream-mode in plan (checked as deploy)',
      { mode: 'plan', 'smoke-stream-mode': 'values' },
      "Input 'smoke-stream-mode' applies only to the smoke test, which is off in mode 'plan'"
    ],
    [
      'smoke-assistant-id in rollback',
      { mode: 'rollback', 'smoke-assistant-id': 'other' },
      "Input 'smoke-assistant-id' applies only to the smoke test, which is off in mode 'rollback'"
    ],
    [
      'smoke-timeout-seconds written as false smoke-test',
      { 'smoke-test': 'false', 'smoke-timeout-seconds': '30' },
      "Input 'smoke-timeout-seconds' applies only"
    ]
  ])('refuses %s', async (_what, extra, expected) => {
    expect(await inputProblem(valid(extra), ENV)).toContain(expected)
  })

  it.each<[string, RawInputs]>([
    ['every input at its default, as the runner passes them', {}],
    [
      'the defaults with blanks around them',
      { 'smoke-input': ' {} ', 'smoke-stream-mode': 'updates\n' }
    ],
    ['smoke inputs with smoke-test', { 'smoke-test': 'true', 'smoke-input': '{"a": 1}' }],
    ['smoke inputs in mode smoke', { mode: 'smoke', 'smoke-expect': 'pong' }],
    ['smoke inputs in mode delete, which reads none of them', { mode: 'delete' }],
    ['deployment-url, which the summary shows', { 'deployment-url': 'https://a.example.com' }]
  ])('accepts %s', async (_what, extra) => {
    await expect(parseInputs(valid(extra), ENV)).resolves.toBeDefined()
  })
})

describe("a test's inputs in a mode that does not read them", () => {
  it.each<[string, RawInputs, string]>([
    [
      'eval-dataset in delete',
      { mode: 'delete', 'eval-dataset': 'agent-smoke' },
      "Input 'eval-dataset' (read in modes deploy, plan and smoke) is not read in mode 'delete', so it would be ignored: drop it, or run a mode that reads it."
    ],
    [
      'eval inputs in rollback, each named with where it is read',
      { mode: 'rollback', 'eval-dataset': 'agent-smoke', 'eval-threshold': '0.9' },
      "Inputs 'eval-dataset' (read in modes deploy, plan and smoke), 'eval-threshold' (read in modes deploy, plan and smoke) are not read in mode 'rollback'"
    ],
    [
      'smoke inputs in prune',
      {
        mode: 'prune',
        'prune-prefix': 'my-agent-pr-',
        'prune-max-age-days': '7',
        'smoke-expect': 'pong'
      },
      "Input 'smoke-expect' (read in modes deploy, rollback and smoke) is not read in mode 'prune'"
    ],
    [
      'rollback-on-failure in smoke, which rolls nothing back',
      { mode: 'smoke', 'eval-dataset': 'agent-smoke', 'rollback-on-failure': 'true' },
      "Input 'rollback-on-failure' (read in modes deploy and plan) is not read in mode 'smoke'"
    ],
    [
      "eval-baseline in smoke against a bare 'deployment-url' (which revision serves is not known)",
      {
        mode: 'smoke',
        'deployment-name': '',
        'deployment-url': 'https://agent.example.com',
        'eval-dataset': 'agent-smoke',
        'eval-baseline': 'serving'
      },
      "Input 'eval-baseline' (serving) in mode 'smoke' needs 'deployment-name' or 'deployment-id'"
    ],
    [
      'eval-threshold without eval-dataset in smoke, as in deploy',
      { mode: 'smoke', 'eval-threshold': '0.9' },
      "Input 'eval-threshold' applies only to the eval gate"
    ],
    [
      'eval-repeat in rollback',
      { mode: 'rollback', 'eval-repeat': '3' },
      "Input 'eval-repeat' (read in modes deploy, plan and smoke) is not read in mode 'rollback'"
    ],
    [
      'eval-min-pass in delete',
      { mode: 'delete', 'eval-min-pass': '2' },
      "Input 'eval-min-pass' (read in modes deploy, plan and smoke) is not read in mode 'delete'"
    ],
    [
      'eval-repeat and eval-min-pass without eval-dataset',
      { 'eval-repeat': '3', 'eval-min-pass': '2' },
      "Inputs 'eval-repeat', 'eval-min-pass' apply only to the eval gate"
    ],
    [
      'more passes than runs',
      { 'eval-dataset': 'a', 'eval-repeat': '3', 'eval-min-pass': '4' },
      "Inputs 'eval-min-pass' (4) and 'eval-repeat' (3) conflict: 'eval-min-pass' counts the runs of an example (of 'eval-repeat') that must pass, a whole number from 1 to 3: lower it, or raise 'eval-repeat'."
    ],
    [
      'eval-min-pass 2 with the one run eval-repeat defaults to, in plan',
      { mode: 'plan', 'eval-dataset': 'a', 'eval-min-pass': '2' },
      "Inputs 'eval-min-pass' (2) and 'eval-repeat' (1) conflict"
    ],
    [
      'eval-repeat above 10',
      { 'eval-dataset': 'a', 'eval-repeat': '11' },
      "Input 'eval-repeat' must be a whole number from 1 to 10"
    ],
    [
      'eval-min-pass 0',
      { 'eval-dataset': 'a', 'eval-repeat': '3', 'eval-min-pass': '0' },
      "Input 'eval-min-pass' must be a whole number from 1 to 10"
    ]
  ])('refuses %s', async (_what, extra, expected) => {
    expect(await inputProblem(valid(extra), ENV)).toContain(expected)
  })

  it.each<[string, RawInputs]>([
    [
      'the eval gate in mode smoke',
      { mode: 'smoke', 'eval-dataset': 'a', 'eval-threshold': '0.9' }
    ],
    [
      'the eval gate and its baseline in mode smoke, the deployment named',
      { mode: 'smoke', 'eval-dataset': 'a', 'eval-baseline': 'serving', 'eval-max-drop': '0.1' }
    ],
    ['the eval gate in plan', { mode: 'plan', 'eval-dataset': 'a' }],
    [
      'each example 3 times, 2 to pass, in mode smoke',
      { mode: 'smoke', 'eval-dataset': 'a', 'eval-repeat': '3', 'eval-min-pass': '2' }
    ],
    ['eval-min-pass 1 with one run', { 'eval-dataset': 'a', 'eval-min-pass': '1' }],
    [
      'eval-min-pass equal to eval-repeat',
      { 'eval-dataset': 'a', 'eval-repeat': '10', 'eval-min-pass': '10' }
    ],
    [
      'smoke-test: true in mode smoke, which runs it anyway',
      { mode: 'smoke', 'smoke-test': 'true' }
    ],
    [
      'smoke inputs in rollback with smoke-test',
      { mode: 'rollback', 'smoke-test': 'true', 'smoke-expect': 'x' }
    ]
  ])('accepts %s', async (_what, extra) => {
    await expect(parseInputs(valid(extra), ENV)).resolves.toBeDefined()
  })
})

describe('a pull request from a fork (pull_request_target runs with the secrets)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'checks-fork-'))
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  /** The runner's environment of a pull request event whose head is in `headRepo`, branch main. */
  function pullRequest(headRepo: string, event = 'pull_request_target') {
    const file = path.join(dir, `${headRepo.replace('/', '-')}-${event}.json`)
    const head = { ref: 'main', sha: 'f'.repeat(40), repo: { full_name: headRepo } }
    writeFileSync(file, JSON.stringify({ pull_request: { number: 7, head } }))
    return {
      ...ENV,
      GITHUB_EVENT_NAME: event,
      GITHUB_EVENT_PATH: file,
      GITHUB_HEAD_REF: 'main',
      GITHUB_REF_NAME: 'main'
    }
  }

  it("gives no default repo-ref: the fork's main is not this repository's main", async () => {
    const env = pullRequest('someone/agent')
    const problem = await inputProblem(valid({ source: 'github' }), env)
    expect(problem).toContain(
      "This run is for a pull request from the fork someone/agent (event pull_request_target): its branch main is in the fork, and LangSmith builds from acme/agent, where a branch of that name is another tree (or none), so 'repo-ref' has no default. Nothing was sent:"
    )
    expect(problem).not.toContain("Input 'repo-ref' is empty")
    // Refused too while the source is still to be chosen (the deployment's own may be github).
    expect(await inputProblem(valid(), env)).toContain('from the fork someone/agent')
  })

  it("takes a repo-ref given, an upload, and a pull request from this repository's own branch", async () => {
    const env = pullRequest('someone/agent')
    const given = await parseInputs(valid({ source: 'github', 'repo-ref': 'release' }), env)
    expect(given.repoRef).toBe('release')
    const upload = await parseInputs(valid({ source: 'upload' }), env)
    expect(upload.repoRef).toBeUndefined()
    const own = await parseInputs(valid({ source: 'github' }), pullRequest('Acme/Agent'))
    expect(own.repoRef).toBe('main')
  })
})
