// The checks of the inputs taken together (checks.ts): here, the smoke step's inputs given while
// the step is off, refused rather than ignored; a value equal to action.yml's default is not given.
import { describe, expect, it } from '@jest/globals'
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
