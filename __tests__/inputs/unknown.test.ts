// The INPUT_ variables of no input (unknown.ts): found by name as the runner writes them, each
// with the closest input, warned of through the logger, and hinted at in a refusal naming it; one
// that meant a gate's input (eval_dataset) refused.
import { beforeEach, describe, expect, it } from '@jest/globals'
import { mockActionsCore } from '../fixtures/core.js'
import { inputProblem } from '../fixtures/input-problem.js'

const core = mockActionsCore()
const { closestInput, gateTypoProblems, unknownInputs, warnUnknownInputs, withUnknownHints } =
  await import('../../src/inputs/unknown.js')
const { INPUT_NAMES } = await import('../../src/inputs/table.js')
const { Redactor } = await import('../../src/base/redact.js')
const { actionsLogger } = await import('../../src/base/log.js')

describe('closestInput', () => {
  it.each<[string, string | undefined]>([
    ['smoke-tset', 'smoke-test'],
    ['deployment_name', 'deployment-name'],
    ['deployment name', 'deployment-name'],
    ['smoketest', 'smoke-test'],
    ['api_key', 'api-key'],
    ['workspace', 'workspace-id'],
    ['wait-seconds', undefined],
    ['timeout', undefined],
    ['foo', undefined]
  ])('%s → %s', (name, closest) => {
    expect(closestInput(name, INPUT_NAMES)).toBe(closest)
  })
})

describe('unknownInputs', () => {
  it('finds the INPUT_ variables of no input, as the runner names them, and only those', () => {
    const env = {
      'INPUT_API-KEY': 'lsv2_pt_unknown_test_123456',
      'INPUT_SMOKE-TEST': 'false',
      'INPUT_SMOKE-TSET': 'true',
      INPUT_DEPLOYMENT_NAME: 'my-agent',
      INPUT_: 'x',
      GITHUB_REPOSITORY: 'acme/agent',
      NOT_INPUT_X: 'y'
    }
    expect(unknownInputs(env)).toEqual([
      { name: 'deployment_name', closest: 'deployment-name' },
      { name: 'smoke-tset', closest: 'smoke-test' }
    ])
  })
})

describe('warnUnknownInputs', () => {
  beforeEach(() => {
    core.reset()
  })

  it('warns through the logger, naming the closest input and never a value', () => {
    const redactor = new Redactor()
    const value = 'secret-value-of-a-typo-123456'
    const found = warnUnknownInputs(
      { 'INPUT_SMOKE-TSET': value, INPUT_LOUDNESS: value, 'INPUT_FOLLOW-LGOS': value },
      actionsLogger(redactor)
    )
    expect(found).toHaveLength(3)
    const warnings = core.log.filter(entry => entry.level === 'warning').map(e => e.message)
    // smoke-tset meant a gate's input: parseInputs refuses it (below), so it is not warned of.
    expect(warnings).toEqual([
      "Unexpected input 'follow-lgos': did you mean 'follow-logs'? It is ignored.",
      "Unexpected input 'loudness': the action has no input of that name (the action's docs/inputs.md lists them). It is ignored."
    ])
    expect(warnings.join('\n')).not.toContain(value)
  })

  it('passes a name that carries a runner command through the gate', () => {
    warnUnknownInputs({ 'INPUT_X\n::ERROR::PWNED': 'v' }, actionsLogger(new Redactor()))
    const warning = core.log.find(entry => entry.level === 'warning')?.message ?? ''
    expect(warning).not.toMatch(/\n::/)
  })
})

describe('withUnknownHints', () => {
  const unknown = [
    { name: 'deployment_name', closest: 'deployment-name' },
    { name: 'loudness', closest: undefined }
  ]

  it('adds the hint to a problem that names the input, and to no other', () => {
    expect(
      withUnknownHints(
        [
          "Input 'deployment-name' or 'deployment-id' is required: the name.",
          "Input 'region' must be one of …"
        ],
        unknown
      )
    ).toEqual([
      "Input 'deployment-name' or 'deployment-id' is required: the name. (the workflow gives 'deployment_name': did you mean 'deployment-name'?)",
      "Input 'region' must be one of …"
    ])
  })

  it('reaches the refusal of parseInputs', async () => {
    const { parseInputs, InputError } = await import('../../src/inputs/read.js')
    const raw = {
      'api-key': 'lsv2_pt_0123456789abcdef',
      'workspace-id': '3fa85f64-5717-4562-b3fc-2c963f66afa6'
    }
    const refused = await parseInputs(raw, {}, unknown).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(InputError)
    expect((refused as Error).message).toMatch(
      /^Input 'deployment-name' or 'deployment-id' is required: .*\(the workflow gives 'deployment_name': did you mean 'deployment-name'\?\)$/
    )
    // Without an unknown input, the refusal is as it was.
    expect(await inputProblem(raw, {})).not.toContain('did you mean')
  })
})

describe('a misspelt input of a gate', () => {
  const raw = {
    'api-key': 'lsv2_pt_0123456789abcdef',
    'workspace-id': '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    'deployment-name': 'my-agent',
    'repo-ref': 'main',
    'repo-url': 'https://github.com/acme/agent'
  }

  it.each<[string, string]>([
    ['eval_dataset', 'eval-dataset'],
    ['eval-treshold', 'eval-threshold'],
    ['smoke-tset', 'smoke-test'],
    ['smoke_cases', 'smoke-cases'],
    ['rollback_on_failure', 'rollback-on-failure'],
    ['require-commit-mach', 'require-commit-match']
  ])('%s fails parseInputs, naming %s', async (typed, meant) => {
    const { parseInputs, InputError } = await import('../../src/inputs/read.js')
    const unknown = unknownInputs({ [`INPUT_${typed.toUpperCase()}`]: 'x' })
    expect(unknown).toEqual([{ name: typed, closest: meant }])
    expect(gateTypoProblems(unknown)).toEqual([
      `Unexpected input '${typed}': did you mean '${meant}'? The action has no input '${typed}', and '${meant}' guards the release, so the step fails rather than go on without it (nothing was sent): rename it to '${meant}' (inputs use hyphens).`
    ])
    const refused = await parseInputs(raw, {}, unknown).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(InputError)
    expect((refused as Error).message).toBe(gateTypoProblems(unknown)[0])
  })

  it('is listed with the other problems, and its hint is not repeated', async () => {
    const { parseInputs } = await import('../../src/inputs/read.js')
    const unknown = unknownInputs({ INPUT_EVAL_DATASET: 'agent-smoke', INPUT_DEPLOYMENT_NAME: 'x' })
    const { 'deployment-name': _, ...nameless } = raw
    const refused = await parseInputs(nameless, {}, unknown).catch((error: unknown) => error)
    const message = (refused as Error).message
    expect(message).toMatch(
      /^Invalid inputs:\n- Unexpected input 'eval_dataset': did you mean 'eval-dataset'\?/
    )
    expect(message).toContain(
      "(the workflow gives 'deployment_name': did you mean 'deployment-name'?)"
    )
    expect(message.match(/did you mean 'eval-dataset'/g)).toHaveLength(1)
  })

  it.each(['follow_logs', 'deployment_name', 'loudness', 'trusted_host'])(
    '%s, which meant no gate, only warns',
    name => {
      expect(gateTypoProblems(unknownInputs({ [`INPUT_${name.toUpperCase()}`]: 'x' }))).toEqual([])
    }
  )
})
