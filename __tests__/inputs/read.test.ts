// Masking follows the input table: an input marked `secret` is masked, whole or in the parts the
// table names, before anything is logged; no input is masked by its name.
import { beforeEach, describe, expect, it } from '@jest/globals'
import { mockActionsCore } from '../fixtures/core.js'

const core = mockActionsCore()
const { maskSecretInputs } = await import('../../src/inputs/read.js')
const { INPUTS } = await import('../../src/inputs/table.js')
const { line } = await import('../../src/inputs/parsers.js')
const { Redactor } = await import('../../src/base/redact.js')
const { actionsLogger } = await import('../../src/base/log.js')

describe('maskSecretInputs', () => {
  beforeEach(() => {
    core.reset()
  })

  it('masks every input the table marks secret, and only those', () => {
    const raw = {
      'api-key': 'lsv2_pt_api_key_123456',
      'github-token': 'ghs_github_token_123456',
      secrets: 'OPENAI_API_KEY=sk-openai-123456',
      'deployment-name': 'my-preview-123456'
    }
    const redactor = new Redactor()
    maskSecretInputs(raw, redactor, actionsLogger(redactor))
    expect(core.secrets).toEqual(
      expect.arrayContaining([
        'lsv2_pt_api_key_123456',
        'ghs_github_token_123456',
        'sk-openai-123456'
      ])
    )
    expect(core.secrets).not.toContain('my-preview-123456')
  })

  it('masks a new input marked secret with no other change', () => {
    const table = {
      ...INPUTS,
      'webhook-token': {
        key: 'webhookToken',
        parse: line('a token', 200, 'x'),
        secret: true,
        modes: ['deploy']
      }
    } as const
    const redactor = new Redactor()
    maskSecretInputs(
      { 'webhook-token': 'whk_secret_value_123456' },
      redactor,
      actionsLogger(redactor),
      table
    )
    expect(core.secrets).toContain('whk_secret_value_123456')
    expect(redactor.redact('sent whk_secret_value_123456 then')).toBe('sent *** then')
  })

  it('warns of a secret too short to mask, naming the input, never its value', () => {
    const redactor = new Redactor()
    maskSecretInputs({ 'github-token': 'abc' }, redactor, actionsLogger(redactor))
    const warnings = core.log.filter(entry => entry.level === 'warning').map(entry => entry.message)
    expect(warnings).toEqual([
      expect.stringMatching(/^The value of input 'github-token' is too short to mask/)
    ])
  })
})
