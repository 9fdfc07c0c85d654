// The checks of the eval gate's inputs taken together (eval-checks.ts): a bound on what is
// measured against the baseline is refused without 'eval-baseline', naming both inputs.
import { describe, expect, it } from '@jest/globals'
import { mockActionsCore } from '../fixtures/core.js'
import { inputProblem } from '../fixtures/input-problem.js'
import type { RawInputs } from '../../src/inputs/table.js'

mockActionsCore()
const { parseInputs } = await import('../../src/inputs/read.js')

const ENV = {
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/agent',
  GITHUB_REF_NAME: 'main'
}

function valid(extra: RawInputs = {}): RawInputs {
  return {
    'api-key': 'lsv2_pt_0123456789abcdef',
    'workspace-id': '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    'deployment-name': 'my-agent',
    'eval-dataset': 'agent-smoke',
    ...extra
  }
}

describe('eval-max-regressions', () => {
  it.each([['0'], ['3']])(
    "'%s' without eval-baseline is refused, naming both inputs",
    async max => {
      expect(await inputProblem(valid({ 'eval-max-regressions': max }), ENV)).toContain(
        `Input 'eval-max-regressions' (${max}) needs 'eval-baseline: serving'`
      )
    }
  )

  it('is read with eval-baseline, 0 meaning none may regress; unset by default', async () => {
    const zero = await parseInputs(
      valid({ 'eval-baseline': 'serving', 'eval-max-regressions': '0' }),
      ENV
    )
    expect(zero.evalMaxRegressions).toBe(0)
    const unset = await parseInputs(valid({ 'eval-baseline': 'serving' }), ENV)
    expect(unset.evalMaxRegressions).toBeUndefined()
  })

  it('without eval-dataset is refused as the gate’s own input', async () => {
    const raw = valid({ 'eval-max-regressions': '1' })
    delete raw['eval-dataset']
    expect(await inputProblem(raw, ENV)).toContain(
      "Input 'eval-max-regressions' applies only to the eval gate"
    )
  })
})
