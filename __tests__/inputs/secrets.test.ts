// Issue 25 item 7: the `secrets` input is read whole before anything is said of it. A pasted key
// is refused naming lines only; a quoted value of several lines is accepted and masked line by line.
import { describe, expect, it } from '@jest/globals'
import { mockActionsCore } from '../fixtures/core.js'
import { PEM_BODY, PEM_LINES } from '../fixtures/pem.js'

const core = mockActionsCore()
const { secrets, secretValuesOf } = await import('../../src/inputs/secrets.js')
const { maskSecretInputs } = await import('../../src/inputs/read.js')
const { Redactor } = await import('../../src/base/redact.js')
const { actionsLogger } = await import('../../src/base/log.js')

const KEY_LINES = PEM_BODY
const PEM = PEM_LINES

/** The refusal of `raw`, or '' when it is accepted. */
function refusal(raw: string): string {
  const result = secrets.safeParse(raw)
  return result.success ? '' : (result.error.issues[0]?.message ?? '?')
}

describe('a key pasted as it is, unquoted', () => {
  const pasted = `OPENAI_API_KEY=sk-openai-123456\nTLS_KEY=${PEM.join('\n')}\nOTHER=value-123456`

  it('is refused by line number, quoting no fragment of it, and says how to quote it', () => {
    const message = refusal(pasted)
    expect(message).toMatch(
      /^must be one NAME=value per line, such as MY_API_KEY=\$\{\{ secrets\.MY_API_KEY \}\}; line 3 has no "="; line 4 has no "="/
    )
    expect(message).toContain('NAME="-----BEGIN')
    for (const fragment of [...KEY_LINES, 'Xq7', 'AbCd', 'TLS_KEY', 'OPENAI_API_KEY', 'OTHER']) {
      expect(message).not.toContain(fragment)
    }
  })

  it('is masked line by line, whole, and never named, before it is refused', () => {
    const values = secretValuesOf(pasted)
    expect(values.every(value => value.label === undefined)).toBe(true)
    const masked = values.map(value => value.value)
    expect(masked).toEqual(expect.arrayContaining([...KEY_LINES, PEM[0], 'sk-openai-123456']))
    core.reset()
    maskSecretInputs({ secrets: pasted }, new Redactor(), actionsLogger(new Redactor()))
    expect(core.secrets).toEqual(expect.arrayContaining(KEY_LINES.slice(0, 3)))
    expect(core.log.filter(line => line.level === 'warning')).toEqual([])
  })
})

describe('a malformed input that holds a quoted value', () => {
  it('masks each of its lines without the quotes too, naming none', () => {
    const raw = `TLS_KEY="${PEM.join('\n')}"\nbroken line`
    expect(refusal(raw)).toMatch(
      /^must be one NAME=value per line, such as MY_API_KEY=\$\{\{ secrets\.MY_API_KEY \}\}; line 7 has no "="\. /
    )
    const values = secretValuesOf(raw).map(value => value.value)
    expect(values).toEqual(expect.arrayContaining([...PEM, `${PEM[5]}"`, 'broken line']))
  })
})

describe('a value of several lines in double quotes, as dotenv writes it', () => {
  it('is accepted over several lines, and masked line by line', () => {
    const raw = `TLS_KEY="${PEM.join('\n')}\n"\nWORKERS=4`
    expect(secrets.parse(raw)).toEqual([
      { name: 'TLS_KEY', value: `${PEM.join('\n')}\n` },
      { name: 'WORKERS', value: '4' }
    ])
    core.reset()
    const redactor = new Redactor()
    maskSecretInputs({ secrets: raw }, redactor, actionsLogger(redactor))
    for (const line of [...PEM.slice(0, 4), PEM[5] ?? '']) expect(core.secrets).toContain(line)
    expect(redactor.redact(`key line ${KEY_LINES[2]} end`)).toBe('key line *** end')
    const warnings = core.log.filter(line => line.level === 'warning').map(line => line.message)
    expect(warnings).toEqual([
      expect.stringMatching(/^The value of line 5 of secret TLS_KEY is too short to mask/),
      expect.stringMatching(/^The value of secret WORKERS is too short to mask/)
    ])
  })

  it('is accepted on one line with \\n for each break', () => {
    expect(secrets.parse('TLS_KEY="-----BEGIN X-----\\nabc\\n-----END X-----"')).toEqual([
      { name: 'TLS_KEY', value: '-----BEGIN X-----\nabc\n-----END X-----' }
    ])
  })

  it('keeps the rest of an unquoted value as written: "#" and "=" too', () => {
    expect(secrets.parse('A=pass#word=1 \nB=\'single # quoted\'\nC="x" # a comment')).toEqual([
      { name: 'A', value: 'pass#word=1' },
      { name: 'B', value: 'single # quoted' },
      { name: 'C', value: 'x' }
    ])
  })

  it.each([
    [
      'a quote never closed',
      'A="abc\nB=d',
      /^must be one NAME=value per line, such as MY_API_KEY=\$\{\{ secrets\.MY_API_KEY \}\}; line 1: the quote that opens the value is never closed$/
    ],
    [
      'text after the closing quote',
      'A="abc" def',
      /line 1: there is text after the closing quote/
    ],
    ['an empty quoted value', 'A=""', /line 1: the secret A has an empty value/],
    ['a quoted value given twice', 'A="x\ny"\nA=z', /line 3: the secret A is given twice/]
  ])('refuses %s', (_what, raw, expected) => {
    expect(refusal(raw)).toMatch(expected)
  })

  it('refuses a reserved name as reserved, naming the line and the name, never the value', () => {
    const message = refusal('OPENAI_API_KEY=sk-1\nPOSTGRES_URI=postgres://u:pw-123456@db/app')
    expect(message).toBe(
      'at line 2: POSTGRES_URI is reserved by the platform (LangSmith sets it itself), so the service refuses a secret of that name; rename it or drop it'
    )
    expect(message).not.toContain('pw-123456')
  })

  it('names at most five problems of a malformed input', () => {
    const message = refusal(Array.from({ length: 8 }, (_, i) => `junk${i}`).join('\n'))
    expect(message).toContain('line 5 has no "="; and 3 more')
    expect(message).not.toContain('junk')
  })
})
