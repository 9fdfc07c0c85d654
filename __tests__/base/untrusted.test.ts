// The log's gate, read back as the runner reads stdout: no text it lets through is a command.
import { describe, expect, it } from '@jest/globals'
import { CANARY, COMMAND_PAYLOAD, INLINE_PAYLOAD } from '../fixtures/hostile-payloads.js'
import { readRunnerLog, unintendedCommands } from '../fixtures/runner-commands.js'
import { MAX_LINE_CHARS, logLines, logText, plainLine } from '../../src/base/untrusted.js'

/** The commands the runner would act on if `text` were printed through the gate. */
const problems = (text: string): string[] =>
  unintendedCommands(readRunnerLog(`${logText(text)}\n`), {
    secrets: [],
    canary: CANARY,
    serverText: text
  })

describe('logLines, the gate', () => {
  it.each([
    ['the whole payload', COMMAND_PAYLOAD],
    ['the inline payload', INLINE_PAYLOAD],
    ['a command after a no-break space', `\u00a0::error::${CANARY}`],
    ['a command after a line separator', `x\u2028::add-path::/tmp/${CANARY}`],
    ['a command after NEL', `x\u0085::add-path::/tmp/${CANARY}`],
    ['a command after a BOM', `\ufeff::set-env name=A::${CANARY}`],
    ['a legacy command hidden by an ANSI reset', `log #\u001b[0m#[add-path]/tmp/${CANARY}`],
    ['a stop token', `::stop-commands::${CANARY}-token-that-is-long`]
  ])('%s acts as no command', (_name, text) => {
    expect(problems(text)).toEqual([])
  })

  it("leaves the action's own text as it is", () => {
    const own = 'Found deployment "my-agent" (d-1); latest revision r-2: 50% done :: ok'
    expect(logLines(own)).toEqual([own])
  })

  it('splits at every line break, removes terminal escapes and shows control characters', () => {
    expect(logLines('a\r\nb\rc\nd')).toEqual(['a', 'b', 'c', 'd'])
    expect(
      logLines('\u001b[31mred\u001b[0m \u001b]8;;https://x\u0007link\u001b]8;;\u0007')
    ).toEqual(['red link'])
    expect(logLines('bell\u0007 nul\u0000 del\u007f rlo\u202e tab\t')).toEqual([
      'bell\\x07 nul\\x00 del\\x7f rlo\\u202e tab\t'
    ])
  })

  it('caps long lines', () => {
    const [line] = logLines('x'.repeat(MAX_LINE_CHARS * 2))
    expect(line).toHaveLength(MAX_LINE_CHARS + 1)
    expect(line?.endsWith('…')).toBe(true)
  })

  it('plainLine puts everything on one line', () => {
    expect(plainLine('a\r\nb\u001b[1m\rc')).toBe('a b c')
  })
})
