// Masking that never corrupts: which values are masked, in which forms, and that text holding
// them, encoded or not, comes out without them.
import { describe, expect, it } from '@jest/globals'
import { mockActionsCore } from '../fixtures/core.js'

const core = mockActionsCore()
const { Redactor, secretForms, unmaskableReason } = await import('../../src/base/redact.js')

const TOKEN = 'tok/+en=v4lue?&x>~'

describe('which values are masked', () => {
  it.each(['1', 'true', 'FALSE', 'no', 'null', '12345', '123456', '-42.5', 'abcde', ''])(
    '%j is too short or too plain: not masked',
    value => {
      expect(unmaskableReason(value)).toBeDefined()
      core.reset()
      expect(new Redactor().add(value)).toBe(value === '')
      expect(core.secrets).toEqual([])
    }
  )

  it.each(['padded', 'sk-123456', '1234567890', TOKEN])('%j is masked', value => {
    expect(unmaskableReason(value)).toBeUndefined()
  })

  it('masks a value as it is sent: trimmed', () => {
    core.reset()
    const redactor = new Redactor()
    expect(redactor.add(' padded ')).toBe(true)
    expect(core.secrets).toContain('padded')
    expect(core.secrets).not.toContain(' padded ')
    expect(redactor.redact('X=padded')).toBe('X=***')
  })
})

describe('the forms of a secret', () => {
  it('masks it raw, JSON-escaped, URL-encoded, in base64 and base64url', () => {
    core.reset()
    const redactor = new Redactor()
    redactor.add(TOKEN)
    expect(core.secrets).toEqual(secretForms(TOKEN))
    redactor.add('say "hi" now')
    const text = [
      TOKEN,
      encodeURIComponent(TOKEN),
      Buffer.from(TOKEN).toString('base64'),
      Buffer.from(TOKEN).toString('base64url'),
      JSON.stringify({ said: 'say "hi" now' })
    ].join(' ')
    expect(redactor.redact(text)).toBe('*** *** *** *** {"said":"***"}')
  })

  it('masks its base64 inside a longer base64 string, at every byte offset', () => {
    const redactor = new Redactor()
    redactor.add('hunter2-secret')
    for (const prefix of ['', 'u', 'us', 'user:']) {
      const encoded = Buffer.from(`${prefix}hunter2-secret and more`).toString('base64')
      expect(redactor.redact(encoded)).toContain('***')
    }
    // Every form is long enough to be no accident.
    for (const form of secretForms('padded')) expect(form.length).toBeGreaterThanOrEqual(6)
  })

  it('says whether text holds a secret', () => {
    const redactor = new Redactor()
    redactor.add(TOKEN)
    expect(redactor.holdsSecret(`x ${Buffer.from(TOKEN).toString('base64url')} y`)).toBe(true)
    expect(redactor.holdsSecret('https://agent-1.example.com/v1/true')).toBe(false)
  })
})
